import { describe, expect, it } from 'vitest';
import { compute, KNOWLEDGE_POINTS, RULES } from '@lemma/math';
import type { MathEngine } from '@lemma/sdk/server';
import { readFileSync } from 'node:fs';
import type { ComputeRequest } from '@lemma/math';
import { buildPlan, methodQuestion, planFromResult, taskQuestion } from './plan';
import { rng } from './quiz';

/** The engine in-process (the server uses the worker pool with the same `compute`). */
const engine: MathEngine = { compute: async (req) => compute(req) };
const plan = (q: string, lng = 'en', seed = 1) => buildPlan(q, lng, engine, seed);

describe('planning a problem for the tutor', () => {
  it('plans "Solve 2x + 3 = 11": knowledge, a two-question base quiz, quizzed steps, the answer and its check', async () => {
    const p = await plan('Solve 2x + 3 = 11');
    expect(p.status).toBe('SUCCESS');
    expect(p.problem).toEqual({ latex: '2x + 3 = 11', task: 'solve' });
    expect(p.knowledge.map((k) => k.id)).toEqual(['equations.balance']);
    expect(p.baseQuiz.map((q) => q.kind)).toEqual(['task', 'method']);
    for (const q of p.baseQuiz) expect(q.optionList.filter((o) => o.correct)).toHaveLength(1);
    expect(p.baseQuiz[0]!.optionList.find((o) => o.correct)!.labelKey).toBe('tutor:tasks.solve');
    expect(p.baseQuiz[1]!.optionList.find((o) => o.correct)!.labelKey).toBe('math:knowledge.equations.balance');
    expect(p.steps.map((s) => [s.step, s.rule, s.after])).toEqual([
      [1, 'subtract-from-both-sides', '2x = 8'],
      [2, 'divide-both-sides', 'x = 4'],
    ]);
    expect(p.answer).toMatchObject({ latex: 'x = 4', check: { rule: 'verify-solution' } });
    expect(p.solutions).toEqual(['4']);
  });

  it('plans a product-rule derivative and a by-parts integral with their classic mistakes as options', async () => {
    const d = await plan('derivative of x^2 sin x');
    expect(d.status).toBe('SUCCESS');
    expect(d.steps[0]!.rule).toBe('product-rule');
    expect(d.knowledge[0]!.id).toBe('derivatives.product-rule');
    expect(d.steps[0]!.optionList.filter((o) => !o.correct).map((o) => o.whyKey)).toContain('tutor:mistakes.product-rule');
    const i = await plan('integrate x e^x');
    expect(i.status).toBe('SUCCESS');
    expect(i.steps.map((s) => s.rule)).toEqual(['integration-by-parts', 'integral-table', 'constant-of-integration']);
    // Forgetting + C is offered as the wrong option of the last step.
    expect(i.steps[2]!.optionList.filter((o) => !o.correct).map((o) => o.latex)).toContain('xe^{x} - e^{x}');
    expect(i.answer!.check!.rule).toBe('differentiate-to-check');
    // The problem is shown as the student wrote it: the integral sign and dx, the derivative operator.
    expect(i.problem!.latex).toBe('\\int xe^{x}\\,dx');
    expect(d.problem!.latex).toBe('\\frac{d}{dx}\\left(x^{2}\\sin\\left(x\\right)\\right)');
    expect((await plan('integrate x e^(-x) from 0 to infinity')).problem!.latex).toBe('\\int_{0}^{\\infty} xe^{-x}\\,dx');
  });

  it('reads the problem in the student language', async () => {
    const p = await plan('Resuelve 2x + 3 = 11', 'es');
    expect(p.status).toBe('SUCCESS');
    expect(p.solutions).toEqual(['4']);
  });

  it('gives the §4 failure statuses: not a math question, unreadable, not solved', async () => {
    expect((await plan("what's the weather")).status).toBe('NOT_MATH_QUESTION');
    expect((await plan('write me a poem about cats')).status).toBe('NOT_MATH_QUESTION');
    expect((await plan('solve 2x + = 11')).status).toBe('PARSE_FAILED');
    expect((await plan('solve sin(x) = x^2 + 5')).status).not.toBe('SUCCESS');
  });

  it('fails with SOLVE_GENERATION_FAILED when the engine runs out of time', async () => {
    const slow: MathEngine = {
      compute: async () =>
        Promise.reject(Object.assign(new Error('The computation took too long'), { code: 'TIMEOUT', isMathError: true })),
    };
    expect((await buildPlan('solve 2x + 3 = 11', 'en', slow, 1)).status).toBe('SOLVE_GENERATION_FAILED');
  });

  it('is stable for a session and differs between sessions', async () => {
    expect(await plan('derivative of x^3 cos x', 'en', 9)).toEqual(await plan('derivative of x^3 cos x', 'en', 9));
    const orders = new Set<string>();
    for (let seed = 1; seed <= 6; seed++)
      orders.add(JSON.stringify((await plan('derivative of x^3 cos x', 'en', seed)).baseQuiz));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('base quiz questions', () => {
  it('offers other tasks of the same family and one of the other', () => {
    const q = taskQuestion('derivative', rng(3));
    const keys = q.optionList.map((o) => o.labelKey!);
    expect(new Set(keys).size).toBe(4);
    expect(keys.filter((k) => /integral|limit/.test(k))).toHaveLength(2);
  });

  it('never offers a knowledge point the solution uses as a wrong method', () => {
    for (let seed = 1; seed < 30; seed++) {
      const q = methodQuestion(
        'derivatives.product-rule',
        new Set(['derivatives.product-rule', 'derivatives.power-rule', 'derivatives.trigonometric']),
        rng(seed),
      );
      const wrong = q.optionList.filter((o) => !o.correct).map((o) => o.labelKey);
      expect(wrong).toHaveLength(3);
      expect(wrong).not.toContain('math:knowledge.derivatives.power-rule');
      expect(wrong).not.toContain('math:knowledge.derivatives.trigonometric');
      expect(wrong.filter((k) => k!.startsWith('math:knowledge.derivatives.'))).toHaveLength(2);
    }
  });

  it('every rule teaches a named knowledge point', () => {
    for (const r of Object.values(RULES)) expect(KNOWLEDGE_POINTS).toHaveProperty([(r as { kp: string }).kp]);
  });
});

describe('coverage of the corpus', () => {
  it('plans a lesson with real questions for every problem of the SymPy-checked corpus', () => {
    const { problems } = JSON.parse(readFileSync(new URL('../../../math/corpus/corpus.json', import.meta.url), 'utf8')) as {
      problems: { id: string; request: ComputeRequest }[];
    };
    const failed: string[] = [];
    let steps = 0;
    let questions = 0;
    problems.forEach((p, i) => {
      const plan = planFromResult(compute(p.request), p.request, i + 1);
      if (plan.status !== 'SUCCESS' || !plan.steps.some((s) => s.optionList.length > 1)) failed.push(`${p.id}: ${plan.status}`);
      for (const s of plan.steps) {
        steps++;
        if (s.optionList.length > 1) questions++;
        // Exactly one right option, and it is the engine's line.
        expect(s.optionList.filter((o) => o.correct).map((o) => o.latex)).toEqual([s.after]);
      }
    });
    expect(failed).toEqual([]);
    expect(questions / steps).toBeGreaterThan(0.9);
  });
});
