/**
 * Simplify / expand / factor with steps. `simplifyFull` tries several exact rewrites (canonical form,
 * cancel common polynomial factors, trig rewrites with the Pythagorean identity, expansion,
 * factoring, compute-engine's simplifier: the candidate list {@link SIMPLIFY_STRATEGIES}) and keeps the shortest one
 * that agrees numerically with the input.
 */
import {
  Expr,
  num,
  sym,
  contains,
  symbols,
  isNum,
  isZero,
  equal,
  size,
  ONE,
  NEG_ONE,
  TWO,
  key,
  Num,
  qadd,
  qmul,
  qneg,
  babs,
} from './ast';
import { simplify, expand, mkAdd, mkMul, mkPow, mkFn, numerDenom, together as togetherND } from './simplify';
import { toPoly, deg, polyGcd, polyDivmod, fromPoly, factorPoly, factoredExpr, rationalRoots } from './poly';
import { commonFactor, factorPolynomial, productOf, type Factorization } from './factor';
import { toLatex } from './print';
import { StepLog } from './steps';
import { equivalent } from './verify';
import { numericallyEqual } from './numeric';
import { ceSimplify } from './ce';
import { collectStrategies, type Strategy, type StrategyContext } from './strategy';

function mainVar(e: Expr): string | null {
  const vs = [...symbols(e)];
  return vs.length === 1 ? vs[0] : vs.includes('x') ? 'x' : (vs[0] ?? null);
}

/** Cancel common polynomial factors of a rational function in one variable. */
export function cancel(e: Expr, log?: StepLog): Expr {
  const x = mainVar(e);
  if (!x) return e;
  const [N, D] = numerDenom(e);
  if (!contains(D, x)) return e;
  const pn = toPoly(N, x),
    pd = toPoly(D, x);
  if (!pn || !pd) return e;
  const g = polyGcd(pn, pd);
  if ((deg(g) as number) < 1) return e;
  const n2 = polyDivmod(pn, g)[0],
    d2 = polyDivmod(pd, g)[0];
  const fn2 = factoredExpr(factorPoly(pn), x),
    fd2 = factoredExpr(factorPoly(pd), x);
  const res = simplify(mkMul([fromPoly(n2, x), mkPow(fromPoly(d2, x), NEG_ONE)]));
  if (log) {
    log.add('factor-polynomial', toLatex(e), toLatex({ k: 'div', args: [fn2, fd2] }));
    log.add('cancel-common-factor', toLatex({ k: 'div', args: [fn2, fd2] }), toLatex(res), { factor: toLatex(fromPoly(g, x)) });
  }
  return res;
}

const TRIG_TO_SC: Record<string, (u: Expr) => Expr> = {
  tan: (u) => mkMul([mkFn('sin', [u]), mkPow(mkFn('cos', [u]), NEG_ONE)]),
  cot: (u) => mkMul([mkFn('cos', [u]), mkPow(mkFn('sin', [u]), NEG_ONE)]),
  sec: (u) => mkPow(mkFn('cos', [u]), NEG_ONE),
  csc: (u) => mkPow(mkFn('sin', [u]), NEG_ONE),
};
function toSinCos(e: Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const a = { ...e, args: e.args.map(toSinCos) } as Expr;
  if (a.k === 'fn' && TRIG_TO_SC[a.name]) return TRIG_TO_SC[a.name](a.args[0]);
  return a;
}
/** Replace sin(u)^(2k) by (1 - cos(u)^2)^k (or cos by sin) and simplify. */
function pythagorean(e: Expr, which: 'sin' | 'cos'): Expr {
  const other = which === 'sin' ? 'cos' : 'sin';
  const rec = (t: Expr): Expr => {
    if (t.k === 'num' || t.k === 'sym') return t;
    const a = { ...t, args: t.args.map(rec) } as Expr;
    if (
      a.k === 'pow' &&
      a.args[0].k === 'fn' &&
      a.args[0].name === which &&
      isNum(a.args[1]) &&
      a.args[1].d === 1n &&
      a.args[1].n >= 2n &&
      a.args[1].n % 2n === 0n
    ) {
      const k = a.args[1].n / 2n;
      return mkPow(mkAdd([ONE, mkMul([NEG_ONE, mkPow(mkFn(other, [a.args[0].args[0]]), TWO)])]), num(k));
    }
    return a;
  };
  return rec(e);
}
/** cos^2 u - sin^2 u -> cos 2u, 2 sin u cos u -> sin 2u (after expansion). */
function doubleAngle(e: Expr): Expr {
  const ex = safe(() => expand(e)) ?? e;
  if (ex.k !== 'add') {
    // 2 sin u cos u
    if (ex.k === 'mul') {
      const s = ex.args.find((f) => f.k === 'fn' && f.name === 'sin'),
        c = ex.args.find((f) => f.k === 'fn' && f.name === 'cos');
      const k = ex.args.find((f) => f.k === 'num');
      if (s && c && s.k === 'fn' && c.k === 'fn' && equal(s.args[0], c.args[0]) && k && ex.args.length === 3)
        return simplify(mkMul([k, num(1, 2), mkFn('sin', [mkMul([TWO, s.args[0]])])]));
    }
    return ex;
  }
  return cosDoubleAngle(ex) ?? ex;
}

/**
 * c + k·cos²u with k = -2c → -c·cos 2u; c + k·sin²u with k = -2c → c·cos 2u; a·cos²u - a·sin²u → a·cos 2u
 * (cos 2u = 2cos²u - 1 = 1 - 2sin²u = cos²u - sin²u). Null when the sum has another shape.
 */
function cosDoubleAngle(e: Extract<Expr, { k: 'add' }>): Expr | null {
  if (e.args.length !== 2) return null;
  const sq = (t: Expr): { c: Num; fn: string; u: Expr } | null => {
    const [k, f] = t.k === 'mul' && t.args.length === 2 && isNum(t.args[0]) ? [t.args[0], t.args[1]] : [ONE as Num, t];
    if (f.k !== 'pow' || !isNum(f.args[1]) || f.args[1].n !== 2n || f.args[1].d !== 1n) return null;
    const b = f.args[0];
    return b.k === 'fn' && (b.name === 'sin' || b.name === 'cos') ? { c: k, fn: b.name, u: b.args[0] } : null;
  };
  const [a, b] = e.args;
  const cos2 = (u: Expr) => mkFn('cos', [mkMul([TWO, u])]);
  const sa = sq(a),
    sb = sq(b);
  if (sa && sb && equal(sa.u, sb.u) && sa.fn !== sb.fn && equal(simplify(mkAdd([sa.c, sb.c])), num(0))) {
    const cosT = sa.fn === 'cos' ? sa : sb;
    return simplify(mkMul([cosT.c, cos2(cosT.u)]));
  }
  const [c, t] = isNum(a) ? [a, sb] : isNum(b) ? [b, sa] : [null, null];
  if (!c || !t || !equal(simplify(mkMul([num(-2), c])), t.c)) return null;
  return simplify(mkMul([t.fn === 'cos' ? mkMul([NEG_ONE, c]) : c, cos2(t.u)]));
}

/** A sum or power inside the expression has a denominator of its own (a complex fraction, or fractions to combine). */
function hasInnerFraction(e: Expr): boolean {
  const neg = (t: Expr) => t.k === 'pow' && isNum(t.args[1]) && t.args[1].n < 0n;
  const walk = (t: Expr, inside: boolean): boolean => {
    if (t.k === 'num' || t.k === 'sym') return false;
    if (inside && neg(t)) return true;
    return t.args.some((a) => walk(a, inside || t.k === 'add' || neg(t)));
  };
  return walk(e, false);
}

/**
 * Writes a rational expression as ONE fraction N/D with polynomial N and D (expanded): sums over a common
 * denominator, complex fractions cleared (N/D nested in numerators and denominators, up to 4 levels). Null when
 * nothing changes or the expression is not rational (functions other than powers are left as atoms).
 * Source: the "together" operation of computer algebra (Mathematica Together, SymPy together/cancel).
 */
function together(e: Expr): Expr | null {
  let [N, D] = numerDenom(simplify(e));
  for (let i = 0; i < 4; i++) {
    const [nn, nd] = numerDenom(simplify(N));
    const [dn, dd] = numerDenom(simplify(D));
    if (isOneE(nd) && isOneE(dd)) break;
    [N, D] = [mkMul([nn, dd]), mkMul([nd, dn])];
  }
  [N, D] = cancelFactors(N, D);
  const r = simplify(mkMul([simplify(expand(N)), mkPow(simplify(expand(D)), NEG_ONE)]));
  return equal(r, simplify(e)) ? null : r;
}

/** The factors of a product with their integer exponents; sums are factored further where a pattern fits. */
function factorList(e: Expr): { base: Expr; exp: bigint }[] {
  const out: { base: Expr; exp: bigint }[] = [];
  const push = (t: Expr, k: bigint) => {
    if (t.k === 'mul') return t.args.forEach((a) => push(a, k));
    if (t.k === 'pow' && isNum(t.args[1]) && t.args[1].d === 1n) return push(t.args[0], k * t.args[1].n);
    if (t.k === 'add') {
      const f = factorDiffSquares(t) ?? factorTrinomial(t);
      if (f && !equal(f, t) && f.k !== 'add') return push(f, k);
    }
    out.push({ base: t, exp: k });
  };
  push(simplify(e), 1n);
  return out;
}

/**
 * Cancels the factors that a numerator and a denominator share (also up to sign: x - y against y - x), for
 * rational expressions in several variables where polynomial gcds in one variable do not apply.
 */
function cancelFactors(N: Expr, D: Expr): [Expr, Expr] {
  const n = factorList(N),
    d = factorList(D);
  let sign = ONE as Expr;
  for (const a of n) {
    for (const b of d) {
      if (a.exp <= 0n || b.exp <= 0n || isNum(a.base)) continue;
      const same = equal(a.base, b.base),
        opposite = !same && equal(simplify(mkMul([NEG_ONE, a.base])), b.base);
      if (!same && !opposite) continue;
      const k = a.exp < b.exp ? a.exp : b.exp;
      a.exp -= k;
      b.exp -= k;
      if (opposite && k % 2n === 1n) sign = simplify(mkMul([NEG_ONE, sign]));
    }
  }
  const build = (fs: { base: Expr; exp: bigint }[]) =>
    mkMul(fs.filter((f) => f.exp !== 0n).map((f) => mkPow(f.base, num(f.exp))));
  return [mkMul([sign, build(n)]), build(d)];
}
function safe<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

export interface AlgebraResult {
  result: Expr;
  steps: StepLog;
  verified: boolean;
  /** 'not-found' when the task found nothing it can stand behind (e.g. nothing factored, irreducibility not proven). */
  status?: 'not-found';
  /** Other checked forms of the same value worth showing (e.g. the factored form beside the expanded one), at most 2. */
  alternates?: Expr[];
}

/** An expression to simplify as the simplification strategies see it: the input and its canonical form. */
export interface SimplifyProblem {
  /** The input as given. */
  readonly input: Expr;
  /** `simplify(input)`, the canonical form every candidate starts from. */
  readonly s: Expr;
  /** The canonical form mentions a trig function. */
  readonly hasTrig: boolean;
}
/** Options of a simplification: `useCE: false` leaves compute-engine's simplifier out. */
export interface SimplifyContext extends StrategyContext {
  readonly useCE?: boolean;
}
/** A candidate rewrite and the steps that lead to it from the canonical form. */
export interface SimplifyCandidate {
  e: Expr;
  steps: StepLog;
  /** Set by the `lowest-terms` strategy: the one-fraction form a rational expression is shown in. */
  lowest?: boolean;
}
/** A candidate generator for `simplifyFull`: see {@link SIMPLIFY_STRATEGIES}. */
export type SimplifyStrategy = Strategy<SimplifyProblem, SimplifyCandidate, SimplifyContext>;

/** A candidate strategy from a rewrite that logs its steps; a rewrite that throws or gives null contributes nothing. */
function candidate(
  id: string,
  applies: SimplifyStrategy['applies'],
  rewrite: (s: Expr, log: StepLog) => Expr | null,
): SimplifyStrategy {
  return {
    id,
    applies,
    run: ({ s }) => {
      const steps = new StepLog();
      const e = safe(() => rewrite(s, steps));
      return e ? { e, steps, ...(id === 'lowest-terms' ? { lowest: true } : {}) } : null;
    },
  };
}
const always = () => true;
const trigOnly = (p: SimplifyProblem) => p.hasTrig;
const pythagoreanBy = (which: 'sin' | 'cos') => (s0: Expr, l: StepLog) => {
  const sc = simplify(toSinCos(s0));
  if (!equal(sc, s0)) l.add('trig-identity', toLatex(s0), toLatex(sc), { identity: '\\tan u = \\frac{\\sin u}{\\cos u}' });
  const p = simplify(expand(pythagorean(sc, which)));
  l.add('trig-identity', toLatex(sc), toLatex(p), { identity: '\\sin^{2}u + \\cos^{2}u = 1' });
  return cancelTrig(p);
};

/**
 * The candidate rewrites of `simplifyFull`, all tried (unlike the other tasks' lists): the shortest candidate that is
 * numerically equal to the input wins, earlier candidates winning ties (the canonical form itself comes first).
 * Every candidate also gets a double-angle variant. Extend with `addStrategy(SIMPLIFY_STRATEGIES, s, before)`.
 */
export const SIMPLIFY_STRATEGIES: SimplifyStrategy[] = [
  candidate('cancel', always, (s0, l) => cancel(s0, l)),
  candidate('expand', always, (s0, l) => {
    const r = simplify(expand(s0));
    l.add('expand', toLatex(s0), toLatex(r));
    return r;
  }),
  candidate('pythagorean-sin', trigOnly, pythagoreanBy('sin')),
  candidate('pythagorean-cos', trigOnly, pythagoreanBy('cos')),
  candidate('trig-difference-of-squares', trigOnly, (s0, l) => {
    const sc = simplify(toSinCos(s0));
    const [N, D] = numerDenom(sc);
    const fN = factorDiffSquares(N);
    if (!fN) return null;
    const r = simplify(mkMul([fN, mkPow(D, NEG_ONE)]));
    l.add('trig-identity', toLatex(s0), toLatex(r), { identity: 'a^{2} - b^{2} = (a - b)(a + b)' });
    return simplify(expand(pythagorean(r, 'sin')));
  }),
  candidate('factor-polynomial', always, (s0, l) => {
    const x = mainVar(s0);
    if (!x) return null;
    const p = toPoly(s0, x);
    if (!p || (deg(p) as number) < 2) return null;
    const f = factoredExpr(factorPoly(p), x);
    l.add('factor-polynomial', toLatex(s0), toLatex(f));
    return f;
  }),
  candidate(
    'compute-engine',
    ({ s }, ctx) =>
      ctx.useCE !== false &&
      !(() => {
        const v = mainVar(s);
        return !!v && !!toPoly(s, v);
      })() &&
      size(s) > 4,
    (s0) => ceSimplify(s0),
  ),
  candidate('factor-fraction', always, (s0, l) => {
    const [N, D] = numerDenom(s0);
    if (isOneE(D)) return null;
    const N2 = factorDiffSquares(N) ?? factorTrinomial(N) ?? N,
      D2 = factorDiffSquares(D) ?? factorTrinomial(D) ?? D;
    if (equal(N2, N) && equal(D2, D)) return null;
    const r = simplify(mkMul([N2, mkPow(D2, NEG_ONE)]));
    l.add('factor-polynomial', toLatex(s0), toLatex({ k: 'div', args: [N2, D2] }));
    l.add('cancel-common-factor', toLatex({ k: 'div', args: [N2, D2] }), toLatex(r));
    return r;
  }),
  candidate(
    'combine-fractions',
    ({ s }) => hasInnerFraction(s),
    (s0, l) => {
      const t = together(s0);
      if (!t) return null;
      const r = cancel(t);
      l.add('combine-fractions', toLatex(s0), toLatex(t));
      if (!equal(r, t)) cancel(t, l);
      return r;
    },
  ),
  candidate(
    'lowest-terms',
    ({ s }) => isRationalExpr(s) && hasVariableDenominator(s),
    (s0, l) => lowestTermsForm(s0, l),
  ),
  candidate(
    'log-rules',
    ({ s }) => /ln|log/.test(key(s)),
    (s0, l) => {
      const r = simplify(expandLogs(s0));
      l.add('log-rules', toLatex(s0), toLatex(r));
      return r;
    },
  ),
  candidate('half-angle', trigOnly, (s0, l) => {
    const r = simplify(halfAngle(s0));
    l.add('trig-identity', toLatex(s0), toLatex(r), { identity: '\\cos 2u = 2\\cos^{2}u - 1 = 1 - 2\\sin^{2}u' });
    return r;
  }),
];

/**
 * Simplify with steps: the canonical form and every candidate of {@link SIMPLIFY_STRATEGIES} (plus double-angle
 * variants); the shortest one numerically equal to the input wins. The result is verified numerically.
 */
export function simplifyFull(e0: Expr, opts: { useCE?: boolean } = {}): AlgebraResult {
  const log = new StepLog();
  const s0 = simplify(e0);
  if (toLatex(s0) !== toLatex(e0)) log.add(hasLikeTerms(e0) ? 'combine-like-terms' : 'simplify', toLatex(e0), toLatex(s0));
  const problem: SimplifyProblem = { input: e0, s: s0, hasTrig: /sin|cos|tan|cot|sec|csc/.test(key(s0)) };
  const cands: SimplifyCandidate[] = [
    { e: s0, steps: new StepLog() },
    ...collectStrategies(SIMPLIFY_STRATEGIES, problem, { useCE: opts.useCE }).map((a) => a.value),
  ];
  // add double-angle variants of every candidate
  for (const c of cands.slice()) {
    const d = safe(() => doubleAngle(c.e));
    if (d && !equal(d, c.e)) {
      const l = new StepLog();
      l.push(...c.steps.steps);
      l.add('trig-identity', toLatex(c.e), toLatex(d), { identity: '\\cos^{2}u - \\sin^{2}u = \\cos 2u' });
      cands.push({ e: d, steps: l });
    }
  }
  let best = cands[0];
  for (const c of cands.slice(1)) {
    if (size(c.e) < size(best.e) && safe(() => equivalent(c.e, e0))) best = c;
  }
  const shortest = best;
  const expanded = preferExpanded(s0, cands);
  if (expanded && !equal(expanded.e, best.e) && safe(() => equivalent(expanded.e, e0))) best = expanded;
  // a rational expression is simplest as ONE fraction in lowest terms (the books' form), never a sum of fractions
  const lowest = cands.find((c) => c.lowest);
  const sumOfFractions = (e: Expr) => e.k === 'add' && hasVariableDenominator(e);
  if (
    lowest &&
    !equal(lowest.e, best.e) &&
    (sumOfFractions(best.e) || size(simplify(lowest.e)) < size(simplify(best.e))) &&
    safe(() => equivalent(lowest.e, e0))
  )
    best = lowest;
  else if (!lowest && sumOfFractions(best.e) && !sumOfFractions(s0) && isRationalExpr(s0)) best = cands[0]; // (a − 4)/(2a) stays
  log.push(...best.steps.steps);
  const alternates = [shortest, ...cands.filter((c) => c.steps.steps.some((st) => st.rule === 'factor-polynomial'))]
    .map((c) => c.e)
    .filter((e, i, all) => !sameForm(e, best.e) && all.findIndex((o) => sameForm(o, e)) === i && size(e) <= 3 * size(best.e) + 6)
    .filter((e) => safe(() => equivalent(e, e0)))
    // beside one fraction in lowest terms, a sum of fractions is no form worth showing
    .filter((e) => !(best.lowest && e.k === 'add' && hasVariableDenominator(e)))
    .slice(0, 2);
  return { result: best.e, steps: log, verified: !!safe(() => equivalent(best.e, e0)), alternates };
}

/** Two forms that differ only in the order of factors or terms ((x − 3)(x + 5) and (x + 5)(x − 3)) are one form. */
const sameForm = (a: Expr, b: Expr) => equal(a, b) || key(simplify(a)) === key(simplify(b));

/**
 * "Simplest" (issue #18): fewest operations wins, except that a polynomial — no denominators, no functions — is
 * shown expanded, as students and textbooks expect for "simplify (x - 3)(x + 5)" (Symbolab, Photomath and mathsteps
 * do the same), as long as the expansion stays small (at most 3× the size of the factored form plus 6 nodes); the
 * factored form is then an alternate form. Returns the expanded candidate, or null when the rule does not apply.
 */
function preferExpanded(s0: Expr, cands: SimplifyCandidate[]): SimplifyCandidate | null {
  const polynomial = (t: Expr): boolean =>
    t.k === 'num' ||
    t.k === 'sym' ||
    (t.k === 'pow' ? isNum(t.args[1]) && t.args[1].d === 1n && t.args[1].n > 0n && polynomial(t.args[0]) : false) ||
    ((t.k === 'add' || t.k === 'mul') && t.args.every(polynomial));
  if (!polynomial(s0) || (s0.k !== 'mul' && s0.k !== 'pow')) return null;
  const ex = cands.find((c) => c.steps.steps.some((st) => st.rule === 'expand'));
  return ex && size(ex.e) <= 3 * size(s0) + 6 ? ex : null;
}
function cancelTrig(e: Expr): Expr {
  // numerator/denominator cancellation via expansion
  const [N, D] = numerDenom(e);
  const n = simplify(expand(N)),
    d = simplify(expand(D));
  return simplify(mkMul([n, mkPow(d, NEG_ONE)]));
}
function factorDiffSquares(e: Expr): Expr | null {
  if (e.k !== 'add' || e.args.length !== 2) return null;
  const [a, b] = e.args;
  const sq = (t: Expr): Expr | null =>
    t.k === 'pow' && isNum(t.args[1]) && t.args[1].d === 1n && t.args[1].n % 2n === 0n
      ? mkPow(t.args[0], num(t.args[1].n / 2n))
      : null;
  const negb = b.k === 'mul' && b.args[0].k === 'num' && (b.args[0] as Num).n === -1n ? mkMul(b.args.slice(1)) : null;
  if (!negb) return null;
  const A = sq(a),
    B = sq(negb);
  if (!A || !B) return null;
  return mkMul([mkAdd([A, mkMul([NEG_ONE, B])]), mkAdd([A, B])]);
}
/** ln(ab) = ln a + ln b, ln(a^n) = n ln a, log_b likewise (valid for positive arguments; candidates are checked numerically). */
function expandLogs(e: Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const a = { ...e, args: e.args.map(expandLogs) } as Expr;
  if (a.k === 'fn' && (a.name === 'ln' || a.name === 'log')) {
    const arg = a.args[0];
    const wrap = (t: Expr): Expr => expandLogs(a.name === 'ln' ? mkFn('ln', [t]) : mkFn('log', [t, a.args[1] ?? num(10)]));
    if (arg.k === 'mul') return mkAdd(arg.args.map(wrap));
    if (arg.k === 'pow' && isNum(arg.args[1])) return mkMul([arg.args[1], wrap(arg.args[0])]);
  }
  return a;
}
/**
 * Every logarithm written as a sum of logarithms of irreducible factors (the books' "expand the logarithm", for
 * positive arguments): the argument's numerator and denominator are factored completely and common factors
 * cancelled first, then log(ab) = log a + log b, log(a/b) = log a − log b, log(aⁿ) = n log a, roots as powers —
 * log₃((7x² + 21x)/(7x(x − 1)(x − 2))) = log₃(x + 3) − log₃(x − 1) − log₃(x − 2). A number is split into its
 * numerator and denominator (log(2/3) = log 2 − log 3). Source: OpenStax College Algebra 2e §6.5.
 */
function expandLogsFully(e: Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const a = { ...e, args: e.args.map(expandLogsFully) } as Expr;
  if (a.k !== 'fn' || (a.name !== 'ln' && a.name !== 'log')) return a;
  const wrap = (t: Expr): Expr => (a.name === 'ln' ? mkFn('ln', [t]) : mkFn('log', [t, a.args[1] ?? num(10)]));
  const arg = a.args[0];
  // log(b^k) = k log b for an exponent that is not a number (ln(4^(−k)) = −k ln 4)
  if (arg.k === 'pow' && !isNum(arg.args[1])) return mkMul([arg.args[1], expandLogsFully(wrap(arg.args[0]))]);
  const parts = logFactors(arg);
  if (!parts) return a;
  const terms = parts.factors.map((f) => mkMul([f.exp, wrap(f.base)]));
  const c = parts.coef;
  if (c.n < 0n) return a; // a negative argument: no real logarithm to split
  if (c.n !== 1n) terms.push(wrap(num(c.n)));
  if (c.d !== 1n) terms.push(mkMul([NEG_ONE, wrap(num(c.d))]));
  return mkAdd(terms);
}

/** The argument of a logarithm as coefficient × Π factor^exponent, factors irreducible (null: nothing to split). */
function logFactors(t: Expr): Factored | null {
  const sink = new StepLog();
  const walk = (u: Expr): Factored => {
    if (u.k === 'num') return { coef: u, factors: [], complete: true };
    if (u.k === 'mul') return u.args.map(walk).reduce(mergeFactored);
    if (u.k === 'pow' && isNum(u.args[1])) {
      const k = u.args[1];
      const inner = walk(u.args[0]);
      const c = simplify(mkPow(inner.coef, k));
      const factors = inner.factors.map((f) => ({ base: f.base, exp: qmul(f.exp, k) }));
      return isNum(c)
        ? { coef: c, factors, complete: inner.complete }
        : { coef: ONE as Num, factors: [...factors, { base: inner.coef, exp: k }], complete: inner.complete };
    }
    if (u.k === 'add' && isRationalExpr(u)) {
      const f = factorAny(u, sink);
      if (f.factors.length > 1 || f.factors.some((x) => !isOneE(x.exp)) || !isOneE(f.coef)) return f;
    }
    return { coef: ONE as Num, factors: [{ base: u, exp: ONE as Num }], complete: true };
  };
  const s = simplify(t);
  const r = walk(s);
  const pieces = r.factors.length + (babs(r.coef.n) === 1n ? 0 : 1) + (r.coef.d === 1n ? 0 : 1);
  return pieces > 1 || r.factors.some((f) => !isOneE(f.exp)) ? r : null;
}

function isOneE(e: Expr): boolean {
  return e.k === 'num' && e.n === 1n && e.d === 1n;
}
/** sin(u)^2 -> (1 - cos 2u)/2, cos(u)^2 -> (1 + cos 2u)/2 (only squares). */
function halfAngle(e: Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const a = { ...e, args: e.args.map(halfAngle) } as Expr;
  if (
    a.k === 'pow' &&
    a.args[0].k === 'fn' &&
    (a.args[0].name === 'sin' || a.args[0].name === 'cos') &&
    isNum(a.args[1]) &&
    a.args[1].n === 2n &&
    a.args[1].d === 1n
  ) {
    const u2 = mkMul([TWO, a.args[0].args[0]]);
    return mkMul([num(1, 2), mkAdd([ONE, mkMul([a.args[0].name === 'sin' ? NEG_ONE : ONE, mkFn('cos', [u2])])])]);
  }
  return a;
}
/** a^2 + 2ab + b^2 -> (a + b)^2 for two-variable trinomials (perfect squares). */
function factorTrinomial(e: Expr): Expr | null {
  if (e.k !== 'add' || e.args.length !== 3) return null;
  const sqs = e.args.filter((t) => t.k === 'pow' && isNum(t.args[1]) && t.args[1].n === 2n && t.args[1].d === 1n);
  if (sqs.length !== 2) return null;
  const A = (sqs[0] as { args: Expr[] }).args[0],
    B = (sqs[1] as { args: Expr[] }).args[0];
  for (const s of [ONE, NEG_ONE]) {
    const cand = mkPow(mkAdd([A, mkMul([s, B])]), TWO);
    if (equal(simplify(expand(cand)), simplify(e))) return cand;
  }
  return null;
}
function hasLikeTerms(e: Expr): boolean {
  return e.k === 'add' || e.k === 'sub';
}

/** Only numbers, variables, sums, products and whole powers: a rational expression (no functions, roots or constants). */
function isRationalExpr(e: Expr): boolean {
  if (e.k === 'num') return true;
  if (e.k === 'sym') return !['pi', 'e', 'i', 'inf'].includes(e.name);
  if (e.k === 'add' || e.k === 'mul') return e.args.every(isRationalExpr);
  if (e.k === 'pow') return isNum(e.args[1]) && e.args[1].d === 1n && isRationalExpr(e.args[0]);
  return false;
}
/** A variable in a denominator (a negative power of an expression with a variable). */
function hasVariableDenominator(e: Expr): boolean {
  if (e.k === 'num' || e.k === 'sym') return false;
  if (e.k === 'pow' && isNum(e.args[1]) && e.args[1].n < 0n && symbols(e.args[0]).size) return true;
  return e.args.some(hasVariableDenominator);
}

/**
 * A rational expression as one fraction in lowest terms: sums over a common denominator, nested fractions cleared,
 * numerator and denominator factored completely and the common factors cancelled. `factored` keeps the factors (the
 * books' form, 2(x − 3)/(3(x + 3))), `expanded` multiplies numerator and denominator out ((2x − 6)/(3x + 9)); a
 * denominator that cancels entirely leaves a polynomial (multiplied out in both). Null when e is not such an
 * expression. Source: OpenStax Elementary Algebra 2e §8.1–8.5 (simplify, multiply, divide, add rational expressions).
 */
export function lowestTerms(e: Expr, log?: StepLog): { factored: Expr; expanded: Expr } | null {
  const s = simplify(e);
  if (!isRationalExpr(s) || !hasVariableDenominator(s)) return null;
  const [N, D] = togetherND(s).map((t) => simplify(t));
  const sink = new StepLog();
  const fN = factorAny(N, sink);
  const fD = factorAny(D, sink);
  const m = mergeFactored(fN, {
    coef: qpow(fD.coef, NEG_ONE as Num),
    factors: fD.factors.map((f) => ({ base: f.base, exp: qneg(f.exp) })),
    complete: fD.complete,
  });
  const up = m.factors.filter((f) => f.exp.n > 0n);
  const down = m.factors.filter((f) => f.exp.n < 0n).map((f) => ({ base: f.base, exp: qneg(f.exp) }));
  const top = productOf(num(m.coef.n) as Num, up);
  const bottom = productOf(num(m.coef.d) as Num, down);
  const expTop = simplify(expand(top));
  const expBottom = simplify(expand(bottom));
  const expanded = simplify(mkMul([expTop, mkPow(expBottom, NEG_ONE)]));
  // a negative fraction is written with its sign in front: −2/((x + 1)(x − 1))
  const posTop = productOf(num(m.coef.n < 0n ? -m.coef.n : m.coef.n) as Num, up);
  const frac: Expr = { k: 'div', args: [posTop, bottom] };
  const factored: Expr = !down.length ? expanded : m.coef.n < 0n ? { k: 'neg', args: [frac] } : frac;
  if (log) {
    const nd: Expr = { k: 'div', args: [N, D] };
    if (s.k === 'add' || hasInnerFraction(s)) log.add('combine-fractions', toLatex(s), toLatex(nd));
    const fnd: Expr = { k: 'div', args: [productOf(fN.coef, fN.factors), productOf(fD.coef, fD.factors)] };
    log.add('factor-polynomial', toLatex(nd), toLatex(fnd));
    log.add('cancel-common-factor', toLatex(fnd), toLatex(factored));
  }
  return { factored, expanded };
}

/** The `lowest-terms` simplify candidate: the smaller of the factored and multiplied-out lowest terms (factored on ties). */
function lowestTermsForm(s0: Expr, log: StepLog): Expr | null {
  const lt = lowestTerms(s0, log);
  // already one fraction in lowest terms ((3 − x)/(x + 2)): nothing to rewrite
  if (!lt || equal(lt.expanded, s0)) return null;
  const r = size(lt.expanded) < size(lt.factored) ? lt.expanded : lt.factored;
  if (!equal(r, lt.factored)) log.add('expand', toLatex(lt.factored), toLatex(r));
  return r;
}

/**
 * Expand with steps: products and whole powers of sums multiplied out. A rational expression with a variable in a
 * denominator ("Multiply: (x² − 9)/(x² + 4x + 4) · (x + 2)/(x − 3)") becomes one fraction in lowest terms with
 * numerator and denominator multiplied out — never a sum of fractions over the uncancelled denominator.
 */
export function expandSteps(e0: Expr): AlgebraResult {
  const log = new StepLog();
  const s = simplify(e0);
  if (/\b(?:ln|log)\(/.test(key(s))) {
    const r = simplify(expand(simplify(expandLogsFully(s))));
    log.add('log-rules', toLatex(s), toLatex(r));
    return { result: r, steps: log, verified: equivalentSomewhere(r, e0) };
  }
  const lt = safe(() => lowestTerms(s, log));
  if (lt) {
    const f = lt.factored;
    if (!equal(lt.expanded, f)) log.add('expand', toLatex(f), toLatex(lt.expanded));
    return { result: lt.expanded, steps: log, verified: equivalentSomewhere(lt.expanded, e0) };
  }
  const r = expand(s);
  log.add('distribute', toLatex(e0), toLatex(r));
  return { result: r, steps: log, verified: !!safe(() => equivalent(r, e0)) };
}

/** A factorization in progress: coef · Π base^exp, complete when every factor is proven irreducible over Q. */
type Factored = Factorization;

/**
 * Factor with steps (issue #18 — a "Factor" question is answered with a product, or honestly not at all): the
 * greatest common factor of the terms (any common base, negative and fractional exponents included), then the rest
 * as a polynomial in one or two variables ({@link factorPolynomial}: rational roots, Kronecker, contents, homogeneous
 * forms, discriminants), by grouping, or as a difference of squares; a sum of fractions is first written as one
 * fraction. `status: 'not-found'` when nothing could be factored and the expression is not proven irreducible (it is
 * then not shown as its own factored form).
 */
export function factorSteps(e0: Expr): AlgebraResult {
  const log = new StepLog();
  const s = simplify(e0);
  const f = factorAny(s, log);
  const result = productOf(f.coef, f.factors);
  if (equal(simplify(result), s) && f.factors.length <= 1 && !f.complete)
    return { result: s, steps: log, verified: false, status: 'not-found' };
  log.add('factor-polynomial', toLatex(s), toLatex(result));
  return { result, steps: log, verified: equivalentSomewhere(result, e0) };
}

/**
 * Numerically equal where both are defined: near 0 first, then on wider windows — (2z − 9)^(−3/2) is real only for
 * z > 4.5, outside the default sample window.
 */
function equivalentSomewhere(a: Expr, b: Expr): boolean {
  if (safe(() => equivalent(a, b))) return true;
  const vars = [...new Set([...symbols(a), ...symbols(b)])];
  return [
    [3.1, 9.9],
    [-9.9, -3.1],
    [10.5, 40.5],
  ].some(([lo, hi]) => !!safe(() => numericallyEqual(a, b, vars, { tol: 1e-8, lo, hi })));
}

/** Factors of any canonical expression: sums by {@link factorSum}, products and powers factor by factor. */
function factorAny(e: Expr, log: StepLog): Factored {
  if (e.k === 'num') return { coef: e, factors: [], complete: true };
  if (e.k === 'add') return factorSum(e, log);
  if (e.k === 'mul') {
    return e.args.map((a) => factorAny(a, log)).reduce(mergeFactored, { coef: ONE as Num, factors: [], complete: true });
  }
  if (e.k === 'pow' && isNum(e.args[1]) && e.args[1].d === 1n && e.args[0].k === 'add') {
    const k = e.args[1];
    const inner = factorAny(e.args[0], log);
    const coef = simplify(mkPow(inner.coef, k));
    if (isNum(coef))
      return { coef, factors: inner.factors.map((f) => ({ base: f.base, exp: qmul(f.exp, k) })), complete: inner.complete };
  }
  // an atom (x, sin x) or a power of one; a sum under a root (x + 1)^(1/2) is kept whole
  const [base, exp] = e.k === 'pow' && isNum(e.args[1]) ? [e.args[0], e.args[1]] : [e, ONE as Num];
  return { coef: ONE as Num, factors: [{ base, exp }], complete: base.k !== 'add' };
}

function mergeFactored(a: Factored, b: Factored): Factored {
  const factors = a.factors.slice();
  for (const f of b.factors) {
    const i = factors.findIndex((g) => equal(g.base, f.base));
    if (i >= 0) factors[i] = { base: f.base, exp: qadd(factors[i].exp, f.exp) };
    else factors.push(f);
  }
  return { coef: qmul(a.coef, b.coef), factors: factors.filter((f) => f.exp.n !== 0n), complete: a.complete && b.complete };
}

/** A sum factored: its common factor, then the rest (see {@link factorSteps}). */
function factorSum(s0: Expr, log: StepLog): Factored {
  // the common factor of the terms as written (x(b² − a) + 6(b² − a)), else of the terms multiplied out
  let s = s0;
  let cf = commonFactor(s);
  if (!cf) {
    const ex = safe(() => simplify(expand(s0)));
    if (ex && !equal(ex, s0)) {
      s = ex;
      cf = commonFactor(ex);
    }
  }
  let acc: Factored = { coef: ONE as Num, factors: [], complete: true };
  let rest = s;
  if (cf) {
    log.add('factor-gcf', toLatex(s), toLatex({ k: 'mul', args: [cf.gcf, cf.cofactor] }), { gcf: toLatex(cf.gcf) });
    acc = { coef: cf.coef, factors: [], complete: true };
    for (const b of cf.bases) {
      const inner = b.exp.d === 1n ? factorAny(b.base, log) : null;
      acc = mergeFactored(
        acc,
        inner && b.base.k === 'add'
          ? {
              coef: qpow(inner.coef, b.exp),
              factors: inner.factors.map((f) => ({ base: f.base, exp: qmul(f.exp, b.exp) })),
              complete: inner.complete,
            }
          : { coef: ONE as Num, factors: [{ base: b.base, exp: b.exp }], complete: b.base.k !== 'add' },
      );
    }
    rest = cf.cofactor;
    if (rest.k !== 'add') return mergeFactored(acc, factorAny(rest, log));
  }
  return mergeFactored(acc, factorRest(rest, log));
}

/** rational power of a rational that stays rational (integer exponents here). */
function qpow(c: Num, k: Num): Num {
  const v = simplify(mkPow(c, k));
  return isNum(v) ? v : (ONE as Num);
}

/** A sum without a common factor: a polynomial in one or two variables, grouping, squares, or one fraction. */
function factorRest(s: Expr, log: StepLog): Factored {
  const grouped = factorByGrouping(s);
  if (grouped) {
    log.add('factor-by-grouping', toLatex(s), toLatex(grouped.pairs), { common: toLatex(grouped.common) });
    // the two binomials in the canonical order of a product ((x + 8)(y + 3))
    const both = simplify(mkMul(grouped.factors));
    return (both.k === 'mul' ? both.args : grouped.factors).map((f) => factorAny(f, log)).reduce(mergeFactored);
  }
  const vs = [...symbols(s)];
  const fp = factorPolynomial(s);
  if (fp) {
    if (vs.length === 1) {
      const p = toPoly(s, vs[0]);
      for (const r of p ? rationalRoots(p) : [])
        if (!isZero(r)) log.add('rational-root-test', toLatex(s), `${toLatex(sym(vs[0]))} = ${toLatex(r)}`, { root: toLatex(r) });
    }
    return fp;
  }
  const ds = factorDiffSquares(s);
  if (ds && ds.k === 'mul') return ds.args.map((f) => factorAny(simplify(f), log)).reduce(mergeFactored);
  const [N, D] = numerDenom(s);
  if (symbols(D).size && !equal(simplify(N), s)) {
    const fN = factorAny(simplify(N), log);
    const fD = factorAny(simplify(D), log);
    log.add('combine-fractions', toLatex(s), toLatex({ k: 'div', args: [N, D] }));
    return mergeFactored(fN, {
      coef: qpow(fD.coef, num(-1) as Num),
      factors: fD.factors.map((f) => ({ base: f.base, exp: qneg(f.exp) })),
      complete: fD.complete,
    });
  }
  return { coef: ONE as Num, factors: [{ base: s, exp: ONE as Num }], complete: false };
}

/** A monomial as coefficient × powers of symbols (null for anything else). */
function monomial(t: Expr): { c: Num; pows: Map<string, bigint> } | null {
  const pows = new Map<string, bigint>();
  let c = ONE as Num;
  for (const f of t.k === 'mul' ? t.args : [t]) {
    if (f.k === 'num') c = simplify(mkMul([c, f])) as Num;
    else if (f.k === 'sym') pows.set(f.name, (pows.get(f.name) ?? 0n) + 1n);
    else if (f.k === 'pow' && f.args[0].k === 'sym' && isNum(f.args[1]) && f.args[1].d === 1n && f.args[1].n > 0n)
      pows.set(f.args[0].name, (pows.get(f.args[0].name) ?? 0n) + f.args[1].n);
    else return null;
  }
  return c.k === 'num' ? { c, pows } : null;
}
const igcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : igcd(b, a % b));

/** The greatest common monomial factor of two monomials (integer coefficients), sign taken from the first. */
function monomialGcd(a: Expr, b: Expr): Expr | null {
  const [ma, mb] = [monomial(a), monomial(b)];
  if (!ma || !mb || ma.c.d !== 1n || mb.c.d !== 1n) return null;
  const g = igcd(ma.c.n, mb.c.n) * (ma.c.n < 0n ? -1n : 1n);
  const parts: Expr[] = [num(g)];
  for (const [v, k] of ma.pows) {
    const m = k < (mb.pows.get(v) ?? 0n) ? k : (mb.pows.get(v) ?? 0n);
    if (m > 0n) parts.push(mkPow(sym(v), num(m)));
  }
  return simplify(mkMul(parts));
}

/**
 * Factoring by grouping (four terms): split into two pairs, take each pair's greatest common monomial factor, and
 * factor out the binomial they then share — xy + 8y + 3x + 24 = y(x + 8) + 3(x + 8) = (x + 8)(y + 3). Each of the
 * three pairings is tried. Source: OpenStax Elementary Algebra 2e §7.1 "Factor by grouping".
 */
function factorByGrouping(e: Expr): { pairs: Expr; common: Expr; factors: Expr[] } | null {
  if (e.k !== 'add' || e.args.length !== 4) return null;
  const t = e.args;
  for (const [i, j, k, l] of [
    [0, 1, 2, 3],
    [0, 2, 1, 3],
    [0, 3, 1, 2],
  ] as const) {
    const g1 = monomialGcd(t[i]!, t[j]!),
      g2 = monomialGcd(t[k]!, t[l]!);
    if (!g1 || !g2) continue;
    const q1 = simplify(expand(mkMul([mkAdd([t[i]!, t[j]!]), mkPow(g1, NEG_ONE)])));
    const q2 = simplify(expand(mkMul([mkAdd([t[k]!, t[l]!]), mkPow(g2, NEG_ONE)])));
    if (q1.k !== 'add' || size(q1) < 3) continue;
    const sign = equal(q1, q2) ? ONE : equal(simplify(mkMul([NEG_ONE, q1])), q2) ? NEG_ONE : null;
    if (!sign) continue;
    const other = simplify(mkAdd([g1, mkMul([sign, g2])]));
    if (isNum(other)) continue; // a constant second factor: the grouping found only a common numeric factor
    const pairs: Expr = { k: 'add', args: [mkMul([g1, q1]), mkMul([g2, q2])] };
    return { pairs, common: q1, factors: [q1, other] };
  }
  return null;
}
