/**
 * Shared helpers of the statistics and probability topics: exact rational arithmetic (mathjs Fraction, bigint
 * numerator/denominator), number formatting for answers (fraction first, decimal beside it), the step builder and
 * the "whole question" scanner the readers use (each recognised piece is cut out; the question is read only when
 * what is left is filler words and punctuation).
 */
import { fraction, type Fraction } from 'mathjs';
import type { Step } from '../../steps';
import type { RuleId } from '../../rules';
import { MathError } from '../../errors';

export type { Fraction };

/** Largest list a statistics question may carry (VALIDATION_ERROR above it). */
export const MAX_LIST = 10000;

/** A Fraction from a number string (`2.5`, `-3`, `1/6`, `.3`, `40%`); throws VALIDATION_ERROR on anything else. */
export function frac(s: string | number | bigint): Fraction {
  if (typeof s === 'bigint') return fraction(s);
  if (typeof s === 'number') {
    if (!Number.isFinite(s)) throw new MathError('VALIDATION_ERROR', `Not a finite number: ${s}`, { reason: 'not-a-number' });
    return fraction(String(s));
  }
  const t = s.trim().replace(/^\+/, '').replace(/−/g, '-');
  const pct = /^(-?\d*\.?\d+)\s*%$/.exec(t);
  if (pct) return fraction(pct[1]).div(100);
  const m = /^(-?)(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) {
    if (m[3] === '0' || /^0+$/.test(m[3]))
      throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
    return fraction(BigInt(m[1] + m[2]), BigInt(m[3]));
  }
  if (!/^-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(t))
    throw new MathError('VALIDATION_ERROR', `Not a number: ${s}`, { reason: 'not-a-number', token: s });
  return fraction(t);
}

/** Numerator/denominator of a Fraction as signed bigints. */
export function nd(f: Fraction): [bigint, bigint] {
  return [BigInt(f.s) * BigInt(f.n), BigInt(f.d)];
}

/** Plain text of an exact rational: `3/8`, `-2`, `5`. */
export function fracText(f: Fraction): string {
  const [n, d] = nd(f);
  return d === 1n ? `${n}` : `${n}/${d}`;
}

/** LaTeX of an exact rational: `\frac{3}{8}`, `-\frac{1}{2}`, `7`. */
export function fracLatex(f: Fraction): string {
  const [n, d] = nd(f);
  if (d === 1n) return `${n}`;
  return `${n < 0n ? '-' : ''}\\frac{${n < 0n ? -n : n}}{${d}}`;
}

/** Decimal of a Fraction (float precision). */
export const fval = (f: Fraction): number => Number(nd(f)[0]) / Number(nd(f)[1]);

/** Decimal string with at most `sig` significant digits, no trailing zeros, no exponent for ordinary sizes. */
export function dec(x: number, sig = 10): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  const s = Number(x.toPrecision(sig));
  if (Math.abs(s) >= 1e-6 && Math.abs(s) < 1e15) {
    const digits = Math.max(0, sig - 1 - Math.floor(Math.log10(Math.abs(s))));
    return s
      .toFixed(Math.min(20, digits))
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  }
  return String(s);
}

/** Decimal rounded to `places` places, trailing zeros kept (`0.9750`), as textbooks print probabilities. */
export const fixed = (x: number, places = 4): string => (Object.is(Math.round(x * 10 ** places), -0) ? 0 : x).toFixed(places);

/** True when the Fraction's decimal expansion terminates (denominator 2^a 5^b). */
export function terminates(f: Fraction): boolean {
  let d = nd(f)[1];
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Exact decimal string of a terminating Fraction (`0.2001209489`); null when it does not terminate or is longer than `max` digits. */
export function exactDecimal(f: Fraction, max = 16): string | null {
  if (!terminates(f)) return null;
  const [n, d] = nd(f);
  let k = 0;
  let p = 1n;
  while (p % d !== 0n) {
    p *= 10n;
    k++;
    if (k > max) return null;
  }
  const scaled = (n < 0n ? -n : n) * (p / d);
  const str = scaled.toString().padStart(k + 1, '0');
  const body = k ? `${str.slice(0, str.length - k)}.${str.slice(str.length - k)}` : str;
  return (n < 0n ? '-' : '') + body;
}

/** Exact answer pieces of a rational: text, LaTeX and a decimal for `approx` (undefined for integers). */
export function ratAnswer(f: Fraction): { text: string; latex: string; approx?: string } {
  const [, d] = nd(f);
  const out: { text: string; latex: string; approx?: string } = { text: fracText(f), latex: fracLatex(f) };
  if (d !== 1n) out.approx = exactDecimal(f, 12) ?? dec(fval(f));
  return out;
}

/** Builds a Step (rule ids of these topics are merged into RULES by the topic registry). */
export function step(rule: string, before: string, after: string, params?: Record<string, string>): Step {
  const s: Step = { rule: rule as RuleId, before, after };
  if (params && Object.keys(params).length) s.params = params;
  return s;
}

/** Number pattern used by the readers: `-3`, `2.5`, `.5`, `1/6` is NOT included (see {@link NUM_OR_FRAC}). */
export const NUM = '[-−]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)';
/** A number or a simple fraction `1/6`, or a percentage `40%`. */
export const NUM_OR_FRAC = `${NUM}(?:\\s*/\\s*\\d+|\\s*%)?`;

/** Words that may remain around a recognised question without changing its meaning. */
const FILLER =
  /\b(?:please|find|calculate|compute|determine|evaluate|give|work out|state|what(?:'s| is| are)?|is|are|the|a|an|of|for|and|with|to|me|using|use|data|data set|dataset|set|list|numbers|values|following|given|value|sample|distribution|random variable|if|that|this|these|then|show|steps|exact|answer|as a fraction|approximately|round(?:ed)? to \d+ decimal places|ok|in|on|where|when|let|be|s?he|they|you|we|it|has|have|whose)\b/g;

/** The reader's scanner: cuts recognised pieces out of a question and checks nothing meaningful is left. */
export class Scanner {
  rest: string;
  constructor(text: string) {
    this.rest = ` ${text} `;
  }
  /** Cuts out the first match of `re` (which should be case-insensitive) and returns it, or null. */
  take(re: RegExp): RegExpExecArray | null {
    const m = re.exec(this.rest);
    if (!m) return null;
    this.rest = `${this.rest.slice(0, m.index)} ${this.rest.slice(m.index + m[0].length)}`;
    return m;
  }
  /** True when only filler words, `extra` words and punctuation are left. */
  done(extra?: RegExp): boolean {
    let r = this.rest.toLowerCase();
    if (extra) r = r.replace(extra, ' ');
    r = r.replace(FILLER, ' ').replace(/[\s,.;:?!()'"]+/g, '');
    return r === '';
  }
}

/** Tidies a question for the readers: trims, folds spaces, drops a leading "please"/"can you" and a trailing "?". */
export function tidy(q: string): string {
  return q
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:please |can you |could you |help me |how do (?:i|you) )+/i, '')
    .replace(/\?+$/, '')
    .trim();
}

/** Parses a list of numbers written with commas, semicolons, spaces or "and" (braces/brackets allowed); the solver enforces {@link MAX_LIST}. */
export function parseList(s: string): Fraction[] | null {
  const raw = s
    .trim()
    .replace(/^[{[(]\s*/, '')
    .replace(/\s*[}\])]$/, '');
  // "2,5 and 3,5", "2,5; 3,5", "2,5 3,5": a comma tight between digits next to other separators may be a decimal
  // comma (European notation) — ambiguous, so not read. "1,2,3" (only tight commas) and "1, 2, 3" are lists.
  const tight = /\d,\d/.test(raw);
  const other = /;|\s+and\s+|\d\s+-?\.?\d|,\s/.test(raw);
  if (tight && other) return null;
  const t = raw.replace(/\s+and\s+/gi, ', ');
  if (!t) return null;
  const parts = t.split(/\s*[,;]\s*|\s+/).filter((p) => p !== '');
  if (parts.length === 0) return null;
  const out: Fraction[] = [];
  for (const p of parts) {
    if (!new RegExp(`^${NUM}(?:/\\d+|%)?$`).test(p)) return null;
    out.push(frac(p));
  }
  return out;
}

/** Regex source of a list of at least `min` numbers or `item`s (separated by commas, semicolons, spaces or "and"). */
export function listSrc(min = 2, item = NUM): string {
  return `[{[(]?\\s*${item}(?:(?:\\s*[,;]\\s*|\\s+|,?\\s+and\\s+)${item}){${min - 1},}\\s*[}\\])]?`;
}
