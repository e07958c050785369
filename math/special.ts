/**
 * Special functions of one real variable: the error functions erf, erfc, erfi; the sine and cosine integrals Si, Ci;
 * the exponential integral Ei and the logarithmic integral li; the hyperbolic sine and cosine integrals Shi, Chi; the
 * Fresnel integrals S and C (Mathematica/SymPy normalisation S(x) = ∫₀ˣ sin(πt²/2) dt, C(x) = ∫₀ˣ cos(πt²/2) dt).
 *
 * They are the antiderivatives the elementary functions lack (∫e^{-x²}, ∫sin x / x, ∫eˣ/x, ∫1/ln x, ∫sin x²), so the
 * engine names them in answers, differentiates them ({@link SPECIAL_FUNCTIONS}`.derivative`), evaluates them
 * ({@link SPECIAL_REAL}) and knows their limits at ±∞ and their exact values at 0.
 *
 * Numeric algorithms (double precision, relative error ≲ 1e-13 where the value is not near a zero of the function):
 * power series with positive terms or small cancellation near 0, continued fractions evaluated by the modified Lentz
 * method or asymptotic series for large |x|. Sources: Abramowitz & Stegun (A&S), *Handbook of Mathematical Functions*,
 * §5.1–5.2, §7.1, §7.3; the NIST DLMF §6.6, §6.9, §7.6, §7.9; Press et al., *Numerical Recipes*, 3rd ed., §6.3 and §6.8–6.9
 * (the continued fractions for E₁, Ci/Si and the Fresnel integrals).
 *
 * Real values only: functions that are complex on part of the line return their real part there where that is the
 * standard real continuation (Ci(x) and Chi(x) for x < 0 give Ci(|x|), Chi(|x|), so Ci is an antiderivative of cos x / x
 * on both half-lines as ln|x| is of 1/x); li(x) for x < 0 is NaN.
 */
import { Expr, num, sym, isZero, isNum } from './ast';

/** The engine's names of the special functions (as parsed and printed in plain text; Fresnel's are FresnelS, FresnelC). */
export const SPECIAL_FUNCTION_NAMES = [
  'erf',
  'erfc',
  'erfi',
  'Si',
  'Ci',
  'Ei',
  'li',
  'Shi',
  'Chi',
  'FresnelS',
  'FresnelC',
] as const;
export type SpecialFunctionName = (typeof SPECIAL_FUNCTION_NAMES)[number];

/** Euler–Mascheroni constant γ (DLMF 5.2.3). */
export const EULER_GAMMA = 0.5772156649015329;
const SQRT_PI = Math.sqrt(Math.PI);
const EPS = 1e-16;
const TINY = 1e-300;

// ---------------- error functions (A&S §7.1, DLMF §7.6, §7.9)

/**
 * erf x = (2/√π) ∫₀ˣ e^{-t²} dt. |x| ≤ 2.5: the series with positive terms erf x = (2/√π) e^{-x²} Σ 2ⁿ x^{2n+1}/(1·3·…·(2n+1))
 * (A&S 7.1.6); larger |x|: 1 − erfc x with the continued fraction of {@link erfc}.
 */
export function erf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const ax = Math.abs(x);
  if (ax > 2.5) return Math.sign(x) * (1 - erfcLarge(ax));
  let term = ax,
    sum = ax;
  const x2 = ax * ax;
  for (let n = 1; n < 200; n++) {
    term *= (2 * x2) / (2 * n + 1);
    sum += term;
    if (term < EPS * sum) break;
  }
  return (Math.sign(x) * 2 * Math.exp(-x2) * sum) / SQRT_PI;
}

/** erfc x for x > 0 by the continued fraction (A&S 7.1.14, DLMF 7.9.2) e^{-x²}/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))). */
function erfcLarge(x: number): number {
  // modified Lentz: f = x + a1/(x + a2/(x + ...)), a_k = k/2
  let f = x,
    C = x,
    D = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    D = x + a * D;
    D = Math.abs(D) < TINY ? 1 / TINY : 1 / D;
    C = x + a / C;
    if (Math.abs(C) < TINY) C = TINY;
    const delta = C * D;
    f *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x * x) / (SQRT_PI * f);
}

/** erfc x = 1 − erf x, without cancellation for large positive x (continued fraction for x > 2.5, DLMF 7.9.2). */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 2.5) return erfcLarge(x);
  if (x < -2.5) return 2 - erfcLarge(-x);
  return 1 - erf(x);
}

/** erfi x = −i erf(ix) = (2/√π) ∫₀ˣ e^{t²} dt = (2/√π) Σ x^{2n+1}/(n!(2n+1)) (DLMF 7.2.2, 7.6.1; positive terms). */
export function erfi(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const x2 = x * x;
  if (x2 > 720) return Math.sign(x) * Infinity;
  let p = x,
    sum = x;
  for (let n = 1; n < 5000; n++) {
    p *= x2 / n; // x^{2n+1}/n!
    const t = p / (2 * n + 1);
    sum += t;
    if (Math.abs(t) < EPS * Math.abs(sum) && n > x2) break;
  }
  return (2 * sum) / SQRT_PI;
}

// ---------------- exponential integrals (A&S §5.1, DLMF §6.6, Numerical Recipes §6.3)

/** E₁(t) = ∫_t^∞ e^{-s}/s ds for t > 0: series (A&S 5.1.11) for t ≤ 2, the continued fraction (A&S 5.1.22, NR §6.3) beyond. */
function E1(t: number): number {
  if (t <= 0) return NaN;
  if (t <= 2) {
    let term = 1,
      sum = 0;
    for (let n = 1; n < 200; n++) {
      term *= -t / n;
      const s = term / n;
      sum += s;
      if (Math.abs(s) < EPS * Math.abs(sum)) break;
    }
    return -EULER_GAMMA - Math.log(t) - sum;
  }
  let b = t + 1,
    c = 1 / TINY,
    d = 1 / b,
    h = d;
  for (let i = 1; i < 500; i++) {
    const a = -i * i;
    b += 2;
    d = 1 / (a * d + b);
    c = b + a / c;
    const del = c * d;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return h * Math.exp(-t);
}

/**
 * Ei x = −PV∫_{−x}^∞ e^{-t}/t dt (DLMF 6.2.5). x > 0: γ + ln x + Σ xⁿ/(n·n!) (A&S 5.1.10, positive terms) for x ≤ 40, the
 * asymptotic series (eˣ/x) Σ k!/x^k (A&S 5.1.51) beyond; x < 0: −E₁(−x); Ei(0) = −∞.
 */
export function Ei(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x === 0) return -Infinity;
  if (x < 0) return -E1(-x);
  if (x > 709) return Infinity;
  if (x <= 40) {
    let term = 1,
      sum = 0;
    for (let n = 1; n < 400; n++) {
      term *= x / n;
      const s = term / n;
      sum += s;
      if (s < EPS * sum) break;
    }
    return EULER_GAMMA + Math.log(x) + sum;
  }
  let term = 1,
    sum = 1;
  for (let k = 1; k < 100; k++) {
    const next = (term * k) / x;
    if (next > term) break;
    term = next;
    sum += term;
    if (term < EPS * sum) break;
  }
  return (Math.exp(x) / x) * sum;
}

/** li x = PV∫₀ˣ dt/ln t = Ei(ln x) for x > 0 (DLMF 6.2.8); li 0 = 0, li 1 = −∞, NaN for x < 0. */
export function li(x: number): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0) return 0;
  if (x === 1) return -Infinity;
  return Ei(Math.log(x));
}

/** Shi x = ∫₀ˣ sinh t / t dt = Σ x^{2n+1}/((2n+1)(2n+1)!) (DLMF 6.6.5) for |x| ≤ 20, (Ei x − Ei(−x))/2 (DLMF 6.2.15) beyond. */
export function Shi(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const ax = Math.abs(x);
  if (ax > 20) return (Math.sign(x) * (Ei(ax) - Ei(-ax))) / 2;
  let p = ax,
    sum = ax;
  for (let n = 1; n < 200; n++) {
    p *= (ax * ax) / (2 * n * (2 * n + 1)); // x^{2n+1}/(2n+1)!
    const t = p / (2 * n + 1);
    sum += t;
    if (t < EPS * sum) break;
  }
  return Math.sign(x) * sum;
}

/** Chi x = γ + ln x + ∫₀ˣ (cosh t − 1)/t dt (DLMF 6.2.16, 6.6.6) for 0 < x ≤ 20, (Ei x + Ei(−x))/2 beyond; Chi(−x) = Chi(x) (real part). */
export function Chi(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const ax = Math.abs(x);
  if (ax === 0) return -Infinity;
  if (ax > 20) return (Ei(ax) + Ei(-ax)) / 2;
  let p = 1,
    sum = 0;
  for (let n = 1; n < 200; n++) {
    p *= (ax * ax) / ((2 * n - 1) * (2 * n)); // x^{2n}/(2n)!
    const t = p / (2 * n);
    sum += t;
    if (t < EPS * sum) break;
  }
  return EULER_GAMMA + Math.log(ax) + sum;
}

// ---------------- sine and cosine integrals (A&S §5.2, DLMF §6.6, NR §6.8)

/** Ci and Si together for t > 0: the series (A&S 5.2.14, 5.2.16) for t ≤ 4, the continued fraction for E₁(it) (NR §6.8) beyond. */
function cisi(t: number): [number, number] {
  if (t <= 4) {
    // Si = Σ (-1)^n t^{2n+1}/((2n+1)(2n+1)!), Ci = γ + ln t + Σ (-1)^n t^{2n}/(2n (2n)!)
    let si = 0,
      ci = 0,
      p = 1; // t^k/k!
    for (let k = 1; k < 100; k++) {
      p *= t / k;
      const term = p / k;
      if (k % 2 === 1) si += ((k - 1) / 2) % 2 === 0 ? term : -term;
      else ci += (k / 2) % 2 === 1 ? -term : term;
      if (term < EPS * Math.max(Math.abs(si), 1e-300) && k > 2) break;
    }
    return [EULER_GAMMA + Math.log(t) + ci, si];
  }
  // modified Lentz on E1(it) = e^{-it}/(1 + it − 1²/(3 + it − 2²/(5 + it − ...)))
  let bR = 1;
  const bI = t;
  let cR = 1 / TINY,
    cI = 0;
  let [dR, dI] = cinv(bR, bI);
  let hR = dR,
    hI = dI;
  for (let i = 2; i < 1000; i++) {
    const a = -(i - 1) * (i - 1);
    bR += 2;
    // d = 1/(a d + b)
    [dR, dI] = cinv(a * dR + bR, a * dI + bI);
    // c = b + a/c
    const [icR, icI] = cinv(cR, cI);
    cR = bR + a * icR;
    cI = bI + a * icI;
    const delR = cR * dR - cI * dI,
      delI = cR * dI + cI * dR;
    const nhR = hR * delR - hI * delI;
    hI = hR * delI + hI * delR;
    hR = nhR;
    if (Math.abs(delR - 1) + Math.abs(delI) < EPS) break;
  }
  // h ← (cos t − i sin t) h; Ci = −Re h, Si = π/2 + Im h
  const co = Math.cos(t),
    sn = Math.sin(t);
  const rR = co * hR + sn * hI,
    rI = co * hI - sn * hR;
  return [-rR, Math.PI / 2 + rI];
}
function cinv(re: number, im: number): [number, number] {
  const d = re * re + im * im;
  if (d === 0) return [1 / TINY, 0];
  return [re / d, -im / d];
}

/** Si x = ∫₀ˣ sin t / t dt (DLMF 6.2.9); odd. */
export function Si(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x === 0) return 0;
  if (!Number.isFinite(x)) return (Math.sign(x) * Math.PI) / 2;
  return Math.sign(x) * cisi(Math.abs(x))[1];
}

/** Ci x = γ + ln x + ∫₀ˣ (cos t − 1)/t dt (DLMF 6.2.11) for x > 0; Ci(−x) = Ci(x) (the real part); Ci 0 = −∞. */
export function Ci(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x === 0) return -Infinity;
  if (!Number.isFinite(x)) return 0;
  return cisi(Math.abs(x))[0];
}

// ---------------- Fresnel integrals (DLMF §7.2(iv), A&S 7.3, NR §6.9)

/** C and S together for x ≥ 0: power series (A&S 7.3.11, 7.3.13) for x ≤ 1.5, the continued fraction for erfc (NR §6.9) beyond. */
function fresnel(x: number): [number, number] {
  if (x <= 1.5) {
    // C = Σ (-1)^n (π/2)^{2n} x^{4n+1}/((2n)!(4n+1)), S = Σ (-1)^n (π/2)^{2n+1} x^{4n+3}/((2n+1)!(4n+3))
    const u = (Math.PI / 2) * x * x;
    let p = x, // (π/2)^k x^{2k+1}/k!
      c = 0,
      s = 0;
    for (let k = 0; k < 100; k++) {
      if (k > 0) p *= u / k;
      const term = p / (2 * k + 1);
      const sign = Math.floor(k / 2) % 2 === 0 ? 1 : -1;
      if (k % 2 === 0) c += sign * term;
      else s += sign * term;
      if (term < EPS * Math.max(Math.abs(c), Math.abs(s), 1e-300) && k > 2) break;
    }
    return [c, s];
  }
  const pix2 = Math.PI * x * x;
  let bR = 1;
  const bI = -pix2;
  let cR = 1 / TINY,
    cI = 0;
  let [dR, dI] = cinv(bR, bI);
  let hR = dR,
    hI = dI;
  let n = -1;
  for (let k = 2; k < 1000; k++) {
    n += 2;
    const a = -n * (n + 1);
    bR += 4;
    [dR, dI] = cinv(a * dR + bR, a * dI + bI);
    const [icR, icI] = cinv(cR, cI);
    cR = bR + a * icR;
    cI = bI + a * icI;
    const delR = cR * dR - cI * dI,
      delI = cR * dI + cI * dR;
    const nhR = hR * delR - hI * delI;
    hI = hR * delI + hI * delR;
    hR = nhR;
    if (Math.abs(delR - 1) + Math.abs(delI) < EPS) break;
  }
  // h ← h (x − i x); cs = (1/2 + i/2)(1 − (cos(πx²/2) + i sin(πx²/2)) h)
  const tR = hR * x + hI * x,
    tI = hI * x - hR * x;
  const co = Math.cos(pix2 / 2),
    sn = Math.sin(pix2 / 2);
  const mR = 1 - (co * tR - sn * tI),
    mI = -(co * tI + sn * tR);
  return [0.5 * mR - 0.5 * mI, 0.5 * mR + 0.5 * mI];
}

/** Fresnel S(x) = ∫₀ˣ sin(πt²/2) dt (DLMF 7.2.8); odd; S(±∞) = ±1/2. */
export function fresnelS(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (!Number.isFinite(x)) return Math.sign(x) / 2;
  return Math.sign(x) * fresnel(Math.abs(x))[1];
}

/** Fresnel C(x) = ∫₀ˣ cos(πt²/2) dt (DLMF 7.2.7); odd; C(±∞) = ±1/2. */
export function fresnelC(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (!Number.isFinite(x)) return Math.sign(x) / 2;
  return Math.sign(x) * fresnel(Math.abs(x))[0];
}

/** The real-valued implementations by the engine's function name (used by numeric.ts). */
export const SPECIAL_REAL: Record<string, (x: number) => number> = {
  erf,
  erfc,
  erfi,
  Si,
  Ci,
  Ei,
  li,
  Shi,
  Chi,
  FresnelS: fresnelS,
  FresnelC: fresnelC,
};

// ---------------- symbolic facts

const INF = sym('inf');
const NINF: Expr = { k: 'mul', args: [num(-1), INF] };
const HALF_PI: Expr = { k: 'mul', args: [num(1, 2), sym('pi')] };
const NEG_HALF_PI: Expr = { k: 'mul', args: [num(-1, 2), sym('pi')] };

/** What the engine knows about a special function: its derivative f'(u), value at 0, limits at ±∞, definition. */
export interface SpecialFunction {
  /** f'(u) as an expression in u, built with the given constructors (so canonical forms come from simplify). */
  derivative: (u: Expr, k: SpecialBuild) => Expr;
  /** Exact value at 0 (undefined: −∞ or not defined). */
  atZero?: Expr;
  /** Limits at +∞ and −∞ (undefined: not real there). */
  atInf?: Expr;
  atNegInf?: Expr;
  /** Odd function: f(−u) = −f(u). */
  odd?: boolean;
  /** Defining integral in LaTeX (for step text): `\operatorname{erf}(x) = \frac{2}{\sqrt{\pi}}\int_0^x e^{-t^2}\,dt`. */
  definition: string;
  /** Section of the DLMF that defines it. */
  dlmf: string;
}
/** Canonical constructors passed in by the caller (simplify's mkAdd/mkMul/mkPow/mkFn) to avoid an import cycle. */
export interface SpecialBuild {
  add: (a: Expr[]) => Expr;
  mul: (a: Expr[]) => Expr;
  pow: (b: Expr, e: Expr) => Expr;
  fn: (name: string, a: Expr[]) => Expr;
}

const E = sym('e');
const sq = (u: Expr, k: SpecialBuild) => k.pow(u, num(2));
const twoOverSqrtPi = (k: SpecialBuild) => k.mul([num(2), k.pow(sym('pi'), num(-1, 2))]);
const piHalfSq = (u: Expr, k: SpecialBuild) => k.mul([num(1, 2), sym('pi'), sq(u, k)]);

/** The special functions by engine name (DLMF definitions and derivatives). */
export const SPECIAL_FUNCTIONS: Record<string, SpecialFunction> = {
  erf: {
    derivative: (u, k) => k.mul([twoOverSqrtPi(k), k.pow(E, k.mul([num(-1), sq(u, k)]))]),
    atZero: num(0),
    atInf: num(1),
    atNegInf: num(-1),
    odd: true,
    definition: '\\operatorname{erf}(x) = \\frac{2}{\\sqrt{\\pi}}\\int_{0}^{x} e^{-t^{2}}\\,dt',
    dlmf: '7.2.1',
  },
  erfc: {
    derivative: (u, k) => k.mul([num(-2), k.pow(sym('pi'), num(-1, 2)), k.pow(E, k.mul([num(-1), sq(u, k)]))]),
    atZero: num(1),
    atInf: num(0),
    atNegInf: num(2),
    definition: '\\operatorname{erfc}(x) = 1 - \\operatorname{erf}(x)',
    dlmf: '7.2.2',
  },
  erfi: {
    derivative: (u, k) => k.mul([twoOverSqrtPi(k), k.pow(E, sq(u, k))]),
    atZero: num(0),
    atInf: INF,
    atNegInf: NINF,
    odd: true,
    definition: '\\operatorname{erfi}(x) = \\frac{2}{\\sqrt{\\pi}}\\int_{0}^{x} e^{t^{2}}\\,dt',
    dlmf: '7.2.3',
  },
  Si: {
    derivative: (u, k) => k.mul([k.fn('sin', [u]), k.pow(u, num(-1))]),
    atZero: num(0),
    atInf: HALF_PI,
    atNegInf: NEG_HALF_PI,
    odd: true,
    definition: '\\operatorname{Si}(x) = \\int_{0}^{x} \\frac{\\sin t}{t}\\,dt',
    dlmf: '6.2.9',
  },
  Ci: {
    derivative: (u, k) => k.mul([k.fn('cos', [u]), k.pow(u, num(-1))]),
    atInf: num(0),
    atNegInf: num(0),
    definition: '\\operatorname{Ci}(x) = -\\int_{x}^{\\infty} \\frac{\\cos t}{t}\\,dt',
    dlmf: '6.2.11',
  },
  Ei: {
    derivative: (u, k) => k.mul([k.pow(E, u), k.pow(u, num(-1))]),
    atInf: INF,
    atNegInf: num(0),
    definition: '\\operatorname{Ei}(x) = -\\int_{-x}^{\\infty} \\frac{e^{-t}}{t}\\,dt',
    dlmf: '6.2.5',
  },
  li: {
    derivative: (u, k) => k.pow(k.fn('ln', [u]), num(-1)),
    atZero: num(0),
    atInf: INF,
    definition: '\\operatorname{li}(x) = \\int_{0}^{x} \\frac{dt}{\\ln t}',
    dlmf: '6.2.8',
  },
  Shi: {
    derivative: (u, k) => k.mul([k.fn('sinh', [u]), k.pow(u, num(-1))]),
    atZero: num(0),
    atInf: INF,
    atNegInf: NINF,
    odd: true,
    definition: '\\operatorname{Shi}(x) = \\int_{0}^{x} \\frac{\\sinh t}{t}\\,dt',
    dlmf: '6.2.15',
  },
  Chi: {
    derivative: (u, k) => k.mul([k.fn('cosh', [u]), k.pow(u, num(-1))]),
    atInf: INF,
    atNegInf: INF,
    definition: '\\operatorname{Chi}(x) = \\gamma + \\ln x + \\int_{0}^{x} \\frac{\\cosh t - 1}{t}\\,dt',
    dlmf: '6.2.16',
  },
  FresnelS: {
    derivative: (u, k) => k.fn('sin', [piHalfSq(u, k)]),
    atZero: num(0),
    atInf: num(1, 2),
    atNegInf: num(-1, 2),
    odd: true,
    definition: '\\operatorname{S}(x) = \\int_{0}^{x} \\sin\\frac{\\pi t^{2}}{2}\\,dt',
    dlmf: '7.2.8',
  },
  FresnelC: {
    derivative: (u, k) => k.fn('cos', [piHalfSq(u, k)]),
    atZero: num(0),
    atInf: num(1, 2),
    atNegInf: num(-1, 2),
    odd: true,
    definition: '\\operatorname{C}(x) = \\int_{0}^{x} \\cos\\frac{\\pi t^{2}}{2}\\,dt',
    dlmf: '7.2.7',
  },
};

/** Is `name` one of the special functions above? */
export const isSpecialFunction = (name: string): boolean => Object.prototype.hasOwnProperty.call(SPECIAL_FUNCTIONS, name);

/** Does e contain a special function (erf, Si, …)? */
export function containsSpecial(e: Expr): boolean {
  if (e.k === 'num' || e.k === 'sym') return false;
  if (e.k === 'fn' && isSpecialFunction(e.name)) return true;
  return e.args.some(containsSpecial);
}

/**
 * Exact value of a special function where one is known: f(0) (erf 0 = 0, erfc 0 = 1, Si 0 = 0, …) and the limits at ±∞
 * (erf ∞ = 1, Si ∞ = π/2, S(∞) = 1/2, …). `arg` is canonical; ∞ is `inf`, −∞ is `-1·inf`. Returns null otherwise.
 */
export function specialValue(name: string, arg: Expr): Expr | null {
  const f = SPECIAL_FUNCTIONS[name];
  if (!f) return null;
  if (isZero(arg)) return f.atZero ?? null;
  if (arg.k === 'sym' && arg.name === 'inf') return f.atInf ?? null;
  if (
    arg.k === 'mul' &&
    arg.args.length === 2 &&
    isNum(arg.args[0]) &&
    arg.args[0].n < 0n &&
    arg.args[1].k === 'sym' &&
    arg.args[1].name === 'inf'
  )
    return f.atNegInf ?? null;
  return null;
}

/** Rewrites every special function with a known exact value inside e (see {@link specialValue}); other nodes are kept. */
export function exactSpecialValues(e: Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const args = e.args.map(exactSpecialValues);
  if (e.k === 'fn' && args.length === 1) {
    const v = specialValue(e.name, args[0]);
    if (v) return v;
  }
  return { ...e, args } as Expr;
}
