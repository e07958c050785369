#!/usr/bin/env node
/**
 * `npm test`: every test. 0) the translation check (scripts/check-locales.mjs, a second), 1) Vitest
 * (client, server/API on PGlite, tools, math), 2) a fresh client build, 3) Playwright journeys in a
 * real Chromium, 4) the two-instance topology test (tests/topology: PostgreSQL, Redis, nginx, two servers). Finds a browser (CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, Playwright's own), installs Debian's with apt-get when it can, and otherwise
 * fails saying how to get one: the suite never skips silently.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  try {
    const { chromium } = await import('@playwright/test');
    candidates.push(chromium.executablePath());
  } catch {
    /* no bundled browser */
  }
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian’s chromium with apt-get…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    '\nThe end-to-end tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chrome/Chromium binary.\n',
  );
  process.exit(1);
}

/**
 * The topology test's services (tests/topology): Debian's postgresql, redis-server and nginx. Installs the missing
 * ones with apt-get when it can (root on Debian); otherwise fails saying how to get them.
 */
function ensureTopologyServices() {
  const has = {
    postgresql: existsSync('/usr/lib/postgresql') && spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb']).status === 0,
    'redis-server': spawnSync('sh', ['-c', 'command -v redis-server']).status === 0,
    nginx: spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx']).status === 0,
  };
  const missing = Object.keys(has).filter((k) => !has[k]);
  if (!missing.length) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${missing.join(', ')} for the topology test…`);
    run('apt-get', ['update', '-qq']);
    if (
      run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { DEBIAN_FRONTEND: 'noninteractive' }) === 0
    )
      return;
  }
  console.error(
    `\nThe two-instance topology test needs ${missing.join(', ')}. Install them (Debian/Ubuntu: \`sudo apt-get install postgresql redis-server nginx\`).\n`,
  );
  process.exit(1);
}

const only = process.argv[2];
let failed = 0;
// First and quick: a missing translation fails the run before the long stages start.
if (!only || only === 'locales' || only === 'unit')
  failed += run(process.execPath, [join(root, 'scripts', 'check-locales.mjs')]) === 0 ? 0 : 1;
if (!only || only === 'unit') failed += run(bin('vitest'), ['run']) === 0 ? 0 : 1;
if (!only || only === 'e2e') {
  const chromium = await findChromium();
  if (run(bin('vite'), ['build', '--logLevel', 'warn']) !== 0) failed++;
  else failed += run(bin('playwright'), ['test'], { CHROMIUM_PATH: chromium }) === 0 ? 0 : 1;
}
if (!only || only === 'topology') {
  ensureTopologyServices();
  const env = { PATH: `${process.env.PATH}:/usr/sbin` };
  failed += run(bin('vitest'), ['run', '--config', join(root, 'tests', 'topology', 'vitest.config.ts')], env) === 0 ? 0 : 1;
}
if (failed) {
  console.error(`\n${failed} test stage(s) failed.`);
  process.exit(1);
}
console.log('\nAll test stages passed.');
