/**
 * Linear recurrences with constant coefficients of order 1 or 2 and a constant term (Rosen §8.2):
 * a_n = c₁a_{n−1} + c₂a_{n−2} + d. The characteristic equation r² = c₁r + c₂ gives a_n = A r₁ⁿ + B r₂ⁿ (distinct
 * roots) or (A + Bn) rⁿ (a repeated root); a constant term adds the particular solution p = d/(1 − c₁ − c₂) (or p·n when
 * 1 is a root); the initial values fix A and B. Checked by iterating the recurrence for n ≤ 15.
 */
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow } from '../../simplify';
import { derive } from '../../diff';
import { evalReal } from '../../numeric';
import { ratSqrt } from '../../poly';
import { type Expr, type Num, num, isNum, sym, subst, qsub, qmul, qadd, qdiv, qneg } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';

const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'recurrence-unsupported' });
const tex = toLatex;

/** The coefficients c₁, c₂, d of P_0 = c₁P_1 + c₂P_2 + d from F = 0 (F linear in P_0, P_1, P_2). */
function coefficients(F: Expr): { c1: Num; c2: Num; d: Num } {
  const k0 = simplify(derive(F, 'P_0'));
  const k1 = simplify(derive(F, 'P_1'));
  const k2 = simplify(derive(F, 'P_2'));
  const rest = simplify(['P_0', 'P_1', 'P_2'].reduce((acc, s) => subst(acc, s, num(0)), F));
  if (![k0, k1, k2, rest].every(isNum) || (k0 as Num).n === 0n)
    throw unsupported('Not a linear recurrence with constant coefficients');
  const neg = (q: Expr) => qdiv(qneg(q as Num), k0 as Num);
  return { c1: neg(k1), c2: neg(k2), d: neg(rest) };
}

export function solveRecurrence(r: TopicReading): TopicAnswer {
  const F = simplify(parse(String(r.params.F)));
  const name = String(r.params.name);
  const conds = r.params.conds as [number, string][];
  const { c1, c2, d } = coefficients(F);
  const n = sym('n');
  const steps: Step[] = [];
  const charEq = `r^{2} = ${tex(c1)}r + ${tex(c2)}`.replace('+ -', '- ');
  // homogeneous basis
  let basis: Expr[];
  const disc = qadd(qmul(c1, c1), qmul(num(4) as Num, c2));
  if (c2.n === 0n) {
    basis = [mkPow(c1, n)];
    steps.push(
      step('rec-first-order', '', `${name}_{n} = C\\cdot ${tex(c1)}^{n}`, {
        eq: `${name}_{n} = C\\cdot \\left(${tex(c1)}\\right)^{n}`,
      }),
    );
  } else {
    steps.push(step('rec-characteristic', '', charEq, { eq: charEq }));
    if (disc.n < 0n) throw unsupported('Complex characteristic roots are not handled here');
    const sq = ratSqrt(disc);
    const sqE: Expr = sq ?? mkPow(disc, num(1, 2));
    const r1 = simplify(mkMul([mkAdd([c1, mkMul([num(-1), sqE])]), num(1, 2)]));
    const r2 = simplify(mkMul([mkAdd([c1, sqE]), num(1, 2)]));
    if (disc.n === 0n) {
      basis = [mkPow(r1, n), mkMul([n, mkPow(r1, n)])];
      steps.push(step('rec-roots-repeated', charEq, `r = ${tex(r1)}`, { roots: `r = ${tex(r1)}` }));
    } else {
      basis = [mkPow(r1, n), mkPow(r2, n)];
      steps.push(
        step('rec-roots', charEq, `r_{1} = ${tex(r1)},\\ r_{2} = ${tex(r2)}`, {
          roots: `r_{1} = ${tex(r1)},\\ r_{2} = ${tex(r2)}`,
        }),
      );
    }
  }
  // particular solution for the constant term
  let part: Expr = num(0);
  if (d.n !== 0n) {
    const denom = qsub(qsub(num(1) as Num, c1), c2);
    if (denom.n !== 0n) part = qdiv(d, denom);
    else {
      const denom2 = qadd(c1, qmul(num(2) as Num, c2));
      if (denom2.n === 0n) throw unsupported('A doubly resonant constant term is not handled here');
      part = mkMul([qdiv(d, denom2), n]);
    }
    steps.push(step('rec-particular', '', tex(simplify(part)), { eq: `p_{n} = ${tex(simplify(part))}` }));
  }
  // constants from the initial values: Σ C_j basis_j(k) + part(k) = v
  const C = basis.map((_, j) => sym(`C_${j + 1}`));
  const general = mkAdd([...basis.map((b, j) => mkMul([C[j]!, b])), part]);
  const rows = conds.map(([k, v]) => {
    const at = basis.map((b) => simplify(subst(b, 'n', num(k))));
    return { at, rhs: simplify(mkAdd([simplify(parse(v)), mkMul([num(-1), subst(part, 'n', num(k))])])) };
  });
  let values: Expr[];
  if (basis.length === 1) values = [simplify(mkMul([rows[0]!.rhs, mkPow(rows[0]!.at[0]!, num(-1))]))];
  else {
    const [p, q] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const det = simplify(mkAdd([mkMul([p.at[0]!, q.at[1]!]), mkMul([num(-1), p.at[1]!, q.at[0]!])]));
    if (isNum(det) && det.n === 0n) throw unsupported('The initial values do not fix the constants');
    const inv = mkPow(det, num(-1));
    values = [
      simplify(mkMul([mkAdd([mkMul([p.rhs, q.at[1]!]), mkMul([num(-1), p.at[1]!, q.rhs])]), inv])),
      simplify(mkMul([mkAdd([mkMul([p.at[0]!, q.rhs]), mkMul([num(-1), p.rhs, q.at[0]!])]), inv])),
    ];
  }
  const closed = simplify(values.reduce((acc, v, j) => subst(acc, `C_${j + 1}`, v), general as Expr));
  steps.push(
    step('rec-initial-values', '', values.map((v, j) => `C_{${j + 1}} = ${tex(v)}`).join(',\\ '), {
      eq: values.map((v, j) => `C_{${j + 1}} = ${tex(v)}`).join(',\\ '),
    }),
  );
  const latex = `${name}_{n} = ${tex(closed)}`;
  steps.push(step('rec-closed-form', '', latex, { eq: latex }));
  return { kind: 'expression', latex, text: `${name}_n = ${toText(closed)}`, steps, exact: true };
}

/** Iterates the recurrence from the initial values and compares with the closed form for n ≤ 15. */
export function verifyRecurrence(r: TopicReading, a: TopicAnswer): boolean {
  const F = simplify(parse(String(r.params.F)));
  const conds = (r.params.conds as [number, string][]).map(([k, v]) => [k, evalReal(parse(v))] as const);
  const closed = simplify(parse(a.text.replace(/^[a-z]_n\s*=\s*/, '')));
  const order = Number(r.params.order);
  const start = Math.min(...conds.map(([k]) => k));
  const seq = new Map<number, number>(conds.map(([k, v]) => [k, v]));
  for (let k = start + order; k <= start + 15; k++) {
    // F(P_0, P_1, P_2) = 0 is linear in P_0: P_0 = −F(0, P_1, P_2)/∂F/∂P_0
    const env = { P_0: 0, P_1: seq.get(k - 1)!, P_2: order === 2 ? seq.get(k - 2)! : 0 };
    const f0 = evalReal(F, env);
    const f1 = evalReal(F, { ...env, P_0: 1 }) - f0;
    seq.set(k, -f0 / f1);
  }
  for (const [k, v] of seq) {
    const c = evalReal(closed, { n: k });
    if (!Number.isFinite(c) || Math.abs(c - v) > 1e-7 * (1 + Math.abs(v))) return false;
  }
  return true;
}
