/**
 * Shared pieces of the `algebra` topic: parsing a typed expression or equation with the engine's parser, the one-letter
 * variable it is in, a polynomial's exact rational coefficients (math/poly.ts), the printed forms (the engine's printer,
 * plus `a + bi` for complex roots, which students expect), and the answer/step builders.
 */
import { type Expr, type Num, isNum, num, qval, symbols } from '../../ast';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { type Poly, toPoly, trim } from '../../poly';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicAnswerKind, TopicReading } from '../types';

/** Characters a typed expression or equation may contain (letters are checked separately: one-letter names or functions). */
const MATH_CHARS = /^[0-9a-zA-Z+\-*/^().,\s=<>!|√_{}\\[\]]+$/;
/** Function names allowed inside a typed expression (anything else of two letters or more is a word, not math). */
const FUNCS = /^(?:sqrt|cbrt|root|log|ln|exp|abs|sin|cos|tan|pi|frac|left|right|cdot|le|ge|lt|gt|base)$/i;

/** True when `s` looks like math notation only: no English word left in it (so a reading never turns words into letters). */
export function isNotation(s: string): boolean {
  if (!s.trim() || !MATH_CHARS.test(s)) return false;
  for (const m of s.matchAll(/[A-Za-z]{2,}/g)) if (!FUNCS.test(m[0])) return false;
  return true;
}

/** The engine's expression tree of a typed expression; VALIDATION_ERROR when it does not parse. */
export function expr(src: string): Expr {
  try {
    return parse(src);
  } catch {
    throw new MathError('VALIDATION_ERROR', `Could not read ${src}`, { reason: 'bad-expression' });
  }
}

/** The free variables of an expression (constants π and e excluded). */
export function freeVars(e: Expr): string[] {
  return [...symbols(e)].filter((v) => v !== 'pi' && v !== 'e' && v !== 'i').sort();
}

/** The one variable of `e` (x when there is none); null when it has several. */
export function onlyVar(e: Expr): string | null {
  const vs = freeVars(e);
  return vs.length === 0 ? 'x' : vs.length === 1 ? vs[0]! : null;
}

/**
 * A polynomial "y = ax^2 + ...", "f(x) = ...", "p(x)" or a bare polynomial, as its rational coefficients (low degree
 * first) and variable. VALIDATION_ERROR when it is not a polynomial in one variable.
 */
export function polyOf(src: string): { p: Poly; x: string; e: Expr } {
  const rhs = src.replace(/^\s*(?:y|[a-z]\s*\(\s*[a-z]\s*\))\s*=\s*/i, '');
  if (rhs.includes('=')) throw new MathError('VALIDATION_ERROR', 'Not a polynomial', { reason: 'not-polynomial' });
  const e = expr(rhs);
  const x = onlyVar(e);
  const p = x ? toPoly(e, x, 40) : null;
  if (!p || !x) throw new MathError('VALIDATION_ERROR', 'Not a polynomial in one variable', { reason: 'not-polynomial' });
  return { p: trim(p), x, e };
}

/** LaTeX and text of a rational. */
export const qTex = (q: Num): string => toLatex(q);
export const qTxt = (q: Num): string => toText(q);
/** A rational inside a formula: parenthesised when negative. */
export const qIn = (q: Num): string => (q.n < 0n ? `\\left(${qTex(q)}\\right)` : qTex(q));

/** LaTeX and text of an engine expression, simplified. */
export function forms(e: Expr): { latex: string; text: string } {
  const s = simplify(e);
  return { latex: toLatex(s), text: toText(s) };
}

/**
 * A complex number p + q·i printed as students expect (`3 - 2i`, `-1 + \sqrt{2}i`, `i`); `re` and `im` are engine
 * expressions (real). Used for the roots of a quadratic with a negative discriminant.
 */
export function complexForms(re: Expr, im: Expr): { latex: string; text: string } {
  const r = forms(re),
    m = simplify(im);
  const neg = isNum(m) ? m.n < 0n : toText(m).startsWith('-');
  const mag = simplify({ k: 'mul', args: [num(neg ? -1 : 1), m] } as Expr);
  const one = isNum(mag) && mag.n === 1n && mag.d === 1n;
  const mt = one ? 'i' : isNum(mag) && mag.d === 1n ? `${toText(mag)}i` : `${wrapT(toText(mag))}*i`;
  const ml = one ? 'i' : `${toLatex(mag)}i`;
  const zero = isNum(simplify(re)) && (simplify(re) as Num).n === 0n;
  if (zero) return { latex: `${neg ? '-' : ''}${ml}`, text: `${neg ? '-' : ''}${mt}` };
  return { latex: `${r.latex} ${neg ? '-' : '+'} ${ml}`, text: `${r.text} ${neg ? '-' : '+'} ${mt}` };
}
const wrapT = (t: string) => (/[+\-\s]/.test(t.replace(/^-/, '')) ? `(${t})` : t);

/** The reading object of this topic. */
export function reading(task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading {
  return { topic: 'algebra', task, params, inputLatex: latex, inputText: text };
}

/** One step (the topic's own rule ids; the engine's Step type lists the RULES keys). */
export function step(rule: string, before: string, after: string, params?: Record<string, string>): Step {
  return (params ? { rule, before, after, params } : { rule, before, after }) as Step;
}

/** An answer object. */
export function answer(
  kind: TopicAnswerKind,
  latex: string,
  text: string,
  steps: Step[],
  extra: Partial<TopicAnswer> = {},
): TopicAnswer {
  return { kind, latex, text, steps, exact: true, ...extra };
}

/** Decimal of a rational for the approximate field. */
export const dec = (q: Num): string => String(Number(qval(q).toPrecision(10)));

/** A string parameter of a reading; VALIDATION_ERROR when missing. */
export function param(r: TopicReading, name: string): string {
  const v = r.params[name];
  if (typeof v !== 'string' || !v.trim() || v.length > 500)
    throw new MathError('VALIDATION_ERROR', `Missing ${name}`, { reason: 'bad-params' });
  return v;
}
