/**
 * Basic trigonometric equations sin/cos/tan(a x + b) = c: inverse function and the general solution with its period.
 */
import { type Expr, NEG_ONE, PI, TWO, isNum, num, qneg, sym } from '../ast';
import { mkAdd, mkFn, mkMul, mkPow, simplify } from '../simplify';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { evalReal } from '../numeric';
import { type Branch, dedupe, sortReal, toPolyLinearExpr } from './common';

/** sin/cos/tan(a x + b) = R: the inverse function, the general solution, and representatives in one period. */
export function solveTrigBasic(
  name: string,
  u: Expr,
  R: Expr,
  x: string,
  log: StepLog,
  cur: string,
  depth: number,
): Branch | null {
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
  if (name === 'tan') {
    thetas = [base];
    uPeriod = PI;
  } else if (name === 'sin') {
    thetas = dedupe([base, simplify(mkAdd([PI, mkMul([NEG_ONE, base])]))]);
    uPeriod = mkMul([TWO, PI]);
  } else {
    thetas = dedupe([base, simplify(mkMul([NEG_ONE, base]))]);
    uPeriod = mkMul([TWO, PI]);
  }
  const fam = thetas.map((t) => `${toLatex(u)} = ${toLatex(t)} + ${toLatex(simplify(uPeriod))} k`);
  log.add('inverse-function', cur, `${toLatex(u)} = ${toLatex(base)}`, { fn: 'a' + name });
  log.add('general-solution', `${toLatex(u)} = ${toLatex(base)}`, fam.join(',\\quad ') + ',\\quad k \\in \\mathbb{Z}', {
    period: toLatex(simplify(uPeriod)),
  });
  // x = (theta - b)/a ; period P = uPeriod/|a|
  const P = simplify(mkMul([uPeriod, mkPow(isNum(a) && a.n < 0n ? qneg(a) : a, NEG_ONE)]));
  const sols: Expr[] = [];
  for (const t of thetas) {
    let s = simplify(mkMul([mkAdd([t, mkMul([NEG_ONE, b0])]), mkPow(a, NEG_ONE)]));
    // bring into [0, P)
    const pv = evalReal(P),
      sv = evalReal(s);
    if (Number.isFinite(pv) && Number.isFinite(sv) && pv > 0) {
      const shift = Math.floor(sv / pv + 1e-12);
      if (shift !== 0) s = simplify(mkAdd([s, mkMul([num(-shift), P])]));
    }
    sols.push(s);
  }
  void k;
  void depth;
  const fin = dedupe(sortReal(sols));
  if (!(u.k === 'sym' && u.name === x))
    log.add(
      'divide-both-sides',
      fam.join(',\\quad '),
      fin.map((s) => `${toLatex(sym(x))} = ${toLatex(s)} + ${toLatex(P)} k`).join(',\\quad '),
      { factor: toLatex(a) },
    );
  return { sols: fin, period: P, exact: true };
}
