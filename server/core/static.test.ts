/**
 * The built client over real HTTP (issue #13): precompressed assets chosen by Accept-Encoding with
 * immutable caching, `no-cache` HTML, and the security headers (CSP with frame-ancestors, nosniff,
 * Referrer-Policy) on every page, /index.html and /popup.html included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { precompressDir } from '../../scripts/precompress.mjs';
import { contentSecurityPolicy, cspHeader, isPopupPath } from './securityHeaders';
import { preferredEncoding } from './static';

let s: TestServer;
const client = mkdtempSync(join(tmpdir(), 'lemma-client-'));
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
const EMBEDDER = 'https://school.example';

beforeAll(async () => {
  mkdirSync(join(client, 'assets'));
  writeFileSync(
    join(client, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/main-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(client, 'popup.html'),
    '<!doctype html><html lang="en"><body class="lemma-popup-body"><div id="root"></div></body></html>',
  );
  writeFileSync(join(client, 'assets', 'main-AbC123.js'), script);
  writeFileSync(join(client, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`);
  await precompressDir(client);
  s = await startTestServer({ SERVE_CLIENT: true, CLIENT_DIR: client, EMBED_ALLOWED_ORIGINS: [EMBEDDER] });
});
afterAll(async () => s?.close());

/** A GET with raw bytes (no automatic decompression). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(s.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('assets', () => {
  it('an asset asked for with Accept-Encoding: br comes back in brotli, immutable for a year', async () => {
    const r = await get('/assets/main-AbC123.js', { 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
    expect(r.body.length).toBeLessThan(script.length / 5);
  });

  it('gzip for a gzip-only client, the file as is for none', async () => {
    const gz = await get('/assets/main-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('files outside /assets are cached for an hour only; the .br siblings are no routes', async () => {
    expect((await get('/favicon.svg', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/assets/main-AbC123.js.br')).status).toBe(404);
  });

  it('translations are compressed too', async () => {
    const r = await get('/locales/en/common.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(r.body).toString())).toEqual(
      JSON.parse(readFileSync(join(s.built.kernel.config.ROOT, 'locales/en/common.json'), 'utf8')),
    );
    expect((await get('/locales/en/common.json')).headers['content-encoding']).toBeUndefined();
  });

  it('several namespaces in one request, keyed by namespace; unknown ones left out, bad names refused', async () => {
    const r = await get('/locales/de/common+ask+no-such-ns.json', { 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(r.body).toString()) as Record<string, unknown>;
    const root = s.built.kernel.config.ROOT;
    expect(Object.keys(body)).toEqual(['common', 'ask']);
    expect(body.common).toEqual(JSON.parse(readFileSync(join(root, 'locales/de/common.json'), 'utf8')));
    expect(body.ask).toEqual(JSON.parse(readFileSync(join(root, 'plugins/ask/locales/de.json'), 'utf8')));
    expect(JSON.parse((await get('/locales/de/common+ask')).body.toString())).toEqual(body);
    expect((await get('/locales/de/common+..%2Fsecret.json')).status).toBe(404);
    expect((await get('/locales/xx/common+ask.json')).status).toBe(404);
  });
});

describe('HTML and its headers', () => {
  const app = ['/', '/index.html', '/popup.html', '/app/ask', '/pricing', '/es/app/ask'];
  it.each(app)('%s: no-cache, a real CSP that only this origin may frame, nosniff, Referrer-Policy', async (path) => {
    const r = await get(path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    const csp = String(r.headers['content-security-policy']);
    for (const d of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "font-src 'self' data:",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "style-src 'self' 'unsafe-inline'",
    ])
      expect(csp).toContain(d);
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(csp).not.toContain(EMBEDDER);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each(['/popup/calculator', '/popup/calculator/derivative', '/es/popup/calculator/calculation'])(
    '%s: the popup page, framable by the allow-list too',
    async (path) => {
      const r = await get(path);
      expect(r.body.toString()).toContain('lemma-popup-body');
      expect(r.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${EMBEDDER}`);
      expect(r.headers['content-security-policy']).toContain("script-src 'self'");
      expect(r.headers['x-frame-options']).toBeUndefined();
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['cache-control']).toBe('no-cache');
    },
  );

  it('the CSP is the one helmet formats from the directives (made once, not per response)', async () => {
    const directives = contentSecurityPolicy({ EMBED_ALLOWED_ORIGINS: [EMBEDDER], GOOGLE_CLIENT_IDS: [] });
    expect((await get('/api/health')).headers['content-security-policy']).toBe(cspHeader(directives, '/api/health'));
    expect((await get('/popup/calculator')).headers['content-security-policy']).toBe(cspHeader(directives, '/popup/calculator'));
    expect(cspHeader(directives, '/')).toMatch(/^default-src 'self';script-src 'self';script-src-attr 'none';/);
    expect(cspHeader(directives, '/popup/x')).toMatch(new RegExp(`;frame-ancestors 'self' ${EMBEDDER}$`));
  });

  it('the API answers carry nosniff and a frame-ancestors too', async () => {
    const r = await get('/api/health');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('rules', () => {
  it('isPopupPath: /popup/… with or without a non-default language prefix', () => {
    expect(isPopupPath('/popup/calculator/derivative?x=1')).toBe(true);
    expect(isPopupPath('/fr/popup/calculator')).toBe(true);
    expect(isPopupPath('/popup.html')).toBe(false);
    expect(isPopupPath('/app/popup/x')).toBe(false);
    expect(isPopupPath('/popupx/y')).toBe(false);
  });

  it("Google's sign-in origin is allowed only when Google sign-in is configured", () => {
    const off = contentSecurityPolicy({ EMBED_ALLOWED_ORIGINS: [], GOOGLE_CLIENT_IDS: [] });
    const on = contentSecurityPolicy({ EMBED_ALLOWED_ORIGINS: [], GOOGLE_CLIENT_IDS: ['id.apps.googleusercontent.com'] });
    expect(off.scriptSrc).toEqual(["'self'"]);
    expect(on.scriptSrc).toContain('https://accounts.google.com/gsi/');
  });

  it("pictures may load from the S3 bucket's origin only when S3 storage is configured", () => {
    const base = { EMBED_ALLOWED_ORIGINS: [], GOOGLE_CLIENT_IDS: [] };
    expect(contentSecurityPolicy(base).imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    const minio = contentSecurityPolicy({
      ...base,
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio.local:9000/',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(minio.imgSrc).toContain('http://minio.local:9000');
    const aws = contentSecurityPolicy({ ...base, S3_BUCKET: 'files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: false });
    expect(aws.imgSrc).toContain('https://files.s3.eu-west-1.amazonaws.com');
  });

  it('preferredEncoding: brotli first, q=0 refuses', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
