/**
 * Step rules and knowledge points of the `trigonometry` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English text with `{param}` placeholders (params are LaTeX); translations in ./i18n/<locale>.json.
 * As taught in OpenStax Algebra and Trigonometry 2e ch. 7–10 / Precalculus 2e ch. 5–8 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const TRIGONOMETRY_RULES = {
  'trig-deg-to-rad': { kp: 'trigonometry.radians', grade: 3, en: 'Multiply the degrees by π/180: {eq}.' },
  'trig-rad-to-deg': { kp: 'trigonometry.radians', grade: 3, en: 'Multiply the radians by 180/π: {eq}.' },
  'trig-simplify': { kp: 'trigonometry.radians', grade: 3, en: 'Simplify: {eq}.' },
  'trig-reference-angle': {
    kp: 'trigonometry.unit-circle',
    grade: 3,
    en: 'The angle lies in quadrant {quadrant}; its reference angle is {ref}.',
  },
  'trig-sign-in-quadrant': {
    kp: 'trigonometry.unit-circle',
    grade: 3,
    en: 'Use the special value at the reference angle with the sign of the quadrant: {eq}.',
  },
  'trig-special-value': { kp: 'trigonometry.unit-circle', grade: 3, en: 'Use the exact value at the special angle: {eq}.' },
  'trig-undefined': { kp: 'trigonometry.unit-circle', grade: 3, en: 'The function is undefined at this angle because {eq}.' },
  'trig-inverse-range': {
    kp: 'trigonometry.inverse',
    grade: 3,
    en: 'The inverse function gives the one angle in its range {range} with {eq}.',
  },
  'trig-solutions-in-interval': {
    kp: 'trigonometry.equations',
    grade: 3,
    en: 'Add whole periods to the solutions and keep those in {interval}: {list}.',
  },
  'trig-general-solution': { kp: 'trigonometry.equations', grade: 3, en: 'All solutions, k any integer: {list}.' },
  'trig-sinusoid-form': { kp: 'trigonometry.graphs', grade: 3, en: 'Compare with {form}: {values}.' },
  'trig-period-formula': { kp: 'trigonometry.graphs', grade: 3, en: 'The period is {eq}.' },
  'trig-amplitude-formula': { kp: 'trigonometry.graphs', grade: 3, en: 'The amplitude is {eq}.' },
  'trig-phase-shift-formula': {
    kp: 'trigonometry.graphs',
    grade: 3,
    en: 'The phase shift is {eq} (a positive shift moves the graph right, a negative one left).',
  },
  'trig-midline-formula': { kp: 'trigonometry.graphs', grade: 3, en: 'The midline is {eq}.' },
  'trig-law-of-cosines': { kp: 'trigonometry.law-of-cosines', grade: 3, en: 'Use the law of cosines: {formula}.' },
  'trig-law-of-sines': { kp: 'trigonometry.law-of-sines', grade: 3, en: 'Use the law of sines: {formula}.' },
  'trig-angle-sum': { kp: 'trigonometry.law-of-sines', grade: 3, en: 'The angles of a triangle add up to 180°: {eq}.' },
  'trig-substitute': { kp: 'trigonometry.law-of-sines', grade: 3, en: 'Substitute the known values: {eq}.' },
  'trig-ambiguous-case': {
    kp: 'trigonometry.law-of-sines',
    grade: 3,
    en: 'Ambiguous case (SSA): {eq}, so there are {count} triangle(s).',
  },
  'trig-coterminal': { kp: 'trigonometry.angles', grade: 3, en: 'Add or subtract full turns ({turn}) to land in {range}: {eq}.' },
  'trig-quadrant': { kp: 'trigonometry.angles', grade: 3, en: 'Reduce to one turn and locate the terminal side: {eq}.' },
  'trig-identity-simplify': { kp: 'trigonometry.identities', grade: 3, en: 'Bring everything to one side and simplify: {eq}.' },
  'trig-identity-proven': {
    kp: 'trigonometry.identities',
    grade: 3,
    en: 'The difference is 0 for every x where both sides are defined, so the identity holds.',
  },
  'trig-identity-counterexample': {
    kp: 'trigonometry.identities',
    grade: 3,
    en: 'The two sides differ at {eq}, so it is not an identity.',
  },
} as const satisfies TopicRules;

export const TRIGONOMETRY_KNOWLEDGE = {
  'trigonometry.radians': 'Degrees and radians',
  'trigonometry.unit-circle': 'Exact values on the unit circle',
  'trigonometry.inverse': 'Inverse trigonometric functions',
  'trigonometry.equations': 'Trigonometric equations',
  'trigonometry.graphs': 'Graphs of sine and cosine: period, amplitude, phase shift, midline',
  'trigonometry.law-of-sines': 'The law of sines',
  'trigonometry.law-of-cosines': 'The law of cosines',
  'trigonometry.angles': 'Angles: coterminal angles and quadrants',
  'trigonometry.identities': 'Trigonometric identities',
} as const satisfies TopicKnowledge;
