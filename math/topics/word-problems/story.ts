/**
 * A story as the word-problem reader sees it: tidied English ({@link tidy}: lower case, number words as digits,
 * "twice" as "2 times", "$ 4" as "$4", "25 percent" as "25%") and a {@link Story} whose parts are TAKEN by the
 * patterns of one kind of problem. A story is read only when, after every take, nothing is left but filler words and
 * the names the patterns captured — no number, no relation word ("more", "each", "left", "faster"...) unaccounted for.
 */
import { CURRENCIES, FILLERS, MULTIPLIERS, NUMBER_WORDS } from './vocab';

/** A number as stories write it: `120`, `1.5`, `.5`, `3/4`. */
export const NUM = '(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:/\\d+)?';

const UNITS_AFTER_ONE =
  'hour|minute|day|week|year|kilomet(?:er|re)|met(?:er|re)|mile|foot|yard|liter|litre|gallon|pound|dollar|number|integer';
const WORD = Object.keys(NUMBER_WORDS)
  .filter((w) => w !== 'one' && w !== 'zero' && w !== 'hundred')
  .join('|');
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const ONES = 'one|two|three|four|five|six|seven|eight|nine';

/** Tidies an English story for reading (see the module comment). Never throws. */
export function tidy(question: string): string {
  let s = String(question ?? '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[−–—]/g, '-')
    .replace(/\s+/g, ' ');
  s = s.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  s = moneyAsDollars(s).text;
  s = s.replace(/(\d)\s*(?:percent|per cent)\b/g, '$1%').replace(/(\d)\s+%/g, '$1%');
  s = s.replace(/\bhalf an hour\b/g, '0.5 hours').replace(/\ban hour and a half\b/g, '1.5 hours');
  s = s.replace(new RegExp(`\\b(${TENS})[- ](${ONES})\\b`, 'g'), (_, a: string, b: string) =>
    String(NUMBER_WORDS[a] + NUMBER_WORDS[b]),
  );
  s = s.replace(new RegExp(`\\b(${WORD})\\b`, 'g'), (w) => String(NUMBER_WORDS[w]));
  s = s.replace(new RegExp(`\\b(?:one|an?) (?=(?:${UNITS_AFTER_ONE})\\b)`, 'g'), '1 ');
  s = s.replace(/\bone second\b/g, '1 second').replace(/\ba dozen\b/g, '12');
  for (const [w, r] of MULTIPLIERS) s = s.replace(new RegExp(`\\b${w}\\b`, 'g'), r);
  s = s.replace(/\s+([.,;:?!])/g, '$1').trim();
  // a story rewritten from another language may have lost its first "the" (the question reader trims it from the edge)
  return s.replace(/^(?=(?:sum|ratio|difference|product|price|cost|length|width|perimeter|area|total|population) of\b)/, 'the ');
}

/** Every amount of money written as `$80` (any currency of {@link CURRENCIES}), and the signs of the currencies met. */
function moneyAsDollars(s0: string): { text: string; signs: Set<string> } {
  const signs = new Set<string>();
  let s = s0;
  for (const c of CURRENCIES) {
    const after = new RegExp(`(?<![a-z])(?:(?:${c.before})\\s*)?(${NUM})\\s*(?:${c.after})(?![a-z])`, 'g');
    const before = new RegExp(`(?<![a-z])(?:${c.before})\\s*(${NUM})`, 'g');
    for (const re of [after, before])
      s = s.replace(re, (_, v: string) => {
        signs.add(c.sign);
        return `$${v}`;
      });
  }
  return { text: s, signs };
}

/**
 * The currency of a story's money: `$` (also when it has none), the sign of its one currency (`€`, `¥`, `kr`...), or
 * null when it mixes currencies (such a story is not read: amounts in two currencies need an exchange rate).
 */
export function currencyOf(question: string): string | null {
  const { signs } = moneyAsDollars(
    String(question ?? '')
      .toLowerCase()
      .replace(/\s+/g, ' '),
  );
  return signs.size > 1 ? null : ([...signs][0] ?? '$');
}

/** A number as a plain string for the engine ("1.50" → "1.50", "3/4" → "(3/4)"). */
export const n = (s: string): string => (s.includes('/') ? `(${s})` : s);

/** The story under reading: `rest` loses every span a pattern takes. */
export class Story {
  readonly text: string;
  rest: string;
  readonly names = new Set<string>();
  constructor(question: string) {
    this.text = tidy(question);
    this.rest = ` ${this.text} `;
  }

  /** Takes the first match of `re` (its span becomes a barrier `|`) and returns it, or null. */
  take(re: RegExp): RegExpExecArray | null {
    const m = re.exec(this.rest);
    if (!m) return null;
    this.rest = `${this.rest.slice(0, m.index)} | ${this.rest.slice(m.index + m[0].length)}`;
    return m;
  }

  /** Takes every match of `re` (global search, one at a time). */
  takeAll(re: RegExp): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    for (let m = this.take(re); m; m = this.take(re)) out.push(m);
    return out;
  }

  /** Adds captured names / nouns (each word of them) to the words the story may keep. */
  name(...words: (string | undefined)[]): void {
    for (const w of words) for (const p of (w ?? '').split(/\s+/)) if (p) this.names.add(p.replace(/'s$/, ''));
  }

  /**
   * Takes the nouns after an article or possessive ("a train", "her bike") as names — except the words that carry a
   * relation ({@link RELATION_WORDS}: "the rest", "the other", "a half"...), which must be read by a pattern.
   */
  nouns(): void {
    for (const m of this.rest.matchAll(/\b(?:a|an|the|his|her|their|its|my|your|our) (?:\| )?([a-z][a-z'-]*)/g))
      if (!RELATION_WORDS.has(m[1])) this.name(m[1]);
  }

  /**
   * True when the story is accounted for: no digit is left, and every word left is a filler, one of `glue` (the
   * kind's own harmless words) or a captured name.
   */
  done(glue: readonly string[] = []): boolean {
    if (/\d/.test(this.rest) || /[$%]/.test(this.rest)) return false;
    const words = this.rest.split(/[\s,.;:?!()|"]+/).filter(Boolean);
    return words.every((w0) => {
      const w = w0.replace(/'s$|'$/, '');
      return FILLERS.has(w) || glue.includes(w) || this.names.has(w);
    });
  }
}

/** Words that change a story's meaning: never taken as a name. */
export const RELATION_WORDS = new Set(
  (
    'more less fewer times each per left total together altogether rest remaining other another same half twice double ' +
    'round return back first second third last remainder sum difference product quotient ratio percent average faster ' +
    'slower later earlier ago older younger increase decrease extra whole entire both all every'
  ).split(' '),
);
