/** The accuracy report is the bench's output for the corpora in this tree: no row is missing or stale. */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import report from '../../plugins/accuracy/report/accuracy.json';

const topicsDir = new URL('../../math/topics/', import.meta.url);

describe('accuracy report', () => {
  it('has a row for every topic corpus and no wrong answer', async () => {
    const ids = readdirSync(topicsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/corpus.ts`, topicsDir)))
      .map((d) => d.name);
    for (const id of ids) {
      const row = report.rows.find((r) => r.group === 'topic' && r.id === id);
      expect(row, `no row for topic ${id}: run npm run bench`).toBeTruthy();
      const { CORPUS } = (await import(new URL(`${id}/corpus.ts`, topicsDir).href)) as { CORPUS: unknown[] };
      expect(row!.n, `row for ${id} is stale: run npm run bench`).toBe(CORPUS.length);
    }
    expect(report.totals.wrong).toBe(0);
    expect(report.totals.n).toBe(report.rows.reduce((a, r) => a + r.n, 0));
  });
});
