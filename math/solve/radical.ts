/**
 * Radical equations that are not a single occurrence of x: √u = v(x) by squaring both sides, or a sum with one
 * radical by isolating it first (extraneous roots are removed by the final check).
 */
import { type Expr, NEG_ONE, ONE, TWO, contains, isNum } from '../ast';
import { expand, mkAdd, mkMul, mkPow, simplify } from '../simplify';
import { GIVE_UP } from '../strategy';
import { type EquationStrategy, countOcc, eqL } from './common';

/** A term √u or c·√u with u in x and c a constant: the root and its coefficient; null for any other term. */
function sqrtOf(t: Expr, x: string): { rad: Expr; coef: Expr } | null {
  const isRoot = (f: Expr) => f.k === 'pow' && isNum(f.args[1]) && f.args[1].d === 2n && f.args[1].n === 1n && contains(f, x);
  if (isRoot(t)) return { rad: t, coef: ONE };
  if (t.k !== 'mul') return null;
  const roots = t.args.filter(isRoot);
  const others = t.args.filter((f) => !isRoot(f));
  return roots.length === 1 && others.every((f) => !contains(f, x)) ? { rad: roots[0], coef: mkMul(others) } : null;
}

/** √u = v(x) (either side): square; u + c√w + … = v: isolate the radical (then the equation is owned by it). */
export const radicalEquation: EquationStrategy = {
  id: 'radical',
  applies: ({ Ls, Rs }) => Ls.k === 'pow' || Rs.k === 'pow' || Ls.k === 'add' || Rs.k === 'add',
  run: ({ Ls, Rs, x, log, depth, solve }) => {
    for (const [A, B] of [
      [Ls, Rs],
      [Rs, Ls],
    ] as [Expr, Expr][]) {
      if (A.k === 'pow' && isNum(A.args[1]) && A.args[1].d === 2n && A.args[1].n === 1n && countOcc(B, x) >= 1) {
        log.add('square-both-sides', eqL(A, B), eqL(A.args[0], mkPow(B, TWO)));
        const b = solve(A.args[0], expand(mkPow(B, TWO)), depth + 1);
        if (b) return b; // extraneous roots are removed by the final check
      }
      if (A.k === 'add') {
        // a square root of x, alone or times a constant (x − 3 = 4x + 6 − 4√(4x + 2) after a first squaring)
        const term = A.args.find((t) => sqrtOf(t, x) !== null);
        if (term) {
          const { rad, coef } = sqrtOf(term, x)!;
          const rest = mkAdd(A.args.filter((t) => t !== term));
          const nB = simplify(mkMul([mkAdd([B, mkMul([NEG_ONE, rest])]), mkPow(coef, NEG_ONE)]));
          log.add('isolate-radical', eqL(A, B), eqL(rad, nB));
          return solve(rad, nB, depth + 1) ?? GIVE_UP;
        }
      }
    }
    return null;
  },
};
