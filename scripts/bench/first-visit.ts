/**
 * The first-visit benches of issue #13, one after the other: bytes on the wire per route
 * (./wire.ts) and the Lighthouse scores (./lighthouse.ts). Both always run and print; the exit
 * code is non-zero when either is over its budget. Run: `node_modules/.bin/tsx scripts/bench/first-visit.ts`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const codes = ['wire.ts', 'lighthouse.ts'].map(
  (file) =>
    spawnSync(tsx, [join(root, 'scripts', 'bench', file), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' }).status ?? 1,
);
process.exitCode = Math.max(...codes);
