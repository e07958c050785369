#!/usr/bin/env node
/**
 * Bundle-size benchmark: JavaScript loaded up front (the entry and its static imports, not lazy
 * chunks) by the app shell (index.html) and by the embeddable calculator (popup.html), in gzip kB.
 * Reads Vite's manifest of a production build (runs `vite build` first when there is none).
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist', 'client');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

function upFront(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) upFront(dep, seen);
  return seen;
}
const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
for (const entry of ['index.html', 'popup.html']) {
  let raw = 0;
  let gz = 0;
  for (const key of upFront(entry)) {
    const file = manifest[key]?.file;
    if (!file || !file.endsWith('.js')) continue;
    const buf = readFileSync(join(dist, file));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  rows.push({ entry, raw, gz });
}
console.log('\nJavaScript loaded before first render (static imports of each entry):');
for (const r of rows) console.log(`  ${r.entry.padEnd(12)} ${kb(r.gz).padStart(8)} kB gzip   (${kb(r.raw)} kB raw)`);
const [shell, popup] = rows;
console.log(`  popup / app shell: ${((popup.gz / shell.gz) * 100).toFixed(0)} %\n`);
