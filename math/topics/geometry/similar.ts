/**
 * Geometry task `similar`: a side of one of two similar triangles from a pair of corresponding sides
 * ("Triangle ABC is similar to triangle DEF. AB = 4, DE = 6 and BC = 5. Find EF." → 7.5). The correspondence is the
 * order of the vertices in the similarity statement (A↔D, B↔E, C↔F), so side XY of the first triangle corresponds to
 * the side joining the matching vertices of the second. Source: OpenStax Prealgebra 2e §9.4 "Use properties of
 * similar triangles" (CC BY 4.0).
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { NUM, exact, fmt, isPlainNumber, near, numOf, onlyFillers, prep, require_, step, term } from './util';

const TRI = '(?:triangle|△|∆)\\s*([a-z]{3})';
const SIMILAR_RE = new RegExp(
  `${TRI}\\s*(?:is similar to|~|∼|and)\\s*${TRI}(?:\\s*are similar)?|triangles\\s+([a-z]{3})\\s+and\\s+([a-z]{3})\\s+are similar`,
);
const SEG_RE = new RegExp(`\\b([a-z]{2})\\s*=\\s*(${NUM})`, 'g');
const EXTRA = [
  'find',
  'the',
  'length',
  'of',
  'side',
  'and',
  'triangles',
  'triangle',
  'similar',
  'if',
  'given',
  'that',
  'what',
  'is',
  'are',
  'so',
  'with',
  'corresponding',
];

/** Reads a similarity statement, three known sides (a corresponding pair and one more) and the side asked for. */
export function readSimilar(question: string): TopicReading | null {
  const q = prep(question);
  const sim = SIMILAR_RE.exec(q);
  if (!sim) return null;
  const [first, second] = sim[1] ? [sim[1], sim[2]] : [sim[3], sim[4]];
  if (new Set(first).size !== 3 || new Set(second).size !== 3) return null;
  let rest = q.replace(sim[0], ' ');
  const known: Record<string, string> = {};
  rest = rest.replace(SEG_RE, (_, s: string, v: string) => ((known[s] = v.replace(/\s+/g, '')), ' '));
  const targets = [...rest.matchAll(/\b([a-z]{2})\b/g)]
    .map((m) => m[1])
    .filter((s) => !EXTRA.includes(s) && !['is', 'of', 'if', 'so'].includes(s));
  if (targets.length !== 1 || Object.keys(known).length !== 3) return null;
  rest = rest.replace(new RegExp(`\\b${targets[0]}\\b`), ' ');
  if (!onlyFillers(rest, EXTRA)) return null;
  return {
    topic: 'geometry',
    task: 'similar',
    params: { first, second, known, target: targets[0] },
    inputLatex: `\\triangle ${first.toUpperCase()} \\sim \\triangle ${second.toUpperCase()}`,
    inputText: `similar(${first}, ${second}; ${targets[0]})`,
  };
}

interface SimilarParams {
  first: string;
  second: string;
  known: Record<string, string>;
  target: string;
}

/** The side of the other triangle matching segment `seg` (either letter order), or null when `seg` is not a side. */
function partner(seg: string, from: string, to: string): string | null {
  const i = from.indexOf(seg[0]),
    j = from.indexOf(seg[1]);
  return i < 0 || j < 0 || i === j ? null : to[i] + to[j];
}
/** A side's value among the known ones, in either letter order. */
const lookup = (known: Record<string, string>, seg: string): string | undefined => known[seg] ?? known[seg[1] + seg[0]];
const sideOf = (seg: string, p: SimilarParams): 1 | 2 | 0 =>
  partner(seg, p.first, p.second) ? 1 : partner(seg, p.second, p.first) ? 2 : 0;

/** Solves by the scale factor of a known pair of corresponding sides. */
export function solveSimilar(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = r.params as unknown as SimilarParams;
  const side = sideOf(p.target, p);
  require_(side !== 0, 'not-a-side', 'The side asked for is not a side of either triangle');
  const [from, to] = side === 1 ? [p.second, p.first] : [p.first, p.second];
  const match = partner(p.target, to, from)!; // the target's corresponding side in the other triangle
  const matchValue = lookup(p.known, match);
  require_(matchValue !== undefined, 'missing-corresponding-side', 'The corresponding side is not given');
  // a known corresponding pair other than (target, match)
  const pair = Object.keys(p.known)
    .map((s) => [s, partner(s, from, to)] as const)
    .find(([s, t]) => t && lookup(p.known, t) !== undefined && s !== match && s[1] + s[0] !== match);
  require_(!!pair, 'missing-pair', 'No pair of corresponding sides is given');
  const [a, b] = [lookup(p.known, pair![0])!, lookup(p.known, pair![1]!)!];
  for (const v of [a, b, matchValue!]) require_(numOf(v) > 0, 'non-positive-length', 'Lengths must be positive');
  const k = exact(`${term(b)}/${term(a)}`);
  const val = exact(`${term(matchValue!)}*${term(b)}/${term(a)}`);
  const T = p.target.toUpperCase(),
    M = match.toUpperCase(),
    A = pair![0].toUpperCase(),
    B = pair![1]!.toUpperCase();
  const eq = `\\frac{${T}}{${M}} = \\frac{${B}}{${A}} = \\frac{${b}}{${a}} = ${k.latex}`;
  const steps = [
    step('similar-ratio', `\\triangle ${p.first.toUpperCase()} \\sim \\triangle ${p.second.toUpperCase()}`, eq, { eq }),
    step('solve-trig-ratio', eq, `${T} = ${matchValue}\\cdot ${k.latex} = ${val.latex}`, {
      eq: `${T} = ${matchValue}\\cdot ${k.latex} = ${val.latex}`,
    }),
  ];
  const plain = isPlainNumber(val.text);
  return { kind: 'number', latex: val.latex, text: val.text, ...(plain ? {} : { approx: fmt(val.value) }), steps, exact: true };
}

/** Verifies that the two triangles' known and found sides are in one ratio (cross products, floating point). */
export function verifySimilar(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params as unknown as SimilarParams;
  const all: Record<string, number> = Object.fromEntries(Object.entries(p.known).map(([s, v]) => [s, numOf(v)]));
  all[p.target] = exact(a.text).value;
  const val = (s: string) => all[s] ?? all[s[1] + s[0]];
  const ratios = Object.keys(all)
    .filter((s) => sideOf(s, p) === 1)
    .map((s) => [val(s), val(partner(s, p.first, p.second)!)])
    .filter(([x, y]) => x !== undefined && y !== undefined);
  return ratios.length >= 2 && ratios.every(([x, y]) => near(x * ratios[0][1], y * ratios[0][0]));
}
