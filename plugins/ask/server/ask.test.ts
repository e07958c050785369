/** Ask API over real HTTP against the real server: answers, streaming, ownership, credits, sharing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '@lemma/testing/server';
import { sessionInputs, sessions } from '@lemma/sdk/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const guest = () => s.guest();

async function member(extraPro = 0) {
  const u = await s.signUp('asker', 'asker pass 1');
  if (extraPro) await s.built.kernel.credits.grant(u.userId, { kind: 'PRO', bucket: 'EXTRA', delta: extraPro, reason: 'TEST' });
  return u;
}

async function ask(token: string, content: string, extra: Record<string, unknown> = {}) {
  return s.call('POST', '/api/session/input/save/2', { token, body: { content, mode: 'ANSWER', ...extra } });
}

async function answered(token: string, inputId: number) {
  await s.built.kernel.jobs.idle();
  const r = await s.call('GET', `/api/session/input/detail/id/${inputId}`, { token });
  expect(r.status).toBe(200);
  return r.body;
}

describe('asking', () => {
  it('answers "Solve x^2 - 5x + 6 = 0" with steps and x = 2, x = 3, charging PRO for a guest with no MAX credit', async () => {
    const g = await guest();
    const r = await ask(g.token, 'Solve x^2 - 5x + 6 = 0');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ needWaitForParse: false, model: 'PRO' });
    expect(r.body.sessionUuid).toMatch(/^[0-9a-f-]{36}$/);
    const d = await answered(g.token, r.body.inputId);
    expect(d.status).toBe('SUCCESS');
    expect(d.output.finalAnswerText.replace(/\s/g, '')).toMatch(/2.*3/);
    expect(d.output.steps.length).toBeGreaterThan(1);
    expect(d.output.verified).toBe(true);
    expect(d.output.content).toContain('Solving the equation');
    expect(d.output.desmosFunction.length).toBeGreaterThan(0);
    const bal = await s.call('GET', '/api/balance/info', { token: g.token });
    expect(bal.body.proPlanCredit).toBe(1);
    const list = await s.call('GET', '/api/session/all/en?limit=20', { token: g.token });
    expect(list.body.sessions).toHaveLength(1);
    expect(list.body.sessions[0]).toMatchObject({ uuid: r.body.sessionUuid, name: 'Solve x^2 - 5x + 6 = 0', mode: 'ANSWER' });
  });

  it('draws a related picture for answers worth plotting: the graph with the roots, or a number line', async () => {
    const g = await guest();
    const r = await ask(g.token, 'Solve x^2 - 5x + 6 = 0');
    const d = await answered(g.token, r.body.inputId);
    expect(d.output.isGenerateImage).toBe(true);
    await s.built.kernel.jobs.idle();
    const img = await s.call('POST', `/api/session/check/related-image/${d.output.id}`, { token: g.token });
    expect(img.body.relatedImageStatus).toBe('SUCCESS');
    // a file of the storage service under an unguessable name, served as SVG
    expect(img.body.relatedImageUrl).toMatch(/^\/api\/files\/ask\/pictures\/[0-9a-f-]{36}\.svg$/);
    const file = await fetch(`${s.url}${img.body.relatedImageUrl}`);
    expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await file.text();
    expect(svg.match(/<circle/g)).toHaveLength(2);
    // An arithmetic answer has nothing to draw.
    const plain = await answered(g.token, (await ask(g.token, '2 + 3')).body.inputId);
    expect(plain.output).toMatchObject({ isGenerateImage: false, relatedImageStatus: null });
  });

  it('stores and returns the alternate forms of a simplified answer (expanded, with the factored form beside it)', async () => {
    const g = await guest();
    const saved = (await ask(g.token, 'simplify (x-3)(x+5)')).body;
    const d = await answered(g.token, saved.inputId);
    expect(d.output.finalAnswerText.replace(/\s/g, '')).toBe('x^2+2*x-15');
    expect(d.output.alternateForms.map((f: { text: string }) => f.text.replace(/\s/g, ''))).toContain('(x-3)*(x+5)');
    const detail = await s.call('GET', `/api/session/detail/uuid/${saved.sessionUuid}`, { token: g.token });
    expect(detail.body.sessionInputs[0].output.alternateForms).toEqual(d.output.alternateForms);
  });

  it('streams the answer as server-sent events: status, steps, then the output', async () => {
    const m = await member(5);
    const r = await ask(m.token, 'derivative of x^2 sin x');
    const res = await fetch(`${s.url}/api/session/input/stream/id/${r.body.inputId}`, {
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((x) => x[1]);
    expect(events[0]).toBe('status');
    expect(events.at(-1)).toBe('output');
    const output = JSON.parse(text.split('event: output\ndata: ')[1]!.split('\n')[0]!).output;
    expect(output.finalAnswerText.replace(/\s/g, '')).toMatch(
      /2\*?x\*?sin\(x\)\+x\^2\*?cos\(x\)|x\^2\*?cos\(x\)\+2\*?x\*?sin\(x\)/,
    );
  });

  it('says honestly when it cannot read a question, and gives the credit back', async () => {
    const m = await member(1);
    const before = (await s.call('GET', '/api/balance/info', { token: m.token })).body;
    const r = await ask(m.token, 'write me a poem about cats', { model: 'PRO' });
    const d = await answered(m.token, r.body.inputId);
    expect(d.status).toBe('NOT_UNDERSTOOD');
    expect(d.output.finalAnswer).toBeNull();
    expect(d.output.content).toMatch(/will not guess/);
    const after = (await s.call('GET', '/api/balance/info', { token: m.token })).body;
    expect(after.proPlanCredit + after.proExtraCredit).toBe(before.proPlanCredit + before.proExtraCredit);
  });

  it('names an unknown function and suggests the nearest known one instead of guessing', async () => {
    const g = await guest();
    const d = await answered(g.token, (await ask(g.token, 'sinn(x) + 1', { model: 'PRO' })).body.inputId);
    expect(d.status).toBe('NOT_UNDERSTOOD');
    expect(d.output.content).toContain('Did you mean “sin”?');
    const fr = await answered(g.token, (await ask(g.token, 'sinn(x) + 1', { model: 'PRO', language: 'fr' })).body.inputId);
    expect(fr.output.content).toContain('Vouliez-vous dire « sin » ?');
  });

  it('validates the question', async () => {
    const g = await guest();
    expect((await ask(g.token, '   ')).body.errorCode).toBe('VALIDATION_ERROR');
    expect((await ask(g.token, 'x'.repeat(2001))).status).toBe(400);
  });

  it('adds a follow-up to an existing session and regenerates the last answer', async () => {
    const m = await member(10);
    const first = await ask(m.token, 'simplify (x^2-1)/(x-1)');
    const second = await ask(m.token, 'solve 2x+3=11', { sessionUuid: first.body.sessionUuid });
    expect(second.body.sessionId).toBe(first.body.sessionId);
    await s.built.kernel.jobs.idle();
    const regen = await s.call('POST', `/api/session/regenerate/${first.body.sessionId}`, { token: m.token, body: {} });
    expect(regen.body).toMatchObject({ inputId: second.body.inputId, status: 'PENDING', purpose: 'REGENERATE' });
    const d = await answered(m.token, second.body.inputId);
    expect(d.status).toBe('SUCCESS');
    expect(d.purpose).toBe('REGENERATE');
    const detail = await s.call('GET', `/api/session/detail/uuid/${first.body.sessionUuid}`, { token: m.token });
    expect(detail.body.sessionInputs).toHaveLength(2);
    expect(detail.body.sessionOutputs).toHaveLength(3);
    expect(detail.body.sessionInputs[1].output.finalAnswerText).toMatch(/4/);
  });
});

describe('credits', () => {
  it('on the last credit, many concurrent asks: exactly one succeeds and the rest are refused with nothing saved', async () => {
    const m = await member();
    // A new FREE member has 2 PRO credits: spend one so exactly one remains.
    await s.built.kernel.credits.spend(m.userId, 'PRO', 1, 'TEST');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(m.token, `solve x + ${i} = 10`, { model: 'PRO' })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body).toMatchObject({ errorCode: 'OUT_OF_BALANCE_CREDIT' });
    const rows = await s.built.kernel.db.select().from(sessions).where(eq(sessions.userId, m.userId));
    expect(rows).toHaveLength(1);
    await s.built.kernel.jobs.idle();
  });

  it('a guest who spent the free credits is refused with OUT_OF_BALANCE_CREDIT (402)', async () => {
    const g = await guest();
    expect((await ask(g.token, '1+1')).status).toBe(200);
    expect((await ask(g.token, '2+2')).status).toBe(200);
    const third = await ask(g.token, '3+3');
    expect(third.status).toBe(402);
    expect(third.body.errorCode).toBe('OUT_OF_BALANCE_CREDIT');
    await s.built.kernel.jobs.idle();
  });
});

describe('ownership and sharing', () => {
  it("user B gets 404 for user A's session through every id-bearing route", async () => {
    const a = await member(3);
    const b = await member(3);
    const q = await ask(a.token, 'solve 3x = 12');
    const d = await answered(a.token, q.body.inputId);
    const sid = q.body.sessionId;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/session/detail/uuid/${q.body.sessionUuid}`],
      ['POST', `/api/session/name/update/id/${sid}`, { name: 'mine now' }],
      ['DELETE', `/api/session/delete/id/${sid}`],
      ['POST', '/api/session/share', { sessionId: sid, shared: true }],
      ['POST', '/api/session/update/favorite', { sessionId: sid, favorite: true }],
      ['POST', '/api/session/input/save/2', { content: 'solve x=1', sessionUuid: q.body.sessionUuid }],
      ['POST', '/api/session/input/status', { inputId: q.body.inputId, status: 'CANCELLED' }],
      ['GET', `/api/session/input/detail/id/${q.body.inputId}`],
      ['GET', `/api/session/input/stream/id/${q.body.inputId}`],
      ['POST', '/api/session/output/save', { sessionInputId: q.body.inputId, content: 'hacked' }],
      ['POST', `/api/session/regenerate/${sid}`, {}],
      ['POST', '/api/session/related-questions', { sessionInputId: q.body.inputId }],
      ['POST', '/api/session/get/related-questions', { sessionInputId: q.body.inputId }],
      ['POST', '/api/session/feedback/save', { sessionOutputId: d.output.id, feedback: -1 }],
      ['POST', `/api/session/check/related-image/${d.output.id}`],
      ['POST', '/api/session/update/render-function', { sessionId: sid, desmosFunction: [{ expression: 'x', latex: 'y=x' }] }],
    ];
    for (const [method, path, body] of calls) {
      const r = await s.call(method, path, { token: b.token, body });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await s.call('GET', '/api/session/all/en', { token: b.token })).body.sessions).toHaveLength(0);
    const still = await s.call('GET', `/api/session/detail/uuid/${q.body.sessionUuid}`, { token: a.token });
    expect(still.body).toMatchObject({ name: 'solve 3x = 12', shared: false, favorite: false });
    expect(still.body.sessionOutputs).toHaveLength(1);
  });

  it('limits the answer streams one user holds open at once', async () => {
    const g = await guest();
    const q = await ask(g.token, '2 + 2');
    await answered(g.token, q.body.inputId);
    // an input still in the making keeps its stream open
    const { sessionInputs } = await import('@lemma/sdk/server');
    const { eq } = await import('drizzle-orm');
    await s.built.kernel.db.update(sessionInputs).set({ status: 'GENERATING' }).where(eq(sessionInputs.id, q.body.inputId));
    const controllers = Array.from({ length: 8 }, () => new AbortController());
    const url = `${s.url}/api/session/input/stream/id/${q.body.inputId}`;
    const headers = { authorization: `Bearer ${g.token}` };
    const streams = await Promise.all(controllers.map((c) => fetch(url, { headers, signal: c.signal })));
    expect(streams.every((r) => r.status === 200)).toBe(true);
    const ninth = await fetch(url, { headers });
    expect(ninth.status).toBe(429);
    expect((await ninth.json()).errorCode).toBe('RATE_LIMITED');
    // closing one frees a place
    controllers[0]!.abort();
    await new Promise((r) => setTimeout(r, 300));
    const again = new AbortController();
    expect((await fetch(url, { headers, signal: again.signal })).status).toBe(200);
    for (const c of [...controllers, again]) c.abort();
  });

  it('a shared session is readable by anyone with its uuid, and by no one once unshared', async () => {
    const a = await member(2);
    const q = await ask(a.token, 'integrate x e^x from 0 to 1');
    await answered(a.token, q.body.inputId);
    const pub = `/api/open-api/shared-session/uuid/${q.body.sessionUuid}`;
    expect((await s.call('GET', pub)).status).toBe(404);
    const share = await s.call('POST', '/api/session/share', {
      token: a.token,
      body: { sessionId: q.body.sessionId, shared: true },
    });
    expect(share.body.path).toBe(`/share/${q.body.sessionUuid}`);
    const open = await s.call('GET', pub);
    expect(open.status).toBe(200);
    expect(open.body.sessionInputs[0].output.finalAnswerText).toBe('1');
    expect(JSON.stringify(open.body)).not.toContain(a.email);
    // an answer with a remote image (an LLM may write one): the public copy drops it, the owner's copy keeps it
    const { sessionOutputs } = await import('@lemma/sdk/server');
    const { eq } = await import('drizzle-orm');
    const tracked = 'Look: ![graph](https://tracker.example/pixel.png?viewer=1)';
    await s.built.kernel.db
      .update(sessionOutputs)
      .set({ content: tracked })
      .where(eq(sessionOutputs.id, open.body.sessionOutputs[0].id));
    const pubAgain = await s.call('GET', pub);
    expect(JSON.stringify(pubAgain.body)).not.toContain('tracker.example');
    expect(pubAgain.body.sessionOutputs[0].content).toBe('Look: graph');
    const own = await s.call('GET', `/api/session/detail/uuid/${q.body.sessionUuid}`, { token: a.token });
    expect(own.body.sessionOutputs[0].content).toBe(tracked);
    await s.call('POST', '/api/session/share', { token: a.token, body: { sessionId: q.body.sessionId, shared: false } });
    expect((await s.call('GET', pub)).status).toBe(404);
  });

  it('renames, favorites, pages and deletes', async () => {
    const m = await member(25);
    const made: number[] = [];
    for (let i = 0; i < 22; i++) made.push((await ask(m.token, `${i} + ${i}`)).body.sessionId);
    await s.built.kernel.jobs.idle();
    const p1 = await s.call('GET', '/api/session/all/en?limit=20', { token: m.token });
    expect(p1.body.sessions).toHaveLength(20);
    expect(p1.body.hasMore).toBe(true);
    const p2 = await s.call('GET', '/api/session/all/en?limit=20&offset=20', { token: m.token });
    expect(p2.body.sessions).toHaveLength(2);
    expect(p2.body.hasMore).toBe(false);
    const id = made[0]!;
    expect(
      (await s.call('POST', `/api/session/name/update/id/${id}`, { token: m.token, body: { name: 'Doubles' } })).body.name,
    ).toBe('Doubles');
    await s.call('POST', '/api/session/update/favorite', { token: m.token, body: { sessionId: id, favorite: true } });
    const favs = await s.call('POST', '/api/session/favorite/list', { token: m.token, body: {} });
    expect(favs.body.sessions.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await s.call('DELETE', `/api/session/delete/id/${id}`, { token: m.token })).status).toBe(200);
    const inputs = await s.built.kernel.db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, id));
    expect(inputs).toHaveLength(0);
    expect((await s.call('POST', `/api/session/name/update/id/${id}`, { token: m.token, body: { name: 'x' } })).status).toBe(404);
  });

  it("a guest's sessions follow it when it logs in to an existing account", async () => {
    const acct = await member();
    const g = await guest();
    const q = await ask(g.token, 'solve 5x = 10');
    await s.built.kernel.jobs.idle();
    const login = await s.call('POST', '/api/auth/login', {
      token: g.token,
      body: { email: acct.email, password: 'asker pass 1' },
    });
    const detail = await s.call('GET', `/api/session/detail/uuid/${q.body.sessionUuid}`, { token: login.body.token });
    expect(detail.status).toBe(200);
  });
});

describe('graph functions', () => {
  it('an answer carries graph functions, and plotting stores them on the session', async () => {
    const m = await member(2);
    const q = await ask(m.token, 'derivative of x^3 - 3x');
    const d = await answered(m.token, q.body.inputId);
    expect(d.output.desmosFunction.map((f: { expression: string }) => f.expression.replace(/\s|\*/g, ''))).toEqual([
      'x^3-3x',
      '3x^2-3',
    ]);
    const r = await s.call('POST', '/api/session/update/render-function', {
      token: m.token,
      body: { sessionId: q.body.sessionId, desmosFunction: d.output.desmosFunction.slice(0, 1) },
    });
    expect(r.status).toBe(200);
    const { sessions: table } = await import('@lemma/sdk/server');
    const [row] = await s.built.kernel.db.select().from(table).where(eq(table.id, q.body.sessionId));
    expect(row!.desmosFunction).toEqual(d.output.desmosFunction.slice(0, 1));
    expect(
      (
        await s.call('POST', '/api/session/update/render-function', {
          token: m.token,
          body: { sessionId: q.body.sessionId, desmosFunction: 'nope' },
        })
      ).status,
    ).toBe(400);
  });
});
