/**
 * The tutor's plan carries a topic's answer in words (math/answerWords.ts) to the session fields, so the answer panel
 * can show it in the reader's language (pages/AnswerWords.test.tsx draws it).
 */
import { describe, expect, it } from 'vitest';
import { compute, type ComputeRequest } from '@lemma/math';
import type { MathEngine } from '@lemma/sdk/server';
import { buildPlan } from './plan';
import { fields, type Row } from './deps';

const engine: MathEngine = { compute: async (req: ComputeRequest) => compute(req) };

describe('tutor plan: answer words', () => {
  it('a lesson on "the local extrema of x^3 - 3x" (asked in Spanish) keeps the words of its answer', async () => {
    const plan = await buildPlan('Halla los máximos y mínimos locales de f(x) = x^3 - 3x', 'es', engine, 7);
    expect(plan.status).toBe('SUCCESS');
    expect(plan.answer?.words?.map((w) => w.key)).toEqual(['calculus.local-max', 'calculus.local-min']);
    // the LaTeX stays the engine's (the typed-answer check compares with it)
    expect(plan.answer?.latex).toContain('\\text{local max}');
    // the session's new-tutor fields hand them to the client
    const row = { plan, status: 'SUCCESS', entries: [], relatedQuestions: '[]' } as unknown as Row;
    expect(fields(row).newTutorAnswer?.words).toEqual(plan.answer!.words);
  });

  it('an answer that is math only has no words', async () => {
    const plan = await buildPlan('Solve 2x + 3 = 11', 'en', engine, 7);
    expect(plan.answer).not.toBeNull();
    expect(plan.answer!.words).toBeUndefined();
  });
});
