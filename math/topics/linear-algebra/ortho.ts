/**
 * Orthogonality in the `linear-algebra` topic: the orthogonal projection of b onto a subspace W = Col(A) through the
 * normal equations AᵀA x̂ = Aᵀb (p = A x̂; the projection matrix A(AᵀA)⁻¹Aᵀ), and the Gram–Schmidt process
 * (uₖ = vₖ − Σ (vₖ·uⱼ)/(uⱼ·uⱼ) uⱼ, then eₖ = uₖ/‖uₖ‖ exactly with square roots). Methods of any first linear algebra
 * course (e.g. Strang, Introduction to Linear Algebra §4.2 and §4.4).
 */
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { step } from '../geometry/util';
import { K1, kdiv, kIsZero, kmul, ksqrt, ksub, kTex, kTexP, kRational, type K } from './field';
import { fromColumns, matTex, mmul, mvec, refuse, transpose, vdot, vecTex, isZeroVec, type Mat, type Vec } from './matrix';
import { inverseGJ, reduce, columnBasis } from './reduce';

/** An independent spanning set of Col(V) (the pivot columns), with the count dropped. */
export function independentColumns(V: Mat, budget: Budget): Vec[] {
  return columnBasis(V, reduce(V, budget).pivots);
}

/** The projection of b onto the span of `vs` (vectors of b's length) with the normal-equation steps. */
export function projection(vs: readonly Vec[], b: Vec, budget: Budget): { p: Vec; steps: Step[] } {
  if (vs.some((v) => v.length !== b.length)) refuse('dimension-mismatch', 'Vectors of different lengths');
  const basis = independentColumns(fromColumns(vs), budget);
  if (!basis.length) refuse('zero-subspace', 'The zero subspace');
  const A = fromColumns(basis);
  const At = transpose(A);
  const AtA = mmul(At, A, budget);
  const Atb = mvec(At, b);
  const { inv } = inverseGJ(AtA, budget);
  if (!inv) refuse('dependent', 'Dependent spanning vectors');
  const xhat = mvec(inv, Atb);
  const p = mvec(A, xhat);
  const xs = `\\hat{\\mathbf{x}} = ${vecTex(xhat)}`;
  return {
    p,
    steps: [
      step('la-proj-normal', matTex(A), xs, {
        eq: `A^{T}A = ${matTex(AtA)},\\ A^{T}\\mathbf{b} = ${vecTex(Atb)},\\ ${xs}`,
      }),
      step('la-proj-result', xs, vecTex(p), { eq: `\\mathbf{p} = A\\hat{\\mathbf{x}} = ${vecTex(p)}` }),
    ],
  };
}

/** The projection matrix onto Col(A): A(AᵀA)⁻¹Aᵀ with a basis of the column space. */
export function projectionMatrix(V: Mat, budget: Budget): { P: Mat; steps: Step[] } {
  const basis = independentColumns(V, budget);
  if (!basis.length) refuse('zero-subspace', 'The zero subspace');
  const A = fromColumns(basis);
  const At = transpose(A);
  const { inv } = inverseGJ(mmul(At, A, budget), budget);
  if (!inv) refuse('dependent', 'Dependent spanning vectors');
  const P = mmul(mmul(A, inv, budget), At, budget);
  const AtA = mmul(At, A, budget);
  return {
    P,
    steps: [
      step('la-proj-ata', matTex(A), matTex(inv), {
        eq: `A^{T}A = ${matTex(AtA)},\\ \\left(A^{T}A\\right)^{-1} = ${matTex(inv)}`,
      }),
      step('la-proj-matrix', matTex(A), matTex(P), {
        eq: `P = A\\left(A^{T}A\\right)^{-1}A^{T} = ${matTex(A)}${matTex(inv)}${matTex(At)} = ${matTex(P)}`,
      }),
    ],
  };
}

const lin = (c: K, u: Vec): Vec => u.map((x) => kmul(c, x));

/**
 * Gram–Schmidt on `vs` in order: the orthogonal vectors uₖ (exact rationals) and, when `normalize`, eₖ = uₖ/‖uₖ‖.
 * A vector in the span of the earlier ones (uₖ = 0) is dropped, with a step saying so.
 */
export function gramSchmidt(vs: readonly Vec[], normalize: boolean, budget: Budget): { out: Vec[]; steps: Step[] } {
  if (vs.some((v) => v.length !== vs[0]!.length)) refuse('dimension-mismatch', 'Vectors of different lengths');
  const us: Vec[] = [];
  const steps: Step[] = [];
  vs.forEach((v, k) => {
    budget.check();
    let u = v;
    const terms: string[] = [];
    for (const w of us) {
      const c = kdiv(vdot(v, w), vdot(w, w));
      if (!kIsZero(c)) terms.push(`${kTexP(c)}${vecTex(w)}`);
      u = u.map((x, i) => ksub(x, kmul(c, w[i]!)));
    }
    const name = `\\mathbf{u}_{${us.length + 1}}`;
    if (isZeroVec(u)) {
      steps.push(step('la-gs-dependent', vecTex(v), '\\mathbf{0}', { k: String(k + 1) }));
      return;
    }
    const eq = us.length
      ? `${name} = ${vecTex(v)}${terms.map((t) => ` - ${t}`).join('')} = ${vecTex(u)}`
      : `${name} = \\mathbf{v}_{1} = ${vecTex(u)}`;
    steps.push(step(us.length ? 'la-gs-step' : 'la-gs-first', vecTex(v), vecTex(u), { eq }));
    us.push(u);
  });
  if (!us.length) refuse('zero-subspace', 'Only zero vectors');
  if (!normalize) return { out: us, steps };
  const es = us.map((u) => {
    const len = ksqrt(kRational(vdot(u, u)));
    return lin(kdiv(K1, len), u);
  });
  steps.push(
    step('la-gs-normalize', us.map(vecTex).join(',\\ '), es.map(vecTex).join(',\\ '), {
      eq: us
        .map(
          (u, i) =>
            `\\mathbf{e}_{${i + 1}} = \\frac{\\mathbf{u}_{${i + 1}}}{${kTex(ksqrt(kRational(vdot(u, u))))}} = ${vecTex(es[i]!)}`,
        )
        .join(',\\quad '),
    }),
  );
  return { out: es, steps };
}
