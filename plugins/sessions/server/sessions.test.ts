/** The sessions plugin: the mode registry, related questions, and the service other plugins require. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, ISessions, type Sessions } from '@lemma/sdk/server';
import { startTestServer, type TestServer } from '@lemma/testing/server';
import { createSessionModes } from './modes';
import { relatedQuestions } from './related';
import { sessionName } from './routes/input';

let seen: Sessions | undefined;
/** A plugin that requires the sessions service and registers a mode of its own. */
const animate = defineServerPlugin({
  id: 'animate-probe',
  requires: [ISessions],
  register(_app, ctx) {
    seen = ctx.get(ISessions);
    seen.modes.register({
      mode: 'ANIMATE',
      purpose: 'ANIMATE',
      async begin() {},
      started() {},
      detail: async () => ({ animateStatus: 'PENDING' }),
    });
  },
});

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { extraPlugins: [animate] });
});
afterAll(async () => s?.close());

describe('session modes', () => {
  it('a registry refuses a mode registered twice', () => {
    const modes = createSessionModes();
    const h = { mode: 'NEW_TUTOR' as const, async begin() {}, started() {} };
    modes.register(h);
    expect(modes.get('NEW_TUTOR')).toBe(h);
    expect(() => modes.register(h)).toThrow(/already registered/);
  });

  it('a plugin requiring ISessions gets the service and its mode serves save/2 and the detail', async () => {
    expect(seen?.modes.get('ANSWER')?.mode).toBe('ANSWER');
    const g = await s.guest();
    const r = await s.call('POST', '/api/session/input/save/2', {
      token: g.token,
      body: { content: 'a circle rolling', mode: 'ANIMATE' },
    });
    expect(r.status).toBe(200);
    expect(r.body.model).toBe('PRO');
    const d = await s.call('GET', `/api/session/detail/uuid/${r.body.sessionUuid}`, { token: g.token });
    expect(d.body).toMatchObject({ mode: 'ANIMATE', animateStatus: 'PENDING', name: 'a circle rolling' });
    expect(d.body.sessionInputs[0].purpose).toBe('ANIMATE');
  });

  it('names a session after its question, cut at a word', () => {
    expect(sessionName('  solve   x + 1 = 2 ')).toBe('solve x + 1 = 2');
    expect(sessionName('word '.repeat(30)).length).toBeLessThanOrEqual(61);
  });
});

describe('related questions', () => {
  it('vary the numbers, keep the method, stay solvable, and never collapse distinct numbers', async () => {
    const math = s.built.kernel.math;
    const related = await relatedQuestions('integrate x e^x from 0 to 1', 'en', math);
    expect(related.length).toBeGreaterThan(0);
    for (const q of related) {
      expect(q).toMatch(/^integrate x e\^x from \d+ to \d+$/);
      const [a, b] = q.match(/\d+/g)!.map(Number);
      expect(a).not.toBe(b);
    }
    expect((await relatedQuestions('Solve x^2 - 5x + 6 = 0', 'en', math)).every((q) => /x\^2/.test(q))).toBe(true);
  });
});
