/**
 * Serves the built client and the translations.
 * - `/locales/{lng}/{ns}.json`: the kernel's namespaces from `locales/{lng}/{ns}.json`, a plugin's
 *   namespace (named after its id) from `plugins/{ns}/locales/{lng}.json`.
 * - Everything else that is not `/api`: a file of the built client, or `index.html` (SPA fallback)
 *   with `<html lang dir>` set from the language prefix (§2: the first path segment picks the language).
 */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, isLanguage, type Language } from '@lemma/sdk/contract/constants';
import type { Config } from '../config';

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

export function languageOfPath(path: string): Language {
  const first = path.split('?')[0]!.split('/')[1] ?? '';
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  app.get<{ Params: { lng: string; file: string } }>('/locales/:lng/:file', async (req, reply) => {
    const ns = req.params.file.replace(/\.json$/, '');
    const file = req.params.file.endsWith('.json') ? localeFile(config.ROOT, req.params.lng, ns, config.PLUGINS_EXCLUDED) : null;
    if (!file) return reply.status(404).send({ errorCode: 'NOT_FOUND', message: `No translations for ${req.params.lng}/${ns}` });
    reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8');
    return readFileSync(file, 'utf8');
  });

  const indexFile = join(config.CLIENT_DIR, 'index.html');
  const hasClient = config.SERVE_CLIENT && existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, { root: config.CLIENT_DIR, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  const template = hasClient ? readFileSync(indexFile, 'utf8') : null;
  const popupFile = join(config.CLIENT_DIR, 'popup.html');
  const popupTemplate = hasClient && existsSync(popupFile) ? readFileSync(popupFile, 'utf8') : null;

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (req.method !== 'GET' || path.startsWith('/api/') || path === '/api' || path.startsWith('/locales/') || /\.[a-z0-9]{1,5}$/i.test(path)) {
      return reply.status(404).send({ errorCode: 'NOT_FOUND', message: `No route for ${req.method} ${path}` });
    }
    if (!template) {
      return reply.status(503).type('text/plain').send('The Lemma client is not built yet: run `npm run build` (npm start does this for you).');
    }
    const lng = languageOfPath(path);
    const dir = RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr';
    const unprefixed = lng === DEFAULT_LANGUAGE ? path : path.slice(lng.length + 1);
    // The embeddable calculator has its own small entry (popup.html).
    const isPopup = unprefixed.startsWith('/popup/');
    const page = popupTemplate && isPopup ? popupTemplate : template;
    // Clickjacking protection: only the popup may be framed, and only by the allowed origins.
    reply.header('content-security-policy', `frame-ancestors 'self'${isPopup ? ['', ...config.EMBED_ALLOWED_ORIGINS].join(' ') : ''}`);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return page.replace(/<html[^>]*>/, `<html lang="${lng}" dir="${dir}">`);
  });
}
