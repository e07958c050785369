/**
 * Laplace transforms by table and rules (issue #22, "Transforms"; Boyce & DiPrima §6.1–6.2, OpenStax-style tables):
 *
 * - forward: f(t) a sum of c·t^k·e^{αt}·cos/sin(βt) (also sinh/cosh, which are sums of exponentials): linearity, the
 *   table entries L{e^{αt}} = 1/(s − α), L{e^{αt}cos βt} = (s − α)/((s − α)² + β²), L{e^{αt}sin βt} = β/((s − α)² + β²),
 *   and the derivative rule L{t^k g(t)} = (−1)^k G^{(k)}(s);
 * - inverse: F(s) a proper rational function: partial fractions over the rationals (linear factors of any multiplicity,
 *   irreducible quadratics once), then A/(s − a)^k ↔ A t^{k−1}e^{at}/(k − 1)! and
 *   (Bs + C)/((s − a)² + b²) ↔ e^{at}(B cos bt + (C + aB)/b · sin bt).
 */
import { MathError } from '../../errors';
import { toLatex } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, mkFn, numerDenom, expand } from '../../simplify';
import { derive } from '../../diff';
import { partialFractions } from '../../integrate';
import { toPoly, deg, fromPoly, polyDivmod, type Poly } from '../../poly';
import { type Expr, type Num, num, sym, contains, qdiv, qmul, qadd, qneg } from '../../ast';
import type { Step } from '../../steps';
import { step } from '../geometry/util';
import { forcingGroups } from '../differential-equations/undetermined';

const tex = toLatex;
const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'laplace-unsupported' });
const E = sym('e');

/** sinh(βt) and cosh(βt) as exponentials, so that they join the table's e^{αt} terms. */
function hyperbolicToExp(e: Expr, t: string): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const args = e.args.map((a) => hyperbolicToExp(a, t));
  if (e.k === 'fn' && (e.name === 'sinh' || e.name === 'cosh') && contains(args[0]!, t)) {
    const u = args[0]!;
    const plus = mkPow(E, u);
    const minus = mkPow(E, mkMul([num(-1), u]));
    return mkMul([num(1, 2), mkAdd([plus, mkMul([num(e.name === 'sinh' ? -1 : 1), minus])])]);
  }
  return { ...e, args } as Expr;
}

/** L{f}(s) with its steps; throws UNSUPPORTED for a term outside the table. */
export function laplaceTransform(f0: Expr, t: string, s: string, steps: Step[]): Expr {
  const f = simplify(expand(simplify(hyperbolicToExp(f0, t))));
  const groups = forcingGroups(f, t);
  if (!groups || !groups.length) throw unsupported('Only sums of c·t^k·e^(at)·sin/cos(bt) are in the table here');
  const S = sym(s);
  const parts: Expr[] = [];
  const entries: string[] = [];
  for (const g of groups) {
    const sa = mkAdd([S, mkMul([num(-1), g.alpha])]); // s − α
    const den = mkAdd([mkPow(sa, num(2)), mkPow(g.beta, num(2))]);
    for (const [coeffs, kind] of [
      [g.P, 'cos'],
      [g.Q, 'sin'],
    ] as const) {
      coeffs.forEach((c, k) => {
        if (c.n === 0n) return;
        // G(s) = L{e^{αt}·(1 | cos βt | sin βt)}
        let G: Expr;
        if (g.beta.n === 0n) G = mkPow(sa, num(-1));
        else G = kind === 'cos' ? mkMul([sa, mkPow(den, num(-1))]) : mkMul([g.beta, mkPow(den, num(-1))]);
        G = simplify(G);
        let H = G;
        for (let j = 0; j < k; j++) H = simplify(derive(H, s));
        const term = simplify(mkMul([c, k % 2 ? num(-1) : num(1), H]));
        parts.push(term);
        const ft = simplify(
          mkMul([
            c,
            mkPow(sym(t), num(k)),
            g.alpha.n === 0n ? num(1) : mkPow(E, mkMul([g.alpha, sym(t)])),
            g.beta.n === 0n ? num(1) : mkFn(kind, [mkMul([g.beta, sym(t)])]),
          ]),
        );
        entries.push(`\\mathcal{L}\\{${tex(ft)}\\} = ${tex(term)}`);
      });
    }
  }
  const F = simplify(mkAdd(parts));
  steps.push(step('laplace-linearity', tex(f0), entries.join(',\\ '), { eq: entries.join(',\\quad ') }));
  return F;
}

/** L⁻¹{F}(t) for a proper rational F(s), with its steps; throws UNSUPPORTED otherwise. */
export function inverseLaplace(F0: Expr, s: string, t: string, steps: Step[]): Expr {
  const F = simplify(F0);
  const [N, D] = numerDenom(F);
  const pn = toPoly(N, s);
  const pd = toPoly(D, s);
  if (!pn || !pd) throw unsupported('Only rational functions of s are inverted here');
  return inverseLaplaceRational(pn, pd, s, t, steps, F);
}

/**
 * L⁻¹{pn(s)/pd(s)}(t) for polynomials with rational coefficients (deg pn < deg pd, or pn/pd reducing to such), with
 * the partial-fraction and table steps (`F` is the fraction as shown; built from pn/pd when omitted). Throws
 * UNSUPPORTED for an improper fraction, a repeated quadratic factor or a quadratic factor with irrational real roots.
 */
export function inverseLaplaceRational(pn: Poly, pd: Poly, s: string, t: string, steps: Step[], F0?: Expr): Expr {
  if (deg(pd) < 1) throw unsupported('Only rational functions of s are inverted here');
  if ((deg(pn) as number) >= (deg(pd) as number)) {
    const [q] = polyDivmod(pn, pd);
    if (!(q.length === 1 && q[0]!.n === 0n)) throw unsupported('An improper F(s) has impulses (δ) in its inverse');
  }
  const F = F0 ?? simplify(mkMul([fromPoly(pn, s), mkPow(fromPoly(pd, s), num(-1))]));
  const pf = partialFractions(pn, pd);
  if (!pf) throw unsupported('The denominator has a repeated quadratic factor or no rational factorisation');
  const T = sym(t);
  const S = sym(s);
  let k = 0;
  const pieces: Expr[] = [];
  const fracs: Expr[] = [];
  for (const term of pf.terms) {
    const fe = fromPoly(term.factor, s);
    if (!term.quad) {
      const A = pf.sol[k++]!;
      if (A.n === 0n) continue;
      // factor = c1·s + c0 = c1 (s − a), a = −c0/c1; A/(c1(s − a))^p = (A/c1^p)/(s − a)^p
      const [c0, c1] = term.factor as [Num, Num];
      const a = qneg(qdiv(c0, c1));
      let lead = A;
      for (let j = 0; j < term.power; j++) lead = qdiv(lead, c1);
      fracs.push(mkMul([A, mkPow(fe, num(-term.power))]));
      let fact = 1n;
      for (let j = 2n; j < BigInt(term.power); j++) fact *= j;
      pieces.push(
        mkMul([qdiv(lead, num(fact) as Num), mkPow(T, num(term.power - 1)), a.n === 0n ? num(1) : mkPow(E, mkMul([a, T]))]),
      );
    } else {
      const B = pf.sol[k++]!;
      const C = pf.sol[k++]!;
      if (B.n === 0n && C.n === 0n) continue;
      fracs.push(mkMul([mkAdd([mkMul([B, S]), C]), mkPow(fe, num(-1))]));
      // c2 s² + c1 s + c0 = c2((s − a)² + b²), a = −c1/(2c2), b² = c0/c2 − a²
      const [c0, c1, c2] = term.factor as [Num, Num, Num];
      const a = qneg(qdiv(c1, qmul(num(2) as Num, c2)));
      const b2 = qadd(qdiv(c0, c2), qneg(qmul(a, a)));
      if (b2.n <= 0n) throw unsupported('A quadratic factor with real roots was not split');
      const b = simplify(mkPow(b2, num(1, 2)));
      const Bn = qdiv(B, c2);
      const Cn = qdiv(C, c2);
      const sinCoef = simplify(mkMul([qadd(Cn, qmul(a, Bn)), mkPow(b, num(-1))]));
      const bt = mkMul([b, T]);
      pieces.push(
        mkMul([
          a.n === 0n ? num(1) : mkPow(E, mkMul([a, T])),
          mkAdd([mkMul([Bn, mkFn('cos', [bt])]), mkMul([sinCoef, mkFn('sin', [bt])])]),
        ]),
      );
    }
  }
  const f = simplify(mkAdd(pieces.length ? pieces : [num(0)]));
  if (pf.terms.length > 1 || pf.pieces.some((p) => p.mult > 1))
    steps.push(
      step('laplace-partial-fractions', tex(F), tex(simplify(mkAdd(fracs))), {
        eq: `${tex(F)} = ${tex(simplify(mkAdd(fracs)))}`,
      }),
    );
  steps.push(
    step('laplace-inverse-table', tex(simplify(mkAdd(fracs))), tex(f), {
      eq: `\\mathcal{L}^{-1}\\left\\{${tex(F)}\\right\\} = ${tex(f)}`,
    }),
  );
  return f;
}
