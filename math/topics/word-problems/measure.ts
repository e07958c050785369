/**
 * Measure stories: kind `geometry` — a rectangle ("a rectangular garden is 12 m long and 5 m wide"), a square ("a
 * square tile has sides of 30 cm") or a box ("a tank is 4 ft long, 3 ft wide and 2 ft deep") with its area, perimeter
 * ("how much fencing") or volume asked, or a side from the area or perimeter; kind `conversion` — one quantity and
 * "how many <unit> is that" (unit sizes from the units topic's exact table, NIST SP 811). Formulas: OpenStax
 * Prealgebra 2e §9.4–9.6 (CC BY 4.0).
 */
import type { TopicReading } from '../types';
import { NUM, Story, n } from './story';
import { NAME } from './vocab';
import { planReading, type Plan } from './plan';
import { UNIT_PHRASE, readUnit, unitInfo } from '../units/table';
import { exactConversion } from '../units/convert';

const LEN =
  'kilomet(?:er|re)s?|km|met(?:er|re)s?|m|centimet(?:er|re)s?|cm|millimet(?:er|re)s?|mm|feet|foot|ft|inch(?:es)?|in|yards?|yd|miles?|mi';
const lenUnit = (w: string) =>
  (
    [
      ['kilomet(?:er|re)s?|km', 'km'],
      ['met(?:er|re)s?|m', 'm'],
      ['centimet(?:er|re)s?|cm', 'cm'],
      ['millimet(?:er|re)s?|mm', 'mm'],
      ['feet|foot|ft', 'ft'],
      ['inch(?:es)?|in', 'in'],
      ['yards?|yd', 'yd'],
      ['miles?|mi', 'mi'],
    ] as const
  ).find((u) => new RegExp(`^(?:${u[0]})$`).test(w))![1];
const L = `(${NUM}) ?(${LEN})`;
const GLUE = (
  'a an the is are has have with of and its it by long wide high tall deep length width height depth side sides measures measuring ' +
  'each rectangular rectangle square shaped box tank room garden field yard pool floor wall rug park lot plot playground table board ' +
  'picture frame window door carpet sheet paper tile court pen cage container aquarium closet sandbox piece land swimming basketball tennis soccer ' +
  'how much many what find need needed needs does do to around enclose fence fencing border go goes put edge trim will be cover covers covering water hold holds can'
).split(' ');
const SQ = '(?:square|sq\\.?) ';

/** Reads a rectangle / square / box story; null unless every part is accounted for. */
export function readShape(question: string): TopicReading | null {
  const s = new Story(question);
  s.takeAll(
    new RegExp(
      `\\b(?:a|an|the|her|his|their|my) (?:rectangular |square |square-shaped |rectangle-shaped |cube-shaped )?(${NAME})(?= (?:is|has|measures|with|that)\\b)`,
    ),
  ).forEach((m) => s.name(m[1]));
  const dims: Record<string, { v: string; u: string }> = {};
  const put = (k: string, m: RegExpExecArray | null) => m && (dims[k] = { v: m[1], u: lenUnit(m[2]) });
  put('l', s.take(new RegExp(`\\b(?:is |, )?${L} long\\b`)) ?? s.take(new RegExp(`\\ba length of ${L}\\b`)));
  put('w', s.take(new RegExp(`\\b(?:and )?${L} wide\\b`)) ?? s.take(new RegExp(`\\b(?:and )?a width of ${L}\\b`)));
  put(
    'h',
    s.take(new RegExp(`\\b(?:and )?${L} (?:high|tall|deep)\\b`)) ??
      s.take(new RegExp(`\\b(?:and )?a (?:height|depth) of ${L}\\b`)),
  );
  const by =
    !dims.l && !dims.w
      ? s.take(new RegExp(`\\b(?:measures |is )?(${NUM}) ?(?:${LEN})? by (${NUM}) ?(${LEN})(?: by (${NUM}) ?(${LEN}))?\\b`))
      : null;
  if (by) {
    const u = lenUnit(by[3]);
    dims.l = { v: by[1], u };
    dims.w = { v: by[2], u };
    if (by[4]) dims.h = { v: by[4], u: lenUnit(by[5]) };
  }
  const side = s.take(
    new RegExp(
      `\\b(?:sides? (?:of |that (?:are|is) |measuring |is |are )?|each side (?:is |measures |of )?|side length (?:of |is )?)${L}(?: long)?(?: each| on each side)?\\b|\\b${L} on each side\\b`,
    ),
  );
  const area = s.take(new RegExp(`\\b(?:an )?area (?:of |is )(${NUM}) ?(?:${SQ}(${LEN})|(${LEN})(?:\\^2|²| squared))`));
  const perim = s.take(new RegExp(`\\b(?:a )?perimeter (?:of |is )${L}\\b`));
  const square = /\bsquare\b(?! (?:met|feet|foot|inch|yard|cent|kilo|mile|centi|milli))/.test(
    s.text.replace(new RegExp(`${SQ}(?:${LEN})`, 'g'), ''),
  );
  const qArea = s.take(
    /\b(?:what is|find|calculate|determine) (?:the |its )?area(?: of (?:the|it|this) \w+)?\b|\bhow much (?:carpet|grass|paint|tile|space|area|floor space) (?:is needed|does it take|do you need|covers it|will cover it)(?: to cover (?:it|the \w+))?\b|\bhow many square (?:meters|metres|feet|centimeters|inches|yards)\b/,
  );
  const qPer = qArea
    ? null
    : s.take(
        /\b(?:what is|find|calculate|determine) (?:the |its )?perimeter(?: of (?:the|it|this) \w+)?\b|\bhow much (?:fencing|fence|border|trim|edging|rope|ribbon) (?:is needed|does (?:she|he|they|it) need|do (?:you|they|we) need|will (?:she|he|they|you) need|is required)(?: to (?:go around|enclose|surround|put around|fence) (?:it|the \w+))?\b/,
      );
  const qVol =
    qArea || qPer
      ? null
      : s.take(
          /\b(?:what is|find|calculate|determine) (?:the |its )?volume(?: of (?:the|it|this) \w+)?\b|\bhow much (?:water|sand|soil|space) (?:can it|will it|does it) hold\b/,
        );
  const qSide =
    qArea || qPer || qVol
      ? null
      : s.take(
          /\b(?:what is|find|how long is) (?:the |its )?(width|length|side(?: length)?)(?: of (?:the|it|this) \w+| of (?:1|one|a|each) (side))?\b|\bhow (wide|long) is (?:it|the \w+)\b/,
        );
  // "what is its area in square feet": another unit asked than the story's is not answered in the story's
  const inUnit = s.take(new RegExp(`\\bin (?:square |sq\\.? |cubic )?(${LEN})(?:\\^[23]| squared| cubed)?(?![a-z])`));
  if (!s.done(GLUE)) return null;
  const units = new Set(
    [
      ...Object.values(dims).map((d) => d.u),
      side && lenUnit(side[2] ?? side[4]),
      area && lenUnit(area[2] ?? area[3]),
      perim && lenUnit(perim[2]),
    ].filter(Boolean),
  );
  if (units.size !== 1) return null;
  const u = [...units][0] as string;
  if (inUnit && lenUnit(inUnit[1]) !== u) return null;
  const sv = side ? n(side[1] ?? side[3]) : null;
  let plan: Plan | null = null;
  const { l, w, h } = { l: dims.l && n(dims.l.v), w: dims.w && n(dims.w.v), h: dims.h && n(dims.h.v) };
  const one = (v: string, what: string, unit: string, formula: string, eq: string): Plan => ({
    kind: 'geometry',
    quantities: [{ v, what, unit }],
    formula,
    equation: eq,
    conditions: [eq],
    ask: [v],
  });
  if (sv && square && !l && !w && !area && !perim) {
    if (qArea) plan = one('a', `the area in ${u}^2`, `${u}^2`, 'A = s^2', `a = ${sv}^2`);
    else if (qPer) plan = one('p', `the perimeter in ${u}`, u, 'P = 4s', `p = 4*${sv}`);
  } else if (l && w && !h && !sv && !area && !perim) {
    if (qArea) plan = one('a', `the area in ${u}^2`, `${u}^2`, 'A = l \\cdot w', `a = ${l}*${w}`);
    else if (qPer) plan = one('p', `the perimeter in ${u}`, u, 'P = 2l + 2w', `p = 2*${l} + 2*${w}`);
  } else if (l && w && h && qVol && !sv) {
    plan = one('v', `the volume in ${u}^3`, `${u}^3`, 'V = l \\cdot w \\cdot h', `v = ${l}*${w}*${h}`);
  } else if (qSide && (area || perim) && !(area && perim) && !h) {
    const known = l ?? w;
    const asks = qSide[2] ?? qSide[1] ?? qSide[3];
    const wantW = /width|wide/.test(asks);
    if (square && !known && /side/.test(asks)) {
      if (perim) plan = one('s', `the side in ${u}`, u, 'P = 4s', `4*s = ${n(perim[1])}`);
      else plan = null; // a square's side from its area is a square root: not a linear story
    } else if (known && ((wantW && l && !w) || (!wantW && w && !l))) {
      plan = area
        ? one('x', `the ${wantW ? 'width' : 'length'} in ${u}`, u, 'A = l \\cdot w', `${known}*x = ${n(area[1])}`)
        : one('x', `the ${wantW ? 'width' : 'length'} in ${u}`, u, 'P = 2l + 2w', `2*${known} + 2*x = ${n(perim![1])}`);
    }
  }
  return plan ? planReading(plan) : null;
}

/** Reads "a rope is 3.5 m long. how many centimeters long is it?"; null unless every part is accounted for. */
export function readConversionStory(question: string): TopicReading | null {
  const s = new Story(question);
  const U = `(${UNIT_PHRASE})`;
  const qm = s.take(
    new RegExp(
      `\\bhow many ${U}(?: long| tall| wide| high| deep| heavy| far)? (?:is (?:it|that|this|the \\w+)|are (?:they|those|these|there)|(?:did|does|will|can|do) (?:it|he|she|they|you|the \\w+|${NAME}) (?:\\w+))\\b|\\bwhat is (?:this|that|it) in ${U}\\b|\\bexpress (?:this|that|it) in ${U}\\b`,
    ),
  );
  if (!qm) return null;
  const to = readUnit(qm[1] ?? qm[2] ?? qm[3]);
  const qs = s.takeAll(new RegExp(`(${NUM}) ?${U}(?![a-z/])(?: of (${NAME}))?`));
  if (qs.length !== 1 || !to) return null;
  const from = readUnit(qs[0][2]);
  if (!from) return null;
  s.name(qs[0][3]);
  const [fi, ti] = [unitInfo(from), unitInfo(to)];
  if (fi.dim !== ti.dim || fi.math === ti.math || fi.dim === 'temperature') return null;
  s.takeAll(new RegExp(`\\b(?:a|an|the|her|his|their|my) (${NAME})\\b`)).forEach((m) => s.name(m[1]));
  s.take(
    new RegExp(
      `\\b(${NAME}) (?=(?:\\| )?(?:ran|runs|walked|walks|drove|drives|swam|swims|cycled|rode|hiked|bought|buys|drank|drinks|weighs|weighed|poured|used|uses|slept|sleeps|studied|studies|worked|works|waited|waits)\\b)`,
    ),
  )
    ?.slice(1)
    .forEach((w) => s.name(w));
  const glue = (
    'is was long tall wide high deep heavy weighs weighed lasts lasted takes took holds held contains ran runs walked walks drove drives swam swims cycled rode hiked ' +
    'bought buys drank drinks poured used uses slept sleeps studied studies worked works waited waits far that this in needs need recipe'
  ).split(' ');
  if (!s.done(glue)) return null;
  const value = qs[0][1];
  const f = exactConversion({ value: '1', from: fi.math, to: ti.math, fromShow: fi.show, toShow: ti.show, dim: fi.dim });
  if (!f) return null;
  const factor = f.toFraction();
  const fx = /\//.test(factor) ? `(${factor})` : factor;
  const factorTex = `1\\,\\text{${fi.show}} = ${factor.replace(/^(\d+)\/(\d+)$/, '\\frac{$1}{$2}')}\\,\\text{${ti.show}}`;
  return planReading({
    kind: 'conversion',
    quantities: [{ v: 'x', what: `the amount in ${ti.show}`, unit: ti.show }],
    converts: [factorTex],
    equation: `x = ${n(value)}*${fx}`,
    // checked by mathjs units, independently of the exact table
    conditions: [`x = number(${n(value)} ${fi.math}, "${ti.math}")`],
    ask: ['x'],
  });
}
