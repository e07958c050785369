/**
 * Server-side translations (mail subjects and bodies) from the kernel's `server` namespace in
 * `locales/{lng}/server.json`, through an i18next instance of its own.
 */
import i18next, { type TFunction } from 'i18next';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@lemma/sdk/contract/constants';

export type ServerT = (lng: string | null | undefined, key: string, vars?: Record<string, unknown>) => string;

/**
 * Loads the kernel's `server` and `math` namespaces and every plugin's namespace (but `excluded` ones).
 * Keys are `ns:key` for other namespaces than `server`, e.g. `math:rules.power-rule`, `ask:answer.title`.
 */
export async function createServerI18n(root: string, excluded: readonly string[] = []): Promise<ServerT> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  const pluginsDir = join(root, 'plugins');
  const pluginIds = existsSync(pluginsDir)
    ? readdirSync(pluginsDir).filter((id) => !excluded.includes(id) && existsSync(join(pluginsDir, id, 'locales', 'en.json')))
    : [];
  for (const lng of LANGUAGES) {
    const nsMap: Record<string, Record<string, unknown>> = {};
    for (const ns of ['server', 'math']) {
      const file = join(root, 'locales', lng, `${ns}.json`);
      if (existsSync(file)) nsMap[ns] = JSON.parse(readFileSync(file, 'utf8'));
    }
    for (const id of pluginIds) {
      const file = join(pluginsDir, id, 'locales', `${lng}.json`);
      if (existsSync(file)) nsMap[id] = JSON.parse(readFileSync(file, 'utf8'));
    }
    resources[lng] = nsMap;
  }
  const inst = i18next.createInstance();
  await inst.init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['server', 'math', ...pluginIds],
    defaultNS: 'server',
    interpolation: { escapeValue: false },
  });
  const fixed = new Map<string, TFunction>();
  return (lng, key, vars) => {
    const l = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
    let t = fixed.get(l);
    if (!t) fixed.set(l, (t = inst.getFixedT(l, 'server')));
    return t(key, vars ?? {}) as string;
  };
}
