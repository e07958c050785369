import { describe, expect, it } from 'vitest';
import { compute } from '../../../math';
import { buildQuiz, checkLine } from './quiz';

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
    expect(d[0]!.optionList.some((o) => !o.correct && o.latex.includes('\\cos'))).toBe(true);
    const i = buildQuiz(steps({ model: 'INTEGRATION', integrationModel: 'INDEFINITE_INTEGRAL', input: 'x e^x' }), 1);
    expect(i[0]!.rule).toBe('integration-by-parts');
    expect(i[0]!.optionList.some((o) => !o.correct && o.latex.includes('+ \\int'))).toBe(true);
  });

  it('keeps the option order stable for a session and varies it between sessions', () => {
    const s = steps({ model: 'DERIVATIVE', input: 'x^5' });
    expect(buildQuiz(s, 42)).toEqual(buildQuiz(s, 42));
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => buildQuiz(s, seed)[0]!.optionList.map((o) => o.latex).join('|')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('never offers a wrong option that is actually equivalent to the right one', () => {
    const fake = [{ rule: 'simplify', before: 'x + x', after: '2x', distractors: ['x \\cdot 2', '3x'] }] as never;
    const q = buildQuiz(fake, 1);
    expect(q[0]!.optionList.map((o) => o.latex).sort()).toEqual(['2x', '3x']);
  });
});

describe('checking a typed line', () => {
  it('accepts an equivalent next line, notices no progress, and rejects a wrong one', () => {
    expect(checkLine('2x = 8', '2x + 3 = 11', ['2x = 8', 'x = 4'])).toBe('progress');
    expect(checkLine('x = 4', '2x + 3 = 11', ['2x = 8', 'x = 4'])).toBe('progress');
    expect(checkLine('3 + 2x = 11', '2x + 3 = 11', ['2x = 8'])).toBe('no-progress');
    expect(checkLine('2x = 14', '2x + 3 = 11', ['2x = 8'])).toBe('wrong');
    expect(checkLine('2x ==', '2x + 3 = 11', ['2x = 8'])).toBe('wrong');
  });
});
