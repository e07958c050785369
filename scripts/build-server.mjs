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
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

/**
 * The static plugin list replacing server/core/bundled.ts. Static imports, so that the plugins are in the
 * server's chunk (a dynamic import would make each one a chunk of its own, loaded one by one).
 */
function bundledPlugins() {
  const imports = [];
  const lines = [];
  const dir = join(root, 'plugins');
  for (const id of readdirSync(dir).sort()) {
    if (!/^[a-z][a-z0-9-]*$/.test(id)) continue;
    for (const file of ['index.ts', 'schema.ts']) {
      const p = join(dir, id, 'server', file);
      if (!existsSync(p)) continue;
      const name = `m${imports.length}`;
      imports.push(`import * as ${name} from ${JSON.stringify(p)};`);
      lines.push(`  ${JSON.stringify(relative(root, p).split('\\').join('/'))}: () => Promise.resolve(${name}),`);
    }
  }
  return `${imports.join('\n')}\nexport const bundledModules = {\n${lines.join('\n')}\n};\n`;
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

/**
 * npm packages compiled INTO the bundles; every other package stays external (resolved from node_modules
 * at run time). The math engine's (mathjs, the compute engine, jstat): in the main bundle their
 * evaluation then waits, like the engine's own, for the first use of math (see the facade below), and
 * the worker loads one file instead of a thousand. drizzle-orm: hundreds of small modules whose
 * one-by-one resolution at start costs more than the little of them the server uses. A package
 * imported by a bundled one is bundled too.
 */
export const BUNDLED_PACKAGES = ['mathjs', '@cortex-js/compute-engine', 'jstat', 'drizzle-orm'];

const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** Our own dependencies: external unless listed above, also when a bundled package imports them (one copy: PGlite for drizzle). */
const ownDependencies = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);

/** Bare imports are external unless their package is in BUNDLED_PACKAGES or only a bundled package depends on it. */
const externals = {
  name: 'lemma-externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lemma/') || /^[a-zA-Z]:[\\/]/.test(args.path) || args.namespace !== 'file') return undefined;
      const name = packageOf(args.path);
      if (BUNDLED_PACKAGES.includes(name)) return undefined;
      if (args.importer.includes(`${sep}node_modules${sep}`) && !ownDependencies.has(name) && !name.startsWith('node:'))
        return undefined;
      return { path: args.path, external: true };
    });
  },
};

const mathDir = join(root, 'math') + sep;
/** Modules of math/ cheap to evaluate, re-exported by the facade as they are (no lazy binding needed). */
const LIGHT_MATH = ['math/errors.ts', 'math/strategy.ts'];

/**
 * Source of the main bundle's `@lemma/math`: the engine's exports, each a lazy binding
 * (server/core/lazy.ts) over the real math/index.ts, which is `require`d — so esbuild wraps it and
 * everything only it reaches, mathjs included, in functions evaluated at the first call instead of at
 * start. Exports are classified by evaluating the engine here, once per build.
 */
async function mathFacade() {
  mkdirSync(out, { recursive: true });
  const dir = mkdtempSync(join(out, '.facade-'));
  try {
    const probe = join(dir, 'probe.mjs');
    await build({
      absWorkingDir: root,
      stdin: {
        contents: `export * as all from '@lemma/math';\n${LIGHT_MATH.map((m, i) => `export * as light${i} from './${m}';`).join('\n')}`,
        resolveDir: root,
        loader: 'ts',
      },
      outfile: probe,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      tsconfig: join(root, 'tsconfig.json'),
      logLevel: 'warning',
    });
    const mod = await import(pathToFileURL(probe).href);
    const q = JSON.stringify;
    const lines = [
      `import { lazyModule, lazyFunction, lazyValue, lazyClass } from ${q(join(root, 'server/core/lazy.ts'))};`,
      `import { mark } from ${q(join(root, 'server/core/startTrace.ts'))};`,
    ];
    const light = new Set();
    LIGHT_MATH.forEach((m, i) => {
      const names = Object.keys(mod[`light${i}`]).filter((n) => mod.all[n] === mod[`light${i}`][n]);
      names.forEach((n) => light.add(n));
      if (names.length) lines.push(`export { ${names.join(', ')} } from ${q(join(root, m))};`);
    });
    // The start trace (LEMMA_START_TRACE) shows when and at what cost the engine was evaluated.
    lines.push(
      `const math = lazyModule(() => { const m = require(${q(join(root, 'math/index.ts'))}); mark('math engine evaluated'); return m; });`,
    );
    for (const [name, v] of Object.entries(mod.all).sort(([a], [b]) => a.localeCompare(b))) {
      if (light.has(name)) continue;
      let expr;
      if (typeof v === 'function')
        expr = /^class[\s{]/.test(Function.prototype.toString.call(v))
          ? `lazyClass(math, ${q(name)})`
          : `lazyFunction(math, ${q(name)})`;
      else if (v && typeof v === 'object') expr = `lazyValue(math, ${q(name)}, ${Array.isArray(v) ? '[]' : '{}'})`;
      else if (v === undefined || ['string', 'number', 'boolean'].includes(typeof v)) expr = v === undefined ? 'undefined' : q(v);
      else throw new Error(`@lemma/math export ${name}: a ${typeof v} cannot be made lazy`);
      lines.push(`export const ${name} = ${expr};`);
    }
    return lines.join('\n') + '\n';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The main bundle's `@lemma/math` (outside math/ itself) is the lazy facade. */
function lazyMath(source) {
  return {
    name: 'lemma-lazy-math',
    setup(b) {
      b.onResolve({ filter: /^@lemma\/math$/ }, (args) =>
        args.importer.startsWith(mathDir) ? undefined : { path: 'facade', namespace: 'lemma-lazy-math' },
      );
      b.onLoad({ filter: /.*/, namespace: 'lemma-lazy-math' }, () => ({ contents: source, loader: 'js', resolveDir: root }));
    },
  };
}

/**
 * Warns when code outside math/ reaches an engine module other than through the facade (a static
 * import would evaluate it, and mathjs with it, at start again).
 */
function checkMathIsLazy(metafile) {
  const eager = [];
  for (const [file, info] of Object.entries(metafile.inputs)) {
    if (file.startsWith('math/') || file.startsWith('lemma-lazy-math:') || file.includes('node_modules/')) continue;
    for (const imp of info.imports)
      if (imp.path.startsWith('math/') && !LIGHT_MATH.includes(imp.path)) eager.push(`${file} → ${imp.path}`);
  }
  if (eager.length)
    console.warn(
      `build-server: these imports load the math engine at start (import from '@lemma/math' instead):\n  ${eager.join('\n  ')}`,
    );
}

/** Options both bundles share. */
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: join(root, 'tsconfig.json'),
  sourcemap: 'linked',
  logLevel: 'warning',
  // Bundled CommonJS (drizzle's helpers, jstat...) needs require().
  banner: {
    js: "import { createRequire as __lemmaRequire } from 'node:module'; const require = __lemmaRequire(import.meta.url);",
  },
};

/**
 * Builds dist/server/{main,math-worker}.js (and main's chunks) and the database template; returns the
 * milliseconds taken.
 * @param opts.outDir another folder for the bundles (tests); it must sit inside the repository, whose root the
 *   server finds above it. No database template is made there.
 */
export async function buildServer(opts = {}) {
  const t0 = performance.now();
  const dir = opts.outDir ?? out;
  mkdirSync(dir, { recursive: true });
  const facade = await mathFacade();
  // Chunks sit beside main.js (their import.meta.url finds math-worker.js and pgdata.tgz as main.js's does); drop old ones.
  for (const f of readdirSync(dir)) if (/-[A-Z0-9]{8}\.js(\.map)?$/.test(f)) rmSync(join(dir, f));
  const [main] = await Promise.all([
    // main.js opens the database and imports the rest (a chunk) meanwhile: server/main.ts.
    build({
      ...common,
      outdir: dir,
      entryPoints: { main: 'server/main.ts' },
      splitting: true,
      chunkNames: '[name]-[hash]',
      metafile: true,
      plugins: [pluginList, lazyMath(facade), externals],
    }),
    build({ ...common, outdir: dir, entryPoints: { 'math-worker': 'server/core/math-worker.ts' }, plugins: [externals] }),
  ]);
  checkMathIsLazy(main.metafile);
  if (!opts.outDir) await buildDbTemplate();
  return Math.round(performance.now() - t0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--if-stale') && !serverIsStale()) process.exit(0);
  buildServer()
    .then((ms) => console.log(`Server compiled into dist/server in ${ms} ms`))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
