/**
 * Shared types and helpers of the equation solvers: the result shapes, a strategy's partial answer (`Branch`),
 * ordering, de-duplication and combination of solution sets.
 */
import { type Expr, I, NEG_ONE, type Num, PI, type RelOp, bgcd, isNum, key, num, qdiv, rel, size, sym } from '../ast';
import { expand, mkAdd, mkMul, mkPow, simplify } from '../simplify';
import type { Poly } from '../poly';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { evalComplex, evalReal } from '../numeric';
import { linearTerms } from '../linear';
import type { Strategy } from '../strategy';

export interface SolveResult {
  /** `solutions`: a finite list (possibly periodic families); `all`: every x in the domain; `none`: proven no solution;
   * `unknown`: nothing found and nothing proven; `intervals`: inequality solution set. */
  kind: 'solutions' | 'all' | 'none' | 'unknown' | 'intervals';
  variable: string;
  solutions: Expr[];
  /** Decimal approximations (real part, imaginary part) of each solution. */
  approx: { re: number; im: number }[];
  /** For periodic families: solutions are representatives in one period; add k * period. */
  period?: Expr;
  /** For inequalities: intervals [lo, hi] with open/closed ends (lo/hi may be -inf/inf). */
  intervals?: Interval[];
  /** System of equations: values per variable (unique solution). */
  system?: Record<string, Expr>;
  /** System of equations with several solutions (non-linear systems). */
  systemSolutions?: Record<string, Expr>[];
  exact: boolean;
  verified: boolean;
  steps: StepLog;
  /** Method ids used (for the UI / tests). */
  method: string;
  /** Id of the equation strategy that found the candidates (see `EQUATION_STRATEGIES`). */
  strategy?: string;
  /** True when only some of (possibly infinitely many) solutions are listed (numeric search near 0). */
  partial?: boolean;
}
export interface Interval {
  lo: Expr;
  hi: Expr;
  loClosed: boolean;
  hiClosed: boolean;
}

/** The variable as an expression. */
export const X_ = (x: string) => sym(x);
/** LaTeX of the equation l = r (for steps). */
export const eqL = (l: Expr, r: Expr) => toLatex(rel('=', l, r));

/** How many times the variable x occurs in e. */
export function countOcc(e: Expr, x: string): number {
  if (e.k === 'sym') return e.name === x ? 1 : 0;
  if (e.k === 'num') return 0;
  return e.args.reduce((s, a) => s + countOcc(a, x), 0);
}

/** Decimal value of e (real and imaginary part; a negligible imaginary part is 0). */
export function approxOf(e: Expr): { re: number; im: number } {
  const c = evalComplex(e);
  return { re: c.re, im: Math.abs(c.im) < 1e-14 ? 0 : c.im };
}

/** Whether a comparison result c (negative, 0, positive) satisfies the relation op. */
export function cmpHolds(c: number, op: RelOp): boolean {
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
    case '!=':
      return c !== 0;
    default:
      return c === 0;
  }
}
/** The relation with its direction reversed (for multiplying an inequality by a negative number). */
export const flip = (op: RelOp): RelOp => (({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' }) as Record<string, RelOp>)[op] ?? op;

/** A numeric complex root as an expression of decimals. */
export function complexNum(z: { re: number; im: number }): Expr {
  const r = decimalExpr(z.re),
    i = decimalExpr(z.im);
  return z.im === 0 ? r : simplify(mkAdd([r, mkMul([i, I])]));
}
/** A float as `approx(decimal)`: printed as a decimal, evaluated as its value, never treated as exact. */
export function decimalExpr(v: number): Expr {
  if (!Number.isFinite(v)) return sym('inf');
  if (Math.abs(v) < 1e-13) return { k: 'fn', name: 'approx', args: [num(0)] };
  const s = Number(v.toPrecision(12));
  const str = s.toString();
  let r: Expr;
  if (str.includes('e')) r = num(BigInt(Math.round(s * 1e12)), 1000000000000n);
  else {
    const [a, b = ''] = str.split('.');
    r = num(BigInt((a.startsWith('-') ? '-' : '') + (a.replace('-', '') + b)), 10n ** BigInt(b.length));
  }
  return { k: 'fn', name: 'approx', args: [r] };
}
/** The expressions without structural duplicates, in order. */
export function dedupe(xs: Expr[]): Expr[] {
  const seen = new Set<string>();
  return xs.filter((e) => (seen.has(key(e)) ? false : (seen.add(key(e)), true)));
}

/** Roots sorted: real ones first by value, then complex ones by real and imaginary part. */
export function sortRoots(rs: Expr[]): Expr[] {
  return rs.slice().sort((a, b) => {
    const A = approxOf(a),
      B = approxOf(b);
    const ra = A.im === 0 ? 0 : 1,
      rb = B.im === 0 ? 0 : 1;
    return ra - rb || A.re - B.re || A.im - B.im;
  });
}

/**
 * A strategy's answer for one equation: candidate solutions (checked later by substitution), a period for periodic
 * families, whether they are exact, `none` when "no solution" is proven, `partial` when only some of infinitely many
 * roots are listed, and the id of the strategy that found them (set by `solveCore`).
 */
export interface Branch {
  sols: Expr[];
  period?: Expr;
  exact: boolean;
  none?: boolean;
  partial?: boolean;
  strategy?: string;
}

/** Solves a sub-equation L = R for the same variable at the given recursion depth (steps go to the same log). */
export type SubSolve = (L: Expr, R: Expr, depth: number) => Branch | null;

/**
 * One equation L = R in x as the equation strategies see it. The derived forms are computed on first use and shared
 * by every strategy that looks at them.
 */
export interface EquationProblem {
  readonly L: Expr;
  readonly R: Expr;
  readonly x: string;
  readonly log: StepLog;
  /** Recursion depth (sub-equations of substitutions, squaring, zero products ...). */
  readonly depth: number;
  /** L − R, simplified. */
  readonly f: Expr;
  /** simplify(L) and simplify(R). */
  readonly Ls: Expr;
  readonly Rs: Expr;
  /** f as a polynomial in x with rational coefficients (lowest degree first), or null. */
  readonly poly: Poly | null;
  /** f as a polynomial in x with symbolic coefficients (lowest degree first), or null. */
  readonly polyExpr: Expr[] | null;
  /** Solve a sub-equation (depth + 1 is the caller's choice). */
  readonly solve: SubSolve;
}

/** A method for equations: see `EQUATION_STRATEGIES` in `equation.ts` for the list and its order. */
export type EquationStrategy = Strategy<EquationProblem, Branch>;

/** The union of several branches (null if any failed); periodic families are brought to their common period. */
export function mergeBranches(bs: (Branch | null)[]): Branch | null {
  if (bs.some((b) => b === null)) return null;
  const ok = bs as Branch[];
  const periods = ok.filter((b) => b.period).map((b) => b.period!);
  let period: Expr | undefined;
  if (periods.length) {
    // common period: lcm of rational multiples of pi
    const ks = periods.map((p) => piCoef(p));
    if (ks.some((k) => !k)) return null;
    if (ok.some((b) => !b.period && b.sols.length)) return null;
    let l = ks[0]!;
    for (const k of ks.slice(1)) l = qlcm(l, k!);
    period = simplify(mkMul([l, PI]));
    // expand each branch's representatives to the common period
    const sols: Expr[] = [];
    for (const b of ok) {
      if (!b.period) continue;
      const pk = piCoef(b.period)!;
      const reps = Number(qdiv(l, pk).n / qdiv(l, pk).d);
      for (const s of b.sols) for (let j = 0; j < reps; j++) sols.push(simplify(mkAdd([s, mkMul([num(j), pk, PI])])));
    }
    return { sols: dedupe(sortReal(sols)), period, exact: ok.every((b) => b.exact) };
  }
  return { sols: dedupe(ok.flatMap((b) => b.sols)), exact: ok.every((b) => b.exact), none: ok.every((b) => b.none) };
}
/** Real expressions sorted by value. */
export function sortReal(xs: Expr[]): Expr[] {
  return xs.slice().sort((a, b) => evalReal(a) - evalReal(b));
}
function piCoef(p: Expr): Num | null {
  const s = simplify(mkMul([p, mkPow(PI, NEG_ONE)]));
  return isNum(s) ? s : null;
}
/** Least common multiple of two rationals: lcm(numerators) / gcd(denominators). */
export function qlcm(a: Num, b: Num): Num {
  // lcm of rationals: lcm(numerators)/gcd(denominators)
  const n = (a.n * b.n) / bgcd(a.n, b.n);
  return num(n < 0n ? -n : n, bgcd(a.d, b.d)) as Num;
}

/** u = a x + b with a, b free of x, as [a, b], or null. */
export function toPolyLinearExpr(u: Expr, x: string): [Expr, Expr] | null {
  // u = a x + b with a, b free of x
  const lt = linearTerms(u, x);
  return lt ? [mkAdd(lt.a), mkAdd(lt.b)] : null;
}

/** Whether e carries a decimal approximation (`approx(...)`). */
export function isDecimalApprox(e: Expr): boolean {
  return hasFn(e, 'approx');
}
/** Does e contain a call of function `name`? */
export function hasFn(e: Expr, name: string): boolean {
  if (e.k === 'fn' && e.name === name) return true;
  if (e.k === 'num' || e.k === 'sym') return false;
  return e.args.some((a) => hasFn(a, name));
}

/** The polynomial with symbolic coefficients cs (lowest degree first) in x. */
export function fromPolyExprs(cs: Expr[], x: string): Expr {
  return simplify(mkAdd(cs.map((c, i) => mkMul([c, mkPow(sym(x), num(i))]))));
}
/** The simpler of simplify(e) and its expansion; e itself if simplification throws. */
export function safeSimp(e: Expr): Expr {
  try {
    const s = simplify(e);
    if (s.k === 'num') return s;
    const x = simplify(expand(s));
    return size(x) <= size(s) ? x : s;
  } catch {
    return e;
  }
}
