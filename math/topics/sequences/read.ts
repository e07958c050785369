/**
 * Reading of the sequences-and-series questions (English router wording; other languages are rewritten into it by the
 * `topics.sequences` phrasings of math/read/lang/<lng>.ts). Every pattern accounts for the WHOLE question, else null.
 *
 * Tasks and params (numbers as exact decimal/fraction strings):
 * - `nth-term`      `{ terms: string[], kind?: 'arithmetic'|'geometric', k: number }`  the k-th term;
 * - `general-term`  `{ terms, kind? }`                                               a_n as a formula in n;
 * - `series-sum`    `{ terms, kind?, count?: number, last?: string }`                 first `count` terms, or up to `last`;
 * - `infinite-sum`  `{ terms }`                                                      infinite geometric series;
 * - `sigma`         `{ body: string, v: string, from: number, to: number | 'inf' }`   Σ notation;
 * - `common-difference` / `common-ratio` `{ terms }`;
 * - `next-term`     `{ terms }`                                                      pattern recognition;
 * - `recursive`     `{ letter, start: Record<index, value>, rule: string (in n, p_1 = a_{n-1}, p_2 = a_{n-2}), k }`.
 */
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { symbols } from '../../ast';
import { toLatex } from '../../print';
import type { TopicReading } from '../types';

const LEAD =
  /^(?:(?:what(?:'s| is| are)|which is|find|calculate|compute|determine|give|write(?: down)?|state|tell me|work out|evaluate|get|identify)\s+)?(?:(?:the|an?)\s+)*/i;
/** One exact number: integer, decimal or fraction, optionally negative. */
const N = '-?\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?';
const ELLIPSIS = '(?:\\.\\.\\.|…|\\.\\.)';
/** A comma-separated list of at least two terms, an optional trailing ", ..." (the question's end may have eaten it). */
const LIST = `(${N}(?:\\s*[,;]\\s*${N})+)(?:\\s*,\\s*${ELLIPSIS}|\\s*,|\\s*${ELLIPSIS})?`;
const DESC =
  '(?:(?:of|in|for)\\s+)?(?:(?:the|this|an?)\\s+)?(?:(arithmetic|geometric)\\s+)?(?:sequence|progression|series|pattern)?(?:\\s+of numbers)?\\s*[:=]?\\s*';
const ORDWORDS: Record<string, number> = {
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
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  hundredth: 100,
};
const ORD = `(\\d+)\\s*(?:st|nd|rd|th)|${Object.keys(ORDWORDS).join('|')}`;

/** The terms of a list phrase as exact number strings (`3`, `-1/2`, `0.5`), or null when one is not a number. */
export function listTerms(s: string): string[] | null {
  const parts = s.split(/\s*[,;]\s*/).filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    try {
      const e = simplify(parse(p));
      if (e.k !== 'num') return null;
      out.push(p.replace(/\s+/g, ''));
    } catch {
      return null;
    }
  }
  return out.length >= 2 ? out : null;
}

function ordinal(s: string): number {
  const m = /^(\d+)/.exec(s);
  return m ? Number(m[1]) : (ORDWORDS[s.toLowerCase()] ?? NaN);
}

function reading(task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading {
  return { topic: 'sequences', task, params, inputLatex: latex, inputText: text };
}
const seqText = (terms: string[]) => `${terms.join(', ')}, ...`;
const seqLatex = (terms: string[]) => `${terms.join(', ')}, \\ldots`;
const kindOf = (s: string | undefined) => (s ? (s.toLowerCase() as 'arithmetic' | 'geometric') : undefined);

function readNthTerm(q: string): TopicReading | null {
  const pats: [RegExp, number, number, number][] = [
    // [pattern, group of the ordinal/index, group of the kind, group of the list]
    [new RegExp(`^(?:${ORD})\\s+term\\s+${DESC}${LIST}$`, 'i'), -1, 2, 3],
    [new RegExp(`^term\\s+(?:number\\s+)?(\\d+)\\s+${DESC}${LIST}$`, 'i'), 1, 2, 3],
    [new RegExp(`^[atu]_?\\{?(\\d+)\\}?\\s+${DESC}${LIST}$`, 'i'), 1, 2, 3],
    [
      new RegExp(
        `^${DESC}${LIST}\\s*[.,:;]?\\s*(?:find|what is|determine|calculate|give)\\s+(?:the\\s+)?(?:${ORD})\\s+term$`,
        'i',
      ),
      -1,
      1,
      2,
    ],
    [
      new RegExp(`^${DESC}${LIST}\\s*[.,:;]?\\s*(?:find|what is|determine|calculate|give)\\s+[atu]_?\\{?(\\d+)\\}?$`, 'i'),
      3,
      1,
      2,
    ],
  ];
  for (const [re, gk, gkind, glist] of pats) {
    const m = re.exec(q);
    if (!m) continue;
    const k = gk > 0 ? Number(m[gk]) : ordinal(new RegExp(`(?:${ORD})(?=\\s+term)`, 'i').exec(m[0])?.[0] ?? '');
    const terms = listTerms(m[glist]!);
    if (!terms || !Number.isInteger(k) || k < 1) return null;
    return reading(
      'nth-term',
      { terms, kind: kindOf(m[gkind]), k },
      `a_{${k}} \\text{ of } ${seqLatex(terms)}`,
      `a_${k} of ${seqText(terms)}`,
    );
  }
  return null;
}

const GENERAL =
  "(?:nth term|n-th term|n'th term|general term|general formula|explicit formula|explicit rule|formula|rule|(?:explicit |general )?formula for the (?:nth|n-th|general) term|(?:explicit |general )?rule for the (?:nth|n-th) term|expression for the nth term|a_n|a_\\{n\\})";
function readGeneralTerm(q: string): TopicReading | null {
  const m =
    new RegExp(`^${GENERAL}\\s+${DESC}${LIST}$`, 'i').exec(q) ??
    new RegExp(
      `^${DESC}${LIST}\\s*[.,:;]?\\s*(?:find|write|what is|determine|give)\\s+(?:the\\s+|an?\\s+)?${GENERAL}$`,
      'i',
    ).exec(q);
  if (!m) return null;
  const terms = listTerms(m[2]!);
  if (!terms) return null;
  return reading(
    'general-term',
    { terms, kind: kindOf(m[1]) },
    `a_{n} \\text{ of } ${seqLatex(terms)}`,
    `a_n of ${seqText(terms)}`,
  );
}

function readFirstNSum(q: string): TopicReading | null {
  const FIRST = `(?:sum of the first\\s+(\\d+)\\s+terms|s_?\\{?(\\d+)\\}?|sum of (\\d+) terms|first (\\d+) terms' sum)`;
  let m = new RegExp(`^${FIRST}\\s+${DESC}${LIST}$`, 'i').exec(q);
  let n: number | undefined, kind: string | undefined, list: string | undefined;
  if (m) [n, kind, list] = [Number(m[1] ?? m[2] ?? m[3] ?? m[4]), m[5], m[6]];
  else {
    m = new RegExp(`^${DESC}${LIST}\\s*[.,:;]?\\s*(?:find|what is|determine|calculate|give)\\s+(?:the\\s+)?${FIRST}$`, 'i').exec(
      q,
    );
    if (m) [n, kind, list] = [Number(m[3] ?? m[4] ?? m[5] ?? m[6]), m[1], m[2]];
  }
  if (!list || !n) return null;
  const terms = listTerms(list);
  if (!terms) return null;
  return reading(
    'series-sum',
    { terms, kind: kindOf(kind), count: n },
    `S_{${n}} \\text{ of } ${seqLatex(terms)}`,
    `S_${n} of ${seqText(terms)}`,
  );
}

const PLUS_TERMS = `(${N}(?:\\s*\\+\\s*${N})+)`;
const SUM_LEAD =
  '(?:(?:sum|add|total|value)(?:\\s+(?:of|up))?\\s+)?(?:(?:the|this)\\s+)?(?:(?:finite|infinite|arithmetic|geometric)\\s+)*(?:series\\s*)?[:=]?\\s*';
/** "1 + 2 + ... + 50", "sum of the series 3 + 7 + 11 + ... + 99", "add 2 + 4 + ... + 100". */
function readEllipsisSum(q: string): TopicReading | null {
  const m = new RegExp(`^${SUM_LEAD}${PLUS_TERMS}\\s*\\+\\s*${ELLIPSIS}\\s*\\+\\s*(${N})$`, 'i').exec(q);
  if (!m) return null;
  const terms = listTerms(m[1]!.replace(/\+/g, ','));
  if (!terms) return null;
  const last = m[2]!.replace(/\s+/g, '');
  return reading(
    'series-sum',
    { terms, last },
    `${terms.join(' + ')} + \\cdots + ${last}`,
    `${terms.join(' + ')} + ... + ${last}`,
  );
}

/** "sum of the integers from 1 to 100", "add the numbers from 1 to 50", "sum of the first 100 positive integers". */
function readRangeSum(q: string): TopicReading | null {
  let m =
    /^(?:sum|add|total)(?: up)?(?: of)?(?: all)?(?: the)? (?:whole |natural |positive )?(?:numbers|integers) from (-?\d+) to (-?\d+)$/i.exec(
      q,
    );
  let a: number, b: number;
  if (m) [a, b] = [Number(m[1]), Number(m[2])];
  else {
    m = /^sum of the first (\d+) (?:positive integers|natural numbers|counting numbers|whole numbers)$/i.exec(q);
    if (!m) return null;
    [a, b] = [1, Number(m[1])];
  }
  if (b <= a + 1) return null;
  const terms = [String(a), String(a + 1), String(a + 2)];
  return reading('series-sum', { terms, last: String(b) }, `${a} + ${a + 1} + \\cdots + ${b}`, `${a} + ${a + 1} + ... + ${b}`);
}

function readInfinite(q: string): TopicReading | null {
  const m =
    new RegExp(
      `^(?:sum (?:to infinity )?of\\s+)?(?:the\\s+)?infinite\\s+(?:geometric\\s+)?series\\s*[:=]?\\s*${PLUS_TERMS}(?:\\s*\\+\\s*${ELLIPSIS}|\\s*\\+)?$`,
      'i',
    ).exec(q) ??
    new RegExp(`^${SUM_LEAD}${PLUS_TERMS}\\s*\\+\\s*${ELLIPSIS}?$`, 'i').exec(q) ??
    new RegExp(
      `^(?:sum to infinity|infinite sum)\\s+(?:of\\s+)?(?:the\\s+)?(?:(?:geometric|infinite)\\s+)*(?:series\\s*)?[:=]?\\s*${PLUS_TERMS}(?:\\s*\\+\\s*${ELLIPSIS}|\\s*\\+)?$`,
      'i',
    ).exec(q);
  if (!m) return null;
  const terms = listTerms(m[1]!.replace(/\+/g, ','));
  if (!terms || terms.length < 2) return null;
  return reading('infinite-sum', { terms }, `${terms.join(' + ')} + \\cdots`, `${terms.join(' + ')} + ...`);
}

const UPPER = '(-?\\d+|infinity|\\\\infty|∞|inf|oo)';
/** Σ notation: sum_{k=1}^{10} (2k+1), \sum_{n=1}^{5} 3n, sigma k=1 to 10 of k^2, sum of k^2 for k = 1 to 10, sum(k^2, k, 1, 10). */
function readSigma(q: string): TopicReading | null {
  const S = '(?:\\\\sum|sum|σ|∑|sigma|summation)';
  const pats: [RegExp, [number, number, number, number]][] = [
    [
      new RegExp(`^${S}\\s*_\\s*\\{?\\s*([a-z])\\s*=\\s*(-?\\d+)\\s*\\}?\\s*\\^\\s*\\{?\\s*${UPPER}\\s*\\}?\\s*(.+)$`, 'i'),
      [4, 1, 2, 3],
    ],
    [new RegExp(`^${S}\\s+(?:from\\s+)?([a-z])\\s*=\\s*(-?\\d+)\\s+to\\s+${UPPER}\\s*(?:of|:)\\s*(.+)$`, 'i'), [4, 1, 2, 3]],
    [
      new RegExp(
        `^(?:the\\s+)?(?:sum|summation)\\s+of\\s+(.+?)\\s*,?\\s+(?:for|from|as)\\s+([a-z])\\s*(?:=|from|goes from|runs from)\\s*(-?\\d+)\\s+(?:to|through)\\s+${UPPER}$`,
        'i',
      ),
      [1, 2, 3, 4],
    ],
    [new RegExp(`^(?:sum|summation)\\s*\\((.+),\\s*([a-z])\\s*,\\s*(-?\\d+)\\s*,\\s*${UPPER}\\s*\\)$`, 'i'), [1, 2, 3, 4]],
  ];
  for (const [re, [gb, gv, gf, gt]] of pats) {
    const m = re.exec(q);
    if (!m) continue;
    const body = m[gb]!.trim().replace(/^of\s+/i, '');
    const v = m[gv]!.toLowerCase();
    try {
      const e = parse(body);
      if ([...symbols(e)].some((s) => s !== v && s !== 'pi' && s !== 'e')) return null;
      const up = /^-?\d+$/.test(m[gt]!) ? Number(m[gt]) : 'inf';
      const from = Number(m[gf]);
      const upL = up === 'inf' ? '\\infty' : String(up);
      return reading(
        'sigma',
        { body, v, from, to: up },
        `\\sum_{${v}=${from}}^{${upL}} ${toLatex(e)}`,
        `sum_{${v}=${from}}^{${up === 'inf' ? 'inf' : up}} (${body})`,
      );
    } catch {
      return null;
    }
  }
  return null;
}

function readCommon(q: string): TopicReading | null {
  const m =
    new RegExp(`^common (difference|ratio)\\s+${DESC}${LIST}$`, 'i').exec(q) ??
    new RegExp(
      `^${DESC}${LIST}\\s*[.,:;]?\\s*(?:find|what is|determine|give|identify)\\s+(?:the\\s+)?common (difference|ratio)$`,
      'i',
    ).exec(q);
  if (!m) return null;
  const first = /^common/i.test(m[0]);
  const what = (first ? m[1]! : m[3]!).toLowerCase();
  const list = first ? m[3]! : m[2]!;
  const terms = listTerms(list);
  if (!terms) return null;
  const task = what === 'difference' ? 'common-difference' : 'common-ratio';
  return reading(
    task,
    { terms },
    `${what === 'difference' ? 'd' : 'r'} \\text{ of } ${seqLatex(terms)}`,
    `${task} of ${seqText(terms)}`,
  );
}

const NEXT =
  '(?:next (?:term|number|element|value)|number that comes next|term that comes next|what comes next|what number comes next|which number comes next|continue the (?:sequence|pattern))';
function readNext(q: string): TopicReading | null {
  const m =
    new RegExp(`^${NEXT}\\s*${DESC}${LIST}$`, 'i').exec(q) ??
    new RegExp(`^${DESC}${LIST}\\s*[.,:;]?\\s*(?:(?:find|what is|give|determine)\\s+(?:the\\s+)?)?${NEXT}$`, 'i').exec(q);
  if (!m) return null;
  const terms = listTerms(m[2]!);
  if (!terms) return null;
  return reading('next-term', { terms }, `${seqLatex(terms)} \\;?`, `next term of ${seqText(terms)}`);
}

/** "a_1 = 3, a_n = 2a_{n-1} + 1, find a_5" (also a(1) = 3 and a(n) = 2a(n-1) + 1. What is a(5)?). */
function readRecursive(q: string): TopicReading | null {
  const letter = /^\s*(?:if\s+|given\s+|let\s+)?([a-z])\s*(?:_\s*\{?\s*\d|\(\s*\d)/i.exec(q)?.[1];
  if (!letter) return null;
  const L = letter.toLowerCase();
  const idx = (i: string) => `${L}\\s*(?:_\\s*\\{\\s*${i}\\s*\\}|_\\s*\\(\\s*${i}\\s*\\)|_\\s*${i}|\\(\\s*${i}\\s*\\))`;
  const start: Record<string, string> = {};
  let rest = q.replace(/^\s*(?:if|given|let)\s+/i, '');
  rest = rest.replace(new RegExp(`${idx('(\\d+)')}\\s*=\\s*(${N})(?=\\s*(?:[,;.]|and\\b|$))`, 'gi'), (...g: string[]) => {
    const k = g.slice(1, 5).find((x) => x !== undefined)!;
    start[k] = g
      .slice(5)
      .find((x) => x !== undefined && /\d/.test(x))!
      .replace(/\s+/g, '');
    return ' ';
  });
  const recRe = new RegExp(
    `${idx('n')}\\s*=\\s*(.+?)(?=\\s*(?:[,;]|\\.\\s|\\band\\b|\\bfor n\\b|\\bfind\\b|\\bwhat\\b|\\bcalculate\\b|\\bcompute\\b|\\bdetermine\\b|$))`,
    'i',
  );
  const rm = recRe.exec(rest);
  if (!rm) return null;
  rest = rest.replace(rm[0], ' ');
  rest = rest.replace(/\bfor n\s*(?:>=|>|≥)\s*\d+\b/i, ' ');
  const target = new RegExp(
    `^(?:[\\s,;.]|\\band\\b)*(?:(?:then\\s+)?(?:find|what is|calculate|compute|determine|give)\\s+(?:the\\s+(?:value of\\s+)?)?)?(?:${idx('(\\d+)')}|(?:${ORD})\\s+term)[\\s.?]*$`,
    'i',
  ).exec(rest.replace(/\s+/g, ' '));
  if (!target) return null;
  const k =
    Number(target.slice(1, 5).find((x) => x !== undefined)) || ordinal(target.slice(5).find((x) => x !== undefined) ?? '');
  let rule = rm[rm.length - 1]!.trim();
  rule = rule.replace(
    new RegExp(`${idx('n\\s*-\\s*([12])')}`, 'gi'),
    (...g: string[]) => ` (p_${g.slice(1, 5).find((x) => x !== undefined)}) `,
  );
  if (!Object.keys(start).length || !Number.isInteger(k) || k < 1) return null;
  try {
    const e = parse(rule);
    if ([...symbols(e)].some((s) => !['n', 'p_1', 'p_2'].includes(s))) return null;
    const starts = Object.entries(start)
      .map(([i, v]) => `${L}_{${i}} = ${v}`)
      .join(', ');
    const rl = toLatex(e)
      .replace(/p_\{1\}/g, `${L}_{n-1}`)
      .replace(/p_\{2\}/g, `${L}_{n-2}`);
    return reading(
      'recursive',
      { letter: L, start, rule, k },
      `${starts},\\; ${L}_{n} = ${rl},\\; ${L}_{${k}} = ?`,
      `${starts}, ${L}_n = ${rule}, ${L}_${k}`,
    );
  } catch {
    return null;
  }
}

/** Reads a whole sequences question, or null. */
export function readSequences(question: string): TopicReading | null {
  // textbook layout: "Find the 20th term. 2, 5, 8, 11" / "term: 2, 5" — the instruction's full stop or colon goes
  const q = question
    .trim()
    .replace(LEAD, '')
    .trim()
    .replace(/([a-z}])\s*[.:]\s+(?=-?\d)/gi, '$1 ');
  for (const f of [
    readSigma,
    readRecursive,
    readNthTerm,
    readGeneralTerm,
    readFirstNSum,
    readEllipsisSum,
    readRangeSum,
    readInfinite,
    readCommon,
    readNext,
  ]) {
    const r = f(q) ?? (q !== question.trim() ? f(question.trim()) : null);
    if (r) return r;
  }
  return null;
}
