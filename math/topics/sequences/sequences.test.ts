import { describe, expect, test } from 'vitest';
import { answerQuestion } from '@lemma/math';
import { Budget } from '../../budget';
import { errorCode } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { expectInLanguages, familyCorpusSuite } from './test-suite';
import { sequences } from '.';

const FAMILIES: Record<string, string[]> = {
  terms: ['nth-term', 'general-term'],
  sums: ['series-sum', 'infinite-sum', 'sigma'],
  patterns: ['common-difference', 'common-ratio', 'next-term'],
  recursive: ['recursive'],
};

familyCorpusSuite('sequences', CORPUS, FAMILIES);

describe('sequences: the questions of issue #21 that were "not read as math"', () => {
  test.each([
    ['Find the 10th term of the arithmetic sequence 3, 7, 11, ...', 'nth-term', '39'],
    ['nth term of 2, 6, 18, ...', 'general-term', '2*3^(n - 1)'],
    ['general term of 2, 6, 18, ...', 'general-term', '2*3^(n - 1)'],
    ['explicit formula of 2, 6, 18, ...', 'general-term', '2*3^(n - 1)'],
    ['sum 1 + 2 + ... + 50', 'series-sum', '1275'],
    ['Find the sum of the first 8 terms of the geometric sequence 2, 6, 18, ...', 'series-sum', '6560'],
    ['sum of the infinite geometric series 8 + 4 + 2 + ...', 'infinite-sum', '16'],
    ['sum_{k=1}^{10} (2k+1)', 'sigma', '120'],
    ['sigma k=1 to 10 of k^2', 'sigma', '385'],
    ['\\sum_{n=1}^{5} 3n', 'sigma', '45'],
    ['common difference of 3, 7, 11, ...', 'common-difference', '4'],
    ['What is the common ratio of 2, 6, 18, ...?', 'common-ratio', '3'],
    ['what is the next term of 2, 5, 10, 17, ...?', 'next-term', '26'],
    ['a_1 = 3, a_n = 2a_{n-1} + 1, find a_5', 'recursive', '63'],
  ])('%s', (q, task, text) => {
    const r = answerQuestion(q);
    expect(r.task).toBe('topic');
    expect(r.topic).toMatchObject({ id: 'sequences', task });
    expect(r.simplifyResultText).toBe(text);
    expect(r.verified).toBe(true);
    expect(r.steps.length).toBeGreaterThanOrEqual(2);
  });

  test('the infinite series names the |r| < 1 condition; a divergent one says so', () => {
    const r = answerQuestion('sum of the infinite geometric series 8 + 4 + 2 + ...');
    expect(r.steps.map((s) => s.rule)).toContain('seq-infinite-converges');
    const d = answerQuestion('sum of the infinite geometric series 1 + 2 + 4 + ...');
    expect(d.simplifyResultText).toBe('diverges');
    expect(d.steps.map((s) => s.rule)).toContain('seq-infinite-diverges');
  });

  test('a pattern says which it is: arithmetic, geometric, Fibonacci-like, quadratic', () => {
    const rule = (q: string) => answerQuestion(q).steps[0]!.rule;
    expect(rule('next term of 5, 8, 11, 14')).toBe('seq-common-difference');
    expect(rule('next term of 3, 6, 12, 24')).toBe('seq-common-ratio');
    expect(rule('next term of 1, 1, 2, 3, 5, 8')).toBe('seq-pattern-fibonacci');
    expect(rule('next term of 1, 4, 9, 16')).toBe('seq-pattern-quadratic');
  });

  test('no rule fits, two terms without a kind, and out-of-range indices are refused, not guessed', () => {
    const run = (q: string) => () => sequences.solve(sequences.read(q)!, new Budget());
    expect(errorCode(run('next term of 1, 5, 2, 9, 3'))).toBe('VALIDATION_ERROR:no-pattern');
    expect(errorCode(run('10th term of 2, 6'))).toBe('VALIDATION_ERROR:ambiguous-pattern');
    expect(errorCode(run('sum 1 + 2 + ... + 64'))).toBe('VALIDATION_ERROR:ambiguous-pattern');
    expect(errorCode(run('sum_{k=1}^{100000} k'))).toBe('VALIDATION_ERROR:too-many-terms');
    expect(sequences.read('the sum of apples and oranges')).toBeNull();
  });

  test('other languages: es, de, fr, ru, zh-CN', () => {
    expectInLanguages([
      ['Encuentra el décimo término de la sucesión aritmética 3, 7, 11, ...', 'es', '39'],
      ['Berechne das 10. Glied der arithmetischen Folge 3, 7, 11, ...', 'de', '39'],
      ['Quelle est la raison de la suite géométrique 2, 6, 18, ...?', 'fr', '3'],
      ['Найдите 10-й член арифметической прогрессии 3, 7, 11, ...', 'ru', '39'],
      ['求等差数列 3, 7, 11, ... 的第10项', 'zh-CN', '39'],
    ]);
  });
});
