import { describe, expect, test } from 'vitest';
import { compute } from '../compute';
import { graphFunctions, looksLikeMath, singleVariable } from './questions';

describe('question helpers', () => {
  test('looksLikeMath tells words from math', () => {
    expect(looksLikeMath('x^2 - 5x + 6 = 0')).toBe(true);
    expect(looksLikeMath('\\frac{\\sin(theta)}{x} + sqrt(2)')).toBe(true);
    expect(looksLikeMath('write me a poem')).toBe(false);
    expect(looksLikeMath("what's the weather")).toBe(false);
  });

  test('singleVariable finds the one variable, ignoring function names and e', () => {
    expect(singleVariable('sin(t) + t^2')).toBe('t');
    expect(singleVariable('e^x + ln(x)')).toBe('x');
    expect(singleVariable('x + y')).toBeNull();
    expect(singleVariable('2 + 3')).toBeNull();
  });

  test('graphFunctions: both sides of an equation, f and f′, the integrand; renamed to x', () => {
    const solve = compute({ model: 'FUNCTION_SOLVE', input: '2t + 3 = 11', variable: 't' });
    expect(graphFunctions(solve).map((g) => g.expression)).toEqual(['2*x + 3', '11']);
    const d = compute({ model: 'DERIVATIVE', input: 'x^3' });
    expect(graphFunctions(d).map((g) => g.latex)).toEqual(['y=x^3', 'y=3*x^2']);
    const calc = compute({ model: 'CALCULATION', input: '3/4 + 5/6' });
    expect(graphFunctions(calc)).toEqual([]);
  });
});
