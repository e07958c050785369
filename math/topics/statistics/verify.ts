/**
 * Independent checks of the statistics answers: the solver works in exact rationals (mathjs Fractions) with its own
 * median/quartile/variance code; the checker recomputes in floating point with jStat (mean, median, mode, variance,
 * stdev, binomial and Poisson pmf/cdf) and mathjs `erf` (the normal CDF Φ(z) = (1 + erf(z/√2))/2, a different
 * algorithm from jStat's), then compares with the answer's value (parsed back from its plain text).
 */
import jStat from 'jstat';
import { erf } from 'mathjs';
import { parse } from '../../parse';
import { evalReal } from '../../numeric';
import type { TopicAnswer, TopicReading } from '../types';
import { discreteRange } from './distributions';
import type { RvEvent } from './events';

/** Numeric value of a plain-text answer (`23/8`, `sqrt(10)/2`, `0.9750`); NaN when it is not a number. */
export function textValue(t: string): number {
  try {
    return evalReal(parse(t.trim()));
  } catch {
    return NaN;
  }
}

/** True when a ≈ b (relative 1e-9, or absolute `abs` for rounded answers). */
export const near = (a: number, b: number, abs = 1e-9): boolean =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= Math.max(abs, 1e-9 * Math.max(1, Math.abs(b)));

const PhiErf = (z: number): number => (1 + (erf(z / Math.SQRT2) as number)) / 2;

/** Reference value of one measure computed with jStat on floats. */
function reference(name: string, xs: number[]): number | number[] | null {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  const table: Record<string, () => number | number[]> = {
    mean: () => jStat.mean(xs),
    median: () => jStat.median(xs),
    Q2: () => jStat.median(xs),
    range: () => jStat.range(xs),
    min: () => s[0],
    max: () => s[s.length - 1],
    Q1: () => jStat.median(s.slice(0, h)),
    Q3: () => jStat.median(s.slice(s.length - h)),
    IQR: () => jStat.median(s.slice(s.length - h)) - jStat.median(s.slice(0, h)),
    'sample variance': () => jStat.variance(xs, true),
    'population variance': () => jStat.variance(xs, false),
    'sample standard deviation': () => jStat.stdev(xs, true),
    'population standard deviation': () => jStat.stdev(xs, false),
    mode: () => {
      const counts = new Map<number, number>();
      for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
      const top = Math.max(...counts.values());
      const vals = [...counts.entries()]
        .filter(([, c]) => c === top)
        .map(([v]) => v)
        .sort((a, b) => a - b);
      return top === 1 ? [] : vals;
    },
  };
  return table[name]?.() ?? null;
}

const NAME_OF: Record<string, string> = {
  mean: 'mean',
  median: 'median',
  mode: 'mode',
  range: 'range',
  min: 'min',
  max: 'max',
  q1: 'Q1',
  q3: 'Q3',
  iqr: 'IQR',
};

/** Checks a descriptive answer against jStat. */
function verifyDescribe(r: TopicReading, a: TopicAnswer): boolean {
  const xs = (r.params.values as string[]).map(textValue);
  const variant = String(r.params.variant ?? 'sample');
  if (r.task === 'weighted-mean') {
    const ws = (r.params.weights as string[]).map(textValue);
    const ref = xs.reduce((s, x, i) => s + x * ws[i], 0) / ws.reduce((s, w) => s + w, 0);
    return near(textValue(a.text), ref);
  }
  const pairs: [string, string][] = a.text.includes(' = ')
    ? a.text.split('; ').map((p) => p.split(' = ') as [string, string])
    : [
        [
          r.task === 'variance' || r.task === 'sd'
            ? `${variant} ${r.task === 'sd' ? 'standard deviation' : 'variance'}`
            : (NAME_OF[r.task] ?? r.task),
          a.text,
        ],
      ];
  if (!pairs.length) return false;
  return pairs.every(([name, val]) => {
    const ref = reference(name, xs);
    if (ref === null) return false;
    if (Array.isArray(ref))
      return val === 'no mode'
        ? ref.length === 0
        : val
            .split(', ')
            .map(textValue)
            .every((v, i) => near(v, ref[i])) && val.split(', ').length === ref.length;
    return near(textValue(val), ref, 1e-9 * Math.max(1, Math.abs(ref)));
  });
}

/** The answer's decimal value (the exact text when it is a number, else the decimal beside it). */
const answerValue = (a: TopicAnswer): number => {
  const t = textValue(a.text);
  return Number.isFinite(t) ? t : Number(a.approx);
};

/** Checks a distribution answer against jStat's pmf/cdf (discrete) or mathjs erf (normal). */
function verifyDistribution(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params;
  const v = answerValue(a);
  const rounded = a.exact ? 1e-12 : 6e-5;
  switch (r.task) {
    case 'binomial': {
      const n = Number(p.n);
      const pr = textValue(String(p.p));
      const [lo, hi] = discreteRange(p.event as RvEvent, n);
      let s = 0;
      for (let k = lo; k <= hi; k++) s += jStat.binomial.pdf(k, n, pr);
      return near(v, s, Math.max(rounded, 1e-9));
    }
    case 'binomial-moments': {
      const n = Number(p.n);
      const pr = textValue(String(p.p));
      const ref = p.which === 'mean' ? n * pr : p.which === 'variance' ? n * pr * (1 - pr) : Math.sqrt(n * pr * (1 - pr));
      return near(v, ref, 1e-9);
    }
    case 'poisson': {
      const lam = Number(p.lambda);
      const e = p.event as RvEvent;
      const [lo, hi] = discreteRange(e, 100000);
      const open = e.eq === undefined && e.hi === undefined;
      const ref = open
        ? 1 - (lo > 0 ? jStat.poisson.cdf(lo - 1, lam) : 0)
        : jStat.poisson.cdf(hi, lam) - (lo > 0 ? jStat.poisson.cdf(lo - 1, lam) : 0);
      return near(Number(a.approx ?? a.text), ref, 1e-7);
    }
    case 'normal': {
      const e = p.event as RvEvent;
      const [mu, sg] = [Number(p.mu), Number(p.sigma)];
      const up = e.hi !== undefined ? PhiErf((Number(e.hi) - mu) / sg) : 1;
      const dn = e.lo !== undefined ? PhiErf((Number(e.lo) - mu) / sg) : 0;
      return near(Number(a.approx ?? a.text), up - dn, 1e-7);
    }
    case 'normal-inverse': {
      const z = (Number(a.approx) - Number(p.mu)) / Number(p.sigma);
      return near(PhiErf(z), Number(p.p), 1e-7);
    }
    case 'z-score':
      return near(v, (textValue(String(p.x)) - textValue(String(p.mu))) / textValue(String(p.sigma)));
    default:
      return verifyInference(r, a);
  }
}

/** Interval endpoints / statistic and p-value parsed back from an answer's decimals. */
const decimals = (t: string): number[] => (t.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);

/** Checks uniform, exponential, expected-value, interval and test answers with jStat helpers and mathjs erf. */
function verifyInference(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params;
  const e = p.event as RvEvent;
  switch (r.task) {
    case 'uniform': {
      const [lo, hi] = [textValue(String(p.a)), textValue(String(p.b))];
      const F = (x: number) => jStat.uniform.cdf(x, lo, hi);
      const ref = (e.hi !== undefined ? F(textValue(e.hi)) : 1) - (e.lo !== undefined ? F(textValue(e.lo)) : 0);
      return near(textValue(a.text), ref);
    }
    case 'exponential': {
      const F = (x: number) => jStat.exponential.cdf(x, Number(p.rate));
      const ref = (e.hi !== undefined ? F(Number(e.hi)) : 1) - (e.lo !== undefined ? F(Number(e.lo)) : 0);
      return near(Number(a.approx), ref, 1e-9);
    }
    case 'expected-value': {
      const xs = (p.values as string[]).map(textValue);
      const ps = (p.probs as string[]).map(textValue);
      return near(
        textValue(a.text),
        xs.reduce((s, x, i) => s + x * ps[i], 0),
      );
    }
    case 't-critical':
      // the cumulative probability at t* is 1 − α/2 (jStat's Student t CDF, not its inverse)
      return near(jStat.studentt.cdf(Number(a.approx), Number(p.df)), 1 - (1 - Number(p.c)) / 2, 1e-8);
    case 'ci-mean':
    case 'ci-proportion': {
      const alpha = 1 - Number(p.c);
      const ph = Number(p.x) / Number(p.n);
      const ref =
        r.task === 'ci-proportion'
          ? jStat.normalci(ph, alpha, Math.sqrt(ph * (1 - ph)), Number(p.n))
          : (p.useT ? jStat.tci : jStat.normalci)(Number(p.mean), alpha, Number(p.sd), Number(p.n));
      const got = decimals(a.approx ?? '');
      return got.length === 2 && near(got[0], ref[0], 1e-7) && near(got[1], ref[1], 1e-7);
    }
    case 'test-mean':
    case 'test-proportion': {
      const [stat, pv] = decimals(a.approx ?? '');
      const n = Number(p.n);
      const ref =
        r.task === 'test-proportion'
          ? (Number(p.x) / n - Number(p.p0)) / Math.sqrt((Number(p.p0) * (1 - Number(p.p0))) / n)
          : (Number(p.mean) - Number(p.mu0)) / (Number(p.sd) / Math.sqrt(n));
      const sides = p.tail === '!=' ? 2 : 1;
      const oneSided = (z: number) => (p.useT && r.task === 'test-mean' ? jStat.ttest(z, n, 1) : jStat.ztest(z, 1));
      const refP =
        sides === 2
          ? p.useT && r.task === 'test-mean'
            ? jStat.ttest(ref, n, 2)
            : jStat.ztest(ref, 2)
          : (p.tail === '>') === ref > 0
            ? oneSided(ref)
            : 1 - oneSided(ref);
      const decisionOk = a.text.endsWith(refP < Number(p.alpha) ? '; reject H0' : '; fail to reject H0');
      return near(stat, ref, 1e-7) && near(pv, refP, 1e-7) && decisionOk;
    }
    default:
      return false;
  }
}

/** The tasks about a distribution or an inference (the rest describe a data list). */
export const DIST_TASKS: ReadonlySet<string> = new Set([
  'binomial',
  'binomial-moments',
  'poisson',
  'normal',
  'normal-inverse',
  'z-score',
  'uniform',
  'exponential',
  'expected-value',
  'ci-mean',
  'ci-proportion',
  'test-mean',
  'test-proportion',
  't-critical',
]);

/** Verifies a statistics answer independently; false when it cannot be checked. */
export function verifyStatistics(r: TopicReading, a: TopicAnswer): boolean {
  if (DIST_TASKS.has(r.task)) return verifyDistribution(r, a);
  return verifyDescribe(r, a);
}
