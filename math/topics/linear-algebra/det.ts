/**
 * Determinants and inverses of the `linear-algebra` topic, with a textbook's steps: ad − bc for 2×2, cofactor
 * (Laplace) expansion along the row or column with the most zeros, or row reduction to triangular form (each swap
 * changes the sign); the inverse of a 2×2 by the swap-and-negate formula, by Gauss–Jordan elimination of [A | I], or by
 * the adjugate (cofactors, transpose, divide by det). Methods of OpenStax College Algebra 2e §7.7–7.8 and Precalculus
 * 2e §9.7–9.8 (CC BY 4.0).
 */
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { step } from '../geometry/util';
import { K0, K1, kadd, kdiv, kIsZero, kmul, kneg, ksub, kTex, kTexP, type K } from './field';
import { augTex, identity, isSquare, matTex, refuse, rows, transpose, type Mat } from './matrix';
import { detByRows, inverseGJ, opTex, type Stage } from './reduce';

/** A with row i and column j deleted. */
export const minor = (A: Mat, i: number, j: number): Mat =>
  A.filter((_, r) => r !== i).map((row) => row.filter((_, c) => c !== j));

const sign = (i: number, j: number): K => ((i + j) % 2 ? kneg(K1) : K1);

/** The line with the most zeros: `{ row: true, k }` or a column; row 1 on ties. */
export function bestLine(A: Mat): { row: boolean; k: number } {
  let best = { row: true, k: 0, zeros: -1 };
  for (let k = 0; k < rows(A); k++) {
    const zr = A[k]!.filter(kIsZero).length;
    if (zr > best.zeros) best = { row: true, k, zeros: zr };
  }
  for (let k = 0; k < rows(A); k++) {
    const zc = A.filter((r) => kIsZero(r[k]!)).length;
    if (zc > best.zeros) best = { row: false, k, zeros: zc };
  }
  return best;
}

/** det A by cofactor expansion (exact; n ≤ 6, else VALIDATION_ERROR `too-large`). */
export function detLaplace(A: Mat, budget: Budget): K {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has a determinant');
  const n = rows(A);
  if (n > 6) refuse('too-large', 'Cofactor expansion up to 6×6');
  if (n === 1) return A[0]![0]!;
  if (n === 2) return ksub(kmul(A[0]![0]!, A[1]![1]!), kmul(A[0]![1]!, A[1]![0]!));
  budget.check();
  const { row, k } = bestLine(A);
  let d = K0;
  for (let t = 0; t < n; t++) {
    const [i, j] = row ? [k, t] : [t, k];
    if (kIsZero(A[i]![j]!)) continue;
    d = kadd(d, kmul(kmul(sign(i, j), A[i]![j]!), detLaplace(minor(A, i, j), budget)));
  }
  return d;
}

const vm = (A: Mat): string => matTex(A, 'vmatrix');

/** det of a 2×2 as ad − bc (the formula, then the entries), with the classic slips as quiz distractors. */
function det2(A: Mat): { det: K; steps: Step[] } {
  const [[a, b], [c, d]] = A as [[K, K], [K, K]];
  const det = ksub(kmul(a, d), kmul(b, c));
  const formula = '\\begin{vmatrix} a & b \\\\ c & d \\end{vmatrix} = ad - bc';
  const eq = `${vm(A)} = ${kTexP(a)}\\cdot${kTexP(d)} - ${kTexP(b)}\\cdot${kTexP(c)} = ${kTex(det)}`;
  const slips = [kadd(kmul(a, d), kmul(b, c)), ksub(kmul(b, c), kmul(a, d)), ksub(kmul(a, b), kmul(c, d))].map(kTex);
  return {
    det,
    steps: [
      step('la-det-2x2', vm(A), 'ad - bc', { eq: formula }),
      step('la-det-2x2-substitute', 'ad - bc', kTex(det), { eq }, slips),
    ],
  };
}

/** det by cofactor expansion along the line with the most zeros (minors' values shown). */
function detCofactor(A: Mat, budget: Budget): { det: K; steps: Step[] } {
  const n = rows(A);
  const { row, k } = bestLine(A);
  const terms: string[] = [];
  const values: string[] = [];
  let det = K0;
  for (let t = 0; t < n; t++) {
    const [i, j] = row ? [k, t] : [t, k];
    const a = A[i]![j]!;
    const s = (i + j) % 2 ? '-' : '+';
    const M = minor(A, i, j);
    const m = detLaplace(M, budget);
    terms.push(`${t ? ` ${s} ` : s === '-' ? '-' : ''}${kTexP(a)}${vm(M)}`);
    values.push(`${t ? ` ${s} ` : s === '-' ? '-' : ''}${kTexP(a)}\\cdot${kTexP(m)}`);
    det = kadd(det, kmul(kmul(sign(i, j), a), m));
  }
  const rule = row ? 'la-det-cofactor-row' : 'la-det-cofactor-col';
  return {
    det,
    steps: [
      step(rule, vm(A), terms.join(''), { k: String(k + 1), eq: `${vm(A)} = ${terms.join('')}` }),
      step('la-det-minors', terms.join(''), kTex(det), { eq: `${values.join('')} = ${kTex(det)}` }, [
        kTex(kneg(det)),
        kTex(kadd(det, K1)),
      ]),
    ],
  };
}

/** Steps of row-reduction stages (one per pivot column). */
export const stageSteps = (stages: readonly Stage[], before: string, show: (M: Mat) => string): Step[] =>
  stages.map((st, s) =>
    step('la-row-ops', s ? show(stages[s - 1]!.after) : before, show(st.after), {
      col: String(st.col + 1),
      ops: st.ops.map(opTex).join(',\\ '),
    }),
  );

/** det by forward elimination: stages, then ± the product of the diagonal (0 when a column has no pivot). */
function detRows(A: Mat, budget: Budget): { det: K; steps: Step[] } {
  const { red, det, swaps } = detByRows(A, budget);
  const steps = stageSteps(red.stages, vm(A), matTex);
  if (red.pivots.length < rows(A)) {
    steps.push(step('la-det-rows-zero', matTex(red.R), '0', { eq: `\\det A = 0` }));
    return { det, steps };
  }
  const diag = red.R.map((r, i) => kTexP(r[i]!)).join('\\cdot');
  const eq = `\\det A = ${swaps % 2 ? '-' : ''}${diag} = ${kTex(det)}`;
  steps.push(step('la-det-rows-product', matTex(red.R), kTex(det), { swaps: String(swaps), eq }, [kTex(kneg(det))]));
  return { det, steps };
}

/** The determinant with its steps; `method`: 'cofactor' | 'rows' | undefined (2×2 formula, 3×3 cofactor, else rows). */
export function determinant(A: Mat, budget: Budget, method?: string): { det: K; steps: Step[]; method: string } {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has a determinant');
  const n = rows(A);
  if (n === 1)
    return {
      det: A[0]![0]!,
      steps: [step('la-det-1x1', vm(A), kTex(A[0]![0]!), { eq: `${vm(A)} = ${kTex(A[0]![0]!)}` })],
      method: 'cofactor',
    };
  if (method === 'rows' || (method !== 'cofactor' && n > 3)) return { ...detRows(A, budget), method: 'rows' };
  if (n === 2) return { ...det2(A), method: 'cofactor' };
  return { ...detCofactor(A, budget), method: 'cofactor' };
}

/** The inverse (or null when singular) with its steps; `method`: 'adjugate' | 'gauss-jordan' | undefined. */
export function inverse(A: Mat, budget: Budget, method?: string): { inv: Mat | null; steps: Step[] } {
  if (!isSquare(A)) refuse('not-square', 'Only a square matrix has an inverse');
  const n = rows(A);
  if (method === 'adjugate' || (n === 2 && method !== 'gauss-jordan')) return inverseAdjugate(A, budget);
  const { red, inv } = inverseGJ(A, budget);
  const I = identity(n);
  const aug = augTex(A, I);
  const split = (M: Mat) =>
    augTex(
      M.map((r) => r.slice(0, n)),
      M.map((r) => r.slice(n)),
    );
  const steps = [
    step('la-inverse-augment', matTex(A), aug, { aug: `\\left[A \\mid I\\right] = ${aug}` }),
    ...stageSteps(red.stages, aug, split),
  ];
  if (!inv) {
    const col = [...Array(n).keys()].find((j) => !red.pivots.includes(j))!;
    steps.push(step('la-inverse-no-pivot', split(red.R), '\\neg\\exists\\,A^{-1}', { col: String(col + 1) }));
    return { inv: null, steps };
  }
  steps.push(step('la-inverse-read', split(red.R), matTex(inv), { eq: `A^{-1} = ${matTex(inv)}` }));
  return { inv, steps };
}

/** A⁻¹ = adj(A) / det A: 2×2 by swapping a, d and negating b, c; larger by the cofactor matrix transposed. */
function inverseAdjugate(A: Mat, budget: Budget): { inv: Mat | null; steps: Step[] } {
  const n = rows(A);
  if (n > 4) refuse('too-large', 'The adjugate method up to 4×4');
  const d = determinant(A, budget, n > 3 ? 'rows' : undefined);
  const steps = [...d.steps];
  if (kIsZero(d.det)) {
    steps.push(step('la-inverse-singular', kTex(d.det), '\\neg\\exists\\,A^{-1}', { eq: `\\det A = 0` }));
    return { inv: null, steps };
  }
  if (n === 2) {
    const [[a, b], [c, e]] = A as [[K, K], [K, K]];
    const adj: Mat = [
      [e, kneg(b)],
      [kneg(c), a],
    ];
    const inv = adj.map((r) => r.map((x) => kdiv(x, d.det)));
    const eq = `A^{-1} = ${reciprocal(d.det)}${matTex(adj)} = ${matTex(inv)}`;
    steps.push(step('la-inverse-2x2', matTex(A), matTex(inv), { det: kTex(d.det), eq }));
    return { inv, steps };
  }
  const C = A.map((r, i) => r.map((_, j) => kmul(sign(i, j), detLaplace(minor(A, i, j), budget))));
  const adj = transpose(C);
  const inv = adj.map((r) => r.map((x) => kdiv(x, d.det)));
  steps.push(
    step('la-cofactor-matrix', matTex(A), matTex(C), { eq: `C = ${matTex(C)}` }),
    step('la-adjugate', matTex(C), matTex(adj), { eq: `\\operatorname{adj}A = C^{T} = ${matTex(adj)}` }),
    step('la-inverse-adjugate', matTex(adj), matTex(inv), {
      eq: `A^{-1} = ${reciprocal(d.det)}\\operatorname{adj}A = ${matTex(inv)}`,
    }),
  );
  return { inv, steps };
}

/** The factor 1/det before a matrix, as a textbook writes it: `\frac{1}{5}`, `-\frac{1}{2}`, `-` for −1, nothing for 1. */
function reciprocal(det: K): string {
  const r = kTex(kdiv(K1, det));
  return r === '1' ? '' : r === '-1' ? '-' : r;
}
