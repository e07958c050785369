/**
 * Verification helpers: exact (symbolic) and numeric checks used before any result is returned.
 */
import { Expr, subst, isZero, symbols } from './ast';
import { simplify, expand } from './simplify';
import { evalComplex, numericallyEqual, C } from './numeric';
import { derive } from './diff';

export type CheckLevel = 'exact' | 'numeric' | 'failed';

/** Check that x = s satisfies f = 0: exactly (simplification gives 0) or numerically (|f(s)| tiny). */
export function checkRoot(f: Expr, x: string, s: Expr): CheckLevel {
  try {
    const v = simplify(subst(f, x, s));
    if (isZero(v)) return 'exact';
    try { if (isZero(expand(v))) return 'exact'; } catch { /* ignore */ }
  } catch { /* fall through to numeric */ }
  const val = evalComplex(s);
  if (!Number.isFinite(val.re) || !Number.isFinite(val.im)) return 'failed';
  const env: Record<string, C> = { [x]: val };
  const r = evalComplex(f, env);
  const scale = Math.max(1, Math.abs(val.re), Math.abs(val.im));
  if (Number.isFinite(r.re) && Math.hypot(r.re, r.im) < 1e-9 * scale) return 'numeric';
  return 'failed';
}

/** Is `F` an antiderivative of `f` (dF/dx = f at sample points)? */
export function checkAntiderivative(F: Expr, f: Expr, x: string): boolean {
  let dF: Expr;
  try { dF = derive(simplify(F), x); } catch { return false; }
  const vars = [...symbols(f), ...symbols(F)].filter((v, i, a) => a.indexOf(v) === i);
  if (!vars.includes(x)) vars.push(x);
  return numericallyEqual(dF, f, vars, { tol: 1e-7, lo: 0.1, hi: 2.9 }) || numericallyEqual(dF, f, vars, { tol: 1e-7, lo: -2.9, hi: -0.1 });
}

/** Are a and b equal as functions (numeric comparison at sample points)? */
export function equivalent(a: Expr, b: Expr): boolean {
  const vars = [...new Set([...symbols(a), ...symbols(b)])];
  if (vars.length === 0) {
    const x = evalComplex(a), y = evalComplex(b);
    return Math.hypot(x.re - y.re, x.im - y.im) <= 1e-9 * Math.max(1, Math.hypot(x.re, x.im));
  }
  return numericallyEqual(a, b, vars, { tol: 1e-8 });
}
