import { describe, expect, it } from 'vitest';
import { probability } from '.';
import { Budget } from '../../budget';
import { gradeTopicCorpus } from '../corpus';
import { CORPUS } from './corpus';
import { answerQuestion, normalizeQuestion } from '../../index';

const run = (q: string) => {
  const r = probability.read(q);
  if (!r) return null;
  const a = probability.solve(r, new Budget());
  return { r, a, ok: probability.verify(r, a) };
};

describe('probability topic', () => {
  it('reads nCr in every notation', () => {
    for (const q of ['9 choose 4', 'C(9,4)', '9C4', 'nCr(9,4)', '\\binom{9}{4}']) expect(run(q)?.a.text, q).toBe('126');
  });
  it('answers two heads in three tosses as 3/8 with its decimal, checked by enumeration', () => {
    expect(run('probability of two heads in three coin tosses')).toMatchObject({ a: { text: '3/8', approx: '0.375' }, ok: true });
  });
  it('splits overlapping draws into cases: a heart then a king without replacement is 1/52', () => {
    expect(run('probability of drawing a heart then a king from a deck of cards without replacement')).toMatchObject({
      a: { text: '1/52' },
      ok: true,
    });
  });
  it('leaves ambiguous questions unread rather than guessing', () => {
    // a face or the sum?
    expect(probability.read('probability of rolling a 6 with two dice')).toBeNull();
    // not determined by the givens
    const r = probability.read('P(A) = 0.3, P(B) = 0.4, find P(A or B)');
    expect(r && (() => probability.solve(r, new Budget()))).toThrow();
  });
  it('reads ordered draws in order (a red then a blue ≠ one of each)', () => {
    expect(
      run(
        'A bag has 3 red and 2 blue marbles. Two marbles are drawn without replacement. What is the probability of a red then a blue?',
      ),
    ).toMatchObject({ a: { text: '3/10' }, ok: true });
    expect(
      run(
        'A bag has 3 red and 2 blue marbles. Two marbles are drawn without replacement. What is the probability of one red and one blue?',
      ),
    ).toMatchObject({ a: { text: '3/5' }, ok: true });
  });
  it('refuses inconsistent probabilities', () => {
    const r = probability.read('P(A) = 0.7, P(B) = 0.6, A and B are mutually exclusive. Find P(A or B)');
    expect(() => probability.solve(r!, new Budget())).toThrow(/cannot all hold/);
  });
  it('refuses n! for n > 10000', () => {
    const r = probability.read('10001 factorial');
    expect(r).not.toBeNull();
    expect(() => probability.solve(r!, new Budget())).toThrow(/10000/);
  });
  it('expected value of dice and coin games: the average face, then linearity; checked on the whole distribution', () => {
    expect(run('expected value of a die')).toMatchObject({ a: { text: '7/2', approx: '3.5' }, ok: true });
    expect(run('expected value of rolling a fair die')).toMatchObject({ a: { text: '7/2' }, ok: true });
    expect(run('expected value of the sum of two dice')).toMatchObject({ a: { text: '7' }, ok: true });
    expect(run('expected value of a fair 20-sided die')).toMatchObject({ a: { text: '21/2' }, ok: true });
    expect(run('expected number of heads in 10 coin tosses')).toMatchObject({ a: { text: '5' }, ok: true });
    expect(run('expected value of the sum of two dice')!.a.steps.map((s) => s.rule)).toEqual([
      'prob-expected-die',
      'prob-expected-linearity',
    ]);
    // the distribution check rejects a wrong mean (the product's 49/4 instead of the sum's 7)
    const r = run('expected value of the sum of two dice')!;
    expect(probability.verify(r.r, { ...r.a, text: '49/4' })).toBe(false);
    expect(probability.verify(r.r, { ...r.a, text: '7' })).toBe(true);
    // a question that does not say sum or product is not guessed
    expect(probability.read('expected value of two dice')).toBeNull();
  });
  it('expected value in other languages (es, de, fr, ru, zh)', () => {
    for (const [q, l, want] of [
      ['valor esperado de un dado', 'es', '7/2'],
      ['Erwartungswert der Augensumme zweier Würfel', 'de', '7'],
      ["espérance d'un dé", 'fr', '7/2'],
      ['математическое ожидание суммы двух игральных костей', 'ru', '7'],
      ['两个骰子点数之和的期望值', 'zh-CN', '7'],
    ])
      expect(answerQuestion(normalizeQuestion(q, l)).simplifyResultText, q).toBe(want);
  });
  it('corpus: ≥ 90 % right and verified, no wrong answer, ≥ 25 expected-value items', () => {
    expect(CORPUS.filter((c) => c.task === 'expected-value' && !c.lang).length).toBeGreaterThanOrEqual(25);
    const s = gradeTopicCorpus('probability', CORPUS);
    const bad = s.grades.filter((g) => !(g.correct && g.verified)).map((g) => `${g.item.q} -> ${g.got} (read ${g.read})`);
    expect(s.wrong, bad.join('\n')).toBe(0);
    expect(s.rightAndVerified / s.total, bad.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
