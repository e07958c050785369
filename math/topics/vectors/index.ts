/**
 * The `vectors` topic (issue #21): 2-D and 3-D vectors written `<1, 2>`, `(3, 4)`, `[1, 2, 3]` or `2i - j + k` —
 * magnitude, dot and cross product, angle between, unit vector, linear combinations, parallel/orthogonal tests,
 * projections, components from magnitude and direction. Exact through the engine; checked with mathjs.
 */
import type { Topic, TopicReading } from '../types';
import { taskOf, type Solver } from '../geometry/dispatch';
import { readVectors } from './read';
import {
  solveAngle,
  solveCombination,
  solveComponents,
  solveCross,
  solveDirection,
  solveDot,
  solveMagnitude,
  solveProjection,
  solveUnit,
} from './solve';
import { solveRelation } from './relation';
import { verifyVectors } from './verify';

const TASKS: Record<string, Solver> = {
  magnitude: [solveMagnitude, verifyVectors],
  dot: [solveDot, verifyVectors],
  cross: [solveCross, verifyVectors],
  angle: [solveAngle, verifyVectors],
  unit: [solveUnit, verifyVectors],
  direction: [solveDirection, verifyVectors],
  combination: [solveCombination, verifyVectors],
  projection: [solveProjection, verifyVectors],
  'scalar-projection': [solveProjection, verifyVectors],
  components: [solveComponents, verifyVectors],
  parallel: [solveRelation, verifyVectors],
  orthogonal: [solveRelation, verifyVectors],
  relation: [solveRelation, verifyVectors],
};
const task = (r: TopicReading): Solver => taskOf('vectors', TASKS, r);

export const vectors: Topic = {
  id: 'vectors',
  level: 3,
  examples: [
    'magnitude of the vector <3, 4>',
    'dot product of <1, 2, 3> and <4, 5, 6>',
    'cross product of <1, 2, 3> and <4, 5, 6>',
    'angle between the vectors <1, 0> and <1, 1>',
  ],
  read: readVectors,
  solve: (r, b) => task(r)[0](r, b),
  verify: (r, a) => task(r)[1](r, a),
};
