/**
 * Exponential and logarithmic equations that are not a single occurrence of x: c·a^u = d·b^v and a^u = b^v by taking
 * logarithms, sums of logarithms combined into one.
 */
import { type Expr, NEG_ONE, type Num, ONE, ZERO, contains, equal, freeOf, isNum, isOne, isZero, num, sym } from '../ast';
import { mkAdd, mkFn, mkMul, mkPow, simplify } from '../simplify';
import { toLatex } from '../print';
import { evalReal } from '../numeric';
import { type EquationStrategy, eqL, toPolyLinearExpr } from './common';

/** k with b^k = R exactly (integers/rationals), else null. */
export function exactLog(R: Expr, b: Expr): Expr | null {
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

/** Products of positive constants and exponentials on both sides (c·a^u = d·b^v): take logarithms, then linear. */
export const expProductEquation: EquationStrategy = {
  id: 'exp-product-logs',
  applies: ({ Ls, Rs, x }) => {
    const expProduct = (e: Expr) =>
      (e.k === 'mul' ? e.args : [e]).every(
        (t) => (freeOf(t, x) && evalReal(t) > 0) || (t.k === 'pow' && freeOf(t.args[0], x) && evalReal(t.args[0]) > 0),
      );
    return contains(Ls, x) && contains(Rs, x) && expProduct(Ls) && expProduct(Rs) && !(Ls.k === 'pow' && Rs.k === 'pow');
  },
  run: ({ Ls, Rs, x, log }) => {
    const lnOf = (e: Expr) =>
      simplify(
        mkAdd(
          (e.k === 'mul' ? e.args : [e]).map((t) =>
            t.k === 'pow' ? mkMul([t.args[1], mkFn('ln', [t.args[0]])]) : mkFn('ln', [t]),
          ),
        ),
      );
    const nl = lnOf(Ls),
      nr = lnOf(Rs);
    const lin = toPolyLinearExpr(simplify(mkAdd([nl, mkMul([NEG_ONE, nr])])), x);
    if (!lin || isZero(simplify(lin[0]))) return null;
    log.add('take-log-both-sides', eqL(Ls, Rs), eqL(nl, nr), { base: 'e' });
    const sol = simplify(mkMul([NEG_ONE, lin[1], mkPow(lin[0], NEG_ONE)]));
    log.add('divide-both-sides', eqL(nl, nr), eqL(sym(x), sol), { factor: toLatex(simplify(lin[0])) });
    return { sols: [sol], exact: true };
  },
};

/**
 * Sums of logarithms of one base: ln g1 + ln g2 − ln g3 = k → ln(g1 g2 / g3) = k → g1 g2 / g3 = e^k (candidates
 * outside the domain of the logarithms are rejected by the final check).
 */
export const logSumEquation: EquationStrategy = {
  id: 'log-sum',
  applies: ({ f }) => f.k === 'add',
  run: ({ f, L, R, x, log, depth, solve }) => {
    const terms = f.k === 'add' ? f.args : [f];
    const logs: { c: Num; arg: Expr; base: Expr }[] = [];
    const rest: Expr[] = [];
    for (const t of terms) {
      const [c, g] =
        t.k === 'mul' && t.args.length === 2 && isNum(t.args[0]) && t.args[0].d === 1n
          ? [t.args[0] as Num, t.args[1]]
          : [num(1) as Num, t];
      if (g.k === 'fn' && (g.name === 'ln' || g.name === 'log') && contains(g, x) && freeOf(g.args[1] ?? ZERO, x))
        logs.push({ c, arg: g.args[0], base: g.name === 'ln' ? sym('e') : (g.args[1] ?? num(10)) });
      else if (freeOf(t, x)) rest.push(t);
      else {
        logs.length = 0;
        break;
      }
    }
    if (logs.length < 2 || !logs.every((l) => equal(l.base, logs[0].base))) return null;
    const base = logs[0].base;
    const prod = simplify(mkMul(logs.map((l) => mkPow(l.arg, l.c))));
    const k = simplify(mkMul([NEG_ONE, mkAdd(rest)]));
    const combined = base.k === 'sym' && base.name === 'e' ? mkFn('ln', [prod]) : mkFn('log', [prod, base]);
    log.add('log-rules', eqL(L, R), eqL(combined, k));
    const rhs = simplify(mkPow(base, k));
    log.add('exponentiate-both-sides', eqL(combined, k), eqL(prod, rhs), { base: toLatex(base) });
    return solve(prod, rhs, depth + 1);
  },
};

type Pow = Extract<Expr, { k: 'pow' }>;

/** a^u = b^v with constant bases: take logarithms of both sides, then linear. */
export const expBothSidesEquation: EquationStrategy = {
  id: 'exp-both-sides',
  applies: ({ Ls, Rs, x }) => Ls.k === 'pow' && Rs.k === 'pow' && freeOf(Ls.args[0], x) && freeOf(Rs.args[0], x),
  run: ({ Ls, Rs, x, log }) => {
    const [bl, ul] = (Ls as Pow).args,
      [br, ur] = (Rs as Pow).args;
    const nl = simplify(mkMul([ul, mkFn('ln', [bl])])),
      nr = simplify(mkMul([ur, mkFn('ln', [br])]));
    log.add('take-log-both-sides', eqL(Ls, Rs), eqL(nl, nr));
    const lin = toPolyLinearExpr(simplify(mkAdd([nl, mkMul([NEG_ONE, nr])])), x);
    if (!lin) return null;
    const sol = simplify(mkMul([NEG_ONE, lin[1], mkPow(lin[0], NEG_ONE)]));
    log.add('divide-both-sides', eqL(nl, nr), eqL(sym(x), sol), { factor: toLatex(simplify(lin[0])) });
    return { sols: [sol], exact: true };
  },
};
