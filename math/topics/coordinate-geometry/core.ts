/**
 * Shared pieces of the `coordinate-geometry` topic: reading points "(2, -1)" and line/circle equations out of a
 * question, exact rational arithmetic (mathjs Fraction), the coefficients of a linear or circle equation read exactly by
 * evaluating it at a few points with the engine's exact simplifier (and checked at random points numerically), and the
 * three printed forms of a line.
 */
import { fraction, type Fraction } from 'mathjs';
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { toLatex, toText } from '../../print';
import { evalReal } from '../../numeric';
import { subst, type Expr } from '../../ast';
import { MathError } from '../../errors';
import { NUM, fmt } from '../geometry/util';
import type { Step } from '../../steps';
import type { TopicAnswer } from '../types';

export type Q = Fraction;
export interface Pt {
  x: string;
  y: string;
}

/** A point "(2, -1)", optionally labelled "A(2, -1)" or "A = (2, -1)". Groups: x, y. */
export const POINT = `(?:\\b[a-z]\\s*=?\\s*)?\\(\\s*(${NUM})\\s*[,;]\\s*(${NUM})\\s*\\)`;
export const POINT_RE = new RegExp(POINT, 'g');

/** Every point written in `q`, and `q` with the points blanked out. */
export function points(q: string): { pts: Pt[]; rest: string } {
  const pts: Pt[] = [];
  const rest = q.replace(
    POINT_RE,
    (_, x: string, y: string) => (pts.push({ x: x.replace(/\s+/g, ''), y: y.replace(/\s+/g, '') }), ' '),
  );
  return { pts, rest };
}

/** An exact rational from a typed number ("2.5", "-2/3"). Throws VALIDATION_ERROR when it is not one. */
export function q(s: string | number): Q {
  try {
    return fraction(typeof s === 'number' ? s : s.replace(/−/g, '-').replace(/\s+/g, ''));
  } catch {
    throw new MathError('VALIDATION_ERROR', `Not a number: ${s}`, { reason: 'not-a-number' });
  }
}

/** Plain text of a rational: `3`, `-2/3`. */
export const qText = (f: Q): string => f.toFraction();
/** LaTeX of a rational: `3`, `-\frac{2}{3}`. */
export function qTex(f: Q): string {
  const t = f.toFraction();
  const m = /^(-?)(\d+)\/(\d+)$/.exec(t);
  return m ? `${m[1]}\\frac{${m[2]}}{${m[3]}}` : t;
}
/** A rational inside a formula: parenthesised when negative. */
export const qIn = (f: Q): string => (f.compare(0) < 0 ? `\\left(${qTex(f)}\\right)` : qTex(f));

/** The engine's exact LaTeX and text of an expression in x (simplified), e.g. `3*x - 1`. */
export function engineForm(src: string): { latex: string; text: string; expr: Expr } {
  const expr = simplify(parse(src));
  return { expr, latex: toLatex(expr), text: toText(expr) };
}

/** An equation (`lhs = rhs`) in x and y as the expression lhs − rhs. Throws VALIDATION_ERROR when it does not parse. */
export function equationExpr(eq: string): Expr {
  const parts = eq.split('=');
  if (parts.length !== 2 || !parts[0].trim() || !parts[1].trim())
    throw new MathError('VALIDATION_ERROR', 'Not an equation', { reason: 'not-an-equation' });
  return parse(`(${parts[0]})-(${parts[1]})`);
}

/** The exact value of F(x, y) at a rational point. */
export function at(F: Expr, x: Q, y: Q): Q {
  const e = simplify(subst(subst(F, 'x', parse(`(${qText(x)})`)), 'y', parse(`(${qText(y)})`)));
  const t = toText(e);
  if (!/^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(t))
    throw new MathError('UNSUPPORTED', 'Not a polynomial equation in x and y', { reason: 'not-polynomial' });
  return q(t);
}

/** Agreement of F with a model at a few random points (floating point), to reject non-linear or non-circle equations. */
export function matches(F: Expr, model: (x: number, y: number) => number): boolean {
  const pts = [
    [0.37, -1.21],
    [2.3, 0.71],
    [-1.9, 3.3],
    [5.1, -2.7],
  ];
  return pts.every(([x, y]) => {
    const v = evalReal(F, { x, y });
    const m = model(x, y);
    return Math.abs(v - m) <= 1e-9 * Math.max(1, Math.abs(v), Math.abs(m));
  });
}

/** A line a·x + b·y + c = 0 with exact rational coefficients. */
export interface Line {
  a: Q;
  b: Q;
  c: Q;
}

/** The coefficients of a linear equation in x and y; throws UNSUPPORTED when it is not linear or is degenerate. */
export function lineOf(eq: string): Line {
  const F = equationExpr(eq);
  const c = at(F, q(0), q(0));
  const a = at(F, q(1), q(0)).sub(c);
  const b = at(F, q(0), q(1)).sub(c);
  const [A, B, C] = [a.valueOf(), b.valueOf(), c.valueOf()];
  if ((a.equals(0) && b.equals(0)) || !matches(F, (x, y) => A * x + B * y + C))
    throw new MathError('UNSUPPORTED', 'Not the equation of a line', { reason: 'not-linear' });
  return { a, b, c };
}

/** Integer coefficients with gcd 1 and a positive leading one: A·x + B·y = C (standard form). */
export function standard(l: Line): { A: bigint; B: bigint; C: bigint } {
  const den = [l.a, l.b, l.c].reduce((m, f) => lcm(m, f.d), 1n);
  const ints = [l.a, l.b, l.c].map((f) => (f.s * f.n * den) / f.d);
  const g = ints.reduce((m, v) => gcd(m, v < 0n ? -v : v), 0n) || 1n;
  let [A, B, C] = ints.map((v) => v / g);
  if (A < 0n || (A === 0n && B < 0n)) [A, B, C] = [-A, -B, -C];
  return { A, B, C: -C };
}
function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}
function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/** `3x - y = 1` in text and LaTeX from standard coefficients. */
export function standardText(s: { A: bigint; B: bigint; C: bigint }, latex: boolean): string {
  const term = (k: bigint, v: string, first: boolean): string => {
    if (k === 0n) return '';
    const sign = k < 0n ? (first ? '-' : ' - ') : first ? '' : ' + ';
    const abs = k < 0n ? -k : k;
    return `${sign}${abs === 1n ? '' : abs.toString()}${latex || abs === 1n ? '' : '*'}${v}`;
  };
  const lhs = `${term(s.A, 'x', true)}${term(s.B, 'y', s.A === 0n)}`;
  return `${lhs} = ${s.C}`;
}

/** `y - 2 = 3(x - 1)` (point-slope form) in text or LaTeX. */
export function pointSlopeText(m: Q, x1: Q, y1: Q, latex: boolean): string {
  const shift = (v: string, f: Q) =>
    f.equals(0)
      ? v
      : f.compare(0) < 0
        ? `${v} + ${latex ? qTex(f.neg()) : qText(f.neg())}`
        : `${v} - ${latex ? qTex(f) : qText(f)}`;
  const mm = latex ? qTex(m) : qText(m);
  const rhs = m.equals(0)
    ? '0'
    : `${m.equals(1) ? '' : m.equals(-1) ? '-' : mm}${latex ? '' : m.equals(1) || m.equals(-1) ? '' : '*'}${x1.equals(0) ? 'x' : `(${shift('x', x1)})`}`;
  return `${shift('y', y1)} = ${rhs}`;
}

/** An exact rational answer (kind `number`) with its decimal beside it when it is not an integer. */
export function rationalAnswer(m: Q, steps: Step[]): TopicAnswer {
  return {
    kind: 'number',
    latex: qTex(m),
    text: qText(m),
    ...(m.d === 1n ? {} : { approx: fmt(m.valueOf()) }),
    steps,
    exact: true,
  };
}

/** `y = m x + b` in the textbook order (`y = 3*x - 1`, `y = -2/3*x + 1`; LaTeX `y = -\frac{2}{3}x + 1`). */
export function slopeIntercept(m: Q, b: Q): { latex: string; text: string } {
  const coef = (latex: boolean): string => {
    if (m.equals(0)) return '';
    if (m.equals(1)) return 'x';
    if (m.equals(-1)) return '-x';
    return latex ? `${qTex(m)}x` : `${qText(m)}*x`;
  };
  const tail = (latex: boolean): string => {
    const bs = latex ? qTex(b.abs()) : qText(b.abs());
    if (m.equals(0)) return latex ? qTex(b) : qText(b);
    return b.equals(0) ? '' : b.compare(0) < 0 ? ` - ${bs}` : ` + ${bs}`;
  };
  return { latex: `y = ${coef(true)}${tail(true)}`, text: `y = ${coef(false)}${tail(false)}` };
}
