/**
 * Equations in one variable: the ordered list of equation strategies and the solver that runs it.
 *
 * `solveCore` hands each equation (and every sub-equation: after squaring, substituting, splitting a product ...) to
 * {@link EQUATION_STRATEGIES} in order; the first strategy that applies and answers wins. `solveEquation` then checks
 * every candidate in the original equation. "No solution" is returned only when proven (contradiction, range
 * argument, all candidates extraneous).
 */
import { type Expr, NEG_ONE, ZERO, contains, freeOf, isZero, rel, subst, sym, symbols } from '../ast';
import { mkAdd, mkMul, simplify } from '../simplify';
import { type Poly, fromPoly, toPoly, toPolyExpr } from '../poly';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { evalComplex } from '../numeric';
import { checkRoot } from '../verify';
import { tick } from '../budget';
import { type StrategyContext, runStrategies } from '../strategy';
import {
  type Branch,
  type EquationProblem,
  type EquationStrategy,
  type SolveResult,
  approxOf,
  eqL,
  isDecimalApprox,
  safeSimp,
} from './common';
import { expBothSidesEquation, expProductEquation, logSumEquation } from './exp-log';
import { solveInequality } from './inequality';
import { isolationEquation, zeroProductEquation } from './isolate';
import { linearEquation, symbolicLinearEquation } from './linear';
import { numericEquation } from './numeric-search';
import { polynomialEquation } from './polynomial';
import { symbolicQuadraticEquation } from './quadratic';
import { radicalEquation } from './radical';
import { rationalEquation } from './rational';
import { substitutionEquation } from './substitution';

/**
 * Identity (0 = 0) or contradiction (c = 0, c ≠ 0) once x has cancelled — also when it cancels only after expanding
 * (`(x+1)^2 - x^2 = 2x + 1` is an identity: its polynomial form is the constant 0), so the numeric root finder never
 * sees an identity and reports points near 0 as roots (issue #18).
 */
export const constantEquation: EquationStrategy = {
  id: 'identity-or-contradiction',
  applies: ({ f, x, poly }) => freeOf(f, x) || (poly !== null && poly.length === 1),
  run: ({ f, x, L, R, log, poly }) => {
    const c = freeOf(f, x) ? f : fromPoly(poly!, x);
    if (!freeOf(f, x)) log.add('expand', eqL(f, ZERO), eqL(c, ZERO));
    if (isZero(c)) {
      log.add('identity-equation', eqL(L, R), eqL(ZERO, ZERO));
      return { sols: [sym('all')], exact: true };
    }
    log.add('contradiction', eqL(L, R), eqL(c, ZERO));
    return { sols: [], exact: true, none: true };
  },
};

/**
 * The equation strategies, tried in this order (earlier = preferred: exact methods with textbook steps first, numeric
 * search last). Extend with `addStrategy(EQUATION_STRATEGIES, myStrategy, 'rational')` to try `myStrategy` before
 * the rational-equation method; see math/README.md, "Adding a strategy".
 */
export const EQUATION_STRATEGIES: EquationStrategy[] = [
  constantEquation,
  linearEquation,
  polynomialEquation,
  symbolicLinearEquation,
  symbolicQuadraticEquation,
  rationalEquation,
  isolationEquation,
  expProductEquation,
  logSumEquation,
  expBothSidesEquation,
  zeroProductEquation,
  substitutionEquation,
  radicalEquation,
  numericEquation,
];

const NO_CONTEXT: StrategyContext = {};

/** An equation with its derived forms computed on first use (see {@link EquationProblem}). */
class Problem implements EquationProblem {
  readonly f: Expr;
  private cache: { Ls?: Expr; Rs?: Expr; poly?: Poly | null; polyExpr?: Expr[] | null } = {};
  constructor(
    readonly L: Expr,
    readonly R: Expr,
    readonly x: string,
    readonly log: StepLog,
    readonly depth: number,
  ) {
    this.f = simplify(mkAdd([L, mkMul([NEG_ONE, R])]));
  }
  get Ls(): Expr {
    return (this.cache.Ls ??= simplify(this.L));
  }
  get Rs(): Expr {
    return (this.cache.Rs ??= simplify(this.R));
  }
  get poly(): Poly | null {
    return this.cache.poly !== undefined ? this.cache.poly : (this.cache.poly = toPoly(this.f, this.x));
  }
  get polyExpr(): Expr[] | null {
    return this.cache.polyExpr !== undefined ? this.cache.polyExpr : (this.cache.polyExpr = toPolyExpr(this.f, this.x));
  }
  readonly solve = (L: Expr, R: Expr, depth: number): Branch | null => solveCore(L, R, this.x, this.log, depth);
}

/** Candidate solutions of L = R in x with steps in `log`, or null when no strategy answered (depth-limited). */
export function solveCore(L: Expr, R: Expr, x: string, log: StepLog, depth = 0): Branch | null {
  tick();
  if (depth > 8) return null;
  const answer = runStrategies(EQUATION_STRATEGIES, new Problem(L, R, x, log, depth), NO_CONTEXT);
  return answer && { ...answer.value, strategy: answer.by };
}

/**
 * Solve one equation (or expression = 0; an inequality goes to `solveInequality`) for x, or for the only variable
 * when x does not occur. Every candidate is substituted back; `strategy` names the equation strategy that answered.
 */
export function solveEquation(input: Expr, x = 'x'): SolveResult {
  const log = new StepLog();
  let L: Expr, R: Expr;
  if (input.k === 'rel') {
    if (input.op !== '=') return solveInequality(input, x);
    [L, R] = input.args;
  } else {
    L = input;
    R = ZERO;
  }
  if (!contains(L, x) && !contains(R, x)) {
    const vs = [...symbols(mkAdd([simplify(L), simplify(R)]))];
    if (vs.length === 1) x = vs[0];
  }
  const f = simplify(mkAdd([simplify(L), mkMul([NEG_ONE, simplify(R)])]));
  const branch = solveCore(L, R, x, log);
  const base: SolveResult = {
    kind: 'unknown',
    variable: x,
    solutions: [],
    approx: [],
    exact: false,
    verified: false,
    steps: log,
    method: 'none',
  };
  if (!branch) return base;
  base.strategy = branch.strategy;
  if (branch.sols.length === 1 && branch.sols[0].k === 'sym' && branch.sols[0].name === 'all')
    return { ...base, kind: 'all', exact: true, verified: true, method: 'identity' };
  // verify every candidate in the original equation
  const kept: Expr[] = [],
    rejected: Expr[] = [];
  let allExact = branch.exact;
  let unchecked = 0;
  const realEquation = !symbols(f).has('i');
  // an equation with a root or a logarithm of x is an equation of the reals: a complex candidate (from squaring
  // √(x − 3) + 2 = √(4x + 2)) is no solution of it — unlike the complex roots of a polynomial equation
  const realOnly = realEquation && hasRealOnlyFunction(f, x);
  for (const s of branch.sols) {
    if (realEquation && (outsideRealDomain([L, R], x, s) || (realOnly && isComplexValue(s)))) {
      rejected.push(s); // e.g. log(-1) or sqrt(-31/3) on both sides: equal only as complex numbers
      continue;
    }
    const c = checkRoot(f, x, s);
    if (c === 'unknown') {
      unchecked++;
      kept.push(s);
      continue;
    }
    if (c === 'failed') {
      // a numeric (decimal) candidate may fail the strict check; accept with looser tolerance if inexact
      const v = evalComplex(f, { [x]: evalComplex(s) });
      if (!branch.exact && Math.hypot(v.re, v.im) < 1e-6) {
        kept.push(s);
        continue;
      }
      rejected.push(s);
      continue;
    }
    if (c === 'numeric' && branch.exact) {
      /* exact symbolically unproven but numerically tight */
    }
    kept.push(s);
  }
  if (rejected.length)
    log.add(
      'check-extraneous',
      toLatex({ k: 'list', args: branch.sols.map((s) => rel('=', sym(x), s)) }),
      kept.length ? toLatex({ k: 'list', args: kept.map((s) => rel('=', sym(x), s)) }) : '\\emptyset',
      { rejected: rejected.map(toLatex).join(', ') },
    );
  if (kept.length === 0) {
    const proven = (branch.none ?? false) || (branch.exact && branch.sols.length > 0);
    if (proven) log.add('no-real-solution', eqL(L, R), '\\emptyset');
    return { ...base, kind: proven ? 'none' : 'unknown', exact: proven, verified: proven, method: 'exact' };
  }
  if (kept.length && !kept.some(isDecimalApprox))
    log.add(
      'verify-solution',
      toLatex({ k: 'list', args: kept.map((s) => rel('=', sym(x), s)) }),
      toLatex({ k: 'list', args: kept.map((s) => rel('=', safeSimp(subst(L, x, s)), safeSimp(subst(R, x, s)))) }),
    );
  allExact = allExact && kept.every((s) => !isDecimalApprox(s));
  if (!branch.period)
    kept.sort((a, b) => {
      const A = approxOf(a),
        B = approxOf(b);
      return (A.im === 0 ? 0 : 1) - (B.im === 0 ? 0 : 1) || A.re - B.re || A.im - B.im;
    });
  return {
    ...base,
    kind: 'solutions',
    solutions: kept,
    approx: kept.map(approxOf),
    period: branch.period,
    exact: allExact && unchecked === 0,
    verified: unchecked === 0,
    method: branch.period ? 'periodic' : allExact ? 'exact' : 'numeric',
    partial: branch.partial,
  };
}

/** A root of even index (or any non-integer power) of an expression in x, or a logarithm of one. */
function hasRealOnlyFunction(e: Expr, x: string): boolean {
  if (e.k === 'num' || e.k === 'sym') return false;
  if (e.k === 'pow' && contains(e.args[0], x) && !(e.args[1].k === 'num' && e.args[1].d === 1n)) return true;
  if (e.k === 'fn' && ['ln', 'log', 'sqrt', 'asin', 'acos'].includes(e.name) && contains(e.args[0], x)) return true;
  return e.args.some((a) => hasRealOnlyFunction(a, x));
}

/** The candidate is a non-real complex number. */
function isComplexValue(s: Expr): boolean {
  try {
    const v = evalComplex(s);
    return Number.isFinite(v.im) && Math.abs(v.im) > 1e-12 * Math.max(1, Math.abs(v.re));
  } catch {
    return false;
  }
}

/**
 * A real candidate at which some part of the equation is not a real number (the logarithm or an even root of a
 * negative number, ...): it is outside the equation's real domain, so it is no solution of the real equation even when
 * both sides agree as complex numbers (log(x + 2) − log(4x + 3) = −log x at x = −1; √(2x − 5) = √(5x + 3) at
 * x = −8/3). Complex candidates are not judged here. Source: the domain rule for extraneous roots, e.g. OpenStax
 * Intermediate Algebra 2e §10.5 ("check for extraneous solutions: the argument of a logarithm must be positive").
 */
function outsideRealDomain(sides: Expr[], x: string, s: Expr): boolean {
  let v;
  try {
    v = evalComplex(s);
  } catch {
    return false;
  }
  if (!Number.isFinite(v.re) || Math.abs(v.im) > 1e-12 * Math.max(1, Math.abs(v.re))) return false;
  const env = { [x]: { re: v.re, im: 0 } };
  const stack = [...sides];
  while (stack.length) {
    const e = stack.pop()!;
    if (e.k === 'num' || e.k === 'sym') continue;
    try {
      const r = evalComplex(e, env);
      if (Number.isFinite(r.im) && Math.abs(r.im) > 1e-9 * Math.max(1, Math.abs(r.re))) return true;
    } catch {
      /* not evaluable here: judged by the substitution check */
    }
    stack.push(...(e.args as Expr[]));
  }
  return false;
}
