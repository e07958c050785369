/**
 * Reading of function questions (English router wording; other languages are rewritten into it by the
 * `topics.functions` phrasings of math/read/lang/<lng>.ts): definitions before or after the question ("Let f(x) = 2x + 1.
 * What is f(3)?", "Evaluate f(-1) if f(x) = 3x^2 - 2x + 1", "Suppose g = 3 and h(x) = 2x - g. Find h(4)", "For f(x) = …
 * and g(x) = …, find (f/g)(x)"), and what is asked: a value or an expression of the functions (evaluate, combine,
 * compose: `f(3)`, `(f + g)(x)`, `(fg)(2)`, `f(g(x))`, `(f∘g)(2)`, `f o g`), the inverse, the domain, even/odd, the zeros,
 * the difference quotient, the transformation from one function to another. Null unless the whole question is read.
 *
 * Params: `{ defs: { f: { v: 'x', expr: '2x + 1' } }, consts: { g: '3' }, ask?: string, fn?: string, to?: string }`.
 */
import type { TopicReading } from '../types';
import { readExpr } from '../polynomials/format';
import { explicitCalls } from './calls';

/** A function definition `f(x) = …` or a constant `g = 3`. */
export interface Definitions {
  defs: Record<string, { v: string; expr: string }>;
  consts: Record<string, string>;
}

const DEF_HEAD = /^([a-zA-Z])\s*\(\s*([a-zθ])\s*\)\s*=\s*(.+)$/;
const CONST_HEAD = /^([a-zA-Z])\s*=\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)$/;
const DEF_START = '(?=[a-zA-Z]\\s*(?:\\(\\s*[a-zθ]\\s*\\))?\\s*=)';
const LEAD_DEFS =
  /^(?:let|suppose(?: that)?|given(?: that)?|if|for|consider|assume(?: that)?|with|where|when|the function|the functions)\s+/i;

/** Reads "f(x) = 2x + 1 and g(x) = x^2" (or with constants); null unless every part is a definition that parses. */
export function readDefinitions(s: string): Definitions | null {
  let src = s.trim();
  for (let i = 0; i < 2; i++) src = src.replace(LEAD_DEFS, '');
  const parts = src.split(new RegExp(`\\s*(?:,\\s*and|\\band\\b|,|;)\\s*${DEF_START}`, 'i'));
  const out: Definitions = { defs: {}, consts: {} };
  for (const p0 of parts) {
    const p = p0.trim();
    let m = DEF_HEAD.exec(p);
    if (m) {
      if (!readExpr(m[3]!) || out.defs[m[1]!]) return null;
      out.defs[m[1]!] = { v: m[2]!, expr: m[3]!.trim() };
      continue;
    }
    m = CONST_HEAD.exec(p);
    if (!m) return null;
    out.consts[m[1]!] = m[2]!;
  }
  return Object.keys(out.defs).length ? out : null;
}

function reading(task: string, d: Definitions, extra: Record<string, string>, text: string): TopicReading {
  const defsText = Object.entries(d.defs)
    .map(([n, f]) => `${n}(${f.v}) = ${f.expr}`)
    .concat(Object.entries(d.consts).map(([n, c]) => `${n} = ${c}`))
    .join(', ');
  const shown = `${defsText}; ${text}`;
  return { topic: 'functions', task, params: { ...d, ...extra }, inputLatex: shown, inputText: shown };
}

const ASK_LEAD =
  /^(?:(?:then|and|now|so)\s+)?(?:(?:what(?:'s| is| are)|find(?: and simplify)?|evaluate|compute|calculate|determine|give|state|write|simplify|identify|get)\s+)?(?:the\s+)?/i;

/** The one function a question is about: the named one, or the only one defined. */
function theFunction(d: Definitions, name?: string): string | null {
  if (name) return d.defs[name] ? name : null;
  const names = Object.keys(d.defs);
  return names.length === 1 ? names[0]! : null;
}

const FN_REF = '(?:(?:the )?function )?(?:([a-zA-Z])(?:\\s*\\(\\s*[a-zθ]\\s*\\))?)?';

/** The task a question part asks about the defined functions, or null. */
function readAsk(askRaw: string, d: Definitions): TopicReading | null {
  const ask = askRaw.trim().replace(ASK_LEAD, '').trim();
  let m: RegExpExecArray | null;
  if (
    (m = new RegExp(`^inverse(?: function)?(?: (?:of|for))?\\s*${FN_REF}$`, 'i').exec(ask)) ||
    (m = /^([a-zA-Z])\s*(?:\^\s*\{?\s*-\s*1\s*\}?|⁻¹)(?:\s*\(\s*[a-zθ]\s*\))?$/.exec(ask))
  ) {
    const f = theFunction(d, m[1]);
    return f ? reading('inverse', d, { fn: f }, `${f}^(-1)`) : null;
  }
  if ((m = /^([a-zA-Z])\s*(?:\^\s*\{?\s*\(?\s*-\s*1\s*\)?\s*\}?|⁻¹)\s*\(\s*([^()]+?)\s*\)$/.exec(ask))) {
    const f = theFunction(d, m[1]);
    if (f && m[2] !== d.defs[f]!.v && readExpr(m[2]!)) return reading('inverse', d, { fn: f, at: m[2]! }, `${f}^(-1)(${m[2]})`);
  }
  if (
    (m = new RegExp(
      `^(?:its )?(range|domain and (?:the )?range|range and (?:the )?domain)(?: (?:of|for))?\\s*${FN_REF}(?: in interval notation)?$`,
      'i',
    ).exec(ask))
  ) {
    const f = theFunction(d, m[2]);
    const both = /domain/i.test(m[1]!);
    return f ? reading(both ? 'domain-range' : 'range', d, { fn: f }, `${both ? 'domain, range' : 'range'}(${f})`) : null;
  }
  if ((m = new RegExp(`^(domain)(?: (?:of|for))?\\s*${FN_REF}(?: in interval notation)?$`, 'i').exec(ask))) {
    const f = theFunction(d, m[2]);
    return f ? reading('domain', d, { fn: f }, `domain(${f})`) : null;
  }
  if ((m = new RegExp(`^(?:(?:real )?(?:zeros|zeroes|roots)|x-intercepts)(?: (?:of|for))?\\s*${FN_REF}$`, 'i').exec(ask))) {
    const f = theFunction(d, m[1]);
    return f ? reading('zeros', d, { fn: f }, `zeros(${f})`) : null;
  }
  if ((m = new RegExp(`^difference quotient(?: (?:of|for))?\\s*${FN_REF}$`, 'i').exec(ask))) {
    const f = theFunction(d, m[1]);
    return f ? reading('difference-quotient', d, { fn: f }, `(${f}(x+h) - ${f}(x))/h`) : null;
  }
  if ((m = /^\(\s*([a-zA-Z])\s*\(\s*([a-zθ])\s*\+\s*h\s*\)\s*-\s*\1\s*\(\s*\2\s*\)\s*\)\s*\/\s*h$/.exec(ask))) {
    const f = theFunction(d, m[1]);
    return f && d.defs[f]!.v === m[2] ? reading('difference-quotient', d, { fn: f }, `(${f}(x+h) - ${f}(x))/h`) : null;
  }
  if (
    (m = new RegExp(
      `^(?:whether |if |is )?${FN_REF}\\s*(?:is )?(?:even,? (?:or )?odd,? or neither|even or odd|odd or even|even,? odd or neither)$`,
      'i',
    ).exec(ask))
  ) {
    const f = theFunction(d, m[1]);
    return f ? reading('parity', d, { fn: f }, `parity(${f})`) : null;
  }
  return readExpressionAsk(ask, d);
}

/** `f(3)`, `g(a+1)`, `(f + g)(x)`, `(fg)(2)`, `f(g(x))`, `(f∘g)(2)`, `f o g`, `f + g`: evaluate / combine / compose. */
function readExpressionAsk(ask: string, d: Definitions): TopicReading | null {
  const names = Object.keys(d.defs);
  const N = `[${names.join('')}]`;
  let task = 'evaluate';
  const a = ask.replace(/\s+o\s+/g, '∘').replace(/\s*∘\s*/g, '∘');
  if (new RegExp(`${N}∘${N}`).test(a)) task = 'compose';
  else if (new RegExp(`${N}\\s*\\(\\s*[^()]*${N}\\s*\\(`).test(a)) task = 'compose';
  else if (new RegExp(`(?:^|\\()\\s*${N}\\s*[-+*/]?\\s*${N}\\s*(?:\\)|$)`).test(a)) task = 'combine';
  else if (new RegExp(`${N}\\s*\\([^()]*\\)\\s*[-+*/]\\s*${N}\\s*\\(`).test(a)) task = 'combine';
  if (!new RegExp(`${N}`).test(a)) return null;
  // every function name must be applied once the operations are written out (f^-1(4), f(f) are not values of f)
  const explicit = explicitCalls(a, d.defs);
  if (new RegExp(`(?<![A-Za-z])${N}(?![A-Za-z]|\\s*\\()`).test(explicit)) return null;
  // everything left must be math: the function names, numbers, variables and operators
  const probe = a.replace(new RegExp(`${N}(?=\\s*[(∘)+\\-*/]|\\s*$)`, 'g'), '(1)').replace(/∘/g, '*');
  if (!readExpr(probe)) return null;
  return reading(task, d, { ask: a }, a);
}

/** Special layouts: "Is f(x) = … even, odd or neither", "describe the transformation from f(x) = … to g(x) = …". */
function readWhole(q: string): TopicReading | null {
  let m =
    /^(?:is|determine whether|determine if|whether|decide whether)\s+(?:the function\s+)?([a-zA-Z]\s*\(\s*[a-zθ]\s*\)\s*=\s*.+?)\s+(?:is\s+)?(?:even,? (?:or )?odd,? or neither|even or odd|odd or even|even,? odd or neither)$/i.exec(
      q,
    );
  if (m) {
    const d = readDefinitions(m[1]!);
    const f = d && theFunction(d);
    return d && f ? reading('parity', d, { fn: f }, `parity(${f})`) : null;
  }
  m =
    /^(?:describe|identify|find|what (?:is|are))?\s*(?:the\s+)?transformations?(?: that (?:take|map)s?)?\s+(?:from|of)\s+(?:the graph of\s+)?(.+?)\s+(?:to|into|onto)\s+(?:the graph of\s+)?(.+)$/i.exec(
      q,
    ) ??
    /^(?:describe\s+)?how (?:is |does )?the graph of\s+(.+?)\s+(?:is )?(?:obtained |derived |related )?(?:from|to)\s+the graph of\s+(.+?)(?: relate)?$/i.exec(
      q,
    );
  if (m) {
    const reversed = /^(?:describe\s+)?how/i.test(q);
    const from = readDefinitions(reversed ? m[2]! : m[1]!);
    const to = readDefinitions(reversed ? m[1]! : m[2]!);
    if (!from || !to) return null;
    const [f] = Object.keys(from.defs);
    const [g] = Object.keys(to.defs);
    if (!f || !g || f === g || Object.keys(from.defs).length !== 1 || Object.keys(to.defs).length !== 1) return null;
    const d: Definitions = { defs: { ...from.defs, ...to.defs }, consts: {} };
    return reading('transformation', d, { fn: f, to: g }, `${g} = T(${f})`);
  }
  return null;
}

const SPLITS =
  /\s*[.;:?]\s+|\s*,\s+|\s+(?=(?:then |and )?(?:find|what|evaluate|compute|calculate|determine|describe|give|state|is|write|simplify)\b)/gi;
const TRAILING =
  /\s+(?:if|when|given(?: that)?|for|where|with|of|provided)\s+(?:the function\s+)?(?=[a-zA-Z]\s*(?:\(\s*[a-zθ]\s*\))?\s*=)/gi;

/**
 * "range of y = 1/x", "domain and range of the function y = |x - 1| + 2": the equation y = … names the function, read
 * as f(x) = … (x its only variable); the question must ask for a domain or a range. Null otherwise.
 */
function asFunctionOfX(q: string): string {
  if (!/\b(?:domain|range)\b/i.test(q) || /[a-zA-Z]\s*\(\s*[a-zθ]\s*\)\s*=/.test(q)) return q;
  const m = /^(.*?\b(?:domain|range)\b.*?\s)y\s*=\s*(.+)$/i.exec(q);
  if (!m) return q;
  const e = readExpr(m[2]!);
  const vs = e ? [...new Set(m[2]!.match(/(?<![a-zA-Z])[a-z](?![a-zA-Z(])/g) ?? [])].filter((v) => v !== 'e') : [];
  return e && vs.length === 1 && vs[0] !== 'y' ? `${m[1]}f(${vs[0]}) = ${m[2]}` : q;
}

/** Reads a whole function question, or null. */
export function readFunctions(question: string): TopicReading | null {
  // "… in interval notation" asks for the form the domain and range are given in anyway
  const q = asFunctionOfX(question.trim().replace(/,?\s+(?:in|using|with) interval notation$/i, ''));
  if (!/[a-zA-Z]\s*(?:\(\s*[a-zθ]\s*\))?\s*=/.test(q)) return null;
  const whole = readWhole(q);
  if (whole) return whole;
  // definitions first: try each separator as the boundary
  for (const m of q.matchAll(SPLITS)) {
    const d = readDefinitions(q.slice(0, m.index));
    if (!d) continue;
    const r = readAsk(q.slice(m.index! + m[0].length), d);
    if (r) return r;
  }
  // the question first: "Evaluate f(-1) if f(x) = …", "Find the inverse of f(x) = …", "domain of f(x) = …"
  for (const m of q.matchAll(TRAILING)) {
    const d = readDefinitions(q.slice(m.index! + m[0].length));
    if (!d) continue;
    const r = readAsk(q.slice(0, m.index), d);
    if (r) return r;
  }
  const m =
    /^(.*?\b(?:inverse|domain|range|zeros|zeroes|roots|x-intercepts|difference quotient)(?: function)?)\s+(?=[a-zA-Z]\s*\(\s*[a-zθ]\s*\)\s*=)(.+)$/i.exec(
      q,
    );
  if (m) {
    const d = readDefinitions(m[2]!);
    if (d) return readAsk(m[1]!, d);
  }
  return null;
}
