/**
 * Shared helpers of the trigonometry topic: reading an angle ("60°", "60 degrees", "3π/4", "2 radians") into an exact
 * radian expression with the engine's parser, exact numbers, answers with a decimal beside them, and steps.
 */
import { type Expr, PI, isNum, num, symbols } from '../../ast';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { mkMul, mkPow, simplify } from '../../simplify';
import type { Step } from '../../steps';
import type { RuleId } from '../../rules';
import type { TopicAnswer, TopicReading } from '../types';

export const FN_WORDS: Record<string, string> = {
  sin: 'sin',
  sine: 'sin',
  cos: 'cos',
  cosine: 'cos',
  tan: 'tan',
  tangent: 'tan',
  tg: 'tan',
  sec: 'sec',
  secant: 'sec',
  csc: 'csc',
  cosec: 'csc',
  cosecant: 'csc',
  cot: 'cot',
  cotangent: 'cot',
  ctg: 'cot',
};
export const FN = Object.keys(FN_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** Degree marks after a number. */
export const DEG = '(?:°|º|\\s*degrees?\\b|\\s*deg\\b|\\^\\{?\\\\circ\\}?|\\s*\\\\circ)';
/** The leading instruction words a question may start with. */
export const LEAD =
  /^(?:(?:what(?:'s| is| are)|find|calculate|compute|determine|give|write(?: down)?|state|tell me|work out|evaluate|get|identify|express|convert)\s+)?(?:(?:the|an?)\s+)*/i;

export const L = (e: Expr): string => toLatex(e);
export const T = (e: Expr): string => toText(e);
export const step = (rule: RuleId, before: string, after: string, params?: Record<string, string>): Step => ({
  rule,
  before,
  after,
  ...(params ? { params } : {}),
});
export const bad = (reason: string, msg: string) => new MathError('VALIDATION_ERROR', msg, { reason });
export function reading(task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading {
  return { topic: 'trigonometry', task, params, inputLatex: latex, inputText: text };
}

/** An angle phrase: `{ src, deg }` (src is the number or expression as typed, without its unit), or null. */
export function angleText(s: string): { src: string; deg: boolean } | null {
  let t = s.trim().replace(/^\(\s*(.*?)\s*\)$/, '$1');
  const deg = new RegExp(`${DEG}\\s*$`, 'i').test(t);
  t = t
    .replace(new RegExp(`${DEG}\\s*$`, 'i'), '')
    .replace(/\s*(?:radians?|rad)\s*$/i, '')
    .trim();
  if (!t || /[a-oq-z]/i.test(t.replace(/pi|π/gi, '').replace(/sqrt/gi, ''))) return null;
  try {
    const e = simplify(parse(t));
    if ([...symbols(e)].some((v) => v !== 'pi')) return null;
    if (!Number.isFinite(evalReal(e))) return null;
  } catch {
    return null;
  }
  return { src: t, deg };
}

/** The exact value of an angle parameter in radians (degrees converted with π/180). */
export function radiansOf(src: unknown, deg: unknown): Expr {
  const e = simplify(parse(String(src)));
  return deg ? simplify(mkMul([e, PI, mkPow(num(180), num(-1))])) : e;
}
/** Degrees of an exact radian value. */
export const degreesOf = (rad: Expr): Expr => simplify(mkMul([rad, num(180), mkPow(PI, num(-1))]));

/** LaTeX / text of a degree value: `30^{\circ}` / `30°` (a non-rational value in parentheses). */
export function degLatex(d: Expr): string {
  return isNum(d) ? `${L(d)}^{\\circ}` : `\\left(${L(d)}\\right)^{\\circ}`;
}
export function degText(d: Expr): string {
  return isNum(d) ? `${T(d)}°` : `(${T(d)})°`;
}

/** A decimal for a value that is not a plain integer. */
export function approx(e: Expr, unit = ''): string | undefined {
  if (isNum(e) && e.d === 1n) return undefined;
  const v = evalReal(e);
  return Number.isFinite(v) ? `${Number(v.toPrecision(10))}${unit}` : undefined;
}

/** An answer with its exact value (LaTeX and text given) and a decimal when useful. */
export function answer(
  latex: string,
  text: string,
  steps: Step[],
  value: Expr | null,
  opts: { unit?: string; kind?: TopicAnswer['kind']; exact?: boolean } = {},
): TopicAnswer {
  const ap = value ? approx(value, opts.unit ?? '') : undefined;
  return { kind: opts.kind ?? 'number', latex, text, ...(ap ? { approx: ap } : {}), steps, exact: opts.exact ?? true };
}

/** Number value of an angle (radians) as a multiple of π when it is rational: t with angle = t·π, else null. */
export function piMultiple(rad: Expr): { n: bigint; d: bigint } | null {
  const t = simplify(mkMul([rad, mkPow(PI, num(-1))]));
  return isNum(t) ? { n: t.n, d: t.d } : null;
}

/** Numeric closeness used by the checks. */
export const near = (a: number, b: number, tol = 1e-9): boolean =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
/** Numeric value of an answer text (`pi/3`, `30°`, `sqrt(3)/2`). */
export function valueOf(text: string): number {
  const deg = /°$/.test(text);
  const v = evalReal(parse(text.replace(/°$/, '').replace(/^\((.*)\)$/, '$1')));
  return deg ? (v * Math.PI) / 180 : v;
}
