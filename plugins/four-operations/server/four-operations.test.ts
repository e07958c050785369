/** The four-operations API over real HTTP: the server's score, bests kept by the job, ownership, validation, usage. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { funcUsage, startTestServer, type TestServer } from '@lemma/testing/server';
import { answerOf, makeRound, type Problem } from '../shared/drill';
import { fourOperationsRounds } from './schema';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ FOUR_OPERATIONS_KEEP_ROUNDS: '10' });
});
afterAll(async () => s?.close());

/** A round of × at level to100 with the first `wrong` answers off by one. */
function round(wrong: number, durationMs = 30_000) {
  const problems = makeRound(['multiply'], 'to100').map((p: Problem, i) => ({ ...p, answer: answerOf(p) + (i < wrong ? 1 : 0) }));
  return { operations: ['multiply'], level: 'to100', problems, durationMs };
}

// #region guide:api-test
describe('POST /api/four-operations/round/save', () => {
  it('scores the round on the server, whatever score the client claims', async () => {
    const { token } = await s.guest();
    const r = await s.call('POST', '/api/four-operations/round/save', { token, body: { ...round(3), correct: 10 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ correct: 7, total: 10, durationMs: 30_000 });
  });

  it('refuses a malformed round with 400 VALIDATION_ERROR in the §8 shape', async () => {
    const { token } = await s.guest();
    const inexact = round(0);
    inexact.problems[0] = { op: 'multiply', a: 7, b: 0, answer: 0 }; // not a times-table problem
    for (const body of [inexact, { ...round(0), problems: round(0).problems.slice(0, 9) }, { ...round(0), level: 'to5' }]) {
      const r = await s.call('POST', '/api/four-operations/round/save', { token, body });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ errorCode: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });
});
// #endregion

describe('rounds and bests', () => {
  it('keeps the best per operations and level through the job, and only mine', async () => {
    const a = await s.guest();
    const b = await s.guest();
    await s.call('POST', '/api/four-operations/round/save', { token: a.token, body: round(4, 20_000) });
    const best = await s.call('POST', '/api/four-operations/round/save', { token: a.token, body: round(1, 50_000) });
    await s.call('POST', '/api/four-operations/round/save', { token: a.token, body: round(1, 60_000) });
    await s.built.kernel.jobs.idle();
    const bests = (await s.call('GET', '/api/four-operations/round/best', { token: a.token })).body.bests;
    expect(bests).toEqual([
      { operations: ['multiply'], level: 'to100', correct: 9, total: 10, durationMs: 50_000, createdAt: expect.any(Number) },
    ]);
    expect((await s.call('GET', '/api/four-operations/round/best', { token: b.token })).body.bests).toEqual([]);

    const mine = await s.call('GET', `/api/four-operations/round/id/${best.body.id}`, { token: a.token });
    expect(mine.body.problems[0]).toMatchObject({ op: 'multiply', correct: false });
    expect(mine.body.problems.filter((p: { correct: boolean }) => p.correct)).toHaveLength(9);
    const theirs = await s.call('GET', `/api/four-operations/round/id/${best.body.id}`, { token: b.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errorCode).toBe('NOT_FOUND');
  });

  it('counts a DRILL use under DEMO_FOUR_OPERATIONS and keeps the newest FOUR_OPERATIONS_KEEP_ROUNDS rounds', async () => {
    const { token, userId } = await s.guest();
    for (let i = 0; i < 12; i++) await s.call('POST', '/api/four-operations/round/save', { token, body: round(i % 3) });
    await s.built.kernel.jobs.idle();
    const db = s.built.kernel.db;
    const [usage] = await db
      .select()
      .from(funcUsage)
      .where(and(eq(funcUsage.userId, userId), eq(funcUsage.source, 'DEMO_FOUR_OPERATIONS')));
    expect(usage).toMatchObject({ func: 'DRILL', count: 12 });
    expect(await db.$count(fourOperationsRounds, eq(fourOperationsRounds.userId, userId))).toBe(10);
    expect((await s.call('GET', '/api/four-operations/round/best', { token })).body.bests[0]).toMatchObject({ correct: 10 });
  });

  it('answers 401 without a session', async () => {
    expect((await s.call('GET', '/api/four-operations/round/best')).status).toBe(401);
  });
});
