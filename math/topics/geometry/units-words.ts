/**
 * Length-unit words as students type them, for the geometry and coordinate-geometry readers: the pattern of every
 * spelling and the symbol it stands for ("centimetres" → `cm`, "feet" → `ft`, `"` → `in`).
 */
const WORDS: [string, string][] = [
  ['millimet(?:er|re)s?|mm', 'mm'],
  ['centimet(?:er|re)s?|cm', 'cm'],
  ['decimet(?:er|re)s?|dm', 'dm'],
  ['kilomet(?:er|re)s?|km', 'km'],
  ['met(?:er|re)s?|m', 'm'],
  ['inch(?:es)?|in', 'in'],
  ['feet|foot|ft', 'ft'],
  ['yards?|yd', 'yd'],
  ['miles?|mi', 'mi'],
];

/** Regex source matching one length-unit word (no group). */
export const LENGTH_UNIT = WORDS.map(([p]) => `(?:${p})`).join('|');

/** The symbol of a length-unit word (`"centimeters"` → `cm`); the word itself when unknown. */
export function lengthUnit(word: string): string {
  for (const [p, sym] of WORDS) if (new RegExp(`^(?:${p})$`).test(word)) return sym;
  return word;
}
