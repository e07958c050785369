/**
 * Limits with steps: direct substitution (continuity), factor and cancel (rational functions),
 * dividing by the highest power (rational functions at infinity), L'Hôpital's rule for 0/0 and ∞/∞
 * (repeated), rewriting 0·∞ as a quotient, 1^∞ / 0^0 / ∞^0 through the logarithm, one-sided analysis
 * of c/0, and a numeric estimate as the last resort (never reported as exact). The methods are the ordered strategy
 * list {@link LIMIT_STRATEGIES} (see math/strategy.ts).
 * Source: Stewart, Calculus, ch. 2 and 4.4.
 */
import { Expr, num, sym, freeOf, contains, isNum, isZero, subst, ZERO, NEG_ONE, E, Num, qdiv, size } from './ast';
import { simplify, mkAdd, mkMul, mkPow, mkFn, numerDenom, expand } from './simplify';
import { toPoly, deg, polyGcd, polyDivmod, fromPoly, type Poly } from './poly';
import { derive } from './diff';
import { toLatex } from './print';
import { StepLog } from './steps';
import { evalReal } from './numeric';
import { tick } from './budget';
import { runStrategies, type Strategy, type StrategyContext } from './strategy';
import { exactSpecialValues, isSpecialFunction, specialValue } from './special';

export interface LimitResult {
  /** The limit (may be inf or -inf), or null when it does not exist / was not found. */
  value: Expr | null;
  exists: boolean;
  exact: boolean;
  approx: number;
  steps: StepLog;
  method: string;
}
const INF = sym('inf');
const NINF = mkMul([NEG_ONE, INF]);
const isInfE = (e: Expr) => contains(e, 'inf');
const limL = (f: Expr, x: string, a: Expr, dir?: string) =>
  toLatex({ k: 'lim', args: [f, a], v: x, dir: dir as '+' | '-' | undefined });

/** Numeric sample of f approaching a (from one side or both). */
function approach(f: Expr, x: string, av: number, side: 1 | -1): number[] {
  const out: number[] = [];
  for (let k = 2; k <= 9; k++) {
    const h = Math.pow(10, -k);
    const t = Number.isFinite(av) ? av + side * h * Math.max(1, Math.abs(av)) : side * Math.pow(10, k + 1);
    out.push(evalReal(f, { [x]: t }));
  }
  return out;
}
function numericLimit(f: Expr, x: string, av: number, side: 1 | -1): number {
  const s = approach(f, x, av, side);
  const last = s[s.length - 1],
    prev = s[s.length - 2],
    prev2 = s[s.length - 3];
  if (!Number.isFinite(last)) {
    // maybe overflow at extreme: use an earlier term
    const fin = s.filter(Number.isFinite);
    if (!fin.length) return s.every((v) => v === Infinity) ? Infinity : s.every((v) => v === -Infinity) ? -Infinity : NaN;
    const v = fin[fin.length - 1];
    return Math.abs(v) > 1e8 ? Math.sign(v) * Infinity : NaN;
  }
  if (Math.abs(last) > 1e8 && Math.abs(last) > Math.abs(prev) && Math.abs(prev) > Math.abs(prev2))
    return Math.sign(last) * Infinity;
  // slow (logarithmic) divergence: steady increments that do not shrink
  const d = [s[s.length - 4] - s[s.length - 5], prev2 - s[s.length - 4], prev - prev2, last - prev];
  if (
    d.every((v) => Number.isFinite(v) && Math.sign(v) === Math.sign(d[0]) && v !== 0) &&
    d.slice(1).every((v, i) => Math.abs(v) > 0.7 * Math.abs(d[i])) &&
    Math.abs(last) > 10
  )
    return Math.sign(d[0]) * Infinity;
  if (Math.abs(last - prev) < 1e-5 * Math.max(1, Math.abs(last))) return last;
  return NaN;
}
function recognize(v: number): Expr | null {
  if (!Number.isFinite(v)) return v > 0 ? INF : v < 0 ? NINF : null;
  for (let q = 1; q <= 60; q++) {
    const p = Math.round(v * q);
    if (Math.abs(p / q - v) < 1e-9 * Math.max(1, Math.abs(v))) return num(p, q);
  }
  const cands: Expr[] = [
    E,
    mkPow(E, NEG_ONE),
    mkPow(E, num(2)),
    sym('pi'),
    mkFn('ln', [num(2)]),
    mkPow(num(2), num(1, 2)),
    mkPow(num(3), num(1, 2)),
  ];
  for (const c of cands)
    for (const k of [1, 2, 3, -1, 0.5, 1 / 3, 0.25])
      if (Math.abs(evalReal(c) * k - v) < 1e-9) return simplify(mkMul([num(Math.round(k * 12), 12), c]));
  return null;
}

function isFiniteValue(e: Expr): boolean {
  if (isInfE(e)) return false;
  const v = evalReal(e);
  return Number.isFinite(v);
}

/** lim_{x -> a} f. `dir` '+' or '-' for one-sided limits. */
export function limit(f0: Expr, x: string, a0: Expr, dir?: '+' | '-'): LimitResult {
  const log = new StepLog();
  const f = simplify(f0),
    a = simplify(a0);
  const r = lim(f, x, a, dir, log, 0);
  return { ...r, steps: log };
}

type LimitValue = Omit<LimitResult, 'steps'>;
type Dir = '+' | '-' | undefined;

const done = (value: Expr | null, method: string, exact = true): LimitValue => ({
  value,
  exists: value !== null,
  exact: exact && value !== null,
  approx: value ? evalReal(value) : NaN,
  method,
});

/**
 * lim_{x→a} f as the limit strategies see it; the quotient form N/D (negative powers moved down, fractions inside N
 * and D cleared) and its polynomial forms are computed on first use and shared.
 */
export class LimitProblem {
  /** The point as a number (±Infinity at infinity). */
  readonly av: number;
  private q?: { N: Expr; D: Expr; pn: Poly | null; pd: Poly | null };
  constructor(
    readonly f: Expr,
    readonly x: string,
    readonly a: Expr,
    readonly dir: Dir,
    readonly log: StepLog,
    readonly depth: number,
  ) {
    this.av = evalReal(a);
  }
  get atInfinity(): boolean {
    return isInfE(this.a);
  }
  /** Numerator, denominator and their polynomial forms (null when not polynomials in x). */
  get quotient(): { N: Expr; D: Expr; pn: Poly | null; pd: Poly | null } {
    if (this.q) return this.q;
    const { f, x } = this;
    let [N, D] = splitQuotient(f, x);
    const [a1, b1] = numerDenom(N),
      [c1, d1] = numerDenom(D);
    if (contains(b1, x) || contains(d1, x)) {
      try {
        N = simplify(expandSafe(mkMul([a1, d1])));
        D = simplify(expandSafe(mkMul([b1, c1])));
      } catch {
        /* keep */
      }
    }
    return (this.q = { N, D, pn: toPoly(N, x), pd: toPoly(D, x) });
  }
  /** A one-sided numeric estimate of f. */
  side(s: 1 | -1): number {
    return numericLimit(this.f, this.x, this.av, s);
  }
  /** A numeric estimate of lim e (both sides must agree unless the limit is one-sided). */
  val(e: Expr): number {
    const { x, av, dir } = this;
    if (this.atInfinity) return numericLimit(e, x, av, av > 0 ? 1 : -1);
    const l = numericLimit(e, x, av, 1),
      r = numericLimit(e, x, av, -1);
    if (Number.isNaN(l) && !dir) return r;
    if (Number.isNaN(r) && !dir) return l;
    return dir === '+' ? l : dir === '-' ? r : l === r || Math.abs(l - r) < 1e-6 * Math.max(1, Math.abs(l)) ? l : NaN;
  }
  /** The limit of another function at the same point, one level deeper, steps to `log`. */
  sub(g: Expr, log: StepLog = this.log): LimitValue {
    return lim(g, this.x, this.a, this.dir, log, this.depth + 1);
  }
  /** The numeric estimate (the last resort). */
  numeric(): LimitValue {
    return numericFallback(this.f, this.x, this.a, this.av, this.dir, this.log);
  }
  /** The limit as LaTeX, for steps. */
  latex(g: Expr = this.f, withDir = true): string {
    return limL(g, this.x, this.a, withDir ? this.dir : undefined);
  }
}

/** A method for limits: see {@link LIMIT_STRATEGIES} for the list and its order. */
export type LimitStrategy = Strategy<LimitProblem, LimitValue>;

/**
 * The limit strategies, tried in this order: constants, direct substitution where f is continuous, (past the depth
 * limit: the numeric estimate), limit laws for outer functions, products (with the squeeze theorem) and sums,
 * polynomials and rational functions at infinity, factor and cancel, leading terms, the quotient forms (L'Hôpital for
 * 0/0 and ∞/∞, c/∞, one-sided c/0), conjugates, f^g through the logarithm, 0·∞ as a quotient, and the numeric
 * estimate last. Extend with `addStrategy(LIMIT_STRATEGIES, s, before)`.
 */
export const LIMIT_STRATEGIES: LimitStrategy[] = [
  {
    id: 'constant',
    applies: ({ f, x }) => freeOf(f, x),
    run: (p) => {
      p.log.add('direct-substitution', p.latex(), toLatex(p.f), { point: toLatex(p.a) });
      return done(p.f, 'constant');
    },
  },
  {
    id: 'direct-substitution',
    applies: (p) => !p.atInfinity,
    run: (p) => {
      const { f, x, a, av, dir } = p;
      try {
        const v = simplify(exactSpecialValues(simplify(subst(f, x, a))));
        if (!isFiniteValue(v)) return null;
        const vv = evalReal(v);
        const near = (s: number) => evalReal(f, { [x]: av + s * 1e-10 * Math.max(1, Math.abs(av)) });
        const l = near(1),
          r = near(-1);
        const okL = dir === '-' || (Number.isFinite(l) && Math.abs(l - vv) < 1e-3 * Math.max(1, Math.abs(vv)));
        const okR =
          dir === '+' || (Number.isFinite(r) && Math.abs(r - vv) < 1e-3 * Math.max(1, Math.abs(vv))) || (Number.isNaN(r) && !dir);
        if (okL && okR) {
          p.log.add('direct-substitution', p.latex(), toLatex(v), { point: toLatex(a) });
          return done(v, 'direct-substitution');
        }
      } catch {
        /* division by zero etc. */
      }
      return null;
    },
  },
  { id: 'depth-limit', applies: (p) => p.depth > 6, run: (p) => p.numeric() },
  // limit laws: continuous outer function of an inner limit
  {
    id: 'limit-laws-function',
    applies: ({ f }) => f.k === 'fn' && f.args.length === 1,
    run: (p) => {
      const f = p.f as Extract<Expr, { k: 'fn' }>;
      const sub = new StepLog();
      const r = p.sub(f.args[0], sub);
      if (!r.exact || !r.value) return null;
      const inf = isInfE(r.value),
        pos = evalReal(r.value) > 0;
      const atInf: Record<string, Expr> = {
        atan: mkMul([num(pos ? 1 : -1, 2), sym('pi')]),
        ln: INF,
        tanh: num(pos ? 1 : -1),
        sinh: pos ? INF : NINF,
        cosh: INF,
        asinh: pos ? INF : NINF,
        abs: INF,
        sqrt: INF,
      };
      let v: Expr | null = null;
      if (inf && isSpecialFunction(f.name))
        v = specialValue(f.name, pos ? INF : NINF); // erf ∞ = 1, Si ∞ = π/2, …
      else if (inf) v = (f.name === 'ln' || f.name === 'sqrt') && !pos ? null : (atInf[f.name] ?? null);
      else {
        try {
          const w = simplify(exactSpecialValues(simplify(mkFn(f.name, [r.value]))));
          if (isFiniteValue(w)) v = w;
          else if (f.name === 'ln' && isZero(r.value)) v = NINF;
        } catch {
          v = f.name === 'ln' && isZero(r.value) ? NINF : null;
        }
      }
      if (!v) return null;
      p.log.push(...sub.steps);
      p.log.add('limit-laws', p.latex(), toLatex(v), { inner: toLatex(r.value) });
      return done(v, 'limit-laws');
    },
  },
  // limit laws for products of exact limits; squeeze: a factor tends to 0 and all the others are bounded
  {
    id: 'limit-laws-product',
    applies: ({ f }) => f.k === 'mul',
    run: (p) => {
      const { f, x } = p;
      const args = (f as Extract<Expr, { k: 'mul' }>).args;
      const consts = args.filter((t) => freeOf(t, x)),
        vars = args.filter((t) => !freeOf(t, x));
      const sub = new StepLog();
      const parts = vars.map((t) => p.sub(t, sub));
      const c = mkMul(consts);
      if (parts.every((q) => q.exact && q.value)) {
        const infs = parts.filter((q) => isInfE(q.value!));
        const zeros = parts.filter((q) => isZero(q.value!));
        let v: Expr | null = null;
        if (infs.length === 0) v = simplify(mkMul([c, ...parts.map((q) => q.value!)]));
        else if (zeros.length === 0)
          v = Math.sign(evalReal(c)) * parts.reduce((s2, q) => s2 * Math.sign(evalReal(q.value!)), 1) > 0 ? INF : NINF;
        if (v) {
          p.log.push(...sub.steps);
          p.log.add('limit-laws', p.latex(), toLatex(v));
          return done(v, 'limit-laws');
        }
      }
      const zi = parts.findIndex((q) => q.exact && q.value && isZero(q.value));
      if (zi >= 0 && vars.every((t, i) => i === zi || isBounded(t))) {
        p.log.add('squeeze-theorem', p.latex(), '0', { bounded: toLatex(mkMul(vars.filter((_, i) => i !== zi))) });
        return done(ZERO, 'squeeze');
      }
      return null;
    },
  },
  {
    id: 'limit-laws-sum',
    applies: ({ f }) => f.k === 'add',
    run: (p) => {
      const sub = new StepLog();
      const parts = (p.f as Extract<Expr, { k: 'add' }>).args.map((t) => p.sub(t, sub));
      if (!parts.every((q) => q.exact && q.value)) return null;
      const infs = parts.filter((q) => isInfE(q.value!)).map((q) => Math.sign(evalReal(q.value!)));
      if (infs.length && !infs.every((s) => s === infs[0])) return null;
      const v = infs.length ? (infs[0] > 0 ? INF : NINF) : simplify(mkAdd(parts.map((q) => q.value!)));
      p.log.push(...sub.steps);
      p.log.add('limit-laws', p.latex(), toLatex(v));
      return done(v, 'limit-laws');
    },
  },
  {
    id: 'polynomial-at-infinity',
    applies: (p) => p.atInfinity,
    run: (p) => {
      const pf = toPoly(p.f, p.x);
      if (!pf || (deg(pf) as number) < 1) return null;
      const n = deg(pf) as number;
      const sg = Math.sign(Number(pf[n].n)) * (p.av > 0 || n % 2 === 0 ? 1 : -1);
      const v = sg > 0 ? INF : NINF;
      p.log.add('limit-infinite', p.latex(p.f, false), toLatex(v));
      return done(v, 'polynomial-at-infinity');
    },
  },
  {
    id: 'rational-at-infinity',
    applies: (p) => p.atInfinity && isRationalQuotient(p),
    run: (p) => {
      const { pn, pd } = p.quotient as { pn: Poly; pd: Poly };
      const dn = deg(pn) as number,
        dd = deg(pd) as number;
      const ln = pn[dn],
        ld = pd[dd];
      const pw = mkPow(sym(p.x), num(dd));
      let value: Expr;
      if (dn < dd) value = ZERO;
      else if (dn === dd) value = qdiv(ln, ld);
      else {
        const sgnLead = Math.sign(Number(ln.n) * Number(ld.n));
        const sgnX = p.av > 0 ? 1 : (dn - dd) % 2 === 0 ? 1 : -1;
        value = sgnLead * sgnX > 0 ? INF : NINF;
      }
      p.log.add('divide-by-highest-power', p.latex(p.f, false), toLatex(value), { power: toLatex(pw) });
      return done(value, 'rational-at-infinity');
    },
  },
  // finite point: cancel common factors
  {
    id: 'factor-and-cancel',
    applies: (p) => !p.atInfinity && isRationalQuotient(p),
    run: (p) => {
      const { pn, pd } = p.quotient as { pn: Poly; pd: Poly };
      const g = polyGcd(pn, pd);
      if ((deg(g) as number) < 1) return null;
      const n2 = polyDivmod(pn, g)[0],
        d2 = polyDivmod(pd, g)[0];
      const h = simplify(mkMul([fromPoly(n2, p.x), mkPow(fromPoly(d2, p.x), NEG_ONE)]));
      p.log.add('indeterminate-form', p.latex(), '\\frac{0}{0}', { form: '\\frac{0}{0}' });
      p.log.add('factor-and-cancel', p.latex(), p.latex(h), { factor: toLatex(fromPoly(g, p.x)) });
      return p.sub(h);
    },
  },
  // at infinity: compare leading terms (powers of x, radicals allowed)
  {
    id: 'leading-terms',
    applies: (p) => p.atInfinity && !freeOf(p.quotient.D, p.x),
    run: (p) => {
      const { N, D } = p.quotient;
      const { x, av } = p;
      const ln = leading(N, x, av > 0 ? 1 : -1),
        ld = leading(D, x, av > 0 ? 1 : -1);
      if (!ln || !ld || ld.c === 0) return null;
      let value: Expr;
      if (ln.p < ld.p) value = ZERO;
      else if (ln.p === ld.p) value = simplify(mkMul([ln.ce, mkPow(ld.ce, NEG_ONE)]));
      else value = (ln.c / ld.c) * (av > 0 ? 1 : Math.pow(-1, ln.p - ld.p)) > 0 ? INF : NINF;
      p.log.add('divide-by-highest-power', p.latex(mkMul([N, mkPow(D, NEG_ONE)]), false), toLatex(value), {
        power: toLatex(ld.p === 1 ? sym(x) : mkPow(sym(x), num(Math.round(ld.p * 6), 6))),
      });
      return done(value, 'leading-terms');
    },
  },
  // 0/0 at a point with a radical difference above or below: multiply by the conjugate, then factor and cancel
  { id: 'conjugate-quotient', applies: (p) => !p.atInfinity && !freeOf(p.quotient.D, p.x), run: conjugateQuotient },
  // N/D by the values of N and D at a: L'Hôpital for 0/0 and ∞/∞, c/∞ = 0, one-sided c/0
  { id: 'quotient-forms', applies: (p) => !freeOf(p.quotient.D, p.x), run: quotientForms },
  // conjugate: sqrt(A) - B at infinity -> (A - B^2) / (sqrt(A) + B)
  {
    id: 'conjugate',
    applies: ({ f, x, atInfinity }) =>
      atInfinity && f.k === 'add' && f.args.length === 2 && !!f.args.find((t) => isSqrt(t) && !freeOf(t, x)),
    run: (p) => {
      const args = (p.f as Extract<Expr, { k: 'add' }>).args;
      const sq = args.find(isSqrt)!;
      if (freeOf(sq, p.x)) return null;
      const other = args.find((t) => t !== sq)!;
      const numer = simplify(expandSafe(mkAdd([mkPow(sq, num(2)), mkMul([NEG_ONE, mkPow(other, num(2))])])));
      const denom = simplify(mkAdd([sq, mkMul([NEG_ONE, other])]));
      const g = mkMul([numer, mkPow(denom, NEG_ONE)]);
      p.log.add('multiply-by-conjugate', p.latex(), p.latex({ k: 'div', args: [numer, denom] }), { conjugate: toLatex(denom) });
      return p.sub(simplify(g));
    },
  },
  // f^g with variable exponent: exp(lim g ln f)
  {
    id: 'exp-log',
    applies: ({ f, x }) => f.k === 'pow' && !freeOf(f.args[1], x),
    run: (p) => {
      const [base, exp] = (p.f as Extract<Expr, { k: 'pow' }>).args;
      const g = simplify(mkMul([exp, mkFn('ln', [base])]));
      p.log.add('rewrite-as-quotient', p.latex(), `e^{${p.latex(g)}}`);
      const r = p.sub(g);
      if (!r.value) return null;
      const v = isInfE(r.value) ? (evalReal(r.value) > 0 ? INF : ZERO) : simplify(mkPow(E, r.value));
      p.log.add('simplify', `e^{${toLatex(r.value)}}`, toLatex(v));
      return done(v, 'exp-log', r.exact);
    },
  },
  { id: 'zero-times-infinity', applies: (p) => p.f.k === 'mul' && freeOf(p.quotient.D, p.x), run: zeroTimesInfinity },
  // at infinity: dominant behaviour for sums, numeric with recognition
  { id: 'numeric', applies: () => true, run: (p) => p.numeric() },
];

const NO_CONTEXT: StrategyContext = {};

function lim(f: Expr, x: string, a: Expr, dir: Dir, log: StepLog, depth: number): LimitValue {
  tick();
  const p = new LimitProblem(f, x, a, dir, log, depth);
  return runStrategies(LIMIT_STRATEGIES, p, NO_CONTEXT)?.value ?? p.numeric();
}

const isSqrt = (t: Expr) => t.k === 'pow' && isNum(t.args[1]) && t.args[1].n === 1n && t.args[1].d === 2n;
const isRationalQuotient = (p: LimitProblem) => {
  const { pn, pd } = p.quotient;
  return !!pn && !!pd && deg(pd) >= 1;
};

/** `√A ± B` or `√A ± √B` (two terms, a square root of x among them): its terms, the radical first; else null. */
function radicalPair(e: Expr, x: string): [Expr, Expr] | null {
  if (e.k !== 'add' || e.args.length !== 2) return null;
  const sq = e.args.find((t) => isSqrt(t) && !freeOf(t, x)) ?? e.args.find((t) => isScaledSqrt(t) && !freeOf(t, x));
  if (!sq) return null;
  const other = e.args.find((t) => t !== sq)!;
  return [sq, other];
}
const isScaledSqrt = (t: Expr) => t.k === 'mul' && t.args.length === 2 && isNum(t.args[0]) && isSqrt(t.args[1]);

/**
 * 0/0 at a finite point where the numerator or the denominator is a difference with a square root
 * (`(√(x+4) − 2)/x`, `(x − 1)/(√x − 1)`, `(√(1+x) − √(1−x))/x`): multiply above and below by the conjugate, so the
 * radical part becomes the polynomial A − B², cancel the common polynomial factor, and substitute (Stewart §2.3,
 * OpenStax Calculus Volume 1 §2.3). Null when it is not such a quotient or no factor cancels (L'Hôpital follows).
 */
function conjugateQuotient(p: LimitProblem): LimitValue | null {
  const { N, D } = p.quotient;
  if (!(Math.abs(p.val(N)) < 1e-7 && Math.abs(p.val(D)) < 1e-7)) return null;
  const top = radicalPair(N, p.x);
  const bottom = top ? null : radicalPair(D, p.x);
  const pair = top ?? bottom;
  if (!pair) return null;
  const [sq, other] = pair;
  const conj = simplify(mkAdd([sq, mkMul([NEG_ONE, other])]));
  const squared = simplify(expandSafe(mkAdd([mkPow(sq, num(2)), mkMul([NEG_ONE, mkPow(other, num(2))])])));
  const rest = top ? D : N;
  const [pr, ps] = [toPoly(rest, p.x), toPoly(squared, p.x)];
  if (!pr || !ps) return null;
  const g = polyGcd(pr, ps);
  if ((deg(g) as number) < 1) return null;
  const [rr, sr] = [fromPoly(polyDivmod(pr, g)[0], p.x), fromPoly(polyDivmod(ps, g)[0], p.x)];
  const h = top ? simplify(mkMul([sr, mkPow(mkMul([rr, conj]), NEG_ONE)])) : simplify(mkMul([rr, conj, mkPow(sr, NEG_ONE)]));
  const multiplied: Expr = top
    ? { k: 'div', args: [squared, mkMul([rest, conj])] }
    : { k: 'div', args: [mkMul([rest, conj]), squared] };
  p.log.add('indeterminate-form', p.latex(), '\\frac{0}{0}', { form: '\\frac{0}{0}' });
  p.log.add('multiply-by-conjugate', p.latex(), p.latex(multiplied), { conjugate: toLatex(conj) });
  p.log.add('factor-and-cancel', p.latex(multiplied), p.latex(h), { factor: toLatex(fromPoly(g, p.x)) });
  return p.sub(h);
}

/** N/D where D depends on x, judged by the values of N and D at the point. */
function quotientForms(p: LimitProblem): LimitValue | null {
  const { f, x, a, av, dir, log } = p;
  const { N, D } = p.quotient;
  const nv = p.val(N),
    dv = p.val(D);
  const zz = Math.abs(nv) < 1e-7 && Math.abs(dv) < 1e-7;
  const ii = !Number.isFinite(nv) && !Number.isFinite(dv) && !Number.isNaN(nv) && !Number.isNaN(dv);
  if (zz || ii) {
    const form = zz ? '\\frac{0}{0}' : '\\frac{\\infty}{\\infty}';
    log.add('indeterminate-form', p.latex(), form, { form });
    let dN: Expr, dD: Expr;
    try {
      dN = derive(N, x);
      dD = derive(D, x);
    } catch {
      return p.numeric();
    }
    const h = simplify(mkMul([dN, mkPow(dD, NEG_ONE)]));
    if (size(h) > 3 * size(f) + 20) return p.numeric();
    log.add('lhopital-rule', p.latex(mkMul([N, mkPow(D, NEG_ONE)])), p.latex({ k: 'div', args: [dN, dD] }));
    return p.sub(h);
  }
  if (Number.isFinite(nv) && (dv === Infinity || dv === -Infinity)) {
    const rn = p.sub(N, new StepLog());
    if (rn.exact && rn.value && !isInfE(rn.value)) {
      log.add('known-limit', p.latex(), '0', { limit: '\\frac{c}{\\infty} = 0' });
      return done(ZERO, 'bounded-over-infinite');
    }
  }
  let dAtA = NaN;
  if (!isInfE(a)) {
    try {
      dAtA = evalReal(simplify(subst(D, x, a)));
    } catch {
      dAtA = 0;
    }
  }
  if (Number.isFinite(nv) && Math.abs(nv) > 1e-7 && (Math.abs(dv) < 1e-9 || dAtA === 0) && !isInfE(a)) {
    const l = p.side(1),
      r = p.side(-1);
    if (dir === '+' || dir === '-') {
      const v = dir === '+' ? l : r;
      if (!Number.isFinite(v) && !Number.isNaN(v)) {
        log.add('limit-infinite', p.latex(), toLatex(v > 0 ? INF : NINF));
        return done(v > 0 ? INF : NINF, 'infinite');
      }
    } else if (!Number.isFinite(l) && !Number.isFinite(r) && !Number.isNaN(l) && !Number.isNaN(r)) {
      if (Math.sign(l) === Math.sign(r)) {
        log.add('limit-infinite', p.latex(f, false), toLatex(l > 0 ? INF : NINF));
        return done(l > 0 ? INF : NINF, 'infinite');
      }
      log.add('one-sided-limits', p.latex(f, false), '\\text{DNE}', {
        left: toLatex(r > 0 ? INF : NINF),
        right: toLatex(l > 0 ? INF : NINF),
      });
      return { value: null, exists: false, exact: true, approx: NaN, method: 'one-sided' };
    }
  }
  void av;
  return null;
}

/** A product 0·∞ of two factors: rewrite as a quotient and apply L'Hôpital's rule. */
function zeroTimesInfinity(p: LimitProblem): LimitValue | null {
  const { x, log } = p;
  const args = (p.f as Extract<Expr, { k: 'mul' }>).args;
  const parts = args.filter((t) => !freeOf(t, x));
  if (parts.length !== 2) return null;
  const vals = parts.map((q) => p.val(q));
  const zi = vals.findIndex((v) => Math.abs(v) < 1e-7),
    ii = vals.findIndex((v) => !Number.isFinite(v) && !Number.isNaN(v));
  if (zi < 0 || ii < 0) return null;
  const c = mkMul(args.filter((t) => freeOf(t, x)));
  // keep the log / slowly varying factor on top: ln x * x -> ln x / (1/x)
  const top = parts[ii].k === 'fn' && parts[zi].k !== 'fn' ? ii : zi;
  const bot = top === zi ? ii : zi;
  const Nq = mkMul([c, parts[top]]),
    Dq = simplify(mkPow(parts[bot], NEG_ONE));
  log.add('rewrite-as-quotient', p.latex(), p.latex({ k: 'div', args: [Nq, Dq] }));
  let dN: Expr, dD: Expr;
  try {
    dN = derive(simplify(Nq), x);
    dD = derive(Dq, x);
  } catch {
    return p.numeric();
  }
  log.add('lhopital-rule', p.latex({ k: 'div', args: [Nq, Dq] }), p.latex({ k: 'div', args: [dN, dD] }));
  return p.sub(simplify(mkMul([dN, mkPow(dD, NEG_ONE)])));
}

function expandSafe(e: Expr): Expr {
  try {
    return expand(e);
  } catch {
    return e;
  }
}
/** Numerator and denominator, moving factors with negative exponents (also e^{-x}) down. */
function splitQuotient(f: Expr, x: string): [Expr, Expr] {
  const [N, D] = numerDenom(f);
  if (!contains(D, x) && N.k === 'mul') {
    const up: Expr[] = [],
      down: Expr[] = [];
    for (const t of N.args) {
      if (
        t.k === 'pow' &&
        t.args[1].k === 'mul' &&
        isNum(t.args[1].args[0]) &&
        (t.args[1].args[0] as Num).n < 0n &&
        contains(t, x)
      )
        down.push(simplify(mkPow(t.args[0], mkMul([NEG_ONE, t.args[1]]))));
      else up.push(t);
    }
    if (down.length) return [mkMul(up), mkMul([D, ...down])];
  }
  return [N, D];
}

function numericFallback(
  f: Expr,
  x: string,
  a: Expr,
  av: number,
  dir: '+' | '-' | undefined,
  log: StepLog,
): Omit<LimitResult, 'steps'> {
  const l = numericLimit(f, x, av, Number.isFinite(av) ? 1 : av > 0 ? 1 : -1);
  const r = Number.isFinite(av) ? numericLimit(f, x, av, -1) : l;
  const v = dir === '+' ? l : dir === '-' ? r : Math.abs(l - r) <= 1e-5 * Math.max(1, Math.abs(l)) || l === r ? l : NaN;
  if (Number.isNaN(v)) {
    if (!dir && Number.isFinite(av) && !Number.isNaN(l) && !Number.isNaN(r) && Math.abs(l - r) > 1e-3) {
      log.add('one-sided-limits', limL(f, x, a), '\\text{DNE}', { left: String(r), right: String(l) });
      return { value: null, exists: false, exact: false, approx: NaN, method: 'one-sided' };
    }
    return { value: null, exists: false, exact: false, approx: NaN, method: 'none' };
  }
  const rec = recognize(v);
  const value = rec ?? simplify({ k: 'fn', name: 'approx', args: [num(Math.round(v * 1e10), 10000000000)] });
  log.add('limit-numeric', limL(f, x, a, dir), toLatex(value));
  return { value, exists: true, exact: false, approx: v, method: 'numeric' };
}

/** Leading term c·x^p of e as x -> ±inf (sums of powers of x with radicals); null when unknown or cancelling. */
function leading(e: Expr, x: string, sgn: 1 | -1): { c: number; ce: Expr; p: number } | null {
  switch (e.k) {
    case 'num':
      return { c: Number(e.n) / Number(e.d), ce: e, p: 0 };
    case 'sym':
      if (e.name === x) return { c: sgn, ce: num(sgn), p: 1 };
      if (e.name === 'inf') return null;
      return { c: evalReal(e), ce: e, p: 0 };
    case 'mul': {
      let c = 1,
        p = 0;
      const ces: Expr[] = [];
      for (const f of e.args) {
        const l = leading(f, x, sgn);
        if (!l) return null;
        c *= l.c;
        p += l.p;
        ces.push(l.ce);
      }
      return { c, ce: simplify(mkMul(ces)), p };
    }
    case 'add': {
      const ls = e.args.map((t) => leading(t, x, sgn));
      if (ls.some((l) => !l)) return null;
      const maxP = Math.max(...ls.map((l) => l!.p));
      const top = ls.filter((l) => Math.abs(l!.p - maxP) < 1e-12);
      const c = top.reduce((s, l) => s + l!.c, 0);
      if (Math.abs(c) < 1e-12) return null; // cancellation: needs a finer expansion
      return { c, ce: simplify(mkAdd(top.map((l) => l!.ce))), p: maxP };
    }
    case 'pow': {
      const [b, q] = e.args;
      if (!isNum(q) || !freeOf(q, x)) return freeOf(e, x) ? { c: evalReal(e), ce: e, p: 0 } : null;
      const l = leading(b, x, sgn);
      if (!l) return null;
      const qv = Number(q.n) / Number(q.d);
      if (l.c < 0 && q.d !== 1n) return null;
      return { c: Math.pow(l.c, qv), ce: simplify(mkPow(l.ce, q)), p: l.p * qv };
    }
    default:
      return freeOf(e, x) ? { c: evalReal(e), ce: e, p: 0 } : null;
  }
}

/** Syntactically bounded: sin, cos, atan, tanh of anything; constants; sums and products of bounded terms. */
function isBounded(e: Expr): boolean {
  if (e.k === 'num') return true;
  if (e.k === 'sym') return e.name !== 'inf' && e.name.length > 0 && (e.name === 'pi' || e.name === 'e');
  if (e.k === 'fn') return ['sin', 'cos', 'atan', 'tanh', 'sign'].includes(e.name);
  if (e.k === 'add' || e.k === 'mul') return e.args.every(isBounded);
  if (e.k === 'pow') return isBounded(e.args[0]) && isNum(e.args[1]) && e.args[1].n > 0n && e.args[1].d === 1n;
  return false;
}
