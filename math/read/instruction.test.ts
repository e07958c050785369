/**
 * Book instructions read with the exercise after them (instruction.ts): the phrasings of OpenStax Calculus Vol. 1
 * (§3.1, §4.10, §2.3, §5.5 — CC BY-NC-SA 4.0; the sentences below are the instruction patterns only, the functions are ours).
 */
import { describe, expect, it } from 'vitest';
import { bookFunctionTask, bookInstructionBeforeNotation } from './instruction';
import { answerQuestion } from '../router';
import { normalizeQuestion } from './normalize';

describe('bookFunctionTask', () => {
  it('antiderivatives, f′(a) and secant slopes of a function defined after the instruction', () => {
    expect(bookFunctionTask('Find the general form for the antiderivative F(x) of each function f(x). f(x) = 3x^2 + 1')).toBe(
      'integral of 3x^2 + 1 dx',
    );
    expect(bookFunctionTask("For the following functions y = f(x), find f'(a) using. f(x) = x^3, a = 2")).toBe(
      'derivative of x^3 at x = 2',
    );
    expect(
      bookFunctionTask(
        'Use to find the slope of the secant line between the values x_1 and x_2 for each function y = f(x). f(x) = x^2;x_1 = 1, x_2 = 3',
      ),
    ).toBe('calculate (((3)^2) - ((1)^2))/((3) - (1))');
    expect(bookFunctionTask('Find the antiderivative of the function, assuming F(0) = 1. f(x) = 2x')).toBe(
      "solve y' = 2x, y(0) = 1",
    );
  });

  it('answers them right through the whole reader (values computed, not looked up)', () => {
    const ask = (q: string) => answerQuestion(normalizeQuestion(q, 'en'));
    expect(
      Number(
        ask(
          'Use to find the slope of the secant line between the values x_1 and x_2 for each function y = f(x). f(x) = x^2;x_1 = 1, x_2 = 3',
        ).calcResult,
      ),
    ).toBe(4);
    expect(ask("For the following functions y = f(x), find f'(a) using. f(x) = x^3, a = 2").simplifyResult).toBe('12');
  });

  it('reads a derivative asked of each function, Leibniz notation as books print it, (dy)/(dx), and their IVP instruction', () => {
    expect(bookFunctionTask('Find dy/dx for each function. y = (5 - 2x)^3')).toBe('derivative of (5 - 2x)^3');
    expect(bookFunctionTask("Find f'(x) for each function. f(x) = x e^x")).toBe('derivative of x e^x');
    expect(normalizeQuestion('Find (dy)/(dx) for each function. y = x^4', 'en')).toBe('derivative of x^4');
    const r = answerQuestion(normalizeQuestion("Find the solution to the initial value problem. y' = 2x, y(0) = 3", 'en'));
    expect(r.status).toBe('ok');
    expect(r.simplifyResult?.replace(/\s/g, '')).toMatch(/y=x\^\{2\}\+3/);
  });

  it('an iterated integral after the book instruction is read (dxdy written together is math), the region-type question is not', () => {
    const ask = (q: string) => answerQuestion(normalizeQuestion(q, 'en'));
    const r = ask('Evaluate the iterated integrals by choosing the order of integration. ∫_{0}^{1} ∫_{0}^{2} x y^2 dydx');
    expect(r.status).toBe('ok');
    // ∫_0^1 x dx · ∫_0^2 y² dy = 1/2 · 8/3
    expect(r.simplifyResult).toBe('\\frac{4}{3}');
    expect(() => ask('Specify whether the region is of Type I or Type II. ∫_{0}^{1} ∫_{0}^{x} (xy+1)dydx')).toThrow();
  });

  it('leaves other texts alone', () => {
    for (const q of [
      'Find the domain of the function. f(x) = 1/(x - 4)',
      'Solve. 2x + 3 = 11',
      'f(x) = x^2',
      'Find the antiderivative of the function. f(x) = 7',
    ])
      expect(bookFunctionTask(q)).toBeNull();
  });
});

describe('bookInstructionBeforeNotation', () => {
  it('drops an instruction that names the notation’s own task, keeps one that asks for something else', () => {
    expect(bookInstructionBeforeNotation('Evaluate the limits with either method: lim_{x→1} x^2')).toBe('lim_{x→1} x^2');
    expect(bookInstructionBeforeNotation('Estimate the integral with the midpoint rule: ∫_0^1 x dx')).toBe(
      'Estimate the integral with the midpoint rule: ∫_0^1 x dx',
    );
    expect(bookInstructionBeforeNotation('Find the derivative: lim_{x→1} x^2')).toBe('Find the derivative: lim_{x→1} x^2');
    // naming another task too: the question is about the notation's result (d/dx ∫_0^x t² dt = x², not x³/3)
    expect(bookInstructionBeforeNotation('Find the derivative of the following integral: ∫_0^x t^2 dt')).toBe(
      'Find the derivative of the following integral: ∫_0^x t^2 dt',
    );
    expect(() => answerQuestion(normalizeQuestion('Find the derivative of the following integral. ∫_0^x t^2 dt', 'en'))).toThrow(
      /could not be read/,
    );
  });
});
