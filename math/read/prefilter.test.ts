/** The reader's regex prefilter (prefilter.ts): never skips a pattern that would match. */
import { describe, expect, it } from 'vitest';
import { mayMatch, requiredLiterals } from './prefilter';
import { readingPatterns } from './normalize';
import type { TopicCorpusItem } from '../topics/corpus';

describe('requiredLiterals', () => {
  it('finds the literal every match contains, and gives up (null) where a branch or the pattern has none', () => {
    expect(requiredLiterals('(?<!x)(?:(?:la )?derivada direccional de)(?!y)')).toEqual(['derivada direccional de']);
    expect(requiredLiterals('(?:resuelve|resuelva|resolver) el problema')).toEqual([' el problema']);
    expect(requiredLiterals('(?:resuelve|resuelva|resolver)')).toEqual(['resuelve', 'resuelva', 'resolver']);
    expect(requiredLiterals('sea|sean')).toEqual(['sea', 'sean']);
    expect(requiredLiterals('\\d+|uno')).toBeNull();
    expect(requiredLiterals('[a-z]+\\s*=\\s*\\d')).toBeNull();
    expect(requiredLiterals('y(?= \\()')).toBeNull(); // one letter prunes nothing
  });

  it('drops what a quantifier may leave out, and keeps a repeated character only up to its first copy', () => {
    expect(requiredLiterals('colou?r')).toEqual(['colo']);
    expect(requiredLiterals('abcx*yz')).toEqual(['abc']);
    expect(requiredLiterals('abc+de')).toEqual(['abc']);
    expect(requiredLiterals('(?:foo)?barbaz')).toEqual(['barbaz']);
    expect(requiredLiterals('ab{0,2}cd')).toEqual(['cd']);
    expect(requiredLiterals('\\.\\?tan')).toEqual(['.?tan']);
    expect(requiredLiterals('(?<name>hello) w')).toEqual(['hello']);
  });

  it('lower-cases, and never relies on letters whose case mapping leaves their class (ı, ſ, ς)', () => {
    expect(requiredLiterals('Ableitung')).toEqual(['ableitung']);
    expect(requiredLiterals('ıab')).toEqual(['ab']);
    expect(requiredLiterals('求导数')).toEqual(['求导数']);
  });
});

describe('the reader patterns with their literals', () => {
  const corpora = import.meta.glob<{ CORPUS: TopicCorpusItem[] }>('../topics/*/corpus.ts', { eager: true });
  const items = Object.values(corpora).flatMap((m) => m.CORPUS);
  // the reader matches an accent-folded text; the raw questions too only add matches to check
  const textOf = (qs: string[]) => [...qs, ...qs.map((q) => q.normalize('NFD').replace(/\p{M}/gu, ''))].join('\n');
  const byLang = new Map<string, string>();
  for (const l of new Set(items.map((i) => (i.lang ?? 'en').split('-')[0]!)))
    byLang.set(l, textOf(items.filter((i) => (i.lang ?? 'en').split('-')[0] === l).map((i) => i.q)));
  // known words are tried on every question; a sample of 40 per language keeps this test quick
  const sample = textOf(
    [...byLang.keys()].flatMap((l) =>
      items
        .filter((i) => (i.lang ?? 'en').split('-')[0] === l)
        .slice(0, 40)
        .map((i) => i.q),
    ),
  );

  it('every real match of every pattern contains one of its literals (checked on the corpora of all 18 languages)', () => {
    const patterns = readingPatterns();
    expect(patterns.length).toBeGreaterThan(1000);
    expect(byLang.size).toBeGreaterThanOrEqual(17); // the 18 locales, zh-CN and zh-TW sharing one vocabulary
    let matches = 0;
    const misses: string[] = [];
    for (const { re, literals, lang } of patterns) {
      if (!literals) continue;
      const text = lang ? byLang.get(lang) : sample;
      for (const m of (text ?? '').matchAll(new RegExp(re.source, 'giu'))) {
        matches++;
        if (!mayMatch(m[0].toLowerCase(), literals)) misses.push(`${re.source} ⟶ ${m[0]}`);
      }
    }
    expect(misses).toEqual([]);
    expect(matches).toBeGreaterThan(1000);
  }, 120_000);

  it('lets most patterns be skipped on a question they cannot match', () => {
    const patterns = readingPatterns();
    const lower = 'tres veces un numero mas cuatro da diecinueve. ¿cual es el numero?';
    const tried = patterns.filter((p) => mayMatch(lower, p.literals)).length;
    expect(tried / patterns.length).toBeLessThan(0.25);
  });
});
