/**
 * Test support: the real Lemma server on a free port over real HTTP, on an in-memory PGlite (or
 * on PostgreSQL when DATABASE_URL is set, as .ci/run does), with a real SMTP server capturing mail.
 */
import { SMTPServer } from 'smtp-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '@lemma/server/config';
import { buildApp, type BuildOptions, type BuiltApp } from '@lemma/server/app';
import { users } from '@lemma/sdk/server';

export interface Mail {
  to: string;
  raw: string;
}

/** A local SMTP server that keeps every message it receives. */
export async function startMailCatcher(): Promise<{
  url: string;
  mails: Mail[];
  close(): Promise<void>;
  codeFor(to: string): string;
}> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address.toLowerCase(), raw });
        cb();
      });
    },
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', () => res()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((res) => server.close(() => res())),
    codeFor(to: string) {
      const m = [...mails].reverse().find((x) => x.to === to.toLowerCase());
      const code = m?.raw.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No code mailed to ${to}`);
      return code;
    },
  };
}

export interface TestServer {
  url: string;
  built: BuiltApp;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  /** fetch against the server: JSON in and out. */
  call(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  makeAdmin(email: string): Promise<void>;
  /** A new guest session (a fresh guest uuid). */
  guest(): Promise<{ token: string; userId: number }>;
  /** A new account, signed up and verified with the mailed code. */
  signUp(tag?: string, password?: string): Promise<{ token: string; userId: number; email: string; password: string }>;
  close(): Promise<void>;
}

/**
 * Starts the real server for a test file.
 * @param overrides configuration on top of the test defaults: kernel keys (typed) and any plugin's
 *   own keys (e.g. `{ LLM_BASE_URL: ... }`, read by the plugin's `ctx.config(schema)`)
 * @param opts.plugins exactly these server plugins instead of the discovered ones
 * @param opts.extraPlugins plugin definitions mounted besides the discovered ones — test your own
 *   server plugin over real HTTP: `startTestServer({}, { extraPlugins: [myPlugin] })`
 * @param opts.pluginDirs more folders laid out like `plugins/` (`<dir>/<id>/server/index.ts`), discovered too
 */
export async function startTestServer(
  overrides: Partial<Config> & Record<string, unknown> = {},
  opts: Omit<BuildOptions, 'logger'> = {},
): Promise<TestServer> {
  const mail = await startMailCatcher();
  const config = loadConfig(
    {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL || 'memory://',
      LOG_LEVEL: 'silent',
      SMTP_URL: mail.url,
      AUTH_RATE_LIMIT: '1000',
      PORT: '0',
    },
    {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lemma-test-')),
      JWT_SECRET: `test-secret-${randomUUID()}`,
      SERVE_CLIENT: false,
      ...overrides,
    },
  );
  const built = await buildApp(config, { ...opts, logger: false }).catch(async (err) => {
    await mail.close();
    throw err;
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
  const server: TestServer = {
    url,
    built,
    mail,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.body !== undefined || o.raw !== undefined) headers['content-type'] ??= 'application/json';
      const res = await fetch(url + path, {
        method,
        headers,
        body: o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async makeAdmin(email) {
      await built.kernel.db.update(users).set({ isAdmin: true }).where(eq(users.email, email));
    },
    async guest() {
      const r = await server.call('POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: fp } });
      return { token: r.body.token as string, userId: decodeClaims(r.body.token).userId as number };
    },
    async signUp(tag = 'user', password = 'member pass 1') {
      const email = uniqueEmail(tag);
      await server.call('POST', '/api/auth/signup', { body: { email, password } });
      const r = await server.call('POST', `/api/auth/verification?code=${mail.codeFor(email)}`, { body: { email } });
      return { token: r.body.token as string, userId: decodeClaims(r.body.token).userId as number, email, password };
    },
    async close() {
      await built.close();
      await mail.close();
    },
  };
  return server;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
export const fp = 'fp-test-0123456789abcdef';
export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Kernel internals a plugin's server test may inspect (plugins import them from here, never from server/ directly). */
export { funcUsage } from '@lemma/server/db/schema';
export { createServerI18n } from '@lemma/server/core/i18n';
