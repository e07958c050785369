/**
 * Step rules and knowledge points of the `vectors` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English text with `{param}` placeholders (the params are LaTeX); translations in ./i18n/<locale>.json.
 * Methods of OpenStax Precalculus 2e §8.8 and Calculus Volume 3 §2.1–2.4 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const VECTORS_RULES = {
  'vector-magnitude-formula': {
    kp: 'vectors.magnitude',
    grade: 3,
    en: 'The magnitude is the square root of the sum of the squared components: {formula}.',
  },
  'vector-magnitude-substitute': { kp: 'vectors.magnitude', grade: 3, en: 'Substitute the components: {eq}.' },
  'vector-dot-formula': {
    kp: 'vectors.dot-product',
    grade: 4,
    en: 'Multiply the matching components and add the products: {formula}.',
  },
  'vector-dot-substitute': { kp: 'vectors.dot-product', grade: 4, en: 'Substitute the components: {eq}.' },
  'vector-cross-formula': {
    kp: 'vectors.cross-product',
    grade: 4,
    en: 'Write the cross product as a determinant with i, j, k in the first row: {formula}.',
  },
  'vector-cross-substitute': { kp: 'vectors.cross-product', grade: 4, en: 'Expand the determinant along the first row: {eq}.' },
  'vector-angle-formula': {
    kp: 'vectors.angle',
    grade: 4,
    en: 'The angle between two vectors comes from the dot product: {formula}.',
  },
  'vector-angle-values': { kp: 'vectors.angle', grade: 4, en: 'Compute the dot product and the magnitudes: {eq}.' },
  'vector-angle-result': { kp: 'vectors.angle', grade: 4, en: 'Take the inverse cosine: {eq}, that is {deg}.' },
  'vector-direction-tan': {
    kp: 'vectors.components',
    grade: 3,
    en: 'Use {t}; the point {pt} fixes the quadrant, with θ measured from the positive x-axis in [0°, 360°): {eq}.',
  },
  'vector-unit-divide': { kp: 'vectors.unit-vector', grade: 3, en: 'Divide the vector by its magnitude {m}: {eq}.' },
  'vector-scalar-multiple': { kp: 'vectors.operations', grade: 3, en: 'Multiply each component by the scalar: {eq}.' },
  'vector-add-components': { kp: 'vectors.operations', grade: 3, en: 'Add the vectors component by component: {eq}.' },
  'vector-parallel-ratios': {
    kp: 'vectors.parallel-orthogonal',
    grade: 4,
    en: 'Compare the ratios of matching components: {eq}.',
  },
  'vector-parallel-yes': {
    kp: 'vectors.parallel-orthogonal',
    grade: 4,
    en: 'One vector is a scalar multiple of the other, {eq}: they are parallel.',
  },
  'vector-parallel-no': {
    kp: 'vectors.parallel-orthogonal',
    grade: 4,
    en: 'No single scalar turns one vector into the other ({eq}): they are not parallel.',
  },
  'vector-orthogonal-yes': {
    kp: 'vectors.parallel-orthogonal',
    grade: 4,
    en: 'The dot product is zero, {eq}: the vectors are orthogonal.',
  },
  'vector-orthogonal-no': {
    kp: 'vectors.parallel-orthogonal',
    grade: 4,
    en: 'The dot product is not zero, {eq}: the vectors are not orthogonal.',
  },
  'vector-zero-vector': {
    kp: 'vectors.parallel-orthogonal',
    grade: 4,
    en: 'One of them is the zero vector {eq}, which is parallel and orthogonal to every vector.',
  },
  'vector-projection-formula': { kp: 'vectors.projection', grade: 4, en: 'Use the projection formula: {formula}.' },
  'vector-projection-substitute': { kp: 'vectors.projection', grade: 4, en: 'Substitute the dot products: {eq}.' },
  'vector-components-formula': {
    kp: 'vectors.components',
    grade: 3,
    en: 'The horizontal and vertical components are the magnitude times the cosine and the sine of the angle: {formula}.',
  },
  'vector-components-substitute': { kp: 'vectors.components', grade: 3, en: 'Substitute the magnitude and the angle: {eq}.' },
} as const satisfies TopicRules;

export const VECTORS_KNOWLEDGE = {
  'vectors.magnitude': 'Magnitude of a vector',
  'vectors.dot-product': 'Dot product',
  'vectors.cross-product': 'Cross product',
  'vectors.angle': 'Angle between two vectors',
  'vectors.unit-vector': 'Unit vectors',
  'vectors.operations': 'Adding vectors and scalar multiples',
  'vectors.parallel-orthogonal': 'Parallel and orthogonal vectors',
  'vectors.projection': 'Projection of a vector',
  'vectors.components': 'Components from magnitude and direction',
} as const satisfies TopicKnowledge;
