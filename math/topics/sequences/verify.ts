/**
 * Independent checks of the sequences answers, in floating point and by a different method than the solver's exact
 * closed formulas: terms are generated one by one (repeated addition or multiplication), sums added term by term,
 * infinite sums compared with long partial sums, recursions re-run with the numeric evaluator, and a next term checked
 * by the extended list still fitting one pattern.
 */
import { parse } from '../../parse';
import { evalReal } from '../../numeric';
import type { TopicAnswer, TopicReading } from '../types';

const val = (s: unknown) => evalReal(parse(String(s)));
const near = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const termsOf = (r: TopicReading) => (r.params.terms as unknown[]).map(val);

/** Float step of the terms (difference or ratio) when constant, else null. */
function stepOf(t: number[], kind: 'arithmetic' | 'geometric'): number | null {
  const s = kind === 'arithmetic' ? t[1]! - t[0]! : t[1]! / t[0]!;
  for (let i = 1; i < t.length; i++) {
    const si = kind === 'arithmetic' ? t[i]! - t[i - 1]! : t[i]! / t[i - 1]!;
    if (!near(si, s)) return null;
  }
  return Number.isFinite(s) ? s : null;
}
function kindOf(r: TopicReading, t: number[]): ['arithmetic' | 'geometric', number] | null {
  const kinds = r.params.kind ? [r.params.kind as 'arithmetic' | 'geometric'] : (['arithmetic', 'geometric'] as const);
  for (const k of kinds) {
    const s = stepOf(t, k);
    if (s !== null) return [k, s];
  }
  return null;
}
/** The first n terms, generated one by one. */
function generate(a1: number, s: number, kind: 'arithmetic' | 'geometric', n: number): number[] {
  const out = [a1];
  for (let i = 1; i < n; i++) out.push(kind === 'arithmetic' ? out[i - 1]! + s : out[i - 1]! * s);
  return out;
}
const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function checkTermTask(r: TopicReading, a: TopicAnswer): boolean {
  const t = termsOf(r);
  const ks = kindOf(r, t);
  if (!ks) return false;
  const [kind, s] = ks;
  if (r.task === 'nth-term') return near(generate(t[0]!, s, kind, Number(r.params.k)).pop()!, val(a.text));
  if (r.task === 'general-term') {
    const f = parse(a.text);
    const g = generate(t[0]!, s, kind, t.length + 2);
    return g.every((x, i) => near(evalReal(f, { n: i + 1 }), x));
  }
  if (r.task === 'series-sum') {
    let n = Number(r.params.count);
    if (r.params.last !== undefined) {
      const last = val(r.params.last);
      const g = generate(t[0]!, s, kind, 200000);
      n = g.findIndex((x) => near(x, last)) + 1;
      if (n < 1) return false;
    }
    return near(sumOf(generate(t[0]!, s, kind, n)), val(a.text));
  }
  if (r.task === 'common-difference' || r.task === 'common-ratio')
    return (kind === 'arithmetic') === (r.task === 'common-difference') && near(s, val(a.text));
  return false;
}

function checkInfinite(ratio: number, partial: (n: number) => number, a: TopicAnswer): boolean {
  if (a.text === 'diverges') return Math.abs(ratio) >= 1;
  if (!(Math.abs(ratio) < 1)) return false;
  const n = Math.min(100000, Math.ceil(Math.log(1e-14) / Math.log(Math.max(Math.abs(ratio), 1e-3))) + 10);
  return near(partial(n), val(a.text)) || Math.abs(partial(n) - val(a.text)) < 1e-9;
}

function checkSigma(r: TopicReading, a: TopicAnswer): boolean {
  const body = parse(String(r.params.body));
  const v = String(r.params.v);
  const from = Number(r.params.from);
  const f = (k: number) => evalReal(body, { [v]: k });
  if (r.params.to === 'inf') {
    return checkInfinite(f(from + 1) / f(from), (n) => sumOf(Array.from({ length: n }, (_, i) => f(from + i))), a);
  }
  const to = Number(r.params.to);
  return near(sumOf(Array.from({ length: to - from + 1 }, (_, i) => f(from + i))), val(a.text));
}

/** True when the extended list (terms + answer) still fits one of the four patterns. */
function checkNext(r: TopicReading, a: TopicAnswer): boolean {
  const t = [...termsOf(r), val(a.text)];
  if (stepOf(t, 'arithmetic') !== null || (t.every((x) => x !== 0) && stepOf(t, 'geometric') !== null)) return true;
  if (t.slice(2).every((x, i) => near(x, t[i]! + t[i + 1]!))) return true;
  const d1 = t.slice(1).map((x, i) => x - t[i]!);
  return d1.length >= 3 && stepOf(d1, 'arithmetic') !== null;
}

function checkRecursive(r: TopicReading, a: TopicAnswer): boolean {
  const rule = parse(String(r.params.rule));
  const vals = new Map(Object.entries(r.params.start as Record<string, string>).map(([i, v]) => [Number(i), val(v)]));
  const k = Number(r.params.k);
  for (let n = Math.max(...vals.keys()) + 1; n <= k; n++)
    vals.set(n, evalReal(rule, { n, p_1: vals.get(n - 1)!, p_2: vals.get(n - 2) ?? 0 }));
  return near(vals.get(k)!, val(a.text));
}

/** Checks a sequences answer independently; see the module comment. */
export function verifySequences(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'infinite-sum': {
      const t = termsOf(r);
      const s = stepOf(t, 'geometric');
      return s !== null && checkInfinite(s, (n) => sumOf(generate(t[0]!, s, 'geometric', n)), a);
    }
    case 'sigma':
      return checkSigma(r, a);
    case 'next-term':
      return checkNext(r, a);
    case 'recursive':
      return checkRecursive(r, a);
    default:
      return checkTermTask(r, a);
  }
}
