/**
 * Transformations of a graph (OpenStax College Algebra 2e §3.5): writes g as g(x) = a·f(b(x − h)) + k and names each
 * transformation (horizontal shift h, horizontal stretch/compression 1/|b| and reflection in the y-axis when b < 0,
 * vertical stretch/compression |a| and reflection in the x-axis when a < 0, vertical shift k). The inner argument is
 * taken from g as written (a linear part such as x − 2 or 2x + 1), or, for polynomials written expanded, from the
 * coefficients; a and k are fitted at two points and confirmed at six others (exact rationals only).
 */
import { type Expr, type Num, num, qneg, subst, sym } from '../../ast';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { toPoly } from '../../poly';
import { toLatex } from '../../print';
import { simplify } from '../../simplify';
import type { Step } from '../../steps';
import type { FunctionDef } from './calls';

/** The closest rational with a denominator up to 1000, when within 1e-9; else null. */
export function rational(v: number): Num | null {
  if (!Number.isFinite(v)) return null;
  for (let d = 1; d <= 1000; d++) {
    const n = Math.round(v * d);
    if (Math.abs(n / d - v) < 1e-9 * Math.max(1, Math.abs(v))) return num(n, d) as Num;
  }
  return null;
}

/** The linear parts b·x + c of g as written (inner arguments), outermost first. */
function linearParts(e: Expr, x: string, out: Expr[] = []): Expr[] {
  if (e.k === 'num' || e.k === 'sym') return out;
  const p = toPoly(simplify(e), x);
  if (p && p.length === 2 && p[1]!.n !== 0n && !(p[0]!.n === 0n && p[1]!.n === 1n && p[1]!.d === 1n)) out.push(e);
  e.args.forEach((a) => linearParts(a, x, out));
  return out;
}

export interface Fit {
  a: Num;
  b: Num;
  h: Num;
  k: Num;
}

const PTS = [
  0.31, 1.73, 2.47, -0.83, 3.19, 0.57, 1.11, 2.89, 4.37, 5.21, 6.83, 7.49, 8.71, -2.63, -4.19, -5.77, 9.33, -1.37, -3.11, -6.91,
];

/** a and k with g = a·F + k (F = f(u)), fitted at two points and confirmed at the others. */
function fitAK(F: Expr, g: Expr, x: string): { a: Num; k: Num } | null {
  const vals = PTS.map((t) => [evalReal(F, { [x]: t }), evalReal(g, { [x]: t })] as const).filter(
    ([p, q]) => Number.isFinite(p) && Number.isFinite(q),
  );
  if (vals.length < 5) return null;
  const [p1, q1] = vals[0]!;
  const j = vals.findIndex(([p]) => Math.abs(p - p1) > 1e-6);
  if (j < 0) return null;
  const [p2, q2] = vals[j]!;
  const a = rational((q1 - q2) / (p1 - p2));
  const k = a && rational(q1 - (Number(a.n) / Number(a.d)) * p1);
  if (!a || !k || a.n === 0n) return null;
  const av = Number(a.n) / Number(a.d),
    kv = Number(k.n) / Number(k.d);
  return vals.every(([p, q]) => Math.abs(av * p + kv - q) < 1e-7 * Math.max(1, Math.abs(q))) ? { a, k } : null;
}

/** Finds g(x) = a·f(b(x − h)) + k; null when g is not such a transformation of f. */
export function findTransformation(f: FunctionDef, g: FunctionDef): Fit | null {
  const x = f.v;
  const G = subst(g.e, g.v, sym(x));
  const cands = [...linearParts(G, x), sym(x)];
  const pf = toPoly(simplify(f.e), x),
    pg = toPoly(simplify(G), x);
  if (pf && pg && pf.length >= 3 && pf.length === pg.length) {
    const n = pf.length - 1;
    const fn = Number(pf[n]!.n) / Number(pf[n]!.d),
      fn1 = Number(pf[n - 1]!.n) / Number(pf[n - 1]!.d);
    const gn = Number(pg[n]!.n) / Number(pg[n]!.d),
      gn1 = Number(pg[n - 1]!.n) / Number(pg[n - 1]!.d);
    const h = rational((fn1 - gn1 / (gn / fn)) / (n * fn));
    if (h) cands.push(simplify({ k: 'add', args: [sym(x), qneg(h)] }));
  }
  for (const u of cands) {
    const p = toPoly(simplify(u), x);
    if (!p || p.length !== 2) continue;
    const [c, b] = [p[0]!, p[1]!];
    const fit = fitAK(subst(f.e, x, u), G, x);
    if (fit) return { a: fit.a, b, h: num(-c.n * b.d, c.d * b.n) as Num, k: fit.k };
  }
  return null;
}

const numText = (q: Num) => (q.d === 1n ? `${q.n}` : `${q.n}/${q.d}`);
const isOne = (q: Num) => q.n === 1n && q.d === 1n;

/** The formula g(x) = a·f(b(x − h)) + k as text and LaTeX (`g(x) = 2*f(x - 1) + 3`). */
export function transformationFormula(fit: Fit, fName: string, gName: string, x: string): { text: string; latex: string } {
  const parts = (mode: 'text' | 'latex') => {
    const L = mode === 'latex';
    const n = (q: Num) => (L ? toLatex(q) : numText(q));
    const X = L ? toLatex(sym(x)) : x;
    const shift = fit.h.n === 0n ? X : fit.h.n > 0n ? `${X} - ${n(fit.h)}` : `${X} + ${n(qneg(fit.h))}`;
    const inner = isOne(fit.b)
      ? shift
      : fit.b.n === -1n && fit.b.d === 1n
        ? fit.h.n === 0n
          ? `-${X}`
          : `-(${shift})`
        : fit.h.n === 0n
          ? `${n(fit.b)}${L ? '' : '*'}${X}`
          : `${n(fit.b)}${L ? '' : '*'}(${shift})`;
    const a = isOne(fit.a) ? '' : fit.a.n === -1n && fit.a.d === 1n ? '-' : `${n(fit.a)}${L ? ' \\cdot ' : '*'}`;
    const k = fit.k.n === 0n ? '' : fit.k.n > 0n ? ` + ${n(fit.k)}` : ` - ${n(qneg(fit.k))}`;
    return `${gName}(${X}) = ${a}${fName}(${inner})${k}`;
  };
  return { text: parts('text'), latex: parts('latex').replace(/\(/g, '\\left(').replace(/\)/g, '\\right)') };
}

/** The steps naming each transformation, in the textbook's order (inside the function first, then outside). */
export function transformationSteps(fit: Fit, formula: string): Step[] {
  const steps: Step[] = [{ rule: 'fn-transform-form', before: '', after: formula, params: { eq: formula } } as Step];
  const add = (rule: string, params?: Record<string, string>) =>
    steps.push({ rule, before: formula, after: formula, ...(params ? { params } : {}) } as Step);
  const abs = (q: Num) => (q.n < 0n ? qneg(q) : q);
  const L = (q: Num) => toLatex(q);
  if (fit.h.n !== 0n) add(fit.h.n > 0n ? 'fn-shift-right' : 'fn-shift-left', { h: L(abs(fit.h)) });
  const b = abs(fit.b);
  if (!isOne(b)) add(b.n > b.d ? 'fn-compress-horizontal' : 'fn-stretch-horizontal', { b: L(num(b.d, b.n) as Num) });
  if (fit.b.n < 0n) add('fn-reflect-y');
  const a = abs(fit.a);
  if (!isOne(a)) add(a.n > a.d ? 'fn-stretch-vertical' : 'fn-compress-vertical', { a: L(a) });
  if (fit.a.n < 0n) add('fn-reflect-x');
  if (fit.k.n !== 0n) add(fit.k.n > 0n ? 'fn-shift-up' : 'fn-shift-down', { k: L(abs(fit.k)) });
  if (steps.length === 1) throw new MathError('UNSUPPORTED', 'The two functions are the same', { reason: 'no-transformation' });
  return steps;
}
