/**
 * The `sequences` topic (issue #21): arithmetic and geometric sequences (nth term, explicit formula, common difference
 * or ratio), finite series ("sum 1 + 2 + ... + 50", the first n terms), infinite geometric series (|r| < 1 named),
 * Σ notation, the next term of a recognised pattern and recursive definitions — read in notation, words and questions;
 * computed with the engine's exact rationals (./solve.ts, ./pattern.ts); checked independently in floating point by
 * generating the terms one by one (./verify.ts). Formulas: OpenStax College Algebra 2e ch. 9 (CC BY 4.0).
 */
import { MathError } from '../../errors';
import type { Topic } from '../types';
import { readSequences } from './read';
import { solveCommon, solveGeneralTerm, solveInfiniteSum, solveNthTerm, solveSeriesSum, solveSigma } from './solve';
import { solveNextTerm, solveRecursive } from './pattern';
import { sequenceGraph } from './graph';
import { verifySequences } from './verify';

const SOLVERS = {
  'nth-term': solveNthTerm,
  'general-term': solveGeneralTerm,
  'series-sum': solveSeriesSum,
  'infinite-sum': solveInfiniteSum,
  sigma: solveSigma,
  'common-difference': solveCommon,
  'common-ratio': solveCommon,
  'next-term': solveNextTerm,
  recursive: solveRecursive,
} as const;

export const sequences: Topic = {
  id: 'sequences',
  level: 3,
  examples: [
    'Find the 10th term of the arithmetic sequence 3, 7, 11, ...',
    'sum 1 + 2 + ... + 50',
    'sum_{k=1}^{10} (2k+1)',
    'What is the next term of 2, 5, 10, 17, ...?',
    'a_1 = 3, a_n = 2a_{n-1} + 1, find a_5',
  ],
  read: readSequences,
  solve(reading, budget) {
    const solver = SOLVERS[reading.task as keyof typeof SOLVERS];
    if (!solver) throw new MathError('UNSUPPORTED', `Unknown sequences task ${reading.task}`, { reason: 'unknown-task' });
    const answer = solver(reading, budget);
    // the graph shows the first terms as points (n, aₙ)
    const graph = sequenceGraph(reading, answer);
    return graph ? { ...answer, graph } : answer;
  },
  verify: verifySequences,
};
