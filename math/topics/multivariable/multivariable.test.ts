import { describe, expect, test } from 'vitest';
import { corpusSuite, errorCode, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { multivariable } from './index';

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
