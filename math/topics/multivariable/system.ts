/**
 * Exact solutions of a small polynomial system (the Lagrange system ∇f = λ∇g, g = c): elimination by branching on
 * one equation at a time, with the engine's univariate solver for each step. An equation linear in an unknown v,
 * c·v + p = 0, gives v = −p/c when c ≠ 0 and the two equations c = 0, p = 0 otherwise (no case is lost to a division);
 * an equation in one unknown is solved outright; a quadratic with a numeric leading coefficient gives both roots.
 * Anything else (a family of solutions, an equation the engine cannot solve exactly) throws UNSUPPORTED.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { simplify, mkAdd, mkMul, mkPow } from '../../simplify';
import { solveEquation } from '../../solve';
import { toPolyExpr } from '../../poly';
import { evalReal } from '../../numeric';
import { type Expr, num, isNum, subst, symbols } from '../../ast';

const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'multivariable-unsupported' });
const val = (e: Expr) => {
  try {
    return evalReal(e);
  } catch {
    return NaN;
  }
};
const unknownsIn = (e: Expr, unknowns: string[]) => unknowns.filter((u) => symbols(e).has(u));
type Sol = Record<string, Expr>;

/** Real exact roots of e = 0 in v (e has no other unknown); throws UNSUPPORTED when not a finite exact list. */
function roots(e: Expr, v: string): Expr[] {
  const s = solveEquation({ k: 'rel', op: '=', args: [e, num(0)] }, v);
  if (s.kind === 'none') return [];
  if (s.kind !== 'solutions' || s.period || s.partial || !s.exact)
    throw unsupported('An equation of the system has no exact finite list of solutions here');
  return s.solutions.map((x) => simplify(x)).filter((x) => Number.isFinite(val(x)));
}

/**
 * Substitutes v = value into every equation; null when that divides by zero (the value makes the coefficient of an
 * earlier elimination zero: that case is the earlier c = 0 branch, not this one).
 */
function put(eqs: Expr[], v: string, value: Expr): Expr[] | null {
  try {
    return eqs.map((e) => simplify(subst(e, v, value)));
  } catch (e) {
    if (e instanceof MathError && /division by zero/i.test(e.message)) return null;
    throw e;
  }
}

/** Solves the rest after v = value (nothing when the substitution divides by zero). */
function after(rest: Expr[], v: string, value: Expr, others: string[], budget: Budget, depth: number): Sol[] {
  const eqs = put(rest, v, value);
  return eqs ? solvePolySystem(eqs, others, budget, depth + 1) : [];
}

/** Completes a partial solution by back-substituting the eliminated unknown. */
function back(sols: Sol[], v: string, value: Expr): Sol[] {
  return sols.map((s) => {
    let x = value;
    for (const [k, w] of Object.entries(s)) x = subst(x, k, w);
    return { ...s, [v]: simplify(x) };
  });
}

/**
 * Every real solution of eqs = 0 in the unknowns, as exact values. `depth` bounds the branching.
 * Throws UNSUPPORTED for a family of solutions or an equation without an exact finite solution list.
 */
export function solvePolySystem(eqs0: Expr[], unknowns: string[], budget: Budget, depth = 0): Sol[] {
  budget.check();
  if (depth > 14) throw unsupported('The system needs too many cases');
  const eqs: Expr[] = [];
  for (const e0 of eqs0) {
    const e = simplify(e0);
    if (!unknownsIn(e, unknowns).length) {
      const x = val(e);
      if (!Number.isFinite(x) || Math.abs(x) > 1e-12) return [];
      continue;
    }
    eqs.push(e);
  }
  if (!eqs.length) {
    if (unknowns.length) throw unsupported('The system has infinitely many solutions');
    return [{}];
  }
  // an unknown no equation holds any more is a free parameter: a family of solutions
  const live = unknowns.filter((u) => eqs.some((e) => symbols(e).has(u)));
  if (live.length < unknowns.length) throw unsupported('The system has infinitely many solutions');
  // 1. an equation in one unknown
  for (const [i, e] of eqs.entries()) {
    const us = unknownsIn(e, unknowns);
    if (us.length !== 1) continue;
    const v = us[0]!;
    const rest = eqs.filter((_, j) => j !== i);
    const others = unknowns.filter((u) => u !== v);
    return roots(e, v).flatMap((x) => after(rest, v, x, others, budget, depth).map((s) => ({ ...s, [v]: x })));
  }
  // 2. an equation linear in an unknown (a numeric coefficient first)
  let best: { i: number; v: string; c: Expr; p: Expr } | null = null;
  for (const [i, e] of eqs.entries())
    for (const v of unknownsIn(e, unknowns)) {
      const pe = toPolyExpr(e, v, 8);
      if (!pe || pe.length !== 2) continue;
      const c = simplify(pe[1]!);
      if (!best || (isNum(c) && !isNum(best.c))) best = { i, v, c, p: simplify(pe[0]!) };
    }
  if (best) {
    const { i, v, c, p } = best;
    const rest = eqs.filter((_, j) => j !== i);
    const others = unknowns.filter((u) => u !== v);
    const value = simplify(mkMul([num(-1), p, mkPow(c, num(-1))]));
    // solutions where c vanishes belong to the c = 0 case below (v = −p/c is no value there)
    const cNonzero = (s: Sol) => {
      try {
        let cc = c;
        for (const [k, w] of Object.entries(s)) cc = subst(cc, k, w);
        return Math.abs(val(simplify(cc))) > 1e-12;
      } catch {
        return false;
      }
    };
    const main = back(after(rest, v, value, others, budget, depth).filter(cNonzero), v, value);
    if (isNum(c)) return main;
    // c = 0: the equation reduces to p = 0
    return [...main, ...solvePolySystem([c, p, ...rest], unknowns, budget, depth + 1)];
  }
  // 3. a quadratic with a numeric leading coefficient
  for (const [i, e] of eqs.entries())
    for (const v of unknownsIn(e, unknowns)) {
      const pe = toPolyExpr(e, v, 8);
      if (!pe || pe.length !== 3 || !isNum(simplify(pe[2]!))) continue;
      const rest = eqs.filter((_, j) => j !== i);
      const others = unknowns.filter((u) => u !== v);
      const [c0, c1, c2] = pe.map((x) => simplify(x)) as [Expr, Expr, Expr];
      // v = (−c1 ± √(c1² − 4 c2 c0)) / (2 c2); complex branches drop out as non-real values later
      const disc = simplify(mkAdd([mkPow(c1, num(2)), mkMul([num(-4), c2, c0])]));
      const sols = [1, -1].map((sg) =>
        simplify(
          mkMul([mkAdd([mkMul([num(-1), c1]), mkMul([num(sg), mkPow(disc, num(1, 2))])]), mkPow(mkMul([num(2), c2]), num(-1))]),
        ),
      );
      return sols.flatMap((x) => back(after(rest, v, x, others, budget, depth), v, x));
    }
  throw unsupported('The system is beyond the exact elimination here');
}

/** Real solutions only (finite values), deduplicated numerically. */
export function realSolutions(sols: Sol[], unknowns: string[]): Sol[] {
  const out: Sol[] = [];
  for (const s of sols) {
    const xs = unknowns.map((u) => (s[u] ? val(s[u]) : NaN));
    if (xs.some((x) => !Number.isFinite(x))) continue;
    if (out.some((o) => unknowns.every((u, k) => Math.abs(val(o[u]!) - xs[k]!) < 1e-9))) continue;
    out.push(s);
  }
  return out;
}
