/**
 * Undetermined coefficients for a y'' + b y' + c y = g(x) with rational a, b, c (issue #22): the forcing g is a sum of
 * terms c·x^k·e^{αx}·cos(βx) / sin(βx) (α, β rational). Terms with the same λ = α + iβ are grouped as
 * Re[e^{λx}·R(x)] with a complex polynomial R = P − iQ (P the cos part, Q the sin part), and for each group the
 * exponential shift p(D)[e^{λx} w] = e^{λx} p(D + λ)[w] (Boyce & DiPrima, "Elementary Differential Equations", §3.5 and
 * §4.3) leaves q₂w'' + q₁w' + q₀w = R for a polynomial w with exact Gaussian-rational coefficients; y_p = Re[e^{λx} w].
 * The multiplicity s of λ as a characteristic root shows as q₀ = 0 (s ≥ 1) or q₀ = q₁ = 0 (s = 2): w then has
 * degree deg R + s, as the textbook's x^s factor in the trial solution.
 */
import { type Expr, type Num, num, isNum, qadd, qsub, qmul, qdiv, qneg, qeq } from '../../ast';
import { simplify, mkAdd, mkMul, mkPow, mkFn } from '../../simplify';
import { powerOfVariable } from '../../poly';

/** A Gaussian rational re + i·im. */
export interface G {
  re: Num;
  im: Num;
}
const Q0 = num(0) as Num;
const g = (re: Num, im: Num = Q0): G => ({ re, im });
const gadd = (a: G, b: G): G => g(qadd(a.re, b.re), qadd(a.im, b.im));
const gsub = (a: G, b: G): G => g(qsub(a.re, b.re), qsub(a.im, b.im));
const gmul = (a: G, b: G): G => g(qsub(qmul(a.re, b.re), qmul(a.im, b.im)), qadd(qmul(a.re, b.im), qmul(a.im, b.re)));
function gdiv(a: G, b: G): G {
  const d = qadd(qmul(b.re, b.re), qmul(b.im, b.im));
  const conj = g(b.re, qneg(b.im));
  const n = gmul(a, conj);
  return g(qdiv(n.re, d), qdiv(n.im, d));
}
const gzero = (a: G) => a.re.n === 0n && a.im.n === 0n;
const gscale = (a: G, k: number) => gmul(a, g(num(k) as Num));

/** One group of the forcing: e^{αx}(P(x) cos βx + Q(x) sin βx), P and Q by degree (index = power of x). */
export interface ForcingGroup {
  alpha: Num;
  beta: Num;
  P: Num[];
  Q: Num[];
}

/** A term c·x^k·e^{αx}·trig(βx) of the forcing, or null when a factor has another shape. */
function termShape(t: Expr, x: string): { c: Num; k: number; alpha: Num; beta: Num; trig: 'cos' | 'sin' | null } | null {
  const factors = t.k === 'mul' ? t.args : [t];
  let c = num(1) as Num;
  let k = 0;
  let alpha = Q0;
  let beta = Q0;
  let trig: 'cos' | 'sin' | null = null;
  for (const f of factors) {
    if (isNum(f)) c = qmul(c, f);
    else if (powerOfVariable(f, x) !== null) k += powerOfVariable(f, x)!;
    else if (f.k === 'pow' && f.args[0].k === 'sym' && f.args[0].name === 'e') {
      const a = linearCoefficient(f.args[1], x);
      if (!a) return null;
      alpha = qadd(alpha, a);
    } else if (f.k === 'fn' && (f.name === 'sin' || f.name === 'cos') && !trig) {
      const b = linearCoefficient(f.args[0]!, x);
      if (!b || b.n === 0n) return null;
      trig = f.name;
      beta = b;
    } else return null;
  }
  if (k > 12) return null;
  return { c, k, alpha, beta, trig };
}

/** The rational m when u = m·x, else null. */
function linearCoefficient(u: Expr, x: string): Num | null {
  if (u.k === 'sym' && u.name === x) return num(1) as Num;
  if (u.k === 'mul' && u.args.length === 2 && isNum(u.args[0]) && u.args[1].k === 'sym' && u.args[1].name === x) return u.args[0];
  return null;
}

/** Groups the forcing g(x) (canonical form) by λ = α ± iβ; null when a term is not of the supported shapes. */
export function forcingGroups(gx: Expr, x: string): ForcingGroup[] | null {
  const s = simplify(gx);
  if (isNum(s) && s.n === 0n) return [];
  const terms = s.k === 'add' ? s.args : [s];
  const groups: ForcingGroup[] = [];
  for (const t of terms) {
    const sh = termShape(t, x);
    if (!sh) return null;
    let beta = sh.beta;
    let c = sh.c;
    // sin(−βx) = −sin(βx), cos(−βx) = cos(βx): keep β > 0
    if (beta.n < 0n) {
      beta = qneg(beta);
      if (sh.trig === 'sin') c = qneg(c);
    }
    let grp = groups.find((G0) => qeq(G0.alpha, sh.alpha) && qeq(G0.beta, beta));
    if (!grp) groups.push((grp = { alpha: sh.alpha, beta, P: [], Q: [] }));
    const arr = sh.trig === 'sin' ? grp.Q : grp.P;
    while (arr.length <= sh.k) arr.push(Q0);
    arr[sh.k] = qadd(arr[sh.k]!, c);
  }
  return groups;
}

/** Solves q2 w'' + q1 w' + q0 w = R for a polynomial w (q0 ≠ 0), back-substituting from the top degree. */
function polySolve(q2: G, q1: G, q0: G, R: G[]): G[] {
  const n = R.length - 1;
  const w: G[] = Array.from({ length: n + 1 }, () => g(Q0));
  for (let k = n; k >= 0; k--) {
    let rhs = R[k]!;
    if (k + 1 <= n) rhs = gsub(rhs, gscale(gmul(q1, w[k + 1]!), k + 1));
    if (k + 2 <= n) rhs = gsub(rhs, gscale(gmul(q2, w[k + 2]!), (k + 2) * (k + 1)));
    w[k] = gdiv(rhs, q0);
  }
  return w;
}

/** ∫ w dx with zero constant (coefficients shift up one degree). */
const integratePoly = (w: G[]): G[] => [g(Q0), ...w.map((c, k) => gdiv(c, g(num(k + 1) as Num)))];

/**
 * A particular solution's polynomial w of one group: p(D + λ)[w] = R with p(r) = a r² + b r + c, plus the multiplicity
 * s of λ as a root of p (0, 1 or 2; the degree of w is deg R + s).
 */
export function groupPolynomial(a: Num, b: Num, c: Num, grp: ForcingGroup): { w: G[]; s: number } {
  const lam = g(grp.alpha, grp.beta);
  const A = g(a);
  const q2 = A;
  const q1 = gadd(gmul(gscale(A, 2), lam), g(b));
  const q0 = gadd(gadd(gmul(A, gmul(lam, lam)), gmul(g(b), lam)), g(c));
  const n = Math.max(grp.P.length, grp.Q.length) - 1;
  const R: G[] = Array.from({ length: n + 1 }, (_, k) => g(grp.P[k] ?? Q0, qneg(grp.Q[k] ?? Q0)));
  if (!gzero(q0)) return { w: polySolve(q2, q1, q0, R), s: 0 };
  if (!gzero(q1)) return { w: integratePoly(polySolve(g(Q0), q2, q1, R)), s: 1 };
  if (!gzero(q2)) return { w: integratePoly(integratePoly(R.map((r) => gdiv(r, q2)))), s: 2 };
  throw new Error('zero operator');
}

/** y_p of one group as an expression: Re[e^{λx} w] = e^{αx}(Re w · cos βx − Im w · sin βx). */
export function groupExpr(grp: ForcingGroup, w: G[], x: string): Expr {
  const X: Expr = { k: 'sym', name: x };
  const poly = (cs: Num[]): Expr => mkAdd(cs.map((c, k) => mkMul([c, mkPow(X, num(k))])));
  const re = poly(w.map((c) => c.re));
  const im = poly(w.map((c) => c.im));
  const ex: Expr = grp.alpha.n === 0n ? num(1) : mkPow({ k: 'sym', name: 'e' }, mkMul([grp.alpha, X]));
  if (grp.beta.n === 0n) return simplify(mkMul([ex, re]));
  const bx = mkMul([grp.beta, X]);
  return simplify(mkMul([ex, mkAdd([mkMul([re, mkFn('cos', [bx])]), mkMul([num(-1), im, mkFn('sin', [bx])])])]));
}

/**
 * The trial solution a textbook writes for one group, in LaTeX with capital letters for the unknown coefficients:
 * x^s·e^{αx}·(A x^n + … )(cos βx), and a second polynomial for sin βx. `next` is the next free letter index.
 */
export function trialLatex(grp: ForcingGroup, s: number, x: string, next: { i: number }): string {
  const n = Math.max(grp.P.length, grp.Q.length) - 1;
  const letter = () => String.fromCharCode(65 + (next.i++ % 26));
  const polyL = () => {
    const parts: string[] = [];
    for (let k = n; k >= 0; k--) parts.push(`${letter()}${k === 0 ? '' : k === 1 ? x : `${x}^{${k}}`}`);
    return parts.length > 1 ? `\\left(${parts.join(' + ')}\\right)` : parts[0]!;
  };
  const xs = s === 0 ? '' : s === 1 ? x : `${x}^{${s}}`;
  const ex = grp.alpha.n === 0n ? '' : `e^{${numLatex(grp.alpha)}${x}}`;
  const prefix = `${xs}${ex}`;
  if (grp.beta.n === 0n) return `${prefix}${polyL()}`;
  const bx = `${numLatex(grp.beta)}${x}`;
  const p1 = polyL();
  const p2 = polyL();
  return `${prefix}\\left(${p1}\\cos\\left(${bx}\\right) + ${p2}\\sin\\left(${bx}\\right)\\right)`;
}

/** A rational coefficient as a LaTeX factor: 1 → '', −1 → '-', 2 → '2', 1/2 → '\frac{1}{2}'. */
function numLatex(q: Num): string {
  if (q.d === 1n) return q.n === 1n ? '' : q.n === -1n ? '-' : String(q.n);
  return `${q.n < 0n ? '-' : ''}\\frac{${q.n < 0n ? -q.n : q.n}}{${q.d}}`;
}

/** Whether an expression is free of everything but the variable and numbers (a forcing the shapes above may hold). */
