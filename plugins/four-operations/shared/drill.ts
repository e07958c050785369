/**
 * The drill's arithmetic, shared by the client (making a round, checking an answer) and the server
 * (checking a saved round again: the server never trusts a score the client computed).
 *
 * Levels bound every number of a problem: at level `to10` the operands and the answer are whole
 * numbers from 0 to 10, at `to20` up to 20, at `to100` up to 100. Factors and divisors are from the
 * 1–10 times tables (so `to100` holds the whole tables: 7 × 8, 56 ÷ 8), and a division always has a
 * whole-number answer. Addends and factors start at 1; a difference may be 0.
 */

export const OPERATIONS = ['add', 'subtract', 'multiply', 'divide'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const LEVELS = ['to10', 'to20', 'to100'] as const;
export type Level = (typeof LEVELS)[number];

/** Problems in a round. */
export const ROUND_SIZE = 10;

/** The largest number of a level. */
export const LEVEL_MAX: Record<Level, number> = { to10: 10, to20: 20, to100: 100 };

/** The largest factor or divisor (the 1–10 times tables). */
export const MAX_FACTOR = 10;

/** The sign shown for each operation. */
export const SIGNS: Record<Operation, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

/** One problem: `a <op> b`. */
export interface Problem {
  op: Operation;
  a: number;
  b: number;
}

/** A random number source in [0, 1), like `Math.random` (tests pass a seeded one). */
export type Random = () => number;

/** A whole number from `min` to `max` (both included). */
function between(rng: Random, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

// #region guide:answer-of
/** The exact answer of a problem (a whole number for every problem `makeProblem` makes). */
export function answerOf(p: Problem): number {
  switch (p.op) {
    case 'add':
      return p.a + p.b;
    case 'subtract':
      return p.a - p.b;
    case 'multiply':
      return p.a * p.b;
    case 'divide':
      return p.a / p.b;
  }
}
// #endregion

/** A random problem of `op` at `level` (see the file's comment for the ranges). */
export function makeProblem(op: Operation, level: Level, rng: Random = Math.random): Problem {
  const max = LEVEL_MAX[level];
  switch (op) {
    case 'add': {
      const a = between(rng, 1, max - 1);
      return { op, a, b: between(rng, 1, max - a) };
    }
    case 'subtract': {
      const a = between(rng, 1, max);
      return { op, a, b: between(rng, 1, a) };
    }
    case 'multiply': {
      const a = between(rng, 1, Math.min(MAX_FACTOR, max));
      return { op, a, b: between(rng, 1, Math.min(MAX_FACTOR, Math.floor(max / a))) };
    }
    case 'divide': {
      // Built backwards from divisor × quotient, so the answer is whole.
      const b = between(rng, 1, Math.min(MAX_FACTOR, max));
      const q = between(rng, 1, Math.min(MAX_FACTOR, Math.floor(max / b)));
      return { op, a: b * q, b };
    }
  }
}

/**
 * Whether `p` is a problem of `level` as `makeProblem` makes them: whole numbers in range, factors
 * and divisors from 1 to 10, a whole non-negative answer. The server refuses any other.
 */
export function isValidProblem(p: Problem, level: Level): boolean {
  const max = LEVEL_MAX[level];
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (!whole(p.a) || !whole(p.b)) return false;
  if ((p.op === 'multiply' || p.op === 'divide') && (p.b < 1 || p.b > MAX_FACTOR)) return false;
  if (p.op === 'multiply' && (p.a < 1 || p.a > MAX_FACTOR)) return false;
  if (p.op === 'divide' && (p.a / p.b < 1 || p.a / p.b > MAX_FACTOR)) return false;
  if (p.op === 'add' && (p.a < 1 || p.b < 1)) return false;
  if (p.op === 'subtract' && (p.a < 1 || p.b < 1)) return false;
  return whole(answerOf(p));
}

const same = (x: Problem, y: Problem) => x.op === y.op && x.a === y.a && x.b === y.b;

/**
 * A round of `size` problems, the operations taking turns in a shuffled order; a problem does not
 * repeat within the round while the level has others left to give.
 * @throws Error when `operations` is empty
 */
export function makeRound(
  operations: readonly Operation[],
  level: Level,
  rng: Random = Math.random,
  size = ROUND_SIZE,
): Problem[] {
  if (!operations.length) throw new Error('makeRound: choose at least one operation');
  const ops = Array.from({ length: size }, (_, i) => operations[i % operations.length]!);
  for (let i = ops.length - 1; i > 0; i--) {
    const j = between(rng, 0, i);
    [ops[i], ops[j]] = [ops[j]!, ops[i]!];
  }
  const round: Problem[] = [];
  for (const op of ops) {
    let p = makeProblem(op, level, rng);
    for (let tries = 0; tries < 20 && round.some((q) => same(q, p)); tries++) p = makeProblem(op, level, rng);
    round.push(p);
  }
  return round;
}

/** An answered problem. */
export interface Answered extends Problem {
  /** What the student typed, as a whole number. */
  answer: number;
}

// #region guide:score
/** The score of answered problems: how many are right, and the ones missed with their right answers. */
export function scoreRound(answers: readonly Answered[]): {
  correct: number;
  total: number;
  missed: (Answered & { expected: number })[];
} {
  const missed = answers.filter((p) => p.answer !== answerOf(p)).map((p) => ({ ...p, expected: answerOf(p) }));
  return { correct: answers.length - missed.length, total: answers.length, missed };
}
// #endregion

/** A round's result, as kept among the best scores. */
export interface RoundResult {
  correct: number;
  durationMs: number;
}

/** Whether `a` beats `b` as a best score: more right answers, or as many in less time (the job's rule, jobs/bests.ts). */
export function beats(a: RoundResult, b: RoundResult | null): boolean {
  return !b || a.correct > b.correct || (a.correct === b.correct && a.durationMs < b.durationMs);
}

/** A problem as text, e.g. `7 × 8` (for screens and screen readers). */
export function problemText(p: Problem): string {
  return `${p.a} ${SIGNS[p.op]} ${p.b}`;
}

/** A problem as the calculator reads it, e.g. `7*8` (for `calculator:set`). */
export function calculatorInput(p: Problem): string {
  return `${p.a}${{ add: '+', subtract: '-', multiply: '*', divide: '/' }[p.op]}${p.b}`;
}

/** Operations in their canonical order without repeats: the key of a best score (`add,multiply`). */
export function operationsKey(operations: readonly Operation[]): string {
  return OPERATIONS.filter((o) => operations.includes(o)).join(',');
}
