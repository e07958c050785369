/**
 * The `linear-algebra` topic (issue #22): matrices typed as `[[1,2],[3,4]]`, `[1 2; 3 4]`, `{{1,2},{3,4}}` or in LaTeX
 * (`\begin{pmatrix}…\end{pmatrix}`, bmatrix, vmatrix, arrays) — matrix arithmetic, determinant (cofactor or row
 * reduction), inverse (formula, Gauss–Jordan or adjugate), transpose, trace, rank, nullity, RREF, Ax = b, null /
 * column / row space bases, eigenvalues and eigenvectors (exact, radical and complex too), the characteristic
 * polynomial, diagonalisation, projections and Gram–Schmidt. Exact rational arithmetic (./field.ts) for the answers;
 * every answer is checked by a second method (./verify.ts: Bareiss elimination, exact products, mathjs numerics).
 */
import type { Topic, TopicReading } from '../types';
import { taskOf, type Solver } from '../geometry/dispatch';
import { readLinearAlgebra } from './read';
import {
  solveCharPoly,
  solveDet,
  solveDiagonalize,
  solveEigenvalues,
  solveEigenvectors,
  solveExpression,
  solveGramSchmidt,
  solveInverse,
  solveInvertible,
  solveLinear,
  solveProjection,
  solveRank,
  solveRref,
  solveSpace,
} from './solve';
import { verifyLinearAlgebra } from './verify';

const v = verifyLinearAlgebra;
const TASKS: Record<string, Solver> = {
  arithmetic: [solveExpression, v],
  power: [solveExpression, v],
  transpose: [solveExpression, v],
  trace: [solveExpression, v],
  det: [solveDet, v],
  inverse: [solveInverse, v],
  invertible: [solveInvertible, v],
  singular: [solveInvertible, v],
  rank: [solveRank, v],
  nullity: [solveRank, v],
  rref: [solveRref, v],
  nullspace: [solveSpace, v],
  colspace: [solveSpace, v],
  rowspace: [solveSpace, v],
  solve: [solveLinear, v],
  eigenvalues: [solveEigenvalues, v],
  eigenvectors: [solveEigenvectors, v],
  charpoly: [solveCharPoly, v],
  diagonalize: [solveDiagonalize, v],
  diagonalizable: [solveDiagonalize, v],
  projection: [solveProjection, v],
  'projection-matrix': [solveProjection, v],
  'gram-schmidt': [solveGramSchmidt, v],
};
const task = (r: TopicReading): Solver => taskOf('linear-algebra', TASKS, r);

export const linearAlgebra: Topic = {
  id: 'linear-algebra',
  level: 4,
  examples: [
    'det([[2,0,1],[1,3,2],[1,1,1]])',
    'find the inverse of the matrix [[2,1],[5,3]]',
    'What are the eigenvalues of [[4,1],[2,3]]?',
    '[[1,2],[3,4]] * [[5,6],[7,8]]',
    'rref of [[1,2,3],[4,5,6],[7,8,10]]',
  ],
  read: readLinearAlgebra,
  solve: (r, b) => task(r)[0](r, b),
  verify: (r, a) => task(r)[1](r, a),
};
