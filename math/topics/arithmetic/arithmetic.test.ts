import { describe, expect, test } from 'vitest';
import { answerQuestion, compute, normalizeQuestion, prepareTopicQuestion, readTopic, routeQuestion } from '../../index';
import { gradeTopicCorpus } from '../corpus';
import { CORPUS } from './corpus';
import { arithmetic } from '.';
import { Budget } from '../../budget';

/** Task families of the corpus (comparing and ordering counts its three tasks together). */
const FAMILIES: Record<string, string[]> = {
  evaluate: ['evaluate'],
  factorial: ['factorial'],
  round: ['round'],
  convert: ['convert'],
  base: ['base'],
  'base-arith': ['base-arith'],
  reciprocal: ['reciprocal'],
  remainder: ['remainder'],
  order: ['compare', 'extreme', 'sort', 'kth', 'closest'],
};

describe('arithmetic corpus (SymPy-checked, ./check_corpus.py)', () => {
  test('≥ 90 % right and verified, no wrong answer, ≥ 25 per task family, ≥ 5 in other languages', () => {
    const s = gradeTopicCorpus('arithmetic', CORPUS);
    const bad = s.grades.filter((g) => !g.correct || !g.verified);
    if (bad.length)
      console.log(
        bad
          .map((g) => `${g.item.lang ?? 'en'} ${g.item.q} -> ${g.got} (want ${g.item.expect})${g.correct ? ' unverified' : ''}`)
          .join('\n'),
      );
    console.log(
      `arithmetic: ${s.total} problems, read ${s.read}, right ${s.correct}, right and verified ${s.rightAndVerified}, ≥2 steps ${s.withTwoSteps}, median ${s.medianMs.toFixed(2)} ms`,
    );
    expect(s.wrong).toBe(0);
    expect(s.rightAndVerified / s.total).toBeGreaterThanOrEqual(0.9);
    for (const [family, tasks] of Object.entries(FAMILIES))
      expect(CORPUS.filter((c) => tasks.includes(c.task) && !c.lang).length, family).toBeGreaterThanOrEqual(25);
    expect(CORPUS.filter((c) => c.lang).length).toBeGreaterThanOrEqual(5);
  }, 60000);
});

describe('arithmetic: the wrong answers of issue #21 and everyday questions', () => {
  test.each([
    ['Is 3 < 5?', 'true'],
    ['5!', '120'],
    ['6!', '720'],
    ['What is 147 divided by 5?', '147/5'],
    ['square root of 169', '13'],
    ['2 to the power of 10', '1024'],
    ['round 2.71828 to 3 decimal places', '2.718'],
    ['2/3 as a decimal', '0.(6)'],
    ['125 in base 2', '1111101_2'],
    ['Which is bigger, 3/7 or 0.4?', '3/7'],
    ['Sort 5, -2, 0.5, 3', '-2, 0.5, 3, 5'],
  ])('%s → %s', (q, text) => {
    const r = answerQuestion(q);
    expect(r.task).toBe('topic');
    expect(r.simplifyResultText).toBe(text);
    expect(r.verified).toBe(true);
  });

  test('"Is 3 < 5?" is a yes/no answer with the reason, never I·s', () => {
    const r = answerQuestion('Is 3 < 5?');
    expect(r.topic).toMatchObject({ id: 'arithmetic', task: 'compare', kind: 'boolean', value: true });
    expect(r.steps.at(-1)).toMatchObject({ rule: 'statement-true' });
    expect(answerQuestion('is 7 greater than 9').topic).toMatchObject({ value: false });
  });

  test('a division of whole numbers shows its remainder; a repeating decimal its period', () => {
    expect(answerQuestion('147 divided by 5').steps.map((s) => s.rule)).toContain('division-with-remainder');
    expect(answerQuestion('1/7 as a decimal').steps.at(-1)).toMatchObject({
      rule: 'repeating-decimal',
      params: { period: '142857' },
    });
    expect(answerQuestion('1/7 as a decimal').simplifyResult).toBe('0.\\overline{142857}');
  });

  test('the core keeps what it reads: plain expressions, equations, percent of', () => {
    for (const [q, task] of [
      ['2+3*4', 'calculate'],
      ['what is 3/4 + 5/6?', 'calculate'],
      ['solve 2x+3=11', 'solve'],
      ['x^2 - 4 > 0', 'inequality'],
      ['15% of 80', 'calculate'],
      ['derivative of x^2', 'derivative'],
    ])
      expect(routeQuestion(q).task, q).toBe(task);
  });

  test('three other languages per task family', () => {
    for (const [q, l, want] of [
      ['147 dividido entre 5', 'es', '147/5'],
      ['Was ist 147 geteilt durch 5?', 'de', '147/5'],
      ['147除以5', 'zh-CN', '147/5'],
      ['Ist 3 kleiner als 5?', 'de', 'true'],
      ['3 меньше 5?', 'ru', 'true'],
      ['Écris 3/8 en nombre décimal', 'fr', '0.375'],
      ['把2/3化成小数', 'zh-CN', '0.(6)'],
      ['2/3 como decimal', 'es', '0.(6)'],
      ['Redondea a la decena más cercana: 157', 'es', '160'],
      ['Runde 3,14159 auf zwei Nachkommastellen', 'de', '3.14'],
      ['Arrondir à la dizaine près : 157', 'fr', '160'],
      ['Округлите до десятков: 157', 'ru', '160'],
      ['el recíproco de 3/7', 'es', '7/3'],
      ['Kehrwert von 3/7', 'de', '7/3'],
      ["l'inverse de 3/7", 'fr', '7/3'],
      ['3/7的倒数', 'zh-CN', '7/3'],
      ['suma 1A y 2F en hexadecimal', 'es', '49_16'],
      ['101 + 11 im Dualsystem', 'de', '1000_2'],
      ['101 + 11 en binaire', 'fr', '1000_2'],
      ['101 + 11 в двоичной системе', 'ru', '1000_2'],
      ['Was ist die drittgrößte Zahl von 5, 9, 2, 7, 4?', 'de', '5'],
    ]) {
      expect(answerQuestion(normalizeQuestion(q, l)).simplifyResultText, q).toBe(want);
    }
  });

  test('what it does not read is not a guess; limits are validation errors', () => {
    for (const q of ['2+3*4', 'apples divided by pears', 'round the corner', 'x divided by 2', 'sort the socks'])
      expect(readTopic(q)?.topic === 'arithmetic', q).toBe(false);
    expect(() => compute({ model: 'CALCULATION', input: '10001!', topic: arithmetic.read('10001!')! })).toThrow(/10000/);
    expect(() => arithmetic.solve(arithmetic.read('5 mod 0')!, new Budget())).toThrow();
  });

  test('issue #21 part 1: rounding layouts, reciprocals, k-th largest, scientific notation in, bases', () => {
    for (const [q, task, text] of [
      ['Round to the nearest ten: 157.', 'round', '160'],
      ['Round to two decimal places: 3.14159', 'round', '3.14'],
      ['Round 2.71828 to 3 decimal places.', 'round', '2.718'],
      ['Find the reciprocal: 3/7', 'reciprocal', '7/3'],
      ['reciprocal of 3/7', 'reciprocal', '7/3'],
      ['What is the reciprocal of -2 1/2?', 'reciprocal', '-2/5'],
      ['multiplicative inverse of 5', 'reciprocal', '1/5'],
      ['reciprocal of 0', 'reciprocal', 'no reciprocal'],
      ['What is the third largest of 5, 9, 2, 7, 4?', 'kth', '5'],
      ['second smallest number in 3, 8, 1, 6', 'kth', '3'],
      ['3.45 x 10^4 in standard form', 'convert', '34500'],
      ['3.45 × 10^4 as a decimal', 'convert', '34500'],
      ['write 6.02 × 10^-3 in standard notation', 'convert', '0.00602'],
      ['101 + 11 in base 2', 'base-arith', '1000_2'],
      ['1011_2 + 110_2', 'base-arith', '10001_2'],
      ['add 1A and 2F in hexadecimal', 'base-arith', '49_16'],
      ['110 × 11 in binary', 'base-arith', '10010_2'],
      ['110 - 1011 in base 2', 'base-arith', '-101_2'],
    ]) {
      const r = answerQuestion(q);
      expect(r.topic, q).toMatchObject({ id: 'arithmetic', task });
      expect(r.simplifyResultText, q).toBe(text);
      expect(r.verified, q).toBe(true);
    }
    // the reciprocal's last step is the check x · 1/x = 1; 0 says why it has none
    expect(answerQuestion('reciprocal of -2 1/2').steps.map((s) => s.rule)).toEqual([
      'mixed-to-improper',
      'reciprocal-flip',
      'reciprocal-check',
    ]);
    expect(answerQuestion('reciprocal of 0').steps.map((s) => s.rule)).toEqual(['reciprocal-zero']);
    // in a base: the column method, then the check in base 10
    expect(answerQuestion('1011_2 + 110_2').steps.map((s) => s.rule)).toEqual(['base-column-add', 'base-decimal-check']);
    expect(answerQuestion('110 × 11 in binary').steps[0]!.after).toContain('110 + 1100');
  });

  test('base arithmetic is not guessed: digits outside the base, no base, plain decimals', () => {
    for (const q of ['25 + 17 in binary', '2x + 3 in base 2', '101 + 11', '12 + 5 in decimal', '1011_2 + 17_8'])
      expect(readTopic(q)?.task === 'base-arith', q).toBe(false);
  });

  test('column arithmetic in a base agrees with base-10 arithmetic on many random numerals', () => {
    for (let i = 0; i < 300; i++) {
      const base = 2 + (i % 15);
      const a = Math.floor(Math.random() * 5000),
        c = Math.floor(Math.random() * 5000);
      for (const op of ['+', '-', '*'] as const) {
        const r = {
          topic: 'arithmetic',
          task: 'base-arith',
          params: { a: { digits: a.toString(base), base }, b: { digits: c.toString(base), base }, op, to: base },
          inputLatex: '',
          inputText: '',
        };
        const ans = arithmetic.solve(r, new Budget());
        const want = op === '+' ? a + c : op === '-' ? a - c : a * c;
        const digits = `${want < 0 ? '-' : ''}${Math.abs(want).toString(base)}`;
        expect(ans.text).toBe(base === 10 ? digits : `${digits}_${base}`);
        expect(arithmetic.verify(r, ans)).toBe(true);
      }
    }
  });

  test('the verifier rejects a wrong answer', () => {
    for (const q of [
      '147 divided by 5',
      'round 2.71828 to 3 decimal places',
      '2/3 as a decimal',
      '125 in base 2',
      'Is 3 < 5?',
      '147 mod 5',
      'Sort 5, -2, 0.5, 3',
      'reciprocal of 3/7',
      'reciprocal of -2 1/2',
      '1011_2 + 110_2',
      '110 × 11 in binary',
      'What is the third largest of 5, 9, 2, 7, 4?',
      '3.45 x 10^4 in standard form',
    ]) {
      const r = arithmetic.read(prepareTopicQuestion(q))!;
      const a = arithmetic.solve(r, new Budget());
      expect(arithmetic.verify(r, a), q).toBe(true);
      const wrong =
        a.kind === 'boolean'
          ? { ...a, value: !a.value }
          : a.kind === 'list'
            ? { ...a, items: [...(a.items ?? [])].reverse() }
            : { ...a, text: a.text.replace(/\d(?!.*\d)/, (d) => String((Number(d) + 1) % 10)) };
      expect(arithmetic.verify(r, wrong), q).toBe(false);
    }
  });
});
