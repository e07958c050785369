/**
 * Polynomial equations: standard form, factor out x, zero-product property, factoring over Q, rational root test with
 * synthetic division, x^n = c with all complex roots, biquadratic substitution, cubics by the trigonometric method or
 * Cardano, Durand–Kerner numerically as the last resort. Sources: rational root theorem; Durand–Kerner (Weierstrass).
 */
import {
  type Expr,
  HALF,
  I,
  NEG_ONE,
  type Num,
  PI,
  TWO,
  ZERO,
  equal,
  freeOf,
  isOne,
  isZero,
  num,
  qadd,
  qdiv,
  qmul,
  qneg,
  qsub,
  qval,
  rel,
  subst,
  sym,
} from '../ast';
import { mkAdd, mkFn, mkMul, mkPow, simplify } from '../simplify';
import { type Poly, deg, fromPoly, numericRoots, polyDivmod, rationalRoots, toPoly, trim } from '../poly';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { evalComplex } from '../numeric';
import { type EquationStrategy, X_, complexNum, dedupe, eqL, hasFn, sortRoots } from './common';
import { solveQuadratic } from './quadratic';

// ---------------------------------------------------------------- polynomial
/** Exact roots of a polynomial with steps (complex included). Returns null roots list when only numeric. */
export function solvePoly(p: Poly, x: string, log: StepLog, isolated = false): { roots: Expr[]; exact: boolean } {
  const X = X_(x);
  p = trim(p);
  const n = deg(p);
  if (n <= 0) return { roots: [], exact: true };
  if (n === 1) {
    const r = qdiv(qneg(p[0]), p[1]);
    const lhs = fromPoly(p, x);
    if (!isZero(p[0]))
      log.add(p[0].n > 0n ? 'subtract-from-both-sides' : 'add-to-both-sides', eqL(lhs, ZERO), eqL(mkMul([p[1], X]), qneg(p[0])), {
        term: toLatex(p[0].n > 0n ? p[0] : qneg(p[0])),
      });
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
    if (deg(rest) > 0)
      log.add(
        'zero-product-property',
        eqL(fe, ZERO),
        toLatex({ k: 'list', args: [rel('=', X, ZERO), rel('=', fromPoly(rest, x), ZERO)] }),
      );
    const sub = solvePoly(rest, x, log);
    return { roots: [ZERO, ...sub.roots], exact: sub.exact };
  }
  if (n === 2) return solveQuadratic(p, x, log, isolated);
  // x^n = c
  if (p.slice(1, n).every((c) => c.n === 0n)) return solveBinomial(p, x, log);
  // biquadratic
  if (n === 4 && p[1].n === 0n && p[3].n === 0n && rationalRoots(p).length === 0) {
    log.add('substitution', eqL(fromPoly(p, x), ZERO), eqL(fromPoly([p[0], p[2], p[4]], 'u'), ZERO), {
      u: toLatex(mkPow(X, TWO)),
    });
    const us = solveQuadratic([p[0], p[2], p[4]], 'u', log);
    const roots: Expr[] = [];
    for (const r of us.roots) {
      const s = simplify(mkPow(r, HALF));
      roots.push(s, simplify(mkMul([NEG_ONE, s])));
    }

    return { roots: dedupe(roots), exact: us.exact };
  }
  // rational roots + synthetic division
  const rr = rationalRoots(p);
  if (rr.length) {
    let q = p;
    const roots: Expr[] = [];
    for (const r of rr) {
      const lin: Poly = [qneg(r), num(1) as Num];
      const [qq, rem] = polyDivmod(q, lin);
      if (!(rem.length === 1 && rem[0].n === 0n)) continue;
      log.add('rational-root-test', eqL(fromPoly(q, x), ZERO), eqL(subst(fromPoly(q, x), x, r), ZERO), { root: toLatex(r) });
      const before = fromPoly(q, x);
      q = qq;
      roots.push(r);
      // repeated root
      for (;;) {
        const [q2, r2] = polyDivmod(q, lin);
        if (r2.length === 1 && r2[0].n === 0n && deg(q) > 0) {
          q = q2;
        } else break;
      }
      log.add('polynomial-division', eqL(before, ZERO), eqL(mkMul([fromPoly(lin, x), fromPoly(q, x)]), ZERO), {
        divisor: toLatex(fromPoly(lin, x)),
      });
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
  log.add(
    'numeric-root-finding',
    eqL(fromPoly(p, x), ZERO),
    toLatex({ k: 'list', args: nr.map((z) => rel('=', X, complexNum(z))) }),
  );
  return { roots: nr.map(complexNum), exact: false };
}

function solveCubic(p: Poly, x: string, log: StepLog): { roots: Expr[]; exact: boolean } | null {
  const X = X_(x);
  const [d, c, b, a] = p;
  // x = t - b/(3a):  t^3 + P t + Q = 0
  const three = num(3) as Num;
  const P = qdiv(qsub(qmul(qmul(three, a), c), qmul(b, b)), qmul(three, qmul(a, a)));
  const Q = qdiv(
    qadd(
      qsub(qmul(num(2) as Num, qmul(b, qmul(b, b))), qmul(num(9) as Num, qmul(a, qmul(b, c)))),
      qmul(num(27) as Num, qmul(qmul(a, a), d)),
    ),
    qmul(num(27) as Num, qmul(a, qmul(a, a))),
  );
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
    const c1 = simplify(mkMul([HALF, mkAdd([mkMul([NEG_ONE, r]), mkMul([NEG_ONE, sq])])])),
      c2 = simplify(mkMul([HALF, mkAdd([mkMul([NEG_ONE, r]), sq])]));
    ts = [r, c1, c2];
    log.add('cubic-cardano', eqL(dep, ZERO), toLatex({ k: 'list', args: ts.map((z) => rel('=', t, z)) }));
  } else return null;
  const roots = ts.map((z) => simplify(mkAdd([z, qneg(shift)])));
  if (shift.n !== 0n)
    log.add(
      'back-substitution',
      toLatex({ k: 'list', args: ts.map((z) => rel('=', t, z)) }),
      toLatex({ k: 'list', args: roots.map((z) => rel('=', X, z)) }),
    );
  // keep only if every root checks numerically (guards against branch mistakes)
  if (
    !roots.every((z) => {
      const v = evalComplex(z);
      const f = evalComplex(fromPoly(p, x), { [x]: v });
      return Math.hypot(f.re, f.im) < 1e-8 * Math.max(1, Math.hypot(v.re, v.im)) ** 3;
    })
  )
    return null;
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
      roots.push(
        complexNum({ re: v * Math.cos((Math.PI * (arg + 2 * k)) / n), im: v * Math.sin((Math.PI * (arg + 2 * k)) / n) }),
      );
      continue;
    }
    roots.push(simplify(mkMul([r, mkAdd([c, mkMul([s, I])])])));
  }
  log.add('nth-root-both-sides', eqL(xn, rhs), toLatex({ k: 'list', args: roots.map((z) => rel('=', X, z)) }), { n: String(n) });
  const exact = roots.every((z) => !hasFn(z, 'approx'));
  return { roots: sortRoots(roots), exact };
}

/** Polynomial equations with rational coefficients: standard form, then `solvePoly` (never passes on). */
export const polynomialEquation: EquationStrategy = {
  id: 'polynomial',
  applies: (p) => !!p.poly && deg(p.poly) >= 1,
  run: ({ poly, L, R, x, log }) => {
    const p = poly!;
    const std = fromPoly(p, x);
    // `a x^2 = k` is already isolated: go straight to dividing and taking roots.
    const lp = toPoly(simplify(L), x);
    const isolated =
      deg(p) === 2 && p[1].n === 0n && freeOf(simplify(R), x) && !!lp && lp.length === 3 && lp[0].n === 0n && lp[1].n === 0n;
    if (!isolated && !(isZero(simplify(R)) && equal(simplify(L), std))) log.add('move-terms', eqL(L, R), eqL(std, ZERO));
    const r = solvePoly(p, x, log, isolated);
    return { sols: r.roots, exact: r.exact };
  },
};
