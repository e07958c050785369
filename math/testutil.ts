/** Test helpers (used by *.test.ts only): independent numeric checks, not the engine's own verifier. */
import { parse } from './parse';
import { evalReal, evalComplex } from './numeric';
import type { Expr } from './ast';

export const P = (s: string): Expr => parse(s);
/** Central-difference derivative of f at t. */
export function numDeriv(f: Expr, x: string, t: number, h = 1e-5): number {
  return (evalReal(f, { [x]: t + h }) - evalReal(f, { [x]: t - h })) / (2 * h);
}
/** F' == f numerically at points where both are defined. */
export function isAntiderivative(F: Expr, f: Expr, x = 'x', pts = [0.3, 0.55, 0.8, 1.2, 1.7, 2.3]): boolean {
  let n = 0;
  for (const t of [...pts, ...pts.map((p) => -p)]) {
    if (n >= 3 && t < 0) break;
    const a = numDeriv(F, x, t),
      b = evalReal(f, { [x]: t });
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (Math.abs(a - b) > 1e-5 * Math.max(1, Math.abs(b))) return false;
    n++;
  }
  return n >= 3;
}
/** f(s) == 0 for the complex value of s. */
export function isRoot(f: Expr, x: string, s: Expr): boolean {
  const v = evalComplex(s);
  const r = evalComplex(f, { [x]: v });
  return Math.hypot(r.re, r.im) < 1e-7 * Math.max(1, Math.hypot(v.re, v.im));
}
