/**
 * Tutor coverage on the SymPy-checked corpus (math/corpus/corpus.json): for every problem the engine
 * solves, is a lesson planned (plan.ts), how many steps are real questions (≥ 1 wrong option) rather
 * than worked steps, and how many wrong options a question offers. Prints a table by kind.
 * Run: `node_modules/.bin/tsx scripts/bench/tutor.ts` (part of `npm run bench`).
 */
import { readFileSync } from 'node:fs';
import { compute, type ComputeRequest } from '@lemma/math';
import { planFromResult } from '../../plugins/tutor/server/plan';

interface Problem {
  id: string;
  kind: string;
  request: ComputeRequest;
}
const { problems } = JSON.parse(readFileSync(new URL('../../math/corpus/corpus.json', import.meta.url), 'utf8')) as {
  problems: Problem[];
};

const rows = new Map<
  string,
  { n: number; planned: number; steps: number; questions: number; wrong: number; statuses: Map<string, number> }
>();
const started = performance.now();
problems.forEach((p, i) => {
  const row = rows.get(p.kind) ?? { n: 0, planned: 0, steps: 0, questions: 0, wrong: 0, statuses: new Map() };
  rows.set(p.kind, row);
  row.n++;
  let status: string;
  try {
    const plan = planFromResult(compute(p.request), p.request, i + 1);
    status = plan.status;
    if (plan.status === 'SUCCESS') {
      row.planned++;
      row.steps += plan.steps.length;
      for (const s of plan.steps) {
        const w = s.optionList.filter((o) => !o.correct).length;
        if (w) row.questions++;
        row.wrong += w;
      }
    }
  } catch (e) {
    status = `THROWS ${(e as Error).message.slice(0, 40)}`;
  }
  row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
});
const ms = performance.now() - started;

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log('\nTutor lessons planned from the corpus (plugins/tutor/server/plan.ts)\n');
console.log(
  `${pad('kind', 22)}${pad('problems', 10)}${pad('planned', 10)}${pad('steps', 8)}${pad('questions', 11)}${pad('wrong/q', 9)}other statuses`,
);
let total = 0;
let planned = 0;
let steps = 0;
let questions = 0;
for (const [kind, r] of [...rows].sort()) {
  total += r.n;
  planned += r.planned;
  steps += r.steps;
  questions += r.questions;
  const other = [...r.statuses]
    .filter(([s]) => s !== 'SUCCESS')
    .map(([s, c]) => `${s} ${c}`)
    .join(', ');
  console.log(
    `${pad(kind, 22)}${pad(r.n, 10)}${pad(r.planned, 10)}${pad(r.steps, 8)}${pad(r.questions, 11)}${pad(r.questions ? (r.wrong / r.questions).toFixed(1) : '-', 9)}${other}`,
  );
}
console.log(
  `\n${planned}/${total} planned (${((100 * planned) / total).toFixed(1)} %); ${questions}/${steps} steps are questions (${((100 * questions) / Math.max(1, steps)).toFixed(1)} %), the rest are worked steps; ${(ms / total).toFixed(1)} ms per problem including solving.`,
);
