/**
 * The `polynomials` topic (issue #21): the books' instructions on polynomials — multiply (FOIL, special products),
 * combine like terms, add and subtract, the coefficient of a power, the degree, the leading coefficient, classify
 * (monomial / binomial / trinomial) — answered in descending degree, computed with the engine's exact algebra and
 * checked independently (./verify.ts). OpenStax Elementary Algebra 2e ch. 6, College Algebra 2e §1.4 (CC BY 4.0).
 */
import { MathError } from '../../errors';
import type { Topic } from '../types';
import { readPolynomials } from './read';
import { solveClassify, solveCoefficient, solveCombine, solveDegree, solveLeading, solveMultiply } from './solve';
import { verifyPolynomials } from './verify';

const SOLVERS = {
  multiply: solveMultiply,
  combine: solveCombine,
  'add-subtract': solveCombine,
  coefficient: solveCoefficient,
  degree: solveDegree,
  'leading-coefficient': solveLeading,
  classify: solveClassify,
} as const;

export const polynomials: Topic = {
  id: 'polynomials',
  level: 2,
  examples: [
    'Multiply the binomials (x+2)(x-3)',
    'Combine like terms 3x + 2y - x + 5y',
    'coefficient of x^2 in (x+1)^3',
    'degree of 4x^3 - 2x + 1',
    'Subtract (x^2 - 4) from (3x^2 + x)',
    'Classify the polynomial 5x^2 - 3',
  ],
  read: readPolynomials,
  solve(reading, budget) {
    const solver = SOLVERS[reading.task as keyof typeof SOLVERS];
    if (!solver) throw new MathError('UNSUPPORTED', `Unknown polynomials task ${reading.task}`, { reason: 'unknown-task' });
    return solver(reading, budget);
  },
  verify: verifyPolynomials,
};
