/**
 * Reading of the `vectors` topic: "Find the magnitude of the vector (3, 4)", "|<1, 2, 2>|", "dot product of (1,2,3) and
 * (4,5,6)", "u·v for u = <1,2>, v = <3,-1>", "cross product of <1,2,3> and <4,5,6>", "angle between the vectors <1,0>
 * and <1,1>", "unit vector in the direction of <3,4>", "2u - 3v", "are <1,2> and <2,4> parallel?", "projection of u onto
 * v", vectors in i, j, k ("2i - j + k", read only when the question is about vectors), and "the components of a vector
 * with magnitude 10 at 30°". A reading is returned only when nothing but filler words is left over.
 */
import type { TopicReading } from '../types';
import { onlyFillers } from '../geometry/util';
import { BRACKETED, IJK, component, fromGroups, fromIjk, vTex, vText, type Vec } from './vec';

const VECTOR_WORDS =
  /\b(?:vectors?|magnitude|dot|cross|scalar product|inner product|unit vector|direction angle|projection|proj|orthogonal|norm)\b/;

/** Words a vector question may hold besides its task words and vectors. */
const EXTRA = [
  'vector',
  'vectors',
  'given',
  'for',
  'between',
  'the',
  'two',
  'following',
  'in',
  'direction',
  'degrees',
  'radians',
  'u',
  'v',
  'w',
  'or',
  'not',
  'whether',
  'neither',
  'other',
  'each',
  'from',
  'then',
  'when',
  'let',
  'product',
];

interface Extracted {
  /** Vectors in the order they appear, unnamed ones as written; named ones by name. */
  list: Vec[];
  names: Record<string, Vec>;
  rest: string;
  ijk: boolean;
}

/** Pulls every vector out of the question: bracketed, i-j-k, and `u = <...>` definitions. */
function extract(q: string, allowIjk: boolean): Extracted | null {
  const found: Vec[] = [];
  let bad = false;
  let rest = q.replace(BRACKETED, (...m: unknown[]) => {
    const v = fromGroups(m.slice(1, 13) as (string | undefined)[]);
    if (!v) bad = true;
    found.push(v ?? []);
    return ` §${found.length - 1} `;
  });
  let ijk = false;
  if (allowIjk)
    rest = rest.replace(IJK, (s: string) => {
      const v = fromIjk(s);
      if (!v) return s;
      ijk = true;
      found.push(v);
      return ` §${found.length - 1} `;
    });
  if (bad || found.some((v) => v.length < 2)) return null;
  // i + j beside a vector with a k-part is the 3-D vector <1, 1, 0>
  if (ijk && found.some((v) => v.length === 3)) for (const v of found) if (v.length === 2) v.push(component('0'));
  const names: Record<string, Vec> = {};
  rest = rest.replace(/\b(?:vectors? )?([a-z])\s*=\s*§(\d+)/g, (_, n: string, k: string) => {
    names[n] = found[Number(k)]!;
    return ` `;
  });
  const list = [...rest.matchAll(/§(\d+)/g)].map((m) => found[Number(m[1])]!);
  return { list, names, rest, ijk };
}

/** The operands: written vectors in order, else the named ones in the order the rest mentions them, else all named. */
function operands(x: Extracted, task: string): Vec[] {
  if (x.list.length) return x.list;
  const names = Object.keys(x.names);
  const ordered: string[] = [];
  const text = task === 'projection' ? x.rest.replace(/\bproj_?\s*\{?([a-z])\}?\s*\(?([a-z])\)?/, ' $2 onto $1 ') : x.rest;
  for (const m of text.matchAll(/\b([a-z])\b/g)) if (names.includes(m[1]!) && !ordered.includes(m[1]!)) ordered.push(m[1]!);
  return (ordered.length ? ordered : names).map((n) => x.names[n]!);
}

/** Task keywords → task id, most specific first; [pattern, task, how many vectors]. */
const TASKS: [RegExp, string, number][] = [
  [/\bcross product\b|\bvector product\b|\bcross\b|\b[a-z§\d]+\s*x\s*[a-z§\d]+\b/, 'cross', 2],
  [/\bdirection angle\b|^(?:find |what is )?(?:the )?direction of\b/, 'direction', 1],
  [/\bangle between\b|\bangle (?:formed )?(?:by|of)\b/, 'angle', 2],
  [/\bscalar projection\b|\bcomponent of §?\w+ (?:along|onto|in the direction of)\b|\bcomp_/, 'scalar-projection', 2],
  [/\b(?:vector )?projection\b|\bproj_?/, 'projection', 2],
  [/\bdot product\b|\bscalar product\b|\binner product\b|\bdot\b|§\d+\s*[*.]\s*§\d+|\b[a-z]\s*[*.]\s*[a-z]\b/, 'dot', 2],
  [/\bparallel\b.*\bortho(?:gonal)?\b|\bortho(?:gonal)?\b.*\bparallel\b/, 'relation', 2],
  [/\bparallel\b/, 'parallel', 2],
  [/\borthogonal\b|\bperpendicular\b/, 'orthogonal', 2],
  [/\bunit vector\b|\bnormali[sz]e\b/, 'unit', 1],
  [/\bmagnitude\b|\blength\b|\bnorm\b|^\|+\s*§\d+\s*\|+$|^\|+\s*[a-z]\s*\|+$/, 'magnitude', 1],
];

/** The words each task consumes (removed before the leftover check). */
const TASK_WORDS =
  /\b(?:cross|dot|scalar|inner|vector|product|angle|between|formed|by|of|projection|proj_?\s*\{?[a-z]?\}?|component|along|onto|on|parallel|orthogonal|perpendicular|unit|normali[sz]e|direction|magnitude|length|norm|are|is|same|as|find|compute|calculate|determine|evaluate|what|whats|the|a|an)\b|[|*.,x:;?]/g;

/** Reads a linear combination "2u - 3v", "u + v", "<1,2> + <3,4>", "3<1,2>", "-2v". */
function readCombination(x: Extracted): { terms: { c: string; v: Vec }[] } | null {
  const s = x.rest
    .replace(/\b(?:find|compute|calculate|evaluate|determine|what is|what's|give|simplify)\b/g, ' ')
    .replace(/\b(?:for|if|where|given|with|when|and|let)\b|[,;:]/g, ' ')
    .trim();
  const TERM = /^\s*([-+])?\s*(\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)?\s*\*?\s*(§\d+|[a-z])\b/;
  const terms: { c: string; v: Vec }[] = [];
  let r = s;
  let first = true;
  while (r.trim()) {
    const m = TERM.exec(r);
    if (!m || (!first && !m[1])) return null;
    const v = m[3]!.startsWith('§') ? x.list[terms.length] : x.names[m[3]!];
    if (!v) return null;
    terms.push({ c: `${m[1] === '-' ? '-' : ''}${m[2] ? m[2].replace(/\s+/g, '') : '1'}`, v });
    r = r.slice(m[0].length);
    first = false;
  }
  if (!terms.length || (terms.length === 1 && terms[0]!.c === '1')) return null;
  const unnamed = (s.match(/§\d+/g) ?? []).length;
  if (unnamed !== x.list.length) return null;
  return { terms };
}

/** "components of a vector with magnitude 10 at 30°", "magnitude 10, direction angle 30 degrees". */
function readFromAngle(q: string): TopicReading | null {
  const m =
    /^(?:find |what are |determine )?(?:the )?(?:(?:horizontal and vertical )?components (?:of )?)?(?:the |a )?(?:vector )?(?:with |having |of )?magnitude (?:of )?(\d+(?:\.\d+)?)(?:,| and| at| with)? (?:a )?(?:direction (?:angle )?(?:of )?|at (?:an angle of )?|angle (?:of )?)?(-?\d+(?:\.\d+)?)\s*(?:°|degrees?)(?: (?:with|from) the (?:positive )?x-axis)?(?: in component form)?$/.exec(
      q,
    );
  if (!m) return null;
  return reading(
    'components',
    { r: m[1], deg: m[2] },
    `|\\vec v| = ${m[1]},\\ \\theta = ${m[2]}^{\\circ}`,
    `components(${m[1]}, ${m[2]}°)`,
  );
}

const reading = (task: string, params: Record<string, unknown>, inputLatex: string, inputText: string): TopicReading => ({
  topic: 'vectors',
  task,
  params,
  inputLatex,
  inputText,
});

/** The vectors topic's reader (see the module comment). */
export function readVectors(question: string): TopicReading | null {
  const q = question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[−–]/g, '-')
    .replace(/·/g, '*')
    .replace(/×/g, ' x ')
    .replace(/[?.]+$/, '')
    .trim();
  const fa = readFromAngle(q);
  if (fa) return fa;
  const vectorish = VECTOR_WORDS.test(q) || /[<⟨]/.test(q) || /^\|+\s*[([].*[)\]]\s*\|+$/.test(q);
  const x = extract(q, vectorish && /(?<![a-z])[jk](?![a-z])|\bvectors?\b/.test(q));
  if (!x || (!x.list.length && !Object.keys(x.names).length)) return null;
  if (!vectorish && !x.ijk && !/[a-z]\s*=\s*/.test(q)) return null;
  const hit = TASKS.find(([re]) => re.test(x.rest));
  if (hit) {
    const [, task, count] = hit;
    const vs = operands(x, task);
    if (vs.length !== count) return null;
    if (vs.length === 2 && vs[0]!.length !== vs[1]!.length) return null;
    if (task === 'cross' && vs[0]!.length !== 3) return null;
    if (task === 'direction' && vs[0]!.length !== 2) return null;
    const left = x.rest.replace(/§\d+/g, ' ').replace(TASK_WORDS, ' ');
    if (!onlyFillers(left, EXTRA)) return null;
    const params: Record<string, unknown> = { vectors: vs.map((v) => v.map((c) => c.text)) };
    if ((task === 'angle' || task === 'direction') && /\bdegrees?\b/.test(q)) params.degrees = true;
    return reading(task, params, vs.map(vTex).join(',\\ '), `${task}(${vs.map(vText).join(', ')})`);
  }
  const combo = readCombination(x);
  if (!combo) return null;
  const text = combo.terms.map((t, i) => `${i && !t.c.startsWith('-') ? '+' : ''}${t.c}*${vText(t.v)}`).join(' ');
  const latex = combo.terms
    .map((t, i) => `${i && !t.c.startsWith('-') ? '+' : ''}${t.c === '1' ? '' : t.c === '-1' ? '-' : t.c}${vTex(t.v)}`)
    .join(' ');
  return reading('combination', { terms: combo.terms.map((t) => ({ c: t.c, v: t.v.map((e) => e.text) })) }, latex, text);
}
