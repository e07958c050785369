#!/usr/bin/env node
/**
 * Start-up benchmark (issue #12 "fast start"): milliseconds from spawning the server to the first
 * 200 from /api/health, on a fresh data directory (first start: creates and migrates the embedded
 * database) and warm (the same directory again), for the compiled server (`node dist/server/main.js`,
 * what `npm start` runs) and, with `--tsx`, for the TypeScript sources through tsx (the old way).
 * Like `npm start`: the `node` devDependency (node_modules/.bin/node, which `npm start` runs) when present,
 * with Node's compile cache in node_modules/.cache/node-compile. `--trace` prints each start's phases
 * (LEMMA_START_TRACE, docs/operations.md "Start order").
 * Targets: warm ≤ 1.5 s, fresh ≤ 5 s. Usage: `node scripts/bench/start.mjs [--tsx] [--runs N] [--trace]`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from '../build-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const trace = args.includes('--trace');
/** The Node `npm start` runs: the devDependency's, else this one. */
const nodeBin = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;

/** CPU milliseconds (user + system, all threads) a live process has used so far (Linux /proc; null elsewhere). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * Spawns one server on `dataDir`; resolves with the wall-clock ms to a 200 from /api/health and the
 * CPU ms used by then (less sensitive to a busy machine), after stopping it.
 */
async function once(cmd, argv, dataDir, port) {
  const { DATABASE_URL: _pg, ...env } = process.env;
  const t0 = performance.now();
  const child = spawn(cmd, argv, {
    cwd: root,
    stdio: ['ignore', 'ignore', trace ? 'pipe' : 'ignore'],
    env: {
      NODE_COMPILE_CACHE: join(root, 'node_modules', '.cache', 'node-compile'),
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      ...(trace ? { LEMMA_START_TRACE: '1' } : {}),
    },
  });
  let ms = null;
  let cpu = null;
  while (ms === null && child.exitCode === null && performance.now() - t0 < 120_000) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) {
      ms = Math.round(performance.now() - t0);
      cpu = cpuMs(child.pid);
    } else await new Promise((r) => setTimeout(r, 20));
  }
  if (trace) {
    // The phases are printed once the start is complete (the math engine loaded): wait for them, a while.
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    for (const t = performance.now(); !err.includes('math engine on this thread') && performance.now() - t < 30_000;)
      await new Promise((r) => setTimeout(r, 100));
    process.stdout.write(err);
  }
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  if (ms === null) throw new Error(`${cmd} ${argv.join(' ')} did not answer /api/health`);
  return { ms, cpu };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label, cmd, argv) {
  const fresh = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'lemma-start-'));
    const port = 21_000 + Math.floor(Math.random() * 20_000);
    try {
      fresh.push(await once(cmd, argv, dir, port));
      warm.push(await once(cmd, argv, dir, port));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const show = (xs) => `${String(median(xs.map((x) => x.ms))).padStart(6)} ms (cpu ${median(xs.map((x) => x.cpu ?? 0))} ms)`;
  console.log(
    `${label.padEnd(34)} fresh ${show(fresh)}   warm ${show(warm)}   (median of ${runs}; wall fresh ${fresh.map((x) => x.ms).join('/')}, warm ${warm.map((x) => x.ms).join('/')})`,
  );
  return { fresh: median(fresh.map((x) => x.ms)), warm: median(warm.map((x) => x.ms)) };
}

if (serverIsStale()) console.log(`compiled the server in ${await buildServer()} ms`);
const compiled = await measure('node dist/server/main.js', nodeBin, [join(root, 'dist', 'server', 'main.js')]);
if (args.includes('--tsx'))
  await measure('tsx server/main.ts (before #12)', nodeBin, ['--import', 'tsx', join(root, 'server', 'main.ts')]);
const ok = compiled.warm <= 1500 && compiled.fresh <= 5000;
console.log(
  ok
    ? 'start targets met (warm ≤ 1500 ms, fresh ≤ 5000 ms)'
    : 'start targets NOT met (warm ≤ 1500 ms, fresh ≤ 5000 ms) — the machine may be busy',
);
