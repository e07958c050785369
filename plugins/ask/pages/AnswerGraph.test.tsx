/**
 * The answer view says what an answer's graph shows (issue #22): the picture of a direction field, a gradient field, a
 * tangent line or a region has a caption in the student's language, built from the answer's graph specs.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import { createServerI18n } from '@lemma/server/core/i18n';
import { compute, type ComputeRequest } from '@lemma/math';
import type { Language } from '@lemma/sdk';
import { createSymbolicProvider } from '../server/providers';
import ask from '../index';

const root = process.cwd();
const UUID = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d5';

/** The session of one question answered by the real symbolic provider, its picture drawn. */
async function session(question: string, language: Language) {
  const provider = createSymbolicProvider(await createServerI18n(root), { compute: async (req: ComputeRequest) => compute(req) });
  const a = await provider.answer({ question, language, grade: null, model: 'PRO' }, () => {});
  const output = {
    ...{ id: 3, sessionInputId: 7, content: a.content, finalAnswer: a.finalAnswer, finalAnswerText: a.finalAnswerText },
    ...{ steps: a.steps, verified: a.verified, exact: a.exact, provider: a.provider, task: a.task, optionList: [] },
    ...{ relatedQuestions: [], relatedImageStatus: 'SUCCESS', relatedImageUrl: '/api/files/ask/pictures/p.svg' },
    ...{ isGenerateImage: false, outputFeedback: null, desmosFunction: a.desmosFunction, alternateForms: [], createdAt: 0 },
  };
  const input = { id: 7, sessionId: 5, content: question, status: 'SUCCESS', purpose: null, model: 'PRO', createdAt: 0, output };
  return {
    ...{ id: 5, uuid: UUID, name: question, grade: null, favorite: false, shared: false, mode: 'ANSWER' },
    ...{ createdAt: 0, updatedAt: 0, parseStatus: null, sessionInputs: [input], sessionOutputs: [output] },
  };
}

async function caption(question: string, language: Language = 'en') {
  await renderPluginView(ask, {
    route: `/app/ask/${UUID}`,
    session: 'member',
    language,
    http: {
      [`GET /session/detail/uuid/${UUID}`]: await session(question, language),
      'GET /session/list': { sessions: [], hasMore: false },
    },
  });
  return (await screen.findByTestId('answer-picture-caption')).textContent;
}

describe('AnswerView: what the graph shows, in words', () => {
  it("solve y' = x - y, y(0) = 1: the direction field with the solution through (0, 1)", async () => {
    expect(await caption("solve y' = x - y, y(0) = 1")).toContain(
      'Direction field of y′ = x − y with the solution through (0, 1)',
    );
  });

  it('gradient of x^2 + y^2 (in German): the gradient field with its level curves', async () => {
    expect(await caption('Gradient von x^2 + y^2', 'de')).toContain(
      'Gradientenfeld ∇f = (2x, 2y) von f = x² + y² mit Höhenlinien',
    );
  });

  it('area between y = x and y = x^2: the region between the curves over [0, 1]', async () => {
    expect(await caption('area between y = x and y = x^2')).toContain('Region between y = x and y = x² for 0 ≤ x ≤ 1');
  });
});
