import { describe, expect, test } from 'vitest';
import { corpusSuite, errorCode, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { multivariable } from './index';
import { evalReal, normalizeQuestion, parse, routeQuestion } from '@lemma/math';

/** The multivariable corpus (SymPy diff/hessian/jacobian/solve/integrate) through the path users get. */
corpusSuite('multivariable', CORPUS);

const solve = solverFor(multivariable);

describe('multivariable calculus (issue #22)', () => {
  test('gradient at a point and the directional derivative with a unit vector', () => {
    expect(solve('gradient of x^2 y + y^3 at (1, 2)').a.text).toBe('<4, 13>');
    const d = solve('directional derivative of x^2 y at (1, 2) in the direction of <3, 4>');
    expect(d.a.text).toBe('16/5');
    expect(d.a.steps.map((s) => s.rule)).toContain('mv-unit-vector');
  });

  test('critical points classified by D = f_xx f_yy − f_xy², all of them', () => {
    const { a, verified } = solve('critical points of f(x, y) = x^3 - 12x + y^3 - 3y');
    expect(verified).toBe(true);
    expect(a.text).toBe('local max (-2, -1); saddle point (-2, 1); saddle point (2, -1); local min (2, 1)');
  });

  test('the check catches a missing critical point and a wrong kind', () => {
    const { r, a } = solve('critical points of f(x, y) = x^3 - 3x + y^2');
    expect(multivariable.verify(r, { ...a, text: 'local min (1, 0)' })).toBe(false);
    expect(multivariable.verify(r, { ...a, text: 'local max (-1, 0); local min (1, 0)' })).toBe(false);
  });

  test('iterated integrals with a bound that depends on the outer variable', () => {
    const { a, verified } = solve('integral from 0 to 2 integral from 0 to 2 - x of 1 dy dx');
    expect(a.text).toBe('2');
    expect(verified).toBe(true);
    const r = solve('double integral of x*y over 0<x<1, 0<y<2');
    expect(multivariable.verify(r.r, { ...r.a, text: '2' })).toBe(false);
  });

  test('a family of critical points is refused, not cut to a few', () => {
    expect(errorCode(() => solve('critical points of f(x, y) = (x - y)^2'))).toMatch(/^UNSUPPORTED/);
  });
});

describe('Lagrange multipliers (issue #22)', () => {
  test('∇f = λ∇g solved exactly, f evaluated, the maximum named; the check refuses a wrong value or point', () => {
    const { r, a, verified } = solve('maximize f(x,y) = xy subject to x + y = 10');
    expect(r.task).toBe('lagrange');
    expect(a.text).toBe('maximum 25 at (5, 5)');
    expect(verified).toBe(true);
    expect(a.steps.map((s) => s.rule)).toEqual([
      'mv-lagrange-system',
      'mv-lagrange-solutions',
      'mv-lagrange-evaluate',
      'mv-lagrange-max',
    ]);
    expect(a.words).toMatchObject({ key: 'multivariable.max-at', paramsText: { value: '25', points: '(5, 5)' } });
    expect(multivariable.verify(r, { ...a, text: 'maximum 24 at (4, 6)' })).toBe(false);
    expect(multivariable.verify(r, { ...a, text: 'maximum 26 at (5, 5)' })).toBe(false);
  });

  test('a closed constraint has both extrema; an unbounded one may have only one, and the check knows', () => {
    const circle = solve('find the maximum and minimum values of f(x, y) = x + y on the circle x^2 + y^2 = 1');
    expect(circle.a.text).toBe('maximum sqrt(2) at (sqrt(2)/2, sqrt(2)/2); minimum -sqrt(2) at (-sqrt(2)/2, -sqrt(2)/2)');
    expect(circle.a.steps.map((s) => s.rule)).toContain('mv-lagrange-bounded');
    expect(circle.verified).toBe(true);
    const hyper = solve('use Lagrange multipliers to find the extrema of x^2 + y^2 subject to xy = 1');
    expect(hyper.a.text).toBe('no maximum; minimum 2 at (-1, -1), (1, 1)');
    expect(hyper.verified).toBe(true);
    // x + y on xy = 1: the candidate 2 at (1, 1) is only a local minimum on one branch — no maximum
    const branch = solve('maximize x + y subject to xy = 1');
    expect(branch.a.text).toBe('no maximum');
    expect(multivariable.verify(branch.r, { ...branch.a, text: 'maximum -2 at (-1, -1)' })).toBe(false);
  });

  test('radical solutions are listed whole and checked (points written with nested brackets)', () => {
    const { a, verified } = solve('find the extrema of f(x, y) = x^3 - y subject to x^2 + y^2 = 2');
    expect(verified).toBe(true);
    // SymPy: maximum 4·√(2√2 + 3)(3√3 − √6)/9 ≈ 2.7506
    expect(a.text).toMatch(/^maximum .+ at \(.+\); minimum .+ at \(.+\)$/);
    expect(evalReal(parse(/^maximum (.+?) at /.exec(a.text)![1]!))).toBeCloseTo(
      (4 * Math.sqrt(2 * Math.SQRT2 + 3) * (3 * Math.sqrt(3) - Math.sqrt(6))) / 9,
      9,
    );
  });

  test('three variables, a shifted circle (a case split on a vanishing coefficient), and refusals', () => {
    expect(solve('min of x^2+y^2+z^2 subject to x+y+z=3').a.text).toBe('minimum 3 at (1, 1, 1)');
    expect(solve('minimize x^2 + y^2 subject to (x-1)^2 + y^2 = 4').a.text).toBe('minimum 1 at (-1, 0)');
    expect(errorCode(() => solve('minimize y subject to y^2 = x^3'))).toMatch(/^UNSUPPORTED/); // a cusp: ∇g = 0 on g = 0
    expect(multivariable.read('maximize xy subject to x + y <= 10')).toBeNull();
  });
});

describe('polar, cylindrical and spherical coordinates (issue #22)', () => {
  test('the substitution, the limits, inner then outer integral; checked in Cartesian coordinates', () => {
    const { r, a, verified } = solve('evaluate ∬ (x^2+y^2) dA over the disk x^2+y^2 <= 4');
    expect(r.task).toBe('polar-integral');
    expect(a.text).toBe('8*pi');
    expect(verified).toBe(true);
    expect(a.steps.map((s) => s.rule)).toEqual([
      'mv-polar-substitute',
      'mv-region-limits',
      'mv-inner-integral',
      'mv-inner-integral',
    ]);
    expect(a.steps[0]!.params?.eq).toBe('x = r\\cos\\theta,\\ y = r\\sin\\theta,\\ dA = r\\,dr\\,d\\theta');
    expect(a.steps[2]!.params?.eq).toBe('\\int_{0}^{2} r^{3}\\,dr = 4');
    expect(a.steps[3]!.params?.eq).toBe('\\int_{0}^{2\\pi} 4\\,d\\theta = 8\\pi');
    expect(multivariable.verify(r, { ...a, text: '4*pi' })).toBe(false);
    const ball = solve('∫∫∫ (x^2+y^2+z^2) dV over the ball of radius 1');
    expect([ball.r.task, ball.a.text, ball.verified]).toEqual(['spherical-integral', '4*pi/5', true]);
    expect(multivariable.verify(ball.r, { ...ball.a, text: '4*pi/3' })).toBe(false);
    const cyl = solve('triple integral of z over the cylinder x^2+y^2<=1, 0<=z<=2');
    expect([cyl.r.task, cyl.a.text, cyl.verified]).toEqual(['cylindrical-integral', '2*pi', true]);
    expect(solve('∫_0^{2π} ∫_0^1 r^2 dr dθ').a.text).toBe('2*pi/3');
  });

  test('quarter and half regions, shells and hemispheres', () => {
    expect(solve('double integral of y over the disk x^2+y^2<=9 in the first quadrant').a.text).toBe('9');
    expect(solve('double integral of y over the upper half of the disk of radius 2').a.text).toBe('16/3');
    expect(solve('triple integral of z over the upper hemisphere of radius 1').a.text).toBe('pi/4');
    expect(solve('triple integral of 1 over 1 <= x^2+y^2+z^2 <= 4').a.text).toBe('28*pi/3');
    // the region written in polar bounds (θ in quarter turns)
    expect(solve('double integral of x over 0 <= r <= 1, pi/2 <= theta <= 3pi/2').a.text).toBe('-2/3');
    expect(multivariable.read('double integral of x over 0 <= r <= 1, 0 <= theta <= pi/4')).toBeNull();
  });

  test('a region that is not one of these is not read (never a guess)', () => {
    for (const q of [
      'double integral of x over the disk (x-1)^2+y^2<=1',
      'triple integral of z over the cone z = sqrt(x^2+y^2), z <= 1',
      'double integral of x^2 over the disk x^2+y^2<=4 using spherical coordinates',
      'double integral of 1 over the disk of radius a',
      // which half of the ball, and where the cylinder stands, must be said when the integrand sees it
      'triple integral of z over the hemisphere of radius 1',
      'triple integral of z over the cylinder of radius 2 and height 3',
    ])
      expect(multivariable.read(q), q).toBeNull();
  });
});

describe('line integrals (issue #22)', () => {
  test('scalar: parametrize, ds = |r′(t)| dt, substitute, integrate; the check integrates numerically', () => {
    const { r, a, verified } = solve('∫_C (x+y) ds along the line segment from (0,0) to (1,2)');
    expect([r.task, a.text, verified]).toEqual(['line-scalar', '3*sqrt(5)/2', true]);
    expect(a.steps.map((s) => s.rule)).toEqual([
      'mv-line-parametrize',
      'mv-line-speed',
      'mv-line-substitute',
      'mv-line-integrate',
    ]);
    expect(multivariable.verify(r, { ...a, text: 'sqrt(5)' })).toBe(false);
    // no elementary antiderivative here: a decimal, marked approximate, still checked
    const num = solve('∫_C (x+y) ds where C: r(t) = (t, t^2), 0<=t<=1');
    expect(num.a.exact).toBe(false);
    expect(Number(num.a.text)).toBeCloseTo(1.4546989717, 8);
    expect(num.verified).toBe(true);
  });

  test('vector: F·r′ integrated, or the potential when F is conservative', () => {
    const work = solve('work done by F = <x^2, xy> along r(t) = (t, t^2), 0<=t<=1');
    expect([work.r.task, work.a.text, work.verified]).toEqual(['line-vector', '11/15', true]);
    expect(work.a.steps.map((s) => s.rule)).toContain('mv-line-dot');
    const grad = solve('∫_C F·dr for F = (y, x) along r(t) = (cos t, sin t), 0<=t<=π/2');
    expect(grad.a.text).toBe('0');
    expect(grad.a.steps.map((s) => s.rule)).toEqual(['mv-line-parametrize', 'mv-conservative', 'mv-potential-ends']);
    expect(grad.verified).toBe(true);
    // curl-free but not defined at the origin: no potential on the plane, the integral is 2π, not φ(end) − φ(start) = 0
    const vortex = solve('line integral of F = <-y/(x^2+y^2), x/(x^2+y^2)> along the unit circle counterclockwise');
    expect(vortex.a.steps.map((s) => s.rule)).not.toContain('mv-conservative');
    expect(Number(vortex.a.text)).toBeCloseTo(2 * Math.PI, 8);
    expect(multivariable.verify(vortex.r, { ...vortex.a, text: '0' })).toBe(false);
    // a closed circle without a direction is not read for a vector field
    expect(multivariable.read('work done by the force field F = <y, -x> along the unit circle')).toBeNull();
  });
});

describe('routing: these questions reach the multivariable topic', () => {
  test.each([
    ['maximize f(x,y) = xy subject to x + y = 10', 'en'],
    ['∫_0^{2π} ∫_0^1 r^2 dr dθ', 'en'],
    ['evaluate ∬ (x^2+y^2) dA over the disk x^2+y^2 <= 4', 'en'],
    ['∫∫∫ (x^2+y^2+z^2) dV over the ball of radius 1', 'en'],
    ['volume of the sphere of radius 2 using spherical coordinates', 'en'],
    ['∫_C F·dr for F = (y, x) along r(t) = (cos t, sin t), 0<=t<=π/2', 'en'],
    ['Volumen der Kugel mit Radius 2 in Kugelkoordinaten', 'de'],
    ['maximiser x y sous la contrainte x + y = 8', 'fr'],
    ['Evaluate ∬_D (x^2 + y^2) dA, where D is the disk x^2 + y^2 <= 4', 'en'],
    ['Evaluate the line integral ∫_C x y ds, where C is the line segment from (0,0) to (1,1)', 'en'],
    [
      'Find the work done by the force field F(x,y) = <x, y> on a particle moving along the parabola y = x^2 from (0,0) to (1,1)',
      'en',
    ],
    ['find the area of the region inside the circle of radius 3 using polar coordinates', 'en'],
  ])('%s', (q, lang) => {
    const routed = routeQuestion(normalizeQuestion(q, lang));
    expect(routed.task).toBe('topic');
    expect(routed.request.topic?.topic).toBe('multivariable');
  });

  test("a sphere's volume without coordinates stays geometry", () => {
    expect(routeQuestion(normalizeQuestion('volume of a sphere of radius 2', 'en')).request.topic?.topic).toBe('geometry');
  });
});

test('the corpus holds at least 25 items per new family and 5 per family in other languages', () => {
  const families = { lagrange: /^lagrange$/, coordinates: /^(?:polar|cylindrical|spherical)-integral$/, line: /^line-/ };
  for (const [name, re] of Object.entries(families)) {
    const items = CORPUS.filter((it) => re.test(it.task));
    expect(items.length, name).toBeGreaterThanOrEqual(25);
    expect(items.filter((it) => it.lang).length, name).toBeGreaterThanOrEqual(5);
  }
});
