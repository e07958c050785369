/**
 * Step rules and knowledge points of the `polynomials` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English text with `{param}` placeholders (LaTeX fragments); translations in ./i18n/<lng>.json.
 * Methods as taught in OpenStax Elementary Algebra 2e ch. 6 (§6.1 add and subtract, §6.3 multiply — FOIL, §6.4 special
 * products) and College Algebra 2e §1.4 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const POLYNOMIALS_RULES = {
  'poly-foil': {
    kp: 'polynomials.multiply',
    grade: 3,
    en: 'FOIL: First {first}, Outer {outer}, Inner {inner}, Last {last}.',
  },
  'poly-distribute': {
    kp: 'polynomials.multiply',
    grade: 3,
    en: 'Multiply each term of {a} by each term of {b}.',
  },
  'poly-square-binomial': {
    kp: 'polynomials.special-products',
    grade: 3,
    en: 'Square of a binomial: {pattern}.',
  },
  'poly-difference-squares': {
    kp: 'polynomials.special-products',
    grade: 3,
    en: 'Product of a sum and a difference gives a difference of squares: {pattern}.',
  },
  'poly-power-repeat': { kp: 'polynomials.multiply', grade: 3, en: 'Write the power as a product of {n} equal factors.' },
  'poly-remove-parentheses': {
    kp: 'polynomials.like-terms',
    grade: 2,
    en: 'Remove the parentheses; a minus sign in front of one changes the sign of every term inside.',
  },
  'poly-group': {
    kp: 'polynomials.like-terms',
    grade: 2,
    en: 'Group the like terms (the same variables with the same exponents): {groups}.',
  },
  'poly-collect': {
    kp: 'polynomials.like-terms',
    grade: 2,
    en: 'Combine like terms and write the terms in descending order of degree: {result}.',
  },
  'poly-coefficient': { kp: 'polynomials.degree', grade: 3, en: 'The term in {m} is {t}, so the coefficient is {c}.' },
  'poly-no-term': { kp: 'polynomials.degree', grade: 3, en: 'No term contains exactly {m}, so its coefficient is 0.' },
  'poly-term-degrees': { kp: 'polynomials.degree', grade: 3, en: 'The degree of each term: {list}.' },
  'poly-degree-highest': {
    kp: 'polynomials.degree',
    grade: 3,
    en: 'The highest degree of a term, {d}, is the degree of the polynomial.',
  },
  'poly-leading-term': {
    kp: 'polynomials.degree',
    grade: 3,
    en: 'The leading term (highest degree) is {t}; its coefficient {c} is the leading coefficient.',
  },
  'poly-count-terms': { kp: 'polynomials.classify', grade: 2, en: 'Written with like terms combined, it has {n} terms.' },
  'poly-monomial': { kp: 'polynomials.classify', grade: 2, en: 'A polynomial with exactly one term is a monomial.' },
  'poly-binomial': { kp: 'polynomials.classify', grade: 2, en: 'A polynomial with exactly two terms is a binomial.' },
  'poly-trinomial': { kp: 'polynomials.classify', grade: 2, en: 'A polynomial with exactly three terms is a trinomial.' },
  'poly-many-terms': {
    kp: 'polynomials.classify',
    grade: 2,
    en: 'With more than three terms it is simply called a polynomial.',
  },
} as const satisfies TopicRules;

export const POLYNOMIALS_KNOWLEDGE = {
  'polynomials.multiply': 'Multiplying polynomials',
  'polynomials.special-products': 'Special products',
  'polynomials.like-terms': 'Combining like terms',
  'polynomials.degree': 'Degree and coefficients of a polynomial',
  'polynomials.classify': 'Monomials, binomials and trinomials',
} as const satisfies TopicKnowledge;
