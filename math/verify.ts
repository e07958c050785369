/**
 * Verification helpers: exact (symbolic) and numeric checks used before any result is returned.
 */
import { Expr, subst, isZero, symbols } from './ast';
import { simplify, expand } from './simplify';
import { evalComplex, numericallyEqual, C } from './numeric';
import { derive } from './diff';

export type CheckLevel = 'exact' | 'numeric' | 'failed' | 'unknown';

/**
 * Check that x = s satisfies f = 0: exactly (simplification gives 0) or numerically (|f(s)| tiny, complex
 * arithmetic; other symbols get several random values). 'failed' means a finite non-zero residual was seen
 * (the candidate is wrong); 'unknown' means it could not be evaluated (never a reason to call it wrong).
 */
export function checkRoot(f: Expr, x: string, s: Expr): CheckLevel {
  try {
    const v = simplify(subst(f, x, s));
    if (isZero(v)) return 'exact';
    try {
      if (isZero(expand(v))) return 'exact';
    } catch {
      /* ignore */
    }
  } catch {
    /* fall through to numeric */
  }
  const params = [...new Set([...symbols(f), ...symbols(s)])].filter((v) => v !== x);
  const trials = params.length
    ? [
        [0.71, 1.37, 2.13, 0.43],
        [1.9, 0.57, 1.11, 2.7],
        [2.6, 1.8, 0.93, 1.4],
      ]
    : [[]];
  let ok = 0;
  for (const vals of trials) {
    const env: Record<string, C> = {};
    params.forEach((p, i) => (env[p] = { re: vals[i % vals.length] + 0.1 * i, im: 0 }));
    const val = evalComplex(s, env);
    if (!Number.isFinite(val.re) || !Number.isFinite(val.im)) continue;
    const r = evalComplex(f, { ...env, [x]: val });
    if (!Number.isFinite(r.re) || !Number.isFinite(r.im)) continue;
    // tolerance relative to the size of the terms that cancel (e^20 - e^20 leaves float noise ~1e-7)
    let scale = Math.max(1, Math.abs(val.re), Math.abs(val.im));
    for (const t of f.k === 'add' ? f.args : f.k === 'sub' ? f.args : []) {
      const tv = evalComplex(t, { ...env, [x]: val });
      if (Number.isFinite(tv.re)) scale = Math.max(scale, Math.hypot(tv.re, tv.im));
    }
    if (Math.hypot(r.re, r.im) >= 1e-9 * scale) return 'failed';
    ok++;
  }
  return ok > 0 ? 'numeric' : 'unknown';
}

/** Is `F` an antiderivative of `f` (dF/dx = f at sample points)? */
export function checkAntiderivative(F: Expr, f: Expr, x: string): boolean {
  let dF: Expr;
  try {
    dF = derive(simplify(F), x);
  } catch {
    return false;
  }
  const vars = [...symbols(f), ...symbols(F)].filter((v, i, a) => a.indexOf(v) === i);
  if (!vars.includes(x)) vars.push(x);
  // try several windows (the integrand may only be defined on part of the line, e.g. 1/sqrt(x^2 - 9))
  return [
    [0.1, 2.9],
    [-2.9, -0.1],
    [3.1, 9.9],
    [-9.9, -3.1],
  ].some(([lo, hi]) => numericallyEqual(dF, f, vars, { tol: 1e-7, lo, hi }));
}

/** Are a and b equal as functions (numeric comparison at sample points)? */
export function equivalent(a: Expr, b: Expr): boolean {
  const vars = [...new Set([...symbols(a), ...symbols(b)])];
  if (vars.length === 0) {
    const x = evalComplex(a),
      y = evalComplex(b);
    return Math.hypot(x.re - y.re, x.im - y.im) <= 1e-9 * Math.max(1, Math.hypot(x.re, x.im));
  }
  return numericallyEqual(a, b, vars, { tol: 1e-8 });
}
