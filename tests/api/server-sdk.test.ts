/**
 * The server platform: discovery (every plugin folder, PLUGINS_EXCLUDED, extra plugin folders),
 * provides/requires ordering, configuration slices, storage, and the OpenAPI document of the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  createToken,
  defineServerPlugin,
  IAuthGuard,
  IStorage,
  PluginConfigError,
  PluginGraphError,
  type ServerPluginDefinition,
} from '@lemma/sdk/server';
import { pluginFolders } from '@lemma/server/core/discovery';
import { createFileStorage } from '@lemma/server/core/storage';
import { startTestServer, type TestServer } from '../support/server';

const ROOT = resolve(__dirname, '../..');

interface Greeter {
  greet(name: string): string;
}
const IGreeter = createToken<Greeter>('greeter-probe.service');

/** Provides IGreeter; listed after its consumer on purpose. */
const provider = defineServerPlugin({
  id: 'greeter-probe',
  provides: IGreeter,
  register: () => ({ greet: (name: string) => `hello ${name}` }),
});
const IAbsent = createToken<unknown>('absent-probe.service');
let absent: unknown = 'unset';
const secrets: string[] = [];
const consumer = defineServerPlugin({
  id: 'consumer-probe',
  requires: [IGreeter],
  optional: [IAbsent],
  register(app, ctx) {
    absent = ctx.maybe(IAbsent);
    secrets.push(ctx.secret('probe'), ctx.secret('probe'));
    const greeter = ctx.get(IGreeter);
    const guard = ctx.get(IAuthGuard);
    const storage = ctx.get(IStorage);
    const cfg = ctx.config(z.object({ PROBE_GREETING: z.string().default('hi') }));
    // The zod type provider types req.body from the schema.
    app.post('/consumer-probe/greet', { schema: { body: z.object({ name: z.string().min(1) }) } }, async (req) => ({
      text: greeter.greet(req.body.name),
      greeting: cfg.PROBE_GREETING,
    }));
    app.post(
      '/consumer-probe/file',
      { preHandler: guard.requireUser, schema: { body: z.object({ text: z.string() }) } },
      async (req) => storage.put(`notes/${guard.user(req).userId}.txt`, req.body.text),
    );
  },
});
const orphan = defineServerPlugin({ id: 'orphan-probe', requires: [createToken<unknown>('nobody.service')], register() {} });

let s: TestServer;
let extraDir = '';
beforeAll(async () => {
  // A throwaway plugin folder outside plugins/: discovered with nothing edited elsewhere.
  extraDir = mkdtempSync(join(tmpdir(), 'lemma-plugins-'));
  mkdirSync(join(extraDir, 'throwaway', 'server'), { recursive: true });
  writeFileSync(
    join(extraDir, 'throwaway', 'server', 'index.ts'),
    `import { defineServerPlugin } from '@lemma/sdk/server';\nexport default defineServerPlugin({ id: 'throwaway', register(app) { app.get('/throwaway/ping', async () => ({ pong: true })); } });\n`,
  );
  s = await startTestServer(
    { PROBE_GREETING: 'salut', PLUGINS_EXCLUDED: ['graph-none', 'account'] },
    { extraPlugins: [consumer, orphan, provider], pluginDirs: [extraDir] },
  );
});
afterAll(async () => s?.close());

describe('discovery', () => {
  it('finds every plugin folder with a server part, sorted, including the sessions plugin', () => {
    const ids = pluginFolders(join(ROOT, 'plugins')).map((f) => f.id);
    expect(ids).toEqual([...ids].sort());
    for (const id of ['ask', 'billing', 'calculator', 'sessions', 'tutor']) expect(ids).toContain(id);
    const withServer = readdirSync(join(ROOT, 'plugins')).filter((id) =>
      pluginFolders(join(ROOT, 'plugins')).some((f) => f.id === id && f.entry),
    );
    expect(s.built.plugins.definitions.map((d) => d.id)).toEqual(
      expect.arrayContaining(withServer.filter((id) => id !== 'account')),
    );
  });

  it('mounts a plugin from an extra folder and leaves PLUGINS_EXCLUDED ones out', async () => {
    expect((await s.call('GET', '/api/throwaway/ping')).body).toEqual({ pong: true });
    expect(s.built.plugins.definitions.some((d) => d.id === 'account')).toBe(false);
    expect((await s.call('GET', '/api/constants/education-list')).status).toBe(404);
  });
});

describe('provides / requires', () => {
  it('registers a provider before the plugin that requires it, whatever the order given', async () => {
    const ids = s.built.plugins.definitions.map((d) => d.id);
    expect(ids.indexOf('greeter-probe')).toBeLessThan(ids.indexOf('consumer-probe'));
    expect(ids.indexOf('sessions')).toBeLessThan(ids.indexOf('ask'));
    expect(ids.indexOf('sessions')).toBeLessThan(ids.indexOf('tutor'));
    const r = await s.call('POST', '/api/consumer-probe/greet', { body: { name: 'Ada' } });
    expect(r.body).toEqual({ text: 'hello Ada', greeting: 'salut' });
    expect((await s.call('POST', '/api/consumer-probe/greet', { body: {} })).body.errorCode).toBe('VALIDATION_ERROR');
  });

  it('fails only the plugin whose requirement is missing, saying which', () => {
    expect(s.built.plugins.failed.get('orphan-probe')).toBe('missing required service nobody.service');
    expect(s.built.plugins.failed.has('consumer-probe')).toBe(false);
    expect(absent).toBeUndefined();
    expect(secrets[0]).toHaveLength(64);
    expect(secrets[1]).toBe(secrets[0]);
    expect(existsSync(join(s.built.kernel.config.DATA_DIR, 'consumer-probe-probe'))).toBe(true);
  });

  it('refuses cycles and duplicate providers at start', async () => {
    const A = createToken<unknown>('cycle-a.service');
    const B = createToken<unknown>('cycle-b.service');
    const a: ServerPluginDefinition = defineServerPlugin({ id: 'cycle-a', provides: A, requires: [B], register: () => ({}) });
    const b: ServerPluginDefinition = defineServerPlugin({ id: 'cycle-b', provides: B, requires: [A], register: () => ({}) });
    await expect(startTestServer({}, { plugins: [a, b] })).rejects.toThrow(/dependency cycle: cycle-a → cycle-b → cycle-a/);
    await expect(startTestServer({}, { plugins: [provider, { ...provider, id: 'greeter-two' }] })).rejects.toBeInstanceOf(
      PluginGraphError,
    );
  });
});

describe('configuration slices', () => {
  it('an invalid plugin key stops the start with the plugin and key named', async () => {
    const strict = defineServerPlugin({
      id: 'strict-probe',
      register: (_app, ctx) => void ctx.config(z.object({ PROBE_URL: z.string().url() })),
    });
    const start = startTestServer({ PROBE_URL: 'not a url' }, { plugins: [strict] });
    await expect(start).rejects.toBeInstanceOf(PluginConfigError);
    await expect(start).rejects.toThrow(/Invalid configuration for plugin "strict-probe": PROBE_URL/);
  });
});

describe('storage', () => {
  it('puts, gets, serves and deletes files in the plugin space', async () => {
    const g = await s.guest();
    const put = await s.call('POST', '/api/consumer-probe/file', { token: g.token, body: { text: 'x = 2' } });
    expect(put.body).toMatchObject({
      key: `notes/${g.userId}.txt`,
      url: `/api/files/consumer-probe/notes/${g.userId}.txt`,
      size: 5,
    });
    const file = await s.call('GET', put.body.url);
    expect(file.status).toBe(200);
    expect(file.body).toBe('x = 2');
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await s.call('GET', '/api/files/consumer-probe/notes/none.txt')).status).toBe(404);
  });

  it('rejects keys that leave the space, and deletes', async () => {
    const storage = createFileStorage(mkdtempSync(join(tmpdir(), 'lemma-files-')), 'probe');
    for (const bad of ['../x', 'a/../../b', '/abs', 'a//b', 'x.meta.json', ''])
      await expect(storage.put(bad, 'no')).rejects.toThrow(/Invalid storage key/);
    await storage.put('a/b.bin', new Uint8Array([1, 2, 3]), { contentType: 'application/x-probe' });
    expect(await storage.get('a/b.bin')).toEqual({ data: Buffer.from([1, 2, 3]), contentType: 'application/x-probe' });
    expect(await storage.delete('a/b.bin')).toBe(true);
    expect(await storage.get('a/b.bin')).toBeNull();
    expect(await storage.delete('a/b.bin')).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the kernel and every plugin route from the zod schemas, at /api/docs/json', async () => {
    const r = await s.call('GET', '/api/docs/json');
    expect(r.status).toBe(200);
    const doc = r.body as {
      openapi: string;
      info: { title: string };
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> } }
        >
      >;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Lemma API');
    for (const path of [
      '/api/health',
      '/api/auth/guest',
      '/api/session/input/save/2',
      '/api/session/all/{language}',
      '/api/calculator-history/get',
      '/api/new-tutor/answer',
      '/api/stripe/checkout',
      '/api/consumer-probe/greet',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const save = doc.paths['/api/session/input/save/2']!.post!.requestBody!.content['application/json']!.schema;
    expect(save.required).toContain('content');
    expect(Object.keys(save.properties ?? {})).toEqual(expect.arrayContaining(['content', 'mode', 'sessionUuid', 'model']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the browsable documentation at /api/docs', async () => {
    const r = await fetch(`${s.url}/api/docs/`);
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/swagger/i);
  });
});
