import { describe, expect, test } from 'vitest';
import { CORPUS, runCorpus, summarize } from './corpus/grade';

describe('graded corpus (answers checked with SymPy)', () => {
  test('the engine answers the corpus correctly', () => {
    const grades = runCorpus();
    const failed = grades.filter((g) => !g.correct);
    console.log(summarize(grades));
    if (failed.length)
      console.log(
        'failed:\n' +
          failed.map((f) => `  ${f.id} ${CORPUS.find((p) => p.id === f.id)!.request.input} -> ${f.error ?? f.got}`).join('\n'),
      );
    const correct = grades.length - failed.length;
    console.log(`CORPUS SCORE ${correct}/${grades.length}`);
    expect(grades.length).toBeGreaterThanOrEqual(150);
    expect(correct / grades.length).toBeGreaterThanOrEqual(0.9);
  }, 120000);
});
