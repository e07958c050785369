/**
 * Continuous uniform and exponential probabilities, the expected value of a discrete distribution, confidence
 * intervals for a mean (z when σ is known, t with n − 1 degrees of freedom when only s is) and for a proportion, and
 * one-sample z/t tests for a mean and a z test for a proportion. Formulas: OpenStax Introductory Statistics 2e §4.2
 * (expected value), §5.2–5.3 (uniform, exponential), §8.1–8.3 (confidence intervals), §9.1–9.6 (hypothesis tests),
 * CC BY 4.0. Critical values and p-values come from jStat 1.9 (normal and Student t); verify.ts rechecks them with
 * jStat's own interval and test helpers (normalci, tci, ztest, ttest) and mathjs erf.
 */
import jStat from 'jstat';
import type { Step } from '../../steps';
import { MathError } from '../../errors';
import type { RvEvent } from './events';
import { eventLatex } from './events';
import { frac, fracLatex, fval, dec, fixed, ratAnswer, step, type Fraction } from './shared';
import type { DistResult } from './distributions';

const bad = (msg: string): never => {
  throw new MathError('VALIDATION_ERROR', msg, { reason: 'out-of-range' });
};

/** P(event) for X ~ U(a, b): the length of the event's part of [a, b] over b − a, exact. */
export function uniformProb(aS: string, bS: string, e: RvEvent, steps: Step[]): DistResult {
  const [a, b] = [frac(aS), frac(bS)];
  if (b.compare(a) <= 0) bad('The uniform distribution needs a < b');
  if (e.eq !== undefined)
    throw new MathError('UNSUPPORTED', 'For a continuous distribution P(X = a) = 0', { reason: 'continuous-point' });
  const lo = e.lo !== undefined ? frac(e.lo) : a;
  const hi = e.hi !== undefined ? frac(e.hi) : b;
  const l = lo.compare(a) < 0 ? a : lo;
  const h = hi.compare(b) > 0 ? b : hi;
  const len = h.compare(l) > 0 ? h.sub(l) : frac(0);
  const p = len.div(b.sub(a));
  const quotient = `\\frac{${fracLatex(h)} - ${fracLatex(l)}}{${fracLatex(b)} - ${fracLatex(a)}}`;
  steps.push(step('stats-uniform', eventLatex(e), quotient, { a: fracLatex(a), b: fracLatex(b) }));
  steps.push(step('evaluate-arithmetic', quotient, fracLatex(p), { op: quotient }));
  return { ...ratAnswer(p), exact: true, value: fval(p) };
}

/** P(event) for an exponential distribution with rate λ: P(X ≤ x) = 1 − e^(−λx). */
export function exponentialProb(rate: number, e: RvEvent, steps: Step[]): DistResult {
  if (!(rate > 0)) bad('The rate must be positive');
  if (e.eq !== undefined)
    throw new MathError('UNSUPPORTED', 'For a continuous distribution P(X = a) = 0', { reason: 'continuous-point' });
  const S = (x: number) => (x <= 0 ? 1 : Math.exp(-rate * x)); // survival function
  const lo = e.lo !== undefined ? Number(e.lo) : 0;
  const value = e.hi !== undefined ? S(lo) - S(Number(e.hi)) : S(lo);
  const ex = (x: number) => `e^{-${dec(rate)} \\cdot ${dec(x)}}`;
  const latex =
    e.hi !== undefined ? (lo > 0 ? `${ex(lo)} - ${ex(Number(e.hi))}` : `1 - ${ex(Number(e.hi))}`) : lo > 0 ? ex(lo) : '1';
  steps.push(step('stats-exponential', eventLatex(e), latex, { lambda: dec(rate) }));
  steps.push(step('evaluate-arithmetic', latex, fixed(value, 4), { op: latex }));
  return { text: fixed(value, 4), latex: `${latex} \\approx ${fixed(value, 4)}`, approx: dec(value), exact: false, value };
}

/** E(X) = Σ x·P(x) for a discrete distribution; the probabilities must be in [0, 1] and add up to 1. */
export function expectedValue(xs: Fraction[], ps: Fraction[], steps: Step[]): DistResult {
  if (xs.length !== ps.length || !xs.length) bad('Values and probabilities must have the same length');
  const total = ps.reduce((s, p) => s.add(p), frac(0));
  if (ps.some((p) => p.compare(0) < 0) || !total.equals(1)) bad('The probabilities must be between 0 and 1 and add up to 1');
  const e = xs.reduce((s, x, i) => s.add(x.mul(ps[i])), frac(0));
  const terms = xs.map((x, i) => `${fracLatex(x)} \\cdot ${fracLatex(ps[i])}`).join(' + ');
  steps.push(step('stats-expected-value', 'E(X)', terms, { terms }));
  steps.push(step('evaluate-arithmetic', terms, fracLatex(e), { op: terms }));
  return { ...ratAnswer(e), exact: true, value: fval(e) };
}

/** Two-sided critical value: z* or t* (df) for confidence level c (0 < c < 1). */
export function critical(c: number, df?: number): number {
  const q = 1 - (1 - c) / 2;
  return df === undefined ? jStat.normal.inv(q, 0, 1) : jStat.studentt.inv(q, df);
}

/** The t critical value t* for a two-sided confidence level c with df degrees of freedom (jStat Student t inverse). */
export function tCritical(c: number, df: number, steps: Step[]): DistResult {
  if (!(c > 0 && c < 1) || !Number.isInteger(df) || df < 1) bad('Check the confidence level and the degrees of freedom');
  const t = critical(c, df);
  steps.push(step('stats-critical-t', 't^*', `t^* = ${fixed(t, 4)}`, { c: `${dec(c * 100)}\\%`, df: `${df}` }));
  return { text: fixed(t, 4), latex: `t^* = ${fixed(t, 4)}`, approx: dec(t), exact: false, value: t };
}

/** Interval answer `(lo, hi)` rounded to 4 decimal places. */
function interval(lo: number, hi: number, latexCenter: string): DistResult & { lo: number; hi: number } {
  const text = `(${fixed(lo, 4)}, ${fixed(hi, 4)})`;
  return {
    text,
    latex: `${latexCenter} = \\left(${fixed(lo, 4)},\\ ${fixed(hi, 4)}\\right)`,
    approx: `(${dec(lo)}, ${dec(hi)})`,
    exact: false,
    value: NaN,
    lo,
    hi,
  };
}

/** Confidence interval for a mean: x̄ ± z*·σ/√n (σ known) or x̄ ± t*·s/√n (df = n − 1). */
export function meanInterval(mean: number, sd: number, n: number, c: number, useT: boolean, steps: Step[]): DistResult {
  if (!(sd > 0) || !Number.isInteger(n) || n < 2 || !(c > 0 && c < 1))
    bad('Check the standard deviation (> 0), the sample size (≥ 2) and the confidence level');
  const crit = critical(c, useT ? n - 1 : undefined);
  const se = sd / Math.sqrt(n);
  const E = crit * se;
  const name = useT ? 't^*' : 'z^*';
  steps.push(
    step(useT ? 'stats-critical-t' : 'stats-critical-z', `${name}`, `${name} = ${fixed(crit, 4)}`, {
      c: `${dec(c * 100)}\\%`,
      df: `${n - 1}`,
    }),
  );
  steps.push(
    step('stats-margin-mean', `E = ${fixed(crit, 4)} \\cdot \\frac{${dec(sd)}}{\\sqrt{${n}}}`, `E = ${fixed(E, 4)}`, {
      crit: fixed(crit, 4),
      sd: dec(sd),
      n: `${n}`,
    }),
  );
  steps.push(
    step('stats-interval', `${dec(mean)} \\pm ${fixed(E, 4)}`, `(${fixed(mean - E, 4)}, ${fixed(mean + E, 4)})`, {
      center: dec(mean),
      margin: fixed(E, 4),
    }),
  );
  return interval(mean - E, mean + E, `\\bar{x} \\pm E`);
}

/** Confidence interval for a proportion: p̂ ± z*·√(p̂(1 − p̂)/n). */
export function proportionInterval(x: number, n: number, c: number, steps: Step[]): DistResult {
  if (!Number.isInteger(n) || n < 1 || !(x >= 0 && x <= n) || !(c > 0 && c < 1)) bad('Check the counts and the confidence level');
  const ph = x / n;
  const crit = critical(c);
  const E = crit * Math.sqrt((ph * (1 - ph)) / n);
  steps.push(
    step('stats-sample-proportion', `\\hat{p} = \\frac{${dec(x)}}{${n}}`, `\\hat{p} = ${dec(ph)}`, { x: dec(x), n: `${n}` }),
  );
  steps.push(step('stats-critical-z', 'z^*', `z^* = ${fixed(crit, 4)}`, { c: `${dec(c * 100)}\\%`, df: '' }));
  steps.push(
    step(
      'stats-margin-proportion',
      `E = ${fixed(crit, 4)} \\sqrt{\\frac{${dec(ph)}(1 - ${dec(ph)})}{${n}}}`,
      `E = ${fixed(E, 4)}`,
      { crit: fixed(crit, 4), n: `${n}` },
    ),
  );
  steps.push(
    step('stats-interval', `${dec(ph)} \\pm ${fixed(E, 4)}`, `(${fixed(ph - E, 4)}, ${fixed(ph + E, 4)})`, {
      center: dec(ph),
      margin: fixed(E, 4),
    }),
  );
  return interval(ph - E, ph + E, `\\hat{p} \\pm E`);
}

/** Alternative hypothesis direction: `<` left-tailed, `>` right-tailed, `!=` two-tailed. */
export type Tail = '<' | '>' | '!=';

/** p-value of a statistic under N(0, 1) or t(df). */
export function pValue(stat: number, tail: Tail, df?: number): number {
  const cdf = (x: number) => (df === undefined ? jStat.normal.cdf(x, 0, 1) : jStat.studentt.cdf(x, df));
  return tail === '<' ? cdf(stat) : tail === '>' ? 1 - cdf(stat) : 2 * (1 - cdf(Math.abs(stat)));
}

/** The test's result as text: `z = 2.0000; p-value = 0.0228; reject H0`. */
function testResult(sym: 'z' | 't', stat: number, p: number, alpha: number, steps: Step[]): DistResult {
  const reject = p < alpha;
  steps.push(
    step(
      reject ? 'stats-reject' : 'stats-fail-to-reject',
      `p = ${fixed(p, 4)}`,
      reject ? `p < ${dec(alpha)}` : `p \\ge ${dec(alpha)}`,
      { p: fixed(p, 4), alpha: dec(alpha) },
    ),
  );
  const decision = reject ? 'reject H0' : 'fail to reject H0';
  return {
    text: `${sym} = ${fixed(stat, 4)}; p-value = ${fixed(p, 4)}; ${decision}`,
    latex: `${sym} = ${fixed(stat, 4)},\\quad p = ${fixed(p, 4)},\\quad \\text{${decision.replace('H0', '')}}H_0`,
    approx: `${dec(stat)}; ${dec(p)}`,
    exact: false,
    value: stat,
    words: {
      key: reject ? 'statistics.reject' : 'statistics.fail-to-reject',
      params: { stat: `${sym} = ${fixed(stat, 4)}`, p: `p = ${fixed(p, 4)}`, h: 'H_0' },
      paramsText: { h: 'H0' },
    },
  };
}

/** One-sample test for a mean: z = (x̄ − μ₀)/(σ/√n) (σ known) or t with n − 1 degrees of freedom. */
export function meanTest(
  mean: number,
  mu0: number,
  sd: number,
  n: number,
  tail: Tail,
  alpha: number,
  useT: boolean,
  steps: Step[],
): DistResult {
  if (!(sd > 0) || !Number.isInteger(n) || n < 2 || !(alpha > 0 && alpha < 1))
    bad('Check the standard deviation, the sample size and α');
  const stat = (mean - mu0) / (sd / Math.sqrt(n));
  const sym = useT ? 't' : 'z';
  steps.push(
    step(
      'stats-test-statistic-mean',
      `${sym} = \\frac{${dec(mean)} - ${dec(mu0)}}{${dec(sd)} / \\sqrt{${n}}}`,
      `${sym} = ${fixed(stat, 4)}`,
      { mu0: dec(mu0), df: `${n - 1}` },
    ),
  );
  const p = pValue(stat, tail, useT ? n - 1 : undefined);
  steps.push(
    step('stats-p-value', `H_a: \\mu ${tail === '!=' ? '\\ne' : tail} ${dec(mu0)}`, `p = ${fixed(p, 4)}`, {
      tail: tail === '!=' ? '\\ne' : tail,
    }),
  );
  return testResult(sym, stat, p, alpha, steps);
}

/** One-sample z test for a proportion: z = (p̂ − p₀)/√(p₀(1 − p₀)/n). */
export function proportionTest(x: number, n: number, p0: number, tail: Tail, alpha: number, steps: Step[]): DistResult {
  if (!Number.isInteger(n) || n < 1 || !(x >= 0 && x <= n) || !(p0 > 0 && p0 < 1) || !(alpha > 0 && alpha < 1))
    bad('Check the counts, p0 and α');
  const ph = x / n;
  const stat = (ph - p0) / Math.sqrt((p0 * (1 - p0)) / n);
  steps.push(
    step('stats-sample-proportion', `\\hat{p} = \\frac{${dec(x)}}{${n}}`, `\\hat{p} = ${dec(ph)}`, { x: dec(x), n: `${n}` }),
  );
  steps.push(
    step(
      'stats-test-statistic-proportion',
      `z = \\frac{${dec(ph)} - ${dec(p0)}}{\\sqrt{${dec(p0)}(1 - ${dec(p0)})/${n}}}`,
      `z = ${fixed(stat, 4)}`,
      { p0: dec(p0) },
    ),
  );
  const p = pValue(stat, tail);
  steps.push(
    step('stats-p-value', `H_a: p ${tail === '!=' ? '\\ne' : tail} ${dec(p0)}`, `p = ${fixed(p, 4)}`, {
      tail: tail === '!=' ? '\\ne' : tail,
    }),
  );
  return testResult('z', stat, p, alpha, steps);
}
