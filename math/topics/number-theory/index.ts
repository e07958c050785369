/**
 * The `number-theory` topic (issue #21): gcd / gcf / hcf, lcm, primality with the reason, prime factorization, the
 * divisors of a number, divisibility and parity (even / odd) — read in notation (`gcd(48, 180)`, `isprime(97)`), words ("greatest common
 * factor of 48 and 180") and questions ("Is 91 prime?", "Is 12 a factor of 96?"); computed with mathjs; checked
 * independently (./verify.ts); steps as in OpenStax Prealgebra 2e §2.5 and Euclid's algorithm.
 */
import { MathError } from '../../errors';
import type { Topic } from '../types';
import { readNumberTheory } from './read';
import { solveDivisible, solveDivisors, solveFactorization, solveGcd, solveIsPrime, solveLcm } from './solve';
import { verifyNumberTheory } from './verify';
import { solveParity } from './parity';

const SOLVERS = {
  gcd: solveGcd,
  lcm: solveLcm,
  'prime-factorization': solveFactorization,
  divisors: solveDivisors,
  'is-prime': solveIsPrime,
  divisible: solveDivisible,
  parity: solveParity,
} as const;

export const numberTheory: Topic = {
  id: 'number-theory',
  level: 2,
  examples: [
    'gcd(48, 180)',
    'lcm of 8 and 14',
    'Is 91 prime?',
    'prime factorization of 84',
    'divisors of 36',
    'Is 12 a factor of 96?',
    'Is 17 even?',
  ],
  read: readNumberTheory,
  solve(reading, budget) {
    const solver = SOLVERS[reading.task as keyof typeof SOLVERS];
    if (!solver) throw new MathError('UNSUPPORTED', `Unknown number-theory task ${reading.task}`, { reason: 'unknown-task' });
    return solver(reading, budget);
  },
  verify: verifyNumberTheory,
};
