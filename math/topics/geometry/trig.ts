/**
 * Geometry tasks of right-triangle trigonometry (SOH CAH TOA), for an acute angle θ of a right triangle:
 * - `trig-side`: a side (opposite, adjacent, hypotenuse) from θ and another side ("the hypotenuse is 10 and one angle
 *   is 30°; find the side opposite the angle" → 5);
 * - `trig-angle`: θ from two sides ("opposite 3 and adjacent 4, find the angle" → 36.87°).
 * Exact at the special angles (30°, 45°, 60°: radicals through the engine's exact trigonometric values), otherwise a
 * decimal marked inexact. Source: OpenStax Algebra and Trigonometry 2e §7.2 "Right Triangle Trigonometry" (CC BY 4.0).
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { NUM, exact, fmt, near, numOf, onlyFillers, prep, require_, step, term, unitLatex } from './util';
import { LENGTH_UNIT, lengthUnit } from './units-words';

type Side = 'opposite' | 'adjacent' | 'hypotenuse';
const V = `(${NUM})(?:\\s*(${LENGTH_UNIT})\\b)?`;
const CONNECT = '(?:\\s*(?:side|leg|of length|of|is|are|=|:|measures|measuring|to (?:the )?angle|to it))*\\s*';
const SIDE_RE = new RegExp(`\\b(hypotenuse|opposite|adjacent)\\b${CONNECT}${V}`, 'g');
const ANGLE_RE = new RegExp(
  `(?:\\bangle\\b|θ|\\btheta\\b)(?:\\s*(?:of|is|=|:|measures|measuring|θ|theta))*\\s*(${NUM})\\s*(?:°|degrees?|deg)`,
);
const EXTRA = [
  'right',
  'triangle',
  'angled',
  'right-angled',
  'angle',
  'one',
  'acute',
  'side',
  'sides',
  'leg',
  'opposite',
  'adjacent',
  'hypotenuse',
  'to',
  'the',
  'it',
  'unknown',
  'missing',
  'x',
  'θ',
  'theta',
  'measure',
  'degrees',
  'nearest',
  'tenth',
  'use',
  'trigonometry',
  'sine',
  'cosine',
  'tangent',
  'sin',
  'cos',
  'tan',
  'soh',
  'cah',
  'toa',
  'length',
];

/** Reads right-triangle trigonometry questions; null unless a right triangle, the knowns and one target are all read. */
export function readTrig(question: string): TopicReading | null {
  const q = prep(question);
  if (!/\bright[- ](?:angled )?triangle\b/.test(q)) return null;
  const known: Partial<Record<Side, string>> = {};
  const units = new Set<string>();
  let rest = q.replace(SIDE_RE, (_, s: Side, v: string, u?: string) => {
    known[s] = v.replace(/\s+/g, '');
    if (u) units.add(lengthUnit(u));
    return ' ';
  });
  const ang = ANGLE_RE.exec(rest);
  if (ang) rest = rest.replace(ang[0], ' ');
  if (!onlyFillers(rest, EXTRA) || units.size > 1) return null;
  const sides = Object.keys(known) as Side[];
  const targets = (['opposite', 'adjacent', 'hypotenuse'] as Side[]).filter(
    (s) => !known[s] && new RegExp(`\\b${s}\\b`).test(rest),
  );
  const unit = [...units][0];
  if (ang && sides.length === 1 && targets.length === 1) {
    const theta = ang[1].replace(/\s+/g, '');
    return {
      topic: 'geometry',
      task: 'trig-side',
      params: { theta, known: sides[0], value: known[sides[0]], target: targets[0], ...(unit ? { unit } : {}) },
      inputLatex: `\\theta = ${theta}^{\\circ}`,
      inputText: `${targets[0]}(theta = ${theta} deg, ${sides[0]} = ${known[sides[0]]})`,
    };
  }
  if (!ang && sides.length === 2 && /\bangle\b|θ|\btheta\b/.test(rest)) {
    return {
      topic: 'geometry',
      task: 'trig-angle',
      params: { known },
      inputLatex: `\\theta`,
      inputText: `angle(${sides.map((s) => `${s} = ${known[s]}`).join(', ')})`,
    };
  }
  return null;
}

const FN: Record<string, [string, Side, Side]> = {
  // function: [name, numerator side, denominator side]
  sin: ['sin', 'opposite', 'hypotenuse'],
  cos: ['cos', 'adjacent', 'hypotenuse'],
  tan: ['tan', 'opposite', 'adjacent'],
};
const SYM: Record<Side, string> = { opposite: 'a', adjacent: 'b', hypotenuse: 'c' };

/** The trigonometric ratio linking two sides. */
function ratioFor(a: Side, b: Side): [string, Side, Side] {
  return Object.values(FN).find(([, n, d]) => (n === a && d === b) || (n === b && d === a))!;
}

/** Solves `trig-side` and `trig-angle` (see the module comment). */
export function solveTrig(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  if (r.task === 'trig-side') {
    const p = r.params as { theta: string; known: Side; value: string; target: Side; unit?: string };
    require_(
      numOf(p.theta) > 0 && numOf(p.theta) < 90 && numOf(p.value) > 0,
      'bad-right-triangle',
      'The angle must be between 0° and 90° and the side positive',
    );
    const [fn, num, den] = ratioFor(p.known, p.target);
    const arg = `${term(p.theta)}*pi/180`;
    const src = p.target === num ? `${term(p.value)}*${fn}(${arg})` : `${term(p.value)}/${fn}(${arg})`;
    const val = exact(src);
    const special = !/sin|cos|tan/.test(val.text);
    const x = SYM[p.target];
    const eq = `\\${fn} ${p.theta}^{\\circ} = \\frac{${num === p.target ? x : p.value}}{${den === p.target ? x : p.value}}`;
    const sol =
      p.target === num
        ? `${x} = ${p.value}\\cdot \\${fn} ${p.theta}^{\\circ}`
        : `${x} = \\frac{${p.value}}{\\${fn} ${p.theta}^{\\circ}}`;
    const u = p.unit;
    const wl = (l: string) => (u ? `${l}\\,${unitLatex(u)}` : l);
    const steps = [step('trig-ratio', '', eq, { eq }), step('solve-trig-ratio', eq, sol, { eq: sol })];
    if (special) steps.push(step('exact-trig-value', sol, wl(`${x} = ${val.latex}`)));
    const plainText = special ? val.text : fmt(val.value);
    if (!special || !/^-?\d+(?:\.\d+)?$/.test(val.text))
      steps.push(step('decimal-approximation', wl(`${x}`), wl(`${x} \\approx ${fmt(val.value, 6)}`)));
    return {
      kind: u ? 'quantity' : 'number',
      latex: wl(special ? val.latex : fmt(val.value)),
      text: u ? `${plainText} ${u}` : plainText,
      ...(u ? { unit: u } : {}),
      ...(special && /^-?\d+(?:\.\d+)?$/.test(val.text) ? {} : { approx: fmt(val.value) }),
      steps,
      exact: special,
    };
  }
  const known = (r.params as { known: Partial<Record<Side, string>> }).known;
  const [a, b] = Object.keys(known) as Side[];
  const [fn, num, den] = ratioFor(a, b);
  const [nv, dv] = [numOf(known[num]!), numOf(known[den]!)];
  require_(nv > 0 && dv > 0 && (fn === 'tan' || nv < dv), 'bad-right-triangle', 'The hypotenuse must be the longest side');
  const ratio = exact(`${term(known[num]!)}/${term(known[den]!)}`);
  const deg =
    (Math.atan2(
      fn === 'cos' ? Math.sqrt(dv * dv - nv * nv) : nv,
      fn === 'sin' ? Math.sqrt(dv * dv - nv * nv) : fn === 'cos' ? nv : dv,
    ) *
      180) /
    Math.PI;
  const rounded = Math.round(deg * 1e9) / 1e9;
  const special = [30, 45, 60].includes(rounded) && exact(`${fn}(${rounded}*pi/180)`).text === ratio.text;
  const eq = `\\${fn}\\theta = \\frac{${known[num]}}{${known[den]}}${ratio.text !== `${known[num]}/${known[den]}` ? ` = ${ratio.latex}` : ''}`;
  const inv = `\\theta = \\${fn}^{-1}\\left(${ratio.latex}\\right)`;
  const steps = [
    step('trig-ratio', '', eq, { eq }),
    step('inverse-trig-ratio', eq, `${inv} ${special ? '=' : '\\approx'} ${special ? rounded : fmt(deg, 6)}^{\\circ}`, {
      eq: inv,
    }),
  ];
  const text = special ? `${rounded}°` : `${fmt(deg)}°`;
  return {
    kind: 'quantity',
    latex: `${special ? rounded : fmt(deg)}^{\\circ}`,
    text,
    unit: '°',
    ...(special ? {} : { approx: text }),
    steps,
    exact: special,
  };
}

/**
 * Independent check: rebuild the triangle from the answer and the given data and test it with the Pythagorean theorem
 * and the angle from Math.atan2 (not the ratio used to solve).
 */
export function verifyTrig(r: TopicReading, a: TopicAnswer): boolean {
  const body = a.unit ? a.text.slice(0, -(a.unit === '°' ? 1 : a.unit.length + 1)) : a.text;
  const x = a.exact ? exact(body).value : Number(body);
  if (r.task === 'trig-side') {
    const p = r.params as { theta: string; known: Side; value: string; target: Side };
    const s: Partial<Record<Side, number>> = { [p.known]: numOf(p.value), [p.target]: x };
    const third = (['opposite', 'adjacent', 'hypotenuse'] as Side[]).find((k) => s[k] === undefined)!;
    s[third] =
      third === 'hypotenuse'
        ? Math.hypot(s.opposite!, s.adjacent!)
        : Math.sqrt(s.hypotenuse! ** 2 - (s.opposite ?? s.adjacent)! ** 2);
    const angle = (Math.atan2(s.opposite!, s.adjacent!) * 180) / Math.PI;
    return Number.isFinite(angle) && near(angle, numOf(p.theta), 1e-8);
  }
  const known = (r.params as { known: Partial<Record<Side, string>> }).known;
  const t = (x * Math.PI) / 180;
  const o = known.opposite !== undefined ? numOf(known.opposite) : undefined;
  const ad = known.adjacent !== undefined ? numOf(known.adjacent) : undefined;
  const h = known.hypotenuse !== undefined ? numOf(known.hypotenuse) : undefined;
  // place the triangle: adjacent along the x-axis, opposite vertical
  const hyp = h ?? Math.hypot(o!, ad!);
  return (
    near(hyp * Math.sin(t), o ?? Math.sqrt(hyp * hyp - ad! * ad!), 1e-8) &&
    near(hyp * Math.cos(t), ad ?? Math.sqrt(hyp * hyp - o! * o!), 1e-8)
  );
}
