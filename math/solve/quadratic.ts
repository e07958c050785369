/**
 * Quadratic equations: factoring, discriminant and quadratic formula (complex roots included), completing the square;
 * quadratics with symbolic coefficients.
 */
import {
  type Expr,
  HALF,
  NEG_ONE,
  type Num,
  TWO,
  ZERO,
  freeOf,
  isOne,
  isZero,
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
import { type Poly, factorPoly, factoredExpr, fromPoly, ratSqrt } from '../poly';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { type EquationStrategy, X_, eqL, fromPolyExprs } from './common';

/**
 * @param isolated the equation was already `a x^2 = k` (no move-terms step was logged), so the
 *   constant is not moved back and forth.
 */
export function solveQuadratic(p: Poly, x: string, log: StepLog, isolated = false): { roots: Expr[]; exact: boolean } {
  const X = X_(x);
  const [c, b, a] = p;
  const std = fromPoly(p, x);
  if (b.n === 0n) {
    // a x^2 + c = 0 -> x^2 = -c/a
    const rhs = qdiv(qneg(c), a);
    if (!isolated && c.n !== 0n)
      log.add(
        c.n > 0n ? 'subtract-from-both-sides' : 'add-to-both-sides',
        eqL(std, ZERO),
        eqL(mkMul([a, mkPow(X, TWO)]), qneg(c)),
        { term: toLatex(c.n > 0n ? c : qneg(c)) },
      );
    if (!isOne(a))
      log.add('divide-both-sides', eqL(mkMul([a, mkPow(X, TWO)]), qneg(c)), eqL(mkPow(X, TWO), rhs), { factor: toLatex(a) });
    const s = simplify(mkPow(rhs, HALF));
    const roots = [simplify(mkMul([NEG_ONE, s])), s];
    log.add('square-root-both-sides', eqL(mkPow(X, TWO), rhs), `${toLatex(X)} = \\pm ${toLatex(s)}`, {}, [eqL(X, s)]);
    if (rhs.n < 0n)
      log.add('complex-roots', eqL(mkPow(X, TWO), rhs), toLatex({ k: 'list', args: roots.map((r) => rel('=', X, r)) }));
    return { roots, exact: true };
  }
  const disc = qsub(qmul(b, b), qmul(num(4) as Num, qmul(a, c)));
  const sd = ratSqrt(disc);
  if (sd) {
    // factorable over Q
    const f = factorPoly(p);
    const fe = factoredExpr(f, x);
    log.add('factor-quadratic', eqL(std, ZERO), eqL(fe, ZERO));
    const r1 = qdiv(qsub(qneg(b), sd), qmul(TWO as Num, a)),
      r2 = qdiv(qadd(qneg(b), sd), qmul(TWO as Num, a));
    const lins = f.factors.map((ff) => rel('=', fromPoly(ff.factor, x), ZERO));
    log.add('zero-product-property', eqL(fe, ZERO), toLatex({ k: 'list', args: lins }), undefined, [
      toLatex({ k: 'list', args: [rel('=', X, qneg(r1)), rel('=', X, qneg(r2))] }),
    ]);
    const roots = qcmp(r1, r2) === 0 ? [r1] : [r1, r2].sort(qcmp);
    return { roots, exact: true };
  }
  if (isOne(a) && b.d === 1n && b.n % 2n === 0n && disc.n > 0n) {
    // complete the square: (x + b/2)^2 = b^2/4 - c
    const h = qdiv(b, TWO as Num);
    const rhs = qsub(qmul(h, h), c);
    const sq = mkPow(mkAdd([X, h]), TWO);
    log.add('complete-the-square', eqL(std, ZERO), eqL(sq, rhs), { h: toLatex(h), square: toLatex(qmul(h, h)) }, [
      eqL(sq, qadd(qmul(h, h), c)),
    ]);
    const r = simplify(mkPow(rhs, HALF));
    log.add('square-root-both-sides', eqL(sq, rhs), `${toLatex(mkAdd([X, h]))} = \\pm ${toLatex(r)}`);
    const r1 = simplify(mkAdd([mkMul([NEG_ONE, r]), qneg(h)])),
      r2 = simplify(mkAdd([r, qneg(h)]));
    log.add(
      h.n > 0n ? 'subtract-from-both-sides' : 'add-to-both-sides',
      `${toLatex(mkAdd([X, h]))} = \\pm ${toLatex(r)}`,
      toLatex({ k: 'list', args: [rel('=', X, r1), rel('=', X, r2)] }),
      { term: toLatex(h.n > 0n ? h : qneg(h)) },
    );
    return { roots: [r1, r2], exact: true };
  }
  log.add('compute-discriminant', eqL(std, ZERO), toLatex(rel('=', sym('D'), disc)), {
    discriminant: toLatex(disc),
    a: toLatex(a),
    b: toLatex(b),
    c: toLatex(c),
  });
  const twoA = qmul(TWO as Num, a);
  const sq = simplify(mkPow(disc, HALF)); // complex when disc < 0 (i sqrt(-disc))
  const r1 = simplify(mkMul([mkAdd([qneg(b), mkMul([NEG_ONE, sq])]), mkPow(twoA, NEG_ONE)]));
  const r2 = simplify(mkMul([mkAdd([qneg(b), sq]), mkPow(twoA, NEG_ONE)]));
  const formula = `${toLatex(X)} = \\frac{${toLatex(qneg(b))} \\pm \\sqrt{${toLatex(disc)}}}{${toLatex(twoA)}}`;
  const wrongSign = simplify(mkMul([mkAdd([b, sq]), mkPow(twoA, NEG_ONE)]));
  const wrongDen = simplify(mkAdd([qneg(b), sq]));
  log.add(
    'quadratic-formula',
    eqL(std, ZERO),
    formula,
    { a: toLatex(a), b: toLatex(b), c: toLatex(c), discriminant: toLatex(disc) },
    [eqL(X, wrongSign), eqL(X, simplify(mkMul([wrongDen, HALF])))],
  );
  if (disc.n < 0n) log.add('complex-roots', formula, toLatex({ k: 'list', args: [rel('=', X, r1), rel('=', X, r2)] }));
  else log.add('simplify', formula, toLatex({ k: 'list', args: [rel('=', X, r1), rel('=', X, r2)] }));
  return { roots: [r1, r2], exact: true };
}

/** Cubic without rational roots: trigonometric method (three real roots) or Cardano's formula (one real root). */

/** Quadratic equations with symbolic coefficients (`a x^2 + b x + c = 0`): discriminant and quadratic formula. */
export const symbolicQuadraticEquation: EquationStrategy = {
  id: 'symbolic-quadratic',
  applies: ({ polyExpr: pe, x }) => !!pe && pe.length === 3 && pe.every((c) => freeOf(c, x)) && !isZero(simplify(pe[2])),
  run: ({ polyExpr: pe, L, R, x, log }) => {
    const [c, b, a] = pe!.map((t) => simplify(t));
    const disc = simplify(expand(mkAdd([mkPow(b, TWO), mkMul([num(-4), a, c])])));
    const sq = simplify(mkPow(disc, HALF));
    const den = mkPow(mkMul([TWO, a]), NEG_ONE);
    const r1 = simplify(mkMul([mkAdd([mkMul([NEG_ONE, b]), mkMul([NEG_ONE, sq])]), den]));
    const r2 = simplify(mkMul([mkAdd([mkMul([NEG_ONE, b]), sq]), den]));
    log.add('compute-discriminant', eqL(L, R), toLatex(rel('=', sym('D'), disc)), {
      discriminant: toLatex(disc),
      a: toLatex(a),
      b: toLatex(b),
      c: toLatex(c),
    });
    log.add(
      'quadratic-formula',
      eqL(fromPolyExprs(pe!, x), ZERO),
      `${toLatex(sym(x))} = \\frac{${toLatex(simplify(mkMul([NEG_ONE, b])))} \\pm \\sqrt{${toLatex(disc)}}}{${toLatex(simplify(mkMul([TWO, a])))}}`,
      { a: toLatex(a), b: toLatex(b), c: toLatex(c), discriminant: toLatex(disc) },
    );
    return { sols: isZero(disc) ? [r1] : [r1, r2], exact: true };
  },
};
