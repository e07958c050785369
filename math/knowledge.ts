/**
 * Knowledge points: the ideas a step rule teaches (`RULES[rule].kp`, math/rules.ts), with English
 * names for translators (`math:knowledge.<id>` in locales/<lng>/math.json, written by
 * scripts/gen-math-locale.ts). The tutor lists them as "what we need to know" (issue 6).
 */
import { RULES, type RuleId } from './rules';
// topic knowledge points (math/topics/<id>/rules.ts): one import per topic
import { UNITS_KNOWLEDGE } from './topics/units/rules';
import { STATISTICS_KNOWLEDGE } from './topics/statistics/rules';
import { PROBABILITY_KNOWLEDGE } from './topics/probability/rules';
import { COORDINATE_GEOMETRY_KNOWLEDGE } from './topics/coordinate-geometry/rules';
import { GEOMETRY_KNOWLEDGE } from './topics/geometry/rules';
import { ARITHMETIC_KNOWLEDGE } from './topics/arithmetic/rules';
import { NUMBER_THEORY_KNOWLEDGE } from './topics/number-theory/rules';
import { ALGEBRA_KNOWLEDGE } from './topics/algebra/rules';
import { COMPLEX_KNOWLEDGE } from './topics/complex/rules';
import { VECTORS_KNOWLEDGE } from './topics/vectors/rules';
import { LINEAR_ALGEBRA_KNOWLEDGE } from './topics/linear-algebra/rules';
import { DIFFERENTIAL_EQUATIONS_KNOWLEDGE } from './topics/differential-equations/rules';
import { CALCULUS_KNOWLEDGE } from './topics/calculus/rules';
import { SERIES_KNOWLEDGE } from './topics/series/rules';
import { TRANSFORMS_KNOWLEDGE } from './topics/transforms/rules';
import { MULTIVARIABLE_KNOWLEDGE } from './topics/multivariable/rules';
import { DISCRETE_KNOWLEDGE } from './topics/discrete/rules';
import { SEQUENCES_KNOWLEDGE } from './topics/sequences/rules';
import { TRIGONOMETRY_KNOWLEDGE } from './topics/trigonometry/rules';
import { FUNCTIONS_KNOWLEDGE } from './topics/functions/rules';
import { POLYNOMIALS_KNOWLEDGE } from './topics/polynomials/rules';
import { WORD_PROBLEMS_KNOWLEDGE } from './topics/word-problems/rules';

const CORE_KNOWLEDGE_POINTS = {
  'algebra.distributive-property': 'The distributive property',
  'algebra.expand': 'Expanding products',
  'algebra.factor-gcf': 'Factoring out the greatest common factor',
  'algebra.factoring': 'Factoring polynomials',
  'algebra.like-terms': 'Combining like terms',
  'algebra.logarithm-rules': 'Rules of logarithms',
  'algebra.polynomial-division': 'Polynomial division',
  'algebra.rational-expressions': 'Simplifying rational expressions',
  'algebra.simplify': 'Simplifying expressions',
  'arithmetic.decimals': 'Decimals and rounding',
  'arithmetic.order-of-operations': 'Order of operations',
  'arithmetic.powers': 'Powers and exponents',
  'derivatives.absolute-value': 'Derivative of the absolute value',
  'derivatives.chain-rule': 'The chain rule',
  'derivatives.constant': 'Derivative of a constant',
  'derivatives.constant-multiple': 'The constant multiple rule',
  'derivatives.exponential': 'Derivatives of exponential functions',
  'derivatives.higher-order': 'Higher-order derivatives',
  'derivatives.hyperbolic': 'Derivatives of hyperbolic functions',
  'derivatives.implicit': 'Implicit differentiation',
  'derivatives.inverse-trigonometric': 'Derivatives of inverse trigonometric functions',
  'derivatives.logarithm': 'Derivatives of logarithms',
  'derivatives.logarithmic-differentiation': 'Logarithmic differentiation',
  'derivatives.power-rule': 'The power rule',
  'derivatives.product-rule': 'The product rule',
  'derivatives.quotient-rule': 'The quotient rule',
  'derivatives.sum-rule': 'The sum rule for derivatives',
  'derivatives.trigonometric': 'Derivatives of trigonometric functions',
  'equations.balance': 'Keeping an equation balanced',
  'equations.check': 'Checking a solution',
  'equations.complete-the-square': 'Completing the square',
  'equations.complex-roots': 'Complex roots',
  'equations.cubic': 'Solving cubic equations',
  'equations.discriminant': 'The discriminant',
  'equations.exponential': 'Exponential equations',
  'equations.extraneous-solutions': 'Extraneous solutions',
  'equations.identity': 'Identities (true for every value)',
  'equations.inverse-functions': 'Undoing a function with its inverse',
  'equations.logarithmic': 'Logarithmic equations',
  'equations.no-solution': 'Equations with no solution',
  'equations.quadratic-factoring': 'Solving quadratics by factoring',
  'equations.quadratic-formula': 'The quadratic formula',
  'equations.radical': 'Radical equations',
  'equations.rational': 'Rational equations',
  'equations.rational-root-theorem': 'The rational root theorem',
  'equations.roots': 'Roots of an equation',
  'equations.standard-form': 'Standard form of an equation',
  'equations.substitution': 'Solving by substitution',
  'equations.zero-product': 'The zero product property',
  'fractions.add-subtract': 'Adding and subtracting fractions',
  'fractions.common-denominator': 'Common denominators',
  'fractions.divide': 'Dividing fractions',
  'fractions.multiply': 'Multiplying fractions',
  'fractions.simplify': 'Simplifying fractions',
  'inequalities.flip': 'Flipping an inequality when multiplying by a negative',
  'inequalities.interval-notation': 'Interval notation',
  'inequalities.sign-chart': 'Sign charts',
  'integrals.basic': 'Basic integrals',
  'integrals.basic-antiderivatives': 'Table of basic antiderivatives',
  'integrals.by-parts': 'Integration by parts',
  'integrals.check': 'Checking an antiderivative by differentiating',
  'integrals.completing-square': 'Integrals by completing the square',
  'integrals.constant': 'The constant of integration',
  'integrals.fundamental-theorem': 'The fundamental theorem of calculus',
  'integrals.improper': 'Improper integrals',
  'integrals.linearity': 'Linearity of the integral',
  'integrals.partial-fractions': 'Partial fractions',
  'integrals.power-rule': 'The power rule for integrals',
  'integrals.substitution': 'Integration by substitution',
  'integrals.special-functions': 'Non-elementary integrals and special functions (erf, Si, Ci, Ei, li, Fresnel)',
  'integrals.trigonometric-powers': 'Integrals of powers of trigonometric functions',
  'integrals.trigonometric-substitution': 'Trigonometric substitution',
  'integrals.weierstrass-substitution': 'The Weierstrass substitution',
  'limits.at-infinity': 'Limits at infinity',
  'limits.conjugate': 'Multiplying by the conjugate',
  'limits.direct-substitution': 'Direct substitution in limits',
  'limits.factor-cancel': 'Factoring and cancelling in limits',
  'limits.indeterminate-forms': 'Indeterminate forms',
  'limits.infinite': 'Infinite limits',
  'limits.laws': 'Limit laws',
  'limits.lhopital': "L'Hôpital's rule",
  'limits.numeric': 'Estimating limits numerically',
  'limits.one-sided': 'One-sided limits',
  'limits.squeeze': 'The squeeze theorem',
  'limits.standard': 'Standard limits',
  'numerics.quadrature': 'Numerical integration',
  'numerics.root-finding': 'Numerical root finding',
  'percent.of-a-number': 'Percent of a number',
  'radicals.rationalize': 'Rationalizing the denominator',
  'radicals.simplify': 'Simplifying radicals',
  'systems.elimination': 'Solving systems by elimination',
  'systems.substitution': 'Solving systems by substitution',
  'trigonometry.general-solution': 'General solutions of trigonometric equations',
  'trigonometry.identities': 'Trigonometric identities',
  'trigonometry.radians': 'Degrees and radians',
  'trigonometry.special-angles': 'Exact values at special angles',
} as const;

/** Every knowledge point: the core engine's and each topic's (one spread line per topic). */
export const KNOWLEDGE_POINTS = {
  ...CORE_KNOWLEDGE_POINTS,
  // topic knowledge points: one spread line per topic
  ...UNITS_KNOWLEDGE,
  ...STATISTICS_KNOWLEDGE,
  ...PROBABILITY_KNOWLEDGE,
  ...COORDINATE_GEOMETRY_KNOWLEDGE,
  ...GEOMETRY_KNOWLEDGE,
  ...ARITHMETIC_KNOWLEDGE,
  ...NUMBER_THEORY_KNOWLEDGE,
  ...ALGEBRA_KNOWLEDGE,
  ...COMPLEX_KNOWLEDGE,
  ...VECTORS_KNOWLEDGE,
  ...LINEAR_ALGEBRA_KNOWLEDGE,
  ...DIFFERENTIAL_EQUATIONS_KNOWLEDGE,
  ...CALCULUS_KNOWLEDGE,
  ...SERIES_KNOWLEDGE,
  ...TRANSFORMS_KNOWLEDGE,
  ...MULTIVARIABLE_KNOWLEDGE,
  ...DISCRETE_KNOWLEDGE,
  ...SEQUENCES_KNOWLEDGE,
  ...TRIGONOMETRY_KNOWLEDGE,
  ...FUNCTIONS_KNOWLEDGE,
  ...POLYNOMIALS_KNOWLEDGE,
  ...WORD_PROBLEMS_KNOWLEDGE,
} as const;

export type KnowledgePointId = keyof typeof KNOWLEDGE_POINTS;

/** The knowledge point a rule teaches, with its grade level (§9 grades 1–5). */
export function knowledgeOf(rule: RuleId): { id: KnowledgePointId; grade: number } {
  const r = RULES[rule] as { kp: KnowledgePointId; grade: number };
  return { id: r.kp, grade: r.grade };
}

/** i18n key of a knowledge point's name (namespace `math`). */
export const knowledgeI18nKey = (id: string): string => `math:knowledge.${id}`;
