/**
 * Solving the number-theory tasks: the values come from mathjs (gcd, lcm, isPrime); Lemma's own code adds the steps a
 * teacher shows (Euclid's algorithm, prime factorizations, trial division up to √n, divisor pairs, digit sums).
 * Inputs are whole numbers up to 10^12 (VALIDATION_ERROR otherwise); trial division checks the budget.
 */
import { bignumber, gcd as mjGcd, isPrime as mjIsPrime, lcm as mjLcm, type BigNumber } from 'mathjs';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';

/** The largest input accepted (trial division to √n stays within a million steps). */
export const MAX_N = 10n ** 12n;

/** A whole number parameter; VALIDATION_ERROR unless an integer with 1 ≤ n ≤ 10^12 (or ≥ 0 / any sign when allowed). */
export function wholeNumber(v: unknown, opts: { allowZero?: boolean; allowNegative?: boolean } = {}): bigint {
  const s = String(v ?? '').trim();
  if (!/^[-+]?\d{1,13}$/.test(s))
    throw new MathError('VALIDATION_ERROR', `${s} is not a whole number up to 10^12`, { reason: 'bad-number' });
  const n = BigInt(s);
  if (n > MAX_N || n < -MAX_N)
    throw new MathError('VALIDATION_ERROR', 'Numbers are limited to 10^12', { reason: 'number-too-large' });
  if (n < 0n && !opts.allowNegative)
    throw new MathError('VALIDATION_ERROR', 'A positive whole number is needed', { reason: 'negative-number' });
  if (n === 0n && !opts.allowZero)
    throw new MathError('VALIDATION_ERROR', 'A nonzero whole number is needed', { reason: 'zero' });
  return n;
}

/** Prime factorization by trial division: [[prime, exponent], ...] in increasing order (n ≥ 1). */
export function factorize(n: bigint, budget?: Budget): [bigint, number][] {
  const out: [bigint, number][] = [];
  let m = n;
  for (let p = 2n; p * p <= m; p += p === 2n ? 1n : 2n) {
    budget?.check();
    let e = 0;
    while (m % p === 0n) {
      m /= p;
      e++;
    }
    if (e) out.push([p, e]);
  }
  if (m > 1n) out.push([m, 1]);
  return out;
}

/** LaTeX and text of a factorization: `2^{2} \cdot 3 \cdot 7`, `2^2*3*7` (`1` for n = 1). */
export function factorsLatex(f: [bigint, number][]): { latex: string; text: string } {
  if (!f.length) return { latex: '1', text: '1' };
  return {
    latex: f.map(([p, e]) => (e > 1 ? `${p}^{${e}}` : `${p}`)).join(' \\cdot '),
    text: f.map(([p, e]) => (e > 1 ? `${p}^${e}` : `${p}`)).join('*'),
  };
}

const numbersOf = (r: TopicReading): bigint[] => {
  const list = r.params.numbers;
  if (!Array.isArray(list) || list.length < 2 || list.length > 50)
    throw new MathError('VALIDATION_ERROR', 'Give from 2 to 50 whole numbers', { reason: 'bad-list' });
  return list.map((v) => {
    const n = wholeNumber(v, { allowNegative: true });
    return n < 0n ? -n : n;
  });
};

/** A mathjs binary function (gcd, lcm) folded over the numbers as BigNumbers (exact beyond 2^53). */
function fold(f: (a: BigNumber, b: BigNumber) => unknown, nums: bigint[]): BigNumber {
  const bn = (n: bigint) => bignumber(n.toString());
  return nums.slice(1).reduce((acc, n) => f(acc, bn(n)) as BigNumber, bn(nums[0]!));
}

function factorSteps(nums: bigint[], budget: Budget): Step[] {
  return nums.map((n) => {
    const f = factorsLatex(factorize(n, budget));
    return { rule: 'prime-factor-tree', before: `${n}`, after: f.latex, params: { n: `${n}`, f: f.latex } } as Step;
  });
}

/** gcd: mathjs value; steps: Euclid's algorithm for two numbers, common prime powers for more. */
export function solveGcd(r: TopicReading, budget: Budget): TopicAnswer {
  const nums = numbersOf(r);
  if (nums.every((n) => n === 0n)) throw new MathError('VALIDATION_ERROR', 'gcd(0, 0) is not defined', { reason: 'gcd-zero' });
  const g = BigInt(String(fold(mjGcd, nums)));
  const steps: Step[] = [];
  if (nums.length === 2 && nums[0]! > 0n && nums[1]! > 0n) {
    let [a, b] = nums[0]! >= nums[1]! ? [nums[0]!, nums[1]!] : [nums[1]!, nums[0]!];
    while (b > 0n) {
      budget.check();
      const q = a / b,
        rem = a % b;
      const eq = `${a} = ${q} \\cdot ${b} + ${rem}`;
      steps.push({
        rule: 'euclid-step',
        before: `\\gcd(${a}, ${b})`,
        after: rem ? `\\gcd(${b}, ${rem})` : `${b}`,
        params: { eq },
      });
      [a, b] = [b, rem];
    }
    steps.push({ rule: 'gcd-last-remainder', before: `\\gcd(${nums.join(', ')})`, after: `${g}`, params: { g: `${g}` } });
  } else {
    steps.push(
      ...factorSteps(
        nums.filter((n) => n > 0n),
        budget,
      ),
    );
    const gl = factorsLatex(factorize(g, budget)).latex;
    steps.push({ rule: 'gcd-common-primes', before: `\\gcd(${nums.join(', ')})`, after: `${gl} = ${g}`, params: { g: gl } });
  }
  return { kind: 'number', latex: `${g}`, text: `${g}`, steps, exact: true };
}

/** lcm: mathjs value (big numbers); steps: prime factorizations and the highest powers, and a · b = gcd · lcm for two. */
export function solveLcm(r: TopicReading, budget: Budget): TopicAnswer {
  const nums = numbersOf(r);
  if (nums.some((n) => n === 0n))
    throw new MathError('VALIDATION_ERROR', 'The lcm is taken of nonzero numbers', { reason: 'lcm-zero' });
  const l = BigInt(String(fold(mjLcm, nums)));
  const steps = factorSteps(nums, budget);
  const ll = factorsLatex(factorize(l, budget)).latex;
  steps.push({
    rule: 'lcm-all-primes',
    before: `\\operatorname{lcm}(${nums.join(', ')})`,
    after: ll === `${l}` ? `${l}` : `${ll} = ${l}`,
    params: { l: ll },
  });
  if (nums.length === 2) {
    const g = BigInt(String(mjGcd(Number(nums[0]), Number(nums[1]))));
    const eq = `\\operatorname{lcm} = \\frac{${nums[0]} \\cdot ${nums[1]}}{${g}} = ${l}`;
    steps.push({ rule: 'lcm-from-gcd', before: `${nums[0]} \\cdot ${nums[1]}`, after: `${g} \\cdot ${l}`, params: { eq } });
  }
  return { kind: 'number', latex: `${l}`, text: `${l}`, steps, exact: true };
}

/** Prime factorization (trial division), exponents written as powers. */
export function solveFactorization(r: TopicReading, budget: Budget): TopicAnswer {
  const n = wholeNumber(r.params.n);
  if (n === 1n) throw new MathError('VALIDATION_ERROR', '1 has no prime factors', { reason: 'one-has-no-prime-factors' });
  const f = factorize(n, budget);
  const steps: Step[] = [];
  // divide by the smallest prime again and again (at most 12 divisions shown)
  let m = n;
  for (const p of f.flatMap(([p, e]) => Array<bigint>(e).fill(p))) {
    if (m === p || steps.length >= 12) break;
    const q = m / p;
    steps.push({
      rule: 'divides-evenly',
      before: `${m}`,
      after: `${p} \\cdot ${q}`,
      params: { eq: `${m} = ${p} \\cdot ${q}`, a: `${m}`, b: `${p}` },
    });
    m = q;
  }
  const { latex, text } = factorsLatex(f);
  steps.push({ rule: 'prime-factor-tree', before: `${n}`, after: latex, params: { n: `${n}`, f: latex } });
  return { kind: 'expression', latex, text, steps, exact: true };
}

/** The smallest prime divisor of n ≥ 2 by trial division up to √n, or null when n is prime. */
export function smallestDivisor(n: bigint, budget?: Budget): bigint | null {
  for (let p = 2n; p * p <= n; p += p === 2n ? 1n : 2n) {
    budget?.check();
    if (n % p === 0n) return p;
  }
  return null;
}

/** Primes up to `limit` (a small sieve, for the list of primes tried). */
function primesUpTo(limit: number): number[] {
  const out: number[] = [];
  for (let k = 2; k <= limit && out.length < 400; k++) if (out.every((p) => p * p > k || k % p !== 0)) out.push(k);
  return out;
}

/** Is n prime? mathjs decides; the reason is a divisor (and the factorization) or "no prime ≤ √n divides n". */
export function solveIsPrime(r: TopicReading, budget: Budget): TopicAnswer {
  const n = wholeNumber(r.params.n, { allowZero: true, allowNegative: true });
  const prime = n >= 2n && mjIsPrime(bignumber(n.toString())) === true;
  const steps: Step[] = [];
  if (n < 2n) {
    steps.push({ rule: 'prime-below-two', before: `${n}`, after: `${n} \\notin \\mathbb{P}`, params: { n: `${n}` } });
  } else if (!prime) {
    const d = smallestDivisor(n, budget) ?? n;
    const eq = `${n} = ${d} \\cdot ${n / d}`;
    steps.push({ rule: 'has-divisor', before: `${n}`, after: `${d} \\cdot ${n / d}`, params: { eq, n: `${n}`, d: `${d}` } });
    const f = factorsLatex(factorize(n, budget));
    if (f.latex !== `${d} \\cdot ${n / d}`)
      steps.push({ rule: 'prime-factor-tree', before: `${n}`, after: f.latex, params: { n: `${n}`, f: f.latex } });
  } else {
    const root = Math.sqrt(Number(n));
    const tried = primesUpTo(Math.floor(root));
    const shown = tried.length > 8 ? `${tried.slice(0, 6).join(', ')}, \\ldots, ${tried[tried.length - 1]}` : tried.join(', ');
    // a teacher first finds how far to test: the primes up to √n
    steps.push({ rule: 'decimal-approximation', before: `\\sqrt{${n}}`, after: root.toFixed(2) });
    steps.push({
      rule: 'no-divisor-to-root',
      before: `\\sqrt{${n}} \\approx ${root.toFixed(2)}`,
      after: tried.length ? `${shown} \\nmid ${n}` : `${n}`,
      params: { sqrt: `\\sqrt{${n}}`, root: root.toFixed(2), n: `${n}` },
    });
  }
  return {
    kind: 'boolean',
    value: prime,
    latex: prime ? '\\text{true}' : '\\text{false}',
    text: prime ? 'true' : 'false',
    steps,
    exact: true,
  };
}

/** All positive divisors of n, found in pairs up to √n. */
export function solveDivisors(r: TopicReading, budget: Budget): TopicAnswer {
  const n = wholeNumber(r.params.n);
  const small: bigint[] = [],
    large: bigint[] = [];
  const pairs: string[] = [];
  for (let d = 1n; d * d <= n; d++) {
    budget.check();
    if (n % d !== 0n) continue;
    small.push(d);
    if (d * d !== n) large.unshift(n / d);
    pairs.push(`${d} \\cdot ${n / d}`);
  }
  const all = [...small, ...large];
  if (all.length > 10000) throw new MathError('VALIDATION_ERROR', 'Too many divisors to list', { reason: 'too-many-items' });
  const shownPairs = pairs.length > 12 ? [...pairs.slice(0, 11), '\\ldots'] : pairs;
  const steps: Step[] = [
    { rule: 'divisor-pairs', before: `${n}`, after: shownPairs.join(',\\; '), params: { sqrt: `\\sqrt{${n}}` } },
    {
      rule: 'order-ascending',
      before: shownPairs.join(',\\; '),
      after: all.length > 40 ? `${all.slice(0, 20).join(', ')}, \\ldots` : all.join(', '),
    },
  ];
  return { kind: 'list', latex: all.join(', '), text: all.join(', '), items: all.map(String), steps, exact: true };
}

/** Does b divide a? The remainder decides; for 3 and 9 the digit-sum rule is shown first. */
export function solveDivisible(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  // divisibility does not depend on signs: work with |a| and |b|
  const a0 = wholeNumber(r.params.a, { allowZero: true, allowNegative: true }),
    b0 = wholeNumber(r.params.b, { allowNegative: true });
  const a = a0 < 0n ? -a0 : a0,
    b = b0 < 0n ? -b0 : b0;
  const q = a / b,
    rem = a % b;
  const yes = rem === 0n;
  const steps: Step[] = [];
  if ((b === 3n || b === 9n) && a >= 10n) {
    const digits = [...a.toString()].map(Number);
    const sum = digits.reduce((x, y) => x + y, 0);
    steps.push({ rule: 'digit-sum-test', before: digits.join(' + '), after: `${sum}`, params: { s: `${sum}`, d: `${b}` } });
  }
  const division = `${a} \\div ${b}`;
  steps.push({
    rule: 'evaluate-arithmetic',
    before: division,
    after: yes ? `${q}` : `${q} \\text{ R } ${rem}`,
    params: { op: division },
  });
  if (yes)
    steps.push({
      rule: 'divides-evenly',
      before: `${a} \\div ${b}`,
      after: `${q}`,
      params: { eq: `${a} = ${b} \\cdot ${q}`, a: `${a}`, b: `${b}` },
    });
  else
    steps.push({
      rule: 'leaves-remainder',
      before: `${a} \\div ${b}`,
      after: `${q} \\text{ R } ${rem}`,
      params: { eq: `${a} = ${b} \\cdot ${q} + ${rem}`, a: `${a}`, b: `${b}` },
    });
  return {
    kind: 'boolean',
    value: yes,
    latex: yes ? '\\text{true}' : '\\text{false}',
    text: yes ? 'true' : 'false',
    steps,
    exact: true,
  };
}
