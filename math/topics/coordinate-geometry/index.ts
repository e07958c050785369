/**
 * The `coordinate-geometry` topic (issue #21): slope, distance and midpoint of two points; the line through two points
 * or through a point with a slope (slope-intercept, point-slope and standard form); parallel and perpendicular lines
 * through a point; intersection of two lines; intercepts and slope of a line from its equation; centre and radius of a
 * circle from its equation. Exact rational arithmetic (mathjs Fraction) and the engine's radicals.
 */
import type { Topic, TopicReading } from '../types';
import { taskOf, type Solver } from '../geometry/dispatch';
import { readTwoPoints, solveTwoPoints, verifyTwoPoints } from './points';
import { readLines, solveLines, verifyLines } from './lines';

const POINTS: Solver = [solveTwoPoints, verifyTwoPoints];
const LINES: Solver = [solveLines, verifyLines];
const TASKS: Record<string, Solver> = {
  slope: POINTS,
  distance: POINTS,
  midpoint: POINTS,
  line: LINES,
  parallel: LINES,
  perpendicular: LINES,
  'line-slope': LINES,
  intercepts: LINES,
  intersection: LINES,
  circle: LINES,
};
const task = (r: TopicReading): Solver => taskOf('coordinate-geometry', TASKS, r);

export const coordinateGeometry: Topic = {
  id: 'coordinate-geometry',
  level: 2,
  examples: [
    'slope of the line through (2, 1) and (5, 7)',
    'distance between (1, 2) and (4, 6)',
    'midpoint of (1, 2) and (5, 8)',
    'equation of the line through (1, 2) and (3, 8)',
    'center and radius of x^2 + y^2 - 4x + 6y - 3 = 0',
  ],
  read: (q) => readTwoPoints(q) ?? readLines(q),
  solve: (r, b) => task(r)[0](r, b),
  verify: (r, a) => task(r)[1](r, a),
};
