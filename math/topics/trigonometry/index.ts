/**
 * The `trigonometry` topic (issue #21): degrees ↔ radians, exact values on the unit circle, inverse functions, reference
 * and coterminal angles, quadrants, equations on a stated interval (degrees when the question uses degrees) or with the
 * general solution, period / amplitude / phase shift / midline, the laws of sines (with the ambiguous case) and
 * cosines, and identities. The engine computes (parse, simplify with exact special values, solveEquation,
 * simplifyFull); this topic reads, writes the steps and checks every answer numerically by another route.
 * Source: OpenStax Algebra and Trigonometry 2e ch. 7–10 (CC BY 4.0).
 */
import { MathError } from '../../errors';
import type { Topic, TopicAnswer, TopicReading } from '../types';
import { solveTrigEquation, verifyTrigEquation } from './equations';
import { solveGraph, verifyGraph } from './graphs';
import { solveIdentity, verifyIdentity } from './identity';
import { trigGraph } from './plot';
import { readTrigonometry } from './read';
import { solveTriangle, verifyTriangle } from './triangles';
import { solveValues, verifyValues } from './values';

type Pair = [(r: TopicReading) => TopicAnswer, (r: TopicReading, a: TopicAnswer) => boolean];
const VALUES: Pair = [solveValues, verifyValues];
const GRAPH: Pair = [solveGraph, verifyGraph];
const TRIANGLE: Pair = [solveTriangle, verifyTriangle];
const TASKS: Record<string, Pair> = {
  'deg-to-rad': VALUES,
  'rad-to-deg': VALUES,
  'exact-value': VALUES,
  inverse: VALUES,
  'reference-angle': VALUES,
  coterminal: VALUES,
  quadrant: VALUES,
  equation: [solveTrigEquation, verifyTrigEquation],
  period: GRAPH,
  amplitude: GRAPH,
  'phase-shift': GRAPH,
  midline: GRAPH,
  'law-of-sines': TRIANGLE,
  'law-of-cosines': TRIANGLE,
  identity: [solveIdentity, verifyIdentity],
};
const pair = (r: TopicReading): Pair => {
  const p = TASKS[r.task];
  if (!p) throw new MathError('UNSUPPORTED', `Unknown trigonometry task ${r.task}`, { reason: 'unknown-task' });
  return p;
};

export const trigonometry: Topic = {
  id: 'trigonometry',
  level: 3,
  examples: [
    'convert 60 degrees to radians',
    'What is sin(30 degrees)?',
    'Solve 2cos(x) - 1 = 0 on [0, 2pi)',
    'Determine the period of f(x) = sin(πx/6)',
    'law of cosines a=3, b=4, C=60 degrees find c',
    'prove tan x cos x = sin x',
  ],
  read: readTrigonometry,
  solve(reading, budget) {
    budget.check();
    const answer = pair(reading)[0](reading);
    // the graph: the curve with one period marked, or an equation's sides with its solutions as points (./plot.ts)
    const graph = trigGraph(reading, answer);
    return graph ? { ...answer, graph } : answer;
  },
  verify: (reading, answer) => pair(reading)[1](reading, answer),
};
