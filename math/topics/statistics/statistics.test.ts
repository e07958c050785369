import { describe, expect, it } from 'vitest';
import { statistics } from '.';
import { Budget } from '../../budget';
import { gradeTopicCorpus } from '../corpus';
import { CORPUS } from './corpus';

const run = (q: string) => {
  const r = statistics.read(q);
  if (!r) return null;
  const a = statistics.solve(r, new Budget());
  return { r, a, ok: statistics.verify(r, a) };
};

describe('statistics topic', () => {
  it('reads and verifies descriptive statistics in notation, words and questions', () => {
    expect(run('mean(3, 5, 7, 9)')?.a.text).toBe('6');
    expect(run('What is the sample standard deviation of {2, 4, 4, 4, 5, 5, 7, 9}?')).toMatchObject({
      a: { text: '4*sqrt(14)/7', approx: '2.138089935' },
      ok: true,
    });
    expect(run('Find the median. 4 8 1 9')?.a.steps.map((s) => s.rule)).toEqual(['stats-sort', 'stats-median-even']);
  });
  it('lists every mode when several values tie for the highest count, none when each value occurs once', () => {
    expect(run('mode of 1, 1, 2, 2')?.a.text).toBe('1, 2');
    expect(run('mode of 1, 2, 3')?.a.text).toBe('no mode');
  });
  it('says which variance it computes (sample by default, population when asked)', () => {
    expect(run('variance of 1, 2, 3, 4')?.a.latex).toBe('s^2 = \\frac{5}{3}');
    expect(run('population variance of 1, 2, 3, 4')?.a.latex).toBe('\\sigma^2 = \\frac{5}{4}');
  });
  it('does not read what it does not account for', () => {
    expect(statistics.read('range of f(x) = x^2')).toBeNull();
    expect(statistics.read('mean of 5')).toBeNull();
    expect(statistics.read('mean of 3, 5, banana')).toBeNull();
    // an unknown in the list is not a filler word
    expect(statistics.read('mean of 1, 2, x')).toBeNull();
    // N(a, b): σ or σ² depends on the book — not guessed
    expect(statistics.read('X ~ N(10, 4). Find P(X < 12)')).toBeNull();
  });
  it('refuses lists longer than 10000 values', () => {
    const big = `mean of ${Array.from({ length: 10001 }, (_, i) => i).join(', ')}`;
    const r = statistics.read(big);
    expect(r).not.toBeNull();
    expect(() => statistics.solve(r!, new Budget())).toThrow(/10000/);
  });
  it('normal, binomial and Poisson probabilities are verified independently', () => {
    expect(run('P(Z < 1.96)')).toMatchObject({ a: { text: '0.9750' }, ok: true });
    expect(run('binompdf(10, 0.5, 3)')).toMatchObject({ a: { text: '0.1171875' }, ok: true });
    expect(run('poissonpdf(3, 2)')).toMatchObject({ a: { text: '0.2240' }, ok: true });
  });
  it('corpus: ≥ 90 % right and verified, no wrong answer', () => {
    const s = gradeTopicCorpus('statistics', CORPUS);
    const bad = s.grades.filter((g) => !(g.correct && g.verified)).map((g) => `${g.item.q} -> ${g.got}`);
    expect(s.wrong, bad.join('\n')).toBe(0);
    expect(s.rightAndVerified / s.total, bad.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
