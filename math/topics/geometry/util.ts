/**
 * Shared helpers of the T3 topics (geometry, coordinate-geometry, units): question tidying, "does the reading
 * account for the whole question" checks, exact evaluation through the engine's own exact arithmetic
 * (math/simplify.ts: bigint rationals, radicals, π kept symbolic) with a decimal beside it, number formatting and
 * step construction.
 */
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { toLatex, toText } from '../../print';
import { evalReal } from '../../numeric';
import { MathError } from '../../errors';
import type { Expr } from '../../ast';
import type { Step } from '../../steps';
import type { RuleId } from '../../rules';
import type { TopicAnswer } from '../types';

/** A number as students type it: integer, decimal, or a simple fraction (`-3`, `2.5`, `.5`, `3/4`). */
export const NUM = '[-−]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:\\s*/\\s*\\d+(?:\\.\\d+)?)?';

/**
 * Tidies an English question for topic reading: lower case, Unicode math signs to ASCII (× → x, ² → ^2, − → -),
 * thousands separators removed ("1,000" → "1000"), trailing punctuation and leading "please" dropped, spaces collapsed.
 */
export function prep(q: string): string {
  return q
    .toLowerCase()
    .replace(/[−–—]/g, '-')
    .replace(/×|⋅|·/g, ' x ')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/[?!.\s]+$/g, '')
    .replace(/^please\s+|\s+please$/g, '')
    .trim();
}

/** Words that carry no information once the task, shape and numbers are read ("find the …", "with a …"). */
export const FILLERS = new Set(
  (
    'a an the of with and that which has have having whose is are its it their for in calculate compute find what whats ' +
    "what's determine evaluate give work out me is: = : , . ; if given where whose each measures measuring measure " +
    'length lengths dimensions dimension how much many value exact exactly answer please can you could i would like to ' +
    'get know tell show help by figure this these those then there do does if its its. let suppose assume our we be ' +
    'one respectively both all sides side units unit shape figure solid object geometric circular'
  ).split(' '),
);

/** True when nothing but filler words and punctuation is left in `rest` (the reading accounts for the question). */
export function onlyFillers(rest: string, extra: readonly string[] = []): boolean {
  const words = rest.split(/[\s,.;:?!()]+/).filter(Boolean);
  return words.every((w) => FILLERS.has(w) || extra.includes(w));
}

/** Parses a number as typed (see {@link NUM}) into a finite JS number; NaN when it is not one. */
export function numOf(s: string): number {
  const t = s.replace(/−/g, '-').replace(/\s+/g, '');
  const [a, b] = t.split('/');
  const v = b === undefined ? Number(a) : Number(a) / Number(b);
  return Number.isFinite(v) ? v : NaN;
}

/** The engine's plain-text spelling of a typed number, parenthesised ("2.5" → "(2.5)", "-3" → "(-3)"). */
export const term = (s: string): string => `(${s.replace(/−/g, '-').replace(/\s+/g, '')})`;

/** An exact value: the engine expression, its LaTeX and text, and its decimal value. */
export interface Exact {
  expr: Expr;
  latex: string;
  text: string;
  value: number;
}

/**
 * Evaluates an engine expression (plain syntax, e.g. `1/2*(6)*(4)`, `pi*(3)^2`) exactly with the engine's own
 * simplifier (fractions, radicals and π kept exact). Throws VALIDATION_ERROR when the value is not a finite real.
 */
export function exact(src: string): Exact {
  const expr = simplify(parse(src));
  const value = evalReal(expr);
  if (!Number.isFinite(value)) throw new MathError('VALIDATION_ERROR', `Not a finite value: ${src}`, { reason: 'not-finite' });
  const text = toText(expr);
  // decimals in, decimals out: 13/2 from legs 2.5 and 6 is shown as 6.5 (when the fraction terminates)
  const frac = /^(-?)(\d+)\/(\d+)$/.exec(text);
  if (frac && /\d\.\d/.test(src) && /^(?:2|5)*$/.test(factor25(Number(frac[3])))) {
    const dec = String(value);
    if (/^-?\d+(?:\.\d+)?$/.test(dec) && Number(dec) * Number(frac[3]) === Number(frac[1] + frac[2]))
      return { expr, latex: dec, text: dec, value };
  }
  return { expr, latex: toLatex(expr), text, value };
}

/** The prime factors 2 and 5 of n as a string of digits ("40" → "2225"); anything else makes it non-matching. */
function factor25(n: number): string {
  let out = '';
  while (n % 2 === 0 && n > 1) {
    out += '2';
    n /= 2;
  }
  while (n % 5 === 0 && n > 1) {
    out += '5';
    n /= 5;
  }
  return n === 1 ? out : 'x';
}

/** A decimal for display: at most `sig` significant digits, no trailing zeros, no exponent for everyday sizes. */
export function fmt(x: number, sig = 10): string {
  if (Object.is(x, -0) || Math.abs(x) < 1e-12) return '0';
  const s = Number(x.toPrecision(sig)).toString();
  return s;
}

/** True when the exact text is a plain terminating decimal or integer (then no decimal is shown beside it). */
export const isPlainNumber = (text: string): boolean => /^-?\d+(?:\.\d+)?$/.test(text);

/** Relative/absolute closeness used by the numeric verifications (1e-9 relative, 1e-9 absolute near 0). */
export function near(a: number, b: number, tol = 1e-9): boolean {
  return Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
}

/** LaTeX of a unit in plain text ("cm^2" → `\text{cm}^{2}`, "km/h" → `\text{km/h}`). */
export function unitLatex(unit: string): string {
  const m = /^(.*?)\^(\d)$/.exec(unit);
  return m ? `\\text{${m[1]}}^{${m[2]}}` : `\\text{${unit}}`;
}

/** Builds a step; `rule` is one of the T3 rules (merged into RULES by the framework). */
export function step(rule: string, before: string, after: string, params?: Record<string, string>, distractors?: string[]): Step {
  const s: Step = { rule: rule as RuleId, before, after };
  if (params && Object.keys(params).length) s.params = params;
  const ds = [...new Set(distractors ?? [])].filter((d) => d && d !== after && d !== before);
  if (ds.length) s.distractors = ds;
  return s;
}

/**
 * Quiz distractors (the common mistakes a tutor offers as wrong choices): the exact LaTeX of each mistaken formula,
 * keeping only those whose value differs from the correct one. `wrap` decorates a value (adds the unit or `x = `).
 */
export function mistakes(correct: number, srcs: string[], wrap: (latex: string) => string = (l) => l): string[] {
  const out: string[] = [];
  for (const src of srcs) {
    try {
      const e = exact(src);
      if (!near(e.value, correct)) out.push(wrap(e.latex));
    } catch {
      /* a mistake that does not evaluate is simply not offered */
    }
  }
  return out;
}

/**
 * An exact answer with its unit carried (`12 cm^2`, kind `quantity`; kind `number` without a unit), the decimal beside
 * it when it is not a plain number, and the `decimal-approximation` step appended to `steps` in that case.
 */
export function measuredAnswer(val: Exact, unit: string | undefined, steps: Step[]): TopicAnswer {
  const plain = isPlainNumber(val.text);
  const wl = (l: string) => (unit ? `${l}\\,${unitLatex(unit)}` : l);
  if (!plain) steps.push(step('decimal-approximation', wl(val.latex), wl(`\\approx ${fmt(val.value, 6)}`)));
  return {
    kind: unit ? 'quantity' : 'number',
    latex: wl(val.latex),
    text: unit ? `${val.text} ${unit}` : val.text,
    ...(plain ? {} : { approx: fmt(val.value) }),
    ...(unit ? { unit } : {}),
    steps,
    exact: true,
  };
}

/** Throws VALIDATION_ERROR with a reason when a condition about the inputs fails. */
export function require_(ok: boolean, reason: string, message: string): void {
  if (!ok) throw new MathError('VALIDATION_ERROR', message, { reason });
}
