/**
 * The `geometry` topic (issue #21): perimeter, area, volume and surface area of the standard shapes (π kept exact,
 * decimal beside it, units carried), the Pythagorean theorem and its converse, angle sums of triangles and polygons,
 * interior/exterior angles of regular polygons, arc length and sector area, right-triangle trigonometry, similar triangles.
 * Tasks: `measure`, `hypotenuse`, `missing-leg`, `is-right-triangle`, `angle-sum`, `regular-interior`,
 * `regular-exterior`, `exterior-sum`, `third-angle`, `arc-length`, `sector-area`, `trig-side`, `trig-angle` (right-triangle
 * trigonometry), `similar` (similar triangles).
 */
import type { Topic, TopicReading } from '../types';
import { taskOf, type Solver } from './dispatch';
import { readMeasure, solveMeasure, verifyMeasure } from './measure';
import { readConverse, readPythagoras, solveConverse, solvePythagoras, verifyConverse, verifyPythagoras } from './pythagoras';
import { readAngles, readArc, solveAngles, solveArc, verifyAngles, verifyArc } from './angles';
import { readTrig, solveTrig, verifyTrig } from './trig';
import { readSimilar, solveSimilar, verifySimilar } from './similar';

const ANGLES: Solver = [solveAngles, verifyAngles];
const TASKS: Record<string, Solver> = {
  measure: [solveMeasure, verifyMeasure],
  hypotenuse: [solvePythagoras, verifyPythagoras],
  'missing-leg': [solvePythagoras, verifyPythagoras],
  'is-right-triangle': [solveConverse, verifyConverse],
  'angle-sum': ANGLES,
  'regular-interior': ANGLES,
  'regular-exterior': ANGLES,
  'exterior-sum': ANGLES,
  'third-angle': ANGLES,
  'arc-length': [solveArc, verifyArc],
  'sector-area': [solveArc, verifyArc],
  'trig-side': [solveTrig, verifyTrig],
  'trig-angle': [solveTrig, verifyTrig],
  similar: [solveSimilar, verifySimilar],
};

const task = (r: TopicReading): Solver => taskOf('geometry', TASKS, r);

export const geometry: Topic = {
  id: 'geometry',
  level: 1,
  examples: [
    'area of a triangle with base 6 cm and height 4 cm',
    'hypotenuse of a right triangle with legs 5 and 12',
    'volume of a cylinder with radius 3 and height 5',
    'is 5, 12, 13 a right triangle?',
    'sum of the interior angles of a hexagon',
  ],
  read: (q) =>
    readConverse(q) ?? readPythagoras(q) ?? readTrig(q) ?? readSimilar(q) ?? readArc(q) ?? readMeasure(q) ?? readAngles(q),
  solve: (reading, budget) => task(reading)[0](reading, budget),
  verify: (reading, answer) => task(reading)[1](reading, answer),
};
