/**
 * Exact matrices of the `linear-algebra` topic: arrays of rows of {@link K} scalars (rationals, or elements of ℚ(√D)
 * for eigenvectors), with the arithmetic a textbook uses (sum, difference, scalar multiple, product, power, transpose,
 * trace) and their printing: `[[1, 2], [3, 4]]` as text, `\begin{bmatrix} 1 & 2 \\ 3 & 4 \end{bmatrix}` as LaTeX,
 * vectors as `(1, 2, 3)` and columns, augmented matrices with a bar.
 */
import { MathError } from '../../errors';
import type { Budget } from '../../budget';
import { K0, K1, kadd, kEq, kIsZero, kmul, kq, ksub, kTex, kText, parseQ, type K } from './field';

/** A matrix: rows of equal length. */
export type Mat = K[][];
/** A vector (a column, written as a list). */
export type Vec = K[];

/** The largest matrix the topic computes with (rows and columns). */
export const MAX_SIZE = 8;

export const rows = (A: Mat): number => A.length;
export const cols = (A: Mat): number => A[0]?.length ?? 0;
export const isSquare = (A: Mat): boolean => rows(A) === cols(A);

/** Throws VALIDATION_ERROR with a reason. */
export function refuse(reason: string, message: string): never {
  throw new MathError('VALIDATION_ERROR', message, { reason });
}

/** A matrix from its entries as typed (`'1'`, `'-1/2'`, `'0.25'`); throws VALIDATION_ERROR when ragged, empty or too large. */
export function matOf(entries: readonly (readonly unknown[])[]): Mat {
  if (!Array.isArray(entries) || !entries.length || !Array.isArray(entries[0]) || !entries[0].length)
    refuse('bad-matrix', 'Empty matrix');
  const n = entries[0]!.length;
  if (entries.length > MAX_SIZE || n > MAX_SIZE) refuse('too-large', `Matrices up to ${MAX_SIZE}×${MAX_SIZE}`);
  return entries.map((row) => {
    if (!Array.isArray(row) || row.length !== n) refuse('bad-matrix', 'Rows of different lengths');
    return row.map((e) => {
      const v = parseQ(String(e));
      if (!v) refuse('bad-matrix', `Not a number: ${String(e)}`);
      return kq(v);
    });
  });
}

/** The entries as text (JSON-safe), e.g. for a reading's params. */
export const matStrings = (A: Mat): string[][] => A.map((r) => r.map(kText));

export const identity = (n: number): Mat =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? K1 : K0)));
export const zeros = (m: number, n: number): Mat => Array.from({ length: m }, () => Array.from({ length: n }, () => K0));
export const transpose = (A: Mat): Mat => A[0]!.map((_, j) => A.map((r) => r[j]!));
export const column = (A: Mat, j: number): Vec => A.map((r) => r[j]!);
export const fromColumns = (vs: readonly Vec[]): Mat => vs[0]!.map((_, i) => vs.map((v) => v[i]!));
export const sameShape = (A: Mat, B: Mat): boolean => rows(A) === rows(B) && cols(A) === cols(B);
export const matEq = (A: Mat, B: Mat): boolean => sameShape(A, B) && A.every((r, i) => r.every((x, j) => kEq(x, B[i]![j]!)));
export const isZeroVec = (v: Vec): boolean => v.every(kIsZero);

/** A + B (same shape, else VALIDATION_ERROR `dimension-mismatch`). */
export function madd(A: Mat, B: Mat): Mat {
  if (!sameShape(A, B)) refuse('dimension-mismatch', 'Matrices of different sizes cannot be added');
  return A.map((r, i) => r.map((x, j) => kadd(x, B[i]![j]!)));
}
/** A − B. */
export function msub(A: Mat, B: Mat): Mat {
  if (!sameShape(A, B)) refuse('dimension-mismatch', 'Matrices of different sizes cannot be subtracted');
  return A.map((r, i) => r.map((x, j) => ksub(x, B[i]![j]!)));
}
/** c·A. */
export const mscale = (c: K, A: Mat): Mat => A.map((r) => r.map((x) => kmul(c, x)));
/** u·v = Σ uᵢvᵢ. */
export const vdot = (u: Vec, v: Vec): K => u.reduce((s, x, i) => kadd(s, kmul(x, v[i]!)), K0);

/** A·B (columns of A = rows of B, else VALIDATION_ERROR `dimension-mismatch`). */
export function mmul(A: Mat, B: Mat, budget?: Budget): Mat {
  if (cols(A) !== rows(B))
    refuse('dimension-mismatch', `A ${rows(A)}×${cols(A)} matrix cannot multiply a ${rows(B)}×${cols(B)} matrix`);
  const Bt = transpose(B);
  return A.map((r) => {
    budget?.check();
    return Bt.map((c) => vdot(r, c));
  });
}
/** A·v. */
export const mvec = (A: Mat, v: Vec): Vec => A.map((r) => vdot(r, v));

/** Aⁿ for 0 ≤ n ≤ 200 by repeated squaring (square matrices only). */
export function mpow(A: Mat, n: number, budget?: Budget): Mat {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has powers');
  if (!Number.isInteger(n) || n < 0 || n > 200) refuse('too-large', 'Powers from 0 to 200');
  let [result, base, e] = [identity(rows(A)), A, n];
  while (e > 0) {
    if (e & 1) result = mmul(result, base, budget);
    e >>= 1;
    if (e) base = mmul(base, base, budget);
  }
  return result;
}

/** tr A = Σ aᵢᵢ. */
export function trace(A: Mat): K {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has a trace');
  return A.reduce((s, r, i) => kadd(s, r[i]!), K0);
}

/** `[[1, 2], [3, 4]]` */
export const matText = (A: Mat): string => `[${A.map((r) => `[${r.map(kText).join(', ')}]`).join(', ')}]`;
/** `\begin{bmatrix} 1 & 2 \\ 3 & 4 \end{bmatrix}` */
export const matTex = (A: Mat, env = 'bmatrix'): string =>
  `\\begin{${env}} ${A.map((r) => r.map(kTex).join(' & ')).join(' \\\\ ')} \\end{${env}}`;
/** An augmented matrix [A | B] with a bar: `\left[\begin{array}{cc|c} … \end{array}\right]`. */
export function augTex(A: Mat, B: Mat): string {
  const spec = `${'c'.repeat(cols(A))}|${'c'.repeat(cols(B))}`;
  const body = A.map((r, i) => [...r, ...B[i]!].map(kTex).join(' & ')).join(' \\\\ ');
  return `\\left[\\begin{array}{${spec}} ${body} \\end{array}\\right]`;
}
/** `(1, 2, 3)` */
export const vecText = (v: Vec): string => `(${v.map(kText).join(', ')})`;
/** A column vector in LaTeX. */
export const vecTex = (v: Vec): string => `\\begin{bmatrix} ${v.map(kTex).join(' \\\\ ')} \\end{bmatrix}`;
/** `{(1, 2), (3, 4)}` — a set of vectors (`{0}` when empty: the zero subspace). */
export const setText = (vs: readonly Vec[]): string => (vs.length ? `{${vs.map(vecText).join(', ')}}` : '{0}');
/** `\left\{ v_1, v_2 \right\}` with column vectors (`\{\mathbf{0}\}` when empty). */
export const setTex = (vs: readonly Vec[]): string =>
  vs.length ? `\\left\\{ ${vs.map(vecTex).join(',\\ ')} \\right\\}` : '\\left\\{ \\mathbf{0} \\right\\}';
