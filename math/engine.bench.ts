/**
 * Benchmark: the graded corpus through the Lemma engine and through compute-engine alone, side by side.
 * Run: npm run bench -- --project 'math (bench)' math/engine.bench.ts
 * Prints per kind: correct, verified, exact, with >= 2 steps, median and p95 ms, then the CE ratio.
 */
import { test } from 'vitest';
import { CORPUS, runCorpus, summarize } from './corpus/grade';
import { computeWithCE } from './corpus/baseline';
import { compute } from './index';

const lemma = runCorpus();
const ceOnly = runCorpus(CORPUS, computeWithCE);
const kinds = [...new Set(CORPUS.map((p) => p.kind))];
const lines = [
  '',
  'LEMMA ENGINE',
  summarize(lemma),
  '',
  'COMPUTE-ENGINE 0.140 ALONE (same corpus, same grader)',
  summarize(ceOnly),
  '',
  'kind          lemma  ce-alone  ratio',
];
for (const k of [...kinds, 'ALL']) {
  const a = lemma.filter((g) => (k === 'ALL' || g.kind === k) && g.correct).length;
  const b = ceOnly.filter((g) => (k === 'ALL' || g.kind === k) && g.correct).length;
  lines.push(
    `${k.padEnd(13)} ${String(a).padStart(5)}  ${String(b).padStart(8)}  ${(b ? a / b : Infinity).toFixed(2).padStart(5)}`,
  );
}
lines.push('nerdamer: not installed in this repository (not compared).');
console.log(lines.join('\n'));

test('engine timings (one typical problem per kind)', async ({ bench }) => {
  await bench.compare(
    bench('solve 2x+3=11', () => {
      compute({ model: 'FUNCTION_SOLVE', input: '2x+3=11' });
    }),
    bench('derivative x^2 sin x', () => {
      compute({ model: 'DERIVATIVE', input: 'x^2 sin x' });
    }),
    bench('integrate x e^x', () => {
      compute({ model: 'INTEGRATION', integrationModel: 'INDEFINITE_INTEGRAL', input: 'x e^x' });
    }),
    bench('definite e^(-x) 0..inf', () => {
      compute({
        model: 'INTEGRATION',
        integrationModel: 'DEFINITE_INTEGRAL',
        input: 'e^(-x)',
        integrationLowerBound: '0',
        integrationUpperBound: 'inf',
      });
    }),
    bench('limit (1+1/x)^x', () => {
      compute({ model: 'LIMIT', input: '(1+1/x)^x', limitPoint: 'inf' });
    }),
    bench('3/4 + 5/6', () => {
      compute({ model: 'CALCULATION', input: '3/4 + 5/6' });
    }),
    bench('sin(2x) = cos(x)', () => {
      compute({ model: 'FUNCTION_SOLVE', input: 'sin(2x) = cos(x)' });
    }),
    { time: 300 } as never,
  );
}, 120000);
