import type { LanguageVocabulary } from './types';

/** Chinese (simplified and traditional) question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const zh: LanguageVocabulary = {
  cjk: true,
  verbs: ['计算', '計算', '求值', '算出', '算一下', '算', '求'],
  whatIs: ['是多少', '等于多少', '等於多少', '是什么', '是什麼', '多少'],
  solve: ['解方程(?:式|组|組)?', '求解', '解'],
  roots: ['的根', '的零点', '的零點', '求根'],
  solveFor: ['关于\\s*{v}', '關於\\s*{v}'],
  deriv: ['导函数', '導函數', '导数', '導數', '求导', '求導', '微分'],
  ord: [['(?:一|1)\\s*(?:阶|階)', 1], ['(?:二|2)\\s*(?:阶|階)', 2], ['(?:三|3)\\s*(?:阶|階)', 3], ['(?:四|4)\\s*(?:阶|階)', 4], ['(?:五|5)\\s*(?:阶|階)', 5]],
  wrt: ['(?:对|對|关于|關於)\\s*{v}', '在\\s*{v}\\s*(?:处|處)'],
  integ: ['(?:不)?定积分', '(?:不)?定積分', '积分', '積分'],
  anti: ['原函数', '原函數', '反导数', '反導數'],
  bounds: ['(?:从|從|由)\\s*{a}\\s*(?:到|至)\\s*{b}', '在\\s*{a}\\s*(?:到|至)\\s*{b}', '{a}\\s*(?:到|至)\\s*{b}'],
  limit: ['极限', '極限'],
  approach: ['{v}\\s*(?:无限趋近于|無限趨近於|趋近于|趋近於|趋近|趋于|趋向于|趋向|趨近於|趨近|趨於|趨向於|趨向)\\s*{p}'],
  left: ['左极限', '左極限', '从左侧', '從左側', '从左边', '從左邊', '从左', '從左'],
  right: ['右极限', '右極限', '从右侧', '從右側', '从右边', '從右邊', '从右', '從右'],
  inf: ['正无穷大?', '正無窮大?', '无穷大?', '無窮大?'],
  negInf: ['负无穷大?', '負無窮大?'],
  simplify: ['化简', '化簡', '简化', '簡化'],
  expand: ['展开', '展開'],
  factor: ['因式分解', '分解因式'],
  percentWord: [],
  polite: ['请问', '請問', '请', '請', '麻烦', '麻煩', '帮我', '幫我', '谢谢', '謝謝'],
  conditions: ['如果', '若', '使得', '满足', '滿足'],
  equationWords: ['方程'],
  conditionAfter: ['则', '則', '求解', '求'],
  percentOfAfter: ['的'],
  percentBefore: ['百分之'],
  // school-math topic phrasings (issue #21): one block per topic id
  topics: {
    // statistics + probability (T2)
    statistics: [['(\\d[\\d.,\\s]*\\d)\\s*的平均数', 'mean of $1'], ['(\\d[\\d.,\\s]*\\d)\\s*的中位数', 'median of $1'], ['(\\d[\\d.,\\s]*\\d)\\s*的标准差', 'standard deviation of $1']],
    probability: [['从(\\d+)个中选(\\d+)个的组合数', 'C($1, $2)']],
  },
};
