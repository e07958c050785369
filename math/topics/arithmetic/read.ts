/**
 * Reading of the arithmetic questions (English router wording; other languages are rewritten into it by the
 * `topics.arithmetic` phrasings of math/read/lang/<lng>.ts). Each reader accounts for the WHOLE question or returns null.
 *
 * Tasks and params:
 * - `evaluate` `{ expr }`: the four operations, powers and roots in words ("147 divided by 5", "2 to the power of 10",
 *   "square root of 169"), rewritten into an expression (`expr`, plain text the engine parses);
 * - `factorial` `{ expr, n? }`: `5!`, "5 factorial", "factorial of 5", expressions with `n!` (`10!/(8!*2!)`);
 * - `round` `{ x, mode: 'places' | 'sig' | 'place', k }`: decimal places, significant figures, nearest 10^k;
 * - `convert` `{ x, to: 'decimal' | 'fraction' | 'percent' | 'scientific' | 'standard' }`;
 * - `base` `{ digits, from, to }`; `remainder` `{ a, b }`;
 * - `compare` `{ a, op, b }` (yes/no), `extreme` `{ items, which: 'max' | 'min' }`, `sort` `{ items, order: 'asc' | 'desc' }`,
 *   `kth` `{ items, k, which }` (the k-th largest / smallest), `closest` `{ items, target }`.
 */
import type { TopicReading } from '../types';

/** A leading instruction or question ("what is", "calculate", "find the value of", "how much is"). */
const LEAD =
  /^(?:(?:what(?:'s| is| are)|how much is|calculate|compute|evaluate|find|work out|determine|simplify|give|write|tell me|convert|express|change|rewrite)\s+)?(?:(?:the value of|the|value of)\s+)?/i;
/** A plain number as students type it: integer, decimal, fraction a/b, with a sign. */
export const NUM = '[-+]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:\\s*/\\s*\\d+)?';
/** A number or a percent. */
const VAL = `${NUM}%?`;
const OPD = '(?:[-+]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)|\\([^()]*\\)|[a-z]+\\([^()]*\\))';

function reading(task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading {
  return { topic: 'arithmetic', task, params, inputLatex: latex, inputText: text };
}

/** Word-operation rewrites, applied until nothing changes (operand-level ones first). */
const WORD_RULES: [RegExp, string][] = [
  [new RegExp(`\\b(?:the )?square root of (${OPD})`, 'gi'), 'sqrt($1)'],
  [new RegExp(`\\b(?:the )?cube root of (${OPD})`, 'gi'), 'cbrt($1)'],
  [new RegExp(`\\b(?:the )?(\\d+)(?:st|nd|rd|th) root of (${OPD})`, 'gi'), '($2)^(1/$1)'],
  [new RegExp(`(${OPD}) squared\\b`, 'gi'), '($1)^2'],
  [new RegExp(`(${OPD}) cubed\\b`, 'gi'), '($1)^3'],
  [new RegExp(`(${OPD}) (?:raised )?to the (?:power of |power )(${OPD})`, 'gi'), '($1)^($2)'],
  [new RegExp(`(${OPD}) (?:raised )?to the (\\d+)(?:st|nd|rd|th)(?: power)?`, 'gi'), '($1)^($2)'],
  [new RegExp(`(${OPD}) raised to (${OPD})`, 'gi'), '($1)^($2)'],
  [new RegExp(`\\b(?:the )?(sum|difference|product|quotient) of (${OPD}) and (${OPD})`, 'gi'), '<$1>($2,$3)'],
  [new RegExp(`\\badd (${OPD}) (?:and|to) (${OPD})`, 'gi'), '($1 + $2)'],
  [new RegExp(`\\bsubtract (${OPD}) from (${OPD})`, 'gi'), '($2 - $1)'],
  [new RegExp(`\\bmultiply (${OPD}) (?:by|and|with) (${OPD})`, 'gi'), '($1 * $2)'],
  [new RegExp(`\\bdivide (${OPD}) by (${OPD})`, 'gi'), '($1 / $2)'],
  [/\bnegative (\d)/gi, '-$1'],
];
const BINARY: [RegExp, string][] = [
  [/\s+(?:plus|added to)\s+/gi, ' + '],
  [/\s+(?:minus|take away)\s+/gi, ' - '],
  [/\s+(?:times|multiplied by|x)\s+/gi, ' * '],
  [/\s+(?:divided by|over)\s+/gi, ' / '],
];
const NAMED: Record<string, string> = { sum: '+', difference: '-', product: '*', quotient: '/' };

/** Rewrites operations in words into an expression; null unless words were used and nothing but math is left. */
export function wordsToExpression(s: string): string | null {
  let e = s,
    used = false;
  for (let guard = 0; guard < 12; guard++) {
    const before = e;
    for (const [re, rep] of WORD_RULES) e = e.replace(re, rep);
    e = e.replace(
      /<(sum|difference|product|quotient)>\(([^,]+),([^)]+(?:\))?)\)/gi,
      (_m, op: string, a: string, b: string) => `(${a} ${NAMED[op.toLowerCase()]} ${b})`,
    );
    if (e === before) break;
    used = true;
  }
  for (const [re, rep] of BINARY)
    if (re.test(e)) {
      used = true;
      e = e.replace(re, rep);
    }
  e = e.replace(/\s+/g, ' ').trim();
  if (!used || !/^[-+*/^().\d\s]*(?:(?:sqrt|cbrt)\([-+*/^().\d\s]*\)[-+*/^().\d\s]*)*$/.test(e) || !/\d/.test(e)) return null;
  return e;
}

function readEvaluate(q: string): TopicReading | null {
  const e = wordsToExpression(q);
  return e ? reading('evaluate', { expr: e, words: q }, e, e) : null;
}

function readFactorial(q: string): TopicReading | null {
  let m = /^(?:the )?factorial of (\d+)$|^(\d+) factorial$|^(?:factorial|fact)\s*\(\s*(\d+)\s*\)$/i.exec(q);
  if (m) {
    const n = m[1] ?? m[2] ?? m[3]!;
    return reading('factorial', { n, expr: `${n}!` }, `${n}!`, `${n}!`);
  }
  if (!/\d\s*!/.test(q) || !/^[-+*/^().\d\s!]+$/.test(q) || /!\s*\d/.test(q.replace(/!\s*[-+*/^)]/g, ''))) return null;
  // every "!" must follow a whole number written out (not 3.5!, (2+3)!, 5!! — those are not read)
  if (q.replace(/(?<![\d.])\d+\s*!(?!\s*!)/g, '').includes('!')) return null;
  m = /^\s*(\d+)\s*!\s*$/.exec(q);
  if (m) return reading('factorial', { n: m[1], expr: `${m[1]}!` }, `${m[1]}!`, `${m[1]}!`);
  const expr = q.replace(/\s+/g, ' ').trim();
  return reading('factorial', { expr }, expr, expr);
}

const PLACES: Record<string, number> = {
  ten: 1,
  tens: 1,
  hundred: 2,
  hundreds: 2,
  thousand: 3,
  thousands: 3,
  'ten thousand': 4,
  'hundred thousand': 5,
  million: 6,
  tenth: -1,
  tenths: -1,
  hundredth: -2,
  hundredths: -2,
  thousandth: -3,
  thousandths: -3,
  'ten-thousandth': -4,
  'ten thousandth': -4,
  one: 0,
  ones: 0,
  unit: 0,
  'whole number': 0,
  integer: 0,
  whole: 0,
};
const WORD_NUM: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** The rounding target ("3 decimal places", "two significant figures", "the nearest ten") of the number x, or null. */
function roundTarget(x: string, target: string): TopicReading | null {
  let r =
    /^(\d+|one|two|three|four|five|six)\s+(decimal places?|dp|decimals?|places? after the decimal point|significant (?:figures?|digits?)|sig\.? ?figs?|s\.?f\.?)$/.exec(
      target,
    );
  if (r) {
    const k = /^\d+$/.test(r[1]!) ? Number(r[1]) : WORD_NUM[r[1]!]!;
    const sig = /^s/.test(r[2]!);
    return reading(
      'round',
      { x, mode: sig ? 'sig' : 'places', k },
      `\\text{round}(${x})`,
      `round(${x}, ${k}${sig ? ' sig' : ''})`,
    );
  }
  r = /^(?:the )?nearest (.+?)(?: place)?$/.exec(target);
  if (r && r[1]! in PLACES) {
    const k = PLACES[r[1]!]!;
    return reading('round', { x, mode: 'place', k }, `\\text{round}(${x})`, `round(${x}, 10^${k})`);
  }
  return null;
}

/**
 * "round 2.71828 to 3 decimal places", "157 rounded to the nearest ten", and the textbook layout with the exercise
 * after the instruction: "Round to the nearest ten: 157", "Round to two decimal places. 3.14159".
 */
function readRound(q: string): TopicReading | null {
  // a decimal comma is read as the decimal point here (a single number is rounded): "round 2,71828 to 3 decimal places"
  const DEC = `${NUM}|[-+]?\\d+,\\d+`;
  const m = new RegExp(`^(?:round(?:ing)?\\s+(${DEC})|(${DEC})\\s+rounded)\\s+(?:off\\s+)?(?:to|to the)\\s+(.+)$`, 'i').exec(q);
  const after = m
    ? null
    : new RegExp(
        `^round(?:\\s+(?:off|each number|the number|the following(?: numbers?)?|the decimal))?\\s+(?:to|to the)\\s+(.+?)(?:\\s*[:.,;]\\s*|\\s+)(${DEC})$`,
        'i',
      ).exec(q);
  if (!m && !after) return null;
  const x = (m ? (m[1] ?? m[2]!) : after![2]!).replace(/\s+/g, '').replace(',', '.');
  if (x.includes('/')) return null;
  return roundTarget(x, (m ? m[3]! : after![1]!).toLowerCase().trim());
}

const TARGETS: [RegExp, string][] = [
  [/^(?:a )?decimals?(?: number)?$/i, 'decimal'],
  [/^(?:a )?fractions?(?: in (?:simplest|lowest) (?:form|terms))?$|^(?:simplest|lowest) (?:form|terms)$/i, 'fraction'],
  [/^(?:a )?percent(?:age)?s?$|^%$/i, 'percent'],
  [/^scientific notation$|^standard form$/i, 'scientific'],
  [/^standard (?:notation|decimal form)$|^decimal notation$|^ordinary (?:notation|form)$/i, 'standard'],
];

function readConvert(q: string): TopicReading | null {
  const m = new RegExp(
    `^(${VAL}|${NUM}(?:\\.\\.\\.|…)|[-+]?\\d*\\.\\d*\\(\\d+\\)|${NUM}\\s*(?:\\*|x|×)\\s*10\\s*\\^\\s*\\(?[-+]?\\d+\\)?)\\s+(?:as|to|in|into)\\s+(?:an?\\s+)?(.+)$`,
    'i',
  ).exec(q);
  if (!m) return null;
  let to = TARGETS.find(([re]) => re.test(m[2]!.trim()))?.[1];
  if (!to) return null;
  const x = m[1]!.replace(/\s+/g, '').replace(/…/g, '...');
  if (/(?:\*|x|×)10\^/i.test(x)) {
    // a number already in scientific notation: "as a decimal" and "in standard form" (US: the ordinary decimal) ask
    // for its decimal; "in scientific notation" for a × 10^n with 1 ≤ |a| < 10; a fraction or percent is not read
    if (to === 'decimal' || (to === 'scientific' && /^standard form$/i.test(m[2]!.trim()))) to = 'standard';
    else if (to !== 'standard' && to !== 'scientific') return null;
  }
  return reading('convert', { x, to }, x.replace(/%/g, '\\%'), `${x} -> ${to}`);
}

const BASES: Record<string, number> = {
  binary: 2,
  bin: 2,
  octal: 8,
  oct: 8,
  decimal: 10,
  denary: 10,
  hexadecimal: 16,
  hex: 16,
  ternary: 3,
};
function baseOf(s: string | undefined): number | undefined {
  if (!s) return undefined;
  const t = s
    .toLowerCase()
    .trim()
    .replace(/^(?:the )?/, '');
  const m = /^base[- ]?(\d+)$|^(\d+)$/.exec(t);
  const b = m ? Number(m[1] ?? m[2]) : BASES[t.replace(/ (?:form|notation|number|system)$/, '')];
  return b !== undefined && b >= 2 && b <= 36 ? b : undefined;
}

function readBase(q: string): TopicReading | null {
  const m =
    /^(?:the number )?(0[xbo])?([0-9a-z]+)(?:_\{?(\d+)\}?|\s*\((?:base )?(\d+)\)|\s+(?:in |from )?(base[- ]?\d+|binary|octal|decimal|hexadecimal|hex|ternary))?\s+(?:to|in|into|as)\s+(?:an?\s+)?(base[- ]?\d+|binary|octal|decimal|denary|hexadecimal|hex|ternary)(?: (?:form|notation|number|system))?$/i.exec(
      q,
    );
  if (!m) return null;
  const prefix = m[1]?.toLowerCase();
  const from = prefix === '0x' ? 16 : prefix === '0b' ? 2 : prefix === '0o' ? 8 : (baseOf(m[3] ?? m[4] ?? m[5]) ?? 10);
  const to = baseOf(m[6]);
  if (!to || from === to) return null;
  const digits = m[2]!.toLowerCase();
  if ([...digits].some((c) => parseInt(c, 36) >= from || Number.isNaN(parseInt(c, 36)))) return null;
  return reading('base', { digits, from, to }, `${digits}_{${from}}`, `${digits} (base ${from}) -> base ${to}`);
}

/** A base name after "in": "base 2", "base-16", "binary", "hexadecimal"... */
const BASE_NAME = 'base[- ]?\\d+|binary|octal|decimal|denary|hexadecimal|hex|ternary';
/** A numeral with its own base, optionally: `1011_2`, `1011_{2}`, `1011 (base 2)`, `0x1f`, `0b101`. */
const B_OPD = '(?:0[xbo])?[0-9a-z]+(?:_\\{?\\d+\\}?|\\s*\\((?:base\\s*)?\\d+\\))?';
const B_IN = `(?:\\s*,?\\s*(?:in|using|with|\\()\\s*(?:the\\s+)?(${BASE_NAME})(?:\\s+(?:form|notation|numbers?|system|arithmetic))?\\)?)`;
const B_OPS: Record<string, string> = { '+': '+', plus: '+', '-': '-', minus: '-', '*': '*', x: '*', times: '*' };

/** One numeral of a base computation: its digits and base (its own subscript or prefix, else `dflt`), or null. */
function baseOperand(s: string, dflt: number | undefined): { digits: string; base: number } | null {
  const m = /^(0[xbo])?([0-9a-z]+)(?:_\{?(\d+)\}?|\s*\((?:base\s*)?(\d+)\))?$/i.exec(s.trim());
  if (!m) return null;
  const pre = m[1]?.toLowerCase();
  const base = pre === '0x' ? 16 : pre === '0b' ? 2 : pre === '0o' ? 8 : m[3] || m[4] ? Number(m[3] ?? m[4]) : dflt;
  if (!base || base < 2 || base > 36 || m[2]!.length > 64) return null;
  if ([...m[2]!].some((c) => parseInt(c, 36) >= base)) return null;
  return { digits: m[2]!, base };
}

/**
 * Arithmetic in a base: "101 + 11 in base 2", "1011_2 + 110_2", "110 * 11 in binary", "add 1A and 2F in hexadecimal",
 * "subtract 110 from 1011 in binary", "the sum of 1011 and 110 in base 2". Each numeral is in its own base (subscript,
 * 0x/0b prefix) or the base named; the answer is in the base named, else the numerals' common base. Digits that do not
 * belong to the base, numerals with no base at all, or all in base 10: not read (the core computes decimals).
 */
function readBaseArith(q: string): TopicReading | null {
  let a: string, b: string, op: string | undefined, inB: string | undefined;
  const sym = new RegExp(
    `^(${B_OPD})\\s*(\\+|-|\\*|\\bx\\b|\\bplus\\b|\\bminus\\b|\\btimes\\b)\\s*(${B_OPD})${B_IN}?$`,
    'i',
  ).exec(q);
  const words =
    new RegExp(`^(add|subtract|multiply)\\s+(${B_OPD})\\s+(?:and|to|from|by|with)\\s+(${B_OPD})${B_IN}?$`, 'i').exec(q) ??
    new RegExp(`^(?:the\\s+)?(sum|difference|product)\\s+of\\s+(${B_OPD})\\s+and\\s+(${B_OPD})${B_IN}?$`, 'i').exec(q);
  if (sym) [a, op, b, inB] = [sym[1]!, B_OPS[sym[2]!.toLowerCase()], sym[3]!, sym[4]];
  else if (words) {
    const w = words[1]!.toLowerCase();
    op = w === 'add' || w === 'sum' ? '+' : w === 'subtract' || w === 'difference' ? '-' : '*';
    // "subtract 110 from 1011" is 1011 − 110
    [a, b] = w === 'subtract' ? [words[3]!, words[2]!] : [words[2]!, words[3]!];
    inB = words[4];
  } else return null;
  const named = baseOf(inB);
  if (inB && !named) return null;
  const A = baseOperand(a, named),
    B = baseOperand(b, named);
  if (!A || !B || !op) return null;
  const to = named ?? (A.base === B.base ? A.base : undefined);
  if (!to || (A.base === 10 && B.base === 10 && to === 10)) return null;
  const sub = (o: { digits: string; base: number }) => (o.base === 10 ? o.digits : `${o.digits}_{${o.base}}`);
  const opL = op === '*' ? '\\times' : op;
  return reading(
    'base-arith',
    { a: A, b: B, op, to },
    `${sub(A)} ${opL} ${sub(B)}${to !== A.base || to !== B.base ? `\\ (\\text{base } ${to})` : ''}`,
    `${A.digits} (base ${A.base}) ${op} ${B.digits} (base ${B.base}) -> base ${to}`,
  );
}

function readRemainder(q: string): TopicReading | null {
  const m =
    /^(?:the )?remainder (?:when|of|if) (\d+) (?:is )?divided by (\d+)$/i.exec(q) ??
    /^(\d+)\s*(?:mod|modulo)\s*(\d+)$/i.exec(q) ??
    /^mod\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(q) ??
    /^(?:the )?remainder of (\d+)\s*(?:\/|÷)\s*(\d+)$/i.exec(q);
  if (!m) return null;
  return reading('remainder', { a: m[1], b: m[2] }, `${m[1]} \\bmod ${m[2]}`, `${m[1]} mod ${m[2]}`);
}

const REL_WORDS: [RegExp, string][] = [
  [/\s+(?:is\s+)?(?:less than or equal to|at most)\s+/i, '<='],
  [/\s+(?:is\s+)?(?:greater than or equal to|at least)\s+/i, '>='],
  [/\s+(?:is\s+)?(?:less than|smaller than|lower than)\s+/i, '<'],
  [/\s+(?:is\s+)?(?:greater than|bigger than|larger than|more than|higher than)\s+/i, '>'],
  [/\s+(?:is\s+)?(?:equal to|the same as|equals)\s+/i, '='],
  [/\s+(?:is\s+)?not equal to\s+/i, '!='],
];
// π and pi count as numbers too ("Is pi > 3?", issue #21): the engine evaluates them exactly
const CMP_OPD = `(?:${VAL}|(?:[-+*/^().\\d\\s]|pi\\b|π|sqrt\\([^()]+\\))+)`;

function readCompare(q: string): TopicReading | null {
  let s = q.replace(/^(?:is it true that|true or false:?|is)\s+/i, '');
  if (s === q && !/^[^a-z]*$/i.test(q)) return null;
  for (const [re, op] of REL_WORDS) s = s.replace(re, ` ${op} `);
  const m = new RegExp(`^(${CMP_OPD}?)\\s*(<=|>=|!=|<|>|=)\\s*(${CMP_OPD}?)$`, 'i').exec(s.trim());
  if (!m || !/\d|pi|π/.test(m[1]!) || !/\d|pi|π/.test(m[3]!)) return null;
  const a = m[1]!.trim(),
    b = m[3]!.trim(),
    op = m[2]!;
  if (s === q && !/\?$|^\s*is\b/i.test(q)) return null;
  const opL: Record<string, string> = { '<=': '\\le', '>=': '\\ge', '!=': '\\ne', '<': '<', '>': '>', '=': '=' };
  return reading('compare', { a, op, b }, `${a} ${opL[op]} ${b}`.replace(/%/g, '\\%'), `${a} ${op} ${b}`);
}

/** A list of numbers: "5, -2, 0.5, 3", "3/4, 0.7 and 2/3". */
function valueList(s: string): string[] | null {
  const parts = s
    .split(/\s*(?:,|;|\band\b|\bor\b)\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 2 && parts.every((p) => new RegExp(`^${VAL}$`).test(p)) ? parts.map((p) => p.replace(/\s+/g, '')) : null;
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/**
 * "the 2nd largest of 5, 9, 1, 7", "the third largest of 5, 9, 2, 7, 4", "second smallest number in 3, 8, 1, 6",
 * "which of 3.2, 2.9, 3.05 is closest to 3", "which number is closest to 3: 3.2, 2.9".
 */
function readKthOrClosest(q: string): TopicReading | null {
  const k =
    /^(?:what is |what's |find |which is |which number is )?(?:the )?(\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)[- ](largest|greatest|biggest|highest|smallest|least|lowest)(?: (?:number|value))?(?:\s+(?:of|in|among|from)(?: the (?:numbers|values|list|set))?)?\s*[,:.]?\s*(.+)$/i.exec(
      q,
    );
  if (k) {
    const items = valueList(k[3]!.replace(/^\{(.*)\}$/, '$1'));
    const n = ORDINALS[k[1]!.toLowerCase()] ?? parseInt(k[1]!, 10);
    if (!items || n < 1 || n > items.length) return null;
    const which = /larg|great|big|high/i.test(k[2]!) ? 'max' : 'min';
    return reading(
      'kth',
      { items, k: n, which },
      items.join(', ').replace(/%/g, '\\%'),
      `${which === 'max' ? 'largest' : 'smallest'} #${n} of (${items.join(', ')})`,
    );
  }
  const c =
    new RegExp(`^which (?:number )?of (.+?) is (?:the )?(?:closest|nearest) to (${VAL})$`, 'i').exec(q) ??
    new RegExp(`^which (?:number )?is (?:the )?(?:closest|nearest) to (${VAL})\\s*[,:]?\\s*(.+)$`, 'i').exec(q);
  if (!c) return null;
  const [listText, target] = /^which (?:number )?of/i.test(q) ? [c[1]!, c[2]!] : [c[2]!, c[1]!];
  const items = valueList(listText);
  if (!items) return null;
  return reading(
    'closest',
    { items, target: target.replace(/\s+/g, '') },
    items.join(', ').replace(/%/g, '\\%'),
    `closest to ${target} of (${items.join(', ')})`,
  );
}

function readOrder(q: string): TopicReading | null {
  const m =
    /^(?:which (?:number )?is (?:the )?(bigger|larger|greater|biggest|largest|greatest|smaller|less|lesser|smallest|least)|(?:the )?(largest|greatest|biggest|smallest|least|maximum|minimum|max|min) (?:of|number among|among|in))\s*[,:]?\s*(.+)$/i.exec(
      q,
    );
  if (m) {
    const items = valueList(m[3]!);
    if (!items || items.length > 10000) return null;
    const which = /big|larg|great|max/i.test(m[1] ?? m[2]!) ? 'max' : 'min';
    return reading(
      'extreme',
      { items, which },
      `\\${which}(${items.join(', ')})`.replace(/%/g, '\\%'),
      `${which}(${items.join(', ')})`,
    );
  }
  const o =
    /^(?:sort|order|arrange|put|list|rank|write)\s*(?:the (?:numbers|following|values|fractions|decimals))?\s*(?:in order)?\s*(?:(from least to greatest|from smallest to largest|from lowest to highest|in ascending order|in increasing order|ascending|increasing|from greatest to least|from largest to smallest|from highest to lowest|in descending order|in decreasing order|descending|decreasing)\s*)?[,:]?\s*(.+?)(?:\s*,?\s*(?:in order\s+)?(from least to greatest|from smallest to largest|in ascending order|from greatest to least|from largest to smallest|in descending order|in increasing order|in decreasing order))?$/i.exec(
      q,
    );
  if (!o) return null;
  const items = valueList(o[2]!);
  if (!items || items.length > 10000) return null;
  const order =
    /great|larg|high|desc|decr/i.test(`${o[1] ?? ''} ${o[3] ?? ''}`) &&
    !/^(?:from least|from smallest|from lowest)/i.test(o[1] ?? o[3] ?? '')
      ? 'desc'
      : 'asc';
  return reading('sort', { items, order }, items.join(', ').replace(/%/g, '\\%'), `sort(${items.join(', ')})`);
}

/** A number whose reciprocal is asked: an integer, a decimal, a fraction a/b or a mixed number "-2 1/2" (in parentheses too). */
const RECIP_X = '[-+]?(?:\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?|\\.\\d+)';

/**
 * The reciprocal (multiplicative inverse): "reciprocal of 3/7", "Find the reciprocal: 3/7", "What is the reciprocal of
 * -2 1/2?", "multiplicative inverse of 5", `reciprocal(0.25)`. Params `{ x }` (mixed numbers keep their space).
 */
function readReciprocal(q: string): TopicReading | null {
  const m = new RegExp(
    `^(?:reciprocal|multiplicative inverse|inverse under multiplication)(?:\\s+of(?: the (?:number|fraction|mixed number|decimal))?|\\s*[:.,]|\\s*(?=\\())?\\s*(\\(\\s*${RECIP_X}\\s*\\)|${RECIP_X})$`,
    'i',
  ).exec(q);
  if (!m) return null;
  const x = m[1]!
    .replace(/^\(\s*|\s*\)$/g, '')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/^\+/, '');
  const latex = x.replace(/^(-?)(\d+) (\d+)\/(\d+)$/, '$1$2\\tfrac{$3}{$4}').replace(/^(-?)(\d+)\/(\d+)$/, '$1\\frac{$2}{$3}');
  const text = x.replace(/^(-?)(\d+) (\d+\/\d+)$/, (_s, sg: string, w: string, f: string) =>
    sg ? `-(${w} + ${f})` : `${w} + ${f}`,
  );
  return reading('reciprocal', { x }, `\\frac{1}{${latex}}`, `1/(${text})`);
}

/** Reads a whole arithmetic question, or null. */
export function readArithmetic(question: string): TopicReading | null {
  const raw = question.trim();
  const q = raw.replace(LEAD, '').trim();
  if (!q) return null;
  return (
    readCompare(raw) ??
    readFactorial(q) ??
    readRound(q) ??
    readReciprocal(q) ??
    readRemainder(q) ??
    readBaseArith(q) ??
    readBase(q) ??
    readConvert(q) ??
    readKthOrClosest(raw) ??
    readOrder(raw.replace(/^(?:please\s+)?/i, '')) ??
    readOrder(q) ??
    readEvaluate(q)
  );
}
