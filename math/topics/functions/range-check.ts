/**
 * Independent check of a range answer (never the reasoning of ./range.ts): the answer TEXT is parsed again
 * ("[2, inf)", "(-inf, 1) U (1, inf)", "{3}") and
 *
 * 1. every value of f on a dense sample of the real line (about 22,000 points from −4000 to 4000, dense near 0, plus
 *    every twelfth on [−30, 30]) lies in the claimed set;
 * 2. every closed end and points inside each interval (and far out on an unbounded one) ARE values: the equation
 *    f(x) = y is solved by the engine's solver and a real solution substituted back, or, where the solver cannot decide,
 *    a root of f(x) − y is found numerically (a sign change refined by bisection, or a touching minimum of |f(x) − y|);
 *    so must a value f tends to far out (a horizontal asymptote) when the claim includes it;
 * 3. every open finite end and every point just outside a finite end is NOT a value: the solver finds no real solution
 *    at which f is defined and equals it, or, where the solver cannot decide, the numeric search finds no root.
 */
import { type Expr, num, rel } from '../../ast';
import { evalReal } from '../../numeric';
import { solveEquation } from '../../solve';
import { readExpr } from '../polynomials/format';
import type { FunctionDef } from './calls';

interface NumIv {
  lo: number;
  hi: number;
  lc: boolean;
  hc: boolean;
  loE: Expr | null;
  hiE: Expr | null;
}

/** Parses "(-inf, 2) U [3, inf)" or "{3}" into intervals with numeric and exact ends; null when it does not read. */
export function parseSet(text: string): NumIv[] | null {
  const out: NumIv[] = [];
  for (const part of text.split(' U ')) {
    const point = /^\{(.+)\}$/.exec(part.trim());
    const m = point ? [part, '[', point[1]!, point[1]!, ']'] : /^([[(])(.+), (.+)([\])])$/.exec(part.trim());
    if (!m) return null;
    const end = (s: string): [number, Expr | null] => {
      if (s === 'inf') return [Infinity, null];
      if (s === '-inf') return [-Infinity, null];
      const e = readExpr(s);
      return e ? [evalReal(e), e] : [NaN, null];
    };
    const [lo, loE] = end(m[2]!),
      [hi, hiE] = end(m[3]!);
    if (Number.isNaN(lo) || Number.isNaN(hi) || lo > hi) return null;
    out.push({ lo, hi, lc: m[1] === '[', hc: m[4] === ']', loE, hiE });
  }
  return out;
}

const tol = (y: number) => 1e-9 * Math.max(1, Math.abs(y));
const inSet = (s: NumIv[], y: number) =>
  s.some((i) => (y > i.lo - tol(y) || (i.lc && y >= i.lo - tol(y))) && (y < i.hi + tol(y) || (i.hc && y <= i.hi + tol(y))));

/** The sample of the real line. */
function samplePoints(): number[] {
  const xs: number[] = [];
  for (let i = -10000; i <= 10000; i++) xs.push(Math.sinh(i * 0.0009) * 1.0);
  for (let k = -360; k <= 360; k++) xs.push(k / 12);
  return xs.sort((a, b) => a - b);
}
const SAMPLE = samplePoints();

/** What the engine's solver says about f(x) = y: a real solution that substitutes back, none, or undecided. */
function solverSays(f: FunctionDef, yE: Expr): 'value' | 'not' | 'unknown' {
  const y = evalReal(yE);
  const hit = (t: number) => {
    const v = evalReal(f.e, { [f.v]: t });
    return Number.isFinite(v) && Math.abs(v - y) <= 1e-7 * Math.max(1, Math.abs(y));
  };
  try {
    const r = solveEquation(rel('=', f.e, yE), f.v);
    if (r.kind === 'none') return 'not';
    if (r.kind !== 'solutions') return 'unknown';
    const real = r.solutions.filter((_, i) => Math.abs(r.approx[i]!.im) < 1e-12).map((e) => evalReal(e));
    if (real.some(hit)) return 'value';
    return r.partial ? 'unknown' : 'not';
  } catch {
    return 'unknown';
  }
}

/** Whether y is a value of f numerically: a sign change of f − y refined by bisection, or a touching minimum of |f − y|. */
function numericValue(f: FunctionDef, y: number): boolean {
  const at = (t: number) => evalReal(f.e, { [f.v]: t });
  const hit = (t: number) => Number.isFinite(at(t)) && Math.abs(at(t) - y) <= 1e-7 * Math.max(1, Math.abs(y));
  let best = { t: NaN, d: Infinity };
  for (let i = 0; i + 1 < SAMPLE.length; i++) {
    let [a, b] = [SAMPLE[i]!, SAMPLE[i + 1]!];
    let fa = at(a) - y;
    const fb = at(b) - y;
    if (Math.abs(fa) < best.d) best = { t: a, d: Math.abs(fa) };
    if (!(Number.isFinite(fa) && Number.isFinite(fb) && fa * fb < 0)) continue;
    for (let j = 0; j < 80; j++) {
      const m = (a + b) / 2,
        fm = at(m) - y;
      if (!Number.isFinite(fm)) break;
      if (fa * fm <= 0) b = m;
      else [a, fa] = [m, fm];
    }
    if (hit((a + b) / 2)) return true;
  }
  // a touching extremum: refine the closest sample point by golden-section search of |f − y|
  if (!Number.isFinite(best.t)) return false;
  const r = 0.01 * Math.max(1, Math.abs(best.t));
  let [a, b] = [best.t - r, best.t + r];
  const g = (t: number) => {
    const v = Math.abs(at(t) - y);
    return Number.isFinite(v) ? v : Infinity;
  };
  for (let j = 0; j < 200; j++) {
    const c = b - (b - a) * 0.618,
      d = a + (b - a) * 0.618;
    if (g(c) < g(d)) b = d;
    else a = c;
  }
  return hit((a + b) / 2);
}

/** y is a value: the solver finds it, or (undecided) the numeric search does. */
function isValue(f: FunctionDef, yE: Expr): boolean {
  const says = solverSays(f, yE);
  return says === 'value' || (says === 'unknown' && numericValue(f, evalReal(yE)));
}

/** y is not a value: the solver finds no real solution, or (undecided) the numeric search finds none. */
function notValue(f: FunctionDef, yE: Expr): boolean {
  const says = solverSays(f, yE);
  return says === 'not' || (says === 'unknown' && !numericValue(f, evalReal(yE)));
}

/** A rational close to v (for solving f(x) = v exactly). */
const rational = (v: number): Expr => num(BigInt(Math.round(v * 1000)), 1000n);

/** The check of a range answer for the function f; false when anything fails or cannot be decided. */
export function checkRange(f: FunctionDef, text: string): boolean {
  const s = parseSet(text);
  if (!s || !s.length) return false;
  let n = 0;
  for (const t of SAMPLE) {
    const y = evalReal(f.e, { [f.v]: t });
    if (!Number.isFinite(y)) continue;
    if (!inSet(s, y)) return false;
    n++;
  }
  if (n < 50) return false;
  // the values f tends to far out (a horizontal asymptote such as y = 1 of (x + 1)/(x − 2)) are special: when the claim
  // includes one, it must really be a value
  for (const t of [1e6, -1e6]) {
    const y = evalReal(f.e, { [f.v]: t });
    if (!Number.isFinite(y) || Math.abs(y) > 1e4) continue;
    const yE = rational(y);
    const v = evalReal(yE);
    const strictlyIn = s.some((i) => (v > i.lo || (i.lc && v === i.lo)) && (v < i.hi || (i.hc && v === i.hi)));
    if (strictlyIn && !isValue(f, yE)) return false;
  }
  for (const i of s) {
    if (i.lc && i.loE && !isValue(f, i.loE)) return false;
    if (i.hc && i.hiE && !isValue(f, i.hiE)) return false;
    const inside =
      i.lo === i.hi
        ? []
        : Number.isFinite(i.lo) && Number.isFinite(i.hi)
          ? [0.03, 0.5, 0.97].map((r) => i.lo + r * (i.hi - i.lo))
          : Number.isFinite(i.lo)
            ? [0.01, 1, 37.3].map((d) => i.lo + d)
            : Number.isFinite(i.hi)
              ? [0.01, 1, 37.3].map((d) => i.hi - d)
              : [-4.3, -1, 0.5, 2, 4.3];
    for (const y of inside) {
      const yE = rational(y);
      if (!isValue(f, yE)) return false;
    }
    // open finite ends are not values; nor is anything just beyond a finite end
    for (const [v, e, closed, out] of [
      [i.lo, i.loE, i.lc, -1],
      [i.hi, i.hiE, i.hc, 1],
    ] as const) {
      if (!e) continue;
      if (!closed && !s.some((j) => j !== i && inSet([j], v)) && !notValue(f, e)) return false;
      const beyond = v + out * 0.001 * Math.max(1, Math.abs(v));
      if (!inSet(s, beyond) && !notValue(f, rational(beyond))) return false;
    }
  }
  return true;
}
