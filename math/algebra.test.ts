/** Simplify gives the form students expect (issue #18): expanded polynomials, one fraction, double angles, alternates. */
import { describe, expect, it } from 'vitest';
import { compute } from './compute';
import { parse } from './parse';
import { equivalent } from './verify';

const simplify = (input: string) => compute({ model: 'CALCULATION', input, task: 'simplify' });
const same = (a: string, b: string) => equivalent(parse(a), parse(b));

describe('simplify: the form students expect', () => {
  it('a product of binomials is expanded, with the factored form as an alternate form', () => {
    const r = simplify('(x-3)(x+5)');
    expect(r.simplifyResultText.replace(/\s/g, '')).toBe('x^2+2*x-15');
    expect(r.verified).toBe(true);
    expect(r.alternateForms?.map((f) => f.text.replace(/\s/g, ''))).toEqual(['(x-3)*(x+5)']); // not also (x+5)(x-3)
    expect(r.steps.some((s) => s.rule === 'expand')).toBe(true);
  });

  it('a large power stays factored (its expansion is not simpler)', () => {
    expect(simplify('(x+1)^12').simplifyResultText.replace(/\s/g, '')).toBe('(x+1)^12');
  });

  it('a complex fraction is cleared to one fraction', () => {
    const r = simplify('(1/a + 1)/(1/a - 1)');
    expect(same(r.simplifyResultText, '(1 + a)/(1 - a)')).toBe(true);
    expect(r.simplifyResultText).not.toMatch(/1\s*\/\s*a/);
    expect(r.steps.some((s) => s.rule === 'combine-fractions')).toBe(true);
  });

  it('a difference of fractions is written over the common denominator', () => {
    const r = simplify('1/(x-1) - 1/(x+1)');
    expect(same(r.simplifyResultText, '2/(x^2 - 1)')).toBe(true);
    expect(r.simplifyResultText.match(/\//g)?.length).toBe(1);
  });

  it('sin^4 x - cos^4 x reaches -cos(2x) through the double-angle identity', () => {
    const r = simplify('sin(x)^4 - cos(x)^4');
    expect(r.simplifyResultText.replace(/\s/g, '')).toBe('-cos(2*x)');
    expect(r.verified).toBe(true);
  });

  it('1 - 2 sin^2 x and cos^2 x - sin^2 x are cos(2x)', () => {
    expect(simplify('1 - 2sin(x)^2').simplifyResultText.replace(/\s/g, '')).toBe('cos(2*x)');
    expect(simplify('cos(x)^2 - sin(x)^2').simplifyResultText.replace(/\s/g, '')).toBe('cos(2*x)');
  });
});
