/**
 * Radical equations that are not a single occurrence of x: √u = v(x) by squaring both sides, or a sum with one
 * radical by isolating it first (extraneous roots are removed by the final check).
 */
import { type Expr, NEG_ONE, TWO, contains, isNum } from '../ast';
import { expand, mkAdd, mkMul, mkPow, simplify } from '../simplify';
import { GIVE_UP } from '../strategy';
import { type EquationStrategy, countOcc, eqL } from './common';

/** √u = v(x) (either side): square; u + √w + … = v: isolate the radical (then the equation is owned by it). */
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
        const rad = A.args.find((t) => t.k === 'pow' && isNum(t.args[1]) && t.args[1].d === 2n && contains(t, x));
        if (rad) {
          const rest = mkAdd(A.args.filter((t) => t !== rad));
          const nB = simplify(mkAdd([B, mkMul([NEG_ONE, rest])]));
          log.add('isolate-radical', eqL(A, B), eqL(rad, nB));
          return solve(rad, nB, depth + 1) ?? GIVE_UP;
        }
      }
    }
    return null;
  },
};
