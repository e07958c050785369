/**
 * Geometry tasks `hypotenuse`, `missing-leg` (the Pythagorean theorem a² + b² = c²) and `is-right-triangle`
 * (its converse: a triangle whose longest side squared equals the sum of the other two squared is right-angled).
 * Source: OpenStax Prealgebra 2e §9.3 "Use Properties of Rectangles, Triangles, and Trapezoids" and Elementary
 * Algebra 2e §9.1 (CC BY 4.0).
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { NUM, exact, measuredAnswer, mistakes, near, numOf, onlyFillers, prep, require_, step, term } from './util';
import { LENGTH_UNIT, lengthUnit } from './units-words';

const V = `(${NUM})(?:\\s*(${LENGTH_UNIT})\\b)?`;
const CONNECT = '(?:\\s*(?:of length|of|is|are|=|:|equal to|equals|measuring|measures|each|its|the))*\\s*';
const LEGS_RE = new RegExp(`\\b(?:legs|sides|shorter sides|two sides)\\b${CONNECT}${V}\\s*(?:,\\s*and|,|and|&)\\s*${V}`);
const LEG_RE = new RegExp(`\\b(?:(?:one |a )?leg|(?:one |a )?side|a|b)\\b${CONNECT}${V}`, 'g');
const HYP_RE = new RegExp(`\\b(?:hypotenuse|c)\\b${CONNECT}${V}`);
const TARGET_HYP = /\b(?:hypotenuse|longest side|third side|missing side|c)\b/;
const TARGET_LEG = /\b(?:other leg|missing leg|second leg|third side|missing side|other side|leg|b|a)\b/;
const RIGHT = /\b(?:right[- ]angled triangle|right triangle|pythagorean theorem|pythagoras)\b/;
const EXTRA = [
  'right',
  'triangle',
  'angled',
  'right-angled',
  'pythagorean',
  'theorem',
  'pythagoras',
  'use',
  'using',
  'hypotenuse',
  'leg',
  'legs',
  'other',
  'missing',
  'second',
  'third',
  'side',
  'longest',
  'c',
  'b',
  'a',
  'x',
  'unknown',
  'one',
  'two',
  'long',
  'find',
];

interface Len {
  v: string;
  unit?: string;
}
const len = (m: RegExpExecArray | RegExpMatchArray, i: number): Len => ({
  v: m[i].replace(/\s+/g, ''),
  unit: m[i + 1] ? lengthUnit(m[i + 1]) : undefined,
});

function sameUnit(ls: Len[]): string | undefined | null {
  const us = new Set(ls.map((l) => l.unit).filter(Boolean));
  return us.size > 1 ? null : ([...us][0] as string | undefined);
}

/** Reads "hypotenuse of a right triangle with legs 5 and 12" / "leg 5 and hypotenuse 13, find the other leg". */
export function readPythagoras(question: string): TopicReading | null {
  const q = prep(question);
  if (!RIGHT.test(q) && !/\bhypotenuse\b/.test(q)) return null;
  // the right triangle named inside a phrase ("the legs of a right triangle are 6 and 8") is already known: drop it
  let rest = q.replace(/\b(?:of|in) (?:a|the) (?:right[- ]angled triangle|right triangle)\b/g, ' ');
  let hyp: Len | undefined;
  const legs: Len[] = [];
  const h = HYP_RE.exec(rest);
  if (h) {
    hyp = len(h, 1);
    rest = rest.replace(h[0], ' ');
  }
  const two = LEGS_RE.exec(rest);
  // "sides 5 and 13" may include the hypotenuse: such sides are legs only when the hypotenuse is what is asked for
  const bySides = !!two && !/^legs\b/.test(two[0]);
  if (two) {
    legs.push(len(two, 1), len(two, 3));
    rest = rest.replace(two[0], ' ');
  }
  rest = rest.replace(
    LEG_RE,
    (...m: string[]) => (legs.push({ v: m[1].replace(/\s+/g, ''), unit: m[2] ? lengthUnit(m[2]) : undefined }), ' '),
  );
  if (!onlyFillers(rest, EXTRA)) return null;
  const unit = sameUnit(hyp ? [...legs, hyp] : legs);
  if (unit === null) return null;
  const u = unit ? { unit } : {};
  if (!hyp && legs.length === 2 && TARGET_HYP.test(rest) && (!bySides || /\bhypotenuse\b/.test(rest))) {
    const [a, b] = legs.map((l) => l.v);
    return {
      topic: 'geometry',
      task: 'hypotenuse',
      params: { a, b, ...u },
      inputLatex: `c = \\sqrt{${a}^{2} + ${b}^{2}}`,
      inputText: `hypotenuse(${a}, ${b})`,
    };
  }
  if (hyp && legs.length === 1 && TARGET_LEG.test(rest)) {
    const [a, c] = [legs[0].v, hyp.v];
    return {
      topic: 'geometry',
      task: 'missing-leg',
      params: { a, c, ...u },
      inputLatex: `b = \\sqrt{${c}^{2} - ${a}^{2}}`,
      inputText: `leg(${a}, hypotenuse ${c})`,
    };
  }
  return null;
}

const CONVERSE_RE = new RegExp(
  `^(?:(?:determine|check|decide|tell me)(?: whether| if)?|is it true that|can|is|are|do|does|would|could|whether)?\\s*(?:a triangle with sides|the sides|the lengths|sides|lengths|the numbers|a triangle with side lengths)?\\s*(?:of )?` +
    `\\(?(${NUM})(?:\\s*(?:${LENGTH_UNIT}))?\\s*,\\s*(${NUM})(?:\\s*(?:${LENGTH_UNIT}))?\\s*(?:,\\s*and|,|and)\\s*(${NUM})(?:\\s*(?:${LENGTH_UNIT}))?\\)?\\s*` +
    `(?:(?:form|make|be|is|are)\\s+)?(?:the\\s+)?(?:sides|side lengths|lengths)?\\s*(?:of\\s+)?(?:a\\s+)?(right[- ]angled triangle|right triangle|pythagorean triple)$`,
);

/** Reads "is 5, 12, 13 a right triangle?", "do 3, 4 and 5 form a right triangle", "is (8, 15, 17) a Pythagorean triple". */
export function readConverse(question: string): TopicReading | null {
  const q = prep(question).replace(/\s*\?$/, '');
  const m = CONVERSE_RE.exec(q);
  if (!m) return null;
  const sides = [m[1], m[2], m[3]].map((s) => s.replace(/\s+/g, ''));
  return {
    topic: 'geometry',
    task: 'is-right-triangle',
    params: { sides, triple: m[4] === 'pythagorean triple' },
    inputLatex: `${sides.join(',\\quad ')}`,
    inputText: `is_right_triangle(${sides.join(', ')})`,
  };
}

/** Solves `hypotenuse` (c = √(a² + b²)) and `missing-leg` (b = √(c² − a²)). */
export function solvePythagoras(reading: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = reading.params as { a: string; b?: string; c?: string; unit?: string };
  const sq = (s: string) => (/^-|\//.test(s) ? `\\left(${s}\\right)^{2}` : `${s}^{2}`);
  if (reading.task === 'hypotenuse') {
    require_(numOf(p.a) > 0 && numOf(p.b!) > 0, 'non-positive-length', 'Lengths must be positive');
    const s2 = exact(`${term(p.a)}^2+${term(p.b!)}^2`);
    const c = exact(`sqrt(${term(p.a)}^2+${term(p.b!)}^2)`);
    const steps = [
      step('pythagorean-theorem', '', 'a^{2} + b^{2} = c^{2}', { eq: 'a^{2} + b^{2} = c^{2}' }),
      step('substitute-values', 'c^{2} = a^{2} + b^{2}', `c^{2} = ${sq(p.a)} + ${sq(p.b!)} = ${s2.latex}`, {
        values: `a = ${p.a},\\quad b = ${p.b}`,
      }),
      step(
        'positive-square-root',
        `c^{2} = ${s2.latex}`,
        `c = \\sqrt{${s2.latex}} = ${c.latex}`,
        { eq: `c = \\sqrt{${s2.latex}} = ${c.latex}` },
        // mistakes: adding the legs, forgetting the square root
        mistakes(
          c.value,
          [`${term(p.a)}+${term(p.b!)}`, `${term(p.a)}^2+${term(p.b!)}^2`],
          (l) => `c = \\sqrt{${s2.latex}} = ${l}`,
        ),
      ),
    ];
    return measuredAnswer(c, p.unit, steps);
  }
  require_(numOf(p.a) > 0 && numOf(p.c!) > numOf(p.a), 'leg-not-shorter', 'The hypotenuse must be longer than the leg');
  const d = exact(`${term(p.c!)}^2-${term(p.a)}^2`);
  const b = exact(`sqrt(${term(p.c!)}^2-${term(p.a)}^2)`);
  const steps = [
    step('pythagorean-theorem', '', 'a^{2} + b^{2} = c^{2}', { eq: 'a^{2} + b^{2} = c^{2}' }),
    step('solve-missing-leg', 'a^{2} + b^{2} = c^{2}', 'b^{2} = c^{2} - a^{2}', { eq: 'b^{2} = c^{2} - a^{2}' }),
    step('substitute-values', 'b^{2} = c^{2} - a^{2}', `b^{2} = ${sq(p.c!)} - ${sq(p.a)} = ${d.latex}`, {
      values: `a = ${p.a},\\quad c = ${p.c}`,
    }),
    step(
      'positive-square-root',
      `b^{2} = ${d.latex}`,
      `b = \\sqrt{${d.latex}} = ${b.latex}`,
      { eq: `b = \\sqrt{${d.latex}} = ${b.latex}` },
      // mistakes: adding the squares as for a hypotenuse, subtracting the lengths
      mistakes(b.value, [`sqrt(${term(p.c!)}^2+${term(p.a)}^2)`, `${term(p.c!)}-${term(p.a)}`], (l) => `b = ${l}`),
    ),
  ];
  return measuredAnswer(b, p.unit, steps);
}

/** Verifies by substitution: the three lengths satisfy a² + b² = c² (floating point, independent of the radical simplifier). */
export function verifyPythagoras(reading: TopicReading, answer: TopicAnswer): boolean {
  const p = reading.params as { a: string; b?: string; c?: string };
  const body = answer.unit ? answer.text.slice(0, -(answer.unit.length + 1)) : answer.text;
  const x = exact(body).value;
  const a = numOf(p.a);
  if (answer.approx !== undefined && !near(Number(answer.approx), x, 1e-8)) return false;
  return reading.task === 'hypotenuse' ? near(a * a + numOf(p.b!) ** 2, x * x) : near(a * a + x * x, numOf(p.c!) ** 2);
}

/** Solves the converse: sorts the sides, checks the triangle inequality, compares c² with a² + b² exactly. */
export function solveConverse(reading: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = reading.params as { sides: string[]; triple: boolean };
  const sides = [...p.sides].sort((x, y) => numOf(x) - numOf(y));
  for (const s of sides) require_(numOf(s) > 0, 'non-positive-length', 'Lengths must be positive');
  const [a, b, c] = sides;
  const lhs = exact(`${term(a)}^2+${term(b)}^2`);
  const rhs = exact(`${term(c)}^2`);
  const equal = exact(`${term(a)}^2+${term(b)}^2-${term(c)}^2`).text === '0';
  const triangle = exact(`${term(a)}+${term(b)}-${term(c)}`).value > 0;
  const integers = sides.every((s) => /^\d+$/.test(s));
  const value = equal && triangle && (!p.triple || integers);
  const rel = equal ? '=' : '\\ne';
  const steps = [
    step('pythagorean-converse', `${a}^{2} + ${b}^{2}  ? ${c}^{2}`, `${lhs.latex} ${rel} ${rhs.latex}`, {
      eq: `${a}^{2} + ${b}^{2} = ${lhs.latex} ${rel} ${rhs.latex} = ${c}^{2}`,
    }),
  ];
  steps.push(
    step(
      value ? 'is-right-triangle' : 'not-right-triangle',
      `${lhs.latex} ${rel} ${rhs.latex}`,
      value ? '\\text{yes}' : '\\text{no}',
    ),
  );
  return { kind: 'boolean', latex: value ? '\\text{yes}' : '\\text{no}', text: value ? 'yes' : 'no', value, steps, exact: true };
}

/** Verifies the converse by the law of cosines: the angle opposite the longest side is 90° exactly when yes. */
export function verifyConverse(reading: TopicReading, answer: TopicAnswer): boolean {
  const p = reading.params as { sides: string[]; triple: boolean };
  const [a, b, c] = p.sides.map(numOf).sort((x, y) => x - y);
  const triangle = a + b > c;
  const cosC = (a * a + b * b - c * c) / (2 * a * b);
  const right = triangle && Math.abs(cosC) < 1e-12 && (!p.triple || p.sides.every((s) => /^\d+$/.test(s)));
  return answer.value === right;
}
