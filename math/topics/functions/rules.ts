/**
 * Step rules and knowledge points of the `functions` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English text with `{param}` placeholders (LaTeX fragments); translations in ./i18n/<lng>.json.
 * Methods as in OpenStax College Algebra 2e / Precalculus 2e ch. 3 (§3.1 function notation, §3.2 domain, §3.4
 * composition, §3.5 transformations, §3.7 inverse functions) (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const FUNCTIONS_RULES = {
  'fn-substitute': { kp: 'functions.evaluate', grade: 3, en: 'Replace {v} with {a} in {f}.' },
  'fn-combine-def': { kp: 'functions.operations', grade: 3, en: 'Operations on functions act on their values: {def}.' },
  'fn-compose-def': { kp: 'functions.composition', grade: 3, en: 'Composition: apply the inner function first, {def}.' },
  'fn-simplify': { kp: 'functions.evaluate', grade: 3, en: 'Simplify: {result}.' },
  'fn-inverse-swap': { kp: 'functions.inverse', grade: 3, en: 'Write y for the function value and swap x and y: {eq}.' },
  'fn-inverse-solve': { kp: 'functions.inverse', grade: 3, en: 'Solve for y; the result is the inverse: {inv}.' },
  'fn-inverse-check': { kp: 'functions.inverse', grade: 3, en: 'Check by composing: {eq}.' },
  'fn-domain-all': {
    kp: 'functions.domain',
    grade: 3,
    en: 'Nothing restricts the variable: a polynomial is defined for every real number.',
  },
  'fn-domain-denominator': { kp: 'functions.domain', grade: 3, en: 'A denominator cannot be 0: {cond}.' },
  'fn-domain-radicand': { kp: 'functions.domain', grade: 3, en: 'An even root needs a radicand that is not negative: {cond}.' },
  'fn-domain-log': { kp: 'functions.domain', grade: 3, en: 'A logarithm needs a positive argument: {cond}.' },
  'fn-domain-result': { kp: 'functions.domain', grade: 3, en: 'The domain in interval notation: {set}.' },
  'fn-range-start': { kp: 'functions.range', grade: 3, en: 'As {v} runs over the real numbers, {u} takes every real value.' },
  'fn-range-vertex': { kp: 'functions.range', grade: 3, en: 'Complete the square: {form}. The vertex is {vertex}.' },
  'fn-range-parabola-up': {
    kp: 'functions.range',
    grade: 3,
    en: 'The leading coefficient is positive: the parabola opens upward and its lowest value is {k}, so {u} takes the values {set}.',
  },
  'fn-range-parabola-down': {
    kp: 'functions.range',
    grade: 3,
    en: 'The leading coefficient is negative: the parabola opens downward and its highest value is {k}, so {u} takes the values {set}.',
  },
  'fn-range-odd-poly': {
    kp: 'functions.range',
    grade: 3,
    en: 'A polynomial of odd degree ({n}) takes every real value: {u} takes the values {set}.',
  },
  'fn-range-critical': {
    kp: 'functions.range',
    grade: 4,
    en: 'The derivative is 0 where {d}: at {xs}. The values there: {vals}.',
  },
  'fn-range-even-poly-up': {
    kp: 'functions.range',
    grade: 4,
    en: 'A polynomial of even degree with a positive leading coefficient has a lowest value, the least of these: {k}, so {u} takes the values {set}.',
  },
  'fn-range-even-poly-down': {
    kp: 'functions.range',
    grade: 4,
    en: 'A polynomial of even degree with a negative leading coefficient has a highest value, the greatest of these: {k}, so {u} takes the values {set}.',
  },
  'fn-range-asymptote': {
    kp: 'functions.range',
    grade: 3,
    en: 'Divide: {form}. The fraction is never 0, so the function never reaches its horizontal asymptote {y}: {u} takes the values {set}.',
  },
  'fn-range-constant': { kp: 'functions.range', grade: 3, en: 'The function is constant: its only value is {k}.' },
  'fn-range-shift': { kp: 'functions.range', grade: 3, en: 'Adding {k} shifts every value: {u} takes the values {set}.' },
  'fn-range-scale': {
    kp: 'functions.range',
    grade: 3,
    en: 'Multiplying by {c} stretches the values: {u} takes the values {set}.',
  },
  'fn-range-scale-negative': {
    kp: 'functions.range',
    grade: 3,
    en: 'Multiplying by the negative number {c} reverses the order of the values: {u} takes the values {set}.',
  },
  'fn-range-amplitude': {
    kp: 'functions.range',
    grade: 3,
    en: 'The amplitude is {a}: the values run from −{a} to {a}, so {u} takes the values {set}.',
  },
  'fn-range-square': { kp: 'functions.range', grade: 3, en: 'An even power is never negative: {u} takes the values {set}.' },
  'fn-range-odd-power': {
    kp: 'functions.range',
    grade: 3,
    en: 'This power keeps the order of the values: {u} takes the values {set}.',
  },
  'fn-range-reciprocal': {
    kp: 'functions.range',
    grade: 3,
    en: 'A reciprocal is never 0 and grows without bound near 0: {u} takes the values {set}.',
  },
  'fn-range-sqrt': {
    kp: 'functions.range',
    grade: 3,
    en: 'A square root needs a radicand ≥ 0 and is never negative: {u} takes the values {set}.',
  },
  'fn-range-abs': { kp: 'functions.range', grade: 3, en: 'An absolute value is never negative: {u} takes the values {set}.' },
  'fn-range-exp': {
    kp: 'functions.range',
    grade: 3,
    en: 'A power of the base {b} is always positive (the x-axis is its horizontal asymptote): {u} takes the values {set}.',
  },
  'fn-range-log': {
    kp: 'functions.range',
    grade: 3,
    en: 'A logarithm is defined for positive numbers only: {u} takes the values {set}.',
  },
  'fn-range-sin-cos': {
    kp: 'functions.range',
    grade: 3,
    en: '{fn} takes every value from −1 to 1 over one period: {u} takes the values {set}.',
  },
  'fn-range-tan': {
    kp: 'functions.range',
    grade: 3,
    en: '{fn} takes every real value over one period: {u} takes the values {set}.',
  },
  'fn-range-sec': {
    kp: 'functions.range',
    grade: 3,
    en: '{fn} takes the values ≤ −1 and ≥ 1 (never between): {u} takes the values {set}.',
  },
  'fn-range-inverse-trig': {
    kp: 'functions.range',
    grade: 3,
    en: '{fn} is monotonic, so the ends of its inputs go to the ends of its values: {u} takes the values {set}.',
  },
  'fn-range-result': {
    kp: 'functions.range',
    grade: 3,
    en: 'The range in interval notation: {set}; in set-builder notation: {builder}.',
  },
  'fn-parity-substitute': { kp: 'functions.parity', grade: 3, en: 'Replace {v} with its opposite: {fx}.' },
  'fn-even': {
    kp: 'functions.parity',
    grade: 3,
    en: '{eq} for every value, so the function is even (symmetric about the y-axis).',
  },
  'fn-odd': {
    kp: 'functions.parity',
    grade: 3,
    en: '{eq} for every value, so the function is odd (symmetric about the origin).',
  },
  'fn-neither': {
    kp: 'functions.parity',
    grade: 3,
    en: '{eq}: the value is neither f of the point nor its opposite, so the function is neither even nor odd.',
  },
  'fn-zeros-set': { kp: 'functions.zeros', grade: 3, en: 'The zeros are the solutions of {eq}.' },
  'fn-zeros-result': { kp: 'functions.zeros', grade: 3, en: 'The zeros of the function: {list}.' },
  'fn-dq-substitute': { kp: 'functions.difference-quotient', grade: 3, en: 'Evaluate the function at x + h: {e}.' },
  'fn-dq-numerator': { kp: 'functions.difference-quotient', grade: 3, en: 'Subtract the value at x: {e}.' },
  'fn-dq-divide': { kp: 'functions.difference-quotient', grade: 3, en: 'Divide by h (h ≠ 0) and simplify: {e}.' },
  'fn-transform-form': { kp: 'functions.transformations', grade: 3, en: 'Write the new function in terms of the old one: {eq}.' },
  'fn-shift-right': { kp: 'functions.transformations', grade: 3, en: 'Horizontal shift: {h} units to the right.' },
  'fn-shift-left': { kp: 'functions.transformations', grade: 3, en: 'Horizontal shift: {h} units to the left.' },
  'fn-shift-up': { kp: 'functions.transformations', grade: 3, en: 'Vertical shift: {k} units up.' },
  'fn-shift-down': { kp: 'functions.transformations', grade: 3, en: 'Vertical shift: {k} units down.' },
  'fn-stretch-vertical': { kp: 'functions.transformations', grade: 3, en: 'Vertical stretch by the factor {a}.' },
  'fn-compress-vertical': { kp: 'functions.transformations', grade: 3, en: 'Vertical compression by the factor {a}.' },
  'fn-reflect-x': { kp: 'functions.transformations', grade: 3, en: 'Reflection across the x-axis (the output changes sign).' },
  'fn-stretch-horizontal': { kp: 'functions.transformations', grade: 3, en: 'Horizontal stretch by the factor {b}.' },
  'fn-compress-horizontal': { kp: 'functions.transformations', grade: 3, en: 'Horizontal compression by the factor {b}.' },
  'fn-reflect-y': { kp: 'functions.transformations', grade: 3, en: 'Reflection across the y-axis (the input changes sign).' },
} as const satisfies TopicRules;

export const FUNCTIONS_KNOWLEDGE = {
  'functions.evaluate': 'Evaluating functions',
  'functions.operations': 'Sum, difference, product and quotient of functions',
  'functions.composition': 'Composition of functions',
  'functions.inverse': 'Inverse functions',
  'functions.domain': 'Domain of a function',
  'functions.range': 'Range of a function',
  'functions.parity': 'Even and odd functions',
  'functions.zeros': 'Zeros of a function',
  'functions.difference-quotient': 'Difference quotient',
  'functions.transformations': 'Transformations of graphs',
} as const satisfies TopicKnowledge;
