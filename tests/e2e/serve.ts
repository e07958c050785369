/**
 * The server for end-to-end tests: the real app (built client, embedded PGlite in a fresh data
 * folder, as `npm start` runs it) wired to a local SMTP catcher, plus a tiny side server on
 * PORT+1 that lets the tests read the mail the app sent (`GET /mails?to=`).
 */
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@lemma/server/config';
import { buildApp } from '@lemma/server/app';
import { startMailCatcher } from '../support/server';

const port = Number(process.env.E2E_PORT ?? 4173);
const mail = await startMailCatcher();
const config = loadConfig(
  {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    ADMIN_PASSWORD: 'e2e-admin-pass-1',
    EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${port + 26}`,
  },
  { DATA_DIR: mkdtempSync(join(tmpdir(), 'lemma-e2e-')) },
);
const built = await buildApp(config);
await built.app.listen({ port, host: '127.0.0.1' });
createServer((req, res) => {
  const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mail.mails.filter((m) => !to || m.to === to)));
}).listen(port + 1, '127.0.0.1');
console.log(`e2e server on http://127.0.0.1:${port}`);
