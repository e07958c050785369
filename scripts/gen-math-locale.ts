/**
 * Writes the `math` i18n namespace of every locale:
 * - locales/en/math.json from the engine's rule catalogue (math/rules.ts, core and topic rules) and knowledge points
 *   (math/knowledge.ts): `{param}` placeholders become i18next's `{{param}}`;
 * - locales/<locale>/math.json for every other locale: the existing translations (core rules, kept as they are) with
 *   each topic's translations merged in from math/topics/<id>/i18n/<locale>.json (`{ "rules": {...}, "knowledge": {...} }`,
 *   i18next placeholders). A topic rule or knowledge point missing from a topic's file is reported (and left to the
 *   English fallback).
 * Run after adding rules or translations: `node_modules/.bin/tsx scripts/gen-math-locale.ts`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { KNOWLEDGE_POINTS, RULES } from '@lemma/math';

type Namespace = { rules: Record<string, string>; knowledge: Record<string, string> };
const root = new URL('../', import.meta.url);
const at = (p: string) => new URL(p, root);

const rules: Record<string, string> = {};
for (const [id, r] of Object.entries(RULES)) rules[id] = (r as { en: string }).en.replace(/\{(\w+)\}/g, '{{$1}}');
writeFileSync(at('locales/en/math.json'), JSON.stringify({ rules, knowledge: KNOWLEDGE_POINTS }, null, 2) + '\n');
console.log(`locales/en/math.json: ${Object.keys(rules).length} rules, ${Object.keys(KNOWLEDGE_POINTS).length} knowledge points`);

const topicDirs = readdirSync(at('math/topics/'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const locales = readdirSync(at('locales/'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'en')
  .map((d) => d.name)
  .sort();
for (const lng of locales) {
  const file = at(`locales/${lng}/math.json`);
  const ns: Namespace = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { rules: {}, knowledge: {} };
  ns.rules ??= {};
  ns.knowledge ??= {};
  let merged = 0;
  for (const topic of topicDirs) {
    const tf = at(`math/topics/${topic}/i18n/${lng}.json`);
    if (!existsSync(tf)) continue;
    const tr = JSON.parse(readFileSync(tf, 'utf8')) as Partial<Namespace>;
    for (const [k, v] of Object.entries(tr.rules ?? {}))
      if (k in RULES) {
        ns.rules[k] = v;
        merged++;
      }
    for (const [k, v] of Object.entries(tr.knowledge ?? {}))
      if (k in KNOWLEDGE_POINTS) {
        ns.knowledge[k] = v;
        merged++;
      }
  }
  const missing = [
    ...Object.keys(RULES).filter((k) => !(k in ns.rules)),
    ...Object.keys(KNOWLEDGE_POINTS).filter((k) => !(k in ns.knowledge)),
  ];
  writeFileSync(file, JSON.stringify(ns, null, 2) + '\n');
  console.log(
    `locales/${lng}/math.json: ${merged} topic strings merged${missing.length ? `; untranslated: ${missing.join(', ')}` : ''}`,
  );
}
