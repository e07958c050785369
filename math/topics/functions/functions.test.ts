import { describe, expect, test } from 'vitest';
import { answerQuestion, gradeTopicCorpus, normalizeQuestion, readTopic } from '@lemma/math';
import { Budget } from '../../budget';
import { CORPUS } from './corpus';
import { functions } from '.';

describe('functions corpus (SymPy-checked, ./check_corpus.py)', () => {
  test('≥ 90 % right and verified, no wrong answer, ≥ 25 per task, ≥ 5 in other languages', () => {
    const s = gradeTopicCorpus('functions', CORPUS);
    const bad = s.grades.filter((g) => !g.correct || !g.verified);
    if (bad.length)
      console.log(bad.map((g) => `${g.item.lang ?? 'en'} ${g.item.q} -> ${g.got} (want ${g.item.expect})`).join('\n'));
    expect(s.wrong).toBe(0);
    expect(s.rightAndVerified / s.total).toBeGreaterThanOrEqual(0.9);
    for (const task of [
      'evaluate',
      'combine',
      'compose',
      'inverse',
      'domain',
      'parity',
      'zeros',
      'difference-quotient',
      'transformation',
      'range',
    ])
      expect(CORPUS.filter((c) => c.task === task && !c.lang).length, task).toBeGreaterThanOrEqual(25);
    expect(new Set(CORPUS.filter((c) => c.lang).map((c) => c.lang))).toEqual(new Set(['es', 'de', 'fr', 'ru', 'zh-CN']));
  }, 60000);
});

describe('functions: the questions of issue #21', () => {
  test.each([
    ['Let f(x) = 2x + 1. What is f(3)?', 'evaluate', '7'],
    ['Evaluate f(-1) if f(x) = 3x^2 - 2x + 1', 'evaluate', '6'],
    ['If g(x) = x^2 - 1, find g(a+1)', 'evaluate', 'a^2 + 2*a'],
    ['Suppose g = 3 and h(x) = 2x - g. Find h(4)', 'evaluate', '5'],
    ['For f(x) = x^2 + 2x and g(x) = 6 - x^2, find f + g', 'combine', '2*x + 6'],
    ['For f(x) = x^2 + 2x and g(x) = 6 - x^2, find (f - g)(x)', 'combine', '2*x^2 + 2*x - 6'],
    ['For f(x) = x^2 + 2x and g(x) = 6 - x^2, find (fg)(2)', 'combine', '16'],
    ['For f(x) = x^2 + 2x and g(x) = 6 - x^2, find (f/g)(x)', 'combine', '(x^2 + 2*x)/(-x^2 + 6)'],
    ['For f(x) = 2x + 1 and g(x) = x^2, find f(g(x))', 'compose', '2*x^2 + 1'],
    ['Given f(x) = 2x + 1 and g(x) = x^2, find (f∘g)(2)', 'compose', '9'],
    ['If f(x) = 2x + 1 and g(x) = x^2, find f o g', 'compose', '2*x^2 + 1'],
    ['Find the inverse of f(x) = 3x - 2', 'inverse', '(x + 2)/3'],
    ['What is the domain of f(x) = 1/(x - 2)?', 'domain', '(-inf, 2) U (2, inf)'],
    ['domain of f(x) = sqrt(x - 3)', 'domain', '[3, inf)'],
    ['Find the domain of f(x) = ln(x + 1)', 'domain', '(-1, inf)'],
    ['Is f(x) = x^3 - x even, odd or neither?', 'parity', 'odd'],
    ['Find the zeros of f(x) = x^2 - 5x + 6', 'zeros', '2, 3'],
    ['describe the transformation from f(x)=x^2 to g(x) = (x-2)^2 + 3', 'transformation', 'g(x) = f(x - 2) + 3'],
    ['Find the difference quotient of f(x) = x^2 + 1', 'difference-quotient', '2*x + h'],
    ['Let f(t) = t^2 - 4t. Find f(3)', 'evaluate', '-3'],
    ['If f(x) = 3x - 2, find f^-1(4)', 'inverse', '2'],
    ['If f(x) = x^2, find f(x+1) - f(x)', 'combine', '2*x + 1'],
  ])('%s', (q, task, text) => {
    const r = answerQuestion(q);
    expect(r.task).toBe('topic');
    expect(r.topic).toMatchObject({ id: 'functions', task });
    expect(r.simplifyResultText).toBe(text);
    expect(r.verified).toBe(true);
    expect(r.steps.length).toBeGreaterThanOrEqual(2);
  });

  test('the inverse is found by swapping and solving, and checked by composing', () => {
    const rules = answerQuestion('Find the inverse of f(x) = 3x - 2').steps.map((s) => s.rule);
    expect(rules[0]).toBe('fn-inverse-swap');
    expect(rules).toContain('fn-inverse-solve');
    expect(rules.at(-1)).toBe('fn-inverse-check');
  });

  test('even/odd gives the reason f(-x); neither names a point', () => {
    const odd = answerQuestion('Is f(x) = x^3 - x even, odd or neither?');
    expect(odd.steps.map((s) => s.rule)).toEqual(['fn-parity-substitute', 'fn-odd']);
    const neither = answerQuestion('Determine whether f(x) = x^3 + x^2 is even, odd, or neither');
    expect(neither.simplifyResultText).toBe('neither');
    expect(neither.steps[1]!.params!.eq).toContain('f\\left(-1\\right)');
  });

  test('a transformation names each shift in order', () => {
    const r = answerQuestion('describe the transformation from f(x) = x^2 to g(x) = -2(x+1)^2 - 4');
    expect(r.simplifyResultText).toBe('g(x) = -2*f(x + 1) - 4');
    expect(r.steps.map((s) => s.rule)).toEqual([
      'fn-transform-form',
      'fn-shift-left',
      'fn-stretch-vertical',
      'fn-reflect-x',
      'fn-shift-down',
    ]);
  });

  test('other languages: es, de, fr, ru, zh-CN', () => {
    for (const [q, l, want] of [
      ['Sea f(x) = 2x + 1. Calcula f(3)', 'es', '7'],
      ['Bestimme die Umkehrfunktion von f(x) = 3x - 2', 'de', '(x + 2)/3'],
      ['Soit f(x) = 2x + 1. Calcule f(3)', 'fr', '7'],
      ['Найдите область определения функции f(x) = 1/(x - 2)', 'ru', '(-inf, 2) U (2, inf)'],
      ['求函数 f(x) = 1/(x - 2) 的定义域', 'zh-CN', '(-inf, 2) U (2, inf)'],
    ])
      expect(answerQuestion(normalizeQuestion(q!, l)).simplifyResultText, q).toBe(want);
  });

  test('what it does not read is not a guess', () => {
    for (const q of [
      'Let f(x) = 2x + 1. What is apples(3)?',
      'f(3)',
      'Let f(x) = banana. Find f(2)',
      'Find the inverse of the moon',
      'If f(x) = x + 1, find f(f)',
    ])
      expect(readTopic(q)?.topic === 'functions', q).toBe(false);
    const sq = functions.read('Find the inverse of f(x) = x^2')!;
    expect(() => functions.solve(sq, new Budget())).toThrow(/one-to-one/);
  });

  test('the verifier rejects a wrong answer', () => {
    const r = functions.read('Let f(x) = 2x + 1. What is f(3)')!;
    const a = functions.solve(r, new Budget());
    expect(functions.verify(r, { ...a, text: '8' })).toBe(false);
    const d = functions.read('domain of f(x) = 1/(x - 2)')!;
    expect(functions.verify(d, { ...functions.solve(d, new Budget()), text: '(-inf, inf)' })).toBe(false);
    const p = functions.read('Is f(x) = x^2 + 1 even, odd or neither')!;
    expect(functions.verify(p, { ...functions.solve(p, new Budget()), text: 'odd' })).toBe(false);
  });
});
