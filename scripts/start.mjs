#!/usr/bin/env node
/**
 * `npm start`: builds the client when it is missing or older than its sources, compiles the server
 * (scripts/build-server.mjs) when dist/server/main.js is missing or older than its sources, then
 * runs the compiled server with plain node (no TypeScript loader at run time: a fast start). The
 * server migrates the database and prints the URL and the first admin's credentials.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const built = join(root, 'dist', 'client', 'index.html');

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'server' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

const sources = Math.max(
  ...['src', 'core', 'sdk', 'plugins', 'math', 'public'].map((d) => newest(join(root, d))),
  statSync(join(root, 'index.html')).mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the client…');
  const r = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (serverIsStale()) {
  console.log('Compiling the server…');
  await buildServer().catch(() => process.exit(1));
}
// Node's on-disk compile cache (Node ≥ 22.1; ignored before) keeps the compiled bytecode of the server and its packages between starts.
const env = { NODE_COMPILE_CACHE: join(root, 'node_modules', '.cache', 'node-compile'), ...process.env };
const server = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
