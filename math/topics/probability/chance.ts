/**
 * Probability of coins, dice, cards and urn draws (classical probability, exact fractions) and of events given by
 * their probabilities (complement, addition rule, multiplication rule for independent events, conditional probability,
 * the independence test). Formulas: OpenStax Introductory Statistics 2e §3.1–3.3 (CC BY 4.0). The solver counts with
 * formulas (binomial coefficients, products of draw probabilities); verify.ts re-counts by enumerating outcomes.
 */
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { MathError } from '../../errors';
import { frac, fracLatex, step, type Fraction } from '../statistics/shared';
import { binom, discreteRange } from '../statistics/distributions';
import type { RvEvent } from '../statistics/events';

/** A card of the standard 52-card deck. */
export interface Card {
  rank: number; // 1 = ace, 11 jack, 12 queen, 13 king
  suit: 'hearts' | 'diamonds' | 'clubs' | 'spades';
}
export const DECK: Card[] = (['hearts', 'diamonds', 'clubs', 'spades'] as const).flatMap((suit) =>
  Array.from({ length: 13 }, (_, i) => ({ rank: i + 1, suit })),
);

/** A card category as read from a question: rank, suit, colour, face card, joined by "or" (alternatives) — all optional. */
export interface CardSpec {
  rank?: number;
  suit?: Card['suit'];
  color?: 'red' | 'black';
  face?: boolean;
  or?: CardSpec;
}
/** Does the card fit the category? */
export function fits(c: Card, s: CardSpec): boolean {
  const red = c.suit === 'hearts' || c.suit === 'diamonds';
  const own =
    (s.rank === undefined || c.rank === s.rank) &&
    (s.suit === undefined || c.suit === s.suit) &&
    (s.color === undefined || (s.color === 'red') === red) &&
    (s.face === undefined || c.rank >= 11 === s.face);
  return own || (s.or !== undefined && fits(c, s.or));
}

/** Probability of k heads (event on the number of heads) in n fair coin tosses: Σ C(n,k) / 2^n. */
export function coins(n: number, e: RvEvent, steps: Step[]): Fraction {
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new MathError('VALIDATION_ERROR', 'The number of tosses must be from 1 to 1000', { reason: 'out-of-range' });
  const [lo, hi] = discreteRange(e, n);
  const total = 2n ** BigInt(n);
  steps.push(step('prob-sample-space', `2^{${n}}`, `${total}`, { total: `${total}` }));
  const atLeastOne = e.lo !== undefined && e.hi === undefined && hi === n && lo === 1;
  if (atLeastOne) {
    steps.push(step('prob-at-least-one', `1 - P(\\text{none})`, `1 - \\frac{1}{${total}}`, { none: `\\frac{1}{${total}}` }));
    return frac(1).sub(frac(1n).div(frac(total)));
  }
  let fav = 0n;
  for (let k = lo; k <= hi; k++) fav += binom(n, k);
  const ks =
    hi - lo > 4
      ? `\\binom{${n}}{${lo}} + \\dots + \\binom{${n}}{${hi}}`
      : Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => `\\binom{${n}}{${lo + i}}`).join(' + ') || '0';
  steps.push(step('prob-favorable', ks, `${fav}`, { favorable: `${fav}` }));
  const p = frac(fav).div(frac(total));
  steps.push(step('prob-classical', `\\frac{${fav}}{${total}}`, fracLatex(p), { favorable: `${fav}`, total: `${total}` }));
  return p;
}

/** A dice question's target: the sum, how many dice show a face set, or doubles. */
export type DiceTarget =
  { kind: 'sum'; event: RvEvent } | { kind: 'count'; faces: number[]; event: RvEvent } | { kind: 'doubles' };

/** Number of ways m dice with `sides` faces give each sum (convolution of the face polynomials). */
export function sumWays(m: number, sides: number, budget?: Budget): bigint[] {
  let ways: bigint[] = [1n];
  for (let d = 0; d < m; d++) {
    const next: bigint[] = new Array(ways.length + sides).fill(0n);
    ways.forEach((w, s) => {
      budget?.check();
      for (let f = 1; f <= sides; f++) next[s + f] += w;
    });
    ways = next;
  }
  return ways;
}

/** Probability of a dice target for m fair dice (or m rolls of one die). */
export function dice(m: number, sides: number, t: DiceTarget, budget: Budget, steps: Step[]): Fraction {
  if (!Number.isInteger(m) || m < 1 || m > 100 || !Number.isInteger(sides) || sides < 2 || sides > 20)
    throw new MathError('VALIDATION_ERROR', 'At most 100 dice with 2 to 20 faces', { reason: 'out-of-range' });
  budget.check();
  const total = BigInt(sides) ** BigInt(m);
  steps.push(step('prob-sample-space', `${sides}^{${m}}`, `${total}`, { total: `${total}` }));
  let fav: bigint;
  if (t.kind === 'doubles') {
    if (m !== 2) throw new MathError('UNSUPPORTED', 'Doubles need two dice', { reason: 'unsupported' });
    fav = BigInt(sides);
  } else if (t.kind === 'sum') {
    const ways = sumWays(m, sides, budget);
    const [lo, hi] = discreteRange(t.event, m * sides);
    fav = 0n;
    for (let s = Math.max(lo, m); s <= hi; s++) fav += ways[s] ?? 0n;
  } else {
    const f = t.faces.length;
    const [lo, hi] = discreteRange(t.event, m);
    if (lo === 1 && hi === m && m > 1) {
      const none = BigInt(sides - f) ** BigInt(m);
      steps.push(
        step('prob-at-least-one', `1 - P(\\text{none})`, `1 - \\frac{${none}}{${total}}`, { none: `\\frac{${none}}{${total}}` }),
      );
      return frac(1).sub(frac(none).div(frac(total)));
    }
    fav = 0n;
    for (let k = lo; k <= hi; k++) fav += binom(m, k) * BigInt(f) ** BigInt(k) * BigInt(sides - f) ** BigInt(m - k);
  }
  steps.push(step('prob-favorable', '\\text{favourable outcomes}', `${fav}`, { favorable: `${fav}` }));
  const p = frac(fav).div(frac(total));
  steps.push(step('prob-classical', `\\frac{${fav}}{${total}}`, fracLatex(p), { favorable: `${fav}`, total: `${total}` }));
  return p;
}

/** Probability that successive draws from a deck fit the categories in order (with or without replacement). */
export function cards(specs: CardSpec[], replace: boolean, steps: Step[]): Fraction {
  if (specs.length < 1 || specs.length > 5) throw new MathError('UNSUPPORTED', 'At most 5 draws', { reason: 'unsupported' });
  if (!replace && specs.length === 2 && overlapping(specs[0], specs[1])) return twoOverlapping(specs[0], specs[1], steps);
  let p = frac(1);
  const factors: string[] = [];
  const taken: Card[] = [];
  for (let i = 0; i < specs.length; i++) {
    // Without replacement, the count left fits the category minus the earlier draws that fit it too: exact when the
    // categories of successive draws are equal or disjoint (overlapping pairs go through twoOverlapping; the reader
    // refuses overlapping categories in 3+ draws); verify.ts enumerates every order.
    const left = replace ? DECK : DECK.filter((c) => !taken.includes(c));
    const fav = left.filter((c) => fits(c, specs[i]));
    const f = frac(fav.length).div(left.length);
    factors.push(`\\frac{${fav.length}}{${left.length}}`);
    p = p.mul(f);
    if (!replace && fav.length) taken.push(fav[0]);
  }
  const counts = factors.map((f) => /\{(\d+)\}\{(\d+)\}/.exec(f)!);
  if (specs.length === 1) {
    steps.push(step('prob-sample-space', '\\text{52 cards}', '52', { total: '52' }));
    steps.push(step('prob-favorable', '\\text{favourable cards}', counts[0][1], { favorable: counts[0][1] }));
    steps.push(step('prob-classical', factors[0], fracLatex(p), { favorable: counts[0][1], total: '52' }));
  } else {
    counts.forEach((c, i) =>
      steps.push(step('prob-classical', `P_{${i + 1}}`, `\\frac{${c[1]}}{${c[2]}}`, { favorable: c[1], total: c[2] })),
    );
    steps.push(
      step(replace ? 'prob-multiply-with' : 'prob-multiply-without', factors.join(' \\cdot '), fracLatex(p), {
        expr: factors.join(' \\cdot '),
      }),
    );
  }
  return p;
}

/** True when two card categories share some cards but are not the same set (the plain product rule would be wrong). */
export function overlapping(a: CardSpec, b: CardSpec): boolean {
  const A = DECK.filter((c) => fits(c, a));
  const B = DECK.filter((c) => fits(c, b));
  const both = A.filter((c) => B.includes(c)).length;
  return both > 0 && !(both === A.length && both === B.length);
}

/**
 * Two draws without replacement whose categories overlap ("a heart, then a king"): split by whether the first card is
 * also in the second category: P = (|A∩B|·(|B| − 1) + |A∖B|·|B|) ÷ (52·51).
 */
function twoOverlapping(a: CardSpec, b: CardSpec, steps: Step[]): Fraction {
  const A = DECK.filter((c) => fits(c, a)).length;
  const B = DECK.filter((c) => fits(c, b)).length;
  const both = DECK.filter((c) => fits(c, a) && fits(c, b)).length;
  const fav = both * (B - 1) + (A - both) * B;
  const p = frac(fav).div(52 * 51);
  const expr = `\\frac{${both} \\cdot ${B - 1} + ${A - both} \\cdot ${B}}{52 \\cdot 51}`;
  steps.push(step('prob-sample-space', '52 \\cdot 51', `${52 * 51}`, { total: `${52 * 51}` }));
  steps.push(step('prob-favorable', `${both} \\cdot ${B - 1} + ${A - both} \\cdot ${B}`, `${fav}`, { favorable: `${fav}` }));
  steps.push(step('prob-multiply-without', expr, fracLatex(p), { expr }));
  return p;
}

/** An urn: colour → count. A draw target: how many of each colour must be drawn (the rest any). */
export function urn(
  balls: Record<string, number>,
  draws: number,
  want: Record<string, number>,
  replace: boolean,
  steps: Step[],
  order?: string[],
  atLeastOne?: string,
): Fraction {
  const N = Object.values(balls).reduce((s, c) => s + c, 0);
  const k = Object.values(want).reduce((s, c) => s + c, 0);
  if (N < 1 || N > 1000 || draws < 1 || (!replace && draws > N) || k > draws)
    throw new MathError('UNSUPPORTED', 'Unsupported urn question', { reason: 'unsupported' });
  if (order) return urnOrdered(balls, N, order, replace, steps);
  if (atLeastOne) return urnAtLeastOne(balls[atLeastOne] ?? 0, N, draws, replace, steps);
  // the draws not asked for come from the other colours ("exactly 2 red in 3 draws": 2 red and 1 not red)
  const rest = draws - k;
  const others = N - Object.keys(want).reduce((s, c) => s + (balls[c] ?? 0), 0);
  if (!replace) {
    let fav = binom(others, rest);
    const parts: string[] = rest ? [`\\binom{${others}}{${rest}}`] : [];
    for (const [c, w] of Object.entries(want)) {
      fav *= binom(balls[c] ?? 0, w);
      parts.unshift(`\\binom{${balls[c] ?? 0}}{${w}}`);
    }
    const tot = binom(N, draws);
    steps.push(
      step('prob-urn-without', `\\frac{${parts.join(' ')}}{\\binom{${N}}{${draws}}}`, `\\frac{${fav}}{${tot}}`, {
        total: `\\binom{${N}}{${draws}}`,
      }),
    );
    const p = frac(fav).div(frac(tot));
    steps.push(step('prob-classical', `\\frac{${fav}}{${tot}}`, fracLatex(p), { favorable: `${fav}`, total: `${tot}` }));
    return p;
  }
  let p = frac(binom(draws, 0));
  let remaining = draws;
  const parts: string[] = [];
  for (const [c, w] of Object.entries(want)) {
    p = p.mul(frac(binom(remaining, w))).mul(
      frac(balls[c] ?? 0)
        .div(N)
        .pow(w),
    );
    remaining -= w;
    parts.push(`\\binom{${remaining + w}}{${w}}(\\frac{${balls[c] ?? 0}}{${N}})^{${w}}`);
  }
  if (rest) {
    p = p.mul(frac(others).div(N).pow(rest));
    parts.push(`(\\frac{${others}}{${N}})^{${rest}}`);
  }
  steps.push(step('prob-multiply-with', parts.join(' \\cdot '), fracLatex(p), { expr: parts.join(' \\cdot ') }));
  return p;
}

/** P(at least one of a colour) = 1 − P(none of it): C(N − R, k)/C(N, k) without replacement, ((N − R)/N)^k with. */
function urnAtLeastOne(R: number, N: number, k: number, replace: boolean, steps: Step[]): Fraction {
  const none = replace
    ? frac(N - R)
        .div(N)
        .pow(k)
    : frac(binom(N - R, k)).div(frac(binom(N, k)));
  const noneL = replace ? `(\\frac{${N - R}}{${N}})^{${k}}` : `\\frac{\\binom{${N - R}}{${k}}}{\\binom{${N}}{${k}}}`;
  steps.push(step('prob-at-least-one', `1 - P(\\text{none})`, `1 - ${noneL}`, { none: noneL }));
  const p = frac(1).sub(none);
  steps.push(step('evaluate-arithmetic', `1 - ${fracLatex(none)}`, fracLatex(p), { op: `1 - ${fracLatex(none)}` }));
  return p;
}

/** Draws in a given order ("a red, then a blue"): the product of each draw's chance given the earlier ones. */
function urnOrdered(balls: Record<string, number>, N: number, order: string[], replace: boolean, steps: Step[]): Fraction {
  const left = { ...balls };
  let total = N;
  let p = frac(1);
  const factors: string[] = [];
  order.forEach((c, i) => {
    const fav = left[c] ?? 0;
    factors.push(`\\frac{${fav}}{${total}}`);
    steps.push(step('prob-classical', `P_{${i + 1}}`, `\\frac{${fav}}{${total}}`, { favorable: `${fav}`, total: `${total}` }));
    p = p.mul(frac(fav).div(total));
    if (!replace) {
      left[c] = fav - 1;
      total--;
    }
  });
  const expr = factors.join(' \\cdot ');
  steps.push(step(replace ? 'prob-multiply-with' : 'prob-multiply-without', expr, fracLatex(p), { expr }));
  return p;
}

/** Event probabilities: the question's target from the given P(A), P(B), P(A and B), P(A or B). */
export interface EventGiven {
  a?: string;
  b?: string;
  ab?: string;
  aOrB?: string;
  independent?: boolean;
  exclusive?: boolean;
}
export type EventTarget = 'not-a' | 'not-b' | 'a-or-b' | 'a-and-b' | 'a-given-b' | 'b-given-a' | 'independent?';

/** Solves an event question; throws UNSUPPORTED when the givens do not determine the target. */
export function events(g: EventGiven, target: EventTarget, steps: Step[]): Fraction | boolean {
  const F = (s?: string): Fraction | null => (s === undefined ? null : frac(s));
  const [A, B] = [F(g.a), F(g.b)];
  let AB = F(g.ab) ?? (g.exclusive ? frac(0) : null);
  if (!AB && g.independent && A && B) {
    AB = A.mul(B);
    const prod = `${fracLatex(A)} \\cdot ${fracLatex(B)}`;
    steps.push(step('prob-independent-product', 'P(A \\cap B)', prod, { pa: fracLatex(A), pb: fracLatex(B) }));
    steps.push(step('evaluate-arithmetic', prod, fracLatex(AB), { op: prod }));
  }
  if (!AB && A && B && g.aOrB) AB = A.add(B).sub(frac(g.aOrB));
  for (const v of [A, B, AB])
    if (v && (v.compare(0) < 0 || v.compare(1) > 0))
      throw new MathError('VALIDATION_ERROR', 'A probability must be between 0 and 1', { reason: 'out-of-range' });
  // consistency: P(A and B) ≤ min(P(A), P(B)) and P(A or B) = P(A) + P(B) − P(A and B) ≤ 1
  const inconsistent =
    AB && ((A && AB.compare(A) > 0) || (B && AB.compare(B) > 0) || (A && B && A.add(B).sub(AB).compare(1) > 0));
  if (inconsistent)
    throw new MathError('VALIDATION_ERROR', 'These probabilities cannot all hold at once', {
      reason: 'inconsistent-probabilities',
    });
  const need = (...xs: (Fraction | null)[]): void => {
    if (xs.some((x) => !x))
      throw new MathError('UNSUPPORTED', 'The given probabilities do not determine the answer', { reason: 'underdetermined' });
  };
  switch (target) {
    case 'not-a':
    case 'not-b': {
      const X = target === 'not-a' ? A : B;
      need(X);
      const r = frac(1).sub(X!);
      steps.push(
        step('prob-complement-rule', target === 'not-a' ? "P(A')" : "P(B')", `1 - ${fracLatex(X!)}`, { p: fracLatex(X!) }),
      );
      steps.push(step('evaluate-arithmetic', `1 - ${fracLatex(X!)}`, fracLatex(r), { op: `1 - ${fracLatex(X!)}` }));
      return r;
    }
    case 'a-or-b': {
      need(A, B, AB);
      const r = A!.add(B!).sub(AB!);
      const sum = `${fracLatex(A!)} + ${fracLatex(B!)} - ${fracLatex(AB!)}`;
      steps.push(step('prob-addition-rule', 'P(A \\cup B)', sum, { pab: fracLatex(AB!) }));
      steps.push(step('evaluate-arithmetic', sum, fracLatex(r), { op: sum }));
      return r;
    }
    case 'a-and-b':
      need(AB);
      return AB!;
    case 'a-given-b':
    case 'b-given-a': {
      const D = target === 'a-given-b' ? B : A;
      need(AB, D);
      if (D!.equals(0))
        throw new MathError('VALIDATION_ERROR', 'The condition has probability 0', { reason: 'division-by-zero' });
      const r = AB!.div(D!);
      const q = `\\frac{${fracLatex(AB!)}}{${fracLatex(D!)}}`;
      steps.push(
        step('prob-conditional', target === 'a-given-b' ? 'P(A \\mid B)' : 'P(B \\mid A)', q, {
          pab: fracLatex(AB!),
          pb: fracLatex(D!),
        }),
      );
      steps.push(step('evaluate-arithmetic', q, fracLatex(r), { op: q }));
      return r;
    }
    default: {
      need(A, B, AB);
      const prod = A!.mul(B!);
      const yes = prod.equals(AB!);
      steps.push(
        step(
          yes ? 'prob-independent-yes' : 'prob-independent-no',
          `${fracLatex(A!)} \\cdot ${fracLatex(B!)} = ${fracLatex(prod)}`,
          `${fracLatex(AB!)}`,
          { prod: fracLatex(prod), pab: fracLatex(AB!) },
        ),
      );
      return yes;
    }
  }
}
