/**
 * Two Lemma instances behind nginx, sharing one PostgreSQL and one Redis, all real and on loopback (issue #12,
 * "Several instances"): an answer streams from the instance that did not compute it; an instance killed (-9) in the
 * middle of a job loses nothing — the other finishes it, charged once; a rate limit hit on one holds on the other;
 * nginx keeps serving when one instance is gone.
 * The only stand-in is the LLM (none is reachable here): a local fake of the chat-completions API, reached through a
 * different path per instance, so the test knows which instance ran a job.
 * Run by `npm test` (stage "topology") and CI; needs Debian's postgresql, redis-server and nginx (scripts/test.mjs
 * installs them when it can).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { freePort, startInstance, startNginx, startPostgres, startRedis, waitFor, type Instance } from './services';

const stops: (() => void)[] = [];
let a: Instance;
let b: Instance;
let nginx: string;

/** Requests the fake LLM received, by instance (`a`/`b`), and how it answers each instance. */
const llmCalls: { instance: string; question: string }[] = [];
const llmMode: Record<string, 'answer' | 'slow' | 'hang'> = { a: 'answer', b: 'answer' };
let llm: Server;

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function guest(base: string): Promise<string> {
  const r = await call(base, 'POST', '/api/auth/guest', undefined, {
    guestUuid: randomUUID(),
    fingerprint: 'fp-topology-0123456789',
  });
  expect(r.status).toBe(200);
  return r.body.token as string;
}

/** Opens the answer stream of `inputId` on `base`; resolves with the event names once the stream ends. */
function stream(base: string, token: string, inputId: number): Promise<string[]> {
  return fetch(`${base}/api/session/input/stream/id/${inputId}`, { headers: { authorization: `Bearer ${token}` } })
    .then((r) => r.text())
    .then((t) => [...t.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]!));
}

const credit = async (base: string, token: string) => {
  const r = (await call(base, 'GET', '/api/balance/info', token)).body;
  return r.proPlanCredit + r.proExtraCredit + r.maxPlanCredit + r.maxExtraCredit;
};

beforeAll(async () => {
  llm = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const instance = req.url!.startsWith('/a/') ? 'a' : 'b';
      const question = String(JSON.parse(body).messages?.[1]?.content ?? '');
      llmCalls.push({ instance, question });
      const reply = () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: '{"restated": "solve 3x + 4 = 19"}' } }] }));
      const mode = llmMode[instance];
      if (mode === 'answer') reply();
      else if (mode === 'slow') setTimeout(reply, 2500);
      // 'hang': never answers (the instance is killed meanwhile)
    });
  });
  const llmPort = await freePort();
  await new Promise<void>((r) => llm.listen(llmPort, '127.0.0.1', () => r()));
  stops.push(() => llm.close());
  const pg = await startPostgres();
  stops.push(pg.stop);
  const redis = await startRedis();
  stops.push(redis.stop);
  const env = (name: string) => ({
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    JWT_SECRET: 'topology-test-secret-0123456789abcdef',
    LLM_BASE_URL: `http://127.0.0.1:${llmPort}/${name}/v1`,
    LLM_TIMEOUT_SECONDS: '90',
    JOBS_HEARTBEAT_SECONDS: '10',
    JOBS_POLL_SECONDS: '1',
    JOBS_RETRY_DELAY_SECONDS: '1',
    AUTH_RATE_LIMIT: '6',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'topology admin 1',
  });
  a = await startInstance('a', env('a')); // the first migrates the database
  stops.push(() => a.process.kill('SIGKILL'));
  b = await startInstance('b', env('b'));
  stops.push(() => b.process.kill('SIGKILL'));
  const proxy = await startNginx([a.port, b.port]);
  stops.push(proxy.stop);
  nginx = proxy.url;
}, 240_000);

afterAll(() => {
  for (const stop of stops.reverse()) {
    try {
      stop();
    } catch {
      /* already gone */
    }
  }
});

describe('two instances, one PostgreSQL, one Redis, nginx in front', () => {
  it('a rate limit hit through one instance holds on the other (counted in Redis)', async () => {
    const body = { email: `nobody-${randomUUID()}@example.com`, password: 'wrong password 1' };
    for (let i = 0; i < 6; i++) expect((await call(a.url, 'POST', '/api/auth/login', undefined, body)).status).toBe(401);
    const r = await call(b.url, 'POST', '/api/auth/login', undefined, body);
    expect(r.status).toBe(429);
    expect(r.body.errorCode).toBe('RATE_LIMITED');
  });

  it('an answer computed on one instance streams from the other (events through Redis)', async () => {
    llmMode.a = 'slow';
    const token = await guest(nginx);
    // instance b is paused while the job is queued, so instance a runs it; b then streams it live
    b.process.kill('SIGSTOP');
    const before = llmCalls.length;
    let saved;
    try {
      saved = await call(a.url, 'POST', '/api/session/input/save/2', token, {
        content: 'Three times a number plus four is nineteen. What is the number?',
        model: 'PRO',
      });
      expect(saved.status).toBe(200);
      expect(await waitFor('the job to call the LLM', async () => llmCalls[before]?.instance)).toBe('a');
    } finally {
      b.process.kill('SIGCONT');
    }
    const names = await stream(b.url, token, saved.body.inputId);
    // computed on a while b streamed it: the step and output events crossed instances
    expect(names[0]).toBe('status');
    expect(names).toContain('step');
    expect(names.at(-1)).toBe('output');
    const d = await call(b.url, 'GET', `/api/session/input/detail/id/${saved.body.inputId}`, token);
    expect(d.body).toMatchObject({ status: 'SUCCESS', output: { finalAnswerText: '5', provider: 'symbolic+llm-read' } });
  }, 120_000);

  it('an instance killed mid-job loses nothing: the other finishes the answer, charged exactly once', async () => {
    llmMode.a = 'hang';
    llmMode.b = 'answer';
    const token = await guest(nginx);
    const credits = await credit(b.url, token);
    b.process.kill('SIGSTOP'); // so that instance a takes the job
    const before = llmCalls.length;
    let saved;
    try {
      saved = await call(a.url, 'POST', '/api/session/input/save/2', token, {
        content: 'A number tripled, plus four, gives nineteen. Find it.',
        model: 'PRO',
      });
      expect(saved.status).toBe(200);
      expect(await waitFor('the job to call the LLM', async () => llmCalls[before]?.instance)).toBe('a');
      // the job is running on a, waiting for the LLM: kill a
      a.process.kill('SIGKILL');
    } finally {
      b.process.kill('SIGCONT');
    }
    const events = stream(b.url, token, saved.body.inputId);
    const done = await waitFor(
      'instance b to finish the dead instance’s job',
      async () => {
        const d = (await call(b.url, 'GET', `/api/session/input/detail/id/${saved.body.inputId}`, token)).body;
        return d.status === 'SUCCESS' || d.status === 'ERROR' ? d : null;
      },
      150_000,
    );
    expect(done).toMatchObject({ status: 'SUCCESS', output: { finalAnswerText: '5' } });
    expect((await events).at(-1)).toBe('output');
    expect(llmCalls.slice(before).some((c) => c.instance === 'b')).toBe(true);
    expect(await credit(b.url, token)).toBe(credits - 1);
    // nginx keeps serving with one instance gone
    for (let i = 0; i < 4; i++) expect((await fetch(`${nginx}/api/health`)).status).toBe(200);
  }, 240_000);
});
