/**
 * Step rules and knowledge points of the `multivariable` topic, merged into RULES / KNOWLEDGE_POINTS by math/rules.ts
 * and math/knowledge.ts. OpenStax Calculus Volume 3 §4.3–4.7 and §5.1–5.4 (CC BY-NC-SA 4.0; no text taken).
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
} as const satisfies TopicRules;

export const MULTIVARIABLE_KNOWLEDGE = {
  'multivariable.partial-derivatives': 'Partial derivatives',
  'multivariable.gradient': 'The gradient and directional derivatives',
  'multivariable.second-derivatives': 'Hessian and Jacobian matrices',
  'multivariable.critical-points': 'Critical points of functions of two variables',
  'multivariable.multiple-integrals': 'Double and triple integrals',
} as const satisfies TopicKnowledge;
