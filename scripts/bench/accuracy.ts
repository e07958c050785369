/**
 * The accuracy report (issues #18 and #21): every SymPy-checked corpus of the engine — the core corpus
 * (math/corpus/corpus.json) and every topic's corpus (math/topics/<id>/corpus.ts) — graded through the path users get,
 * written to plugins/accuracy/report/accuracy.json, which the public page `/accuracy` shows. Also prints the table.
 * Run: `npm run bench` (or `node_modules/.bin/tsx scripts/bench/accuracy.ts`).
 *
 * Row fields: n problems, right (the answer equals the checked one), verified (right and checked by the engine itself),
 * wrong (an answer shown that differs — must be 0), twoSteps (≥ 2 steps), median/p95 milliseconds (after a warm-up).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { CORPUS, runCorpus } from '@lemma/math/corpus/grade';
import { gradeTopicCorpus, type TopicCorpusItem } from '@lemma/math';

export interface AccuracyRow {
  id: string;
  group: 'core' | 'topic';
  n: number;
  right: number;
  verified: number;
  wrong: number;
  twoSteps: number;
  medianMs: number;
  p95Ms: number;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]! * 100) / 100 : 0;
};

function coreRows(): AccuracyRow[] {
  runCorpus(CORPUS); // warm-up
  const grades = runCorpus(CORPUS);
  return [...new Set(grades.map((g) => g.kind))].map((kind) => {
    const g = grades.filter((x) => x.kind === kind);
    const ms = g.map((x) => x.ms);
    return {
      id: kind,
      group: 'core',
      n: g.length,
      right: g.filter((x) => x.correct).length,
      verified: g.filter((x) => x.correct && x.verified).length,
      // the core grader does not separate "not answered" from "wrong": an answer with status ok that is not right
      wrong: g.filter((x) => !x.correct && !x.error && x.got !== 'not-found').length,
      twoSteps: g.filter((x) => x.withSteps).length,
      medianMs: quantile(ms, 0.5),
      p95Ms: quantile(ms, 0.95),
    };
  });
}

async function topicRows(): Promise<AccuracyRow[]> {
  const dir = new URL('../../math/topics/', import.meta.url);
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/corpus.ts`, dir)))
    .map((d) => d.name)
    .sort();
  const rows: AccuracyRow[] = [];
  for (const id of ids) {
    const mod = (await import(new URL(`${id}/corpus.ts`, dir).href)) as { CORPUS?: TopicCorpusItem[] };
    const items = mod.CORPUS ?? [];
    gradeTopicCorpus(id, items); // warm-up
    const s = gradeTopicCorpus(id, items);
    const ms = s.grades.map((g) => g.ms);
    rows.push({
      id,
      group: 'topic',
      n: s.total,
      right: s.correct,
      verified: s.rightAndVerified,
      wrong: s.wrong,
      twoSteps: s.withTwoSteps,
      medianMs: quantile(ms, 0.5),
      p95Ms: quantile(ms, 0.95),
    });
  }
  return rows;
}

const rows = [...coreRows(), ...(await topicRows())];
const sum = (k: keyof AccuracyRow) => rows.reduce((a, r) => a + (r[k] as number), 0);
const report = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  totals: { n: sum('n'), right: sum('right'), verified: sum('verified'), wrong: sum('wrong'), twoSteps: sum('twoSteps') },
  rows,
};
writeFileSync(
  new URL('../../plugins/accuracy/report/accuracy.json', import.meta.url),
  `${JSON.stringify(report, null, 2)}\n` /* as Prettier writes it (CI checks the format) */,
);

console.log(`\nAccuracy report (plugins/accuracy/report/accuracy.json, shown at /accuracy): ${report.totals.n} problems`);
console.log(
  `${'corpus'.padEnd(24)}${'n'.padStart(6)}${'right'.padStart(7)}${'r+v'.padStart(7)}${'wrong'.padStart(7)}${'≥2st'.padStart(7)}${'med ms'.padStart(9)}`,
);
for (const r of [...rows, { id: 'ALL', group: 'core', ...report.totals, medianMs: NaN, p95Ms: NaN } as AccuracyRow])
  console.log(
    `${`${r.group === 'core' && r.id !== 'ALL' ? 'core: ' : ''}${r.id}`.padEnd(24)}${String(r.n).padStart(6)}${String(r.right).padStart(7)}${String(r.verified).padStart(7)}${String(r.wrong).padStart(7)}${String(r.twoSteps).padStart(7)}${Number.isNaN(r.medianMs) ? '' : r.medianMs.toFixed(2).padStart(9)}`,
  );
