/**
 * The `coordinate-geometry` topic (issue #21): slope, distance and midpoint of two points; the line through two points
 * or through a point with a slope (slope-intercept, point-slope and standard form); parallel and perpendicular lines
 * through a point; intersection of two lines; intercepts and slope of a line from its equation; centre and radius of a
 * circle from its equation. Exact rational arithmetic (mathjs Fraction) and the engine's radicals.
 */
import type { Topic } from '../types';
import { readTwoPoints, solveTwoPoints, verifyTwoPoints } from './points';
import { readLines, solveLines, verifyLines } from './lines';

const TWO_POINTS = new Set(['slope', 'distance', 'midpoint']);

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
  solve: (r, b) => (TWO_POINTS.has(r.task) ? solveTwoPoints(r, b) : solveLines(r, b)),
  verify: (r, a) => (TWO_POINTS.has(r.task) ? verifyTwoPoints(r, a) : verifyLines(r, a)),
};
