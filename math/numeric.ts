/**
 * Numeric evaluation in double precision, real ({@link evalReal}) and complex ({@link evalComplex}).
 * Used for verification (substitution, derivative checks at sample points), decimal answers and the
 * numeric fallbacks (root finding, quadrature, limits). The special functions (erf, Si, Ci, Ei, li, Fresnel, …) are
 * evaluated by math/special.ts; with a complex argument off the real axis they give NaN.
 */
import { Expr } from './ast';
import { SPECIAL_REAL } from './special';

export type Env = Record<string, number>;

const FN_REAL: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  acot: (x) => Math.atan(1 / x),
  asec: (x) => Math.acos(1 / x),
  acsc: (x) => Math.asin(1 / x),
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  asinh: Math.asinh,
  acosh: Math.acosh,
  atanh: Math.atanh,
  ln: Math.log,
  exp: Math.exp,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  abs: Math.abs,
  floor: Math.floor,
  ceil: Math.ceil,
  sign: Math.sign,
  percent: (x) => x / 100,
  approx: (x) => x,
  deg: (x) => (x * Math.PI) / 180,
  fact: (x) => gamma(x + 1),
  // erf, erfc, erfi, Si, Ci, Ei, li, Shi, Chi, FresnelS, FresnelC (math/special.ts)
  ...SPECIAL_REAL,
};
function gamma(x: number): number {
  if (Number.isInteger(x) && x >= 1 && x < 171) {
    let r = 1;
    for (let i = 2; i < x; i++) r *= i;
    return r;
  }
  return NaN;
}

/** Real value of e at env; NaN where undefined, ±Infinity for inf. */
export function evalReal(e: Expr, env: Env = {}): number {
  switch (e.k) {
    case 'num':
      return Number(e.n) / Number(e.d);
    case 'sym':
      if (e.name in env) return env[e.name];
      if (e.name === 'pi') return Math.PI;
      if (e.name === 'e') return Math.E;
      if (e.name === 'inf') return Infinity;
      return NaN;
    case 'add': {
      let s = 0;
      for (const a of e.args) s += evalReal(a, env);
      return s;
    }
    case 'sub':
      return evalReal(e.args[0], env) - evalReal(e.args[1], env);
    case 'neg':
      return -evalReal(e.args[0], env);
    case 'mul': {
      let s = 1;
      for (const a of e.args) s *= evalReal(a, env);
      return s;
    }
    case 'div':
      return evalReal(e.args[0], env) / evalReal(e.args[1], env);
    case 'pow': {
      const b = evalReal(e.args[0], env);
      const x = e.args[1];
      const xv = evalReal(x, env);
      if (b < 0 && x.k === 'num' && x.d !== 1n) {
        // odd roots of negatives are real
        if (x.d % 2n === 1n) {
          const r = Math.pow(-b, xv);
          return x.n % 2n === 0n ? r : -r;
        }
        return NaN;
      }
      return Math.pow(b, xv);
    }
    case 'fn': {
      if (e.name === 'log') {
        const a = evalReal(e.args[0], env);
        const b = e.args.length > 1 ? evalReal(e.args[1], env) : 10;
        return Math.log(a) / Math.log(b);
      }
      if (e.name === 'root') return Math.pow(evalReal(e.args[0], env), 1 / evalReal(e.args[1], env));
      if (e.name === 'binom') {
        const n = evalReal(e.args[0], env),
          k = evalReal(e.args[1], env);
        let r = 1;
        for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
        return r;
      }
      const f = FN_REAL[e.name];
      return f ? f(evalReal(e.args[0], env)) : NaN;
    }
    default:
      return NaN;
  }
}

// ---------- complex ----------
export interface C {
  re: number;
  im: number;
}
const c = (re: number, im = 0): C => ({ re, im });
export const cadd = (a: C, b: C): C => c(a.re + b.re, a.im + b.im);
export const cmul = (a: C, b: C): C => c(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
export const cdiv = (a: C, b: C): C => {
  const d = b.re * b.re + b.im * b.im;
  return c((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d);
};
export const cabs = (a: C) => Math.hypot(a.re, a.im);
const cexp = (a: C): C => {
  const r = Math.exp(a.re);
  return c(r * Math.cos(a.im), r * Math.sin(a.im));
};
const clog = (a: C): C => c(Math.log(cabs(a)), Math.atan2(a.im, a.re));
function cpow(a: C, b: C, bExpr?: Expr): C {
  if (bExpr && bExpr.k === 'num' && bExpr.d === 1n && Math.abs(Number(bExpr.n)) < 64) {
    let n = Number(bExpr.n);
    const inv = n < 0;
    n = Math.abs(n);
    let r = c(1),
      p = a;
    while (n) {
      if (n & 1) r = cmul(r, p);
      p = cmul(p, p);
      n >>= 1;
    }
    return inv ? cdiv(c(1), r) : r;
  }
  if (a.re === 0 && a.im === 0) return b.re > 0 ? c(0) : c(NaN);
  if (a.im === 0 && a.re < 0 && bExpr && bExpr.k === 'num' && bExpr.d % 2n === 1n && b.im === 0) {
    // real odd root, consistent with evalReal
    const r = Math.pow(-a.re, b.re);
    return c(bExpr.n % 2n === 0n ? r : -r);
  }
  return cexp(cmul(b, clog(a)));
}
/** Complex value (principal branches; odd roots of negative reals are real, as in evalReal). */
export function evalComplex(e: Expr, env: Record<string, C> = {}): C {
  switch (e.k) {
    case 'num':
      return c(Number(e.n) / Number(e.d));
    case 'sym':
      if (e.name in env) return env[e.name];
      if (e.name === 'i') return c(0, 1);
      if (e.name === 'pi') return c(Math.PI);
      if (e.name === 'e') return c(Math.E);
      if (e.name === 'inf') return c(Infinity);
      return c(NaN);
    case 'add':
      return e.args.reduce((s, a) => cadd(s, evalComplex(a, env)), c(0));
    case 'sub':
      return cadd(evalComplex(e.args[0], env), cmul(c(-1), evalComplex(e.args[1], env)));
    case 'neg':
      return cmul(c(-1), evalComplex(e.args[0], env));
    case 'mul':
      return e.args.reduce((s, a) => cmul(s, evalComplex(a, env)), c(1));
    case 'div':
      return cdiv(evalComplex(e.args[0], env), evalComplex(e.args[1], env));
    case 'pow': {
      // a raw exponent like 1/3 (div of two integers) keeps the real-odd-root convention
      let ex = e.args[1];
      if (
        ex.k === 'div' &&
        ex.args[0].k === 'num' &&
        ex.args[1].k === 'num' &&
        ex.args[0].d === 1n &&
        ex.args[1].d === 1n &&
        ex.args[1].n !== 0n
      ) {
        const n = ex.args[0].n,
          d = ex.args[1].n;
        const g = ((a: bigint, b: bigint) => {
          a = a < 0n ? -a : a;
          b = b < 0n ? -b : b;
          while (b) [a, b] = [b, a % b];
          return a;
        })(n, d);
        ex = { k: 'num', n: (d < 0n ? -n : n) / g, d: (d < 0n ? -d : d) / g };
      }
      return cpow(evalComplex(e.args[0], env), evalComplex(ex, env), ex);
    }
    case 'fn': {
      const a = evalComplex(e.args[0], env);
      switch (e.name) {
        case 'exp':
          return cexp(a);
        case 'ln':
          return clog(a);
        case 'sin':
          return c(Math.sin(a.re) * Math.cosh(a.im), Math.cos(a.re) * Math.sinh(a.im));
        case 'cos':
          return c(Math.cos(a.re) * Math.cosh(a.im), -Math.sin(a.re) * Math.sinh(a.im));
        case 'abs':
          return c(cabs(a));
        case 'sqrt':
          return cpow(a, c(0.5));
        case 'log': {
          const b = e.args.length > 1 ? evalComplex(e.args[1], env) : c(10);
          return cdiv(clog(a), clog(b));
        }
        default:
          if (Math.abs(a.im) < 1e-300) {
            const envR: Env = {};
            for (const k in env) envR[k] = env[k].re;
            return c(evalReal(e, envR));
          }
          return c(NaN);
      }
    }
    default:
      return c(NaN);
  }
}

/** Deterministic pseudo-random sample points for verification. */
export function samplePoints(n: number, lo = -3, hi = 3, seed = 12345): number[] {
  let s = seed;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    out.push(lo + ((hi - lo) * s) / 0x7fffffff);
  }
  return out;
}

/** Compare two numbers with a relative/absolute tolerance. */
export function close(a: number, b: number, tol = 1e-8): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Numeric equivalence of two expressions in variables vars, at sample points where both are defined. */
export function numericallyEqual(
  a: Expr,
  b: Expr,
  vars: string[],
  opts: { tol?: number; lo?: number; hi?: number; n?: number } = {},
): boolean {
  const n = opts.n ?? 8;
  let checked = 0;
  const pts = samplePoints(n * 4 * Math.max(1, vars.length), opts.lo ?? -3, opts.hi ?? 3);
  // with no variable one comparison says it all (the loop stepped by 0 — forever — when both sides were infinite)
  const step = Math.max(1, vars.length);
  for (let i = 0; i + vars.length <= pts.length && checked < n; i += step) {
    const env: Env = {};
    vars.forEach((v, j) => (env[v] = pts[i + j]));
    const x = evalReal(a, env),
      y = evalReal(b, env);
    if (!vars.length && (x === Infinity || x === -Infinity)) return x === y; // ∞ = ∞, a constant compared once
    if (!Number.isFinite(x) && !Number.isFinite(y)) continue;
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      // one side undefined where the other is defined: try complex comparison
      const envC: Record<string, C> = {};
      for (const k in env) envC[k] = { re: env[k], im: 0 };
      const cx = evalComplex(a, envC),
        cy = evalComplex(b, envC);
      if (!Number.isFinite(cx.re) || !Number.isFinite(cy.re)) continue;
      if (!close(cx.re, cy.re, opts.tol ?? 1e-8) || !close(cx.im, cy.im, opts.tol ?? 1e-8)) return false;
      checked++;
      continue;
    }
    if (!close(x, y, opts.tol ?? 1e-8)) return false;
    checked++;
  }
  return checked >= Math.min(3, n);
}
