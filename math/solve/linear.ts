/**
 * Linear equations and inequalities with balanced-operation steps (distribute, combine like terms, add/subtract/
 * multiply/divide both sides, flip the inequality for negative factors); also linear equations with symbolic coefficients.
 */
import {
  type Expr,
  NEG_ONE,
  type Num,
  type RelOp,
  ZERO,
  bgcd,
  freeOf,
  isOne,
  isZero,
  key,
  num,
  qadd,
  qcmp,
  qdiv,
  qmul,
  qneg,
  qsub,
  rel,
  sym,
} from '../ast';
import { expand, mkAdd, mkMul, mkPow, simplify } from '../simplify';
import { deg, fromPoly, toPoly } from '../poly';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { type EquationStrategy, X_, cmpHolds, countOcc, eqL, flip } from './common';

// ---------------------------------------------------------------- linear with balanced steps
function linearParts(e: Expr, x: string): [Num, Num] | null {
  const p = toPoly(e, x);
  if (!p || deg(p) > 1) return null;
  return [p[1] ?? (num(0) as Num), p[0]];
}
/**
 * Solve a linear equation or inequality a1 x + b1 (op) a2 x + b2 with balanced steps (clear fractions, move the
 * x terms left and the constants right, divide, flipping the inequality for a negative factor); null if not linear.
 */
export function linearSteps(L0: Expr, R0: Expr, x: string, log: StepLog, op: RelOp = '='): { sol: Expr; op: RelOp } | null {
  const X = X_(x);
  const L = simplify(L0),
    R = simplify(R0);
  const lp = linearParts(L, x),
    rp = linearParts(R, x);
  if (!lp || !rp) return null;
  const show = (l: Expr, r: Expr, o: RelOp) => toLatex(rel(o, l, r));
  let cur = show(L0, R0, op);
  const LE = simplify(expand(L)),
    RE = simplify(expand(R));
  if (key(LE) !== key(simplify(L0)) || key(RE) !== key(simplify(R0)) || toLatex(rel(op, LE, RE)) !== cur) {
    const hadParens = /\\left\(/.test(toLatex(L0) + toLatex(R0));
    const next = show(LE, RE, op);
    if (next !== cur) log.add(hadParens ? 'distribute' : 'combine-like-terms', cur, next);
    cur = next;
  }
  let [a1, b1] = lp,
    [a2, b2] = rp;
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
    log.add(
      positive ? 'subtract-from-both-sides' : 'add-to-both-sides',
      cur,
      next,
      { term: toLatex(positive ? t : mkMul([NEG_ONE, t])) },
      [wrong],
    );
    cur = next;
    a1 = na;
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
    log.add(positive ? 'subtract-from-both-sides' : 'add-to-both-sides', cur, next, { term: toLatex(positive ? b1 : qneg(b1)) }, [
      wrong,
    ]);
    cur = next;
    b2 = nr;
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

/** Linear equations (degree 1 with rational coefficients) with balanced steps. */
export const linearEquation: EquationStrategy = {
  id: 'linear',
  applies: (p) => !!p.poly && deg(p.poly) === 1,
  run: (p) => {
    const r = linearSteps(p.L, p.R, p.x, p.log);
    return r ? { sols: [r.sol], exact: true } : null;
  },
};

/** Linear equations with symbolic coefficients (`a x + b x = c`): combine, subtract, divide. */
export const symbolicLinearEquation: EquationStrategy = {
  id: 'symbolic-linear',
  applies: ({ polyExpr: pe, f, x }) =>
    !!pe && pe.length === 2 && countOcc(f, x) > 1 && pe.every((c) => freeOf(c, x)) && !isZero(simplify(pe[1])),
  run: ({ polyExpr, L, R, x, log }) => {
    const [c0, c1] = polyExpr!.map((t) => simplify(t));
    const lhs = mkMul([c1, sym(x)]);
    log.add('combine-like-terms', eqL(L, R), eqL(mkAdd([lhs, c0]), ZERO));
    log.add('subtract-from-both-sides', eqL(mkAdd([lhs, c0]), ZERO), eqL(lhs, simplify(mkMul([NEG_ONE, c0]))), {
      term: toLatex(c0),
    });
    const sol = simplify(mkMul([expand(mkMul([NEG_ONE, c0])), mkPow(c1, NEG_ONE)]));
    log.add('divide-both-sides', eqL(lhs, simplify(mkMul([NEG_ONE, c0]))), eqL(sym(x), sol), { factor: toLatex(c1) });
    return { sols: [sol], exact: true };
  },
};
