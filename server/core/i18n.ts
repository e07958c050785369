/**
 * Server-side translations (mail subjects and bodies) from the kernel's `server` namespace in
 * `locales/{lng}/server.json`, through an i18next instance of its own.
 */
import i18next, { type TFunction } from 'i18next';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../../sdk/contract/constants';

export type ServerT = (lng: string | null | undefined, key: string, vars?: Record<string, unknown>) => string;

export async function createServerI18n(root: string): Promise<ServerT> {
  const resources: Record<string, { server: Record<string, unknown> }> = {};
  for (const lng of LANGUAGES) {
    const file = join(root, 'locales', lng, 'server.json');
    if (existsSync(file)) resources[lng] = { server: JSON.parse(readFileSync(file, 'utf8')) };
  }
  const inst = i18next.createInstance();
  await inst.init({ resources, fallbackLng: DEFAULT_LANGUAGE, ns: ['server'], defaultNS: 'server', interpolation: { escapeValue: false } });
  const fixed = new Map<string, TFunction>();
  return (lng, key, vars) => {
    const l = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
    let t = fixed.get(l);
    if (!t) fixed.set(l, (t = inst.getFixedT(l, 'server')));
    return t(key, vars ?? {}) as string;
  };
}
