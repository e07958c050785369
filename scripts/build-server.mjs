#!/usr/bin/env node
/**
 * Compiles the server for `npm start` (issue #12 "fast start"): esbuild bundles server/main.ts and
 * the math worker (server/core/math-worker.ts) into dist/server/ as ES modules; npm packages stay
 * external (`packages: 'external'`, resolved from node_modules at run time), our own code and the
 * @lemma/* aliases are bundled. Plugins are discovered by folder at BUILD time here: the module
 * server/core/bundled.ts is replaced by a static list of every plugins/<id>/server/index.ts and
 * schema.ts (run-time discovery stays for tsx, dev and tests). Migrations, locales and plugin
 * locale folders are read from the repository root at run time (server/config.ts finds it).
 *
 * It also writes dist/server/pgdata.tgz: an embedded database already created (initdb), migrated
 * and holding pg-boss's schema, which a NEW data directory starts from (server/db/client.ts) instead
 * of running initdb — the bulk of a first start. Remade when a migration is newer than it; migrations
 * still run at every start, so a template one migration behind is merely slower.
 *
 * Usage: `node scripts/build-server.mjs` (prints the time taken). Exits non-zero on a build error.
 * `--if-stale`: builds only when a server source is newer than dist/server/main.js.
 */
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist', 'server');
/** Folders whose TypeScript ends up in the server bundle. */
export const SERVER_SOURCES = ['server', 'sdk', 'plugins', 'math', 'core'];

/** Newest modification time of the .ts files under `dir` (tests and client code included: cheap and safe). */
export function newestSource(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    if (s.isDirectory()) t = Math.max(t, newestSource(p));
    else if (/\.(ts|tsx|json|sql)$/.test(name)) t = Math.max(t, s.mtimeMs);
  }
  return t;
}

/** True when dist/server/main.js is missing or older than a server source. */
export function serverIsStale() {
  const main = join(out, 'main.js');
  if (!existsSync(main)) return true;
  const built = statSync(main).mtimeMs;
  const newest = Math.max(
    ...SERVER_SOURCES.map((d) => newestSource(join(root, d))),
    statSync(join(root, 'package.json')).mtimeMs,
    statSync(join(root, 'tsconfig.json')).mtimeMs,
  );
  return newest > built || !existsSync(template) || newestSource(migrations) > statSync(template).mtimeMs;
}

/** The static plugin list replacing server/core/bundled.ts. */
function bundledPlugins() {
  const lines = [];
  const dir = join(root, 'plugins');
  for (const id of readdirSync(dir).sort()) {
    if (!/^[a-z][a-z0-9-]*$/.test(id)) continue;
    for (const file of ['index.ts', 'schema.ts']) {
      const p = join(dir, id, 'server', file);
      if (existsSync(p))
        lines.push(`  ${JSON.stringify(relative(root, p).split('\\').join('/'))}: () => import(${JSON.stringify(p)}),`);
    }
  }
  return `export const bundledModules = {\n${lines.join('\n')}\n};\n`;
}

const pluginList = {
  name: 'lemma-bundled-plugins',
  setup(b) {
    b.onLoad({ filter: /server[\\/]core[\\/]bundled\.ts$/ }, () => ({
      contents: bundledPlugins(),
      loader: 'js',
      resolveDir: root,
    }));
  },
};

const template = join(out, 'pgdata.tgz');
const migrations = join(root, 'server', 'db', 'migrations');

/** Makes dist/server/pgdata.tgz (see above) when missing or older than a migration. */
async function buildDbTemplate() {
  if (existsSync(template) && statSync(template).mtimeMs >= newestSource(migrations)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { PgBoss, fromPglite } = await import('pg-boss');
  const dir = mkdtempSync(join(tmpdir(), 'lemma-template-'));
  try {
    const client = await PGlite.create(join(dir, 'db'));
    await migrate(drizzle(client), { migrationsFolder: migrations });
    const boss = new PgBoss({
      db: fromPglite(client),
      backend: 'pglite',
      schedule: false,
      supervise: false,
      registerInstance: false,
    });
    await boss.start();
    await boss.stop({ close: false, graceful: false });
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds dist/server/{main,math-worker}.js and the database template; returns the milliseconds taken. */
export async function buildServer() {
  const t0 = performance.now();
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'math-worker': 'server/core/math-worker.ts' },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [pluginList],
    // Bundled CommonJS helpers (if any) need require().
    banner: {
      js: "import { createRequire as __lemmaRequire } from 'node:module'; const require = __lemmaRequire(import.meta.url);",
    },
  });
  await buildDbTemplate();
  return Math.round(performance.now() - t0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--if-stale') && !serverIsStale()) process.exit(0);
  buildServer()
    .then((ms) => console.log(`Server compiled into dist/server in ${ms} ms`))
    .catch(() => process.exit(1));
}
