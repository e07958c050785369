import { describe, expect, test } from 'vitest';
import { limit, toText, evalReal } from './index';
import { P } from './testutil';

describe('limits', () => {
  test.each([
    ['sin(x)/x', '0', 1, 'lhopital-rule'],
    ['(x^2-1)/(x-1)', '1', 2, 'factor-and-cancel'],
    ['(3x^2+1)/(2x^2-5)', 'inf', 1.5, 'divide-by-highest-power'],
    ['x^2 + 3', '2', 7, 'direct-substitution'],
    ['(1+1/x)^x', 'inf', Math.E, 'rewrite-as-quotient'],
    ['(1-cos(x))/x^2', '0', 0.5, 'indeterminate-form'],
    ['x e^(-x)', 'inf', 0, 'lhopital-rule'],
    ['ln(x)/x', 'inf', 0, 'lhopital-rule'],
    ['(e^x-1)/x', '0', 1, 'lhopital-rule'],
    ['(x^3-8)/(x-2)', '2', 12, 'factor-and-cancel'],
  ])('lim %s at %s', (s, a, v, rule) => {
    const r = limit(P(s), 'x', P(a));
    expect(r.exact).toBe(true);
    expect(Math.abs(evalReal(r.value!) - (v as number))).toBeLessThan(1e-12);
    expect(r.steps.steps.map((st) => st.rule)).toContain(rule);
  });
  test('one-sided and infinite limits', () => {
    expect(limit(P('1/x'), 'x', P('0')).exists).toBe(false);
    expect(limit(P('1/x'), 'x', P('0'), '+').value && toText(limit(P('1/x'), 'x', P('0'), '+').value!)).toBe('inf');
    expect(toText(limit(P('1/x^2'), 'x', P('0')).value!)).toBe('inf');
    expect(toText(limit(P('x ln x'), 'x', P('0'), '+').value!)).toBe('0');
  });
  test('numeric estimates are never called exact', () => {
    const r = limit(P('sqrt(x^2+x) - x'), 'x', P('inf'));
    expect(Math.abs(evalReal(r.value!) - 0.5)).toBeLessThan(1e-6);
    if (r.method === 'numeric') expect(r.exact).toBe(false);
  });
});
