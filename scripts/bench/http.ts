/**
 * Shared pieces of the HTTP benches (`bench:api`, the math flood): the real server started as its own
 * process the way `npm start` runs it (the compiled bundle when there is one, else TypeScript through
 * tsx), a bare Fastify hello process as the yardstick, guests, Ask round trips and autocannon runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** The browser fingerprint the guest endpoint asks for (any stable string). */
const FINGERPRINT = 'bench-fingerprint-0000';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

/** Polls `url` until it answers 200 (or throws after `timeoutMs`). */
export async function waitFor(url: string, timeoutMs = 120_000, child?: ChildProcess): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return Date.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface Proc {
  origin: string;
  /** Milliseconds from spawn to the first 200. */
  startMs: number;
  /** The process id (for {@link cpuMs}). */
  pid: number;
  close(): Promise<void>;
}

/**
 * CPU milliseconds (user + system, every thread) process `pid` has used so far; Linux /proc, null elsewhere.
 * On a busy machine CPU per request is steadier than requests per second.
 */
export function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((res) => {
    child.once('exit', () => res());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * The server's command as `npm start` runs it: the compiled bundle (rebuilt first when a source is
 * newer, through scripts/build-server.mjs --if-stale), else tsx on server/main.ts.
 */
export function serverCommand(): { cmd: string; args: string[]; kind: string } {
  const build = join(root, 'scripts', 'build-server.mjs');
  if (existsSync(build)) spawnSync(process.execPath, [build, '--if-stale'], { cwd: root, stdio: 'inherit' });
  for (const f of ['dist/server/main.mjs', 'dist/server/main.js']) {
    if (existsSync(join(root, f))) return { cmd: process.execPath, args: [join(root, f)], kind: `compiled (${f})` };
  }
  return { cmd: join(root, 'node_modules', '.bin', 'tsx'), args: [join(root, 'server', 'main.ts')], kind: 'tsx server/main.ts' };
}

/**
 * Starts the real server in its own process on a fresh data folder (embedded PGlite) or on
 * `env.DATABASE_URL`. Request logging is off (LOG_LEVEL=warn) as it is behind a logging proxy.
 */
export async function startServer(env: Record<string, string> = {}): Promise<Proc & { kind: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lemma-bench-'));
  const { cmd, args, kind } = serverCommand();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const startMs = await waitFor(`${origin}/api/health`, 180_000, child);
  return {
    origin,
    startMs,
    kind,
    pid: child.pid!,
    async close() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify "hello" in its own process: the yardstick the API's throughput is a ratio of. */
export async function startHello(): Promise<Proc> {
  const port = await freePort();
  const code = `import Fastify from 'fastify'; const app = Fastify(); app.get('/hello', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const startMs = await waitFor(`${origin}/hello`, 30_000, child);
  return { origin, startMs, pid: child.pid!, close: () => stop(child) };
}

/** The fields of API answers the benches read. */
export interface ApiBody {
  token?: string;
  inputId?: number;
  status?: string;
  [key: string]: unknown;
}

/** JSON over fetch. */
export async function call(
  origin: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: ApiBody | null; ms: number }> {
  const t0 = performance.now();
  const r = await fetch(origin + path, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null, ms: performance.now() - t0 };
}

/** `n` new guests' tokens. */
export async function guests(origin: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await call(origin, 'POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: FINGERPRINT } });
    if (r.status !== 200) throw new Error(`guest: ${r.status} ${JSON.stringify(r.body)}`);
    out.push(r.body!.token!);
  }
  return out;
}

/**
 * Asks `question` (Ask, ANSWER mode) and waits for the answer: milliseconds from the POST until the
 * input's status is final, and that status.
 */
export async function askAndWait(
  origin: string,
  token: string,
  question: string,
  timeoutMs = 60_000,
): Promise<{ ms: number; status: string }> {
  const t0 = performance.now();
  const q = await call(origin, 'POST', '/api/session/input/save/2', { token, body: { content: question, mode: 'ANSWER' } });
  if (q.status !== 200) throw new Error(`ask: ${q.status} ${JSON.stringify(q.body)}`);
  for (;;) {
    const d = await call(origin, 'GET', `/api/session/input/detail/id/${q.body!.inputId}`, { token });
    if (d.body?.status && d.body.status !== 'PENDING' && d.body.status !== 'GENERATING')
      return { ms: performance.now() - t0, status: d.body.status };
    if (performance.now() - t0 > timeoutMs) return { ms: performance.now() - t0, status: 'TIMED_OUT' };
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface LoadResult {
  rps: number;
  /** Requests answered in all. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * Autocannon against `origin + path` for `seconds` with `connections`, rotating `tokens` across
 * requests (one user per request in turn).
 */
export async function load(
  origin: string,
  path: string,
  opts: { method?: 'GET' | 'POST'; body?: unknown; tokens?: string[]; connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const tokens = opts.tokens ?? [];
  let next = 0;
  const r = await autocannon({
    url: origin + path,
    method: opts.method ?? 'GET',
    connections: opts.connections ?? 100,
    duration: opts.seconds ?? 5,
    headers: opts.body !== undefined ? { 'content-type': 'application/json' } : {},
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    requests: [
      {
        setupRequest: (req) => {
          if (!tokens.length) return req;
          const token = tokens[next++ % tokens.length];
          return { ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
