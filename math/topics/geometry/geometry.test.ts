import { describe, expect, test } from 'vitest';
import { Budget } from '../../budget';
import { answerQuestion } from '../../router';
import { errorCode, solverFor } from './test-helpers';
import { geometry } from './index';

const solve = solverFor(geometry);
const code = errorCode;

describe('geometry: the questions of issue #21', () => {
  test('area of a triangle with base 6 and height 4 → 12 (and units carried: 12 cm²)', () => {
    expect(answerQuestion('area of a triangle with base 6 and height 4').simplifyResultText).toBe('12');
    const { a, verified } = solve('area of a triangle with base 6 cm and height 4 cm');
    expect(a.text).toBe('12 cm^2');
    expect(a.latex).toBe('12\\,\\text{cm}^{2}');
    expect(a.kind).toBe('quantity');
    expect(verified).toBe(true);
  });
  test('the formula step keeps the formula’s own braces: ½·b·h, not \\fracundefinedundefined', () => {
    const steps = answerQuestion('area of a triangle with base 6 and height 4').steps;
    const latex = steps.flatMap((s) => [s.before, s.after, ...Object.values(s.params ?? {})]).join(' ');
    expect(latex).toContain('\\frac{1}{2}');
    expect(latex).not.toContain('undefined');
  });
  test('hypotenuse of a right triangle with legs 5 and 12 → 13, verified', () => {
    const r = answerQuestion('hypotenuse of a right triangle with legs 5 and 12');
    expect(r.simplifyResultText).toBe('13');
    expect(r.verified).toBe(true);
    expect(r.steps.length).toBeGreaterThanOrEqual(3);
  });
});

describe('geometry: exact answers with the decimal beside them', () => {
  test('π stays exact: circle of radius 3 → 9π ≈ 28.27433388', () => {
    const { a } = solve('area of a circle with radius 3');
    expect(a.text).toBe('9*pi');
    expect(a.approx).toBe('28.27433388');
    expect(a.steps.map((s) => s.rule)).toEqual([
      'area-formula',
      'substitute-values',
      'evaluate-arithmetic',
      'decimal-approximation',
    ]);
  });
  test('radicals are simplified: legs 6 and 6 → 6√2', () =>
    expect(solve('hypotenuse of a right triangle with legs 6 and 6').a.text).toBe('6*sqrt(2)'));
  test('a diameter becomes a radius first', () =>
    expect(solve('area of a circle with diameter 10 m').a.steps[0].rule).toBe('diameter-to-radius'));
  test('Heron for three sides; the triangle inequality is checked', () => {
    expect(solve('area of a triangle with sides 13, 14 and 15').a.text).toBe('84');
    expect(code(() => solve('area of a triangle with sides 1, 2 and 5'))).toBe('VALIDATION_ERROR:not-a-triangle');
  });
  test('non-positive lengths and impossible legs are refused, never guessed', () => {
    expect(code(() => solve('area of a square with side 0'))).toBe('VALIDATION_ERROR:non-positive-length');
    expect(code(() => solve('right triangle with leg 13 and hypotenuse 5, find the other leg'))).toBe(
      'VALIDATION_ERROR:leg-not-shorter',
    );
  });
});

describe('geometry: reading accounts for the whole question', () => {
  test.each([
    'area of a triangle with base 6',
    'area of a triangle with base 6 and height 4 and colour red',
    'area of a circle with radius 3 cm and height 2 m',
    'what is the weather like in a triangle',
    'volume of a circle with radius 3',
    'solve x^2 = 4',
  ])('%s → not read', (q) => expect(geometry.read(q)).toBeNull());
});

describe('geometry: converse, angles, arcs', () => {
  test('5, 12, 13 is a right triangle; 4, 5, 6 is not; 1, 2, 3 is no triangle at all', () => {
    expect(solve('is 5, 12, 13 a right triangle').a.value).toBe(true);
    expect(solve('is 4, 5, 6 a right triangle').a.value).toBe(false);
    expect(solve('is 1, 2, 3 a right triangle').a.value).toBe(false);
    expect(solve('is 1, 2, 3 a right triangle').verified).toBe(true);
  });
  test('polygon angle sums and regular polygons', () => {
    expect(solve('sum of the interior angles of a 12-gon').a.text).toBe('1800°');
    expect(solve('each interior angle of a regular hexagon').a.text).toBe('120°');
    expect(solve('each interior angle of a regular heptagon').a.text).toBe('900/7°');
    expect(
      code(() =>
        geometry.solve(
          { topic: 'geometry', task: 'angle-sum', params: { n: 20000 }, inputLatex: '', inputText: '' },
          new Budget(),
        ),
      ),
    ).toBe('VALIDATION_ERROR:bad-polygon');
  });
  test('the third angle must be positive', () =>
    expect(code(() => solve('two angles of a triangle are 100 and 90 degrees, find the third angle'))).toBe(
      'VALIDATION_ERROR:not-a-triangle',
    ));
});

describe('geometry: similar triangles and right-triangle trigonometry', () => {
  test('the correspondence follows the order of the vertices', () => {
    expect(solve('Triangle ABC is similar to triangle DEF. AB = 4, DE = 6 and BC = 5. Find EF.').a.text).toBe('15/2');
    expect(code(() => solve('triangle ABC is similar to triangle DEF, AB = 4, DE = 6, BC = 5, find DF'))).toBe(
      'VALIDATION_ERROR:missing-corresponding-side',
    );
  });
  test('exact at special angles, decimals (inexact) otherwise, all verified', () => {
    const s = solve('right triangle: angle 60°, hypotenuse 10, find the opposite side');
    expect(s.a.text).toBe('5*sqrt(3)');
    expect(s.a.exact).toBe(true);
    const d = solve('right triangle with angle 40° and adjacent side 8, find the opposite side');
    expect(d.a.exact).toBe(false);
    expect(d.verified).toBe(true);
    expect(code(() => solve('right triangle with hypotenuse 3 and opposite side 5, find the angle'))).toBe(
      'VALIDATION_ERROR:bad-right-triangle',
    );
  });
});

describe('geometry: ambiguous questions are not guessed', () => {
  test('"two sides 5 and 13, find the third side" may have two answers: not read', () => {
    expect(geometry.read('a right triangle has sides 5 and 13, find the third side')).toBeNull();
    expect(solve('a right triangle has legs 5 and 13, find the third side').a.text).toBe('sqrt(194)');
  });
});

describe('geometry: quiz distractors are wrong answers', () => {
  test('forgetting the ½ of a triangle, the root of a hypotenuse', () => {
    const t = solve('area of a triangle with base 6 cm and height 4 cm').a.steps.find((s) => s.rule === 'evaluate-arithmetic')!;
    expect(t.distractors).toContain('24\\,\\text{cm}^{2}');
    expect(t.distractors).not.toContain(t.after);
    const h = solve('hypotenuse of a right triangle with legs 5 and 12').a.steps.at(-1)!;
    expect(h.distractors?.length).toBeGreaterThanOrEqual(2);
    expect(h.distractors).not.toContain(h.after);
  });
});

test('angles written with the degree sign are read', () => {
  expect(solve('A triangle has angles of 90° and 35°. What is the third angle?').a.text).toBe('55°');
});
