/** Server platform: plugins switched on and off, admin checks, rate limits, social sign-in, locales, SPA fallback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { defineServerPlugin, IAuthGuard } from '@lemma/sdk/server';
import { LANGUAGES } from '@lemma/sdk/contract/constants';
import { decodeClaims, fp, startTestServer, uniqueEmail, type TestServer } from '../support/server';

const pluginId = `echo-${randomUUID().slice(0, 6)}`;
const echo = defineServerPlugin({
  id: pluginId,
  register(app, ctx) {
    const guard = ctx.get(IAuthGuard);
    app.get(`/${pluginId}/ping`, async () => ({ pong: true }));
    app.get(`/${pluginId}/me`, { preHandler: guard.requireUser }, async (req) => ({ userId: guard.user(req).userId }));
  },
});
const broken = defineServerPlugin({
  id: 'broken-plugin',
  register() {
    throw new Error('cannot start');
  },
});

let s: TestServer;
let jwks: Server;
let jwksUrl = '';
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
const clientDir = mkdtempSync(join(tmpdir(), 'lemma-client-'));

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', () => r()));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as { port: number }).port}/keys`;
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lemma</title></head><body><div id="root"></div></body></html>',
  );
  s = await startTestServer(
    {
      GOOGLE_CLIENT_IDS: ['lemma-web.apps.example'],
      GOOGLE_JWKS_URL: jwksUrl,
      APPLE_CLIENT_IDS: ['com.lemma.web'],
      APPLE_JWKS_URL: jwksUrl,
      CLIENT_DIR: clientDir,
      SERVE_CLIENT: true,
    },
    { plugins: [echo, broken] },
  );
});
afterAll(async () => {
  await s?.close();
  jwks?.close();
});

async function adminToken() {
  const email = uniqueEmail('admin');
  await s.call('POST', '/api/auth/signup', { body: { email, password: 'admin pass 1' } });
  const code = s.mail.codeFor(email);
  await s.call('POST', `/api/auth/verification?code=${code}`, { body: { email } });
  await s.makeAdmin(email);
  return (await s.call('POST', '/api/auth/login', { body: { email, password: 'admin pass 1' } })).body.token as string;
}

describe('server plugins', () => {
  it('mounts a plugin under /api and isolates one whose register throws', async () => {
    expect((await s.call('GET', `/api/${pluginId}/ping`)).body).toEqual({ pong: true });
    expect(s.built.plugins.failed.get('broken-plugin')).toMatch(/cannot start/);
    expect((await s.call('GET', '/api/health')).body.ok).toBe(true);
  });

  it('reaches kernel services through SDK tokens (the auth guard)', async () => {
    const g = await s.call('POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: fp } });
    const me = await s.call('GET', `/api/${pluginId}/me`, { token: g.body.token });
    expect(me.body.userId).toBe(decodeClaims(g.body.token).userId);
    expect((await s.call('GET', `/api/${pluginId}/me`)).status).toBe(401);
  });

  it('an admin switches a plugin off: its API answers 404 and the client config lists it; on again restores it', async () => {
    const token = await adminToken();
    const off = await s.call('POST', `/api/admin/plugins/${pluginId}`, { token, body: { enabled: false } });
    expect(off.status).toBe(200);
    const gone = await s.call('GET', `/api/${pluginId}/ping`);
    expect(gone.status).toBe(404);
    expect(gone.body.errorCode).toBe('NOT_FOUND');
    expect((await s.call('GET', '/api/config')).body.disabledPlugins).toContain(pluginId);
    await s.call('POST', `/api/admin/plugins/${pluginId}`, { token, body: { enabled: true } });
    expect((await s.call('GET', `/api/${pluginId}/ping`)).status).toBe(200);
    expect((await s.call('GET', '/api/config')).body.disabledPlugins).not.toContain(pluginId);
  });

  it('checks the admin claim on the server', async () => {
    const g = await s.call('POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: fp } });
    const r = await s.call('POST', `/api/admin/plugins/${pluginId}`, { token: g.body.token, body: { enabled: false } });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('FORBIDDEN');
    expect((await s.call('GET', `/api/${pluginId}/ping`)).status).toBe(200);
  });
});

describe('social sign-in (local keys, local JWKS)', () => {
  const idToken = (claims: Record<string, unknown>, aud = 'lemma-web.apps.example', iss = 'https://accounts.google.com') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(iss)
      .setAudience(aud)
      .setSubject(String(claims.sub ?? randomUUID()))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(keys.privateKey);

  it('creates an account from a verified Google ID token and logs the same person in again', async () => {
    const email = uniqueEmail('google');
    const sub = randomUUID();
    const credential = await idToken({ sub, email, email_verified: true, given_name: 'Gia', family_name: 'Google' });
    const r = await s.call('POST', '/api/auth/login/google', {
      body: { credential, clientId: 'lemma-web.apps.example', select_by: 'btn' },
    });
    expect(r.status).toBe(200);
    expect(decodeClaims(r.body.token)).toMatchObject({ sub: email, firstName: 'Gia', isGuest: false });
    const again = await s.call('POST', '/api/auth/login/google', {
      body: { credential: await idToken({ sub, email, email_verified: true }) },
    });
    expect(decodeClaims(again.body.token).userId).toBe(decodeClaims(r.body.token).userId);
  });

  it('rejects a token for another audience, a forged signature, or an expired one', async () => {
    const other = await idToken({ email: uniqueEmail(), email_verified: true }, 'someone-else');
    expect((await s.call('POST', '/api/auth/login/google', { body: { credential: other } })).body.errorCode).toBe(
      'INVALID_CREDENTIAL',
    );
    const stranger = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: uniqueEmail() })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience('lemma-web.apps.example')
      .setSubject('x')
      .setExpirationTime('10m')
      .sign(stranger.privateKey);
    expect((await s.call('POST', '/api/auth/login/google', { body: { credential: forged } })).status).toBe(401);
    const expired = await new SignJWT({ email: uniqueEmail() })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience('lemma-web.apps.example')
      .setSubject('y')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(keys.privateKey);
    expect((await s.call('POST', '/api/auth/login/google', { body: { credential: expired } })).status).toBe(401);
  });

  it('signs in with Apple (issuer appleid.apple.com) and upgrades the calling guest', async () => {
    const g = await s.call('POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: fp } });
    const tok = await idToken(
      { email: uniqueEmail('apple'), email_verified: 'true' },
      'com.lemma.web',
      'https://appleid.apple.com',
    );
    const r = await s.call('POST', '/api/auth/apple/login', { token: g.body.token, body: { idToken: tok, firstName: 'Ann' } });
    expect(r.status).toBe(200);
    expect(decodeClaims(r.body.token)).toMatchObject({
      userId: decodeClaims(g.body.token).userId,
      isGuest: false,
      firstName: 'Ann',
    });
  });

  it('publishes the client ids so the login page shows the buttons', async () => {
    const c = await s.call('GET', '/api/config');
    expect(c.body).toMatchObject({ googleClientId: 'lemma-web.apps.example', appleClientId: 'com.lemma.web' });
  });
});

describe('limits and errors', () => {
  it('rate-limits login attempts per client', async () => {
    const t = await startTestServer({ AUTH_RATE_LIMIT: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await t.call('POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'x' } })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await t.call('POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'x' } });
      expect(last.body.errorCode).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });

  it('answers 413 FILE_TOO_LARGE for an oversized body', async () => {
    const r = await s.call('POST', '/api/error-report', { raw: JSON.stringify({ message: 'x'.repeat(70 * 1024) }) });
    expect(r.status).toBe(413);
    expect(r.body.errorCode).toBe('FILE_TOO_LARGE');
  });

  it('stores a client error report (§7)', async () => {
    const r = await s.call('POST', '/api/error-report', {
      body: { message: 'boom', name: 'Error', pathname: '/app/dashboard', isNewUser: false },
    });
    expect(r.status).toBe(200);
    const { errorEvents } = await import('@lemma/server/db/schema');
    const rows = await s.built.kernel.db.select().from(errorEvents);
    expect(rows.some((row) => row.payload.message === 'boom')).toBe(true);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const r = await s.call('GET', '/api/does-not-exist');
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('NOT_FOUND');
  });
});

describe('client and locales', () => {
  it('serves the app for language-prefixed paths with lang and dir set (§2)', async () => {
    const es = await fetch(`${s.url}/es/app/dashboard`);
    expect(es.status).toBe(200);
    expect(await es.text()).toContain('<html lang="es" dir="ltr">');
    const ar = await (await fetch(`${s.url}/ar/app`)).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    const plain = await (await fetch(`${s.url}/app/dashboard`)).text();
    expect(plain).toContain('<html lang="en" dir="ltr">');
  });

  it('serves every namespace in all 18 languages with the same keys as English', async () => {
    const root = s.built.kernel.config.ROOT;
    const kernelNs = readdirSync(join(root, 'locales', 'en')).map((f) => f.replace(/\.json$/, ''));
    const pluginNs = readdirSync(join(root, 'plugins')).filter((p) => {
      try {
        return readFileSync(join(root, 'plugins', p, 'locales', 'en.json')).length > 0;
      } catch {
        return false;
      }
    });
    const keys = (o: unknown, prefix = ''): string[] =>
      Object.entries(o as Record<string, unknown>)
        .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
        .sort();
    for (const ns of [...kernelNs, ...pluginNs]) {
      const en = keys(await (await fetch(`${s.url}/locales/en/${ns}.json`)).json());
      expect(en.length).toBeGreaterThan(0);
      for (const lng of LANGUAGES) {
        const r = await fetch(`${s.url}/locales/${lng}/${ns}.json`);
        expect(r.status, `${lng}/${ns}`).toBe(200);
        expect(keys(await r.json()), `${lng}/${ns}`).toEqual(en);
      }
    }
    expect((await fetch(`${s.url}/locales/xx/common.json`)).status).toBe(404);
    expect((await fetch(`${s.url}/locales/en/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
