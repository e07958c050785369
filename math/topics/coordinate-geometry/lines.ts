/**
 * Coordinate-geometry tasks on lines and circles:
 * - `line`: the line through two points, or through a point with a given slope, in slope-intercept, point-slope or
 *   standard form (`form` param; slope-intercept by default, the other two shown as steps);
 * - `parallel` / `perpendicular`: the line through a point parallel / perpendicular to a given line;
 * - `line-slope`: the slope of a line given by its equation; `intercepts` (x-, y- or both) of a line;
 * - `intersection`: the common point of two lines (Cramer's rule; parallel or identical lines said so);
 * - `circle`: the centre and radius of a circle from its equation (completing the square).
 * Sources: OpenStax Intermediate Algebra 2e §3.2–3.3, College Algebra 2e §2.2 and §2.1 (circles), CC BY 4.0.
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { MathError } from '../../errors';
import { NUM, exact, fmt, isPlainNumber, near, onlyFillers, prep, step } from '../geometry/util';
import {
  at,
  equationExpr,
  lineOf,
  matches,
  pointSlopeText,
  points,
  q,
  qIn,
  qTex,
  qText,
  rationalAnswer,
  slopeIntercept,
  standard,
  standardText,
  type Line,
  type Pt,
  type Q,
} from './core';
import { evalReal } from '../../numeric';

const EQ_RE = /(?<![a-z])[-+*/^().\d\sxy]*[xy][-+*/^().\d\sxy]*=[-+*/^().\d\sxy]*[\dxy][-+*/^().\d\sxy]*/g;
const EXTRA = [
  'equation',
  'line',
  'lines',
  'through',
  'passing',
  'passes',
  'containing',
  'contains',
  'goes',
  'going',
  'point',
  'points',
  'slope',
  'with',
  'has',
  'that',
  'form',
  'in',
  'write',
  'intercept',
  'slope-intercept',
  'point-slope',
  'standard',
  'general',
  'parallel',
  'perpendicular',
  'to',
  'intersection',
  'intersect',
  'intersects',
  'meet',
  'where',
  'do',
  'the',
  'lines',
  'common',
  'x-intercept',
  'y-intercept',
  'intercepts',
  'x-',
  'y-',
  'x',
  'y',
  'center',
  'centre',
  'radius',
  'circle',
  'graph',
  'of',
  'and',
  'its',
  'whose',
  'm',
  'straight',
  'both',
  'at',
  'cross',
  'crosses',
  'axis',
  'x-axis',
  'y-axis',
  'from',
  'given',
  'by',
];

function equations(text: string): { eqs: string[]; rest: string } {
  const eqs: string[] = [];
  const rest = text.replace(EQ_RE, (m) => (eqs.push(m.trim()), ' '));
  return { eqs, rest };
}
const FORM = (t: string) =>
  /\bpoint[- ]slope\b/.test(t) ? 'point-slope' : /\b(?:standard|general)\b/.test(t) ? 'standard' : 'slope-intercept';
const reading = (task: string, params: Record<string, unknown>, text: string): TopicReading => ({
  topic: 'coordinate-geometry',
  task,
  params,
  inputLatex: `\\text{${text.replace(/[{}\\]/g, '')}}`,
  inputText: text,
});

/** Reads the line, parallel/perpendicular, intersection, intercept, slope-of-line and circle questions. */
export function readLines(question: string): TopicReading | null {
  const t = prep(question)
    .replace(/\bx-? and y-intercepts?\b/g, ' x-intercept y-intercept ')
    .replace(/\b([xy])[- ]intercepts?\b/g, ' $1-intercept ');
  const { pts, rest: r1 } = points(t);
  const slopeM = new RegExp(
    `\\b(?:slope|gradient)\\b(?:\\s*(?:of|is|=|:|m\\s*=|equal to|equals))*\\s*(${NUM})(?!\\s*[xy=])|\\bm\\s*=\\s*(${NUM})`,
  ).exec(r1);
  let r2 = slopeM ? r1.replace(slopeM[0], ' ') : r1;
  const yint = slopeM ? new RegExp(`\\by-intercept\\b(?:\\s*(?:of|is|=|:|at|b\\s*=))*\\s*(${NUM})(?!\\s*[xy=])`).exec(r2) : null;
  if (yint) r2 = r2.replace(yint[0], ' ');
  const { eqs, rest } = equations(r2);
  if (!onlyFillers(rest, EXTRA)) return null;
  const form = FORM(t);
  const rel = /\bparallel\b/.test(t) ? 'parallel' : /\bperpendicular\b/.test(t) ? 'perpendicular' : null;
  if (rel && eqs.length === 1 && pts.length === 1 && !slopeM)
    return reading(rel, { line: eqs[0], p: pts[0], form }, `${rel}(${eqs[0]}; (${pts[0].x}, ${pts[0].y}))`);
  if (rel) return null;
  const axis = /\b(?:cross(?:es)?|meets?|intersects?|touch(?:es)?|cuts?) the ([xy])-axis\b/.exec(t);
  if (axis && eqs.length === 1 && !pts.length)
    return reading('intercepts', { line: eqs[0], which: axis[1] }, `intercepts(${eqs[0]})`);
  if (/\bintersect|\bmeet\b|\bcross\b/.test(t) && eqs.length === 2 && !pts.length)
    return reading('intersection', { lines: eqs }, `intersect(${eqs.join('; ')})`);
  if (/\bslope\b|\bgradient\b/.test(t) && /\by-intercept\b/.test(t) && eqs.length === 1 && !pts.length && !slopeM)
    return reading('line-slope', { line: eqs[0], intercept: true }, `slope(${eqs[0]}), y-intercept`);
  if (/\bintercepts?\b/.test(t) && eqs.length === 1 && !pts.length) {
    const which =
      /\bx-intercept\b/.test(t) && !/\by-intercept\b/.test(t)
        ? 'x'
        : /\by-intercept\b/.test(t) && !/\bx-intercept\b/.test(t)
          ? 'y'
          : 'both';
    return reading('intercepts', { line: eqs[0], which }, `intercepts(${eqs[0]})`);
  }
  if (
    /\bcent(?:er|re)\b|\bradius\b/.test(t) &&
    eqs.length === 1 &&
    /x/.test(eqs[0]) &&
    /y/.test(eqs[0]) &&
    /\^\s*2/.test(eqs[0]) &&
    !pts.length
  )
    return reading('circle', { eq: eqs[0] }, `circle(${eqs[0]})`);
  if (/\bslope\b|\bgradient\b/.test(t) && eqs.length === 1 && !pts.length && !slopeM)
    return reading('line-slope', { line: eqs[0] }, `slope(${eqs[0]})`);
  if (!/\b(?:line|equation)\b/.test(t) || eqs.length) return null;
  if (pts.length === 2 && !slopeM)
    return reading('line', { p1: pts[0], p2: pts[1], form }, `line((${pts[0].x}, ${pts[0].y}), (${pts[1].x}, ${pts[1].y}))`);
  if (!pts.length && slopeM && yint) {
    const m = (slopeM[1] ?? slopeM[2]).replace(/\s+/g, ''),
      b = yint[1].replace(/\s+/g, '');
    return reading('line', { p1: { x: '0', y: b }, m, form }, `line(m = ${m}, b = ${b})`);
  }
  if (pts.length === 1 && slopeM) {
    const m = (slopeM[1] ?? slopeM[2]).replace(/\s+/g, '');
    return reading('line', { p1: pts[0], m, form }, `line((${pts[0].x}, ${pts[0].y}); m = ${m})`);
  }
  return null;
}

/** The answer of a line task: the requested form, with the three forms as steps after the slope. */
function lineAnswer(m: Q | null, p: { x: Q; y: Q }, form: string, steps: TopicAnswer['steps']): TopicAnswer {
  if (m === null) {
    const v = `x = ${qTex(p.x)}`;
    steps.push(step('vertical-line-slope', v, v, { eq: v }));
    return { kind: 'expression', latex: v, text: `x = ${qText(p.x)}`, steps, exact: true };
  }
  const ps = { latex: pointSlopeText(m, p.x, p.y, true), text: pointSlopeText(m, p.x, p.y, false) };
  const b = p.y.sub(m.mul(p.x));
  const si = slopeIntercept(m, b);
  const st = standard({ a: m.neg(), b: q(1), c: b.neg() });
  const sf = { latex: standardText(st, true), text: standardText(st, false) };
  steps.push(step('point-slope-form', 'y - y_1 = m(x - x_1)', ps.latex, { eq: ps.latex }));
  steps.push(
    step('slope-intercept-form', ps.latex, si.latex, { eq: `b = ${qTex(p.y)} - ${qIn(m)}\\cdot ${qIn(p.x)} = ${qTex(b)}` }),
  );
  if (form === 'standard') steps.push(step('standard-form-line', si.latex, sf.latex, { eq: sf.latex }));
  const out = form === 'standard' ? sf : form === 'point-slope' ? ps : si;
  return { kind: 'expression', latex: out.latex, text: out.text, steps, exact: true, graph: [`(${qText(m)})*x + (${qText(b)})`] };
}

/** A non-vertical line as a function of x for the graph (a x + b y + c = 0 → y = (-a x - c)/b); [] when vertical. */
const lineGraph = (l: Line): string[] =>
  l.b.equals(0) ? [] : [`((${qText(l.a.neg())})*x + (${qText(l.c.neg())}))/(${qText(l.b)})`];

/** The slope of a line from its coefficients (null for a vertical line). */
const slopeOf = (l: Line): Q | null => (l.b.equals(0) ? null : l.a.neg().div(l.b));

function solveLine(r: TopicReading): TopicAnswer {
  const p = r.params as { p1: Pt; p2?: Pt; m?: string; line?: string; p?: Pt; form: string };
  if (r.task === 'parallel' || r.task === 'perpendicular') {
    const given = lineOf(p.line!);
    const m0 = slopeOf(given);
    const pt = { x: q(p.p!.x), y: q(p.p!.y) };
    const eq = `${p.line}`;
    if (r.task === 'parallel') {
      const steps = [step('parallel-slope', eq, m0 ? `m = ${qTex(m0)}` : '\\text{vertical}', { m: m0 ? qTex(m0) : '\\infty' })];
      if (!m0) return lineAnswer(null, pt, p.form, steps);
      return lineAnswer(m0, pt, p.form, steps);
    }
    if (m0 !== null && m0.equals(0))
      return lineAnswer(null, pt, p.form, [step('perpendicular-slope', eq, '\\text{vertical}', { m: '0', mp: '\\infty' })]);
    const mp = m0 === null ? q(0) : q(-1).div(m0);
    return lineAnswer(mp, pt, p.form, [
      step('perpendicular-slope', eq, `m = ${qTex(mp)}`, { m: m0 ? qTex(m0) : '\\infty', mp: qTex(mp) }),
    ]);
  }
  const [x1, y1] = [q(p.p1.x), q(p.p1.y)];
  if (p.m !== undefined) return lineAnswer(q(p.m), { x: x1, y: y1 }, p.form, []);
  const [x2, y2] = [q(p.p2!.x), q(p.p2!.y)];
  if (x1.equals(x2) && y1.equals(y2))
    throw new MathError('VALIDATION_ERROR', 'The two points are the same', { reason: 'same-point' });
  const formula = 'm = \\frac{y_2 - y_1}{x_2 - x_1}';
  if (x1.equals(x2)) return lineAnswer(null, { x: x1, y: y1 }, p.form, [step('slope-formula', '', formula, { formula })]);
  const m = y2.sub(y1).div(x2.sub(x1));
  const steps = [
    step('slope-formula', formula, `m = \\frac{${qTex(y2)} - ${qIn(y1)}}{${qTex(x2)} - ${qIn(x1)}} = ${qTex(m)}`, { formula }),
  ];
  return lineAnswer(m, { x: x1, y: y1 }, p.form, steps);
}

function solveIntersection(r: TopicReading): TopicAnswer {
  const [e1, e2] = (r.params as { lines: string[] }).lines;
  const [l1, l2] = [lineOf(e1), lineOf(e2)];
  const det = l1.a.mul(l2.b).sub(l2.a.mul(l1.b));
  const steps = [step('elimination', `${e1},\\quad ${e2}`, `D = ${qTex(det)}`, { var: 'x, y' })];
  if (det.equals(0)) {
    const same = l1.a.mul(l2.c).equals(l2.a.mul(l1.c)) && l1.b.mul(l2.c).equals(l2.b.mul(l1.c));
    steps.push(step(same ? 'same-line' : 'parallel-no-intersection', `D = 0`, same ? '\\text{same line}' : '\\emptyset'));
    return same
      ? {
          kind: 'expression',
          latex: '\\text{infinitely many points}',
          text: 'infinitely many',
          words: { key: 'lines.coincide' },
          steps,
          exact: true,
        }
      : {
          kind: 'expression',
          latex: '\\emptyset',
          text: 'no intersection',
          words: { key: 'lines.parallel' },
          steps,
          exact: true,
        };
  }
  // a1 x + b1 y = -c1, a2 x + b2 y = -c2 (Cramer's rule)
  const x = l1.b.mul(l2.c).sub(l2.b.mul(l1.c)).div(det);
  const y = l2.a.mul(l1.c).sub(l1.a.mul(l2.c)).div(det);
  steps.push(step('back-substitution', `D = ${qTex(det)}`, `x = ${qTex(x)},\\quad y = ${qTex(y)}`));
  return {
    graph: [...lineGraph(l1), ...lineGraph(l2)],
    kind: 'point',
    latex: `\\left(${qTex(x)}, ${qTex(y)}\\right)`,
    text: `(${qText(x)}, ${qText(y)})`,
    steps,
    exact: true,
  };
}

function solveIntercepts(r: TopicReading): TopicAnswer {
  const { line, which } = r.params as { line: string; which: 'x' | 'y' | 'both' };
  const l = lineOf(line);
  const steps: TopicAnswer['steps'] = [];
  const out: string[] = [],
    tex: string[] = [];
  if (which !== 'y') {
    if (l.a.equals(0))
      throw new MathError('VALIDATION_ERROR', 'A horizontal line has no single x-intercept', { reason: 'no-x-intercept' });
    const x = l.c.neg().div(l.a);
    steps.push(step('x-intercept', line, `(${qTex(x)}, 0)`, { eq: `y = 0 \\to x = ${qTex(x)}` }));
    out.push(`(${qText(x)}, 0)`);
    tex.push(`\\left(${qTex(x)}, 0\\right)`);
  }
  if (which !== 'x') {
    if (l.b.equals(0))
      throw new MathError('VALIDATION_ERROR', 'A vertical line has no single y-intercept', { reason: 'no-y-intercept' });
    const y = l.c.neg().div(l.b);
    steps.push(step('y-intercept', line, `(0, ${qTex(y)})`, { eq: `x = 0 \\to y = ${qTex(y)}` }));
    out.push(`(0, ${qText(y)})`);
    tex.push(`\\left(0, ${qTex(y)}\\right)`);
  }
  const graph = lineGraph(l);
  return {
    kind: out.length > 1 ? 'list' : 'point',
    latex: tex.join(',\\quad '),
    text: out.join(', '),
    steps,
    exact: true,
    graph,
  };
}

function solveLineSlope(r: TopicReading): TopicAnswer {
  const { line } = r.params as { line: string };
  const l = lineOf(line);
  const m = slopeOf(l);
  if (!m)
    return {
      kind: 'expression',
      latex: '\\text{undefined}',
      text: 'undefined',
      words: { key: 'lines.vertical-slope' },
      steps: [step('vertical-line-slope', line, `x = ${qTex(l.c.neg().div(l.a))}`, { eq: 'x = c' })],
      exact: true,
    };
  const b = l.c.neg().div(l.b);
  const si = slopeIntercept(m, b);
  const steps = [step('slope-from-equation', line, si.latex, { eq: si.latex, m: qTex(m) })];
  if ((r.params as { intercept?: boolean }).intercept) {
    steps.push(step('y-intercept', si.latex, `(0, ${qTex(b)})`, { eq: `x = 0 \\to y = ${qTex(b)}` }));
    return {
      kind: 'list',
      latex: `m = ${qTex(m)},\\quad (0, ${qTex(b)})`,
      text: `slope ${qText(m)}, y-intercept (0, ${qText(b)})`,
      words: {
        key: 'lines.slope-intercept',
        params: { m: qTex(m), point: `(0, ${qTex(b)})` },
        paramsText: { m: qText(m), point: `(0, ${qText(b)})` },
      },
      steps,
      exact: true,
    };
  }
  return rationalAnswer(m, steps);
}

function solveCircle(r: TopicReading): TopicAnswer {
  const { eq } = r.params as { eq: string };
  const F = equationExpr(eq);
  const c0 = at(F, q(0), q(0));
  const [px, mx, py, my] = [at(F, q(1), q(0)), at(F, q(-1), q(0)), at(F, q(0), q(1)), at(F, q(0), q(-1))];
  const a = px.add(mx).sub(c0.mul(2)).div(2),
    D = px.sub(mx).div(2);
  const a2 = py.add(my).sub(c0.mul(2)).div(2),
    E = py.sub(my).div(2);
  const [A, Dn, En, C] = [a.valueOf(), D.valueOf(), E.valueOf(), c0.valueOf()];
  if (a.equals(0) || !a.equals(a2) || !matches(F, (x, y) => A * (x * x + y * y) + Dn * x + En * y + C))
    throw new MathError('UNSUPPORTED', 'Not the equation of a circle', { reason: 'not-a-circle' });
  const h = D.neg().div(a.mul(2)),
    k = E.neg().div(a.mul(2));
  const r2 = h.mul(h).add(k.mul(k)).sub(c0.div(a));
  if (r2.compare(0) <= 0)
    throw new MathError('VALIDATION_ERROR', 'The equation describes no circle (r² ≤ 0)', { reason: 'not-a-circle' });
  const rad = exact(`sqrt(${qText(r2)})`);
  const sx = h.equals(0) ? 'x^{2}' : `(x ${h.compare(0) > 0 ? '-' : '+'} ${qTex(h.abs())})^{2}`;
  const sy = k.equals(0) ? 'y^{2}' : `(y ${k.compare(0) > 0 ? '-' : '+'} ${qTex(k.abs())})^{2}`;
  const std = `${sx} + ${sy} = ${qTex(r2)}`;
  const steps = [
    step('circle-standard-form', eq, std, { eq: std }),
    step('circle-center-radius', std, `(h, k) = (${qTex(h)}, ${qTex(k)}),\\quad r = \\sqrt{${qTex(r2)}} = ${rad.latex}`, {
      center: `(${qTex(h)}, ${qTex(k)})`,
      r: rad.latex,
    }),
  ];
  const plain = isPlainNumber(rad.text);
  return {
    kind: 'list',
    latex: `\\text{center } \\left(${qTex(h)}, ${qTex(k)}\\right),\\quad r = ${rad.latex}`,
    text: `center (${qText(h)}, ${qText(k)}), radius ${rad.text}`,
    words: {
      key: 'lines.circle',
      params: { center: `\\left(${qTex(h)}, ${qTex(k)}\\right)`, r: rad.latex },
      paramsText: { center: `(${qText(h)}, ${qText(k)})`, r: rad.text },
    },
    ...(plain ? {} : { approx: fmt(rad.value) }),
    steps,
    exact: true,
  };
}

/** Solves every line/circle task (see the module comment). */
export function solveLines(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  switch (r.task) {
    case 'intersection':
      return solveIntersection(r);
    case 'intercepts':
      return solveIntercepts(r);
    case 'line-slope':
      return solveLineSlope(r);
    case 'circle':
      return solveCircle(r);
    default:
      return solveLine(r);
  }
}

/** F(x, y) = lhs − rhs of a printed answer equation, evaluated in floating point. */
function onLine(answerText: string, x: number, y: number): boolean {
  const v = evalReal(equationExpr(answerText), { x, y });
  return Math.abs(v) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
}
const num = (s: string) => q(s).valueOf();

/** Independent checks by substitution in floating point: the answer line contains the points, has the slope asked
 * (a second point along it), the intersection lies on both lines, intercepts lie on the line and on an axis, and the
 * circle's centre/radius reproduce the equation at sample points. */
export function verifyLines(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params as Record<string, unknown>;
  if (r.task === 'line' || r.task === 'parallel' || r.task === 'perpendicular') {
    const p1 = (p.p1 ?? p.p) as Pt;
    const [x1, y1] = [num(p1.x), num(p1.y)];
    if (!onLine(a.text, x1, y1)) return false;
    if (p.p2) return onLine(a.text, num((p.p2 as Pt).x), num((p.p2 as Pt).y));
    const m: number | null = p.m !== undefined ? num(p.m as string) : null;
    if (p.line) {
      const F = equationExpr(p.line as string);
      const [A, B] = [
        evalReal(F, { x: 1, y: 0 }) - evalReal(F, { x: 0, y: 0 }),
        evalReal(F, { x: 0, y: 1 }) - evalReal(F, { x: 0, y: 0 }),
      ];
      // direction of the given line is (B, -A); parallel keeps it, perpendicular turns it to (A, B)
      const [dx, dy] = r.task === 'parallel' ? [B, -A] : [A, B];
      return onLine(a.text, x1 + dx, y1 + dy) && !onLine(a.text, x1 + dy, y1 - dx);
    }
    return m === null ? false : onLine(a.text, x1 + 1, y1 + m) && !onLine(a.text, x1 + 1, y1 + m + 1);
  }
  if (r.task === 'intersection') {
    const m = /^\((.+), (.+)\)$/.exec(a.text);
    if (!m)
      return a.text === 'no intersection' || a.text === 'infinitely many' ? parallelCheck(p.lines as string[], a.text) : false;
    return (p.lines as string[]).every((l) => onLine(l, num(m[1]), num(m[2])));
  }
  if (r.task === 'intercepts') {
    return [...a.text.matchAll(/\(([^,]+), ([^)]+)\)/g)].every(
      (m) => (m[1] === '0' || m[2] === '0') && onLine(p.line as string, num(m[1]), num(m[2])),
    );
  }
  if (r.task === 'line-slope') {
    const F = equationExpr(p.line as string);
    if (a.text === 'undefined') return Math.abs(evalReal(F, { x: 0, y: 1 }) - evalReal(F, { x: 0, y: 0 })) < 1e-12;
    const y0 = -evalReal(F, { x: 0, y: 0 }) / (evalReal(F, { x: 0, y: 1 }) - evalReal(F, { x: 0, y: 0 }));
    const both = /^slope (\S+), y-intercept \(0, (\S+)\)$/.exec(a.text);
    if (both) return onLine(p.line as string, 0, num(both[2])) && onLine(p.line as string, 1, num(both[2]) + num(both[1]));
    return onLine(p.line as string, 1, y0 + num(a.text));
  }
  const m = /^center \((.+), (.+)\), radius (.+)$/.exec(a.text);
  if (!m) return false;
  const [h, k, rad] = [num(m[1]), num(m[2]), exact(m[3]).value];
  const F = equationExpr(p.eq as string);
  return (
    [0, 1, 2, 3].every(
      (i) =>
        Math.abs(evalReal(F, { x: h + rad * Math.cos(i + 0.3), y: k + rad * Math.sin(i + 0.3) })) < 1e-7 * Math.max(1, rad * rad),
    ) && Math.abs(evalReal(F, { x: h, y: k })) > 1e-9
  );
}

function parallelCheck(lines: string[], text: string): boolean {
  const [F1, F2] = lines.map(equationExpr);
  const pts = [
    [0, 0],
    [1, 0],
    [0, 1],
  ].map(([x, y]) => [evalReal(F1, { x, y }), evalReal(F2, { x, y })]);
  const [A1, B1, A2, B2] = [pts[1][0] - pts[0][0], pts[2][0] - pts[0][0], pts[1][1] - pts[0][1], pts[2][1] - pts[0][1]];
  if (!near(A1 * B2, A2 * B1)) return false;
  const sameLine = near(A1 * pts[0][1], A2 * pts[0][0]) && near(B1 * pts[0][1], B2 * pts[0][0]);
  return text === 'infinitely many' ? sameLine : !sameLine;
}
