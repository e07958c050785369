/**
 * Hostile input gets a clear 400 in the §8 error shape, never a 500 (issue #13): ids beyond PostgreSQL's integer
 * range, NUL characters and lone surrogates in stored text, JSON nested thousands deep; and admin routes refuse
 * anonymous callers before looking at their body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@lemma/testing/server';
import { MAX_JSON_DEPTH, inputProblem } from './inputGuard';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.guest()).token;
});
afterAll(async () => {
  await s?.close();
});

const HUGE = 2 ** 31; // one past the largest PostgreSQL integer

describe('hostile input is a 400, not a 500', () => {
  it('ids beyond 2^31 − 1 in paths, queries and bodies', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/session/input/detail/id/${HUGE}`],
      ['POST', `/api/session/check/related-image/${HUGE}`],
      ['GET', `/api/session/input/detail/id/99999999999999999999`],
      ['POST', '/api/session/update/favorite', { sessionId: HUGE, favorite: true }],
      ['POST', '/api/session/share', { sessionId: HUGE }],
      ['POST', '/api/session/feedback/save', { sessionOutputId: HUGE, feedback: 1 }],
      ['PUT', '/api/workspace/layout', { version: HUGE, layout: null }],
      ['POST', `/api/new-tutor/generate-related-question?sessionId=${HUGE}`],
      ['POST', `/api/new-tutor/update-status?sessionId=${HUGE}&status=CANCELLED`],
    ];
    for (const [method, path, body] of calls) {
      const r = await s.call(method, path, { token, ...(body !== undefined ? { body } : {}) });
      expect([r.status, path]).toEqual([400, path]);
      expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('a NUL character or a lone surrogate in text', async () => {
    for (const raw of ['{"content":"x\\u0000 + 1 = 2"}', '{"content":"solve \\ud800 x = 1"}', '{"content":"\\udc00"}']) {
      const r = await s.call('POST', '/api/session/input/save/2', { token, raw });
      expect(r.status).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    }
    const q = await s.call('GET', '/api/session/all/en?limit=5%00', { token });
    expect(q.status).toBe(400);
    // a surrogate PAIR (an emoji) is fine
    const ok = await s.call('POST', '/api/session/input/save/2', { token, body: { content: 'solve x + 1 = 2 😀' } });
    expect(ok.status).toBe(200);
  });

  it('JSON nested thousands of levels deep', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const r = await s.call('PUT', '/api/workspace/layout', { token, raw: `{"version":1,"layout":${deep}}` });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: expect.stringMatching(/nested/) });
    expect(inputProblem(JSON.parse('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)))).toBeNull();
  });

  it('__proto__ keys are refused', async () => {
    const r = await s.call('PUT', '/api/workspace/layout', { token, raw: '{"version":1,"layout":{"__proto__":{"x":1}}}' });
    expect(r.status).toBe(400);
  });
});

describe('admin routes check the admin claim first', () => {
  it('an anonymous or non-admin caller gets 401/403 whatever the body, never a schema error', async () => {
    const anon = await s.call('POST', '/api/admin/plugins/ask', { body: { enabled: 'not a boolean' } });
    expect(anon.status).toBe(401);
    const guest = await s.call('POST', '/api/admin/plugins/ask', { token, body: { wrong: true } });
    expect(guest.status).toBe(403);
    const promo = await s.call('POST', '/api/admin/promotion/create', { body: {} });
    expect(promo.status).toBe(401);
  });
});
