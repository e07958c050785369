/**
 * Step rules and knowledge points of the `multivariable` topic, merged into RULES / KNOWLEDGE_POINTS by math/rules.ts
 * and math/knowledge.ts. OpenStax Calculus Volume 3 §4.3–4.8, §5.1–5.5 and §6.2–6.3 (CC BY-NC-SA 4.0; no text taken).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const MULTIVARIABLE_RULES = {
  'mv-partials': {
    kp: 'multivariable.partial-derivatives',
    grade: 4,
    en: 'Take the partial derivatives, holding the other variables constant: {eq}.',
  },
  'mv-gradient': { kp: 'multivariable.gradient', grade: 4, en: 'The gradient is the vector of the partial derivatives: {eq}.' },
  'mv-evaluate-point': { kp: 'multivariable.gradient', grade: 4, en: 'Evaluate at the point: {eq}.' },
  'mv-unit-vector': { kp: 'multivariable.gradient', grade: 4, en: 'Make the direction a unit vector: {eq}.' },
  'mv-directional': {
    kp: 'multivariable.gradient',
    grade: 4,
    en: 'The directional derivative is the gradient dotted with the unit vector: {eq}.',
  },
  'mv-hessian': {
    kp: 'multivariable.second-derivatives',
    grade: 4,
    en: 'The Hessian holds the second partial derivatives: {eq}.',
  },
  'mv-jacobian': {
    kp: 'multivariable.second-derivatives',
    grade: 4,
    en: 'The Jacobian has one row per component and one column per variable: {eq}.',
  },
  'mv-jacobian-det': { kp: 'multivariable.second-derivatives', grade: 4, en: 'Take its determinant: {eq}.' },
  'mv-critical-solve': {
    kp: 'multivariable.critical-points',
    grade: 4,
    en: 'Critical points solve f_x = 0 and f_y = 0 together: {points}.',
  },
  'mv-second-derivative-test': { kp: 'multivariable.critical-points', grade: 4, en: 'Second-derivative test: {eq}.' },
  'mv-classify-min': {
    kp: 'multivariable.critical-points',
    grade: 4,
    en: 'At {point}: {eq}; D > 0 and f_xx > 0, a local minimum.',
  },
  'mv-classify-max': {
    kp: 'multivariable.critical-points',
    grade: 4,
    en: 'At {point}: {eq}; D > 0 and f_xx < 0, a local maximum.',
  },
  'mv-classify-saddle': { kp: 'multivariable.critical-points', grade: 4, en: 'At {point}: {eq}; D < 0, a saddle point.' },
  'mv-classify-inconclusive': {
    kp: 'multivariable.critical-points',
    grade: 4,
    en: 'At {point}: {eq}; D = 0, the test is inconclusive.',
  },
  'mv-inner-integral': {
    kp: 'multivariable.multiple-integrals',
    grade: 4,
    en: 'Integrate with respect to {v}, treating the other variables as constants: {eq}.',
  },
  'mv-lagrange-system': {
    kp: 'multivariable.lagrange',
    grade: 4,
    en: 'Set the gradient of f equal to λ times the gradient of g, together with the constraint: {eq}.',
  },
  'mv-lagrange-solutions': { kp: 'multivariable.lagrange', grade: 4, en: 'Solve the system: {points}.' },
  'mv-lagrange-evaluate': { kp: 'multivariable.lagrange', grade: 4, en: 'Evaluate f at each solution: {eq}.' },
  'mv-lagrange-bounded': {
    kp: 'multivariable.lagrange',
    grade: 4,
    en: 'The constraint is closed and bounded, so f has a maximum and a minimum on it, both among these points.',
  },
  'mv-lagrange-max': { kp: 'multivariable.lagrange', grade: 4, en: 'The largest value, {value}, is the maximum, at {points}.' },
  'mv-lagrange-min': { kp: 'multivariable.lagrange', grade: 4, en: 'The smallest value, {value}, is the minimum, at {points}.' },
  'mv-lagrange-no-max': {
    kp: 'multivariable.lagrange',
    grade: 4,
    en: 'Far out along the constraint f grows beyond every candidate value: there is no maximum.',
  },
  'mv-lagrange-no-min': {
    kp: 'multivariable.lagrange',
    grade: 4,
    en: 'Far out along the constraint f falls below every candidate value: there is no minimum.',
  },
  'mv-polar-substitute': {
    kp: 'multivariable.polar-integrals',
    grade: 4,
    en: 'Change to polar coordinates, {eq}; the integrand becomes {integrand}.',
  },
  'mv-cylindrical-substitute': {
    kp: 'multivariable.polar-integrals',
    grade: 4,
    en: 'Change to cylindrical coordinates, {eq}; the integrand becomes {integrand}.',
  },
  'mv-spherical-substitute': {
    kp: 'multivariable.polar-integrals',
    grade: 4,
    en: 'Change to spherical coordinates, {eq}; the integrand becomes {integrand}.',
  },
  'mv-region-limits': { kp: 'multivariable.polar-integrals', grade: 4, en: 'The region in the new coordinates: {eq}.' },
  'mv-line-parametrize': { kp: 'multivariable.line-integrals', grade: 4, en: 'Parametrize the curve: {eq}.' },
  'mv-line-speed': { kp: 'multivariable.line-integrals', grade: 4, en: 'The arc-length element: {eq}.' },
  'mv-line-substitute': {
    kp: 'multivariable.line-integrals',
    grade: 4,
    en: 'Substitute the parametrization into f and multiply by the speed: {eq}.',
  },
  'mv-line-dot': {
    kp: 'multivariable.line-integrals',
    grade: 4,
    en: 'Dot the field along the curve with the tangent vector: {eq}.',
  },
  'mv-line-integrate': { kp: 'multivariable.line-integrals', grade: 4, en: 'Integrate over the parameter interval: {eq}.' },
  'mv-line-numeric': {
    kp: 'multivariable.line-integrals',
    grade: 4,
    en: 'No elementary antiderivative was found; numerical integration gives {eq}.',
  },
  'mv-conservative': {
    kp: 'multivariable.line-integrals',
    grade: 4,
    en: 'The field is conservative ({eq}); a potential function is {phi}.',
  },
  'mv-potential-ends': {
    kp: 'multivariable.line-integrals',
    grade: 4,
    en: 'By the fundamental theorem for line integrals, the integral is the potential at the end minus at the start: {eq}.',
  },
} as const satisfies TopicRules;

export const MULTIVARIABLE_KNOWLEDGE = {
  'multivariable.partial-derivatives': 'Partial derivatives',
  'multivariable.gradient': 'The gradient and directional derivatives',
  'multivariable.second-derivatives': 'Hessian and Jacobian matrices',
  'multivariable.critical-points': 'Critical points of functions of two variables',
  'multivariable.multiple-integrals': 'Double and triple integrals',
  'multivariable.lagrange': 'Lagrange multipliers',
  'multivariable.polar-integrals': 'Integrals in polar, cylindrical and spherical coordinates',
  'multivariable.line-integrals': 'Line integrals',
} as const satisfies TopicKnowledge;
