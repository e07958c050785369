/**
 * Step rules and knowledge points of the `sequences` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English text with `{param}` placeholders (params are LaTeX); translations in ./i18n/<locale>.json.
 * Formulas as taught in OpenStax Precalculus 2e ch. 11 / College Algebra 2e ch. 9 "Sequences, Probability and Counting
 * Theory" (§9.1–9.4, CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const SEQUENCES_RULES = {
  'seq-common-difference': {
    kp: 'sequences.arithmetic',
    grade: 3,
    en: 'Subtract consecutive terms: the difference is always the same, so the sequence is arithmetic with {eq}.',
  },
  'seq-common-ratio': {
    kp: 'sequences.geometric',
    grade: 3,
    en: 'Divide consecutive terms: the ratio is always the same, so the sequence is geometric with {eq}.',
  },
  'seq-arithmetic-formula': { kp: 'sequences.arithmetic', grade: 3, en: 'The nth term of an arithmetic sequence is {formula}.' },
  'seq-geometric-formula': { kp: 'sequences.geometric', grade: 3, en: 'The nth term of a geometric sequence is {formula}.' },
  'seq-substitute': { kp: 'sequences.explicit-formula', grade: 3, en: 'Substitute the values: {eq}.' },
  'seq-count-terms': { kp: 'sequences.series', grade: 3, en: 'Count the terms: {eq}.' },
  'seq-arithmetic-sum-formula': {
    kp: 'sequences.series',
    grade: 3,
    en: 'The sum of the first n terms of an arithmetic series is {formula}.',
  },
  'seq-geometric-sum-formula': {
    kp: 'sequences.series',
    grade: 3,
    en: 'The sum of the first n terms of a geometric series is {formula}.',
  },
  'seq-infinite-converges': {
    kp: 'sequences.infinite-series',
    grade: 3,
    en: 'An infinite geometric series has a sum only when |r| < 1; here {eq}, so it converges.',
  },
  'seq-infinite-diverges': {
    kp: 'sequences.infinite-series',
    grade: 3,
    en: 'An infinite geometric series has a sum only when |r| < 1; here {eq}, so it diverges (it has no sum).',
  },
  'seq-infinite-formula': {
    kp: 'sequences.infinite-series',
    grade: 3,
    en: 'The sum of an infinite geometric series is {formula}.',
  },
  'seq-sigma-expand': {
    kp: 'sequences.sigma-notation',
    grade: 3,
    en: 'Write out the terms for {var} from {from} to {to}: {eq}.',
  },
  'seq-sigma-add': { kp: 'sequences.sigma-notation', grade: 3, en: 'Add the terms: {eq}.' },
  'seq-pattern-quadratic': {
    kp: 'sequences.patterns',
    grade: 3,
    en: 'The first differences are {first}; their differences are constant, so the terms follow a quadratic rule {rule}.',
  },
  'seq-pattern-fibonacci': {
    kp: 'sequences.patterns',
    grade: 3,
    en: 'Each term is the sum of the two terms before it (a Fibonacci-like sequence): {eq}.',
  },
  'seq-next-term': { kp: 'sequences.patterns', grade: 2, en: 'Apply the same rule once more: {eq}.' },
  'seq-recursive-start': { kp: 'sequences.recursive', grade: 3, en: 'Start from the given first term(s): {eq}.' },
  'seq-recursive-step': { kp: 'sequences.recursive', grade: 3, en: 'Apply the recursive formula: {eq}.' },
} as const satisfies TopicRules;

export const SEQUENCES_KNOWLEDGE = {
  'sequences.arithmetic': 'Arithmetic sequences',
  'sequences.geometric': 'Geometric sequences',
  'sequences.explicit-formula': 'Explicit formulas of sequences',
  'sequences.series': 'Finite series and their sums',
  'sequences.infinite-series': 'Infinite geometric series',
  'sequences.sigma-notation': 'Summation (sigma) notation',
  'sequences.patterns': 'Recognising number patterns',
  'sequences.recursive': 'Recursive formulas of sequences',
} as const satisfies TopicKnowledge;
