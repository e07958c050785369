/**
 * Descriptive statistics of a list of numbers, exact: mean, median, mode, range, minimum/maximum, quartiles (the
 * median-of-halves method of OpenStax Introductory Statistics §2.3, Tukey's hinges for even n: the median is left out
 * of both halves when n is odd), interquartile range, five-number summary, sample and population variance and standard
 * deviation (said which), weighted mean. Values are mathjs Fractions, so a mean of 2.5 and 3.25 is exactly 23/8;
 * a standard deviation is the exact radical (`\frac{\sqrt{10}}{2}`) with its decimal.
 */
import { simplify } from '../../simplify';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { MathError } from '../../errors';
import { frac, fracLatex, fracText, fval, dec, ratAnswer, step, MAX_LIST, type Fraction } from './shared';

export type Measure =
  | 'mean'
  | 'median'
  | 'mode'
  | 'range'
  | 'min'
  | 'max'
  | 'q1'
  | 'q3'
  | 'quartiles'
  | 'iqr'
  | 'variance'
  | 'sd'
  | 'five-number'
  | 'weighted-mean';
export type Variant = 'sample' | 'population';

/** One measure's result: its value(s) as plain text and LaTeX, a decimal, whether exact. */
export interface MeasureResult {
  name: string;
  text: string;
  latex: string;
  approx?: string;
  exact: boolean;
}

const cmp = (a: Fraction, b: Fraction): number => a.compare(b);
const listLatex = (xs: Fraction[]): string => xs.map(fracLatex).join(', ');
const sum = (xs: Fraction[]): Fraction => xs.reduce((s, x) => s.add(x), frac(0));

/** Median of a SORTED list (exact). Throws on an empty list. */
export function medianOf(sorted: Fraction[]): Fraction {
  const n = sorted.length;
  if (n === 0) throw new MathError('VALIDATION_ERROR', 'The list is empty', { reason: 'empty-list' });
  return n % 2 ? sorted[(n - 1) / 2] : sorted[n / 2 - 1].add(sorted[n / 2]).div(2);
}

/** Lower and upper halves of a sorted list for the quartiles (the middle value excluded when n is odd). */
export function halves(sorted: Fraction[]): [Fraction[], Fraction[]] {
  const n = sorted.length;
  const h = Math.floor(n / 2);
  return [sorted.slice(0, h), sorted.slice(n - h)];
}

/** Sum of squared deviations from the mean, with the mean. */
function sumSquares(xs: Fraction[], budget: Budget): { mean: Fraction; ss: Fraction } {
  const mean = sum(xs).div(xs.length);
  let ss = frac(0);
  for (const x of xs) {
    budget.check();
    const d = x.sub(mean);
    ss = ss.add(d.mul(d));
  }
  return { mean, ss };
}

/** Exact square root of a non-negative rational through the engine's simplifier (`sqrt(5/2)` → `sqrt(10)/2`). */
export function sqrtExact(v: Fraction): { text: string; latex: string; approx: string } {
  const e = simplify(parse(`sqrt(${fracText(v)})`));
  return { text: toText(e), latex: toLatex(e), approx: dec(Math.sqrt(fval(v))) };
}

/**
 * Values that occur most often (all of them, OpenStax §2.5: "there can be more than one mode ... as long as those values
 * have the same frequency and that frequency is the highest"), or [] when every value occurs only once.
 */
export function modesOf(sorted: Fraction[]): { modes: Fraction[]; count: number } {
  const counts: { v: Fraction; c: number }[] = [];
  for (const x of sorted) {
    const last = counts[counts.length - 1];
    if (last && last.v.equals(x)) last.c++;
    else counts.push({ v: x, c: 1 });
  }
  const top = Math.max(...counts.map((c) => c.c));
  if (top === 1) return { modes: [], count: top };
  return { modes: counts.filter((c) => c.c === top).map((c) => c.v), count: top };
}

const rat = (name: string, f: Fraction): MeasureResult => ({ name, ...ratAnswer(f), exact: true });

/** Mean, median, mode, range, min, max with their steps. */
function center(m: Measure, xs: Fraction[], sorted: Fraction[], steps: Step[]): MeasureResult {
  const n = xs.length;
  const L = listLatex(sorted);
  if (m === 'mean') {
    const s = sum(xs);
    steps.push(step('stats-sum', xs.map(fracLatex).join(' + '), fracLatex(s), { n: `${n}`, sum: fracLatex(s) }));
    const mean = s.div(n);
    steps.push(step('stats-mean', `\\frac{${fracLatex(s)}}{${n}}`, fracLatex(mean), { sum: fracLatex(s), n: `${n}` }));
    return rat('mean', mean);
  }
  if (m === 'mode') {
    const { modes, count } = modesOf(sorted);
    steps.push(
      step(modes.length ? 'stats-mode' : 'stats-no-mode', L, modes.length ? listLatex(modes) : '\\text{no mode}', {
        count: `${count}`,
      }),
    );
    if (!modes.length) return { name: 'mode', text: 'no mode', latex: '\\text{no mode}', exact: true };
    return { name: 'mode', text: modes.map(fracText).join(', '), latex: listLatex(modes), exact: true };
  }
  if (m === 'median') {
    const med = medianOf(sorted);
    if (n % 2) steps.push(step('stats-median-odd', L, fracLatex(med), { n: `${n}`, pos: `${(n + 1) / 2}` }));
    else
      steps.push(
        step('stats-median-even', L, fracLatex(med), { n: `${n}`, a: fracLatex(sorted[n / 2 - 1]), b: fracLatex(sorted[n / 2]) }),
      );
    return rat('median', med);
  }
  const lo = sorted[0];
  const hi = sorted[n - 1];
  if (m === 'min') return rat('min', lo);
  if (m === 'max') return rat('max', hi);
  const r = hi.sub(lo);
  steps.push(
    step('stats-range', `${fracLatex(hi)} - ${fracLatex(lo)}`, fracLatex(r), { max: fracLatex(hi), min: fracLatex(lo) }),
  );
  return rat('range', r);
}

/** Quartiles, IQR and five-number summary (median-of-halves method), with steps. */
function spread(m: Measure, sorted: Fraction[], steps: Step[]): MeasureResult[] {
  const n = sorted.length;
  if (n < 2) throw new MathError('VALIDATION_ERROR', 'Quartiles need at least 2 values', { reason: 'too-few-values', min: 2 });
  const [lower, upper] = halves(sorted);
  const q1 = medianOf(lower);
  const q3 = medianOf(upper);
  const med = medianOf(sorted);
  steps.push(
    step('stats-quartiles', listLatex(sorted), `Q_1 = ${fracLatex(q1)},\\ Q_3 = ${fracLatex(q3)}`, {
      lower: listLatex(lower),
      upper: listLatex(upper),
    }),
  );
  if (m === 'q1') return [rat('Q1', q1)];
  if (m === 'q3') return [rat('Q3', q3)];
  if (m === 'quartiles') return [rat('Q1', q1), rat('Q2', med), rat('Q3', q3)];
  if (m === 'iqr') {
    const iqr = q3.sub(q1);
    steps.push(
      step('stats-iqr', `${fracLatex(q3)} - ${fracLatex(q1)}`, fracLatex(iqr), { q1: fracLatex(q1), q3: fracLatex(q3) }),
    );
    return [rat('IQR', iqr)];
  }
  steps.push(step('stats-five-number', listLatex(sorted), [sorted[0], q1, med, q3, sorted[n - 1]].map(fracLatex).join(', ')));
  return [rat('min', sorted[0]), rat('Q1', q1), rat('median', med), rat('Q3', q3), rat('max', sorted[n - 1])];
}

/** Variance or standard deviation (sample: divide by n - 1; population: by n), exact, with steps. */
function dispersion(m: Measure, xs: Fraction[], variant: Variant, budget: Budget, steps: Step[]): MeasureResult {
  const n = xs.length;
  if (variant === 'sample' && n < 2)
    throw new MathError('VALIDATION_ERROR', 'A sample variance needs at least 2 values', { reason: 'too-few-values', min: 2 });
  const { mean, ss } = sumSquares(xs, budget);
  steps.push(step('stats-mean', `\\bar{x}`, fracLatex(mean), { sum: fracLatex(sum(xs)), n: `${n}` }));
  const devs =
    xs
      .slice(0, 8)
      .map((x) => `(${fracLatex(x)} - ${fracLatex(mean)})^2`)
      .join(' + ') + (n > 8 ? ' + \\dots' : '');
  steps.push(step('stats-deviations', devs, fracLatex(ss), { mean: fracLatex(mean), ss: fracLatex(ss) }));
  const div = variant === 'sample' ? n - 1 : n;
  const v = ss.div(div);
  const sym = variant === 'sample' ? 's' : '\\sigma';
  steps.push(
    step(
      variant === 'sample' ? 'stats-variance-sample' : 'stats-variance-population',
      `\\frac{${fracLatex(ss)}}{${div}}`,
      `${sym}^2 = ${fracLatex(v)}`,
      { ss: fracLatex(ss), df: `${div}`, n: `${n}` },
    ),
  );
  if (m === 'variance') return { ...rat(`${variant} variance`, v), latex: `${sym}^2 = ${fracLatex(v)}` };
  const r = sqrtExact(v);
  steps.push(step('stats-sd', `\\sqrt{${fracLatex(v)}}`, r.latex));
  return {
    name: `${variant} standard deviation`,
    text: r.text,
    latex: `${sym} = ${r.latex}`,
    approx: r.approx === r.text ? undefined : r.approx,
    exact: true,
  };
}

/** Weighted mean Σw·x / Σw, exact. Throws VALIDATION_ERROR when the lists differ in length or the weights sum to 0. */
export function weightedMean(xs: Fraction[], ws: Fraction[], steps: Step[]): MeasureResult {
  if (xs.length !== ws.length)
    throw new MathError('VALIDATION_ERROR', 'Values and weights must have the same length', { reason: 'length-mismatch' });
  const num = xs.reduce((s, x, i) => s.add(x.mul(ws[i])), frac(0));
  const den = sum(ws);
  if (den.equals(0)) throw new MathError('VALIDATION_ERROR', 'The weights add up to 0', { reason: 'zero-weights' });
  const terms = xs.map((x, i) => `${fracLatex(ws[i])} \\cdot ${fracLatex(x)}`).join(' + ');
  steps.push(step('stats-sum', terms, fracLatex(num), { n: `${xs.length}`, sum: fracLatex(num) }));
  steps.push(
    step(
      'stats-weighted-mean',
      `\\frac{${terms}}{${ws.map(fracLatex).join(' + ')}}`,
      `\\frac{${fracLatex(num)}}{${fracLatex(den)}}`,
      { num: fracLatex(num), den: fracLatex(den) },
    ),
  );
  return rat('weighted mean', num.div(den));
}

/** Computes one measure of a list, appending its steps. Throws VALIDATION_ERROR for empty or too short lists. */
export function measure(m: Measure, xs: Fraction[], variant: Variant, budget: Budget, steps: Step[]): MeasureResult[] {
  if (!xs.length) throw new MathError('VALIDATION_ERROR', 'The list is empty', { reason: 'empty-list' });
  const sorted = [...xs].sort(cmp);
  const needsSort = ['median', 'mode', 'quartiles', 'q1', 'q3', 'iqr', 'five-number'].includes(m);
  if (needsSort && !steps.some((s) => s.rule === 'stats-sort') && xs.some((x, i) => !x.equals(sorted[i]))) {
    steps.push(step('stats-sort', listLatex(xs), listLatex(sorted), { sorted: listLatex(sorted) }));
  }
  if (['mean', 'median', 'mode', 'range', 'min', 'max'].includes(m)) return [center(m, xs, sorted, steps)];
  if (m === 'variance' || m === 'sd') return [dispersion(m, xs, variant, budget, steps)];
  return spread(m, sorted, steps);
}

/** Plain text and LaTeX of several results: `mean = 5; median = 4`. */
export function joinResults(rs: MeasureResult[]): { text: string; latex: string } {
  return {
    text: rs.map((r) => `${r.name} = ${r.text}`).join('; '),
    latex: rs.map((r) => (/^(?:s|\\sigma)/.test(r.latex) ? r.latex : `\\text{${r.name}} = ${r.latex}`)).join(',\\quad '),
  };
}

/** Numbers as the reader passes them (strings) → Fractions. */
export const toFracs = (xs: unknown): Fraction[] => {
  if (!Array.isArray(xs)) throw new MathError('VALIDATION_ERROR', 'Expected a list of numbers', { reason: 'not-a-list' });
  if (xs.length > MAX_LIST)
    throw new MathError('VALIDATION_ERROR', `Lists are limited to ${MAX_LIST} values`, {
      reason: 'list-too-long',
      limit: MAX_LIST,
    });
  return xs.map((x) => frac(String(x)));
};
