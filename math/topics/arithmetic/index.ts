/**
 * The `arithmetic` topic (issue #21): the four operations, powers and roots in words, factorials, rounding (decimal
 * places, significant figures, nearest ten...), fractions ↔ decimals ↔ percents (repeating decimals too), scientific
 * notation, number bases, remainders, yes/no comparisons ("Is 3 < 5?"), the largest / smallest / k-th largest of some
 * numbers, the one closest to a value, sorting, reciprocals, and + − × in other bases. Read in notation, words and questions; computed with the engine's exact arithmetic and mathjs; checked
 * independently (./verify.ts); steps as in OpenStax Prealgebra 2e (CC BY 4.0).
 */
import { MathError } from '../../errors';
import type { Topic } from '../types';
import { readArithmetic } from './read';
import { solveEvaluate, solveFactorial, solveRemainder, solveRound } from './solve';
import { solveBase, solveClosest, solveCompare, solveConvert, solveExtreme, solveKth, solveSort } from './convert';
import { verifyArithmetic } from './verify';
import { solveReciprocal } from './reciprocal';
import { solveBaseArith } from './base-arith';

const SOLVERS = {
  evaluate: solveEvaluate,
  factorial: solveFactorial,
  round: solveRound,
  remainder: solveRemainder,
  convert: solveConvert,
  base: solveBase,
  'base-arith': solveBaseArith,
  reciprocal: solveReciprocal,
  compare: solveCompare,
  extreme: solveExtreme,
  sort: solveSort,
  kth: solveKth,
  closest: solveClosest,
} as const;

export const arithmetic: Topic = {
  id: 'arithmetic',
  level: 1,
  examples: [
    '147 divided by 5',
    '5!',
    'round 2.71828 to 3 decimal places',
    '2/3 as a decimal',
    '125 in base 2',
    'Is 3 < 5?',
    'Sort 5, -2, 0.5, 3',
    'reciprocal of 3/7',
    '101 + 11 in base 2',
  ],
  read: readArithmetic,
  solve(reading, budget) {
    const solver = SOLVERS[reading.task as keyof typeof SOLVERS];
    if (!solver) throw new MathError('UNSUPPORTED', `Unknown arithmetic task ${reading.task}`, { reason: 'unknown-task' });
    return solver(reading, budget);
  },
  verify: verifyArithmetic,
};
