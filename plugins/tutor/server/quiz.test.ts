import { describe, expect, it } from 'vitest';
import { compute } from '@lemma/math';
import { buildQuiz, checkLine, fallbackDistractors, sameMath } from './quiz';

const steps = (req: Parameters<typeof compute>[0]) => compute(req).steps;

describe('tutor quizzes from engine steps', () => {
  it('turns "2x + 3 = 11" into balanced-step questions with one right option each', () => {
    const q = buildQuiz(steps({ model: 'FUNCTION_SOLVE', input: '2x + 3 = 11' }), 7);
    expect(q.map((s) => s.rule)).toEqual(['subtract-from-both-sides', 'divide-both-sides']);
    for (const s of q) {
      expect(s.optionList.filter((o) => o.correct)).toHaveLength(1);
      expect(s.optionList.find((o) => o.correct)!.latex).toBe(s.after);
      expect(s.optionList.length).toBeGreaterThanOrEqual(2);
      for (const o of s.optionList.filter((x) => !x.correct)) expect(o.whyKey).toBe(`tutor:mistakes.${s.rule}`);
    }
    expect(q[0]!.optionList.map((o) => o.latex)).toContain('2x = 14');
  });

  it('offers the product of derivatives as the product-rule mistake, and the + sign for by-parts', () => {
    const d = buildQuiz(steps({ model: 'DERIVATIVE', input: 'x^2 sin x' }), 1);
    expect(d[0]!.rule).toBe('product-rule');
    expect(d[0]!.optionList.some((o) => !o.correct && o.latex!.includes('\\cos'))).toBe(true);
    const i = buildQuiz(steps({ model: 'INTEGRATION', integrationModel: 'INDEFINITE_INTEGRAL', input: 'x e^x' }), 1);
    expect(i[0]!.rule).toBe('integration-by-parts');
    expect(i[0]!.optionList.some((o) => !o.correct && o.latex!.includes('+ \\int'))).toBe(true);
  });

  it('keeps the option order stable for a session and varies it between sessions', () => {
    const s = steps({ model: 'DERIVATIVE', input: 'x^5' });
    expect(buildQuiz(s, 42)).toEqual(buildQuiz(s, 42));
    const orders = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        buildQuiz(s, seed)[0]!
          .optionList.map((o) => o.latex)
          .join('|'),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('never offers a wrong option that is actually equivalent to the right one', () => {
    const fake = [{ rule: 'simplify', before: 'x + x', after: '2x', distractors: ['x \\cdot 2', '3x'] }] as never;
    const q = buildQuiz(fake, 1);
    expect(q[0]!.optionList.map((o) => o.latex).sort()).toEqual(['2x', '3x']);
  });
});

describe('classic slips for rules without engine distractors', () => {
  it('drops the constant of integration, swaps an interval bracket, and slips a sign or a number', () => {
    expect(
      fallbackDistractors({ rule: 'constant-of-integration', before: 'x e^{x} - e^{x}', after: 'x e^{x} - e^{x} + C' }),
    ).toContain('x e^{x} - e^{x}');
    expect(fallbackDistractors({ rule: 'interval-notation', before: 'x > 2', after: '(2, \\infty)' })).toEqual(['[2, \\infty)']);
    const f = fallbackDistractors({
      rule: 'factor-quadratic',
      before: 'x^{2} - 5x + 6 = 0',
      after: '\\left(x - 2\\right)\\left(x - 3\\right) = 0',
    });
    expect(f).toContain('\\left(x + 2\\right)\\left(x - 3\\right) = 0');
    for (const d of f) expect(sameMath(d, '\\left(x - 2\\right)\\left(x - 3\\right) = 0')).toBe(false);
  });

  it('confuses limit values, swaps sin and cos, slips an exponent, and handles lists of equations', () => {
    expect(
      fallbackDistractors({ rule: 'limit-infinite', before: '\\lim_{x \\to 0} \\frac{1}{x^{2}}', after: '\\infty' }),
    ).toEqual(['-\\infty', '0']);
    expect(fallbackDistractors({ rule: 'trig-identity', before: '\\cos(x)\\tan(x)', after: '\\sin\\left(x\\right)' })).toContain(
      '\\cos\\left(x\\right)',
    );
    expect(fallbackDistractors({ rule: 'simplify', before: 'x^2 x^3', after: 'x^{5}' })).toContain('x^{6}');
    const sys = fallbackDistractors({ rule: 'back-substitution', before: 'x = 2,\\quad -2y = -2', after: 'x = 2,\\quad y = 1' });
    expect(sys).toContain('x = 2,\\quad y = 2');
    expect(sameMath('x = 2,\\quad y = 1', 'x = 2,\\quad y = 1.0')).toBe(true);
    expect(sameMath('x = 2,\\quad y = 1', 'x = 2,\\quad y = 2')).toBe(false);
    // A result of 0 outside limits is not treated as a limit value.
    expect(fallbackDistractors({ rule: 'evaluate-arithmetic', before: '3 - 3', after: '0' })).not.toContain('\\infty');
  });

  it('never offers a "slip" that is still correct', () => {
    // x + 0 style: changing the sign of a zero term would not change the meaning; such a slip is dropped.
    expect(fallbackDistractors({ rule: 'simplify', before: 'x', after: 'x - 0' }).every((d) => !sameMath(d, 'x'))).toBe(true);
  });
});

describe('checking a typed line', () => {
  const solve = async (eq: string, v: string) => {
    const r = compute({ model: 'FUNCTION_SOLVE', input: eq, variable: v });
    return r.status === 'ok' ? (r.solutions ?? []) : null;
  };
  const linear = { before: '2x + 3 = 11', expected: ['2x = 8', 'x = 4'], variable: 'x', solutions: ['4'], solve };

  it('accepts an equivalent next line or a later one, even spelled differently', async () => {
    expect((await checkLine('2x = 8', linear)).verdict).toBe('progress');
    expect((await checkLine('2x = 11 - 3', linear)).verdict).toBe('progress');
    expect((await checkLine('x = 4', linear)).verdict).toBe('progress');
    // Divided first: a different route with the same solutions, and simpler: a step forward.
    expect((await checkLine('x + 1.5 = 5.5', linear)).verdict).toBe('progress');
  });

  it('calls a true but bigger line no progress', async () => {
    expect((await checkLine('3 + 2x = 11', linear)).verdict).toBe('no-progress');
    expect((await checkLine('4x + 6 = 22', linear)).verdict).toBe('no-progress');
  });

  it('rejects a wrong line and says which side is off', async () => {
    expect(await checkLine('2x = 14', linear)).toEqual({ verdict: 'wrong', where: { part: 'right' } });
    expect(await checkLine('3x = 8', linear)).toEqual({ verdict: 'wrong', where: { part: 'left' } });
    expect((await checkLine('2x ==', linear)).verdict).toBe('unreadable');
  });

  it('accepts any antiderivative of the integrand, written another way or still without + C', async () => {
    const ctx = {
      before: '\\int x e^{x}\\,dx',
      expected: ['x e^{x} - \\int e^{x}\\,dx', 'e^{x}', 'x e^{x} - e^{x} + C'],
      variable: 'x',
      solutions: [],
      integrand: 'x e^x',
    };
    expect((await checkLine('e^x (x - 1)', ctx)).verdict).toBe('progress');
    expect((await checkLine('x e^x - e^x + 7', ctx)).verdict).toBe('progress');
    expect((await checkLine('x e^x + e^x', ctx)).verdict).toBe('wrong');
  });

  it('finds the wrong term of a derivative', async () => {
    const ctx = {
      before: '\\frac{d}{dx}\\left(x^{2}\\sin\\left(x\\right)\\right)',
      expected: ['x^{2}\\cos\\left(x\\right) + 2x\\sin\\left(x\\right)'],
      variable: 'x',
      solutions: [],
    };
    expect((await checkLine('2x sin(x) + x^2 cos(x)', ctx)).verdict).toBe('progress');
    expect(await checkLine('2x cos(x) + x^2 cos(x)', ctx)).toEqual({
      verdict: 'wrong',
      where: { part: 'term', latex: '2x\\cos\\left(x\\right)' },
    });
  });
});
