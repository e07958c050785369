/**
 * Independent checks of the number-theory answers, with Lemma's own BigInt arithmetic (the answers come from mathjs):
 * a gcd divides every number and leaves coprime quotients; an lcm is a common multiple and no smaller one divides it;
 * a factorization multiplies back to n with prime factors; a divisor list has d(n) = Π(e + 1) entries that all divide n;
 * primality is re-decided by trial division; divisibility by b · q + r = a.
 */
import type { TopicAnswer, TopicReading } from '../types';
import { factorize, smallestDivisor, wholeNumber } from './solve';
import { checkParity } from './parity';

const big = (s: string) => BigInt(s);
function euclid(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}
const abs = (n: bigint) => (n < 0n ? -n : n);
const nums = (r: TopicReading) => (r.params.numbers as unknown[]).map((v) => abs(wholeNumber(v, { allowNegative: true })));

function checkGcd(r: TopicReading, a: TopicAnswer): boolean {
  const g = big(a.text),
    ns = nums(r);
  if (g <= 0n || ns.some((n) => n % g !== 0n)) return false;
  // the quotients share no prime: the gcd of the quotients (pairwise Euclid) is 1
  return ns.map((n) => n / g).reduce(euclid) === 1n;
}
function checkLcm(r: TopicReading, a: TopicAnswer): boolean {
  const l = big(a.text),
    ns = nums(r);
  if (l <= 0n || ns.some((n) => l % n !== 0n)) return false;
  // minimal: for each prime p of l, l/p is not a common multiple
  return factorize(l).every(([p]) => ns.some((n) => (l / p) % n !== 0n));
}
function checkFactorization(r: TopicReading, a: TopicAnswer): boolean {
  const n = wholeNumber(r.params.n);
  let prod = 1n;
  for (const part of a.text.split('*')) {
    const [p, e] = part.split('^');
    const P = big(p!),
      E = e ? Number(e) : 1;
    if (P < 2n || smallestDivisor(P) !== null) return false;
    prod *= P ** BigInt(E);
  }
  return prod === n;
}
function checkDivisors(r: TopicReading, a: TopicAnswer): boolean {
  const n = wholeNumber(r.params.n);
  const ds = (a.items ?? []).map(big);
  const count = factorize(n).reduce((c, [, e]) => c * (e + 1), 1);
  const sorted = ds.every((d, i) => i === 0 || ds[i - 1]! < d);
  return ds.length === count && sorted && ds.every((d) => d > 0n && n % d === 0n);
}
function checkIsPrime(r: TopicReading, a: TopicAnswer): boolean {
  const n = wholeNumber(r.params.n, { allowZero: true, allowNegative: true });
  const prime = n >= 2n && smallestDivisor(n) === null;
  return a.value === prime;
}
function checkDivisible(r: TopicReading, a: TopicAnswer): boolean {
  const A = abs(wholeNumber(r.params.a, { allowZero: true, allowNegative: true })),
    B = abs(wholeNumber(r.params.b, { allowNegative: true }));
  // repeated subtraction in chunks: B * floor(A / B) computed by binary long division, independent of %
  let q = 0n,
    rem = A;
  for (let k = 63n; k >= 0n; k--)
    if (B << k <= rem) {
      rem -= B << k;
      q += 1n << k;
    }
  return B * q + rem === A && rem < B && a.value === (rem === 0n);
}

/** Checks a number-theory answer independently; true when checked. */
export function verifyNumberTheory(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'gcd':
      return checkGcd(r, a);
    case 'lcm':
      return checkLcm(r, a);
    case 'prime-factorization':
      return checkFactorization(r, a);
    case 'divisors':
      return checkDivisors(r, a);
    case 'is-prime':
      return checkIsPrime(r, a);
    case 'divisible':
      return checkDivisible(r, a);
    case 'parity':
      return checkParity(r, a);
    default:
      return false;
  }
}
