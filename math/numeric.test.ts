/** numericallyEqual (numeric.ts): the engine's numeric comparison of two expressions. */
import { describe, expect, it } from 'vitest';
import { numericallyEqual } from './numeric';
import { parse } from './parse';

describe('numericallyEqual', () => {
  it('compares constants once — ∞ with ∞ returned never before (the sample loop stepped by 0)', () => {
    expect(numericallyEqual(parse('inf'), parse('inf'), [])).toBe(true);
    expect(numericallyEqual(parse('inf'), parse('-inf'), [])).toBe(false);
    expect(numericallyEqual(parse('sqrt(2)^2'), parse('2'), [])).toBe(true);
    expect(numericallyEqual(parse('pi'), parse('3.14'), [])).toBe(false);
  });

  it('compares expressions at sample points of their variables', () => {
    expect(numericallyEqual(parse('(x+1)^2'), parse('x^2+2x+1'), ['x'])).toBe(true);
    expect(numericallyEqual(parse('(x+1)^2'), parse('x^2+1'), ['x'])).toBe(false);
    expect(numericallyEqual(parse('x*y + y'), parse('y*(x+1)'), ['x', 'y'])).toBe(true);
  });
});
