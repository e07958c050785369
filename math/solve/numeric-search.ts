/**
 * Numeric root finding as the last resort: a periodic search with exact recognition (kπ/24, verified symbolically)
 * for trig equations, and a bracketing root finder (sign changes + bisection, local minima of |f|) on [−200, 200].
 */
import { type Expr, type Num, PI, ZERO, contains, isNum, num, qdiv, qneg, qval, rel, sym } from '../ast';
import { mkMul, simplify } from '../simplify';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { evalReal } from '../numeric';
import { checkRoot } from '../verify';
import { tick } from '../budget';
import { type Branch, type EquationStrategy, decimalExpr, eqL, qlcm, toPolyLinearExpr } from './common';

// ---------------------------------------------------------------- numeric
function periodOf(f: Expr, x: string): Num | null {
  // f depends on x only through sin/cos/tan of a x + b with rational a
  let ok = true;
  const coefs: Num[] = [];
  const walk = (e: Expr): void => {
    if (!ok) return;
    if (e.k === 'sym') {
      if (e.name === x) ok = false;
      return;
    }
    if (e.k === 'num') return;
    if (e.k === 'fn' && ['sin', 'cos', 'tan', 'sec', 'csc', 'cot'].includes(e.name) && contains(e, x)) {
      const lin = toPolyLinearExpr(e.args[0], x);
      const a = lin && simplify(lin[0]);
      if (!a || !isNum(a)) {
        ok = false;
        return;
      }
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
  let prevT = lo,
    prevV = fx(lo);
  const vals: number[] = [prevV];
  for (let i = 1; i <= samples; i++) {
    tick();
    const t = lo + i * h;
    const v = fx(t);
    vals.push(v);
    if (Number.isFinite(prevV) && Number.isFinite(v)) {
      if (prevV === 0) roots.push(prevT);
      else if (prevV * v < 0) {
        let a = prevT,
          b = t,
          fa = prevV;
        for (let k = 0; k < 80; k++) {
          const m = (a + b) / 2,
            fm = fx(m);
          if (!Number.isFinite(fm)) break;
          if (fa * fm <= 0) b = m;
          else {
            a = m;
            fa = fm;
          }
        }
        const m = (a + b) / 2;
        const fm = fx(m);
        if (Number.isFinite(fm) && Math.abs(fm) < 1e-6 * Math.max(1, Math.abs(prevV), Math.abs(v)) && Math.abs(fm) < 1e-6)
          roots.push(m);
      }
    }
    prevT = t;
    prevV = v;
  }
  if (vals[vals.length - 1] === 0) roots.push(hi);
  // touching roots: local minima of |f| that are ~0
  for (let i = 1; i < vals.length - 1; i++) {
    const a = Math.abs(vals[i - 1]),
      b = Math.abs(vals[i]),
      c = Math.abs(vals[i + 1]);
    if (b <= a && b <= c && b < 1e-2 && Math.sign(vals[i - 1]) === Math.sign(vals[i + 1])) {
      // golden-section minimize |f| on [t-h, t+h]
      let l = lo + (i - 1) * h,
        r = lo + (i + 1) * h;
      for (let k = 0; k < 100; k++) {
        const m1 = l + (r - l) / 3,
          m2 = r - (r - l) / 3;
        if (Math.abs(fx(m1)) < Math.abs(fx(m2))) r = m2;
        else l = m1;
      }
      const m = (l + r) / 2;
      if (Math.abs(fx(m)) < 1e-10) roots.push(m);
    }
  }
  roots.sort((a, b) => a - b);
  return roots.filter((r, i) => i === 0 || Math.abs(r - roots[i - 1]) > 1e-7 * Math.max(1, Math.abs(r)));
}

/** Recognize a float as p/q * pi (q <= 24) or a small rational; returns an exact candidate. */
export function recognize(v: number): Expr | null {
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

/**
 * Whether a numeric root r of f is certified (issue #18: no uncertified root is shown). A simple root: f changes sign
 * on [r − δ, r + δ] (δ = 1e-4·max(1, |r|)) with both values clearly above rounding noise (> 1e-9). A root of even
 * multiplicity (f touches 0): f has the same sign at both ends, |f| there is above noise and more than 100 × |f(r)|,
 * and |f| decreases towards r on both sides (f(r ± δ/2) smaller than f(r ± δ)), the interval/derivative check. Noise
 * of an identity in disguise (values ~1e-16 changing sign everywhere) fails both.
 */
export function certifiedRoot(fx: (t: number) => number, r: number): boolean {
  const d = 1e-4 * Math.max(1, Math.abs(r));
  const va = fx(r - d),
    vb = fx(r + d),
    v0 = fx(r);
  if (![va, vb, v0].every(Number.isFinite)) return false;
  const noise = 1e-9;
  if (va * vb < 0) return Math.min(Math.abs(va), Math.abs(vb)) > noise;
  const ha = Math.abs(fx(r - d / 2)),
    hb = Math.abs(fx(r + d / 2));
  return Math.min(Math.abs(va), Math.abs(vb)) > Math.max(noise, 100 * Math.abs(v0)) && ha < Math.abs(va) && hb < Math.abs(vb);
}

/**
 * Each numeric root as an exact value when one is recognised and checks exactly (certified symbolically), else as a
 * decimal when {@link certifiedRoot} certifies it; uncertified candidates are dropped.
 */
function exactOrDecimal(roots: number[], f: Expr, x: string, fx: (t: number) => number): { sols: Expr[]; exact: boolean } {
  const sols: Expr[] = [];
  let exact = true;
  for (const r of roots) {
    const g = recognize(r);
    if (g && checkRoot(f, x, g) === 'exact') sols.push(g);
    else if (certifiedRoot(fx, r)) {
      sols.push(decimalExpr(r));
      exact = false;
    }
  }
  return { sols, exact };
}

/** The window a partial list of numeric roots is complete in (the roots nearest 0 of an equation with very many). */
export const PARTIAL_WINDOW: [number, number] = [-10, 10];

function numericSolve(f: Expr, x: string, log: StepLog): Branch | null {
  const P = periodOf(f, x);
  const fx = (t: number) => evalReal(f, { [x]: t });
  if (P) {
    const pv = qval(P) * Math.PI;
    const roots = bracketRoots(fx, 0, pv, 4000).filter((r) => r < pv - 1e-9);
    const { sols, exact } = exactOrDecimal(roots, f, x, fx);
    if (!sols.length && roots.length) return null;
    const period = simplify(mkMul([P, PI]));
    log.add(
      exact ? 'general-solution' : 'numeric-root-finding',
      eqL(f, ZERO),
      sols.map((s) => `${toLatex(sym(x))} = ${toLatex(s)} + ${toLatex(period)} k`).join(',\\quad ') || eqL(f, ZERO),
      { period: toLatex(period) },
    );
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
    uniq = uniq
      .filter((r) => r >= PARTIAL_WINDOW[0] && r <= PARTIAL_WINDOW[1])
      .sort((a, b) => Math.abs(a) - Math.abs(b))
      .slice(0, 12)
      .sort((a, b) => a - b);
    if (!uniq.length) return null;
  }
  const { sols, exact } = exactOrDecimal(uniq, f, x, fx);
  if (!sols.length) return null;
  log.add('numeric-root-finding', eqL(f, ZERO), toLatex({ k: 'list', args: sols.map((s) => rel('=', sym(x), s)) }), {
    interval: partial ? `[${PARTIAL_WINDOW.join(', ')}]` : '[-200, 200]',
    ...(partial ? { partial: 'true' } : {}),
  });
  return { sols, exact, partial };
}

/** LCD of the denominators of f (sum of fractions with polynomial denominators), from their factorizations. */

/** The last resort: numeric root finding (periodic search with exact recognition, or bracketing on [−200, 200]). */
export const numericEquation: EquationStrategy = {
  id: 'numeric',
  applies: () => true,
  run: ({ f, x, log }) => numericSolve(f, x, log),
};
