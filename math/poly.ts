/**
 * Univariate polynomials with exact rational coefficients: extraction from an expression, arithmetic,
 * division, GCD, rational roots (rational root theorem) and factoring over the rationals.
 * A polynomial is an array of coefficients, index = degree.
 */
import { Expr, Num, num, isNum, qadd, qmul, qdiv, qneg, qsub, qcmp, bgcd, babs, sym } from './ast';
import { expand, mkAdd, mkMul, mkPow } from './simplify';
import { tick } from './budget';

export type Poly = Num[];

const Z = () => num(0) as Num;

export function trim(p: Poly): Poly {
  const q = p.slice();
  while (q.length > 1 && q[q.length - 1].n === 0n) q.pop();
  if (q.length === 0) q.push(Z());
  return q;
}
export const deg = (p: Poly) => (p.length === 1 && p[0].n === 0n ? -Infinity : p.length - 1);

/** Coefficients of e as a polynomial in x (after expansion), or null if it is not one. */
export function toPoly(e: Expr, x: string, maxDeg = 60): Poly | null {
  let ex: Expr;
  try {
    ex = expand(e);
  } catch {
    return null;
  }
  const terms = ex.k === 'add' ? ex.args : [ex];
  const out: Poly = [];
  for (const t of terms) {
    const r = monomial(t, x);
    if (!r) return null;
    const [c, d] = r;
    if (d > maxDeg) return null;
    while (out.length <= d) out.push(Z());
    out[d] = qadd(out[d], c);
  }
  return trim(out.length ? out : [Z()]);
}
function monomial(t: Expr, x: string): [Num, number] | null {
  if (t.k === 'num') return [t, 0];
  if (t.k === 'sym') return t.name === x ? [num(1) as Num, 1] : null;
  if (
    t.k === 'pow' &&
    t.args[0].k === 'sym' &&
    t.args[0].name === x &&
    isNum(t.args[1]) &&
    t.args[1].d === 1n &&
    t.args[1].n > 0n
  )
    return [num(1) as Num, Number(t.args[1].n)];
  if (t.k === 'mul') {
    let c = num(1) as Num,
      d = 0;
    for (const f of t.args) {
      const r = monomial(f, x);
      if (!r) return null;
      c = qmul(c, r[0]);
      d += r[1];
    }
    return [c, d];
  }
  return null;
}

/**
 * The degree k when `f` is the variable `x` itself (k = 1) or a power x^k with a positive whole exponent, else null
 * (x^(1/2), x^(-1), 2^x, other symbols).
 */
export function powerOfVariable(f: Expr, x: string): number | null {
  if (f.k === 'sym' && f.name === x) return 1;
  const [b, e] = f.k === 'pow' ? f.args : [];
  if (b?.k === 'sym' && b.name === x && e && isNum(e) && e.d === 1n && e.n > 0n) return Number(e.n);
  return null;
}
/** Coefficients as expressions (allows parameters / irrational coefficients): e must be polynomial in x. */
export function toPolyExpr(e: Expr, x: string, maxDeg = 60): Expr[] | null {
  let ex: Expr;
  try {
    ex = expand(e);
  } catch {
    return null;
  }
  const terms = ex.k === 'add' ? ex.args : [ex];
  const out: Expr[][] = [];
  for (const t of terms) {
    const fs = t.k === 'mul' ? t.args : [t];
    let d = 0;
    const rest: Expr[] = [];
    for (const f of fs) {
      const k = powerOfVariable(f, x);
      if (k !== null) d += k;
      else if (containsVar(f, x)) return null;
      else rest.push(f);
    }
    if (d > maxDeg) return null;
    while (out.length <= d) out.push([]);
    out[d].push(mkMul(rest));
  }
  return out.map((ts) => mkAdd(ts));
}
function containsVar(e: Expr, x: string): boolean {
  if (e.k === 'sym') return e.name === x;
  if (e.k === 'num') return false;
  return e.args.some((a) => containsVar(a, x));
}

export function fromPoly(p: Poly, x: string | Expr): Expr {
  const X = typeof x === 'string' ? sym(x) : x;
  const terms: Expr[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    if (p[i].n === 0n) continue;
    terms.push(mkMul([p[i], i === 0 ? num(1) : i === 1 ? X : mkPow(X, num(i))]));
  }
  return mkAdd(terms);
}

export function polyEval(p: Poly, v: Num): Num {
  let r = Z();
  for (let i = p.length - 1; i >= 0; i--) r = qadd(qmul(r, v), p[i]);
  return r;
}
export function polyEvalNum(p: Poly, v: number): number {
  let r = 0;
  for (let i = p.length - 1; i >= 0; i--) r = r * v + Number(p[i].n) / Number(p[i].d);
  return r;
}
export function polyMul(a: Poly, b: Poly): Poly {
  const out: Poly = Array.from({ length: a.length + b.length - 1 }, Z);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] = qadd(out[i + j], qmul(a[i], b[j]));
  return trim(out);
}
export function polyAdd(a: Poly, b: Poly): Poly {
  const out: Poly = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) out.push(qadd(a[i] ?? Z(), b[i] ?? Z()));
  return trim(out);
}
export function polyScale(a: Poly, c: Num): Poly {
  return trim(a.map((x) => qmul(x, c)));
}
export function polyDivmod(a: Poly, b: Poly): [Poly, Poly] {
  let r = trim(a);
  const db = deg(b);
  if (db < 0) throw new Error('division by zero polynomial');
  const q: Poly = Array.from({ length: Math.max(1, r.length - b.length + 1) }, Z);
  while (deg(r) >= db) {
    tick();
    const k = deg(r) - db;
    const c = qdiv(r[r.length - 1], b[b.length - 1]);
    q[k] = c;
    const sub: Poly = Array.from({ length: k }, Z).concat(b.map((x) => qmul(x, c)));
    r = trim(r.map((x, i) => qsub(x, sub[i] ?? Z())));
    if (r.length === 1 && r[0].n === 0n) break;
  }
  return [trim(q), r];
}
export function polyGcd(a: Poly, b: Poly): Poly {
  let x = trim(a),
    y = trim(b);
  while (deg(y) >= 0) {
    tick();
    const [, r] = polyDivmod(x, y);
    x = y;
    y = r;
  }
  return deg(x) < 0 ? x : polyScale(x, qdiv(num(1) as Num, x[x.length - 1]));
}
export function polyDeriv(p: Poly): Poly {
  if (p.length <= 1) return [Z()];
  return trim(p.slice(1).map((c, i) => qmul(c, num(i + 1) as Num)));
}

function divisors(n: bigint): bigint[] {
  n = babs(n);
  if (n === 0n) return [];
  if (n > 10n ** 14n) return [1n, n];
  const out: bigint[] = [];
  for (let d = 1n; d * d <= n; d++) {
    if (n % d === 0n) {
      out.push(d);
      if (d * d !== n) out.push(n / d);
    }
    if (d > 3000000n) break;
  }
  return out.sort((a, b) => (a < b ? -1 : 1));
}
/** Integer-coefficient primitive form (clears denominators, divides the content). */
export function primitive(p: Poly): bigint[] {
  let l = 1n;
  for (const c of p) l = (l * c.d) / bgcd(l, c.d);
  const ints = p.map((c) => (c.n * l) / c.d);
  let g = 0n;
  for (const c of ints) g = bgcd(g, c);
  return ints.map((c) => (g ? c / g : c));
}
/** All distinct rational roots. */
export function rationalRoots(p: Poly): Num[] {
  let q = trim(p);
  const roots: Num[] = [];
  // zero roots
  let k = 0;
  while (q.length > 1 && q[0].n === 0n) {
    q = q.slice(1);
    k++;
  }
  if (k) roots.push(Z());
  if (q.length <= 1) return roots;
  const ints = primitive(q);
  const a0 = ints[0],
    an = ints[ints.length - 1];
  const ps = divisors(a0),
    qs = divisors(an);
  const seen = new Set<string>();
  for (const P of ps)
    for (const Q of qs)
      for (const s of [1n, -1n]) {
        tick();
        const r = num(s * P, Q) as Num;
        const kk = `${r.n}/${r.d}`;
        if (seen.has(kk)) continue;
        seen.add(kk);
        if (polyEval(q, r).n === 0n) roots.push(r);
      }
  return roots.sort(qcmp);
}
/** Multiplicity of root r in p. */
export function multiplicity(p: Poly, r: Num): number {
  let m = 0,
    q = p;
  while (deg(q) > 0 && polyEval(q, r).n === 0n) {
    q = polyDivmod(q, [qneg(r), num(1) as Num])[0];
    m++;
  }
  return m;
}

export interface PolyFactor {
  factor: Poly;
  mult: number;
}
/** Factor over Q: leading content times linear factors (from rational roots) times the rest. */
export function factorPoly(p: Poly): { content: Num; factors: PolyFactor[] } {
  let q = trim(p);
  // content so that remaining factors have integer coefficients, primitive
  const ints = primitive(q);
  const content = qdiv(q[q.length - 1], num(ints[ints.length - 1]) as Num);
  q = ints.map((n) => num(n) as Num);
  const factors: PolyFactor[] = [];
  for (const r of rationalRoots(q)) {
    const lin: Poly = [num(-r.n) as Num, num(r.d) as Num];
    let m = 0;
    for (;;) {
      const [qq, rr] = polyDivmod(q, lin);
      if (deg(rr) >= 0 && !(rr.length === 1 && rr[0].n === 0n)) break;
      q = qq;
      m++;
    }
    if (m) factors.push({ factor: lin, mult: m });
  }
  // integer-ize the leftover
  if (deg(q) > 0) {
    const li = primitive(q);
    const c2 = qdiv(q[q.length - 1], num(li[li.length - 1]) as Num);
    factors.push(...factorRest(li.map((n) => num(n) as Num)));
    return { content: qmul(content, c2), factors };
  }
  return { content: qmul(content, q[0]), factors };
}
/** Try x^2 substitution (biquadratic) for factoring leftovers like x^4+5x^2+6 = (x^2+2)(x^2+3). */
function factorRest(q: Poly): PolyFactor[] {
  if (deg(q) === 4 && q[1].n === 0n && q[3].n === 0n) {
    // a y^2 + b y + c with y = x^2
    const [c, , b, , a] = q;
    const disc = qsub(qmul(b, b), qmul(num(4) as Num, qmul(a, c)));
    const s = ratSqrt(disc);
    if (s) {
      const r1 = qdiv(qadd(qneg(b), s), qmul(num(2) as Num, a)),
        r2 = qdiv(qsub(qneg(b), s), qmul(num(2) as Num, a));
      const f1: Poly = [qneg(r1), Z(), num(1) as Num],
        f2: Poly = [qneg(r2), Z(), num(1) as Num];
      const i1 = primitive(f1).map((n) => num(n) as Num),
        i2 = primitive(f2).map((n) => num(n) as Num);
      if (qcmp(r1, r2) === 0) return [{ factor: i1, mult: 2 }];
      return [
        { factor: i1, mult: 1 },
        { factor: i2, mult: 1 },
      ];
    }
  }
  return [{ factor: q, mult: 1 }];
}
export function ratSqrt(q: Num): Num | null {
  if (q.n < 0n) return null;
  const a = isqrt(q.n),
    b = isqrt(q.d);
  return a !== null && b !== null ? (num(a, b) as Num) : null;
}
function isqrt(n: bigint): bigint | null {
  if (n < 0n) return null;
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x * x === n ? x : null;
}

/** Expression for the factored form. */
export function factoredExpr(f: { content: Num; factors: PolyFactor[] }, x: string): Expr {
  const parts: Expr[] = [f.content];
  for (const { factor, mult } of f.factors) {
    const fe = fromPoly(factor, x);
    parts.push(mult === 1 ? fe : { k: 'pow', args: [fe, num(mult)] });
  }
  const nontrivial = parts.filter((p) => !(p.k === 'num' && p.n === 1n && p.d === 1n));
  if (nontrivial.length === 1) return nontrivial[0];
  return { k: 'mul', args: nontrivial };
}

/** Numeric roots (complex) of a polynomial: Durand–Kerner. */
export function numericRoots(p: Poly): { re: number; im: number }[] {
  const q = trim(p);
  const n = deg(q);
  if (n < 1) return [];
  const a = q.map((c) => Number(c.n) / Number(c.d));
  const lead = a[n];
  const co = a.map((c) => c / lead);
  type Cx = { re: number; im: number };
  const mulc = (x: Cx, y: Cx): Cx => ({ re: x.re * y.re - x.im * y.im, im: x.re * y.im + x.im * y.re });
  const divc = (x: Cx, y: Cx): Cx => {
    const d = y.re * y.re + y.im * y.im;
    return { re: (x.re * y.re + x.im * y.im) / d, im: (x.im * y.re - x.re * y.im) / d };
  };
  const evalc = (z: Cx): Cx => {
    let r: Cx = { re: 1, im: 0 };
    for (let i = n - 1; i >= 0; i--) r = { re: r.re * z.re - r.im * z.im + co[i], im: r.re * z.im + r.im * z.re };
    return r;
  };
  const bound = 1 + Math.max(...co.slice(0, n).map(Math.abs));
  let z: Cx[] = Array.from({ length: n }, (_, k) => ({
    re: bound * 0.9 * Math.cos((2 * Math.PI * k) / n + 0.4),
    im: bound * 0.9 * Math.sin((2 * Math.PI * k) / n + 0.4),
  }));
  for (let it = 0; it < 500; it++) {
    tick();
    let delta = 0;
    z = z.map((zi, i) => {
      let den: Cx = { re: 1, im: 0 };
      z.forEach((zj, j) => {
        if (j !== i) den = mulc(den, { re: zi.re - zj.re, im: zi.im - zj.im });
      });
      const step = divc(evalc(zi), den);
      delta = Math.max(delta, Math.hypot(step.re, step.im));
      return { re: zi.re - step.re, im: zi.im - step.im };
    });
    if (delta < 1e-15) break;
  }
  // Newton polish on the original polynomial
  return z.map((r) => (Math.abs(r.im) < 1e-10 * Math.max(1, Math.abs(r.re)) ? { re: r.re, im: 0 } : r));
}
