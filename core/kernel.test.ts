import { describe, expect, it, vi } from 'vitest';
import { createKernel } from './kernel';
import { createToken, definePlugin, IApi, type PluginDefinition } from '@lemma/sdk';

const page = async () => ({ default: () => null });
const IThing = createToken<{ hello: string }>('test-kernel.thing');

const plugins = [
  definePlugin({
    id: 'alpha',
    hasLocales: false,
    requires: [IApi],
    provides: IThing,
    contributes: {
      routes: [{ path: 'app/alpha', page }],
      commands: [{ id: 'alpha:open', label: 'alpha', run: () => {} }],
      menuItems: [{ menu: 'main', command: 'alpha:open' }],
      panels: [{ id: 'alpha', title: 'alpha', component: page }],
    },
    activate: () => ({ hello: 'world' }),
  }),
  definePlugin({
    id: 'beta',
    hasLocales: false,
    contributes: {
      routes: [{ path: 'app/beta', page }],
      commands: [{ id: 'beta:open', label: 'beta', run: () => {} }],
      menuItems: [{ menu: 'main', command: 'beta:open' }],
    },
  }),
  definePlugin({
    id: 'broken',
    hasLocales: false,
    contributes: { routes: [{ path: 'app/broken', page }] },
    activate: () => {
      throw new Error('nope');
    },
  }),
] as PluginDefinition<unknown>[];

const config = {
  googleClientId: null,
  appleClientId: null,
  supportEmail: 's@x.test',
  discordUrl: 'https://d.test',
  brand: 'Lemma',
  embedOrigins: [],
};

describe('createKernel', () => {
  it('drops the routes, menu items and panels of plugins the server disabled, and of a plugin that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const k = await createKernel(plugins, {
      language: 'en',
      resources: { en: { common: {} } },
      config: { ...config, disabledPlugins: ['beta'] },
    });
    const paths = k.plugins.routes.map((r) => r.path);
    expect(paths).toContain('app/alpha');
    expect(paths).not.toContain('app/beta');
    expect(paths).not.toContain('app/broken');
    expect(k.plugins.menuItems.map((m) => m.command)).toEqual(expect.arrayContaining(['alpha:open', 'workspace:open']));
    expect(k.plugins.menuItems.map((m) => m.command)).not.toContain('beta:open');
    expect(k.plugins.plugins.find((p) => p.id === 'broken')?.status).toBe('failed');
    expect(k.context('x').get(IThing).hello).toBe('world');
  });

  it('keeps them when the plugin is enabled', async () => {
    const k = await createKernel(plugins, {
      language: 'en',
      resources: { en: { common: {} } },
      config: { ...config, disabledPlugins: [] },
    });
    expect(k.plugins.routes.map((r) => r.path)).toContain('app/beta');
  });
});

describe('plugin scopes', () => {
  const IPrivate = createToken<string>('test-kernel.private');
  const scoped = [
    definePlugin({ id: 'provider', hasLocales: false, provides: IThing, activate: () => ({ hello: 'shared' }) }),
    definePlugin({ id: 'consumer', hasLocales: false, requires: [IThing], activate: (ctx) => void ctx.get(IThing) }),
  ] as PluginDefinition<unknown>[];

  it('gives each plugin its own child container: provided services are shared, scope registrations are not', async () => {
    const k = await createKernel(scoped, {
      language: 'en',
      resources: { en: { common: {} } },
      config: { ...config, disabledPlugins: [] },
    });
    expect(k.plugins.plugins.map((p) => p.status)).toEqual(['active', 'active', 'active']);
    expect(k.context('consumer').get(IThing).hello).toBe('shared');
    expect(k.scope('consumer').resolve(IThing.key)).toBe(k.container.resolve(IThing.key));
    k.scope('provider').register(IPrivate.key, { useValue: 'mine' });
    expect(k.context('provider').get(IPrivate)).toBe('mine');
    expect(k.context('consumer').tryGet(IPrivate)).toBeUndefined();
    expect(k.context('provider')).toBe(k.context('provider'));
  });

  it('registers overrides in the plugins’ scopes only, leaving the kernel’s service in place', async () => {
    const fakeApi = { fake: true } as never;
    const k = await createKernel(scoped, {
      language: 'en',
      resources: { en: { common: {} } },
      config: { ...config, disabledPlugins: [] },
      overrides: [[IApi, fakeApi]],
    });
    expect(k.context('consumer').get(IApi)).toBe(fakeApi);
    expect(k.container.resolve(IApi.key)).toBe(k.api);
  });
});
