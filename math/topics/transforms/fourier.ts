/**
 * Fourier series of simple periodic functions (issue #22, "Transforms … Fourier series of simple periodic functions";
 * Lebl, "Notes on Diffy Qs" §4.2–4.4, CC BY-SA 4.0): f given on one period (−L, L) (or any [c, c + 2L] with c a
 * multiple of L) by polynomial pieces (|x| is split at 0) or exponential pieces c·e^{ax}, or on (0, L) for the
 * half-range sine and cosine series.
 *
 *   a₀ = (1/L)∫ f dx,  aₙ = (1/L)∫ f cos(nπx/L) dx,  bₙ = (1/L)∫ f sin(nπx/L) dx,  f ~ a₀/2 + Σ (aₙ cos + bₙ sin)
 *   half-range (0, L): the same with 2/L over (0, L); sine series bₙ only (odd extension), cosine series a₀, aₙ (even).
 *
 * The integrals are exact: repeated integration by parts, ∫ p(x) g(ωx) dx = Σₖ (−1)ᵏ p⁽ᵏ⁾(x) Gₖ₊₁(x) with Gⱼ the j-th
 * antiderivative of g, and at the ends x = mL (m an integer) sin(mnπ) = 0, cos(mnπ) = (−1)^{mn}. Every quantity is
 * then a sum of monomials q·π^i·n^j·((−1)^n)^k with rational q ({@link Mono}). Pieces must break at multiples of L.
 */
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, mkFn, expand } from '../../simplify';
import { derive } from '../../diff';
import { type Expr, type Num, num, sym, isNum, symbols, subst, qadd, qmul, qdiv, qneg, qpowInt } from '../../ast';
import { toPolyExpr, toPoly } from '../../poly';
import { evalReal } from '../../numeric';
import { quadrature } from '../../integrate';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';

const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'fourier-unsupported' });

/** One piece of f: the expression (plain text) on [a, b] (plain text ends). */
export interface FourierPiece {
  f: string;
  a: string;
  b: string;
}

/** The reading's parameters. `kind`: full series, half-range sine or cosine series. `period` when the question names it. */
export interface FourierParams {
  kind: 'full' | 'sine' | 'cosine';
  v: string;
  pieces: FourierPiece[];
  period?: string;
}

/** q·π^pi·n^np·((−1)^n)^alt. */
interface Mono {
  c: Num;
  pi: number;
  np: number;
  alt: 0 | 1;
}
type Sum = Mono[];

function addMono(acc: Sum, m: Mono): Sum {
  if (m.c.n === 0n) return acc;
  const same = acc.find((x) => x.pi === m.pi && x.np === m.np && x.alt === m.alt);
  if (!same) return [...acc, m];
  const c = qadd(same.c, m.c);
  return acc.filter((x) => x !== same).concat(c.n === 0n ? [] : [{ ...same, c }]);
}
const plus = (a: Sum, b: Sum): Sum => b.reduce(addMono, a);
const times = (a: Sum, b: Sum): Sum =>
  a
    .flatMap((x) => b.map((y) => ({ c: qmul(x.c, y.c), pi: x.pi + y.pi, np: x.np + y.np, alt: ((x.alt + y.alt) % 2) as 0 | 1 })))
    .reduce(addMono, [] as Sum);
const scalar = (c: Num, pi = 0, np = 0, alt: 0 | 1 = 0): Sum => (c.n === 0n ? [] : [{ c, pi, np, alt }]);
const q = (n: number | bigint, d: number | bigint = 1) => num(BigInt(n), BigInt(d)) as Num;

/** A quantity q·π^e (an end point, L): rational q, e ∈ {0, 1}; null otherwise. */
function piMultiple(e: Expr): { c: Num; e: number } | null {
  const p = toPoly(simplify(expand(e)), 'pi', 1);
  if (!p) return null;
  if (p.length === 1) return { c: p[0]!, e: 0 };
  if (p[0]!.n !== 0n) return null;
  return { c: p[1]!, e: 1 };
}

/** A polynomial in v with coefficients in Q[π] as a list of Sums (index = power of v); null otherwise. */
function polyPi(f: Expr, v: string): Sum[] | null {
  const cs = toPolyExpr(simplify(expand(f)), v, 12);
  if (!cs) return null;
  const out: Sum[] = [];
  for (const c of cs) {
    const pp = toPoly(simplify(c), 'pi', 6);
    if (!pp) return null;
    out.push(pp.reduce((acc, k, i) => plus(acc, scalar(k, i)), [] as Sum));
  }
  return out;
}

/** |v| → ±v on a piece that lies on one side of 0 (`sign` of the piece). */
function absOut(e: Expr, v: string, sign: 1 | -1): Expr {
  if (e.k === 'fn' && e.name === 'abs' && e.args[0]!.k === 'sym' && e.args[0]!.name === v)
    return sign > 0 ? sym(v) : mkMul([num(-1), sym(v)]);
  if (e.k === 'num' || e.k === 'sym') return e;
  return { ...e, args: e.args.map((a) => absOut(a, v, sign)) } as Expr;
}

const hasFn = (e: Expr, name: string): boolean =>
  e.k !== 'num' && e.k !== 'sym' && ((e.k === 'fn' && e.name === name) || e.args.some((a) => hasFn(a, name)));

/** An interval piece in units of L: p(x) as Sums, ends m₁L, m₂L (integers). */
interface Part {
  p: Sum[];
  /** An exponential piece c·e^{αx} instead of a polynomial one. */
  exp?: { c: Expr; alpha: Num };
  m1: number;
  m2: number;
  f: Expr;
  a: Expr;
  b: Expr;
}

/** The problem in exact form: L = l·π^e, the parts, and the kind. */
export interface FourierSetup {
  l: Num;
  e: number;
  L: Expr;
  parts: Part[];
  kind: FourierParams['kind'];
  v: string;
}

/** Splits the pieces at 0 where |v| occurs, checks they tile one period (or (0, L)) with ends at multiples of L. */
export function fourierSetup(p: FourierParams): FourierSetup {
  const v = p.v;
  const raw = p.pieces.flatMap((pc) => {
    const f = simplify(parse(pc.f));
    const a = simplify(parse(pc.a));
    const b = simplify(parse(pc.b));
    const [av, bv] = [numeric(a), numeric(b)];
    if (!(av < bv)) throw unsupported('An interval must go from left to right');
    const hasAbs = hasFn(f, 'abs');
    if (!hasAbs) return [{ f, a, b, av, bv }];
    if (av < 0 && bv > 0)
      return [
        { f: simplify(absOut(f, v, -1)), a, b: num(0), av, bv: 0 },
        { f: simplify(absOut(f, v, 1)), a: num(0), b, av: 0, bv },
      ];
    return [{ f: simplify(absOut(f, v, av >= 0 ? 1 : -1)), a, b, av, bv }];
  });
  raw.sort((x, y) => x.av - y.av);
  for (let i = 1; i < raw.length; i++)
    if (Math.abs(raw[i]!.av - raw[i - 1]!.bv) > 1e-12) throw unsupported('The pieces must cover one period without gaps');
  const lo = raw[0]!;
  const hi = raw[raw.length - 1]!;
  const span = simplify(mkAdd([hi.b, mkMul([num(-1), lo.a])]));
  let L = p.kind === 'full' ? simplify(mkMul([num(1, 2), span])) : span;
  if (p.period) {
    const T = simplify(parse(p.period));
    const want = p.kind === 'full' ? span : simplify(mkMul([num(2), span]));
    if (Math.abs(numeric(T) - numeric(want)) > 1e-12) throw unsupported('f is given on a part of the period only');
    L = simplify(mkMul([num(1, 2), T]));
  }
  if (p.kind !== 'full' && Math.abs(lo.av) > 1e-12) throw unsupported('A half-range series needs f on (0, L)');
  const Lm = piMultiple(L);
  if (!Lm || Lm.c.n <= 0n) throw unsupported('The period must be a rational number or a rational multiple of π');
  const Lv = numeric(L);
  const parts: Part[] = raw.map((r) => {
    const m1 = r.av / Lv;
    const m2 = r.bv / Lv;
    if (Math.abs(m1 - Math.round(m1)) > 1e-9 || Math.abs(m2 - Math.round(m2)) > 1e-9)
      throw unsupported('The pieces must break at multiples of L (0, ±L)');
    if ([...symbols(r.f)].some((s) => s !== v && s !== 'pi' && s !== 'e'))
      throw unsupported('f may contain only the variable, π and e');
    const poly = symbols(r.f).has('e') ? null : polyPi(r.f, v);
    const exp = poly ? undefined : exponential(r.f, v);
    if (!poly && !exp) throw unsupported('Only polynomial pieces, |x| and c·e^(ax) are integrated here');
    return { p: poly ?? [], ...(exp ? { exp } : {}), m1: Math.round(m1), m2: Math.round(m2), f: r.f, a: r.a, b: r.b };
  });
  return { l: Lm.c, e: Lm.e, L, parts, kind: p.kind, v };
}

function numeric(e: Expr): number {
  const x = evalExpr(e, {});
  if (!Number.isFinite(x)) throw unsupported('An end point is not a number');
  return x;
}

/** (mL)^i as a Sum. */
function powAt(S: FourierSetup, m: number, i: number): Sum {
  return scalar(qpowInt(qmul(q(m), S.l), BigInt(i)), S.e * i);
}

/** ω^{−j} = (L/(nπ))^j = l^j π^{(e−1)j} n^{−j}. */
const omegaInv = (S: FourierSetup, j: number): Sum => scalar(qpowInt(S.l, BigInt(j)), (S.e - 1) * j, -j);

/** p^{(k)}(mL) as a Sum. */
function derivAt(S: FourierSetup, p: Sum[], k: number, m: number): Sum {
  let out: Sum = [];
  for (let j = k; j < p.length; j++) {
    let fall = 1n;
    for (let i = 0; i < k; i++) fall *= BigInt(j - i);
    out = plus(out, times(times(p[j]!, scalar(q(fall))), powAt(S, m, j - k)));
  }
  return out;
}

/** cos(mnπ) = ((−1)^n)^{|m| mod 2}. */
const cosAt = (m: number): Sum => scalar(q(1), 0, 0, (Math.abs(m) % 2) as 0 | 1);

/**
 * ∫_{m₁L}^{m₂L} p(x)·g(nπx/L) dx for g = cos or sin (n ≥ 1), or ∫ p dx for g = 'one': exact, as a Sum.
 * Gⱼ(mL) for cos: [sin, −cos, −sin, cos][(j−1) mod 4]; for sin: [−cos, −sin, cos, sin] — only cos survives.
 */
function integral(S: FourierSetup, part: Part, g: 'one' | 'cos' | 'sin'): Sum {
  const { p, m1, m2 } = part;
  if (g === 'one') {
    let out: Sum = [];
    p.forEach((c, j) => {
      const hi = powAt(S, m2, j + 1);
      const lo = powAt(S, m1, j + 1);
      out = plus(out, times(times(c, scalar(q(1, j + 1))), plus(hi, times(lo, scalar(q(-1))))));
    });
    return out;
  }
  const sign = g === 'cos' ? [0, -1, 0, 1] : [-1, 0, 1, 0];
  let out: Sum = [];
  for (let k = 0; k < p.length; k++) {
    const sg = sign[k % 4]! * (k % 2 ? -1 : 1); // (−1)^k · the cos coefficient of G_{k+1}
    if (sg === 0) continue;
    const at = (m: number) => times(derivAt(S, p, k, m), cosAt(m));
    const diff = plus(at(m2), times(at(m1), scalar(q(-1))));
    out = plus(out, times(times(diff, omegaInv(S, k + 1)), scalar(q(sg))));
  }
  return out;
}

/** The coefficient (1/L or 2/L)·Σ over the parts, as a Sum. */
function coefficient(S: FourierSetup, g: 'one' | 'cos' | 'sin'): Sum {
  const k = S.kind === 'full' ? q(1) : q(2);
  const pre = scalar(qdiv(k, S.l), -S.e);
  return times(
    pre,
    S.parts.reduce((acc, part) => plus(acc, integral(S, part, g)), [] as Sum),
  );
}

/**
 * A Sum as an expression in n, a textbook's form: the monomials grouped by their powers of π and n, each group
 * k·(c₀ + c₁(−1)^n)·π^i·n^j with k the rational gcd (2(1 − (−1)^n)/(nπ), not 2/(nπ) − 2(−1)^n/(nπ)).
 */
function sumExpr(s: Sum): Expr {
  const n = sym('n');
  const alt = mkPow(num(-1), n);
  const groups = new Map<string, { pi: number; np: number; c0: Num; c1: Num }>();
  for (const m of s) {
    const key = `${m.pi}/${m.np}`;
    const g = groups.get(key) ?? { pi: m.pi, np: m.np, c0: q(0), c1: q(0) };
    if (m.alt) g.c1 = qadd(g.c1, m.c);
    else g.c0 = qadd(g.c0, m.c);
    groups.set(key, g);
  }
  const terms = [...groups.values()]
    .sort((x, y) => y.np - x.np || y.pi - x.pi)
    .map((g) => {
      const tail = [mkPow(sym('pi'), num(g.pi)), mkPow(n, num(g.np))];
      if (g.c1.n === 0n) return mkMul([g.c0, ...tail]);
      // −c(−1)^n is written c(−1)^{n+1}, as the books do
      if (g.c0.n === 0n)
        return g.c1.n < 0n ? mkMul([qneg(g.c1), mkPow(num(-1), mkAdd([n, num(1)])), ...tail]) : mkMul([g.c1, alt, ...tail]);
      const k = ratGcd(g.c0, g.c1);
      return mkMul([k, mkAdd([qdiv(g.c0, k), mkMul([qdiv(g.c1, k), alt])]), ...tail]);
    });
  return terms.length ? mkAdd(terms) : num(0);
}

/** gcd of two non-zero rationals (positive): gcd(a/b, c/d) = gcd(ad, cb)/(bd). */
function ratGcd(x: Num, y: Num): Num {
  let a = x.n * y.d;
  let b = y.n * x.d;
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return q(a, x.d * y.d);
}

/** Exported for tests: the exact a₀, aₙ, bₙ (null where the kind has none). */
export function fourierCoefficients(S: FourierSetup): { a0: Expr | null; an: Expr | null; bn: Expr | null } {
  const both = (g: 'one' | 'cos' | 'sin') => {
    const poly = sumExpr(coefficient(S, g));
    const exp = expCoefficient(S, g);
    return exp ? simplify(mkAdd([poly, exp])) : poly;
  };
  return {
    a0: S.kind === 'sine' ? null : both('one'),
    an: S.kind === 'sine' ? null : both('cos'),
    bn: S.kind === 'cosine' ? null : both('sin'),
  };
}

/** c·e^{αv} (α a non-zero rational, c free of v), checked at two points; null otherwise. */
function exponential(f: Expr, v: string): { c: Expr; alpha: Num } | null {
  try {
    const ratio = simplify(mkMul([derive(f, v), mkPow(f, num(-1))]));
    if (!isNum(ratio) || ratio.n === 0n) return null;
    const c = simplify(subst(f, v, num(0)));
    const g = mkMul([c, mkPow(sym('e'), mkMul([ratio, sym(v)]))]);
    const ok = [0.3, 1.7].every(
      (x) => Math.abs(evalExpr(f, { [v]: x }) - evalExpr(g, { [v]: x })) < 1e-9 * (1 + Math.abs(evalExpr(f, { [v]: x }))),
    );
    return ok ? { c, alpha: ratio } : null;
  } catch {
    return null;
  }
}

/**
 * The exponential parts' share of a coefficient, exact: with ω = nπ/L and x = mL (sin(mnπ) = 0, cos(mnπ) = (−1)^{mn}),
 * ∫ e^{αx} cos ωx dx = e^{αx}(α cos ωx + ω sin ωx)/(α² + ω²), ∫ e^{αx} sin ωx dx = e^{αx}(α sin ωx − ω cos ωx)/(α² + ω²),
 * ∫ e^{αx} dx = e^{αx}/α — times (1 or 2)/L. Null when no part is exponential.
 */
function expCoefficient(S: FourierSetup, g: 'one' | 'cos' | 'sin'): Expr | null {
  const parts = S.parts.filter((pt) => pt.exp);
  if (!parts.length) return null;
  const n = sym('n');
  const w = mkMul([n, sym('pi'), mkPow(S.L, num(-1))]);
  const terms = parts.map((pt) => {
    const { c, alpha } = pt.exp!;
    const at = (m: number) =>
      mkMul([mkPow(sym('e'), mkMul([alpha, num(m), S.L])), g === 'one' || m % 2 === 0 ? num(1) : mkPow(num(-1), n)]);
    const diff = mkAdd([at(pt.m2), mkMul([num(-1), at(pt.m1)])]);
    const factor =
      g === 'one'
        ? mkPow(alpha, num(-1))
        : mkMul([g === 'cos' ? alpha : mkMul([num(-1), w]), mkPow(mkAdd([mkMul([alpha, alpha]), mkPow(w, num(2))]), num(-1))]);
    return mkMul([c, factor, diff]);
  });
  return simplify(mkMul([num(S.kind === 'full' ? 1 : 2), mkPow(S.L, num(-1)), mkAdd(terms)]));
}

const tex = toLatex;

/** The integrals of a coefficient over the parts as LaTeX: \frac{1}{L}\left(\int … + \int …\right). */
function integralTex(S: FourierSetup, kernel: string): string {
  const v = S.v;
  const pre = tex(simplify(mkMul([num(S.kind === 'full' ? 1 : 2), mkPow(S.L, num(-1))])));
  const ints = S.parts.map((pt) => {
    const body = kernel ? `${wrapTex(pt.f)}${kernel}` : wrapTex(pt.f);
    return `\\int_{${tex(pt.a)}}^{${tex(pt.b)}} ${body}\\,d${v}`;
  });
  return `${pre}${ints.length > 1 ? `\\left(${ints.join(' + ')}\\right)` : ints[0]}`;
}
const wrapTex = (f: Expr) => (f.k === 'add' || (isNum(f) && f.n < 0n) ? `\\left(${tex(f)}\\right)` : tex(f));

/** f(−x) = ±f(x) on (−L, L), checked at sample points; null when neither (or not a symmetric full period). */
function parity(S: FourierSetup): 'even' | 'odd' | null {
  if (S.kind !== 'full' || S.parts[0]!.m1 !== -1 || S.parts[S.parts.length - 1]!.m2 !== 1) return null;
  const Lv = numeric(S.L);
  const f = (x: number) => evalPieces(S, x);
  const xs = [0.17, 0.38, 0.59, 0.83].map((t) => t * Lv);
  if (xs.every((x) => Math.abs(f(-x) - f(x)) < 1e-9 * (1 + Math.abs(f(x))))) return 'even';
  if (xs.every((x) => Math.abs(f(-x) + f(x)) < 1e-9 * (1 + Math.abs(f(x))))) return 'odd';
  return null;
}

/** f at x from its pieces (numeric). */
function evalPieces(S: FourierSetup, x: number): number {
  const Lv = numeric(S.L);
  const part = S.parts.find((pt) => x >= pt.m1 * Lv && x <= pt.m2 * Lv);
  if (!part) return NaN;
  return evalExpr(part.f, { [S.v]: x });
}

function evalExpr(e: Expr, env: Record<string, number>): number {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
}

/** Solves a `fourier-series` reading with the textbook's steps. */
export function solveFourier(r: TopicReading): TopicAnswer {
  const p = r.params as unknown as FourierParams;
  const S = fourierSetup(p);
  const { a0, an, bn } = fourierCoefficients(S);
  const v = S.v;
  const arg = simplify(mkMul([sym('n'), sym('pi'), sym(v), mkPow(S.L, num(-1))]));
  const cosT = `\\cos\\left(${tex(arg)}\\right)`;
  const sinT = `\\sin\\left(${tex(arg)}\\right)`;
  const steps: Step[] = [];
  const general =
    S.kind === 'full'
      ? `f(${v}) \\sim \\frac{a_{0}}{2} + \\sum_{n=1}^{\\infty}\\left(a_{n}${cosT} + b_{n}${sinT}\\right)`
      : S.kind === 'sine'
        ? `f(${v}) \\sim \\sum_{n=1}^{\\infty} b_{n}${sinT}`
        : `f(${v}) \\sim \\frac{a_{0}}{2} + \\sum_{n=1}^{\\infty} a_{n}${cosT}`;
  const rule = S.kind === 'full' ? 'fourier-setup' : S.kind === 'sine' ? 'fourier-sine-setup' : 'fourier-cosine-setup';
  steps.push(step(rule, r.inputLatex, general, { L: tex(S.L), eq: general }));
  const par = parity(S);
  if (par)
    steps.push(
      step(par === 'even' ? 'fourier-even' : 'fourier-odd', general, '', {
        zero: par === 'even' ? 'b_{n} = 0' : 'a_{0} = a_{n} = 0',
      }),
    );
  const ends = `\\sin(n\\pi) = 0,\\ \\cos(n\\pi) = (-1)^{n}`;
  if (a0) steps.push(step('fourier-a0', '', `a_{0} = ${tex(a0)}`, { eq: `a_{0} = ${integralTex(S, '')} = ${tex(a0)}` }));
  if (an) steps.push(step('fourier-an', '', `a_{n} = ${tex(an)}`, { ends, eq: `a_{n} = ${integralTex(S, cosT)} = ${tex(an)}` }));
  if (bn) steps.push(step('fourier-bn', '', `b_{n} = ${tex(bn)}`, { ends, eq: `b_{n} = ${integralTex(S, sinT)} = ${tex(bn)}` }));
  const series = seriesTex(v, a0, an, bn, cosT, sinT);
  steps.push(step('fourier-series', '', series, { eq: series }));
  const text = [a0 && `a_0 = ${toText(a0)}`, an && `a_n = ${toText(an)}`, bn && `b_n = ${toText(bn)}`].filter(Boolean).join('; ');
  return { kind: 'expression', latex: series, text, steps, exact: true, graph: [partialSumText(S, a0, an, bn, 8)] };
}

/**
 * The partial sum S_N(x) = a₀/2 + Σ_{n ≤ N} (aₙ cos + bₙ sin) in plain text, in x (for the graph: it shows how the
 * series approaches f, the Gibbs overshoot at a jump included).
 */
function partialSumText(S: FourierSetup, a0: Expr | null, an: Expr | null, bn: Expr | null, N: number): string {
  const x = sym('x');
  const terms: Expr[] = a0 ? [mkMul([num(1, 2), a0])] : [];
  for (let k = 1; k <= N; k++) {
    const arg = mkMul([num(k), sym('pi'), x, mkPow(S.L, num(-1))]);
    if (an) terms.push(mkMul([simplify(subst(an, 'n', num(k))), mkFn('cos', [arg])]));
    if (bn) terms.push(mkMul([simplify(subst(bn, 'n', num(k))), mkFn('sin', [arg])]));
  }
  return toText(simplify(mkAdd(terms.length ? terms : [num(0)])));
}

const isZeroExpr = (e: Expr | null) => !e || (isNum(e) && e.n === 0n);

/** f(x) ~ a₀/2 + Σ (aₙ cos + bₙ sin) with the coefficients put in (zero parts left out). */
function seriesTex(v: string, a0: Expr | null, an: Expr | null, bn: Expr | null, cosT: string, sinT: string): string {
  const terms: string[] = [];
  if (!isZeroExpr(an)) terms.push(`${coefTex(an!)}${cosT}`);
  if (!isZeroExpr(bn)) terms.push(`${coefTex(bn!)}${sinT}`);
  const head = isZeroExpr(a0) ? '' : tex(simplify(mkMul([num(1, 2), a0!])));
  const sum = terms.length ? `\\sum_{n=1}^{\\infty} ${terms.length > 1 ? `\\left(${terms.join(' + ')}\\right)` : terms[0]}` : '';
  const body = [head, sum].filter(Boolean).join(' + ') || '0';
  return `f(${v}) \\sim ${body}`.replace(/\+ -/g, '- ');
}
const coefTex = (c: Expr) => (c.k === 'add' || tex(c).startsWith('-') ? `\\left(${tex(c)}\\right)` : tex(c));

/** The coefficient formulas of an answer's text (`a_0 = …; a_n = …; b_n = …`) as expressions, or null. */
function answerCoefficients(text: string): Record<string, Expr> | null {
  const out: Record<string, Expr> = {};
  for (const part of text.split(/;\s*/)) {
    const m = /^\s*(a_0|a_n|b_n)\s*=(.+)$/.exec(part);
    if (!m) return null;
    try {
      out[m[1]!] = simplify(parse(m[2]!));
    } catch {
      return null;
    }
  }
  return out;
}

/**
 * Independent check of a Fourier answer (no exact integration): (1) each coefficient formula at n = 1…5 (and a₀)
 * equals the coefficient integral computed by adaptive quadrature over the pieces as typed (|x| left unsplit);
 * (2) the partial sum with 4000 terms matches f at interior points of the pieces, away from the jumps.
 */
export function verifyFourier(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params as unknown as FourierParams;
  const c = answerCoefficients(a.text);
  const want = p.kind === 'full' ? ['a_0', 'a_n', 'b_n'] : p.kind === 'sine' ? ['b_n'] : ['a_0', 'a_n'];
  if (!c || Object.keys(c).sort().join() !== want.join()) return false;
  const pieces = p.pieces.map((pc) => ({
    f: simplify(parse(pc.f)),
    a: numeric(simplify(parse(pc.a))),
    b: numeric(simplify(parse(pc.b))),
  }));
  const lo = Math.min(...pieces.map((x) => x.a));
  const hi = Math.max(...pieces.map((x) => x.b));
  const L = p.period ? numeric(simplify(parse(p.period))) / 2 : p.kind === 'full' ? (hi - lo) / 2 : hi - lo;
  const scale = (p.kind === 'full' ? 1 : 2) / L;
  const f = (x: number) => {
    const pc = pieces.find((q0) => x >= q0.a && x <= q0.b);
    return pc ? evalExpr(pc.f, { [p.v]: x }) : NaN;
  };
  const integral = (g: (x: number) => number) =>
    pieces.reduce((s, pc) => s + quadrature((x) => evalExpr(pc.f, { [p.v]: x }) * g(x), pc.a, pc.b, 1e-12).value, 0);
  const w = Math.PI / L;
  const coef = (name: string, n: number) => evalExpr(c[name]!, { n });
  const close = (x: number, y: number, tol: number) => Number.isFinite(x) && Math.abs(x - y) <= tol * (1 + Math.abs(y));
  if (c.a_0 && !close(evalExpr(c.a_0, {}), scale * integral(() => 1), 1e-8)) return false;
  for (let n = 1; n <= 5; n++) {
    if (c.a_n && !close(coef('a_n', n), scale * integral((x) => Math.cos(n * w * x)), 1e-8)) return false;
    if (c.b_n && !close(coef('b_n', n), scale * integral((x) => Math.sin(n * w * x)), 1e-8)) return false;
  }
  return partialSumMatches(pieces, c, w, f, p.v);
}

/** The partial sum S_N(x) (N = 4000) against f at points inside each piece (a quarter and a half of the way in). */
function partialSumMatches(
  pieces: { f: Expr; a: number; b: number }[],
  c: Record<string, Expr>,
  w: number,
  f: (x: number) => number,
  v: string,
): boolean {
  const N = 4000;
  const A = c.a_n ? Array.from({ length: N + 1 }, (_, n) => (n ? evalExpr(c.a_n!, { n }) : 0)) : null;
  const B = c.b_n ? Array.from({ length: N + 1 }, (_, n) => (n ? evalExpr(c.b_n!, { n }) : 0)) : null;
  const a0 = c.a_0 ? evalExpr(c.a_0, {}) : 0;
  void v;
  let checked = 0;
  for (const pc of pieces)
    for (const t of [0.37, 0.61]) {
      const x = pc.a + t * (pc.b - pc.a);
      let s = a0 / 2;
      for (let n = 1; n <= N; n++) s += (A ? A[n]! * Math.cos(n * w * x) : 0) + (B ? B[n]! * Math.sin(n * w * x) : 0);
      const fx = f(x);
      if (!Number.isFinite(s) || !Number.isFinite(fx) || Math.abs(s - fx) > 5e-3 * (1 + Math.abs(fx))) return false;
      checked++;
    }
  return checked >= 2;
}
