/**
 * Geometry tasks on angles and circle parts:
 * - `angle-sum`: the sum of the interior angles of an n-gon, (n − 2)·180° ("sum of the interior angles of a hexagon");
 * - `regular-interior` / `regular-exterior`: one interior angle (n − 2)·180°/n or one exterior angle 360°/n of a
 *   regular polygon; `exterior-sum`: 360°;
 * - `third-angle`: the third angle of a triangle from the other two (180° − a − b);
 * - `arc-length` / `sector-area`: θ/360° of the circumference / of the disc.
 * Sources: OpenStax Prealgebra 2e §9.3 (triangle angles, CC BY 4.0); the polygon angle sum as in every geometry text.
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import {
  NUM,
  exact,
  fmt,
  isPlainNumber,
  measuredAnswer,
  near,
  numOf,
  onlyFillers,
  prep,
  require_,
  step,
  term,
  unitLatex,
} from './util';
import { LENGTH_UNIT, lengthUnit } from './units-words';

const POLYGONS: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  hendecagon: 11,
  undecagon: 11,
  dodecagon: 12,
  icosagon: 20,
};
const POLY_RE = new RegExp(
  `\\b(?:(${Object.keys(POLYGONS).join('|')})|(\\d+)[- ]?(?:sided polygon|gon)|polygon (?:with|of|that has) (\\d+) sides)\\b`,
);
const DEG = '(?:\\s*(?:°|(?:degrees?|deg)\\b))?';
const EXTRA = [
  'angle',
  'angles',
  'interior',
  'exterior',
  'measure',
  'sum',
  'total',
  'regular',
  'polygon',
  'triangle',
  'third',
  'other',
  'missing',
  'remaining',
  'two',
  'degrees',
  'degree',
  'in',
  'inside',
  'add',
  'up',
  'when',
  'single',
  'known',
  'unknown',
  'circle',
  'central',
  'arc',
  'sector',
  'radius',
  'area',
  'the',
  'subtended',
  'by',
  'an',
  'sides',
];

function polygonSides(q: string): { n: number; rest: string } | null {
  const m = POLY_RE.exec(q);
  if (!m) return null;
  const n = m[1] ? POLYGONS[m[1]] : Number(m[2] ?? m[3]);
  return n >= 3 && n <= 10000 ? { n, rest: q.replace(m[0], ' ') } : null;
}

/** Reads polygon angle questions and "two angles of a triangle are 40° and 65°; find the third". */
export function readAngles(question: string): TopicReading | null {
  const q = prep(question);
  if (!/\bangles?\b/.test(q)) return null;
  const tri = new RegExp(
    `\\bangles?\\b(?: (?:of a triangle|in a triangle|of|measuring|measure|measure|are|is|=|:|with|that measure))*\\s*(${NUM})${DEG}\\s*(?:,\\s*and|,|and)\\s*(${NUM})${DEG}`,
  ).exec(q);
  if (tri && /\btriangle\b/.test(q) && /\b(?:third|other|missing|remaining|unknown)\b/.test(q)) {
    const rest = q.replace(tri[0], ' ');
    if (!onlyFillers(rest, EXTRA)) return null;
    const [a, b] = [tri[1], tri[2]].map((s) => s.replace(/\s+/g, ''));
    return {
      topic: 'geometry',
      task: 'third-angle',
      params: { a, b },
      inputLatex: `180^{\\circ} - ${a}^{\\circ} - ${b}^{\\circ}`,
      inputText: `180 - ${a} - ${b}`,
    };
  }
  const poly = polygonSides(q);
  if (!poly) return null;
  const { n, rest } = poly;
  const regular = /\bregular\b/.test(rest);
  const exterior = /\bexterior\b/.test(rest);
  const sum = /\b(?:sum|total|add up)\b/.test(rest);
  const each = /\b(?:each|one|single)\b/.test(rest);
  if (!onlyFillers(rest, [...EXTRA, 'each', 'one'])) return null;
  let task: string | null;
  if (exterior) task = sum && !each ? 'exterior-sum' : regular || each ? (regular ? 'regular-exterior' : null) : null;
  else task = sum && !each ? 'angle-sum' : regular ? 'regular-interior' : null;
  if (!task) return null;
  return { topic: 'geometry', task, params: { n }, inputLatex: `n = ${n}`, inputText: `${task}(${n})` };
}

const V = `(${NUM})(?:\\s*(${LENGTH_UNIT})\\b)?`;

/** Reads "arc length of a circle with radius 5 and central angle 60°", "area of a sector with radius 6 and angle 120 degrees". */
export function readArc(question: string): TopicReading | null {
  const q = prep(question);
  const kind = /\barc(?: length)?\b|\blength of (?:the|an) arc\b/.test(q)
    ? 'arc-length'
    : /\bsector\b/.test(q) && /\barea\b/.test(q)
      ? 'sector-area'
      : null;
  if (!kind) return null;
  const r = new RegExp(`\\b(?:radius|r)\\b(?:\\s*(?:of|is|=|:))*\\s*${V}`).exec(q);
  const a = new RegExp(
    `\\b(?:central angle|angle|θ|theta)\\b(?:\\s*(?:of|is|=|:|measuring))*\\s*(${NUM})\\s*(°|degrees?|deg)?`,
  ).exec(q);
  if (!r || !a || !a[2]) return null;
  const rest = q
    .replace(r[0], ' ')
    .replace(a[0], ' ')
    .replace(/\b(?:arc length|length|arc|sector)\b/g, ' ');
  if (!onlyFillers(rest, EXTRA)) return null;
  const unit = r[2] ? lengthUnit(r[2]) : undefined;
  const [rv, th] = [r[1].replace(/\s+/g, ''), a[1].replace(/\s+/g, '')];
  return {
    topic: 'geometry',
    task: kind,
    params: { r: rv, theta: th, ...(unit ? { unit } : {}) },
    inputLatex: `r = ${rv},\\quad \\theta = ${th}^{\\circ}`,
    inputText: `${kind}(r = ${rv}, theta = ${th} deg)`,
  };
}

const degAnswer = (val: { latex: string; text: string; value: number }, steps: TopicAnswer['steps']): TopicAnswer => ({
  kind: 'quantity',
  latex: `${val.latex}^{\\circ}`,
  text: `${val.text}°`,
  unit: '°',
  steps,
  exact: true,
  ...(isPlainNumber(val.text) ? {} : { approx: fmt(val.value) }),
});

/** Solves the angle tasks (exact, in degrees). */
export function solveAngles(reading: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  if (reading.task === 'third-angle') {
    const { a, b } = reading.params as { a: string; b: string };
    const c = exact(`180-${term(a)}-${term(b)}`);
    require_(
      numOf(a) > 0 && numOf(b) > 0 && c.value > 0,
      'not-a-triangle',
      'The two angles must be positive and add up to less than 180°',
    );
    const eq = `180^{\\circ} - ${a}^{\\circ} - ${b}^{\\circ} = ${c.latex}^{\\circ}`;
    return degAnswer(c, [step('triangle-angle-sum', `${a}^{\\circ} + ${b}^{\\circ} + x = 180^{\\circ}`, eq, { eq })]);
  }
  const n = Number((reading.params as { n: number }).n);
  require_(Number.isInteger(n) && n >= 3 && n <= 10000, 'bad-polygon', 'A polygon has a whole number of sides, at least 3');
  const sum = exact(`(${n}-2)*180`);
  const sumEq = `(${n} - 2)\\cdot 180^{\\circ} = ${sum.latex}^{\\circ}`;
  if (reading.task === 'angle-sum') return degAnswer(sum, [step('polygon-angle-sum', `n = ${n}`, sumEq, { eq: sumEq })]);
  if (reading.task === 'exterior-sum')
    return degAnswer(exact('360'), [step('exterior-angle-sum', `n = ${n}`, '360^{\\circ}', { eq: '360^{\\circ}' })]);
  if (reading.task === 'regular-exterior') {
    const e = exact(`360/${n}`);
    const eq = `\\frac{360^{\\circ}}{${n}} = ${e.latex}^{\\circ}`;
    return degAnswer(e, [
      step('exterior-angle-sum', `n = ${n}`, '360^{\\circ}', { eq: '360^{\\circ}' }),
      step('regular-polygon-angle', '360^{\\circ}', eq, { eq }),
    ]);
  }
  const each = exact(`(${n}-2)*180/${n}`);
  const eq = `\\frac{${sum.latex}^{\\circ}}{${n}} = ${each.latex}^{\\circ}`;
  return degAnswer(each, [
    step('polygon-angle-sum', `n = ${n}`, sumEq, { eq: sumEq }),
    step('regular-polygon-angle', `${sum.latex}^{\\circ}`, eq, { eq }),
  ]);
}

/** Verifies angle answers independently: interior + exterior = 180° per vertex, and the angles of a triangle sum to 180°. */
export function verifyAngles(reading: TopicReading, answer: TopicAnswer): boolean {
  const x = exact(answer.text.replace(/°$/, '')).value;
  if (reading.task === 'third-angle') {
    const { a, b } = reading.params as { a: string; b: string };
    return near(numOf(a) + numOf(b) + x, 180);
  }
  const n = Number((reading.params as { n: number }).n);
  const exteriorEach = 360 / n;
  if (reading.task === 'angle-sum') return near(x, n * (180 - exteriorEach));
  if (reading.task === 'exterior-sum') return near(x, 360);
  if (reading.task === 'regular-exterior') return near(x * n, 360);
  return near(x + exteriorEach, 180);
}

/** Solves arc length θ/360·2πr and sector area θ/360·πr² (exact in π). */
export function solveArc(reading: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const { r, theta, unit } = reading.params as { r: string; theta: string; unit?: string };
  require_(
    numOf(r) > 0 && numOf(theta) > 0 && numOf(theta) <= 360,
    'bad-sector',
    'The radius must be positive and the angle between 0° and 360°',
  );
  const arc = reading.task === 'arc-length';
  const val = exact(arc ? `${term(theta)}/360*2*pi*${term(r)}` : `${term(theta)}/360*pi*${term(r)}^2`);
  const formula = arc ? '\\frac{\\theta}{360^{\\circ}}\\cdot 2\\pi r' : '\\frac{\\theta}{360^{\\circ}}\\cdot \\pi r^{2}';
  const subst = arc
    ? `\\frac{${theta}^{\\circ}}{360^{\\circ}}\\cdot 2\\pi \\cdot ${r}`
    : `\\frac{${theta}^{\\circ}}{360^{\\circ}}\\cdot \\pi \\cdot ${r}^{2}`;
  const u = unit ? (arc ? unit : `${unit}^2`) : undefined;
  const wl = (l: string) => (u ? `${l}\\,${unitLatex(u)}` : l);
  const steps = [
    step(arc ? 'arc-length-formula' : 'sector-area-formula', '', formula, { formula }),
    step('substitute-values', formula, subst, { values: `r = ${r},\\quad \\theta = ${theta}^{\\circ}` }),
    step('evaluate-arithmetic', subst, wl(val.latex), { op: subst }),
  ];
  return measuredAnswer(val, u, steps);
}

/** Verifies arcs and sectors in radians (s = rφ, A = r²φ/2), a different formula from the degree fraction. */
export function verifyArc(reading: TopicReading, answer: TopicAnswer): boolean {
  const { r, theta } = reading.params as { r: string; theta: string };
  const body = answer.unit ? answer.text.slice(0, -(answer.unit.length + 1)) : answer.text;
  const phi = (numOf(theta) * Math.PI) / 180;
  const R = numOf(r);
  return near(exact(body).value, reading.task === 'arc-length' ? R * phi : (R * R * phi) / 2);
}
