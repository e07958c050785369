/**
 * Topic benchmark (issue #21): every school-math topic's corpus (math/topics/<id>/corpus.ts, answers checked with SymPy)
 * through the path users get — normalizeQuestion → routeQuestion → compute. Prints per topic and per task: problems,
 * read by the topic, right, right and verified, wrong (must be 0), with ≥ 2 steps, median and p95 ms (after a warm-up pass).
 * Run: `npm run bench` (or `node_modules/.bin/tsx scripts/bench/topics.ts`).
 */
import { readdirSync, existsSync } from 'node:fs';
import { gradeTopicCorpus, type TopicCorpusGrade, type TopicCorpusItem } from '@lemma/math';

const dir = new URL('../../math/topics/', import.meta.url);
const topics = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/corpus.ts`, dir)))
  .map((d) => d.name)
  .sort();

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
}
function row(label: string, gs: TopicCorpusGrade[]): string {
  const ms = gs.map((g) => g.ms);
  const n = (f: (g: TopicCorpusGrade) => boolean) => String(gs.filter(f).length).padStart(5);
  return `${label.padEnd(34)}${String(gs.length).padStart(6)}${n((g) => g.read)}${n((g) => g.correct)}${n((g) => g.correct && g.verified)}${n((g) => g.wrong)}${n((g) => g.steps >= 2)}${quantile(ms, 0.5).toFixed(2).padStart(8)}${quantile(ms, 0.95).toFixed(2).padStart(8)}`;
}

console.log(`\nTopics (math/topics/<id>/corpus.ts, SymPy-checked): ${topics.length} topics`);
console.log(
  `${'topic / task'.padEnd(34)}${'n'.padStart(6)}${'read'.padStart(5)}${'right'.padStart(5)}${'r+v'.padStart(5)}${'wrong'.padStart(5)}${'≥2st'.padStart(5)}${'med ms'.padStart(8)}${'p95 ms'.padStart(8)}`,
);
const all: TopicCorpusGrade[] = [];
for (const id of topics) {
  const mod = (await import(new URL(`${id}/corpus.ts`, dir).href)) as { CORPUS?: TopicCorpusItem[] };
  gradeTopicCorpus(id, mod.CORPUS ?? []); // warm-up: the first question of a language compiles its patterns
  const s = gradeTopicCorpus(id, mod.CORPUS ?? []);
  all.push(...s.grades);
  console.log(row(id, s.grades));
  for (const task of [...new Set(s.grades.map((g) => g.item.task))])
    console.log(
      row(
        `  ${task}`,
        s.grades.filter((g) => g.item.task === task),
      ),
    );
}
console.log(row('ALL TOPICS', all));
