/**
 * Reading of the polynomial questions (English router wording; other languages are rewritten into it by the
 * `topics.polynomials` phrasings of math/read/lang/<lng>.ts). Every pattern accounts for the WHOLE question, and the
 * math part must read as a polynomial (no English words as letters), else null.
 *
 * Tasks and params (expressions as the student's text, parsed again by the solver):
 * - `multiply`: `{ expr }` a product or power of polynomials ("Multiply the binomials (x+2)(x-3)", "FOIL (x+1)(x-4)");
 * - `combine`: `{ expr }` ("Combine like terms 3x + 2y - x + 5y", "Write in standard form: 3 - 2x + x^2");
 * - `add-subtract`: `{ expr }` the sum or difference built from the words ("Subtract (P) from (Q)" is `(Q) - (P)`);
 * - `coefficient`: `{ expr, monomial }`; `degree`, `leading-coefficient`, `classify`: `{ expr }`.
 */
import type { Expr } from '../../ast';
import type { TopicReading } from '../types';
import { readExpr, termsOf, isPolynomialTerms } from './format';

const LEAD =
  /^(?:(?:what(?:'s| is| are)|find|calculate|compute|determine|give|state|tell me|work out|identify|get|use foil to)\s+)?(?:the\s+)?/i;
const SEP = '(?:\\s*[.:]\\s*|\\s+)';
const KIND = '(?:binomials?|polynomials?|monomials?|trinomials?|expressions?|following)';

function reading(task: string, params: Record<string, string>, latex: string, text: string): TopicReading {
  return { topic: 'polynomials', task, params, inputLatex: latex, inputText: text };
}

/** A polynomial expression (every term a number times whole powers of variables), or null. */
function polynomial(src: string): Expr | null {
  const e = readExpr(src);
  if (!e) return null;
  try {
    return isPolynomialTerms(termsOf(e)) ? e : null;
  } catch {
    return null;
  }
}

/** "(a)(b)", "(a) times (b)", "(a) by (b)" → a product expression text when it is a product or power of sums. */
function productText(src: string): string | null {
  const s = src.replace(/\)\s*(?:times|by|and)\s*\(/gi, ')*(').replace(/\s+(?:times|by)\s+/gi, ' * ');
  const e = polynomial(s);
  if (!e) return null;
  const sum = (x: Expr) => x.k === 'add' || x.k === 'sub';
  const isPowerOfSum = (x: Expr) => x.k === 'pow' && sum(x.args[0]) && x.args[1].k === 'num';
  const m = e.k === 'neg' ? e.args[0] : e;
  if (m.k === 'mul' && m.args.some((a) => sum(a) || isPowerOfSum(a))) return s;
  if (isPowerOfSum(e)) return s;
  return null;
}

function readMultiply(q: string): TopicReading | null {
  const m = new RegExp(
    `^(?:multiply(?: out)?(?: the ${KIND})?|foil|expand and simplify|multiply and simplify|simplify the product|(?:find )?(?:the )?product(?: of)?)(?:\\s+(?:using|by|with)\\s+(?:the\\s+)?(?:foil(?: method)?|special products?(?: patterns?)?|the distributive property|distributive property|vertical method|(?:square of a binomial|product of conjugates) pattern))?${SEP}(.+)$`,
    'i',
  ).exec(q);
  const text = m && productText(m[1]!);
  return text ? reading('multiply', { expr: text }, text, text) : null;
}

function readCombine(q: string): TopicReading | null {
  const m = new RegExp(
    `^(?:(?:simplify by )?(?:combin(?:e|ing)|collect(?:ing)?) (?:the )?like terms(?: (?:in|of))?|(?:write|put|rewrite|arrange)(?: the polynomial)? in (?:standard form|descending order)|standard form of(?: the polynomial)?|simplify the polynomial)${SEP}(.+?)(?:\\s+in (?:standard form|descending order))?$`,
    'i',
  ).exec(q);
  if (!m) return null;
  const e = polynomial(m[1]!);
  return e ? reading('combine', { expr: m[1]!.trim() }, m[1]!.trim(), m[1]!.trim()) : null;
}

const wrap = (s: string) => `(${s.trim().replace(/^\((.*)\)$/, '$1')})`;

function readAddSubtract(q: string): TopicReading | null {
  let m = /^(?:subtract|take away)\s+(.+?)\s+from\s+(.+)$/i.exec(q);
  let text: string | null = null;
  if (m) text = `${wrap(m[2]!)} - ${wrap(m[1]!)}`;
  if (!text && (m = /^(?:the )?(sum|difference) of\s+(.+?)\s+and\s+(.+)$/i.exec(q)))
    text = `${wrap(m[2]!)} ${m[1]!.toLowerCase() === 'sum' ? '+' : '-'} ${wrap(m[3]!)}`;
  if (!text && (m = /^add\s+(.+?)\s+(?:and|to)\s+(.+)$/i.exec(q)) && !/[+-]\s*\(/.test(q))
    text = `${wrap(m[1]!)} + ${wrap(m[2]!)}`;
  if (
    !text &&
    (m = new RegExp(
      `^(?:add|subtract|add or subtract|simplify)(?: the ${KIND})?(?: and simplify)?${SEP}(\\(.+\\)\\s*[-+]\\s*\\(.+\\))$`,
      'i',
    ).exec(q))
  )
    text = m[1]!;
  if (!text || !/\)\s*[-+]\s*\(/.test(text) || !polynomial(text)) return null;
  return reading('add-subtract', { expr: text }, text, text);
}

const MONO = '[-+]?\\s*[a-zθ](?:\\s*\\^\\s*\\d+)?(?:\\s*\\*?\\s*[a-zθ](?:\\s*\\^\\s*\\d+)?)*';

function readCoefficient(q: string): TopicReading | null {
  const m = new RegExp(
    `^(?:numerical )?coefficient of (?:the term )?(${MONO})(?: term)? in(?: the expansion of| the polynomial| the product)?\\s+(.+)$`,
    'i',
  ).exec(q);
  if (!m || !polynomial(m[2]!) || !polynomial(m[1]!)) return null;
  const mono = m[1]!.replace(/\s+/g, '');
  return reading('coefficient', { expr: m[2]!.trim(), monomial: mono }, `[${mono}]\\,${m[2]}`, `coefficient(${m[2]}, ${mono})`);
}

function readDegreeLike(q: string): TopicReading | null {
  for (const [task, names] of [
    ['leading-coefficient', 'leading coefficient'],
    ['degree', 'degree'],
  ] as const) {
    const m = new RegExp(`^(?:${names})(?: of(?: the polynomial)?|${SEP}|\\s+of\\s+)\\s*(.+)$`, 'i').exec(q);
    if (m && polynomial(m[1]!)) return reading(task, { expr: m[1]!.trim() }, m[1]!.trim(), `${task}(${m[1]!.trim()})`);
  }
  return null;
}

const CLASSES =
  '(?:an? )?monomial,? (?:an? )?binomial,?(?: (?:or )?(?:an? )?trinomial,?)?(?: or (?:an? )?(?:other )?polynomial)?';

function readClassify(q: string): TopicReading | null {
  const m =
    new RegExp(`^classify(?: the polynomial| each polynomial)? (.+?) as ${CLASSES}$`, 'i').exec(q) ??
    new RegExp(`^classify(?: the polynomial| each polynomial)?(?: as ${CLASSES})?${SEP}(.+)$`, 'i').exec(q) ??
    new RegExp(`^(?:whether|is) (?:the polynomial )?(.+?) (?:is )?${CLASSES}$`, 'i').exec(q) ??
    new RegExp(`^(?:whether|if) (?:each|the) polynomial is ${CLASSES}${SEP}(.+)$`, 'i').exec(q) ??
    new RegExp(`^(?:is (?:it|this) )?${CLASSES}${SEP}(.+)$`, 'i').exec(q);
  if (!m || !polynomial(m[1]!)) return null;
  return reading('classify', { expr: m[1]!.trim() }, m[1]!.trim(), `classify(${m[1]!.trim()})`);
}

/** Reads a whole polynomial question, or null. */
export function readPolynomials(question: string): TopicReading | null {
  const q = question.trim().replace(LEAD, '').trim();
  if (!q) return null;
  return readCoefficient(q) ?? readDegreeLike(q) ?? readClassify(q) ?? readAddSubtract(q) ?? readMultiply(q) ?? readCombine(q);
}
