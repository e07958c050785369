/**
 * Step rules and knowledge points of the `probability` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English source text with `{param}` placeholders (params are LaTeX fragments; no LaTeX in the text).
 * Wording follows OpenStax College Algebra 2e §13.5–13.7 and Introductory Statistics 2e §3.1–3.3 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const PROBABILITY_RULES = {
  'prob-factorial': { kp: 'probability.factorial', grade: 2, en: '{n}! is the product of the whole numbers from {n} down to 1.' },
  'prob-permutations': {
    kp: 'probability.permutations',
    grade: 3,
    en: 'Permutations (order matters): P(n, r) = n! ÷ (n − r)! with n = {n}, r = {r}.',
  },
  'prob-combinations': {
    kp: 'probability.combinations',
    grade: 3,
    en: 'Combinations (order does not matter): C(n, r) = n! ÷ (r!·(n − r)!) with n = {n}, r = {r}.',
  },
  'prob-cancel-factorials': { kp: 'probability.factorial', grade: 3, en: 'Cancel the common factorial; {k} factors are left.' },
  'prob-count-letters': {
    kp: 'probability.arrangements-with-repeats',
    grade: 3,
    en: 'Count the {n} letters and how often each one repeats.',
  },
  'prob-arrange-repeats': {
    kp: 'probability.arrangements-with-repeats',
    grade: 3,
    en: 'Divide {n}! by the factorial of each letter count, because swapping equal letters gives the same word.',
  },
  'prob-sample-space': { kp: 'probability.sample-space', grade: 2, en: 'There are {total} equally likely outcomes.' },
  'prob-favorable': { kp: 'probability.classical', grade: 2, en: 'Count the favourable outcomes: {favorable}.' },
  'prob-classical': {
    kp: 'probability.classical',
    grade: 2,
    en: 'Probability = favourable outcomes ÷ all outcomes = {favorable} ÷ {total}.',
  },
  'prob-at-least-one': { kp: 'probability.complement', grade: 3, en: 'P(at least one) = 1 − P(none), and P(none) = {none}.' },
  'prob-multiply-with': {
    kp: 'probability.multiplication-rule',
    grade: 3,
    en: 'With replacement the draws are independent: multiply their probabilities, {expr}.',
  },
  'prob-multiply-without': {
    kp: 'probability.multiplication-rule',
    grade: 3,
    en: 'Without replacement each draw leaves one card fewer: multiply {expr}.',
  },
  'prob-urn-without': {
    kp: 'probability.combinations',
    grade: 3,
    en: 'Count the ways to choose the wanted balls of each colour and divide by the ways to choose any, {total}.',
  },
  'prob-complement-rule': { kp: 'probability.complement', grade: 2, en: 'Complement rule: P(not A) = 1 − P(A) = 1 − {p}.' },
  'prob-addition-rule': {
    kp: 'probability.addition-rule',
    grade: 3,
    en: 'Addition rule: P(A or B) = P(A) + P(B) − P(A and B), with P(A and B) = {pab}.',
  },
  'prob-independent-product': {
    kp: 'probability.independent-events',
    grade: 3,
    en: 'For independent events P(A and B) = P(A)·P(B) = {pa}·{pb}.',
  },
  'prob-conditional': {
    kp: 'probability.conditional',
    grade: 3,
    en: 'Conditional probability: P(A | B) = P(A and B) ÷ P(B) = {pab} ÷ {pb}.',
  },
  'prob-independent-yes': {
    kp: 'probability.independent-events',
    grade: 3,
    en: 'P(A)·P(B) = {prod} equals P(A and B) = {pab}, so the events are independent.',
  },
  'prob-independent-no': {
    kp: 'probability.independent-events',
    grade: 3,
    en: 'P(A)·P(B) = {prod} differs from P(A and B) = {pab}, so the events are not independent.',
  },
  'prob-expected-die': {
    kp: 'probability.expected-value',
    grade: 3,
    en: 'Each face from 1 to {s} has probability {p}, so E(X) is the average of the faces: {eq}.',
  },
  'prob-expected-coin': {
    kp: 'probability.expected-value',
    grade: 3,
    en: 'One toss gives 1 head with probability 1/2 and 0 heads with probability 1/2.',
  },
  'prob-expected-linearity': {
    kp: 'probability.expected-value',
    grade: 3,
    en: 'The expected value of a sum is the sum of the expected values: {eq}.',
  },
} as const satisfies TopicRules;

export const PROBABILITY_KNOWLEDGE = {
  'probability.factorial': 'Factorials',
  'probability.permutations': 'Permutations',
  'probability.combinations': 'Combinations',
  'probability.arrangements-with-repeats': 'Arrangements with repeated objects',
  'probability.sample-space': 'Sample spaces',
  'probability.classical': 'Probability of equally likely outcomes',
  'probability.complement': 'The complement rule',
  'probability.multiplication-rule': 'The multiplication rule',
  'probability.addition-rule': 'The addition rule',
  'probability.independent-events': 'Independent events',
  'probability.conditional': 'Conditional probability',
  'probability.expected-value': 'Expected value',
} as const satisfies TopicKnowledge;
