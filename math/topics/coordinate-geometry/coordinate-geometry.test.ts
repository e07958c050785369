import { describe, expect, test } from 'vitest';
import { Budget } from '../../budget';
import { answerQuestion } from '../../router';
import { errorCode, solverFor } from '../geometry/test-helpers';
import { coordinateGeometry as T } from './index';

const solve = solverFor(T);
const code = errorCode;

describe('coordinate geometry: the questions of issue #21', () => {
  test('slope of the line through (2, 1) and (5, 7) → 2, checked', () => {
    const r = answerQuestion('slope of the line through (2, 1) and (5, 7)');
    expect(r.simplifyResultText).toBe('2');
    expect(r.verified).toBe(true);
  });
  test('slope / distance / midpoint of two points', () => {
    expect(answerQuestion('distance between (1, 2) and (4, 6)').simplifyResultText).toBe('5');
    expect(answerQuestion('midpoint of (1, 2) and (5, 8)').simplifyResultText).toBe('(3, 5)');
  });
});

describe('coordinate geometry: exact forms', () => {
  test('a line in the three forms', () => {
    expect(solve('equation of the line through (1, 2) and (3, 8)').a.text).toBe('y = 3*x - 1');
    expect(solve('equation of the line through (1, 2) and (3, 8) in point-slope form').a.text).toBe('y - 2 = 3*(x - 1)');
    expect(solve('equation of the line through (1, 2) and (3, 8) in standard form').a.text).toBe('3*x - y = 1');
    expect(solve('line through (1/2, 1) and (3/2, 2) in standard form').a.text).toBe('2*x - 2*y = -1');
  });
  test('vertical and horizontal lines', () => {
    expect(solve('line through (3, 1) and (3, 7)').a.text).toBe('x = 3');
    expect(solve('line through (1, 4) and (5, 4)').a.text).toBe('y = 4');
    expect(solve('line perpendicular to y = 4 through (2, 3)').a.text).toBe('x = 2');
  });
  test('the same point twice is refused', () =>
    expect(code(() => solve('line through (1, 1) and (1, 1)'))).toBe('VALIDATION_ERROR:same-point'));
  test('a curve is not a line', () => expect(code(() => solve('x-intercept of y = x^2 - 4'))).toBe('UNSUPPORTED:not-linear'));
  test('x^2 + y^2 + 1 = 0 is no circle', () =>
    expect(code(() => solve('center and radius of x^2 + y^2 + 1 = 0'))).toBe('VALIDATION_ERROR:not-a-circle'));
  test('every answer is verified', () => {
    for (const q of [
      'line parallel to 3x - 2y = 5 through (1, -1)',
      'intersection of 2x + 3y = 7 and x - y = 1',
      'center and radius of 2x^2 + 2y^2 - 8x = 0',
    ])
      expect(solve(q).verified, q).toBe(true);
  });
});

describe('coordinate geometry: reading', () => {
  test.each([
    'slope of the line through (2, 1)',
    'distance between (1, 2) and (4, 6) and (7, 8)',
    'slope of the weather',
    'midpoint of 3 and 5',
  ])('%s → not read', (q) => expect(T.read(q)).toBeNull());
});

describe('coordinate geometry: readings from outside', () => {
  test('an unknown task is a VALIDATION_ERROR', () => {
    expect(
      code(() =>
        T.solve({ topic: 'coordinate-geometry', task: 'toString', params: {}, inputLatex: '', inputText: '' }, new Budget()),
      ),
    ).toBe('VALIDATION_ERROR:unknown-task');
  });
});
