/**
 * The tutor's answer panel draws an answer in words (math/answerWords.ts, issues #21/#22) in the reader's language:
 * the plan carries the topic's `words` (server/plan.ts) and the panel translates them (`math:answers.<key>`), its math
 * params as math; without words it shows the answer's LaTeX as before.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import type { AnswerWords } from '@lemma/math';
import tutor from '../index';

const UUID = 'u-9';

/** A finished lesson whose answer is `latex` (with `words`, if any). */
function finished(latex: string, words?: AnswerWords[]) {
  const steps = [1].map((step) => ({
    step,
    rule: 'parity-check',
    knowledgePoint: 'number-theory.parity',
    before: '17',
    after: '17 = 2 \\cdot 8 + 1',
  }));
  return {
    id: 9,
    uuid: UUID,
    name: 'is 17 even or odd',
    mode: 'NEW_TUTOR',
    sessionInputs: [{ content: 'is 17 even or odd' }],
    newTutorStatus: 'SUCCESS',
    newTutorTotalStep: 1,
    newTutorCurrentStep: 1,
    newTutorDisplayStep: 1,
    newTutorIsFinished: true,
    newTutorSessions: [
      {
        step: 1,
        optionList: [
          { latex: '17 = 2 \\cdot 8 + 1', correct: true },
          { latex: '17 = 2 \\cdot 9', correct: false },
        ],
        relatedImageStatus: null,
        relatedImageUrl: null,
        attempts: 0,
        answeredIndex: 0,
        revealed: false,
      },
    ],
    newTutorSteps: steps,
    newTutorBaseQuiz: [],
    newTutorBaseQuizAnswered: 0,
    newTutorRelatedQuestions: '[]',
    newTutorKnowledge: [],
    newTutorProblem: { latex: '17', task: 'topic' },
    newTutorAnswer: { latex, check: null, ...(words ? { words } : {}) },
    newTutorFunctions: [],
    newTutorAttempts: 0,
  };
}

const open = (session: ReturnType<typeof finished>, language: string) =>
  renderPluginView(tutor, {
    route: `/app/tutor/${UUID}`,
    session: 'member',
    language,
    http: { [`GET /session/detail/uuid/${UUID}`]: session, [`GET /session/all/${language}`]: { sessions: [] } },
  } as Parameters<typeof renderPluginView>[1]);

describe('Tutor answer panel: an answer in words', () => {
  it('shows "impar" to a Spanish reader, not the English "odd"', async () => {
    await open(finished('\\text{odd}', [{ key: 'parity.odd' }]), 'es');
    const panel = await screen.findByText((_, el) => el?.getAttribute('data-panel') === 'answer');
    expect(panel.textContent).toContain('impar');
    expect(panel.textContent).not.toMatch(/\bodd\b/);
  });

  it('keeps the math params as math (a local maximum in German)', async () => {
    const words: AnswerWords[] = [
      { key: 'calculus.local-max', params: { point: '\\left(-1, 2\\right)' }, paramsText: { point: '(-1, 2)' } },
    ];
    await open(finished('\\text{local max}\\ \\left(-1, 2\\right)', words), 'de');
    const panel = await screen.findByText((_, el) => el?.getAttribute('data-panel') === 'answer');
    expect(panel.textContent).toContain('lokales Maximum bei');
    expect(panel.textContent).not.toContain('local max');
    expect(panel.querySelector('math')).not.toBeNull();
  });

  it('an answer without words shows its LaTeX as before', async () => {
    await open(finished('x = 4'), 'es');
    const panel = await screen.findByText((_, el) => el?.getAttribute('data-panel') === 'answer');
    expect(panel.textContent?.replace(/\s/g, '')).toContain('x=4');
  });
});
