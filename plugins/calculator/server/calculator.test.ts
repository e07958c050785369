/** Calculator API over real HTTP: compute (free, no credits), history (front, paging, ownership). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { fp, startTestServer, type TestServer } from '@lemma/testing/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const guest = async () =>
  (await s.call('POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: fp } })).body.token as string;

describe('compute', () => {
  it('differentiates x^3 - 3x with steps, verified, and costs no credit', async () => {
    const token = await guest();
    const before = (await s.call('GET', '/api/balance/info', { token })).body;
    for (let i = 0; i < 3; i++) {
      const r = await s.call('POST', '/api/calculator/compute', { token, body: { model: 'DERIVATIVE', input: 'x^3 - 3x' } });
      expect(r.status).toBe(200);
      expect(r.body.simplifyResultText.replace(/\s|\*/g, '')).toBe('3x^2-3');
      expect(r.body.verified).toBe(true);
      expect(r.body.steps.length).toBeGreaterThan(0);
    }
    expect((await s.call('GET', '/api/balance/info', { token })).body).toEqual(before);
  });

  it('computes definite integrals exactly and solves equations', async () => {
    const token = await guest();
    const i = await s.call('POST', '/api/calculator/compute', {
      token,
      body: {
        model: 'INTEGRATION',
        integrationModel: 'DEFINITE_INTEGRAL',
        input: 'x^2',
        integrationLowerBound: '0',
        integrationUpperBound: '3',
      },
    });
    expect(i.body.simplifyResultText).toBe('9');
    const sol = await s.call('POST', '/api/calculator/compute', {
      token,
      body: { model: 'FUNCTION_SOLVE', input: '2x + 3 = 11' },
    });
    expect(sol.body.solutions).toEqual(['4']);
  });

  it('rejects bad input with VALIDATION_ERROR, including the variable and order rules', async () => {
    const token = await guest();
    const bad = await s.call('POST', '/api/calculator/compute', { token, body: { model: 'CALCULATION', input: '2 + * 3' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
    expect(
      (await s.call('POST', '/api/calculator/compute', { token, body: { model: 'DERIVATIVE', input: 'x^2', variable: 'xy' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await s.call('POST', '/api/calculator/compute', {
          token,
          body: { model: 'DERIVATIVE', input: 'x^2', derivativeOrder: 0 },
        })
      ).status,
    ).toBe(400);
    const noBounds = await s.call('POST', '/api/calculator/compute', {
      token,
      body: { model: 'INTEGRATION', integrationModel: 'DEFINITE_INTEGRAL', input: 'x' },
    });
    expect(noBounds.body.message).toMatch(/both bounds/);
  });
});

describe('history', () => {
  it('puts a saved entry in front, moves a repeated one, pages by 20, and deletes', async () => {
    const token = await guest();
    for (let i = 0; i < 23; i++)
      await s.call('POST', '/api/calculator-history/set', {
        token,
        body: { input: `${i}+1`, model: 'CALCULATION', calcResult: String(i + 1) },
      });
    await s.call('POST', '/api/calculator-history/set', { token, body: { input: '3+1', model: 'CALCULATION', calcResult: '4' } });
    const p1 = await s.call('GET', '/api/calculator-history/get?limit=20', { token });
    expect(p1.body.entries).toHaveLength(20);
    expect(p1.body.entries[0]).toMatchObject({ input: '3+1', calcResult: '4', variable: 'x', derivativeOrder: 1 });
    expect(p1.body.entries[1].input).toBe('22+1');
    expect(p1.body.hasMore).toBe(true);
    const p2 = await s.call('GET', '/api/calculator-history/get?limit=20&offset=20', { token });
    expect(p2.body.entries).toHaveLength(3);
    expect(p2.body.hasMore).toBe(false);
    const id = p1.body.entries[0].id;
    expect((await s.call('DELETE', `/api/calculator-history/delete/id/${id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `/api/calculator-history/id/${id}`, { token })).status).toBe(404);
  });

  it('another user cannot read or delete my entries', async () => {
    const a = await guest();
    const b = await guest();
    const e = await s.call('POST', '/api/calculator-history/set', {
      token: a,
      body: { input: 'x^2', model: 'DERIVATIVE', simplifyResult: '2x' },
    });
    expect((await s.call('GET', `/api/calculator-history/id/${e.body.id}`, { token: b })).status).toBe(404);
    expect((await s.call('DELETE', `/api/calculator-history/delete/id/${e.body.id}`, { token: b })).status).toBe(404);
    expect((await s.call('GET', '/api/calculator-history/get', { token: b })).body.entries).toHaveLength(0);
    expect((await s.call('GET', `/api/calculator-history/id/${e.body.id}`, { token: a })).status).toBe(200);
  });
});
