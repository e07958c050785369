/**
 * Fair math over real HTTP (issue #12 point 2): one guest flooding `/calculator/compute` with
 * pathological computations does not hold up another user's simple one; a full queue answers 429
 * with Retry-After; the route is rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@lemma/testing/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ MATH_WORKERS: 2, MATH_USER_IN_FLIGHT: 1, MATH_QUEUE_PER_USER: 3, CALCULATOR_RATE_LIMIT: '40' });
});
afterAll(async () => s?.close());

/** The 20th derivative of (x+1)(x+2)…(x+150): runs until its budget is spent. */
const HEAVY = {
  model: 'DERIVATIVE',
  input: Array.from({ length: 150 }, (_, i) => `(x+${i + 1})`).join('*'),
  derivativeOrder: 20,
};

describe('fair math', () => {
  it("answers another user's simple compute while one guest's flood is still queued, and refuses the flood's excess with 429", async () => {
    const flooder = await s.guest();
    const other = await s.signUp('fair');
    // Warm the pool (the workers load the engine) so the flood below meets running workers.
    expect(
      (await s.call('POST', '/api/calculator/compute', { token: other.token, body: { model: 'CALCULATION', input: '1+1' } }))
        .status,
    ).toBe(200);

    let settled = 0;
    const flood = Array.from({ length: 6 }, () =>
      s.call('POST', '/api/calculator/compute', { token: flooder.token, body: HEAVY }).finally(() => settled++),
    );
    // Wait until the pool holds the flood: one running, the rest queued in the flooder's lane.
    while (s.built.kernel.math.stats().queued === 0) await new Promise((r) => setTimeout(r, 10));

    const simple = await s.call('POST', '/api/calculator/compute', {
      token: other.token,
      body: { model: 'CALCULATION', input: '2*3' },
    });
    expect(simple.status).toBe(200);
    expect(simple.body.simplifyResultText).toBe('6');
    // The flood had not finished: its jobs were still queued or running when the simple one answered.
    expect(settled).toBeLessThanOrEqual(2); // at most the two refused at once (below); none of the admitted ones
    expect(s.built.kernel.math.stats().queued).toBeGreaterThan(0);

    const results = await Promise.all(flood);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2); // 1 running + 3 queued admitted (MATH_QUEUE_PER_USER = 3)
    for (const r of refused) {
      expect(r.body.errorCode).toBe('RATE_LIMITED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // The admitted ones ran out of time (deadlines counted from arrival): a clear 4xx, not a hang.
    for (const r of results.filter((x) => x.status !== 429)) expect(r.status).toBe(400);
  }, 60_000);

  it('rate-limits the free compute route per account with 429 RATE_LIMITED', async () => {
    const user = await s.signUp('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++)
      statuses.push(
        (await s.call('POST', '/api/calculator/compute', { token: user.token, body: { model: 'CALCULATION', input: `${i}+1` } }))
          .status,
      );
    expect(statuses.slice(0, 40).every((x) => x === 200)).toBe(true);
    const last = await s.call('POST', '/api/calculator/compute', {
      token: user.token,
      body: { model: 'CALCULATION', input: '1+1' },
    });
    expect(last.status).toBe(429);
    expect(last.body.errorCode).toBe('RATE_LIMITED');
    // Another account has its own allowance.
    const fresh = await s.signUp('fresh');
    expect(
      (await s.call('POST', '/api/calculator/compute', { token: fresh.token, body: { model: 'CALCULATION', input: '1+1' } }))
        .status,
    ).toBe(200);
  }, 60_000);
});
