/**
 * Eigenvalues, eigenvectors and diagonalisation of the `linear-algebra` topic, exact: the characteristic polynomial
 * by the Faddeev–LeVerrier recurrence (rational coefficients), its rational roots by the rational root test (divided
 * out one by one), and a remaining quadratic by the quadratic formula in ℚ(√D) — radical eigenvalues stay exact,
 * complex ones are a ± bi. A factor of degree ≥ 3 without rational roots is refused (UNSUPPORTED), never approximated
 * as if exact. Eigenvectors: a basis of the null space of A − λI (row reduction over ℚ(√D)), scaled to clear
 * fractions. Diagonalisation: P of eigenvectors, D of eigenvalues, when there are n independent eigenvectors.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import { step } from '../geometry/util';
import {
  K0,
  K1,
  gcd,
  kadd,
  kdiv,
  kEq,
  kIsZero,
  kmul,
  kNum,
  kq,
  ksqrt,
  ksub,
  kTex,
  kText,
  q,
  Q0,
  Q1,
  qadd,
  qdiv,
  qIsZero,
  qmul,
  qneg,
  qsub,
  qTex,
  qText,
  type K,
  type Q,
} from './field';
import { identity, isSquare, matTex, mmul, refuse, rows, trace, type Mat, type Vec } from './matrix';
import { nullBasis, rref } from './reduce';

/** Coefficients of det(λI − A), highest degree first (monic), by Faddeev–LeVerrier. */
export function charPoly(A: Mat, budget: Budget): Q[] {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has eigenvalues');
  const n = rows(A);
  if (n > 4) refuse('too-large', 'Eigenvalues up to 4×4');
  const c: Q[] = [Q1];
  let M: Mat = A.map((r) => r.map(() => K0));
  for (let k = 1; k <= n; k++) {
    budget.check();
    const I = identity(n);
    M = mmul(A, M).map((r, i) => r.map((x, j) => kadd(x, kmul(kq(c[k - 1]!), I[i]![j]!))));
    const t = trace(mmul(A, M));
    c.push(qdiv(qneg(t.a), q(k)));
  }
  return c;
}

/** p(x) for coefficients highest first. */
const evalPoly = (p: readonly Q[], x: Q): Q => p.reduce((s, c) => qadd(qmul(s, x), c), Q0);

/** Synthetic division of p by (x − r): the quotient (p(r) = 0 assumed). */
function deflate(p: readonly Q[], r: Q): Q[] {
  const out: Q[] = [];
  let acc = Q0;
  for (let i = 0; i < p.length - 1; i++) {
    acc = qadd(qmul(acc, r), p[i]!);
    out.push(acc);
  }
  return out;
}

/** Positive divisors of |m| (m ≠ 0, |m| ≤ 10¹²). */
function divisors(m: bigint): bigint[] {
  const a = m < 0n ? -m : m;
  if (a > 10n ** 12n)
    throw new MathError('UNSUPPORTED', 'Coefficients too large for the rational root test', { reason: 'too-large' });
  const out: bigint[] = [];
  for (let d = 1n; d * d <= a; d++) if (a % d === 0n) out.push(d, a / d);
  return [...new Set(out)];
}

/** A rational root of p (coefficients highest first), or null. */
function rationalRoot(p: readonly Q[]): Q | null {
  if (qIsZero(p[p.length - 1]!)) return Q0;
  const L = p.reduce((l, c) => (l / gcd(l, c.d)) * c.d, 1n);
  const ints = p.map((c) => (c.n * L) / c.d);
  for (const num of divisors(ints[ints.length - 1]!))
    for (const den of divisors(ints[0]!)) for (const r of [q(num, den), q(-num, den)]) if (qIsZero(evalPoly(p, r))) return r;
  return null;
}

/** `λ^{3} - 6\lambda^{2} + …` (LaTeX) of coefficients highest first, variable `v`. */
export function polyTex(p: readonly Q[], v = '\\lambda'): string {
  const deg = p.length - 1;
  const parts: string[] = [];
  p.forEach((c, i) => {
    if (qIsZero(c)) return;
    const e = deg - i;
    const neg = c.n < 0n;
    const a = neg ? qneg(c) : c;
    const coef = e && a.n === 1n && a.d === 1n ? '' : qTex(a);
    const pow = e === 0 ? '' : e === 1 ? v : `${v}^{${e}}`;
    parts.push(`${parts.length ? (neg ? ' - ' : ' + ') : neg ? '-' : ''}${coef}${pow}`);
  });
  return parts.join('') || '0';
}

/** `λ^3 - 6*λ^2 + 11*λ - 6` (plain text). */
export function polyText(p: readonly Q[], v = 'λ'): string {
  const deg = p.length - 1;
  const parts: string[] = [];
  p.forEach((c, i) => {
    if (qIsZero(c)) return;
    const e = deg - i;
    const neg = c.n < 0n;
    const a = neg ? qneg(c) : c;
    const coef = e && a.n === 1n && a.d === 1n ? '' : `${qText(a)}${e ? '*' : ''}`;
    const pow = e === 0 ? '' : e === 1 ? v : `${v}^${e}`;
    parts.push(`${parts.length ? (neg ? ' - ' : ' + ') : neg ? '-' : ''}${coef}${pow}`);
  });
  return parts.join('') || '0';
}

/** An eigenvalue with its algebraic multiplicity. */
export interface Eigenvalue {
  value: K;
  mult: number;
}

/** Real eigenvalues ascending, then complex ones by real part, + before −. */
function order(a: K, b: K): number {
  const [x, y] = [kNum(a), kNum(b)];
  if ((x[1] === 0) !== (y[1] === 0)) return x[1] === 0 ? -1 : 1;
  return x[0] - y[0] || y[1] - x[1];
}

/** det(A − λI) (= (−1)ⁿ det(λI − A)) with the step that computes it. */
export function charPolyStep(A: Mat, budget: Budget): { poly: Q[]; detPoly: Q[]; steps: Step[] } {
  const poly = charPoly(A, budget);
  const n = rows(A);
  const sgn = n % 2 ? -1n : 1n;
  const detPoly = poly.map((c) => q(c.n * sgn, c.d));
  const lamTex = A.map((r, i) =>
    r.map((x, j) => (i === j ? (kIsZero(x) ? '-\\lambda' : `${kTex(x)} - \\lambda`) : kTex(x))).join(' & '),
  ).join(' \\\\ ');
  const setup = step('la-charpoly-setup', matTex(A), `\\begin{bmatrix} ${lamTex} \\end{bmatrix}`, {
    eq: `A - \\lambda I = \\begin{bmatrix} ${lamTex} \\end{bmatrix}`,
  });
  const s = step(
    n === 2 ? 'la-eigen-trace-det' : 'la-eigen-charpoly',
    `\\begin{bmatrix} ${lamTex} \\end{bmatrix}`,
    polyTex(detPoly),
    {
      eq: `\\det(A - \\lambda I) = \\begin{vmatrix} ${lamTex} \\end{vmatrix} = ${polyTex(detPoly)}`,
    },
  );
  return { poly, detPoly, steps: [setup, s] };
}

/** The eigenvalues (exact, with multiplicities) and the steps that find them. Throws UNSUPPORTED for an irreducible cubic. */
export function eigenvalues(A: Mat, budget: Budget): { values: Eigenvalue[]; poly: Q[]; steps: Step[] } {
  const { poly, steps: first } = charPolyStep(A, budget);
  const steps: Step[] = [...first];
  const roots: K[] = [];
  let p = poly;
  for (let r = rationalRoot(p); p.length > 1 && r; r = p.length > 1 ? rationalRoot(p) : null) {
    budget.check();
    const quotient = deflate(p, r);
    if (p.length > 3 || quotient.length > 1)
      steps.push(
        step('la-eigen-rational-root', polyTex(p), polyTex(quotient), {
          r: qTex(r),
          eq: `${polyTex(p)} = \\left(${polyTex([Q1, qneg(r)])}\\right)\\left(${polyTex(quotient)}\\right)`,
        }),
      );
    roots.push(kq(r));
    p = quotient;
  }
  if (p.length > 3)
    throw new MathError('UNSUPPORTED', 'The characteristic polynomial has a cubic factor without rational roots', {
      reason: 'irreducible-cubic',
    });
  if (p.length === 2) roots.push(kq(qneg(qdiv(p[1]!, p[0]!))));
  if (p.length === 3) roots.push(...quadratic(p, steps));
  return { values: group(roots), poly, steps };
}

/** Roots of a quadratic with rational coefficients by the formula (radical or complex roots exact). */
function quadratic(p: readonly Q[], steps: Step[]): K[] {
  const [a, b, c] = p as [Q, Q, Q];
  const disc = qsub(qmul(b, b), qmul(q(4), qmul(a, c)));
  const root = ksqrt(disc);
  const two = kq(qmul(q(2), a));
  const r1 = kdiv(ksub(kq(qneg(b)), root), two);
  const r2 = kdiv(kadd(kq(qneg(b)), root), two);
  const eq = `\\lambda = \\frac{${qTex(qneg(b))} \\pm \\sqrt{${qTex(disc)}}}{${qTex(qmul(q(2), a))}} = ${[r1, r2].sort(order).map(kTex).join(',\\ ')}`;
  steps.push(step('la-eigen-quadratic', polyTex(p), [r1, r2].map(kTex).join(',\\ '), { poly: polyTex(p), eq }));
  return [r1, r2];
}

/** Distinct values in order with their multiplicities. */
function group(roots: K[]): Eigenvalue[] {
  const out: Eigenvalue[] = [];
  for (const r of roots) {
    const e = out.find((x) => kEq(x.value, r));
    if (e) e.mult++;
    else out.push({ value: r, mult: 1 });
  }
  return out.sort((x, y) => order(x.value, y.value));
}

/** `2 (multiplicity 2), 5` and its LaTeX. */
export function eigenvaluesText(vs: readonly Eigenvalue[]): { text: string; items: string[] } {
  return {
    text: vs.map((e) => `${kText(e.value)}${e.mult > 1 ? ` (multiplicity ${e.mult})` : ''}`).join(', '),
    items: vs.map((e) => `\\lambda = ${kTex(e.value)}${e.mult > 1 ? `\\ (\\times ${e.mult})` : ''}`),
  };
}

/** v scaled by the least common multiple of all denominators (a vector without fractions). */
function clearFractions(v: Vec): Vec {
  const L = v.reduce((l, x) => [x.a.d, x.b.d].reduce((m, d) => (m / gcd(m, d)) * d, l), 1n);
  return v.map((x) => kmul(kq(q(L)), x));
}

/** A basis of the eigenspace of λ: the null space of A − λI, fractions cleared; with the step. */
export function eigenspace(A: Mat, lambda: K, budget: Budget): { basis: Vec[]; step: Step } {
  const M = A.map((r, i) => r.map((x, j) => (i === j ? ksub(x, lambda) : x)));
  const red = rref(M, budget);
  const basis = nullBasis(red.R, red.pivots).map(clearFractions);
  const vs = basis.map((v) => `\\begin{bmatrix} ${v.map(kTex).join(' \\\\ ')} \\end{bmatrix}`).join(',\\ ');
  const eq = `A - ${kEq(lambda, K1) ? '' : `\\left(${kTex(lambda)}\\right)`}I = ${matTex(M)} \\to ${matTex(red.R)} \\Rightarrow \\mathbf{v} \\in \\left\\{ ${vs} \\right\\}`;
  return { basis, step: step('la-eigenvector', matTex(M), vs, { lambda: kTex(lambda), eq }) };
}

/** Eigenvalues with a basis of each eigenspace. */
export function eigenvectors(A: Mat, budget: Budget): { pairs: { e: Eigenvalue; basis: Vec[] }[]; steps: Step[] } {
  const ev = eigenvalues(A, budget);
  const steps = [...ev.steps];
  const pairs = ev.values.map((e) => {
    const s = eigenspace(A, e.value, budget);
    steps.push(s.step);
    return { e, basis: s.basis };
  });
  return { pairs, steps };
}

/** `λ = 2: (1, -1); λ = 5: (1, 2)` */
export const eigenvectorsText = (pairs: readonly { e: Eigenvalue; basis: Vec[] }[]): string =>
  pairs.map(({ e, basis }) => `λ = ${kText(e.value)}: ${basis.map((v) => `(${v.map(kText).join(', ')})`).join(', ')}`).join('; ');
