/**
 * Equation, inequality and system solving with balanced-operation steps, one file per method family:
 *
 * | file | methods |
 * |---|---|
 * | `equation.ts` | the ordered strategy list (`EQUATION_STRATEGIES`), `solveCore`, `solveEquation` (final check) |
 * | `linear.ts` | linear with balanced steps; symbolic coefficients |
 * | `polynomial.ts`, `quadratic.ts` | standard form, factoring, quadratic formula, rational roots, cubics, x^n = c, numeric |
 * | `rational.ts` | multiply by the LCD, reject extraneous roots |
 * | `isolate.ts`, `trig.ts` | inverse operations on a single occurrence of x; zero-product property; trig general solutions |
 * | `exp-log.ts` | logarithms of both sides, sums of logarithms |
 * | `substitution.ts` | u = g(x) |
 * | `radical.ts` | squaring both sides, isolating a radical |
 * | `numeric-search.ts` | periodic search with exact recognition, bracketing root finder |
 * | `inequality.ts`, `systems.ts` | inequalities (sign charts, intervals), systems (elimination, substitution) |
 *
 * Sources: standard algebra texts; rational root theorem; Durand–Kerner (Weierstrass) iteration.
 */
export { solveEquation, solveCore, EQUATION_STRATEGIES, constantEquation } from './equation';
export { solveInequality, intervalRel, intervalsLatex, intervalsText, intersectInequalities } from './inequality';
export { solveSystem } from './systems';
export { bracketRoots } from './numeric-search';
export { decimalExpr, hasFn } from './common';
export type { SolveResult, Interval, Branch, EquationProblem, EquationStrategy } from './common';
