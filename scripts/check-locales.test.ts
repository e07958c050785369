import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES as SDK_LANGUAGES } from '@lemma/sdk/contract/constants';
import { checkLocales, LANGUAGES } from './check-locales.mjs';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A throwaway checkout: kernel namespace `common` and plugin `demo`, all 18 languages complete. */
function fixture(): string {
  dir = mkdtempSync(join(tmpdir(), 'lemma-locales-'));
  for (const lng of LANGUAGES) {
    mkdirSync(join(dir, 'locales', lng), { recursive: true });
    writeFileSync(
      join(dir, 'locales', lng, 'common.json'),
      JSON.stringify({ hello: `hi ${lng}`, items_one: 'one item', items_other: `{{count}} items ${lng}` }),
    );
    mkdirSync(join(dir, 'plugins', 'demo', 'locales'), { recursive: true });
    writeFileSync(
      join(dir, 'plugins', 'demo', 'locales', `${lng}.json`),
      JSON.stringify({ title: `Demo ${lng}`, score: { line: `{{right}} / {{total}} ${lng}` } }),
    );
  }
  return dir;
}
const write = (path: string, value: object) => writeFileSync(join(dir, path), JSON.stringify(value));

describe('scripts/check-locales.mjs', () => {
  it('lists the same 18 languages as the SDK', () => {
    expect([...LANGUAGES].sort()).toEqual([...SDK_LANGUAGES].sort());
  });

  it('passes a complete set, and passes on this repository', () => {
    expect(checkLocales(fixture()).problems).toEqual([]);
    const repo = checkLocales(process.cwd());
    expect(repo.problems).toEqual([]);
    expect(repo.namespaces).toBeGreaterThanOrEqual(5 + 7);
  });

  it('catches a missing key in a plugin', () => {
    fixture();
    write('plugins/demo/locales/fr.json', { title: 'Démo' });
    expect(checkLocales(dir).problems).toEqual(['plugins/demo/locales/fr.json: missing key "score.line"']);
  });

  it('catches an extra key, an empty string, a changed variable and a missing language', () => {
    fixture();
    write('locales/de/common.json', { hello: '', items_one: 'ein Ding', items_other: '{{anzahl}} Dinge', bye: 'tschüss' });
    rmSync(join(dir, 'plugins/demo/locales/ja.json'));
    const { problems } = checkLocales(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'locales/de/common.json: extra key "bye" (not in English)',
        'locales/de/common.json: "hello" is empty or not a string',
        'locales/de/common.json: "items" uses {{anzahl}} but English uses {{count}}',
        expect.stringMatching(/^plugins\/demo\/locales\/ja\.json: missing/),
      ]),
    );
    expect(problems).toHaveLength(4);
  });
});
