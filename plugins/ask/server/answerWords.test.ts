/**
 * Ask's final answer when a topic answers in words (math/answerWords.ts, issues #21/#22): the symbolic provider writes
 * the sentence in the student's language — in the Markdown answer, the stored LaTeX (`finalAnswer`, what the answer
 * view and the share page draw) and the plain line (`finalAnswerText`) — with its math params kept as math, never the
 * English words; the machine text the corpus grades is unchanged.
 */
import { describe, expect, test } from 'vitest';
import { compute, normalizeQuestion, routeQuestion, type ComputeRequest } from '@lemma/math';
import { createServerI18n } from '@lemma/testing/server';
import { LANGUAGES } from '@lemma/sdk/contract/constants';
import type { MathEngine } from '@lemma/sdk/server';
import { answerInWords, createSymbolicProvider, finalAnswerTextOf, writeAnswer } from './providers';

const root = new URL('../../../', import.meta.url).pathname;
const engine: MathEngine = { compute: async (req: ComputeRequest) => compute(req) };
const answer = (q: string, lng = 'en') => compute(routeQuestion(normalizeQuestion(q, lng)).request);

describe("Ask: an answer in words is written in the student's language", () => {
  test('"¿17 es par o impar?" answers "impar" — in the Markdown, the LaTeX and the plain line — never "odd"', async () => {
    const t = await createServerI18n(root);
    const provider = createSymbolicProvider(t, engine);
    const a = await provider.answer({ question: '¿17 es par o impar?', language: 'es', grade: null, model: 'PRO' }, () => {});
    expect(a.understood).toBe(true);
    expect(a.finalAnswerText).toBe('impar');
    expect(a.finalAnswer).toBe('\\text{impar}');
    expect(a.content).toContain('**Respuesta:** impar');
    expect(a.content).not.toMatch(/\bodd\b/);
    // the engine's own answer (graded by the corpus) stays the machine text
    expect(answer('¿17 es par o impar?', 'es').simplifyResultText).toBe('odd');
  });

  test('math params stay math: local extrema in German, the points as LaTeX in $…$ and as plain text', async () => {
    const t = await createServerI18n(root);
    const r = answer('Bestimme die lokalen Extrema von f(x) = x^3 - 3x', 'de');
    const md = writeAnswer(t, 'de', r, r.steps);
    expect(md).toContain('lokales Maximum bei $\\left(-1, 2\\right)$; lokales Minimum bei $\\left(1, -2\\right)$');
    expect(md).not.toMatch(/local max/);
    expect(finalAnswerTextOf(t, 'de', r)).toBe('lokales Maximum bei (-1, 2); lokales Minimum bei (1, -2)');
    expect(answerInWords(t, 'de', r)!.latex).toBe(
      '\\text{lokales Maximum bei}\\ \\left(-1, 2\\right);\\quad \\text{lokales Minimum bei}\\ \\left(1, -2\\right)',
    );
  });

  test('a yes/no question answered in words keeps its reason; an answer without words keeps its math', async () => {
    const t = await createServerI18n(root);
    const series = answer('does the series sum 1/n converge');
    expect(series.topic?.kind).toBe('boolean');
    const md = writeAnswer(t, 'fr', series, series.steps);
    // the sentence, then the reason (the deciding test's step: a p-series, "Série de Riemann")
    expect(md).toMatch(/\*\*Réponse\s?:\*\* diverge\n\n.*Riemann.*$/u);
    expect(md).not.toMatch(/diverges/);
    const gcd = answer('gcd of 48 and 180');
    expect(answerInWords(t, 'fr', gcd)).toBeNull();
    expect(writeAnswer(t, 'fr', gcd, gcd.steps)).toContain('$$12$$');
  });

  test('every language has its own words for the answer (no English, no missing key)', async () => {
    const t = await createServerI18n(root);
    const odd = answer('is 17 even or odd');
    const time = answer('What is 45 minutes after 11:30 AM?');
    const texts = new Set<string>();
    for (const lng of LANGUAGES) {
      const w = answerInWords(t, lng, odd)!;
      expect(w.text, lng).not.toMatch(/answers\.|parity/);
      if (lng !== 'en') expect(w.text, lng).not.toBe('odd');
      texts.add(w.text);
      const clock = finalAnswerTextOf(t, lng, time);
      expect(clock, lng).toContain('12:15');
      if (lng !== 'en') expect(clock, lng).not.toContain('PM');
    }
    // a few languages share a word (es/pt "impar"/"ímpar" differ; de/nl? no) — most are distinct
    expect(texts.size).toBeGreaterThan(12);
  });
});
