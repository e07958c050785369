/**
 * The compiled server as `npm start` runs it (issue #12 "fast start"): built into a folder of its own, started
 * with plain node on an in-memory database, it answers health, a computation and an Ask — the math engine on the
 * request thread coming from the lazy facade — and loads that engine only after it listens.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist', `server-test-${process.pid}`);
let child: ChildProcess | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });

describe('the compiled server', () => {
  it('starts, computes and answers, evaluating the math engine only after it listens', { timeout: 300_000 }, async () => {
    await buildServer({ outDir });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let stderr = '';
    child = spawn(process.execPath, [join(outDir, 'main.js')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: 'memory://',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_CLIENT: 'false',
        LOG_LEVEL: 'warn',
        LEMMA_START_TRACE: '1',
      },
    });
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const json = async (method: string, path: string, body?: unknown, token?: string) => {
      const r = await fetch(origin + path, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    };
    for (let t0 = Date.now(); ;) {
      if ((await fetch(`${origin}/api/health`).catch(() => null))?.ok) break;
      if (child.exitCode !== null || Date.now() - t0 > 120_000) throw new Error(`no health: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const guest = await json('POST', '/api/auth/guest', { guestUuid: crypto.randomUUID(), fingerprint: 'build-test-fp' });
    const token = guest.body.token as string;
    const computed = await json('POST', '/api/calculator/compute', { model: 'CALCULATION', input: '2*3' }, token);
    expect(computed.status).toBe(200);
    expect(computed.body.simplifyResultText).toBe('6');
    const asked = await json('POST', '/api/session/input/save/2', { content: 'Solve 2x + 3 = 7', mode: 'ANSWER' }, token);
    expect(asked.status).toBe(200);
    let status = '';
    for (let t0 = Date.now(); Date.now() - t0 < 60_000; await new Promise((r) => setTimeout(r, 100))) {
      status = (await json('GET', `/api/session/input/detail/id/${asked.body.inputId}`, undefined, token)).body.status as string;
      if (status !== 'PENDING' && status !== 'GENERATING') break;
    }
    expect(status).toBe('SUCCESS');
    // The start trace: the facade evaluated the engine on the request thread after the server listened, at its
    // first use (the warm-up or the Ask, whichever came first), and that was real work.
    await expect.poll(() => stderr, { timeout: 60_000 }).toContain('math engine on this thread');
    const phases = stderr.split('\n');
    const at = (name: string) => phases.findIndex((l) => l.includes(name));
    expect(at('listening')).toBeGreaterThan(-1);
    expect(at('math engine evaluated')).toBeGreaterThan(at('listening'));
    const cpu = Number(/math engine evaluated\s+\d+ ms wall\s+(\d+) ms cpu/.exec(stderr)?.[1]);
    expect(cpu).toBeGreaterThan(100);
  });
});
