/**
 * Oblique triangles: the law of sines (AAS, ASA, and SSA with the ambiguous case named: none, one or two triangles)
 * and the law of cosines (SAS for the third side, SSS for an angle). Sides are lower-case a, b, c, the opposite angles
 * upper-case A, B, C (in degrees). Exact at special angles through the engine's exact trigonometric values, else a
 * decimal (marked inexact). Checked by completing the triangle numerically and testing all three cosine laws.
 * Source: OpenStax Algebra and Trigonometry 2e §10.1 "Non-right Triangles: Law of Sines" and §10.2 "Law of Cosines".
 */
import { type Expr, PI, fn, num, symbols } from '../../ast';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';
import { mkMul, mkPow, simplify } from '../../simplify';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { L, T, bad, reading, step } from './util';

const NUMV = '(\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?|\\d*\\s*sqrt\\(\\d+\\))';
const ASSIGN = new RegExp(`(?:\\b(?:side|angle|∠)\\s*)?\\b([abc])\\s*=\\s*${NUMV}\\s*(°|degrees?\\b|deg\\b)?`, 'gi');
const FILLER =
  /\b(?:use|using|apply|sides|angles|the|law|of|sines?|cosines?|in|a|an|triangle|abc|with|has|and|given|that|if|where|find|solve|for|side|length|angle|measure|measures|to|nearest|tenth|hundredth|degree|degrees|determine|calculate|compute|what|is|missing|unknown|all|possible|values|value|its|opposite|exact|exactly|value)\b|[,.;:∠]/gi;

/** Reads a triangle given by letters ("a = 3, b = 4, C = 60°, find c"); null unless every word is accounted for. */
export function readTriangle(q: string): TopicReading | null {
  if (!/\b(?:triangle|law of (?:co)?sines)\b/i.test(q) && !/\bfind\b/i.test(q)) return null;
  const sides: Record<string, string> = {};
  const angles: Record<string, string> = {};
  let rest = q.replace(ASSIGN, (all, l: string, v: string, unit?: string) => {
    const angle = l === l.toUpperCase() || !!unit;
    (angle ? angles : sides)[l.toLowerCase()] = v.replace(/\s+/g, '');
    return ' ';
  });
  const t =
    /\b(?:find|solve for|determine|calculate|compute|what is)\s+(?:the\s+)?(?:all (?:the )?possible values of\s+)?(?:(?:length of\s+)?(?:side\s+)?|(?:measure of\s+)?(?:angle\s+|∠\s*)?)\b([abc])\b/i.exec(
      rest,
    );
  if (!t) return null;
  const tl = t[1]!;
  const isAngle = tl === tl.toUpperCase() || /angle|∠/i.test(t[0]);
  rest = rest.replace(t[0], ' ').replace(FILLER, ' ');
  if (rest.trim()) return null;
  const target = tl.toLowerCase();
  if ((isAngle ? angles : sides)[target]) return null;
  const nA = Object.keys(angles).length,
    nS = Object.keys(sides).length;
  if (nA + nS !== 3 || nA === 3) return null;
  const task =
    nS === 3 || (nS === 2 && nA === 1 && angles[['a', 'b', 'c'].find((x) => !sides[x])!] !== undefined)
      ? 'law-of-cosines'
      : 'law-of-sines';
  const show = [
    ...Object.entries(sides).map(([k, v]) => `${k} = ${v}`),
    ...Object.entries(angles).map(([k, v]) => `${k.toUpperCase()} = ${v}°`),
  ];
  const want = isAngle ? target.toUpperCase() : target;
  return reading(
    task,
    { sides, angles, target, isAngle },
    `${show.join(',\\; ').replace(/°/g, '^{\\circ}')},\\; ${want} = ?`,
    `triangle ${show.join(', ')}; find ${want}`,
  );
}

const radOf = (deg: Expr) => simplify(mkMul([deg, PI, mkPow(num(180), num(-1))]));
const E = (s: string) => simplify(parse(s));
const hasTrig = (e: Expr) => /sin|cos|tan|acos|asin/.test(T(e));
const dec = (v: number, d = 2) => String(Number(v.toFixed(d)));

function sideAnswer(e: Expr, steps: Step[]): TopicAnswer {
  const v = evalReal(e);
  if (!(v > 0)) throw bad('no-triangle', 'No triangle has these measures');
  if (hasTrig(e)) return { kind: 'number', latex: `\\approx ${dec(v)}`, text: dec(v), approx: dec(v, 6), steps, exact: false };
  const ap = e.k === 'num' && e.d === 1n ? undefined : dec(v, 6);
  return { kind: 'number', latex: L(e), text: T(e), ...(ap ? { approx: ap } : {}), steps, exact: true };
}
function angleDeg(rad: Expr): { latex: string; text: string; exact: boolean; v: number } {
  const d = simplify(mkMul([rad, num(180), mkPow(PI, num(-1))]));
  const v = evalReal(d);
  if (d.k === 'num') return { latex: `${L(d)}^{\\circ}`, text: `${T(d)}°`, exact: true, v };
  return { latex: `${dec(v)}^{\\circ}`, text: `${dec(v)}°`, exact: false, v };
}

/** Solves a law-of-sines or law-of-cosines reading; see the module comment. */
export function solveTriangle(r: TopicReading): TopicAnswer {
  const sides = { ...(r.params.sides as Record<string, string>) };
  const angles = { ...(r.params.angles as Record<string, string>) };
  const t = String(r.params.target);
  const steps: Step[] = [];
  const letters = ['a', 'b', 'c'];
  if (
    Object.values(angles).some((v) => !(evalReal(E(v)) > 0 && evalReal(E(v)) < 180)) ||
    Object.values(sides).some((v) => !(evalReal(E(v)) > 0))
  )
    throw bad('bad-measure', 'Angles must be between 0° and 180° and sides positive');
  if (Object.keys(angles).length === 2) {
    const k = letters.find((x) => !angles[x])!;
    const third = simplify(parse(`180 - (${Object.values(angles).join(') - (')})`));
    if (evalReal(third) <= 0) throw bad('no-triangle', 'The angles add up to 180° or more');
    steps.push(
      step('trig-angle-sum', '', `${k.toUpperCase()} = ${L(third)}^{\\circ}`, {
        eq: `${k.toUpperCase()} = 180^{\\circ} - ${Object.values(angles)
          .map((v) => `${v}^{\\circ}`)
          .join(' - ')} = ${L(third)}^{\\circ}`,
      }),
    );
    angles[k] = T(third);
    if (r.params.isAngle && k === t)
      return { kind: 'number', latex: `${L(third)}^{\\circ}`, text: `${T(third)}°`, steps, exact: true };
  }
  if (r.task === 'law-of-cosines') return cosines(sides, angles, t, !!r.params.isAngle, steps);
  const pair = letters.find((x) => sides[x] && angles[x]);
  if (!pair)
    throw new MathError('UNSUPPORTED', 'A side and its opposite angle are needed for the law of sines', { reason: 'no-pair' });
  const formula = '\\frac{a}{\\sin A} = \\frac{b}{\\sin B} = \\frac{c}{\\sin C}';
  steps.push(step('trig-law-of-sines', '', formula, { formula }));
  const [s0, A0] = [E(sides[pair]!), radOf(E(angles[pair]!))];
  if (!r.params.isAngle) {
    if (!angles[t]) throw new MathError('UNSUPPORTED', 'The opposite angle is needed', { reason: 'no-angle' });
    const x = simplify(mkMul([s0, fn('sin', radOf(E(angles[t]!))), mkPow(fn('sin', A0), num(-1))]));
    const eq = `${t} = \\frac{${L(s0)} \\sin ${angles[t]}^{\\circ}}{\\sin ${angles[pair]}^{\\circ}} = ${hasTrig(x) ? `\\approx ${dec(evalReal(x))}` : L(x)}`;
    steps.push(step('trig-substitute', '', eq, { eq }));
    return sideAnswer(x, steps);
  }
  return ambiguous(s0, A0, E(sides[t]!), pair, t, angles[pair]!, steps);
}

/** SSA: sin X = x sin S / s; none, one or two angles X (X and 180° − X when the second also fits). */
function ambiguous(s0: Expr, A0: Expr, x: Expr, pair: string, t: string, Adeg: string, steps: Step[]): TopicAnswer {
  const sinX = simplify(mkMul([x, fn('sin', A0), mkPow(s0, num(-1))]));
  const v = evalReal(sinX);
  const X = t.toUpperCase();
  const sub = `\\sin ${X} = \\frac{${L(x)} \\sin ${Adeg}^{\\circ}}{${L(s0)}} = ${hasTrig(sinX) ? `\\approx ${dec(v, 4)}` : L(sinX)}`;
  steps.push(step('trig-substitute', '', sub, { eq: sub }));
  if (v > 1 + 1e-12) {
    steps.push(step('trig-ambiguous-case', sub, '\\text{no triangle}', { eq: `\\sin ${X} > 1`, count: '0' }));
    return {
      kind: 'list',
      latex: '\\text{no triangle}',
      text: 'no triangle',
      words: { key: 'trigonometry.no-triangle' },
      items: [],
      steps,
      exact: true,
    };
  }
  const X1 = angleDeg(simplify(fn('asin', sinX)));
  const X2v = 180 - X1.v;
  const two = Math.abs(v - 1) > 1e-12 && X2v + evalReal(E(Adeg)) < 180 - 1e-9;
  const items = [X1];
  if (two) {
    const X2 = X1.exact
      ? angleDeg(simplify(parse(`pi - (${T(simplify(fn('asin', sinX)))})`)))
      : { latex: `${dec(X2v)}^{\\circ}`, text: `${dec(X2v)}°`, exact: false, v: X2v };
    items.push(X2);
  }
  const eq = two
    ? `${X} = ${items[0]!.latex} \\text{ or } ${X} = 180^{\\circ} - ${items[0]!.latex} = ${items[1]!.latex}`
    : `${X} = ${items[0]!.latex}`;
  steps.push(step('trig-ambiguous-case', sub, items.map((i) => i.latex).join(', '), { eq, count: String(items.length) }));
  void pair;
  return {
    kind: 'list',
    latex: items.map((i) => i.latex).join(',\\; '),
    text: items.map((i) => i.text).join(', '),
    items: items.map((i) => i.latex),
    steps,
    exact: items.every((i) => i.exact),
  };
}

function cosines(
  sides: Record<string, string>,
  angles: Record<string, string>,
  t: string,
  isAngle: boolean,
  steps: Step[],
): TopicAnswer {
  const [p, q] = ['a', 'b', 'c'].filter((x) => x !== t) as [string, string];
  const formula = `${t}^{2} = ${p}^{2} + ${q}^{2} - 2${p}${q}\\cos ${t.toUpperCase()}`;
  steps.push(step('trig-law-of-cosines', '', formula, { formula }));
  const [P, Q] = [E(sides[p]!), E(sides[q]!)];
  if (!isAngle) {
    const C = radOf(E(angles[t]!));
    const x = simplify(mkPow(simplify(parse(`(${T(P)})^2 + (${T(Q)})^2 - 2*(${T(P)})*(${T(Q)})*cos(${T(C)})`)), num(1, 2)));
    const eq = `${t} = \\sqrt{${L(P)}^{2} + ${L(Q)}^{2} - 2 \\cdot ${L(P)} \\cdot ${L(Q)} \\cos ${angles[t]}^{\\circ}} = ${hasTrig(x) ? `\\approx ${dec(evalReal(x))}` : L(x)}`;
    steps.push(step('trig-substitute', '', eq, { eq }));
    return sideAnswer(x, steps);
  }
  const X = E(sides[t]!);
  const cosX = simplify(parse(`((${T(P)})^2 + (${T(Q)})^2 - (${T(X)})^2) / (2*(${T(P)})*(${T(Q)}))`));
  if (Math.abs(evalReal(cosX)) >= 1) throw bad('no-triangle', 'These sides do not form a triangle');
  const ang = angleDeg(simplify(fn('acos', cosX)));
  const eq = `\\cos ${t.toUpperCase()} = \\frac{${L(P)}^{2} + ${L(Q)}^{2} - ${L(X)}^{2}}{2 \\cdot ${L(P)} \\cdot ${L(Q)}} = ${L(cosX)} \\Rightarrow ${t.toUpperCase()} = ${ang.latex}`;
  steps.push(step('trig-substitute', '', eq, { eq }));
  return {
    kind: 'number',
    latex: ang.latex,
    text: ang.text,
    ...(ang.exact ? {} : { approx: dec(ang.v, 6) }),
    steps,
    exact: ang.exact,
  };
}

/** Completes the triangle numerically with each answer and checks the three cosine laws and the angle sum. */
export function verifyTriangle(r: TopicReading, a: TopicAnswer): boolean {
  const t = String(r.params.target);
  const num_ = (s: string) => evalReal(parse(s.replace(/°$/, '')));
  if (a.text === 'no triangle') {
    const s = r.params.sides as Record<string, string>,
      g = r.params.angles as Record<string, string>;
    const pair = ['a', 'b', 'c'].find((x) => s[x] && g[x])!;
    return (num_(s[t]!) * Math.sin((num_(g[pair]!) * Math.PI) / 180)) / num_(s[pair]!) > 1;
  }
  const tol = a.exact ? 1e-9 : 5e-3;
  return a.text.split(/,\s*/).every((ans) => {
    const S: Record<string, number> = {},
      G: Record<string, number> = {};
    for (const [k, v] of Object.entries(r.params.sides as Record<string, string>)) S[k] = num_(v);
    for (const [k, v] of Object.entries(r.params.angles as Record<string, string>)) G[k] = (num_(v) * Math.PI) / 180;
    if (r.params.isAngle) G[t] = (num_(ans) * Math.PI) / 180;
    else S[t] = num_(ans);
    const ks = ['a', 'b', 'c'];
    for (let it = 0; it < 3; it++) {
      if (Object.keys(G).length === 2)
        G[ks.find((k) => G[k] === undefined)!] = Math.PI - Object.values(G).reduce((x, y) => x + y, 0);
      const pair = ks.find((k) => S[k] !== undefined && G[k] !== undefined);
      for (const k of ks) {
        if (S[k] === undefined && G[k] !== undefined && pair) S[k] = (S[pair]! * Math.sin(G[k]!)) / Math.sin(G[pair]!);
        if (G[k] === undefined && ks.every((j) => S[j] !== undefined)) {
          const [p, q] = ks.filter((j) => j !== k);
          G[k] = Math.acos((S[p!]! ** 2 + S[q!]! ** 2 - S[k]! ** 2) / (2 * S[p!]! * S[q!]!));
        }
      }
    }
    if (ks.some((k) => !(S[k]! > 0) || !(G[k]! > 0))) return false;
    const sum = G.a! + G.b! + G.c!;
    return (
      Math.abs(sum - Math.PI) < tol &&
      ks.every((k) => {
        const [p, q] = ks.filter((j) => j !== k);
        const lhs = S[k]! ** 2,
          rhs = S[p!]! ** 2 + S[q!]! ** 2 - 2 * S[p!]! * S[q!]! * Math.cos(G[k]!);
        return Math.abs(lhs - rhs) <= tol * Math.max(1, lhs);
      })
    );
  });
}
void symbols;
