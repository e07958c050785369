/**
 * What the graph shows for a trigonometry answer (TopicAnswer.graph, issue #21 item 6):
 *
 * - period, amplitude, phase shift, midline of y = A·f(Bx − C) + D: the curve, the midline y = D (for amplitude and
 *   midline, when D ≠ 0) and two points one period apart on the curve — the start of a period at the phase shift
 *   x = C/B and its end one period P later (the graph's extrema then show the amplitude);
 * - an equation: both sides as curves (a side that is 0 is the x-axis itself) and, on a stated interval, the solutions
 *   as points (x, left side) on the curve; in degrees when the question is in degrees (the curve is drawn in degrees:
 *   sin(πx/180)).
 *
 * Functions are plain text in x (the question's letter renamed), points `(x, y)` with decimals (see TopicAnswer.graph).
 */
import { type Expr, NEG_ONE, PI, num, subst, sym } from '../../ast';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';
import { toText } from '../../print';
import { mkMul, mkPow, simplify } from '../../simplify';
import type { TopicAnswer, TopicReading } from '../types';
import { sinusoidParts } from './graphs';

// rounding noise (sin π = 1.2e-16) is 0 on the graph
const fmt = (v: number) => String(Math.abs(v) < 1e-12 ? 0 : Number(v.toPrecision(10)));
/** Points as the graph's text `(0.523599, 0.5), (2.61799, 0.5)`; undefined when one is not finite. */
function pointsText(pts: [number, number][]): string | undefined {
  if (!pts.length || !pts.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))) return undefined;
  return pts.map(([x, y]) => `(${fmt(x)}, ${fmt(y)})`).join(', ');
}
const X = sym('x');

/** The curve, the midline and one period marked by two points. */
function sinusoidGraph(r: TopicReading): string[] | undefined {
  const v = String(r.params.x);
  const e = subst(parse(String(r.params.expr)), v, X);
  const p = sinusoidParts(e, 'x');
  if (!p) return undefined;
  const y = (t: number) => evalReal(e, { x: t });
  const B = evalReal(p.B);
  const P = ((p.f === 'tan' || p.f === 'cot' ? 1 : 2) * Math.PI) / Math.abs(B);
  const S = evalReal(p.C) / B;
  // the start of a period at the phase shift (a quarter period later where the function is undefined there)
  const x0 = Number.isFinite(y(S)) ? S : S + P / 4;
  const out = [toText(e)];
  if ((r.task === 'amplitude' || r.task === 'midline') && evalReal(p.D) !== 0) out.push(toText(p.D));
  const pts = pointsText([
    [x0, y(x0)],
    [x0 + P, y(x0 + P)],
  ]);
  return pts ? [...out, pts] : out;
}

/** Both sides of an equation (in degrees when asked in degrees) and its solutions on the interval as points. */
function equationGraph(r: TopicReading, a: TopicAnswer): string[] | undefined {
  const eq = parse(String(r.params.eq));
  if (eq.k !== 'rel') return undefined;
  const iv = r.params.interval as { deg?: boolean } | undefined;
  const deg = !!iv?.deg;
  // x in degrees: the variable is πx/180 radians
  const arg: Expr = deg ? simplify(mkMul([PI, X, mkPow(num(180), NEG_ONE)])) : X;
  const side = (s: Expr) => subst(s, String(r.params.v), arg);
  const [lhs, rhs] = [side(eq.args[0]), side(eq.args[1])];
  const isZero = (s: Expr) => s.k === 'num' && s.n === 0n;
  const out = [lhs, rhs].filter((s) => !isZero(s)).map((s) => toText(s));
  if (!out.length) return undefined;
  if (iv && a.text !== 'no solution') {
    const first = isZero(lhs) ? rhs : lhs;
    const xs = a.text.split(/,\s*/).map((t) => evalReal(parse(t.replace(/°$/, '').replace(/^\((.*)\)$/, '$1'))));
    const pts = pointsText(xs.slice(0, 40).map((t) => [t, evalReal(first, { x: t })]));
    if (pts) out.push(pts);
  }
  return out.slice(0, 4);
}

/** The graph of a trigonometry answer, or undefined (values, triangles, identities show none). */
export function trigGraph(r: TopicReading, a: TopicAnswer): string[] | undefined {
  try {
    if (r.task === 'equation') return equationGraph(r, a);
    if (['period', 'amplitude', 'phase-shift', 'midline'].includes(r.task)) return sinusoidGraph(r);
  } catch {
    /* nothing to show */
  }
  return undefined;
}
