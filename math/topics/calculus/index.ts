/**
 * The `calculus` topic (issue #22, Calculus I–II): critical points, local extrema (second or first derivative test),
 * inflection points, the derivative at a point, tangent and normal lines, Taylor and Maclaurin polynomials and series,
 * and implicit differentiation — read in the words of the books, solved exactly with the engine, and checked by numbers
 * only (finite differences, curve tracing).
 */
import type { Topic } from '../types';
import { readCalculus } from './read';
import { solveCalculus } from './solve';
import { verifyCalculus } from './verify';

export const calculus: Topic = {
  id: 'calculus',
  level: 4,
  examples: [
    'find the critical points of x^3 - 3x',
    'equation of the tangent line to y = x^2 at x = 3',
    'find the Maclaurin series of cos(x)',
    'find dy/dx for x^2 + y^2 = 25',
  ],
  read: readCalculus,
  solve: solveCalculus,
  verify: verifyCalculus,
};
