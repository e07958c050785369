/**
 * The real server for the browser benches (wire bytes, Lighthouse): the built client and the API as
 * `npm start` runs them (embedded PGlite in a fresh temporary data folder), plus one shared session
 * to measure `/share/:uuid` with. Builds the client first when `dist/client` is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@lemma/server/config';
import { buildApp } from '@lemma/server/app';

export interface BenchServer {
  /** e.g. `http://127.0.0.1:4390` */
  origin: string;
  /** The page paths the benches visit, by name: ask, calculator popup, a shared session, pricing. */
  routes: { name: string; path: string }[];
  close(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The Chromium the benches drive: CHROMIUM_PATH, else Debian's, else Playwright's own (undefined). */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** Builds the client when `dist/client/index.html` is missing (as `npm start` does). */
function ensureBuilt(): void {
  if (existsSync(join(root, 'dist', 'client', 'index.html'))) return;
  const r = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

async function call(
  origin: string,
  method: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(origin + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * Starts the server on `port` (BENCH_PORT, default 4390) and prepares a shared session (a guest asks
 * "Solve 2x + 3 = 7", the answer job finishes, the session is shared).
 * @throws when the build or the server start fails, or the API refuses a step
 */
export async function startBenchServer(port = Number(process.env.BENCH_PORT ?? 4390)): Promise<BenchServer> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'lemma-bench-'));
  const config = loadConfig(
    {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'bench-admin-pass-1',
    },
    { DATA_DIR: dataDir },
  );
  const built = await buildApp(config, { logger: false });
  await built.app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const guest = await call(origin, 'POST', '/api/auth/guest', {
    guestUuid: crypto.randomUUID(),
    fingerprint: 'bench-fingerprint',
  });
  const token = guest.token as string;
  const asked = await call(origin, 'POST', '/api/session/input/save/2', { content: 'Solve 2x + 3 = 7', mode: 'ANSWER' }, token);
  await built.kernel.jobs.idle();
  await call(origin, 'POST', '/api/session/share', { sessionId: asked.sessionId, shared: true }, token);
  return {
    origin,
    routes: [
      { name: 'ask', path: '/app/ask' },
      { name: 'calculator popup', path: '/popup/calculator/derivative' },
      { name: 'shared session', path: `/share/${asked.sessionUuid as string}` },
      { name: 'pricing', path: '/pricing' },
    ],
    async close() {
      await built.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
