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
  'laplace-ivp-transform': {
    kp: 'transforms.laplace-ivp',
    grade: 4,
    en: 'Take the Laplace transform of both sides, Y(s) = L{y(t)}, with {rules}, and put in the initial values: {eq}.',
  },
  'laplace-ivp-solve-for-y': {
    kp: 'transforms.laplace-ivp',
    grade: 4,
    en: 'The differential equation has become an algebraic one; solve it for Y(s): {eq}.',
  },
  'laplace-ivp-solution': {
    kp: 'transforms.laplace-ivp',
    grade: 4,
    en: 'The inverse transform of Y(s) is the solution of the initial value problem: {eq}.',
  },
  'laplace-ivp-step-shift': {
    kp: 'transforms.laplace-ivp',
    grade: 4,
    en: 'A unit step shifts: L{f(t − a)u(t − a)} = e^(−as)F(s), so a term h(t)u(t − a) transforms as e^(−as) times the transform of h(t + a): {eq}.',
  },
  'laplace-ivp-step-inverse': {
    kp: 'transforms.laplace-ivp',
    grade: 4,
    en: 'Each factor e^(−as) delays its inverse transform to t = a and switches it on there: {eq}.',
  },
  'fourier-setup': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'The period is 2L with L = {L}; the Fourier series has the form {eq}.',
  },
  'fourier-sine-setup': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'Extend f to an odd function of period 2L, L = {L}: only sine terms remain, {eq}.',
  },
  'fourier-cosine-setup': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'Extend f to an even function of period 2L, L = {L}: only cosine terms remain, {eq}.',
  },
  'fourier-even': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'f is even, f(−x) = f(x): each f(x)·sin term integrates to 0 over (−L, L), so {zero}.',
  },
  'fourier-odd': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'f is odd, f(−x) = −f(x): each f(x)·cos term integrates to 0 over (−L, L), so {zero}.',
  },
  'fourier-a0': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'The constant term: {eq}.',
  },
  'fourier-an': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'The cosine coefficients, integrating by parts (at the ends {ends}): {eq}.',
  },
  'fourier-bn': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'The sine coefficients, integrating by parts (at the ends {ends}): {eq}.',
  },
  'fourier-series': {
    kp: 'transforms.fourier-series',
    grade: 4,
    en: 'Put the coefficients into the series: {eq}.',
  },
} as const satisfies TopicRules;

export const TRANSFORMS_KNOWLEDGE = {
  'transforms.laplace': 'Laplace transforms',
  'transforms.inverse-laplace': 'Inverse Laplace transforms',
  'transforms.laplace-ivp': 'Initial value problems by the Laplace transform',
  'transforms.fourier-series': 'Fourier series',
} as const satisfies TopicKnowledge;
