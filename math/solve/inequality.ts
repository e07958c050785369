/**
 * Inequalities: linear with the sign flip, polynomial/rational by critical points and a sign chart, compound
 * inequalities by intersection; interval notation.
 */
import { type Expr, NEG_ONE, type RelOp, ZERO, contains, equal, freeOf, isNum, key, rel, sym } from '../ast';
import { mkAdd, mkMul, numerDenom, simplify } from '../simplify';
import { deg, toPoly } from '../poly';
import { toLatex, toText } from '../print';
import { StepLog } from '../steps';
import { evalReal } from '../numeric';
import { MathError } from '../errors';
import { type Interval, type SolveResult, approxOf, dedupe } from './common';
import { solveEquation } from './equation';
import { linearSteps } from './linear';

// ---------------------------------------------------------------- inequalities
/**
 * Solve an inequality in x: linear with the sign flip, polynomial/rational by critical points and a sign chart; the
 * result is a list of intervals (checked at sample points).
 */
export function solveInequality(input: Extract<Expr, { k: 'rel' }>, x = 'x'): SolveResult {
  return wholeLineIsAll(solveInequalityCore(input, x));
}

/**
 * A solution set that is the whole real line, (-∞, ∞), is "all real numbers" (kind 'all', no relation list): never
 * shown as the relation "x = x" (issue #18: x^2 - 2x + 5 >= 0). The intervals stay for intersections.
 */
function wholeLineIsAll(r: SolveResult): SolveResult {
  const ivs = r.intervals ?? [];
  if (r.kind !== 'intervals' || ivs.length !== 1 || !isInf(ivs[0].lo) || !isInf(ivs[0].hi)) return r;
  return { ...r, kind: 'all', solutions: [] };
}

function solveInequalityCore(input: Extract<Expr, { k: 'rel' }>, x: string): SolveResult {
  const log = new StepLog();
  const [L, R] = input.args;
  const op = input.op;
  const base: SolveResult = {
    kind: 'intervals',
    variable: x,
    solutions: [],
    approx: [],
    exact: true,
    verified: false,
    steps: log,
    method: 'inequality',
    intervals: [],
  };
  const f = simplify(mkAdd([simplify(L), mkMul([NEG_ONE, simplify(R)])]));
  if (op === '!=') {
    // every x except the solutions of L = R
    const eq = solveEquation(rel('=', L, R), x);
    log.push(...eq.steps.steps);
    const inf = sym('inf'),
      ninf = mkMul([NEG_ONE, sym('inf')]);
    if (eq.kind === 'none')
      return {
        ...base,
        intervals: [{ lo: ninf, hi: inf, loClosed: false, hiClosed: false }],
        solutions: [rel('=', sym(x), sym(x))],
        verified: eq.verified,
      };
    if (eq.kind === 'all') return { ...base, kind: 'none', intervals: [], verified: true };
    if (eq.kind !== 'solutions' || eq.period)
      throw new MathError('UNSUPPORTED', 'Cannot describe this solution set', { reason: 'unsupported-inequality' });
    const pts = eq.solutions.filter((s) => Math.abs(approxOf(s).im) < 1e-12).sort((a, b) => evalReal(a) - evalReal(b));
    const edges = [ninf, ...pts, inf];
    const ivs: Interval[] = [];
    for (let i = 0; i + 1 < edges.length; i++) ivs.push({ lo: edges[i], hi: edges[i + 1], loClosed: false, hiClosed: false });
    log.add('interval-notation', toLatex(rel(op, L, R)), intervalsLatex(ivs));
    return { ...base, intervals: ivs, solutions: pts.map((p) => rel('!=', sym(x), p)), verified: eq.verified };
  }
  const p = toPoly(f, x);
  if (p && deg(p) === 1) {
    const r = linearSteps(L, R, x, log, op);
    if (r && isNum(r.sol)) {
      const iv = opInterval(r.op, r.sol);
      log.add('interval-notation', toLatex(rel(r.op, sym(x), r.sol)), intervalsLatex([iv]));
      return { ...base, intervals: [iv], solutions: [rel(r.op, sym(x), r.sol)], verified: checkIntervals(f, op, x, [iv]) };
    }
  }
  // critical points: real zeros of numerator and denominator
  const [N, D] = numerDenom(f);
  const crit: Expr[] = [];
  const undef = new Set<string>();
  const sub = new StepLog();
  for (const [part, isDen] of [
    [N, false],
    [D, true],
  ] as [Expr, boolean][]) {
    if (freeOf(part, x)) continue;
    const r = solveEquation(rel('=', part, ZERO), x);
    if (r.kind !== 'solutions' || r.period)
      throw new MathError('UNSUPPORTED', 'Cannot find the critical points of this inequality', {
        reason: 'unsupported-inequality',
      });
    for (const s of r.solutions) {
      const a = approxOf(s);
      if (Math.abs(a.im) > 1e-12) continue;
      crit.push(s);
      if (isDen) undef.add(key(s));
    }
    if (!isDen) sub.push(...r.steps.steps);
  }
  log.push(...sub.steps);
  const pts = dedupe(crit).sort((a, b) => evalReal(a) - evalReal(b));
  log.add('sign-chart', toLatex(rel(op, f, ZERO)), toLatex({ k: 'list', args: pts }), { points: pts.map(toLatex).join(', ') });
  const holds = (t: number) => {
    const v = evalReal(f, { [x]: t });
    return Number.isFinite(v) && cmpHoldsNum(v, op);
  };
  const vals = pts.map((p) => evalReal(p));
  const intervals: Interval[] = [];
  const inf = sym('inf'),
    ninf = mkMul([NEG_ONE, sym('inf')]);
  const edges = [-Infinity, ...vals, Infinity];
  const edgeE = [ninf, ...pts, inf];
  for (let i = 0; i + 1 < edges.length; i++) {
    const a = edges[i],
      b = edges[i + 1];
    const mid = a === -Infinity ? (b === Infinity ? 0 : b - 1) : b === Infinity ? a + 1 : (a + b) / 2;
    if (!holds(mid)) continue;
    const loE = edgeE[i],
      hiE = edgeE[i + 1];
    const closedAt = (e: Expr, v: number) => Number.isFinite(v) && !undef.has(key(e)) && holds(v);
    const iv: Interval = { lo: loE, hi: hiE, loClosed: closedAt(loE, a), hiClosed: closedAt(hiE, b) };
    const last = intervals[intervals.length - 1];
    if (last && equal(last.hi, loE) && last.hiClosed && iv.loClosed) {
      last.hi = hiE;
      last.hiClosed = iv.hiClosed;
    } else intervals.push(iv);
  }
  // isolated points (e.g. x^2 <= 0)
  pts.forEach((pt, i) => {
    const inside = (iv: Interval) => evalReal(iv.lo) < vals[i] && vals[i] < evalReal(iv.hi);
    if (
      holds(vals[i]) &&
      !undef.has(key(pt)) &&
      !intervals.some((iv) => inside(iv) || (equal(iv.lo, pt) && iv.loClosed) || (equal(iv.hi, pt) && iv.hiClosed))
    )
      intervals.push({ lo: pt, hi: pt, loClosed: true, hiClosed: true });
  });
  intervals.sort((a, b) => evalReal(a.lo) - evalReal(b.lo));
  log.add('interval-notation', toLatex(rel(op, f, ZERO)), intervalsLatex(intervals));
  return {
    ...base,
    intervals,
    solutions: intervals.map((iv) => intervalRel(iv, x)),
    verified: checkIntervals(f, op, x, intervals),
    kind: intervals.length ? 'intervals' : 'none',
  };
}
function cmpHoldsNum(v: number, op: RelOp): boolean {
  const eps = 1e-12;
  switch (op) {
    case '<':
      return v < -eps;
    case '<=':
      return v <= eps;
    case '>':
      return v > eps;
    case '>=':
      return v >= -eps;
    case '!=':
      return Math.abs(v) > eps;
    default:
      return Math.abs(v) <= eps;
  }
}
function opInterval(op: RelOp, c: Expr): Interval {
  const inf = sym('inf'),
    ninf = mkMul([NEG_ONE, sym('inf')]);
  switch (op) {
    case '<':
      return { lo: ninf, hi: c, loClosed: false, hiClosed: false };
    case '<=':
      return { lo: ninf, hi: c, loClosed: false, hiClosed: true };
    case '>':
      return { lo: c, hi: inf, loClosed: false, hiClosed: false };
    default:
      return { lo: c, hi: inf, loClosed: true, hiClosed: false };
  }
}
function isInf(e: Expr) {
  return contains(e, 'inf');
}
/** An interval as a relation chain for display: x < 2, x >= 3, -2 < x <= 5. */
export function intervalRel(iv: Interval, x: string): Expr {
  const X = sym(x);
  if (equal(iv.lo, iv.hi)) return rel('=', X, iv.lo);
  if (isInf(iv.lo) && isInf(iv.hi)) return rel('=', X, X);
  if (isInf(iv.lo)) return rel(iv.hiClosed ? '<=' : '<', X, iv.hi);
  if (isInf(iv.hi)) return rel(iv.loClosed ? '>=' : '>', X, iv.lo);
  return { k: 'list', args: [rel(iv.loClosed ? '<=' : '<', iv.lo, X), rel(iv.hiClosed ? '<=' : '<', X, iv.hi)] };
}
/** Intervals in LaTeX interval notation joined by ∪ (a single point as {p}, ∅ when empty). */
export function intervalsLatex(ivs: Interval[]): string {
  if (!ivs.length) return '\\emptyset';
  return ivs
    .map((iv) =>
      equal(iv.lo, iv.hi)
        ? `\\{${toLatex(iv.lo)}\\}`
        : `${iv.loClosed ? '[' : '('}${toLatex(iv.lo)}, ${toLatex(iv.hi)}${iv.hiClosed ? ']' : ')'}`,
    )
    .join(' \\cup ');
}
/** Intervals in plain-text interval notation joined by " U " (a single point as {p}, "no solution" when empty). */
export function intervalsText(ivs: Interval[]): string {
  if (!ivs.length) return 'no solution';
  return ivs
    .map((iv) =>
      equal(iv.lo, iv.hi)
        ? `{${toText(iv.lo)}}`
        : `${iv.loClosed ? '[' : '('}${toText(iv.lo)}, ${toText(iv.hi)}${iv.hiClosed ? ']' : ')'}`,
    )
    .join(' U ');
}
function checkIntervals(f: Expr, op: RelOp, x: string, ivs: Interval[]): boolean {
  // sample points: inside intervals must satisfy, outside must not
  const inside = (t: number) =>
    ivs.some((iv) => {
      const a = evalReal(iv.lo),
        b = evalReal(iv.hi);
      return (t > a || (iv.loClosed && Math.abs(t - a) < 1e-12)) && (t < b || (iv.hiClosed && Math.abs(t - b) < 1e-12));
    });
  for (let t = -20.37; t < 20; t += 0.731) {
    const v = evalReal(f, { [x]: t });
    if (!Number.isFinite(v)) continue;
    if (cmpHoldsNum(v, op) !== inside(t)) return false;
  }
  return true;
}

/** Intersection of inequality solution sets (compound inequalities like 1 < 2x + 3 < 7). */
export function intersectInequalities(parts: SolveResult[], x: string): SolveResult {
  const log = new StepLog();
  for (const p of parts) log.push(...p.steps.steps);
  let cur: Interval[] = [{ lo: mkMul([NEG_ONE, sym('inf')]), hi: sym('inf'), loClosed: false, hiClosed: false }];
  for (const p of parts) {
    const next: Interval[] = [];
    for (const a of cur)
      for (const b of p.intervals ?? []) {
        const alo = evalReal(a.lo),
          blo = evalReal(b.lo),
          ahi = evalReal(a.hi),
          bhi = evalReal(b.hi);
        const lo = alo > blo ? a.lo : alo < blo ? b.lo : a.lo;
        const loClosed = alo > blo ? a.loClosed : alo < blo ? b.loClosed : a.loClosed && b.loClosed;
        const hi = ahi < bhi ? a.hi : ahi > bhi ? b.hi : a.hi;
        const hiClosed = ahi < bhi ? a.hiClosed : ahi > bhi ? b.hiClosed : a.hiClosed && b.hiClosed;
        const lv = evalReal(lo),
          hv = evalReal(hi);
        if (lv < hv || (lv === hv && loClosed && hiClosed)) next.push({ lo, hi, loClosed, hiClosed });
      }
    cur = next;
  }
  log.add('interval-notation', parts.map((p) => intervalsLatex(p.intervals ?? [])).join(' \\cap '), intervalsLatex(cur));
  return wholeLineIsAll({
    kind: cur.length ? 'intervals' : 'none',
    variable: x,
    solutions: cur.map((iv) => intervalRel(iv, x)),
    approx: [],
    intervals: cur,
    exact: parts.every((p) => p.exact),
    verified: parts.every((p) => p.verified),
    steps: log,
    method: 'compound-inequality',
  });
}
