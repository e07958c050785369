import { describe, expect, test } from 'vitest';
import { corpusSuite, errorCode, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { series } from './index';
import { normalizeQuestion } from '../../read';

/** The series corpus (SymPy is_convergent / summation / limit) through the path users get. */
corpusSuite('series', CORPUS);

const solve = solverFor(series);
const rules = (q: string) => solve(q).a.steps.map((s) => s.rule);

describe('series (issue #22): the test that decides is named, nothing is guessed', () => {
  test('p-series, ratio, limit comparison, integral and alternating tests', () => {
    expect(rules('does the series sum 1/n^2 converge')).toContain('series-p-converges');
    expect(rules('does the series sum 1/n converge')).toContain('series-p-diverges');
    expect(rules('does sum 2^n/n! converge')).toContain('series-ratio-converges');
    expect(rules('does sum n/(n^2+1) converge')).toContain('series-limit-comparison-diverges');
    expect(solve('does the series sum (-1)^n/n converge').a.text).toBe('converges conditionally');
    expect(solve('does the series sum (-1)^(n+1)/n^2 converge').a.text).toBe('converges absolutely');
  });

  test('(−1)^(2n) does not alternate: Σ (−1)^(2n)/n diverges like the harmonic series', () => {
    expect(solve('does the series sum (-1)^(2n)/n converge').a.text).toBe('diverges');
  });

  test('sums: known values and telescoping by partial fractions', () => {
    const s = solve('sum of 1/(n(n+1)) from n=1 to infinity');
    expect(s.a.text).toBe('1');
    expect(s.a.steps.map((x) => x.rule)).toEqual(expect.arrayContaining(['series-partial-fractions', 'series-telescoping']));
    expect(s.verified).toBe(true);
    expect(solve('sum of 1/n^2 from n=2 to infinity').a.latex).toBe('\\frac{\\pi^{2}}{6} - 1');
  });

  test('a convergent series without a known closed form is refused, not guessed', () => {
    expect(errorCode(() => solve('sum of 1/n^3 from n=1 to infinity'))).toBe('UNSUPPORTED:series-unsupported');
  });

  test('radius and interval of convergence with both endpoints tested', () => {
    expect(solve('radius of convergence of sum x^n/n!').a.text).toBe('inf');
    const i = solve('interval of convergence of sum x^n/n');
    expect(i.a.text).toBe('[-1, 1)');
    expect(i.verified).toBe(true);
  });

  test('the check rejects a wrong verdict, sum or radius', () => {
    const c = solve('does the series sum 1/n^2 converge');
    expect(series.verify(c.r, { ...c.a, text: 'diverges' })).toBe(false);
    const s = solve('sum of 1/(n(n+1)) from n=1 to infinity');
    expect(series.verify(s.r, { ...s.a, text: '2' })).toBe(false);
    const r = solve('radius of convergence of sum x^n/2^n');
    expect(r.a.text).toBe('2');
    expect(series.verify(r.r, { ...r.a, text: '3' })).toBe(false);
  });

  test('"x^n/n!" keeps its factorial through the reader', () => {
    expect(normalizeQuestion('radius of convergence of sum x^n/n!', 'en')).toMatch(/n!$/);
  });
});
