/**
 * Distance, speed and time stories (kind `motion`): any one of the three from the other two, with units carried and
 * converted exactly (minutes to hours, metres to kilometres), two objects moving toward each other or apart, and a
 * catch-up. Relation d = v·t (OpenStax Prealgebra 2e §8.5 "uniform motion", CC BY 4.0).
 */
import { fraction } from 'mathjs';
import type { TopicReading } from '../types';
import { NUM, RELATION_WORDS, Story, n } from './story';
import { LENGTH_UNITS, MOTION_VERBS, NAME, SPEED_UNITS, TIME_UNITS, speedUnit } from './vocab';
import { planReading, type Plan } from './plan';

const LEN = LENGTH_UNITS.map((u) => u[0]).join('|');
const TIME = TIME_UNITS.map((u) => u[0]).join('|');
const SPEED = SPEED_UNITS.map((u) => u[0]).join('|');
const unitOf = (table: [string, string, ...string[]][], w: string) => table.find((u) => new RegExp(`^(?:${u[0]})$`).test(w))!;

/** Sizes of units in metres / seconds (exact legal definitions, NIST SP 811). */
const SIZE: Record<string, string> = {
  km: '1000',
  m: '1',
  mi: '1609.344',
  ft: '0.3048',
  yd: '0.9144',
  cm: '0.01',
  in: '0.0254',
  h: '3600',
  min: '60',
  s: '1',
  days: '86400',
  weeks: '604800',
};
const convert = (v: string, from: string, to: string): string =>
  fraction(v).mul(fraction(SIZE[from])).div(fraction(SIZE[to])).toFraction();

const GLUE = (
  MOTION_VERBS.replace(/\|/g, ' ') +
  ' speed average constant rate steady distance takes took take taking it long far fast how trip journey whole ' +
  'car train bus plane airplane truck boat ship cyclist runner walker bike bicycle jet snail bird man woman boy girl ' +
  'person driver family athlete hiker swimmer horse motorcycle scooter per hour an for at of his her to kilometers miles'
).split(' ');

const Q_SPEED =
  /\b(?:what (?:is|was) (?:its|the|his|her|their|my) (?:average )?speed|how fast (?:is|was|does|did) (?:it|he|she|they|the \w+)(?: \w+)?|(?:find|calculate|determine) (?:its|the|his|her|their) (?:average )?speed|at what (?:average )?(?:speed|rate) (?:did|does|was|is) (?:it|he|she|they|the \w+)(?: \w+)?)(?: in (km\/h|mph|m\/s|miles per hour|kilomet(?:er|re)s per hour|met(?:er|re)s per second))?\b/;
const Q_DIST =
  /\b(?:how far (?:does|did|will|can|would|do) (?:it|he|she|they|the \w+|\w+) (?:\w+)|what distance (?:does|did|will|can|would) (?:it|he|she|they|the \w+|\w+) (?:\w+)|how many (?:kilometers|km|miles|meters|metres|feet) (?:does|did|will|can|would) (?:it|he|she|they|the \w+|\w+) (?:\w+))\b/;
const Q_TIME =
  /\b(?:how long (?:does|did|will|would) it take(?: (?:him|her|them|it|the \w+|\w+))?(?: to (?:\w+)(?: there| that far| the distance| it)?)?|how many (hours|minutes|seconds|days) (?:does|did|will|would) it take(?: (?:him|her|them|it|the \w+|\w+))?(?: to (?:\w+)(?: there| that far| the distance| it)?)?|how long (?:does|did|will|would) (?:it|he|she|they|the \w+|\w+) (?:\w+))\b/;

/** Words that are never a subject's name (a relation must be read by a pattern, not skipped). */
const NOT_A_NAME = `(?:${[...RELATION_WORDS].join('|')})\\b`;

/** Reads a one-object motion story, or two objects toward each other / apart / catching up; null otherwise. */
export function readMotion(question: string): TopicReading | null {
  return readTwo(question) ?? readOne(question);
}

function readOne(question: string): TopicReading | null {
  const s = new Story(question);
  if (!new RegExp(`\\b(?:${MOTION_VERBS}|speed)\\b`).test(s.text)) return null;
  const speeds = s.takeAll(
    new RegExp(`(?:at |with )?(?:an? )?(?:(?:average|constant|steady) )?(?:speed of |rate of )?(${NUM}) ?(${SPEED})(?![a-z/])`),
  );
  const dists = s.takeAll(new RegExp(`(?:a distance of )?(${NUM}) ?(${LEN})(?![a-z/])`));
  const times = s.takeAll(new RegExp(`(?:in |for )?(${NUM}) ?(${TIME})(?![a-z/])`));
  if (speeds.length + dists.length + times.length !== 2 || speeds.length > 1 || dists.length > 1 || times.length > 1) return null;
  const qs = s.take(Q_SPEED),
    qd = qs ? null : s.take(Q_DIST),
    qt = qs || qd ? null : s.take(Q_TIME);
  const asked = qs ? 'v' : qd ? 'd' : qt ? 't' : null;
  if (!asked) return null;
  if ((asked === 'v' && speeds.length) || (asked === 'd' && dists.length) || (asked === 't' && times.length)) return null;
  s.takeAll(new RegExp(`\\b(${NAME}) (?=\\| |(?:${MOTION_VERBS})\\b)`)).forEach((m) => s.name(m[1]));
  // the subject at the start of a sentence, before a taken span ("Xiaoming in 3 hours travels 45 km", rewritten from zh)
  s.takeAll(new RegExp(`(?:^ *|(?<=[.!?] +))(?!${NOT_A_NAME})(${NAME}) +(?=\\| )`)).forEach((m) => s.name(m[1]));
  s.nouns();
  if (!s.done(GLUE)) return null;
  let d = dists[0] && { v: dists[0][1], u: unitOf(LENGTH_UNITS, dists[0][2])[1] };
  let t = times[0] && { v: times[0][1], u: unitOf(TIME_UNITS, times[0][2])[1] };
  const sp = speeds[0] && SPEED_UNITS.find((u) => new RegExp(`^(?:${u[0]})$`).test(speeds[0][2]))!;
  const converts: string[] = [];
  const conv = (q: { v: string; u: string }, to: string) => {
    if (q.u === to) return q;
    const v = convert(q.v, q.u, to);
    converts.push(`${q.v}\\,\\text{${q.u}} = ${v.replace(/^(\d+)\/(\d+)$/, '\\frac{$1}{$2}')}\\,\\text{${to}}`);
    return { v, u: to };
  };
  let vU: string;
  if (sp) {
    vU = sp[1];
    if (d) d = conv(d, sp[2]);
    if (t) t = conv(t, sp[3]);
  } else {
    // the time in hours when the distance is in km or miles (km/h, mph), else the units as given
    if (/^(?:km|mi)$/.test(d!.u) && t!.u !== 'h') t = conv(t!, 'h');
    vU = speedUnit(d!.u, t!.u);
  }
  const wanted = qs?.[1] && SPEED_UNITS.find((u) => new RegExp(`^(?:${u[0]})$`).test(qs[1]))![1];
  if (wanted && wanted !== vU) return null;
  const dU = d?.u ?? sp![2],
    tU = t?.u ?? sp![3];
  const vals = { d: d ? n(d.v) : 'd', v: sp ? n(speeds[0][1]) : 'v', t: t ? n(t.v) : 't' };
  const what = { d: `the distance in ${dU}`, v: `the speed in ${vU}`, t: `the time in ${tU}` }[asked];
  const unit = { d: dU, v: vU, t: tU }[asked];
  const plan: Plan = {
    kind: 'motion',
    quantities: [{ v: asked, what, unit }],
    converts,
    formula: 'd = v \\cdot t',
    equation: `${vals.d} = ${vals.v}*${vals.t}`,
    conditions: [`${vals.d} = ${vals.v}*${vals.t}`],
    ask: [asked],
  };
  return planReading(plan);
}

/** Two objects: "towns 300 km apart … toward each other at 60 km/h and 40 km/h … when do they meet". */
function readTwo(question: string): TopicReading | null {
  const s = new Story(question);
  const toward = s.take(/\b(?:toward|towards) each other\b|\bin opposite directions\b/);
  const catchUp = !toward && /\bcatch(?:es)? up\b|\bovertakes?\b/.test(s.text);
  if (!toward && !catchUp) return null;
  const speeds = s.takeAll(new RegExp(`(?:at |with )?(?:speeds of |a speed of )?(${NUM}) ?(${SPEED})(?![a-z/])`));
  if (speeds.length !== 2) return null;
  const units = speeds.map((m) => SPEED_UNITS.find((u) => new RegExp(`^(?:${u[0]})$`).test(m[2]))!);
  if (units[0][1] !== units[1][1]) return null;
  const [lenU, timeU] = [units[0][2], units[0][3]];
  const [v1, v2] = speeds.map((m) => n(m[1]));
  let plan: Plan;
  if (toward) {
    const dist = s.take(new RegExp(`(${NUM}) ?(${LEN}) apart\\b`));
    if (!dist || unitOf(LENGTH_UNITS, dist[2])[1] !== lenU) return null;
    if (
      !s.take(
        /\b(?:how long (?:will it take )?(?:until|before) (?:they|the \w+) (?:meet|are \| apart)|(?:when|after how many hours) (?:will|do) (?:they|the \w+) meet|how long will it take (?:them|the \w+ \w+) to meet|in how many hours will they meet)\b/,
      )
    )
      return null;
    plan = {
      kind: 'motion',
      quantities: [{ v: 't', what: `the time in ${timeU}`, unit: timeU }],
      formula: 'd = (v_1 + v_2) \\cdot t',
      equation: `${v1}*t + ${v2}*t = ${n(dist[1])}`,
      conditions: [`${v1}*t + ${v2}*t = ${n(dist[1])}`],
      ask: ['t'],
    };
  } else {
    const lead = s.take(new RegExp(`\\b(${NUM}) ?(${TIME}) later\\b`));
    if (!lead || unitOf(TIME_UNITS, lead[2])[1] !== timeU) return null;
    if (
      !s.take(
        /\b(?:how long (?:will|does) it take (?:the (?:second|faster) \w+|him|her|them) to (?:catch up|overtake)(?: with)?(?: the (?:first|slower) \w+| him| her)?|(?:after )?how many hours (?:will|does) it take (?:the (?:second|faster) \w+|him|her) to (?:catch up|overtake)(?: with)?(?: the (?:first|slower) \w+| him| her)?)\b/,
      )
    )
      return null;
    s.take(/\bfrom the same (?:place|point|town|station|city)\b/);
    plan = {
      kind: 'motion',
      quantities: [{ v: 't', what: `the time the second one travels, in ${timeU}`, unit: timeU }],
      formula: 'v_2 \\cdot t = v_1 \\cdot (t + t_0)',
      equation: `${v2}*t = ${v1}*(t + ${n(lead[1])})`,
      conditions: [`${v2}*t = ${v1}*(t + ${n(lead[1])})`],
      ask: ['t'],
    };
  }
  s.takeAll(/\b(?:two |2 )?(?:first|second|other|another|same) ([a-z]+)\b|\b(?:two|2) ([a-z]+s)\b/).forEach((m) =>
    s.name(m[1] ?? m[2]),
  );
  s.takeAll(/\b(?:first|second|other|another|same|one)\b/);
  s.nouns();
  const glue = [
    ...GLUE,
    'start',
    'starts',
    'started',
    'leave',
    'leaves',
    'left',
    'towns',
    'cities',
    'places',
    'points',
    'station',
    'stations',
    'at',
    'the',
    'same',
    'time',
    'and',
    'from',
    'meet',
    'head',
    'heading',
    'set',
    'out',
    'off',
    'opposite',
    'directions',
    'they',
    'cars',
    'trains',
    'bicycles',
    'cyclists',
    'runners',
    'people',
    'friends',
  ];
  return s.done(glue) ? planReading(plan) : null;
}
