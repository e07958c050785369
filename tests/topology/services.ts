/**
 * Real services on loopback for the topology test: PostgreSQL (Debian's initdb/pg_ctl), redis-server, nginx with the
 * shipped deploy/nginx/lemma-proxy.conf, and Lemma server instances (`tsx server/main.ts`). Each start returns a
 * stop function; everything lives in one temporary directory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WORK = mkdtempSync(join(tmpdir(), 'lemma-topology-'));
chmodSync(WORK, 0o755); // the postgres user (PostgreSQL refuses to run as root) reaches its data dir inside

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Polls `fn` every 200 ms until it returns a truthy value or `ms` pass. @throws Error naming `what` on timeout */
export async function waitFor<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const isRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
function pgCommand(bin: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

export function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const v = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!v) throw new Error('PostgreSQL server binaries not found (Debian: apt-get install postgresql)');
  return join(base, v, 'bin');
}

/** Starts a PostgreSQL cluster; resolves with its URL (database `lemma`). */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = pgBin();
  const data = join(WORK, 'pg');
  mkdirSync(data);
  if (isRoot)
    chownSync(data, Number(spawnSync('id', ['-u', 'postgres']).stdout), Number(spawnSync('id', ['-g', 'postgres']).stdout));
  const port = await freePort();
  const run = (b: string, args: string[]) => {
    const [cmd, a] = pgCommand(join(bin, b), args);
    const r = spawnSync(cmd, a, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${b} failed: ${r.stderr}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`, '-l', join(data, 'log'), '-w', 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'lemma']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/lemma`,
    stop: () => void spawnSync(...pgCommand(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])),
  };
}

/** Starts redis-server without persistence; resolves with its URL. */
export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await waitFor('redis', async () =>
    spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG'),
  );
  return { url, stop: () => void p.kill('SIGKILL') };
}

/** Starts nginx in front of `ports` with the shipped proxy settings; resolves with its base URL. */
export async function startNginx(ports: number[]): Promise<{ url: string; stop: () => void }> {
  const dir = join(WORK, 'nginx');
  mkdirSync(dir);
  const port = await freePort();
  const conf = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream lemma { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(' ')} keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    include ${join(ROOT, 'deploy', 'nginx', 'lemma-proxy.conf')};
  }
}`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const p = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => (await fetch(`${url}/api/health`)).ok);
  // SIGQUIT: nginx's graceful stop; its workers end with the master
  return { url, stop: () => void p.kill('SIGQUIT') };
}

export interface Instance {
  name: string;
  url: string;
  port: number;
  process: ChildProcess;
  log: () => string;
}

/** Starts one Lemma instance (`node --import tsx server/main.ts`) with `env`; resolves when `/api/health` answers. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = join(WORK, `data-${name}`);
  let out = '';
  // one process (node with tsx's loader, not the tsx CLI, which runs the server in a child): signals reach the server
  const p = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_CLIENT: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  p.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  p.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`instance ${name}`, async () => (await fetch(`${url}/api/health`)).ok, 120_000).catch((e: Error) => {
    throw new Error(`${e.message}\n${out}`);
  });
  return { name, url, port, process: p, log: () => out };
}
