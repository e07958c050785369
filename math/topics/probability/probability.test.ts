import { describe, expect, it } from 'vitest';
import { probability } from '.';
import { Budget } from '../../budget';
import { gradeTopicCorpus } from '../corpus';
import { CORPUS } from './corpus';

const run = (q: string) => {
  const r = probability.read(q);
  if (!r) return null;
  const a = probability.solve(r, new Budget());
  return { r, a, ok: probability.verify(r, a) };
};

describe('probability topic', () => {
  it('reads nCr in every notation', () => {
    for (const q of ['9 choose 4', 'C(9,4)', '9C4', 'nCr(9,4)', '\\binom{9}{4}']) expect(run(q)?.a.text, q).toBe('126');
  });
  it('answers two heads in three tosses as 3/8 with its decimal, checked by enumeration', () => {
    expect(run('probability of two heads in three coin tosses')).toMatchObject({ a: { text: '3/8', approx: '0.375' }, ok: true });
  });
  it('splits overlapping draws into cases: a heart then a king without replacement is 1/52', () => {
    expect(run('probability of drawing a heart then a king from a deck of cards without replacement')).toMatchObject({ a: { text: '1/52' }, ok: true });
  });
  it('refuses n! for n > 10000', () => {
    const r = probability.read('10001 factorial');
    expect(r).not.toBeNull();
    expect(() => probability.solve(r!, new Budget())).toThrow(/10000/);
  });
  it('corpus: ≥ 90 % right and verified, no wrong answer', () => {
    const s = gradeTopicCorpus('probability', CORPUS);
    const bad = s.grades.filter((g) => !(g.correct && g.verified)).map((g) => `${g.item.q} -> ${g.got} (read ${g.read})`);
    expect(s.wrong, bad.join('\n')).toBe(0);
    expect(s.rightAndVerified / s.total, bad.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
