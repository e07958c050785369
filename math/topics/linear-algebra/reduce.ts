/**
 * Row reduction of the `linear-algebra` topic, with the row operations recorded the way a textbook shows them
 * (Gauss–Jordan elimination: one stage per pivot column — swap a nonzero pivot up, scale it to 1, clear the rest of
 * its column). From it: the reduced row echelon form, rank, pivot columns, null space basis (free variables set to 1
 * in turn), column space and row space bases, the inverse through [A | I], the solution set of Ax = b, and the
 * determinant by forward elimination (swaps change the sign; det = ± product of the pivots).
 * Methods: Gauss–Jordan elimination as taught in OpenStax College Algebra 2e §7.6–7.7 (CC BY 4.0) and in any first
 * course in linear algebra.
 */
import type { Budget } from '../../budget';
import { K0, K1, kadd, kdiv, kEq, kIsZero, kmul, kneg, kTexP, kTex, type K } from './field';
import { cols, column, fromColumns, identity, isSquare, refuse, rows, type Mat, type Vec } from './matrix';

/** One elementary row operation (rows 0-based): swap Rᵢ ↔ Rⱼ, scale Rᵢ → c·Rᵢ, add Rᵢ → Rᵢ + c·Rⱼ. */
export type RowOp =
  { kind: 'swap'; i: number; j: number } | { kind: 'scale'; i: number; c: K } | { kind: 'add'; i: number; j: number; c: K };

/** The operations that made one pivot, and the matrix after them. */
export interface Stage {
  col: number;
  ops: RowOp[];
  after: Mat;
}

/** A finished reduction. */
export interface Reduction {
  R: Mat;
  pivots: number[];
  stages: Stage[];
}

/** LaTeX of a row operation: `R_1 \leftrightarrow R_2`, `R_1 \to \frac{1}{2}R_1`, `R_2 \to R_2 - 3R_1`. */
export function opTex(op: RowOp): string {
  const R = (i: number) => `R_{${i + 1}}`;
  if (op.kind === 'swap') return `${R(op.i)} \\leftrightarrow ${R(op.j)}`;
  if (op.kind === 'scale') return `${R(op.i)} \\to ${kEq(op.c, kneg(K1)) ? '-' : kTexP(op.c)}${R(op.i)}`;
  const neg = /^-/.test(kTex(op.c));
  const c = neg ? kneg(op.c) : op.c;
  const coef = kEq(c, K1) ? '' : kTexP(c);
  return `${R(op.i)} \\to ${R(op.i)} ${neg ? '-' : '+'} ${coef}${R(op.j)}`;
}

function apply(M: Mat, op: RowOp): void {
  if (op.kind === 'swap') [M[op.i], M[op.j]] = [M[op.j]!, M[op.i]!];
  else if (op.kind === 'scale') M[op.i] = M[op.i]!.map((x) => kmul(op.c, x));
  else {
    const src = M[op.j]!;
    M[op.i] = M[op.i]!.map((x, k) => kadd(x, kmul(op.c, src[k]!)));
  }
}

/** The pivot row for column `col` at or below `from`: an entry 1 first (no fractions), else the first nonzero. */
function pivotRow(M: Mat, col: number, from: number): number {
  let first = -1;
  for (let i = from; i < M.length; i++) {
    const x = M[i]![col]!;
    if (kIsZero(x)) continue;
    if (kEq(x, K1)) return i;
    if (first < 0) first = i;
  }
  return first;
}

/**
 * Gauss–Jordan elimination to the reduced row echelon form. Pivots are taken in the first `pivotCols` columns only
 * (the coefficient part of an augmented matrix for an inverse); the whole rows are transformed. `forwardOnly`: only
 * the entries below a pivot are cleared and pivots are not scaled (row echelon form for a determinant).
 */
export function reduce(A: Mat, budget: Budget, pivotCols = cols(A), forwardOnly = false): Reduction {
  const M = A.map((r) => [...r]);
  const pivots: number[] = [];
  const stages: Stage[] = [];
  let r = 0;
  for (let col = 0; col < pivotCols && r < rows(M); col++) {
    budget.check();
    const p = pivotRow(M, col, r);
    if (p < 0) continue;
    const ops: RowOp[] = [];
    const run = (op: RowOp) => (apply(M, op), ops.push(op));
    if (p !== r) run({ kind: 'swap', i: r, j: p });
    if (!forwardOnly && !kEq(M[r]![col]!, K1)) run({ kind: 'scale', i: r, c: kdiv(K1, M[r]![col]!) });
    for (let i = forwardOnly ? r + 1 : 0; i < rows(M); i++) {
      if (i === r || kIsZero(M[i]![col]!)) continue;
      run({ kind: 'add', i, j: r, c: kneg(kdiv(M[i]![col]!, M[r]![col]!)) });
    }
    pivots.push(col);
    if (ops.length) stages.push({ col, ops, after: M.map((row) => [...row]) });
    r++;
  }
  return { R: M, pivots, stages };
}

/** The reduced row echelon form with its stages. */
export const rref = (A: Mat, budget: Budget): Reduction => reduce(A, budget);

/** The free columns (no pivot) of a reduction with `n` variables. */
export const freeColumns = (pivots: readonly number[], n: number): number[] =>
  Array.from({ length: n }, (_, j) => j).filter((j) => !pivots.includes(j));

/** A basis of the null space from a reduced matrix R (n columns): one vector per free variable set to 1. */
export function nullBasis(R: Mat, pivots: readonly number[], n = cols(R)): Vec[] {
  return freeColumns(pivots, n).map((f) => {
    const v: Vec = Array.from({ length: n }, (_, j) => (j === f ? K1 : K0));
    pivots.forEach((pc, i) => (v[pc] = kneg(R[i]![f]!)));
    return v;
  });
}

/** The basis of the column space: the pivot columns of the original matrix. */
export const columnBasis = (A: Mat, pivots: readonly number[]): Vec[] => pivots.map((j) => column(A, j));

/** The basis of the row space: the nonzero rows of the reduced form. */
export const rowBasis = (R: Mat, pivots: readonly number[]): Vec[] => R.slice(0, pivots.length);

/** The inverse by Gauss–Jordan on [A | I]: the reduction and A⁻¹, or null when A is singular. */
export function inverseGJ(A: Mat, budget: Budget): { red: Reduction; inv: Mat | null } {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has an inverse');
  const n = rows(A);
  const I = identity(n);
  const red = reduce(
    A.map((r, i) => [...r, ...I[i]!]),
    budget,
    n,
  );
  if (red.pivots.length < n) return { red, inv: null };
  return { red, inv: red.R.map((r) => r.slice(n)) };
}

/** The determinant by forward elimination: the reduction, and det = (−1)^swaps · product of the diagonal. */
export function detByRows(A: Mat, budget: Budget): { red: Reduction; det: K; swaps: number } {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has a determinant');
  const red = reduce(A, budget, cols(A), true);
  const swaps = red.stages.reduce((s, st) => s + st.ops.filter((o) => o.kind === 'swap').length, 0);
  if (red.pivots.length < rows(A)) return { red, det: K0, swaps };
  let det = swaps % 2 ? kneg(K1) : K1;
  red.R.forEach((r, i) => (det = kmul(det, r[i]!)));
  return { red, det, swaps };
}

/** The solution set of A x = b from the RREF of [A | b]. */
export interface Solution {
  red: Reduction;
  kind: 'unique' | 'none' | 'infinite';
  /** A particular solution (free variables 0), absent when there is none. */
  particular?: Vec;
  /** Directions: a basis of the null space of A (one per free variable). */
  directions: Vec[];
}

/** Solves A x = b by Gauss–Jordan elimination of [A | b] (A may be any m×n). */
export function solveSystem(A: Mat, b: Vec, budget: Budget): Solution {
  if (b.length !== rows(A)) refuse('dimension-mismatch', 'b must have one entry per row of A');
  const n = cols(A);
  const red = reduce(
    A.map((r, i) => [...r, b[i]!]),
    budget,
  );
  if (red.pivots.includes(n)) return { red, kind: 'none', directions: [] };
  const particular: Vec = Array.from({ length: n }, () => K0);
  red.pivots.forEach((pc, i) => (particular[pc] = red.R[i]![n]!));
  const directions = nullBasis(
    red.R.map((r) => r.slice(0, n)),
    red.pivots,
    n,
  );
  return { red, kind: directions.length ? 'infinite' : 'unique', particular, directions };
}

/** The matrix whose columns are `vs` (vectors of equal length). */
export const columnsMatrix = (vs: readonly Vec[]): Mat => fromColumns(vs);
