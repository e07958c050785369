#!/usr/bin/env node
/**
 * The translation rule (README, "Languages"), enforced: every namespace exists in all 18 languages
 * with exactly the English keys, no empty string, and the same interpolation variables (`{{name}}`)
 * as the English string. Checked:
 *   - the kernel's namespaces: `locales/<lng>/<ns>.json` (the namespaces are the files of `locales/en/`);
 *   - every plugin's namespace: `plugins/<id>/locales/<lng>.json` (plugins with a `locales/` folder).
 * Adapted from the shared tools' check-locales.mjs (which only reported); this one fails.
 *
 * Usage: `node scripts/check-locales.mjs [root]` — prints one line per problem and exits 1 when
 * there is any, 0 otherwise. `checkLocales(root)` is the same check as a function (tests).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The 18 interface languages (sdk/contract/constants.ts LANGUAGES; a test keeps the two equal). */
export const LANGUAGES = [
  'en',
  'es',
  'zh-TW',
  'zh-CN',
  'fr',
  'de',
  'ru',
  'ar',
  'pt',
  'ja',
  'hi',
  'it',
  'nl',
  'ko',
  'tr',
  'id',
  'uk',
  'sv',
];

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; arrays are indexed like objects. */
function flatten(value, prefix = '', out = {}) {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}

/** The interpolation variables of a string: `{{count}}`, `{{ date, datetime }}` → `count`, `date`. */
function variables(text) {
  return [...String(text).matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

/** The i18next plural family of a key: `items_one`, `items_other` → `items`. */
const pluralBase = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function readJson(path, problems, root) {
  try {
    return flatten(JSON.parse(readFileSync(path, 'utf8')));
  } catch (err) {
    problems.push(`${relative(root, path)}: unreadable (${err.message})`);
    return null;
  }
}

/**
 * Compares one namespace's translations with its English file.
 * Interpolation is compared per plural family (a language may write `{{count}}` in a form where
 * English spells the number out, e.g. `_one`), otherwise per key.
 */
function compareNamespace(enPath, pathOf, problems, root) {
  const en = readJson(enPath, problems, root);
  if (!en) return 0;
  const enVars = new Map();
  for (const [k, v] of Object.entries(en)) {
    if (typeof v !== 'string' || v.trim() === '') problems.push(`${relative(root, enPath)}: "${k}" is empty or not a string`);
    const base = pluralBase(k);
    enVars.set(base, [...new Set([...(enVars.get(base) ?? []), ...variables(v)])].sort());
  }
  for (const lng of LANGUAGES.slice(1)) {
    const path = pathOf(lng);
    const where = relative(root, path);
    if (!existsSync(path)) {
      problems.push(`${where}: missing (every namespace needs all ${LANGUAGES.length} languages)`);
      continue;
    }
    const tr = readJson(path, problems, root);
    if (!tr) continue;
    for (const k of Object.keys(en)) if (!(k in tr)) problems.push(`${where}: missing key "${k}"`);
    for (const k of Object.keys(tr)) if (!(k in en)) problems.push(`${where}: extra key "${k}" (not in English)`);
    const trVars = new Map();
    for (const [k, v] of Object.entries(tr)) {
      if (!(k in en)) continue;
      if (typeof v !== 'string' || v.trim() === '') problems.push(`${where}: "${k}" is empty or not a string`);
      const base = pluralBase(k);
      trVars.set(base, [...new Set([...(trVars.get(base) ?? []), ...variables(v)])].sort());
    }
    for (const [base, vars] of trVars) {
      const want = enVars.get(base) ?? [];
      if (vars.join(',') !== want.join(','))
        problems.push(`${where}: "${base}" uses {{${vars.join('}}, {{')}}} but English uses {{${want.join('}}, {{')}}}`);
    }
  }
  return 1;
}

/**
 * Checks the kernel's and every plugin's translations under `root`.
 * @returns `{ problems, namespaces }`: one readable line per problem, and how many namespaces were checked
 */
export function checkLocales(root) {
  const problems = [];
  let namespaces = 0;
  const kernel = join(root, 'locales');
  if (existsSync(join(kernel, 'en'))) {
    for (const file of readdirSync(join(kernel, 'en'))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      namespaces += compareNamespace(join(kernel, 'en', file), (lng) => join(kernel, lng, file), problems, root);
    }
  }
  const plugins = join(root, 'plugins');
  if (existsSync(plugins)) {
    for (const id of readdirSync(plugins).sort()) {
      const dir = join(plugins, id, 'locales');
      if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
      const en = join(dir, 'en.json');
      if (!existsSync(en)) {
        problems.push(`${relative(root, en)}: missing (a plugin's locales folder starts with its English file)`);
        continue;
      }
      namespaces += compareNamespace(en, (lng) => join(dir, `${lng}.json`), problems, root);
    }
  }
  return { problems, namespaces };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const { problems, namespaces } = checkLocales(root);
  for (const p of problems) console.error(`locales: ${p}`);
  console.log(`locales: ${namespaces} namespaces × ${LANGUAGES.length} languages checked, ${problems.length} problem(s)`);
  process.exit(problems.length ? 1 : 0);
}
