import { describe, expect, test } from 'vitest';
import { derivative, toText, evalReal } from './index';
import { P, numDeriv } from './testutil';

describe('derivatives: correct values and the textbook rule at each step', () => {
  test.each([
    ['x^5', 'power-rule'],
    ['7', 'constant-rule?'],
    ['3x^2 + 2x', 'sum-rule'],
    ['5 sin(x)', 'constant-multiple-rule'],
    ['x^2 sin x', 'product-rule'],
    ['x/(x+1)', 'quotient-rule'],
    ['sin(x^2)', 'chain-rule'],
    ['e^x', 'exp-derivative'],
    ['2^x', 'exponential-derivative'],
    ['ln x', 'log-derivative'],
    ['cos x', 'trig-derivative'],
    ['atan x', 'inverse-trig-derivative'],
    ['sinh x', 'hyperbolic-derivative'],
    ['|x|', 'abs-derivative'],
    ['x^x', 'logarithmic-differentiation'],
    ['log_2(x)', 'log-derivative'],
    ['sec(x)', 'trig-derivative'],
    ['sqrt(x^2+1)', 'chain-rule'],
    ['e^(x^2)', 'chain-rule'],
  ])('d/dx %s uses %s', (s, rule) => {
    const f = P(s);
    const r = derivative(f, 'x');
    for (const t of [0.3, 0.9, 1.7]) {
      const want = numDeriv(f, 'x', t);
      expect(Math.abs(evalReal(r.result, { x: t }) - want)).toBeLessThan(1e-5 * Math.max(1, Math.abs(want)));
    }
    if (!rule.endsWith('?')) expect(r.steps.steps.map((st) => st.rule)).toContain(rule);
  });

  test('higher order and other variables', () => {
    expect(toText(derivative(P('x^4'), 'x', 2).result)).toBe('12*x^2');
    expect(toText(derivative(P('sin(x)'), 'x', 3).result)).toBe('-cos(x)');
    expect(derivative(P('x^4'), 'x', 2).steps.steps.map((s) => s.rule)).toContain('higher-order-derivative');
    expect(toText(derivative(P('t^3'), 't').result)).toBe('3*t^2');
    expect(toText(derivative(P('x^2 y + y^3'), 'y').result)).toBe('x^2 + 3*y^2');
    expect(toText(derivative(P('x^2 y'), 'z').result)).toBe('0');
  });

  test('power rule offers common-mistake distractors for quizzes', () => {
    const step = derivative(P('x^3'), 'x').steps.steps[0];
    expect(step.rule).toBe('power-rule');
    expect(step.after).toBe('3x^{2}');
    expect(step.distractors).toEqual(expect.arrayContaining(['x^{2}', '3x^{3}']));
    const chain = derivative(P('sin(3x)'), 'x').steps.steps.find((s) => s.rule === 'chain-rule')!;
    expect(chain.distractors).toContain('\\cos\\left(3x\\right)');
  });
});
