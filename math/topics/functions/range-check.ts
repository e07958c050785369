/**
 * Independent check of a range answer (never the reasoning of ./range.ts): the answer TEXT is parsed again
 * ("[2, inf)", "(-inf, 1) U (1, inf)", "{3}") and
 *
 * 1. every value of f on a dense sample of the real line (about 25,000 points from −4000 to 4000, dense near 0, plus
 *    every twelfth on [−30, 30]) lies in the claimed set;
 * 2. every closed end and points inside each interval (and far out on an unbounded one) ARE values: the equation
 *    f(x) = y is solved by the engine's solver and a real solution substituted back, or a root of f(x) − y is found
 *    numerically (a sign change refined by bisection, or a touching minimum of |f(x) − y|, both to rounding);
 *    so must a value f tends to far out (a horizontal asymptote) when the claim includes it;
 * 3. every open finite end and every point just outside a finite end is NOT a value: the solver finds no real solution
 *    at which f is defined and equals it (or cannot decide), and the numeric search finds no root either (the two must
 *    agree: a solver that misses a solution does not make a reached end look open).
 */
import { type Expr, NEG_ONE, num, rel, sym } from '../../ast';
import { limit } from '../../limit';
import { mkMul } from '../../simplify';
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
      // the printer writes a common logarithm log_10(4): read back as log(4, 10)
      const e = readExpr(s.replace(/log_(\d+)\(([^()]*)\)/g, 'log($2, $1)'));
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
  // close to the usual poles and domain edges (quarters from −10 to 10): values far out, such as log((x + 1)/(x − 3))
  for (let k = -40; k <= 40; k++) for (let j = 2; j <= 12; j++) xs.push(k / 4 - 10 ** -j, k / 4 + 10 ** -j);
  return xs.sort((a, b) => a - b);
}
const SAMPLE = samplePoints();

/** What the engine's solver says about f(x) = y: a real solution that substitutes back, none, or undecided. */
function solverSays(f: FunctionDef, yE: Expr): 'value' | 'not' | 'unknown' {
  const y = evalReal(yE);
  const hit = (t: number) => {
    const v = evalReal(f.e, { [f.v]: t });
    return Number.isFinite(v) && Math.abs(v - y) <= 1e-9 * Math.max(1, Math.abs(y));
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
  // strict: a root refined by bisection or a touching point refined by golden section is exact to rounding, while an
  // asymptote approached at the sample's edge (arctan near π/2) is not
  const hit = (t: number) => Number.isFinite(at(t)) && Math.abs(at(t) - y) <= 1e-11 * Math.max(1, Math.abs(y));
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
    // a steep crossing (log near a pole): the sign still changes across the last, rounding-wide bracket and both sides
    // are within 1e-7 of y — a continuous crossing, not a pole (where the two sides are far apart)
    const [ya, yb] = [at(a) - y, at(b) - y];
    const near7 = (d: number) => Math.abs(d) <= 1e-7 * Math.max(1, Math.abs(y));
    if (Number.isFinite(ya) && Number.isFinite(yb) && ya * yb <= 0 && near7(ya) && near7(yb)) return true;
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
  const t = (a + b) / 2;
  // a touching point, not a plateau: where f only comes within rounding of y (e^x + 1 near 1 far to the left) the
  // neighbours are as close as the point itself
  const away = 0.01 * Math.max(1, Math.abs(t));
  const apart = (u: number) => !(Math.abs(at(u) - y) <= 1e-9 * Math.max(1, Math.abs(y)));
  // and f is continuous there (an asymptote next to a pole, arctan((x + 1)/(x − 3)) near x = 3, jumps across it); a side
  // where f is undefined (the edge of the domain) does not count
  const d = 1e-6 * Math.max(1, Math.abs(t));
  const joined = (u: number) => !Number.isFinite(at(u)) || Math.abs(at(u) - at(t)) <= 1e-4 * Math.max(1, Math.abs(y));
  return (
    hit(t) &&
    apart(t - away) &&
    apart(t + away) &&
    joined(t - d) &&
    joined(t + d) &&
    [t - d, t + d].some((u) => Number.isFinite(at(u)))
  );
}

/** y is a value: the solver finds a solution that substitutes back, or the numeric search finds one. */
function isValue(f: FunctionDef, yE: Expr): boolean {
  return solverSays(f, yE) === 'value' || numericValue(f, evalReal(yE));
}

/** y is not a value: the solver finds none (or cannot decide) AND the numeric search finds none either. */
function notValue(f: FunctionDef, yE: Expr): boolean {
  return solverSays(f, yE) !== 'value' && !numericValue(f, evalReal(yE));
}

/** The limit of f at +∞ (t > 0) or −∞, exactly, when the values settle there; null otherwise. */
function limitAt(f: FunctionDef, t: number): Expr | null {
  const [y1, y2] = [evalReal(f.e, { [f.v]: t }), evalReal(f.e, { [f.v]: 10 * t })];
  if (!Number.isFinite(y1) || !Number.isFinite(y2) || Math.abs(y1 - y2) > 1e-5 * Math.max(1, Math.abs(y2))) return null;
  try {
    const r = limit(f.e, f.v, t > 0 ? sym('inf') : mkMul([NEG_ONE, sym('inf')]));
    if (r.value && r.exists && r.exact && Math.abs(evalReal(r.value) - y2) < 1e-4 * Math.max(1, Math.abs(y2))) return r.value;
  } catch {
    /* a simple number below */
  }
  const yE = rational(y2);
  return Math.abs(evalReal(yE) - y2) <= 1e-5 ? yE : null;
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
  // a constant function: every sampled value is the one claimed
  if (s.length === 1 && s[0]!.lo === s[0]!.hi) return true;
  // the values f tends to far out (a horizontal asymptote: y = 1 of (x + 1)/(x − 2), π/4 of arctan((x + 1)/(x − 3))) are
  // special: when the claim includes one, it must really be a value. The limit is the engine's (math/limit.ts), checked
  // against f far out; else a simple number (k/1000) the values settle at
  for (const t of [1e6, -1e6]) {
    const yE = limitAt(f, t);
    if (!yE) continue;
    const v = evalReal(yE);
    const e = 1e-12 * Math.max(1, Math.abs(v));
    const strictlyIn = s.some(
      (i) => (v > i.lo + e || (i.lc && Math.abs(v - i.lo) <= e)) && (v < i.hi - e || (i.hc && Math.abs(v - i.hi) <= e)),
    );
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
            ? [0.01, 1, 4.3].map((d) => i.lo + d)
            : Number.isFinite(i.hi)
              ? [0.01, 1, 4.3].map((d) => i.hi - d)
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
