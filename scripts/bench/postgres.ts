/**
 * A throwaway PostgreSQL for the benches (`npm run bench:api`): Debian's server binaries
 * (/usr/lib/postgresql/<newest>/bin), a new cluster in a temporary folder, on a free loopback port,
 * trusted local connections, database `lemma`. As root the binaries run as the `postgres` user
 * (initdb refuses root), like tests/topology/services.ts does.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './http';

/** The newest installed server's bin folder, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const v = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return v && existsSync(join(base, v, 'bin', 'initdb')) ? join(base, v, 'bin') : null;
}

const isRoot = process.getuid?.() === 0;

/**
 * Starts a cluster; resolves with its URL and a stop function (stops it and removes its folder).
 * @param settings extra `-c` server settings, e.g. `{ max_connections: '200' }`
 * @throws Error when PostgreSQL is not installed or a step fails (its stderr in the message)
 */
export async function startPostgres(settings: Record<string, string> = {}): Promise<{ url: string; stop(): void }> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (Debian: apt-get install postgresql)');
  const work = mkdtempSync(join(tmpdir(), 'lemma-bench-pg-'));
  chmodSync(work, 0o755);
  const data = join(work, 'data');
  mkdirSync(data);
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  if (isRoot) chownSync(data, id('-u'), id('-g'));
  const run = (name: string, args: string[]) => {
    const [cmd, a] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args];
    const r = spawnSync(cmd, a, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${name} failed: ${r.stderr}`);
  };
  const port = await freePort();
  const options = [`-p ${port}`, '-k /tmp', '-c listen_addresses=127.0.0.1'];
  for (const [k, v] of Object.entries(settings)) options.push(`-c ${k}=${v}`);
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', ['-D', data, '-o', options.join(' '), '-l', join(data, 'log'), '-w', 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'lemma']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/lemma`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
