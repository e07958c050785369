/**
 * The `algebra` topic (issue #21): systems of equations in every phrasing (2×2, 3×3; "and", commas, new lines, braces,
 * "solve for x and y"), quadratics (roots/zeros with complex roots as a + bi in increasing order, vertex, axis of
 * symmetry, discriminant and the nature of the roots, completing the square, maximum/minimum value), polynomial
 * division with the remainder and factor theorems, and equations or inequalities named in words ("Solve the rational
 * equation …", "compound inequality …") with identities and contradictions explained. The computations are the
 * engine's (math/solve, math/poly.ts); this topic reads, explains, and checks each answer by another route.
 */
import type { Topic, TopicReading } from '../types';
import { taskOf, type Solver } from '../geometry/dispatch';
import { readAlgebra } from './read';
import { algebraGraph } from './graph';
import { solveClassify, solveRelation, solveSystemReading, verifyClassify, verifyRelation, verifySystem } from './equations';
import {
  solveAxis,
  solveCompleteSquare,
  solveDiscriminant,
  solveExtremum,
  solveVertex,
  verifyDiscriminant,
  verifyVertexForm,
  verifyVertexLike,
} from './quadratic';
import { solveDivide, solveIsFactor, solveRemainder, verifyDivision } from './division';
import { solveRoots } from './roots';
import { solveChangeOfBase, verifyChangeOfBase } from './logs';

const TASKS: Record<string, Solver> = {
  system: [solveSystemReading, verifySystem],
  vertex: [solveVertex, verifyVertexLike],
  axis: [solveAxis, verifyVertexLike],
  extremum: [solveExtremum, verifyVertexLike],
  discriminant: [solveDiscriminant, verifyDiscriminant],
  'complete-square': [solveCompleteSquare, verifyVertexForm],
  roots: [solveRoots, verifyRelation],
  equation: [solveRelation, verifyRelation],
  classify: [solveClassify, verifyClassify],
  divide: [solveDivide, verifyDivision],
  remainder: [solveRemainder, verifyDivision],
  'is-factor': [solveIsFactor, verifyDivision],
  'change-of-base': [solveChangeOfBase, verifyChangeOfBase],
};
const task = (r: TopicReading): Solver => taskOf('algebra', TASKS, r);

export const algebra: Topic = {
  id: 'algebra',
  level: 2,
  examples: [
    'Solve the system: 2x + 3y = 12, x - y = 1',
    'Find the vertex of y = x^2 - 4x + 3',
    'What is the discriminant of 2x^2 + 3x - 5?',
    'Complete the square: x^2 + 6x + 5',
    'Divide x^3 - 2x^2 + 3 by x - 1',
    'Find the remainder when x^3 + 2x - 5 is divided by x - 2',
    'Use the change of base formula to evaluate log_3(7)',
  ],
  read: readAlgebra,
  solve: (r, b) => {
    const answer = task(r)[0](r, b);
    const graph = answer.graph ?? algebraGraph(r);
    return graph ? { ...answer, graph } : answer;
  },
  verify: (r, a) => task(r)[1](r, a),
};
