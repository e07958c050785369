import { CYRILLIC as C, type LanguageVocabulary } from './types';

/** Russian question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const ru: LanguageVocabulary = {
  verbs: [`вычисл${C}*`, `посчита${C}*`, `подсчита${C}*`, `найд${C}*`, 'найти', `определ${C}*`],
  whatIs: ['чему (?:равно|равен|равна|равны)', 'сколько (?:будет|равно)'],
  solve: [`реш${C}*`],
  roots: [`корн${C}*`, 'нули'],
  solveFor: ['относительно {v}'],
  deriv: [`производн${C}*`, `продифференцир${C}*`, `дифференцир${C}*`],
  ord: [['(?:первого|второго|третьего|четвертого|пятого) порядка', 0], ['перв(?:ая|ую|ой|ый|ого)', 1], ['втор(?:ая|ую|ой|ый|ого)', 2], ['трет(?:ья|ью|ей|ий|его)', 3], ['четверт(?:ая|ую|ой|ый|ого)', 4], ['пят(?:ая|ую|ой|ый|ого)', 5]],
  wrt: ['по переменной {v}', 'по {v}'],
  integ: [`(?:(?:не)?определенн${C}* )?интеграл${C}*`, `(?:про)?интегрир${C}*`],
  anti: [`первообразн${C}*`],
  bounds: ['(?:в пределах )?от {a} до {b}'],
  limit: [`предел${C}*`],
  approach: [`{v},? (?:стремящ${C}*|стремится|стремиться) (?:к )?{p}`],
  at: ['в точке {p}'],
  left: ['слева'],
  right: ['справа'],
  inf: [`(?:плюс )?бесконечност${C}*`],
  negInf: [`минус бесконечност${C}*`],
  simplify: [`упрост${C}*`],
  expand: [`раскр${C}* скобки`],
  factor: [`разлож${C}* на множители`],
  percentWord: [`процент${C}*`],
  fillers: [],
  polite: ['пожалуйста'],
  ordinalStems: ['перв', 'втор', 'трет', 'четверт', 'пят'],
  conditions: ['если', 'из'],
  equationWords: ['уравнения'],
  conditionAfter: ['тогда', 'то'],
  percentOf: ['от(?:\\s*числа(?=\\s))?'],
  ordinalSuffixes: ['-?я', '-?ю', '-?й', '-?ая', '-?ую'],
  // school-math topic phrasings (issue #21): one block per topic id
  topics: {
    // statistics + probability (T2)
    statistics: [['среднее(?: арифметическое)?(?: значение)?(?: чисел)?', 'mean of'], ['медиана(?: чисел)?', 'median of'], ['стандартное отклонение', 'standard deviation of'], ['дисперсия', 'variance of']],
    probability: [['число сочетаний из (\\d+) по (\\d+)', 'C($1, $2)']],
  },
};
