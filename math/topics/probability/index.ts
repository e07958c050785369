/**
 * The `probability` topic (issue #21): counting (n!, nPr, nCr, arrangements, arrangements of letters with repeats) and
 * probability of coins, dice, cards, urn draws and events (complement, addition rule, independence, conditional), and
 * the expected value of dice and coin games (./expected.ts).
 * Answers are exact (bigints, fractions with the decimal beside them). Verification is independent of the solver:
 * counts are recomputed with mathjs (BigNumber combinatorics) or the product of binomial coefficients; coin, dice,
 * card and urn probabilities by enumerating every outcome; event probabilities in floating point from other identities.
 */
import { combinations as mjComb, permutations as mjPerm, factorial as mjFact, bignumber } from 'mathjs';
import type { Topic, TopicAnswer, TopicReading } from '../types';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { MathError } from '../../errors';
import { ratAnswer, frac, fval, type Fraction } from '../statistics/shared';
import { discreteRange } from '../statistics/distributions';
import type { RvEvent } from '../statistics/events';
import { textValue, near } from '../statistics/verify';
import jStat from 'jstat';
import { readProbability } from './read';
import { solveExpectedGame, verifyExpectedGame } from './expected';
import { factorial, permutations, combinations, wordArrangements, letterCounts } from './counting';
import {
  coins,
  dice,
  cards,
  urn,
  events,
  DECK,
  fits,
  type CardSpec,
  type DiceTarget,
  type EventGiven,
  type EventTarget,
} from './chance';

const intAnswer = (v: bigint, steps: Step[]): TopicAnswer => ({
  kind: 'number',
  text: `${v}`,
  latex: `${v}`,
  steps,
  exact: true,
});
const probAnswer = (p: Fraction, steps: Step[]): TopicAnswer => ({ kind: 'number', ...ratAnswer(p), steps, exact: true });

/** Solves a probability reading. Throws MathError for out-of-range or undetermined inputs. */
function solve(r: TopicReading, budget: Budget): TopicAnswer {
  const p = r.params;
  const steps: Step[] = [];
  switch (r.task) {
    case 'factorial':
    case 'arrangements':
      return intAnswer(factorial(Number(p.n), budget, steps), steps);
    case 'permutations':
      return intAnswer(permutations(Number(p.n), Number(p.r), budget, steps), steps);
    case 'combinations':
      return intAnswer(combinations(Number(p.n), Number(p.r), budget, steps), steps);
    case 'word-arrangements':
      return intAnswer(wordArrangements(String(p.word), budget, steps), steps);
    case 'coins':
      return probAnswer(coins(Number(p.n), p.event as RvEvent, steps), steps);
    case 'dice':
      return probAnswer(dice(Number(p.m), Number(p.sides), p.target as DiceTarget, budget, steps), steps);
    case 'cards':
      return probAnswer(cards(p.specs as CardSpec[], Boolean(p.replace), steps), steps);
    case 'urn':
      return probAnswer(
        urn(
          p.balls as Record<string, number>,
          Number(p.draws),
          p.want as Record<string, number>,
          Boolean(p.replace),
          steps,
          p.order as string[] | undefined,
          p.atLeastOne as string | undefined,
        ),
        steps,
      );
    case 'expected-value':
      return solveExpectedGame(r, budget);
    case 'events': {
      const v = events(p.given as EventGiven, p.target as EventTarget, steps);
      if (typeof v === 'boolean')
        return {
          kind: 'boolean',
          value: v,
          text: v ? 'true' : 'false',
          latex: v ? '\\text{yes}' : '\\text{no}',
          steps,
          exact: true,
        };
      return probAnswer(v, steps);
    }
    default:
      throw new MathError('UNSUPPORTED', `Unknown probability task ${r.task}`, { reason: 'unknown-task' });
  }
}

/** Enumerates every ordered tuple of `k` values from 0..n-1 (at most `limit` tuples, else null). */
function* tuples(n: number, k: number): Generator<number[]> {
  const t = new Array(k).fill(0);
  for (;;) {
    yield t;
    let i = k - 1;
    while (i >= 0 && ++t[i] === n) t[i--] = 0;
    if (i < 0) return;
  }
}
const enumerable = (n: number, k: number, limit = 300000): boolean => n ** k <= limit;

/** Probability by enumerating outcomes of a coin/dice/card/urn reading; null when the space is too large. */
function enumerate(r: TopicReading): number | null {
  const p = r.params;
  const inRange = (e: RvEvent, x: number, max: number) => {
    const [lo, hi] = discreteRange(e, max);
    return x >= lo && x <= hi;
  };
  let hit = 0;
  let all = 0;
  if (r.task === 'coins') {
    const n = Number(p.n);
    if (!enumerable(2, n)) {
      // too many tosses to list: the number of heads is Binomial(n, 1/2) — jStat's pmf, a different computation
      const [lo, hi] = discreteRange(p.event as RvEvent, n);
      let s = 0;
      for (let k = lo; k <= hi; k++) s += jStat.binomial.pdf(k, n, 0.5);
      return s;
    }
    for (const t of tuples(2, n)) {
      all++;
      if (inRange(p.event as RvEvent, t.filter((x) => x === 1).length, n)) hit++;
    }
  } else if (r.task === 'dice') {
    const [m, s, t] = [Number(p.m), Number(p.sides), p.target as DiceTarget];
    if (!enumerable(s, m)) return null;
    for (const o of tuples(s, m)) {
      all++;
      const faces = o.map((x) => x + 1);
      const ok =
        t.kind === 'doubles'
          ? faces[0] === faces[1]
          : t.kind === 'sum'
            ? inRange(
                t.event,
                faces.reduce((a, b) => a + b, 0),
                m * s,
              )
            : inRange(t.event, faces.filter((f) => t.faces.includes(f)).length, m);
      if (ok) hit++;
    }
  } else if (r.task === 'cards') {
    const specs = p.specs as CardSpec[];
    if (!enumerable(52, specs.length)) return null;
    for (const o of tuples(52, specs.length)) {
      if (!p.replace && new Set(o).size < o.length) continue;
      all++;
      if (o.every((c, i) => fits(DECK[c], specs[i]))) hit++;
    }
  } else if (r.task === 'urn') {
    const balls = Object.entries(p.balls as Record<string, number>).flatMap(([c, n]) => new Array(n).fill(c) as string[]);
    const k = Number(p.draws);
    if (!enumerable(balls.length, k)) return null;
    const want = p.want as Record<string, number>;
    const order = p.order as string[] | undefined;
    for (const o of tuples(balls.length, k)) {
      if (!p.replace && new Set(o).size < o.length) continue;
      all++;
      if (order) {
        if (o.every((i, j) => balls[i] === order[j])) hit++;
        continue;
      }
      if (p.atLeastOne) {
        if (o.some((i) => balls[i] === p.atLeastOne)) hit++;
        continue;
      }
      const got: Record<string, number> = {};
      for (const i of o) got[balls[i]] = (got[balls[i]] ?? 0) + 1;
      if (Object.entries(want).every(([c, n]) => got[c] === n)) hit++;
    }
  } else return null;
  return hit / all;
}

/** Independent check of a counting answer: mathjs BigNumber combinatorics / product of binomial coefficients. */
function verifyCount(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params;
  const n = Number(p.n);
  let ref: string;
  if (r.task === 'combinations') ref = mjComb(bignumber(n), bignumber(Number(p.r))).toFixed();
  else if (r.task === 'permutations') ref = mjPerm(bignumber(n), bignumber(Number(p.r))).toFixed();
  else if (r.task === 'word-arrangements') {
    let left = 0;
    let v = bignumber(1);
    for (const [, c] of letterCounts(String(p.word))) {
      left += c;
      v = v.mul(mjComb(bignumber(left), bignumber(c)));
    }
    ref = v.toFixed();
  } else {
    if (n > 3000) return BigInt(a.text) % BigInt(n) === 0n && a.text.length > 3000; // too big for BigNumber precision: weak check only
    ref = mjFact(bignumber(n)).toFixed();
  }
  return ref === a.text;
}

/** Independent check of an events answer in floating point (other identities where there are some). */
function verifyEvents(r: TopicReading, a: TopicAnswer): boolean {
  const g = r.params.given as EventGiven;
  const f = (s?: string) => (s === undefined ? NaN : textValue(s.replace(/%$/, '/100')));
  const [A, B] = [f(g.a), f(g.b)];
  let AB = g.ab !== undefined ? f(g.ab) : g.exclusive ? 0 : g.independent ? A * B : A + B - f(g.aOrB);
  if (!Number.isFinite(AB) && g.aOrB) AB = A + B - f(g.aOrB);
  const t = r.params.target as EventTarget;
  if (t === 'independent?') return a.value === Math.abs(A * B - AB) < 1e-12;
  const ref = {
    'not-a': 1 - A,
    'not-b': 1 - B,
    'a-or-b': 1 - (1 - A - B + AB),
    'a-and-b': AB,
    'a-given-b': AB / B,
    'b-given-a': AB / A,
  }[t];
  return near(textValue(a.text), ref, 1e-9);
}

export const probability: Topic = {
  id: 'probability',
  level: 2,
  examples: [
    '9 choose 4',
    'probability of two heads in three coin tosses',
    'probability of a sum of 7 with two dice',
    'arrangements of the letters of MISSISSIPPI',
    'expected value of the sum of two dice',
  ],
  read: readProbability,
  solve,
  verify(r: TopicReading, a: TopicAnswer): boolean {
    if (['factorial', 'arrangements', 'permutations', 'combinations', 'word-arrangements'].includes(r.task))
      return verifyCount(r, a);
    if (r.task === 'events') return verifyEvents(r, a);
    if (r.task === 'expected-value') return verifyExpectedGame(r, a);
    const ref = enumerate(r);
    if (ref === null) return false;
    return near(fval(frac(a.text)), ref, r.task === 'coins' && Number(r.params.n) > 18 ? 1e-9 : 1e-12);
  },
};
