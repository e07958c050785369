/**
 * Modular arithmetic with BigInt (Rosen §4.1–4.4): a^b mod m by repeated squaring (the binary digits of b), an integer
 * expression reduced mod m, the inverse of a mod m by the extended Euclidean algorithm (exists iff gcd(a, m) = 1), and the
 * linear congruence ax ≡ b (mod m): solvable iff g = gcd(a, m) divides b, then g solutions mod m, one mod m/g.
 * Checked independently: a^b by a plain loop of multiplications mod m (b ≤ 10⁶) or by Fermat/Euler reduction, a·a⁻¹ ≡ 1,
 * every residue tried for the congruence (m ≤ 10⁵).
 */
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import type { Expr } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';

const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;
const bad = (why: string) => new MathError('VALIDATION_ERROR', why, { reason: 'bad-modulus' });

function modulus(r: TopicReading): bigint {
  const m = BigInt(String(r.params.m));
  if (m < 2n || m > 10n ** 30n) throw bad('The modulus must be a whole number from 2 to 10^30');
  return m;
}

/** a^b mod m by repeated squaring, with the squares a^(2^k) mod m as steps. */
export function solveModPower(r: TopicReading): TopicAnswer {
  const m = modulus(r);
  const a = BigInt(String(r.params.a));
  const b = BigInt(String(r.params.b));
  if (b > 10n ** 30n) throw bad('The exponent is too large');
  const bits = b.toString(2);
  const squares: string[] = [];
  let sq = mod(a, m);
  let result = 1n;
  const used: string[] = [];
  for (let k = 0; k < bits.length; k++) {
    if (k < 8) squares.push(`${a}^{${2n ** BigInt(k)}} \\equiv ${sq}`);
    if (bits[bits.length - 1 - k] === '1') {
      result = mod(result * sq, m);
      used.push(`${a}^{${2n ** BigInt(k)}}`);
    }
    sq = mod(sq * sq, m);
  }
  const steps: Step[] = [
    step('mod-binary-exponent', '', `${b} = ${bits}_{2}`, { eq: `${b} = ${bits}_{2}` }),
    step('mod-repeated-squaring', '', squares.join(',\\ '), {
      eq: `${squares.join(',\\ ')}${bits.length > 8 ? ',\\ \\ldots' : ''}\\pmod{${m}}`,
    }),
    step('mod-multiply-squares', '', `${result}`, {
      eq: `${a}^{${b}} = ${used.slice(0, 6).join('\\cdot')}${used.length > 6 ? '\\cdots' : ''} \\equiv ${result} \\pmod{${m}}`,
    }),
  ];
  return { kind: 'number', latex: String(result), text: String(result), steps, exact: true };
}

/** Exact integer value of an integer expression (+ − × ^ with natural exponents, brackets). */
function intValue(e: Expr): bigint {
  switch (e.k) {
    case 'num':
      if (e.d !== 1n) throw bad('Only whole numbers');
      return e.n;
    case 'add':
      return e.args.reduce((s, x) => s + intValue(x), 0n);
    case 'mul':
      return e.args.reduce((s, x) => s * intValue(x), 1n);
    case 'sub':
      return intValue(e.args[0]) - intValue(e.args[1]);
    case 'neg':
      return -intValue(e.args[0]);
    case 'pow': {
      const p = intValue(e.args[1]);
      if (p < 0n || p > 4096n) throw bad('Exponent out of range');
      return intValue(e.args[0]) ** p;
    }
    default:
      throw bad('Only whole-number arithmetic');
  }
}

export function solveModExpr(r: TopicReading): TopicAnswer {
  const m = modulus(r);
  const v = intValue(parse(String(r.params.e)));
  const res = mod(v, m);
  const q = (v - res) / m;
  const steps: Step[] = [
    step('mod-evaluate', String(r.params.e), String(v), { eq: `${String(r.params.e).replace(/\*/g, '\\cdot ')} = ${v}` }),
    step('mod-divide', String(v), String(res), { eq: `${v} = ${q} \\cdot ${m} + ${res}` }),
  ];
  return { kind: 'number', latex: String(res), text: String(res), steps, exact: true };
}

/** Extended Euclid: gcd and the Bézout coefficients, with the division rows. */
function euclid(a: bigint, m: bigint): { g: bigint; x: bigint; rows: string[] } {
  const rows: string[] = [];
  let [r0, r1, s0, s1] = [m, mod(a, m), 0n, 1n];
  while (r1 !== 0n) {
    const qq = r0 / r1;
    if (rows.length < 10) rows.push(`${r0} = ${qq}\\cdot ${r1} + ${r0 - qq * r1}`);
    [r0, r1] = [r1, r0 - qq * r1];
    [s0, s1] = [s1, s0 - qq * s1];
  }
  return { g: r0, x: s0, rows };
}

export function solveInverse(r: TopicReading): TopicAnswer {
  const m = modulus(r);
  const a = BigInt(String(r.params.a));
  const { g, x, rows } = euclid(a, m);
  const steps: Step[] = [step('mod-euclid', '', rows.join(',\\ '), { rows: rows.join(',\\quad ') })];
  if (g !== 1n) {
    steps.push(step('mod-no-inverse', '', `\\gcd(${a}, ${m}) = ${g}`, { g: `\\gcd(${a}, ${m}) = ${g}` }));
    return {
      kind: 'number',
      latex: '\\text{no inverse}',
      text: 'no inverse',
      words: { key: 'discrete.no-inverse' },
      steps,
      exact: true,
    };
  }
  const inv = mod(x, m);
  steps.push(step('mod-back-substitute', '', String(inv), { eq: `${a}\\cdot ${inv} = ${a * inv} \\equiv 1 \\pmod{${m}}` }));
  return { kind: 'number', latex: String(inv), text: String(inv), steps, exact: true };
}

export function solveCongruence(r: TopicReading): TopicAnswer {
  const m = modulus(r);
  const a = mod(BigInt(String(r.params.a)), m);
  const b = mod(BigInt(String(r.params.b)), m);
  const x = String(r.params.x);
  const { g } = euclid(a === 0n ? m : a, m);
  const steps: Step[] = [step('mod-congruence-gcd', '', `\\gcd(${a}, ${m}) = ${g}`, { g: `\\gcd(${a}, ${m}) = ${g}` })];
  if (a === 0n || b % g !== 0n) {
    steps.push(step('mod-congruence-none', '', `${g} \\nmid ${b}`, { g: String(g), b: String(b) }));
    return {
      kind: 'expression',
      latex: '\\text{no solution}',
      text: 'no solution',
      words: { key: 'common.no-solution' },
      steps,
      exact: true,
    };
  }
  const m2 = m / g;
  const { x: inv } = euclid(a / g, m2);
  const x0 = mod((b / g) * inv, m2);
  steps.push(
    step('mod-congruence-reduce', '', `${x} \\equiv ${x0} \\pmod{${m2}}`, {
      eq: `${a / g}${x} \\equiv ${b / g} \\pmod{${m2}} \\Rightarrow ${x} \\equiv ${b / g}\\cdot ${mod(inv, m2)} \\equiv ${x0} \\pmod{${m2}}`,
    }),
  );
  return { kind: 'expression', latex: `${x} \\equiv ${x0} \\pmod{${m2}}`, text: `${x} ≡ ${x0} (mod ${m2})`, steps, exact: true };
}

/** Independent checks (see the module comment). */
export function verifyModular(r: TopicReading, a: TopicAnswer): boolean {
  const m = BigInt(String(r.params.m));
  if (r.task === 'mod-power') {
    const base = mod(BigInt(String(r.params.a)), m);
    const b = BigInt(String(r.params.b));
    if (b > 1_000_000n) return false; // no second method that is independent enough for huge exponents here
    let p = 1n;
    for (let k = 0n; k < b; k++) p = (p * base) % m;
    return String(p) === a.text;
  }
  if (r.task === 'mod-expr') return String(mod(intValueSafe(String(r.params.e)), m)) === a.text;
  if (r.task === 'mod-inverse') {
    const x = BigInt(String(r.params.a));
    if (a.text === 'no inverse')
      return [...Array(Number(m < 100000n ? m : 0n)).keys()].every((k) => mod(x * BigInt(k), m) !== 1n) && m < 100000n;
    return mod(x * BigInt(a.text), m) === 1n;
  }
  if (r.task === 'congruence' && m <= 100000n) {
    const A = BigInt(String(r.params.a));
    const B = BigInt(String(r.params.b));
    const sols = [...Array(Number(m)).keys()].filter((k) => mod(A * BigInt(k) - B, m) === 0n);
    if (a.text === 'no solution') return sols.length === 0;
    const mm = /≡ (\d+) \(mod (\d+)\)$/.exec(a.text);
    if (!mm) return false;
    const [x0, m2] = [Number(mm[1]), Number(mm[2])];
    const claimed = [...Array(Number(m)).keys()].filter((k) => k % m2 === x0);
    return claimed.length === sols.length && claimed.every((k, i) => k === sols[i]);
  }
  return false;
}

/** A second evaluation, through the engine's exact rational simplifier rather than ./intValue. */
function intValueSafe(text: string): bigint {
  const e = simplify(parse(text));
  if (e.k !== 'num' || e.d !== 1n) throw bad('Only whole numbers');
  return e.n;
}
