/**
 * Equation, inequality and system solving with balanced-operation steps.
 *
 * Methods, tried in order: identity/contradiction; linear (balanced steps: distribute, combine like terms,
 * add/subtract/multiply/divide both sides); polynomial (standard form, factor out x, zero-product property,
 * factoring, discriminant and quadratic formula incl. complex roots, rational root test with synthetic
 * division, x^n = c, biquadratic substitution, Durand–Kerner numerically as last resort); rational
 * (multiply by the LCD, reject extraneous roots); isolation of a single occurrence (inverse operations:
 * radicals by squaring with a check, exponentials by same base or logarithms, logarithms by
 * exponentiating, trig by inverse functions with general solutions, absolute value); substitution
 * u = g(x) for equations polynomial in e^x, sin x, ln x, ...; periodic numeric search with exact
 * recognition (multiples of pi/24) for mixed trig equations; and a bracketing numeric root finder
 * (sign changes + bisection, local minima of |f|) for the rest. Every candidate is substituted back.
 * "No solution" is returned only when proven (contradiction, range argument, all candidates extraneous).
 * Sources: standard algebra texts; rational root theorem; Durand–Kerner (Weierstrass) iteration.
 */
import {
  Expr, Num, num, sym, freeOf, contains, isZero, isNum, isOne, subst, key, equal, ZERO, ONE, NEG_ONE, HALF, TWO, PI,
  qneg, qdiv, qmul, qsub, qadd, qcmp, qval, bgcd, I, symbols, rel, RelOp, size,
} from './ast';
import { simplify, expand, mkAdd, mkMul, mkPow, mkFn, numerDenom } from './simplify';
import {
  toPoly, toPolyExpr, Poly, deg, fromPoly, rationalRoots, polyDivmod, factorPoly, factoredExpr, numericRoots, trim, ratSqrt,
} from './poly';
import { toLatex, toText } from './print';
import { StepLog } from './steps';
import { evalReal, evalComplex } from './numeric';
import { checkRoot } from './verify';
import { tick } from './budget';
import { MathError } from './errors';
import { linearTerms } from './linear';

export interface SolveResult {
  /** `solutions`: a finite list (possibly periodic families); `all`: every x in the domain; `none`: proven no solution;
   * `unknown`: nothing found and nothing proven; `intervals`: inequality solution set. */
  kind: 'solutions' | 'all' | 'none' | 'unknown' | 'intervals';
  variable: string;
  solutions: Expr[];
  /** Decimal approximations (real part, imaginary part) of each solution. */
  approx: { re: number; im: number }[];
  /** For periodic families: solutions are representatives in one period; add k * period. */
  period?: Expr;
  /** For inequalities: intervals [lo, hi] with open/closed ends (lo/hi may be -inf/inf). */
  intervals?: Interval[];
  /** System of equations: values per variable (unique solution). */
  system?: Record<string, Expr>;
  /** System of equations with several solutions (non-linear systems). */
  systemSolutions?: Record<string, Expr>[];
  exact: boolean;
  verified: boolean;
  steps: StepLog;
  /** Method ids used (for the UI / tests). */
  method: string;
  /** True when only some of (possibly infinitely many) solutions are listed (numeric search near 0). */
  partial?: boolean;
}
export interface Interval { lo: Expr; hi: Expr; loClosed: boolean; hiClosed: boolean }

const X_ = (x: string) => sym(x);
const eqL = (l: Expr, r: Expr) => toLatex(rel('=', l, r));

function countOcc(e: Expr, x: string): number {
  if (e.k === 'sym') return e.name === x ? 1 : 0;
  if (e.k === 'num') return 0;
  return e.args.reduce((s, a) => s + countOcc(a, x), 0);
}

function approxOf(e: Expr): { re: number; im: number } {
  const c = evalComplex(e);
  return { re: c.re, im: Math.abs(c.im) < 1e-14 ? 0 : c.im };
}

// ---------------------------------------------------------------- linear with balanced steps
function linearParts(e: Expr, x: string): [Num, Num] | null {
  const p = toPoly(e, x);
  if (!p || deg(p) > 1) return null;
  return [p[1] ?? (num(0) as Num), p[0]];
}
function linearSteps(L0: Expr, R0: Expr, x: string, log: StepLog, op: RelOp = '='): { sol: Expr; op: RelOp } | null {
  const X = X_(x);
  let L = simplify(L0), R = simplify(R0);
  const lp = linearParts(L, x), rp = linearParts(R, x);
  if (!lp || !rp) return null;
  const show = (l: Expr, r: Expr, o: RelOp) => toLatex(rel(o, l, r));
  let cur = show(L0, R0, op);
  const LE = simplify(expand(L)), RE = simplify(expand(R));
  if (key(LE) !== key(simplify(L0)) || key(RE) !== key(simplify(R0)) || toLatex(rel(op, LE, RE)) !== cur) {
    const hadParens = /\\left\(/.test(toLatex(L0) + toLatex(R0));
    const next = show(LE, RE, op);
    if (next !== cur) log.add(hadParens ? 'distribute' : 'combine-like-terms', cur, next);
    cur = next;
  }
  let [a1, b1] = lp, [a2, b2] = rp;
  // clear fractions
  let l = 1n;
  for (const c of [a1, b1, a2, b2]) l = (l * c.d) / bgcd(l, c.d);
  if (l !== 1n) {
    const f = num(l) as Num;
    [a1, b1, a2, b2] = [qmul(a1, f), qmul(b1, f), qmul(a2, f), qmul(b2, f)];
    const next = show(fromPoly([b1, a1], x), fromPoly([b2, a2], x), op);
    log.add('multiply-both-sides', cur, next, { factor: toLatex(f) });
    cur = next;
  }
  if (a2.n !== 0n) {
    const t = mkMul([a2, X]);
    const positive = a2.n > 0n;
    const [na, nb] = [qsub(a1, a2), b1];
    const next = show(fromPoly([nb, na], x), fromPoly([b2], x), op);
    const wrong = show(fromPoly([nb, qadd(a1, a2)], x), fromPoly([b2], x), op);
    log.add(positive ? 'subtract-from-both-sides' : 'add-to-both-sides', cur, next, { term: toLatex(positive ? t : mkMul([NEG_ONE, t])) }, [wrong]);
    cur = next;
    a1 = na; a2 = num(0) as Num;
  }
  if (a1.n === 0n) {
    // no x left: identity or contradiction
    const holds = op === '=' ? qcmp(b1, b2) === 0 : cmpHolds(qcmp(b1, b2), op);
    log.add(holds ? 'identity-equation' : 'contradiction', cur, show(b1, b2, op));
    return { sol: holds ? sym('all') : sym('none'), op };
  }
  if (b1.n !== 0n) {
    const positive = b1.n > 0n;
    const nr = qsub(b2, b1);
    const next = show(mkMul([a1, X]), nr, op);
    const wrong = show(mkMul([a1, X]), qadd(b2, b1), op);
    log.add(positive ? 'subtract-from-both-sides' : 'add-to-both-sides', cur, next, { term: toLatex(positive ? b1 : qneg(b1)) }, [wrong]);
    cur = next;
    b2 = nr; b1 = num(0) as Num;
  }
  let outOp = op;
  if (!isOne(a1)) {
    const sol = qdiv(b2, a1);
    if (a1.n < 0n && op !== '=') outOp = flip(op);
    const next = show(X, sol, outOp);
    const wrong = [show(X, qmul(b2, a1), outOp), show(X, qsub(b2, a1), outOp)];
    if (a1.n < 0n && op !== '=') wrong.push(show(X, sol, op));
    log.add(a1.n < 0n && op !== '=' ? 'flip-inequality' : 'divide-both-sides', cur, next, { factor: toLatex(a1) }, wrong);
    return { sol, op: outOp };
  }
  return { sol: b2, op: outOp };
}
function cmpHolds(c: number, op: RelOp): boolean {
  switch (op) { case '<': return c < 0; case '<=': return c <= 0; case '>': return c > 0; case '>=': return c >= 0; case '!=': return c !== 0; default: return c === 0; }
}
const flip = (op: RelOp): RelOp => (({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as Record<string, RelOp>)[op] ?? op);

// ---------------------------------------------------------------- polynomial
/** Exact roots of a polynomial with steps (complex included). Returns null roots list when only numeric. */
function solvePoly(p: Poly, x: string, log: StepLog, isolated = false): { roots: Expr[]; exact: boolean } {
  const X = X_(x);
  p = trim(p);
  const n = deg(p);
  if (n <= 0) return { roots: [], exact: true };
  if (n === 1) {
    const r = qdiv(qneg(p[0]), p[1]);
    const lhs = fromPoly(p, x);
    if (!isZero(p[0])) log.add(p[0].n > 0n ? 'subtract-from-both-sides' : 'add-to-both-sides', eqL(lhs, ZERO), eqL(mkMul([p[1], X]), qneg(p[0])), { term: toLatex(p[0].n > 0n ? p[0] : qneg(p[0])) });
    if (!isOne(p[1])) log.add('divide-both-sides', eqL(mkMul([p[1], X]), qneg(p[0])), eqL(X, r), { factor: toLatex(p[1]) });
    return { roots: [r], exact: true };
  }
  // factor out x^k
  let k = 0;
  while (p[k].n === 0n) k++;
  if (k > 0) {
    const rest = p.slice(k);
    const fe = mkMul([mkPow(X, num(k)), fromPoly(rest, x)]);
    log.add('factor-gcf', eqL(fromPoly(p, x), ZERO), eqL(fe, ZERO), { gcf: toLatex(mkPow(X, num(k))) });
    if (deg(rest) > 0) log.add('zero-product-property', eqL(fe, ZERO), toLatex({ k: 'list', args: [rel('=', X, ZERO), rel('=', fromPoly(rest, x), ZERO)] }));
    const sub = solvePoly(rest, x, log);
    return { roots: [ZERO, ...sub.roots], exact: sub.exact };
  }
  if (n === 2) return solveQuadratic(p, x, log, isolated);
  // x^n = c
  if (p.slice(1, n).every((c) => c.n === 0n)) return solveBinomial(p, x, log);
  // biquadratic
  if (n === 4 && p[1].n === 0n && p[3].n === 0n && rationalRoots(p).length === 0) {
    log.add('substitution', eqL(fromPoly(p, x), ZERO), eqL(fromPoly([p[0], p[2], p[4]], 'u'), ZERO), { u: toLatex(mkPow(X, TWO)) });
    const us = solveQuadratic([p[0], p[2], p[4]], 'u', log);
    const roots: Expr[] = [];
    for (const r of us.roots) { const s = simplify(mkPow(r, HALF)); roots.push(s, simplify(mkMul([NEG_ONE, s]))); }

    return { roots: dedupe(roots), exact: us.exact };
  }
  // rational roots + synthetic division
  const rr = rationalRoots(p);
  if (rr.length) {
    let q = p;
    const roots: Expr[] = [];
    for (const r of rr) {
      const lin: Poly = [qneg(r), num(1) as Num];
      let [qq, rem] = polyDivmod(q, lin);
      if (!(rem.length === 1 && rem[0].n === 0n)) continue;
      log.add('rational-root-test', eqL(fromPoly(q, x), ZERO), eqL(subst(fromPoly(q, x), x, r), ZERO), { root: toLatex(r) });
      const before = fromPoly(q, x);
      q = qq;
      roots.push(r);
      // repeated root
      for (;;) { const [q2, r2] = polyDivmod(q, lin); if (r2.length === 1 && r2[0].n === 0n && deg(q) > 0) { q = q2; } else break; }
      log.add('polynomial-division', eqL(before, ZERO), eqL(mkMul([fromPoly(lin, x), fromPoly(q, x)]), ZERO), { divisor: toLatex(fromPoly(lin, x)) });

    }
    if (deg(q) >= 1) {
      const sub = solvePoly(q, x, log);
      return { roots: dedupe([...roots, ...sub.roots]), exact: sub.exact };
    }
    return { roots: dedupe(roots), exact: true };
  }
  if (n === 3) {
    const cub = solveCubic(p, x, log);
    if (cub) return cub;
  }
  // numeric (Durand–Kerner)
  const nr = numericRoots(p);
  log.add('numeric-root-finding', eqL(fromPoly(p, x), ZERO), toLatex({ k: 'list', args: nr.map((z) => rel('=', X, complexNum(z))) }));
  return { roots: nr.map(complexNum), exact: false };
}
function complexNum(z: { re: number; im: number }): Expr {
  const r = decimalExpr(z.re), i = decimalExpr(z.im);
  return z.im === 0 ? r : simplify(mkAdd([r, mkMul([i, I])]));
}
/** A float as `approx(decimal)`: printed as a decimal, evaluated as its value, never treated as exact. */
export function decimalExpr(v: number): Expr {
  if (!Number.isFinite(v)) return sym('inf');
  if (Math.abs(v) < 1e-13) return { k: 'fn', name: 'approx', args: [num(0)] };
  const s = Number(v.toPrecision(12));
  const str = s.toString();
  let r: Expr;
  if (str.includes('e')) r = num(BigInt(Math.round(s * 1e12)), 1000000000000n);
  else { const [a, b = ''] = str.split('.'); r = num(BigInt((a.startsWith('-') ? '-' : '') + (a.replace('-', '') + b)), 10n ** BigInt(b.length)); }
  return { k: 'fn', name: 'approx', args: [r] };
}
function dedupe(xs: Expr[]): Expr[] {
  const seen = new Set<string>();
  return xs.filter((e) => (seen.has(key(e)) ? false : (seen.add(key(e)), true)));
}

/**
 * @param isolated the equation was already `a x^2 = k` (no move-terms step was logged), so the
 *   constant is not moved back and forth.
 */
function solveQuadratic(p: Poly, x: string, log: StepLog, isolated = false): { roots: Expr[]; exact: boolean } {
  const X = X_(x);
  const [c, b, a] = p;
  const std = fromPoly(p, x);
  if (b.n === 0n) {
    // a x^2 + c = 0 -> x^2 = -c/a
    const rhs = qdiv(qneg(c), a);
    if (!isolated && c.n !== 0n) log.add(c.n > 0n ? 'subtract-from-both-sides' : 'add-to-both-sides', eqL(std, ZERO), eqL(mkMul([a, mkPow(X, TWO)]), qneg(c)), { term: toLatex(c.n > 0n ? c : qneg(c)) });
    if (!isOne(a)) log.add('divide-both-sides', eqL(mkMul([a, mkPow(X, TWO)]), qneg(c)), eqL(mkPow(X, TWO), rhs), { factor: toLatex(a) });
    const s = simplify(mkPow(rhs, HALF));
    const roots = [simplify(mkMul([NEG_ONE, s])), s];
    log.add('square-root-both-sides', eqL(mkPow(X, TWO), rhs), `${toLatex(X)} = \\pm ${toLatex(s)}`, {}, [eqL(X, s)]);
    if (rhs.n < 0n) log.add('complex-roots', eqL(mkPow(X, TWO), rhs), toLatex({ k: 'list', args: roots.map((r) => rel('=', X, r)) }));
    return { roots, exact: true };
  }
  const disc = qsub(qmul(b, b), qmul(num(4) as Num, qmul(a, c)));
  const sd = ratSqrt(disc);
  if (sd) {
    // factorable over Q
    const f = factorPoly(p);
    const fe = factoredExpr(f, x);
    log.add('factor-quadratic', eqL(std, ZERO), eqL(fe, ZERO));
    const r1 = qdiv(qsub(qneg(b), sd), qmul(TWO as Num, a)), r2 = qdiv(qadd(qneg(b), sd), qmul(TWO as Num, a));
    const lins = f.factors.map((ff) => rel('=', fromPoly(ff.factor, x), ZERO));
    log.add('zero-product-property', eqL(fe, ZERO), toLatex({ k: 'list', args: lins }), undefined, [toLatex({ k: 'list', args: [rel('=', X, qneg(r1)), rel('=', X, qneg(r2))] })]);
    const roots = qcmp(r1, r2) === 0 ? [r1] : [r1, r2].sort(qcmp);
    return { roots, exact: true };
  }
  if (isOne(a) && b.d === 1n && b.n % 2n === 0n && disc.n > 0n) {
    // complete the square: (x + b/2)^2 = b^2/4 - c
    const h = qdiv(b, TWO as Num);
    const rhs = qsub(qmul(h, h), c);
    const sq = mkPow(mkAdd([X, h]), TWO);
    log.add('complete-the-square', eqL(std, ZERO), eqL(sq, rhs), { h: toLatex(h), square: toLatex(qmul(h, h)) }, [eqL(sq, qadd(qmul(h, h), c))]);
    const r = simplify(mkPow(rhs, HALF));
    log.add('square-root-both-sides', eqL(sq, rhs), `${toLatex(mkAdd([X, h]))} = \\pm ${toLatex(r)}`);
    const r1 = simplify(mkAdd([mkMul([NEG_ONE, r]), qneg(h)])), r2 = simplify(mkAdd([r, qneg(h)]));
    log.add(h.n > 0n ? 'subtract-from-both-sides' : 'add-to-both-sides', `${toLatex(mkAdd([X, h]))} = \\pm ${toLatex(r)}`, toLatex({ k: 'list', args: [rel('=', X, r1), rel('=', X, r2)] }), { term: toLatex(h.n > 0n ? h : qneg(h)) });
    return { roots: [r1, r2], exact: true };
  }
  log.add('compute-discriminant', eqL(std, ZERO), toLatex(rel('=', sym('D'), disc)), { discriminant: toLatex(disc), a: toLatex(a), b: toLatex(b), c: toLatex(c) });
  const twoA = qmul(TWO as Num, a);
  const sq = simplify(mkPow(disc, HALF)); // complex when disc < 0 (i sqrt(-disc))
  const r1 = simplify(mkMul([mkAdd([qneg(b), mkMul([NEG_ONE, sq])]), mkPow(twoA, NEG_ONE)]));
  const r2 = simplify(mkMul([mkAdd([qneg(b), sq]), mkPow(twoA, NEG_ONE)]));
  const formula = `${toLatex(X)} = \\frac{${toLatex(qneg(b))} \\pm \\sqrt{${toLatex(disc)}}}{${toLatex(twoA)}}`;
  const wrongSign = simplify(mkMul([mkAdd([b, sq]), mkPow(twoA, NEG_ONE)]));
  const wrongDen = simplify(mkAdd([qneg(b), sq, ]));
  log.add('quadratic-formula', eqL(std, ZERO), formula, { a: toLatex(a), b: toLatex(b), c: toLatex(c), discriminant: toLatex(disc) }, [eqL(X, wrongSign), eqL(X, simplify(mkMul([wrongDen, HALF])))]);
  if (disc.n < 0n) log.add('complex-roots', formula, toLatex({ k: 'list', args: [rel('=', X, r1), rel('=', X, r2)] }));
  else log.add('simplify', formula, toLatex({ k: 'list', args: [rel('=', X, r1), rel('=', X, r2)] }));
  return { roots: [r1, r2], exact: true };
}

/** Cubic without rational roots: trigonometric method (three real roots) or Cardano's formula (one real root). */
function solveCubic(p: Poly, x: string, log: StepLog): { roots: Expr[]; exact: boolean } | null {
  const X = X_(x);
  const [d, c, b, a] = p;
  // x = t - b/(3a):  t^3 + P t + Q = 0
  const three = num(3) as Num;
  const P = qdiv(qsub(qmul(qmul(three, a), c), qmul(b, b)), qmul(three, qmul(a, a)));
  const Q = qdiv(qadd(qsub(qmul(num(2) as Num, qmul(b, qmul(b, b))), qmul(num(9) as Num, qmul(a, qmul(b, c)))), qmul(num(27) as Num, qmul(qmul(a, a), d))), qmul(num(27) as Num, qmul(a, qmul(a, a))));
  const shift = qdiv(b, qmul(three, a));
  const disc = qneg(qadd(qmul(num(4) as Num, qmul(P, qmul(P, P))), qmul(num(27) as Num, qmul(Q, Q))));
  const t = sym('t');
  const dep = mkAdd([mkPow(t, num(3)), mkMul([P, t]), Q]);
  if (shift.n !== 0n) log.add('substitution', eqL(fromPoly(p, x), ZERO), eqL(dep, ZERO), { u: toLatex(mkAdd([X, shift])) });
  let ts: Expr[];
  if (disc.n > 0n) {
    // three real roots: t_k = 2 sqrt(-P/3) cos(acos((3Q)/(2P) sqrt(-3/P))/3 - 2 pi k/3)
    const m = simplify(mkMul([TWO, mkPow(qdiv(qneg(P), three), HALF)]));
    const arg = simplify(mkMul([qdiv(qmul(three, Q), qmul(num(2) as Num, P)), mkPow(qdiv(num(-3) as Num, P), HALF)]));
    const th = simplify(mkMul([num(1, 3), mkFn('acos', [arg])]));
    ts = [0, 1, 2].map((k) => simplify(mkMul([m, mkFn('cos', [mkAdd([th, mkMul([num(-2 * k, 3), PI])])])])));
    log.add('cubic-trigonometric', eqL(dep, ZERO), toLatex({ k: 'list', args: ts.map((r) => rel('=', t, r)) }));
  } else if (disc.n < 0n) {
    const s = simplify(mkPow(qadd(qdiv(qmul(Q, Q), num(4) as Num), qdiv(qmul(P, qmul(P, P)), num(27) as Num)), HALF));
    const u = simplify(mkPow(mkAdd([qdiv(qneg(Q), num(2) as Num), s]), num(1, 3)));
    const v = simplify(mkPow(mkAdd([qdiv(qneg(Q), num(2) as Num), mkMul([NEG_ONE, s])]), num(1, 3)));
    const r = simplify(mkAdd([u, v]));
    // the complex pair from t^2 + r t + (r^2 + P) = 0
    const dq = simplify(mkAdd([mkMul([num(-3), mkPow(r, TWO)]), mkMul([num(-4), P])]));
    const sq = simplify(mkMul([I, mkPow(mkMul([NEG_ONE, dq]), HALF)]));
    const c1 = simplify(mkMul([HALF, mkAdd([mkMul([NEG_ONE, r]), mkMul([NEG_ONE, sq])])])), c2 = simplify(mkMul([HALF, mkAdd([mkMul([NEG_ONE, r]), sq])]));
    ts = [r, c1, c2];
    log.add('cubic-cardano', eqL(dep, ZERO), toLatex({ k: 'list', args: ts.map((z) => rel('=', t, z)) }));
  } else return null;
  const roots = ts.map((z) => simplify(mkAdd([z, qneg(shift)])));
  if (shift.n !== 0n) log.add('back-substitution', toLatex({ k: 'list', args: ts.map((z) => rel('=', t, z)) }), toLatex({ k: 'list', args: roots.map((z) => rel('=', X, z)) }));
  // keep only if every root checks numerically (guards against branch mistakes)
  if (!roots.every((z) => { const v = evalComplex(z); const f = evalComplex(fromPoly(p, x), { [x]: v }); return Math.hypot(f.re, f.im) < 1e-8 * Math.max(1, Math.hypot(v.re, v.im)) ** 3; })) return null;
  return { roots: sortRoots(roots), exact: true };
}

function solveBinomial(p: Poly, x: string, log: StepLog): { roots: Expr[]; exact: boolean } {
  const X = X_(x);
  const n = deg(p);
  const rhs = qdiv(qneg(p[0]), p[n]);
  const xn = mkPow(X, num(n));
  log.add('move-terms', eqL(fromPoly(p, x), ZERO), eqL(xn, rhs));
  const absR = rhs.n < 0n ? qneg(rhs) : rhs;
  const r = simplify(mkPow(absR, num(1, n)));
  const roots: Expr[] = [];
  // all n-th roots: |rhs|^(1/n) * exp(i (arg + 2 pi k)/n)
  const arg = rhs.n < 0n ? 1 : 0; // in units of pi
  for (let k = 0; k < n; k++) {
    const ang = num(arg + 2 * k, n) as Num; // multiple of pi
    const c = simplify(mkFn('cos', [mkMul([ang, PI])]));
    const s = simplify(mkFn('sin', [mkMul([ang, PI])]));
    if (hasFn(c, 'cos') || hasFn(s, 'sin')) {
      const v = Math.pow(qval(absR), 1 / n);
      roots.push(complexNum({ re: v * Math.cos((Math.PI * (arg + 2 * k)) / n), im: v * Math.sin((Math.PI * (arg + 2 * k)) / n) }));
      continue;
    }
    roots.push(simplify(mkMul([r, mkAdd([c, mkMul([s, I])])])));
  }
  log.add('nth-root-both-sides', eqL(xn, rhs), toLatex({ k: 'list', args: roots.map((z) => rel('=', X, z)) }), { n: String(n) });
  const exact = roots.every((z) => !hasFn(z, 'approx'));
  return { roots: sortRoots(roots), exact };
}
function sortRoots(rs: Expr[]): Expr[] {
  return rs.slice().sort((a, b) => {
    const A = approxOf(a), B = approxOf(b);
    const ra = A.im === 0 ? 0 : 1, rb = B.im === 0 ? 0 : 1;
    return ra - rb || A.re - B.re || A.im - B.im;
  });
}

// ---------------------------------------------------------------- isolation
interface Branch { sols: Expr[]; period?: Expr; exact: boolean; none?: boolean; partial?: boolean }

/** Isolate x in L = R (R free of x, x occurring in one place in L). Returns null when not isolatable. */
function isolate(L: Expr, R: Expr, x: string, log: StepLog, depth = 0): Branch | null {
  tick();
  if (depth > 30) return null;
  L = simplify(L); R = simplify(R);
  const cur = eqL(L, R);
  if (L.k === 'sym' && L.name === x) return { sols: [R], exact: true };
  switch (L.k) {
    case 'add': {
      const withX = L.args.filter((a) => contains(a, x));
      if (withX.length !== 1) return null;
      const rest = mkAdd(L.args.filter((a) => !contains(a, x)));
      const nR = simplify(mkAdd([R, mkMul([NEG_ONE, rest])]));
      const neg = rest.k === 'num' ? rest.n < 0n : rest.k === 'mul' && rest.args[0].k === 'num' && rest.args[0].n < 0n;
      log.add(neg ? 'add-to-both-sides' : 'subtract-from-both-sides', cur, eqL(withX[0], nR), { term: toLatex(neg ? simplify(mkMul([NEG_ONE, rest])) : rest) }, [eqL(withX[0], simplify(mkAdd([R, rest])))]);
      return isolate(withX[0], nR, x, log, depth + 1);
    }
    case 'mul': {
      const withX = L.args.filter((a) => contains(a, x));
      const c = mkMul(L.args.filter((a) => !contains(a, x)));
      if (withX.length !== 1) {
        if (isZero(R)) return zeroProduct(withX, x, log, cur, depth);
        return null;
      }
      if (isZero(R) && !isOne(c)) return isolate(withX[0], ZERO, x, log, depth + 1);
      const nR = simplify(mkMul([R, mkPow(c, NEG_ONE)]));
      log.add('divide-both-sides', cur, eqL(withX[0], nR), { factor: toLatex(c) }, [eqL(withX[0], simplify(mkMul([R, c])))]);
      return isolate(withX[0], nR, x, log, depth + 1);
    }
    case 'pow': {
      const [b, n] = L.args;
      if (freeOf(n, x)) {
        if (isNum(n) && n.n === -1n && n.d === 1n) {
          if (isZero(R)) { log.add('contradiction', cur, cur); return { sols: [], exact: true, none: true }; }
          const nR = simplify(mkPow(R, NEG_ONE));
          log.add('inverse-function', cur, eqL(b, nR), { fn: 'reciprocal' });
          return isolate(b, nR, x, log, depth + 1);
        }
        if (isNum(n) && n.n < 0n) {
          if (isZero(R)) { log.add('contradiction', cur, cur); return { sols: [], exact: true, none: true }; }
          const nR = simplify(mkPow(R, NEG_ONE));
          log.add('inverse-function', cur, eqL(mkPow(b, qneg(n)), nR), { fn: 'reciprocal' });
          return isolate(mkPow(b, qneg(n)), nR, x, log, depth + 1);
        }
        if (isNum(n)) {
          const Rv = evalReal(R);
          if (n.d % 2n === 0n && Rv < 0) {
            log.add('no-real-solution', cur, cur, { reason: 'even-root-negative' });
            return { sols: [], exact: true, none: true };
          }
          const inv = qdiv(num(1) as Num, n);
          const even = n.d === 1n && n.n % 2n === 0n; // x^2 = R -> ±
          if (n.d !== 1n) {
            const nR = simplify(mkPow(R, num(n.d)));
            log.add(n.d === 2n ? 'square-both-sides' : 'nth-root-both-sides', cur, eqL(mkPow(b, num(n.n)), nR), { n: String(n.d) });
            return isolate(mkPow(b, num(n.n)), nR, x, log, depth + 1);
          }
          if (even) {
            if (Rv < 0) { log.add('no-real-solution', cur, cur, { reason: 'even-power-negative' }); return { sols: [], exact: true, none: true }; }
            const r = simplify(mkPow(R, inv));
            log.add(n.n === 2n ? 'square-root-both-sides' : 'nth-root-both-sides', cur, `${toLatex(b)} = \\pm ${toLatex(r)}`, n.n === 2n ? {} : { n: String(n.n) }, [eqL(b, r)]);
            if (isZero(r)) return isolate(b, ZERO, x, log, depth + 1);
            const b1 = isolate(b, r, x, log, depth + 1), b2 = isolate(b, simplify(mkMul([NEG_ONE, r])), x, log, depth + 1);
            return mergeBranches([b1, b2]);
          }
          const r = simplify(mkPow(R, inv));
          log.add('nth-root-both-sides', cur, eqL(b, r), { n: String(n.n) });
          return isolate(b, r, x, log, depth + 1);
        }
        return null;
      }
      if (freeOf(b, x)) {
        const Rv = evalReal(R), bv = evalReal(b);
        if (bv > 0 && Rv <= 0) { log.add('no-real-solution', cur, cur, { reason: 'exponential-positive' }); return { sols: [], exact: true, none: true }; }
        // same base?
        const k = exactLog(R, b);
        if (k) {
          log.add('same-base', cur, eqL(mkPow(b, n), mkPow(b, k)), { base: toLatex(b) });
          log.add('same-base', eqL(mkPow(b, n), mkPow(b, k)), eqL(n, k), { base: toLatex(b) });
          return isolate(n, k, x, log, depth + 1);
        }
        const isE = b.k === 'sym' && b.name === 'e';
        const nR = isE ? simplify(mkFn('ln', [R])) : simplify(mkMul([mkFn('ln', [R]), mkPow(mkFn('ln', [b]), NEG_ONE)]));
        log.add('take-log-both-sides', cur, isE ? eqL(n, nR) : eqL(mkMul([n, mkFn('ln', [b])]), mkFn('ln', [R])), { base: toLatex(b) });
        if (!isE) log.add('divide-both-sides', eqL(mkMul([n, mkFn('ln', [b])]), mkFn('ln', [R])), eqL(n, nR), { factor: toLatex(mkFn('ln', [b])) });
        return isolate(n, nR, x, log, depth + 1);
      }
      return null;
    }
    case 'fn': {
      const u = L.args[0];
      if (L.args.length > 1 && !freeOf(L.args[1], x)) return null;
      switch (L.name) {
        case 'ln': { const nR = simplify(mkPow(sym('e'), R)); log.add('exponentiate-both-sides', cur, eqL(u, nR), { base: 'e' }); return isolate(u, nR, x, log, depth + 1); }
        case 'log': { const b = L.args[1] ?? num(10); const nR = simplify(mkPow(b, R)); log.add('exponentiate-both-sides', cur, eqL(u, nR), { base: toLatex(b) }); return isolate(u, nR, x, log, depth + 1); }
        case 'abs': {
          const Rv = evalReal(R);
          if (Rv < 0) { log.add('no-real-solution', cur, cur, { reason: 'abs-nonnegative' }); return { sols: [], exact: true, none: true }; }
          log.add('inverse-function', cur, `${toLatex(u)} = \\pm ${toLatex(R)}`, { fn: 'abs' });
          if (isZero(R)) return isolate(u, ZERO, x, log, depth + 1);
          return mergeBranches([isolate(u, R, x, log, depth + 1), isolate(u, simplify(mkMul([NEG_ONE, R])), x, log, depth + 1)]);
        }
        case 'sin': case 'cos': case 'tan': return solveTrigBasic(L.name, u, R, x, log, cur, depth);
        case 'asin': case 'acos': case 'atan': {
          const f = L.name.slice(1);
          const nR = simplify(mkFn(f, [R]));
          log.add('inverse-function', cur, eqL(u, nR), { fn: f });
          return isolate(u, nR, x, log, depth + 1);
        }
        case 'sinh': case 'cosh': case 'tanh': return null;
        default: return null;
      }
    }
    default: return null;
  }
}
function zeroProduct(factors: Expr[], x: string, log: StepLog, cur: string, depth: number): Branch | null {
  log.add('zero-product-property', cur, toLatex({ k: 'list', args: factors.map((f) => rel('=', f, ZERO)) }));
  const bs: (Branch | null)[] = [];
  for (const f of factors) {
    const sub = solveCore(f, ZERO, x, log, depth + 1);
    if (!sub) return null;
    bs.push(sub);
  }
  return mergeBranches(bs);
}
function mergeBranches(bs: (Branch | null)[]): Branch | null {
  if (bs.some((b) => b === null)) return null;
  const ok = bs as Branch[];
  const periods = ok.filter((b) => b.period).map((b) => b.period!);
  let period: Expr | undefined;
  if (periods.length) {
    // common period: lcm of rational multiples of pi
    const ks = periods.map((p) => piCoef(p));
    if (ks.some((k) => !k)) return null;
    if (ok.some((b) => !b.period && b.sols.length)) return null;
    let l = ks[0]!;
    for (const k of ks.slice(1)) l = qlcm(l, k!);
    period = simplify(mkMul([l, PI]));
    // expand each branch's representatives to the common period
    const sols: Expr[] = [];
    for (const b of ok) {
      if (!b.period) continue;
      const pk = piCoef(b.period)!;
      const reps = Number(qdiv(l, pk).n / qdiv(l, pk).d);
      for (const s of b.sols) for (let j = 0; j < reps; j++) sols.push(simplify(mkAdd([s, mkMul([num(j), pk, PI])])));
    }
    return { sols: dedupe(sortReal(sols)), period, exact: ok.every((b) => b.exact) };
  }
  return { sols: dedupe(ok.flatMap((b) => b.sols)), exact: ok.every((b) => b.exact), none: ok.every((b) => b.none) };
}
function sortReal(xs: Expr[]): Expr[] { return xs.slice().sort((a, b) => evalReal(a) - evalReal(b)); }
function piCoef(p: Expr): Num | null {
  const s = simplify(mkMul([p, mkPow(PI, NEG_ONE)]));
  return isNum(s) ? s : null;
}
function qlcm(a: Num, b: Num): Num {
  // lcm of rationals: lcm(numerators)/gcd(denominators)
  const n = (a.n * b.n) / bgcd(a.n, b.n);
  return num(n < 0n ? -n : n, bgcd(a.d, b.d)) as Num;
}
/** k with b^k = R exactly (integers/rationals), else null. */
function exactLog(R: Expr, b: Expr): Expr | null {
  if (R.k === 'pow' && equal(R.args[0], b)) return R.args[1];
  if (equal(R, b)) return ONE;
  if (isOne(R)) return ZERO;
  if (b.k === 'num' && R.k === 'num' && b.n > 1n && b.d === 1n && R.n > 0n) {
    const s = simplify(mkFn('log', [R, b]));
    if (isNum(s)) return s;
    // b = c^m and R = c^k (e.g. 4^x = 8)
    for (let m = 2; m <= 12; m++) {
      const c = simplify(mkPow(b, num(1, m)));
      if (c.k !== 'num') continue;
      const s2 = simplify(mkFn('log', [R, c]));
      if (isNum(s2)) return simplify(mkMul([s2, num(1, m)]));
    }
  }
  return null;
}

function solveTrigBasic(name: string, u: Expr, R: Expr, x: string, log: StepLog, cur: string, depth: number): Branch | null {
  const Rv = evalReal(R);
  if (!Number.isFinite(Rv)) return null;
  if ((name === 'sin' || name === 'cos') && Math.abs(Rv) > 1 + 1e-12) {
    log.add('no-real-solution', cur, cur, { reason: 'trig-range' });
    return { sols: [], exact: true, none: true };
  }
  // u must be linear in x: u = a x + b
  const p = toPolyLinearExpr(u, x);
  if (!p) return null;
  const [a, b0] = p;
  const base = simplify(mkFn('a' + name, [R]));
  const k = sym('k');
  let thetas: Expr[];
  let uPeriod: Expr;
  if (name === 'tan') { thetas = [base]; uPeriod = PI; }
  else if (name === 'sin') { thetas = dedupe([base, simplify(mkAdd([PI, mkMul([NEG_ONE, base])]))]); uPeriod = mkMul([TWO, PI]); }
  else { thetas = dedupe([base, simplify(mkMul([NEG_ONE, base]))]); uPeriod = mkMul([TWO, PI]); }
  const fam = thetas.map((t) => `${toLatex(u)} = ${toLatex(t)} + ${toLatex(simplify(uPeriod))} k`);
  log.add('inverse-function', cur, `${toLatex(u)} = ${toLatex(base)}`, { fn: 'a' + name });
  log.add('general-solution', `${toLatex(u)} = ${toLatex(base)}`, fam.join(',\\quad ') + ',\\quad k \\in \\mathbb{Z}', { period: toLatex(simplify(uPeriod)) });
  // x = (theta - b)/a ; period P = uPeriod/|a|
  const P = simplify(mkMul([uPeriod, mkPow(isNum(a) && a.n < 0n ? qneg(a) : a, NEG_ONE)]));
  const sols: Expr[] = [];
  for (const t of thetas) {
    let s = simplify(mkMul([mkAdd([t, mkMul([NEG_ONE, b0])]), mkPow(a, NEG_ONE)]));
    // bring into [0, P)
    const pv = evalReal(P), sv = evalReal(s);
    if (Number.isFinite(pv) && Number.isFinite(sv) && pv > 0) {
      const shift = Math.floor(sv / pv + 1e-12);
      if (shift !== 0) s = simplify(mkAdd([s, mkMul([num(-shift), P])]));
    }
    sols.push(s);
  }
  void k; void depth;
  const fin = dedupe(sortReal(sols));
  if (!(u.k === 'sym' && u.name === x)) log.add('divide-both-sides', fam.join(',\\quad '), fin.map((s) => `${toLatex(sym(x))} = ${toLatex(s)} + ${toLatex(P)} k`).join(',\\quad '), { factor: toLatex(a) });
  return { sols: fin, period: P, exact: true };
}
function toPolyLinearExpr(u: Expr, x: string): [Expr, Expr] | null {
  // u = a x + b with a, b free of x
  const lt = linearTerms(u, x);
  return lt ? [mkAdd(lt.a), mkAdd(lt.b)] : null;
}

// ---------------------------------------------------------------- substitution u = g(x)
function candidateInners(e: Expr, x: string, out: Expr[] = []): Expr[] {
  if (e.k === 'num' || e.k === 'sym') return out;
  if (e.k === 'fn' && contains(e, x)) out.push(e);
  if (e.k === 'pow' && contains(e.args[1], x) && freeOf(e.args[0], x)) {
    // a^(k x) -> candidate a^x
    const lin = toPolyLinearExpr(e.args[1], x);
    if (lin && isZero(simplify(lin[1]))) out.push(mkPow(e.args[0], sym(x)));
    else out.push(e);
  }
  if (e.k === 'pow' && isNum(e.args[1]) && e.args[1].d === 2n && contains(e.args[0], x)) out.push(mkPow(e.args[0], HALF));
  for (const a of e.args) candidateInners(a, x, out);
  return out;
}
function replaceInner(e: Expr, g: Expr, u: Expr, x: string): Expr {
  if (equal(e, g)) return u;
  if (g.k === 'pow' && e.k === 'pow' && equal(e.args[0], g.args[0]) && contains(e.args[1], x)) {
    const k = simplify(mkMul([e.args[1], mkPow(g.args[1], NEG_ONE)]));
    if (isNum(k) && k.d === 1n) return mkPow(u, k);
  }
  if (g.k === 'pow' && isNum(g.args[1]) && g.args[1].d === 2n && e.k === 'sym' && e.name === x && g.args[0].k === 'sym') return mkPow(u, TWO);
  if (e.k === 'num' || e.k === 'sym') return e;
  return { ...e, args: e.args.map((a) => replaceInner(a, g, u, x)) } as Expr;
}
function trySubstitution(f: Expr, x: string, log: StepLog, depth: number): Branch | null {
  const U = '_u';
  const seen = new Set<string>();
  for (const g of candidateInners(f, x)) {
    const kg = key(g);
    if (seen.has(kg)) continue;
    seen.add(kg);
    const r = simplify(replaceInner(f, g, sym(U), x));
    if (contains(r, x)) continue;
    const [N] = numerDenom(r);
    const p = toPoly(N, U);
    if (!p || deg(p) < 1) continue;
    if (deg(p) === 1 && countOcc(f, x) === 1) continue;
    const sub = new StepLog();
    const show = (e: Expr) => simplify(subst(e, U, sym('u')));
    log.add('substitution', eqL(f, ZERO), eqL(show(N), ZERO), { u: toLatex(g) });
    const roots = solvePoly(p, 'u', sub);
    log.push(...sub.steps);
    const branches: Branch[] = [];
    let allNone = true;
    for (const rt of roots.roots) {
      const v = approxOf(rt);
      if (Math.abs(v.im) > 1e-12) continue;
      const b = isolate(g, roots.exact ? rt : decimalExpr(v.re), x, log, depth + 1);
      if (!b) return null;
      if (!b.none) allNone = false;
      branches.push({ ...b, exact: b.exact && roots.exact });
    }
    if (branches.length === 0 || allNone) return { sols: [], exact: true, none: roots.roots.length > 0 && roots.exact };
    const live = branches.filter((b) => !b.none);
    return mergeBranches(live);
  }
  return null;
}

// ---------------------------------------------------------------- numeric
function periodOf(f: Expr, x: string): Num | null {
  // f depends on x only through sin/cos/tan of a x + b with rational a
  let ok = true;
  const coefs: Num[] = [];
  const walk = (e: Expr): void => {
    if (!ok) return;
    if (e.k === 'sym') { if (e.name === x) ok = false; return; }
    if (e.k === 'num') return;
    if (e.k === 'fn' && ['sin', 'cos', 'tan', 'sec', 'csc', 'cot'].includes(e.name) && contains(e, x)) {
      const lin = toPolyLinearExpr(e.args[0], x);
      const a = lin && simplify(lin[0]);
      if (!a || !isNum(a)) { ok = false; return; }
      const base = ['tan', 'cot'].includes(e.name) ? (num(1) as Num) : (num(2) as Num);
      coefs.push(qdiv(base, a.n < 0n ? qneg(a) : a));
      return;
    }
    e.args.forEach(walk);
  };
  walk(f);
  if (!ok || coefs.length === 0) return null;
  return coefs.reduce((l, c) => qlcm(l, c));
}

/** Bracketing root finder on [lo, hi]: sign changes refined by bisection, plus local minima of |f| near 0. */
export function bracketRoots(fx: (t: number) => number, lo: number, hi: number, samples = 2000): number[] {
  const roots: number[] = [];
  const h = (hi - lo) / samples;
  let prevT = lo, prevV = fx(lo);
  const vals: number[] = [prevV];
  for (let i = 1; i <= samples; i++) {
    tick();
    const t = lo + i * h;
    const v = fx(t);
    vals.push(v);
    if (Number.isFinite(prevV) && Number.isFinite(v)) {
      if (prevV === 0) roots.push(prevT);
      else if (prevV * v < 0) {
        let a = prevT, b = t, fa = prevV;
        for (let k = 0; k < 80; k++) {
          const m = (a + b) / 2, fm = fx(m);
          if (!Number.isFinite(fm)) break;
          if (fa * fm <= 0) b = m; else { a = m; fa = fm; }
        }
        const m = (a + b) / 2;
        const fm = fx(m);
        if (Number.isFinite(fm) && Math.abs(fm) < 1e-6 * Math.max(1, Math.abs(prevV), Math.abs(v)) && Math.abs(fm) < 1e-6) roots.push(m);
      }
    }
    prevT = t; prevV = v;
  }
  if (vals[vals.length - 1] === 0) roots.push(hi);
  // touching roots: local minima of |f| that are ~0
  for (let i = 1; i < vals.length - 1; i++) {
    const a = Math.abs(vals[i - 1]), b = Math.abs(vals[i]), c = Math.abs(vals[i + 1]);
    if (b <= a && b <= c && b < 1e-2 && Math.sign(vals[i - 1]) === Math.sign(vals[i + 1])) {
      // golden-section minimize |f| on [t-h, t+h]
      let l = lo + (i - 1) * h, r = lo + (i + 1) * h;
      for (let k = 0; k < 100; k++) {
        const m1 = l + (r - l) / 3, m2 = r - (r - l) / 3;
        if (Math.abs(fx(m1)) < Math.abs(fx(m2))) r = m2; else l = m1;
      }
      const m = (l + r) / 2;
      if (Math.abs(fx(m)) < 1e-10) roots.push(m);
    }
  }
  roots.sort((a, b) => a - b);
  return roots.filter((r, i) => i === 0 || Math.abs(r - roots[i - 1]) > 1e-7 * Math.max(1, Math.abs(r)));
}

/** Recognize a float as p/q * pi (q <= 24) or a small rational; returns an exact candidate. */
function recognize(v: number): Expr | null {
  for (let q = 1; q <= 24; q++) {
    const p = Math.round((v / Math.PI) * q);
    if (Math.abs((p / q) * Math.PI - v) < 1e-9) return simplify(mkMul([num(p, q), PI]));
  }
  for (let q = 1; q <= 60; q++) {
    const p = Math.round(v * q);
    if (Math.abs(p / q - v) < 1e-11) return num(p, q);
  }
  return null;
}

function numericSolve(f: Expr, x: string, log: StepLog): Branch | null {
  const P = periodOf(f, x);
  const fx = (t: number) => evalReal(f, { [x]: t });
  if (P) {
    const pv = qval(P) * Math.PI;
    const roots = bracketRoots(fx, 0, pv, 4000).filter((r) => r < pv - 1e-9);
    const sols: Expr[] = [];
    let exact = true;
    for (const r of roots) {
      const g = recognize(r);
      if (g && checkRoot(f, x, g) === 'exact') sols.push(g);
      else { sols.push(decimalExpr(r)); exact = false; }
    }
    const period = simplify(mkMul([P, PI]));
    log.add(exact ? 'general-solution' : 'numeric-root-finding', eqL(f, ZERO), sols.map((s) => `${toLatex(sym(x))} = ${toLatex(s)} + ${toLatex(period)} k`).join(',\\quad ') || eqL(f, ZERO), { period: toLatex(period) });
    return { sols, period, exact };
  }
  // non-periodic: scan a wide window with finer sampling near 0
  const found = [...bracketRoots(fx, -10, 10, 4000), ...bracketRoots(fx, -200, -10, 2000), ...bracketRoots(fx, 10, 200, 2000)];
  found.sort((a, b) => a - b);
  let uniq = found.filter((r, i) => i === 0 || Math.abs(r - found[i - 1]) > 1e-7 * Math.max(1, Math.abs(r)));
  if (!uniq.length) return null;
  let partial = false;
  if (uniq.length > 12) {
    // (probably) infinitely many roots, not resolvable far out: report those nearest 0 and say the list is partial
    partial = true;
    uniq = uniq.filter((r) => Math.abs(r) <= 10).sort((a, b) => Math.abs(a) - Math.abs(b)).slice(0, 12).sort((a, b) => a - b);
    if (!uniq.length) return null;
  }
  const sols: Expr[] = [];
  let exact = true;
  for (const r of uniq) {
    const g = recognize(r);
    if (g && checkRoot(f, x, g) === 'exact') sols.push(g);
    else { sols.push(decimalExpr(r)); exact = false; }
  }
  log.add('numeric-root-finding', eqL(f, ZERO), toLatex({ k: 'list', args: sols.map((s) => rel('=', sym(x), s)) }), { interval: partial ? '[-10, 10]' : '[-200, 200]', ...(partial ? { partial: 'true' } : {}) });
  return { sols, exact, partial };
}

/** LCD of the denominators of f (sum of fractions with polynomial denominators), from their factorizations. */
function polyLcd(f: Expr, x: string): { lcd: Expr; numer: Expr } | null {
  const terms = f.k === 'add' ? f.args : [f];
  const maxMult = new Map<string, [Expr, number]>();
  const parts: [Expr, Expr][] = [];
  for (const t of terms) {
    const [n, d] = numerDenom(t);
    const pd = toPoly(d, x);
    if (!pd) return null;
    const fac = factorPoly(pd);
    const fs: Expr[] = [fac.content];
    for (const { factor, mult } of fac.factors) {
      const fe = fromPoly(factor, x);
      const k = key(fe);
      const prev = maxMult.get(k);
      if (!prev || prev[1] < mult) maxMult.set(k, [fe, mult]);
      fs.push(mkPow(fe, num(mult)));
    }
    parts.push([mkMul([n, mkPow(fac.content, NEG_ONE)]), mkMul(fs.slice(1))]);
  }
  const lcd = mkMul([...maxMult.values()].map(([fe, m]) => mkPow(fe, num(m))));
  const numer = simplify(expand(mkAdd(parts.map(([n, d]) => mkMul([n, lcd, mkPow(d, NEG_ONE)])))));
  return { lcd, numer };
}

// ---------------------------------------------------------------- core equation solver
function solveCore(L: Expr, R: Expr, x: string, log: StepLog, depth = 0): Branch | null {
  tick();
  if (depth > 8) return null;
  const f = simplify(mkAdd([L, mkMul([NEG_ONE, R])]));
  if (freeOf(f, x)) {
    if (isZero(f)) { log.add('identity-equation', eqL(L, R), eqL(ZERO, ZERO)); return { sols: [sym('all')], exact: true }; }
    log.add('contradiction', eqL(L, R), eqL(f, ZERO));
    return { sols: [], exact: true, none: true };
  }
  // polynomial
  const p = toPoly(f, x);
  if (p && deg(p) >= 1) {
    if (deg(p) === 1) {
      const r = linearSteps(L, R, x, log);
      if (r) return { sols: [r.sol], exact: true };
    }
    const std = fromPoly(p, x);
    // `a x^2 = k` is already isolated: go straight to dividing and taking roots.
    const lp = toPoly(simplify(L), x);
    const isolated = deg(p) === 2 && p[1].n === 0n && freeOf(simplify(R), x) && !!lp && lp.length === 3 && lp[0].n === 0n && lp[1].n === 0n;
    if (!isolated && !(isZero(simplify(R)) && equal(simplify(L), std))) log.add('move-terms', eqL(L, R), eqL(std, ZERO));
    const r = solvePoly(p, x, log, isolated);
    return { sols: r.roots, exact: r.exact };
  }
  // polynomial with symbolic coefficients (parameters): degree 2 by the quadratic formula
  const pe = toPolyExpr(f, x);
  if (pe && pe.length === 2 && countOcc(f, x) > 1 && pe.every((c) => freeOf(c, x)) && !isZero(simplify(pe[1]))) {
    const [c0, c1] = pe.map((t) => simplify(t));
    const lhs = mkMul([c1, sym(x)]);
    log.add('combine-like-terms', eqL(L, R), eqL(mkAdd([lhs, c0]), ZERO));
    log.add('subtract-from-both-sides', eqL(mkAdd([lhs, c0]), ZERO), eqL(lhs, simplify(mkMul([NEG_ONE, c0]))), { term: toLatex(c0) });
    const sol = simplify(mkMul([expand(mkMul([NEG_ONE, c0])), mkPow(c1, NEG_ONE)]));
    log.add('divide-both-sides', eqL(lhs, simplify(mkMul([NEG_ONE, c0]))), eqL(sym(x), sol), { factor: toLatex(c1) });
    return { sols: [sol], exact: true };
  }
  if (pe && pe.length === 3 && pe.every((c) => freeOf(c, x)) && !isZero(simplify(pe[2]))) {
    const [c, b, a] = pe.map((t) => simplify(t));
    const disc = simplify(expand(mkAdd([mkPow(b, TWO), mkMul([num(-4), a, c])])));
    const sq = simplify(mkPow(disc, HALF));
    const den = mkPow(mkMul([TWO, a]), NEG_ONE);
    const r1 = simplify(mkMul([mkAdd([mkMul([NEG_ONE, b]), mkMul([NEG_ONE, sq])]), den]));
    const r2 = simplify(mkMul([mkAdd([mkMul([NEG_ONE, b]), sq]), den]));
    log.add('compute-discriminant', eqL(L, R), toLatex(rel('=', sym('D'), disc)), { discriminant: toLatex(disc), a: toLatex(a), b: toLatex(b), c: toLatex(c) });
    log.add('quadratic-formula', eqL(fromPolyExprs(pe, x), ZERO), `${toLatex(sym(x))} = \\frac{${toLatex(simplify(mkMul([NEG_ONE, b])))} \\pm \\sqrt{${toLatex(disc)}}}{${toLatex(simplify(mkMul([TWO, a])))}}`, { a: toLatex(a), b: toLatex(b), c: toLatex(c), discriminant: toLatex(disc) });
    return { sols: isZero(disc) ? [r1] : [r1, r2], exact: true };
  }
  // rational: N/D = 0
  let [N, D] = numerDenom(f);
  if (contains(D, x)) {
    const lcdR = polyLcd(f, x);
    let lcd = D;
    if (lcdR) { lcd = lcdR.lcd; N = lcdR.numer; D = lcd; }
    const pn = toPoly(N, x), pd = toPoly(D, x);
    const Ns = simplify(expand(N));
    log.add('multiply-by-lcd', eqL(L, R), eqL(Ns, ZERO), { lcd: toLatex(lcd) });
    const inner = pn ? (() => { const r = solvePoly(pn, x, log); return { sols: r.roots, exact: r.exact } as Branch; })() : solveCore(Ns, ZERO, x, log, depth + 1);
    if (!inner) return null;
    const kept: Expr[] = [], rejected: Expr[] = [];
    for (const s of inner.sols) {
      const dv = pd ? evalComplex(subst(fromPoly(pd, x), x, s)) : evalComplex(subst(D, x, s));
      if (Math.hypot(dv.re, dv.im) < 1e-12) rejected.push(s); else kept.push(s);
    }
    if (rejected.length) log.add('check-extraneous', toLatex({ k: 'list', args: inner.sols.map((s) => rel('=', sym(x), s)) }), toLatex({ k: 'list', args: kept.map((s) => rel('=', sym(x), s)) }) || '\\emptyset', { rejected: rejected.map(toLatex).join(', ') });
    return { sols: kept, exact: inner.exact, none: kept.length === 0 && inner.exact && !inner.period, period: inner.period };
  }
  // isolation (x in one place on one side)
  const Ls = simplify(L), Rs = simplify(R);
  const occL = countOcc(Ls, x), occR = countOcc(Rs, x);
  if (occL === 1 && occR === 0) { const b = isolate(Ls, Rs, x, log, depth); if (b) return b; }
  if (occR === 1 && occL === 0) { const b = isolate(Rs, Ls, x, log, depth); if (b) return b; }
  if (countOcc(f, x) === 1) {
    // move the x term to one side
    const b = isolate(f, ZERO, x, log, depth); if (b) return b;
  }
  // c·a^u = d·b^v (positive constants, exponentials): take logs of both sides -> linear
  const expProduct = (e: Expr) => (e.k === 'mul' ? e.args : [e]).every((t) => (freeOf(t, x) && evalReal(t) > 0) || (t.k === 'pow' && freeOf(t.args[0], x) && evalReal(t.args[0]) > 0));
  if (contains(Ls, x) && contains(Rs, x) && expProduct(Ls) && expProduct(Rs) && !(Ls.k === 'pow' && Rs.k === 'pow')) {
    const lnOf = (e: Expr) => simplify(mkAdd((e.k === 'mul' ? e.args : [e]).map((t) => (t.k === 'pow' ? mkMul([t.args[1], mkFn('ln', [t.args[0]])]) : mkFn('ln', [t])))));
    const nl = lnOf(Ls), nr = lnOf(Rs);
    const lin = toPolyLinearExpr(simplify(mkAdd([nl, mkMul([NEG_ONE, nr])])), x);
    if (lin && !isZero(simplify(lin[0]))) {
      log.add('take-log-both-sides', eqL(Ls, Rs), eqL(nl, nr), { base: 'e' });
      const sol = simplify(mkMul([NEG_ONE, lin[1], mkPow(lin[0], NEG_ONE)]));
      log.add('divide-both-sides', eqL(nl, nr), eqL(sym(x), sol), { factor: toLatex(simplify(lin[0])) });
      return { sols: [sol], exact: true };
    }
  }
  // sums of logarithms: ln g1 + ln g2 - ln g3 = k  ->  ln(g1 g2 / g3) = k  ->  g1 g2 / g3 = e^k (domain checked at the end)
  {
    const terms = f.k === 'add' ? f.args : [f];
    const logs: { c: Num; arg: Expr; base: Expr }[] = [];
    const rest: Expr[] = [];
    for (const t of terms) {
      const [c, g] = t.k === 'mul' && t.args.length === 2 && isNum(t.args[0]) && t.args[0].d === 1n ? [t.args[0] as Num, t.args[1]] : [num(1) as Num, t];
      if (g.k === 'fn' && (g.name === 'ln' || g.name === 'log') && contains(g, x) && freeOf(g.args[1] ?? ZERO, x)) logs.push({ c, arg: g.args[0], base: g.name === 'ln' ? sym('e') : g.args[1] ?? num(10) });
      else if (freeOf(t, x)) rest.push(t);
      else { logs.length = 0; break; }
    }
    if (logs.length >= 2 && logs.every((l) => equal(l.base, logs[0].base))) {
      const base = logs[0].base;
      const prod = simplify(mkMul(logs.map((l) => mkPow(l.arg, l.c))));
      const k = simplify(mkMul([NEG_ONE, mkAdd(rest)]));
      const combined = base.k === 'sym' && base.name === 'e' ? mkFn('ln', [prod]) : mkFn('log', [prod, base]);
      log.add('log-rules', eqL(L, R), eqL(combined, k));
      const rhs = simplify(mkPow(base, k));
      log.add('exponentiate-both-sides', eqL(combined, k), eqL(prod, rhs), { base: toLatex(base) });
      const inner = solveCore(prod, rhs, x, log, depth + 1);
      if (inner) return inner; // candidates outside the domain of the logarithms are rejected by the final check
    }
  }
  // a^u = b^v with both sides exponential: take logs -> linear
  if (Ls.k === 'pow' && Rs.k === 'pow' && freeOf(Ls.args[0], x) && freeOf(Rs.args[0], x)) {
    const nl = simplify(mkMul([Ls.args[1], mkFn('ln', [Ls.args[0]])])), nr = simplify(mkMul([Rs.args[1], mkFn('ln', [Rs.args[0]])]));
    log.add('take-log-both-sides', eqL(Ls, Rs), eqL(nl, nr));
    const lin = toPolyLinearExpr(simplify(mkAdd([nl, mkMul([NEG_ONE, nr])])), x);
    if (lin) {
      const sol = simplify(mkMul([NEG_ONE, lin[1], mkPow(lin[0], NEG_ONE)]));
      log.add('divide-both-sides', eqL(nl, nr), eqL(sym(x), sol), { factor: toLatex(simplify(lin[0])) });
      return { sols: [sol], exact: true };
    }
  }
  // product = 0
  if (f.k === 'mul' && f.args.filter((a) => contains(a, x)).length > 1) {
    const b = zeroProduct(f.args.filter((a) => contains(a, x)), x, log, eqL(f, ZERO), depth);
    if (b) return b;
  }
  // radicals on both sides / several radicals: square when L = sqrt(..) form
  const sub = trySubstitution(f, x, log, depth);
  if (sub) return sub;
  // sqrt(u) = v(x): square both sides (then check)
  for (const [A, B] of [[Ls, Rs], [Rs, Ls]] as [Expr, Expr][]) {
    if (A.k === 'pow' && isNum(A.args[1]) && A.args[1].d === 2n && A.args[1].n === 1n && countOcc(B, x) >= 1) {
      log.add('square-both-sides', eqL(A, B), eqL(A.args[0], mkPow(B, TWO)));
      const b = solveCore(A.args[0], expand(mkPow(B, TWO)), x, log, depth + 1);
      if (b) return b; // extraneous roots are removed by the final check
    }
    if (A.k === 'add') {
      const rad = A.args.find((t) => t.k === 'pow' && isNum(t.args[1]) && t.args[1].d === 2n && contains(t, x));
      if (rad) {
        const rest = mkAdd(A.args.filter((t) => t !== rad));
        const nB = simplify(mkAdd([B, mkMul([NEG_ONE, rest])]));
        log.add('isolate-radical', eqL(A, B), eqL(rad, nB));
        return solveCore(rad, nB, x, log, depth + 1);
      }
    }
  }
  return numericSolve(f, x, log);
}

/** Solve one equation (or expression = 0) for x. */
export function solveEquation(input: Expr, x = 'x'): SolveResult {
  const log = new StepLog();
  let L: Expr, R: Expr;
  if (input.k === 'rel') {
    if (input.op !== '=') return solveInequality(input, x);
    [L, R] = input.args;
  } else { L = input; R = ZERO; }
  if (!contains(L, x) && !contains(R, x)) {
    const vs = [...symbols(mkAdd([simplify(L), simplify(R)]))];
    if (vs.length === 1) x = vs[0];
  }
  const f = simplify(mkAdd([simplify(L), mkMul([NEG_ONE, simplify(R)])]));
  const branch = solveCore(L, R, x, log);
  const base: SolveResult = { kind: 'unknown', variable: x, solutions: [], approx: [], exact: false, verified: false, steps: log, method: 'none' };
  if (!branch) return base;
  if (branch.sols.length === 1 && branch.sols[0].k === 'sym' && branch.sols[0].name === 'all') return { ...base, kind: 'all', exact: true, verified: true, method: 'identity' };
  // verify every candidate in the original equation
  const kept: Expr[] = [], rejected: Expr[] = [];
  let allExact = branch.exact;
  let unchecked = 0;
  for (const s of branch.sols) {
    const c = checkRoot(f, x, s);
    if (c === 'unknown') { unchecked++; kept.push(s); continue; }
    if (c === 'failed') {
      // a numeric (decimal) candidate may fail the strict check; accept with looser tolerance if inexact
      const v = evalComplex(f, { [x]: evalComplex(s) });
      if (!branch.exact && Math.hypot(v.re, v.im) < 1e-6) { kept.push(s); continue; }
      rejected.push(s);
      continue;
    }
    if (c === 'numeric' && branch.exact) { /* exact symbolically unproven but numerically tight */ }
    kept.push(s);
  }
  if (rejected.length) log.add('check-extraneous', toLatex({ k: 'list', args: branch.sols.map((s) => rel('=', sym(x), s)) }), kept.length ? toLatex({ k: 'list', args: kept.map((s) => rel('=', sym(x), s)) }) : '\\emptyset', { rejected: rejected.map(toLatex).join(', ') });
  if (kept.length === 0) {
    const proven = (branch.none ?? false) || (branch.exact && (branch.sols.length > 0));
    if (proven) log.add('no-real-solution', eqL(L, R), '\\emptyset');
    return { ...base, kind: proven ? 'none' : 'unknown', exact: proven, verified: proven, method: 'exact' };
  }
  if (kept.length && !kept.some(isDecimalApprox)) log.add('verify-solution', toLatex({ k: 'list', args: kept.map((s) => rel('=', sym(x), s)) }), toLatex({ k: 'list', args: kept.map((s) => rel('=', safeSimp(subst(L, x, s)), safeSimp(subst(R, x, s)))) }));
  allExact = allExact && kept.every((s) => !isDecimalApprox(s));
  if (!branch.period) kept.sort((a, b) => { const A = approxOf(a), B = approxOf(b); return (A.im === 0 ? 0 : 1) - (B.im === 0 ? 0 : 1) || A.re - B.re || A.im - B.im; });
  return {
    ...base, kind: 'solutions', solutions: kept, approx: kept.map(approxOf), period: branch.period, exact: allExact && unchecked === 0, verified: unchecked === 0,
    method: branch.period ? 'periodic' : allExact ? 'exact' : 'numeric', partial: branch.partial,
  };
}
function isDecimalApprox(e: Expr): boolean { return hasFn(e, 'approx'); }
/** Does e contain a call of function `name`? */
export function hasFn(e: Expr, name: string): boolean {
  if (e.k === 'fn' && e.name === name) return true;
  if (e.k === 'num' || e.k === 'sym') return false;
  return e.args.some((a) => hasFn(a, name));
}

function fromPolyExprs(cs: Expr[], x: string): Expr {
  return simplify(mkAdd(cs.map((c, i) => mkMul([c, mkPow(sym(x), num(i))]))));
}
function safeSimp(e: Expr): Expr { try { const s = simplify(e); if (s.k === 'num') return s; const x = simplify(expand(s)); return size(x) <= size(s) ? x : s; } catch { return e; } }

// ---------------------------------------------------------------- inequalities
export function solveInequality(input: Extract<Expr, { k: 'rel' }>, x = 'x'): SolveResult {
  const log = new StepLog();
  const [L, R] = input.args;
  const op = input.op;
  const base: SolveResult = { kind: 'intervals', variable: x, solutions: [], approx: [], exact: true, verified: false, steps: log, method: 'inequality', intervals: [] };
  const f = simplify(mkAdd([simplify(L), mkMul([NEG_ONE, simplify(R)])]));
  if (op === '!=') {
    // every x except the solutions of L = R
    const eq = solveEquation(rel('=', L, R), x);
    log.push(...eq.steps.steps);
    const inf = sym('inf'), ninf = mkMul([NEG_ONE, sym('inf')]);
    if (eq.kind === 'none') return { ...base, intervals: [{ lo: ninf, hi: inf, loClosed: false, hiClosed: false }], solutions: [rel('=', sym(x), sym(x))], verified: eq.verified };
    if (eq.kind === 'all') return { ...base, kind: 'none', intervals: [], verified: true };
    if (eq.kind !== 'solutions' || eq.period) throw new MathError('UNSUPPORTED', 'Cannot describe this solution set', { reason: 'unsupported-inequality' });
    const pts = eq.solutions.filter((s) => Math.abs(approxOf(s).im) < 1e-12).sort((a, b) => evalReal(a) - evalReal(b));
    const edges = [ninf, ...pts, inf];
    const ivs: Interval[] = [];
    for (let i = 0; i + 1 < edges.length; i++) ivs.push({ lo: edges[i], hi: edges[i + 1], loClosed: false, hiClosed: false });
    log.add('interval-notation', toLatex(rel(op, L, R)), intervalsLatex(ivs));
    return { ...base, intervals: ivs, solutions: pts.map((p) => rel('!=', sym(x), p)), verified: eq.verified };
  }
  const p = toPoly(f, x);
  if (p && deg(p) === 1) {
    const r = linearSteps(L, R, x, log, op);
    if (r && isNum(r.sol)) {
      const iv = opInterval(r.op, r.sol);
      log.add('interval-notation', toLatex(rel(r.op, sym(x), r.sol)), intervalsLatex([iv]));
      return { ...base, intervals: [iv], solutions: [rel(r.op, sym(x), r.sol)], verified: checkIntervals(f, op, x, [iv]) };
    }
  }
  // critical points: real zeros of numerator and denominator
  const [N, D] = numerDenom(f);
  const crit: Expr[] = [];
  const undef = new Set<string>();
  const sub = new StepLog();
  for (const [part, isDen] of [[N, false], [D, true]] as [Expr, boolean][]) {
    if (freeOf(part, x)) continue;
    const r = solveEquation(rel('=', part, ZERO), x);
    if (r.kind !== 'solutions' || r.period) throw new MathError('UNSUPPORTED', 'Cannot find the critical points of this inequality', { reason: 'unsupported-inequality' });
    for (const s of r.solutions) {
      const a = approxOf(s);
      if (Math.abs(a.im) > 1e-12) continue;
      crit.push(s);
      if (isDen) undef.add(key(s));
    }
    if (!isDen) sub.push(...r.steps.steps);
  }
  log.push(...sub.steps);
  const pts = dedupe(crit).sort((a, b) => evalReal(a) - evalReal(b));
  log.add('sign-chart', toLatex(rel(op, f, ZERO)), toLatex({ k: 'list', args: pts }), { points: pts.map(toLatex).join(', ') });
  const holds = (t: number) => { const v = evalReal(f, { [x]: t }); return Number.isFinite(v) && cmpHoldsNum(v, op); };
  const vals = pts.map((p) => evalReal(p));
  const intervals: Interval[] = [];
  const inf = sym('inf'), ninf = mkMul([NEG_ONE, sym('inf')]);
  const edges = [-Infinity, ...vals, Infinity];
  const edgeE = [ninf, ...pts, inf];
  for (let i = 0; i + 1 < edges.length; i++) {
    const a = edges[i], b = edges[i + 1];
    const mid = a === -Infinity ? (b === Infinity ? 0 : b - 1) : b === Infinity ? a + 1 : (a + b) / 2;
    if (!holds(mid)) continue;
    const loE = edgeE[i], hiE = edgeE[i + 1];
    const closedAt = (e: Expr, v: number) => Number.isFinite(v) && !undef.has(key(e)) && holds(v);
    const iv: Interval = { lo: loE, hi: hiE, loClosed: closedAt(loE, a), hiClosed: closedAt(hiE, b) };
    const last = intervals[intervals.length - 1];
    if (last && equal(last.hi, loE) && last.hiClosed && iv.loClosed) { last.hi = hiE; last.hiClosed = iv.hiClosed; }
    else intervals.push(iv);
  }
  // isolated points (e.g. x^2 <= 0)
  pts.forEach((pt, i) => {
    if (holds(vals[i]) && !undef.has(key(pt)) && !intervals.some((iv) => (equal(iv.lo, pt) && iv.loClosed) || (equal(iv.hi, pt) && iv.hiClosed))) intervals.push({ lo: pt, hi: pt, loClosed: true, hiClosed: true });
  });
  intervals.sort((a, b) => evalReal(a.lo) - evalReal(b.lo));
  log.add('interval-notation', toLatex(rel(op, f, ZERO)), intervalsLatex(intervals));
  return { ...base, intervals, solutions: intervals.map((iv) => intervalRel(iv, x)), verified: checkIntervals(f, op, x, intervals), kind: intervals.length ? 'intervals' : 'none' };
}
function cmpHoldsNum(v: number, op: RelOp): boolean {
  const eps = 1e-12;
  switch (op) { case '<': return v < -eps; case '<=': return v <= eps; case '>': return v > eps; case '>=': return v >= -eps; case '!=': return Math.abs(v) > eps; default: return Math.abs(v) <= eps; }
}
function opInterval(op: RelOp, c: Expr): Interval {
  const inf = sym('inf'), ninf = mkMul([NEG_ONE, sym('inf')]);
  switch (op) {
    case '<': return { lo: ninf, hi: c, loClosed: false, hiClosed: false };
    case '<=': return { lo: ninf, hi: c, loClosed: false, hiClosed: true };
    case '>': return { lo: c, hi: inf, loClosed: false, hiClosed: false };
    default: return { lo: c, hi: inf, loClosed: true, hiClosed: false };
  }
}
function isInf(e: Expr) { return contains(e, 'inf'); }
/** An interval as a relation chain for display: x < 2, x >= 3, -2 < x <= 5. */
export function intervalRel(iv: Interval, x: string): Expr {
  const X = sym(x);
  if (equal(iv.lo, iv.hi)) return rel('=', X, iv.lo);
  if (isInf(iv.lo) && isInf(iv.hi)) return rel('=', X, X);
  if (isInf(iv.lo)) return rel(iv.hiClosed ? '<=' : '<', X, iv.hi);
  if (isInf(iv.hi)) return rel(iv.loClosed ? '>=' : '>', X, iv.lo);
  return { k: 'list', args: [rel(iv.loClosed ? '<=' : '<', iv.lo, X), rel(iv.hiClosed ? '<=' : '<', X, iv.hi)] };
}
export function intervalsLatex(ivs: Interval[]): string {
  if (!ivs.length) return '\\emptyset';
  return ivs.map((iv) => (equal(iv.lo, iv.hi) ? `\\{${toLatex(iv.lo)}\\}` : `${iv.loClosed ? '[' : '('}${toLatex(iv.lo)}, ${toLatex(iv.hi)}${iv.hiClosed ? ']' : ')'}`)).join(' \\cup ');
}
export function intervalsText(ivs: Interval[]): string {
  if (!ivs.length) return 'no solution';
  return ivs.map((iv) => (equal(iv.lo, iv.hi) ? `{${toText(iv.lo)}}` : `${iv.loClosed ? '[' : '('}${toText(iv.lo)}, ${toText(iv.hi)}${iv.hiClosed ? ']' : ')'}`)).join(' U ');
}
function checkIntervals(f: Expr, op: RelOp, x: string, ivs: Interval[]): boolean {
  // sample points: inside intervals must satisfy, outside must not
  const inside = (t: number) => ivs.some((iv) => {
    const a = evalReal(iv.lo), b = evalReal(iv.hi);
    return (t > a || (iv.loClosed && Math.abs(t - a) < 1e-12)) && (t < b || (iv.hiClosed && Math.abs(t - b) < 1e-12));
  });
  for (let t = -20.37; t < 20; t += 0.731) {
    const v = evalReal(f, { [x]: t });
    if (!Number.isFinite(v)) continue;
    if (cmpHoldsNum(v, op) !== inside(t)) return false;
  }
  return true;
}

// ---------------------------------------------------------------- systems
/** Systems: linear by Gaussian elimination over the rationals; two non-linear equations by substitution. */
export function solveSystem(eqs: Expr[], vars?: string[]): SolveResult {
  try {
    return solveLinearSystem(eqs, vars);
  } catch (e) {
    if (!(e instanceof MathError) || e.detail.reason !== 'nonlinear-system') throw e;
    const r = solveBySubstitution(eqs);
    if (r) return r;
    throw e;
  }
}

function solveBySubstitution(eqs: Expr[]): SolveResult | null {
  if (eqs.length !== 2 || eqs.some((q) => q.k !== 'rel' || q.op !== '=')) return null;
  const vs = [...new Set(eqs.flatMap((e) => [...symbols(e)]))].sort();
  if (vs.length !== 2) return null;
  const log = new StepLog();
  const fs = eqs.map((q) => simplify(mkAdd([(q as { args: Expr[] }).args[0], mkMul([NEG_ONE, (q as { args: Expr[] }).args[1]])])));
  for (let i = 0; i < 2; i++) for (const v of vs) {
    const pe = toPolyExpr(fs[i], v);
    if (!pe || pe.length !== 2) continue;
    const coef = simplify(pe[1]);
    if (!isNum(coef) || isZero(coef)) continue;
    const w = vs.find((u) => u !== v)!;
    const expr = simplify(mkMul([NEG_ONE, pe[0], mkPow(coef, NEG_ONE)]));
    log.add('substitution', toLatex(eqs[i]), toLatex(rel('=', sym(v), expr)), { u: toLatex(sym(v)) });
    const other = simplify(subst(fs[1 - i], v, expr));
    const inner = solveEquation(rel('=', other, ZERO), w);
    log.push(...inner.steps.steps);
    if (inner.kind === 'none') return { kind: 'none', variable: vs.join(','), solutions: [], approx: [], exact: true, verified: true, steps: log, method: 'substitution-system' };
    if (inner.kind !== 'solutions' || inner.period) return null;
    const sols: Expr[] = [];
    let ok = true;
    const pairs: Record<string, Expr>[] = [];
    for (const s2 of inner.solutions) {
      if (Math.abs(approxOf(s2).im) > 1e-12) continue;
      const s1 = simplify(subst(expr, w, s2));
      const pair: Record<string, Expr> = { [v]: s1, [w]: s2 };
      pairs.push(pair);
      sols.push({ k: 'list', args: vs.map((u) => rel('=', sym(u), pair[u])) });
      ok = ok && fs.every((f) => { let d = f; for (const u of vs) d = subst(d, u, pair[u]); const c = evalComplex(d); return Math.hypot(c.re, c.im) < 1e-8; });
    }
    log.add('back-substitution', toLatex(rel('=', sym(v), expr)), toLatex({ k: 'list', args: sols }));
    return {
      kind: sols.length ? 'solutions' : 'none', variable: vs.join(','), solutions: sols, approx: [], exact: inner.exact, verified: ok, steps: log, method: 'substitution-system',
      system: pairs.length === 1 ? pairs[0] : undefined, systemSolutions: pairs,
    } as SolveResult;
  }
  return null;
}

function solveLinearSystem(eqs: Expr[], vars?: string[]): SolveResult {
  const log = new StepLog();
  const all = [...new Set(eqs.flatMap((e) => [...symbols(e)]))].sort();
  const vs = vars && vars.length === eqs.length ? vars : all;
  const base: SolveResult = { kind: 'unknown', variable: vs.join(','), solutions: [], approx: [], exact: true, verified: false, steps: log, method: 'linear-system' };
  const rows: Num[][] = [];
  for (const e of eqs) {
    if (e.k !== 'rel' || e.op !== '=') throw new MathError('UNSUPPORTED', 'A system must contain equations', { reason: 'unsupported-system' });
    const f = expand(mkAdd([e.args[0], mkMul([NEG_ONE, e.args[1]])]));
    const row: Num[] = [];
    let rest = f;
    for (const v of vs) {
      const p = toPolyExpr(f, v);
      if (!p || p.length > 2) throw new MathError('UNSUPPORTED', 'Only linear systems are supported', { reason: 'nonlinear-system' });
      const c1 = simplify(p[1] ?? ZERO);
      if (!isNum(c1)) throw new MathError('UNSUPPORTED', 'Only linear systems are supported', { reason: 'nonlinear-system' });
      row.push(c1);
      rest = subst(rest, v, ZERO);
    }
    const k = simplify(rest);
    if (!isNum(k)) throw new MathError('UNSUPPORTED', 'Only linear systems with numeric coefficients are supported', { reason: 'nonlinear-system' });
    row.push(qneg(k));
    rows.push(row);
  }
  const n = vs.length, m = rows.length;
  const show = () => toLatex({ k: 'list', args: rows.map((r) => rel('=', mkAdd(r.slice(0, n).map((c, j) => mkMul([c, sym(vs[j])]))), r[n])) });
  let r = 0;
  const pivCol: number[] = [];
  for (let c = 0; c < n && r < m; c++) {
    let piv = -1;
    for (let i = r; i < m; i++) if (rows[i][c].n !== 0n) { piv = i; break; }
    if (piv < 0) continue;
    [rows[r], rows[piv]] = [rows[piv], rows[r]];
    const before = show();
    for (let i = 0; i < m; i++) {
      if (i === r || rows[i][c].n === 0n) continue;
      const fct = qdiv(rows[i][c], rows[r][c]);
      rows[i] = rows[i].map((v, j) => qsub(v, qmul(fct, rows[r][j])));
    }
    log.add('elimination', before, show(), { var: vs[c] });
    pivCol.push(c);
    r++;
  }
  // inconsistency
  for (let i = r; i < m; i++) if (rows[i][n].n !== 0n) { log.add('contradiction', show(), '0 = ' + toLatex(rows[i][n])); return { ...base, kind: 'none', verified: true }; }
  if (r < n) return { ...base, kind: 'all', verified: true, method: 'linear-system-dependent' };
  const sol: Record<string, Expr> = {};
  pivCol.forEach((c, i) => (sol[vs[c]] = qdiv(rows[i][n], rows[i][c])));
  log.add('back-substitution', show(), toLatex({ k: 'list', args: vs.map((v) => rel('=', sym(v), sol[v])) }));
  const ok = eqs.every((e) => { const ee = e as Extract<Expr, { k: 'rel' }>; let d = mkAdd([ee.args[0], mkMul([NEG_ONE, ee.args[1]])]); for (const v of vs) d = subst(d, v, sol[v]); return isZero(simplify(d)); });
  return { ...base, kind: 'solutions', system: sol, solutions: vs.map((v) => rel('=', sym(v), sol[v])), approx: vs.map((v) => approxOf(sol[v])), verified: ok };
}

/** Intersection of inequality solution sets (compound inequalities like 1 < 2x + 3 < 7). */
export function intersectInequalities(parts: SolveResult[], x: string): SolveResult {
  const log = new StepLog();
  for (const p of parts) log.push(...p.steps.steps);
  let cur: Interval[] = [{ lo: mkMul([NEG_ONE, sym('inf')]), hi: sym('inf'), loClosed: false, hiClosed: false }];
  for (const p of parts) {
    const next: Interval[] = [];
    for (const a of cur) for (const b of p.intervals ?? []) {
      const alo = evalReal(a.lo), blo = evalReal(b.lo), ahi = evalReal(a.hi), bhi = evalReal(b.hi);
      const lo = alo > blo ? a.lo : alo < blo ? b.lo : a.lo;
      const loClosed = alo > blo ? a.loClosed : alo < blo ? b.loClosed : a.loClosed && b.loClosed;
      const hi = ahi < bhi ? a.hi : ahi > bhi ? b.hi : a.hi;
      const hiClosed = ahi < bhi ? a.hiClosed : ahi > bhi ? b.hiClosed : a.hiClosed && b.hiClosed;
      const lv = evalReal(lo), hv = evalReal(hi);
      if (lv < hv || (lv === hv && loClosed && hiClosed)) next.push({ lo, hi, loClosed, hiClosed });
    }
    cur = next;
  }
  log.add('interval-notation', parts.map((p) => intervalsLatex(p.intervals ?? [])).join(' \\cap '), intervalsLatex(cur));
  return {
    kind: cur.length ? 'intervals' : 'none', variable: x, solutions: cur.map((iv) => intervalRel(iv, x)), approx: [], intervals: cur,
    exact: parts.every((p) => p.exact), verified: parts.every((p) => p.verified), steps: log, method: 'compound-inequality',
  };
}
