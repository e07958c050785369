/**
 * Angles and values: degrees ↔ radians, exact values on the unit circle (reference angle and the quadrant's sign),
 * inverse functions at exact values, reference angles, coterminal angles and quadrants. Exact values come from the
 * engine's simplifier (special angles at multiples of π/12); checks recompute with Math.sin/cos/tan.
 * Source: OpenStax Algebra and Trigonometry 2e §7.1–7.4 and §8.3 (CC BY 4.0).
 */
import { type Expr, PI, fn, isNum, num, qsub, type Num, qval } from '../../ast';
import { MathError } from '../../errors';
import { mkMul, simplify } from '../../simplify';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import {
  DEG,
  FN,
  FN_WORDS,
  L,
  T,
  angleText,
  answer,
  bad,
  degLatex,
  degText,
  degreesOf,
  near,
  piMultiple,
  radiansOf,
  reading,
  step,
  valueOf,
} from './util';
import { parse } from '../../parse';
import { evalReal } from '../../numeric';

const ANG = '(.+?)';
const READERS: [RegExp, string, (m: RegExpExecArray) => Record<string, unknown> | null][] = [
  [new RegExp(`^${ANG}\\s+(?:to|in|into|as|=)\\s+(?:rad|radians?)(?: measure)?$`, 'i'), 'deg-to-rad', (m) => conv(m[1]!, true)],
  [
    new RegExp(`^(?:radian measure of|how many radians (?:are|is) (?:in|there in))\\s+${ANG}$`, 'i'),
    'deg-to-rad',
    (m) => conv(m[1]!, true),
  ],
  [new RegExp(`^${ANG}\\s+(?:to|in|into|as|=)\\s+(?:deg|degrees?)(?: measure)?$`, 'i'), 'rad-to-deg', (m) => conv(m[1]!, false)],
  [
    new RegExp(`^(?:degree measure of|how many degrees (?:are|is) (?:in|there in))\\s+${ANG}$`, 'i'),
    'rad-to-deg',
    (m) => conv(m[1]!, false),
  ],
  [
    new RegExp(`^(?:reference angle (?:of|for)|reference angle of the angle)\\s+${ANG}$`, 'i'),
    'reference-angle',
    (m) => one(m[1]!),
  ],
  [
    new RegExp(
      `^(?:(?:an?|the) )?(?:angle )?(?:coterminal (?:angle )?(?:with|of|to)|coterminal angle)\\s+${ANG}(?:\\s*,?\\s*(?:between 0 and 360(?: degrees)?|between 0 and 2\\s*(?:pi|π)|in \\[0\\s*,\\s*(?:360|2\\s*(?:pi|π))\\)|where 0\\s*(?:°|degrees?)?\\s*<=\\s*[a-zα-ω]+\\s*<\\s*(?:360\\s*(?:°|degrees?)?|2\\s*(?:pi|π))))?$`,
      'i',
    ),
    'coterminal',
    (m) => one(m[1]!),
  ],
  [
    new RegExp(
      `^(?:quadrant of|(?:in )?(?:which|what) quadrant (?:is|does|do)(?: the (?:terminal side of(?: the angle)?|angle))?)\\s+${ANG}(?:\\s+(?:lie|in|lie in|located in|fall in))?$`,
      'i',
    ),
    'quadrant',
    (m) => one(m[1]!),
  ],
  [
    new RegExp(`^(?:(?:exact )?value of\\s+)?(${FN})\\s*(?:of\\s+)?${ANG}(?:\\s+exactly|\\s+without a calculator)?$`, 'i'),
    'exact-value',
    (m) => {
      const a = one(m[2]!);
      return a && { ...a, fn: FN_WORDS[m[1]!.toLowerCase()] };
    },
  ],
  [
    new RegExp(
      `^(?:(?:exact )?value of\\s+)?(arc(?:sin|cos|tan)|a(?:sin|cos|tan)|(?:sin|cos|tan)\\s*\\^\\s*\\{?\\s*-\\s*1\\s*\\}?|inverse (?:sine|cosine|tangent))\\s*(?:of\\s+)?(.+?)(?:\\s+in (degrees|radians))?$`,
      'i',
    ),
    'inverse',
    (m) => {
      const x = m[2]!.trim().replace(/^\((.*)\)$/, '$1');
      try {
        const e = simplify(parse(x));
        if (!isNum(e) && !Number.isFinite(evalReal(e))) return null;
      } catch {
        return null;
      }
      const name = m[1]!.toLowerCase().replace(/\s+/g, '');
      const f = /cos/.test(name) ? 'acos' : /tan/.test(name) ? 'atan' : 'asin';
      return { fn: f, x, deg: m[3]?.toLowerCase() === 'degrees' };
    },
  ],
];
/** A word beyond function names, π and √: the question is phrased in words, not bare notation. */
const NOTATION_WORDS = /\b(?!(?:a?(?:sin|cos|tan)|arc(?:sin|cos|tan)|sec|csc|cot|pi|sqrt|rad)\b)[a-z]{2,}\b/i;

function conv(s: string, wantRad: boolean): Record<string, unknown> | null {
  const a = angleText(s);
  if (!a) return null;
  if (wantRad && !a.deg) return /^-?\d+(?:\.\d+)?$/.test(a.src) ? { src: a.src, deg: true } : null;
  if (!wantRad && a.deg) return null;
  return { src: a.src, deg: wantRad };
}
function one(s: string): Record<string, unknown> | null {
  const a = angleText(s.replace(/^(?:the )?angle\s+/i, ''));
  return a && { src: a.src, deg: a.deg };
}

/** Reads the value tasks (conversions, exact values, inverse, reference/coterminal angle, quadrant); null otherwise. */
export function readValues(q: string): TopicReading | null {
  for (const [re, task, params] of READERS) {
    const m = re.exec(q);
    const p = m && params(m);
    if (!p) continue;
    // bare notation ("cos(5π/6)", "tan 45°", "arcsin(1/2)") is the core calculator's: it already answers it exactly
    if ((task === 'exact-value' || task === 'inverse') && !NOTATION_WORDS.test(q)) return null;
    const ang = p.deg ? `${p.src}^{\\circ}` : String(p.src);
    const latex =
      task === 'exact-value'
        ? `\\${String(p.fn)}\\left(${ang}\\right)`
        : task === 'inverse'
          ? `\\${String(p.fn).replace('a', 'arc')}\\left(${String(p.x)}\\right)`
          : `${task}(${ang})`;
    const text =
      task === 'exact-value'
        ? `${String(p.fn)}(${String(p.src)}${p.deg ? '°' : ''})`
        : task === 'inverse'
          ? `${String(p.fn)}(${String(p.x)})`
          : `${task}(${String(p.src)}${p.deg ? '°' : ''})`;
    return reading(task, p, latex.replace(/pi/g, '\\pi '), text);
  }
  return null;
}
void DEG;

const turns = (rad: Expr) => {
  const t = piMultiple(rad);
  if (!t) return null;
  return num(((t.n % (2n * t.d)) + 2n * t.d) % (2n * t.d), t.d) as Num; // in [0, 2)
};
const QUAD = ['I', 'II', 'III', 'IV'];
/** Quadrant (1–4) and reference angle (as a multiple of π) of t·π, t in [0, 2); axis angles give quadrant 0. */
function quadrantOf(t: Num): { q: number; ref: Num } {
  const v = qval(t);
  if ([0, 0.5, 1, 1.5].includes(v)) return { q: 0, ref: v === 0 || v === 1 ? (num(0) as Num) : (num(1, 2) as Num) };
  if (v < 0.5) return { q: 1, ref: t };
  if (v < 1) return { q: 2, ref: qsub(num(1) as Num, t) };
  if (v < 1.5) return { q: 3, ref: qsub(t, num(1) as Num) };
  return { q: 4, ref: qsub(num(2) as Num, t) };
}
const piExpr = (t: Num) => simplify(mkMul([t, PI]));
const inUnit = (rad: Expr, deg: boolean) =>
  deg ? { latex: degLatex(degreesOf(rad)), text: degText(degreesOf(rad)) } : { latex: L(rad), text: T(rad) };

function convertSteps(r: TopicReading): { rad: Expr; steps: Step[] } {
  const rad = radiansOf(r.params.src, r.params.deg);
  const steps: Step[] = [];
  if (r.params.deg) {
    const eq = `${String(r.params.src)}^{\\circ} = ${String(r.params.src)} \\cdot \\frac{\\pi}{180}`;
    steps.push(step('trig-deg-to-rad', `${String(r.params.src)}^{\\circ}`, L(rad), { eq }));
  }
  return { rad, steps };
}

/** Solves the value tasks; see the module comment. */
export function solveValues(r: TopicReading): TopicAnswer {
  const { rad, steps } = r.task === 'inverse' ? { rad: num(0), steps: [] as Step[] } : convertSteps(r);
  switch (r.task) {
    case 'deg-to-rad': {
      const src = String(r.params.src);
      const eq = `\\frac{${src}\\pi}{180} = ${L(rad)}`;
      return answer(L(rad), T(rad), [...steps, step('trig-simplify', `\\frac{${src}\\pi}{180}`, L(rad), { eq })], rad);
    }
    case 'rad-to-deg': {
      const d = degreesOf(rad);
      const raw = `${L(rad)} \\cdot \\frac{180^{\\circ}}{\\pi}`;
      return answer(
        degLatex(d),
        degText(d),
        [
          step('trig-rad-to-deg', L(rad), raw, { eq: raw }),
          step('trig-simplify', raw, degLatex(d), { eq: `${raw} = ${degLatex(d)}` }),
        ],
        d,
        { unit: '°' },
      );
    }
    case 'exact-value':
      return exactValue(String(r.params.fn), rad, steps);
    case 'inverse':
      return inverse(r);
    default:
      return angleFacts(r, rad, steps);
  }
}

function exactValue(f: string, rad: Expr, steps: Step[]): TopicAnswer {
  const t = turns(rad);
  const call = `\\${f}\\left(${L(rad)}\\right)`;
  if (t) {
    const { q, ref } = quadrantOf(t);
    if (q) steps.push(step('trig-reference-angle', L(rad), L(piExpr(ref)), { quadrant: QUAD[q - 1]!, ref: L(piExpr(ref)) }));
  }
  let v: Expr;
  try {
    v = simplify(fn(f, rad));
  } catch (e) {
    if (e instanceof MathError) {
      const eq = f === 'tan' || f === 'sec' ? `\\cos\\left(${L(rad)}\\right) = 0` : `\\sin\\left(${L(rad)}\\right) = 0`;
      steps.push(step('trig-undefined', call, '\\text{undefined}', { eq }));
      return {
        kind: 'expression',
        latex: '\\text{undefined}',
        text: 'undefined',
        words: { key: 'common.undefined' },
        steps,
        exact: true,
      };
    }
    throw e;
  }
  const exact = !/sin|cos|tan|sec|csc|cot/.test(T(v));
  if (!exact) return answer(L(v), T(v), steps, v, { exact: false });
  steps.push(
    step(t && quadrantOf(t).q ? 'trig-sign-in-quadrant' : 'trig-special-value', call, L(v), { eq: `${call} = ${L(v)}` }),
  );
  return answer(L(v), T(v), steps, v);
}

const RANGE: Record<string, string> = {
  asin: '\\left[-\\frac{\\pi}{2}, \\frac{\\pi}{2}\\right]',
  acos: '\\left[0, \\pi\\right]',
  atan: '\\left(-\\frac{\\pi}{2}, \\frac{\\pi}{2}\\right)',
};
function inverse(r: TopicReading): TopicAnswer {
  const f = String(r.params.fn);
  const x = simplify(parse(String(r.params.x)));
  const xv = evalReal(x);
  if (f !== 'atan' && Math.abs(xv) > 1 + 1e-12) throw bad('outside-domain', `${f} is defined only on [-1, 1]`);
  const v = simplify(fn(f, x));
  const exact = !/asin|acos|atan/.test(T(v));
  const base = f.slice(1);
  const eq = `\\${base}\\left(${L(v)}\\right) = ${L(x)}`;
  const steps = [step('trig-inverse-range', `\\${f.replace('a', 'arc')}\\left(${L(x)}\\right)`, L(v), { range: RANGE[f]!, eq })];
  if (!r.params.deg) return answer(L(v), T(v), steps, v, { exact });
  const d = degreesOf(v);
  steps.push(step('trig-rad-to-deg', L(v), degLatex(d), { eq: `${L(v)} \\cdot \\frac{180^{\\circ}}{\\pi} = ${degLatex(d)}` }));
  return answer(degLatex(d), degText(d), steps, d, { unit: '°', exact });
}

function angleFacts(r: TopicReading, rad: Expr, steps: Step[]): TopicAnswer {
  const t = turns(rad);
  if (!t) throw new MathError('UNSUPPORTED', 'The angle is not a rational multiple of π', { reason: 'not-a-pi-multiple' });
  const deg = !!r.params.deg;
  const red = inUnit(piExpr(t), deg);
  const turn = deg ? '360^{\\circ}' : '2\\pi';
  const reduce = step('trig-coterminal', inUnit(rad, deg).latex, red.latex, {
    turn,
    range: deg ? '[0^{\\circ}, 360^{\\circ})' : '[0, 2\\pi)',
    eq: `${inUnit(rad, deg).latex} \\to ${red.latex}`,
  });
  const { q, ref } = quadrantOf(t);
  if (r.task === 'coterminal')
    return answer(
      red.latex,
      red.text,
      [
        ...steps.filter(() => false),
        reduce,
        step('trig-quadrant', red.latex, red.latex, {
          eq: `${red.latex} \\in ${deg ? '[0^{\\circ}, 360^{\\circ})' : '[0, 2\\pi)'}`,
        }),
      ],
      deg ? degreesOf(piExpr(t)) : piExpr(t),
      { unit: deg ? '°' : '' },
    );
  if (r.task === 'quadrant') {
    if (!q)
      throw new MathError('UNSUPPORTED', 'The terminal side lies on an axis: the angle is quadrantal', {
        reason: 'quadrantal-angle',
      });
    const eq = `${red.latex} \\Rightarrow \\text{${QUAD[q - 1]}}`;
    return {
      kind: 'expression',
      latex: `\\text{${QUAD[q - 1]}}`,
      text: QUAD[q - 1]!,
      words: { key: 'trigonometry.quadrant', params: { q: `\\mathrm{${QUAD[q - 1]}}` }, paramsText: { q: QUAD[q - 1]! } },
      steps: [reduce, step('trig-quadrant', red.latex, QUAD[q - 1]!, { eq })],
      exact: true,
    };
  }
  const refU = inUnit(piExpr(ref), deg);
  const out = [
    reduce,
    step('trig-reference-angle', red.latex, refU.latex, { quadrant: q ? QUAD[q - 1]! : '-', ref: refU.latex }),
  ];
  return answer(refU.latex, refU.text, out, deg ? degreesOf(piExpr(ref)) : piExpr(ref), { unit: deg ? '°' : '' });
}

/** Independent numeric checks of the value tasks. */
export function verifyValues(r: TopicReading, a: TopicAnswer): boolean {
  const src = evalReal(parse(String(r.params.src ?? '0')));
  const rad = r.params.deg ? (src * Math.PI) / 180 : src;
  const mod = (x: number) => ((x % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  switch (r.task) {
    case 'deg-to-rad':
    case 'rad-to-deg':
      return near(valueOf(a.text), rad);
    case 'exact-value': {
      const f = String(r.params.fn);
      const [s, c] = [Math.sin(rad), Math.cos(rad)];
      const v = { sin: s, cos: c, tan: s / c, sec: 1 / c, csc: 1 / s, cot: c / s }[f]!;
      if (a.text === 'undefined') return Math.abs(f === 'tan' || f === 'sec' ? c : s) < 1e-12;
      return near(valueOf(a.text), v);
    }
    case 'inverse': {
      const v = valueOf(a.text);
      const x = evalReal(parse(String(r.params.x)));
      const f = String(r.params.fn);
      const inRange = f === 'acos' ? v >= -1e-12 && v <= Math.PI + 1e-12 : Math.abs(v) <= Math.PI / 2 + 1e-12;
      return inRange && near({ asin: Math.sin, acos: Math.cos, atan: Math.tan }[f]!(v), x);
    }
    case 'coterminal': {
      const v = valueOf(a.text);
      return (v >= -1e-12 && v < 2 * Math.PI && near(mod(v - rad + 1e-13) % (2 * Math.PI), 0, 1e-9)) || near(mod(v), mod(rad));
    }
    case 'quadrant': {
      const m = mod(rad);
      return a.text === QUAD[Math.floor(m / (Math.PI / 2))];
    }
    case 'reference-angle': {
      const v = valueOf(a.text);
      return (
        v >= 0 &&
        v <= Math.PI / 2 + 1e-12 &&
        near(Math.abs(Math.sin(rad)), Math.sin(v)) &&
        near(Math.abs(Math.cos(rad)), Math.cos(v))
      );
    }
  }
  return false;
}
