/**
 * The answer view (Ask page and share page) draws a topic's answer in words in the student's language
 * (math/answerWords.ts, issues #21/#22): the symbolic provider writes the answer as the server stores it, and the
 * final-answer panel shows the translated sentence with its math, never the English words.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import { createServerI18n } from '@lemma/server/core/i18n';
import { compute, type ComputeRequest } from '@lemma/math';
import type { Language } from '@lemma/sdk';
import { createSymbolicProvider } from '../server/providers';
import ask from '../index';
import { sessionDetail } from './sessionFixture';

// the repository (vitest runs there; under happy-dom import.meta.url is not a file URL)
const root = process.cwd();
const UUID = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d4';

/** The session the server sends for one question answered by the real symbolic provider in `language`. */
async function answeredSession(question: string, language: Language) {
  const t = await createServerI18n(root);
  const provider = createSymbolicProvider(t, { compute: async (req: ComputeRequest) => compute(req) });
  const a = await provider.answer({ question, language, grade: null, model: 'PRO' }, () => {});
  const output = {
    id: 3,
    sessionInputId: 7,
    content: a.content,
    finalAnswer: a.finalAnswer,
    finalAnswerText: a.finalAnswerText,
    steps: a.steps,
    verified: a.verified,
    exact: a.exact,
    provider: a.provider,
    task: a.task,
    optionList: [],
    relatedQuestions: [],
    relatedImageStatus: null,
    relatedImageUrl: null,
    isGenerateImage: false,
    outputFeedback: null,
    desmosFunction: a.desmosFunction,
    alternateForms: [],
    createdAt: 0,
  };
  return sessionDetail(UUID, question, output);
}

async function renderAnswer(question: string, language: Language) {
  await renderPluginView(ask, {
    route: `/app/ask/${UUID}`,
    session: 'member',
    http: {
      [`GET /session/detail/uuid/${UUID}`]: await answeredSession(question, language),
      'GET /session/list': { sessions: [], hasMore: false },
    },
  });
  return screen.findByTestId('final-answer');
}

describe('AnswerView: an answer in words', () => {
  it('"¿17 es par o impar?" shows "impar", not "odd"', async () => {
    const final = await renderAnswer('¿17 es par o impar?', 'es');
    expect(final.getAttribute('data-answer')).toBe('impar');
    expect(final.textContent).toContain('impar');
    expect(final.textContent).not.toMatch(/\bodd\b/);
  });

  it('local extrema in Spanish: the sentence translated, the points drawn as math', async () => {
    const final = await renderAnswer('Halla los máximos y mínimos locales de f(x) = x^3 - 3x', 'es');
    const text = final.textContent ?? '';
    expect(text).toContain('máximo local en');
    expect(text).toContain('mínimo local en');
    expect(text).not.toMatch(/local max/);
    // the points are typeset (MathML), not left as LaTeX source
    expect(final.querySelector('math')).not.toBeNull();
    expect(text).not.toContain('\\left');
    expect(text.replace(/\s/g, '')).toMatch(/\((−|-)1,2\)/);
  });

  it('the share page shows the stored answer the same way (a 12-hour clock time past midnight, in German)', async () => {
    await renderPluginView(ask, {
      route: `/share/${UUID}`,
      http: { [`GET /open-api/shared-session/uuid/${UUID}`]: await answeredSession('11:50 pm + 20 min', 'de') },
    });
    const final = await screen.findByTestId('final-answer');
    expect(final.getAttribute('data-answer')).toBe('12:10 Uhr nachts (+1 Tg.)');
    expect(final.textContent).toContain('Uhr nachts');
    expect(final.textContent).not.toMatch(/AM|PM/);
  });
});
