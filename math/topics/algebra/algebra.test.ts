import { describe, expect, test } from 'vitest';
import { answerQuestion } from '../../router';
import { normalizeQuestion } from '../../read';
import { errorCode, solverFor } from '../geometry/test-helpers';
import { algebra as T } from './index';

const solve = solverFor(T);
/** The answer text users get for a question (through the router), with its check. */
function ask(q: string, lang = 'en'): { text: string; verified: boolean; topic?: string; task?: string; steps: number } {
  const r = answerQuestion(normalizeQuestion(q, lang));
  return { text: r.simplifyResultText, verified: r.verified, topic: r.topic?.id, task: r.topic?.task, steps: r.steps.length };
}

describe('algebra: the questions of issue #21 that were "not understood"', () => {
  test('systems in every phrasing', () => {
    for (const q of [
      'x + y = 5 and x - y = 1',
      'Solve the system: x + y = 5, x - y = 1',
      '{x+y=5; x-y=1}',
      'solve for x and y: x+y=5, x-y=1',
      'What is the solution of the system x + y = 5; x - y = 1?',
      'Solve the system:\nx + y = 5\nx - y = 1',
    ])
      expect(ask(q), q).toMatchObject({ text: 'x = 3, y = 2', verified: true });
    expect(ask('Solve the system: 2x + 3y = 12, x - y = 1')).toMatchObject({ text: 'x = 3, y = 2', verified: true });
    expect(ask('Solve the system x + y + z = 6, x - y + z = 2, 2x + y - z = 1').text).toBe('x = 1, y = 2, z = 3');
  }, 30000);
  test('one equation per line is a system, not a chain a = b = c (was x = 4/9, y = 10/9)', () => {
    expect(ask('2x+y=7\nx-y=2')).toMatchObject({ text: 'x = 3, y = 1', verified: true });
  });
  test('inconsistent and dependent systems say so, with the reason', () => {
    const none = solve('Solve the system: x + y = 2, x + y = 5');
    expect(none.a.text).toBe('no solution');
    expect(none.verified).toBe(true);
    expect(none.a.steps.map((s) => s.rule)).toContain('algebra-system-inconsistent');
    const many = solve('Solve the system: x + y = 2, 2x + 2y = 4');
    expect(many.a.text).toBe('infinitely many solutions');
    expect(many.verified).toBe(true);
    expect(many.a.steps.map((s) => s.rule)).toContain('algebra-system-dependent');
  });
  test('quadratics: vertex, axis, discriminant, completing the square, max/min', () => {
    expect(ask('Find the vertex of y = x^2 - 4x + 3')).toMatchObject({ text: '(2, -1)', verified: true });
    expect(ask('axis of symmetry of y = 2x^2 + 8x - 1')).toMatchObject({ text: 'x = -2', verified: true });
    const d = solve('What is the discriminant of 2x^2 + 3x - 5');
    expect(d.a.text).toBe('49');
    expect(d.a.steps[1]!.rule).toBe('algebra-roots-two-rational');
    expect(d.verified).toBe(true);
    const cs = solve('Complete the square: x^2 + 6x + 5');
    expect(cs.a.text).toBe('(x + 3)^2 - 4');
    expect(cs.a.steps.length).toBeGreaterThanOrEqual(3);
    expect(cs.verified).toBe(true);
    expect(solve('Complete the square: 2x^2 - 4x + 5').a.text).toBe('2*(x - 1)^2 + 3');
    expect(ask('What is the maximum value of f(x) = -x^2 + 4x + 1?')).toMatchObject({ text: '5', verified: true });
    expect(ask('maximum value of y = x^2 - 4x + 3')).toMatchObject({ text: 'no maximum', verified: true });
  });
  test('roots in increasing order, complex roots as a + bi', () => {
    expect(ask('roots of x^2 - 6x + 13 = 0')).toMatchObject({ text: '3 - 2i, 3 + 2i', verified: true, topic: 'algebra' });
    expect(ask('zeros of f(x) = x^2 - 5x + 6')).toMatchObject({ text: '2, 3', verified: true });
    expect(ask('solve x^2 - 5x + 6 = 0 by factoring')).toMatchObject({ text: 'x = 2, x = 3', verified: true });
    expect(ask('What are the zeros of x^2 + 2x + 5?').text).toBe('-1 - 2i, -1 + 2i');
    expect(ask('Find all real solutions of the equation x^2 + 2x + 5 = 0').text).toBe('no real solution');
    const cs = solve('solve x^2 + 6x + 5 = 0 by completing the square');
    expect(cs.a.text).toBe('x = -5, x = -1');
    expect(cs.a.steps[0]!.rule).toBe('algebra-cs-group');
  });
  test('polynomial division, remainder and factor theorems', () => {
    const d = solve('Divide x^3 - 2x^2 + 3 by x - 1');
    expect(d.a.text).toBe('x^2 - x - 1 + 2/(x - 1)');
    expect(d.a.steps.map((s) => s.rule)).toEqual(['algebra-synthetic-division', 'algebra-quotient-remainder']);
    expect(d.verified).toBe(true);
    expect(solve('Use long division to divide x^3 - 2x^2 + 3 by x - 1').a.steps[0]!.rule).toBe('algebra-long-division-row');
    expect(ask('divide (x^3 - 8) by (x - 2)')).toMatchObject({ text: 'x^2 + 2*x + 4', verified: true });
    expect(ask('(x^3 - 8)/(x - 2)')).toMatchObject({ text: 'x^2 + 2*x + 4', verified: true });
    expect(ask('divide 2x^3 + 3x^2 - x + 5 by x^2 + 1').text).toBe('2*x + 3 - (3*x - 2)/(x^2 + 1)');
    const r = solve('find the remainder when x^3 + 2x - 5 is divided by x - 2');
    expect(r.a.text).toBe('7');
    expect(r.a.steps[0]!.rule).toBe('algebra-remainder-theorem');
    expect(ask('Is x - 1 a factor of x^3 - 1?')).toMatchObject({ text: 'yes', verified: true });
    expect(ask('Is x + 2 a factor of x^3 - 1?')).toMatchObject({ text: 'no', verified: true });
  });
  test('equations and inequalities named in words; extraneous roots named', () => {
    const rat = solve('Solve the rational equation 1/(x-1) = 2/(x^2-1)');
    expect(rat.a.text).toBe('no solution');
    expect(rat.verified).toBe(true);
    expect(rat.a.steps.find((s) => (s.rule as string) === 'check-extraneous')?.params?.rejected).toBe('1');
    const rad = solve('Solve the radical equation sqrt(x+2) = x');
    expect(rad.a.text).toBe('x = 2');
    expect(rad.a.steps.find((s) => (s.rule as string) === 'check-extraneous')?.params?.rejected).toBe('-1');
    expect(ask('Solve the exponential equation 3^(x+1) = 81')).toMatchObject({ text: 'x = 3', verified: true });
    expect(ask('Solve the logarithmic equation log_2(x+1) = 3')).toMatchObject({ text: 'x = 7', verified: true });
    expect(ask('solve the compound inequality -3 < 2x + 1 <= 7')).toMatchObject({ text: '(-2, 3]', verified: true });
    expect(ask('Solve the absolute value inequality |2x - 1| < 5')).toMatchObject({ text: '(-2, 3)', verified: true });
  });
  test('change of base: a quotient of logarithms with its decimal, checked by b^v = x', () => {
    const r = solve('Use the change of base formula to evaluate log_3(7)');
    expect(r.a.text).toBe('ln(7)/ln(3)');
    expect(r.a.approx).toBe('1.771243749');
    expect(r.verified).toBe(true);
    expect(solve('rewrite log_5(20) using common logarithms').a.text).toBe('log(20)/log(5)');
  });
  test('always-true and never-true statements', () => {
    const never = solve('solve the equation 2x + 3 = 2x + 5');
    expect(never.a.text).toBe('no solution');
    expect(never.a.steps.map((s) => s.rule)).toContain('algebra-contradiction');
    expect(never.verified).toBe(true);
    const always = solve('solve the equation 3(x+1) = 3x + 3');
    expect(always.a.text).toBe('all real numbers');
    expect(always.a.steps.map((s) => s.rule)).toContain('algebra-identity');
    expect(always.verified).toBe(true);
  });
  test('classify as identity, contradiction or conditional equation', () => {
    expect(ask('Is 2x + 3 = 2x + 5 an identity, a contradiction, or a conditional equation?')).toMatchObject({
      text: 'contradiction: no solution',
      verified: true,
    });
    expect(solve('Classify the equation as an identity, a contradiction or a conditional equation: 3(x+1) = 3x + 3').a.text).toBe(
      'identity: all real numbers',
    );
    const c = solve('Is 4(y - 2) = 2y + 6 an identity, a contradiction, or a conditional equation?');
    expect(c.a.text).toBe('conditional: y = 7');
    expect(c.verified).toBe(true);
  });
  test('an identity on its domain is not "no solution" (x = 3 satisfies x/(x-2) = 2/(x-2) + 1)', () => {
    const r = solve('Solve the equation: x/(x-2) = 2/(x-2) + 1');
    expect(r.a.text).toBe('all real numbers except 2');
    expect(r.verified).toBe(true);
  });
});

describe('algebra: other languages', () => {
  test.each([
    ['es', 'Resuelve el sistema: x + y = 5, x - y = 1', 'x = 3, y = 2'],
    ['es', '¿Es x - 1 un factor de x^3 - 1?', 'yes'],
    ['es', 'Completa el cuadrado: x^2 + 6x + 5', '(x + 3)^2 - 4'],
    ['fr', 'Trouver les racines de x^2 - 5x + 6', '2, 3'],
    ['fr', 'Divisez x^3 - 2x^2 + 3 par x - 1', 'x^2 - x - 1 + 2/(x - 1)'],
    ['ru', 'Выделите полный квадрат: x^2 + 6x + 5', '(x + 3)^2 - 4'],
    ['zh-CN', '求 x^3 + 2x - 5 除以 x - 2 的余数', '7'],
  ])('%s: %s', (lang, q, want) => expect(ask(q, lang)).toMatchObject({ text: want, verified: true, topic: 'algebra' }), 30000);
});

describe('algebra: reads only what it accounts for', () => {
  test('words in the math are not read', () => {
    for (const q of ['vertex of the banana', 'Solve the system: apples + pears = 5, x - y = 1', 'divide the cake by 3'])
      expect(T.read(q), q).toBeNull();
  });
  test('a non-quadratic has no vertex; a divisor must be a polynomial of degree ≥ 1', () => {
    expect(errorCode(() => solve('vertex of y = x^3 + 1'))).toBe('VALIDATION_ERROR:not-quadratic');
    expect(errorCode(() => solve('Divide x^3 - 1 by 5'))).toBe('VALIDATION_ERROR:bad-divisor');
  });
});
