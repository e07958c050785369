/**
 * The tutor store's client rules: restoring the wizard on reload (§4 tutor cycle up to the current
 * step), the §4 shown answers, the error step, and §8 "the status update returns the requested
 * status even if the call fails". The server side of the same flow is tested over HTTP in
 * server/tutor.test.ts; here a scripted API stands in for it.
 */
import { describe, expect, it } from 'vitest';
import type { ApiService } from '@lemma/sdk';
import type { TutorOption, TutorStepEntry } from '../shared/contract';
import { TutorStore, type TutorSession } from './TutorStore';

const options = (right: number): TutorOption[] => [0, 1, 2].map((i) => ({ latex: `o${i}`, correct: i === right }));

function session(over: Partial<TutorSession> = {}): TutorSession {
  const steps = [1, 2, 3].map((step) => ({
    step,
    rule: 'power-rule',
    knowledgePoint: 'derivatives.power-rule',
    before: `b${step}`,
    after: `a${step}`,
  }));
  return {
    id: 5,
    uuid: 'u-5',
    name: 'd/dx x^3',
    mode: 'NEW_TUTOR',
    sessionInputs: [{ content: 'd/dx x^3' }],
    newTutorStatus: 'SUCCESS',
    newTutorTotalStep: 3,
    newTutorCurrentStep: 0,
    newTutorDisplayStep: 0,
    newTutorIsFinished: false,
    newTutorSessions: [],
    newTutorSteps: steps,
    newTutorBaseQuiz: [
      {
        kind: 'task',
        optionList: [
          { labelKey: 'tutor:tasks.derivative', correct: true },
          { labelKey: 'tutor:tasks.limit', correct: false },
        ],
      },
      { kind: 'method', optionList: [{ labelKey: 'math:knowledge.derivatives.power-rule', correct: true }] },
    ],
    newTutorBaseQuizAnswered: 0,
    newTutorRelatedQuestions: '[]',
    newTutorKnowledge: [],
    newTutorProblem: { latex: '\\frac{d}{dx}x^3', task: 'derivative' },
    newTutorAnswer: { latex: '3x^2', check: null },
    newTutorFunctions: [],
    newTutorAttempts: 0,
    ...over,
  };
}

const entry = (step: number, right = 1, answeredIndex: number | null = null): TutorStepEntry => ({
  step,
  optionList: options(right),
  relatedImageStatus: null,
  relatedImageUrl: null,
  attempts: 0,
  answeredIndex,
  revealed: false,
});

/** An API that serves `details` in turn for the session detail and records posts. */
function scripted(details: TutorSession[], post: (url: string, body: unknown) => unknown = () => ({})) {
  const posts: [string, unknown][] = [];
  let i = 0;
  const api = {
    get: async () => structuredClone(details[Math.min(i++, details.length - 1)]),
    post: async (url: string, body?: unknown) => {
      posts.push([url, body]);
      return post(url, body);
    },
  } as unknown as ApiService;
  return { api, posts };
}

describe('TutorStore', () => {
  it('waits while the plan is PENDING, then opens on the problem panel', async () => {
    const { api } = scripted([session({ newTutorStatus: 'PENDING' }), session({ newTutorStatus: 'PENDING' }), session()]);
    const store = new TutorStore(api);
    await store.open('u-5');
    expect(store.state).toBe('ready');
    expect(store.panels.map((p) => p.kind)).toEqual(['problem', 'base', 'step', 'step', 'step', 'answer']);
    expect([store.wizard.left, store.wizard.right]).toEqual([0, 0]);
    expect(store.canContinue).toBe(true);
  });

  it('restores a reload at step 2 by replaying the tutor cycle, serves that step, and shows answers only before it', async () => {
    const { api, posts } = scripted(
      [session({ newTutorCurrentStep: 2, newTutorDisplayStep: 2, newTutorBaseQuizAnswered: 2, newTutorSessions: [entry(1, 2)] })],
      (url, body) => (url === '/new-tutor/step' ? entry((body as { step: number }).step, 0) : {}),
    );
    const store = new TutorStore(api);
    await store.open('u-5');
    // Panel of step 2 is 3: clicks give 0/1, 1/2, 2/3.
    expect([store.wizard.left, store.wizard.right]).toEqual([2, 3]);
    expect(store.right).toEqual({ kind: 'step', step: 2 });
    expect(posts).toEqual([['/new-tutor/step', { sessionId: 5, step: 2 }]]);
    expect(store.answeredIndex(1)).toBe(2); // before the current step: shown, with the correct index
    expect(store.answeredIndex(2)).toBeNull();
    expect(store.baseAnswered).toBe(2);
    expect(store.canContinue).toBe(false);
  });

  it('opens a finished lesson on the answer with every step answered', async () => {
    const { api } = scripted([
      session({
        newTutorIsFinished: true,
        newTutorCurrentStep: 3,
        newTutorDisplayStep: 3,
        newTutorSessions: [entry(1, 0), entry(2, 1), entry(3, 2)],
      }),
    ]);
    const store = new TutorStore(api);
    await store.open('u-5');
    expect(store.right).toEqual({ kind: 'answer' });
    expect([1, 2, 3].map((s) => store.answeredIndex(s))).toEqual([0, 1, 2]);
    expect(store.progress).toBe(1);
  });

  it('replaces the steps with the required-math-question step and freezes the wizard', async () => {
    const { api } = scripted([
      session({ newTutorStatus: 'NOT_MATH_QUESTION', newTutorSteps: [], newTutorTotalStep: 0, newTutorBaseQuiz: [] }),
    ]);
    const store = new TutorStore(api);
    await store.open('u-5');
    expect(store.panels).toEqual([
      { kind: 'problem' },
      { kind: 'error', messageKey: 'tutor:errors.requiredMathQuestion', status: 'NOT_MATH_QUESTION' },
    ]);
    expect(store.wizard).toMatchObject({ error: true, right: 1 });
    expect(store.canContinue).toBe(false);
    await store.next();
    expect(store.wizard.right).toBe(1);
  });

  it('turns a session error into the session error step', async () => {
    const { api } = scripted([session({ newTutorStatus: 'PARSE_FAILED', newTutorSteps: [], newTutorTotalStep: 0 })]);
    const store = new TutorStore(api);
    await store.open('u-5');
    expect(store.right).toEqual({ kind: 'error', messageKey: 'tutor:errors.session', status: 'PARSE_FAILED' });
  });

  it('keeps the requested status when the update-status call fails (§8)', async () => {
    const { api } = scripted([session()], () => Promise.reject(new Error('network down')));
    const store = new TutorStore(api);
    await store.open('u-5');
    await expect(store.updateStatus('NOT_SOLVED')).resolves.toBe('NOT_SOLVED');
  });

  it('advances with the control click once the warm-up is answered', async () => {
    const { api } = scripted([session()], (url, body) => {
      const b = body as { step: number; question?: number; optionIndex: number };
      if (url === '/new-tutor/answer')
        return {
          correct: true,
          answeredIndex: b.optionIndex,
          revealed: false,
          attempts: 0,
          newTutorCurrentStep: b.question === 1 ? 1 : 0,
          newTutorBaseQuizAnswered: (b.question ?? 0) + 1,
          newTutorStatus: 'SUCCESS',
        };
      if (url === '/new-tutor/step') return entry(b.step);
      return {};
    });
    const store = new TutorStore(api);
    await store.open('u-5');
    await store.next();
    expect(store.right).toEqual({ kind: 'base' });
    expect(store.canContinue).toBe(false);
    await store.answerBase(0, 0);
    await store.answerBase(1, 0);
    expect(store.canContinue).toBe(true);
    await store.next();
    expect(store.right).toEqual({ kind: 'step', step: 1 });
    expect(store.entry(1)).toBeDefined();
  });
});
