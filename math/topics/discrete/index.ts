/**
 * The `discrete` topic (issue #22, "Discrete and numeric extras"): modular arithmetic — a^b mod m by repeated squaring,
 * an integer expression mod m, the inverse of a mod m by the extended Euclidean algorithm, linear congruences
 * ax ≡ b (mod m); linear recurrences of order 1 or 2 with constant coefficients (and a constant term) solved in closed
 * form from the characteristic equation; Newton's method for f(x) = 0 from a starting point, marked approximate with
 * its error bound. Sources: Rosen, "Discrete Mathematics and Its Applications" §4.1–4.4 and §8.2; OpenStax Calculus
 * Volume 1 §4.9 "Newton's Method" (CC BY 4.0).
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Topic, TopicAnswer, TopicReading } from '../types';
import { readDiscrete } from './read';
import { solveCongruence, solveInverse, solveModExpr, solveModPower, verifyModular } from './modular';
import { solveRecurrence, verifyRecurrence } from './recurrence';
import { solveNewton, verifyNewton } from './newton';

function solve(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  switch (r.task) {
    case 'mod-power':
      return solveModPower(r);
    case 'mod-expr':
      return solveModExpr(r);
    case 'mod-inverse':
      return solveInverse(r);
    case 'congruence':
      return solveCongruence(r);
    case 'recurrence':
      return solveRecurrence(r);
    case 'newton':
      return solveNewton(r, budget);
    default:
      throw new MathError('VALIDATION_ERROR', `Unknown discrete task ${r.task}`, { reason: 'unknown-task' });
  }
}

function verify(r: TopicReading, a: TopicAnswer): boolean {
  if (r.task === 'recurrence') return verifyRecurrence(r, a);
  if (r.task === 'newton') return verifyNewton(r, a);
  return verifyModular(r, a);
}

export const discrete: Topic = {
  id: 'discrete',
  level: 4,
  examples: ['2^100 mod 7', 'inverse of 3 mod 7', 'solve 3x ≡ 2 (mod 7)', 'a_n = 3a_{n-1} - 2a_{n-2}, a_0 = 1, a_1 = 3'],
  read: readDiscrete,
  solve,
  verify,
};
