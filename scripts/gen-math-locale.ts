/**
 * Writes the `math` i18n namespace of every locale:
 * - locales/en/math.json from the engine's rule catalogue (math/rules.ts, core and topic rules), knowledge points
 *   (math/knowledge.ts) and the words of final answers (math/answerWords.ts, under `answers`, nested by the key's first
 *   part): `{param}` placeholders become i18next's `{{param}}`;
 * - locales/<locale>/math.json for every other locale: the existing translations (core rules, kept as they are) with
 *   each topic's translations merged in from math/topics/<id>/i18n/<locale>.json (`{ "rules": {...}, "knowledge": {...} }`,
 *   i18next placeholders). A topic rule or knowledge point missing from a topic's file is reported (and left to the
 *   English fallback). Their `answers` (the translated answer words, kept in each locale's math.json) are kept, minus
 *   keys the table no longer has; a missing one is reported (the locale check fails on it).
 * Run after adding rules or translations: `node_modules/.bin/tsx scripts/gen-math-locale.ts`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { answerWordsMessagesEn, KNOWLEDGE_POINTS, RULES } from '@lemma/math';

type Namespace = {
  rules: Record<string, string>;
  knowledge: Record<string, string>;
  answers?: Record<string, Record<string, string>>;
};
const root = new URL('../', import.meta.url);
const at = (p: string) => new URL(p, root);

const rules: Record<string, string> = {};
for (const [id, r] of Object.entries(RULES)) rules[id] = (r as { en: string }).en.replace(/\{(\w+)\}/g, '{{$1}}');
const answers = answerWordsMessagesEn();
writeFileSync(at('locales/en/math.json'), JSON.stringify({ rules, knowledge: KNOWLEDGE_POINTS, answers }, null, 2) + '\n');
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
  // answer words: the locale's own translations, in the English table's order, without keys the table dropped
  const had = ns.answers ?? {};
  const kept: Record<string, Record<string, string>> = {};
  const missingAnswers: string[] = [];
  for (const [area, names] of Object.entries(answers))
    for (const name of Object.keys(names)) {
      const v = had[area]?.[name];
      if (typeof v === 'string' && v.trim()) (kept[area] ??= {})[name] = v;
      else missingAnswers.push(`answers.${area}.${name}`);
    }
  ns.answers = kept;
  const missing = [
    ...Object.keys(RULES).filter((k) => !(k in ns.rules)),
    ...Object.keys(KNOWLEDGE_POINTS).filter((k) => !(k in ns.knowledge)),
    ...missingAnswers,
  ];
  writeFileSync(file, JSON.stringify(ns, null, 2) + '\n');
  console.log(
    `locales/${lng}/math.json: ${merged} topic strings merged${missing.length ? `; untranslated: ${missing.join(', ')}` : ''}`,
  );
}
