/**
 * The rule catalogue: every step's `rule` id, the knowledge point it teaches, its grade level (spec §9:
 * 1 elementary or younger, 2 middle school, 3 high school, 4 undergrad, 5 graduate), and an English
 * explanation template keyed by rule id (`{param}` placeholders are filled from the step's params, LaTeX).
 * The UI translates through i18n keys `math:rules.<id>` (see {@link ruleI18nKey}); the English text here is
 * the source string for translators.
 *
 * Topic rule tables (math/topics/<id>/rules.ts, issue #21) are merged here: one import and one spread line per topic
 * in `RULES` below (see /math/topics/index.ts for how a topic registers). Rule ids must be unique engine-wide.
 */
import type { RuleDef } from './topics/types';
// topic rule tables: one import per topic
import { UNITS_RULES } from './topics/units/rules';
import { STATISTICS_RULES } from './topics/statistics/rules';
import { PROBABILITY_RULES } from './topics/probability/rules';
import { COORDINATE_GEOMETRY_RULES } from './topics/coordinate-geometry/rules';
import { GEOMETRY_RULES } from './topics/geometry/rules';
import { ARITHMETIC_RULES } from './topics/arithmetic/rules';
import { NUMBER_THEORY_RULES } from './topics/number-theory/rules';
import { ALGEBRA_RULES } from './topics/algebra/rules';
import { COMPLEX_RULES } from './topics/complex/rules';
import { VECTORS_RULES } from './topics/vectors/rules';
import { LINEAR_ALGEBRA_RULES } from './topics/linear-algebra/rules';
import { DIFFERENTIAL_EQUATIONS_RULES } from './topics/differential-equations/rules';
import { CALCULUS_RULES } from './topics/calculus/rules';
import { SERIES_RULES } from './topics/series/rules';
import { TRANSFORMS_RULES } from './topics/transforms/rules';
import { MULTIVARIABLE_RULES } from './topics/multivariable/rules';
import { DISCRETE_RULES } from './topics/discrete/rules';
import { SEQUENCES_RULES } from './topics/sequences/rules';
import { TRIGONOMETRY_RULES } from './topics/trigonometry/rules';
import { FUNCTIONS_RULES } from './topics/functions/rules';
import { POLYNOMIALS_RULES } from './topics/polynomials/rules';
import { WORD_PROBLEMS_RULES } from './topics/word-problems/rules';

/** The core engine's rules (solve, differentiate, integrate, limit, simplify, arithmetic with fractions). */
const CORE_RULES = {
  // arithmetic
  'evaluate-arithmetic': { kp: 'arithmetic.order-of-operations', grade: 1, en: 'Evaluate {op}.' },
  'common-denominator': {
    kp: 'fractions.common-denominator',
    grade: 2,
    en: 'Rewrite the fractions with the common denominator {lcd}.',
  },
  'add-fractions': { kp: 'fractions.add-subtract', grade: 2, en: 'Add the numerators and keep the common denominator.' },
  'multiply-fractions': { kp: 'fractions.multiply', grade: 2, en: 'Multiply numerators together and denominators together.' },
  'divide-fractions': { kp: 'fractions.divide', grade: 2, en: 'Dividing by a fraction is multiplying by its reciprocal.' },
  'reduce-fraction': {
    kp: 'fractions.simplify',
    grade: 2,
    en: 'Reduce the fraction by dividing numerator and denominator by {gcd}.',
  },
  'simplify-radical': { kp: 'radicals.simplify', grade: 3, en: 'Take perfect powers out of the radical.' },
  'rationalize-denominator': { kp: 'radicals.rationalize', grade: 3, en: 'Rationalize the denominator.' },
  'percent-of': { kp: 'percent.of-a-number', grade: 2, en: '{p}% of a number means {p}/100 times it.' },
  'evaluate-power': { kp: 'arithmetic.powers', grade: 2, en: 'Evaluate the power.' },
  'convert-degrees': { kp: 'trigonometry.radians', grade: 3, en: 'Convert degrees to radians: multiply by π/180.' },
  'exact-trig-value': {
    kp: 'trigonometry.special-angles',
    grade: 3,
    en: 'Use the exact value of the trigonometric function at a special angle.',
  },
  'decimal-approximation': { kp: 'arithmetic.decimals', grade: 2, en: 'Approximate as a decimal.' },
  // algebra
  'combine-like-terms': { kp: 'algebra.like-terms', grade: 2, en: 'Combine like terms.' },
  distribute: { kp: 'algebra.distributive-property', grade: 2, en: 'Use the distributive property to remove parentheses.' },
  expand: { kp: 'algebra.expand', grade: 3, en: 'Multiply out the products.' },
  'factor-gcf': { kp: 'algebra.factor-gcf', grade: 3, en: 'Factor out the greatest common factor {gcf}.' },
  'factor-polynomial': { kp: 'algebra.factoring', grade: 3, en: 'Factor the polynomial.' },
  'factor-by-grouping': {
    kp: 'algebra.factoring',
    grade: 3,
    en: 'Group the terms in pairs and factor each pair; both share the factor {common}.',
  },
  'cancel-common-factor': { kp: 'algebra.rational-expressions', grade: 3, en: 'Cancel the common factor {factor}.' },
  'combine-fractions': {
    kp: 'algebra.rational-expressions',
    grade: 3,
    en: 'Write everything over a common denominator as one fraction.',
  },
  simplify: { kp: 'algebra.simplify', grade: 3, en: 'Simplify.' },
  'trig-identity': { kp: 'trigonometry.identities', grade: 3, en: 'Use the identity {identity}.' },
  'log-rules': {
    kp: 'algebra.logarithm-rules',
    grade: 3,
    en: 'Use the laws of logarithms: log(ab) = log a + log b, log(a^n) = n log a (for positive a, b).',
  },
  // equations
  'move-terms': { kp: 'equations.standard-form', grade: 3, en: 'Move every term to one side so the other side is 0.' },
  'add-to-both-sides': { kp: 'equations.balance', grade: 2, en: 'Add {term} to both sides.' },
  'subtract-from-both-sides': { kp: 'equations.balance', grade: 2, en: 'Subtract {term} from both sides.' },
  'multiply-both-sides': { kp: 'equations.balance', grade: 2, en: 'Multiply both sides by {factor}.' },
  'divide-both-sides': { kp: 'equations.balance', grade: 2, en: 'Divide both sides by {factor}.' },
  'flip-inequality': {
    kp: 'inequalities.flip',
    grade: 3,
    en: 'Dividing or multiplying by a negative number ({factor}) reverses the inequality.',
  },
  'zero-product-property': { kp: 'equations.zero-product', grade: 3, en: 'A product is 0 exactly when one of its factors is 0.' },
  'factor-quadratic': { kp: 'equations.quadratic-factoring', grade: 3, en: 'Factor the quadratic.' },
  'compute-discriminant': { kp: 'equations.discriminant', grade: 3, en: 'Compute the discriminant b^2 - 4ac = {discriminant}.' },
  'quadratic-formula': {
    kp: 'equations.quadratic-formula',
    grade: 3,
    en: 'Use the quadratic formula x = (-b ± sqrt(b^2 - 4ac)) / (2a) with a = {a}, b = {b}, c = {c}.',
  },
  'complete-the-square': {
    kp: 'equations.complete-the-square',
    grade: 3,
    en: 'Complete the square: add {square} to both sides so the left side is a perfect square.',
  },
  'complex-roots': {
    kp: 'equations.complex-roots',
    grade: 4,
    en: 'The discriminant is negative, so the roots are complex conjugates.',
  },
  'rational-root-test': {
    kp: 'equations.rational-root-theorem',
    grade: 4,
    en: 'By the rational root theorem, test candidates p/q; {root} is a root.',
  },
  'polynomial-division': { kp: 'algebra.polynomial-division', grade: 4, en: 'Divide by {divisor} (synthetic division).' },
  'cubic-trigonometric': {
    kp: 'equations.cubic',
    grade: 5,
    en: 'The depressed cubic has three real roots: solve it with the trigonometric (Viète) formula.',
  },
  'cubic-cardano': { kp: 'equations.cubic', grade: 5, en: "Solve the depressed cubic with Cardano's formula." },
  'nth-root-both-sides': { kp: 'equations.roots', grade: 3, en: 'Take the {n}th root of both sides.' },
  'square-root-both-sides': {
    kp: 'equations.roots',
    grade: 3,
    en: 'Take the square root of both sides; a positive number has two square roots, ±.',
  },
  'multiply-by-lcd': { kp: 'equations.rational', grade: 3, en: 'Multiply both sides by the common denominator {lcd}.' },
  'check-extraneous': {
    kp: 'equations.extraneous-solutions',
    grade: 3,
    en: 'Check the candidates in the original equation; {rejected} must be rejected.',
  },
  'isolate-radical': { kp: 'equations.radical', grade: 3, en: 'Isolate the radical.' },
  'square-both-sides': { kp: 'equations.radical', grade: 3, en: 'Square both sides.' },
  'take-log-both-sides': { kp: 'equations.exponential', grade: 3, en: 'Take the logarithm of both sides.' },
  'same-base': { kp: 'equations.exponential', grade: 3, en: 'Write both sides as powers of {base} and equate the exponents.' },
  'exponentiate-both-sides': { kp: 'equations.logarithmic', grade: 3, en: 'Rewrite the logarithm in exponential form.' },
  substitution: { kp: 'equations.substitution', grade: 3, en: 'Substitute {u} to get an equation in u.' },
  'inverse-function': { kp: 'equations.inverse-functions', grade: 3, en: 'Apply the inverse function {fn} to both sides.' },
  'general-solution': { kp: 'trigonometry.general-solution', grade: 3, en: 'Add all multiples of the period {period}.' },
  'numeric-root-finding': {
    kp: 'numerics.root-finding',
    grade: 4,
    en: 'No closed form was found; the roots in {interval} were located numerically by bracketing (bisection).',
  },
  'verify-solution': { kp: 'equations.check', grade: 2, en: 'Substitute the solution back to check it.' },
  'no-real-solution': { kp: 'equations.no-solution', grade: 3, en: 'The equation has no real solution.' },
  'identity-equation': {
    kp: 'equations.identity',
    grade: 3,
    en: 'Both sides are equal for every value: all real numbers are solutions.',
  },
  contradiction: {
    kp: 'equations.no-solution',
    grade: 2,
    en: 'The equation reduces to a false statement: there is no solution.',
  },
  elimination: { kp: 'systems.elimination', grade: 3, en: 'Eliminate {var} using the other equations.' },
  'back-substitution': { kp: 'systems.substitution', grade: 3, en: 'Substitute back to find the remaining unknowns.' },
  'sign-chart': { kp: 'inequalities.sign-chart', grade: 3, en: 'Test the sign between the critical points {points}.' },
  'interval-notation': { kp: 'inequalities.interval-notation', grade: 3, en: 'Write the solution set.' },
  // derivatives
  'constant-rule': { kp: 'derivatives.constant', grade: 4, en: 'The derivative of a constant is 0.' },
  'power-rule': { kp: 'derivatives.power-rule', grade: 4, en: 'Power rule: d/dx x^n = n x^(n-1), here n = {n}.' },
  'constant-multiple-rule': {
    kp: 'derivatives.constant-multiple',
    grade: 4,
    en: 'A constant factor {c} stays in front of the derivative.',
  },
  'sum-rule': { kp: 'derivatives.sum-rule', grade: 4, en: 'The derivative of a sum is the sum of the derivatives.' },
  'product-rule': { kp: 'derivatives.product-rule', grade: 4, en: "Product rule: (fg)' = f'g + fg' with f = {f}, g = {g}." },
  'quotient-rule': {
    kp: 'derivatives.quotient-rule',
    grade: 4,
    en: "Quotient rule: (f/g)' = (f'g - fg')/g^2 with f = {f}, g = {g}.",
  },
  'chain-rule': {
    kp: 'derivatives.chain-rule',
    grade: 4,
    en: 'Chain rule: differentiate the outer function {outer} at u = {inner}, times the derivative of the inner function.',
  },
  'chain-rule-outer': {
    kp: 'derivatives.chain-rule',
    grade: 4,
    en: 'Differentiate the outer function {outer} with respect to u.',
  },
  'chain-rule-product': {
    kp: 'derivatives.chain-rule',
    grade: 4,
    en: 'Multiply the outer derivative {outer} by the inner derivative {inner}.',
  },
  'exp-derivative': { kp: 'derivatives.exponential', grade: 4, en: 'The derivative of e^x is e^x.' },
  'exponential-derivative': { kp: 'derivatives.exponential', grade: 4, en: 'The derivative of a^x is a^x ln a.' },
  'log-derivative': { kp: 'derivatives.logarithm', grade: 4, en: 'The derivative of ln x is 1/x.' },
  'trig-derivative': { kp: 'derivatives.trigonometric', grade: 4, en: 'Use the derivative of {fn}.' },
  'inverse-trig-derivative': { kp: 'derivatives.inverse-trigonometric', grade: 4, en: 'Use the derivative of {fn}.' },
  'hyperbolic-derivative': { kp: 'derivatives.hyperbolic', grade: 4, en: 'Use the derivative of {fn}.' },
  'abs-derivative': { kp: 'derivatives.absolute-value', grade: 4, en: 'd/dx |x| = x/|x| for x ≠ 0.' },
  'logarithmic-differentiation': {
    kp: 'derivatives.logarithmic-differentiation',
    grade: 4,
    en: 'Use logarithmic differentiation for a variable base and exponent.',
  },
  'differentiate-both-sides': {
    kp: 'derivatives.logarithmic-differentiation',
    grade: 4,
    en: "Differentiate both sides with respect to {x}; by the chain rule the left side becomes y'/y.",
  },
  'solve-for-derivative': {
    kp: 'derivatives.logarithmic-differentiation',
    grade: 4,
    en: "Multiply both sides by y = {y} to solve for y'.",
  },
  'special-function-derivative': {
    kp: 'integrals.special-functions',
    grade: 4,
    en: '{fn} is defined by the integral {definition}; by the fundamental theorem of calculus its derivative is the integrand.',
  },
  'implicit-differentiation': {
    kp: 'derivatives.implicit',
    grade: 4,
    en: 'Differentiate both sides with respect to {x}, treating {y} as a function of {x} (chain rule).',
  },
  'higher-order-derivative': { kp: 'derivatives.higher-order', grade: 4, en: 'Differentiate again for derivative number {k}.' },
  // integrals
  'integral-constant': { kp: 'integrals.basic', grade: 4, en: 'The integral of a constant c is c x.' },
  'integral-power-rule': {
    kp: 'integrals.power-rule',
    grade: 4,
    en: 'Power rule for integrals: ∫x^n dx = x^(n+1)/(n+1), here n = {n}.',
  },
  'integral-sum-rule': { kp: 'integrals.linearity', grade: 4, en: 'Integrate term by term.' },
  'integral-constant-multiple': { kp: 'integrals.linearity', grade: 4, en: 'Move the constant factor {c} outside the integral.' },
  'integral-table': { kp: 'integrals.basic-antiderivatives', grade: 4, en: 'Use the basic antiderivative of {f}.' },
  'u-substitution': { kp: 'integrals.substitution', grade: 4, en: 'Substitute u = {u}, du = {du}.' },
  'choose-substitution': {
    kp: 'integrals.substitution',
    grade: 4,
    en: 'Choose u = {u}, an inner expression whose derivative is also a factor, and compute du = {du}.',
  },
  'special-function-integral': {
    kp: 'integrals.special-functions',
    grade: 4,
    en: 'This integral has no elementary antiderivative; it is written with the special function {fn}, defined by {definition}.',
  },
  'integration-by-parts': {
    kp: 'integrals.by-parts',
    grade: 4,
    en: 'Integration by parts ∫u dv = uv - ∫v du with u = {u}, dv = {dv}.',
  },
  'partial-fractions': { kp: 'integrals.partial-fractions', grade: 4, en: 'Decompose into partial fractions.' },
  'polynomial-long-division': {
    kp: 'algebra.polynomial-division',
    grade: 4,
    en: 'Divide the polynomials first, since the numerator degree is not lower.',
  },
  'trig-power-reduction': { kp: 'integrals.trigonometric-powers', grade: 4, en: 'Use the power-reduction identity {identity}.' },
  'trig-odd-power': {
    kp: 'integrals.trigonometric-powers',
    grade: 4,
    en: 'Split off one factor and use sin^2 + cos^2 = 1, then substitute u = {u}.',
  },
  'trig-substitution': {
    kp: 'integrals.trigonometric-substitution',
    grade: 4,
    en: 'Trigonometric substitution {sub}; integrate in θ and substitute back.',
  },
  'weierstrass-substitution': {
    kp: 'integrals.weierstrass-substitution',
    grade: 4,
    en: 'Substitute t = {t}: sin x = 2t/(1+t^2), cos x = (1-t^2)/(1+t^2), dx = 2/(1+t^2) dt, which gives a rational function of t.',
  },
  'substitute-back': {
    kp: 'integrals.substitution',
    grade: 4,
    en: 'Integrate, then substitute back ({sub}) to write the answer in terms of {x}.',
  },
  'complete-square-integral': { kp: 'integrals.completing-square', grade: 4, en: 'Complete the square in the denominator.' },
  'constant-of-integration': { kp: 'integrals.constant', grade: 4, en: 'Add the constant of integration C.' },
  'fundamental-theorem': {
    kp: 'integrals.fundamental-theorem',
    grade: 4,
    en: 'Evaluate the antiderivative at the bounds: F({b}) - F({a}).',
  },
  'improper-integral': {
    kp: 'integrals.improper',
    grade: 4,
    en: 'The integral is improper: take the limit of the antiderivative at {bound}.',
  },
  'numeric-quadrature': {
    kp: 'numerics.quadrature',
    grade: 4,
    en: 'No exact antiderivative was found; the value was computed numerically (adaptive Gauss–Kronrod), error below {error}.',
  },
  'cas-integration': {
    kp: 'integrals.basic-antiderivatives',
    grade: 4,
    en: 'An antiderivative was found with a computer algebra rule set and checked by differentiation.',
  },
  'divergent-integral': { kp: 'integrals.improper', grade: 4, en: 'The limit is infinite, so the integral diverges.' },
  'differentiate-to-check': {
    kp: 'integrals.check',
    grade: 4,
    en: 'Differentiate the answer to check it gives back the integrand.',
  },
  // limits
  'direct-substitution': {
    kp: 'limits.direct-substitution',
    grade: 4,
    en: 'The function is continuous here, so substitute {point}.',
  },
  'indeterminate-form': { kp: 'limits.indeterminate-forms', grade: 4, en: 'Substitution gives the indeterminate form {form}.' },
  'factor-and-cancel': { kp: 'limits.factor-cancel', grade: 4, en: 'Factor and cancel the common factor.' },
  'lhopital-rule': { kp: 'limits.lhopital', grade: 4, en: "L'Hôpital's rule: differentiate the numerator and the denominator." },
  'divide-by-highest-power': {
    kp: 'limits.at-infinity',
    grade: 4,
    en: 'Divide numerator and denominator by the highest power {power}.',
  },
  'known-limit': { kp: 'limits.standard', grade: 4, en: 'Use the standard limit {limit}.' },
  'multiply-by-conjugate': {
    kp: 'limits.conjugate',
    grade: 4,
    en: 'Multiply numerator and denominator by the conjugate {conjugate}.',
  },
  'squeeze-theorem': {
    kp: 'limits.squeeze',
    grade: 4,
    en: 'One factor tends to 0 and {bounded} is bounded, so the product tends to 0 (squeeze theorem).',
  },
  'limit-laws': {
    kp: 'limits.laws',
    grade: 4,
    en: 'Use the limit laws: the limit of a continuous function of an expression, or of a sum, is taken part by part.',
  },
  'limit-numeric': { kp: 'limits.numeric', grade: 4, en: 'No exact method applied; the limit was estimated numerically.' },
  'one-sided-limits': { kp: 'limits.one-sided', grade: 4, en: 'The one-sided limits differ, so the limit does not exist.' },
  'limit-infinite': { kp: 'limits.infinite', grade: 4, en: 'The function grows without bound.' },
  'rewrite-as-quotient': { kp: 'limits.indeterminate-forms', grade: 4, en: "Rewrite as a quotient to apply L'Hôpital's rule." },
} as const satisfies Record<string, RuleDef>;

/** Every step rule of the engine: the core rules and each topic's table. */
export const RULES = {
  ...CORE_RULES,
  // topic rule tables: one spread line per topic
  ...UNITS_RULES,
  ...STATISTICS_RULES,
  ...PROBABILITY_RULES,
  ...COORDINATE_GEOMETRY_RULES,
  ...GEOMETRY_RULES,
  ...ARITHMETIC_RULES,
  ...NUMBER_THEORY_RULES,
  ...ALGEBRA_RULES,
  ...COMPLEX_RULES,
  ...VECTORS_RULES,
  ...LINEAR_ALGEBRA_RULES,
  ...DIFFERENTIAL_EQUATIONS_RULES,
  ...CALCULUS_RULES,
  ...SERIES_RULES,
  ...TRANSFORMS_RULES,
  ...MULTIVARIABLE_RULES,
  ...DISCRETE_RULES,
  ...SEQUENCES_RULES,
  ...TRIGONOMETRY_RULES,
  ...FUNCTIONS_RULES,
  ...POLYNOMIALS_RULES,
  ...WORD_PROBLEMS_RULES,
} as const satisfies Record<string, RuleDef>;

export type RuleId = keyof typeof RULES;

/** i18n key for a rule's wording (namespace `math`). */
export const ruleI18nKey = (rule: RuleId): string => `math:rules.${rule}`;

/** English wording of a step, with params substituted (LaTeX params are inserted as-is). */
export function explainStep(step: { rule: RuleId; params?: Record<string, string> }): string {
  const tpl: string = RULES[step.rule]?.en ?? step.rule;
  return tpl.replace(/\{(\w+)\}/g, (_, k) => step.params?.[k] ?? `{${k}}`);
}

/** The English messages as an i18n namespace object (`math` namespace: `{ rules: { <id>: text } }`) for locales/en/math.json. */
export function ruleMessagesEn(): { rules: Record<string, string> } {
  const rules: Record<string, string> = {};
  for (const [id, r] of Object.entries(RULES)) rules[id] = r.en.replace(/\{(\w+)\}/g, '{{$1}}');
  return { rules };
}
