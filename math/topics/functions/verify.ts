/**
 * Independent checks of the function answers, numeric and call by call (never the symbolic path of ./solve.ts): the
 * asked expression evaluated numerically at sample points against the answer TEXT parsed again; f(f⁻¹(t)) = t and
 * f⁻¹(f(t)) = t; the domain sampled inside (defined) and outside (undefined); the range sampled and its values solved for
 * (./range-check.ts); f(−t) against ±f(t); each zero substituted
 * and no sign change missed on [−50, 50]; the difference quotient from its definition; a transformation's formula
 * evaluated against g.
 */
import { evalReal } from '../../numeric';
import { readExpr, variablesOf } from '../polynomials/format';
import type { TopicAnswer, TopicReading } from '../types';
import { definitionsOf, type FunctionDef, numericCalls } from './calls';
import { checkRange } from './range-check';

const PTS = [0.37, 1.29, -0.71, 2.13, -1.61, 0.83, 2.71, -2.33, 1.07, 3.41];
const close = (p: number, q: number) => Math.abs(p - q) <= 1e-7 * Math.max(1, Math.abs(p), Math.abs(q));
const at = (f: FunctionDef, t: number) => evalReal(f.e, { [f.v]: t });

function checkValue(r: TopicReading, a: TopicAnswer): boolean {
  const defs = definitionsOf(r.params);
  const got = readExpr(a.text);
  if (!got) return false;
  const vars = [...new Set([...variablesOf(got), ...Object.values(defs).map((d) => d.v)])];
  let n = 0;
  for (let i = 0; i < PTS.length; i++) {
    const env: Record<string, number> = {};
    vars.forEach((v, j) => (env[v] = PTS[(i + 3 * j) % PTS.length]!));
    const want = numericCalls(String(r.params.ask), defs, env);
    const have = evalReal(got, env);
    if (!Number.isFinite(want) && !Number.isFinite(have)) continue;
    if (!close(want, have)) return false;
    n++;
  }
  return n >= 3;
}

function fnOf(r: TopicReading, key = 'fn'): FunctionDef | null {
  return definitionsOf(r.params)[String(r.params[key])] ?? null;
}

function checkInverse(r: TopicReading, a: TopicAnswer): boolean {
  const f = fnOf(r);
  const g = readExpr(a.text);
  if (!f || !g) return false;
  if (r.params.at !== undefined) {
    // f^-1(a) = b exactly when f(b) = a
    const atE = readExpr(String(r.params.at));
    return !!atE && close(at(f, evalReal(g)), evalReal(atE));
  }
  const inv = (t: number) => evalReal(g, { [f.v]: t });
  let n = 0;
  for (const t of PTS) {
    const u = inv(t),
      w = at(f, t);
    if (Number.isFinite(u) && Number.isFinite(at(f, u))) {
      if (!close(at(f, u), t)) return false;
      n++;
    }
    if (Number.isFinite(w) && Number.isFinite(inv(w))) {
      if (!close(inv(w), t)) return false;
      n++;
    }
  }
  return n >= 4;
}

/** Parses "(-inf, 2) U [3, inf)" into numeric intervals. */
function parseIntervals(text: string): { lo: number; hi: number; lc: boolean; hc: boolean }[] | null {
  if (text === 'no solution') return [];
  const out = [];
  for (const part of text.split(' U ')) {
    const m = /^([[(])(.+), (.+)([\])])$/.exec(part.trim());
    if (!m) return null;
    const num = (s: string) => {
      if (s === 'inf') return Infinity;
      if (s === '-inf') return -Infinity;
      const e = readExpr(s);
      return e ? evalReal(e) : NaN;
    };
    out.push({ lo: num(m[2]!), hi: num(m[3]!), lc: m[1] === '[', hc: m[4] === ']' });
  }
  return out.every((i) => !Number.isNaN(i.lo) && !Number.isNaN(i.hi)) ? out : null;
}

function checkDomain(r: TopicReading, a: TopicAnswer): boolean {
  const f = fnOf(r);
  const ivs = parseIntervals(a.text);
  if (!f || !ivs) return false;
  const inside = (t: number) => ivs.some((i) => (t > i.lo || (i.lc && t === i.lo)) && (t < i.hi || (i.hc && t === i.hi)));
  // every twelfth from -30 to 30 (textbook exclusions such as 2, -3, 1/2, 2/3 are hit exactly) and points between them
  for (let k = -360; k <= 360; k++)
    for (const t of [k / 12, k / 12 + 0.0371]) if (Number.isFinite(at(f, t)) !== inside(t)) return false;
  for (const i of ivs)
    for (const [e, closed] of [
      [i.lo, i.lc],
      [i.hi, i.hc],
    ] as const)
      if (Number.isFinite(e) && Number.isFinite(at(f, e)) !== closed && !ivs.some((j) => j !== i && (j.lo === e || j.hi === e)))
        return false;
  return true;
}

function checkParity(r: TopicReading, a: TopicAnswer): boolean {
  const f = fnOf(r);
  if (!f) return false;
  let even = true,
    odd = true,
    n = 0;
  for (const t of PTS.map(Math.abs)) {
    const p = at(f, t),
      q = at(f, -t);
    if (!Number.isFinite(p) || !Number.isFinite(q)) continue;
    n++;
    if (!close(p, q)) even = false;
    if (!close(p, -q)) odd = false;
  }
  if (n < 4) return false;
  return a.text === (even ? 'even' : odd ? 'odd' : 'neither') && !(even && odd);
}

function checkZeros(r: TopicReading, a: TopicAnswer): boolean {
  const f = fnOf(r);
  if (!f) return false;
  const zs = a.text === 'none' ? [] : a.text.split(', ').map((s) => readExpr(s));
  if (zs.some((z) => !z)) return false;
  const vals = zs.map((z) => evalReal(z!));
  if (!vals.every((v) => Number.isFinite(v) && Math.abs(at(f, v)) < 1e-8)) return false;
  // no sign change away from the listed zeros
  let prev = at(f, -50);
  for (let t = -50; t <= 50; t += 0.0125) {
    const cur = at(f, t);
    if (Number.isFinite(prev) && Number.isFinite(cur) && prev * cur < 0 && !vals.some((v) => Math.abs(v - t) < 0.02)) {
      // a pole also changes sign: only a continuous crossing counts
      const mid = at(f, t - 0.00625);
      if (Number.isFinite(mid) && Math.abs(mid) < Math.max(Math.abs(prev), Math.abs(cur))) return false;
    }
    prev = cur;
  }
  return true;
}

function checkDifferenceQuotient(r: TopicReading, a: TopicAnswer): boolean {
  const f = fnOf(r);
  const got = readExpr(a.text);
  if (!f || !got) return false;
  const h = f.v === 'h' ? 'k' : 'h';
  let n = 0;
  for (let i = 0; i < PTS.length; i++) {
    const t = PTS[i]!,
      s = PTS[(i + 4) % PTS.length]! / 3;
    const want = (at(f, t + s) - at(f, t)) / s;
    const have = evalReal(got, { [f.v]: t, [h]: s });
    if (!Number.isFinite(want)) continue;
    if (!close(want, have)) return false;
    n++;
  }
  return n >= 4;
}

function checkTransformation(r: TopicReading, a: TopicAnswer): boolean {
  const defs = definitionsOf(r.params);
  const f = defs[String(r.params.fn)],
    g = defs[String(r.params.to)];
  const rhs = a.text.split(' = ')[1];
  if (!f || !g || !rhs) return false;
  let n = 0;
  for (const t of [...PTS, 4.37, 5.21, 6.83, 7.49, 8.71, -4.19, -5.77, 9.33, -3.11, -6.91]) {
    const want = at(g, t);
    const have = numericCalls(rhs, { [String(r.params.fn)]: f }, { [f.v]: t });
    if (!Number.isFinite(want) && !Number.isFinite(have)) continue;
    if (!close(want, have)) return false;
    n++;
  }
  return n >= 4;
}

/** Independent check of a function answer; false when it cannot be checked. */
export function verifyFunctions(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'evaluate':
    case 'combine':
    case 'compose':
      return checkValue(r, a);
    case 'inverse':
      return checkInverse(r, a);
    case 'domain':
      return checkDomain(r, a);
    case 'range': {
      const f = fnOf(r);
      return !!f && checkRange(f, a.text);
    }
    case 'domain-range': {
      const m = /^domain: (.+); range: (.+)$/.exec(a.text);
      const f = fnOf(r);
      return !!m && !!f && checkDomain(r, { ...a, text: m[1]! }) && checkRange(f, m[2]!);
    }
    case 'parity':
      return checkParity(r, a);
    case 'zeros':
      return checkZeros(r, a);
    case 'difference-quotient':
      return checkDifferenceQuotient(r, a);
    case 'transformation':
      return checkTransformation(r, a);
    default:
      return false;
  }
}
