/**
 * Step rules and knowledge points of the `coordinate-geometry` topic (merged into RULES / KNOWLEDGE_POINTS by
 * math/rules.ts and math/knowledge.ts). English source text with `{param}` placeholders (the params are LaTeX);
 * translations in ./i18n/<locale>.json. Methods as in OpenStax Intermediate Algebra 2e ch. 3 and College Algebra 2e
 * ch. 2 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const COORDINATE_GEOMETRY_RULES = {
  'slope-formula': {
    kp: 'coordinate-geometry.slope',
    grade: 2,
    en: 'The slope is the change in y over the change in x: {formula}.',
  },
  'vertical-line-slope': {
    kp: 'coordinate-geometry.slope',
    grade: 2,
    en: 'The x-coordinates are equal ({eq}): the line is vertical and its slope is undefined.',
  },
  'slope-from-equation': {
    kp: 'coordinate-geometry.slope',
    grade: 2,
    en: 'Solve the equation for y: {eq}; the slope is the coefficient of x, {m}.',
  },
  'distance-formula': {
    kp: 'coordinate-geometry.distance',
    grade: 3,
    en: 'Use the distance formula (the Pythagorean theorem on the grid): {formula}.',
  },
  'midpoint-formula': { kp: 'coordinate-geometry.midpoint', grade: 3, en: 'The midpoint averages the coordinates: {formula}.' },
  'point-slope-form': { kp: 'coordinate-geometry.line-equation', grade: 3, en: 'Point-slope form: {eq}.' },
  'slope-intercept-form': {
    kp: 'coordinate-geometry.line-equation',
    grade: 3,
    en: 'Solve for y to get the slope-intercept form, with {eq}.',
  },
  'standard-form-line': {
    kp: 'coordinate-geometry.line-equation',
    grade: 3,
    en: 'Move the x-term to the left and clear fractions to get the standard form {eq}.',
  },
  'parallel-slope': {
    kp: 'coordinate-geometry.parallel-perpendicular',
    grade: 3,
    en: 'Parallel lines have the same slope, {m}.',
  },
  'perpendicular-slope': {
    kp: 'coordinate-geometry.parallel-perpendicular',
    grade: 3,
    en: 'Perpendicular slopes are negative reciprocals: the given slope is {m}, so the new slope is {mp}.',
  },
  'parallel-no-intersection': {
    kp: 'coordinate-geometry.intersection',
    grade: 3,
    en: 'The lines have the same slope but different intercepts: they are parallel and never meet.',
  },
  'same-line': {
    kp: 'coordinate-geometry.intersection',
    grade: 3,
    en: 'Both equations describe the same line: every point of it is common.',
  },
  'x-intercept': { kp: 'coordinate-geometry.intercepts', grade: 3, en: 'For the x-intercept set y = 0: {eq}.' },
  'y-intercept': { kp: 'coordinate-geometry.intercepts', grade: 3, en: 'For the y-intercept set x = 0: {eq}.' },
  'circle-standard-form': {
    kp: 'coordinate-geometry.circle-equation',
    grade: 3,
    en: 'Complete the square in x and in y to get the standard form {eq}.',
  },
  'circle-center-radius': {
    kp: 'coordinate-geometry.circle-equation',
    grade: 3,
    en: 'Read off the centre {center} and the radius {r}.',
  },
} as const satisfies TopicRules;

export const COORDINATE_GEOMETRY_KNOWLEDGE = {
  'coordinate-geometry.slope': 'Slope of a line',
  'coordinate-geometry.distance': 'Distance between two points',
  'coordinate-geometry.midpoint': 'Midpoint of a segment',
  'coordinate-geometry.line-equation': 'Equations of a line',
  'coordinate-geometry.parallel-perpendicular': 'Parallel and perpendicular lines',
  'coordinate-geometry.intersection': 'Intersection of two lines',
  'coordinate-geometry.intercepts': 'Intercepts of a line',
  'coordinate-geometry.circle-equation': 'Equation of a circle',
} as const satisfies TopicKnowledge;
