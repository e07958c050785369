import { describe, expect, test } from 'vitest';
import { solveEquation, solveSystem, toText, evalReal } from './index';
import { P, isRoot } from './testutil';
import type { Expr } from './ast';

const fOf = (s: string): Expr => {
  const e = P(s);
  return e.k === 'rel' ? { k: 'sub', args: [e.args[0], e.args[1]] } : e;
};

describe('equations: every solution substitutes back, with balanced steps', () => {
  test.each([
    ['2x+3=7', 1, ['subtract-from-both-sides', 'divide-both-sides']],
    ['5x - 7 = 3x + 9', 1, ['subtract-from-both-sides', 'add-to-both-sides', 'divide-both-sides']],
    ['3(x-2) = 2(x+1)', 1, ['distribute']],
    ['x/2 + 1/3 = 5/6', 1, ['multiply-both-sides']],
    ['x^2 - 5x + 6 = 0', 2, ['factor-quadratic', 'zero-product-property']],
    ['2x^2 + 2x - 1 = 0', 2, ['compute-discriminant', 'quadratic-formula']],
    ['x^2 + 2x - 1 = 0', 2, ['complete-the-square', 'square-root-both-sides']],
    ['x^2 + 2x + 5 = 0', 2, ['quadratic-formula', 'complex-roots']],
    ['x^2 = 16', 2, ['square-root-both-sides']],
    ['x^3 - 6x^2 + 11x - 6 = 0', 3, ['rational-root-test', 'polynomial-division']],
    ['x^3 - x = 0', 3, ['factor-gcf', 'zero-product-property']],
    ['x^3 = 8', 3, ['nth-root-both-sides']],
    ['x^4 + 5x^2 + 6 = 0', 4, ['substitution']],
    ['(x+1)/(x-2) = 3', 1, ['multiply-by-lcd']],
    ['sqrt(x+3) = x - 3', 1, ['square-both-sides', 'check-extraneous']],
    ['3^(2x-1) = 27', 1, ['same-base']],
    ['2^(x+1) = 3^x', 1, ['take-log-both-sides']],
    ['ln(2x+1) = 2', 1, ['exponentiate-both-sides']],
    ['e^(2x) - 3e^x + 2 = 0', 2, ['substitution']],
    ['|2x-1| = 5', 2, ['inverse-function']],
    ['cos x = x', 1, ['numeric-root-finding']],
    ['log(x) + log(x-3) = 1', 1, ['log-rules', 'exponentiate-both-sides', 'check-extraneous']],
    ['2 ln(x) = ln(2x + 3)', 1, ['log-rules', 'check-extraneous']],
    ['3*2^x = 5*3^x', 1, ['take-log-both-sides']],
    ['x e^x = 1', 1, ['numeric-root-finding']],
  ])('%s', (s, n, rules) => {
    const r = solveEquation(P(s), 'x');
    expect(r.kind).toBe('solutions');
    expect(r.solutions).toHaveLength(n as number);
    expect(r.verified).toBe(true);
    for (const sol of r.solutions) expect(isRoot(fOf(s), 'x', sol)).toBe(true);
    const used = r.steps.steps.map((st) => st.rule);
    for (const rule of rules as string[]) expect(used).toContain(rule);
  });

  test('exactness is honest', () => {
    expect(solveEquation(P('x^2 - 2 = 0')).exact).toBe(true);
    expect(toText(solveEquation(P('x^2 - 2 = 0')).solutions[1])).toBe('sqrt(2)');
    expect(solveEquation(P('cos x = x')).exact).toBe(false);
    expect(solveEquation(P('x^5 + x + 1 = 3')).exact).toBe(false);
  });

  test('trigonometric equations give general solutions', () => {
    const r = solveEquation(P('sin x = 1/2'));
    expect(r.solutions.map(toText)).toEqual(['pi/6', '5*pi/6']);
    expect(toText(r.period!)).toBe('2*pi');
    expect(r.steps.steps.map((s) => s.rule)).toContain('general-solution');
    const t = solveEquation(P('tan(2x) = 1'));
    expect(toText(t.period!)).toBe('pi/2');
    const m = solveEquation(P('sin(2x) = cos(x)'));
    expect(m.solutions.map(toText)).toEqual(['pi/6', 'pi/2', '5*pi/6', '3*pi/2']);
    expect(m.exact).toBe(true);
  });

  test('"no solution" only when proven; extraneous roots rejected', () => {
    for (const s of [
      'sqrt(x) = -2',
      '2^x = -1',
      'sin x = 2',
      '|x| = -3',
      'x + 1 = x + 2',
      '1/(x-1) + 1/(x+1) = 2/(x^2-1)',
      '1/x = 0',
    ]) {
      const r = solveEquation(P(s));
      expect(r.kind, s).toBe('none');
    }
    const ext = solveEquation(P('x/(x-3) = 3/(x-3) + 2'));
    expect(ext.kind).toBe('none');
    expect(ext.steps.steps.map((s) => s.rule)).toContain('check-extraneous');
    expect(solveEquation(P('2(x+1) = 2x + 2')).kind).toBe('all');
  });

  test('inequalities: linear (with sign flip) and quadratic', () => {
    const a = solveEquation(P('-2x + 1 < 5'));
    expect(a.steps.steps.map((s) => s.rule)).toContain('flip-inequality');
    expect(a.solutions.map(toText)).toEqual(['x > -2']);
    const b = solveEquation(P('x^2 - 5x + 6 <= 0'));
    expect(b.intervals).toHaveLength(1);
    expect(evalReal(b.intervals![0].lo)).toBe(2);
    expect(b.intervals![0].loClosed).toBe(true);
    expect(b.steps.steps.map((s) => s.rule)).toContain('sign-chart');
    expect(solveEquation(P('x^2 + 1 < 0')).kind).toBe('none');
  });

  test('linear systems by elimination', () => {
    const r = solveSystem((P('2x + 3y = 12, x - y = 1') as { args: Expr[] }).args);
    expect(r.solutions.map(toText)).toEqual(['x = 3', 'y = 2']);
    expect(r.steps.steps.map((s) => s.rule)).toEqual(expect.arrayContaining(['elimination', 'back-substitution']));
    expect(solveSystem((P('x + y = 1, x + y = 2') as { args: Expr[] }).args).kind).toBe('none');
  });

  test('balanced steps carry quiz distractors', () => {
    const st = solveEquation(P('2x+3=7')).steps.steps[0];
    expect(st.params).toEqual({ term: '3' });
    expect(st.distractors).toContain('2x = 10');
  });
});

describe('beyond the basics', () => {
  test('symbolic coefficients', () => {
    const lin = solveEquation(P('a x + b = c'), 'x');
    expect(lin.solutions.map(toText)).toEqual(['(c - b)/a']);
    const quad = solveEquation(P('a x^2 + b x + c = 0'), 'x');
    expect(quad.solutions).toHaveLength(2);
    expect(quad.steps.steps.map((s) => s.rule)).toContain('quadratic-formula');
  });
  test('non-linear systems by substitution', () => {
    const r = solveSystem((P('x^2 + y^2 = 25, x + y = 7') as { args: Expr[] }).args);
    expect(r.kind).toBe('solutions');
    expect(r.systemSolutions).toHaveLength(2);
    expect(r.verified).toBe(true);
  });
});

describe('parameters never turn into a false "no solution"', () => {
  test.each([
    ['a x + b x = c', 'c/(a + b)'],
    ['k x - 3 = 2x + 1', '4/(k - 2)'],
    ['v = u + a x', '(v - u)/a'],
  ])('%s', (s, sol) => {
    const r = solveEquation(P(s), 'x');
    expect(r.kind).toBe('solutions');
    expect(r.solutions.map(toText)).toEqual([sol]);
    expect(r.verified).toBe(true);
  });
});

describe('identities and certified numeric roots (issue #18)', () => {
  test('(x+1)^2 - x^2 = 2x + 1 is an identity (all real numbers), not numbers near 0', () => {
    const r = solveEquation(P('(x+1)^2 - x^2 = 2x + 1'));
    expect(r.kind).toBe('all');
    expect(r.solutions).toEqual([]);
  });
  test('(x+1)^2 - x^2 = 2x + 3 simplifies to -2 = 0: no solution', () => {
    expect(solveEquation(P('(x+1)^2 - x^2 = 2x + 3')).kind).toBe('none');
  });
  test('certifiedRoot: a sign change or a touching root above noise, never rounding noise', async () => {
    const { certifiedRoot } = await import('./solve/numeric-search');
    expect(certifiedRoot((t) => t * t * t - t - 1, 1.324717957244746)).toBe(true);
    expect(certifiedRoot((t) => (t - 0.3) ** 2 * Math.exp(t), 0.3)).toBe(true);
    expect(certifiedRoot((t) => (t + 1) ** 2 - t * t - 2 * t - 1, 0.005)).toBe(false);
    expect(certifiedRoot((t) => 1 / t, 0)).toBe(false);
  });
  test('numeric roots that are shown are certified: cos(x) = x, e^x = 3 - x', () => {
    for (const s of ['cos(x) = x', 'e^x = 3 - x']) {
      const r = solveEquation(P(s));
      expect(r.kind).toBe('solutions');
      expect(r.solutions.length).toBe(1);
      expect(isRoot(fOf(s), 'x', r.solutions[0])).toBe(true);
    }
  });
});

describe('inequalities true everywhere and periodic answers (issue #18)', () => {
  test.each(['x^2 - 2x + 5 >= 0', 'x^2 + 1 > 0', 'x^2 >= 0'])('%s: all real numbers, not "x = x"', (s) => {
    const r = solveEquation(P(s));
    expect(r.kind).toBe('all');
    expect(r.solutions.map(toText)).not.toContain('x = x');
  });
  test('x^2 <= 0 is the single point 0; (x-1)^2 (x+2) >= 0 is [-2, inf)', () => {
    expect(solveEquation(P('x^2 <= 0')).solutions.map(toText)).toEqual(['x = 0']);
    expect(solveEquation(P('(x-1)^2*(x+2) >= 0')).solutions.map(toText)).toEqual(['x >= -2']);
  });
});
