/**
 * Step rules and knowledge points of the `calculus` topic (critical points, extrema, inflection points, tangent and
 * normal lines, Taylor polynomials, implicit differentiation), merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts. Methods of OpenStax Calculus Volume 1 §3.2, §3.8, §4.3–4.5 and Volume 2 §6.3 (CC BY-NC-SA 4.0; no text taken).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const CALCULUS_RULES = {
  'calc-derivative': { kp: 'calculus.critical-points', grade: 4, en: 'Differentiate: {eq}.' },
  'calc-critical-solve': {
    kp: 'calculus.critical-points',
    grade: 4,
    en: 'Critical points are where the derivative is zero or undefined: solve {eq}: {points}.',
  },
  'calc-second-derivative-max': {
    kp: 'calculus.extrema',
    grade: 4,
    en: 'Second derivative test: {eq} < 0, so there is a local maximum at {point}.',
  },
  'calc-second-derivative-min': {
    kp: 'calculus.extrema',
    grade: 4,
    en: 'Second derivative test: {eq} > 0, so there is a local minimum at {point}.',
  },
  'calc-first-derivative-max': {
    kp: 'calculus.extrema',
    grade: 4,
    en: 'First derivative test: {signs}; the derivative changes from + to −, so {point} is a local maximum.',
  },
  'calc-first-derivative-min': {
    kp: 'calculus.extrema',
    grade: 4,
    en: 'First derivative test: {signs}; the derivative changes from − to +, so {point} is a local minimum.',
  },
  'calc-first-derivative-none': {
    kp: 'calculus.extrema',
    grade: 4,
    en: 'First derivative test: {signs}; the derivative keeps its sign, so {point} is neither a maximum nor a minimum.',
  },
  'calc-second-derivative': { kp: 'calculus.concavity', grade: 4, en: 'Differentiate twice: {eq}.' },
  'calc-nth-derivative': { kp: 'calculus.tangent-lines', grade: 4, en: 'Differentiate {n} times: {eq}.' },
  'calc-inflection-sign': {
    kp: 'calculus.concavity',
    grade: 4,
    en: 'The second derivative is zero at {points}; an inflection point is where it changes sign.',
  },
  'calc-slope-at-point': { kp: 'calculus.tangent-lines', grade: 4, en: 'Evaluate the derivative at the point: {eq}.' },
  'calc-point-on-curve': { kp: 'calculus.tangent-lines', grade: 4, en: 'The point on the curve: {eq}.' },
  'calc-tangent-line': { kp: 'calculus.tangent-lines', grade: 4, en: 'Point-slope form of the tangent line: {eq}.' },
  'calc-normal-line': {
    kp: 'calculus.tangent-lines',
    grade: 4,
    en: 'The normal line is perpendicular to the tangent: its slope is −1 over the tangent slope: {eq}.',
  },
  'calc-normal-vertical': {
    kp: 'calculus.tangent-lines',
    grade: 4,
    en: 'The tangent is horizontal, so the normal line is vertical: {eq}.',
  },
  'calc-taylor-formula': { kp: 'calculus.taylor', grade: 4, en: 'The Taylor polynomial is {formula}.' },
  'calc-taylor-derivatives': { kp: 'calculus.taylor', grade: 4, en: 'Evaluate the derivatives at the centre: {values}.' },
  'calc-taylor-assemble': { kp: 'calculus.taylor', grade: 4, en: 'Divide each by k! and add the terms: {eq}.' },
  'calc-implicit-differentiate': {
    kp: 'calculus.implicit',
    grade: 4,
    en: 'Differentiate both sides with respect to x, treating y as a function of x (chain rule): {eq}.',
  },
  'calc-implicit-collect': { kp: 'calculus.implicit', grade: 4, en: 'Collect the terms with dy/dx on one side: {eq}.' },
  'calc-implicit-solve': { kp: 'calculus.implicit', grade: 4, en: 'Divide to solve for dy/dx: {eq}.' },
  'calc-area-intersections': { kp: 'calculus.applications', grade: 4, en: 'The curves meet where they are equal: {eq}.' },
  'calc-area-integral': {
    kp: 'calculus.applications',
    grade: 4,
    en: 'Integrate the difference between the curves on each piece, taking absolute values: {eq}.',
  },
  'calc-volume-disk': { kp: 'calculus.applications', grade: 4, en: 'Disks: each slice is a disk of radius f(x): {eq}.' },
  'calc-volume-shell': {
    kp: 'calculus.applications',
    grade: 4,
    en: 'Shells: each strip sweeps a cylinder of radius x and height f(x): {eq}.',
  },
  'calc-volume-value': { kp: 'calculus.applications', grade: 4, en: 'Evaluate the integral: {eq}.' },
  'calc-arc-length-formula': { kp: 'calculus.applications', grade: 4, en: 'The arc length is {eq}.' },
  'calc-arc-length-value': { kp: 'calculus.applications', grade: 4, en: 'Evaluate the integral: {eq}.' },
  'calc-arc-length-numeric': {
    kp: 'calculus.applications',
    grade: 4,
    en: 'The integral has no elementary form; numerically {eq}.',
  },
  'calc-param-rates': { kp: 'calculus.parametric', grade: 4, en: 'Differentiate each coordinate with respect to {t}: {eq}.' },
  'calc-param-ratio': {
    kp: 'calculus.parametric',
    grade: 4,
    en: 'Derivative of a parametric curve: dy/dx = (dy/dt) / (dx/dt): {eq}.',
  },
  'calc-param-at': { kp: 'calculus.parametric', grade: 4, en: 'Evaluate at {t} = {value}: {eq}.' },
  'calc-rr-equation': { kp: 'calculus.related-rates', grade: 4, en: 'The equation that relates the quantities: {eq}.' },
  'calc-rr-differentiate': {
    kp: 'calculus.related-rates',
    grade: 4,
    en: 'Differentiate both sides with respect to time t (chain rule): {eq}.',
  },
  'calc-rr-values': { kp: 'calculus.related-rates', grade: 4, en: 'The values at that instant: {values}.' },
  'calc-rr-solve': { kp: 'calculus.related-rates', grade: 4, en: 'Substitute them and solve for {rate}: {eq}.' },
  'calc-opt-objective': { kp: 'calculus.optimization', grade: 4, en: 'The quantity to optimise: {eq}, for {domain}.' },
  'calc-opt-only-max': {
    kp: 'calculus.optimization',
    grade: 4,
    en: 'Second derivative test: {eq} < 0 at {point}, the only critical point in the domain, so it gives the absolute maximum.',
  },
  'calc-opt-only-min': {
    kp: 'calculus.optimization',
    grade: 4,
    en: 'Second derivative test: {eq} > 0 at {point}, the only critical point in the domain, so it gives the absolute minimum.',
  },
  'calc-opt-closed': {
    kp: 'calculus.optimization',
    grade: 4,
    en: 'Closed interval method: compare the values at the critical points and the endpoints: {values}.',
  },
  'calc-opt-numbers': { kp: 'calculus.optimization', grade: 4, en: 'So the two numbers (or dimensions) are {numbers}.' },
} as const satisfies TopicRules;

export const CALCULUS_KNOWLEDGE = {
  'calculus.critical-points': 'Critical points',
  'calculus.extrema': 'Local maxima and minima',
  'calculus.concavity': 'Concavity and inflection points',
  'calculus.tangent-lines': 'Tangent and normal lines',
  'calculus.taylor': 'Taylor and Maclaurin polynomials',
  'calculus.implicit': 'Implicit differentiation',
  'calculus.applications': 'Areas, volumes and arc length',
  'calculus.parametric': 'Derivatives of parametric curves',
  'calculus.related-rates': 'Related rates',
  'calculus.optimization': 'Optimisation problems',
} as const satisfies TopicKnowledge;
