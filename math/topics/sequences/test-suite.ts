/**
 * Test helpers shared by the sequences and trigonometry tests: the corpus test by task family (graded through the path
 * users get: normalizeQuestion → routeQuestion → compute) and the check of questions in other languages.
 */
import { describe, expect, test } from 'vitest';
import { answerQuestion, gradeTopicCorpus, normalizeQuestion, type TopicCorpusItem } from '@lemma/math';

/**
 * The corpus test of a topic: ≥ 90 % right and verified, nothing wrong, ≥ 75 % with two steps, ≥ 25 English problems
 * per task family (`families`: family name → task ids), ≥ 5 problems in at least four other languages.
 */
export function familyCorpusSuite(id: string, corpus: readonly TopicCorpusItem[], families: Record<string, string[]>): void {
  describe(`${id} corpus (SymPy-checked, ./check_corpus.py)`, () => {
    test('≥ 90 % right and verified, nothing wrong, ≥ 25 per family, ≥ 5 in other languages', () => {
      const s = gradeTopicCorpus(id, corpus);
      const bad = s.grades.filter((g) => !g.correct || !g.verified);
      if (bad.length)
        console.log(bad.map((g) => `${g.item.lang ?? 'en'} ${g.item.q} -> ${g.got} (want ${g.item.expect})`).join('\n'));
      expect(s.wrong).toBe(0);
      expect(s.rightAndVerified / s.total).toBeGreaterThanOrEqual(0.9);
      expect(s.withTwoSteps / s.total).toBeGreaterThanOrEqual(0.75);
      for (const [family, tasks] of Object.entries(families))
        expect(corpus.filter((c) => tasks.includes(c.task) && !c.lang).length, family).toBeGreaterThanOrEqual(25);
      const others = corpus.filter((c) => c.lang);
      expect(others.length).toBeGreaterThanOrEqual(5);
      expect(new Set(others.map((c) => c.lang)).size).toBeGreaterThanOrEqual(4);
    }, 60000);
  });
}

/** Each [question, language, expected answer text] is rewritten by the normalizer and answered as expected. */
export function expectInLanguages(cases: [string, string, string][]): void {
  for (const [q, l, want] of cases) expect(answerQuestion(normalizeQuestion(q, l)).simplifyResultText, q).toBe(want);
}
