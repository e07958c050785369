import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18n, fileGroups } from './i18n';

afterEach(() => vi.unstubAllGlobals());

/** A fetch answering `/locales/{lng}/{names}.json` from a table of namespaces per language. */
function fakeFetch(table: Record<string, Record<string, object>>) {
  return vi.fn(async (url: string) => {
    const [, , lng, file] = url.split('/');
    const names = file!.replace(/\.json$/, '').split('+');
    const have = names.filter((n) => table[lng!]?.[n]);
    if (!have.length) return new Response('{}', { status: 404 });
    const body = names.length === 1 ? table[lng!]![names[0]!] : Object.fromEntries(have.map((n) => [n, table[lng!]![n]]));
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

describe('I18n translations over HTTP', () => {
  it('loads the namespaces asked for together in one request per language', async () => {
    const fetchMock = fakeFetch({
      es: { common: { hi: 'hola' }, ask: { title: 'Preguntar' } },
      en: { common: { hi: 'hello', bye: 'bye' }, ask: { title: 'Ask' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const i18n = new I18n('es', { namespaces: [] });
    await i18n.i18n.loadNamespaces(['common', 'ask', 'missing']);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/locales/en/ask+common+missing',
      '/locales/es/ask+common+missing',
    ]);
    expect(i18n.t('common:hi')).toBe('hola');
    expect(i18n.t('ask:title')).toBe('Preguntar');
    // the fallback language fills what the page's language lacks
    expect(i18n.t('common:bye')).toBe('bye');
  });

  it('keeps each batch’s name within the server’s 100-character path segment', () => {
    const names = [
      'account',
      'accuracy',
      'ask',
      'auth',
      'billing',
      'calculator',
      'common',
      'dashboard',
      'errors',
      'four-operations',
      'graph',
      'tutor',
    ];
    const groups = fileGroups(names);
    expect(groups.flat()).toEqual([...names].sort());
    expect(groups.length).toBe(1);
    expect(fileGroups([...names, 'another-long-plugin-name']).length).toBe(2);
    for (const g of fileGroups([...names, 'another-long-plugin-name'])) expect(g.join('+').length).toBeLessThanOrEqual(100);
  });

  it('asks for a single namespace by its own file', async () => {
    const fetchMock = fakeFetch({ en: { common: { hi: 'hello' } } });
    vi.stubGlobal('fetch', fetchMock);
    const i18n = new I18n('en', { namespaces: ['common'] });
    await i18n.loadNamespace('common');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/locales/en/common.json']);
    expect(i18n.t('common:hi')).toBe('hello');
  });
});
