/** The range of a function (issue #21, H2): read by form, steps a teacher shows, checked by sampling and solving. */
import { describe, expect, test } from 'vitest';
import { answerQuestion, normalizeQuestion, parse } from '@lemma/math';
import { Budget } from '../../budget';
import { functions } from '.';
import { rangeOf } from './range';
import { checkRange } from './range-check';

describe('range of a function', () => {
  test.each([
    ['Find the range of f(x) = x^2 + 3', '[3, inf)', ['fn-range-vertex', 'fn-range-parabola-up', 'fn-range-result']],
    ['range of f(x) = sqrt(x - 2)', '[0, inf)', ['fn-range-start', 'fn-range-sqrt', 'fn-range-result']],
    ['What is the range of y = 1/x?', '(-inf, 0) U (0, inf)', ['fn-range-reciprocal', 'fn-range-result']],
    ['range of f(x) = -2(x-1)^2 + 5', '(-inf, 5]', ['fn-range-vertex', 'fn-range-parabola-down', 'fn-range-result']],
    ['range of f(x) = e^x', '(0, inf)', ['fn-range-exp', 'fn-range-result']],
    ['range of f(x) = 3sin(x) + 1', '[-2, 4]', ['fn-range-sin-cos', 'fn-range-amplitude', 'fn-range-shift', 'fn-range-result']],
    ['range of f(x) = ln(x)', '(-inf, inf)', ['fn-range-log', 'fn-range-result']],
    ['range of f(x) = (x+1)/(x-2)', '(-inf, 1) U (1, inf)', ['fn-range-asymptote', 'fn-range-result']],
    ['range of f(x) = 1/(x^2 + 1)', '(0, 1]', ['fn-range-square', 'fn-range-shift', 'fn-range-reciprocal', 'fn-range-result']],
    [
      'range of f(x) = sqrt(x^2 - 4x + 5)',
      '[1, inf)',
      ['fn-range-vertex', 'fn-range-parabola-up', 'fn-range-sqrt', 'fn-range-result'],
    ],
    ['range of f(x) = x^3 - x', '(-inf, inf)', ['fn-range-odd-poly', 'fn-range-result']],
    [
      'range of f(x) = -3cos(2x) + 1',
      '[-2, 4]',
      ['fn-range-start', 'fn-range-sin-cos', 'fn-range-amplitude', 'fn-range-shift', 'fn-range-result'],
    ],
    ['range of f(x) = arctan(x)', '(-pi/2, pi/2)', ['fn-range-inverse-trig', 'fn-range-result']],
    ['range of f(x) = sec(x)', '(-inf, -1] U [1, inf)', ['fn-range-sec', 'fn-range-result']],
    ['range of f(x) = 4', '{4}', ['fn-range-constant', 'fn-range-result']],
    ['range of f(x) = x^4 - 2x^2', '[-1, inf)', ['fn-range-critical', 'fn-range-even-poly-up', 'fn-range-result']],
    ['range of f(x) = -x^4 + 4x^2 + 1', '(-inf, 5]', ['fn-range-critical', 'fn-range-even-poly-down', 'fn-range-result']],
  ])('%s', (q, want, rules) => {
    const r = answerQuestion(q);
    expect(r.topic).toMatchObject({ id: 'functions', task: 'range' });
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
    expect(r.steps.map((s) => s.rule)).toEqual(rules);
  });

  test('domain and range together; set-builder notation in the last step', () => {
    const r = answerQuestion('domain and range of f(x) = |x - 1| + 2');
    expect(r.simplifyResultText).toBe('domain: (-inf, inf); range: [2, inf)');
    expect(r.verified).toBe(true);
    expect(r.steps.at(-1)!.params!.builder).toBe('\\left\\{ y \\mid y \\ge 2 \\right\\}');
    const m = answerQuestion('range of f(x) = (x+1)/(x-2)');
    expect(m.steps.at(-1)!.params!.builder).toContain('y \\ne 1');
  });

  test('other languages: es, de, fr, ru, zh-CN', () => {
    for (const [q, l, want] of [
      ['Halla el rango de f(x) = x^2 + 3', 'es', '[3, inf)'],
      ['Bestimme den Wertebereich von f(x) = e^x', 'de', '(0, inf)'],
      ["Détermine l'ensemble image de f(x) = 3sin(x) + 1", 'fr', '[-2, 4]'],
      ['Найдите множество значений функции f(x) = sqrt(x - 2)', 'ru', '[0, inf)'],
      ['求函数 f(x) = 1/x 的值域', 'zh-CN', '(-inf, 0) U (0, inf)'],
    ])
      expect(answerQuestion(normalizeQuestion(q!, l)).simplifyResultText, q).toBe(want);
  });

  test('the solver the checker asks: atan(u) = atan(c) gives u = c (was "no solution" for atan(x^2 - 4) = atan(-4))', () => {
    const r = answerQuestion('solve atan(x^2 - 4) = atan(-4)');
    expect(r.simplifyResultText).toBe('x = 0');
    expect(answerQuestion('solve atan(x) = atan(2)').simplifyResultText).toBe('x = 2');
  });

  test('forms it cannot certify are not answered (never a guess)', () => {
    for (const f of ['x^8 + x^3 + x', 'x + 1/x', 'sin(x)/x', 'x^(1/3)', 'sin(1/(x^2+1))']) {
      const r = functions.read(`range of f(x) = ${f}`)!;
      expect(r.task).toBe('range');
      expect(() => functions.solve(r, new Budget()), f).toThrow();
    }
  });

  test('the checker rejects wrong ranges: too small, too large, an open end that is reached, a closed end that is not', () => {
    const fx = (s: string) => ({ v: 'x', e: parse(s) });
    expect(checkRange(fx('x^2 + 3'), '[3, inf)')).toBe(true);
    expect(checkRange(fx('x^2 + 3'), '[4, inf)')).toBe(false);
    expect(checkRange(fx('x^2 + 3'), '[2, inf)')).toBe(false);
    expect(checkRange(fx('x^2 + 3'), '(3, inf)')).toBe(false);
    expect(checkRange(fx('e^x'), '[0, inf)')).toBe(false);
    expect(checkRange(fx('e^x'), '(0, inf)')).toBe(true);
    expect(checkRange(fx('3sin(x) + 1'), '[-2, 5]')).toBe(false);
    expect(checkRange(fx('(x+1)/(x-2)'), '(-inf, inf)')).toBe(false);
    expect(checkRange(fx('x^2'), '(-inf, 1) U (1, inf)')).toBe(false);
    expect(checkRange(fx('1/(x^2+1)'), '(0, 1)')).toBe(false);
    // an asymptote is no value (e^x + 1 never reaches 1) — also when the values come within rounding of it far out
    expect(checkRange(fx('e^x + 1'), '[1, inf)')).toBe(false);
    expect(checkRange(fx('e^x + 1'), '(1, inf)')).toBe(true);
    // a value reached at a touching point is no open end, even where the solver misses it (atan(x^2 - 4) = atan(-4))
    expect(checkRange(fx('atan(x^2 - 4) + 5'), '(atan(-4) + 5, pi/2 + 5)')).toBe(false);
    expect(checkRange(fx('atan(x^2 - 4) + 5'), '[atan(-4) + 5, pi/2 + 5)')).toBe(true);
    // the asymptote next to a pole is no touching point; the value a Möbius function never takes is a gap
    expect(checkRange(fx('atan((x+1)/(x-3))'), '(-pi/2, pi/4) U (pi/4, pi/2)')).toBe(true);
    expect(checkRange(fx('atan((x+1)/(x-3))'), '(-pi/2, pi/2)')).toBe(false);
  });

  test('the form reasoning agrees with the checker on every corpus-style function', () => {
    for (const f of [
      '2^x - 3',
      '(1/2)^x + 1',
      '5 - |2x + 3|',
      'sqrt(9 - x^2)',
      'e^(-x^2)',
      '1/x^2',
      'x^(3/2)',
      'ln(x^2 + 1)',
      'asin(x)',
    ]) {
      const steps: never[] = [];
      const set = rangeOf(parse(f), 'x', steps);
      expect(set.length, f).toBeGreaterThan(0);
      const r = answerQuestion(`range of f(x) = ${f}`);
      expect(r.verified, f).toBe(true);
    }
  });
});
