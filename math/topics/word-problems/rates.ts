/**
 * Rate stories: kind `work` ("A can fill a pool in 3 hours, B in 6 hours; how long together?", a drain working
 * against), kind `mixture` ("how many liters of a 20% solution must be mixed with a 50% solution to get 10 L of a
 * 30% solution", "… added to 5 L of a 50% solution to get a 30% solution"), kind `unit-rate` ("3 pounds cost $4.50:
 * the price per pound, the cost of 5 pounds"). Methods: OpenStax Elementary Algebra 2e §3.3, §8.7 (CC BY 4.0).
 */
import { fraction } from 'mathjs';
import type { TopicReading } from '../types';
import { NUM, Story, n } from './story';
import { NAME, TIME_UNITS } from './vocab';
import { planReading } from './plan';

const TIME = TIME_UNITS.map((u) => u[0]).join('|');
const timeUnit = (w: string) => TIME_UNITS.find((u) => new RegExp(`^(?:${u[0]})$`).test(w))![1];
const VERB =
  'fill|fills|paint|paints|mow|mows|clean|cleans|build|builds|finish|finishes|do|does|complete|completes|dig|digs|type|types|' +
  'wash|washes|plant|plants|shovel|shovels|assemble|assembles|pave|paves|harvest|harvests|empty|empties|drain|drains';
const OBJ = `(?: (?:the|a|an|this|that|same|it)(?: (${NAME}(?: ${NAME})?))?)?`;

/** Reads a two-worker (or filler and drain) story asked "together"; null unless every part is accounted for. */
export function readWork(question: string): TopicReading | null {
  const s = new Story(question);
  if (!/\btogether\b|\bboth\b/.test(s.text)) return null;
  const W = `((?:(?:the )?(?:first|second|other|1|one|another) )?${NAME}(?: ${NAME})?)`;
  const found: { who: string; t: string; u: string; minus: boolean }[] = [];
  const clause = new RegExp(
    `\\b${W} (?:can |could |alone can |working alone can |by (?:himself|herself|itself) can )?(${VERB})${OBJ}(?: alone| by (?:himself|herself|itself))? in (${NUM}) ?(${TIME})(?: alone| by (?:himself|herself|itself))?\\b|\\b${W} takes (${NUM}) ?(${TIME}) to (${VERB})${OBJ}(?: alone| by (?:himself|herself|itself))?\\b|\\b(?:and|while) ${W} (?:can (?:do it|do so) )?in (${NUM}) ?(${TIME})\\b`,
  );
  for (let m = s.take(clause); m; m = s.take(clause)) {
    if (m[1]) found.push({ who: m[1], t: m[4], u: m[5], minus: /^(?:empt|drain)/.test(m[2]) });
    else if (m[6]) found.push({ who: m[6], t: m[7], u: m[8], minus: /^(?:empt|drain)/.test(m[9]) });
    else found.push({ who: m[11], t: m[12], u: m[13], minus: false });
    s.name(m[1] ?? m[6] ?? m[11], m[3] ?? m[10]);
  }
  if (found.length !== 2 || timeUnit(found[0].u) !== timeUnit(found[1].u)) return null;
  if (found[0].minus && found[1].minus) return null;
  const u = timeUnit(found[0].u);
  const q = s.take(
    new RegExp(
      `\\b(?:(?:working together|together|if they work together|if both (?:pipes |hoses )?are (?:open|opened|used|on)),? )?how (?:long|many (?:hours|minutes|days)) (?:will|would|does|do|should) it take(?: (?:them|both(?: of them| pipes| hoses| machines| workers)?|the 2(?: of them| pipes)?|${NAME} and ${NAME}))?(?: (?:working|if they work))?(?: together)?(?: to (?:${VERB})${OBJ})?(?: (?:working )?together| if they work together| if both (?:pipes |hoses )?are (?:open|opened|used|on))?\\b`,
    ),
  );
  if (!q || !/together|both/.test(q[0])) return null;
  if (q[1]) s.name(q[1]);
  const glue = [
    'alone',
    'pipe',
    'pipes',
    'hose',
    'hoses',
    'working',
    'work',
    'together',
    'both',
    'job',
    'same',
    'drain',
    'tap',
    'faucet',
  ];
  if (!s.done(glue)) return null;
  const [a, b] = found.map((f) => n(f.t));
  const eq = `t/${a} ${found[1].minus || found[0].minus ? '-' : '+'} t/${b} = 1`;
  const eqOrdered = found[0].minus ? `t/${b} - t/${a} = 1` : eq;
  return planReading({
    kind: 'work',
    quantities: [{ v: 't', what: `the time together in ${u}`, unit: u }],
    formula: '\\frac{t}{t_1} \\pm \\frac{t}{t_2} = 1',
    equation: eqOrdered,
    conditions: [eqOrdered],
    ask: ['t'],
  });
}

const VOL = 'lit(?:er|re)s?|l|millilit(?:er|re)s?|ml|gallons?|gal|ounces?|oz|pounds?|lb|kilograms?|kg|grams?|g|cups?|quarts?|qt';
const volUnit = (w: string) =>
  (
    [
      ['lit(?:er|re)s?|l', 'L'],
      ['millilit(?:er|re)s?|ml', 'mL'],
      ['gallons?|gal', 'gal'],
      ['ounces?|oz', 'oz'],
      ['pounds?|lb', 'lb'],
      ['kilograms?|kg', 'kg'],
      ['grams?|g', 'g'],
      ['cups?', 'cups'],
      ['quarts?|qt', 'qt'],
    ] as const
  ).find((u) => new RegExp(`^(?:${u[0]})$`).test(w))![1];
const SOL = `(?:(?:acid|salt|alcohol|sugar|saline|juice|antifreeze|bleach|fertilizer|chemical|copper|silver|gold|nut|peanut) )?(?:solution|mixture|alloy|blend|juice drink|drink)`;

/** Reads a two-solution mixture story (see the module comment); null unless every part is accounted for. */
export function readMixture(question: string): TopicReading | null {
  const s = new Story(question);
  const A = `(?:an? )?(${NUM})% ${SOL}`;
  const m1 = s.take(
    new RegExp(
      `\\bhow many (${VOL}) of ${A} (?:must|should|will|would) (?:be|you|we|she|he|they|\\w+) ?(?:be )?(?:mixed|mix|combined|combine) with ${A} to (?:get|make|obtain|produce|form) (${NUM}) ?(${VOL}) of ${A}\\b`,
    ),
  );
  if (m1) {
    if (!s.done(['need', 'needs', 'chemist', 'pharmacist', 'nurse', 'scientist', 'student', 'lab', 'technician'])) return null;
    const u = volUnit(m1[1]);
    if (volUnit(m1[5]) !== u) return null;
    const [p1, p2, tot, p3] = [n(m1[2]), n(m1[3]), n(m1[4]), n(m1[6])];
    return planReading({
      kind: 'mixture',
      quantities: [
        { v: 'x', what: `the amount of the ${m1[2]}% solution in ${u}`, unit: u },
        { v: 'y', what: `the amount of the ${m1[3]}% solution in ${u}`, unit: u, expr: `${tot} - x` },
      ],
      formula: '\\text{amount}_1 \\cdot p_1 + \\text{amount}_2 \\cdot p_2 = \\text{total} \\cdot p',
      equation: `${p1}/100*x + ${p2}/100*(${tot} - x) = ${p3}/100*${tot}`,
      conditions: [`x + y = ${tot}`, `${p1}/100*x + ${p2}/100*y = ${p3}/100*${tot}`],
      ask: ['x'],
    });
  }
  const m2 = s.take(
    new RegExp(
      `\\bhow many (${VOL}) of ${A} (?:must|should|will|would) (?:be|you|we|she|he|they|\\w+) ?(?:be )?(?:added|add|mixed|mix) (?:to|with) (${NUM}) ?(${VOL}) of ${A} to (?:get|make|obtain|produce|form) ${A}\\b`,
    ),
  );
  if (!m2 || volUnit(m2[4]) !== volUnit(m2[1])) return null;
  if (!s.done(['need', 'needs', 'chemist', 'pharmacist', 'nurse', 'scientist', 'student', 'lab', 'technician'])) return null;
  const u = volUnit(m2[1]);
  const [p1, amt, p2, p3] = [n(m2[2]), n(m2[3]), n(m2[5]), n(m2[6])];
  return planReading({
    kind: 'mixture',
    quantities: [{ v: 'x', what: `the amount of the ${m2[2]}% solution in ${u}`, unit: u }],
    formula: '\\text{amount}_1 \\cdot p_1 + \\text{amount}_2 \\cdot p_2 = \\text{total} \\cdot p',
    equation: `${p1}/100*x + ${p2}/100*${amt} = ${p3}/100*(x + ${amt})`,
    conditions: [`${p1}/100*x + ${p2}/100*${amt} = ${p3}/100*(x + ${amt})`],
    ask: ['x'],
  });
}

const RATE_UNIT =
  'pounds?|lbs?|kilograms?|kg|grams?|ounces?|oz|gallons?|lit(?:er|re)s?|feet|foot|meters?|metres?|yards?|items?|pieces?|boxes|box|bags?|bottles?|cans?|tickets?|pens?|pencils?|notebooks?|apples?|oranges?|books?|shirts?|candles?|cookies?|muffins?|eggs?|hours?';
const single = (w: string) =>
  /ies$/.test(w)
    ? w.replace(/ies$/, 'y')
    : /(?:ch|sh|x)es$/.test(w)
      ? w.replace(/es$/, '')
      : w === 'feet'
        ? 'foot'
        : /[^s]s$/.test(w)
          ? w.slice(0, -1)
          : w;

/** Reads a price story: "3 pounds of apples cost $4.50" + "the price per pound" or "how much do 5 pounds cost". */
export function readUnitRate(question: string): TopicReading | null {
  const s = new Story(question);
  const R = `(${RATE_UNIT})`;
  const f1 = s.take(new RegExp(`\\b(?:if )?(${NUM}) ${R}(?: of (${NAME}(?: ${NAME})?))? costs? \\$(${NUM})\\b`));
  const f2 = f1 ? null : s.take(new RegExp(`\\$(${NUM}) (?:for|buys) (${NUM}) ${R}(?: of (${NAME}(?: ${NAME})?))?\\b`));
  if (!f1 && !f2) return null;
  const [qty, unit, noun, price] = f1 ? [f1[1], f1[2], f1[3], f1[4]] : [f2![2], f2![3], f2![4], f2![1]];
  const u = single(unit);
  const per = s.take(
    new RegExp(
      `\\b(?:what is |find |what's )?(?:the )?(?:unit )?(?:price|cost) (?:per|of (?:1|one|a|each)|for (?:1|one|a|each)) (${RATE_UNIT})\\b|\\bhow much (?:does|is) (?:1|one|a|each) (${RATE_UNIT}) (?:cost)?\\b`,
    ),
  );
  const more = per
    ? null
    : s.take(
        new RegExp(
          `\\bhow much (?:do|does|would|will) (${NUM}) (${RATE_UNIT})(?: of (${NAME}(?: ${NAME})?))? cost\\b|\\bwhat (?:do|does|would|will) (${NUM}) (${RATE_UNIT})(?: of (${NAME}(?: ${NAME})?))? cost\\b`,
        ),
      );
  // the same goods: 5 pounds of oranges are not priced by 3 pounds of apples
  const moreNoun = more && (more[3] ?? more[6]);
  if (moreNoun && moreNoun !== noun) return null;
  if (!per && !more) return null;
  if (per && single(per[1] ?? per[2]) !== u) return null;
  if (more && single(more[2] ?? more[5]) !== u) return null;
  s.name(noun);
  if (!s.done(['cost', 'costs', 'price', 'store', 'shop', 'market', 'sells', 'at', 'the'])) return null;
  const [q, p] = [n(qty), n(price)];
  if (per)
    return planReading({
      kind: 'unit-rate',
      quantities: [{ v: 'u', what: `the price of 1 ${u}`, unit: '', money: true, per: u }],
      formula: '\\text{price} = \\text{quantity} \\cdot \\text{unit price}',
      equation: `${q}*u = ${p}`,
      conditions: [`${q}*u = ${p}`],
      ask: ['u'],
    });
  const k = n(more![1] ?? more![4]);
  if (fraction(k).equals(fraction(qty))) return null;
  return planReading({
    kind: 'unit-rate',
    quantities: [
      { v: 'c', what: `the cost of ${k} ${unit}`, unit: '', money: true },
      { v: 'u', what: `the price of 1 ${u}`, unit: '', money: true, expr: `${p}/${q}` },
    ],
    formula: '\\frac{\\text{cost}}{\\text{quantity}} = \\text{unit price}',
    equation: `c/${k} = ${p}/${q}`,
    conditions: [`${q}*u = ${p}`, `c = ${k}*u`],
    ask: ['c'],
  });
}
