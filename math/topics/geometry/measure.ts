/**
 * Geometry task `measure`: the perimeter, area, volume or surface area of a standard shape from its dimensions
 * ("area of a triangle with base 6 cm and height 4 cm", "volume of a cylinder with radius 3 and height 5",
 * "find the area. a circle with radius 3 cm", "perimeter of a 8 by 3 rectangle", "A = ? for r = 3 circle").
 * Exact answer (π kept, radicals simplified) with the decimal beside it and the length unit carried (cm → cm^2).
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { findFormula, DIM_SYMBOL, type Dim, type Formula, type Quantity, type Shape } from './shapes';
import { NUM, exact, measuredAnswer, mistakes, near, numOf, onlyFillers, prep, require_, step, term, unitLatex } from './util';
import { LENGTH_UNIT, lengthUnit } from './units-words';

const SHAPES: [string, Shape][] = [
  ['square[- ]based pyramid|square pyramid|rectangular pyramid|pyramid', 'pyramid'],
  ['rectangular prism|rectangular box|rectangular solid|cuboid|box', 'box'],
  ['(?:right )?circular cylinder|cylinder', 'cylinder'],
  ['(?:right )?circular cone|cone', 'cone'],
  ['hemisphere', 'hemisphere'],
  ['sphere|ball', 'sphere'],
  ['cube', 'cube'],
  ['circle', 'circle'],
  ['right[- ]angled triangle|right triangle', 'right-triangle'],
  ['triangle', 'triangle'],
  ['rectangle', 'rectangle'],
  ['parallelogram', 'parallelogram'],
  ['trapezoid|trapezium', 'trapezoid'],
  ['rhombus', 'rhombus'],
  [`square(?! (?:units?|${LENGTH_UNIT})\\b)`, 'square'],
];
const SHAPE_RE = new RegExp(`\\b(?:${SHAPES.map(([p]) => `(${p})`).join('|')})\\b`, 'g');

const QUANTITIES: [string, Quantity][] = [
  ['(?:total )?surface area', 'surface-area'],
  ['lateral (?:surface )?area', 'lateral-area'],
  ['area', 'area'],
  ['perimeter', 'perimeter'],
  ['circumference', 'circumference'],
  ['volume', 'volume'],
];
const QTY_RE = new RegExp(`\\b(?:${QUANTITIES.map(([p]) => `(${p})`).join('|')})\\b`, 'g');

/** A value with an optional length unit: "6", "6 cm", "2.5 inches". */
const V = `(${NUM})(?:\\s*(${LENGTH_UNIT})\\b)?`;
const VLIST = `${V}(?:\\s*(?:,\\s*and|,|and|&)\\s*${V}){0,2}`;
const KEY =
  'slant height|base edge|base side|side length|edge length|parallel sides|diagonals|radius|diameter|height|altitude|depth|length|width|breadth|bases|base|sides|side|edges|edge|legs|leg';
const CONNECT = '(?:\\s*(?:of length|of|is|are|=|:|equal to|equals|measuring|measures|each|a|an|the|its|[a-z]\\d?\\s*=))*\\s*';
const MENTION_RE = new RegExp(`\\b(${KEY})\\b${CONNECT}(${VLIST})`, 'g');
const LETTER_RE = new RegExp(`(?<![a-z])(r|h|d|l|w|b|s|a|b_?1|b_?2)\\s*=\\s*(${V.slice(0)})`, 'g');
const BY_RE = new RegExp(`${V}\\s*(?:x|by|\\*)\\s*${V}(?:\\s*(?:x|by|\\*)\\s*${V})?`, 'g');
const VALUE_RE = new RegExp(V, 'g');
/** "8 cm long", "5 cm wide", "3 m high": the dimension named by an adjective after the value. */
const ADJ: Record<string, string> = { long: 'length', wide: 'width', high: 'height', tall: 'height', deep: 'depth' };
const ADJ_RE = new RegExp(`(${V})\\s+(long|wide|high|tall|deep)\\b`, 'g');

interface Given {
  key: string;
  values: { v: string; unit?: string }[];
}

function values(list: string): { v: string; unit?: string }[] {
  return [...list.matchAll(VALUE_RE)].map((m) => ({ v: m[1].replace(/\s+/g, ''), unit: m[2] ? lengthUnit(m[2]) : undefined }));
}

/** Maps a generic dimension word (and how many values it carries) to the shape's canonical dimensions. */
function dimsFor(shape: Shape, key: string, n: number): Dim[] | null {
  const k = key.replace(/^(base|edge|side)s$/, '$1s');
  if (/^(radius|r)$/.test(k)) return n === 1 ? ['r'] : null;
  if (/^(diameter|d)$/.test(k)) return n === 1 ? ['d' as Dim] : null;
  if (/^(slant height)$/.test(k)) return n === 1 ? ['sl'] : null;
  if (/^(height|altitude|depth|h)$/.test(k)) return n === 1 ? [shape === 'rectangle' ? 'w' : 'h'] : null;
  if (/^(width|breadth|w)$/.test(k)) return n === 1 ? ['w'] : null;
  if (/^(length|l)$/.test(k)) return n === 1 ? [['square', 'cube', 'rhombus'].includes(shape) ? 's' : 'l'] : null;
  if (/^(legs?)$/.test(k)) return n === 2 ? ['leg1', 'leg2'] : null;
  if (/^(diagonals)$/.test(k)) return n === 2 ? ['d1', 'd2'] : null;
  if (/^(bases|parallel sides)$/.test(k)) return n === 2 ? ['b1', 'b2'] : null;
  if (/^(b_?1)$/.test(k)) return ['b1'];
  if (/^(b_?2)$/.test(k)) return ['b2'];
  if (/^(base|b)$/.test(k) && n === 1) return [shape === 'rectangle' ? 'l' : shape === 'pyramid' ? 's' : 'b'];
  if (/^(base edge|base side)$/.test(k)) return n === 1 ? ['s'] : null;
  if (/^(sides?|edges?|side length|edge length|s|a)$/.test(k)) {
    if (n === 1) return ['s'];
    if (n === 2) return shape === 'rectangle' ? ['l', 'w'] : shape === 'right-triangle' ? ['leg1', 'leg2'] : ['s1', 's2'];
    if (n === 3) return shape === 'box' ? ['l', 'w', 'h'] : ['s1', 's2', 's3'];
  }
  return null;
}

/** Collects the single shape and quantity named in `q`, or null when none or several. */
function shapeAndQuantity(q: string): { shape: Shape; quantity: Quantity; rest: string } | null {
  const shapes = [...q.matchAll(SHAPE_RE)];
  const qtys = [...q.matchAll(QTY_RE)];
  if (shapes.length !== 1 || qtys.length !== 1) return null;
  const shape = SHAPES[shapes[0].slice(1).findIndex((g) => g !== undefined)][1];
  const quantity = QUANTITIES[qtys[0].slice(1).findIndex((g) => g !== undefined)][1];
  return { shape, quantity, rest: q.replace(SHAPE_RE, ' ').replace(QTY_RE, ' ') };
}

/** Reads a measurement question; null unless shape, quantity and every number are accounted for. */
export function readMeasure(question: string): TopicReading | null {
  const q = prep(question);
  const sq = shapeAndQuantity(q);
  if (!sq) return null;
  const { shape, quantity } = sq;
  let rest = sq.rest;
  const given: Given[] = [];
  rest = rest.replace(MENTION_RE, (_, key: string, list: string) => (given.push({ key, values: values(list) }), ' '));
  rest = rest.replace(LETTER_RE, (_, key: string, list: string) => (given.push({ key, values: values(list) }), ' '));
  rest = rest.replace(BY_RE, (m: string) => (given.push({ key: 'sides', values: values(m) }), ' '));
  rest = rest.replace(
    ADJ_RE,
    (_m: string, list: string, _n: string, _u: string, adj: string) => (given.push({ key: ADJ[adj], values: values(list) }), ' '),
  );
  if (!given.length || !onlyFillers(rest, ['square', 'cubic'])) return null;
  const dims: Record<string, string> = {};
  const units = new Set<string>();
  for (const g of given) {
    const ds = dimsFor(shape, g.key, g.values.length);
    if (!ds) return null;
    ds.forEach((d, i) => {
      if (dims[d] !== undefined) dims[`${d}#`] = '';
      dims[d] = g.values[i].v;
      if (g.values[i].unit) units.add(g.values[i].unit!);
    });
  }
  if (Object.keys(dims).some((k) => k.endsWith('#')) || units.size > 1) return null;
  const names = Object.keys(dims).map((d) => (d === 'd' ? 'r' : d));
  const shapeFor = shape === 'right-triangle' && !names.includes('leg1') ? 'triangle' : shape;
  if (!findFormula(shapeFor, quantity, names)) return null;
  const unit = [...units][0];
  const text = `${quantity}(${shapeFor}; ${Object.entries(dims)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ')}${unit ? `; ${unit}` : ''})`;
  return {
    topic: 'geometry',
    task: 'measure',
    params: { shape: shapeFor, quantity, dims, ...(unit ? { unit } : {}) },
    inputLatex: `\\text{${quantity}}(\\text{${shapeFor}};\\quad ${Object.entries(dims)
      .map(([k, v]) => `${DIM_SYMBOL[k as Dim] ?? k} = ${v}`)
      .join(',\\quad ')})`,
    inputText: text,
  };
}

interface MeasureParams {
  shape: Shape;
  quantity: Quantity;
  dims: Record<string, string>;
  unit?: string;
}

function fill(tpl: string, vals: Record<string, string>): string {
  // Only the formula's own dimensions: LaTeX groups such as \frac{1}{2} stay as they are.
  return tpl.replace(/\{(\w+)\}/g, (m, d: string) => vals[d] ?? m);
}

/** Solves a `measure` reading: formula, substitution, exact value (with unit), decimal. */
export function solveMeasure(reading: TopicReading, budget: Budget): TopicAnswer {
  const p = reading.params as unknown as MeasureParams;
  const dims = { ...p.dims };
  const steps = [];
  for (const v of Object.values(dims)) require_(numOf(v) > 0, 'non-positive-length', 'Lengths must be positive');
  if (dims.d !== undefined) {
    const r = exact(`${term(dims.d)}/2`);
    steps.push(
      step('diameter-to-radius', `d = ${dims.d}`, `r = \\frac{d}{2} = ${r.latex}`, {
        eq: `r = \\frac{${dims.d}}{2} = ${r.latex}`,
      }),
    );
    dims.r = r.text;
    delete dims.d;
  }
  const f = findFormula(p.shape, p.quantity, Object.keys(dims)) as Formula;
  require_(!!f, 'unknown-formula', 'No formula for these dimensions');
  budget.check();
  if (f.rule === 'heron-formula') {
    const [a, b, c] = [numOf(dims.s1), numOf(dims.s2), numOf(dims.s3)];
    require_(a + b > c && a + c > b && b + c > a, 'not-a-triangle', 'The sides break the triangle inequality');
  }
  if (f.dims.includes('sl'))
    require_(
      numOf(dims.sl) > (p.shape === 'cone' ? numOf(dims.r) : numOf(dims.s) / 2),
      'slant-too-short',
      'The slant height is too short',
    );
  const symbols = Object.fromEntries(f.dims.map((d) => [d, DIM_SYMBOL[d]]));
  const shown = Object.fromEntries(f.dims.map((d) => [d, dims[d].replace(/^(.*)\/(.*)$/, '\\frac{$1}{$2}')]));
  const formula = fill(f.tex, symbols);
  const substituted = fill(
    f.tex,
    Object.fromEntries(f.dims.map((d) => [d, /^-|\//.test(dims[d]) ? `\\left(${shown[d]}\\right)` : shown[d]])),
  );
  const val = exact(fill(f.expr, Object.fromEntries(f.dims.map((d) => [d, term(dims[d])]))));
  const unit = p.unit ? (f.power === 1 ? p.unit : `${p.unit}^${f.power}`) : undefined;
  const withUnit = (l: string) => (unit ? `${l}\\,${unitLatex(unit)}` : l);
  steps.push(step(f.rule, '', formula, { formula }));
  steps.push(
    step('substitute-values', formula, substituted, {
      values: f.dims.map((d) => `${symbols[d]} = ${shown[d]}`).join(',\\quad '),
    }),
  );
  // common mistakes: dropping the ½ or ⅓ (or ⁴⁄₃), and mixing up a circle's area and circumference
  const filled = (e: string) => fill(e, Object.fromEntries(f.dims.map((d) => [d, term(dims[d])])));
  const wrong = [f.expr.replace(/^(?:1\/2|1\/3|4\/3|2\/3)\*/, ''), f.expr.replace(/\^2/g, '*2'), f.expr.replace(/\^3/g, '*3')];
  if (p.shape === 'circle') wrong.push(f.quantity === 'area' ? '2*pi*{r}' : 'pi*{r}^2');
  const distractors = mistakes(val.value, wrong.filter((w) => w !== f.expr).map(filled), withUnit);
  steps.push(step('evaluate-arithmetic', substituted, withUnit(val.latex), { op: substituted }, distractors));
  return measuredAnswer(val, unit, steps);
}

/** Verifies a `measure` answer by the formula's independent numeric implementation. */
export function verifyMeasure(reading: TopicReading, answer: TopicAnswer): boolean {
  const p = reading.params as unknown as MeasureParams;
  const v: Record<string, number> = {};
  for (const [k, s] of Object.entries(p.dims)) v[k === 'd' ? 'r' : k] = k === 'd' ? numOf(s) / 2 : numOf(s);
  const f = findFormula(p.shape, p.quantity, Object.keys(v));
  if (!f) return false;
  const expected = f.check(v);
  const body = answer.unit ? answer.text.slice(0, -(answer.unit.length + 1)) : answer.text;
  const got = answer.approx !== undefined ? Number(answer.approx) : numOf(body);
  const exactValue = exact(body).value;
  return near(expected, exactValue) && near(expected, got, 1e-8);
}
