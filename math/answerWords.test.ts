/**
 * The words of final answers (math/answerWords.ts): every sentence is translated in every locale with the same math
 * placeholders, locales/en/math.json carries the table as it is, and the topics' answers in words reach
 * ComputeResult.topic.words with all their params (issues #21/#22: every user-visible string through i18next).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ANSWER_WORDS, answerWordParams, answerWordsMessagesEn, normalizeAnswerWords, type AnswerWordKey } from './answerWords';
import { Budget, compute, normalizeQuestion, routeQuestion, runTopic } from './index';

const root = new URL('../', import.meta.url);
const LOCALES = readdirSync(new URL('locales/', root), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const KEYS = Object.keys(ANSWER_WORDS) as AnswerWordKey[];
const files = new Map<string, { answers?: Record<string, Record<string, string>> }>();
const mathJson = (lng: string) => {
  if (!files.has(lng)) files.set(lng, JSON.parse(readFileSync(new URL(`locales/${lng}/math.json`, root), 'utf8')));
  return files.get(lng)!;
};
const lookup = (lng: string, key: string) => {
  const dot = key.indexOf('.');
  return mathJson(lng).answers?.[key.slice(0, dot)]?.[key.slice(dot + 1)];
};
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('answer words: the table and its translations', () => {
  test('the 18 locales are all there', () => {
    expect(LOCALES).toHaveLength(18);
    expect(LOCALES).toContain('en');
  });

  test('locales/en/math.json carries the table as it is (run scripts/gen-math-locale.ts after changing it)', () => {
    expect(mathJson('en').answers).toEqual(answerWordsMessagesEn());
  });

  test.each(LOCALES.filter((l) => l !== 'en'))('every sentence is translated in %s, with the same math placeholders', (lng) => {
    const same: string[] = [];
    for (const key of KEYS) {
      const tr = lookup(lng, key);
      expect(tr, `${lng} ${key}`).toBeTypeOf('string');
      expect(tr!.trim(), `${lng} ${key}`).not.toBe('');
      expect(vars(tr!), `${lng} ${key}`).toEqual(answerWordParams(key).sort());
      // math only: the translation is a plain sentence (no LaTeX, no Markdown, no dollar signs)
      expect(tr!, `${lng} ${key}`).not.toMatch(/[\\$*_`]/);
      if (tr === lookup('en', key)) same.push(key);
    }
    // a few sentences may read the same (e.g. German "parallel", "{{value}}"); most must be in the language
    expect(same.length, `${lng}: untranslated ${same.join(', ')}`).toBeLessThan(KEYS.length / 6);
  });

  test('no locale carries a sentence the table does not have', () => {
    for (const lng of LOCALES)
      for (const [area, names] of Object.entries(mathJson(lng).answers ?? {}))
        for (const name of Object.keys(names)) expect(KEYS, `${lng}: ${area}.${name}`).toContain(`${area}.${name}`);
  });

  test('a malformed part is dropped whole: unknown key, missing param; plain text kept only when it differs', () => {
    expect(normalizeAnswerWords({ key: 'nope' as AnswerWordKey })).toBeUndefined();
    expect(normalizeAnswerWords({ key: 'calculus.local-max' })).toBeUndefined();
    expect(normalizeAnswerWords([{ key: 'parity.odd' }, { key: 'calculus.local-max', params: { x: '1' } }])).toBeUndefined();
    expect(normalizeAnswerWords([])).toBeUndefined();
    expect(
      normalizeAnswerWords({
        key: 'calculus.local-max',
        params: { point: '(1, 2)', extra: 'x' },
        paramsText: { point: '(1, 2)' },
      }),
    ).toEqual([{ key: 'calculus.local-max', params: { point: '(1, 2)' } }]);
  });
});

/** The topic's answer for an English question. */
const answer = (q: string) => compute(routeQuestion(normalizeQuestion(q, 'en')).request);

describe('answer words: the topics say when their answer is words', () => {
  test.each([
    ['is 17 even or odd', [{ key: 'parity.odd' }]],
    ['Is f(x) = x^3 - x even, odd or neither?', [{ key: 'functions.odd' }]],
    ['does the series sum 1/n converge', [{ key: 'common.diverges' }]],
    ['multiplicative inverse of 0', [{ key: 'arithmetic.no-reciprocal' }]],
    ['Classify the polynomial 5x^2 - 3', [{ key: 'polynomials.binomial' }]],
    ['What is the mode of 1, 2, 3?', [{ key: 'statistics.no-mode' }]],
    ['quadrant of 210°', [{ key: 'trigonometry.quadrant', params: { q: '\\mathrm{III}' }, paramsText: { q: 'III' } }]],
    ['Determine whether <1, 2> and <2, 4> are parallel, orthogonal, or neither.', [{ key: 'vectors.parallel' }]],
    [
      'What is 45 minutes after 11:30 AM?',
      [{ key: 'time.pm', params: { time: '\\text{12:15}' }, paramsText: { time: '12:15' } }],
    ],
    ['percent change from 40 to 50', [{ key: 'units.percent-increase', params: { p: '25\\%' }, paramsText: { p: '25%' } }]],
  ] as const)('%s', (q, words) => {
    expect(answer(q).topic?.words).toEqual(words);
  });

  test('critical points of f(x, y): a part per point, saddle points too', () => {
    const words = answer('critical points of f(x, y) = x^3 - 3x + y^2').topic?.words;
    expect(words?.map((w) => w.key).sort()).toEqual(['calculus.local-min', 'calculus.saddle-point']);
  });

  test('local extrema: one part per point, the point as LaTeX and as plain text', () => {
    expect(answer('Find the local maxima and minima of f(x) = x^3 - 3x').topic?.words).toEqual([
      { key: 'calculus.local-max', params: { point: '\\left(-1, 2\\right)' }, paramsText: { point: '(-1, 2)' } },
      { key: 'calculus.local-min', params: { point: '\\left(1, -2\\right)' }, paramsText: { point: '(1, -2)' } },
    ]);
  });

  test('an answer that is only math has no words; the machine text the corpus grades is unchanged', () => {
    const r = answer('gcd of 48 and 180');
    expect(r.topic?.words).toBeUndefined();
    expect(answer('is 17 even or odd').simplifyResultText).toBe('odd');
    expect(answer('Find the local maxima and minima of f(x) = x^3 - 3x').simplifyResultText).toBe(
      'local max (-1, 2); local min (1, -2)',
    );
  });

  test('every answer in words of the topic corpora is well formed (none is dropped: a known key, all its params)', async () => {
    // the corpus items whose expected answer has a word in it (not a function name)
    const worded = (expect: string) =>
      /\b(?!(?:sqrt|cbrt|pi|sinh?|cosh?|tanh?|cot|sec|csc|log|ln|exp|a?tan|acos|asin|inf|mod)\b)[a-z]{3,}\b/i.test(expect);
    // word problems answer with the student's own nouns (apples, books), not table sentences: left out
    const dirs = readdirSync(new URL('topics/', import.meta.url), { withFileTypes: true }).filter(
      (d) => d.isDirectory() && d.name !== 'word-problems',
    );
    const seen = new Set<string>();
    for (const d of dirs) {
      const mod = (await import(`./topics/${d.name}/corpus.ts`).catch(() => null)) as {
        CORPUS?: { q: string; lang?: string; expect: string }[];
      } | null;
      for (const item of (mod?.CORPUS ?? []).filter((i) => worded(String(i.expect))).slice(0, 30)) {
        let raw;
        try {
          const reading = routeQuestion(normalizeQuestion(item.q, (item.lang ?? 'en') as 'en')).request.topic;
          if (!reading) continue;
          raw = runTopic(reading, new Budget({ timeMs: 5000 })).answer.words;
        } catch {
          continue;
        }
        if (raw === undefined) continue;
        const words = normalizeAnswerWords(raw);
        expect(words, `${item.q}: ${JSON.stringify(raw)}`).toBeDefined();
        for (const w of words!) seen.add(w.key);
      }
    }
    // the corpora exercise most of the table
    expect(seen.size).toBeGreaterThan(25);
  }, 60_000);
});
