/**
 * Step rules and knowledge points of the `series` topic, merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts. The tests of OpenStax Calculus Volume 2 §5.2–5.6 and §6.1 (CC BY-NC-SA 4.0; no text taken).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const SERIES_RULES = {
  'series-terms': { kp: 'series.divergence-test', grade: 4, en: 'The terms of the series are {a}, starting at {start}.' },
  'series-divergence-test': {
    kp: 'series.divergence-test',
    grade: 4,
    en: 'Divergence test: the terms do not tend to 0 ({eq}), so the series diverges.',
  },
  'series-geometric-converges': {
    kp: 'series.geometric',
    grade: 4,
    en: 'Geometric series with ratio {r}: |r| < 1, so it converges.',
  },
  'series-geometric-diverges': {
    kp: 'series.geometric',
    grade: 4,
    en: 'Geometric series with ratio {r}: |r| ≥ 1, so it diverges.',
  },
  'series-p-converges': { kp: 'series.p-series', grade: 4, en: 'p-series with {p} > 1, so it converges.' },
  'series-p-diverges': { kp: 'series.p-series', grade: 4, en: 'p-series with {p} ≤ 1, so it diverges.' },
  'series-ratio-converges': { kp: 'series.ratio-test', grade: 4, en: 'Ratio test: {eq} < 1, so the series converges.' },
  'series-ratio-diverges': { kp: 'series.ratio-test', grade: 4, en: 'Ratio test: {eq} > 1, so the series diverges.' },
  'series-limit-comparison-converges': {
    kp: 'series.comparison',
    grade: 4,
    en: 'Limit comparison with {cmp}: {eq}, a positive number, and that p-series converges, so this one does too.',
  },
  'series-limit-comparison-diverges': {
    kp: 'series.comparison',
    grade: 4,
    en: 'Limit comparison with {cmp}: {eq}, a positive number, and that p-series diverges, so this one does too.',
  },
  'series-integral-converges': {
    kp: 'series.integral-test',
    grade: 4,
    en: 'Integral test (positive, decreasing terms): {eq} is finite, so the series converges.',
  },
  'series-integral-diverges': {
    kp: 'series.integral-test',
    grade: 4,
    en: 'Integral test (positive, decreasing terms): {eq}, so the series diverges.',
  },
  'series-absolute': {
    kp: 'series.alternating',
    grade: 4,
    en: 'The series of absolute values {b} converges, so the series converges absolutely.',
  },
  'series-alternating': {
    kp: 'series.alternating',
    grade: 4,
    en: 'Alternating series test: {b} decreases and tends to 0, so the series converges.',
  },
  'series-known-sum': { kp: 'series.sums', grade: 4, en: 'Use the known sum {formula}: the sum is {eq}.' },
  'series-partial-fractions': { kp: 'series.sums', grade: 4, en: 'Split the term into partial fractions: {eq}.' },
  'series-telescoping': {
    kp: 'series.sums',
    grade: 4,
    en: 'The sum telescopes: the middle terms cancel and only the first ones remain: {eq}.',
  },
  'series-radius-ratio': {
    kp: 'series.power-series',
    grade: 4,
    en: 'Ratio test on the power series: {eq} < 1 gives {r}.',
  },
  'series-interval-all': { kp: 'series.power-series', grade: 4, en: 'The series converges for every x.' },
  'series-endpoint-converges': {
    kp: 'series.power-series',
    grade: 4,
    en: 'At {x} the series is {series}, which converges: include it.',
  },
  'series-endpoint-diverges': {
    kp: 'series.power-series',
    grade: 4,
    en: 'At {x} the series is {series}, which diverges: leave it out.',
  },
} as const satisfies TopicRules;

export const SERIES_KNOWLEDGE = {
  'series.divergence-test': 'The divergence test',
  'series.geometric': 'Geometric series',
  'series.p-series': 'p-series',
  'series.ratio-test': 'The ratio test',
  'series.comparison': 'Comparison tests',
  'series.integral-test': 'The integral test',
  'series.alternating': 'Alternating series and absolute convergence',
  'series.sums': 'Sums of series',
  'series.power-series': 'Power series and the radius of convergence',
} as const satisfies TopicKnowledge;
