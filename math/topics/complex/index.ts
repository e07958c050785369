/**
 * The `complex` topic (issue #21): arithmetic in a + bi form (+ − × ÷, powers of i, √ of negative numbers), modulus,
 * argument, polar / trigonometric / exponential form and back, conjugate, powers by De Moivre's theorem and the n-th
 * roots (roots of unity). Exact through the engine's arithmetic; checked with mathjs complex numbers.
 */
import type { Topic, TopicReading } from '../types';
import { taskOf, type Solver } from '../geometry/dispatch';
import { readComplex } from './read';
import {
  solveArgument,
  solveArithmetic,
  solveConjugate,
  solveModulus,
  solvePolar,
  solvePower,
  solveRectangular,
  solveRoots,
} from './solve';
import { verifyComplex } from './verify';

const TASKS: Record<string, Solver> = {
  arithmetic: [solveArithmetic, verifyComplex],
  power: [solvePower, verifyComplex],
  rectangular: [solveRectangular, verifyComplex],
  modulus: [solveModulus, verifyComplex],
  argument: [solveArgument, verifyComplex],
  polar: [solvePolar, verifyComplex],
  conjugate: [solveConjugate, verifyComplex],
  roots: [solveRoots, verifyComplex],
};
const task = (r: TopicReading): Solver => taskOf('complex', TASKS, r);

export const complex: Topic = {
  id: 'complex',
  level: 3,
  examples: ['(3 + 2i)(2 - i)', 'modulus of 3 + 4i', 'write 1 + i in polar form', 'cube roots of 8', 'conjugate of 2 - 5i'],
  read: readComplex,
  solve: (r, b) => task(r)[0](r, b),
  verify: (r, a) => task(r)[1](r, a),
};
