import { describe, expect, test } from 'vitest';
import { answerQuestion } from '../../router';
import { normalizeQuestion } from '../../read';
import { readTopic } from '../index';
import { errorCode, solverFor } from '../geometry/test-helpers';
import { complex as T } from './index';

const solve = solverFor(T);
const ask = (q: string, lang = 'en') => answerQuestion(normalizeQuestion(q, lang));

describe('complex numbers: the questions of issue #21', () => {
  test.each([
    ['(3 + 2i)(2 - i)', '8 + i'],
    ['modulus of 3 + 4i', '5'],
    ['|3 - 4i|', '5'],
    ['argument of 1 + i', 'pi/4'],
    ['write 1 + i in polar form', 'sqrt(2)*(cos(pi/4) + i*sin(pi/4))'],
    ['write 1 + i in trigonometric form', 'sqrt(2)*(cos(pi/4) + i*sin(pi/4))'],
    ['write 1 + i in exponential form', 'sqrt(2)*e^(i*(pi/4))'],
    ['conjugate of 2 - 5i', '2 + 5i'],
    ['divide (2 + 3i)/(1 - i)', '-1/2 + 5/2*i'],
    ['i^23', '-i'],
    ['(1+i)^8', '16'],
    ['cube roots of 8', '2, -1 + sqrt(3)*i, -1 - sqrt(3)*i'],
    ['roots of unity: z^4 = 1', '1, i, -1, -i'],
    ['find all complex solutions of z^3 = -8', '1 + sqrt(3)*i, -2, 1 - sqrt(3)*i'],
    ['sqrt(-16)', '4i'],
    ['add (3+2i) + (1-4i)', '4 - 2i'],
    ['subtract 1 - 4i from 3 + 2i', '2 + 6i'],
  ])('%s → %s, checked, read by the complex topic', (q, want) => {
    const r = ask(q);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
    expect(r.topic?.id).toBe('complex');
  });
  test('simplify i^23 (the core simplifier) is -i', () => expect(ask('simplify i^23').simplifyResultText).toBe('-i'));
  test('i as a variable is not read as the imaginary unit', () => {
    expect(T.read('differentiate 4i^2 + i with respect to i')).toBeNull();
    expect(readTopic('differentiate 4i^2 + i with respect to i')?.topic).not.toBe('complex');
    expect(T.read('x^2 + 1')).toBeNull();
    expect(T.read('2 + 3')).toBeNull();
  });
});

describe('complex numbers: steps and exact forms', () => {
  test('division multiplies by the conjugate', () => {
    expect(solve('(2 + 3i)/(1 - i)').a.steps.map((s) => s.rule)).toEqual(['complex-divide-conjugate', 'complex-standard-form']);
  });
  test('a product is FOIL then i² = −1', () => {
    expect(solve('(3 + 2i)(2 - i)').a.steps.map((s) => s.rule)).toEqual(['complex-multiply-foil', 'complex-i-squared']);
  });
  test("(1+i)^8 by De Moivre's theorem", () => {
    expect(solve('(1+i)^8').a.steps.map((s) => s.rule)).toEqual(['complex-polar-form', 'complex-de-moivre']);
  });
  test('an argument outside the special angles stays exact, with degrees', () => {
    const { a, verified } = solve('argument of -4 + 3i');
    expect(a.text).toBe('pi - atan(3/4)');
    expect(a.approx).toContain('143.13');
    expect(verified).toBe(true);
  });
  test('polar numbers back to a + bi (degrees, cis, e^(iθ), "cos pi/4" as cos(π/4))', () => {
    expect(solve('write 4(cos 120° + i sin 120°) in a + bi form').a.text).toBe('-2 + 2*sqrt(3)*i');
    expect(solve('3 cis(pi/2)').a.text).toBe('3i');
    expect(solve('2e^(i pi/3)').a.text).toBe('1 + sqrt(3)*i');
    expect(solve('write sqrt(2)(cos pi/4 + i sin pi/4) in a + bi form').a.text).toBe('1 + i');
    expect(solve('write 2(cos 3*pi/2 + i sin 3*pi/2) in a + bi form').a.text).toBe('-2i');
  });
  test('cos/sin of a variable or of an unclear argument without parentheses is not read', () => {
    expect(T.read('2(cos x + i sin x)')).toBeNull();
  });
  test('roots whose cosines are no closed form stay in polar form, and are checked', () => {
    const { a, verified } = solve('fifth roots of unity');
    expect(a.items).toHaveLength(5);
    expect(a.text).toContain('cos(2*pi/5)');
    expect(verified).toBe(true);
  });
  test('refusals', () => {
    expect(errorCode(() => solve('argument of 0i'))).toBe('VALIDATION_ERROR:zero-argument');
    expect(errorCode(() => solve('(1 + i)/(0i)'))).toBe('VALIDATION_ERROR:division-by-zero');
    expect(errorCode(() => solve('(3 + 4i)^1000'))).toBe('VALIDATION_ERROR:result-too-large');
    expect(errorCode(() => solve('(1 + i)^1001'))).toBe('VALIDATION_ERROR:exponent-too-large');
  });
});

describe('complex numbers in other languages', () => {
  test.each([
    ['módulo de 3 + 4i', 'es', '5'],
    ['conjugado de 2 - 5i', 'es', '2 + 5i'],
    ['Schreibe 1 + i in Polarform', 'de', 'sqrt(2)*(cos(pi/4) + i*sin(pi/4))'],
    ['Kubikwurzeln von 8', 'de', '2, -1 + sqrt(3)*i, -1 - sqrt(3)*i'],
    ['argument de 1 + i', 'fr', 'pi/4'],
    ['3 + 4i的模', 'zh-CN', '5'],
    ['модуль числа 3 + 4i', 'ru', '5'],
  ])('%s (%s) → %s', (q, lang, want) => {
    const r = ask(q, lang);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
  });
});
