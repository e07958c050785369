import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { axiosXhrOnly } from '../../vite.config';
import off, { getFetch } from './axiosFetchOff';

const resolve = (plugin: Plugin, source: string, importer?: string) =>
  (plugin.resolveId as (s: string, i?: string) => string | undefined)(source, importer);

describe('axios without its fetch adapter (issue #13)', () => {
  it('redirects only axios’s own import of the fetch adapter', () => {
    const plugin = axiosXhrOnly();
    const adapters = '/repo/node_modules/axios/lib/adapters/adapters.js';
    expect(resolve(plugin, './fetch.js', adapters)).toMatch(/[\\/]core[\\/]services[\\/]axiosFetchOff\.ts$/);
    expect(resolve(plugin, './xhr.js', adapters)).toBeUndefined();
    expect(resolve(plugin, './fetch.js', '/repo/src/fetch-user.ts')).toBeUndefined();
    expect(resolve(plugin, './fetch.js')).toBeUndefined();
  });

  it('tells axios the fetch adapter is not available here', () => {
    expect(getFetch()).toBe(false);
    expect(off).toBe(false);
  });
});
