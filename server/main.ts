/**
 * `npm start` entry: loads configuration, builds the app, listens, prints the URL and the first admin.
 *
 * Start order (issue #12 "fast start", docs/operations.md "Start"): the embedded database begins to open
 * first (PGlite compiles its WebAssembly on background threads) while the rest of the server loads; the
 * server listens once the database is migrated and every route is registered — `/api/health` answers 200
 * from then on — and only then starts the math worker threads and the job queue. A write arriving
 * before the job queue has started waits for it; a computation waits for the first math worker.
 */
import module from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openEmbedded } from './db/embedded';
import { mark } from './core/startTrace';

/** The compiled server (dist/server/main.js, scripts/build-server.mjs) ships a ready database template beside it. */
const COMPILED = import.meta.url.endsWith('.js');
const DB_TEMPLATE = COMPILED ? fileURLToPath(new URL('./pgdata.tgz', import.meta.url)) : undefined;

async function main() {
  const t0 = performance.now();
  mark('node and main.js');
  const config = loadConfig();
  if (COMPILED) {
    // V8's bytecode of the server and its packages, kept between starts (Node ≥ 22.1; a no-op before, or when
    // NODE_COMPILE_CACHE — which `npm start` sets — enabled it already).
    const m = module as { enableCompileCache?: (dir: string) => unknown };
    m.enableCompileCache?.(process.env.NODE_COMPILE_CACHE ?? join(config.ROOT, 'node_modules', '.cache', 'node-compile'));
  }
  const embedded = config.DATABASE_URL ? undefined : openEmbedded(config.DATA_DIR, DB_TEMPLATE);
  embedded?.catch(() => undefined); // its failure is reported by buildApp, which awaits it
  mark('configuration');
  const { buildApp } = await import('./app');
  mark('server code loaded');
  const built = await buildApp(config, { dbTemplate: DB_TEMPLATE, embedded, deferStart: true });
  await built.app.listen({ port: config.PORT, host: config.HOST });
  mark('listening');
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [`Lemma is running at ${url}  (database: ${built.database.kind})`];
  if (built.firstAdmin) lines.push(`First admin account (shown once): ${built.firstAdmin.email} / ${built.firstAdmin.password}`);
  console.log('\n' + lines.join('\n') + '\n');
  built.app.log.info(`listening after ${Math.round(performance.now() - t0)} ms`);
  built.start().then(
    () => {
      built.app.log.info(`job queue and math workers started after ${Math.round(performance.now() - t0)} ms`);
    },
    (err: unknown) => {
      console.error('The job queue could not start:', err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
  const stop = async (signal: string) => {
    built.app.log.info(`${signal}: shutting down`);
    await built.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
