/**
 * Reading of the algebra questions (English router wording; other languages are rewritten into it by the
 * `topics.algebra` phrasings of math/read/lang/<lng>.ts). Every pattern accounts for the WHOLE question; the math
 * parts must be notation only ({@link isNotation}), so no word is ever read as letters.
 *
 * Tasks and params (strings as typed):
 * - `system`: `{ equations: string[] }` — "x + y = 5 and x - y = 1", "Solve the system: 2x + 3y = 12, x - y = 1",
 *   braces "{x+y=5; x-y=1}", one equation per line, "solve for x and y: …";
 * - `vertex`, `axis`, `discriminant`, `complete-square`, `extremum` (`want`: max/min/any): `{ expr }`;
 * - `roots`: `{ eq, x, style: 'list' | 'solve', method? }` — roots/zeros/solutions of, solve … by factoring / by the
 *   quadratic formula / by completing the square;
 * - `divide`, `remainder`, `is-factor`: `{ dividend, divisor, method? }`;
 * - `equation`: `{ eq, x? }` — "Solve the rational equation …", "solve the compound inequality …".
 */
import type { TopicReading } from '../types';
import { expr, freeVars, isNotation, polyOf, reading } from './util';

/** A leading question or instruction: "what is the", "find the", "determine"... */
const LEAD =
  /^(?:(?:what(?:'s| is| are)|find|calculate|compute|determine|give|state|identify|write(?: down)?|get|tell me|work out|show)\s+)?(?:the\s+)?/i;
/** What a quadratic may be called before it is written ("of the parabola y = …"). */
const CALLED =
  '(?:(?:the\\s+)?(?:graph of\\s+(?:the\\s+)?)?(?:parabola|quadratic function|quadratic equation|quadratic polynomial|quadratic|function|equation|polynomial|expression|trinomial|graph)\\s*:?\\s*)?';
/** Between a name ("vertex") and the math: "of", "for", ":", a full stop. */
const TO = `(?:\\s*[:.]\\s*|\\s+(?:of|for|in|on)\\s+|\\s+)${CALLED}`;

/** Tidies a typed math part: braces of a cases environment, "²", "·". */
function tidyMath(s: string): string {
  return s.replace(/²/g, '^2').replace(/³/g, '^3').replace(/·/g, '*').trim();
}

/** A math part that is notation and parses with the engine; null otherwise. */
function mathPart(s: string): string | null {
  const t = tidyMath(s.replace(/^\s*[:.]\s*/, ''));
  if (!isNotation(t)) return null;
  try {
    expr(t);
    return t;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ systems

const SYS_LEAD = new RegExp(
  '^(?:(?:solve|find the solutions? (?:of|to)|find the solution set (?:of|for)|find the common solution of|(?:what (?:is|are) )?the solutions? (?:of|to))\\s+)?' +
    '(?:(?:the|this|each)\\s+)?(?:following\\s+)?(?:(?:linear|simultaneous|pair of|system of)\\s+)*' +
    '(?:(?:systems?|equations)(?:\\s+of\\s+(?:(?:two|three|four|2|3|4)\\s+)?(?:linear\\s+|nonlinear\\s+)?equations(?:\\s+in\\s+(?:two|three|four|2|3|4)\\s+variables)?)?)?' +
    "(?:\\s+(?:by|using|with)\\s+(?:the\\s+)?(?:an?\\s+)?(?:substitution or addition|substitution or elimination|substitution|elimination|addition|graphing|cramer['’]s rule|matri(?:x|ces)|gaussian elimination)(?:\\s+method)?)?" +
    '(?:\\s*,?\\s*(?:solve\\s+)?for\\s+[a-z](?:\\s*(?:,|and|&)\\s*[a-z])+)?\\s*[:.]?\\s*((?![a-z]{2})[\\s\\S]+)$',
  'i',
);

/** A part holding two equations run together on one line ("2x+y=7 x-y=2"): split at the one plausible space. */
function splitRunTogether(part: string): string[] | null {
  const cuts: number[] = [];
  const first = part.indexOf('=');
  const second = part.indexOf('=', first + 1);
  for (let i = first + 1; i < second; i++) {
    if (part[i] !== ' ') continue;
    const prev = part.slice(0, i).trimEnd().slice(-1),
      next = part.slice(i).trimStart()[0] ?? '';
    if (/[\w)]/.test(prev) && /[\w(]/.test(next)) cuts.push(i);
  }
  if (cuts.length !== 1) return null;
  return [part.slice(0, cuts[0]), part.slice(cuts[0])].map((s) => s.trim());
}

/** The equations of a system body, or null when it is not 2–4 equations of notation. */
export function systemBody(body: string): string[] | null {
  let b = body
    .trim()
    .replace(/\\begin\{cases\}|\\end\{cases\}/g, ' ')
    .replace(/\\\\/g, ';')
    .trim();
  const braced = /^\{(.*)\}$/.exec(b) ?? /^\\\{(.*)\\\}$/.exec(b);
  if (braced) b = braced[1]!;
  const raw = b.split(/\s*(?:;|,\s*and\s+|\s+and\s+|&|,)\s*/).filter((s) => s.trim());
  const parts: string[] = [];
  for (const p of raw) {
    const n = (p.match(/=/g) ?? []).length;
    if (n === 1) parts.push(p);
    else if (n === 2) {
      const two = splitRunTogether(p);
      if (!two) return null;
      parts.push(...two);
    } else return null;
  }
  if (parts.length < 2 || parts.length > 4) return null;
  const eqs = parts.map((p) => (/[<>!]/.test(p) ? null : mathPart(p)));
  if (eqs.some((e) => !e)) return null;
  const vars = new Set(eqs.flatMap((e) => freeVars(expr(e!))));
  if (vars.size < 2 || vars.size > 4) return null;
  return eqs as string[];
}

function readSystem(q: string): TopicReading | null {
  const m = SYS_LEAD.exec(q);
  if (!m) return null;
  const eqs = systemBody(m[1]!);
  if (!eqs) return null;
  return reading('system', { equations: eqs }, `\\begin{cases} ${eqs.join(' \\\\ ')} \\end{cases}`, eqs.join('; '));
}

// ------------------------------------------------------------------ quadratics

const QUAD_TASKS: [RegExp, string, Record<string, string>?][] = [
  [/^(?:coordinates of the vertex|vertex point|turning point|vertex)$/i, 'vertex'],
  [/^(?:axis of symmetry|line of symmetry|symmetry axis|equation of the axis of symmetry)$/i, 'axis'],
  [/^discriminant$/i, 'discriminant'],
  [/^(?:maximum value|max value|largest value|greatest value|maximum|max)$/i, 'extremum', { want: 'max' }],
  [/^(?:minimum value|min value|smallest value|least value|minimum|min)$/i, 'extremum', { want: 'min' }],
  [
    /^(?:maximum or minimum(?: value)?|minimum or maximum(?: value)?|extreme value|extremum|max or min(?: value)?)$/i,
    'extremum',
    { want: 'any' },
  ],
  [/^(?:vertex form|completed square form)$/i, 'complete-square'],
];

/** What may follow the quadratic: "and describe the roots", "what does it say about the solutions". */
const AFTER =
  "(?:\\s*[,;.]?\\s*(?:and\\s+)?(?:describe|determine|state|tell|what does it|use it|how many|classify|the number|the nature)[a-z ,']*)?";

/** A name of a quadratic task followed by the math: "vertex of y = …", "discriminant: …". */
function readNamed(q: string): TopicReading | null {
  for (const [re, task, extra] of QUAD_TASKS) {
    const m = new RegExp(`^(?:${re.source.slice(1, -1)})${TO}(.+?)${AFTER}$`, 'i').exec(q);
    if (!m) continue;
    const e = mathPart(m[1]!);
    if (e) return quadReading(task, e, extra);
  }
  return null;
}

function quadReading(task: string, e: string, extra: Record<string, string> = {}): TopicReading | null {
  if (task !== 'discriminant' && /=/.test(e.replace(/^\s*(?:y|[a-z]\s*\(\s*[a-z]\s*\))\s*=/i, ''))) return null;
  const body = task === 'discriminant' ? e.replace(/\s*=\s*0\s*$/, '') : e;
  const names: Record<string, string> = {
    vertex: '\\text{vertex}',
    axis: '\\text{axis of symmetry}',
    discriminant: '\\Delta',
    extremum: '\\text{extremum}',
    'complete-square': '\\text{vertex form}',
  };
  return reading(task, { expr: body, ...extra }, `${names[task]}\\left(${body}\\right)`, `${task}(${body})`);
}

/** "Complete the square: x^2 + 6x + 5", "write y = … in vertex form", "solve x^2 + 6x + 5 = 0 by completing the square". */
function readCompleteSquare(q: string): TopicReading | null {
  let m =
    /^(?:complete the square|completing the square|rewrite by completing the square)(?:\s*[:.]\s*|\s+(?:of|for|on|in)\s+|\s+)(?:the\s+)?(?:expression\s+|quadratic\s+|trinomial\s+)?(.+)$/i.exec(
      q,
    );
  if (!m)
    m = /^(?:write|rewrite|put|express|convert)\s+(.+?)\s+(?:in|into|to)\s+vertex form(?: by completing the square)?$/i.exec(q);
  if (!m) m = /^(.+?)\s+in vertex form$/i.exec(q);
  if (!m) return null;
  const e = mathPart(m[1]!);
  if (!e) return null;
  const isEq = /=/.test(e.replace(/^\s*(?:y|[a-z]\s*\(\s*[a-z]\s*\))\s*=/i, ''));
  return isEq ? rootsReading(e, 'solve', 'complete-square') : quadReading('complete-square', e);
}

// ------------------------------------------------------------------ roots, zeros, solve by a method

const METHOD_NAME =
  '(?:the\\s+)?(factoring|factorising|factorizing|the quadratic formula|quadratic formula|completing the square|square root property|square roots|zero product property)(?:\\s+method)?';
const METHOD = `(?:by\\s+using|by|using|with)\\s+${METHOD_NAME}`;

function methodId(s: string | undefined): string | undefined {
  if (!s) return undefined;
  if (/factor/i.test(s) || /zero product/i.test(s)) return 'factoring';
  if (/formula/i.test(s)) return 'formula';
  if (/complet/i.test(s)) return 'complete-square';
  return 'square-root';
}

function rootsReading(src: string, style: 'list' | 'solve', method?: string, real = false): TopicReading | null {
  let eq = src.replace(/^\s*(?:y|[a-z]\s*\(\s*[a-z]\s*\))\s*=\s*/i, '');
  if (!/=/.test(eq)) eq = `${eq} = 0`;
  if ((eq.match(/=/g) ?? []).length !== 1 || /[<>]/.test(eq)) return null;
  let vars: string[];
  try {
    vars = freeVars(expr(eq));
  } catch {
    return null;
  }
  if (vars.length !== 1) return null;
  const x = vars[0]!;
  const params: Record<string, unknown> = { eq, x, style };
  if (method) params.method = method;
  if (real) params.real = true;
  return reading('roots', params, eq, `solve ${eq}`);
}

function readRoots(q: string): TopicReading | null {
  const m = new RegExp(
    `^((?:all\\s+)?(?:the\\s+)?(?:real\\s+|complex\\s+|exact\\s+)?(?:roots|zeros|zeroes|solutions|root|zero|solution))${TO}(.+)$`,
    'i',
  ).exec(q);
  if (m) {
    const e = mathPart(m[2]!);
    return e ? rootsReading(e, /solution/i.test(m[1]!) ? 'solve' : 'list', undefined, /real/i.test(m[1]!)) : null;
  }
  const a = new RegExp(
    `^(?:solve|find the roots of|find the solutions of)\\s+(?:the\\s+)?(?:equation\\s+)?(.+?)\\s+${METHOD}$`,
    'i',
  ).exec(q);
  const b = a ? null : new RegExp(`^(?:solve\\s+)?${METHOD}\\s*[:.]?\\s*(?:the\\s+)?(?:equation\\s+)?(.+)$`, 'i').exec(q);
  const c =
    a || b
      ? null
      : new RegExp(`^(?:use|using)\\s+${METHOD_NAME}\\s+to\\s+solve\\s*[:.]?\\s*(?:the\\s+)?(?:equation\\s+)?(.+)$`, 'i').exec(q);
  const hit = a ? [a[2], a[1]] : b ? [b[1], b[2]] : c ? [c[1], c[2]] : null;
  if (!hit) return null;
  const e = mathPart(hit[1]!);
  return e ? rootsReading(e, 'solve', methodId(hit[0])) : null;
}

// ------------------------------------------------------------------ division

/** A polynomial as typed, with optional parentheses around it. */
function polyPart(s: string): string | null {
  const t = s.trim();
  const inner = /^\((.*)\)$/.exec(t);
  return mathPart(inner && balanced(inner[1]!) ? inner[1]! : t);
}
function balanced(s: string): boolean {
  let d = 0;
  for (const c of s) {
    d += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (d < 0) return false;
  }
  return d === 0;
}

/** "(P)/(D)" of two polynomials in one variable with deg P ≥ deg D ≥ 1: a polynomial division. */
function polynomialQuotient(p: string, d: string): boolean {
  try {
    const P = polyOf(polyPart(p) ?? ''),
      D = polyOf(polyPart(d) ?? '');
    const dp = P.p.length - 1,
      dd = D.p.length - 1;
    return P.x === D.x && dd >= 1 && dp >= dd;
  } catch {
    return false;
  }
}

function divReading(task: string, p: string | null, d: string | null, method?: string): TopicReading | null {
  if (!p || !d) return null;
  const params: Record<string, unknown> = { dividend: p, divisor: d };
  if (method) params.method = method;
  const latex = `\\frac{${p}}{${d}}`;
  return reading(task, params, task === 'is-factor' ? `(${d}) \\mid (${p})` : latex, `(${p})/(${d})`);
}

function readDivision(q: string): TopicReading | null {
  let r: TopicReading | null;
  let m =
    /^(?:(?:use|using)\s+(long|synthetic)\s+division\s+to\s+)?(?:divide|find the quotient(?: and (?:the )?remainder)?(?: of| for| when)?|(long|synthetic) division)\s*:?\s+(.+?)\s+(?:by|÷|\/|divided by)\s+(.+?)(?:\s+(?:using|by|with)\s+(long|synthetic)\s+division)?$/i.exec(
      q,
    );
  if (m && (r = divReading('divide', polyPart(m[3]!), polyPart(m[4]!), (m[1] ?? m[2] ?? m[5])?.toLowerCase()))) return r;
  m = /^(?:the\s+)?quotient\s+(?:of|when)\s+(.+?)\s+(?:is\s+)?divided\s+by\s+(.+)$/i.exec(q);
  if (m && (r = divReading('divide', polyPart(m[1]!), polyPart(m[2]!)))) return r;
  m = /^(?:divide\s*:?\s*)?(\(.+\))\s*(?:÷|divided by)\s*(\(.+\)|[^()]+)$/i.exec(q);
  if (m && (r = divReading('divide', polyPart(m[1]!), polyPart(m[2]!)))) return r;
  m =
    /^(?:divide|find the quotient)(?: each| the)? polynomials? by the (?:binomial|polynomial|monomial|trinomial)(?: using (long|synthetic) division)?\s*[:.]?\s*(\(.+\))\s*(?:\/|÷)\s*(\(.+\))$/i.exec(
      q,
    );
  if (m && (r = divReading('divide', polyPart(m[2]!), polyPart(m[3]!), m[1]?.toLowerCase()))) return r;
  m = /^(?:divide|find the quotient)(?: using (long|synthetic) division)?\s*[:.]?\s*(\(.+\))\s*(?:\/|÷)\s*(\(.+\))$/i.exec(q);
  if (m && (r = divReading('divide', polyPart(m[2]!), polyPart(m[3]!), m[1]?.toLowerCase()))) return r;
  m = /^(\(.+\))\s*\/\s*(\(.+\))$/.exec(q);
  if (m && polynomialQuotient(m[1]!, m[2]!) && (r = divReading('divide', polyPart(m[1]!), polyPart(m[2]!)))) return r;
  m =
    /^(?:(?:use|using)\s+the\s+remainder\s+theorem\s*,?\s*(?:to\s+)?(?:find\s+)?)?(?:the\s+)?remainder\s+(?:when|if|of)\s+(.+?)\s+(?:is\s+divided\s+by|divided\s+by|÷|\/|by)\s+(.+)$/i.exec(
      q,
    );
  if (m && (r = divReading('remainder', polyPart(m[1]!), polyPart(m[2]!)))) return r;
  m =
    /^(?:(?:use|using)\s+the\s+factor\s+theorem\s*,?\s*(?:to\s+)?(?:determine|decide|check|show)?\s*)?(?:is|whether|if)\s+(.+?)\s+(?:is\s+)?an?\s+factor\s+of\s+(.+)$/i.exec(
      q,
    );
  if (m && (r = divReading('is-factor', polyPart(m[2]!), polyPart(m[1]!)))) return r;
  return null;
}

// ------------------------------------------------------------------ equations and inequalities in words

const KIND =
  '(?:rational|radical|exponential|logarithmic|log|absolute[- ]value|linear|literal|quadratic|polynomial|compound|square[- ]root|double|fractional|multi-step)';
const EQN_NOUN = `(?:${KIND}\\s+)?(?:equation|inequality|inequation)s?(?:\\s+with\\s+(?:fraction|decimal|integer|variable)s?\\s+coefficients|\\s+with\\s+variables on both sides)?`;
const EQN_RE = new RegExp(
  `^(?:(?:solve|find (?:all )?(?:the )?(?:real )?solutions? (?:of|to)|find the solution set (?:of|for))\\s+(?:(?:the|each|this)\\s+)?(?:following\\s+)?${EQN_NOUN}` +
    `|(?:use|using)\\s+(?:like bases|logarithms|the (?:one-to-one|power) property(?: of (?:logarithms|exponents))?|(?:the )?properties of logarithms|the definition of (?:a )?logarithm)\\s+to\\s+solve(?:\\s+(?:(?:the|each|this)\\s+)?${EQN_NOUN})?)` +
    `(?:\\s+for\\s+([a-z]))?(?:\\s+and\\s+(?:check|graph|write)[a-z ]*)?\\s*[:.]?\\s*(.+?)(?:\\s*,?\\s*for\\s+([a-z]))?$`,
  'i',
);

function readEquationWords(q: string): TopicReading | null {
  const m = EQN_RE.exec(q);
  if (!m) return null;
  const e = mathPart(m[2]!);
  if (!e || !/[=<>]/.test(e)) return null;
  let vars: string[];
  try {
    const parsed = expr(e);
    if (parsed.k !== 'rel' && parsed.k !== 'list') return null;
    vars = freeVars(parsed);
  } catch {
    return null;
  }
  const x = m[1] ?? m[3] ?? (vars.length === 1 ? vars[0] : vars.includes('x') ? 'x' : undefined);
  if (!x || (vars.length && !vars.includes(x))) return null;
  return reading('equation', { eq: e, x }, e, `solve ${e}`);
}

// ------------------------------------------------------------------ change of base

const NUMB = '(\\d+(?:\\.\\d+)?)';
/** log_b(x), log_(b) x, log base b of x. Groups: base, argument (either form). */
const LOGB = `(?:log_\\{?\\(?${NUMB}\\)?\\}?\\s*\\(?${NUMB}\\)?|log base ${NUMB} of \\(?${NUMB}\\)?)`;

function readChangeOfBase(q: string): TopicReading | null {
  const pats = [
    new RegExp(
      `^(?:use|using|apply)\\s+the\\s+change[- ]of[- ]base (?:formula|rule|theorem)\\s+(?:to\\s+)?(?:evaluate|rewrite|write|compute|find|approximate|calculate)?\\s*[:.]?\\s*(?:the\\s+)?${LOGB}(?:\\s+(?:in terms of|as a quotient of|with|using)\\s+(natural|common) log(?:arithm)?s?)?$`,
      'i',
    ),
    new RegExp(`^(?:change of base|change the base)\\s*[:.]?\\s*(?:of\\s+)?${LOGB}$`, 'i'),
    new RegExp(
      `^(?:change|rewrite|write|express|evaluate)\\s+${LOGB}\\s+(?:to|as|in terms of|using)\\s+(?:a\\s+)?(?:quotient of\\s+|ratio of\\s+)?(natural|common)\\s+log(?:arithm)?s?$`,
      'i',
    ),
    new RegExp(
      `^(?:evaluate|compute|approximate|find)\\s+${LOGB}\\s+(?:using|with|by)\\s+(?:the\\s+)?change[- ]of[- ]base(?: formula| rule)?$`,
      'i',
    ),
  ];
  for (const re of pats) {
    const m = re.exec(q);
    if (!m) continue;
    const base = m[1] ?? m[3]!,
      arg = m[2] ?? m[4]!;
    const params: Record<string, unknown> = { base, arg };
    if (m[5] && /common/i.test(m[5])) params.common = true;
    return reading('change-of-base', params, `\\log_{${base}} ${arg}`, `log(${arg}, ${base})`);
  }
  return null;
}

const CLASSIFY = [
  /^classify\s+(?:each|the|this|the following)?\s*equation\s+as\s+(?:an?\s+)?(?:conditional(?: equation)?|identity|contradiction)(?:,?\s+(?:an?\s+)?(?:conditional(?: equation)?|identity|contradiction))*,?\s+or\s+(?:an?\s+)?(?:conditional(?: equation)?|identity|contradiction)(?:,?\s+and\s+(?:then\s+)?(?:state|give|find)\s+the\s+solution(?: set)?)?\s*[:.]?\s*(.+)$/i,
  /^(?:is|determine whether)\s+(.+?)\s+(?:is\s+)?an?\s+(?:identity|contradiction|conditional equation)(?:,?\s+(?:an?\s+)?(?:identity|contradiction|conditional equation))*,?(?:\s+or\s+(?:an?\s+)?(?:identity|contradiction|conditional equation))?$/i,
];

function readClassify(q: string): TopicReading | null {
  for (const re of CLASSIFY) {
    const m = re.exec(q);
    if (!m) continue;
    const e = mathPart(m[1]!);
    if (!e || (e.match(/=/g) ?? []).length !== 1 || /[<>]/.test(e)) return null;
    const vars = freeVars(expr(e));
    if (vars.length !== 1) return null;
    return reading('classify', { eq: e, x: vars[0] }, e, `classify ${e}`);
  }
  return null;
}

/** Reads a whole algebra question, or null. */
export function readAlgebra(question: string): TopicReading | null {
  const q0 = question.trim().replace(/\s*\?+$/, '');
  if (!q0) return null;
  const q = q0.replace(LEAD, '').trim();
  return (
    readSystem(q0) ??
    readSystem(q) ??
    readCompleteSquare(q) ??
    readNamed(q) ??
    readClassify(q0) ??
    readChangeOfBase(q0) ??
    readDivision(q0) ??
    readDivision(q) ??
    readRoots(q0) ??
    readRoots(q) ??
    readEquationWords(q0)
  );
}
