/**
 * Trigonometric equations with the interval named ("Solve 2cos(x) - 1 = 0 on [0, 2pi)", "solve sin x = 1/2 for
 * 0 <= x < 360°" → answers in degrees) or asking for every solution ("general solution of sin x = 1/2"). The solving
 * is the engine's (math/solve solveEquation: inverse function, period, representatives); this module lists the
 * solutions of the interval (representatives plus whole periods) and checks them by substitution and by a sign-change
 * scan of the interval. Source: OpenStax Algebra and Trigonometry 2e §9.5 "Solving Trigonometric Equations" (CC BY 4.0).
 */
import { type Expr, num, symbols } from '../../ast';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';
import { mkAdd, mkMul, simplify } from '../../simplify';
import { solveEquation } from '../../solve';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { L, T, bad, degLatex, degText, degreesOf, reading, step } from './util';

const EQ = '(.+?=.+?)';
const PI_OR_360 = '(2\\s*(?:pi|π)|π|pi|360\\s*(?:°|degrees?)?|180\\s*(?:°|degrees?)?|4\\s*(?:pi|π))';
const ZERO = '(-?\\s*(?:0|2\\s*(?:pi|π)|(?:pi|π)|360|180)\\s*(?:°|degrees?)?)';
/** "solve", "find all solutions of (the equation)", "solutions to" before the equation. */
const SOLVE =
  '(?:(?:solve|(?:find\\s+)?(?:all\\s+)?(?:the\\s+)?(?:solutions?|roots?)\\s+(?:of|to|for))\\s+(?:the\\s+equation\\s+)?)?';
const INTERVALS: RegExp[] = [
  new RegExp(
    `^${SOLVE}${EQ}\\s*(?:,\\s*|\\s+)(?:(?:on|in|over|for|where|within|with)\\s+)?(?:the\\s+)?(?:interval\\s+)?([\\[(])\\s*${ZERO}\\s*,\\s*${PI_OR_360}\\s*([\\])])$`,
    'i',
  ),
  new RegExp(
    `^${SOLVE}${EQ}\\s*(?:,\\s*|\\s+)(?:(?:on|in|over|for|where|within|with)\\s+)?(?:the\\s+interval\\s+)?${ZERO}\\s*(<=|<)\\s*([a-zθ]+)\\s*(<=|<)\\s*${PI_OR_360}$`,
    'i',
  ),
];
const GENERAL = [
  /^(?:the\s+)?(?:general solution|all (?:the )?(?:real )?solutions|every solution)\s+(?:of|to)\s+(?:the equation\s+)?(.+=.+)$/i,
  /^(?:solve\s+)?(.+=.+?)\s*,?\s+(?:for all real (?:numbers|values|x)|(?:give|find) (?:the )?general solution|general solution|for all solutions)$/i,
];

function variableOf(eq: string): string | null {
  try {
    const e = parse(eq);
    if (e.k !== 'rel' || e.op !== '=') return null;
    if (!/(?:sin|cos|tan|sec|csc|cot)/.test(eq)) return null;
    const vs = [...symbols(e)].filter((v) => v !== 'pi' && v !== 'e');
    return vs.length === 1 ? vs[0]! : null;
  } catch {
    return null;
  }
}
const clean = (s: string) =>
  s
    .replace(/\s+/g, '')
    .replace(/π/g, 'pi')
    .replace(/°|degrees?/g, '');

/** Reads trigonometric equations with an interval or asking for the general solution; null otherwise. */
export function readEquation(q0: string): TopicReading | null {
  // θ is read as the variable theta (the parser knows the name, not the letter)
  const q = q0.replace(/θ/g, 'theta');
  for (const [i, re] of INTERVALS.entries()) {
    const m = re.exec(q);
    if (!m) continue;
    const eq = m[1]!.trim();
    const v = variableOf(eq);
    if (!v) continue;
    const [lo, loIn, hi, hiIn] =
      i === 0 ? [m[3]!, m[2] === '[', m[4]!, m[5] === ']'] : [m[2]!, m[3] === '<=', m[6]!, m[5] === '<='];
    if (i === 1 && m[4] !== v) continue;
    const deg = !/pi|π/i.test(lo + hi) && /°|degree|360|180/i.test(lo + hi + q.slice(m[1]!.length));
    const interval = { lo: clean(lo), hi: clean(hi), loIn, hiIn, deg };
    const iv = `${loIn ? '[' : '('}${interval.lo}${deg ? '°' : ''}, ${interval.hi}${deg ? '°' : ''}${hiIn ? ']' : ')'}`;
    return reading(
      'equation',
      { eq, v, interval },
      `${L(parse(eq))},\\; ${v} \\in ${iv.replace(/pi/g, '\\pi ').replace(/°/g, '^{\\circ}')}`,
      `solve ${eq} on ${iv}`,
    );
  }
  for (const re of GENERAL) {
    const m = re.exec(q);
    const eq = m && m[1]!.trim();
    const v = eq && variableOf(eq);
    if (eq && v) return reading('equation', { eq, v }, `${L(parse(eq))},\\; ${v} \\in \\mathbb{R}`, `solve ${eq}`);
  }
  return null;
}

interface Interval {
  lo: string;
  hi: string;
  loIn: boolean;
  hiIn: boolean;
  deg: boolean;
}
/** The interval's ends in radians. */
function ends(iv: Interval): [number, number] {
  const f = (s: string) => evalReal(parse(s)) * (iv.deg ? Math.PI / 180 : 1);
  return [f(iv.lo), f(iv.hi)];
}
const inside = (x: number, lo: number, hi: number, iv: Interval) => {
  const eps = 1e-9;
  return (iv.loIn ? x >= lo - eps : x > lo + eps) && (iv.hiIn ? x <= hi + eps : x < hi - eps);
};

/** Solves with the engine and lists the solutions in the interval (or the general solution). */
export function solveTrigEquation(r: TopicReading): TopicAnswer {
  const v = String(r.params.v);
  const res = solveEquation(parse(String(r.params.eq)), v);
  const steps: Step[] = [...res.steps.steps];
  const iv = r.params.interval as Interval | undefined;
  if (res.kind === 'none')
    return {
      kind: 'list',
      latex: '\\emptyset',
      text: 'no solution',
      words: { key: 'common.no-solution' },
      items: [],
      steps,
      exact: true,
    };
  if (res.kind !== 'solutions' || !res.solutions.length || !res.exact)
    throw new MathError('UNSUPPORTED', 'The equation could not be solved exactly', { reason: 'unsolved' });
  const P = res.period;
  if (!iv) {
    if (!P) throw new MathError('UNSUPPORTED', 'The equation has no periodic family', { reason: 'not-periodic' });
    const fam = res.solutions.map((s) => simplify(s));
    const latex = fam.map((s) => `${v} = ${L(s)} + ${L(P)}\\,k`).join(',\\; ') + ',\\; k \\in \\mathbb{Z}';
    const text = fam.map((s) => `${v} = ${T(s)} + ${T(P)}*k`).join(', ');
    steps.push(step('trig-general-solution', '', latex, { list: latex }));
    return { kind: 'list', latex, text, items: fam.map((s) => `${v} = ${L(s)} + ${L(P)}\\,k`), steps, exact: true };
  }
  const [lo, hi] = ends(iv);
  if (!(hi > lo) || hi - lo > 1e4) throw bad('bad-interval', 'The interval must be bounded and not empty');
  const Pv = P ? evalReal(P) : 0;
  const found: { e: Expr; v: number }[] = [];
  for (const s of res.solutions) {
    const sv = evalReal(s);
    const k0 = Pv ? Math.ceil((lo - sv) / Pv - 1e-9) : 0;
    for (let k = k0; ; k++) {
      const e = k && P ? simplify(mkAdd([s, mkMul([num(k), P])])) : s;
      const x = sv + k * Pv;
      if (x > hi + 1e-9) break;
      if (inside(x, lo, hi, iv) && !found.some((f) => Math.abs(f.v - x) < 1e-9)) found.push({ e, v: x });
      if (!Pv || found.length > 1000) break;
    }
  }
  found.sort((a, b) => a.v - b.v);
  const items = found.map((f) => (iv.deg ? degLatex(degreesOf(f.e)) : L(f.e)));
  const texts = found.map((f) => (iv.deg ? degText(degreesOf(f.e)) : T(f.e)));
  const ivL =
    `${iv.loIn ? '[' : '('}${iv.lo}${iv.deg ? '^{\\circ}' : ''}, ${iv.hi.replace(/pi/g, '\\pi')}${iv.deg ? '^{\\circ}' : ''}${iv.hiIn ? ']' : ')'}`.replace(
      /(\d)\\pi/g,
      '$1\\pi',
    );
  const list = items.length ? items.join(', ') : '\\emptyset';
  steps.push(step('trig-solutions-in-interval', '', list, { interval: ivL, list }));
  return {
    kind: 'list',
    latex: list,
    text: texts.length ? texts.join(', ') : 'no solution',
    ...(texts.length ? {} : { words: { key: 'common.no-solution' as const } }),
    items,
    steps,
    exact: true,
  };
}

/** Substitution of every listed solution, and a sign-change scan of the interval finding no solution left out. */
export function verifyTrigEquation(r: TopicReading, a: TopicAnswer): boolean {
  const e = parse(String(r.params.eq));
  if (e.k !== 'rel') return false;
  const v = String(r.params.v);
  const f = (x: number) => evalReal(e.args[0], { [v]: x }) - evalReal(e.args[1], { [v]: x });
  const iv = r.params.interval as Interval | undefined;
  if (!iv) {
    // the general solution: every family member for k = -3..3 satisfies the equation
    return a.text.split(/,\s*(?=[a-zθ]+\s*=)/).every((part) => {
      const m = /=\s*(.+)\s*\+\s*(.+)\*k$/.exec(part);
      if (!m) return false;
      const [s, p] = [evalReal(parse(m[1]!)), evalReal(parse(m[2]!))];
      return [-3, -1, 0, 1, 3].every((k) => Math.abs(f(s + k * p)) < 1e-8);
    });
  }
  const [lo, hi] = ends(iv);
  const sols =
    a.text === 'no solution'
      ? []
      : a.text
          .split(/,\s*/)
          .map((t) => evalReal(parse(t.replace(/°$/, '').replace(/^\((.*)\)$/, '$1'))) * (iv.deg ? Math.PI / 180 : 1));
  if (!sols.every((x) => inside(x, lo, hi, iv) && Math.abs(f(x)) < 1e-8)) return false;
  const N = 20000;
  for (let i = 0; i < N; i++) {
    let [x0, x1] = [lo + ((hi - lo) * i) / N, lo + ((hi - lo) * (i + 1)) / N];
    let y0 = f(x0);
    if (!(y0 * f(x1) < 0)) continue;
    for (let j = 0; j < 60; j++) {
      const xm = (x0 + x1) / 2,
        ym = f(xm);
      if (y0 * ym <= 0) x1 = xm;
      else [x0, y0] = [xm, ym];
    }
    if (Math.abs(f(x0)) < 1e-6 && inside(x0, lo, hi, iv) && !sols.some((s) => Math.abs(s - x0) < 1e-6)) return false;
  }
  return true;
}
