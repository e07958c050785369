import 'reflect-metadata/lite';
import { describe, expect, it, vi } from 'vitest';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { createToken } from '@lemma/sdk/tokens';
import { definePlugin, type PluginDefinition } from '@lemma/sdk/plugin';
import { activatePlugins, activationOrder, PluginGraphError } from './registry';

const A = createToken<{ a: number }>('test.a');
const B = createToken<{ b: number }>('test.b');
const C = createToken<{ c: number }>('test.c');
const KERNEL = createToken<string>('test.kernel');

const p = (def: PluginDefinition<unknown>) => definePlugin(def);

describe('activationOrder', () => {
  it('puts providers before the plugins that require them, whatever the list order', () => {
    const defs = [
      p({ id: 'c', requires: [B], provides: C }),
      p({ id: 'b', requires: [A], provides: B }),
      p({ id: 'a', provides: A }),
    ];
    expect(activationOrder(defs, new Set()).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  });

  it('orders by optional dependencies too, and keeps the given order among independent plugins', () => {
    const defs = [p({ id: 'x' }), p({ id: 'uses-a', optional: [A] }), p({ id: 'a', provides: A }), p({ id: 'y' })];
    const ids = activationOrder(defs, new Set()).map((d) => d.id);
    expect(ids.indexOf('a')).toBeLessThan(ids.indexOf('uses-a'));
    expect(ids.indexOf('x')).toBeLessThan(ids.indexOf('y'));
  });

  it('rejects a cycle and names it', () => {
    const defs = [p({ id: 'a', requires: [B], provides: A }), p({ id: 'b', requires: [A], provides: B })];
    expect(() => activationOrder(defs, new Set())).toThrow(PluginGraphError);
    expect(() => activationOrder(defs, new Set())).toThrow(/cycle: (a → b → a|b → a → b)/);
  });

  it('rejects duplicate ids and two providers of one token', () => {
    expect(() => activationOrder([p({ id: 'a' }), p({ id: 'a' })], new Set())).toThrow(/Duplicate plugin id "a"/);
    expect(() => activationOrder([p({ id: 'a', provides: A }), p({ id: 'b', provides: A })], new Set())).toThrow(
      /both provide "test.a"/,
    );
    expect(() => activationOrder([p({ id: 'k', provides: KERNEL })], new Set(['test.kernel']))).toThrow(
      /kernel already provides/,
    );
  });

  it('rejects invalid plugin ids at definition time', () => {
    expect(() => definePlugin({ id: 'Bad Id' })).toThrow(/Invalid plugin id/);
  });
});

describe('activatePlugins', () => {
  const ctx = (c: DependencyContainer) => (pluginId: string) => ({
    pluginId,
    get: <T>(t: { key: symbol }) => c.resolve<T>(t.key),
    tryGet: <T>(t: { key: symbol }) => (c.isRegistered(t.key, true) ? c.resolve<T>(t.key) : undefined),
  });

  it('registers what a plugin provides so the next one can use it', async () => {
    const c = rootContainer.createChildContainer();
    const seen: number[] = [];
    const loaded = await activatePlugins(
      [
        p({ id: 'b', requires: [A], activate: (x) => void seen.push(x.get(A).a) }),
        p({ id: 'a', provides: A, activate: () => ({ a: 42 }) }),
      ],
      c,
      new Set(),
      ctx(c),
      { error: () => {} },
    );
    expect(loaded.map((l) => [l.id, l.status])).toEqual([
      ['a', 'active'],
      ['b', 'active'],
    ]);
    expect(seen).toEqual([42]);
  });

  it('isolates a plugin whose activation throws: logged, its dependants fail, the rest activate', async () => {
    const c = rootContainer.createChildContainer();
    const error = vi.fn();
    const loaded = await activatePlugins(
      [
        p({
          id: 'broken',
          provides: A,
          activate: () => {
            throw new Error('kaboom');
          },
        }),
        p({ id: 'needs-broken', requires: [A], provides: B, activate: () => ({ b: 1 }) }),
        p({ id: 'fine', activate: () => undefined }),
      ],
      c,
      new Set(),
      ctx(c),
      { error },
    );
    const status = Object.fromEntries(loaded.map((l) => [l.id, l.status]));
    expect(status).toEqual({ broken: 'failed', 'needs-broken': 'failed', fine: 'active' });
    expect(loaded.find((l) => l.id === 'broken')!.error).toBe('kaboom');
    expect(loaded.find((l) => l.id === 'needs-broken')!.error).toMatch(/missing required service test.a/);
    expect(error).toHaveBeenCalledTimes(2);
    expect(c.isRegistered(B.key, true)).toBe(false);
  });

  it('fails a plugin that declares provides but returns nothing', async () => {
    const c = rootContainer.createChildContainer();
    const loaded = await activatePlugins([p({ id: 'empty', provides: C, activate: () => undefined })], c, new Set(), ctx(c), {
      error: () => {},
    });
    expect(loaded[0]!.status).toBe('failed');
  });
});
