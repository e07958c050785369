/**
 * Security headers on every response (issue #13, docs/security.md), helmet's (made once, see below):
 * - a Content-Security-Policy built by {@link contentSecurityPolicy}: scripts, fonts, connections only
 *   from this origin (plus Google's sign-in script when GOOGLE_CLIENT_IDS is set), no plugins
 *   (`object-src 'none'`), `base-uri 'self'`, inline styles allowed (MathLive and KaTeX write `style`
 *   attributes and `<style>` elements at run time); `frame-ancestors 'self'` everywhere except the
 *   embeddable popup (`/popup/*`, with or without a language prefix), which the EMBED_ALLOWED_ORIGINS
 *   allow-list may frame too (docs/embedding.md);
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   `X-Frame-Options: SAMEORIGIN` (older browsers; left out on the popup, whose framing CSP decides),
 *   `Cross-Origin-Opener-Policy: same-origin-allow-popups` (Google's sign-in popup must keep its opener),
 *   and helmet's other defaults (HSTS, Origin-Agent-Cluster, X-DNS-Prefetch-Control, …).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '@lemma/sdk/contract/constants';
import type { Config } from '../config';

/** Google Identity Services (core/pages/forms.tsx loads it on demand): script, its iframe, styles and calls. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * True for the embeddable popup's pages: `/popup/…` or `/{lng}/popup/…` for a language other than
 * the default one (whose pages have no prefix), query ignored.
 */
export function isPopupPath(url: string): boolean {
  const parts = url.split('?')[0]!.split('/');
  const first = isLanguage(parts[1] ?? '') && parts[1] !== DEFAULT_LANGUAGE ? 2 : 1;
  return parts[first] === 'popup' && parts.length > first + 1;
}

/** The `frame-ancestors` sources for a request path: `'self'`, plus the embed allow-list on the popup. */
export function frameAncestors(url: string, embedOrigins: readonly string[]): string[] {
  return isPopupPath(url) ? ["'self'", ...embedOrigins] : ["'self'"];
}

type Directive = string | ((req: { url?: string }) => string);

/**
 * The CSP directives (helmet's format). Sources: Vite's build emits only external module scripts and
 * `<link rel=modulepreload>` (no inline script; the modulepreload polyfill is off, see vite.config.ts),
 * the calculator's Web Worker is a same-origin file, images are same-origin files or data:/blob: URLs
 * (answer pictures are files of the storage service: same origin, or — with S3 — the bucket's origin, where
 * `/api/files/...` redirects), fonts are same-origin files (Blueprint, KaTeX/MathLive) or data: URLs.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'EMBED_ALLOWED_ORIGINS' | 'GOOGLE_CLIENT_IDS'> &
    Partial<Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>>,
): Record<string, Directive[]> {
  const google = config.GOOGLE_CLIENT_IDS.length ? [GOOGLE_SIGN_IN] : [];
  const bucket = config.S3_BUCKET ? [s3Origin(config)] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    fontSrc: ["'self'", 'data:'],
    imgSrc: ["'self'", 'data:', 'blob:', ...bucket],
    connectSrc: ["'self'", ...google],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...google],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [(req) => frameAncestors(req.url ?? '/', config.EMBED_ALLOWED_ORIGINS).join(' ')],
  };
}

/** The origin signed S3 URLs point at: the endpoint's (MinIO, R2...) or AWS's virtual-hosted or path-style host. */
function s3Origin(c: Partial<Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>>): string {
  if (c.S3_ENDPOINT) {
    const u = new URL(c.S3_ENDPOINT);
    return c.S3_FORCE_PATH_STYLE === false ? `${u.protocol}//${c.S3_BUCKET}.${u.host}` : u.origin;
  }
  const region = c.S3_REGION ?? 'us-east-1';
  return c.S3_FORCE_PATH_STYLE === false
    ? `https://${c.S3_BUCKET}.s3.${region}.amazonaws.com`
    : `https://s3.${region}.amazonaws.com`;
}

/**
 * The Content-Security-Policy header value of `directives` for a request to `url`, in helmet's format
 * (`kebab-name source source;…`; a function source is called with the request).
 */
export function cspHeader(directives: Record<string, Directive[]>, url: string): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return [kebab, ...sources.map((s) => (typeof s === 'function' ? s({ url }) : s))].join(' ');
    })
    .join(';');
}

/** Our choices among helmet's options (the rest are its defaults). */
export const HELMET_OPTIONS = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Assets are same-origin only, but the popup's host pages never load them directly either.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'sameorigin' },
} as const;

/**
 * The headers besides the CSP that helmet 8 sends with {@link HELMET_OPTIONS} (securityHeaders.test.ts checks
 * them against @fastify/helmet's answer, so a helmet upgrade that changes its defaults is noticed).
 */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Registers the headers on the root instance (every route and the not-found handler get them), all made
 * once here: the CSP has two values only — the popup's and every other page's. (@fastify/helmet builds
 * helmet's middleware again on every request and re-formats a policy with a function source each time: a
 * measurable share of a simple API read, issue #12.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const directives = contentSecurityPolicy(config);
  const page = Object.entries({ 'content-security-policy': cspHeader(directives, '/'), ...STATIC_HEADERS });
  // The popup may be framed by the allow-list: X-Frame-Options cannot say so, the CSP does.
  const popup = Object.entries({
    'content-security-policy': cspHeader(directives, '/popup/calculator'),
    ...STATIC_HEADERS,
  }).filter(([name]) => name !== 'x-frame-options');
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of isPopupPath(req.url) ? popup : page) reply.raw.setHeader(name, value);
    done();
  });
}
