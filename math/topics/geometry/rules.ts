/**
 * Step rules and knowledge points of the `geometry` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English source text with `{param}` placeholders (the params are LaTeX); translations live in
 * ./i18n/<locale>.json. Formulas as taught in OpenStax Prealgebra 2e ch. 9–10 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const GEOMETRY_RULES = {
  'area-formula': { kp: 'geometry.area', grade: 1, en: 'Use the area formula {formula}.' },
  'perimeter-formula': { kp: 'geometry.perimeter', grade: 1, en: 'Use the perimeter (circumference) formula {formula}.' },
  'volume-formula': { kp: 'geometry.volume', grade: 2, en: 'Use the volume formula {formula}.' },
  'surface-area-formula': { kp: 'geometry.surface-area', grade: 2, en: 'Add the areas of all faces: {formula}.' },
  'heron-formula': { kp: 'geometry.heron', grade: 3, en: "Heron's formula gives the area from the three sides: {formula}." },
  'diameter-to-radius': { kp: 'geometry.circles', grade: 2, en: 'The radius is half the diameter: {eq}.' },
  'substitute-values': { kp: 'geometry.formulas', grade: 2, en: 'Substitute {values} into the formula.' },
  'pythagorean-theorem': {
    kp: 'geometry.pythagorean-theorem',
    grade: 2,
    en: 'In a right triangle the legs a, b and the hypotenuse c satisfy {eq}.',
  },
  'solve-missing-leg': { kp: 'geometry.pythagorean-theorem', grade: 2, en: 'Solve for the missing leg: {eq}.' },
  'positive-square-root': {
    kp: 'geometry.pythagorean-theorem',
    grade: 2,
    en: 'A length is positive, so take the positive square root: {eq}.',
  },
  'pythagorean-converse': {
    kp: 'geometry.pythagorean-converse',
    grade: 2,
    en: 'Compare the square of the longest side with the sum of the squares of the other two: {eq}.',
  },
  'is-right-triangle': {
    kp: 'geometry.pythagorean-converse',
    grade: 2,
    en: 'The squares match, so by the converse of the Pythagorean theorem the triangle is right-angled.',
  },
  'not-right-triangle': {
    kp: 'geometry.pythagorean-converse',
    grade: 2,
    en: 'The squares do not match (or the sides do not form a triangle), so it is not a right triangle.',
  },
  'triangle-angle-sum': { kp: 'geometry.angle-sums', grade: 2, en: 'The angles of a triangle add up to 180°: {eq}.' },
  'polygon-angle-sum': {
    kp: 'geometry.angle-sums',
    grade: 2,
    en: 'The interior angles of a polygon with n sides add up to (n − 2) × 180°: {eq}.',
  },
  'exterior-angle-sum': { kp: 'geometry.angle-sums', grade: 2, en: 'The exterior angles of a convex polygon add up to {eq}.' },
  'regular-polygon-angle': {
    kp: 'geometry.angle-sums',
    grade: 2,
    en: 'All angles of a regular polygon are equal: divide by the number of angles, {eq}.',
  },
  'arc-length-formula': {
    kp: 'geometry.circles',
    grade: 2,
    en: 'An arc is the fraction θ/360° of the circumference: {formula}.',
  },
  'sector-area-formula': { kp: 'geometry.circles', grade: 2, en: 'A sector is the fraction θ/360° of the disc: {formula}.' },
  'trig-ratio': {
    kp: 'geometry.right-triangle-trig',
    grade: 3,
    en: 'Choose the ratio that links the known side and the unknown one (SOH CAH TOA): {eq}.',
  },
  'solve-trig-ratio': { kp: 'geometry.right-triangle-trig', grade: 3, en: 'Solve for the unknown side: {eq}.' },
  'inverse-trig-ratio': { kp: 'geometry.right-triangle-trig', grade: 3, en: 'Use the inverse function to find the angle: {eq}.' },
  'similar-ratio': {
    kp: 'geometry.similar-triangles',
    grade: 2,
    en: 'Corresponding sides of similar triangles are proportional: {eq}.',
  },
} as const satisfies TopicRules;

export const GEOMETRY_KNOWLEDGE = {
  'geometry.area': 'Area of plane shapes',
  'geometry.perimeter': 'Perimeter and circumference',
  'geometry.volume': 'Volume of solids',
  'geometry.surface-area': 'Surface area of solids',
  'geometry.heron': "Heron's formula",
  'geometry.circles': 'Circles: radius, diameter, arcs and sectors',
  'geometry.formulas': 'Using a formula',
  'geometry.pythagorean-theorem': 'The Pythagorean theorem',
  'geometry.pythagorean-converse': 'The converse of the Pythagorean theorem',
  'geometry.angle-sums': 'Angle sums of triangles and polygons',
  'geometry.right-triangle-trig': 'Right-triangle trigonometry',
  'geometry.similar-triangles': 'Similar triangles',
} as const satisfies TopicKnowledge;
