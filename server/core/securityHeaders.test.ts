import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { contentSecurityPolicy, HELMET_OPTIONS, registerSecurityHeaders, STATIC_HEADERS } from './securityHeaders';
import type { Config } from '../config';

const config = { EMBED_ALLOWED_ORIGINS: ['https://school.example'], GOOGLE_CLIENT_IDS: [] } as unknown as Config;

/** Every response header but the ones Fastify itself adds. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>, url: string) {
  const app = Fastify();
  await register(app);
  app.get('/*', async () => ({ ok: true }));
  const r = await app.inject({ method: 'GET', url });
  await app.close();
  const { date: _d, connection: _c, 'content-type': _t, 'content-length': _l, ...rest } = r.headers;
  return rest;
}

describe('security headers, made once', () => {
  it.each(['/api/health', '/popup/calculator/derivative'])('%s: the same headers as @fastify/helmet sends', async (url) => {
    const ours = await headersOf((app) => registerSecurityHeaders(app, config), url);
    const helmet = await headersOf(async (app) => {
      await app.register(fastifyHelmet, {
        global: true,
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
        ...HELMET_OPTIONS,
      });
      app.addHook('onRequest', async (_req: unknown, reply: { raw: { removeHeader(n: string): void } }) => {
        if (url.includes('/popup/')) reply.raw.removeHeader('x-frame-options');
      });
    }, url);
    expect(ours).toEqual(helmet);
    expect(Object.keys(STATIC_HEADERS).every((h) => h in ours || h === 'x-frame-options')).toBe(true);
  });
});
