/** New-tutor API over real HTTP against the real server (PGlite): the §4 flow, trials, credits, ownership, attempts, pictures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeClaims, startTestServer, type TestServer } from '@lemma/testing/server';
import { sessions, users } from '@lemma/sdk/server';
import { MAX_SESSION_ATTEMPTS, type NewTutorFields } from '../shared/contract';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const guest = () => s.guest();

async function account(memberType?: 'MEMBER') {
  const u = await s.signUp('tutee');
  if (memberType) await s.built.kernel.db.update(users).set({ memberType }).where(eq(users.id, u.userId));
  return u;
}

const trialsLeft = async (userId: number) => (await s.built.kernel.db.select().from(users).where(eq(users.id, userId)))[0]!;

async function start(token: string, content: string) {
  const r = await s.call('POST', '/api/session/input/save/2', { token, body: { content, mode: 'NEW_TUTOR' } });
  return r;
}

async function planned(token: string, uuid: string): Promise<NewTutorFields & { mode: string; id: number }> {
  await s.built.kernel.jobs.idle();
  const r = await s.call('GET', `/api/session/detail/uuid/${uuid}`, { token });
  expect(r.status).toBe(200);
  return r.body;
}

const post = (token: string, url: string, body?: unknown) => s.call('POST', url, { token, ...(body ? { body } : {}) });
const right = (options: { correct: boolean }[]) => options.findIndex((o) => o.correct);
const wrong = (options: { correct: boolean }[]) => options.findIndex((o) => !o.correct);

describe('the new-tutor flow', () => {
  it('walks "Solve 2x + 3 = 11": plan, base quiz, a wrong option explained, a typed line accepted, finish, reload', async () => {
    const g = await guest();
    const r = await start(g.token, 'Solve 2x + 3 = 11');
    expect(r.status).toBe(200);
    const d = await planned(g.token, r.body.sessionUuid);
    expect(d).toMatchObject({
      mode: 'NEW_TUTOR',
      newTutorStatus: 'SUCCESS',
      newTutorTotalStep: 2,
      newTutorCurrentStep: 0,
      newTutorIsFinished: false,
      newTutorSessions: [],
    });
    expect(d.newTutorKnowledge.map((k) => k.id)).toEqual(['equations.balance']);
    expect(d.newTutorBaseQuiz).toHaveLength(2);
    expect((await trialsLeft(g.userId)).trialCount).toBe(1);
    const sessionId = d.id;

    // Base quiz: a wrong answer is explained, right answers move to step 1 (display step 0, §4).
    const q0 = d.newTutorBaseQuiz[0]!.optionList;
    const bad = await post(g.token, '/api/new-tutor/answer', { sessionId, step: 0, question: 0, optionIndex: wrong(q0) });
    expect(bad.body).toMatchObject({ correct: false, whyKey: 'tutor:why.task', newTutorCurrentStep: 0, attempts: 1 });
    expect(
      (await post(g.token, '/api/new-tutor/answer', { sessionId, step: 0, question: 0, optionIndex: right(q0) })).body,
    ).toMatchObject({ correct: true, newTutorBaseQuizAnswered: 1 });
    // Steps cannot be skipped.
    expect((await post(g.token, '/api/new-tutor/answer', { sessionId, step: 1, optionIndex: 0 })).body.errorCode).toBe(
      'CUSTOM_ERROR',
    );
    const q1 = d.newTutorBaseQuiz[1]!.optionList;
    expect(
      (await post(g.token, '/api/new-tutor/answer', { sessionId, step: 0, question: 1, optionIndex: right(q1) })).body,
    ).toMatchObject({ correct: true, newTutorCurrentStep: 1 });
    const after = await planned(g.token, r.body.sessionUuid);
    expect(after).toMatchObject({ newTutorCurrentStep: 1, newTutorDisplayStep: 0, newTutorBaseQuizAnswered: 2 });

    // Step 1 is served once, however often it is asked for (§4).
    const step1 = await post(g.token, '/api/new-tutor/step', { sessionId, step: 1 });
    expect(step1.status).toBe(200);
    expect(step1.body.optionList.find((o: { correct: boolean }) => o.correct).latex).toBe('2x = 8');
    await post(g.token, '/api/new-tutor/step', { sessionId, step: 1 });
    expect((await planned(g.token, r.body.sessionUuid)).newTutorSessions).toHaveLength(1);
    // Step 2 is not served before step 1 is done.
    expect((await post(g.token, '/api/new-tutor/step', { sessionId, step: 2 })).body.errorCode).toBe('CUSTOM_ERROR');

    const mistake = await post(g.token, '/api/new-tutor/answer', {
      sessionId,
      step: 1,
      optionIndex: wrong(step1.body.optionList),
    });
    expect(mistake.body).toMatchObject({
      correct: false,
      whyKey: 'tutor:mistakes.subtract-from-both-sides',
      answeredIndex: null,
      newTutorCurrentStep: 1,
    });
    // A typed line: a restatement is not progress (and costs no attempt); the right line moves on.
    const same = await post(g.token, '/api/new-tutor/answer', { sessionId, step: 1, line: '3 + 2x = 11' });
    expect(same.body).toMatchObject({ correct: false, verdict: 'no-progress', attempts: 1 });
    const off = await post(g.token, '/api/new-tutor/answer', { sessionId, step: 1, line: '2x = 14' });
    expect(off.body).toMatchObject({ correct: false, verdict: 'wrong', where: { part: 'right' }, attempts: 2 });
    const typed = await post(g.token, '/api/new-tutor/answer', { sessionId, step: 1, line: '2x = 11 - 3' });
    expect(typed.body).toMatchObject({
      correct: true,
      verdict: 'progress',
      answeredIndex: right(step1.body.optionList),
      newTutorCurrentStep: 2,
    });

    const step2 = await post(g.token, '/api/new-tutor/step', { sessionId, step: 2 });
    expect(
      (await post(g.token, '/api/new-tutor/answer', { sessionId, step: 2, optionIndex: right(step2.body.optionList) })).body,
    ).toMatchObject({ correct: true, newTutorCurrentStep: 2 });

    const fin = await post(g.token, '/api/new-tutor/finish', { sessionId });
    expect(fin.body).toMatchObject({ newTutorIsFinished: true, newTutorCurrentStep: 2, newTutorDisplayStep: 2 });
    const reloaded = await planned(g.token, r.body.sessionUuid);
    expect(reloaded.newTutorIsFinished).toBe(true);
    expect(reloaded.newTutorSessions.map((e) => e.step)).toEqual([1, 2]);
    expect(reloaded.newTutorAnswer).toMatchObject({ latex: 'x = 4' });
    // A finished session takes no more answers.
    expect((await post(g.token, '/api/new-tutor/answer', { sessionId, step: 2, optionIndex: 0 })).body.errorCode).toBe(
      'CUSTOM_ERROR',
    );
    // It is listed among the tutor sessions.
    const list = await s.call('GET', '/api/session/all/en?mode=NEW_TUTOR', { token: g.token });
    expect(list.body.sessions.map((x: { id: number }) => x.id)).toContain(sessionId);
  });

  it('plans a product-rule derivative and a by-parts integral', async () => {
    const m = await account('MEMBER');
    await s.built.kernel.credits.grant(m.userId, { kind: 'PRO', bucket: 'EXTRA', delta: 5, reason: 'TEST' });
    for (const [q, rule] of [
      ['derivative of x^2 sin x', 'product-rule'],
      ['integrate x e^x', 'integration-by-parts'],
    ] as const) {
      const r = await start(m.token, q);
      const d = await planned(m.token, r.body.sessionUuid);
      expect(d.newTutorStatus).toBe('SUCCESS');
      expect(d.newTutorSteps[0]!.rule).toBe(rule);
    }
  });

  it('answers "what\'s the weather" with NOT_MATH_QUESTION and gives the trial back', async () => {
    const g = await guest();
    const r = await start(g.token, "what's the weather");
    const d = await planned(g.token, r.body.sessionUuid);
    expect(d.newTutorStatus).toBe('NOT_MATH_QUESTION');
    expect(d.newTutorTotalStep).toBe(0);
    expect((await trialsLeft(g.userId)).trialCount).toBe(2);
    expect((await post(g.token, '/api/new-tutor/step', { sessionId: d.id, step: 1 })).body.errorCode).toBe('CUSTOM_ERROR');
  });
});

describe('paying for the tutor', () => {
  it('gives guests and free users two free sessions, then AI_TUTOR_TRIAL_LIMIT_HIT with nothing written', async () => {
    const g = await guest();
    expect((await start(g.token, 'solve 3x = 12')).status).toBe(200);
    expect((await start(g.token, 'solve 5x = 10')).status).toBe(200);
    const u = await trialsLeft(g.userId);
    expect(u).toMatchObject({ trialCount: 0, trialUsed: true });
    const before = (await s.built.kernel.db.select().from(sessions).where(eq(sessions.userId, g.userId))).length;
    const third = await start(g.token, 'solve 7x = 14');
    // §7 tutor-promotion/update records the promotion shown.
    expect((await post(g.token, '/api/tutor-promotion/update', { tutorPromotionType: 'SUBSCRIPTION' })).body).toEqual({
      tutorPromotionType: 'SUBSCRIPTION',
    });
    expect((await trialsLeft(g.userId)).tutorPromotionType).toBe('SUBSCRIPTION');
    expect((await post(g.token, '/api/tutor-promotion/update', { tutorPromotionType: 'ADS' })).body.errorCode).toBe(
      'VALIDATION_ERROR',
    );
    expect(third.status).toBe(402);
    expect(third.body.errorCode).toBe('AI_TUTOR_TRIAL_LIMIT_HIT');
    expect((await s.built.kernel.db.select().from(sessions).where(eq(sessions.userId, g.userId))).length).toBe(before);
    // The claims of a fresh token carry the used trials (§3 trialCount / trialUsed).
    const me = await account();
    await start(me.token, 'solve 2x = 4');
    const refreshed = await s.call('GET', '/api/token/refresh', { token: me.token });
    expect(refreshed.status).toBe(200);
    expect(decodeClaims(refreshed.body.token)).toMatchObject({ trialCount: 1, trialUsed: false });
  });

  it('charges members one PRO credit, refunds it when the plan fails, and refuses at zero credits', async () => {
    const m = await account('MEMBER');
    await s.built.kernel.credits.grant(m.userId, { kind: 'PRO', bucket: 'EXTRA', delta: 1, reason: 'TEST' });
    const start0 = await s.built.kernel.credits.available(m.userId, 'PRO');
    const r = await start(m.token, 'solve x + 1 = 3');
    expect(r.status).toBe(200);
    await s.built.kernel.jobs.idle();
    expect(await s.built.kernel.credits.available(m.userId, 'PRO')).toBe(start0 - 1);
    expect((await trialsLeft(m.userId)).trialCount).toBe(2);
    const w = await start(m.token, 'tell me a joke please');
    expect(w.status).toBe(200);
    await s.built.kernel.jobs.idle();
    expect(await s.built.kernel.credits.available(m.userId, 'PRO')).toBe(start0 - 1);
    // Spend everything, then the tutor refuses with OUT_OF_BALANCE_CREDIT.
    const left = await s.built.kernel.credits.available(m.userId, 'PRO');
    if (left > 0) await s.built.kernel.credits.spend(m.userId, 'PRO', left, 'TEST');
    const none = await start(m.token, 'solve x + 2 = 3');
    expect(none.status).toBe(402);
    expect(none.body.errorCode).toBe('OUT_OF_BALANCE_CREDIT');
  });
});

describe('limits and ownership', () => {
  it('reveals a step after three wrong attempts and ends the session after too many', async () => {
    const m = await account('MEMBER');
    await s.built.kernel.credits.grant(m.userId, { kind: 'PRO', bucket: 'EXTRA', delta: 2, reason: 'TEST' });
    const r = await start(m.token, 'solve 4x - 2 = 10');
    const d = await planned(m.token, r.body.sessionUuid);
    const sessionId = d.id;
    for (const [i, q] of d.newTutorBaseQuiz.entries())
      await post(m.token, '/api/new-tutor/answer', { sessionId, step: 0, question: i, optionIndex: right(q.optionList) });
    const step = (await post(m.token, '/api/new-tutor/step', { sessionId, step: 1 })).body;
    let last;
    for (let i = 0; i < 3; i++)
      last = (await post(m.token, '/api/new-tutor/answer', { sessionId, step: 1, optionIndex: wrong(step.optionList) })).body;
    expect(last).toMatchObject({
      correct: false,
      revealed: true,
      answeredIndex: right(step.optionList),
      newTutorCurrentStep: 2,
      attempts: 3,
    });
    // On step 2 an unreadable line counts as an attempt.
    await post(m.token, '/api/new-tutor/step', { sessionId, step: 2 });
    expect((await post(m.token, '/api/new-tutor/answer', { sessionId, step: 2, line: 'x = = 1' })).body).toMatchObject({
      correct: false,
      verdict: 'unreadable',
      attempts: 1,
    });

    // Guessing the base quiz over and over ends a session at MAX_SESSION_ATTEMPTS wrong answers.
    const r2 = await start(m.token, 'solve 3x + 1 = 7');
    const d2 = await planned(m.token, r2.body.sessionUuid);
    const q0 = d2.newTutorBaseQuiz[0]!.optionList;
    let res;
    for (let i = 0; i < MAX_SESSION_ATTEMPTS; i++)
      res = (await post(m.token, '/api/new-tutor/answer', { sessionId: d2.id, step: 0, question: 0, optionIndex: wrong(q0) }))
        .body;
    expect(res).toMatchObject({ correct: false, attempts: MAX_SESSION_ATTEMPTS, newTutorStatus: 'EXCEED_MAX_ATTEMPTS' });
    expect(
      (await post(m.token, '/api/new-tutor/answer', { sessionId: d2.id, step: 0, question: 0, optionIndex: right(q0) })).body
        .errorCode,
    ).toBe('CUSTOM_ERROR');
    expect((await planned(m.token, r2.body.sessionUuid)).newTutorStatus).toBe('EXCEED_MAX_ATTEMPTS');
  });

  it('answers 404 for another user on every tutor route', async () => {
    const owner = await guest();
    const r = await start(owner.token, 'solve 2x = 6');
    const d = await planned(owner.token, r.body.sessionUuid);
    const other = await guest();
    const calls = [
      post(other.token, '/api/new-tutor/step', { sessionId: d.id, step: 1 }),
      post(other.token, '/api/new-tutor/answer', { sessionId: d.id, step: 0, optionIndex: 0 }),
      post(other.token, '/api/new-tutor/finish', { sessionId: d.id }),
      post(other.token, `/api/new-tutor/generate-related-question?sessionId=${d.id}`),
      post(other.token, '/api/new-tutor/related-image', { sessionId: d.id, step: 1 }),
      post(other.token, '/api/new-tutor/related-image/status', { sessionId: d.id, step: 1 }),
      post(other.token, `/api/new-tutor/update-status?sessionId=${d.id}&status=NOT_SOLVED`),
    ];
    for (const c of await Promise.all(calls)) expect(c.status, JSON.stringify(c.body)).toBe(404);
    expect((await planned(owner.token, r.body.sessionUuid)).newTutorStatus).toBe('SUCCESS');
  });

  it('rejects bad input in the §8 shape', async () => {
    const g = await guest();
    expect((await post(g.token, '/api/new-tutor/answer', { sessionId: 1, step: 1 })).body.errorCode).toBe('VALIDATION_ERROR');
    expect((await post(g.token, '/api/new-tutor/update-status?sessionId=1&status=HAPPY')).body.errorCode).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      (await s.call('POST', '/api/session/input/save/2', { token: g.token, body: { content: '', mode: 'NEW_TUTOR' } })).body
        .errorCode,
    ).toBe('VALIDATION_ERROR');
  });
});

describe('practice and pictures', () => {
  it('makes related questions the engine can solve, a graph picture, and records a status', async () => {
    const m = await account('MEMBER');
    await s.built.kernel.credits.grant(m.userId, { kind: 'PRO', bucket: 'EXTRA', delta: 3, reason: 'TEST' });
    const r = await start(m.token, 'Solve x^2 - 5x + 6 = 0');
    const d = await planned(m.token, r.body.sessionUuid);
    const rel = await post(m.token, `/api/new-tutor/generate-related-question?sessionId=${d.id}`);
    expect(rel.status).toBe(200);
    expect(rel.body.relatedQuestions.length).toBeGreaterThan(0);
    expect(rel.body.relatedQuestions).not.toContain('Solve x^2 - 5x + 6 = 0');
    expect(JSON.parse((await planned(m.token, r.body.sessionUuid)).newTutorRelatedQuestions)).toEqual(rel.body.relatedQuestions);

    const img = await post(m.token, '/api/new-tutor/related-image', { sessionId: d.id, step: 1 });
    expect(img.body.relatedImageStatus).toBe('PENDING');
    await s.built.kernel.jobs.idle();
    const done = await post(m.token, '/api/new-tutor/related-image/status', { sessionId: d.id, step: 1 });
    expect(done.body.relatedImageStatus).toBe('SUCCESS');
    const svg = Buffer.from(done.body.relatedImageUrl.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*>.*<path d="M/);
    // The two roots are marked.
    expect(svg.match(/<circle/g)).toHaveLength(2);

    const st = await post(m.token, `/api/new-tutor/update-status?sessionId=${d.id}&status=NOT_SOLVED`);
    expect(st.body).toEqual({ sessionId: d.id, status: 'NOT_SOLVED' });
  });

  it('draws an inequality on a number line', async () => {
    const m = await account('MEMBER');
    await s.built.kernel.credits.grant(m.userId, { kind: 'PRO', bucket: 'EXTRA', delta: 1, reason: 'TEST' });
    const r = await start(m.token, 'solve 2x + 1 > 5');
    const d = await planned(m.token, r.body.sessionUuid);
    expect(d.newTutorStatus).toBe('SUCCESS');
    await post(m.token, '/api/new-tutor/related-image', { sessionId: d.id, step: 1 });
    await s.built.kernel.jobs.idle();
    const done = await post(m.token, '/api/new-tutor/related-image/status', { sessionId: d.id, step: 1 });
    const svg = Buffer.from(done.body.relatedImageUrl.split(',')[1], 'base64').toString();
    // One open circle at 2 (white fill) and a thick ray.
    expect(svg).toContain('fill="#ffffff" stroke="#2d72d2" stroke-width="3"');
    expect(svg).toContain('stroke-width="6"');
  });
});
