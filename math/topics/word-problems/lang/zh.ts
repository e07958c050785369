/**
 * Chinese phrasings of word problems (data for math/read/lang/zh.ts, `topics['word-problems']`; zh-CN and zh-TW):
 * pairs of a regular expression and the English the word-problem reader understands. Chinese has no spaces, so the
 * patterns have no word boundaries; they are written in simplified characters and {@link tw} lets every character
 * that differs in traditional script match both. Longer patterns are applied first. A story is read only when,
 * rewritten, the English reader accounts for all of it (math/topics/word-problems/story.ts). Names are the stock
 * names of Chinese school books, written in pinyin (the English reader reads Latin names); a story with another
 * name is not read.
 */
const N = '(\\d+(?:[.,]\\d+)?)';

/** Simplified → traditional, for the characters these patterns use. */
const TRADITIONAL: Record<string, string> = {
  车: '車', 辆: '輛', 驶: '駛', 时: '時', 们: '們', 个: '個', 张: '張', 颗: '顆', 红: '紅', 华: '華', 刚: '剛',
  丽: '麗', 军: '軍', 书: '書', 铅: '鉛', 笔: '筆', 邮: '郵', 贴: '貼', 纸: '紙', 弹: '彈', 价: '價', 现: '現',
  后: '後', 长: '長', 宽: '寬', 积: '積', 块: '塊', 园: '園', 边: '邊', 数: '數', 这: '這', 较: '較', 连: '連',
  续: '續', 龄: '齡', 岁: '歲', 两: '兩', 儿: '兒', 妈: '媽', 满: '滿', 开: '開', 单: '單', 项: '項', 级: '級',
  学: '學', 钱: '錢', 还: '還', 总: '總', 几: '幾', 骑: '騎', 动: '動', 东: '東', 强: '強', 门: '門',
  飞: '飛', 机: '機', 种: '種', 设: '設', 为: '為', 少: '少', 须: '須', 应: '應', 该: '該', 买: '買', 卖: '賣',
  优: '優', 惠: '惠', 折: '折', 扣: '扣', 减: '減', 岁: '歲', 亲: '親', 爷: '爺', 头: '頭', 间: '間', 队: '隊',
  糖: '糖', 汽: '汽', 铁: '鐵', 轮: '輪', 里: '里', 厘: '釐', 乘: '乘', 从: '從', 图: '圖', 问: '問', 过: '過',
  苹: '蘋', 静: '靜', 杨: '楊', 芳: '芳', 亮: '亮', 美: '美', 阳: '陽', 宁: '寧', 丁: '丁', 乐: '樂', 晓: '曉', 运: '運',
};

/** A pattern written in simplified characters that also matches the traditional ones (`车` → `(?:车|車)`). */
const tw = (p: string): string =>
  [...p].map((c) => (TRADITIONAL[c] && TRADITIONAL[c] !== c ? `(?:${c}|${TRADITIONAL[c]})` : c)).join('');

/** The names and family words a story may use (each is rewritten to pinyin below), and the things it may count. */
const NAME = '(小明|小红|小华|小刚|小丽|小军|小强|小芳|小东|小亮|小美|小林|爸爸|父亲|妈妈|母亲|儿子|女儿|爷爷|哥哥|弟弟|姐姐|妹妹)';
const THING = '(苹果|贴纸|弹珠|玻璃球|糖果|铅笔|邮票|书|学生|女生|男生)';
/** A measure word after a number (个, 张, 颗...). */
const M = '(?:个|张|颗|本|支|枚|名|位|块|只|粒)?';
const UNIT = '(千米|公里|厘米|米)';

const PAIRS: [string, string][] = [
  ['。', '. '],
  // stock names and family words (pinyin)
  ['小明', ' xiaoming '],
  ['小红', ' xiaohong '],
  ['小华', ' xiaohua '],
  ['小刚', ' xiaogang '],
  ['小丽', ' xiaoli '],
  ['小军', ' xiaojun '],
  ['小强', ' xiaoqiang '],
  ['小芳', ' xiaofang '],
  ['小东', ' xiaodong '],
  ['小亮', ' xiaoliang '],
  ['小美', ' xiaomei '],
  ['小林', ' xiaolin '],
  ['爸爸|父亲', ' father '],
  ['妈妈|母亲', ' mother '],
  ['儿子', ' son '],
  ['女儿', ' daughter '],
  ['爷爷', ' grandfather '],
  ['哥哥', ' gege '],
  ['弟弟', ' didi '],
  ['姐姐', ' jiejie '],
  ['妹妹', ' meimei '],
  // things counted (a measure word after a number is dropped)
  [`${N}(?:个|张|颗|本|支|枚|名|位|块|只|粒)`, ' $1 '],
  ['苹果', ' apples '],
  ['贴纸', ' stickers '],
  ['弹珠|玻璃球', ' marbles '],
  ['糖果', ' candies '],
  ['铅笔', ' pencils '],
  ['邮票', ' stamps '],
  ['书', ' books '],
  ['学生', ' students '],
  ['女生', ' girls '],
  ['男生', ' boys '],
  // units
  [`${N}\\s*(?:千米|公里)`, ' $1 km '],
  [`${N}\\s*厘米`, ' $1 cm '],
  [`${N}\\s*米`, ' $1 m '],
  [`${N}\\s*元`, ' ¥$1 '],
  // distance, speed, time
  ['一列火车|一辆火车', ' a train '],
  ['一辆(?:汽车|小汽车|轿车)', ' a car '],
  ['一辆(?:公共汽车|公交车|大巴)', ' a bus '],
  ['一架飞机', ' a plane '],
  ['一个骑车人|一名骑车人', ' a cyclist '],
  ['骑自行车', ' '],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['行驶(?:了)?', ' travels '],
  ['行了|走了|骑了', ' travels '],
  ['跑了|飞了|开了', ' travels '],
  [`${N}(?:个)?小时`, ' in $1 hours '],
  [`${N}分钟`, ' in $1 minutes '],
  [`(?:行驶|走|骑|开)了${N}(?:个)?小时`, ' travels for $1 hours '],
  [`以每小时${N}(?:千米|公里)的速度`, ' at $1 km/h '],
  [`(?:的)?速度是每小时${N}(?:千米|公里)`, ' at $1 km/h '],
  ['(?:(?:它|他|她)的)?平均(?:每小时)?速度是多少', ' what is its average speed '],
  ['(?:它|他|她)?一共(?:行驶|走|骑|开)了多少(?:千米|公里)|(?:它|他|她)?一共(?:行驶|走|骑|开)了多远', ' how far does it travel '],
  [`(?:骑|行驶|走)${N}(?:千米|公里)需要(?:几|多少)(?:个)?小时`, ' how long does it take to travel $1 km '],
  ['需要(?:几|多少)(?:个)?小时', ' how long does it take '],
  // comparisons with a total
  [`${NAME}的${THING}?是${NAME}的${N}倍`, ' $1 has $4 times as many $2 as $3 '],
  [`${NAME}比${NAME}多${N}${M}${THING}`, ' $1 has $3 more $4 than $2 '],
  [`${NAME}比${NAME}少${N}${M}${THING}`, ' $1 has $3 fewer $4 than $2 '],
  [`(?:他们|她们|两人)一共有${N}${M}${THING}?`, ' together they have $1 $2 '],
  [`${NAME}有多少${M}${THING}?`, ' how many $2 does $1 have '],
  // price and discount
  [`一(?:件|本|个|台|双|条)[^\\d,，]{1,4}?(?:原价|定价|售价|价格)(?:是|为)?${N}元`, ' an item costs ¥$1 '],
  ['(?:现在)?打九折(?:出售)?', ' it has a 10% discount '],
  ['(?:现在)?打(?:八五|8\\.5)折(?:出售)?', ' it has a 15% discount '],
  ['(?:现在)?打(?:八|8)折(?:出售)?', ' it has a 20% discount '],
  ['(?:现在)?打(?:七五|7\\.5)折(?:出售)?', ' it has a 25% discount '],
  ['(?:现在)?打(?:七|7)折(?:出售)?', ' it has a 30% discount '],
  ['(?:现在)?打(?:六|6)折(?:出售)?', ' it has a 40% discount '],
  ['(?:现在)?打(?:五|5)折(?:出售)?', ' it has a 50% discount '],
  [`(?:现在)?(?:降价|优惠|便宜)(?:${N}%|百分之${N})`, ' it has a $1$2% discount '],
  ['现价(?:是)?多少(?:元)?|(?:打折)?后(?:要|需要)?付多少(?:元|钱)|(?:打折)?后的价格是多少', ' what is the final price '],
  // a percent of a group
  [`一个班有${N}${M}${THING}`, ' there are $1 $2 in a class '],
  [`其中(?:${N}%|百分之${N})是${THING}`, ' $1$2% of them are $3 '],
  [`${THING}有多少${M}`, ' how many $1 are there '],
  // rectangles and squares
  [`一(?:个|块|间)长方形(?:的)?[^\\d,，]{0,3}长${N}${UNIT}[,，]?宽${N}${UNIT}`, ' a rectangle is $1 $2 long and $3 $4 wide '],
  [`一个正方形的边长是${N}${UNIT}`, ' a square has sides of $1 $2 '],
  ['(?:它的)?面积是多少(?:平方(?:米|厘米|千米))?', ' what is its area '],
  ['(?:它的)?周长是多少(?:米|厘米|千米)?', ' what is its perimeter '],
  // two numbers, consecutive numbers
  [`两个数的和是${N}`, ' the sum of two numbers is $1 '],
  [`[,，]?差是${N}`, ' and their difference is $1 '],
  [`三个连续(?:整数|自然数)的和是${N}`, ' the sum of 3 consecutive integers is $1 '],
  [`三个连续奇数的和是${N}`, ' the sum of 3 consecutive odd integers is $1 '],
  [`三个连续偶数的和是${N}`, ' the sum of 3 consecutive even integers is $1 '],
  ['求这(?:两|三)个数', ' find the numbers '],
  ['(?:较大|最大)的(?:数|那个数)是多少', ' what is the largest number '],
  ['(?:较小|最小)的(?:数|那个数)是多少', ' what is the smallest number '],
  // ages
  [`${NAME}的年龄是${NAME}的${N}倍`, ' $1 is $3 times as old as $2 '],
  [`${NAME}比${NAME}大${N}岁`, ' $1 is $3 years older than $2 '],
  [`${NAME}比${NAME}小${N}岁`, ' $1 is $3 years younger than $2 '],
  [`(?:两人|他们)(?:的)?年龄之和是${N}岁`, ' the sum of their ages is $1 '],
  [`${NAME}(?:今年)?多少岁`, ' how old is $1 '],
  // working together
  ['一个水池[,，]?', ' '],
  [`甲管单独注满(?:需要|要)${N}小时`, ' a can fill the pool in $1 hours '],
  [`乙管单独注满(?:需要|要)${N}小时`, ' and b can fill it in $1 hours '],
  ['两管同时(?:打开|开放)[,，]?(?:几|多少)小时(?:能|可以)注满', ' how long will it take them together '],
  ['一项工程[,，]?', ' '],
  [`甲单独做需要${N}天(?:完成)?`, ' a can do the job in $1 days '],
  [`乙单独做需要${N}天(?:完成)?`, ' and b can do it in $1 days '],
  ['两人合作(?:需要)?(?:几|多少)天(?:完成|能完成)', ' how long will it take them together '],
];

export const WORD_PROBLEMS_ZH: [string, string][] = PAIRS.map(([p, en]) => [tw(p), en]);
