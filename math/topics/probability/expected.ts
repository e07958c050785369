/**
 * Expected values of games of chance: one fair die ("expected value of a die", "expected value of rolling a fair die",
 * a fair 20-sided die), the sum of several dice ("expected value of the sum of two dice") and the number of heads in
 * coin tosses ("expected number of heads in 10 coin tosses"). Solved as a teacher does — each face equally likely,
 * E = (1 + 2 + … + s)/s, then linearity E(X₁ + … + Xₘ) = m·E(X) — and checked independently by building the whole
 * distribution of the sum (counting outcomes, dynamic programming) and averaging over it. Definitions as in OpenStax
 * Introductory Statistics 2e §4.1–4.2 (CC BY 4.0). A discrete distribution given as values and probabilities is the
 * statistics topic's `expected-value` task.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { Scanner, frac, fracLatex, fval, ratAnswer, step } from '../statistics/shared';

const R = (params: Record<string, unknown>, inputLatex: string, inputText: string): TopicReading => ({
  topic: 'probability',
  task: 'expected-value',
  params,
  inputLatex,
  inputText,
});

/** Words a game question may keep around what was read (besides the Scanner's fillers). */
const GAME_WORDS =
  /\b(?:roll(?:s|ing|ed)?|throw(?:s|ing|n)?|toss(?:es|ing|ed)?|flip(?:s|ping|ped)?|fair|single|standard|regular|ordinary|one|number|numbers|face|faces|shown|showing|shows|on|upper|top|up|comes?|outcome|result|score|points|dots|when|you|i|we|random|at|die|dice|coin|coins|times|once|x|where)\b/g;

/**
 * Reads the expected value of a die, of the sum of m dice, or of the number of heads/tails in n coin tosses (digits
 * already substituted for number words). Null unless the whole question is accounted for; m dice without "sum" or
 * "total" are not read (the sum, the product, the largest face?).
 */
export function readExpectedGame(q: string): TopicReading | null {
  const sc = new Scanner(q);
  if (!sc.take(/\b(?:the )?(?:expected value|expectation|expected|mean|average|e\s*\(\s*x\s*\))(?![a-z])/i)) return null;
  const heads = sc.take(/\b(?:number of |count of )?(heads|tails)\b/i);
  if (heads) {
    const n =
      sc.take(
        /\b(?:in|with|from|when|after)?\s*(?:tossing|flipping|throwing)?\s*(?:a|one) (?:fair )?coin (?:is )?(?:tossed |flipped |thrown )?(\d+) times\b/i,
      ) ??
      sc.take(
        /\b(?:in|with|from|after)?\s*(\d+) (?:fair )?(?:coin )?(?:tosses|flips|throws)(?: of (?:a|one) (?:fair )?coin)?\b/i,
      ) ??
      sc.take(/\b(?:in|with|from|when)?\s*(?:tossing|flipping|throwing)\s*(\d+) (?:fair )?coins\b/i);
    if (!n || !sc.done(GAME_WORDS)) return null;
    const face = heads[1]!.toLowerCase();
    return R({ game: 'coins', n: Number(n[1]), face }, `E(\\text{${face}}),\\ n = ${n[1]}`, `E(${face} in ${n[1]} coin tosses)`);
  }
  const sum = sc.take(/\b(?:the )?(?:sum|total)(?: of (?:the )?(?:numbers|faces|points|dots|scores))?\b/i);
  const many = sc.take(/\b(\d+) (?:fair )?(?:(\d+)-sided |six-sided )?dice\b/i);
  const rolls = many
    ? null
    : sc.take(/\b(?:a|one|the) (?:fair )?(?:(\d+)-sided |six-sided )?die (?:is )?(?:rolled|thrown|tossed) (\d+) times\b/i);
  const one =
    many || rolls
      ? null
      : sc.take(/\b(?:a|one|the|single) (?:fair )?(?:(\d+)-sided |six-sided |standard |single |regular )?(?:die|dice|d(\d+))\b/i);
  const d = /\bd(\d+)\b/i.exec(sc.rest);
  if (!many && !rolls && !one && d) sc.take(/\bd(\d+)\b/i);
  const m = many ? Number(many[1]) : rolls ? Number(rolls[2]) : 1;
  const sides = Number((many ? many[2] : rolls ? rolls[1] : one ? (one[1] ?? one[2]) : d?.[1]) ?? 6);
  if ((!many && !rolls && !one && !d) || (m > 1 && !sum) || !sc.done(GAME_WORDS)) return null;
  return R(
    { game: 'dice', m, sides },
    m > 1 ? `E(X_1 + \\cdots + X_{${m}}),\\ ${sides}\\text{-sided dice}` : `E(X),\\ ${sides}\\text{-sided die}`,
    m > 1 ? `E(sum of ${m} dice with ${sides} sides)` : `E(one die with ${sides} sides)`,
  );
}

/** The sum 1 + 2 + … + s as LaTeX (written out up to 12 terms). */
const faces = (s: number) => (s <= 12 ? Array.from({ length: s }, (_, i) => `${i + 1}`).join(' + ') : `1 + 2 + \\cdots + ${s}`);

/** Solves an expected-value game: one die, m dice (linearity), or heads in n tosses (n · 1/2). */
export function solveExpectedGame(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = r.params;
  const steps: Step[] = [];
  if (p.game === 'coins') {
    const n = Number(p.n);
    if (!Number.isInteger(n) || n < 1 || n > 100000)
      throw new MathError('VALIDATION_ERROR', 'From 1 to 100000 tosses', { reason: 'bad-count' });
    const e = frac(n).div(2);
    steps.push(step('prob-expected-coin', `E(\\text{one toss})`, `0 \\cdot \\frac{1}{2} + 1 \\cdot \\frac{1}{2} = \\frac{1}{2}`));
    const eq = `${n} \\cdot \\frac{1}{2} = ${fracLatex(e)}`;
    steps.push(step('prob-expected-linearity', `E(X_1 + \\cdots + X_{${n}})`, fracLatex(e), { eq }));
    return { kind: 'number', ...ratAnswer(e), steps, exact: true };
  }
  const m = Number(p.m),
    s = Number(p.sides);
  if (!Number.isInteger(m) || m < 1 || m > 1000 || !Number.isInteger(s) || s < 2 || s > 1000)
    throw new MathError('VALIDATION_ERROR', 'From 1 to 1000 dice with 2 to 1000 sides', { reason: 'bad-dice' });
  const one = frac(s + 1).div(2);
  const eq = `\\frac{${faces(s)}}{${s}} = \\frac{${(s * (s + 1)) / 2}}{${s}} = ${fracLatex(one)}`;
  steps.push(step('prob-expected-die', 'E(X)', fracLatex(one), { s: `${s}`, p: `\\frac{1}{${s}}`, eq }));
  if (m === 1) return { kind: 'number', ...ratAnswer(one), steps, exact: true };
  const e = one.mul(m);
  const leq = `E(X_1 + \\cdots + X_{${m}}) = ${m} \\cdot ${fracLatex(one)} = ${fracLatex(e)}`;
  steps.push(step('prob-expected-linearity', `E(X_1 + \\cdots + X_{${m}})`, fracLatex(e), { eq: leq }));
  return { kind: 'number', ...ratAnswer(e), steps, exact: true };
}

/**
 * Independent check: the full distribution of the total (counts of each sum of m dice by dynamic programming; the
 * binomial counts of heads by Pascal's rule), averaged as Σ value · count / total. Up to 60 dice or 1000 tosses; larger
 * games are not checked (false).
 */
export function verifyExpectedGame(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params;
  const coins = p.game === 'coins';
  const [m, s] = coins ? [Number(p.n), 2] : [Number(p.m), Number(p.sides)];
  if (m > (coins ? 1000 : 60) || s > 1000) return false;
  // counts[k] = number of outcomes with total k (faces 1..s, or 0/1 for a toss), as floats relative to the largest
  let counts = [1];
  for (let i = 0; i < m; i++) {
    const next = new Array<number>(counts.length + s).fill(0);
    counts.forEach((c, k) => {
      for (let f = coins ? 0 : 1; f <= (coins ? 1 : s); f++) next[k + f]! += c;
    });
    const max = Math.max(...next);
    counts = next.map((c) => c / max);
  }
  const total = counts.reduce((x, y) => x + y, 0);
  const mean = counts.reduce((acc, c, k) => acc + k * c, 0) / total;
  const got = fval(frac(a.text));
  return Math.abs(got - mean) <= 1e-9 * Math.max(1, Math.abs(mean));
}
