/** The drill's arithmetic: ranges per level, exact division, rounds, scoring, and the server's validity check. */
import { describe, expect, it } from 'vitest';
import {
  LEVELS,
  LEVEL_MAX,
  OPERATIONS,
  answerOf,
  beats,
  calculatorInput,
  isValidProblem,
  makeProblem,
  makeRound,
  operationsKey,
  problemText,
  scoreRound,
  type Random,
} from './drill';

/** A small deterministic generator (mulberry32), so failures repeat. */
function seeded(seed: number): Random {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// #region guide:unit-test
describe('makeProblem', () => {
  it.each(LEVELS.flatMap((level) => OPERATIONS.map((op) => [op, level] as const)))(
    '%s at %s stays in range, with a whole answer',
    (op, level) => {
      const rng = seeded(42);
      for (let i = 0; i < 2000; i++) {
        const p = makeProblem(op, level, rng);
        const answer = answerOf(p);
        for (const n of [p.a, p.b, answer]) {
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(LEVEL_MAX[level]);
        }
        expect(isValidProblem(p, level)).toBe(true);
      }
    },
  );

  it('divides exactly, by 1 to 10, and reaches the whole times tables at level to100', () => {
    const rng = seeded(7);
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const p = makeProblem('divide', 'to100', rng);
      expect(p.a % p.b).toBe(0);
      expect(p.b).toBeGreaterThanOrEqual(1);
      expect(p.b).toBeLessThanOrEqual(10);
      seen.add(`${p.a}/${p.b}`);
    }
    expect(seen.size).toBe(100); // every b × q with b, q in 1..10
  });
});
// #endregion

describe('makeRound', () => {
  it('makes 10 distinct problems taking the chosen operations in turns', () => {
    const round = makeRound(['add', 'multiply'], 'to20', seeded(1));
    expect(round).toHaveLength(10);
    expect(round.filter((p) => p.op === 'add')).toHaveLength(5);
    expect(round.filter((p) => p.op === 'multiply')).toHaveLength(5);
    expect(new Set(round.map(problemText)).size).toBe(10);
  });

  it('needs an operation', () => {
    expect(() => makeRound([], 'to10')).toThrow(/at least one operation/);
  });
});

describe('scoreRound', () => {
  it('counts right answers and lists the missed ones with the right answer', () => {
    const s = scoreRound([
      { op: 'add', a: 3, b: 4, answer: 7 },
      { op: 'divide', a: 56, b: 8, answer: 8 },
      { op: 'subtract', a: 9, b: 9, answer: 0 },
    ]);
    expect(s).toEqual({ correct: 2, total: 3, missed: [{ op: 'divide', a: 56, b: 8, answer: 8, expected: 7 }] });
  });
});

describe('isValidProblem (the server refuses anything else)', () => {
  it('refuses inexact division, division by zero, numbers over the level and factors over 10', () => {
    expect(isValidProblem({ op: 'divide', a: 7, b: 2 }, 'to10')).toBe(false);
    expect(isValidProblem({ op: 'divide', a: 0, b: 0 }, 'to10')).toBe(false);
    expect(isValidProblem({ op: 'add', a: 8, b: 5 }, 'to10')).toBe(false);
    expect(isValidProblem({ op: 'multiply', a: 2, b: 11 }, 'to100')).toBe(false);
    expect(isValidProblem({ op: 'subtract', a: 3, b: 5 }, 'to10')).toBe(false);
    expect(isValidProblem({ op: 'multiply', a: 7, b: 8 }, 'to100')).toBe(true);
  });
});

describe('helpers', () => {
  it('writes problems for people and for the calculator, keys operations, and compares results', () => {
    expect(problemText({ op: 'multiply', a: 7, b: 8 })).toBe('7 × 8');
    expect(calculatorInput({ op: 'divide', a: 56, b: 8 })).toBe('56/8');
    expect(operationsKey(['divide', 'add', 'add'])).toBe('add,divide');
    expect(beats({ correct: 9, durationMs: 9000 }, { correct: 9, durationMs: 8000 })).toBe(false);
    expect(beats({ correct: 9, durationMs: 7000 }, { correct: 9, durationMs: 8000 })).toBe(true);
    expect(beats({ correct: 1, durationMs: 1 }, null)).toBe(true);
  });
});
