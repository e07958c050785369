/**
 * Writes locales/en/math.json from the math engine's rule catalogue (math/rules.ts): the English
 * source text of every step rule (`rules.<id>`) and knowledge point, with `{param}` placeholders
 * turned into i18next's `{{param}}`. Run after adding rules: `node_modules/.bin/tsx scripts/gen-math-locale.ts`.
 */
import { writeFileSync } from 'node:fs';
import { KNOWLEDGE_POINTS, RULES } from '@lemma/math';

const rules: Record<string, string> = {};
for (const [id, r] of Object.entries(RULES)) rules[id] = (r as { en: string }).en.replace(/\{(\w+)\}/g, '{{$1}}');
writeFileSync(new URL('../locales/en/math.json', import.meta.url), JSON.stringify({ rules, knowledge: KNOWLEDGE_POINTS }, null, 2) + '\n');
console.log(`locales/en/math.json: ${Object.keys(rules).length} rules, ${Object.keys(KNOWLEDGE_POINTS).length} knowledge points`);
