/**
 * Corpus benchmark (issue 3): the SymPy-checked corpus (math/corpus/corpus.json) through Lemma's
 * engine, compute-engine alone and nerdamer-prime alone, in one run. Prints per kind: correct,
 * exact, with steps (≥ 2), median and p95 ms, and Lemma's ratio to each baseline.
 * Run: `npm run bench` (or `node_modules/.bin/tsx scripts/bench/corpus.ts`).
 */
import { CORPUS, runCorpus, type Grade } from '@lemma/math/corpus/grade';
import { computeWithCE } from '@lemma/math/corpus/baseline';
import { compute } from '@lemma/math';
import { computeWithNerdamer } from './nerdamer';

type Row = { correct: number; exact: number; steps: number; n: number; median: number; p95: number };

function quantile(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

function table(grades: Grade[]): Map<string, Row> {
  const kinds = new Map<string, Grade[]>();
  for (const g of grades) kinds.set(g.kind, [...(kinds.get(g.kind) ?? []), g]);
  kinds.set('all', grades);
  const rows = new Map<string, Row>();
  for (const [k, gs] of kinds) {
    const ms = gs.map((g) => g.ms);
    rows.set(k, {
      n: gs.length,
      correct: gs.filter((g) => g.correct).length,
      exact: gs.filter((g) => g.correct && g.exact).length,
      steps: gs.filter((g) => g.withSteps).length,
      median: quantile(ms, 0.5),
      p95: quantile(ms, 0.95),
    });
  }
  return rows;
}

const safe = (f: typeof compute) => (req: Parameters<typeof compute>[0]) => f(req);
const engines = [
  { name: 'Lemma', grades: runCorpus(CORPUS, (req) => compute(req)) },
  { name: 'compute-engine', grades: runCorpus(CORPUS, safe(computeWithCE)) },
  { name: 'nerdamer', grades: runCorpus(CORPUS, safe(computeWithNerdamer)) },
];
const tables = engines.map((e) => ({ name: e.name, rows: table(e.grades) }));
const kinds = [...tables[0]!.rows.keys()];
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`\nCorpus: ${CORPUS.length} problems, answers checked with SymPy (math/corpus).`);
console.log(`${'kind'.padEnd(12)}${tables.map((t) => `${t.name.padStart(16)} correct exact steps   med   p95`).join('  |')}`);
for (const k of kinds) {
  const cells = tables.map((t) => {
    const r = t.rows.get(k)!;
    return `${pad(`${r.correct}/${r.n}`, 24)} ${pad(r.exact, 5)} ${pad(r.steps, 5)} ${pad(r.median.toFixed(1), 5)} ${pad(r.p95.toFixed(1), 5)}`;
  });
  console.log(`${k.padEnd(12)}${cells.join('  |')}`);
}
const all = tables.map((t) => t.rows.get('all')!);
console.log(
  `\nLemma correct vs compute-engine alone: ${(all[0]!.correct / Math.max(1, all[1]!.correct)).toFixed(2)}x, vs nerdamer alone: ${(all[0]!.correct / Math.max(1, all[2]!.correct)).toFixed(2)}x`,
);
