/**
 * Rational equations: multiply by the LCD (from the factored denominators), reject extraneous roots.
 */
import { type Expr, NEG_ONE, ZERO, contains, isZero, key, num, rel, subst, sym } from '../ast';
import { expand, mkAdd, mkMul, mkPow, numerDenom, simplify } from '../simplify';
import { factorPoly, fromPoly, toPoly } from '../poly';
import { toLatex } from '../print';
import { evalComplex } from '../numeric';
import { GIVE_UP } from '../strategy';
import { type Branch, type EquationStrategy, eqL } from './common';
import { solvePoly } from './polynomial';

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

/** N/D = 0 with x in a denominator: multiply by the LCD, solve, reject roots of the denominator (owns the equation). */
export const rationalEquation: EquationStrategy = {
  id: 'rational',
  applies: () => true,
  run: ({ f, L, R, x, log, depth, solve }) => {
    let [N, D] = numerDenom(f);
    if (!contains(D, x)) return null; // not a rational equation: the next strategy
    const lcdR = polyLcd(f, x);
    let lcd = D;
    if (lcdR) {
      lcd = lcdR.lcd;
      N = lcdR.numer;
      D = lcd;
    }
    const pn = toPoly(N, x),
      pd = toPoly(D, x);
    const Ns = simplify(expand(N));
    // N ≡ 0: every x but the zeros of the LCD solves it ("all real numbers except 2"), a set this path cannot state —
    // stop here rather than report "no solution" (it was: x/(x − 2) = 2/(x − 2) + 1; issue #18)
    if (isZero(Ns)) return GIVE_UP;
    log.add('multiply-by-lcd', eqL(L, R), eqL(Ns, ZERO), { lcd: toLatex(lcd) });
    const inner = pn
      ? (() => {
          const r = solvePoly(pn, x, log);
          return { sols: r.roots, exact: r.exact } as Branch;
        })()
      : solve(Ns, ZERO, depth + 1);
    if (!inner) return GIVE_UP;
    const kept: Expr[] = [],
      rejected: Expr[] = [];
    for (const s of inner.sols) {
      const dv = pd ? evalComplex(subst(fromPoly(pd, x), x, s)) : evalComplex(subst(D, x, s));
      if (Math.hypot(dv.re, dv.im) < 1e-12) rejected.push(s);
      else kept.push(s);
    }
    if (rejected.length)
      log.add(
        'check-extraneous',
        toLatex({ k: 'list', args: inner.sols.map((s) => rel('=', sym(x), s)) }),
        toLatex({ k: 'list', args: kept.map((s) => rel('=', sym(x), s)) }) || '\\emptyset',
        { rejected: rejected.map(toLatex).join(', ') },
      );
    return { sols: kept, exact: inner.exact, none: kept.length === 0 && inner.exact && !inner.period, period: inner.period };
  },
};
