/**
 * Step rules and knowledge points of the `number-theory` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts
 * and math/knowledge.ts). English source text with `{param}` placeholders (LaTeX fragments); translations live in
 * ./i18n/<lng>.json. Methods as taught in OpenStax Prealgebra 2e (CC BY 4.0), chapter 2.5, and Euclid's algorithm.
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const NUMBER_THEORY_RULES = {
  'euclid-step': { kp: 'number-theory.euclid', grade: 2, en: "Euclid's algorithm: divide and keep the remainder, {eq}." },
  'gcd-last-remainder': {
    kp: 'number-theory.euclid',
    grade: 2,
    en: 'The last nonzero remainder, {g}, is the greatest common divisor.',
  },
  'prime-factor-tree': {
    kp: 'number-theory.prime-factorization',
    grade: 2,
    en: 'Divide by primes until only primes are left: {n} = {f}.',
  },
  'gcd-common-primes': {
    kp: 'number-theory.gcd',
    grade: 2,
    en: 'Take each prime the numbers share, with its lowest power: {g}.',
  },
  'lcm-all-primes': { kp: 'number-theory.lcm', grade: 2, en: 'Take every prime that appears, with its highest power: {l}.' },
  'lcm-from-gcd': {
    kp: 'number-theory.lcm',
    grade: 2,
    en: 'Check: the product of two numbers equals their gcd times their lcm, so {eq}.',
  },
  'has-divisor': { kp: 'number-theory.primes', grade: 2, en: '{eq}: {n} has the divisor {d}, so it is not prime.' },
  'no-divisor-to-root': {
    kp: 'number-theory.primes',
    grade: 2,
    en: 'No prime up to {sqrt} ≈ {root} divides {n}, so {n} is prime.',
  },
  'prime-below-two': {
    kp: 'number-theory.primes',
    grade: 2,
    en: 'A prime is a whole number greater than 1 with exactly two divisors; {n} is not.',
  },
  'divisor-pairs': {
    kp: 'number-theory.divisors',
    grade: 2,
    en: 'Test every number up to {sqrt}; each divisor found gives a second one, the quotient.',
  },
  'divides-evenly': { kp: 'number-theory.divisibility', grade: 2, en: '{eq} with remainder 0, so {b} divides {a}.' },
  'leaves-remainder': {
    kp: 'number-theory.divisibility',
    grade: 2,
    en: '{eq}: the remainder is not 0, so {b} does not divide {a}.',
  },
  'digit-sum-test': {
    kp: 'number-theory.divisibility',
    grade: 2,
    en: 'The digit sum is {s}; a number is divisible by {d} exactly when its digit sum is.',
  },
  'parity-last-digit': {
    kp: 'number-theory.parity',
    grade: 1,
    en: 'The last digit of {n} is {d}; a whole number is even exactly when its last digit is 0, 2, 4, 6 or 8.',
  },
  'parity-even': { kp: 'number-theory.parity', grade: 1, en: '{eq}: the remainder is 0, so {n} is even.' },
  'parity-odd': { kp: 'number-theory.parity', grade: 1, en: '{eq}: the remainder is 1, so {n} is odd.' },
  'parity-not-integer': {
    kp: 'number-theory.parity',
    grade: 2,
    en: '{n} is not a whole number; only whole numbers are even or odd, so {n} is neither.',
  },
} as const satisfies TopicRules;

export const NUMBER_THEORY_KNOWLEDGE = {
  'number-theory.euclid': "Euclid's algorithm",
  'number-theory.prime-factorization': 'Prime factorization',
  'number-theory.gcd': 'Greatest common divisor',
  'number-theory.lcm': 'Least common multiple',
  'number-theory.primes': 'Prime numbers',
  'number-theory.divisors': 'Divisors of a number',
  'number-theory.divisibility': 'Divisibility rules',
  'number-theory.parity': 'Even and odd numbers',
} as const satisfies TopicKnowledge;
