/** Splitting an expression linear in x into its coefficient terms: u = a·x + b with a, b free of x. */
import { Expr, freeOf, sym, NEG_ONE } from './ast';
import { simplify, expand, mkMul, mkPow } from './simplify';

/**
 * The terms of a (multiplying x) and of b in u = a x + b, after expanding u.
 * @returns null when some term is not linear in x (e.g. x^2, sin x)
 */
export function linearTerms(u: Expr, x: string): { a: Expr[]; b: Expr[] } | null {
  const e = expand(u);
  const terms = e.k === 'add' ? e.args : [e];
  const a: Expr[] = [];
  const b: Expr[] = [];
  for (const t of terms) {
    if (freeOf(t, x)) {
      b.push(t);
      continue;
    }
    const q = simplify(mkMul([t, mkPow(sym(x), NEG_ONE)]));
    if (!freeOf(q, x)) return null;
    a.push(q);
  }
  return { a, b };
}
