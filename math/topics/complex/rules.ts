/**
 * Step rules and knowledge points of the `complex` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English text with `{param}` placeholders (the params are LaTeX); translations in ./i18n/<locale>.json.
 * Methods of OpenStax College Algebra 2e §2.4 and Precalculus 2e §8.5 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const COMPLEX_RULES = {
  'complex-group-parts': { kp: 'complex.arithmetic', grade: 3, en: 'Group the real parts and the imaginary parts: {eq}.' },
  'complex-i-cycle': { kp: 'complex.imaginary-unit', grade: 3, en: 'Use the cycle i, −1, −i, 1: {eq}.' },
  'complex-conjugate-check': {
    kp: 'complex.conjugate',
    grade: 3,
    en: 'Check: a number times its conjugate is the real number a² + b²: {eq}.',
  },
  'complex-add-parts': { kp: 'complex.arithmetic', grade: 3, en: 'Add or subtract within each group: {eq}.' },
  'complex-multiply-foil': { kp: 'complex.arithmetic', grade: 3, en: 'Multiply every term by every term (FOIL): {eq}.' },
  'complex-i-squared': {
    kp: 'complex.arithmetic',
    grade: 3,
    en: 'Use {eq}: {bd}, then collect the real and imaginary parts: {result}.',
  },
  'complex-divide-conjugate': {
    kp: 'complex.division',
    grade: 3,
    en: 'Multiply the numerator and the denominator by the conjugate of the denominator, {conj}: {eq}.',
  },
  'complex-standard-form': { kp: 'complex.arithmetic', grade: 3, en: 'Write the result in the form a + bi: {eq}.' },
  'complex-sqrt-negative': {
    kp: 'complex.imaginary-unit',
    grade: 3,
    en: 'The square root of a negative number uses i = √−1: {eq}.',
  },
  'complex-evaluate': { kp: 'complex.arithmetic', grade: 3, en: 'Carry out the operations, replacing i² by −1: {eq}.' },
  'complex-power-of-i': {
    kp: 'complex.imaginary-unit',
    grade: 3,
    en: 'The powers of i repeat every 4 (i⁴ = 1): divide {n} by 4, the remainder is {r}: {eq}.',
  },
  'complex-power-expand': {
    kp: 'complex.powers',
    grade: 3,
    en: 'Multiply the number by itself {n} times (in pairs), using i² = −1: {eq}.',
  },
  'complex-polar-form': { kp: 'complex.polar-form', grade: 4, en: 'Polar (trigonometric) form r(cos θ + i sin θ): {eq}.' },
  'complex-de-moivre': {
    kp: 'complex.powers',
    grade: 4,
    en: "De Moivre's theorem: raise r to the power and multiply the angle: {eq}.",
  },
  'complex-modulus-formula': {
    kp: 'complex.modulus',
    grade: 3,
    en: 'The modulus is the distance from 0 in the complex plane: {formula}.',
  },
  'complex-modulus-substitute': { kp: 'complex.modulus', grade: 3, en: 'Substitute the real and imaginary parts: {eq}.' },
  'complex-argument-tan': {
    kp: 'complex.argument',
    grade: 4,
    en: 'Use {t}; the point {pt} fixes the quadrant, with θ taken in [0, 2π): {eq}.',
  },
  'complex-argument-axis': { kp: 'complex.argument', grade: 4, en: 'The point {pt} lies on an axis: {eq}.' },
  'complex-argument-degrees': { kp: 'complex.argument', grade: 4, en: 'In degrees: {deg}.' },
  'complex-exponential-form': {
    kp: 'complex.polar-form',
    grade: 4,
    en: "Euler's formula e^(iθ) = cos θ + i sin θ gives the exponential form: {eq}.",
  },
  'complex-rectangular-values': { kp: 'complex.polar-form', grade: 4, en: 'Evaluate the cosine and the sine: {values}.' },
  'complex-conjugate-rule': {
    kp: 'complex.conjugate',
    grade: 3,
    en: 'The conjugate keeps the real part and changes the sign of the imaginary part: {eq}.',
  },
  'complex-roots-formula': {
    kp: 'complex.roots',
    grade: 4,
    en: 'The n-th roots have modulus the n-th root of r and angles spaced 2π/n apart: {formula}, for k = 0 to {last}.',
  },
  'complex-root-k': { kp: 'complex.roots', grade: 4, en: 'For k = {k}: {eq}.' },
} as const satisfies TopicRules;

export const COMPLEX_KNOWLEDGE = {
  'complex.arithmetic': 'Arithmetic with complex numbers',
  'complex.imaginary-unit': 'The imaginary unit i',
  'complex.division': 'Dividing complex numbers',
  'complex.powers': 'Powers of complex numbers',
  'complex.modulus': 'Modulus of a complex number',
  'complex.argument': 'Argument of a complex number',
  'complex.polar-form': 'Polar form of a complex number',
  'complex.conjugate': 'Complex conjugate',
  'complex.roots': 'Roots of complex numbers',
} as const satisfies TopicKnowledge;
