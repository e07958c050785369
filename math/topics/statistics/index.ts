/**
 * The `statistics` topic (issue #21): descriptive statistics of a list (mean, median, mode, range, quartiles, IQR,
 * five-number summary, sample/population variance and standard deviation, weighted mean) and distributions (binomial,
 * Poisson, normal, uniform, exponential probabilities, z-scores, percentiles, expected value), confidence intervals and
 * one-sample tests for a mean or a proportion. Exact rational answers first (mathjs Fractions), decimals
 * beside them; normal probabilities are decimals (jStat). Every answer is re-checked by an independent computation
 * (verify.ts).
 */
import type { Topic, TopicAnswer, TopicReading } from '../types';
import type { AnswerWordKey, AnswerWords } from '../../answerWords';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { MathError } from '../../errors';
import { readDescribe } from './read-describe';
import { readDistribution } from './read-dist';
import { measure, weightedMean, joinResults, toFracs, type Measure, type MeasureResult, type Variant } from './describe';
import { binomialProb, binomialMoments, poissonProb, normalProb, normalInverse, zScore, type DistResult } from './distributions';
import {
  uniformProb,
  exponentialProb,
  expectedValue,
  meanInterval,
  proportionInterval,
  meanTest,
  proportionTest,
  tCritical,
  type Tail,
} from './inference';
import { readInference } from './read-inference';
import { DIST_TASKS, verifyStatistics } from './verify';
import type { RvEvent } from './events';

/** Solves a descriptive reading (one or several measures). */
function solveDescribe(r: TopicReading, budget: Budget): TopicAnswer {
  const steps: Step[] = [];
  const xs = toFracs(r.params.values);
  if (r.task === 'weighted-mean') {
    const res = weightedMean(xs, toFracs(r.params.weights), steps);
    return { kind: 'number', text: res.text, latex: res.latex, approx: res.approx, steps, exact: true };
  }
  const measures = (r.params.measures as Measure[]) ?? [r.task as Measure];
  const variant = (r.params.variant as Variant) ?? 'sample';
  const results: MeasureResult[] = [];
  for (const m of measures) results.push(...measure(m, xs, variant, budget, steps));
  if (results.length === 1) {
    const one = results[0];
    const kind = one.name === 'mode' ? 'list' : 'number';
    return {
      kind,
      text: one.text,
      latex: one.latex,
      approx: one.approx,
      steps,
      exact: one.exact,
      ...(kind === 'list' ? { items: one.latex.split(', ') } : {}),
      ...(one.text === 'no mode' ? { words: measureWords(one) } : {}),
    };
  }
  const j = joinResults(results);
  return {
    kind: 'list',
    text: j.text,
    latex: j.latex,
    items: results.map((x) => `\\text{${x.name}} = ${x.latex}`),
    words: results.map(measureWords),
    steps,
    exact: results.every((x) => x.exact),
  };
}

const fromDist = (d: DistResult, steps: Step[]): TopicAnswer => ({
  kind: 'number',
  text: d.text,
  latex: d.latex,
  approx: d.approx,
  ...(d.words ? { words: d.words } : {}),
  steps,
  exact: d.exact,
});

/** The answer-words keys of the measures named in words (the others — Q1, IQR, s², σ — are symbols). */
const MEASURE_WORDS: Record<string, AnswerWordKey> = {
  mean: 'statistics.mean',
  median: 'statistics.median',
  mode: 'statistics.mode',
  range: 'statistics.range',
  min: 'statistics.min',
  max: 'statistics.max',
  'weighted mean': 'statistics.weighted-mean',
};

/** One measure of a summary as a part of the answer in words (`mean = 7/2`, `no mode`, a symbol's own LaTeX). */
function measureWords(x: MeasureResult): AnswerWords {
  if (x.name === 'mode' && x.text === 'no mode') return { key: 'statistics.no-mode' };
  const key = MEASURE_WORDS[x.name];
  if (key) return { key, params: { value: x.latex }, paramsText: { value: x.text } };
  // as joinResults shows it: a variance or deviation by its symbol (s², σ), a quartile by its name (Q1, IQR)
  const item = /^(?:s|\\sigma)/.test(x.latex) ? x.latex : `\\text{${x.name}} = ${x.latex}`;
  return { key: 'common.math', params: { value: item }, paramsText: { value: `${x.name} = ${x.text}` } };
}

/** Solves a distribution reading. */
function solveDistribution(r: TopicReading, budget: Budget): TopicAnswer {
  const p = r.params;
  const steps: Step[] = [];
  switch (r.task) {
    case 'binomial':
      return fromDist(binomialProb(Number(p.n), String(p.p), p.event as RvEvent, budget, steps), steps);
    case 'binomial-moments':
      return fromDist(binomialMoments(Number(p.n), String(p.p), p.which as 'mean' | 'variance' | 'sd', steps), steps);
    case 'poisson':
      return fromDist(poissonProb(String(p.lambda), p.event as RvEvent, budget, steps), steps);
    case 'normal':
      return fromDist(normalProb(Number(p.mu), Number(p.sigma), p.event as RvEvent, steps), steps);
    case 'normal-inverse':
      return fromDist(normalInverse(Number(p.p), Number(p.mu), Number(p.sigma), steps), steps);
    case 'z-score':
      return fromDist(zScore(String(p.x), String(p.mu), String(p.sigma), steps), steps);
    default:
      return solveInference(r, steps);
  }
}

/** Solves a uniform / exponential / expected-value / interval / test reading. */
function solveInference(r: TopicReading, steps: Step[]): TopicAnswer {
  const p = r.params;
  switch (r.task) {
    case 'uniform':
      return fromDist(uniformProb(String(p.a), String(p.b), p.event as RvEvent, steps), steps);
    case 'exponential':
      return fromDist(exponentialProb(Number(p.rate), p.event as RvEvent, steps), steps);
    case 'expected-value':
      return fromDist(expectedValue(toFracs(p.values), toFracs(p.probs), steps), steps);
    case 't-critical':
      return fromDist(tCritical(Number(p.c), Number(p.df), steps), steps);
    case 'ci-mean':
      return {
        ...fromDist(meanInterval(Number(p.mean), Number(p.sd), Number(p.n), Number(p.c), Boolean(p.useT), steps), steps),
        kind: 'interval',
      };
    case 'ci-proportion':
      return { ...fromDist(proportionInterval(Number(p.x), Number(p.n), Number(p.c), steps), steps), kind: 'interval' };
    case 'test-mean':
      return {
        ...fromDist(
          meanTest(
            Number(p.mean),
            Number(p.mu0),
            Number(p.sd),
            Number(p.n),
            p.tail as Tail,
            Number(p.alpha),
            Boolean(p.useT),
            steps,
          ),
          steps,
        ),
        kind: 'list',
      };
    case 'test-proportion':
      return {
        ...fromDist(proportionTest(Number(p.x), Number(p.n), Number(p.p0), p.tail as Tail, Number(p.alpha), steps), steps),
        kind: 'list',
      };
    default:
      throw new MathError('UNSUPPORTED', `Unknown statistics task ${r.task}`, { reason: 'unknown-task' });
  }
}

export const statistics: Topic = {
  id: 'statistics',
  level: 1,
  examples: [
    'mean of 3, 5, 7, 9',
    'sample standard deviation of 2, 4, 4, 4, 5, 5, 7, 9',
    'P(X <= 2) for X ~ B(10, 0.3)',
    'P(Z < 1.96)',
  ],
  read(question: string): TopicReading | null {
    return readDescribe(question) ?? readDistribution(question) ?? readInference(question);
  },
  solve(reading: TopicReading, budget: Budget): TopicAnswer {
    return DIST_TASKS.has(reading.task) ? solveDistribution(reading, budget) : solveDescribe(reading, budget);
  },
  verify(reading: TopicReading, answer: TopicAnswer): boolean {
    return verifyStatistics(reading, answer);
  },
};
