/**
 * What the graph shows for a sequences answer (TopicAnswer.graph, issue #21 item 6): the first terms as points (n, aₙ)
 * — a sequence is a function of the whole numbers, drawn as dots as the books do (OpenStax College Algebra 2e §9.1
 * "Sequences and Their Notations", graphs of sequences). Arithmetic and geometric sequences from their first term and
 * common difference or ratio (exact, ./solve.ts termAt), a Σ body at its indices, a recursion run forward, the given
 * terms and the next one. At most 15 points; none when a term is not a finite number of moderate size.
 */
import { evalReal } from '../../numeric';
import { parse } from '../../parse';
import { qval } from '../../ast';
import type { TopicAnswer, TopicReading } from '../types';
import { Budget } from '../../budget';
import { type Kind, exactNum, seriesKind, termAt } from './solve';

const MAX_POINTS = 15;
const fmt = (v: number) => String(Math.abs(v) < 1e-12 ? 0 : Number(v.toPrecision(10)));

/** Points `(n, aₙ)` as the graph's text `(1, 3), (2, 7)`, or undefined when empty or not finite. */
export function pointsText(pts: [number, number][]): string | undefined {
  if (!pts.length || !pts.every(([n, a]) => Number.isFinite(n) && Number.isFinite(a) && Math.abs(a) < 1e12)) return undefined;
  return pts.map(([n, a]) => `(${fmt(n)}, ${fmt(a)})`).join(', ');
}

/** How many terms to show for a task: up to the asked one when it is near, else the first ten. */
function howMany(r: TopicReading, given: number): number {
  const p = r.params;
  if (r.task === 'nth-term' && Number(p.k) <= MAX_POINTS) return Number(p.k);
  if (r.task === 'series-sum' && p.count !== undefined) return Math.min(Number(p.count), MAX_POINTS);
  return Math.min(Math.max(given, 10), MAX_POINTS);
}

/** The terms of an arithmetic or geometric sequence read from its first terms. */
function fromTerms(r: TopicReading): [number, number][] {
  const terms = (r.params.terms as unknown[]).map(exactNum);
  const { kind, s } = seriesKind(terms, r.params.kind as Kind | undefined, r.params.last, new Budget());
  const n = howMany(r, terms.length);
  return Array.from({ length: n }, (_, i) => [i + 1, qval(termAt(terms[0]!, s, kind, i + 1))] as [number, number]);
}

/** A Σ body at its first indices. */
function fromSigma(r: TopicReading): [number, number][] {
  const body = parse(String(r.params.body));
  const v = String(r.params.v);
  const from = Number(r.params.from);
  const to = r.params.to === 'inf' ? from + 9 : Math.min(Number(r.params.to), from + MAX_POINTS - 1);
  const out: [number, number][] = [];
  for (let k = from; k <= to; k++) out.push([k, evalReal(body, { [v]: k })]);
  return out;
}

/** A recursion run forward from its first values up to the asked index (or 10 terms). */
function fromRecursion(r: TopicReading): [number, number][] {
  const rule = parse(String(r.params.rule));
  const vals = new Map(Object.entries(r.params.start as Record<string, string>).map(([i, v]) => [Number(i), evalReal(parse(v))]));
  const k = Math.min(Number(r.params.k), MAX_POINTS);
  for (let n = Math.max(...vals.keys()) + 1; n <= Math.max(k, 2); n++)
    vals.set(n, evalReal(rule, { n, p_1: vals.get(n - 1)!, p_2: vals.get(n - 2) ?? 0 }));
  return [...vals.entries()].filter(([n]) => n <= Math.max(k, 2)).sort((a, b) => a[0] - b[0]);
}

/** The given terms and the next one (the answer). */
function withNext(r: TopicReading, a: TopicAnswer): [number, number][] {
  const values = [...(r.params.terms as unknown[]).map((t) => evalReal(parse(String(t)))), evalReal(parse(a.text))];
  return values.slice(0, MAX_POINTS).map((v, i) => [i + 1, v]);
}

/** The graph of a sequences answer: one list of points, or undefined. */
export function sequenceGraph(r: TopicReading, a: TopicAnswer): string[] | undefined {
  let pts: [number, number][];
  try {
    if (r.task === 'sigma') pts = fromSigma(r);
    else if (r.task === 'recursive') pts = fromRecursion(r);
    else if (r.task === 'next-term') pts = withNext(r, a);
    else if (Array.isArray(r.params.terms)) pts = fromTerms(r);
    else return undefined;
  } catch {
    return undefined;
  }
  const text = pointsText(pts);
  return text ? [text] : undefined;
}
