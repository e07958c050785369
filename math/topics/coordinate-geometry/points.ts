/**
 * Coordinate-geometry tasks on two points: `slope` m = (y₂ − y₁)/(x₂ − x₁), `distance` √((x₂ − x₁)² + (y₂ − y₁)²),
 * `midpoint` ((x₁ + x₂)/2, (y₁ + y₂)/2). Source: OpenStax Intermediate Algebra 2e §3.2 (slope) and College Algebra 2e
 * §2.1 (distance and midpoint formulas), CC BY 4.0.
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { exact, fmt, isPlainNumber, mistakes, near, onlyFillers, prep, step } from '../geometry/util';
import { points, q, qIn, qTex, qText, rationalAnswer, type Pt } from './core';

const EXTRA = [
  'slope',
  'gradient',
  'distance',
  'midpoint',
  'mid-point',
  'middle',
  'line',
  'lines',
  'segment',
  'through',
  'passing',
  'passes',
  'containing',
  'contains',
  'joining',
  'joins',
  'connecting',
  'connects',
  'between',
  'points',
  'point',
  'from',
  'to',
  'and',
  'coordinates',
  'straight',
  'goes',
  'going',
  'endpoints',
  'end',
  'with',
  'm',
  'two',
  'following',
];

/** Reads "slope of the line through (2, 1) and (5, 7)", "distance between (1,2) and (4,6)", "midpoint of A(1,2) and B(5,8)". */
export function readTwoPoints(question: string): TopicReading | null {
  const text = prep(question);
  const task = /\bmid-?point\b|\bmiddle point\b/.test(text)
    ? 'midpoint'
    : /\bdistance\b|\blength of (?:the )?segment\b/.test(text)
      ? 'distance'
      : /\bslope\b|\bgradient\b/.test(text)
        ? 'slope'
        : null;
  if (!task) return null;
  const { pts, rest } = points(text);
  if (pts.length !== 2 || !onlyFillers(rest, [...EXTRA, 'length', 'segment'])) return null;
  const [a, b] = pts;
  return {
    topic: 'coordinate-geometry',
    task,
    params: { p1: a, p2: b },
    inputLatex: `(${a.x}, ${a.y}),\\quad (${b.x}, ${b.y})`,
    inputText: `${task}((${a.x}, ${a.y}), (${b.x}, ${b.y}))`,
  };
}

const pTex = (p: Pt) => `(${qTex(q(p.x))}, ${qTex(q(p.y))})`;

/** Solves slope, distance and midpoint exactly (rationals; the distance as a simplified radical with its decimal). */
export function solveTwoPoints(reading: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const { p1, p2 } = reading.params as { p1: Pt; p2: Pt };
  const [x1, y1, x2, y2] = [q(p1.x), q(p1.y), q(p2.x), q(p2.y)];
  const dx = x2.sub(x1),
    dy = y2.sub(y1);
  if (reading.task === 'slope') {
    const formula = 'm = \\frac{y_2 - y_1}{x_2 - x_1}';
    const subst = `m = \\frac{${qTex(y2)} - ${qIn(y1)}}{${qTex(x2)} - ${qIn(x1)}}`;
    if (dx.equals(0)) {
      const steps = [
        step('slope-formula', '', formula, { formula }),
        step('vertical-line-slope', subst, `x = ${qTex(x1)}`, { eq: `x_2 - x_1 = 0` }),
      ];
      return {
        kind: 'expression',
        latex: '\\text{undefined}',
        text: 'undefined',
        words: { key: 'lines.vertical-slope' },
        steps,
        exact: true,
      };
    }
    const m = dy.div(dx);
    const steps = [
      step('slope-formula', '', formula, { formula }),
      step('substitute-values', formula, subst, { values: `(x_1, y_1) = ${pTex(p1)},\\quad (x_2, y_2) = ${pTex(p2)}` }),
      step(
        'evaluate-arithmetic',
        subst,
        `m = \\frac{${qTex(dy)}}{${qTex(dx)}} = ${qTex(m)}`,
        { op: `\\frac{${qTex(dy)}}{${qTex(dx)}}` },
        // mistakes: run over rise, a sign slip
        mistakes(
          m.valueOf(),
          dy.equals(0) ? [] : [`(${qText(dx)})/(${qText(dy)})`, `-(${qText(m)})`],
          (l) => `m = \\frac{${qTex(dy)}}{${qTex(dx)}} = ${l}`,
        ),
      ),
    ];
    return rationalAnswer(m, steps);
  }
  if (reading.task === 'midpoint') {
    const mx = x1.add(x2).div(2),
      my = y1.add(y2).div(2);
    const formula = 'M = \\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)';
    const subst = `M = \\left(\\frac{${qTex(x1)} + ${qIn(x2)}}{2}, \\frac{${qTex(y1)} + ${qIn(y2)}}{2}\\right)`;
    const steps = [
      step('midpoint-formula', '', formula, { formula }),
      step('substitute-values', formula, subst, { values: `(x_1, y_1) = ${pTex(p1)},\\quad (x_2, y_2) = ${pTex(p2)}` }),
      step('evaluate-arithmetic', subst, `M = (${qTex(mx)}, ${qTex(my)})`, { op: subst.slice(4) }),
    ];
    return {
      kind: 'point',
      latex: `\\left(${qTex(mx)}, ${qTex(my)}\\right)`,
      text: `(${qText(mx)}, ${qText(my)})`,
      steps,
      exact: true,
    };
  }
  const sq = dx.mul(dx).add(dy.mul(dy));
  const d = exact(`sqrt(${qText(sq)})`);
  const formula = 'd = \\sqrt{(x_2 - x_1)^{2} + (y_2 - y_1)^{2}}';
  const subst = `d = \\sqrt{(${qTex(x2)} - ${qIn(x1)})^{2} + (${qTex(y2)} - ${qIn(y1)})^{2}}`;
  const steps = [
    step('distance-formula', '', formula, { formula }),
    step('substitute-values', formula, subst, { values: `(x_1, y_1) = ${pTex(p1)},\\quad (x_2, y_2) = ${pTex(p2)}` }),
    step(
      'evaluate-arithmetic',
      subst,
      `d = \\sqrt{${qIn(dx)}^{2} + ${qIn(dy)}^{2}} = \\sqrt{${qTex(sq)}} = ${d.latex}`,
      { op: `\\sqrt{${qIn(dx)}^{2} + ${qIn(dy)}^{2}}` },
      // mistakes: forgetting the square root, adding the differences
      mistakes(d.value, [qText(sq), `abs(${qText(dx)})+abs(${qText(dy)})`], (l) => `d = ${l}`),
    ),
  ];
  const plain = isPlainNumber(d.text);
  if (!plain) steps.push(step('decimal-approximation', d.latex, `\\approx ${fmt(d.value, 6)}`));
  return { kind: 'number', latex: d.latex, text: d.text, ...(plain ? {} : { approx: fmt(d.value) }), steps, exact: true };
}

/**
 * Independent checks: the slope reproduces the second point from the first (y₁ + m(x₂ − x₁) = y₂); the midpoint is
 * equally far from both ends and lies on the segment; the distance agrees with Math.hypot.
 */
export function verifyTwoPoints(reading: TopicReading, answer: TopicAnswer): boolean {
  const { p1, p2 } = reading.params as { p1: Pt; p2: Pt };
  const [x1, y1, x2, y2] = [p1.x, p1.y, p2.x, p2.y].map((s) => q(s).valueOf());
  if (reading.task === 'slope') {
    if (answer.text === 'undefined') return x1 === x2 && y1 !== y2;
    return near(y1 + q(answer.text).valueOf() * (x2 - x1), y2);
  }
  if (reading.task === 'midpoint') {
    const m = /^\((.+), (.+)\)$/.exec(answer.text);
    if (!m) return false;
    const [mx, my] = [q(m[1]).valueOf(), q(m[2]).valueOf()];
    const collinear = near((mx - x1) * (y2 - y1), (my - y1) * (x2 - x1));
    return collinear && near(Math.hypot(mx - x1, my - y1), Math.hypot(x2 - mx, y2 - my));
  }
  return near(exact(answer.text).value, Math.hypot(x2 - x1, y2 - y1));
}
