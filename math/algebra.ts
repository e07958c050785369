/**
 * Simplify / expand / factor with steps. `simplifyFull` tries several exact rewrites (canonical form,
 * cancel common polynomial factors, trig rewrites with the Pythagorean identity, expansion,
 * factoring, compute-engine's simplifier: the candidate list {@link SIMPLIFY_STRATEGIES}) and keeps the shortest one
 * that agrees numerically with the input.
 */
import { Expr, num, sym, contains, symbols, isNum, isZero, equal, size, ONE, NEG_ONE, TWO, key, freeOf, Num } from './ast';
import { simplify, expand, mkAdd, mkMul, mkPow, mkFn, numerDenom } from './simplify';
import { toPoly, deg, polyGcd, polyDivmod, fromPoly, factorPoly, factoredExpr, rationalRoots } from './poly';
import { toLatex } from './print';
import { StepLog } from './steps';
import { equivalent } from './verify';
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
      return e ? { e, steps } : null;
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
  log.push(...best.steps.steps);
  const alternates = [shortest, ...cands.filter((c) => c.steps.steps.some((st) => st.rule === 'factor-polynomial'))]
    .map((c) => c.e)
    .filter((e, i, all) => !equal(e, best.e) && all.findIndex((o) => sameForm(o, e)) === i && size(e) <= 3 * size(best.e) + 6)
    .filter((e) => safe(() => equivalent(e, e0)))
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

/** Expand with steps. */
export function expandSteps(e0: Expr): AlgebraResult {
  const log = new StepLog();
  const s = simplify(e0);
  const r = expand(s);
  log.add('distribute', toLatex(e0), toLatex(r));
  return { result: r, steps: log, verified: !!safe(() => equivalent(r, e0)) };
}

/** Factor with steps: GCF, then rational roots / quadratic patterns over Q; compute-engine for the rest. */
export function factorSteps(e0: Expr): AlgebraResult {
  const log = new StepLog();
  const s = simplify(e0);
  const x = mainVar(s);
  if (x) {
    const [N, D] = numerDenom(s);
    const p = toPoly(N, x);
    if (p && freeOf(D, x)) {
      const f = factorPoly(p);
      const roots = rationalRoots(p);
      // GCF step
      let k = 0;
      while (p[k] && p[k].n === 0n) k++;
      const gcfParts: Expr[] = [];
      if (!(f.content.n === 1n && f.content.d === 1n)) gcfParts.push(f.content);
      if (k > 0) gcfParts.push(mkPow(sym(x), num(k)));
      if (gcfParts.length) {
        const gp = toPoly(mkMul(gcfParts), x);
        const rest = gp ? fromPoly(polyDivmod(p, gp)[0], x) : simplify(mkMul([N, mkPow(mkMul(gcfParts), NEG_ONE)]));
        log.add('factor-gcf', toLatex(s), toLatex({ k: 'mul', args: [mkMul(gcfParts), rest] }), {
          gcf: toLatex(mkMul(gcfParts)),
        });
      }
      for (const r of roots)
        if (!isZero(r)) log.add('rational-root-test', toLatex(N), `${toLatex(sym(x))} = ${toLatex(r)}`, { root: toLatex(r) });
      const fe = factoredExpr(f, x);
      const out = freeOf(D, x) && !(D.k === 'num' && D.n === 1n && D.d === 1n) ? mkMul([fe, mkPow(D, NEG_ONE)]) : fe;
      log.add('factor-polynomial', toLatex(s), toLatex(out));
      return { result: out, steps: log, verified: !!safe(() => equivalent(out, e0)) };
    }
  }
  // multivariate: difference of squares
  const ds = factorDiffSquares(s);
  if (ds) {
    log.add('factor-polynomial', toLatex(s), toLatex(ds));
    return { result: ds, steps: log, verified: !!safe(() => equivalent(ds, e0)) };
  }
  const grouped = factorByGrouping(s);
  if (grouped) {
    log.add('factor-by-grouping', toLatex(s), toLatex(grouped.pairs), { common: toLatex(grouped.common) });
    log.add('factor-polynomial', toLatex(grouped.pairs), toLatex(grouped.result));
    return { result: grouped.result, steps: log, verified: !!safe(() => equivalent(grouped.result, e0)) };
  }
  log.add('factor-polynomial', toLatex(s), toLatex(s));
  return { result: s, steps: log, verified: true };
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
function factorByGrouping(e: Expr): { pairs: Expr; common: Expr; result: Expr } | null {
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
    return { pairs, common: q1, result: mkMul([q1, other]) };
  }
  return null;
}
