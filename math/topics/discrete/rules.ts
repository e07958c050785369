/**
 * Step rules and knowledge points of the `discrete` topic (modular arithmetic, linear recurrences, Newton's method),
 * merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and math/knowledge.ts. Rosen, "Discrete Mathematics and Its
 * Applications" §4.1–4.4, §8.2; OpenStax Calculus Volume 1 §4.9 (CC BY-NC-SA 4.0; no text taken).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const DISCRETE_RULES = {
  'mod-binary-exponent': { kp: 'discrete.modular', grade: 4, en: 'Write the exponent in binary: {eq}.' },
  'mod-repeated-squaring': { kp: 'discrete.modular', grade: 4, en: 'Square repeatedly, reducing each time: {eq}.' },
  'mod-multiply-squares': { kp: 'discrete.modular', grade: 4, en: 'Multiply the squares that the binary digits pick: {eq}.' },
  'mod-evaluate': { kp: 'discrete.modular', grade: 3, en: 'Evaluate the expression: {eq}.' },
  'mod-divide': { kp: 'discrete.modular', grade: 3, en: 'Divide by the modulus; the remainder is the answer: {eq}.' },
  'mod-euclid': { kp: 'discrete.modular', grade: 4, en: 'Euclidean algorithm: {rows}.' },
  'mod-no-inverse': { kp: 'discrete.modular', grade: 4, en: '{g} is not 1, so there is no inverse.' },
  'mod-back-substitute': {
    kp: 'discrete.modular',
    grade: 4,
    en: 'Work back through the divisions (extended Euclid); check: {eq}.',
  },
  'mod-congruence-gcd': {
    kp: 'discrete.congruences',
    grade: 4,
    en: 'A congruence ax ≡ b is solvable when the gcd of a and the modulus divides b: {g}.',
  },
  'mod-congruence-none': { kp: 'discrete.congruences', grade: 4, en: '{g} does not divide {b}: no solution.' },
  'mod-congruence-reduce': { kp: 'discrete.congruences', grade: 4, en: 'Divide by the gcd and multiply by the inverse: {eq}.' },
  'rec-first-order': {
    kp: 'discrete.recurrences',
    grade: 4,
    en: 'A first-order recurrence multiplies by the same number each time: {eq}.',
  },
  'rec-characteristic': { kp: 'discrete.recurrences', grade: 4, en: 'Try a_n = rⁿ: the characteristic equation is {eq}.' },
  'rec-roots': { kp: 'discrete.recurrences', grade: 4, en: 'Its roots: {roots}; a_n = A·r₁ⁿ + B·r₂ⁿ.' },
  'rec-roots-repeated': { kp: 'discrete.recurrences', grade: 4, en: 'A repeated root {roots}: a_n = (A + Bn)·rⁿ.' },
  'rec-particular': { kp: 'discrete.recurrences', grade: 4, en: 'The constant term adds a particular solution: {eq}.' },
  'rec-initial-values': { kp: 'discrete.recurrences', grade: 4, en: 'The initial values fix the constants: {eq}.' },
  'rec-closed-form': { kp: 'discrete.recurrences', grade: 4, en: 'The closed form is {eq}.' },
  'newton-formula': {
    kp: 'discrete.newton',
    grade: 4,
    en: "Newton's method for f = {f} with f′ = {d} repeats x ← x − f(x)/f′(x).",
  },
  'newton-iterations': { kp: 'discrete.newton', grade: 4, en: 'Iterate: {rows}.' },
  'newton-stop': { kp: 'discrete.newton', grade: 4, en: 'The iterates agree to about {err}: the root is approximately {x}.' },
} as const satisfies TopicRules;

export const DISCRETE_KNOWLEDGE = {
  'discrete.modular': 'Modular arithmetic',
  'discrete.congruences': 'Linear congruences',
  'discrete.recurrences': 'Linear recurrences',
  'discrete.newton': "Newton's method",
} as const satisfies TopicKnowledge;
