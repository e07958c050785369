import { describe, expect, test } from 'vitest';
import { answerQuestion, compute, normalizeQuestion, prepareTopicQuestion, readTopic } from '../../index';
import { gradeTopicCorpus } from '../corpus';
import { CORPUS } from './corpus';
import { numberTheory } from '.';
import { Budget } from '../../budget';

describe('number-theory corpus (SymPy-checked, ./check_corpus.py)', () => {
  test('≥ 90 % right and verified, no wrong answer, ≥ 25 per task, ≥ 5 in other languages', () => {
    const s = gradeTopicCorpus('number-theory', CORPUS);
    const bad = s.grades.filter((g) => !g.correct || !g.verified);
    if (bad.length)
      console.log(bad.map((g) => `${g.item.lang ?? 'en'} ${g.item.q} -> ${g.got} (want ${g.item.expect})`).join('\n'));
    console.log(
      `number-theory: ${s.total} problems, read ${s.read}, right ${s.correct}, right and verified ${s.rightAndVerified}, ≥2 steps ${s.withTwoSteps}, median ${s.medianMs.toFixed(2)} ms`,
    );
    expect(s.wrong).toBe(0);
    expect(s.rightAndVerified / s.total).toBeGreaterThanOrEqual(0.9);
    for (const task of ['gcd', 'lcm', 'is-prime', 'prime-factorization', 'divisors', 'divisible', 'parity'])
      expect(CORPUS.filter((c) => c.task === task && !c.lang).length, task).toBeGreaterThanOrEqual(25);
    expect(CORPUS.filter((c) => c.lang).length).toBeGreaterThanOrEqual(5);
  }, 60000);
});

describe('number-theory: reading, answers and reasons', () => {
  test.each([
    ['gcd(48,180)', 'gcd', '12'],
    ['What is the GCF of 48 and 180?', 'gcd', '12'],
    ['greatest common factor of 48 and 180', 'gcd', '12'],
    ['lcm(8, 14)', 'lcm', '56'],
    ['is 51 prime?', 'is-prime', 'false'],
    ['Is 17 prime?', 'is-prime', 'true'],
    ['prime factorization of 84', 'prime-factorization', '2^2*3*7'],
    ['Is 12 a factor of 96?', 'divisible', 'true'],
  ])('%s', (q, task, text) => {
    const r = answerQuestion(q);
    expect(r.task).toBe('topic');
    expect(r.topic).toMatchObject({ id: 'number-theory', task });
    expect(r.simplifyResultText).toBe(text);
    expect(r.verified).toBe(true);
  });

  test('a composite number names its divisor; a prime names the primes tried up to its square root', () => {
    const no = answerQuestion('Is 91 prime?');
    expect(no.topic).toMatchObject({ kind: 'boolean', value: false });
    expect(no.steps[0]).toMatchObject({ rule: 'has-divisor', params: { d: '7', n: '91' } });
    const yes = answerQuestion('Is 97 prime?');
    expect(yes.topic).toMatchObject({ kind: 'boolean', value: true });
    const reason = yes.steps.find((s) => s.rule === 'no-divisor-to-root')!;
    expect(reason).toMatchObject({ params: { n: '97' } });
    expect(reason.after).toContain('2, 3, 5, 7');
  });

  test("Euclid's algorithm for two numbers, with the lcm check a·b = gcd·lcm", () => {
    expect(answerQuestion('gcd(48, 180)').steps.map((s) => s.rule)).toEqual([
      'euclid-step',
      'euclid-step',
      'euclid-step',
      'gcd-last-remainder',
    ]);
    expect(answerQuestion('lcm(8, 14)').steps.map((s) => s.rule)).toContain('lcm-from-gcd');
  });

  test('lists and three languages per task family', () => {
    expect(answerQuestion('divisors of 36').topic).toMatchObject({
      kind: 'list',
      items: ['1', '2', '3', '4', '6', '9', '12', '18', '36'],
    });
    for (const [q, l, want] of [
      ['Berechne den ggT von 48 und 180', 'de', '12'],
      ['Calcule le PGCD de 48 et 180', 'fr', '12'],
      ['求48和180的最大公约数', 'zh-CN', '12'],
      ['¿Es 91 un número primo?', 'es', 'false'],
      ['Является ли число 91 простым?', 'ru', 'false'],
    ]) {
      expect(answerQuestion(normalizeQuestion(q, l)).simplifyResultText, q).toBe(want);
    }
  });

  test('what it does not read is not a guess; limits are validation errors', () => {
    for (const q of ['gcd of apples and pears', 'is x prime', 'factor x^2 - 1', 'prime factorization of 12.5'])
      expect(readTopic(q)?.topic === 'number-theory', q).toBe(false);
    expect(() =>
      compute({ model: 'CALCULATION', input: 'x', topic: numberTheory.read('prime factorization of 10000000000000')! }),
    ).toThrow(/10\^12/);
    expect(() => numberTheory.solve(numberTheory.read('gcd(0, 0)')!, new Budget())).toThrow();
  });

  test('parity: yes/no with the division by 2 as the reason; a non-integer is neither (issue #21 part 1)', () => {
    for (const [q, value, reason] of [
      ['Is 17 even?', false, 'parity-odd'],
      ['Is 24 odd?', false, 'parity-even'],
      ['Is 0 even?', true, 'parity-even'],
      ['Is -7 odd?', true, 'parity-odd'],
      ['Is 2.5 even?', false, 'parity-not-integer'],
      ['Is 7/2 odd?', false, 'parity-not-integer'],
    ] as const) {
      const r = answerQuestion(q);
      expect(r.topic, q).toMatchObject({ id: 'number-theory', task: 'parity', kind: 'boolean', value });
      expect(r.verified, q).toBe(true);
      // the yes/no answer quotes its last step as the reason
      expect(r.steps.at(-1)!.rule, q).toBe(reason);
    }
    expect(answerQuestion('Is -7 odd?').steps.at(-1)!.params).toMatchObject({ eq: '-7 = 2 \\cdot (-4) + 1' });
    for (const [q, word] of [
      ['even or odd: 35', 'odd'],
      ['Is 35 even or odd?', 'odd'],
      ['Determine whether 48 is even or odd.', 'even'],
      ['even or odd: 2.5', 'neither'],
    ]) {
      const r = answerQuestion(q);
      expect(r.simplifyResultText, q).toBe(word);
      expect(r.verified, q).toBe(true);
    }
    for (const [q, l, want] of [
      ['¿Es 17 par?', 'es', 'false'],
      ['Ist 35 gerade oder ungerade?', 'de', 'odd'],
      ['35 est-il pair ou impair ?', 'fr', 'odd'],
      ['Является ли 24 нечётным?', 'ru', 'false'],
      ['17是偶数吗？', 'zh-CN', 'false'],
    ])
      expect(answerQuestion(normalizeQuestion(q, l)).simplifyResultText, q).toBe(want);
    for (const q of ['Is x even?', 'is 3 even and odd', 'Is f(x) = x^2 even?'])
      expect(readTopic(q)?.task === 'parity', q).toBe(false);
  });

  test('the parity check rejects a wrong answer', () => {
    for (const q of ['Is 17 even?', 'Is 0 even?', 'even or odd: 35', 'even or odd: 2.5', 'Is 8/2 even?']) {
      const r = numberTheory.read(prepareTopicQuestion(q))!;
      const a = numberTheory.solve(r, new Budget());
      expect(numberTheory.verify(r, a), q).toBe(true);
      const wrong = a.kind === 'boolean' ? { ...a, value: !a.value } : { ...a, text: a.text === 'odd' ? 'even' : 'odd' };
      expect(numberTheory.verify(r, wrong), q).toBe(false);
    }
  });

  test('the verifier rejects a wrong answer', () => {
    const r = numberTheory.read('gcd(48, 180)')!;
    const a = numberTheory.solve(r, new Budget());
    expect(numberTheory.verify(r, { ...a, text: '6', latex: '6' })).toBe(false);
    const p = numberTheory.read('is 91 prime')!;
    expect(numberTheory.verify(p, { ...numberTheory.solve(p, new Budget()), value: true })).toBe(false);
  });
});
