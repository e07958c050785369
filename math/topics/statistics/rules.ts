/**
 * Step rules and knowledge points of the `statistics` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English source text with `{param}` placeholders (params are LaTeX fragments; the text itself has
 * no LaTeX). Wording follows OpenStax Introductory Statistics 2e (CC BY 4.0), chapters 2, 4, 6.
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const STATISTICS_RULES = {
  'stats-sort': { kp: 'statistics.ordering-data', grade: 1, en: 'Put the data in order from smallest to largest: {sorted}.' },
  'stats-sum': { kp: 'statistics.mean', grade: 1, en: 'Add the {n} values: the sum is {sum}.' },
  'stats-mean': { kp: 'statistics.mean', grade: 1, en: 'The mean is the sum divided by the number of values: {sum} ÷ {n}.' },
  'stats-median-odd': {
    kp: 'statistics.median',
    grade: 1,
    en: 'There are {n} values (an odd number), so the median is the middle value, value number {pos}.',
  },
  'stats-median-even': {
    kp: 'statistics.median',
    grade: 1,
    en: 'There are {n} values (an even number), so the median is the mean of the two middle values {a} and {b}.',
  },
  'stats-mode': { kp: 'statistics.mode', grade: 1, en: 'The mode is the value that occurs most often ({count} times).' },
  'stats-no-mode': {
    kp: 'statistics.mode',
    grade: 1,
    en: 'Every value occurs the same number of times ({count}), so there is no mode.',
  },
  'stats-range': { kp: 'statistics.range', grade: 1, en: 'Range = largest value − smallest value = {max} − {min}.' },
  'stats-quartiles': {
    kp: 'statistics.quartiles',
    grade: 3,
    en: 'Quartiles (median-of-halves method, the median left out of both halves when n is odd): Q1 is the median of the lower half {lower}, Q3 the median of the upper half {upper}.',
  },
  'stats-iqr': { kp: 'statistics.quartiles', grade: 3, en: 'Interquartile range IQR = Q3 − Q1 = {q3} − {q1}.' },
  'stats-five-number': {
    kp: 'statistics.quartiles',
    grade: 3,
    en: 'The five-number summary is minimum, Q1, median, Q3, maximum.',
  },
  'stats-deviations': {
    kp: 'statistics.variance',
    grade: 3,
    en: 'Subtract the mean {mean} from each value and square; the squared deviations add up to {ss}.',
  },
  'stats-variance-sample': {
    kp: 'statistics.variance',
    grade: 3,
    en: 'Sample variance: divide the sum of squares {ss} by n − 1 = {df}.',
  },
  'stats-variance-population': {
    kp: 'statistics.variance',
    grade: 3,
    en: 'Population variance: divide the sum of squares {ss} by n = {n}.',
  },
  'stats-sd': { kp: 'statistics.standard-deviation', grade: 3, en: 'The standard deviation is the square root of the variance.' },
  'stats-weighted-mean': {
    kp: 'statistics.weighted-mean',
    grade: 2,
    en: 'Weighted mean = sum of weight × value divided by the sum of the weights = {num} ÷ {den}.',
  },
  'stats-z-score': { kp: 'statistics.z-scores', grade: 3, en: 'z = (x − μ) ÷ σ with x = {x}, μ = {mu}, σ = {sigma}.' },
  'stats-standardize': {
    kp: 'statistics.normal-distribution',
    grade: 3,
    en: 'Standardize with z = (x − μ) ÷ σ, μ = {mu}, σ = {sigma}.',
  },
  'stats-normal-cdf': {
    kp: 'statistics.normal-distribution',
    grade: 3,
    en: 'Read the standard normal cumulative probabilities: {expr}.',
  },
  'stats-normal-inverse': {
    kp: 'statistics.normal-distribution',
    grade: 3,
    en: 'Find the z-value whose cumulative probability is {p}.',
  },
  'stats-unstandardize': {
    kp: 'statistics.normal-distribution',
    grade: 3,
    en: 'Convert back: x = μ + z·σ with μ = {mu}, σ = {sigma}.',
  },
  'stats-binomial-formula': {
    kp: 'statistics.binomial-distribution',
    grade: 3,
    en: 'Binomial formula P(X = k) = C(n, k)·p^k·(1 − p)^(n − k) with n = {n}, p = {p}.',
  },
  'stats-binomial-term': { kp: 'statistics.binomial-distribution', grade: 3, en: 'Put k = {ks} into the formula.' },
  'stats-binomial-sum': { kp: 'statistics.binomial-distribution', grade: 3, en: 'Add the probabilities for k = {ks}.' },
  'stats-complement': { kp: 'statistics.complement', grade: 3, en: 'Use the complement: 1 − {rest}.' },
  'stats-binomial-moments': {
    kp: 'statistics.binomial-distribution',
    grade: 3,
    en: 'For a binomial distribution with n = {n}, p = {p}: mean μ = np, variance σ² = np(1 − p).',
  },
  'stats-poisson-formula': {
    kp: 'statistics.poisson-distribution',
    grade: 4,
    en: 'Poisson formula P(X = k) = e^(−λ)·λ^k ÷ k! with λ = {lambda}.',
  },
  'stats-uniform': {
    kp: 'statistics.uniform-distribution',
    grade: 3,
    en: 'For a uniform distribution on [{a}, {b}], the probability is the length of the interval divided by b − a.',
  },
  'stats-exponential': {
    kp: 'statistics.exponential-distribution',
    grade: 4,
    en: 'Exponential distribution with rate λ = {lambda}: P(X > x) = e^(−λx) and P(X < x) = 1 − e^(−λx).',
  },
  'stats-expected-value': {
    kp: 'statistics.expected-value',
    grade: 3,
    en: 'Expected value E(X) = sum of value × probability: {terms}.',
  },
  'stats-critical-z': {
    kp: 'statistics.confidence-intervals',
    grade: 4,
    en: 'σ is known, so use the normal critical value z* for {c} confidence.',
  },
  'stats-critical-t': {
    kp: 'statistics.confidence-intervals',
    grade: 4,
    en: 'Only the sample standard deviation is known, so use the t critical value t* for {c} confidence with {df} degrees of freedom.',
  },
  'stats-margin-mean': {
    kp: 'statistics.confidence-intervals',
    grade: 4,
    en: 'Margin of error E = critical value × standard deviation ÷ √n = {crit} × {sd} ÷ √{n}.',
  },
  'stats-margin-proportion': {
    kp: 'statistics.confidence-intervals',
    grade: 4,
    en: 'Margin of error E = z* × √(p̂(1 − p̂) ÷ n) with z* = {crit}, n = {n}.',
  },
  'stats-interval': {
    kp: 'statistics.confidence-intervals',
    grade: 4,
    en: 'The interval is the estimate ± the margin of error: {center} ± {margin}.',
  },
  'stats-sample-proportion': {
    kp: 'statistics.proportions',
    grade: 3,
    en: 'Sample proportion p̂ = successes ÷ sample size = {x} ÷ {n}.',
  },
  'stats-test-statistic-mean': {
    kp: 'statistics.hypothesis-tests',
    grade: 4,
    en: 'Test statistic: (sample mean − {mu0}) ÷ (standard deviation ÷ √n); for t, {df} degrees of freedom.',
  },
  'stats-test-statistic-proportion': {
    kp: 'statistics.hypothesis-tests',
    grade: 4,
    en: 'Test statistic z = (p̂ − p₀) ÷ √(p₀(1 − p₀) ÷ n) with p₀ = {p0}.',
  },
  'stats-p-value': {
    kp: 'statistics.hypothesis-tests',
    grade: 4,
    en: 'The p-value is the probability of a statistic at least this extreme in the direction of the alternative ({tail}).',
  },
  'stats-reject': {
    kp: 'statistics.hypothesis-tests',
    grade: 4,
    en: 'The p-value {p} is less than α = {alpha}: reject the null hypothesis.',
  },
  'stats-fail-to-reject': {
    kp: 'statistics.hypothesis-tests',
    grade: 4,
    en: 'The p-value {p} is not less than α = {alpha}: do not reject the null hypothesis.',
  },
} as const satisfies TopicRules;

export const STATISTICS_KNOWLEDGE = {
  'statistics.ordering-data': 'Ordering data',
  'statistics.mean': 'The mean (average)',
  'statistics.median': 'The median',
  'statistics.mode': 'The mode',
  'statistics.range': 'The range',
  'statistics.quartiles': 'Quartiles and the interquartile range',
  'statistics.variance': 'Variance (sample and population)',
  'statistics.standard-deviation': 'Standard deviation',
  'statistics.weighted-mean': 'The weighted mean',
  'statistics.z-scores': 'z-scores',
  'statistics.normal-distribution': 'The normal distribution',
  'statistics.binomial-distribution': 'The binomial distribution',
  'statistics.complement': 'The complement rule',
  'statistics.poisson-distribution': 'The Poisson distribution',
  'statistics.uniform-distribution': 'The uniform distribution',
  'statistics.exponential-distribution': 'The exponential distribution',
  'statistics.expected-value': 'Expected value',
  'statistics.confidence-intervals': 'Confidence intervals',
  'statistics.proportions': 'Sample proportions',
  'statistics.hypothesis-tests': 'Hypothesis tests',
} as const satisfies TopicKnowledge;
