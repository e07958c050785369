import { describe, expect, test } from 'vitest';
import { corpusSuite, errorCode, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { calculus } from './index';
import { answerQuestion } from '../../router';
import { normalizeQuestion } from '../../read';

/** The calculus corpus (SymPy solveset/series/idiff) through the path users get. */
corpusSuite('calculus', CORPUS);

const solve = solverFor(calculus);

describe('calculus (issue #22): critical points, tangents, Taylor, implicit derivatives', () => {
  test('critical points with their kind by the second derivative test', () => {
    const { a, verified } = solve('local extrema of x^3 - 3x');
    expect(verified).toBe(true);
    expect(a.text).toBe('local max (-1, 2); local min (1, -2)');
    expect(a.steps.map((s) => s.rule)).toEqual([
      'calc-derivative',
      'calc-critical-solve',
      'calc-second-derivative-max',
      'calc-second-derivative-min',
    ]);
  });

  test('a flat critical point falls back to the first derivative test (x^3 at 0 is neither)', () => {
    const { a, verified } = solve('local extrema of x^3');
    expect(verified).toBe(true);
    expect(a.text).toBe('none');
    expect(a.steps.some((s) => s.rule === 'calc-first-derivative-none')).toBe(true);
  });

  test('a periodic family of critical points is refused, never cut to a few', () => {
    expect(errorCode(() => solve('critical points of sin(x)'))).toBe('UNSUPPORTED:calculus-unsupported');
  });

  test('the check rejects a missing critical point and a wrong tangent line', () => {
    const c = solve('critical points of x^4 - 2x^2');
    expect(calculus.verify(c.r, { ...c.a, text: 'x = -1, x = 1' })).toBe(false);
    const t = solve('equation of the tangent line to y = x^2 at x = 3');
    expect(t.a.text).toBe('y = 6*x - 9');
    expect(calculus.verify(t.r, { ...t.a, text: 'y = 6*x - 8' })).toBe(false);
  });

  test('Taylor: the error of a wrong coefficient is caught', () => {
    const { r, a, verified } = solve('find the Maclaurin series of cos(x)');
    expect(verified).toBe(true);
    expect(a.latex).toMatch(/\\cdots$/);
    expect(calculus.verify(r, { ...a, text: '1 - x^2/2 + x^4/12 - x^6/720 + ...' })).toBe(false);
  });

  test('implicit differentiation matches the slope of the traced curve', () => {
    const { r, a, verified } = solve('find dy/dx for x^2 + y^2 = 25');
    expect(verified).toBe(true);
    expect(a.text).toBe('dy/dx = -x/y');
    expect(calculus.verify(r, { ...a, text: 'dy/dx = x/y' })).toBe(false);
  });

  test('"find dy/dx if y = x^2" stays the derivative it asks for', () => {
    expect(answerQuestion('find dy/dx if y = x^2').simplifyResultText).toBe('2*x');
  });

  test('areas between curves (pieces in absolute value), volumes of revolution and arc length', () => {
    expect(solve('area under the curve y = sin(x) from x = 0 to x = 2pi').a.text).toBe('4');
    const area = solve('area between y = x^2 and y = x');
    expect(area.a.text).toBe('1/6');
    expect(calculus.verify(area.r, { ...area.a, text: '1/3' })).toBe(false);
    expect(solve('volume of the solid obtained by rotating y = x^2 from x = 0 to x = 1 about the x-axis').a.latex).toBe(
      '\\frac{\\pi}{5}',
    );
    const arc = solve('arc length of y = cosh(x) from x = 0 to x = 1');
    expect(Number(arc.a.text)).toBeCloseTo(Math.sinh(1), 8);
    expect(arc.verified).toBe(true);
  });
});

describe('calculus notation the core reads (issue #22): higher derivatives and the integral sign with bounds', () => {
  test.each([
    ['d^2/dx^2 sin(x)', '-sin(x)'],
    ['d²y/dx² if y = x^3', '6*x'],
    ["find y'' if y = x^3", '6*x'],
    ["find f''(x) if f(x) = e^(3x)", '9*exp(3*x)'],
    ["f'(x) if f(x) = x^3", '3*x^2'],
    ['d^3/dt^3 t^4', '24*t'],
  ])('%s is the derivative it asks for, never letters multiplied', (q, want) => {
    const r = answerQuestion(q);
    expect(r.routedTask).toBe('derivative');
    expect(r.simplifyResultText).toBe(want);
  });

  test('mismatched Leibniz orders are not read as a derivative', () => {
    expect(() => answerQuestion('d^2/dx^3 sin(x)')).toThrow();
    expect(() => answerQuestion('d^2/dx sin(x)')).toThrow();
  });

  test.each([
    ['∫_1^∞ 1/x^2 dx', '1'],
    ['∫_{0}^{1} x^2 dx', '1/3'],
    ['int_1^inf 1/x^2 dx', '1'],
    ['∫ from 1 to ∞ of 1/x^2 dx', '1'],
  ])('%s is a definite integral', (q, want) => {
    const r = answerQuestion(q);
    expect(r.routedTask).toBe('definite-integral');
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
  });

  test('an improper integral that diverges says so', () => {
    expect(answerQuestion('∫_1^∞ 1/x dx').status).toBe('divergent');
  });

  test.each([
    ['does ∫_1^∞ 1/x dx converge', 'diverges'],
    ['Determine whether the integral of 1/x^2 from 1 to infinity converges or diverges', '1'],
    ['Does the improper integral ∫_1^∞ e^(-x) dx converge or diverge?', '1/e'],
  ])('"%s" is answered by the value or "diverges", with the improper integral as a limit in the steps', (q, want) => {
    const r = answerQuestion(normalizeQuestion(q, 'en'));
    expect(r.routedTask).toBe('definite-integral');
    expect(r.simplifyResultText).toBe(want);
    expect(r.steps.map((s) => s.rule)).toContain('improper-integral');
  });

  test('"use logarithmic differentiation to …" shows that method', () => {
    const r = answerQuestion(normalizeQuestion('use logarithmic differentiation to find the derivative of y = x^sin(x)', 'en'));
    expect(r.steps.map((s) => s.rule)).toContain('logarithmic-differentiation');
  });
});

describe('parametric derivatives, related rates and optimisation (issue #22)', () => {
  test('dy/dx = (dy/dt)/(dx/dt), named in the steps, and a wrong ratio is caught', () => {
    const { r, a, verified } = solve('find dy/dx for x = t^2, y = t^3');
    expect(verified).toBe(true);
    expect(a.text).toBe('dy/dx = 3*t/2');
    expect(a.steps.map((s) => s.rule)).toEqual(['calc-param-rates', 'calc-param-ratio']);
    expect(calculus.verify(r, { ...a, text: 'dy/dx = 2*t/3' })).toBe(false);
    expect(solve('x = t^2 + 1, y = t^3 - t, find dy/dx at t = 2').a.text).toBe('11/4');
  });

  test('related rates: the equation is said, differentiated in t, and the rate checked along a path', () => {
    const { r, a, verified } = solve(
      'A ladder 10 ft long rests against a vertical wall. If the bottom of the ladder slides away from the wall at 1 ft/s, how fast is the top sliding down when the bottom is 6 ft from the wall?',
    );
    expect(verified).toBe(true);
    expect(a.text).toBe('dy/dt = -3/4');
    expect(a.steps[0]!.rule).toBe('calc-rr-equation');
    expect(a.steps[0]!.params!.eq).toContain('x^{2} + y^{2}');
    expect(calculus.verify(r, { ...a, text: 'dy/dt = 3/4' })).toBe(false);
    expect(solve('the radius of a circle increases at 2 cm/s; how fast is the area increasing when r = 5').a.text).toBe(
      'dA/dt = 20*pi',
    );
  });

  test('related rates: a value the equation leaves two-valued is refused, and a stray number is not read', () => {
    expect(errorCode(() => solve('If x^2 + y^2 = 25 and dx/dt = 3, find dy/dt when x = 3'))).toBe(
      'UNSUPPORTED:calculus-unsupported',
    );
    expect(
      calculus.read(
        'The radius of a circle increases at 2 cm/s for 7 seconds. How fast is the area increasing when the radius is 5 cm?',
      ),
    ).toBeNull();
  });

  test('optimisation: the only critical point with the second derivative test, or the closed interval method', () => {
    const box = solve(
      'An open box is made from a square piece of cardboard 12 inches on a side by cutting equal squares from the corners and turning up the sides. Find the maximum volume',
    );
    expect(box.verified).toBe(true);
    expect(box.a.text).toBe('max V = 128 at x = 2');
    expect(box.a.steps.map((s) => s.rule)).toContain('calc-opt-only-max');
    expect(calculus.verify(box.r, { ...box.a, text: 'max V = 100 at x = 3' })).toBe(false);
    const closed = solve('find the absolute maximum and minimum of f(x) = x^3 - 3x on [0, 2]');
    expect(closed.a.text).toBe('max f = 2 at x = 2; min f = -2 at x = 1');
    expect(closed.a.steps.map((s) => s.rule)).toContain('calc-opt-closed');
    expect(calculus.verify(closed.r, { ...closed.a, text: 'max f = 2 at x = 2; min f = -1 at x = 1' })).toBe(false);
  });

  test('optimisation: no maximum of x + 4/x on x > 0 is claimed', () => {
    expect(errorCode(() => solve('maximize f(x) = x + 4/x for x > 0'))).toBe('UNSUPPORTED:calculus-unsupported');
  });
});

describe('limits at a point with a radical (issue #22): multiply by the conjugate, factor and cancel', () => {
  test.each([
    ['lim x->0 (sqrt(x+4)-2)/x', '1/4'],
    ['lim x->9 (sqrt(x)-3)/(x-9)', '1/6'],
    ['lim x->1 (x-1)/(sqrt(x)-1)', '2'],
    ['lim x->0 (sqrt(1+x)-sqrt(1-x))/x', '1'],
  ])('%s = %s with the conjugate named', (q, want) => {
    const r = answerQuestion(q);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
    const rules = r.steps.map((s) => s.rule);
    expect(rules).toEqual(expect.arrayContaining(['multiply-by-conjugate', 'factor-and-cancel']));
    expect(rules).not.toContain('lhopital-rule');
  });

  test("0/0 without a radical keeps L'Hôpital's rule; x^2 sin(1/x) the squeeze theorem", () => {
    expect(answerQuestion('lim x->0 (1-cos(x))/x^2').steps.map((s) => s.rule)).toContain('lhopital-rule');
    expect(answerQuestion('lim x->0 x^2 sin(1/x)').steps.map((s) => s.rule)).toContain('squeeze-theorem');
  });
});

describe('higher derivatives at a point (issue #22)', () => {
  test("f''(2) for x^4 is 48, differentiated twice and checked by a difference stencil", () => {
    const { r, a, verified } = solve("find f''(2) if f(x) = x^4");
    expect(verified).toBe(true);
    expect(a.text).toBe('48');
    expect(a.steps.map((s) => s.rule)).toEqual(['calc-second-derivative', 'calc-slope-at-point']);
    expect(calculus.verify(r, { ...a, text: '32' })).toBe(false);
    const third = solve("f'''(0) if f(x) = sin(2x)");
    expect(third.a.text).toBe('-8');
    expect(calculus.verify(third.r, { ...third.a, text: '8' })).toBe(false);
  });

  test('optimisation refuses a pole or a corner in the domain', () => {
    expect(errorCode(() => solve('minimize f(x) = 1/x on [-1, 1]'))).toBe('UNSUPPORTED:calculus-unsupported');
    expect(errorCode(() => solve('minimize f(x) = abs(x - 1) + x^2'))).toBe('UNSUPPORTED:calculus-unsupported');
  });
});

describe('related rates: the sign of the given rate is read from the words', () => {
  test('water draining from a cone is a negative rate of the volume', () => {
    const { a, verified } = solve(
      'Water drains from an inverted conical tank of radius 2 m and height 4 m at 1 m^3/min. How fast is the water level changing when the water is 2 m deep?',
    );
    expect(verified).toBe(true);
    expect(a.text).toBe('dh/dt = -1/pi');
  });

  test('"decreasing at -2" (a double negative) is not read', () => {
    expect(
      calculus.read('The radius of a circle is decreasing at -2 cm/s. How fast is the area changing when the radius is 5 cm?'),
    ).toBeNull();
  });
});

describe('explicit derivatives next to "y = …" (issue #22: dy/dx is read as a derivative, never as a product)', () => {
  test.each([
    ['find dy/dx of y = x^5', '5*x^4'],
    ['find d^2y/dx^2 for y = ln(x)', '-1/x^2'],
    ["y'' for y = sin(x)", '-sin(x)'],
  ])('%s = %s, checked by differences', (q, want) => {
    const r = answerQuestion(q);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
  });

  test('logarithmic differentiation is named when the question asks for it', () => {
    const r = answerQuestion('use logarithmic differentiation to find dy/dx for y = (x^2+1)^x');
    expect(r.steps.map((s) => s.rule)).toContain('logarithmic-differentiation');
    expect(r.verified).toBe(true);
  });

  test('a tangent at a point off the curve is not read as the tangent at that x', () => {
    expect(calculus.read('tangent line to y = x^2 at (1, 5)')).toBeNull();
    expect(solve('find the slope of the tangent line to y = x^3 - 2x at the point (1, -1)').a.text).toBe('1');
  });

  test('"evaluate lim x->1 …" is the limit notation after a verb', () => {
    expect(answerQuestion('evaluate lim x->1 (x^3-1)/(x-1)').simplifyResultText).toBe('3');
  });
});

describe('trigonometric substitution beyond the table forms (issue #22)', () => {
  test.each([
    ['∫ x^2/sqrt(1-x^2) dx', 'asin(x)/2 - x*sqrt(1 - x^2)/2 + C'],
    ['∫ 1/(x^2 sqrt(1 - x^2)) dx', '-sqrt(1 - x^2)/x + C'],
  ])('%s = %s, named in the steps and checked by differentiation', (q, want) => {
    const r = answerQuestion(q);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
    expect(r.steps.map((s) => s.rule)).toContain('trig-substitution');
  });

  test('x = a sec θ (valid for x ≥ a only) is not used: no antiderivative that is wrong for x ≤ −a', () => {
    expect(answerQuestion('∫ sqrt(x^2-1)/x dx').status).not.toBe('ok');
  });
});
