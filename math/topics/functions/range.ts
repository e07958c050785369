/**
 * The range of a real function of one variable (OpenStax College Algebra 2e §3.2 "Domain and Range", §5.1 quadratic
 * functions (vertex), §4.x/§6.x exponential and logarithmic functions; Precalculus 2e §6.1 sinusoids (amplitude)), by
 * the function's FORM, as a teacher reasons:
 *
 * - a quadratic: complete the square, a(x − h)² + k; the vertex value k is the minimum (a > 0) or maximum (a < 0);
 * - a polynomial of odd degree takes every real value; one of even degree ≥ 4 has its extreme value at a critical point
 *   (the derivative's zeros, found exactly by the solver);
 * - a Möbius function (ax + b)/(cx + d): a/c + m/(cx + d), every value but the horizontal asymptote y = a/c;
 * - otherwise the variable must occur ONCE: f is then a chain of one-variable steps (add a constant, multiply by one,
 *   a power, a root, |·|, an exponential, a logarithm, sin/cos/tan…, an inverse trigonometric function) and the range
 *   is built from the inside out, each step mapping the set of values of the inner part (./range-sets.ts); a multiple
 *   occurrence that is a quadratic, an odd polynomial or a Möbius function is such an inner part itself.
 *
 * Anything else is UNSUPPORTED (never a guess). The answer is checked independently by ./range-check.ts.
 */
import { type Expr, PI, contains, fn, isNum, num, rel, subst, sym } from '../../ast';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { deg, toPoly } from '../../poly';
import { toLatex } from '../../print';
import { mkAdd, mkMul, mkPow, simplify } from '../../simplify';
import { intervalsLatex, solveEquation } from '../../solve';
import type { Step } from '../../steps';
import { displayExpr } from '../polynomials/format';
import {
  type Piece,
  REALS,
  type RealSet,
  image,
  iv,
  normalize,
  scale,
  setBuilder,
  shift,
  toIntervals,
  widest,
} from './range-sets';

const unsupported = (msg: string) => new MathError('UNSUPPORTED', msg, { reason: 'range-unknown' });
const L = (e: Expr) => toLatex(e);
const setL = (s: RealSet) => intervalsLatex(toIntervals(s));
const st = (rule: string, before: string, after: string, params: Record<string, string>): Step =>
  ({ rule, before, after, params }) as Step;
const q = (n: bigint, d: bigint = 1n) => num(n, d);

/** A real constant's value (NaN when it is not a real constant). */
function constant(e: Expr, x: string): number {
  return contains(e, x) ? NaN : evalReal(e);
}

/** Increasing (or decreasing) on the whole domain `dom`, with the given limits at its infinite ends. */
function monotone(
  dom: ReturnType<typeof iv>,
  inc: boolean,
  g: (e: Expr) => Expr,
  atNegInf: Expr | null,
  atInf: Expr | null,
): Piece {
  return {
    dom,
    inc,
    at: (e, side) => {
      if (e) {
        // at an excluded end (0 for 1/u or ln u) the function grows without bound: an infinite end
        try {
          const v = simplify(g(e));
          return Number.isFinite(evalReal(v)) ? v : null;
        } catch {
          return null;
        }
      }
      return side === 'lo' ? atNegInf : atInf;
    },
  };
}
const ALL = iv(null, false, null, false);
const NONNEG = iv(q(0n), true, null, false);
const NONPOS = iv(null, false, q(0n), true);
const POS = iv(q(0n), false, null, false);
const NEG = iv(null, false, q(0n), false);

/** The pieces of u ↦ u^n for an integer n ≠ 0 (even powers fold at 0; negative powers exclude 0). */
function powerPieces(n: bigint): Piece[] {
  const g = (e: Expr) => mkPow(e, q(n));
  const even = n % 2n === 0n;
  if (n > 0n)
    return even
      ? [monotone(NONPOS, false, g, null, q(0n)), monotone(NONNEG, true, g, q(0n), null)]
      : [monotone(ALL, true, g, null, null)];
  // u^-n: 0 is excluded; towards 0 the value grows without bound, towards ±∞ it tends to 0
  return [monotone(NEG, even, g, q(0n), null), monotone(POS, false, g, null, q(0n))];
}

interface Walk {
  x: string;
  steps: Step[];
}

/** "As x runs over the real numbers, u takes every real value" (u linear in x, or x itself in a linear function). */
function startStep(u: Expr, w: Walk): void {
  w.steps.push(st('fn-range-start', toLatex(sym(w.x)), L(u), { v: toLatex(sym(w.x)), u: L(u) }));
}

const AFFINE = new Set(['fn-range-shift', 'fn-range-scale']);

/** The set of values of e (which contains x) as x runs over the domain, with the steps; UNSUPPORTED otherwise. */
function valuesOf(e: Expr, w: Walk): RealSet {
  if (e.k === 'sym' && e.name === w.x) return REALS;
  const inner = (e.k === 'num' || e.k === 'sym' ? [] : e.args).filter((a) => contains(a, w.x));
  // the variable in several operands: the innermost part holding every occurrence must be a form read as a whole
  if (inner.length !== 1) return coreValues(e, w);
  const u = inner[0]!;
  const before = valuesOf(u, w);
  const out = (rule: string, s: RealSet, extra: Record<string, string> = {}) => {
    const set = normalize(s);
    // a step only where the set of values changes (ℝ shifted is still ℝ)
    if (setL(set) === setL(before) && AFFINE.has(rule)) return set;
    // the inner part still takes every real value: say so first ("x − 1 takes every real value")
    if (!w.steps.length && setL(before) === setL(REALS) && !(u.k === 'sym' && u.name === w.x)) startStep(u, w);
    w.steps.push(st(rule, L(u), setL(set), { u: L(e), set: setL(set), ...extra }));
    return set;
  };
  switch (e.k) {
    case 'add': {
      const k = simplify(mkAdd(e.args.filter((a) => a !== u)));
      if (!Number.isFinite(constant(k, w.x))) throw unsupported('Not a real constant');
      return out('fn-range-shift', shift(before, k), { k: L(k) });
    }
    case 'mul': {
      const c = simplify(mkMul(e.args.filter((a) => a !== u)));
      const cv = constant(c, w.x);
      if (!Number.isFinite(cv) || cv === 0) throw unsupported('Not a real constant');
      // a sine or cosine times c: the amplitude is |c|
      if (u.k === 'fn' && (u.name === 'sin' || u.name === 'cos'))
        return out('fn-range-amplitude', scale(before, c), { a: L(simplify(fn('abs', c))) });
      return out(cv < 0 ? 'fn-range-scale-negative' : 'fn-range-scale', scale(before, c), { c: L(c) });
    }
    case 'pow':
      return powerValues(e, u, before, w, out);
    case 'fn':
      return fnValues(e, u, before, w, out);
    default:
      throw unsupported('Unsupported operation');
  }
}

type Out = (rule: string, s: RealSet, extra?: Record<string, string>) => RealSet;

/** u^n (n an integer or a half-integer) and b^u (b > 0, b ≠ 1 a constant). */
function powerValues(e: Extract<Expr, { k: 'pow' }>, u: Expr, s: RealSet, w: Walk, out: Out): RealSet {
  const [b, n] = e.args;
  if (u === b) {
    if (!isNum(n)) throw unsupported('A variable exponent with a variable base');
    if (n.d === 1n) {
      const pieces = powerPieces(n.n);
      const rule = n.n < 0n ? 'fn-range-reciprocal' : n.n % 2n === 0n ? 'fn-range-square' : 'fn-range-odd-power';
      return out(rule, image(s, pieces));
    }
    if (n.d !== 2n) throw unsupported('Only square roots among the fractional powers');
    // u^(p/2) = (√u)^p
    const root = mkPow(b, q(1n, 2n));
    const roots = out('fn-range-sqrt', image(s, [monotone(NONNEG, true, (v) => mkPow(v, q(1n, 2n)), null, null)]), {
      u: L(root),
    });
    if (n.n === 1n) return roots;
    return out(n.n < 0n ? 'fn-range-reciprocal' : 'fn-range-odd-power', image(roots, powerPieces(n.n)));
  }
  const bv = constant(b, w.x);
  if (!(bv > 0) || bv === 1) throw unsupported('An exponential needs a positive base other than 1');
  const g = (v: Expr) => mkPow(b, v);
  return out('fn-range-exp', image(s, [bv > 1 ? monotone(ALL, true, g, q(0n), null) : monotone(ALL, false, g, null, q(0n))]), {
    b: L(b),
  });
}

/** Functions of the engine: |u|, logarithms, sin/cos/tan/sec/csc/cot, the inverse trigonometric functions. */
function fnValues(e: Extract<Expr, { k: 'fn' }>, u: Expr, s: RealSet, w: Walk, out: Out): RealSet {
  const g = (v: Expr) => fn(e.name, v, ...e.args.slice(1));
  const period = widest(s) >= 2 * Math.PI;
  const ONE = q(1n),
    MINUS_ONE = q(-1n);
  switch (e.name) {
    case 'abs':
      return out('fn-range-abs', image(s, [monotone(NONPOS, false, g, null, q(0n)), monotone(NONNEG, true, g, q(0n), null)]));
    case 'ln':
    case 'log': {
      const base = e.name === 'ln' ? Math.E : constant(e.args[1] ?? q(10n), w.x);
      if (!(base > 0) || base === 1 || e.args[0] !== u) throw unsupported('A logarithm needs a constant base');
      return out('fn-range-log', image(s, [monotone(POS, base > 1, g, null, null)]));
    }
    case 'sin':
    case 'cos':
      if (!period) throw unsupported('Less than a period of sine or cosine');
      return out('fn-range-sin-cos', [iv(MINUS_ONE, true, ONE, true)], { fn: `\\${e.name}` });
    case 'tan':
    case 'cot':
      if (!period) throw unsupported('Less than a period of tangent');
      return out('fn-range-tan', REALS, { fn: `\\${e.name}` });
    case 'sec':
    case 'csc':
      if (!period) throw unsupported('Less than a period of secant');
      return out('fn-range-sec', [iv(null, false, MINUS_ONE, true), iv(ONE, true, null, false)], { fn: `\\${e.name}` });
    case 'atan': {
      const half = simplify(mkMul([PI, q(1n, 2n)]));
      return out('fn-range-inverse-trig', image(s, [monotone(ALL, true, g, simplify(mkMul([MINUS_ONE, half])), half)]), {
        fn: '\\arctan',
      });
    }
    case 'asin':
    case 'acos':
      return out(
        'fn-range-inverse-trig',
        image(s, [monotone(iv(MINUS_ONE, true, ONE, true), e.name === 'asin', g, null, null)]),
        {
          fn: e.name === 'asin' ? '\\arcsin' : '\\arccos',
        },
      );
    default:
      throw unsupported(`The range through ${e.name} is not computed`);
  }
}

/** An inner part with several occurrences of x: a quadratic, an odd-degree polynomial or a Möbius function. */
function coreValues(e: Expr, w: Walk): RealSet {
  const p = toPoly(e, w.x, 12);
  if (p) {
    const d = deg(p);
    if (d === 2) return quadraticValues(e, p[2]!, p[1]!, p[0]!, w);
    if (d % 2 === 1) {
      w.steps.push(st('fn-range-odd-poly', L(e), setL(REALS), { u: L(e), n: String(d), set: setL(REALS) }));
      return REALS;
    }
    return evenPolyValues(e, p, w);
  }
  return mobiusValues(e, w);
}

/**
 * A polynomial of even degree ≥ 4: its lowest (a > 0) or highest (a < 0) value is taken at a critical point, where the
 * derivative is 0 — all of them found exactly by the engine's solver, or UNSUPPORTED.
 */
function evenPolyValues(e: Expr, p: Q[], w: Walk): RealSet {
  const X = sym(w.x);
  const dp = simplify(mkAdd(p.slice(1).map((c, i) => mkMul([num(BigInt(i + 1)), c, mkPow(X, q(BigInt(i)))]))));
  const res = solveEquation(rel('=', dp, q(0n)), w.x);
  if (res.kind !== 'solutions' || res.partial || !res.exact) throw unsupported('The critical points were not all found');
  const crit = res.solutions.filter((_, i) => Math.abs(res.approx[i]!.im) < 1e-12).map((c) => simplify(c));
  const vals = crit.map((c) => simplify(subst(e, w.x, c)));
  if (!vals.length || !vals.every((v) => Number.isFinite(evalReal(v)))) throw unsupported('No critical value');
  const up = p[p.length - 1]!.n > 0n;
  const k = vals.reduce((b, v) => ((up ? evalReal(v) < evalReal(b) : evalReal(v) > evalReal(b)) ? v : b));
  const set = [up ? iv(k, true, null, false) : iv(null, false, k, true)];
  const fx = (c: Expr, v: Expr) => `y\\left(${L(c)}\\right) = ${L(v)}`;
  w.steps.push(
    st('fn-range-critical', L(e), vals.map(L).join(',\\ '), {
      d: `${L(dp)} = 0`,
      xs: crit.map(L).join(',\\ '),
      vals: crit.map((c, i) => fx(c, vals[i]!)).join(',\\ '),
    }),
  );
  w.steps.push(
    st(up ? 'fn-range-even-poly-up' : 'fn-range-even-poly-down', L(e), setL(set), { k: L(k), u: L(e), set: setL(set) }),
  );
  return set;
}

type Q = Extract<Expr, { k: 'num' }>;
/** a(x − h)² + k as the books print it: `-2\left(x - 1\right)^{2} + 5`, `\left(x + 3\right)^{2}`, `x^{2} - 4`. */
function vertexLatex(a: Q, h: Expr, k: Expr, x: string): string {
  const sign = (v: Expr) => evalReal(v) < 0;
  const abs = (v: Expr) => L(simplify(mkMul([q(sign(v) ? -1n : 1n), v])));
  const coef = a.n === a.d ? '' : a.n === -a.d ? '-' : L(a);
  const sq = evalReal(h) === 0 ? `${x}^{2}` : `\\left(${x} ${sign(h) ? '+' : '-'} ${abs(h)}\\right)^{2}`;
  const tail = evalReal(k) === 0 ? '' : ` ${sign(k) ? '-' : '+'} ${abs(k)}`;
  return `${coef}${sq}${tail}`;
}
/** a x² + b x + c = a(x − h)² + k: [k, ∞) when a > 0, (−∞, k] when a < 0. */
function quadraticValues(e: Expr, a: Q, b: Q, c: Q, w: Walk): RealSet {
  const X = sym(w.x);
  const h = simplify(mkMul([q(-1n), b, mkPow(mkMul([q(2n), a]), q(-1n))]));
  const k = simplify(mkAdd([c, mkMul([q(-1n), b, b, mkPow(mkMul([q(4n), a]), q(-1n))])]));
  const form = `${displayExpr(e, [w.x]).latex} = ${vertexLatex(a, h, k, L(X))}`;
  w.steps.push(st('fn-range-vertex', L(e), form, { form, vertex: `\\left(${L(h)}, ${L(k)}\\right)` }));
  const up = a.n > 0n;
  const set = [up ? iv(k, true, null, false) : iv(null, false, k, true)];
  w.steps.push(st(up ? 'fn-range-parabola-up' : 'fn-range-parabola-down', form, setL(set), { k: L(k), u: L(e), set: setL(set) }));
  return set;
}

/** (a x + b)/(c x + d) = a/c + m/(c x + d): every value but a/c (only a/c when m = 0). */
function mobiusValues(e: Expr, w: Walk): RealSet {
  const top: Expr[] = [],
    bottom: Expr[] = [];
  for (const f of e.k === 'mul' ? e.args : [e]) {
    if (f.k === 'pow' && isNum(f.args[1]) && f.args[1].n < 0n && f.args[1].d === 1n)
      bottom.push(mkPow(f.args[0], q(-f.args[1].n)));
    else top.push(f);
  }
  const P = toPoly(mkMul(top), w.x, 2),
    D = toPoly(mkMul(bottom), w.x, 2);
  if (!P || !D || deg(D) !== 1 || deg(P) > 1) throw unsupported('Not a quotient of linear functions');
  const [b, a] = [P[0]!, P[1] ?? q(0n)];
  const [d, c] = [D[0]!, D[1]!];
  const asym = simplify(mkMul([a, mkPow(c, q(-1n))]));
  const m = simplify(mkAdd([b, mkMul([q(-1n), a, d, mkPow(c, q(-1n))])]));
  const X = sym(w.x);
  const den = mkAdd([mkMul([c, X]), d]);
  const form = `${L(e)} = ${L(simplify(mkAdd([asym, mkMul([m, mkPow(den, q(-1n))])])))}`;
  if (isNum(m) && m.n === 0n) {
    const set = [iv(asym, true, asym, true)];
    w.steps.push(st('fn-range-constant', L(e), setL(set), { k: L(asym) }));
    return set;
  }
  const set = [iv(null, false, asym, false), iv(asym, false, null, false)];
  w.steps.push(st('fn-range-asymptote', L(e), setL(set), { form, y: `y = ${L(asym)}`, u: L(e), set: setL(set) }));
  return set;
}

/**
 * The range of f (in the variable x): the set, its interval notation (LaTeX and text come from the caller's printer)
 * and the steps (the last one gives interval and set-builder notation). UNSUPPORTED for a form it cannot certify.
 */
export function rangeOf(f0: Expr, x: string, steps: Step[]): RealSet {
  const f = simplify(f0);
  const w: Walk = { x, steps };
  let set: RealSet;
  if (!contains(f, x)) {
    if (!Number.isFinite(evalReal(f))) throw unsupported('Not a real constant');
    set = [iv(f, true, f, true)];
    steps.push(st('fn-range-constant', L(f), setL(set), { k: L(f) }));
  } else {
    const p = toPoly(f, x, 12);
    // a whole quadratic is read by its vertex, as the books do (even when x appears once, as in −2(x − 1)² + 5)
    const d = p ? deg(p) : 0;
    if (d === 2) set = quadraticValues(f, p![2]!, p![1]!, p![0]!, w);
    else if (d === 1) {
      set = REALS;
      startStep(f, w);
    } else if (d % 2 === 1) set = coreValues(f, w);
    else set = valuesOf(f, w);
    if (steps.length === 0 || set.length === 0) throw unsupported('No step explains the range');
  }
  const latex = setL(set);
  steps.push(st('fn-range-result', L(f), latex, { set: latex, builder: setBuilder(set) }));
  return set;
}
