/** `npm start` entry: loads configuration, builds the app, listens, prints the URL and the first admin. */
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { buildApp } from './app';

/** The compiled server (dist/server/main.js) ships a ready database template beside it (scripts/build-server.mjs). */
const DB_TEMPLATE = import.meta.url.endsWith('.js') ? fileURLToPath(new URL('./pgdata.tgz', import.meta.url)) : undefined;

async function main() {
  const config = loadConfig();
  const built = await buildApp(config, { dbTemplate: DB_TEMPLATE });
  await built.app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [`Lemma is running at ${url}  (database: ${built.database.kind})`];
  if (built.firstAdmin) lines.push(`First admin account (shown once): ${built.firstAdmin.email} / ${built.firstAdmin.password}`);
  console.log('\n' + lines.join('\n') + '\n');
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
