/**
 * Probability distributions: binomial (exact, C(n,k) p^k (1-p)^(n-k) with mathjs Fractions), Poisson
 * (e^{-λ} λ^k / k!, exact form and decimal), normal (Φ from jStat: probabilities, z-scores, percentiles / inverse).
 * Formulas: OpenStax Introductory Statistics §4.3 (binomial), §4.6 (Poisson), §6.1–6.2 (normal). jStat 1.9 (MIT)
 * computes the normal CDF and its inverse; verification recomputes with an independent method (see verify.ts).
 */
import jStat from 'jstat';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { MathError } from '../../errors';
import { eventLatex, type RvEvent } from './events';
import type { AnswerWords } from '../../answerWords';
import { frac, fracLatex, fval, dec, fixed, ratAnswer, exactDecimal, step, type Fraction } from './shared';

/** Result of a distribution computation (value as text/LaTeX, decimal, exactness). */
export interface DistResult {
  text: string;
  latex: string;
  approx?: string;
  exact: boolean;
  value: number;
  /** The result in words (a test's decision), shown translated (math/answerWords.ts). */
  words?: AnswerWords;
}

/** Binomial coefficient as a bigint (multiplicative formula). */
export function binom(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  let r = 1n;
  for (let i = 1; i <= kk; i++) r = (r * BigInt(n - kk + i)) / BigInt(i);
  return r;
}

/** The integer range [lo, hi] of a discrete event within [0, max]. */
export function discreteRange(e: RvEvent, max: number): [number, number] {
  const num = (s: string) => Number(s);
  if (e.eq !== undefined) return [num(e.eq), num(e.eq)];
  let lo = 0;
  let hi = max;
  if (e.lo !== undefined) lo = e.loStrict ? Math.floor(num(e.lo)) + 1 : Math.ceil(num(e.lo));
  if (e.hi !== undefined) hi = e.hiStrict ? Math.ceil(num(e.hi)) - 1 : Math.floor(num(e.hi));
  return [Math.max(lo, 0), Math.min(hi, max)];
}

/** Presents an exact rational probability: fraction (or exact decimal when the input was decimal), decimal beside. */
function present(f: Fraction, decimalInput: boolean): DistResult {
  const value = fval(f);
  const ed = exactDecimal(f, 16);
  if (decimalInput && ed !== null)
    return { text: ed, latex: ed, exact: true, value, approx: ed.length > 8 ? fixed(value, 4) : undefined };
  const r = ratAnswer(f);
  if (r.text.length > 40) return { text: dec(value), latex: dec(value), exact: false, value };
  return { ...r, exact: true, value };
}

const MAX_N = 1000;

/** Binomial probability of an event, exact. Throws VALIDATION_ERROR for n out of 1..1000 or p outside [0, 1]. */
export function binomialProb(n: number, pStr: string, e: RvEvent, budget: Budget, steps: Step[]): DistResult {
  const p = frac(pStr);
  if (!Number.isInteger(n) || n < 1 || n > MAX_N)
    throw new MathError('VALIDATION_ERROR', `n must be a whole number from 1 to ${MAX_N}`, {
      reason: 'out-of-range',
      limit: MAX_N,
    });
  if (p.compare(0) < 0 || p.compare(1) > 0)
    throw new MathError('VALIDATION_ERROR', 'p must be between 0 and 1', { reason: 'out-of-range' });
  const q = frac(1).sub(p);
  const [lo, hi] = discreteRange(e, n);
  const useComplement = lo <= hi && hi - lo + 1 > n + 1 - (hi - lo + 1);
  const ks: number[] = [];
  for (let k = 0; k <= n; k++) if ((k >= lo && k <= hi) !== useComplement) ks.push(k);
  const pmf = (k: number): Fraction =>
    frac(binom(n, k))
      .mul(p.pow(k))
      .mul(q.pow(n - k));
  let total = frac(0);
  for (const k of ks) {
    budget.check();
    total = total.add(pmf(k));
  }
  const pl = fracLatex(p);
  steps.push(
    step('stats-binomial-formula', eventLatex(e), `\\binom{${n}}{k} (${pl})^k (${fracLatex(q)})^{${n} - k}`, {
      n: `${n}`,
      p: pl,
    }),
  );
  const terms =
    ks
      .slice(0, 4)
      .map((k) => `\\binom{${n}}{${k}}(${pl})^{${k}}(${fracLatex(q)})^{${n - k}}`)
      .join(' + ') + (ks.length > 4 ? ' + \\dots' : '');
  const decimalInput = /\./.test(pStr);
  if (useComplement) {
    const r = frac(1).sub(total);
    steps.push(
      step('stats-complement', `1 - (${terms || '0'})`, `1 - ${present(total, decimalInput).latex}`, {
        rest: present(total, decimalInput).latex,
      }),
    );
    total = r;
  } else if (ks.length) {
    steps.push(
      step(ks.length > 1 ? 'stats-binomial-sum' : 'stats-binomial-term', terms, present(total, decimalInput).latex, {
        ks: ks.length > 6 ? `${lo}, …, ${hi}` : ks.join(', '),
      }),
    );
  }
  return present(total, decimalInput);
}

/** Mean, variance and standard deviation of a binomial distribution (μ = np, σ² = np(1-p)). */
export function binomialMoments(n: number, pStr: string, which: 'mean' | 'variance' | 'sd', steps: Step[]): DistResult {
  const p = frac(pStr);
  const mu = p.mul(n);
  const v = mu.mul(frac(1).sub(p));
  steps.push(
    step('stats-binomial-moments', `n = ${n},\\ p = ${fracLatex(p)}`, `\\mu = ${fracLatex(mu)},\\ \\sigma^2 = ${fracLatex(v)}`, {
      n: `${n}`,
      p: fracLatex(p),
    }),
  );
  if (which === 'mean') return { ...ratAnswer(mu), exact: true, value: fval(mu) };
  if (which === 'variance') return { ...ratAnswer(v), exact: true, value: fval(v) };
  const s = Math.sqrt(fval(v));
  steps.push(step('stats-sd', `\\sqrt{${fracLatex(v)}}`, dec(s)));
  return { text: dec(s), latex: dec(s), exact: false, value: s };
}

/** Poisson probability of an event: Σ e^{-λ} λ^k / k! (finite sums; an upper-unbounded event by the complement). */
export function poissonProb(lambdaStr: string, e: RvEvent, budget: Budget, steps: Step[]): DistResult {
  const lam = Number(lambdaStr);
  if (!(lam > 0) || lam > 1000)
    throw new MathError('VALIDATION_ERROR', 'λ must be positive (at most 1000)', { reason: 'out-of-range' });
  const [lo, hi0] = discreteRange(e, Number.MAX_SAFE_INTEGER);
  const upperOpen = e.eq === undefined && e.hi === undefined;
  const from = upperOpen ? 0 : lo;
  const to = upperOpen ? lo - 1 : hi0;
  if (to - from > 5000) throw new MathError('VALIDATION_ERROR', 'Too many terms', { reason: 'out-of-range' });
  let s = 0;
  let term = Math.exp(-lam);
  for (let k = 0; k <= to; k++) {
    budget.check();
    if (k > 0) term *= lam / k;
    if (k >= from) s += term;
  }
  const value = upperOpen ? 1 - s : Math.max(0, s);
  steps.push(
    step('stats-poisson-formula', eventLatex(e), `\\frac{e^{-${lambdaStr}} \\, ${lambdaStr}^k}{k!}`, { lambda: lambdaStr }),
  );
  const ks =
    to < from ? '' : to - from > 5 ? `${from}, …, ${to}` : Array.from({ length: to - from + 1 }, (_, i) => from + i).join(', ');
  const exactForm = e.eq !== undefined ? `\\frac{e^{-${lambdaStr}} \\cdot ${lambdaStr}^{${lo}}}{${lo}!}` : null;
  if (upperOpen)
    steps.push(step('stats-complement', `1 - P(X \\le ${lo - 1})`, fixed(value, 4), { rest: `P(X \\le ${lo - 1})` }));
  else
    steps.push(
      step(
        to > from ? 'stats-binomial-sum' : 'stats-binomial-term',
        `\\sum_{k=${from}}^{${to}} \\frac{e^{-${lambdaStr}} ${lambdaStr}^k}{k!}`,
        fixed(value, 4),
        { ks },
      ),
    );
  return {
    text: fixed(value, 4),
    latex: exactForm ? `${exactForm} \\approx ${fixed(value, 4)}` : fixed(value, 4),
    approx: dec(value),
    exact: false,
    value,
  };
}

/** Φ(z) through jStat. */
export const phi = (z: number): number => jStat.normal.cdf(z, 0, 1);

/** Normal probability of an event for N(μ, σ): standardize each bound, read Φ, subtract. */
export function normalProb(mu: number, sigma: number, e: RvEvent, steps: Step[]): DistResult {
  if (!(sigma > 0))
    throw new MathError('VALIDATION_ERROR', 'The standard deviation must be positive', { reason: 'out-of-range' });
  if (e.eq !== undefined)
    throw new MathError('UNSUPPORTED', 'For a continuous distribution P(X = a) = 0', { reason: 'continuous-point' });
  const z = (s: string) => (Number(s) - mu) / sigma;
  const std = mu !== 0 || sigma !== 1;
  const zl = e.lo !== undefined ? z(e.lo) : -Infinity;
  const zh = e.hi !== undefined ? z(e.hi) : Infinity;
  if (std) {
    const zs = [e.lo, e.hi]
      .filter((b): b is string => b !== undefined)
      .map((b) => `z = \\frac{${b} - ${mu}}{${sigma}} = ${dec(z(b), 4)}`)
      .join(',\\ ');
    steps.push(step('stats-standardize', eventLatex(e), zs, { mu: `${mu}`, sigma: `${sigma}` }));
  }
  const value = (zh === Infinity ? 1 : phi(zh)) - (zl === -Infinity ? 0 : phi(zl));
  const zExpr =
    e.hi !== undefined && e.lo !== undefined
      ? `\\Phi(${dec(zh, 4)}) - \\Phi(${dec(zl, 4)})`
      : e.hi !== undefined
        ? `\\Phi(${dec(zh, 4)})`
        : `1 - \\Phi(${dec(zl, 4)})`;
  steps.push(step('stats-normal-cdf', zExpr, fixed(value, 4), { expr: zExpr }));
  return { text: fixed(value, 4), latex: fixed(value, 4), approx: dec(value), exact: false, value };
}

/** The value with cumulative probability p (left tail) of N(μ, σ): x = μ + zσ, z = Φ⁻¹(p). */
export function normalInverse(p: number, mu: number, sigma: number, steps: Step[]): DistResult {
  if (!(p > 0 && p < 1))
    throw new MathError('VALIDATION_ERROR', 'The probability must be strictly between 0 and 1', { reason: 'out-of-range' });
  if (!(sigma > 0))
    throw new MathError('VALIDATION_ERROR', 'The standard deviation must be positive', { reason: 'out-of-range' });
  const z = jStat.normal.inv(p, 0, 1);
  steps.push(step('stats-normal-inverse', `\\Phi(z) = ${p}`, `z = ${fixed(z, 4)}`, { p: `${p}` }));
  if (mu === 0 && sigma === 1) return { text: fixed(z, 4), latex: `z = ${fixed(z, 4)}`, approx: dec(z), exact: false, value: z };
  const x = mu + z * sigma;
  steps.push(
    step('stats-unstandardize', `x = ${mu} + ${fixed(z, 4)} \\cdot ${sigma}`, fixed(x, 4), { mu: `${mu}`, sigma: `${sigma}` }),
  );
  return { text: fixed(x, 4), latex: `x = ${fixed(x, 4)}`, approx: dec(x), exact: false, value: x };
}

/** z-score (x - μ)/σ, exact rational. */
export function zScore(x: string, mu: string, sigma: string, steps: Step[]): DistResult {
  const s = frac(sigma);
  if (s.compare(0) <= 0)
    throw new MathError('VALIDATION_ERROR', 'The standard deviation must be positive', { reason: 'out-of-range' });
  const z = frac(x).sub(frac(mu)).div(s);
  const sub = `\\frac{${x} - ${mu}}{${sigma}}`;
  steps.push(step('stats-z-score', 'z', sub, { x, mu, sigma }));
  steps.push(step('evaluate-arithmetic', sub, fracLatex(z), { op: sub }));
  return { ...ratAnswer(z), exact: true, value: fval(z) };
}
