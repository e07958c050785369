/**
 * Test helpers shared by the geometry, coordinate-geometry and units tests: a topic's corpus suite (graded through the
 * path users get) and a solver that reads, solves and verifies one question, with the MathError code of a refusal.
 */
import { describe, expect, test } from 'vitest';
import { Budget } from '../../budget';
import { MathError } from '../../errors';
import { gradeTopicCorpus, type TopicCorpusItem } from '../corpus';
import type { Topic, TopicAnswer, TopicReading } from '../types';

/** The corpus suite of a topic: English ≥ 90 % right and verified, other languages all right, nothing wrong, steps. */
export function corpusSuite(id: string, corpus: readonly TopicCorpusItem[]): void {
  describe(`${id} corpus`, () => {
    const english = corpus.filter((it) => !it.lang);
    const others = corpus.filter((it) => it.lang);
    const bad = (s: ReturnType<typeof gradeTopicCorpus>) =>
      s.grades
        .filter((g) => !g.correct || !g.verified || !g.read)
        .map((g) => `${g.item.lang ?? 'en'}: ${g.item.q} -> ${g.got}`)
        .join('\n');

    test('English: at least 90 % right and verified, nothing wrong', () => {
      const s = gradeTopicCorpus(id, english);
      expect(s.wrong, bad(s)).toBe(0);
      expect(s.rightAndVerified / s.total, bad(s)).toBeGreaterThanOrEqual(0.9);
      expect(s.total).toBeGreaterThanOrEqual(25);
    }, 60000);

    test('other languages: at least five in three languages, read, right and verified, nothing wrong', () => {
      const s = gradeTopicCorpus(id, others);
      expect(s.wrong, bad(s)).toBe(0);
      expect(s.total).toBeGreaterThanOrEqual(5);
      expect(s.rightAndVerified, bad(s)).toBe(s.total);
      expect(new Set(others.map((it) => it.lang)).size).toBeGreaterThanOrEqual(3);
    }, 60000);

    test('at least two steps wherever the textbook shows them (most answers)', () => {
      const s = gradeTopicCorpus(id, english);
      expect(s.withTwoSteps / s.total).toBeGreaterThanOrEqual(0.75);
    }, 60000);
  });
}

/** Reads, solves and verifies with one topic (throws when the question is not read). */
export function solverFor(topic: Topic): (q: string) => { r: TopicReading; a: TopicAnswer; verified: boolean } {
  return (q) => {
    const r = topic.read(q);
    if (!r) throw new Error(`not read: ${q}`);
    const a = topic.solve(r, new Budget());
    return { r, a, verified: topic.verify(r, a) };
  };
}

/** `CODE:reason` of the MathError a call throws, `ok` when it does not throw. */
export function errorCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof MathError ? `${e.code}:${e.detail.reason}` : String(e);
  }
  return 'ok';
}
