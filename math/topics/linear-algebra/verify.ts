/**
 * Independent checks of the `linear-algebra` topic. The answer's TEXT is parsed back (never the solver's objects) and
 * checked by a second method:
 *
 * - fraction-free Bareiss elimination on integer-scaled rows (not the solver's Gauss–Jordan) for ranks and
 *   determinants, so det is checked by a second method, singularity by det = 0, rank and nullity by a second count;
 * - exact products: A·A⁻¹ = A⁻¹·A = I, A x = b, A v = 0 for a null space basis, A P = P D, P² = P = Pᵀ;
 * - the RREF by its shape and row-space equality (each row of A is a combination of the RREF rows with the entries
 *   in the pivot columns as coefficients, and the ranks agree — the RREF of a row space is unique);
 * - eigenvalues by Newton's identities: Σ λᵢᵏ = tr(Aᵏ) for k = 1…n (exact traces, numeric λ through mathjs, so
 *   radicals and complex values are evaluated by another library); eigenvectors by A v = λ v (mathjs complex);
 * - "not diagonalizable" by r(A) ≠ 0 for the square-free part r of the characteristic polynomial (computed from the
 *   same power sums, not by Faddeev–LeVerrier); projections by b − p ⟂ W and p ∈ W; Gram–Schmidt numerically;
 * - matrix arithmetic by mathjs in floating point.
 */
import {
  add,
  complex,
  det as mdet,
  evaluate as mevaluate,
  inv as minv,
  multiply,
  pow,
  subtract,
  trace as mtrace,
  transpose as mtranspose,
  type Complex,
  type Matrix,
} from 'mathjs';
import type { TopicAnswer, TopicReading } from '../types';
import { near } from '../geometry/util';
import { gcd, parseQ, q, Q0, Q1, qadd, qdiv, qIsZero, qmul, qneg, qsub, type Q } from './field';
import { parseInline, type Node } from './expr';
import { paramNames } from './solve';

type QM = Q[][];

const qm = (rows: readonly (readonly string[])[]): QM | null => {
  const out = rows.map((r) => r.map((e) => parseQ(e)));
  return out.every((r) => r.every((x) => x !== null)) ? (out as QM) : null;
};
const lcmDen = (r: readonly Q[]): bigint => r.reduce((l, x) => (l / gcd(l, x.d)) * x.d, 1n);

/** Bareiss fraction-free elimination on rows scaled to integers: rank, and det for a square matrix. */
export function bareiss(M: QM): { rank: number; det: Q } {
  const scales = M.map(lcmDen);
  const a = M.map((r, i) => r.map((x) => (x.n * scales[i]!) / x.d));
  const [m, n] = [a.length, a[0]?.length ?? 0];
  let [rank, prev, sign] = [0, 1n, 1n];
  for (let c = 0; c < n && rank < m; c++) {
    const p = a.findIndex((r, i) => i >= rank && r[c] !== 0n);
    if (p < 0) continue;
    if (p !== rank) {
      [a[p], a[rank]] = [a[rank]!, a[p]!];
      sign = -sign;
    }
    for (let i = rank + 1; i < m; i++) {
      for (let j = c + 1; j < n; j++) a[i]![j] = (a[i]![j]! * a[rank]![c]! - a[i]![c]! * a[rank]![j]!) / prev;
      a[i]![c] = 0n;
    }
    prev = a[rank]![c]!;
    rank++;
  }
  const scale = scales.reduce((s, x) => s * x, 1n);
  const det = m === n && rank === n ? q(sign * a[n - 1]![n - 1]!, scale) : Q0;
  return { rank, det };
}

const qmul2 = (A: QM, B: QM): QM => A.map((r) => B[0]!.map((_, j) => r.reduce((s, x, k) => qadd(s, qmul(x, B[k]![j]!)), Q0)));
const qeq = (A: QM, B: QM): boolean =>
  A.length === B.length && A.every((r, i) => r.length === B[i]!.length && r.every((x, j) => qIsZero(qsub(x, B[i]![j]!))));
const qid = (n: number): QM => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? Q1 : Q0)));
const qT = (A: QM): QM => A[0]!.map((_, j) => A.map((r) => r[j]!));
const col = (v: readonly Q[]): QM => v.map((x) => [x]);

/** `[[1, 2], [3, 4]]` → entry strings. */
function matrixText(t: string): string[][] | null {
  const m = /^\[(.*)\]$/.exec(t.trim());
  if (!m) return null;
  return [...m[1]!.matchAll(/\[([^[\]]*)\]/g)].map((r) => r[1]!.split(', '));
}
/** The top-level parenthesised tuples of a text, each split at its commas: `(1, sqrt(2)), (3, 4)` → [[1, sqrt(2)], [3, 4]]. */
function tuples(t: string): string[][] {
  const out: string[][] = [];
  let [depth, start] = [0, -1];
  for (let i = 0; i < t.length; i++) {
    if (t[i] === '(' && depth++ === 0) start = i + 1;
    else if (t[i] === ')' && --depth === 0) out.push(t.slice(start, i).split(', '));
  }
  return out;
}
/** `(1, 2, 3)` → entry strings. */
const vectorText = (t: string): string[] => tuples(t)[0] ?? [];
/** `{(1, 2), (3, 4)}` → vectors (`{0}` → none). */
const setOf = (t: string): string[][] => (t === '{0}' ? [] : tuples(t));

/** A number in the engine's text (`7/2 + sqrt(33)/2`, `1 - 2i`) as [re, im] through mathjs. */
function num(t: string): [number, number] {
  const v = mevaluate(t.replace(/(\d)i\b/g, '$1*i')) as number | Complex;
  return typeof v === 'number' ? [v, 0] : [v.re, v.im];
}
const cnear = (a: [number, number], b: [number, number], tol = 1e-7): boolean => near(a[0], b[0], tol) && near(a[1], b[1], tol);

/** Exact matrix of the reading. */
const readingMatrix = (r: TopicReading): QM => qm(r.params.matrix as string[][])!;

/** Checks a linear-algebra answer independently (see the module comment). */
export function verifyLinearAlgebra(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'det':
      return verifyDet(readingMatrix(r), a.text);
    case 'inverse':
      return verifyInverse(readingMatrix(r), a.text);
    case 'invertible':
    case 'singular': {
      const d = bareiss(readingMatrix(r)).det;
      return a.value === (r.task === 'invertible' ? !qIsZero(d) : qIsZero(d));
    }
    case 'rank':
    case 'nullity': {
      const A = readingMatrix(r);
      const rank = bareiss(A).rank;
      return a.text === String(r.task === 'rank' ? rank : A[0]!.length - rank);
    }
    case 'rref':
      return verifyRref(readingMatrix(r), a.text);
    case 'nullspace':
    case 'colspace':
    case 'rowspace':
      return verifySpace(r.task, readingMatrix(r), setOf(a.text));
    case 'solve':
      return verifySolve(
        readingMatrix(r),
        (r.params.b as string[]).map((e) => parseQ(e)!),
        a.text,
      );
    default:
      return verifyMore(r, a);
  }
}

function verifyMore(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'eigenvalues':
      // approximate values (6 significant digits) are checked to that precision
      return a.text.startsWith('≈ ')
        ? !a.exact && verifyEigenvalues(readingMatrix(r), eigenList(a.text.slice(2)), 1e-4)
        : verifyEigenvalues(readingMatrix(r), eigenList(a.text));
    case 'eigenvectors':
      return verifyEigenvectors(readingMatrix(r), a.text);
    case 'charpoly':
      return verifyCharPoly(readingMatrix(r), a.text);
    case 'diagonalize':
    case 'diagonalizable':
      return verifyDiagonal(readingMatrix(r), a);
    case 'projection':
      return verifyProjection(
        (r.params.vectors as string[][]).map((v) => v.map((e) => parseQ(e)!)),
        (r.params.b as string[]).map((e) => parseQ(e)!),
        a.text,
      );
    case 'projection-matrix':
      return verifyProjectionMatrix(readingMatrix(r), a.text);
    case 'gram-schmidt':
      return verifyGramSchmidt(r.params.vectors as string[][], r.params.normalize !== false, a.text);
    default:
      return verifyExpression(String(r.params.expr), a);
  }
}

function verifyDet(A: QM, text: string): boolean {
  const got = parseQ(text);
  if (!got) return false;
  const numeric = mdet(A.map((r) => r.map((x) => Number(x.n) / Number(x.d))));
  return qIsZero(qsub(bareiss(A).det, got)) && near(numeric, Number(got.n) / Number(got.d), 1e-8);
}

function verifyInverse(A: QM, text: string): boolean {
  if (text === 'not invertible') return qIsZero(bareiss(A).det);
  const e = matrixText(text);
  const X = e && qm(e);
  if (!X || X.length !== A.length) return false;
  const I = qid(A.length);
  const numeric = minv(A.map((r) => r.map((x) => Number(x.n) / Number(x.d)))) as number[][];
  return (
    qeq(qmul2(A, X), I) &&
    qeq(qmul2(X, A), I) &&
    numeric.every((row, i) => row.every((x, j) => near(x, Number(X[i]![j]!.n) / Number(X[i]![j]!.d), 1e-8)))
  );
}

/** RREF shape, then every row of A = Σ a[pivot]·R_row, and equal ranks. */
function verifyRref(A: QM, text: string): boolean {
  const e = matrixText(text);
  const R = e && qm(e);
  if (!R || R.length !== A.length || R[0]!.length !== A[0]!.length) return false;
  const pivots: number[] = [];
  let zeroSeen = false;
  for (const row of R) {
    const p = row.findIndex((x) => !qIsZero(x));
    if (p < 0) {
      zeroSeen = true;
      continue;
    }
    if (zeroSeen || (pivots.length && p <= pivots[pivots.length - 1]!) || !qIsZero(qsub(row[p]!, Q1))) return false;
    if (R.some((other) => other !== row && !qIsZero(other[p]!))) return false;
    pivots.push(p);
  }
  if (pivots.length !== bareiss(A).rank) return false;
  return A.every((row) => {
    const comb = row.map((_, j) => pivots.reduce((s, p, i) => qadd(s, qmul(row[p]!, R[i]![j]!)), Q0));
    return comb.every((x, j) => qIsZero(qsub(x, row[j]!)));
  });
}

function verifySpace(task: string, A: QM, vs: string[][]): boolean {
  const V = vs.map((v) => v.map((e) => parseQ(e)));
  if (V.some((v) => v.some((x) => x === null))) return false;
  const B = V as Q[][];
  const rank = bareiss(A).rank;
  const n = A[0]!.length;
  const independent = !B.length || bareiss(B).rank === B.length;
  if (task === 'nullspace')
    return (
      B.length === n - rank && independent && B.every((v) => v.length === n && qmul2(A, col(v)).every((x) => qIsZero(x[0]!)))
    );
  if (task === 'colspace')
    return (
      B.length === rank &&
      independent &&
      B.every((v) => v.length === A.length && bareiss(A.map((row, i) => [...row, v[i]!])).rank === rank)
    );
  return B.length === rank && independent && B.every((v) => v.length === n && bareiss([...A, v]).rank === rank);
}

/** `x = (1, 0, 2) + s*(-2, 1, 0) + t*(…)`, `x = (1, 2)`, `no solution`. */
function verifySolve(A: QM, b: Q[], text: string): boolean {
  const rank = bareiss(A).rank;
  const augRank = bareiss(A.map((r, i) => [...r, b[i]!])).rank;
  if (text === 'no solution') return augRank > rank;
  const n = A[0]!.length;
  const m = /^x = (\([^()]*\))?((?:(?: \+ )?[a-z](?:_\d+)?\*\([^()]*\))*)$/.exec(text);
  if (!m || augRank !== rank) return false;
  const p = m[1] ? vectorText(m[1]).map((e) => parseQ(e)) : Array.from({ length: n }, () => Q0);
  const dirs = [...m[2]!.matchAll(/([a-z](?:_\d+)?)\*\(([^()]*)\)/g)];
  const D = dirs.map((d) => d[2]!.split(', ').map((e) => parseQ(e)));
  if (p.some((x) => x === null) || D.some((d) => d.some((x) => x === null))) return false;
  const names = dirs.map((d) => d[1]);
  if (names.join() !== paramNames(dirs.length).join() || dirs.length !== n - rank) return false;
  const Av = (v: Q[]) => qmul2(A, col(v)).map((x) => x[0]!);
  const okP = Av(p as Q[]).every((x, i) => qIsZero(qsub(x, b[i]!)));
  const okD = (D as Q[][]).every((d) => d.length === n && Av(d).every(qIsZero));
  return okP && okD && (!D.length || bareiss(D as Q[][]).rank === D.length);
}

/** `2 (multiplicity 2), 5` → [[2, 2], [5, 1]] as text values with multiplicities. */
function eigenList(text: string): [string, number][] {
  return text.split(/, (?![^()]*\))/).map((part) => {
    const m = /^(.*?)(?: \(multiplicity (\d+)\))?$/.exec(part)!;
    return [m[1]!, m[2] ? Number(m[2]) : 1];
  });
}

/** Power sums tr(Aᵏ), k = 1…n, exact. */
function powerSums(A: QM): Q[] {
  const out: Q[] = [];
  let P = A;
  for (let k = 1; k <= A.length; k++) {
    out.push(P.reduce((s, row, i) => qadd(s, row[i]!), Q0));
    P = qmul2(P, A);
  }
  return out;
}

/** Newton's identities: the listed eigenvalues (with multiplicity) have the power sums tr(Aᵏ). */
function verifyEigenvalues(A: QM, list: [string, number][], tol = 1e-7): boolean {
  if (list.reduce((s, [, m]) => s + m, 0) !== A.length) return false;
  const vals = list.map(([t, m]) => [num(t), m] as const);
  return powerSums(A).every((pk, k) => {
    let [re, im] = [0, 0];
    for (const [[x, y], m] of vals) {
      const z = pow(complex(x, y), k + 1) as Complex;
      re += m * z.re;
      im += m * z.im;
    }
    return cnear([re, im], [Number(pk.n) / Number(pk.d), 0], tol);
  });
}

/** `λ = 2: (1, -1); λ = 5: (1, 2)`: eigenvalues by Newton, A v = λ v, eigenspace dimensions. */
function verifyEigenvectors(A: QM, text: string): boolean {
  const parts = text.split('; ').map((p) => /^λ = (.*?): (.*)$/.exec(p));
  if (parts.some((p) => !p)) return false;
  const groups = parts.map((p) => ({ lam: p![1]!, vs: setOf(`{${p![2]}}`) }));
  const An = A.map((r) => r.map((x) => Number(x.n) / Number(x.d)));
  const n = A.length;
  let total = 0;
  for (const { lam, vs } of groups) {
    const l = num(lam);
    const exact = parseQ(lam);
    const dim = exact ? n - bareiss(A.map((r, i) => r.map((x, j) => (i === j ? qsub(x, exact) : x)))).rank : 1;
    if (vs.length !== dim) return false;
    total += dim;
    for (const v of vs) {
      const vn = v.map((e) => complex(...num(e)));
      if (vn.every((z) => z.re === 0 && z.im === 0)) return false;
      const Av = multiply(An, vn) as unknown as Complex[];
      const lv = vn.map((z) => multiply(complex(l[0], l[1]), z) as Complex);
      if (!Av.every((z, i) => cnear([z.re ?? (z as unknown as number), z.im ?? 0], [lv[i]!.re, lv[i]!.im], 1e-7))) return false;
    }
    if (exact && vs.length > 1 && bareiss(vs.map((v) => v.map((e) => parseQ(e)!))).rank !== vs.length) return false;
  }
  // the eigenvalues themselves: with multiplicities from Newton (each group is one distinct value)
  return (
    total <= n &&
    groups.length === new Set(groups.map((g) => g.lam)).size &&
    eigenvaluesOf(
      A,
      groups.map((g) => g.lam),
    )
  );
}

/** The listed distinct eigenvalues are all the roots of the characteristic polynomial (some multiplicities fit Newton). */
function eigenvaluesOf(A: QM, lams: string[]): boolean {
  const n = A.length;
  const tries = (k: number, acc: number[]): boolean => {
    if (k === lams.length)
      return (
        acc.reduce((s, x) => s + x, 0) === n &&
        verifyEigenvalues(
          A,
          lams.map((l, i) => [l, acc[i]!]),
        )
      );
    for (let m = 1; m <= n; m++) if (tries(k + 1, [...acc, m])) return true;
    return false;
  };
  return tries(0, []);
}

/** Coefficients of det(λI − A) from the power sums (Newton's identities), highest first. */
function charFromPowerSums(A: QM): Q[] {
  const p = powerSums(A);
  const e: Q[] = [Q1];
  for (let k = 1; k <= A.length; k++) {
    let s = Q0;
    for (let i = 1; i <= k; i++) {
      const term = qmul(e[k - i]!, p[i - 1]!);
      s = i % 2 ? qadd(s, term) : qsub(s, term);
    }
    e.push(qdiv(s, q(k)));
  }
  return e.map((x, k) => (k % 2 ? qneg(x) : x));
}

function verifyCharPoly(A: QM, answer: string): boolean {
  const text = answer.replace(/ = 0$/, '');
  const c = charFromPowerSums(A);
  const sgn = A.length % 2 ? -1 : 1;
  const An = A.map((r) => r.map((x) => Number(x.n) / Number(x.d)));
  return [0.5, 1.7, -2.3, 3.1].every((z) => {
    const got = mevaluate(text.replace(/λ/g, '(lambda)'), { lambda: z }) as number;
    const want = sgn * c.reduce((s, x) => s * z + Number(x.n) / Number(x.d), 0);
    const numeric = mdet(An.map((r, i) => r.map((x, j) => (i === j ? x - z : x))));
    return near(got, want, 1e-9) && near(got, numeric, 1e-7);
  });
}

/** Polynomial remainder a mod b (coefficients highest first). */
function pmod(a: Q[], b: Q[]): Q[] {
  let r = [...a];
  while (r.length >= b.length && r.length) {
    const f = qdiv(r[0]!, b[0]!);
    r = r.map((x, i) => (i < b.length ? qsub(x, qmul(f, b[i]!)) : x)).slice(1);
    while (r.length && qIsZero(r[0]!)) r = r.slice(1);
  }
  return r;
}
function pgcd(a: Q[], b: Q[]): Q[] {
  while (b.length) [a, b] = [b, pmod(a, b)];
  return a;
}
function pdiv(a: Q[], b: Q[]): Q[] {
  const out: Q[] = [];
  let r = [...a];
  while (r.length >= b.length) {
    const f = qdiv(r[0]!, b[0]!);
    out.push(f);
    r = r.map((x, i) => (i < b.length ? qsub(x, qmul(f, b[i]!)) : x)).slice(1);
  }
  return out;
}

/** A is diagonalisable (over ℂ) iff the square-free part of its characteristic polynomial annihilates it. */
function diagonalizable(A: QM): boolean {
  const c = charFromPowerSums(A);
  const d = c.slice(0, -1).map((x, i) => qmul(x, q(c.length - 1 - i)));
  const rad = pdiv(c, pgcd(c, d));
  let R = A.map((r) => r.map(() => Q0));
  for (const x of rad) R = qmul2(R, A).map((r, i) => r.map((y, j) => (i === j ? qadd(y, x) : y)));
  return R.every((r) => r.every(qIsZero));
}

function verifyDiagonal(A: QM, a: TopicAnswer): boolean {
  if (a.text === 'not diagonalizable' || a.value === false) return !diagonalizable(A);
  if (a.value === true) return diagonalizable(A);
  const m = /^P = (\[.*\]), D = (\[.*\])$/.exec(a.text);
  const P = m && matrixText(m[1]!);
  const D = m && matrixText(m[2]!);
  if (!P || !D) return false;
  const Pn = P.map((r) => r.map((e) => complex(...num(e))));
  const Dn = D.map((r) => r.map((e) => complex(...num(e))));
  if (Dn.some((r, i) => r.some((z, j) => i !== j && (z.re !== 0 || z.im !== 0)))) return false;
  const An = A.map((r) => r.map((x) => Number(x.n) / Number(x.d)));
  const AP = multiply(An, Pn) as unknown as Complex[][];
  const PD = multiply(Pn, Dn) as unknown as Complex[][];
  const detP = mdet(Pn as unknown as Matrix) as unknown as Complex | number;
  const dp = typeof detP === 'number' ? [detP, 0] : [detP.re, detP.im];
  return (
    AP.every((r, i) => r.every((z, j) => cnear([z.re, z.im], [PD[i]![j]!.re, PD[i]![j]!.im]))) &&
    Math.hypot(dp[0]!, dp[1]!) > 1e-9 &&
    verifyEigenvalues(
      A,
      D.map((r, i) => [r[i]!, 1]),
    )
  );
}

function verifyProjection(vs: Q[][], b: Q[], text: string): boolean {
  const p = vectorText(text).map((e) => parseQ(e));
  if (p.some((x) => x === null) || p.length !== b.length) return false;
  const pv = p as Q[];
  const diff = b.map((x, i) => qsub(x, pv[i]!));
  const dot = (u: Q[], v: Q[]) => u.reduce((s, x, i) => qadd(s, qmul(x, v[i]!)), Q0);
  return vs.every((v) => qIsZero(dot(diff, v))) && bareiss([...vs, pv]).rank === bareiss(vs).rank;
}

function verifyProjectionMatrix(A: QM, text: string): boolean {
  const e = matrixText(text);
  const P = e && qm(e);
  if (!P || P.length !== A.length) return false;
  return qeq(qmul2(P, P), P) && qeq(qT(P), P) && qeq(qmul2(P, A), A) && bareiss(P).rank === bareiss(A).rank;
}

/** Orthogonal (orthonormal) outputs; each input is its projection onto the outputs so far, kept ones positively. */
function verifyGramSchmidt(vectors: string[][], normalize: boolean, text: string): boolean {
  const outs = setOf(text).map((v) => v.map((e) => num(e)));
  if (outs.some((v) => v.some((z) => z[1] !== 0))) return false;
  const es = outs.map((v) => v.map((z) => z[0]));
  const dot = (u: number[], v: number[]) => u.reduce((s, x, i) => s + x * v[i]!, 0);
  for (let i = 0; i < es.length; i++)
    for (let j = 0; j < es.length; j++) {
      const d = dot(es[i]!, es[j]!);
      if (i !== j && !near(d, 0, 1e-9)) return false;
      if (i === j && (normalize ? !near(d, 1, 1e-9) : d < 1e-12)) return false;
    }
  let used = 0;
  for (const v of vectors.map((x) => x.map((e) => num(e)[0]))) {
    const proj = (k: number) =>
      es.slice(0, k).reduce(
        (acc, e) => acc.map((x, t) => x + (dot(v, e) / dot(e, e)) * e[t]!),
        v.map(() => 0),
      );
    const inPrev = proj(used).every((x, t) => near(x, v[t]!, 1e-9));
    if (inPrev) continue;
    if (used >= es.length) return false;
    const e = es[used]!;
    const rest = v.map((x, t) => x - proj(used)[t]!);
    if (
      normalize
        ? !(dot(v, e) > 1e-12 && proj(used + 1).every((x, t) => near(x, v[t]!, 1e-9)))
        : !rest.every((x, t) => near(x, e[t]!, 1e-9))
    )
      return false;
    used++;
  }
  return used === es.length;
}

/** mathjs evaluation of an expression tree in floating point (a scalar + a matrix is undefined, as in the books). */
function mjs(n: Node): number | number[][] {
  switch (n.t) {
    case 'lit':
      return n.entries.map((r) =>
        r.map((e) => {
          const v = parseQ(e)!;
          return Number(v.n) / Number(v.d);
        }),
      );
    case 'num':
      return Number(n.v.n) / Number(n.v.d);
    case 'neg':
      return multiply(-1, mjs(n.a)) as number | number[][];
    case 'add':
    case 'sub': {
      const [x, y] = [mjs(n.a), mjs(n.b)];
      if (typeof x === 'number' && typeof y === 'number') return n.t === 'add' ? x + y : x - y;
      if (typeof x === 'number' || typeof y === 'number') throw new Error('undefined');
      return (n.t === 'add' ? add(x, y) : subtract(x, y)) as number[][];
    }
    case 'mul':
      return multiply(mjs(n.a), mjs(n.b)) as number | number[][];
    case 'pow':
      return pow(mjs(n.a), n.n) as number[][];
    case 'T':
      return mtranspose(mjs(n.a) as number[][]);
    case 'inv':
      return minv(mjs(n.a) as number[][]);
    case 'det':
      return mdet(mjs(n.a) as number[][]);
    default:
      return mtrace(mjs(n.a) as number[][]);
  }
}

function verifyExpression(src: string, a: TopicAnswer): boolean {
  const node = parseInline(src);
  if (!node) return false;
  let want: number | number[][];
  try {
    want = mjs(node);
  } catch (e) {
    const msg = String((e as Error).message);
    if (a.text === 'undefined') return /undefined|dimension|size|square|mismatch/i.test(msg);
    if (a.text === 'not invertible') return /determinant is zero|singular/i.test(msg);
    return false;
  }
  if (typeof want === 'number') return near(num(a.text)[0], want, 1e-8) && num(a.text)[1] === 0;
  const got = matrixText(a.text);
  if (!got || got.length !== want.length) return false;
  return got.every(
    (r, i) => r.length === want[i]!.length && r.every((e, j) => near(num(e)[0], (want as number[][])[i]![j]!, 1e-8)),
  );
}
