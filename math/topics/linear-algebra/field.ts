/**
 * Exact scalars of the `linear-algebra` topic: rationals with bigint numerator and denominator ({@link Q}) and elements
 * a + b·√D of a quadratic field ℚ(√D) ({@link K}; D a square-free integer, negative for complex values, so
 * ℚ(√−1) holds a + bi). Every matrix computation of the topic (row reduction, inverses, eigenvectors) runs on K, which
 * keeps the eigenvectors of a 2×2 or 3×3 matrix with radical or complex eigenvalues exact.
 *
 * Printing follows the engine's conventions: `-3/4`, `7/2 + sqrt(33)/2`, `1 - 2i`, `-1/2 + 5/2*i`, `2*sqrt(3)*i`
 * (plain text) and `-\frac{3}{4}`, `\frac{7}{2} + \frac{\sqrt{33}}{2}`, `1 - 2i` (LaTeX).
 */
import { MathError } from '../../errors';

/** A rational n/d in lowest terms, d > 0. */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

/** gcd of two bigints (non-negative result). */
export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** n/d in lowest terms; throws VALIDATION_ERROR on a zero denominator. */
export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let [N, D] = [BigInt(n), BigInt(d)];
  if (D === 0n) throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
  if (D < 0n) [N, D] = [-N, -D];
  const g = gcd(N, D) || 1n;
  return { n: N / g, d: D / g };
}

export const Q0 = q(0);
export const Q1 = q(1);
export const qadd = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const qsub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const qmul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const qdiv = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const qneg = (a: Q): Q => ({ n: -a.n, d: a.d });
export const qIsZero = (a: Q): boolean => a.n === 0n;
export const qEq = (a: Q, b: Q): boolean => a.n === b.n && a.d === b.d;
export const qNum = (a: Q): number => Number(a.n) / Number(a.d);
/** Sign of a − b. */
export const qCmp = (a: Q, b: Q): number => {
  const s = a.n * b.d - b.n * a.d;
  return s > 0n ? 1 : s < 0n ? -1 : 0;
};

/** A rational as typed: `3`, `-2`, `1/2`, `-3/4`, `0.25`, `.5`, `-1.5`; null when it is not one. */
export function parseQ(s: string): Q | null {
  const t = s.replace(/\s+/g, '').replace(/^\+/, '');
  const frac = /^(-?)(\d+)\/(\d+)$/.exec(t);
  if (frac) return frac[3] === '0' || /^0+$/.test(frac[3]!) ? null : q(BigInt(frac[1] + frac[2]), BigInt(frac[3]!));
  const dec = /^(-?)(\d*)(?:\.(\d+))?$/.exec(t);
  if (!dec || (!dec[2] && !dec[3]) || t.length > 40) return null;
  const digits = dec[3] ?? '';
  return q(BigInt(`${dec[1]}${dec[2] || '0'}${digits}`), 10n ** BigInt(digits.length));
}

/** `-3/4` */
export const qText = (a: Q): string => (a.d === 1n ? String(a.n) : `${a.n}/${a.d}`);
/** `-\frac{3}{4}` */
export const qTex = (a: Q): string => (a.d === 1n ? String(a.n) : `${a.n < 0n ? '-' : ''}\\frac{${abs(a.n)}}{${a.d}}`);

/** The square-free part D and the square root factor s of a positive or negative integer m = s²·D. */
export function squarefree(m: bigint): { s: bigint; D: bigint } {
  let [s, D, k] = [1n, m < 0n ? -1n : 1n, abs(m)];
  if (k > 10n ** 14n)
    throw new MathError('VALIDATION_ERROR', 'Number too large for an exact square root', { reason: 'too-large' });
  for (let p = 2n; p * p <= k; p++) {
    while (k % (p * p) === 0n) {
      k /= p * p;
      s *= p;
    }
  }
  D *= k;
  return { s, D };
}

/**
 * An element a + b·√D of ℚ(√D). D = 0 marks a plain rational (b = 0); D < 0 is complex (√D = i·√|D|).
 * Elements of different fields do not mix (VALIDATION_ERROR).
 */
export interface K {
  readonly a: Q;
  readonly b: Q;
  readonly D: bigint;
}

/** A rational as an element of K. */
export const kq = (a: Q): K => ({ a, b: Q0, D: 0n });
/** An integer or n/d as an element of K. */
export const kn = (n: number | bigint, d: number | bigint = 1): K => kq(q(n, d));
export const K0 = kn(0);
export const K1 = kn(1);
/** a + b√D, normalised (b = 0 ⇒ rational; D = 1 ⇒ rational). */
export function k(a: Q, b: Q, D: bigint): K {
  if (qIsZero(b) || D === 0n) return kq(a);
  if (D === 1n) return kq(qadd(a, b));
  return { a, b, D };
}

function field(x: K, y: K): bigint {
  if (x.D && y.D && x.D !== y.D) throw new MathError('VALIDATION_ERROR', 'Mixed square roots', { reason: 'mixed-fields' });
  return x.D || y.D;
}
export const kadd = (x: K, y: K): K => k(qadd(x.a, y.a), qadd(x.b, y.b), field(x, y));
export const ksub = (x: K, y: K): K => k(qsub(x.a, y.a), qsub(x.b, y.b), field(x, y));
export const kneg = (x: K): K => k(qneg(x.a), qneg(x.b), x.D);
export function kmul(x: K, y: K): K {
  const D = field(x, y);
  const re = qadd(qmul(x.a, y.a), qmul(qmul(x.b, y.b), q(D)));
  return k(re, qadd(qmul(x.a, y.b), qmul(x.b, y.a)), D);
}
/** x / y; throws VALIDATION_ERROR when y = 0. */
export function kdiv(x: K, y: K): K {
  if (kIsZero(y)) throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
  if (qIsZero(y.b)) return k(qdiv(x.a, y.a), qdiv(x.b, y.a), x.D);
  // (a − b√D) / (a² − D b²)
  const norm = qsub(qmul(y.a, y.a), qmul(q(y.D), qmul(y.b, y.b)));
  const conj = k(qdiv(y.a, norm), qdiv(qneg(y.b), norm), y.D);
  return kmul(x, conj);
}
export const kIsZero = (x: K): boolean => qIsZero(x.a) && qIsZero(x.b);
export const kEq = (x: K, y: K): boolean => kIsZero(ksub(x, y));
export const kIsRational = (x: K): boolean => qIsZero(x.b);
/** The numeric value [re, im]. */
export function kNum(x: K): [number, number] {
  const r = Math.sqrt(Math.abs(Number(x.D)));
  return x.D < 0n ? [qNum(x.a), qNum(x.b) * r] : [qNum(x.a) + qNum(x.b) * r, 0];
}
/** The rational value; throws when x is not rational. */
export function kRational(x: K): Q {
  if (!kIsRational(x)) throw new MathError('VALIDATION_ERROR', 'Not a rational number', { reason: 'not-rational' });
  return x.a;
}

/** Text of c·√m (m > 1) in the engine's style: `sqrt(5)`, `3*sqrt(5)`, `sqrt(5)/2`, `3*sqrt(5)/2` (c > 0). */
function surdText(c: Q, m: bigint): string {
  const root = m === 1n ? '' : `sqrt(${m})`;
  if (!root) return qText(c);
  const num = c.n === 1n ? root : `${c.n}*${root}`;
  return c.d === 1n ? num : `${num}/${c.d}`;
}
function surdTex(c: Q, m: bigint): string {
  const root = m === 1n ? '' : `\\sqrt{${m}}`;
  if (!root) return qTex(c);
  const num = c.n === 1n ? root : `${c.n}${root}`;
  return c.d === 1n ? num : `\\frac{${num}}{${c.d}}`;
}
/** The imaginary part c·√m·i (c > 0): `i`, `2i`, `5/2*i`, `sqrt(3)*i`, `3*sqrt(3)/2*i`. */
function imagText(c: Q, m: bigint): string {
  if (m === 1n && c.d === 1n) return c.n === 1n ? 'i' : `${c.n}i`;
  return `${surdText(c, m)}*i`;
}
function imagTex(c: Q, m: bigint): string {
  if (m === 1n && c.d === 1n) return c.n === 1n ? 'i' : `${c.n}i`;
  return `${surdTex(c, m)}i`;
}

/** Plain text: `-3/4`, `7/2 + sqrt(33)/2`, `-sqrt(2)`, `1 - 2i`, `-1/2 + 5/2*i`. */
export function kText(x: K): string {
  if (kIsRational(x)) return qText(x.a);
  const neg = x.b.n < 0n;
  const c = neg ? qneg(x.b) : x.b;
  const m = abs(x.D);
  const part = x.D < 0n ? imagText(c, m) : surdText(c, m);
  if (qIsZero(x.a)) return `${neg ? '-' : ''}${part}`;
  return `${qText(x.a)} ${neg ? '-' : '+'} ${part}`;
}

/** LaTeX: `-\frac{3}{4}`, `\frac{7}{2} + \frac{\sqrt{33}}{2}`, `1 - 2i`. */
export function kTex(x: K): string {
  if (kIsRational(x)) return qTex(x.a);
  const neg = x.b.n < 0n;
  const c = neg ? qneg(x.b) : x.b;
  const m = abs(x.D);
  const part = x.D < 0n ? imagTex(c, m) : surdTex(c, m);
  if (qIsZero(x.a)) return `${neg ? '-' : ''}${part}`;
  return `${qTex(x.a)} ${neg ? '-' : '+'} ${part}`;
}

/** LaTeX of a factor inside a product or sum: parenthesised when it is negative or has two terms. */
export function kTexP(x: K): string {
  const t = kTex(x);
  return /^-|\s[+-]\s/.test(t) ? `\\left(${t}\\right)` : t;
}

/** √r of a rational r as an element of K: `sqrt(8/9)` = (2/3)·√2; √(−4) = 2i. */
export function ksqrt(r: Q): K {
  if (qIsZero(r)) return K0;
  // √(n/d) = √(n·d)/d
  const { s, D } = squarefree(r.n * r.d);
  return k(Q0, q(s, r.d), D);
}
