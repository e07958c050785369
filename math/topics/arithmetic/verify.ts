/**
 * Independent checks of the arithmetic answers. Values computed with the engine's exact arithmetic are re-evaluated with
 * mathjs (another parser and evaluator); values computed with mathjs (rounding, remainders, fractions, comparisons)
 * are re-derived with Lemma's own code: string rounding, BigInt division, long division with remainder cycles, the
 * engine's exact rationals.
 */
import { evaluate as mjEvaluate, lgamma } from 'mathjs';
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { evalReal } from '../../numeric';
import type { Expr } from '../../ast';
import type { TopicAnswer, TopicReading } from '../types';
import { NO_RECIPROCAL } from './reciprocal';

const close = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
/** mathjs value of a plain expression (repeating `0.(6)` and `%` excluded). */
const mj = (s: string): number => Number(mjEvaluate(s.replace(/\bcbrt\(/g, 'cbrt(')));

/** Exact rational value of a plain expression with the engine: [numerator, denominator] or null when not rational. */
function exactQ(s: string): [bigint, bigint] | null {
  const e: Expr = simplify(parse(s.replace(/%/g, '/100')));
  return e.k === 'num' ? [e.n, e.d] : null;
}

function checkEvaluate(r: TopicReading, a: TopicAnswer): boolean {
  const expr = String(r.params.expr);
  const single = /^\s*(\d+)\s*!\s*$/.exec(expr);
  if (single && a.text.length > 15) {
    // n! with many digits: its digit count and leading digits from log Γ(n+1)
    const n = Number(single[1]),
      lg = Number(lgamma(n + 1)) / Math.LN10;
    const digits = Math.floor(lg) + 1,
      lead = 10 ** (lg - Math.floor(lg));
    return a.text.length === digits && Math.abs(Number(`${a.text[0]}.${a.text.slice(1, 8)}`) - lead) < 1e-5 * lead;
  }
  return close(mj(expr), mj(a.text));
}

/** Half-up rounding of a decimal string to `places` decimals (negative: tens, hundreds...), by digit arithmetic. */
function roundString(x: string, places: number): string {
  const neg = x.startsWith('-');
  const [ip, fp = ''] = x.replace(/^[-+]/, '').split('.');
  const scale = Math.max(places, 0);
  const digits = BigInt(ip! + fp.padEnd(scale + 1, '0').slice(0, scale + 1) || '0');
  let q = digits / 10n + (digits % 10n >= 5n ? 1n : 0n);
  if (places < 0) {
    const p = 10n ** BigInt(-places);
    const keep = BigInt(ip || '0');
    q = ((keep + p / 2n) / p) * p;
  }
  let s = q.toString();
  if (places > 0) {
    s = s.padStart(places + 1, '0');
    s = `${s.slice(0, -places)}.${s.slice(-places)}`;
  }
  return (neg && /[1-9]/.test(s) ? '-' : '') + s;
}

function checkRound(r: TopicReading, a: TopicAnswer): boolean {
  const x = String(r.params.x),
    mode = String(r.params.mode),
    k = Number(r.params.k);
  let places: number;
  if (mode === 'places') places = k;
  else if (mode === 'place') places = -k;
  else {
    const v = Math.abs(Number(x));
    if (v === 0) return Number(a.text) === 0;
    places = k - 1 - Math.floor(Math.log10(v) + 1e-12);
    const once = roundString(x, places);
    if (Math.abs(Number(once)) >= 10 ** (Math.floor(Math.log10(v) + 1e-12) + 1)) places -= 1; // 9.96 → 10
  }
  return (
    Number(roundString(x, places)) === Number(a.text) &&
    a.text.replace(/^-/, '').split('.')[1]?.length === (places > 0 ? places : undefined)
  );
}

function checkRemainder(r: TopicReading, a: TopicAnswer): boolean {
  const A = BigInt(String(r.params.a)),
    B = BigInt(String(r.params.b)),
    R = BigInt(a.text);
  return R >= 0n && R < B && (A - R) % B === 0n;
}

/** Long division n/d: the decimal with its repeating block in parentheses, by detecting a repeated remainder. */
function longDivision(n: bigint, d: bigint): string {
  const neg = n < 0n !== d < 0n && n !== 0n;
  n = n < 0n ? -n : n;
  d = d < 0n ? -d : d;
  let out = `${n / d}`,
    rem = n % d;
  if (!rem) return (neg ? '-' : '') + out;
  const seen = new Map<bigint, number>();
  let frac = '';
  while (rem && !seen.has(rem) && frac.length < 5000) {
    seen.set(rem, frac.length);
    rem *= 10n;
    frac += `${rem / d}`;
    rem %= d;
  }
  out += '.' + (rem ? `${frac.slice(0, seen.get(rem))}(${frac.slice(seen.get(rem))})` : frac);
  return (neg ? '-' : '') + out;
}

function checkConvert(r: TopicReading, a: TopicAnswer): boolean {
  const x = String(r.params.x),
    to = String(r.params.to);
  if (to === 'scientific' || to === 'standard') {
    const val = mj(x.replace(/×|x/gi, '*'));
    const m = /^(-?[\d.]+)(?:\*10\^(-?\d+))?$/.exec(a.text);
    if (!m) return false;
    const mant = Math.abs(Number(m[1]));
    return close(Number(m[1]) * 10 ** Number(m[2] ?? 0), val) && (to === 'standard' || (mant >= 1 && mant < 10));
  }
  const q = /\(|\.\.\./.test(x) ? null : exactQ(x);
  if (to === 'decimal') return q !== null && longDivision(q[0], q[1]) === a.text;
  if (to === 'fraction') {
    const f = exactQ(a.text);
    if (!f) return false;
    return q
      ? f[0] === q[0] && f[1] === q[1]
      : longDivision(f[0], f[1]) === x.replace(/^(-?\d*)\.(\d*?)(\d)\3*\.\.\.$/, '$1.$2($3)').replace(/^\./, '0.');
  }
  if (to === 'percent') return q !== null && longDivision(q[0] * 100n, q[1]) + '%' === a.text;
  return false;
}

function checkBase(r: TopicReading, a: TopicAnswer): boolean {
  const from = Number(r.params.from),
    to = Number(r.params.to),
    digits = String(r.params.digits);
  // value of the input as a sum of digit · base^place, and of the answer the same way: equal
  const value = (ds: string, b: number) =>
    [...ds].reverse().reduce((s, c, i) => s + BigInt(parseInt(c, 36)) * BigInt(b) ** BigInt(i), 0n);
  const suffix = /_(\d+)$/.exec(a.text);
  if ((suffix ? Number(suffix[1]) : 10) !== to) return false;
  const out = a.text.replace(/_\d+$/, '');
  return [...out].every((c) => parseInt(c, 36) < to) && value(out, to) === value(digits, from);
}

/** A reciprocal: x · answer = 1 with the engine's exact rationals; "no reciprocal" only when x = 0. */
function checkReciprocal(r: TopicReading, a: TopicAnswer): boolean {
  const x = String(r.params.x).replace(/^(-?)(\d+) (\d+\/\d+)$/, (_s, sg: string, w: string, f: string) =>
    sg ? `-(${w} + ${f})` : `(${w} + ${f})`,
  );
  const v = exactQ(x);
  if (!v) return false;
  if (a.text === NO_RECIPROCAL) return v[0] === 0n;
  const p = exactQ(`(${x}) * (${a.text})`);
  return p !== null && p[0] === 1n && p[1] === 1n;
}

/** + − × in a base: both numerals and the answer valued by place values (Σ digit · base^place), compared in base 10. */
function checkBaseArith(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params as { a: { digits: string; base: number }; b: { digits: string; base: number }; op: string; to: number };
  const value = (ds: string, b: number) =>
    [...ds.toLowerCase()].reverse().reduce((s, c, i) => s + BigInt(parseInt(c, 36)) * BigInt(b) ** BigInt(i), 0n);
  const x = value(p.a.digits, p.a.base),
    y = value(p.b.digits, p.b.base);
  const want = p.op === '+' ? x + y : p.op === '-' ? x - y : p.op === '*' ? x * y : null;
  const m = /^(-?)([0-9a-z]+)(?:_(\d+))?$/i.exec(a.text);
  if (want === null || !m || Number(m[3] ?? 10) !== Number(p.to)) return false;
  if ([...m[2]!.toLowerCase()].some((c) => parseInt(c, 36) >= Number(p.to))) return false;
  const got = value(m[2]!, Number(p.to));
  return (m[1] ? -got : got) === want && !(m[1] && got === 0n);
}

function sign(a: string, b: string): number {
  const q = exactQ(`(${a}) - (${b})`);
  if (q) return q[0] === 0n ? 0 : q[0] > 0n ? 1 : -1;
  const v = evalReal(simplify(parse(`(${a}) - (${b})`.replace(/%/g, '/100'))));
  if (!Number.isFinite(v) || Math.abs(v) < 1e-9) return NaN;
  return Math.sign(v);
}
const REL: Record<string, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '=': (c) => c === 0,
  '!=': (c) => c !== 0,
};
const rationalText = (s: string) => s.replace(/^(-?\d*)\.(\d*?)(\d)\3*\.\.\.$/, '$1.$2$3$3$3$3$3$3$3$3$3$3$3$3');

function checkCompare(r: TopicReading, a: TopicAnswer): boolean {
  const c = sign(rationalText(String(r.params.a)), rationalText(String(r.params.b)));
  return !Number.isNaN(c) && REL[String(r.params.op)]!(c) === a.value;
}
/** |x − t| of two rationals with the engine, compared exactly: sign(|a − t| − |b − t|). */
function closerSign(a: string, b: string, t: string): number {
  const q = exactQ(`abs((${a}) - (${t})) - abs((${b}) - (${t}))`);
  return q ? (q[0] === 0n ? 0 : q[0] > 0n ? 1 : -1) : NaN;
}

function checkOrder(r: TopicReading, a: TopicAnswer): boolean {
  const items = (r.params.items as string[]).map(String);
  if (r.task === 'closest')
    return (
      items.includes(a.text) &&
      items.every((x) => x === a.text || closerSign(rationalText(a.text), rationalText(x), String(r.params.target)) < 0)
    );
  if (r.task === 'kth') {
    const k = Number(r.params.k),
      max = r.params.which === 'max';
    const beyond = items.filter((x) => sign(rationalText(x), rationalText(a.text)) === (max ? 1 : -1)).length;
    const atLeast = items.filter((x) => sign(rationalText(x), rationalText(a.text)) !== (max ? -1 : 1)).length;
    return items.includes(a.text) && beyond < k && atLeast >= k;
  }
  if (r.task === 'extreme')
    return (
      items.every((x) => {
        const c = sign(rationalText(a.text), rationalText(x));
        return r.params.which === 'max' ? c >= 0 : c <= 0;
      }) && items.includes(a.text)
    );
  const out = a.items ?? [];
  const same = [...out].sort().join('|') === [...items].sort().join('|');
  return (
    same &&
    out.every(
      (x, i) =>
        i === 0 ||
        (r.params.order === 'desc'
          ? sign(rationalText(out[i - 1]!), rationalText(x)) >= 0
          : sign(rationalText(out[i - 1]!), rationalText(x)) <= 0),
    )
  );
}

/** Checks an arithmetic answer independently; true when checked. */
export function verifyArithmetic(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'evaluate':
    case 'factorial':
      return checkEvaluate(r, a);
    case 'round':
      return checkRound(r, a);
    case 'remainder':
      return checkRemainder(r, a);
    case 'convert':
      return checkConvert(r, a);
    case 'base':
      return checkBase(r, a);
    case 'base-arith':
      return checkBaseArith(r, a);
    case 'reciprocal':
      return checkReciprocal(r, a);
    case 'compare':
      return checkCompare(r, a);
    case 'sort':
    case 'extreme':
    case 'kth':
    case 'closest':
      return checkOrder(r, a);
    default:
      return false;
  }
}
