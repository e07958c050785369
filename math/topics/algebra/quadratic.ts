/**
 * Quadratics (OpenStax Intermediate Algebra 2e §9.2–9.7, College Algebra 2e §5.1): the vertex (h, k) with h = −b/(2a)
 * and k = f(h); the axis of symmetry x = h; the discriminant b² − 4ac and what it says about the roots; completing the
 * square a(x − h)² + k; the maximum or minimum value. Exact rational coefficients (math/poly.ts). Every answer is
 * checked by another route: expanding the vertex form back, the symmetry f(h − 1) = f(h + 1), the roots found
 * numerically (math/poly.ts numericRoots) for the discriminant's verdict.
 */
import { type Num, num, qadd, qdiv, qmul, qneg, qsub, qcmp } from '../../ast';
import { type Poly, deg, fromPoly, numericRoots, polyEval, ratSqrt, toPoly } from '../../poly';
import { toLatex } from '../../print';
import { MathError } from '../../errors';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { answer, dec, expr, param, polyOf, qIn, qTex, qTxt, step } from './util';

/** The coefficients a, b, c of a quadratic (VALIDATION_ERROR `not-quadratic` unless its degree is 2). */
export function quadratic(src: string): { a: Num; b: Num; c: Num; x: string; p: Poly } {
  const { p, x } = polyOf(src);
  if (deg(p) !== 2) throw new MathError('VALIDATION_ERROR', 'Not a quadratic', { reason: 'not-quadratic' });
  return { a: p[2]!, b: p[1]!, c: p[0]!, x, p };
}

/** The vertex (h, k) with the steps h = −b/(2a), k = f(h). */
function vertexOf(src: string): { h: Num; k: Num; a: Num; x: string; p: Poly; steps: Step[] } {
  const { a, b, x, p } = quadratic(src);
  const h = qdiv(qneg(b), qmul(num(2) as Num, a));
  const k = polyEval(p, h);
  const polyTex = toLatex(fromPoly(p, x));
  const steps = [
    step('algebra-vertex-x', polyTex, `${x} = ${qTex(h)}`, {
      formula: `${x} = -\\frac{b}{2a} = -\\frac{${qTex(b)}}{2 \\cdot ${qIn(a)}} = ${qTex(h)}`,
    }),
    step('algebra-vertex-y', `${x} = ${qTex(h)}`, qTex(k), { eq: `f\\left(${qTex(h)}\\right) = ${qTex(k)}` }),
  ];
  return { h, k, a, x, p, steps };
}

/** Vertex of a parabola: a `point` answer "(h, k)". */
export function solveVertex(r: TopicReading): TopicAnswer {
  const v = vertexOf(param(r, 'expr'));
  const opens = v.a.n > 0n ? 'algebra-opens-up' : 'algebra-opens-down';
  const steps = [...v.steps, step(opens, `a = ${qTex(v.a)}`, `(${qTex(v.h)}, ${qTex(v.k)})`, { a: qTex(v.a) })];
  return answer('point', `\\left(${qTex(v.h)}, ${qTex(v.k)}\\right)`, `(${qTxt(v.h)}, ${qTxt(v.k)})`, steps);
}

/** Axis of symmetry: `x = h`. */
export function solveAxis(r: TopicReading): TopicAnswer {
  const v = vertexOf(param(r, 'expr'));
  return answer('expression', `${v.x} = ${qTex(v.h)}`, `${v.x} = ${qTxt(v.h)}`, [
    v.steps[0]!,
    step('algebra-axis', `${v.x} = ${qTex(v.h)}`, `${v.x} = ${qTex(v.h)}`, { h: qTex(v.h) }),
  ]);
}

/** Maximum or minimum value (params.want 'max' | 'min' | 'any'): the vertex's k, or "no maximum"/"no minimum". */
export function solveExtremum(r: TopicReading): TopicAnswer {
  const v = vertexOf(param(r, 'expr'));
  const want = String(r.params.want ?? 'any');
  const isMin = v.a.n > 0n;
  const steps = [
    ...v.steps,
    step(isMin ? 'algebra-min-value' : 'algebra-max-value', `a = ${qTex(v.a)}`, qTex(v.k), {
      a: qTex(v.a),
      k: qTex(v.k),
      h: `${v.x} = ${qTex(v.h)}`,
    }),
  ];
  if ((want === 'max' && isMin) || (want === 'min' && !isMin)) {
    const text = want === 'max' ? 'no maximum' : 'no minimum';
    const words = { key: want === 'max' ? ('algebra.no-maximum' as const) : ('algebra.no-minimum' as const) };
    return answer('expression', `\\text{${text}}`, text, steps, { words });
  }
  return answer('number', qTex(v.k), qTxt(v.k), steps, { approx: dec(v.k) });
}

/** The discriminant's verdict on the roots, from its sign and whether it is a perfect square. */
export function rootNature(D: Num): 'two-rational' | 'two-irrational' | 'one-real' | 'two-complex' {
  if (D.n === 0n) return 'one-real';
  if (D.n < 0n) return 'two-complex';
  return ratSqrt(D) ? 'two-rational' : 'two-irrational';
}

/** Discriminant b² − 4ac with what it says about the roots. */
export function solveDiscriminant(r: TopicReading): TopicAnswer {
  const { a, b, c } = quadratic(param(r, 'expr'));
  const D = qsub(qmul(b, b), qmul(num(4) as Num, qmul(a, c)));
  const nature = rootNature(D);
  const steps = [
    step('algebra-discriminant', `a = ${qTex(a)},\\ b = ${qTex(b)},\\ c = ${qTex(c)}`, qTex(D), {
      formula: `b^{2} - 4ac = ${qIn(b)}^{2} - 4 \\cdot ${qIn(a)} \\cdot ${qIn(c)} = ${qTex(D)}`,
    }),
    step(`algebra-roots-${nature}`, qTex(D), qTex(D), { d: qTex(D) }),
  ];
  return answer('number', qTex(D), qTxt(D), steps, { approx: dec(D) });
}

/** Vertex form a(x − h)² + k printed as students write it: `(x + 3)^2 - 4`, `-2(x - 1)^2 + 5`. */
export function vertexForm(a: Num, h: Num, k: Num, x: string): { latex: string; text: string } {
  const one = a.n === a.d,
    minusOne = a.n === -a.d;
  const coefT = one ? '' : minusOne ? '-' : `${qTxt(a)}*`;
  const coefL = one ? '' : minusOne ? '-' : qTex(a);
  const inner = (t: (q: Num) => string) => (h.n === 0n ? x : `${x} ${h.n > 0n ? '-' : '+'} ${t(h.n > 0n ? h : qneg(h))}`);
  const sqT = h.n === 0n ? `${x}^2` : `(${inner(qTxt)})^2`;
  const sqL = h.n === 0n ? `${x}^{2}` : `\\left(${inner(qTex)}\\right)^{2}`;
  const tail = (t: (q: Num) => string) => (k.n === 0n ? '' : ` ${k.n > 0n ? '+' : '-'} ${t(k.n > 0n ? k : qneg(k))}`);
  return { latex: `${coefL}${sqL}${tail(qTex)}`, text: `${coefT}${sqT}${tail(qTxt)}` };
}

/** Completing the square: ax² + bx + c = a(x − h)² + k, with the textbook's three steps. */
export function solveCompleteSquare(r: TopicReading, _b?: Budget): TopicAnswer {
  const { a, b, c, x, p } = quadratic(param(r, 'expr'));
  const h = qdiv(qneg(b), qmul(num(2) as Num, a));
  const k = polyEval(p, h);
  const half = qdiv(b, qmul(num(2) as Num, a));
  const sq = qmul(half, half);
  const polyTex = toLatex(fromPoly(p, x));
  const ba = qdiv(b, a);
  const grouped = a.n === a.d ? `${x}^{2} + ${qIn(ba)}${x}` : `${qTex(a)}\\left(${x}^{2} + ${qIn(ba)}${x}\\right)`;
  const vf = vertexForm(a, h, k, x);
  const steps = [
    step('algebra-cs-group', polyTex, `${grouped} + ${qIn(c)}`, { a: qTex(a) }),
    step('algebra-cs-half-square', `${grouped}`, qTex(sq), {
      formula: `\\left(\\frac{${qTex(ba)}}{2}\\right)^{2} = ${qTex(sq)}`,
    }),
    step('algebra-cs-write-square', polyTex, vf.latex, { form: vf.latex }),
  ];
  return answer('expression', vf.latex, vf.text, steps);
}

/** Verifies a vertex-form answer by expanding it back (the engine's polynomial of the printed text). */
export function verifyVertexForm(r: TopicReading, a: TopicAnswer): boolean {
  const { p, x } = quadratic(param(r, 'expr'));
  const back = toPoly(expr(a.text), x);
  return !!back && back.length === p.length && back.every((cf, i) => qcmp(cf, p[i]!) === 0);
}

/** Verifies vertex, axis and extremum answers: f(h − 1) = f(h + 1) (symmetry) and k = f(h) by Horner's rule. */
export function verifyVertexLike(r: TopicReading, ans: TopicAnswer): boolean {
  const { a, b, c, p } = quadratic(param(r, 'expr'));
  const h = qdiv(qneg(b), qmul(num(2) as Num, a));
  const one = num(1) as Num;
  if (qcmp(polyEval(p, qadd(h, one)), polyEval(p, qsub(h, one))) !== 0) return false;
  // k from the formula k = c − b²/(4a), independent of the evaluation used in the solution
  const k = qsub(c, qdiv(qmul(b, b), qmul(num(4) as Num, a)));
  const t = ans.text.replace(/\s+/g, '');
  if (r.task === 'vertex') return t === `(${qTxt(h)},${qTxt(k)})`;
  if (r.task === 'axis') return t.endsWith(`=${qTxt(h)}`);
  if (t === 'nomaximum') return a.n > 0n;
  if (t === 'nominimum') return a.n < 0n;
  return t === qTxt(k).replace(/\s+/g, '');
}

/** Verifies the discriminant's value by the roots found numerically: D = a²(r₁ − r₂)², and the verdict matches them. */
export function verifyDiscriminant(r: TopicReading, ans: TopicAnswer): boolean {
  const { a, p } = quadratic(param(r, 'expr'));
  const [r1, r2] = numericRoots(p);
  if (!r1 || !r2) return false;
  const dr = { re: r1.re - r2.re, im: r1.im - r2.im };
  const A = Number(a.n) / Number(a.d);
  const D = A * A * (dr.re * dr.re - dr.im * dr.im);
  const got = Number(ans.approx);
  const nature = ans.steps[1]?.rule as string;
  const complex = Math.abs(r1.im) > 1e-9;
  const natureOk =
    nature === 'algebra-roots-two-complex' ? complex : nature === 'algebra-roots-one-real' ? Math.abs(got) === 0 : !complex;
  return natureOk && Math.abs(D - got) <= 1e-6 * Math.max(1, Math.abs(got));
}
