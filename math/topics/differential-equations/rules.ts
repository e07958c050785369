/**
 * Step rules and knowledge points of the `differential-equations` topic (merged into RULES / KNOWLEDGE_POINTS by
 * math/rules.ts and math/knowledge.ts). English text with `{param}` placeholders (the params are LaTeX); translations
 * in ./i18n/<locale>.json. Methods of Boyce & DiPrima, "Elementary Differential Equations" ch. 2–3, and OpenStax
 * Calculus Volume 2 ch. 4 / Volume 3 ch. 7 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const DIFFERENTIAL_EQUATIONS_RULES = {
  'ode-direct-integration': {
    kp: 'differential-equations.direct-integration',
    grade: 4,
    en: 'The right-hand side depends on the variable only: integrate it and add a constant: {eq}.',
  },
  'ode-first-order-linear': {
    kp: 'differential-equations.linear-first-order',
    grade: 4,
    en: "Write the equation in the standard linear form y' + P y = Q: {eq}.",
  },
  'ode-integrating-factor': {
    kp: 'differential-equations.linear-first-order',
    grade: 4,
    en: 'The integrating factor is the exponential of the integral of P: {eq}.',
  },
  'ode-multiply-integrating-factor': {
    kp: 'differential-equations.linear-first-order',
    grade: 4,
    en: 'Multiply both sides by it; the left side becomes the derivative of a product: {eq}.',
  },
  'ode-integrate-both-sides': {
    kp: 'differential-equations.integration',
    grade: 4,
    en: 'Integrate both sides and add a constant of integration: {eq}.',
  },
  'ode-solve-for-y': { kp: 'differential-equations.integration', grade: 4, en: 'Solve for y: {eq}.' },
  'ode-separate-variables': {
    kp: 'differential-equations.separable',
    grade: 4,
    en: 'The equation is separable: move everything with y to the left and everything with the variable to the right: {eq}.',
  },
  'ode-bernoulli-substitution': {
    kp: 'differential-equations.linear-first-order',
    grade: 4,
    en: 'Bernoulli equation with n = {n}: substitute u = y^(1−n) to get a linear equation: {eq}.',
  },
  'ode-exact-test': { kp: 'differential-equations.exact', grade: 4, en: 'The equation M dx + N dy = 0 is exact: {eq}.' },
  'ode-exact-integrate': {
    kp: 'differential-equations.exact',
    grade: 4,
    en: 'Integrate M with respect to the variable, plus an unknown h(y): {eq}.',
  },
  'ode-exact-h': { kp: 'differential-equations.exact', grade: 4, en: 'F_y must equal N: {eq}; integrate it for h(y).' },
  'ode-exact-solution': { kp: 'differential-equations.exact', grade: 4, en: 'The solutions are the level curves {eq}.' },
  'ode-second-order-constant': {
    kp: 'differential-equations.constant-coefficients',
    grade: 4,
    en: 'This is a second-order linear equation with constant coefficients: {eq}.',
  },
  'ode-characteristic-equation': {
    kp: 'differential-equations.constant-coefficients',
    grade: 4,
    en: "Try y = e^(rx): y'' becomes r², y' becomes r and y becomes 1 in the characteristic equation {eq}.",
  },
  'ode-characteristic-roots': {
    kp: 'differential-equations.constant-coefficients',
    grade: 4,
    en: 'Solve the characteristic equation: {roots}.',
  },
  'ode-homogeneous-distinct': {
    kp: 'differential-equations.constant-coefficients',
    grade: 4,
    en: 'Two distinct real roots give the homogeneous solution {yh}.',
  },
  'ode-homogeneous-repeated': {
    kp: 'differential-equations.constant-coefficients',
    grade: 4,
    en: 'A repeated root r gives e^(rx) and x·e^(rx): {yh}.',
  },
  'ode-homogeneous-complex': {
    kp: 'differential-equations.constant-coefficients',
    grade: 4,
    en: 'Complex roots α ± βi give e^(αx)·cos(βx) and e^(αx)·sin(βx): {yh}.',
  },
  'ode-undetermined-guess': {
    kp: 'differential-equations.undetermined-coefficients',
    grade: 4,
    en: 'The right-hand side is {g}; try a particular solution of the same form (times x for each time its exponent is a characteristic root): {guess}.',
  },
  'ode-undetermined-solve': {
    kp: 'differential-equations.undetermined-coefficients',
    grade: 4,
    en: 'Substitute it into the equation and match the coefficients: {yp}.',
  },
  'ode-general-solution': {
    kp: 'differential-equations.constant-coefficients',
    grade: 4,
    en: 'The general solution is the homogeneous solution plus the particular one: {eq}.',
  },
  'ode-initial-values': {
    kp: 'differential-equations.initial-value',
    grade: 4,
    en: 'Put the initial conditions {conds} into the general solution and solve for the constants: {values}.',
  },
  'ode-particular-solution': {
    kp: 'differential-equations.initial-value',
    grade: 4,
    en: 'The solution of the initial value problem is {eq}.',
  },
} as const satisfies TopicRules;

export const DIFFERENTIAL_EQUATIONS_KNOWLEDGE = {
  'differential-equations.direct-integration': 'Differential equations solved by integration',
  'differential-equations.linear-first-order': 'First-order linear equations (integrating factor)',
  'differential-equations.integration': 'Integrating a differential equation',
  'differential-equations.separable': 'Separable differential equations',
  'differential-equations.constant-coefficients': 'Linear equations with constant coefficients',
  'differential-equations.undetermined-coefficients': 'The method of undetermined coefficients',
  'differential-equations.initial-value': 'Initial value problems',
  'differential-equations.exact': 'Exact equations',
} as const satisfies TopicKnowledge;
