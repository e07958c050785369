/**
 * Durable Ask work (issue #12, docs/operations.md "Jobs") over real HTTP on the embedded PGlite in a
 * data directory: accepted questions survive a restart and a `kill -9` of the real server process,
 * and an answer that always fails is retried, marked ERROR and refunded exactly once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '@lemma/testing/server';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'lemma-durable-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const QUESTIONS = ['Solve x^2 - 5x + 6 = 0', 'Solve 2x + 3 = 11', 'Differentiate x^3 sin(x)', 'Solve x^2 = 9', 'Integrate 2x'];
/** Embedded database on disk, fast retries. */
const onDisk = (dataDir: string, secret: string) => ({
  DATABASE_URL: undefined,
  DATA_DIR: dataDir,
  JWT_SECRET: secret,
  JOBS_RETRY_LIMIT: 2,
  JOBS_RETRY_DELAY_SECONDS: 1,
  JOBS_POLL_SECONDS: 0.5,
});

async function statuses(s: TestServer): Promise<Record<string, number>> {
  const r = await s.built.kernel.db.execute<{ status: string; n: number }>(
    sql`SELECT status, count(*)::int AS n FROM session_inputs GROUP BY status`,
  );
  return Object.fromEntries(r.rows.map((x) => [x.status, x.n]));
}

async function refunds(s: TestServer): Promise<{ refId: string; n: number }[]> {
  const r = await s.built.kernel.db.execute<{ refId: string; n: number }>(
    sql`SELECT ref_id AS "refId", count(*)::int AS n FROM credit_ledger WHERE reason = 'ASK_REFUND' GROUP BY ref_id`,
  );
  return r.rows;
}

describe('durable Ask work', () => {
  it('finishes the questions accepted before a restart, on the same data directory', async () => {
    const dir = tempDir();
    const secret = `durable-${randomUUID()}`;
    let s = await startTestServer({ ...onDisk(dir, secret), JOBS_CONCURRENCY: 1 });
    const inputs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const g = await s.guest();
      for (const q of QUESTIONS.slice(i, i + 2)) {
        const r = await s.call('POST', '/api/session/input/save/2', { token: g.token, body: { content: q, mode: 'ANSWER' } });
        expect(r.status).toBe(200);
        inputs.push(r.body.inputId);
      }
    }
    await s.close(); // mid-burst: one job at a time, most still queued
    s = await startTestServer(onDisk(dir, secret));
    await s.built.kernel.jobs.idle();
    const st = await statuses(s);
    expect(st.PENDING ?? 0).toBe(0);
    expect(st.GENERATING ?? 0).toBe(0);
    expect(Object.values(st).reduce((a, b) => a + b, 0)).toBe(inputs.length);
    await s.close();
  }, 240_000);

  it('retries an answer that always fails, then marks it ERROR and refunds the credit exactly once', async () => {
    const dir = tempDir();
    const s = await startTestServer(onDisk(dir, `durable-${randomUUID()}`));
    // Every save of an answer fails: the job throws on each attempt.
    await s.built.kernel.db.execute(
      sql.raw(`CREATE FUNCTION d1_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`),
    );
    await s.built.kernel.db.execute(
      sql.raw(`CREATE TRIGGER d1_fail BEFORE INSERT ON session_outputs FOR EACH ROW EXECUTE FUNCTION d1_fail()`),
    );
    const g = await s.guest();
    const before = (await s.call('GET', '/api/balance/info', { token: g.token })).body.proPlanCredit + 0;
    const r = await s.call('POST', '/api/session/input/save/2', {
      token: g.token,
      body: { content: 'Solve x^2 - 5x + 6 = 0', mode: 'ANSWER' },
    });
    expect(r.status).toBe(200);
    await s.built.kernel.jobs.idle();
    const d = await s.call('GET', `/api/session/input/detail/id/${r.body.inputId}`, { token: g.token });
    expect(d.body.status).toBe('ERROR');
    const jobs = await s.built.kernel.db.execute<{ state: string; retry_count: number }>(
      sql`SELECT state, retry_count FROM pgboss.job WHERE name = 'ask.answer'`,
    );
    expect(jobs.rows).toEqual([{ state: 'failed', retry_count: 2 }]);
    // The sweep finds nothing to resume, and nothing is refunded twice.
    expect(await s.built.kernel.jobs.sweep()).toBe(0);
    expect(await refunds(s)).toEqual([{ refId: `input:${r.body.inputId}`, n: 1 }]);
    const bal = (await s.call('GET', '/api/balance/info', { token: g.token })).body;
    expect(bal.proPlanCredit + bal.proExtraCredit).toBe(before);
    await s.close();
  }, 120_000);
});

/** The real server (`node --import tsx server/main.ts`) on `dataDir`; resolves when /api/health answers 200. */
async function spawnServer(dataDir: string, port: number): Promise<ChildProcess> {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const { DATABASE_URL: _pg, ...env } = process.env;
  // One process (node with tsx's loader), so SIGKILL hits the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_CLIENT: 'false',
      AUTH_RATE_LIMIT: '10000',
      JWT_SECRET: 'kill-nine-secret-kill-nine-secret-0123',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

describe('kill -9', () => {
  it('loses nothing accepted: after SIGKILL mid-burst and a restart, stuck = 0 and no refund is given twice', async () => {
    const dir = tempDir();
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}/api`;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    let child = await spawnServer(dir, port);
    const accepted: { token: string; inputId: number }[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        const g = await post('/auth/guest', { guestUuid: randomUUID(), fingerprint: randomUUID() });
        const token = g.body.token as string;
        for (const q of QUESTIONS.slice(0, 2)) {
          const r = await post('/session/input/save/2', { content: q, mode: 'ANSWER' }, token);
          if (r.status === 200) accepted.push({ token, inputId: r.body.inputId });
        }
      }),
    );
    const unfinished = await Promise.all(
      accepted.map((a) =>
        fetch(`${base}/session/input/detail/id/${a.inputId}`, { headers: { authorization: `Bearer ${a.token}` } }).then((r) =>
          r.json(),
        ),
      ),
    );
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(accepted.length).toBe(12);
    console.log(
      `kill -9 with ${unfinished.filter((d) => d.status === 'PENDING' || d.status === 'GENERATING').length} of 12 questions unfinished`,
    );

    child = await spawnServer(dir, port);
    try {
      const deadline = Date.now() + 120_000;
      let stuck = accepted.length;
      while (stuck && Date.now() < deadline) {
        const details = await Promise.all(
          accepted.map((a) =>
            fetch(`${base}/session/input/detail/id/${a.inputId}`, { headers: { authorization: `Bearer ${a.token}` } }).then((r) =>
              r.json(),
            ),
          ),
        );
        stuck = details.filter((d) => d.status === 'PENDING' || d.status === 'GENERATING').length;
        if (stuck) await new Promise((r) => setTimeout(r, 500));
      }
      expect(stuck).toBe(0);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    // Reopen the data directory in-process to count the refunds: at most one per input.
    const s = await startTestServer(onDisk(dir, 'kill-nine-secret-kill-nine-secret-0123'));
    for (const r of await refunds(s)) expect(r.n).toBe(1);
    const st = await statuses(s);
    expect((st.PENDING ?? 0) + (st.GENERATING ?? 0)).toBe(0);
    await s.close();
  }, 400_000);
});
