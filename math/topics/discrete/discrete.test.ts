import { describe, expect, test } from 'vitest';
import { corpusSuite, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { discrete } from './index';
import { answerQuestion } from '../../router';

/** The discrete corpus (pow, mod_inverse, rsolve, nsolve) through the path users get. */
corpusSuite('discrete', CORPUS);

const solve = solverFor(discrete);

describe('discrete math (issue #22) and the misreadings it replaces', () => {
  test('"2^100 mod 7" is 2, never the product of letters m·o·d (answered 8873…dmo before)', () => {
    const a = answerQuestion('2^100 mod 7');
    expect(a.simplifyResultText).toBe('2');
    expect(a.verified).toBe(true);
  });

  test('a recurrence is never "all real numbers"', () => {
    const a = answerQuestion('a_n = 3a_{n-1} - 2a_{n-2}, a_0 = 1, a_1 = 3');
    expect(a.topic?.id).toBe('discrete');
    expect(a.verified).toBe(true);
    // a nonlinear recurrence is refused honestly (never solved as an equation in x)
    expect(() => answerQuestion('a_n = a_{n-1} * a_{n-2}, a_0 = 1, a_1 = 2')).toThrow(
      /could not be read|Not a linear recurrence/,
    );
  });

  test('inverse by extended Euclid; none when the gcd is not 1', () => {
    expect(solve('inverse of 17 mod 3120').a.text).toBe('2753');
    expect(solve('inverse of 4 mod 8').a.text).toBe('no inverse');
  });

  test('a congruence with gcd > 1 has solutions mod m/g, or none', () => {
    expect(solve('solve 4x ≡ 6 (mod 10)').a.text).toBe('x ≡ 4 (mod 5)');
    expect(solve('solve 2x ≡ 3 (mod 4)').a.text).toBe('no solution');
  });

  test("Newton's method is approximate and checked by a sign change", () => {
    const { r, a, verified } = solve("Newton's method for x^2 - 2 = 0 with x0 = 1");
    expect(a.exact).toBe(false);
    expect(Number(a.text)).toBeCloseTo(Math.SQRT2, 8);
    expect(verified).toBe(true);
    expect(discrete.verify(r, { ...a, text: '1.5' })).toBe(false);
  });

  test('the checks reject wrong modular answers', () => {
    const p = solve('3^45 mod 11');
    expect(discrete.verify(p.r, { ...p.a, text: '2' })).toBe(false);
    const c = solve('solve 3x ≡ 2 (mod 7)');
    expect(discrete.verify(c.r, { ...c.a, text: 'x ≡ 4 (mod 7)' })).toBe(false);
  });
});
