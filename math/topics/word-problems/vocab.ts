/**
 * The English vocabulary of the word-problem reader, as DATA (other languages reach it through the per-language
 * phrasings of math/read/lang/<lng>.ts, which rewrite a story into this English): number words, the verbs and nouns
 * of each kind of story, the units a quantity may carry, and the filler words a story may hold without changing its
 * meaning. A word outside these lists (and outside the names the patterns capture) makes a story "not read".
 */

/** Number words → digits ("three" → 3); "a dozen" → 12. Tens and units combine ("twenty-four"). */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** Multiplier words rewritten before reading ("twice as many" → "2 times as many"). */
export const MULTIPLIERS: [string, string][] = [
  ['twice', '2 times'],
  ['double', '2 times'],
  ['thrice', '3 times'],
  ['triple', '3 times'],
  ['half as (many|much|old|long|fast)', '0.5 times as $1'],
];

/** Verbs of motion (distance/speed/time stories). */
export const MOTION_VERBS =
  'travels|traveled|travelled|traveling|travel|drives|drove|driving|drive|runs|ran|run|walks|walked|walk|flies|flew|fly|' +
  'covers|covered|cover|goes|went|go|cycles|cycled|cycle|rides|rode|ride|swims|swam|swim|moves|moved|move|jogs|jogged|jog|' +
  'sails|sailed|sail|bikes|biked|bike|hikes|hiked|hike|skates|skated';

/** Length units of motion stories: spelling → display. */
export const LENGTH_UNITS: [string, string][] = [
  ['kilomet(?:er|re)s?|km', 'km'],
  ['met(?:er|re)s?|m', 'm'],
  ['miles?|mi', 'mi'],
  ['feet|foot|ft', 'ft'],
  ['yards?|yd', 'yd'],
  ['centimet(?:er|re)s?|cm', 'cm'],
  ['inch(?:es)?|in', 'in'],
];

/** Time units: spelling → display. */
export const TIME_UNITS: [string, string][] = [
  ['hours?|hrs?|h', 'h'],
  ['minutes?|mins?|min', 'min'],
  ['seconds?|secs?|s', 's'],
  ['days?', 'days'],
  ['weeks?', 'weeks'],
];

/** Speed units: spelling → [display, length display, time display]. */
export const SPEED_UNITS: [string, string, string, string][] = [
  ['km/h|km/hr|kph|kilomet(?:er|re)s? (?:per|an|a) hour|km per hour', 'km/h', 'km', 'h'],
  ['mph|mi/h|miles? (?:per|an|a) hour', 'mph', 'mi', 'h'],
  ['m/s|met(?:er|re)s? (?:per|a) second', 'm/s', 'm', 's'],
  ['ft/s|feet (?:per|a) second', 'ft/s', 'ft', 's'],
  ['m/min|met(?:er|re)s? (?:per|a) minute', 'm/min', 'm', 'min'],
];

/** The speed unit shown for a length unit per time unit (mi per h is "mph"). */
export function speedUnit(len: string, time: string): string {
  return len === 'mi' && time === 'h' ? 'mph' : `${len}/${time}`;
}

/** Words any story may hold without changing what it asks. */
export const FILLERS = new Set(
  (
    'a an the of and is are was were be been will would it its they them their there he she his her him we you i ' +
    'if then so that this what how much many does do did find calculate determine work out in at on to with by from ' +
    'now currently right has have had his hers your my our me us can could should must answer question'
  ).split(' '),
);

/**
 * Currencies a money story may use: the sign shown in the answer, and the spellings written before a number (`€80`) or
 * after it (`80 euros`, `80 €`). Other languages' phrasings (math/read/lang) rewrite their currency words into one of
 * these. The readers see every amount as `$80`; the sign of the story's one currency is put back in the answer
 * ({@link currencyOf}: a story that mixes currencies is not read).
 */
export const CURRENCIES: { sign: string; before: string; after: string; suffix?: boolean }[] = [
  { sign: '$', before: '\\$|us\\$', after: 'dollars?|usd|\\$' },
  { sign: '€', before: '€', after: 'euros?|eur|€' },
  { sign: '£', before: '£', after: 'gbp|£|pounds? sterling' },
  { sign: '¥', before: '¥|￥', after: 'yen|yuan|rmb|¥|￥' },
  { sign: '₹', before: '₹|rs\\.?', after: 'rupees?|inr|₹' },
  { sign: '₽', before: '₽', after: 'rubles?|roubles?|₽' },
  { sign: '₴', before: '₴', after: 'hryvnias?|hryvnia|uah|₴' },
  { sign: '₩', before: '₩', after: 'won|krw|₩' },
  { sign: '₺', before: '₺', after: 'liras?|tl|₺' },
  { sign: 'R$', before: 'r\\$', after: 'reais|brl' },
  { sign: 'Rp', before: 'rp\\.?', after: 'rupiah' },
  { sign: 'kr', before: 'kr', after: 'kronor|krona|kr|sek', suffix: true },
  { sign: 'riyals', before: 'sar', after: 'riyals?|sar', suffix: true },
  { sign: 'dirhams', before: 'aed', after: 'dirhams?|aed', suffix: true },
];

/** Names and nouns a pattern captured: any word of letters (possessive "'s" allowed). */
export const NAME = "[a-z][a-z'’-]*";
