/**
 * The standard word statements of related rates and optimisation (OpenStax Calculus Volume 1 §4.1 and §4.7 exercise
 * types, CC BY-NC-SA 4.0; no text taken), turned into the equation they are set up from: a circle, sphere (balloon),
 * square or cube whose size changes at a given rate; a ladder sliding down a wall; two numbers with a given sum,
 * difference or product; a rectangle of given perimeter or fencing (along a river: three sides); an open box folded
 * from a square sheet. Every number of the question must be used by the reading, or it is not read (null).
 */

const NUM = String.raw`(\d+(?:\.\d+)?(?:\s*/\s*\d+)?)`;

/** A related-rates setup: the equation, the known rates, the asked rate, the values at that instant. */
export interface RatesSetup {
  eq: string;
  rates: Record<string, string>;
  target: string;
  values: Record<string, string>;
  /** Lengths: a value left to find from the equation is the positive one. */
  positive: boolean;
}

interface Shape {
  re: RegExp;
  /** quantity word → variable */
  qty: Record<string, string>;
  /** variable → its equation in the radius/side variable */
  eqs: Record<string, string>;
  base: string;
}

const SHAPES: Shape[] = [
  {
    re: /\b(?:circle|circular|ripple)\b/i,
    qty: { radius: 'r', area: 'A', circumference: 'C' },
    eqs: { A: 'A = pi*r^2', C: 'C = 2*pi*r' },
    base: 'r',
  },
  {
    re: /\b(?:sphere|spherical|balloon|snowball)\b/i,
    qty: { radius: 'r', volume: 'V', 'surface area': 'S' },
    eqs: { V: 'V = 4/3*pi*r^3', S: 'S = 4*pi*r^2' },
    base: 'r',
  },
  {
    re: /\bcube\b/i,
    qty: { edge: 's', side: 's', volume: 'V', 'surface area': 'S' },
    eqs: { V: 'V = s^3', S: 'S = 6*s^2' },
    base: 's',
  },
  { re: /\bsquare\b/i, qty: { side: 's', area: 'A', perimeter: 'P' }, eqs: { A: 'A = s^2', P: 'P = 4*s' }, base: 's' },
];

const QTY = String.raw`(surface\s+area|radius|diameter|area|volume|circumference|perimeter|edge|side)`;
const GROW = String.raw`(increas\w*|grow\w*|expand\w*|decreas\w*|shrink\w*|chang\w*|melt\w*)`;
const RATE = String.raw`(?:at\s+)?(?:a\s+(?:constant\s+|steady\s+)?rate\s+of\s+)?(-?\s*\d+(?:\.\d+)?(?:\s*/\s*\d+)?)\s*(?:[a-z]+(?:\^?[23]|²|³)?\s*(?:\/|per)\s*(?:s|sec|second|min|minute|h|hr|hour)s?)?`;

/** All numbers of a text (for the "every number is used" check). */
const numbersIn = (s: string): string[] => [...s.matchAll(/\d+(?:\.\d+)?(?:\s*\/\s*\d+)?/g)].map((m) => m[0].replace(/\s+/g, ''));
const usesAll = (q: string, used: string[]): boolean => {
  const left = [...used.map((u) => u.replace(/\s+/g, ''))];
  for (const n of numbersIn(q.replace(/\b(?:cm|m|ft|in|mm|km)\s*(?:\^\s*[23]|²|³)/gi, ' '))) {
    const i = left.indexOf(n);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
};

/** A circle/sphere/square/cube growing at a rate, or a ladder against a wall; null otherwise. */
export function readRelatedRatesWords(q: string): RatesSetup | null {
  return ladder(q) ?? cone(q) ?? shape(q);
}

const UNIT = String.raw`(?:ft|feet|foot|m|meters?|metres?|cm|in|inches)`;

/**
 * Water in an inverted cone (vertex down) of top radius R and height H, filled at Q per unit time: similar triangles
 * give r = (R/H)h, so V = (π/3)(R/H)²h³; asked how fast the water level rises at a depth.
 */
function cone(q: string): RatesSetup | null {
  if (
    !/\b(?:conical|cone)\b/i.test(q) ||
    !/\b(?:vertex|point|apex)\s+(?:is\s+)?down\b|\binverted\b|\bvertex\s+at\s+the\s+bottom\b/i.test(q)
  )
    return null;
  const radius = new RegExp(
    `\\b(?:radius|diameter)\\s+(?:at\\s+the\\s+top\\s+|of\\s+the\\s+top\\s+)?(?:of\\s+|is\\s+)?${NUM}`,
    'i',
  ).exec(q);
  const height =
    new RegExp(`\\b(?:height|altitude)\\s+(?:of\\s+|is\\s+)?${NUM}`, 'i').exec(q) ??
    new RegExp(`\\b${NUM}\\s*${UNIT}\\s+(?:tall|high)\\b`, 'i').exec(q);
  const rate = new RegExp(
    `\\bat\\s+(?:a\\s+(?:constant\\s+)?rate\\s+of\\s+)?${NUM}\\s*(?:(?:ft|m|cm|in)(?:\\^?3|³)|cubic)`,
    'i',
  ).exec(q);
  const asked =
    /\bhow\s+fast\s+is\s+the\s+(?:water\s+level|level\s+of\s+the\s+water|(?:depth|height)\s+of\s+the\s+water)\s+(?:rising|increasing|changing)\b/i.test(
      q,
    );
  const when =
    new RegExp(`\\bwhen\\s+the\\s+water\\s+is\\s+${NUM}\\s*${UNIT}?\\s+deep\\b`, 'i').exec(q) ??
    new RegExp(`\\bwhen\\s+the\\s+(?:depth|height|water\\s+level)(?:\\s+of\\s+the\\s+water)?\\s+is\\s+${NUM}`, 'i').exec(q);
  if (!radius || !height || !rate || !asked || !when) return null;
  const R = /diameter/i.test(radius[0]) ? `(${radius[1]})/2` : radius[1]!;
  if (!usesAll(q, [radius[1]!, height[1]!, rate[1]!, when[1]!])) return null;
  // water leaving the tank (draining, leaking, pumped out) is a negative rate of the volume
  const out = /\b(?:drain\w*|leak\w*|empt\w*|escap\w*|out\s+of|flows?\s+out|pumped\s+out)\b/i.test(q) ? '-' : '';
  return {
    eq: `V = pi/3*((${R})/(${height[1]}))^2*h^3`,
    rates: { V: out + rate[1]! },
    target: 'h',
    values: { h: when[1]! },
    positive: true,
  };
}

function shape(q: string): RatesSetup | null {
  const sh = SHAPES.find((s) => s.re.test(q));
  if (!sh) return null;
  const v = (w: string) => (w.toLowerCase() === 'diameter' ? sh.base : sh.qty[w.toLowerCase().replace(/\s+/g, ' ')]);
  let given = new RegExp(`\\b${QTY}\\b[^.;?]*?\\b${GROW}\\s+${RATE}`, 'i').exec(q);
  let gVar: string | undefined, gRate: string;
  if (given) {
    if (/diameter/i.test(given[1]!)) return null;
    gVar = v(given[1]!);
    // "decreasing at 2 cm/s" and "changing at -2 cm/s" are both a rate of −2; "decreasing at -2" is not read
    const signed = given[3]!.replace(/\s+/g, '');
    if (signed.startsWith('-') && /decreas|shrink|melt/i.test(given[2]!)) return null;
    gRate = (/decreas|shrink|melt/i.test(given[2]!) ? '-' : '') + signed;
  } else {
    // "air is pumped into a spherical balloon at 100 cm^3/s": a volume rate by its unit
    given = new RegExp(
      `\\b(?:pumped|poured|blown|inflated|flows?)\\b[^.;?]*?\\bat\\s+(?:a\\s+rate\\s+of\\s+)?${NUM}\\s*(?:cm|m|ft|in)(?:\\^?3|³)\\s*(?:\\/|per)`,
      'i',
    ).exec(q);
    if (!given || !sh.qty.volume) return null;
    gVar = 'V';
    gRate = (/\b(?:out|leak\w*|escap\w*)\b/i.test(given[0]) ? '-' : '') + given[1]!;
  }
  const asked =
    new RegExp(
      `\\b(?:how\\s+fast|at\\s+what\\s+rate)\\s+(?:is|does)\\s+(?:the\\s+)?(?:(?!surface\\b)\\w+\\s+)?${QTY}\\b(?:\\s+of\\s+the\\s+\\w+)?\\s+${GROW}`,
      'i',
    ).exec(q) ??
    new RegExp(`\\b(?:how\\s+fast|at\\s+what\\s+rate)\\s+the\\s+${QTY}\\b(?:\\s+of\\s+the\\s+\\w+)?\\s+is\\s+${GROW}`, 'i').exec(
      q,
    ) ??
    new RegExp(`\\bfind\\s+the\\s+rate\\s+(?:of\\s+change\\s+of|at\\s+which)\\s+(?:the\\s+)?${QTY}\\b`, 'i').exec(q);
  const when = new RegExp(
    `\\b(?:when|at\\s+the\\s+(?:moment|instant)(?:\\s+when)?)\\s+(?:the\\s+)?(?:\\w+'s\\s+)?(?:${QTY}|([a-z]))\\s*(?:is|=|equals|reaches)\\s*${NUM}`,
    'i',
  ).exec(q);
  if (!asked || !when || /diameter/i.test(asked[1]!)) return null;
  const target = v(asked[1]!);
  let wVar = when[1] ? v(when[1]) : when[2]!;
  let wVal = when[3]!;
  if (when[1] && /diameter/i.test(when[1])) [wVar, wVal] = [sh.base, `(${wVal})/2`];
  if (!gVar || !target || !wVar || gVar === target) return null;
  // the equation relates the base variable to the other quantity
  const other = [gVar, target].find((x) => x !== sh.base);
  if (!other || ![gVar, target].includes(sh.base) || !sh.eqs[other]) return null;
  if (wVar !== sh.base && wVar !== other) return null;
  if (!usesAll(q, [gRate.replace(/^-+/, ''), when[3]!])) return null;
  return { eq: sh.eqs[other]!, rates: { [gVar]: gRate }, target, values: { [wVar]: wVal }, positive: true };
}

function ladder(q: string): RatesSetup | null {
  const len =
    new RegExp(`\\bladder\\s+${NUM}\\s*(?:ft|feet|foot|m|meters?|metres?)?\\s+long\\b`, 'i').exec(q) ??
    new RegExp(`\\b${NUM}\\s*-?\\s*(?:ft|feet|foot|m|meters?|metres?)(?:\\s+long)?\\s+ladder\\b`, 'i').exec(q);
  if (!len) return null;
  const L = len[1]!;
  const bottom = new RegExp(
    `\\bbottom\\b[^.;?]*?\\b(?:slides?|sliding|pulled|moves?|moving)\\s+away\\b[^.;?]*?\\bat\\s+(?:a\\s+rate\\s+of\\s+)?${NUM}`,
    'i',
  ).exec(q);
  const top = new RegExp(
    `\\btop\\b[^.;?]*?\\b(?:slides?|sliding|moves?|moving)\\s+down\\b[^.;?]*?\\bat\\s+(?:a\\s+rate\\s+of\\s+)?${NUM}`,
    'i',
  ).exec(q);
  const askTop = /\bhow\s+fast\s+is\s+the\s+top\b[^.;?]*?\b(?:sliding|moving|falling)\s+down/i.test(q);
  const askBottom = /\bhow\s+fast\s+is\s+the\s+bottom\b[^.;?]*?\b(?:sliding|moving)\s+away/i.test(q);
  const whenBottom = new RegExp(
    `\\bwhen\\s+the\\s+bottom\\b[^.;?]*?\\bis\\s+${NUM}\\s*(?:ft|feet|m|meters?|metres?)?\\s+(?:away\\s+)?from\\s+the\\s+(?:wall|building)`,
    'i',
  ).exec(q);
  const whenTop = new RegExp(
    `\\bwhen\\s+the\\s+top\\b[^.;?]*?\\bis\\s+${NUM}\\s*(?:ft|feet|m|meters?|metres?)?\\s+(?:above|from|off)\\s+the\\s+(?:ground|floor)`,
    'i',
  ).exec(q);
  const when = whenBottom ?? whenTop;
  if (!when || (whenBottom && whenTop)) return null;
  const values: Record<string, string> = whenBottom ? { x: whenBottom[1]! } : { y: whenTop![1]! };
  const eq = `x^2 + y^2 = (${L})^2`;
  if (bottom && askTop && !top && !askBottom) {
    if (!usesAll(q, [L, bottom[1]!, when[1]!])) return null;
    return { eq, rates: { x: bottom[1]! }, target: 'y', values, positive: true };
  }
  if (top && askBottom && !bottom && !askTop) {
    if (!usesAll(q, [L, top[1]!, when[1]!])) return null;
    return { eq, rates: { y: `-${top[1]!}` }, target: 'x', values, positive: true };
  }
  return null;
}

/** An optimisation setup: goal, objective f(v) in text, its name, the domain, the other number/dimension (text in v). */
export interface OptSetup {
  goal: 'max' | 'min';
  f: string;
  name: string;
  v: string;
  domain: { lo: string | null; hi: string | null; closed: [boolean, boolean] } | null;
  numbers: string | null;
}

const BIG = String.raw`(?:a\s+)?(?:maximum|maximi[sz]ed|as\s+large\s+as\s+possible|largest|greatest|max)`;
const SMALL = String.raw`(?:a\s+)?(?:minimum|minimi[sz]ed|as\s+small\s+as\s+possible|smallest|least|min)`;
const open = (lo: string | null, hi: string | null) => ({ lo, hi, closed: [false, false] as [boolean, boolean] });

/** Two numbers, a rectangle of given perimeter or fencing, an open box from a square sheet; null otherwise. */
export function readOptimizationWords(q: string): OptSetup | null {
  let m: RegExpExecArray | null;
  const pos = /\bpositive\b/i.test(q);
  if (
    (m = new RegExp(
      `\\btwo\\s+(?:positive\\s+)?(?:real\\s+)?numbers\\s+whose\\s+sum\\s+is\\s+${NUM}\\s+and\\s+(?:whose\\s+)?product\\s+is\\s+${BIG}$`,
      'i',
    ).exec(q))
  )
    return usesAll(q, [m[1]!])
      ? { goal: 'max', f: `x*(${m[1]} - x)`, name: 'P', v: 'x', domain: pos ? open('0', m[1]!) : null, numbers: `${m[1]} - x` }
      : null;
  if (
    (m = new RegExp(
      `\\btwo\\s+(?:positive\\s+)?(?:real\\s+)?numbers\\s+whose\\s+sum\\s+is\\s+${NUM}\\s+and\\s+(?:the\\s+sum\\s+of\\s+(?:whose|their)\\s+squares|whose\\s+sum\\s+of\\s+squares)\\s+is\\s+${SMALL}$`,
      'i',
    ).exec(q))
  )
    return usesAll(q, [m[1]!])
      ? {
          goal: 'min',
          f: `x^2 + (${m[1]} - x)^2`,
          name: 'S',
          v: 'x',
          domain: pos ? open('0', m[1]!) : null,
          numbers: `${m[1]} - x`,
        }
      : null;
  if (
    (m = new RegExp(
      `\\btwo\\s+numbers\\s+whose\\s+difference\\s+is\\s+${NUM}\\s+and\\s+(?:whose\\s+)?product\\s+is\\s+${SMALL}$`,
      'i',
    ).exec(q))
  )
    return usesAll(q, [m[1]!])
      ? { goal: 'min', f: `x*(x - ${m[1]})`, name: 'P', v: 'x', domain: null, numbers: `x - ${m[1]}` }
      : null;
  if (
    (m = new RegExp(
      `\\btwo\\s+positive\\s+numbers\\s+whose\\s+product\\s+is\\s+${NUM}\\s+and\\s+(?:whose\\s+)?sum\\s+is\\s+${SMALL}$`,
      'i',
    ).exec(q))
  )
    return usesAll(q, [m[1]!])
      ? { goal: 'min', f: `x + ${m[1]}/x`, name: 'S', v: 'x', domain: open('0', null), numbers: `${m[1]}/x` }
      : null;
  if (
    (m = new RegExp(
      `\\brectangle\\b[^.;?]*?\\bperimeter\\s+(?:of\\s+|is\\s+)?${NUM}\\b[^?]*?\\b(?:${BIG})\\s+(?:possible\\s+)?area\\b`,
      'i',
    ).exec(q))
  )
    return usesAll(q, [m[1]!])
      ? { goal: 'max', f: `x*(${m[1]}/2 - x)`, name: 'A', v: 'x', domain: open('0', `${m[1]}/2`), numbers: `${m[1]}/2 - x` }
      : null;
  if (
    (m = new RegExp(`\\b${NUM}\\s*(?:m|ft|feet|meters?|metres?|yards?|yd)?\\s+of\\s+fenc(?:e|ing)\\b`, 'i').exec(q)) &&
    /\brectangular\b/i.test(q) &&
    new RegExp(`${BIG}\\s+(?:possible\\s+)?area|area\\b[^.;?]*?\\b${BIG}`, 'i').test(q)
  ) {
    const L = m[1]!;
    if (!usesAll(q, [L])) return null;
    // along a river (or a wall/barn): only three sides are fenced; x is each side perpendicular to the river
    if (/\b(?:river|wall|barn|straight\s+(?:river|wall))\b/i.test(q))
      return { goal: 'max', f: `x*(${L} - 2*x)`, name: 'A', v: 'x', domain: open('0', `${L}/2`), numbers: `${L} - 2*x` };
    return { goal: 'max', f: `x*(${L}/2 - x)`, name: 'A', v: 'x', domain: open('0', `${L}/2`), numbers: `${L}/2 - x` };
  }
  if (
    (m = new RegExp(
      `\\bopen\\s+(?:top\\s+)?box\\b[^.;?]*?\\bsquare\\b[^.;?]*?\\b${NUM}\\s*(?:cm|in|inches|inch|m|ft|feet)?\\b`,
      'i',
    ).exec(q)) &&
    /\bcut/i.test(q) &&
    /\bcorners?\b/i.test(q) &&
    new RegExp(`${BIG}\\s+(?:possible\\s+)?volume|volume\\b[^.;?]*?\\b${BIG}`, 'i').test(q)
  ) {
    const a = m[1]!;
    return usesAll(q, [a])
      ? { goal: 'max', f: `x*(${a} - 2*x)^2`, name: 'V', v: 'x', domain: open('0', `${a}/2`), numbers: null }
      : null;
  }
  return null;
}
