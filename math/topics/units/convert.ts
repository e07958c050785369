/**
 * Units task `convert`: "3 ft in inches", "convert 60 mph to km/h", "how many cm are in 2 m", "100 °F to °C",
 * "2.5 hours = ? minutes". The conversion is done by mathjs units (floating point); the answer is exact when the unit
 * table's legal definitions (exact rationals, ./table.ts) give a value that agrees with mathjs to 1e-12 and is a
 * terminating decimal (or, for temperatures, a simple fraction), otherwise the mathjs decimal marked inexact.
 * Verification recomputes through SI base units (or kelvin) with the exact table, independently of mathjs.
 */
import { fraction, unit as mathUnit, type Fraction } from 'mathjs';
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { MathError } from '../../errors';
import { NUM, fmt, near, prep, require_, step } from '../geometry/util';
import { LENGTHS, OTHERS, readUnit, unitInfo, UNIT_PHRASE, type ReadUnit } from './table';

const U = `(${UNIT_PHRASE})`;
const N = `(${NUM})`;
const LEAD =
  "^(?:(?:please )?(?:convert|change|express|turn|rewrite|write)\\s+|(?:what is|whats|what's|how much is|how many is|calculate|find|give)\\s+)?";
const PATTERNS: { re: RegExp; n: number; from: number; to: number }[] = [
  {
    re: new RegExp(`${LEAD}${N}\\s*${U}\\s*(?:=\\s*\\?*\\s*|=?\\s*(?:to|into|in|as|in terms of)\\s+)${U}$`),
    n: 1,
    from: 2,
    to: 3,
  },
  {
    re: new RegExp(
      `^how many\\s+${U}\\s+(?:are |is |make |equal |are there |is there )?(?:in|make|equal|equals|to|is|are)\\s+${N}\\s*${U}$`,
    ),
    n: 2,
    from: 3,
    to: 1,
  },
  {
    re: new RegExp(
      `^how many\\s+${U}\\s+(?:are |is |are there |is there )?(?:in|make|equal|equals|to|is|are)\\s+(an?|one)\\s+${U}$`,
    ),
    n: 2,
    from: 3,
    to: 1,
  },
  { re: new RegExp(`^how many\\s+${U}\\s+(?:is|are|equals?|make)\\s+${N}\\s*${U}$`), n: 2, from: 3, to: 1 },
  { re: new RegExp(`^${N}\\s*${U}\\s*(?:=|is|equals|is equal to)\\s*(?:how many|\\?+)\\s+${U}$`), n: 1, from: 2, to: 3 },
];

/** Reads a conversion question; null unless both units are known and of the same dimension. */
export function readConvert(question: string): TopicReading | null {
  const q = prep(question).replace(/\s*\?+$/, '');
  for (const p of PATTERNS) {
    const m = p.re.exec(q);
    if (!m) continue;
    const [from, to] = [readUnit(m[p.from]), readUnit(m[p.to])];
    if (!from || !to) return null;
    const [fi, ti] = [unitInfo(from), unitInfo(to)];
    if (fi.dim !== ti.dim || fi.math === ti.math) return null;
    const value = /^(?:an?|one)$/.test(m[p.n]) ? '1' : m[p.n].replace(/\s+/g, '');
    return {
      topic: 'units',
      task: 'convert',
      params: { value, from: fi.math, to: ti.math, fromShow: fi.show, toShow: ti.show, dim: fi.dim },
      inputLatex: `${value}\\,\\text{${fi.show}} \\to \\text{${ti.show}}`,
      inputText: `${value} ${fi.show} to ${ti.show}`,
    };
  }
  return null;
}

interface ConvertParams {
  value: string;
  from: string;
  to: string;
  fromShow: string;
  toShow: string;
  dim: string;
}

/** Exact size in SI units of a mathjs unit spelling from the table ("ft^2" → 0.09290304). */
function siFactor(math: string): Fraction | null {
  const m = /^(.*?)(?:\^([23]))?$/.exec(math)!;
  for (const phrase of [m[1]]) {
    const r = readByMath(phrase);
    if (r && r.def.si) return fraction(r.def.si).pow(Number(m[2] ?? 1));
  }
  return null;
}
function readByMath(math: string): ReadUnit | null {
  const def = [...LENGTHS, ...OTHERS].find((d) => d.math === math);
  return def ? { def, power: 1 } : null;
}

/** Exact temperature conversion through kelvin: K = C + 273.15 = (F − 32)·5/9 + 273.15. */
function toKelvin(v: Fraction, u: string): Fraction {
  return u === 'K' ? v : u === 'degC' ? v.add(fraction('273.15')) : v.sub(32).mul(fraction(5, 9)).add(fraction('273.15'));
}
function fromKelvin(k: Fraction, u: string): Fraction {
  return u === 'K' ? k : u === 'degC' ? k.sub(fraction('273.15')) : k.sub(fraction('273.15')).mul(fraction(9, 5)).add(32);
}

/** The exact value by the table (independent of mathjs), or null when a unit has no exact definition. */
export function exactConversion(p: ConvertParams): Fraction | null {
  const v = fraction(p.value);
  if (p.dim === 'temperature') return fromKelvin(toKelvin(v, p.from), p.to);
  const [a, b] = [siFactor(p.from), siFactor(p.to)];
  return a && b ? v.mul(a).div(b) : null;
}

const terminating = (f: Fraction): boolean => {
  let d = f.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
};
/** The decimal digits of a terminating fraction, exactly ("301752/3125" → "96.56064"). */
export function decimalOf(f: Fraction): string {
  let [d, a, b] = [f.d, 0, 0];
  while (d % 2n === 0n) {
    d /= 2n;
    a++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    b++;
  }
  const k = Math.max(a, b);
  const n = (f.n * 10n ** BigInt(k)) / f.d;
  let s = n.toString().padStart(k + 1, '0');
  if (k) s = `${s.slice(0, -k)}.${s.slice(-k)}`.replace(/0+$/, '').replace(/\.$/, '');
  return `${f.s < 0n && f.n !== 0n ? '-' : ''}${s}`;
}

/** Solves a conversion with mathjs; the steps show the conversion factor (or the temperature formula). */
export function solveConvert(reading: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = reading.params as unknown as ConvertParams;
  let v: Fraction;
  try {
    v = fraction(p.value);
  } catch {
    throw new MathError('VALIDATION_ERROR', 'Not a number', { reason: 'not-a-number' });
  }
  require_(p.dim === 'temperature' || v.compare(0) >= 0, 'negative-quantity', 'A length, mass, time or volume is not negative');
  const viaMath = mathUnit(v.valueOf(), p.from).toNumber(p.to);
  const table = exactConversion(p);
  const exactOk = table !== null && near(table.valueOf(), viaMath, 1e-12);
  const isExact = exactOk && (terminating(table!) || (p.dim === 'temperature' && table!.d <= 1000n));
  const result = isExact ? table! : fraction(viaMath);
  const text = isExact ? (terminating(result) ? decimalOf(result) : result.toFraction()) : fmt(viaMath);
  const latex = isExact && !terminating(result) ? `${result.s < 0n ? '-' : ''}\\frac{${result.n}}{${result.d}}` : text;
  const before = `${p.value}\\,\\text{${p.fromShow}}`;
  const after = `${latex}\\,\\text{${p.toShow}}`;
  const steps = [];
  if (p.dim === 'temperature') {
    const formula = temperatureFormula(p.from, p.to);
    const sub = formula.replace(/^(\w) = /, '').replace(/\b[CFK]\b/, `${p.value}`);
    steps.push(step('temperature-formula', before, formula, { formula }));
    steps.push(step('evaluate-arithmetic', sub, after, { op: sub }));
  } else {
    const factor = table && exactOk && !v.equals(0) ? table.div(v) : fraction(mathUnit(1, p.from).toNumber(p.to));
    const f = terminating(factor) ? decimalOf(factor) : fmt(factor.valueOf());
    steps.push(
      step('conversion-factor', before, `1\\,\\text{${p.fromShow}} = ${f}\\,\\text{${p.toShow}}`, {
        factor: `1\\,\\text{${p.fromShow}} = ${f}\\,\\text{${p.toShow}}`,
      }),
    );
    // the common mistake: dividing by the factor instead of multiplying
    const divided = factor.equals(0) || v.equals(0) ? null : v.div(factor);
    const wrong =
      divided && !divided.equals(result)
        ? [`${terminating(divided) ? decimalOf(divided) : fmt(divided.valueOf())}\\,\\text{${p.toShow}}`]
        : [];
    steps.push(step('multiply-by-factor', before, after, { eq: `${p.value} \\times ${f} = ${latex}` }, wrong));
  }
  if (!isExact || !terminating(result))
    steps.push(
      step('decimal-approximation', after, `\\approx ${fmt(isExact ? result.valueOf() : viaMath, 6)}\\,\\text{${p.toShow}}`),
    );
  return {
    kind: 'quantity',
    latex: after,
    text: `${text} ${p.toShow}`,
    unit: p.toShow,
    steps,
    exact: isExact,
    ...(isExact && terminating(result) ? {} : { approx: fmt(isExact ? result.valueOf() : viaMath) }),
  };
}

function temperatureFormula(from: string, to: string): string {
  const key = `${from}>${to}`;
  const F: Record<string, string> = {
    'degF>degC': 'C = \\frac{5}{9}(F - 32)',
    'degC>degF': 'F = \\frac{9}{5}C + 32',
    'degC>K': 'K = C + 273.15',
    'K>degC': 'C = K - 273.15',
    'degF>K': 'K = \\frac{5}{9}(F - 32) + 273.15',
    'K>degF': 'F = \\frac{9}{5}(K - 273.15) + 32',
  };
  return F[key];
}

/** Verifies a conversion through SI base units with the exact table, or (temperature) through kelvin. */
export function verifyConvert(reading: TopicReading, answer: TopicAnswer): boolean {
  const p = reading.params as unknown as ConvertParams;
  const body = answer.text.slice(0, -(p.toShow.length + 1));
  const got = answer.approx !== undefined ? Number(answer.approx) : fraction(body).valueOf();
  const table = exactConversion(p);
  if (!table) return false;
  if (answer.exact && fraction(body).valueOf() !== table.valueOf() && !fraction(body).equals(table)) return false;
  return near(got, table.valueOf(), 1e-9);
}
