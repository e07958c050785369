import { describe, expect, it } from 'vitest';
import { readdirSync, existsSync } from 'node:fs';
import { definePlugin } from '@lemma/sdk';
import { discoveredPlugins, plugins } from './plugins';
import { excluded } from 'virtual:lemma-plugins';
import { excludedPlugins } from '../vite.config';

describe('client plugin discovery', () => {
  it('finds every plugins/<id>/index.ts folder, with no list to edit', () => {
    // (zz-throwaway-*: the folder discovery.test.tsx creates for a moment, maybe while this runs.)
    const folders = readdirSync('plugins').filter(
      (d) => existsSync(`plugins/${d}/index.ts`) && !excluded.includes(d) && !d.startsWith('zz-throwaway-'),
    );
    expect(plugins.map((p) => p.id).sort()).toEqual(folders.sort());
    expect(folders).toEqual(expect.arrayContaining(['ask', 'calculator', 'graph']));
  });

  it('rejects a folder whose plugin id is not its name', () => {
    const def = definePlugin({ id: 'other' });
    expect(() => discoveredPlugins({ '/plugins/mine/index.ts': def })).toThrow(/must be its folder name/);
    expect(() => discoveredPlugins({ '/plugins/mine/index.ts': undefined })).toThrow(/no default export/);
    expect(discoveredPlugins({ '/plugins/other/index.ts': def })).toEqual([def]);
  });

  it('reads PLUGINS_EXCLUDED as comma-separated ids', () => {
    expect(excludedPlugins({ PLUGINS_EXCLUDED: ' graph, calculator ,,Bad!' })).toEqual(['graph', 'calculator']);
    expect(excludedPlugins({})).toEqual([]);
  });
});
