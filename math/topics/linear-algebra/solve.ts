/**
 * The task solvers of the `linear-algebra` topic: each turns a reading (matrices as entry strings) into an exact
 * answer with the steps of a textbook — matrix arithmetic, determinant, inverse, rank and nullity, RREF, null /
 * column / row space bases, Ax = b (unique, none, or the parametric family), eigenvalues, eigenvectors, the
 * characteristic polynomial, diagonalisation, invertibility, projections and Gram–Schmidt.
 */
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { K0, kIsZero, kTex, kText, type K } from './field';
import {
  augTex,
  cols,
  matOf,
  matTex,
  matText,
  refuse,
  rows,
  setTex,
  setText,
  vecTex,
  vecText,
  type Mat,
  type Vec,
} from './matrix';
import { columnBasis, freeColumns, nullBasis, rowBasis, rref, solveSystem } from './reduce';
import { determinant, inverse, stageSteps } from './det';
import { evaluate, Singular, Undefined } from './evaluate';
import { parseInline } from './expr';
import {
  charPolyStep,
  eigenspace,
  eigenvalues,
  eigenvaluesText,
  eigenvectors,
  eigenvectorsText,
  polyTex,
  polyText,
} from './eigen';
import { gramSchmidt, projection, projectionMatrix } from './ortho';
import { numericEigenvalues } from './numeric';
import { MathError } from '../../errors';

/** The reading's matrix. */
export const matrixOf = (r: TopicReading): Mat => matOf(r.params.matrix as string[][]);
const vectorOf = (x: unknown): Vec => matOf([x as string[]])[0]!;

const answer = (
  kind: TopicAnswer['kind'],
  latex: string,
  text: string,
  steps: Step[],
  extra: Partial<TopicAnswer> = {},
): TopicAnswer => ({
  kind,
  latex,
  text,
  steps,
  exact: true,
  ...extra,
});
const numberAnswer = (x: K, steps: Step[]) => answer('number', kTex(x), kText(x), steps);
const matrixAnswer = (M: Mat, steps: Step[]) => answer('matrix', matTex(M), matText(M), steps);
const yesNo = (yes: boolean, steps: Step[]) =>
  answer('boolean', yes ? '\\text{yes}' : '\\text{no}', String(yes), steps, { value: yes });

/** An expression: sum, difference, scalar multiple, product, power, transpose, trace (one step per operation). */
export function solveExpression(r: TopicReading, budget: Budget): TopicAnswer {
  const node = parseInline(String(r.params.expr));
  if (!node) refuse('bad-expression', 'Not a matrix expression');
  const steps: Step[] = [];
  try {
    const v = evaluate(node, steps, budget);
    return 's' in v ? numberAnswer(v.s, steps) : matrixAnswer(v.m, steps);
  } catch (e) {
    if (e instanceof Undefined)
      return answer('expression', '\\text{undefined}', 'undefined', [...steps, e.why], { words: { key: 'matrix.undefined' } });
    if (e instanceof Singular)
      return answer('expression', '\\neg\\exists\\,A^{-1}', 'not invertible', e.steps, {
        words: { key: 'matrix.not-invertible' },
      });
    throw e;
  }
}

/** det A (cofactor expansion for 3×3, ad − bc for 2×2, row reduction when asked or larger). */
export function solveDet(r: TopicReading, budget: Budget): TopicAnswer {
  const d = determinant(matrixOf(r), budget, r.params.method as string | undefined);
  return numberAnswer(d.det, d.steps);
}

/** A⁻¹ (2×2 formula, Gauss–Jordan, or the adjugate when asked); "not invertible" when singular. */
export function solveInverse(r: TopicReading, budget: Budget): TopicAnswer {
  const { inv, steps } = inverse(matrixOf(r), budget, r.params.method as string | undefined);
  return inv
    ? matrixAnswer(inv, steps)
    : answer('expression', '\\neg\\exists\\,A^{-1}', 'not invertible', steps, { words: { key: 'matrix.not-invertible' } });
}

/** Is A invertible: det ≠ 0. */
export function solveInvertible(r: TopicReading, budget: Budget): TopicAnswer {
  const d = determinant(matrixOf(r), budget);
  const invertible = !kIsZero(d.det);
  const yes = r.task === 'singular' ? !invertible : invertible;
  d.steps.push(
    step(invertible ? 'la-invertible-yes' : 'la-invertible-no', kTex(d.det), yes ? '\\text{yes}' : '\\text{no}', {
      det: kTex(d.det),
    }),
  );
  return yesNo(yes, d.steps);
}

/** The RREF stages as steps, then the rule's closing step. */
function rrefSteps(A: Mat, budget: Budget) {
  const red = rref(A, budget);
  return { red, steps: stageSteps(red.stages, matTex(A), matTex) };
}

/** The reduced row echelon form. */
export function solveRref(r: TopicReading, budget: Budget): TopicAnswer {
  const { red, steps } = rrefSteps(matrixOf(r), budget);
  steps.push(step('la-rref-done', matTex(red.R), matTex(red.R), { eq: matTex(red.R) }));
  return matrixAnswer(red.R, steps);
}

/** rank (pivots of the RREF) or nullity (n − rank). */
export function solveRank(r: TopicReading, budget: Budget): TopicAnswer {
  const A = matrixOf(r);
  const { red, steps } = rrefSteps(A, budget);
  const rank = red.pivots.length;
  steps.push(
    step('la-rank-count', matTex(red.R), String(rank), { eq: `\\operatorname{rank}A = ${rank}` }, [
      String(rank + 1),
      String(Math.max(0, rank - 1)),
    ]),
  );
  if (r.task === 'rank') return answer('number', String(rank), String(rank), steps);
  const nullity = cols(A) - rank;
  steps.push(step('la-nullity', String(rank), String(nullity), { eq: `${cols(A)} - ${rank} = ${nullity}` }));
  return answer('number', String(nullity), String(nullity), steps);
}

/** Null space, column space or row space basis. */
export function solveSpace(r: TopicReading, budget: Budget): TopicAnswer {
  const A = matrixOf(r);
  const { red, steps } = rrefSteps(A, budget);
  let basis: Vec[];
  if (r.task === 'nullspace') {
    basis = nullBasis(red.R, red.pivots);
    const free = freeColumns(red.pivots, cols(A))
      .map((j) => `x_{${j + 1}}`)
      .join(', ');
    steps.push(
      basis.length
        ? step('la-null-free', matTex(red.R), setTex(basis), {
            free,
            eq: `\\operatorname{Nul}A = \\operatorname{span}${setTex(basis)}`,
          })
        : step('la-null-trivial', matTex(red.R), setTex(basis), { eq: `\\operatorname{Nul}A = ${setTex(basis)}` }),
    );
  } else if (r.task === 'colspace') {
    basis = columnBasis(A, red.pivots);
    const cs = red.pivots.map((j) => j + 1).join(', ');
    steps.push(
      step('la-col-pivots', matTex(red.R), setTex(basis), {
        cols: cs,
        eq: `\\operatorname{Col}A = \\operatorname{span}${setTex(basis)}`,
      }),
    );
  } else {
    basis = rowBasis(red.R, red.pivots);
    steps.push(
      step('la-row-basis', matTex(red.R), setTex(basis), { eq: `\\operatorname{Row}A = \\operatorname{span}${setTex(basis)}` }),
    );
  }
  return answer('list', setTex(basis), setText(basis), steps, { items: basis.map(vecTex) });
}

const PARAMS = [[], ['t'], ['s', 't'], ['r', 's', 't']];
/** Parameter names for k free variables: t; s, t; r, s, t; then t_1, t_2, … */
export const paramNames = (k: number): string[] => PARAMS[k] ?? Array.from({ length: k }, (_, i) => `t_${i + 1}`);

/** Ax = b by Gauss–Jordan on [A | b]. */
export function solveLinear(r: TopicReading, budget: Budget): TopicAnswer {
  const A = matrixOf(r);
  const b = vectorOf(r.params.b);
  if (b.length !== rows(A)) refuse('dimension-mismatch', 'b must have one entry per row of A');
  const sol = solveSystem(A, b, budget);
  const aug = augTex(
    A,
    b.map((x) => [x]),
  );
  const split = (M: Mat) =>
    augTex(
      M.map((row) => row.slice(0, cols(A))),
      M.map((row) => row.slice(cols(A))),
    );
  const steps = [step('la-solve-augment', matTex(A), aug, { aug }), ...stageSteps(sol.red.stages, aug, split)];
  if (sol.kind === 'none') {
    const row = sol.red.pivots.length;
    steps.push(step('la-solve-none', split(sol.red.R), '\\emptyset', { row: String(row), eq: '0 = 1' }));
    return answer('expression', '\\emptyset', 'no solution', steps, { words: { key: 'common.no-solution' } });
  }
  const p = sol.particular!;
  if (sol.kind === 'unique') {
    steps.push(step('la-solve-unique', split(sol.red.R), vecTex(p), { eq: `\\mathbf{x} = ${vecTex(p)}` }));
    return answer('vector', `\\mathbf{x} = ${vecTex(p)}`, `x = ${vecText(p)}`, steps);
  }
  const names = paramNames(sol.directions.length);
  const showP = p.some((x) => !kIsZero(x));
  const tex = `\\mathbf{x} = ${showP ? vecTex(p) : ''}${sol.directions.map((d, i) => `${showP || i ? ' + ' : ''}${names[i]}${vecTex(d)}`).join('')}`;
  const text = `x = ${showP ? vecText(p) : ''}${sol.directions.map((d, i) => `${showP || i ? ' + ' : ''}${names[i]}*${vecText(d)}`).join('')}`;
  const free = freeColumns(sol.red.pivots, cols(A))
    .map((j, i) => `x_{${j + 1}} = ${names[i]}`)
    .join(',\\ ');
  steps.push(step('la-solve-param', split(sol.red.R), tex, { free, eq: tex }));
  return answer('expression', tex, text, steps);
}

/** The eigenvalues (exact; radical and complex ones too) with multiplicities. */
export function solveEigenvalues(r: TopicReading, budget: Budget): TopicAnswer {
  let ev: ReturnType<typeof eigenvalues>;
  try {
    ev = eigenvalues(matrixOf(r), budget);
  } catch (e) {
    if (!(e instanceof MathError) || e.detail?.reason !== 'irreducible-cubic') throw e;
    // no rational root: the roots are cube roots of complex numbers in exact form — shown approximately, marked so
    const { values, steps } = numericEigenvalues(matrixOf(r), budget);
    const text = `≈ ${values.map((v) => v.text).join(', ')}`;
    const latex = `\\lambda \\approx ${values.map((v) => v.text).join(',\\ ')}`;
    return {
      ...answer('list', latex, text, steps, { items: values.map((v) => `\\lambda \\approx ${v.text}`), approx: text }),
      exact: false,
    };
  }
  const { text, items } = eigenvaluesText(ev.values);
  ev.steps.push(step('la-eigen-list', items.join(',\\ '), items.join(',\\ '), { eq: items.join(',\\ ') }));
  return answer('list', items.join(',\\ '), text, ev.steps, { items });
}

/** The characteristic polynomial det(A − λI). */
export function solveCharPoly(r: TopicReading, budget: Budget): TopicAnswer {
  const { detPoly, steps } = charPolyStep(matrixOf(r), budget);
  const eq = r.params.equation === true ? ' = 0' : '';
  return answer('expression', `${polyTex(detPoly)}${eq}`, `${polyText(detPoly)}${eq}`, steps);
}

/** Eigenvalues with a basis of each eigenspace. */
export function solveEigenvectors(r: TopicReading, budget: Budget): TopicAnswer {
  const { pairs, steps } = eigenvectors(matrixOf(r), budget);
  const items = pairs.map(({ e, basis }) => `\\lambda = ${kTex(e.value)}:\\ ${basis.map(vecTex).join(',\\ ')}`);
  return answer('list', items.join(';\\quad '), eigenvectorsText(pairs), steps, { items });
}

/** A = P D P⁻¹ (real eigenvalues; complex ones are refused as UNSUPPORTED), or "not diagonalizable". */
export function solveDiagonalize(r: TopicReading, budget: Budget): TopicAnswer {
  const A = matrixOf(r);
  const ev = eigenvalues(A, budget);
  if (ev.values.some((e) => e.value.D < 0n)) refuse('complex-eigenvalues', 'Complex eigenvalues: diagonalisable over ℂ only');
  const steps = [...ev.steps];
  const P: Vec[] = [];
  const D: K[] = [];
  for (const e of ev.values) {
    const s = eigenspace(A, e.value, budget);
    steps.push(s.step);
    if (s.basis.length < e.mult) {
      steps.push(
        step('la-diag-not', kTex(e.value), '\\text{—}', {
          lambda: kTex(e.value),
          am: String(e.mult),
          gm: String(s.basis.length),
        }),
      );
      return r.task === 'diagonalizable'
        ? yesNo(false, steps)
        : answer('expression', '\\text{not diagonalizable}', 'not diagonalizable', steps, {
            words: { key: 'matrix.not-diagonalizable' },
          });
    }
    P.push(...s.basis);
    D.push(...s.basis.map(() => e.value));
  }
  const Pm: Mat = A.map((_, i) => P.map((v) => v[i]!));
  const Dm: Mat = D.map((x, i) => D.map((_, j) => (i === j ? x : K0)));
  const latex = `P = ${matTex(Pm)},\\ D = ${matTex(Dm)}`;
  steps.push(step('la-diag-pd', '', latex, { n: String(rows(A)), eq: `A = PDP^{-1},\\ ${latex}` }));
  if (r.task === 'diagonalizable') return yesNo(true, steps);
  return answer('expression', latex, `P = ${matText(Pm)}, D = ${matText(Dm)}`, steps);
}

/** The projection of b onto the span of the given vectors (or the column space of a matrix), or the projection matrix. */
export function solveProjection(r: TopicReading, budget: Budget): TopicAnswer {
  if (r.task === 'projection-matrix') {
    const { P, steps } = projectionMatrix(matrixOf(r), budget);
    return matrixAnswer(P, steps);
  }
  const vs = (r.params.vectors as string[][]).map(vectorOf);
  const { p, steps } = projection(vs, vectorOf(r.params.b), budget);
  return answer('vector', vecTex(p), vecText(p), steps);
}

/** Gram–Schmidt: an orthonormal (or orthogonal) basis of the span, in order. */
export function solveGramSchmidt(r: TopicReading, budget: Budget): TopicAnswer {
  const vs = (r.params.vectors as string[][]).map(vectorOf);
  const { out, steps } = gramSchmidt(vs, r.params.normalize !== false, budget);
  return answer('list', setTex(out), setText(out), steps, { items: out.map(vecTex) });
}
