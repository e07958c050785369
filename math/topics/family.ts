/**
 * Whether two answers name the same family of solutions (for corpus grading of differential equations, issue #22):
 * a general solution may be written with its constants in another order, sign or scale (`C_1 e^{x} + C_2 e^{2x}` and
 * SymPy's `C1*exp(x) + C2*exp(2*x)`; `-1/(x - C)` and `-1/(C1 + x)`), and an implicit one with another constant
 * (`y^2 = x^2 + C` and `y**2/2 - x**2/2 = C1`). Numeric, on sample points:
 *
 * - explicit `y = A(x, C…)` and `y = B(x, C…)` with the same number k of constants: for each of two choices c of B's
 *   constants there are constants a with A(·, a) = B(·, c) (k = 0: A = B; k = 1: a root of A(x₁, a) = B(x₁, c) by a
 *   scan and bisection; k = 2: A must be affine in its constants, a from a 2×2 solve), checked at other points;
 * - implicit `L = R` (y on the right or not alone on the left): with the constants set to 0, Fa = La − Ra and Fb = Lb − Rb
 *   must satisfy Fa = α·Fb + β on sample points (α ≠ 0).
 *
 * Not a proof — a grading aid whose failures are visible in the corpus report.
 */
import { parse } from '../parse';
import { simplify } from '../simplify';
import { evalReal } from '../numeric';
import { type Expr, symbols, subst } from '../ast';

const CONST = /^C(?:_?\d)?$/;
const XS = [0.21, 0.53, 0.87, 1.19, 1.58, -0.44];
const at = (e: Expr, env: Record<string, number>): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * (1 + Math.abs(a) + Math.abs(b));

/** Parses `lhs = rhs` (SymPy's `**`, `exp`, `log` for ln and `C1` accepted); null when it is no equation. */
function equation(text: string): [Expr, Expr] | null {
  const i = text.indexOf('=');
  if (i < 0) return null;
  const fix = (s: string) =>
    s
      .replace(/\bE\b/g, 'e')
      .replace(/\*\*/g, '^')
      .replace(/\blog\(/g, 'ln(')
      .replace(/\bC(\d)\b/g, 'C_$1');
  try {
    return [simplify(parse(fix(text.slice(0, i)))), simplify(parse(fix(text.slice(i + 1))))];
  } catch {
    return null;
  }
}

const constantsOf = (e: Expr) => [...symbols(e)].filter((s) => CONST.test(s)).sort();
const variableOf = (e: Expr) => [...symbols(e)].find((s) => !CONST.test(s) && !['y', 'pi', 'e'].includes(s)) ?? 'x';

/** True when the two equations describe the same solution family (see the module comment). */
export function sameSolutionFamily(got: string, expect: string): boolean {
  const a = equation(got);
  const b = equation(expect);
  if (!a || !b) return false;
  const explicit = (eq: [Expr, Expr]) => eq[0].k === 'sym' && eq[0].name === 'y' && !symbols(eq[1]).has('y');
  if (explicit(a) && explicit(b)) return sameExplicit(a[1], b[1]);
  if (explicit(a) !== explicit(b)) return explicit(a) ? insideLevelSets(a[1], b) : insideLevelSets(b[1], a);
  return sameLevelSets(a, b);
}

function sameExplicit(A: Expr, B: Expr): boolean {
  const ka = constantsOf(A);
  const kb = constantsOf(B);
  if (ka.length !== kb.length || ka.length > 2) return false;
  const v = variableOf(simplify({ k: 'add', args: [A, B] }));
  const withC = (e: Expr, names: string[], vals: number[], x: number) =>
    at(e, { [v]: x, ...Object.fromEntries(names.map((n, i) => [n, vals[i]!])) });
  for (const cb of [
    [0.8, -1.3],
    [-0.6, 2.1],
  ]) {
    const target = (x: number) => withC(B, kb, cb, x);
    let ca: number[] | null;
    if (ka.length === 0) ca = [];
    else if (ka.length === 1) ca = oneConstant((c) => withC(A, ka, [c], XS[0]!) - target(XS[0]!));
    else ca = twoConstants(A, ka, v, target);
    if (!ca) return false;
    let good = 0;
    for (const x of XS) {
      const [p, q] = [withC(A, ka, ca, x), target(x)];
      if (!Number.isFinite(p) || !Number.isFinite(q)) continue;
      if (!close(p, q)) return false;
      good++;
    }
    if (good < 4) return false;
  }
  return true;
}

/** A root of f on [−60, 60] (a scan for a sign change, then bisection), or null. */
function oneConstant(f: (c: number) => number): number[] | null {
  let prev = -60;
  let fp = f(prev);
  for (let c = -59.75; c <= 60; c += 0.25) {
    const fc = f(c);
    if (Number.isFinite(fp) && Number.isFinite(fc) && (fc === 0 || Math.sign(fc) !== Math.sign(fp))) {
      let [lo, hi, flo] = [prev, c, fp];
      for (let k = 0; k < 80; k++) {
        const mid = (lo + hi) / 2;
        const fm = f(mid);
        if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
        else hi = mid;
      }
      const root = (lo + hi) / 2;
      const fr = f(root);
      if (Number.isFinite(fr) && Math.abs(fr) < 1e-7 * (1 + Math.abs(f(root + 1)))) return [root]; // a root, not a pole
    }
    [prev, fp] = [c, fc];
  }
  return null;
}

/** Constants (a₁, a₂) with A(x, a) = target(x) at two points, A affine in them (checked at a third). */
function twoConstants(A: Expr, ka: string[], v: string, target: (x: number) => number): number[] | null {
  const [x1, x2] = [XS[0]!, XS[2]!];
  const A0 = (x: number, c1: number, c2: number) => at(A, { [v]: x, [ka[0]!]: c1, [ka[1]!]: c2 });
  const base = (x: number) => A0(x, 0, 0);
  const u = (x: number) => A0(x, 1, 0) - base(x);
  const w = (x: number) => A0(x, 0, 1) - base(x);
  const det = u(x1) * w(x2) - w(x1) * u(x2);
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  const r1 = target(x1) - base(x1);
  const r2 = target(x2) - base(x2);
  const a1 = (r1 * w(x2) - w(x1) * r2) / det;
  const a2 = (u(x1) * r2 - r1 * u(x2)) / det;
  // affine in the constants: A(x, 2, −1) = base + 2u − w
  const x3 = XS[1]!;
  if (!close(A0(x3, 2, -1), base(x3) + 2 * u(x3) - w(x3))) return null;
  return [a1, a2];
}

/**
 * An explicit family y = A(x, C) against an implicit one L(x, y) = R(x, y) + K: both with one constant, and for two
 * values of C the curve y = A(x, C) stays on one level set of L − R (L − R is constant along it).
 */
function insideLevelSets(A: Expr, [L, R]: [Expr, Expr]): boolean {
  const ka = constantsOf(A);
  let F: Expr = simplify({ k: 'add', args: [L, { k: 'mul', args: [{ k: 'num', n: -1n, d: 1n }, R] }] });
  const kb = constantsOf(F);
  if (ka.length !== 1 || kb.length !== 1) return false;
  F = simplify(subst(F, kb[0]!, { k: 'num', n: 0n, d: 1n }));
  const v = variableOf(simplify({ k: 'add', args: [A, F] }));
  for (const c of [0.8, 2.3]) {
    const levels = XS.map((x) => {
      const y = at(A, { [v]: x, [ka[0]!]: c });
      return Number.isFinite(y) ? at(F, { [v]: x, y }) : NaN;
    }).filter(Number.isFinite);
    if (levels.length < 4 || !levels.every((l) => close(l, levels[0]!))) return false;
  }
  return true;
}

function sameLevelSets(a: [Expr, Expr], b: [Expr, Expr]): boolean {
  const F = (eq: [Expr, Expr]) => {
    let d: Expr = simplify({ k: 'add', args: [eq[0], { k: 'mul', args: [{ k: 'num', n: -1n, d: 1n }, eq[1]] }] });
    for (const c of constantsOf(d)) d = subst(d, c, { k: 'num', n: 0n, d: 1n });
    return simplify(d);
  };
  const [Fa, Fb] = [F(a), F(b)];
  const v = variableOf(simplify({ k: 'add', args: [Fa, Fb] }));
  const pts = XS.flatMap((x) => [0.37, 1.42].map((y) => ({ [v]: x, y })));
  const vals = pts.map((p) => [at(Fa, p), at(Fb, p)] as const).filter(([p, q]) => Number.isFinite(p) && Number.isFinite(q));
  if (vals.length < 6) return false;
  const second = vals.find(([, q]) => !close(q, vals[0]![1]));
  if (!second) return false;
  const [[p1, q1], [p2, q2]] = [vals[0]!, second];
  const alpha = (p1 - p2) / (q1 - q2);
  const beta = p1 - alpha * q1;
  if (!Number.isFinite(alpha) || Math.abs(alpha) < 1e-9) return false;
  return vals.every(([p, q]) => close(p, alpha * q + beta));
}

/**
 * Numeric equality of two answers that are lists of values, points or expressions (`x = -1, x = 1`; `(2, -16), (0, 2)`;
 * `local max (-1, 2); local min (1, -2)`; `y = 6*x - 9`; `dy/dx = -x/y`; `1 - x^2/2 + ...`): the same number of items,
 * the same labels and left-hand sides, and each pair of values equal at sample values of their variables. For corpus
 * grading (issue #22).
 */
export function sameValues(got: string, expect: string): boolean {
  const grid = (s: string) =>
    /^\[\[.*\]\]$/.test(s.trim())
      ? s
          .trim()
          .slice(2, -2)
          .split(/\]\s*,\s*\[/)
          .map(splitTop)
      : /^<.*>$/.test(s.trim())
        ? [splitTop(s.trim().slice(1, -1))]
        : null;
  const [ga, gb] = [grid(got), grid(expect)];
  if (ga || gb) {
    if (!ga || !gb || ga.length !== gb.length || ga.some((r, i) => r.length !== gb[i]!.length)) return false;
    return ga.every((r, i) => r.every((c, j) => sameItem(c, gb[i]![j]!)));
  }
  const [a, b] = [items(got), items(expect)];
  if (a.length !== b.length) return false;
  return a.every((x, i) => sameItem(x, b[i]!));
}

/** The items of a list answer: split at "; ", at top-level ", " before `x =`, or between points `(a, b), (c, d)`. */
function items(s: string): string[] {
  const body = s.replace(/\s*\+\s*\.\.\.\s*$/, '').trim();
  const parts = splitTop(body).map((t) => t.trim());
  // a list of points or of `v = …` items is split at its top-level commas; anything else is one item
  if (parts.length > 1 && parts.every((t) => /^(?:local (?:max|min)\s*)?\(.*\)$/.test(t) || /^[a-z]\s*=/.test(t))) return parts;
  return body.split(/;\s*/).map((t) => t.trim());
}

const LABEL = /^(local (?:max|min)|saddle point|inconclusive)\s*/;

/** A point "(a, b)" (with an optional label) as its coordinates, or null. */
function pointOf(s: string): string[] | null {
  const t = s.replace(LABEL, '');
  if (!t.startsWith('(') || !t.endsWith(')')) return null;
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    if (t[i] === '(') depth++;
    if (t[i] === ')') depth--;
    if (depth === 0 && i < t.length - 1) return null; // "(a)/(b)" is no point
  }
  const coords = splitTop(t.slice(1, -1));
  return coords.length >= 2 ? coords : null;
}

function sameItem(x: string, y: string): boolean {
  // a label may end in digits after an underscore (a Fourier series' a_0)
  const labelled = /^[a-z/_ ]+(?:(?<=_)\d+)?(?:\([a-z]\))?\s*=/i;
  const lhs = (s: string) => (labelled.test(s) ? s.slice(0, s.indexOf('=')).replace(/\s+/g, '') : '');
  if (lhs(x) !== lhs(y)) return false;
  const body = (s: string) => (lhs(s) ? s.slice(s.indexOf('=') + 1) : s).trim();
  const [bx, by] = [body(x), body(y)];
  if ((LABEL.exec(bx)?.[1] ?? '') !== (LABEL.exec(by)?.[1] ?? '')) return false;
  const exprs = (s: string) => (pointOf(s) ?? [s.replace(LABEL, '')]).map((t) => equation(`z = ${t}`)?.[1] ?? null);
  const [ex, ey] = [exprs(bx), exprs(by)];
  if (ex.length !== ey.length || ex.some((e) => !e) || ey.some((e) => !e)) return false;
  return ex.every((e, i) => {
    const f = ey[i]!;
    const vars = [...new Set([...symbols(e!), ...symbols(f)])].filter((v) => !['pi', 'e'].includes(v));
    let good = 0;
    for (const k of [0, 1, 2, 3]) {
      // an index n or k is a whole number ((−2)^n is real only there)
      const env = Object.fromEntries(vars.map((v, j) => [v, v === 'n' || v === 'k' ? 2 + k + j : 0.37 + 0.61 * k + 0.23 * j]));
      const [p, q] = [at(e!, env), at(f, env)];
      if (!Number.isFinite(p) || !Number.isFinite(q)) continue;
      if (!close(p, q)) return false;
      good++;
    }
    return good >= 2;
  });
}

/** Splits "a, b" at top-level commas (brackets keep their commas). */
export function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}
