/**
 * Roots, zeros and "solve … by <method>": the roots come from the engine's solver (math/solve solveEquation, through
 * {@link solveRelation}); when the student asks for completing the square, the textbook's completing-the-square steps
 * (./quadratic.ts) come first, and for the quadratic formula the discriminant step says what kind of roots to expect.
 */
import { MathError } from '../../errors';
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { solveRelation } from './equations';
import { solveCompleteSquare, solveDiscriminant } from './quadratic';
import { reading } from './util';

/** Roots of a one-variable equation (params.eq, params.x, params.style, params.method). */
export function solveRoots(r: TopicReading, budget?: Budget): TopicAnswer {
  const ans = solveRelation(r);
  const method = r.params.method;
  if (method !== 'complete-square' && method !== 'formula') return ans;
  const eq = String(r.params.eq);
  const [lhs, rhs] = eq.split('=');
  const src = `(${lhs}) - (${rhs})`;
  try {
    const pre =
      method === 'complete-square'
        ? solveCompleteSquare(reading('complete-square', { expr: src }, '', ''), budget).steps
        : solveDiscriminant(reading('discriminant', { expr: src }, '', '')).steps;
    return { ...ans, steps: [...pre, ...ans.steps] };
  } catch (e) {
    if (e instanceof MathError && e.code === 'VALIDATION_ERROR') return ans; // not a quadratic: the solver's steps only
    throw e;
  }
}
