/**
 * Step rules and knowledge points of the `transforms` topic (Laplace transforms), merged into RULES / KNOWLEDGE_POINTS
 * by math/rules.ts and math/knowledge.ts. Boyce & DiPrima, "Elementary Differential Equations" §6.1–6.2.
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const TRANSFORMS_RULES = {
  'laplace-definition': {
    kp: 'transforms.laplace',
    grade: 4,
    en: 'The Laplace transform is {eq}; instead of integrating, use the table of transforms and its rules.',
  },
  'laplace-inverse-goal': {
    kp: 'transforms.inverse-laplace',
    grade: 4,
    en: 'Look for the function f(t) with {eq}: write F(s) as a sum of table entries.',
  },
  'laplace-linearity': {
    kp: 'transforms.laplace',
    grade: 4,
    en: 'The transform is linear: transform each term with the table (shifts e^(at) move s to s − a; a factor t^k is (−1)^k times the k-th derivative in s): {eq}.',
  },
  'laplace-partial-fractions': {
    kp: 'transforms.inverse-laplace',
    grade: 4,
    en: 'Split F(s) into partial fractions: {eq}.',
  },
  'laplace-inverse-table': {
    kp: 'transforms.inverse-laplace',
    grade: 4,
    en: 'Read each fraction backwards in the table (1/(s − a) ↔ e^(at), shifted (s − a)² + b² ↔ e^(at)·cos, sin): {eq}.',
  },
} as const satisfies TopicRules;

export const TRANSFORMS_KNOWLEDGE = {
  'transforms.laplace': 'Laplace transforms',
  'transforms.inverse-laplace': 'Inverse Laplace transforms',
} as const satisfies TopicKnowledge;
