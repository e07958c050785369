/**
 * Key points of plotted functions on a visible interval: roots (sign changes and touching zeros),
 * local extrema (sign changes of a central-difference derivative) and intersections of two
 * functions. Sampling finds brackets; bisection refines them to ~1e-10 (a bracketing method, so a
 * reported point always has a sign change or a verified near-zero around it).
 */
import { evalReal, parse } from '@lemma/math';

export type RealFn = (x: number) => number;

/**
 * Compiles a plain-text or LaTeX expression in x into a real function.
 * @throws the math engine's ParseError for an expression it cannot read
 */
export function compile(expression: string): RealFn {
  const e = parse(expression);
  return (x: number) => {
    const v = evalReal(e, { x });
    return Number.isFinite(v) ? v : NaN;
  };
}

/** A real function of x and y (a field's component, an ODE's right-hand side, a potential). */
export type RealFn2 = (x: number, y: number) => number;

/**
 * Compiles a plain-text expression in x and y into a real function of both (NaN where it is not finite).
 * @throws the math engine's ParseError for an expression it cannot read
 */
export function compile2(expression: string): RealFn2 {
  const e = parse(expression);
  return (x: number, y: number) => {
    let v: number;
    try {
      v = evalReal(e, { x, y });
    } catch {
      return NaN;
    }
    return Number.isFinite(v) ? v : NaN;
  };
}

function bisect(f: RealFn, a: number, b: number, fa = f(a)): number {
  let lo = a;
  let hi = b;
  let flo = fa;
  for (let i = 0; i < 80 && hi - lo > 1e-12 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (!Number.isFinite(fm)) return NaN;
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

const round = (v: number) => (Math.abs(v) < 1e-9 ? 0 : Number(v.toPrecision(10)));

/** Roots of f on [a, b]: sign changes refined by bisection (jumps through poles are rejected). */
export function roots(f: RealFn, a: number, b: number, samples = 800): number[] {
  const out: number[] = [];
  const h = (b - a) / samples;
  let x0 = a;
  let y0 = f(x0);
  for (let i = 1; i <= samples; i++) {
    const x1 = a + i * h;
    const y1 = f(x1);
    if (Number.isFinite(y0) && Number.isFinite(y1)) {
      if (y0 === 0) out.push(x0);
      else if (Math.sign(y0) !== Math.sign(y1) && y1 !== 0) {
        const r = bisect(f, x0, x1, y0);
        // A pole also changes sign: keep only points where |f| is really small.
        if (Number.isFinite(r) && Math.abs(f(r)) < 1e-6 * Math.max(1, Math.abs(y0), Math.abs(y1))) out.push(r);
      }
    }
    x0 = x1;
    y0 = y1;
  }
  if (Number.isFinite(y0) && y0 === 0) out.push(x0);
  return dedupe(out.map(round), h);
}

/** Local extrema of f on (a, b), with their kind. */
export function extrema(f: RealFn, a: number, b: number, samples = 800): { x: number; y: number; kind: 'min' | 'max' }[] {
  const h = (b - a) / samples;
  const eps = Math.max(1e-6, h * 1e-3);
  const d: RealFn = (x) => (f(x + eps) - f(x - eps)) / (2 * eps);
  const out: { x: number; y: number; kind: 'min' | 'max' }[] = [];
  for (const x of roots(d, a + h, b - h, samples)) {
    const y = f(x);
    if (!Number.isFinite(y)) continue;
    const left = f(x - 10 * eps);
    const right = f(x + 10 * eps);
    if (left > y && right > y) out.push({ x: round(x), y: round(y), kind: 'min' });
    else if (left < y && right < y) out.push({ x: round(x), y: round(y), kind: 'max' });
  }
  return out;
}

/** Intersections of f and g on [a, b]. */
export function intersections(f: RealFn, g: RealFn, a: number, b: number): { x: number; y: number }[] {
  return roots((x) => f(x) - g(x), a, b).map((x) => ({ x, y: round(f(x)) }));
}

function dedupe(xs: number[], h: number): number[] {
  const sorted = [...xs].sort((p, q) => p - q);
  return sorted.filter((x, i) => i === 0 || Math.abs(x - sorted[i - 1]!) > h / 2);
}
