/**
 * Laplace transforms by table and rules (issue #22, "Transforms"; Boyce & DiPrima §6.1–6.2, OpenStax-style tables):
 *
 * - forward: f(t) a sum of c·t^k·e^{αt}·cos/sin(βt) (also sinh/cosh, which are sums of exponentials): linearity, the
 *   table entries L{e^{αt}} = 1/(s − α), L{e^{αt}cos βt} = (s − α)/((s − α)² + β²), L{e^{αt}sin βt} = β/((s − α)² + β²),
 *   and the derivative rule L{t^k g(t)} = (−1)^k G^{(k)}(s);
 * - inverse: F(s) a proper rational function: partial fractions over the rationals (linear factors of any multiplicity,
 *   irreducible quadratics once or squared), then A/(s − a)^k ↔ A t^{k−1}e^{at}/(k − 1)!,
 *   (Bs + C)/((s − a)² + b²) ↔ e^{at}(B cos bt + (C + aB)/b · sin bt), and for the squared quadratic (resonance)
 *   u/(u² + b²)² ↔ t sin(bt)/(2b), 1/(u² + b²)² ↔ (sin bt − bt cos bt)/(2b³) with u = s − a.
 */
import { MathError } from '../../errors';
import { toLatex } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, mkFn, numerDenom, expand } from '../../simplify';
import { derive } from '../../diff';
import { partialFractions, gauss, type PartialFractionTerm } from '../../integrate';
import { toPoly, deg, fromPoly, polyDivmod, polyMul, polyGcd, polyDeriv, factorPoly, type Poly } from '../../poly';
import { type Expr, type Num, num, sym, contains, qdiv, qmul, qadd, qneg, bgcd } from '../../ast';
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
  const pf = partialFractions(pn, pd) ?? partialFractionsSquaredQuadratics(pn, pd);
  if (!pf) throw unsupported("The denominator has no rational factorisation into the table's factors");
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
      // (s/3 + 1)/(s² + 1) is shown (s + 3)/(3(s² + 1)): the denominators of B and C go below
      const den = num((B.d * C.d) / bgcd(B.d, C.d)) as Num;
      fracs.push(mkMul([mkAdd([mkMul([qmul(B, den), S]), qmul(C, den)]), mkPow(den, num(-1)), mkPow(fe, num(-term.power))]));
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
      const shift = a.n === 0n ? num(1) : mkPow(E, mkMul([a, T]));
      if (term.power === 2) {
        pieces.push(mkMul([shift, squaredQuadraticInverse(qdiv(B, qmul(c2, c2)), qdiv(C, qmul(c2, c2)), a, b, T)]));
        continue;
      }
      pieces.push(mkMul([shift, mkAdd([mkMul([Bn, mkFn('cos', [bt])]), mkMul([sinCoef, mkFn('sin', [bt])])])]));
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

/**
 * e^{−at}·L⁻¹{(B s + C)/((s − a)² + b²)²} with u = s − a: (B u + (C + aB))/(u² + b²)², and the table entries
 * L⁻¹{u/(u² + b²)²} = t sin(bt)/(2b), L⁻¹{1/(u² + b²)²} = (sin(bt) − bt cos(bt))/(2b³) (Boyce & DiPrima §6.6 table).
 * B and C are for the monic factor ((s − a)² + b²)².
 */
function squaredQuadraticInverse(B: Num, C: Num, a: Num, b: Expr, T: Expr): Expr {
  const D = qadd(C, qmul(a, B));
  const bt = mkMul([b, T]);
  const sin = mkFn('sin', [bt]);
  const cos = mkFn('cos', [bt]);
  const first = mkMul([B, T, sin, mkPow(mkMul([num(2), b]), num(-1))]);
  const second = mkMul([D, mkAdd([sin, mkMul([num(-1), bt, cos])]), mkPow(mkMul([num(2), mkPow(b, num(3))]), num(-1))]);
  return simplify(mkAdd([first, second]));
}

/**
 * Partial fractions of r/pd over the rationals when pd has a squared irreducible quadratic factor (which
 * integrate.ts's partialFractions leaves out): unknowns A for each power of a linear factor, B s + C for each power
 * (1 or 2) of a quadratic one, solved as a linear system (Stewart, Calculus §7.4). Null for a cube of a quadratic or a
 * singular system.
 */
function partialFractionsSquaredQuadratics(r: Poly, pd: Poly): ReturnType<typeof partialFractions> {
  const fac = factorPoly(pd);
  // a quartic factor that is the square of a quadratic, q = c·g² with g = gcd(q, q′) monic
  const pieces = fac.factors.map((p) => {
    if (deg(p.factor) !== 4) return p;
    const g = polyGcd(p.factor, polyDeriv(p.factor));
    if (deg(g) !== 2) return p;
    const [quot, rem] = polyDivmod(p.factor, polyMul(g, g));
    return deg(rem) < 0 && deg(quot) === 0 ? { factor: polyMul(quot, g), mult: p.mult * 2, square: true } : p;
  });
  if (pieces.some((p) => deg(p.factor) > 2 || (deg(p.factor) === 2 && p.mult > 2))) return null;
  const terms: PartialFractionTerm[] = [];
  for (const p of pieces) for (let j = 1; j <= p.mult; j++) terms.push({ factor: p.factor, power: j, quad: deg(p.factor) === 2 });
  const basis: Poly[] = [];
  for (const t of terms) {
    let rest: Poly = [fac.content];
    for (const p of pieces) {
      const m = p.mult - (p.factor === t.factor ? t.power : 0);
      for (let k = 0; k < m; k++) rest = polyMul(rest, p.factor);
    }
    if (t.quad) basis.push(polyMul(rest, [num(0) as Num, num(1) as Num]));
    basis.push(rest);
  }
  const n = deg(pd) as number;
  if (basis.length !== n) return null;
  const rows: Num[][] = [];
  for (let i = 0; i < n; i++) rows.push([...basis.map((b) => b[i] ?? (num(0) as Num)), r[i] ?? (num(0) as Num)]);
  const sol = gauss(rows, n);
  return sol ? { terms, sol, pieces } : null;
}
