/**
 * Substitution u = g(x) (e^x, 2^x, sin x, sqrt x, ...) when the equation is a polynomial in u.
 */
import { type Expr, HALF, NEG_ONE, TWO, ZERO, contains, equal, freeOf, isNum, isZero, key, num, subst, sym } from '../ast';
import { mkMul, mkPow, numerDenom, simplify } from '../simplify';
import { deg, toPoly } from '../poly';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import {
  type Branch,
  type EquationStrategy,
  type SubSolve,
  approxOf,
  countOcc,
  decimalExpr,
  eqL,
  mergeBranches,
  toPolyLinearExpr,
} from './common';
import { isolate } from './isolate';
import { solvePoly } from './polynomial';

// ---------------------------------------------------------------- substitution u = g(x)
function candidateInners(e: Expr, x: string, out: Expr[] = []): Expr[] {
  if (e.k === 'num' || e.k === 'sym') return out;
  if (e.k === 'fn' && contains(e, x)) out.push(e);
  if (e.k === 'pow' && contains(e.args[1], x) && freeOf(e.args[0], x)) {
    // a^(k x) -> candidate a^x
    const lin = toPolyLinearExpr(e.args[1], x);
    if (lin && isZero(simplify(lin[1]))) out.push(mkPow(e.args[0], sym(x)));
    else out.push(e);
  }
  if (e.k === 'pow' && isNum(e.args[1]) && e.args[1].d === 2n && contains(e.args[0], x)) out.push(mkPow(e.args[0], HALF));
  // any rational power b^(p/q): u = b^(1/q) turns x^(1/2) - 8x^(1/4) + 15 = 0 into u^2 - 8u + 15 = 0 (u = x^(1/4))
  if (e.k === 'pow' && isNum(e.args[1]) && e.args[1].d > 2n && contains(e.args[0], x))
    out.push(mkPow(e.args[0], num(1n, e.args[1].d)));
  for (const a of e.args) candidateInners(a, x, out);
  return out;
}
function replaceInner(e: Expr, g: Expr, u: Expr, x: string): Expr {
  if (equal(e, g)) return u;
  if (g.k === 'pow' && e.k === 'pow' && equal(e.args[0], g.args[0]) && contains(e.args[1], x)) {
    const k = simplify(mkMul([e.args[1], mkPow(g.args[1], NEG_ONE)]));
    if (isNum(k) && k.d === 1n) return mkPow(u, k);
  }
  if (g.k === 'pow' && isNum(g.args[1]) && g.args[1].d === 2n && e.k === 'sym' && e.name === x && g.args[0].k === 'sym')
    return mkPow(u, TWO);
  // g = b^(1/n): b^k → u^(k n) when k n is a whole number; b itself → u^n
  if (g.k === 'pow' && isNum(g.args[1]) && g.args[1].n === 1n && g.args[1].d > 2n) {
    const n = g.args[1].d;
    if (e.k === 'pow' && equal(e.args[0], g.args[0]) && isNum(e.args[1]) && (e.args[1].n * n) % e.args[1].d === 0n)
      return mkPow(u, num((e.args[1].n * n) / e.args[1].d));
    if (equal(e, g.args[0])) return mkPow(u, num(n));
  }
  if (e.k === 'num' || e.k === 'sym') return e;
  return { ...e, args: e.args.map((a) => replaceInner(a, g, u, x)) } as Expr;
}
function trySubstitution(f: Expr, x: string, log: StepLog, depth: number, solve: SubSolve): Branch | null {
  const U = '_u';
  const seen = new Set<string>();
  for (const g of candidateInners(f, x)) {
    const kg = key(g);
    if (seen.has(kg)) continue;
    seen.add(kg);
    const r = simplify(replaceInner(f, g, sym(U), x));
    if (contains(r, x)) continue;
    const [N] = numerDenom(r);
    const p = toPoly(N, U);
    if (!p || deg(p) < 1) continue;
    if (deg(p) === 1 && countOcc(f, x) === 1) continue;
    const sub = new StepLog();
    const show = (e: Expr) => simplify(subst(e, U, sym('u')));
    log.add('substitution', eqL(f, ZERO), eqL(show(N), ZERO), { u: toLatex(g) });
    const roots = solvePoly(p, 'u', sub);
    log.push(...sub.steps);
    const branches: Branch[] = [];
    let allNone = true;
    for (const rt of roots.roots) {
      const v = approxOf(rt);
      if (Math.abs(v.im) > 1e-12) continue;
      const b = isolate(g, roots.exact ? rt : decimalExpr(v.re), x, log, depth + 1, solve);
      if (!b) return null;
      if (!b.none) allNone = false;
      branches.push({ ...b, exact: b.exact && roots.exact });
    }
    if (branches.length === 0 || allNone) return { sols: [], exact: true, none: roots.roots.length > 0 && roots.exact };
    const live = branches.filter((b) => !b.none);
    return mergeBranches(live);
  }
  return null;
}

/** The equation is a polynomial in some u = g(x): solve for u, then g(x) = u by isolation. */
export const substitutionEquation: EquationStrategy = {
  id: 'substitution',
  applies: () => true,
  run: ({ f, x, log, depth, solve }) => trySubstitution(f, x, log, depth, solve),
};
