/**
 * Serves the built client and the translations.
 * - `/locales/{lng}/{ns}.json`: the kernel's namespaces from `locales/{lng}/{ns}.json`, a plugin's
 *   namespace (named after its id) from `plugins/{ns}/locales/{lng}.json`; `/locales/{lng}/{a+b}` (or
 *   `{a+b}.json`) gives several namespaces at once, `{ a: {...}, b: {...} }` (the client loads its first ones so).
 * - Everything else that is not `/api`: a file of the built client, or `index.html` (SPA fallback)
 *   with `<html lang dir>` set from the language prefix (§2: the first path segment picks the language).
 * Translations are sent in brotli or gzip when the client accepts it (compressed once per file).
 * Files of the build are served precompressed (`.br`/`.gz` siblings written by the build, see
 * scripts/precompress.ts) by the request's Accept-Encoding; content-hashed files under `/assets/` are
 * cached for a year as immutable, other files for an hour, HTML is `no-cache` (always revalidated).
 * Every response carries the security headers of ./securityHeaders.ts (CSP, nosniff, Referrer-Policy).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, isLanguage, type Language } from '@lemma/sdk/contract/constants';
import type { Config } from '../config';
import { isPopupPath, registerSecurityHeaders } from './securityHeaders';

const NS = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * The translation file of namespace `ns` in `lng`: the kernel's, else the plugin `ns`'s (unless
 * that plugin is excluded); null when there is none.
 */
export function localeFile(root: string, lng: string, ns: string, excluded: readonly string[] = []): string | null {
  if (!isLanguage(lng) || !NS.test(ns)) return null;
  const kernel = join(root, 'locales', lng, `${ns}.json`);
  if (existsSync(kernel)) return kernel;
  const plugin = join(root, 'plugins', ns, 'locales', `${lng}.json`);
  return !excluded.includes(ns) && existsSync(plugin) ? plugin : null;
}

/** The client's choice among brotli and gzip (brotli first), or null for none; `q=0` refuses. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

const compressedCache = new Map<string, { mtimeMs: number; raw: Buffer; br: Buffer; gzip: Buffer }>();
/** A translation file as is, in brotli and in gzip: compressed once, again when the file changes. */
function compressedFile(file: string): { raw: Buffer; br: Buffer; gzip: Buffer } {
  const { mtimeMs } = statSync(file);
  const hit = compressedCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit;
  const raw = readFileSync(file);
  const entry = {
    mtimeMs,
    raw,
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  compressedCache.set(file, entry);
  return entry;
}

const bundleCache = new Map<string, { stamp: string; raw: Buffer; br: Buffer; gzip: Buffer }>();
/**
 * Namespaces `a+b+c` of `lng` as one JSON object `{ a: {...}, b: {...} }`, compressed once (again
 * when a file changes); a namespace without a file is left out. Null when the list is not valid
 * (more than 40 names, or a name that is not one) or no namespace has a file.
 */
export function localeBundle(
  config: Pick<Config, 'ROOT' | 'PLUGINS_EXCLUDED'>,
  lng: string,
  names: string,
): { raw: Buffer; br: Buffer; gzip: Buffer } | null {
  const list = names.split('+');
  if (list.length > 40 || !list.every((n) => NS.test(n))) return null;
  const files = list.map((n) => [n, localeFile(config.ROOT, lng, n, config.PLUGINS_EXCLUDED)] as const).filter(([, f]) => f);
  if (!files.length) return null;
  const stamp = files.map(([, f]) => statSync(f!).mtimeMs).join(',');
  const key = `${lng}/${names}`;
  const hit = bundleCache.get(key);
  if (hit && hit.stamp === stamp) return hit;
  const raw = Buffer.from(
    `{${files.map(([n, f]) => `${JSON.stringify(n)}:${compressedFile(f!).raw.toString('utf8')}`).join(',')}}`,
  );
  const entry = {
    stamp,
    raw,
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  if (bundleCache.size > 500) bundleCache.clear();
  bundleCache.set(key, entry);
  return entry;
}

export function languageOfPath(path: string): Language {
  const first = path.split('?')[0]!.split('/')[1] ?? '';
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Cache-Control of a built file: a year and immutable for content-hashed `/assets/*`, else an hour. */
export function assetCacheControl(file: string): string {
  return /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  await registerSecurityHeaders(app, config);
  app.get<{ Params: { lng: string; file: string } }>('/locales/:lng/:file', async (req, reply) => {
    const ns = req.params.file.replace(/\.json$/, '');
    // Several namespaces in one request (`common+errors+auth`, `.json` optional: the client's first paint, issue #13).
    const bundle = ns.includes('+') ? localeBundle(config, req.params.lng, ns) : null;
    const file =
      bundle || !req.params.file.endsWith('.json') ? null : localeFile(config.ROOT, req.params.lng, ns, config.PLUGINS_EXCLUDED);
    if (!file && !bundle)
      return reply.status(404).send({ errorCode: 'NOT_FOUND', message: `No translations for ${req.params.lng}/${ns}` });
    reply
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    const body = bundle ?? compressedFile(file!);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return body.raw;
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
  });

  const indexFile = join(config.CLIENT_DIR, 'index.html');
  const hasClient = config.SERVE_CLIENT && existsSync(indexFile);
  if (hasClient) {
    // Loaded only when there is a client to serve (an API-only instance starts without it).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: config.CLIENT_DIR,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The .br/.gz siblings are chosen by Accept-Encoding, not routes of their own; the HTML entries go through the handler below.
      globIgnore: ['**/*.br', '**/*.gz', 'index.html', 'popup.html'],
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', assetCacheControl(file)),
    });
  }
  const template = hasClient ? readFileSync(indexFile, 'utf8') : null;
  const popupFile = join(config.CLIENT_DIR, 'popup.html');
  const popupTemplate = hasClient && existsSync(popupFile) ? readFileSync(popupFile, 'utf8') : null;

  /** The page of an app path: popup.html for the embeddable calculator (its own small entry), else index.html, with `<html lang dir>`. */
  const page = (path: string): string => {
    const lng = languageOfPath(path);
    const dir = RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr';
    return (popupTemplate && isPopupPath(path) ? popupTemplate : template!).replace(
      /<html[^>]*>/,
      `<html lang="${lng}" dir="${dir}">`,
    );
  };
  const sendPage = (reply: FastifyReply, path: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page(path));
  if (template) {
    // The entry files by name get the same headers as every page (CSP with frame-ancestors 'self', no-cache).
    app.get('/index.html', (_req, reply) => sendPage(reply, '/'));
    app.get('/popup.html', (_req, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(popupTemplate ?? template),
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (
      req.method !== 'GET' ||
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/locales/') ||
      /\.[a-z0-9]{1,5}$/i.test(path)
    ) {
      return reply.status(404).send({ errorCode: 'NOT_FOUND', message: `No route for ${req.method} ${path}` });
    }
    if (!template) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The Lemma client is not built yet: run `npm run build` (npm start does this for you).');
    }
    return sendPage(reply, path);
  });
}
