/**
 * Counting: n!, permutations nPr = n!/(n−r)!, combinations nCr = n!/(r!(n−r)!), arrangements of n distinct objects
 * (n!) and arrangements of letters with repeats (n!/(c₁!·c₂!·…), the multinomial coefficient). Exact bigints.
 * Formulas: OpenStax College Algebra 2e §13.5 "Counting Principles" (CC BY 4.0).
 */
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { MathError } from '../../errors';
import { step } from '../statistics/shared';

/** Largest n accepted by the counting tasks (VALIDATION_ERROR above). */
export const MAX_N = 10000;

function check(n: number, r?: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_N)
    throw new MathError('VALIDATION_ERROR', `n must be a whole number from 0 to ${MAX_N}`, {
      reason: 'out-of-range',
      limit: MAX_N,
    });
  if (r !== undefined && (!Number.isInteger(r) || r < 0 || r > n))
    throw new MathError('VALIDATION_ERROR', 'r must be a whole number from 0 to n', { reason: 'out-of-range' });
}

/** Product lo·(lo+1)·…·hi as a bigint (1 when lo > hi). */
export function rangeProduct(lo: number, hi: number, budget: Budget): bigint {
  let p = 1n;
  for (let i = lo; i <= hi; i++) {
    budget.check();
    p *= BigInt(i);
  }
  return p;
}

const prodLatex = (hi: number, count: number): string =>
  count <= 0
    ? '1'
    : count <= 6
      ? Array.from({ length: count }, (_, i) => hi - i).join(' \\cdot ')
      : `${hi} \\cdot ${hi - 1} \\cdot \\dots \\cdot ${hi - count + 1}`;

/** n! with its step. */
export function factorial(n: number, budget: Budget, steps: Step[]): bigint {
  check(n);
  const v = rangeProduct(1, n, budget);
  if (n > 1) {
    steps.push(step('prob-factorial', `${n}!`, prodLatex(n, n), { n: `${n}` }));
    steps.push(step('evaluate-arithmetic', prodLatex(n, n), `${v}`, { op: prodLatex(n, n) }));
  }
  return v;
}

/** nPr with its steps. */
export function permutations(n: number, r: number, budget: Budget, steps: Step[]): bigint {
  check(n, r);
  const v = rangeProduct(n - r + 1, n, budget);
  steps.push(step('prob-permutations', `P(${n}, ${r})`, `\\frac{${n}!}{${n - r}!}`, { n: `${n}`, r: `${r}` }));
  steps.push(step('prob-cancel-factorials', `\\frac{${n}!}{${n - r}!}`, `${prodLatex(n, r)} = ${v}`, { k: `${r}` }));
  return v;
}

/** nCr with its steps. */
export function combinations(n: number, r: number, budget: Budget, steps: Step[]): bigint {
  check(n, r);
  const k = Math.min(r, n - r);
  const num = rangeProduct(n - k + 1, n, budget);
  const den = rangeProduct(1, k, budget);
  const v = num / den;
  steps.push(step('prob-combinations', `\\binom{${n}}{${r}}`, `\\frac{${n}!}{${r}!\\,${n - r}!}`, { n: `${n}`, r: `${r}` }));
  steps.push(
    step('prob-cancel-factorials', `\\frac{${n}!}{${r}!\\,${n - r}!}`, `\\frac{${prodLatex(n, k)}}{${prodLatex(k, k)}} = ${v}`, {
      k: `${k}`,
    }),
  );
  return v;
}

/** Letter counts of a word (A–Z, case-insensitive), in order of first appearance. */
export function letterCounts(word: string): [string, number][] {
  const m = new Map<string, number>();
  for (const ch of word.toUpperCase()) if (/[A-Z]/.test(ch)) m.set(ch, (m.get(ch) ?? 0) + 1);
  return [...m.entries()];
}

/** Distinct arrangements of the letters of a word: n! / (c₁!·c₂!·…), with steps. */
export function wordArrangements(word: string, budget: Budget, steps: Step[]): bigint {
  const counts = letterCounts(word);
  const n = counts.reduce((s, [, c]) => s + c, 0);
  check(n);
  const rep = counts.filter(([, c]) => c > 1);
  steps.push(
    step('prob-count-letters', `\\text{${word.toUpperCase()}}`, counts.map(([l, c]) => `${l}: ${c}`).join(',\\ '), { n: `${n}` }),
  );
  let den = 1n;
  for (const [, c] of rep) den *= rangeProduct(1, c, budget);
  const v = rangeProduct(1, n, budget) / den;
  const denL = rep.length ? rep.map(([, c]) => `${c}!`).join('\\,') : '1';
  steps.push(step('prob-arrange-repeats', `\\frac{${n}!}{${denL}}`, `${v}`, { n: `${n}` }));
  return v;
}
