/**
 * Isolation of a single occurrence of x by inverse operations (radicals by raising to a power with a later check,
 * exponentials by same base or logarithms, logarithms by exponentiating, |u|, inverse trig; trig via `trig.ts`), and the
 * zero-product property.
 */
import { type Expr, NEG_ONE, type Num, ZERO, contains, freeOf, isNum, isOne, isZero, num, qdiv, qneg, rel, sym } from '../ast';
import { mkAdd, mkFn, mkMul, mkPow, simplify } from '../simplify';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { evalReal } from '../numeric';
import { tick } from '../budget';
import { type Branch, type EquationStrategy, type SubSolve, countOcc, eqL, mergeBranches } from './common';
import { exactLog } from './exp-log';
import { solveTrigBasic } from './trig';

/** Isolate x in L = R (R free of x, x occurring in one place in L). Returns null when not isolatable. */
export function isolate(L: Expr, R: Expr, x: string, log: StepLog, depth: number, solve: SubSolve): Branch | null {
  tick();
  if (depth > 30) return null;
  L = simplify(L);
  R = simplify(R);
  const cur = eqL(L, R);
  if (L.k === 'sym' && L.name === x) return { sols: [R], exact: true };
  switch (L.k) {
    case 'add': {
      const withX = L.args.filter((a) => contains(a, x));
      if (withX.length !== 1) return null;
      const rest = mkAdd(L.args.filter((a) => !contains(a, x)));
      const nR = simplify(mkAdd([R, mkMul([NEG_ONE, rest])]));
      const neg = rest.k === 'num' ? rest.n < 0n : rest.k === 'mul' && rest.args[0].k === 'num' && rest.args[0].n < 0n;
      log.add(
        neg ? 'add-to-both-sides' : 'subtract-from-both-sides',
        cur,
        eqL(withX[0], nR),
        { term: toLatex(neg ? simplify(mkMul([NEG_ONE, rest])) : rest) },
        [eqL(withX[0], simplify(mkAdd([R, rest])))],
      );
      return isolate(withX[0], nR, x, log, depth + 1, solve);
    }
    case 'mul': {
      const withX = L.args.filter((a) => contains(a, x));
      const c = mkMul(L.args.filter((a) => !contains(a, x)));
      if (withX.length !== 1) {
        if (isZero(R)) return zeroProduct(withX, x, log, cur, depth, solve);
        return null;
      }
      if (isZero(R) && !isOne(c)) return isolate(withX[0], ZERO, x, log, depth + 1, solve);
      const nR = simplify(mkMul([R, mkPow(c, NEG_ONE)]));
      log.add('divide-both-sides', cur, eqL(withX[0], nR), { factor: toLatex(c) }, [eqL(withX[0], simplify(mkMul([R, c])))]);
      return isolate(withX[0], nR, x, log, depth + 1, solve);
    }
    case 'pow': {
      const [b, n] = L.args;
      if (freeOf(n, x)) {
        if (isNum(n) && n.n === -1n && n.d === 1n) {
          if (isZero(R)) {
            log.add('contradiction', cur, cur);
            return { sols: [], exact: true, none: true };
          }
          const nR = simplify(mkPow(R, NEG_ONE));
          log.add('inverse-function', cur, eqL(b, nR), { fn: 'reciprocal' });
          return isolate(b, nR, x, log, depth + 1, solve);
        }
        if (isNum(n) && n.n < 0n) {
          if (isZero(R)) {
            log.add('contradiction', cur, cur);
            return { sols: [], exact: true, none: true };
          }
          const nR = simplify(mkPow(R, NEG_ONE));
          log.add('inverse-function', cur, eqL(mkPow(b, qneg(n)), nR), { fn: 'reciprocal' });
          return isolate(mkPow(b, qneg(n)), nR, x, log, depth + 1, solve);
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
            log.add(n.d === 2n ? 'square-both-sides' : 'nth-root-both-sides', cur, eqL(mkPow(b, num(n.n)), nR), {
              n: String(n.d),
            });
            return isolate(mkPow(b, num(n.n)), nR, x, log, depth + 1, solve);
          }
          if (even) {
            if (Rv < 0) {
              log.add('no-real-solution', cur, cur, { reason: 'even-power-negative' });
              return { sols: [], exact: true, none: true };
            }
            const r = simplify(mkPow(R, inv));
            log.add(
              n.n === 2n ? 'square-root-both-sides' : 'nth-root-both-sides',
              cur,
              `${toLatex(b)} = \\pm ${toLatex(r)}`,
              n.n === 2n ? {} : { n: String(n.n) },
              [eqL(b, r)],
            );
            if (isZero(r)) return isolate(b, ZERO, x, log, depth + 1, solve);
            const b1 = isolate(b, r, x, log, depth + 1, solve),
              b2 = isolate(b, simplify(mkMul([NEG_ONE, r])), x, log, depth + 1, solve);
            return mergeBranches([b1, b2]);
          }
          const r = simplify(mkPow(R, inv));
          log.add('nth-root-both-sides', cur, eqL(b, r), { n: String(n.n) });
          return isolate(b, r, x, log, depth + 1, solve);
        }
        return null;
      }
      if (freeOf(b, x)) {
        const Rv = evalReal(R),
          bv = evalReal(b);
        if (bv > 0 && Rv <= 0) {
          log.add('no-real-solution', cur, cur, { reason: 'exponential-positive' });
          return { sols: [], exact: true, none: true };
        }
        // same base?
        const k = exactLog(R, b);
        if (k) {
          log.add('same-base', cur, eqL(mkPow(b, n), mkPow(b, k)), { base: toLatex(b) });
          log.add('same-base', eqL(mkPow(b, n), mkPow(b, k)), eqL(n, k), { base: toLatex(b) });
          return isolate(n, k, x, log, depth + 1, solve);
        }
        const isE = b.k === 'sym' && b.name === 'e';
        const nR = isE ? simplify(mkFn('ln', [R])) : simplify(mkMul([mkFn('ln', [R]), mkPow(mkFn('ln', [b]), NEG_ONE)]));
        log.add('take-log-both-sides', cur, isE ? eqL(n, nR) : eqL(mkMul([n, mkFn('ln', [b])]), mkFn('ln', [R])), {
          base: toLatex(b),
        });
        if (!isE)
          log.add('divide-both-sides', eqL(mkMul([n, mkFn('ln', [b])]), mkFn('ln', [R])), eqL(n, nR), {
            factor: toLatex(mkFn('ln', [b])),
          });
        return isolate(n, nR, x, log, depth + 1, solve);
      }
      return null;
    }
    case 'fn': {
      const u = L.args[0];
      if (L.args.length > 1 && !freeOf(L.args[1], x)) return null;
      switch (L.name) {
        case 'ln': {
          const nR = simplify(mkPow(sym('e'), R));
          log.add('exponentiate-both-sides', cur, eqL(u, nR), { base: 'e' });
          return isolate(u, nR, x, log, depth + 1, solve);
        }
        case 'log': {
          const b = L.args[1] ?? num(10);
          const nR = simplify(mkPow(b, R));
          log.add('exponentiate-both-sides', cur, eqL(u, nR), { base: toLatex(b) });
          return isolate(u, nR, x, log, depth + 1, solve);
        }
        case 'abs': {
          const Rv = evalReal(R);
          if (Rv < 0) {
            log.add('no-real-solution', cur, cur, { reason: 'abs-nonnegative' });
            return { sols: [], exact: true, none: true };
          }
          log.add('inverse-function', cur, `${toLatex(u)} = \\pm ${toLatex(R)}`, { fn: 'abs' });
          if (isZero(R)) return isolate(u, ZERO, x, log, depth + 1, solve);
          return mergeBranches([
            isolate(u, R, x, log, depth + 1, solve),
            isolate(u, simplify(mkMul([NEG_ONE, R])), x, log, depth + 1, solve),
          ]);
        }
        case 'sin':
        case 'cos':
        case 'tan':
          return solveTrigBasic(L.name, u, R, x, log, cur, depth);
        case 'asin':
        case 'acos':
        case 'atan': {
          const f = L.name.slice(1);
          // atan(u) = atan(c) gives u = c exactly (tan(atan(c)) is not simplified, and its rounding could make
          // x^2 = tan(atan(-4)) + 4 look negative: "no solution" for x = 0) (H2)
          const inner = R.k === 'fn' && R.name === L.name && R.args.length === 1 ? R.args[0]! : null;
          const nR = inner && Number.isFinite(evalReal(R)) ? inner : simplify(mkFn(f, [R]));
          log.add('inverse-function', cur, eqL(u, nR), { fn: f });
          return isolate(u, nR, x, log, depth + 1, solve);
        }
        case 'sinh':
        case 'cosh':
        case 'tanh':
          return null;
        default:
          return null;
      }
    }
    default:
      return null;
  }
}
function zeroProduct(factors: Expr[], x: string, log: StepLog, cur: string, depth: number, solve: SubSolve): Branch | null {
  log.add('zero-product-property', cur, toLatex({ k: 'list', args: factors.map((f) => rel('=', f, ZERO)) }));
  const bs: (Branch | null)[] = [];
  for (const f of factors) {
    const sub = solve(f, ZERO, depth + 1);
    if (!sub) return null;
    bs.push(sub);
  }
  return mergeBranches(bs);
}

/** x in one place (on one side, or in L − R): undo the operations around it. */
export const isolationEquation: EquationStrategy = {
  id: 'isolation',
  applies: ({ f, Ls, Rs, x }) => countOcc(f, x) === 1 || countOcc(Ls, x) + countOcc(Rs, x) === 1,
  run: ({ f, Ls, Rs, x, log, depth, solve }) => {
    const occL = countOcc(Ls, x),
      occR = countOcc(Rs, x);
    if (occL === 1 && occR === 0) {
      const b = isolate(Ls, Rs, x, log, depth, solve);
      if (b) return b;
    }
    if (occR === 1 && occL === 0) {
      const b = isolate(Rs, Ls, x, log, depth, solve);
      if (b) return b;
    }
    // move the x term to one side
    if (countOcc(f, x) === 1) return isolate(f, ZERO, x, log, depth, solve);
    return null;
  },
};

/** A product equal to zero with x in several factors: each factor = 0. */
export const zeroProductEquation: EquationStrategy = {
  id: 'zero-product',
  applies: ({ f, x }) => f.k === 'mul' && f.args.filter((a) => contains(a, x)).length > 1,
  run: ({ f, x, log, depth, solve }) =>
    zeroProduct(
      (f as Extract<Expr, { k: 'mul' }>).args.filter((a) => contains(a, x)),
      x,
      log,
      eqL(f, ZERO),
      depth,
      solve,
    ),
};
