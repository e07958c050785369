/**
 * Step rules and knowledge points of the `algebra` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English source text with `{param}` placeholders (the params are LaTeX); translations in
 * ./i18n/<locale>.json. Methods as in OpenStax Intermediate Algebra 2e ch. 4 (systems), ch. 5 (polynomial division),
 * ch. 9 (quadratics) and College Algebra 2e §5.1 and §5.4 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const ALGEBRA_RULES = {
  'algebra-vertex-x': { kp: 'algebra.quadratic-vertex', grade: 3, en: 'The vertex lies on the axis of symmetry: {formula}.' },
  'algebra-vertex-y': {
    kp: 'algebra.quadratic-vertex',
    grade: 3,
    en: 'Substitute it into the function to get the y-coordinate: {eq}.',
  },
  'algebra-opens-up': {
    kp: 'algebra.quadratic-vertex',
    grade: 3,
    en: 'The leading coefficient {a} is positive: the parabola opens upward and the vertex is its lowest point.',
  },
  'algebra-opens-down': {
    kp: 'algebra.quadratic-vertex',
    grade: 3,
    en: 'The leading coefficient {a} is negative: the parabola opens downward and the vertex is its highest point.',
  },
  'algebra-axis': {
    kp: 'algebra.quadratic-vertex',
    grade: 3,
    en: 'The axis of symmetry is the vertical line through the vertex: x = {h}.',
  },
  'algebra-min-value': {
    kp: 'algebra.quadratic-extremum',
    grade: 3,
    en: 'Since {a} > 0 the parabola opens upward: the minimum value is {k}, reached at {h}; there is no maximum.',
  },
  'algebra-max-value': {
    kp: 'algebra.quadratic-extremum',
    grade: 3,
    en: 'Since {a} < 0 the parabola opens downward: the maximum value is {k}, reached at {h}; there is no minimum.',
  },
  'algebra-discriminant': { kp: 'equations.discriminant', grade: 3, en: 'Compute the discriminant: {formula}.' },
  'algebra-roots-two-rational': {
    kp: 'equations.discriminant',
    grade: 3,
    en: 'The discriminant {d} is positive and a perfect square: two different rational real roots.',
  },
  'algebra-roots-two-irrational': {
    kp: 'equations.discriminant',
    grade: 3,
    en: 'The discriminant {d} is positive but not a perfect square: two different irrational real roots.',
  },
  'algebra-roots-one-real': {
    kp: 'equations.discriminant',
    grade: 3,
    en: 'The discriminant {d} is zero: one repeated real root.',
  },
  'algebra-roots-two-complex': {
    kp: 'equations.discriminant',
    grade: 3,
    en: 'The discriminant {d} is negative: no real roots, two complex conjugate roots.',
  },
  'algebra-cs-group': {
    kp: 'algebra.complete-square',
    grade: 3,
    en: 'Group the terms with x and factor out the leading coefficient {a}.',
  },
  'algebra-cs-half-square': {
    kp: 'algebra.complete-square',
    grade: 3,
    en: 'Take half of the coefficient of x and square it: {formula}; add and subtract it.',
  },
  'algebra-cs-write-square': {
    kp: 'algebra.complete-square',
    grade: 3,
    en: 'Write the perfect square trinomial as a square and combine the constants: {form}.',
  },
  'algebra-identity': {
    kp: 'algebra.special-equations',
    grade: 2,
    en: 'The variable cancels and a true statement remains ({eq}): the equation is an identity, true for all real numbers.',
  },
  'algebra-contradiction': {
    kp: 'algebra.special-equations',
    grade: 2,
    en: 'The variable cancels and a false statement remains ({eq}): the equation is a contradiction and has no solution.',
  },
  'algebra-identity-except': {
    kp: 'algebra.special-equations',
    grade: 3,
    en: 'Over a common denominator the numerator is 0: the equation holds wherever both sides are defined, so every real number is a solution except the excluded values {excluded}.',
  },
  'algebra-conditional': {
    kp: 'algebra.special-equations',
    grade: 2,
    en: 'The equation is true only for some values of the variable ({sol}): it is a conditional equation.',
  },
  'algebra-system-inconsistent': {
    kp: 'systems.elimination',
    grade: 3,
    en: 'Eliminating the variables leaves a false statement: the system is inconsistent (parallel lines or planes) and has no solution.',
  },
  'algebra-system-dependent': {
    kp: 'systems.elimination',
    grade: 3,
    en: 'Eliminating the variables leaves 0 = 0: the equations are dependent (the same line) and the system has infinitely many solutions.',
  },
  'algebra-system-check': {
    kp: 'systems.elimination',
    grade: 3,
    en: 'Check by substituting {sol} into every original equation: each one holds.',
  },
  'algebra-long-division-row': {
    kp: 'algebra.polynomial-division',
    grade: 3,
    en: 'Divide the leading term {lead} by the divisor’s leading term to get {term}; multiply the divisor by it ({product}) and subtract.',
  },
  'algebra-synthetic-division': {
    kp: 'algebra.polynomial-division',
    grade: 3,
    en: 'Synthetic division by x − {c}: bring down the first coefficient of {top}, multiply by {c} and add, column by column: {row} (the last number is the remainder).',
  },
  'algebra-quotient-remainder': {
    kp: 'algebra.polynomial-division',
    grade: 3,
    en: 'The quotient is {q} and the remainder is {r}.',
  },
  'algebra-remainder-theorem': {
    kp: 'algebra.remainder-theorem',
    grade: 3,
    en: 'By the remainder theorem, the remainder of a division by {d} is the value of the polynomial at {c}.',
  },
  'algebra-evaluate-at': { kp: 'algebra.remainder-theorem', grade: 3, en: 'Evaluate the polynomial: {eq}.' },
  'algebra-factor-yes': {
    kp: 'algebra.remainder-theorem',
    grade: 3,
    en: 'The remainder is 0, so {d} is a factor (factor theorem).',
  },
  'algebra-factor-no': {
    kp: 'algebra.remainder-theorem',
    grade: 3,
    en: 'The remainder is not 0, so {d} is not a factor (factor theorem).',
  },
  'algebra-change-of-base': { kp: 'algebra.logarithms', grade: 3, en: 'Use the change-of-base formula: {formula}.' },
  'algebra-log-decimal': { kp: 'algebra.logarithms', grade: 3, en: 'Evaluate with a calculator: {value}.' },
} as const satisfies TopicRules;

export const ALGEBRA_KNOWLEDGE = {
  'algebra.quadratic-vertex': 'Vertex and axis of symmetry of a parabola',
  'algebra.quadratic-extremum': 'Maximum and minimum of a quadratic function',
  'algebra.complete-square': 'Completing the square',
  'algebra.special-equations': 'Identities and contradictions',
  'algebra.remainder-theorem': 'The remainder and factor theorems',
  'algebra.logarithms': 'Logarithms and the change-of-base formula',
} as const satisfies TopicKnowledge;
