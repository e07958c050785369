/**
 * Factoring over the rationals beyond the rational-root method of `poly.ts` (issue #18: a "Factor" question gets a
 * product, or honestly no answer — never the input passed off as its factored form):
 * - the greatest common factor of the terms of a sum ({@link commonFactor}): the numbers' gcd (negative when the
 *   leading term is), every variable and every other common base to its lowest exponent, negative and fractional
 *   exponents included — 12x³y² + 18x²y³ = 6x²y²(2x + 3y), 5z(2z − 9)^(−3/2) + 11(2z − 9)^(−1/2) =
 *   (2z − 9)^(−3/2)(27z − 99) (OpenStax College Algebra 2e §1.5, "factoring expressions with fractional or negative
 *   exponents");
 * - polynomials in one variable completely ({@link factorPolynomial}): rational roots (poly.ts), then Kronecker's
 *   method for factors of degree 2 and more (x⁴ + 4 = (x² − 2x + 2)(x² + 2x + 2));
 * - polynomials in two variables: the content in each variable (Gauss's lemma; this is what factoring by grouping
 *   finds), a homogeneous polynomial through one variable (u² + 11uv + 28v² = (u + 4v)(u + 7v), 16z⁴ − 2401a⁴),
 *   a quadratic in one variable through its discriminant when that is a perfect square in the other
 *   (x² − 10x + 25 − y² = (x − y − 5)(x + y − 5)).
 * Every result says whether it is COMPLETE: each factor proven irreducible over Q (a univariate factor of degree ≤ 3
 * without rational roots, or one Kronecker's search found no divisor of; a bivariate quadratic whose discriminant is
 * not a square; a primitive polynomial linear in one variable).
 * Sources: Kronecker's method — D. E. Knuth, TAOCP vol. 2, §4.6.2; J. von zur Gathen & J. Gerhard, Modern Computer
 * Algebra, ch. 15–16 (Gauss's lemma, contents and primitive parts).
 */
import { Expr, Num, num, sym, isNum, isOne, key, symbols, qadd, qsub, qmul, qdiv, qneg, qcmp, bgcd, babs, ONE } from './ast';
import { simplify, expand, mkAdd, mkMul, mkPow } from './simplify';
import {
  Poly,
  toPoly,
  fromPoly,
  deg,
  trim,
  polyGcd,
  polyDivmod,
  polyMul,
  polyScale,
  factorPoly,
  primitive,
  ratSqrt,
  rationalRoots,
} from './poly';
import { tick } from './budget';

/** A factor and its exponent (a whole number for polynomial factors, any rational for a common base). */
export interface FactorPower {
  base: Expr;
  exp: Num;
}
/** A factorization: coef · Π base^exp, and whether every factor is proven irreducible over Q. */
export interface Factorization {
  coef: Num;
  factors: FactorPower[];
  complete: boolean;
}

const Z = () => num(0) as Num;
const N1 = () => num(1) as Num;
const isIntNum = (q: Num) => q.d === 1n;

// ---------------------------------------------------------------------------------------------------------------
// greatest common factor of the terms of a sum

interface Term {
  c: Num;
  /** The bases of the term by key, each with its total exponent. */
  fs: Map<string, FactorPower>;
}

/** A term of a canonical sum as coefficient × bases^exponents (a base is anything but a number factor). */
function termOf(t: Expr): Term {
  const fs = new Map<string, FactorPower>();
  let c = N1();
  for (const f of t.k === 'mul' ? t.args : [t]) {
    if (f.k === 'num') {
      c = qmul(c, f);
      continue;
    }
    const [base, exp] = f.k === 'pow' && isNum(f.args[1]) ? [f.args[0], f.args[1]] : [f, N1()];
    const k = key(base);
    const had = fs.get(k);
    fs.set(k, { base, exp: had ? qadd(had.exp, exp) : exp });
  }
  return { c, fs };
}

/**
 * The greatest common factor of the terms of a sum and what is left: gcf · cofactor = e. The number part is the gcd
 * of the coefficients when they are all integers, negative when the first (leading) term is negative, as the books
 * factor −2x³ + 18x² − 8x = −2x(x² − 9x + 4); a base is common when every term has it, to its lowest exponent. Null
 * when e is not a sum or the only common factor is 1 or −1.
 */
export function commonFactor(e: Expr): { gcf: Expr; coef: Num; bases: FactorPower[]; cofactor: Expr } | null {
  const s = simplify(e);
  if (s.k !== 'add') return null;
  const terms = s.args.map(termOf);
  let g = 0n;
  if (terms.every((t) => isIntNum(t.c))) for (const t of terms) g = bgcd(g, t.c.n);
  if (g === 0n) g = 1n;
  const coef = num(terms[0].c.n < 0n ? -g : g) as Num;
  const bases: FactorPower[] = [];
  for (const [k, f] of terms[0].fs) {
    let min: Num | null = f.exp;
    for (const t of terms) {
      const mine = t.fs.get(k);
      if (!mine) {
        min = null;
        break;
      }
      if (qcmp(mine.exp, min) < 0) min = mine.exp;
    }
    if (min && min.n !== 0n) bases.push({ base: f.base, exp: min });
  }
  if (!bases.length && babs(coef.n) === 1n) return null;
  const rest = terms.map((t) =>
    mkMul([
      qdiv(t.c, coef),
      ...[...t.fs].map(([k, f]) => mkPow(f.base, qsub(f.exp, bases.find((b) => key(b.base) === k)?.exp ?? Z()))),
    ]),
  );
  const cofactor = simplify(expand(mkAdd(rest)));
  const gcf = mkMul([coef, ...bases.map((b) => mkPow(b.base, b.exp))]);
  return { gcf, coef, bases, cofactor };
}

// ---------------------------------------------------------------------------------------------------------------
// one variable

/** Integer polynomial from bigint coefficients. */
const ipoly = (cs: bigint[]): Poly => cs.map((c) => num(c) as Num);

function divisorsOf(n: bigint): bigint[] {
  const a = babs(n);
  const out: bigint[] = [];
  for (let d = 1n; d * d <= a; d++) {
    if (a % d === 0n) {
      out.push(d);
      if (d * d !== a) out.push(a / d);
    }
  }
  return out;
}

/** The most divisor choices Kronecker's search tries for one polynomial (over all degrees) before it gives up. */
const MAX_COMBINATIONS = 20000;

/**
 * Kronecker's method: a factor of degree d of the integer polynomial q (primitive, no rational roots, degree ≥ 4)
 * takes at d + 1 integer points values that divide q's values there; every choice of divisors is interpolated and
 * tried. The points are those of −8..8 where q's value has the fewest divisors. Returns a split, 'irreducible' when
 * no degree up to deg/2 has a factor, or 'unknown' when the search would be too large (values over 10⁹, more than
 * {@link MAX_COMBINATIONS} choices in all).
 */
function kronecker(q: Poly): [Poly, Poly] | 'irreducible' | 'unknown' {
  const n = deg(q) as number;
  const cand: { x: bigint; divs: bigint[] }[] = [];
  for (let k = -8; k <= 8; k++) {
    const x = BigInt(k);
    let v = 0n;
    for (let i = q.length - 1; i >= 0; i--) v = v * x + q[i].n;
    if (v === 0n || babs(v) > 1_000_000_000n) continue;
    cand.push({ x, divs: divisorsOf(v) });
  }
  cand.sort((a, b) => a.divs.length - b.divs.length || Number(babs(a.x) - babs(b.x)));
  const lead = q[q.length - 1].n;
  let budget = MAX_COMBINATIONS;
  for (let d = 2; d <= Math.floor(n / 2); d++) {
    if (cand.length < d + 1) return 'unknown';
    const pts = cand.slice(0, d + 1);
    const xs = pts.map((p) => p.x);
    // the factor's sign is free: its value at the first point is taken positive
    const ds = pts.map((p, i) => (i === 0 ? p.divs : [...p.divs, ...p.divs.map((t) => -t)]));
    const total = ds.reduce((a, l) => a * l.length, 1);
    if (total > budget) return 'unknown';
    budget -= total;
    // Lagrange basis polynomials for the points, over one common denominator D (integer arithmetic in the loop)
    const basisQ: Poly[] = xs.map((xi, i) => {
      let p: Poly = [N1()];
      let den = N1();
      xs.forEach((xj, j) => {
        if (j === i) return;
        p = polyMul(p, [num(-xj) as Num, N1()]);
        den = qmul(den, num(xi - xj) as Num);
      });
      return polyScale(p, qdiv(N1(), den));
    });
    let D = 1n;
    for (const b of basisQ) for (const c of b) D = (D * c.d) / bgcd(D, c.d);
    const basis = basisQ.map((b) => Array.from({ length: d + 1 }, (_, j) => (b[j] ? (b[j].n * D) / b[j].d : 0n)));
    const idx = ds.map(() => 0);
    const g = new Array<bigint>(d + 1);
    for (;;) {
      tick();
      g.fill(0n);
      for (let i = 0; i < idx.length; i++) {
        const c = ds[i][idx[i]];
        const b = basis[i];
        for (let j = 0; j <= d; j++) g[j] += b[j] * c;
      }
      if (g[d] !== 0n && g.every((c) => c % D === 0n) && lead % (g[d] / D) === 0n) {
        const gt = g.map((c) => num(c / D) as Num);
        const [quo, r] = polyDivmod(q, gt);
        if (deg(r) < 0 && quo.every((c) => c.d === 1n)) return [gt, quo];
      }
      let i = 0;
      while (i < idx.length && ++idx[i] === ds[i].length) idx[i++] = 0;
      if (i === idx.length) break;
    }
  }
  return 'irreducible';
}

/** A polynomial factor with a positive leading coefficient (the sign goes to the coefficient). */
function positiveLead(p: Poly, mult: number, coef: Num): [Poly, Num] {
  if (p[p.length - 1].n >= 0n) return [p, coef];
  return [polyScale(p, num(-1) as Num), mult % 2 ? qneg(coef) : coef];
}

/**
 * A polynomial in one variable factored completely over Q: content (negative when the leading coefficient is), then
 * integer primitive factors with positive leading coefficients, each proven irreducible unless Kronecker's search was
 * too large (then `complete` is false).
 */
export function factorUnivariate(p: Poly): { coef: Num; factors: { poly: Poly; mult: number }[]; complete: boolean } {
  const f = factorPoly(p);
  let coef = f.content;
  let complete = true;
  const out: { poly: Poly; mult: number }[] = [];
  const queue = f.factors.map((x) => ({ poly: x.factor, mult: x.mult }));
  while (queue.length) {
    const { poly, mult } = queue.shift()!;
    let q = poly;
    [q, coef] = positiveLead(q, mult, coef);
    if ((deg(q) as number) >= 4) {
      const k = kronecker(q);
      if (Array.isArray(k)) {
        queue.push({ poly: k[0], mult }, { poly: k[1], mult });
        continue;
      }
      if (k === 'unknown') complete = false;
    }
    const same = out.find((o) => o.poly.length === q.length && o.poly.every((c, i) => qcmp(c, q[i]) === 0));
    if (same) same.mult += mult;
    else out.push({ poly: q, mult });
  }
  return { coef, factors: out, complete };
}

// ---------------------------------------------------------------------------------------------------------------
// two variables: a polynomial in x whose coefficients are polynomials in y

type Bi = Poly[];

/** The terms of a polynomial in x and y (null when e is not one, or has another symbol). */
function toBi(e: Expr, x: string, y: string): Bi | null {
  let ex: Expr;
  try {
    ex = expand(e);
  } catch {
    return null;
  }
  const out: Bi = [];
  for (const t of ex.k === 'add' ? ex.args : [ex]) {
    let c = N1();
    let i = 0,
      j = 0;
    for (const f of t.k === 'mul' ? t.args : [t]) {
      if (f.k === 'num') c = qmul(c, f);
      else {
        const [b, p] = f.k === 'pow' ? f.args : [f, ONE];
        if (b.k !== 'sym' || !isNum(p) || p.d !== 1n || p.n < 1n || p.n > 60n) return null;
        if (b.name === x) i += Number(p.n);
        else if (b.name === y) j += Number(p.n);
        else return null;
      }
    }
    while (out.length <= i) out.push([Z()]);
    const row = out[i].slice();
    while (row.length <= j) row.push(Z());
    row[j] = qadd(row[j], c);
    out[i] = trim(row);
  }
  return out.length ? out : [[Z()]];
}

function fromBi(B: Bi, x: string, y: string): Expr {
  const terms: Expr[] = [];
  B.forEach((py, i) => {
    if (deg(py) < 0) return;
    terms.push(mkMul([fromPoly(py, y), i === 0 ? ONE : mkPow(sym(x), num(i))]));
  });
  return simplify(expand(mkAdd(terms)));
}

function transpose(B: Bi): Bi {
  const degY = Math.max(...B.map((p) => p.length - 1));
  const out: Bi = [];
  for (let j = 0; j <= degY; j++) out.push(trim(B.map((p) => p[j] ?? Z())));
  return out;
}

/** The exact square root of a polynomial (coefficient matching from the top, then checked), or null. */
export function polySqrt(p: Poly): Poly | null {
  const q = trim(p);
  const n = deg(q);
  if (n < 0) return [Z()];
  if ((n as number) % 2) return null;
  const m = (n as number) / 2;
  const top = ratSqrt(q[n as number]);
  if (!top) return null;
  const r: Poly = Array.from({ length: m + 1 }, Z);
  r[m] = top;
  for (let k = m - 1; k >= 0; k--) {
    let acc = q[m + k];
    for (let i = k + 1; i < m; i++) acc = qsub(acc, qmul(r[i], r[m + k - i]));
    r[k] = qdiv(acc, qmul(num(2) as Num, top));
  }
  const sq = polyMul(r, r);
  return sq.length === q.length && sq.every((c, i) => qcmp(c, q[i]) === 0) ? r : null;
}

/** The monic gcd of the coefficients (polynomials in y) of B, made an integer primitive polynomial. */
function contentY(B: Bi): Poly {
  let g: Poly = [Z()];
  for (const c of B) if (deg(c) >= 0) g = deg(g) < 0 ? c : polyGcd(g, c);
  return ipoly(primitive(g));
}

/** The factors of a polynomial in x and y (no common number or monomial factor expected; any is kept in `coef`). */
function factorBi(B: Bi, x: string, y: string): Factorization {
  tick();
  const degX = B.length - 1;
  const degY = Math.max(...B.map((p) => deg(p) as number));
  if (degX === 0) return uniFactors(B[0], y);
  if (degY <= 0)
    return uniFactors(
      B.map((p) => p[0] ?? Z()),
      x,
    );
  // content in y, then in x
  const cy = contentY(B);
  if ((deg(cy) as number) >= 1) {
    const rest = B.map((p) => polyDivmod(p, cy)[0]);
    return merge(uniFactors(cy, y), factorBi(rest, x, y));
  }
  const T = transpose(B);
  const cx = contentY(T);
  if ((deg(cx) as number) >= 1) {
    const rest = T.map((p) => polyDivmod(p, cx)[0]);
    return merge(uniFactors(cx, x), factorBi(transpose(rest), x, y));
  }
  // homogeneous: every term of one total degree D — factor p(x, 1) and put the powers of y back
  const D = degX + (deg(B[degX]) as number);
  const homogeneous = B.every((p, i) => p.every((c, j) => c.n === 0n || i + j === D));
  if (homogeneous) {
    const u = factorUnivariate(B.map((p, i) => p[D - i] ?? Z()));
    const factors = u.factors.map(({ poly, mult }) => {
      const d = poly.length - 1;
      const hb: Bi = poly.map((c, k) => trim([...Array.from({ length: d - k }, Z), c]));
      return { base: fromBi(hb, x, y), exp: num(mult) as Num };
    });
    return { coef: u.coef, factors, complete: u.complete };
  }
  // a quadratic in one variable with a constant leading coefficient: the discriminant decides
  if (degX === 2 && deg(B[2]) === 0) return quadraticBi(B, x, y);
  if (degY === 2 && deg(T[2]) === 0) return quadraticBi(T, y, x);
  // a factor linear in x (or in y) with a constant leading coefficient: x − r(y), r found by interpolation
  for (const [M, u, v] of [
    [B, x, y],
    [T, y, x],
  ] as const) {
    if (deg(M[M.length - 1]) !== 0) continue;
    const split = linearFactor(M);
    if (split === 'none') {
      // cubic or lower with a constant leading coefficient and no linear factor: nothing splits (1 + 2 = 3)
      if (M.length - 1 <= 3) return { coef: N1(), factors: [{ base: fromBi(M, u, v), exp: N1() }], complete: true };
      continue;
    }
    if (split === 'unknown') continue;
    const [lin, rest] = split;
    return merge({ coef: N1(), factors: [{ base: fromBi(lin, u, v), exp: N1() }], complete: true }, factorBi(rest, u, v));
  }
  const whole = { coef: N1(), factors: [{ base: fromBi(B, x, y), exp: N1() }] };
  // primitive and linear in one variable: irreducible (any factor would be free of that variable, i.e. content)
  return { ...whole, complete: degX === 1 || degY === 1 };
}

/** Σ B[i](y)·r(y)^i, a polynomial in y. */
function evalAtPoly(B: Bi, r: Poly): Poly {
  let acc: Poly = [Z()];
  for (let i = B.length - 1; i >= 0; i--) acc = polyAddQ(polyMul(acc, r), B[i]);
  return trim(acc);
}
const polyAddQ = (a: Poly, b: Poly): Poly =>
  trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => qadd(a[i] ?? Z(), b[i] ?? Z())));

/**
 * A factor x − r(y) of B (constant leading coefficient in x): r(k) must be a rational root of B(x, k) for every k, so
 * the roots at y = 0, 1, …, D (D the total degree, which bounds deg r) are combined in every way, interpolated and
 * checked by substitution. Returns [integer primitive linear factor, quotient], 'none' when no choice works, or
 * 'unknown' when the search is too large.
 */
function linearFactor(B: Bi): [Bi, Bi] | 'none' | 'unknown' {
  const D = Math.max(...B.map((p, i) => i + (deg(p) as number)));
  const ys = Array.from({ length: D + 1 }, (_, k) => k);
  const roots: Num[][] = [];
  for (const k of ys) {
    const at = trim(B.map((p) => p.reduce((acc, c, j) => qadd(acc, qmul(c, num(BigInt(k) ** BigInt(j)) as Num)), Z())));
    const rs = rationalRootsOf(at);
    if (!rs.length) return 'none';
    roots.push(rs);
  }
  if (roots.reduce((a, r) => a * r.length, 1) > 5000) return 'unknown';
  const idx = roots.map(() => 0);
  for (;;) {
    tick();
    // interpolate r through (k, roots[k][idx[k]])
    let r: Poly = [Z()];
    ys.forEach((yk, i) => {
      let l: Poly = [N1()];
      let den = N1();
      ys.forEach((yj, j) => {
        if (j === i) return;
        l = polyMul(l, [num(-yj) as Num, N1()]);
        den = qmul(den, num(yk - yj) as Num);
      });
      r = polyAddQ(r, polyScale(l, qdiv(roots[i][idx[i]], den)));
    });
    if (deg(evalAtPoly(B, r)) < 0) {
      // synthetic division by x − r(y), then integer primitive form of x − r(y)
      const n = B.length - 1;
      const q: Bi = Array.from({ length: n }, () => [Z()]);
      q[n - 1] = B[n];
      for (let i = n - 1; i >= 1; i--) q[i - 1] = polyAddQ(B[i], polyMul(r, q[i]));
      const lin: Bi = [polyScale(r, num(-1) as Num), [N1()]];
      const ints = primitive([...lin[0], N1()]);
      const scale = num(ints[ints.length - 1]) as Num;
      return [lin.map((p) => polyScale(p, scale)), q.map((p) => polyScale(p, qdiv(N1(), scale)))];
    }
    let i = 0;
    while (i < idx.length && ++idx[i] === roots[i].length) idx[i++] = 0;
    if (i === idx.length) return 'none';
  }
}

/** Distinct rational roots of a univariate polynomial (none for a constant). */
function rationalRootsOf(p: Poly): Num[] {
  return (deg(p) as number) >= 1 ? rationalRoots(p) : [];
}

/** a·x² + b(y)·x + c(y) = a(x − r₁)(x − r₂) when b² − 4ac is a square in Q[y]; irreducible otherwise. */
function quadraticBi(B: Bi, x: string, y: string): Factorization {
  const a = B[2][0];
  const b = B[1] ?? [Z()];
  const c = B[0];
  const b2 = polyMul(b, b);
  const disc = trim(
    Array.from({ length: Math.max(b2.length, c.length) }, (_, i) =>
      qsub(b2[i] ?? Z(), qmul(qmul(num(4) as Num, a), c[i] ?? Z())),
    ),
  );
  const s = polySqrt(disc);
  if (!s) return { coef: N1(), factors: [{ base: fromBi(B, x, y), exp: N1() }], complete: true };
  let coef = a;
  const factors: FactorPower[] = [];
  for (const sign of [1n, -1n]) {
    // x − r with r = (−b ± s)/(2a), scaled to integer coefficients
    const r = trim(
      Array.from({ length: Math.max(b.length, s.length) }, (_, i) =>
        qdiv(qadd(qneg(b[i] ?? Z()), qmul(num(sign) as Num, s[i] ?? Z())), qmul(num(2) as Num, a)),
      ),
    );
    const lin: Bi = [polyScale(r, num(-1) as Num), [N1()]];
    const ints = primitive([...lin[0], N1()]);
    const scale = qdiv(num(ints[ints.length - 1]) as Num, N1());
    coef = qdiv(coef, scale);
    factors.push({ base: fromBi([polyScale(lin[0], scale), [scale]], x, y), exp: N1() });
  }
  if (key(factors[0].base) === key(factors[1].base))
    return { coef, factors: [{ base: factors[0].base, exp: num(2) as Num }], complete: true };
  return { coef, factors, complete: true };
}

function uniFactors(p: Poly, x: string): Factorization {
  const u = factorUnivariate(p);
  return {
    coef: u.coef,
    factors: u.factors.map((f) => ({ base: fromPoly(f.poly, x), exp: num(f.mult) as Num })),
    complete: u.complete,
  };
}

function merge(a: Factorization, b: Factorization): Factorization {
  return { coef: qmul(a.coef, b.coef), factors: [...a.factors, ...b.factors], complete: a.complete && b.complete };
}

/**
 * A polynomial in one or two variables (rational coefficients) factored over Q — see the module comment. Null when
 * the expression is not such a polynomial.
 */
export function factorPolynomial(e: Expr): Factorization | null {
  // the variables in the order the canonical form meets them: the leading term's variable leads the factors
  const vs = [...symbols(e)];
  if (vs.length === 1) {
    const p = toPoly(e, vs[0]);
    return p && (deg(p) as number) >= 1 ? uniFactors(p, vs[0]) : null;
  }
  if (vs.length !== 2) return null;
  const B = toBi(e, vs[0], vs[1]);
  return B ? factorBi(B, vs[0], vs[1]) : null;
}

/**
 * The product coef · Π base^exp written in the books' order: the number, then single variables (x, y²), then the
 * other factors as found; exponents 1 left out. A raw product (not re-simplified, which would multiply it out).
 */
export function productOf(coef: Num, factors: FactorPower[]): Expr {
  const pw = (f: FactorPower): Expr => (isOne(f.exp) ? f.base : { k: 'pow', args: [f.base, f.exp] });
  const mono = factors.filter((f) => f.base.k === 'sym');
  const other = factors.filter((f) => f.base.k !== 'sym');
  const parts: Expr[] = [...(isOne(coef) ? [] : [coef]), ...mono.map(pw), ...other.map(pw)];
  if (!parts.length) return ONE;
  if (parts.length === 1) return parts[0];
  return { k: 'mul', args: parts };
}
