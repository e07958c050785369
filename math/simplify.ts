/**
 * Canonical simplification (bottom-up, deterministic): subtraction/division/negation are rewritten to
 * add/mul/pow, rational arithmetic is exact, like terms and equal bases are collected, radicals are
 * simplified (sqrt(12) = 2 sqrt(3), 1/sqrt(2) = sqrt(2)/2), exact values of trig functions at multiples of
 * pi/12 and of inverse trig functions at standard values are used, and a numeric factor is distributed over
 * a sum (2(x+1) = 2x + 2). {@link expand} multiplies out products and integer powers of sums.
 */
import {
  Expr,
  Num,
  num,
  isNum,
  isInt,
  isZero,
  isOne,
  qadd,
  qmul,
  qneg,
  qpowInt,
  qcmp,
  key,
  sym,
  ZERO,
  ONE,
  NEG_ONE,
  HALF,
  PI,
  bgcd,
  babs,
  equal,
} from './ast';
import { tick } from './budget';
import { MathError } from './errors';

const MAX_BITS = 4096;

function bitlen(n: bigint): number {
  return babs(n).toString(2).length;
}

/** Largest k with k^q dividing n (n > 0); returns [k, n / k^q]. Trial division up to a bound. */
export function rootExtract(n: bigint, q: number): [bigint, bigint] {
  let out = 1n,
    rest = n;
  // exact root first
  const r = iroot(n, q);
  if (r !== null) return [r, 1n];
  const Q = BigInt(q);
  for (let p = 2n; p <= 1000n && p ** Q <= rest; p += p === 2n ? 1n : 2n) {
    const pq = p ** Q;
    while (rest % pq === 0n) {
      rest /= pq;
      out *= p;
    }
  }
  return [out, rest];
}
function iroot(n: bigint, q: number): bigint | null {
  if (n < 0n) return null;
  if (n < 2n) return n;
  const approx = BigInt(Math.round(Math.pow(Number(n), 1 / q)));
  for (let c = approx - 1n; c <= approx + 1n; c++) if (c >= 0n && c ** BigInt(q) === n) return c;
  return null;
}

function splitCoef(t: Expr): [Num, Expr] {
  if (t.k === 'num') return [t, ONE];
  if (t.k === 'mul' && t.args[0].k === 'num') {
    const rest = t.args.slice(1);
    return [t.args[0], rest.length === 1 ? rest[0] : { k: 'mul', args: rest }];
  }
  return [num(1) as Num, t];
}
function splitPow(t: Expr): [Expr, Expr] {
  if (t.k === 'pow') return [t.args[0], t.args[1]];
  return [t, ONE];
}

/** Sort weight: total degree of a term (symbols count by their numeric exponent). */
export function degreeOf(t: Expr): number {
  switch (t.k) {
    case 'num':
      return 0;
    case 'sym':
      return t.name === 'pi' || t.name === 'e' || t.name === 'i' ? 0 : 1;
    case 'pow':
      return isNum(t.args[1]) ? degreeOf(t.args[0]) * (Number(t.args[1].n) / Number(t.args[1].d)) : degreeOf(t.args[0]) + 0.5;
    case 'mul':
      return t.args.reduce((s, a) => s + degreeOf(a), 0);
    case 'fn':
      return 0.5;
    default:
      return 0.5;
  }
}
function factorRank(t: Expr): number {
  if (t.k === 'num') return 0;
  if (t.k === 'sym' && t.name === 'i') return 1;
  if (t.k === 'pow' && t.args[0].k === 'num') return 2;
  if (t.k === 'sym' && (t.name === 'pi' || t.name === 'e')) return 3;
  if (t.k === 'sym' || (t.k === 'pow' && t.args[0].k === 'sym' && t.args[0].name !== 'e' && t.args[0].name !== 'pi')) return 4;
  if (t.k === 'fn' || t.k === 'pow') return 5;
  return 6;
}
function cmpFactors(a: Expr, b: Expr): number {
  const r = factorRank(a) - factorRank(b);
  if (r) return r;
  const ka = key(splitPow(a)[0]),
    kb = key(splitPow(b)[0]);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
/** The exponents of a term's plain variables (3x^2 y → x: 2, y: 1); π, e and i are constants, not variables. */
function variableExponents(t: Expr): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of t.k === 'mul' ? t.args : [t]) {
    const [b, x] = splitPow(f);
    if (b.k === 'sym' && b.name !== 'pi' && b.name !== 'e' && b.name !== 'i' && isNum(x))
      out.set(b.name, (out.get(b.name) ?? 0) + Number(x.n) / Number(x.d));
  }
  return out;
}
/** Degree-0 terms: real constants (π, √2) first, then the rational number, then imaginary terms (8 + i, 3 - 2i). */
function constantRank(t: Expr): number {
  if (t.k === 'num') return 1;
  return (t.k === 'mul' ? t.args : [t]).some((f) => f.k === 'sym' && f.name === 'i') ? 2 : 0;
}
/**
 * The canonical (and display) order of a sum's terms, as textbooks write them: descending total degree, then graded
 * lexicographic order (a^2 + 2ab + b^2: the higher power of the alphabetically first variable first), constants last,
 * a complex number as a + bi (8 + i).
 */
function cmpTerms(a: Expr, b: Expr): number {
  const da = degreeOf(a),
    db = degreeOf(b);
  if (da !== db) return db - da;
  const ea = variableExponents(a),
    eb = variableExponents(b);
  for (const v of [...new Set([...ea.keys(), ...eb.keys()])].sort()) {
    const d = (eb.get(v) ?? 0) - (ea.get(v) ?? 0);
    if (d) return d;
  }
  const ra = constantRank(a),
    rb = constantRank(b);
  if (ra !== rb) return ra - rb;
  const ka = key(splitCoef(a)[1]),
    kb = key(splitCoef(b)[1]);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

export function mkAdd(args: Expr[]): Expr {
  const flat: Expr[] = [];
  for (const a of args) {
    if (a.k === 'add') flat.push(...a.args);
    else flat.push(a);
  }
  let c = num(0) as Num;
  const groups = new Map<string, [Num, Expr]>();
  const order: string[] = [];
  let infSign = 0;
  for (const t of flat) {
    if (t.k === 'num') {
      c = qadd(c, t);
      continue;
    }
    if (t.k === 'sym' && t.name === 'inf') {
      infSign += 1;
      continue;
    }
    if (t.k === 'mul' && t.args.length === 2 && t.args[0].k === 'num' && t.args[1].k === 'sym' && t.args[1].name === 'inf') {
      infSign += t.args[0].n > 0n ? 1 : -1;
      continue;
    }
    const [co, rest] = splitCoef(t);
    const k = key(rest);
    const g = groups.get(k);
    if (g) g[0] = qadd(g[0], co);
    else {
      groups.set(k, [co, rest]);
      order.push(k);
    }
  }
  const nInf = flat.filter((t) => key(t).includes('inf')).length;
  if (
    nInf > 0 &&
    Math.abs(infSign) !== nInf &&
    flat.some(
      (t) =>
        (t.k === 'sym' && t.name === 'inf') ||
        (t.k === 'mul' && t.args.length === 2 && t.args[1].k === 'sym' && (t.args[1] as { name: string }).name === 'inf'),
    )
  ) {
    const pos = flat.some(
      (t) =>
        (t.k === 'sym' && t.name === 'inf') ||
        (t.k === 'mul' &&
          t.args.length === 2 &&
          t.args[0].k === 'num' &&
          t.args[0].n > 0n &&
          t.args[1].k === 'sym' &&
          (t.args[1] as { name: string }).name === 'inf'),
    );
    const neg = flat.some(
      (t) =>
        t.k === 'mul' &&
        t.args.length === 2 &&
        t.args[0].k === 'num' &&
        t.args[0].n < 0n &&
        t.args[1].k === 'sym' &&
        (t.args[1] as { name: string }).name === 'inf',
    );
    if (pos && neg)
      throw new MathError('VALIDATION_ERROR', 'inf - inf is an indeterminate form', {
        reason: 'indeterminate-form',
        form: 'inf-inf',
      });
  }
  if (infSign !== 0 && Math.abs(infSign) === nInf) return infSign > 0 ? sym('inf') : mkMul([NEG_ONE, sym('inf')]);
  const out: Expr[] = [];
  for (const k of order) {
    const [co, rest] = groups.get(k)!;
    if (co.n === 0n) continue;
    out.push(mkMul([co, rest]));
  }
  if (infSign !== 0) out.push(infSign > 0 ? sym('inf') : mkMul([NEG_ONE, sym('inf')]));
  if (c.n !== 0n || out.length === 0) out.push(c);
  out.sort(cmpTerms);
  return out.length === 1 ? out[0] : { k: 'add', args: out };
}

export function mkMul(args: Expr[]): Expr {
  const flat: Expr[] = [];
  for (const a of args) {
    if (a.k === 'mul') flat.push(...a.args);
    else flat.push(a);
  }
  let c = num(1) as Num;
  const groups = new Map<string, [Expr, Expr[]]>();
  const order: string[] = [];
  for (const f of flat) {
    if (f.k === 'num') {
      c = qmul(c, f);
      continue;
    }
    const [b, x] = splitPow(f);
    const k = key(b);
    const g = groups.get(k);
    if (g) g[1].push(x);
    else {
      groups.set(k, [b, [x]]);
      order.push(k);
    }
  }
  if (c.n === 0n) {
    if (flat.some((f) => f.k === 'sym' && f.name === 'inf'))
      throw new MathError('VALIDATION_ERROR', '0·inf is an indeterminate form', { reason: 'indeterminate-form', form: '0*inf' });
    return ZERO;
  }
  let factors: Expr[] = [];
  for (const k of order) {
    const [b, xs] = groups.get(k)!;
    const ex = xs.length === 1 ? xs[0] : mkAdd(xs);
    const p = mkPow(b, ex);
    if (p.k === 'num') c = qmul(c, p);
    else if (p.k === 'mul') {
      for (const q of p.args) {
        if (q.k === 'num') c = qmul(c, q);
        else factors.push(q);
      }
    } else factors.push(p);
  }
  // combine numeric radicals with the same exponent: sqrt(2) sqrt(3) = sqrt(6)
  const rad = new Map<string, Num[]>();
  const others: Expr[] = [];
  for (const f of factors) {
    if (f.k === 'pow' && f.args[0].k === 'num' && f.args[1].k === 'num' && f.args[1].d !== 1n) {
      const k = key(f.args[1]);
      (rad.get(k) ?? rad.set(k, []).get(k)!).push(f.args[0]);
    } else others.push(f);
  }
  if ([...rad.values()].some((v) => v.length > 1)) {
    factors = others;
    for (const [k, bases] of rad) {
      const ex = bases.length ? (k.includes('/') ? num(BigInt(k.split('/')[0]), BigInt(k.split('/')[1])) : num(BigInt(k))) : ONE;
      const b = bases.reduce((a, x) => qmul(a, x), num(1) as Num);
      const p = mkPow(b, ex);
      if (p.k === 'num') c = qmul(c, p);
      else if (p.k === 'mul') {
        for (const q of p.args) {
          if (q.k === 'num') c = qmul(c, q);
          else factors.push(q);
        }
      } else factors.push(p);
    }
  }
  if (c.n === 0n) return ZERO;
  // i*i
  factors.sort(cmpFactors);
  // distribute a numeric coefficient over a single sum: 2(x+1) -> 2x+2
  if (factors.length === 1 && factors[0].k === 'add' && !isOne(c)) {
    return mkAdd(factors[0].args.map((t) => mkMul([c, t])));
  }
  if (factors.length === 0) return c;
  if (isOne(c)) return factors.length === 1 ? factors[0] : { k: 'mul', args: factors };
  return { k: 'mul', args: [c, ...factors] };
}

export function mkPow(b: Expr, x: Expr): Expr {
  if (isZero(x)) return ONE;
  if (isOne(x)) return b;
  if (isOne(b)) return ONE;
  if (isZero(b)) {
    if (isNum(x) && x.n > 0n) return ZERO;
    if (isNum(x) && x.n < 0n) throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
  }
  if (b.k === 'num' && x.k === 'num') return numPow(b, x);
  if (b.k === 'sym' && b.name === 'i' && isInt(x)) {
    const r = Number(((x.n % 4n) + 4n) % 4n);
    return [ONE, sym('i'), NEG_ONE, mkMul([NEG_ONE, sym('i')])][r];
  }
  if (b.k === 'sym' && b.name === 'inf' && isNum(x)) return x.n > 0n ? b : ZERO;
  if (b.k === 'sym' && b.name === 'inf' && isZero(x))
    throw new MathError('VALIDATION_ERROR', 'inf^0 is an indeterminate form', { reason: 'indeterminate-form', form: 'inf^0' });
  if (b.k === 'pow') {
    const [c, y] = b.args;
    if (isInt(x)) return mkPow(c, mkMul([y, x]));
    if (isNum(y) && isNum(x)) {
      // real powers: (c^y)^x = c^(xy) when c ≥ 0 — and an even root in y (s^(9/4)) is real only for c ≥ 0, so then it
      // holds wherever defined; an even power y (c^2, c^(2/3)) forgets the sign of c: (c^y)^x = |c|^(xy), written
      // c^(xy) when that is even too ((x^4)^(1/2) = x^2, (x^2)^(1/4) = |x|^(1/2), (x^2)^(1/2) = |x|)
      const xy = qmul(y, x);
      if (y.d % 2n === 1n && y.n % 2n === 0n && !isPositiveConst(c) && !(xy.n % 2n === 0n && xy.d % 2n === 1n))
        return mkPow(mkFn('abs', [c]), xy);
      return mkPow(c, xy);
    }
    if (isPositiveConst(c)) return mkPow(c, mkMul([y, x]));
  }
  if (b.k === 'mul') {
    if (isInt(x)) return mkMul(b.args.map((f) => mkPow(f, x)));
    const pos = b.args.filter((f) => isPositiveConst(f) || (f.k === 'num' && f.n > 0n));
    if (pos.length) {
      const rest = b.args.filter((f) => !pos.includes(f));
      return mkMul([...pos.map((f) => mkPow(f, x)), mkPow(mkMul(rest), x)]);
    }
  }
  if (b.k === 'sym' && b.name === 'e') {
    // Euler: e^(k i pi) = cos(k pi) + i sin(k pi) for rational k
    if (
      x.k === 'mul' &&
      x.args.some((f) => f.k === 'sym' && f.name === 'i') &&
      x.args.some((f) => f.k === 'sym' && f.name === 'pi') &&
      x.args.every((f) => f.k === 'num' || (f.k === 'sym' && (f.name === 'i' || f.name === 'pi')))
    ) {
      const k = mkMul(x.args.filter((f) => f.k === 'num'));
      const ang = mkMul([k, PI]);
      const c = mkFn('cos', [ang]),
        s2 = mkFn('sin', [ang]);
      if (c.k !== 'fn' && s2.k !== 'fn') return mkAdd([c, mkMul([s2, sym('i')])]);
    }
    if (x.k === 'fn' && x.name === 'ln') return x.args[0];
    if (x.k === 'mul' && x.args.length === 2 && x.args[0].k === 'num' && x.args[1].k === 'fn' && x.args[1].name === 'ln')
      return mkPow(x.args[1].args[0], x.args[0]);
  }
  if (b.k === 'num' && x.k === 'fn' && x.name === 'log' && x.args.length === 2 && equal(x.args[1], b)) return x.args[0];
  if (b.k === 'num' && b.n > 0n && x.k === 'add') {
    // 2^(x+1) stays; split numeric exponent part only when it makes an integer: keep canonical as is
  }
  return { k: 'pow', args: [b, x] };
}

/**
 * The exact rational k = p/q (q ≤ 12) with base^k = a, for rationals a > 0 and base > 0, base ≠ 1 — log_(1/2)(1/16) = 4,
 * log_4 8 = 3/2, log_8 (1/4) = -2/3 — or null. The candidate comes from the decimal logarithm and is confirmed exactly
 * (a^q = base^p in integers, sizes bounded).
 */
function rationalLog(a: Num, base: Num): Num | null {
  if (a.n <= 0n || base.n <= 0n || base.n === base.d) return null;
  const lg = (q: Num) => Math.log(Number(q.n)) - Math.log(Number(q.d));
  const k = lg(a) / lg(base);
  if (!Number.isFinite(k) || Math.abs(k) > 4000) return null;
  const bits = Math.max(bitlen(a.n), bitlen(a.d), bitlen(base.n), bitlen(base.d));
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(k * q);
    if (Math.abs(k * q - p) > 1e-6 || bits * Math.max(q, Math.abs(p)) > MAX_BITS) continue;
    if (equal(qpowInt(a, BigInt(q)), qpowInt(base, BigInt(p)))) return num(BigInt(p), BigInt(q)) as Num;
  }
  return null;
}

function isPositiveConst(e: Expr): boolean {
  if (e.k === 'num') return e.n > 0n;
  if (e.k === 'sym') return e.name === 'pi' || e.name === 'e';
  if (e.k === 'pow') return isPositiveConst(e.args[0]) && freeOfSyms(e.args[1]);
  if (e.k === 'mul') return e.args.every(isPositiveConst);
  return false;
}
function freeOfSyms(e: Expr): boolean {
  if (e.k === 'sym') return e.name === 'pi' || e.name === 'e';
  if (e.k === 'num') return true;
  return e.args.every(freeOfSyms);
}

function numPow(b: Num, x: Num): Expr {
  if (x.d === 1n) {
    if (b.n === 0n && x.n < 0n) throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
    const bits = Math.max(bitlen(b.n), bitlen(b.d)) * Number(babs(x.n));
    if (bits > MAX_BITS) return { k: 'pow', args: [b, x] };
    return qpowInt(b, x.n);
  }
  // rational exponent p/q
  const q = x.d;
  const p = x.n;
  if (q > 64n) return { k: 'pow', args: [b, x] };
  if (b.n < 0n) {
    if (q % 2n === 1n) return mkMul([q % 2n === 1n && p % 2n !== 0n ? NEG_ONE : ONE, numPow(qneg(b), x)]);
    if (q === 2n) return mkMul([mkPow(sym('i'), num(p)), numPow(qneg(b), x)]);
    return { k: 'pow', args: [b, x] };
  }
  // integer part of exponent
  const ip = p >= 0n ? p / q : -((-p + q - 1n) / q);
  const fp = p - ip * q; // 0 < fp < q
  const intPart = ip !== 0n ? numPow(b, num(ip) as Num) : ONE;
  if (intPart.k !== 'num') return { k: 'pow', args: [b, x] };
  // b^(fp/q) = (b^fp)^(1/q); rationalize: (n/d)^(1/q) = (n d^(q-1))^(1/q) / d
  const bf = qpowInt(b, fp);
  if (bitlen(bf.n) + bitlen(bf.d) * Number(q) > MAX_BITS) return { k: 'pow', args: [b, x] };
  const inner = bf.n * bf.d ** (q - 1n);
  const [out, rest] = rootExtract(inner, Number(q));
  const coef = qmul(intPart, num(out, bf.d) as Num);
  if (rest === 1n) return coef;
  // reduce the index when rest is a perfect power: rest^(1/q) where rest = r^k, k | q
  let radical: Expr = { k: 'pow', args: [num(rest), num(1, q)] };
  for (let k = Number(q) - 1; k >= 2; k--) {
    if (Number(q) % k !== 0) continue;
    const r = iroot(rest, k);
    if (r !== null) {
      radical = numPowSimple(r, num(k, q) as Num);
      break;
    }
  }
  return isOne(coef) ? radical : { k: 'mul', args: [coef, radical] };
}
function numPowSimple(r: bigint, x: Num): Expr {
  return { k: 'pow', args: [num(r), x] };
}

// ---------- functions ----------
const S3_2 = () => mkMul([HALF, mkPow(num(3), HALF)]);
const S2_2 = () => mkMul([HALF, mkPow(num(2), HALF)]);
function sinTable(k: Num): Expr | null {
  // sin(k*pi), k reduced mod 2 into [0,2)
  let r = num(((k.n % (2n * k.d)) + 2n * k.d) % (2n * k.d), k.d) as Num;
  let sign: Num = num(1) as Num;
  if (qcmp(r, num(1) as Num) >= 0) {
    r = qadd(r, num(-1) as Num);
    sign = num(-1) as Num;
  }
  if (qcmp(r, HALF as Num) > 0) r = qadd(num(1) as Num, qneg(r));
  const t: Record<string, () => Expr> = {
    '0': () => ZERO,
    '1/6': () => HALF,
    '1/4': S2_2,
    '1/3': S3_2,
    '1/2': () => ONE,
    '1/12': () => mkMul([num(1, 4), mkAdd([mkPow(num(6), HALF), mkMul([NEG_ONE, mkPow(num(2), HALF)])])]),
    '5/12': () => mkMul([num(1, 4), mkAdd([mkPow(num(6), HALF), mkPow(num(2), HALF)])]),
  };
  const f = t[key(r)];
  return f ? mkMul([sign, f()]) : null;
}
function piMultiple(a: Expr): Num | null {
  if (isZero(a)) return num(0) as Num;
  if (a.k === 'sym' && a.name === 'pi') return num(1) as Num;
  if (a.k === 'mul' && a.args.length === 2 && a.args[0].k === 'num' && a.args[1].k === 'sym' && a.args[1].name === 'pi')
    return a.args[0];
  return null;
}
function isNegative(a: Expr): boolean {
  return (a.k === 'num' && a.n < 0n) || (a.k === 'mul' && a.args[0].k === 'num' && a.args[0].n < 0n);
}
const INV_TABLE: Record<string, Record<string, () => Expr>> = {};
function invTables() {
  if (INV_TABLE.asin) return INV_TABLE;
  const P = (n: number, d: number) => mkMul([num(n, d), PI]);
  INV_TABLE.asin = {
    [key(ZERO)]: () => ZERO,
    [key(HALF)]: () => P(1, 6),
    [key(S2_2())]: () => P(1, 4),
    [key(S3_2())]: () => P(1, 3),
    [key(ONE)]: () => P(1, 2),
  };
  INV_TABLE.acos = {
    [key(ZERO)]: () => P(1, 2),
    [key(HALF)]: () => P(1, 3),
    [key(S2_2())]: () => P(1, 4),
    [key(S3_2())]: () => P(1, 6),
    [key(ONE)]: () => ZERO,
  };
  INV_TABLE.atan = {
    [key(ZERO)]: () => ZERO,
    [key(ONE)]: () => P(1, 4),
    [key(mkPow(num(3), HALF))]: () => P(1, 3),
    [key(mkMul([num(1, 3), mkPow(num(3), HALF)]))]: () => P(1, 6),
  };
  return INV_TABLE;
}

export function mkFn(name: string, args: Expr[]): Expr {
  const a = args[0];
  switch (name) {
    case 'sqrt':
      return mkPow(a, HALF);
    case 'cbrt':
      return mkPow(a, num(1, 3));
    case 'exp':
      return mkPow(sym('e'), a);
    case 'percent':
      return mkMul([a, num(1, 100)]);
    case 'deg':
      return mkMul([a, PI, num(1, 180)]);
    case 'sin':
    case 'cos':
    case 'tan':
    case 'cot':
    case 'sec':
    case 'csc': {
      const k = piMultiple(a);
      if (k) {
        const s = sinTable(k),
          c = sinTable(qadd(k, HALF as Num));
        if (s && c) {
          const v =
            name === 'sin'
              ? s
              : name === 'cos'
                ? c
                : name === 'tan'
                  ? isZero(c)
                    ? null
                    : mkMul([s, mkPow(c, NEG_ONE)])
                  : name === 'cot'
                    ? isZero(s)
                      ? null
                      : mkMul([c, mkPow(s, NEG_ONE)])
                    : name === 'sec'
                      ? isZero(c)
                        ? null
                        : mkPow(c, NEG_ONE)
                      : isZero(s)
                        ? null
                        : mkPow(s, NEG_ONE);
          if (v === null)
            throw new MathError('VALIDATION_ERROR', `${name} is undefined at this angle`, {
              reason: 'undefined-value',
              fn: name,
            });
          return v;
        }
      }
      if (isNegative(a)) {
        const m = mkMul([NEG_ONE, a]);
        const inner = mkFn(name, [m]);
        return name === 'cos' || name === 'sec' ? inner : mkMul([NEG_ONE, inner]);
      }
      break;
    }
    case 'asin':
    case 'acos':
    case 'atan': {
      const t = invTables()[name];
      const neg = isNegative(a);
      const pa = neg ? mkMul([NEG_ONE, a]) : a;
      const f = t[key(pa)];
      if (f) {
        if (!neg) return f();
        if (name === 'acos') return mkAdd([PI, mkMul([NEG_ONE, f()])]);
        return mkMul([NEG_ONE, f()]);
      }
      if (name === 'asin' && a.k === 'fn' && a.name === 'sin') break;
      break;
    }
    case 'ln': {
      if (isOne(a)) return ZERO;
      if (a.k === 'sym' && a.name === 'e') return ONE;
      if (a.k === 'pow' && a.args[0].k === 'sym' && a.args[0].name === 'e') return a.args[1];
      if (isZero(a)) throw new MathError('VALIDATION_ERROR', 'ln(0) is undefined', { reason: 'undefined-value', fn: 'ln' });
      if (a.k === 'num' && a.d !== 1n && a.n === 1n) return mkMul([NEG_ONE, mkFn('ln', [num(a.d)])]);
      // ln(m^k) = k ln m for perfect powers; ln(c e^k) = ln c + k
      if (a.k === 'num' && a.d === 1n && a.n > 3n) {
        for (let k = 64; k >= 2; k--) {
          const r = iroot(a.n, k);
          if (r !== null && r > 1n) return mkMul([num(k), mkFn('ln', [num(r)])]);
        }
      }
      if (a.k === 'mul') {
        const ex = a.args.find((f) => f.k === 'pow' && f.args[0].k === 'sym' && f.args[0].name === 'e');
        if (ex && ex.k === 'pow' && a.args.every((f) => f === ex || isPositiveConst(f)))
          return mkAdd([ex.args[1], mkFn('ln', [mkMul(a.args.filter((f) => f !== ex))])]);
      }
      break;
    }
    case 'log': {
      const base = args[1] ?? num(10);
      if (isOne(a)) return ZERO;
      if (equal(a, base)) return ONE;
      if (a.k === 'pow' && equal(a.args[0], base)) return a.args[1];
      if (a.k === 'num' && base.k === 'num' && a.n > 0n && base.n > 1n && base.d === 1n) {
        // exact integer logs: log_2 8 = 3, log_10 0.01 = -2
        for (const [val, sign] of [
          [a, 1n],
          [qpowInt(a, -1n), -1n],
        ] as [Num, bigint][]) {
          if (val.d !== 1n) continue;
          let p = 1n,
            k = 0n;
          while (p < val.n && k < 4000n) {
            p *= base.n;
            k++;
          }
          if (p === val.n) return num(sign * k);
        }
      }
      if (a.k === 'num' && base.k === 'num') {
        const k = rationalLog(a, base);
        if (k) return k;
      }
      if (base.k === 'sym' && base.name === 'e') return mkFn('ln', [a]);
      return { k: 'fn', name: 'log', args: args.length === 1 ? [a, num(10)] : args };
    }
    case 'abs': {
      if (a.k === 'num') return num(babs(a.n), a.d);
      if (isPositiveConst(a)) return a;
      if (a.k === 'pow' && isInt(a.args[1]) && a.args[1].n % 2n === 0n) return a;
      if (a.k === 'fn' && a.name === 'abs') return a;
      if (isNegative(a)) return mkFn('abs', [mkMul([NEG_ONE, a])]);
      if (a.k === 'mul' && a.args[0].k === 'num')
        return mkMul([num(babs(a.args[0].n), a.args[0].d), mkFn('abs', [mkMul(a.args.slice(1))])]);
      break;
    }
    case 'fact': {
      if (isInt(a) && a.n >= 0n && a.n <= 200n) {
        let r = 1n;
        for (let i = 2n; i <= a.n; i++) r *= i;
        return num(r);
      }
      break;
    }
    case 'floor':
    case 'ceil': {
      if (a.k === 'num') {
        const f = a.n >= 0n ? a.n / a.d : -((-a.n + a.d - 1n) / a.d);
        return num(name === 'floor' ? f : f * a.d === a.n ? f : f + 1n);
      }
      break;
    }
    case 'sign':
      if (a.k === 'num') return num(a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
      break;
    case 'binom': {
      const b = args[1];
      if (isInt(a) && isInt(b) && a.n >= 0n && b.n >= 0n && a.n <= 1000n) {
        let r = 1n;
        for (let i = 0n; i < b.n; i++) r = (r * (a.n - i)) / (i + 1n);
        return num(b.n > a.n ? 0n : r);
      }
      break;
    }
  }
  return { k: 'fn', name, args };
}

/** Canonical simplification (see module doc). Pure; throws MathError on division by zero. */
export function simplify(e: Expr): Expr {
  tick();
  switch (e.k) {
    case 'num':
    case 'sym':
      return e;
    case 'add':
      return mkAdd(e.args.map(simplify));
    case 'sub':
      return mkAdd([simplify(e.args[0]), mkMul([NEG_ONE, simplify(e.args[1])])]);
    case 'neg':
      return mkMul([NEG_ONE, simplify(e.args[0])]);
    case 'mul':
      return mkMul(e.args.map(simplify));
    case 'div': {
      const d = simplify(e.args[1]);
      if (isZero(d)) throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
      return mkMul([simplify(e.args[0]), mkPow(d, NEG_ONE)]);
    }
    case 'pow':
      return mkPow(simplify(e.args[0]), simplify(e.args[1]));
    case 'fn':
      return mkFn(e.name, e.args.map(simplify));
    case 'rel':
      return { k: 'rel', op: e.op, args: [simplify(e.args[0]), simplify(e.args[1])] };
    case 'list':
      return { k: 'list', args: e.args.map(simplify) };
    default:
      return { ...e, args: e.args.map(simplify) } as Expr;
  }
}

function expandProduct(a: Expr, b: Expr): Expr {
  const as = a.k === 'add' ? a.args : [a];
  const bs = b.k === 'add' ? b.args : [b];
  if (as.length * bs.length > 4000)
    throw new MathError('VALIDATION_ERROR', 'Expansion too large', { reason: 'expansion-too-large' });
  const out: Expr[] = [];
  for (const x of as)
    for (const y of bs) {
      tick();
      out.push(mkMul([x, y]));
    }
  return mkAdd(out);
}

/** Multiply out products of sums and positive integer powers of sums (degree limit 60). */
export function expand(e: Expr): Expr {
  const s = simplify(e);
  return expandC(s);
}
function expandC(e: Expr): Expr {
  tick();
  switch (e.k) {
    case 'add':
      return mkAdd(e.args.map(expandC));
    case 'mul': {
      let acc: Expr = ONE;
      for (const f of e.args) acc = expandProduct(acc, expandC(f));
      return acc;
    }
    case 'pow': {
      const b = expandC(e.args[0]);
      const x = e.args[1];
      if (b.k === 'add' && isInt(x) && x.n > 1n) {
        if (x.n > 60n) throw new MathError('VALIDATION_ERROR', 'Power too large to expand', { reason: 'expansion-too-large' });
        let acc: Expr = ONE;
        for (let i = 0n; i < x.n; i++) acc = expandProduct(acc, b);
        return acc;
      }
      if (b.k === 'add' && isInt(x) && x.n < -1n) return mkPow(expandC(mkPow(b, num(-x.n))), NEG_ONE);
      if (b.k === 'mul' && isInt(x)) return expandC(mkMul(b.args.map((f) => mkPow(f, x))));
      return mkPow(b, x);
    }
    case 'fn':
      return mkFn(e.name, e.args.map(expandC));
    case 'rel':
      return { k: 'rel', op: e.op, args: [expandC(e.args[0]), expandC(e.args[1])] };
    default:
      return e;
  }
}

/** Split a canonical expression into numerator and denominator (a single fraction). */
export function numerDenom(e: Expr): [Expr, Expr] {
  if (e.k === 'mul') {
    const N: Expr[] = [],
      D: Expr[] = [];
    for (const f of e.args) {
      if (f.k === 'pow' && isNum(f.args[1]) && f.args[1].n < 0n) D.push(mkPow(f.args[0], qneg(f.args[1])));
      else if (f.k === 'num' && f.d !== 1n) {
        N.push(num(f.n));
        D.push(num(f.d));
      } else if (f.k === 'add') {
        const [n, d] = numerDenom(f);
        N.push(n);
        D.push(d);
      } else N.push(f);
    }
    return [mkMul(N), mkMul(D)];
  }
  if (e.k === 'pow' && isNum(e.args[1]) && e.args[1].n < 0n) return [ONE, mkPow(e.args[0], qneg(e.args[1]))];
  if (e.k === 'num' && e.d !== 1n) return [num(e.n), num(e.d)];
  if (e.k === 'add') {
    const parts = e.args.map(numerDenom);
    // common denominator: product of distinct denominators
    const dens = new Map<string, Expr>();
    for (const [, d] of parts)
      if (!isOne(d)) for (const f of d.k === 'mul' ? d.args : [d]) if (!dens.has(key(f)) && f.k !== 'num') dens.set(key(f), f);
    let numLcm = 1n;
    for (const [, d] of parts)
      for (const f of d.k === 'mul' ? d.args : [d]) if (f.k === 'num') numLcm = (numLcm * f.n) / bgcd(numLcm, f.n);
    const D = mkMul([num(numLcm), ...dens.values()]);
    const N = mkAdd(parts.map(([n, d]) => expand(mkMul([n, D, mkPow(d, NEG_ONE)]))));
    return [N, D];
  }
  return [e, ONE];
}

/** Fully combined single fraction [N, D] (nested fractions cleared), N and D expanded. */
export function together(e: Expr): [Expr, Expr] {
  const [n, d] = togetherRaw(e);
  return [expand(n), expand(d)];
}
function togetherRaw(e: Expr): [Expr, Expr] {
  tick();
  switch (e.k) {
    case 'num':
      return [num(e.n), num(e.d)];
    case 'add': {
      const parts = e.args.map(togetherRaw);
      const D = mkMul(parts.map((p) => p[1]));
      const N = mkAdd(parts.map((p, i) => mkMul([p[0], ...parts.filter((_, j) => j !== i).map((q) => q[1])])));
      return [N, D];
    }
    case 'mul': {
      const parts = e.args.map(togetherRaw);
      return [mkMul(parts.map((p) => p[0])), mkMul(parts.map((p) => p[1]))];
    }
    case 'pow': {
      const k = e.args[1];
      if (isInt(k) && k.n !== 0n && k.n >= -20n && k.n <= 20n) {
        const [n, d] = togetherRaw(e.args[0]);
        const a = num(k.n < 0n ? -k.n : k.n);
        return k.n > 0n ? [mkPow(n, a), mkPow(d, a)] : [mkPow(d, a), mkPow(n, a)];
      }
      return [e, ONE];
    }
    default:
      return [e, ONE];
  }
}
