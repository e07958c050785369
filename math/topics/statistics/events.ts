/**
 * Events on a random variable, as written in questions: `P(X <= 3)`, `P(-1 < Z < 1)`, "exactly 4", "at least 2",
 * "more than 130", "between 85 and 115". Shared by the binomial, Poisson and normal readers.
 */
import { NUM, Scanner } from './shared';

/** `a <= X <= b` style event. `lo`/`hi` absent = unbounded; `loStrict`/`hiStrict` for `<`. `eq` for `X = a`. */
export interface RvEvent {
  eq?: string;
  lo?: string;
  hi?: string;
  loStrict?: boolean;
  hiStrict?: boolean;
}

const LT = '(?:<=|≤|=<|<|less than or equal to|less than|fewer than)';
const GT = '(?:>=|≥|=>|>|greater than or equal to|greater than|more than)';
const clean = (s: string): string => s.replace(/−/g, '-');
const strict = (op: string): boolean => !/=|≤|≥|or equal/.test(op);

/** Reads `P(X ≤ 3)`, `P(2 < X ≤ 5)`, `P(Z > 1.2)`, `P(X = 4)`; the variable letter is returned too. */
function takeSymbolic(sc: Scanner): RvEvent | null {
  const v = '([xyzk])';
  const two = sc.take(new RegExp(`\\bp\\s*\\(\\s*(${NUM})\\s*(${LT})\\s*${v}\\s*(${LT})\\s*(${NUM})\\s*\\)`, 'i'));
  if (two) return { lo: clean(two[1]), loStrict: strict(two[2]), hi: clean(two[5]), hiStrict: strict(two[4]) };
  const one = sc.take(new RegExp(`\\bp\\s*\\(\\s*${v}\\s*(${LT}|${GT}|=)\\s*(${NUM})\\s*\\)`, 'i'));
  if (!one) return null;
  const [op, a] = [one[2], clean(one[3])];
  if (op === '=') return { eq: a };
  return new RegExp(`^${LT}$`).test(op) ? { hi: a, hiStrict: strict(op) } : { lo: a, loStrict: strict(op) };
}

/** Reads the event in words ("exactly 3", "at least 2", "between 85 and 115", "less than 130", "above 120"). */
function takeWords(sc: Scanner): RvEvent | null {
  const n = `(${NUM})`;
  let m: RegExpExecArray | null;
  if ((m = sc.take(new RegExp(`\\bbetween ${n} and ${n}(?: inclusive)?`, 'i')))) return { lo: clean(m[1]), hi: clean(m[2]) };
  if ((m = sc.take(new RegExp(`\\b(?<!or )(?:exactly|equal to|equals) ${n}`, 'i')))) return { eq: clean(m[1]) };
  if ((m = sc.take(new RegExp(`\\b${n} or (more|greater|higher|above)\\b`, 'i')))) return { lo: clean(m[1]) };
  if ((m = sc.take(new RegExp(`\\b${n} or (?:fewer|less|lower|below)\\b`, 'i')))) return { hi: clean(m[1]) };
  if ((m = sc.take(new RegExp(`(?:\\b|(?<=\\s))(at least|no (?:less|fewer) than|greater than or equal to|>=|≥)\\s*${n}`, 'i'))))
    return { lo: clean(m[2]) };
  if (
    (m = sc.take(
      new RegExp(
        `(?:\\b|(?<=\\s))(greater than|more than|above|over|exceeds?|exceeding|(?:taller|heavier|longer|older|higher) than|>)\\s*${n}`,
        'i',
      ),
    ))
  )
    return { lo: clean(m[2]), loStrict: true };
  if ((m = sc.take(new RegExp(`(?:\\b|(?<=\\s))(at most|no more than|less than or equal to|<=|≤)\\s*${n}`, 'i'))))
    return { hi: clean(m[2]) };
  if (
    (m = sc.take(
      new RegExp(`(?:\\b|(?<=\\s))(less than|fewer than|below|under|(?:shorter|lighter|younger|lower) than|<)\\s*${n}`, 'i'),
    ))
  )
    return { hi: clean(m[2]), hiStrict: true };
  return null;
}

/** Cuts the event out of the question; null when there is none. */
export function takeEvent(sc: Scanner): RvEvent | null {
  const e = takeSymbolic(sc) ?? takeWords(sc);
  if (e) {
    const subject =
      '(?:a |an |the |one )?(?:randomly (?:selected|chosen) )?[a-z]+(?: [a-z]+)?? (?:is|are|has|have|will be|will have|scores?|weighs?|lasts?)(?: (?:a|an|the) [a-z]+)?';
    sc.take(
      new RegExp(
        `\\b(?:the )?(?:probability|proportion|percentage|percent|fraction)(?: that| of)?(?: (?:x|z|it|the (?:value|variable|number)) (?:is|will be|equals)| ${subject}| (?:getting|is|are|of))?(?![a-z])`,
        'i',
      ),
    );
  }
  return e;
}

/** LaTeX of an event: `P(X \le 3)`. */
export function eventLatex(e: RvEvent, v = 'X'): string {
  if (e.eq !== undefined) return `P(${v} = ${e.eq})`;
  const lo = e.lo !== undefined ? `${e.lo} ${e.loStrict ? '<' : '\\le'} ` : '';
  const hi = e.hi !== undefined ? ` ${e.hiStrict ? '<' : '\\le'} ${e.hi}` : '';
  if (e.lo !== undefined && e.hi === undefined) return `P(${v} ${e.loStrict ? '>' : '\\ge'} ${e.lo})`;
  return `P(${lo}${v}${hi})`;
}

/** Plain text of an event: `P(X <= 3)`. */
export const eventText = (e: RvEvent, v = 'X'): string => eventLatex(e, v).replace(/\\le/g, '<=').replace(/\\ge/g, '>=');
