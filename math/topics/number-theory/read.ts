/**
 * Reading of the number-theory questions (English router wording; other languages are rewritten into it by the
 * `topics['number-theory']` phrasings of math/read/lang/<lng>.ts). Every pattern must account for the WHOLE question.
 *
 * Tasks and the params they produce (numbers as decimal strings):
 * - `gcd`, `lcm`: `{ numbers: string[] }` (2..50 positive integers);
 * - `prime-factorization`, `divisors`, `is-prime`: `{ n: string }`;
 * - `divisible`: `{ a: string, b: string }` ("is a divisible by b");
 * - `parity`: `{ n: string, ask: 'even' | 'odd' | 'which' }` ("Is 17 even?", "even or odd: 35").
 */
import type { TopicReading } from '../types';

/** A leading question or instruction: "what is the", "find all the", "list", "determine whether"... */
export const LEAD =
  /^(?:(?:what(?:'s| is| are)|which (?:is|are)|find|calculate|compute|determine|give|list|write(?: down)?|name|state|tell me|show|work out|evaluate|get)\s+)?(?:(?:the|all|all the|each of the|of)\s+)*/i;
/** An integer (no thousands separators). */
const INT = '[-+]?\\d+';
/** A list of integers: "48 and 180", "48, 180 and 300", "48, 180, 300", "48 & 180", "{48, 180}". */
const LIST = `\\{?\\s*${INT}(?:\\s*(?:,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*&\\s*|;\\s*|\\s+)${INT})+\\s*\\}?`;
/** The separator between an instruction and its exercise ("Find the GCF. 48 and 180", "GCD: 12, 18"). */
const SEP = '(?:\\s*[.:]\\s*|\\s+(?:of|for|between|of the numbers|for the numbers)\\s+|\\s+)';

const GCD_NAMES =
  'gcd|gcf|hcf|g\\.c\\.d\\.?|g\\.c\\.f\\.?|greatest common (?:divisor|factor)|highest common (?:divisor|factor)|largest common (?:divisor|factor)';
const LCM_NAMES = 'lcm|l\\.c\\.m\\.?|least common multiple|lowest common multiple|smallest common multiple';

/** The integers of a list phrase, as strings without a leading "+". */
export function listNumbers(s: string): string[] {
  return (s.match(/[-+]?\d+/g) ?? []).map((x) => x.replace(/^\+/, ''));
}

function reading(task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading {
  return { topic: 'number-theory', task, params, inputLatex: latex, inputText: text };
}

function readGcdLcm(q: string): TopicReading | null {
  for (const [task, names] of [
    ['gcd', GCD_NAMES],
    ['lcm', LCM_NAMES],
  ] as const) {
    const m = new RegExp(`^(?:${names})(?:\\s*\\(\\s*(${LIST})\\s*\\)|${SEP}(${LIST}))$`, 'i').exec(q);
    if (!m) continue;
    const nums = listNumbers(m[1] ?? m[2]!);
    const op = task === 'gcd' ? '\\gcd' : '\\operatorname{lcm}';
    return reading(task, { numbers: nums }, `${op}(${nums.join(', ')})`, `${task}(${nums.join(', ')})`);
  }
  return null;
}

function readFactorization(q: string): TopicReading | null {
  const pats = [
    new RegExp(
      `^(?:prime factori[sz]ation|prime factors|prime decomposition|factori[sz]ation into primes|factor tree)${SEP}(${INT})$`,
      'i',
    ),
    new RegExp(
      `^(?:factor|factori[sz]e|decompose|write|express)\\s+(${INT})(?:\\s+(?:completely|into (?:its )?primes|into (?:its )?prime factors|as (?:a )?products? of (?:its )?primes(?: factors)?|as (?:a )?products? of prime factors|in prime factors))?$`,
      'i',
    ),
    new RegExp(`^(?:primefactors|factorint|factori[sz]e|primefactori[sz]ation)\\s*\\(\\s*(${INT})\\s*\\)$`, 'i'),
    new RegExp(`^(${INT}) as (?:a )?products? of (?:its )?primes?(?: factors)?$`, 'i'),
  ];
  for (const re of pats) {
    const m = re.exec(q);
    if (m) return reading('prime-factorization', { n: m[1]!.replace(/^\+/, '') }, `${m[1]} = ?`, `primefactors(${m[1]})`);
  }
  return null;
}

function readDivisors(q: string): TopicReading | null {
  const m =
    new RegExp(`^(?:(?:positive |whole number )?(?:divisors|factors))${SEP}(${INT})$`, 'i').exec(q) ??
    new RegExp(`^(?:divisors|factors)\\s*\\(\\s*(${INT})\\s*\\)$`, 'i').exec(q) ??
    new RegExp(`^(?:(?:list|find|write) )?(${INT})'?s (?:divisors|factors)$`, 'i').exec(q);
  if (!m) return null;
  return reading('divisors', { n: m[1]!.replace(/^\+/, '') }, `\\text{divisors}(${m[1]})`, `divisors(${m[1]})`);
}

function readIsPrime(q: string): TopicReading | null {
  const m =
    new RegExp(
      `^(?:is|whether|if)\\s+(?:the number )?(${INT})\\s+(?:is\\s+)?(?:an?\\s+)?(?:prime(?: number)?|composite(?: number)?)(?:\\s+or\\s+(?:a\\s+)?(?:composite|prime)(?: number)?)?$`,
      'i',
    ).exec(q) ??
    new RegExp(`^(${INT})\\s+is\\s+(?:an?\\s+)?prime(?: number)?$`, 'i').exec(q) ??
    new RegExp(`^(?:isprime|is_prime|prime)\\s*\\(\\s*(${INT})\\s*\\)$`, 'i').exec(q) ??
    new RegExp(`^(?:prime or composite|is it prime|prime\\?)${SEP}(${INT})$`, 'i').exec(q);
  if (!m) return null;
  return reading('is-prime', { n: m[1]!.replace(/^\+/, '') }, `${m[1]} \\in \\mathbb{P}`, `isprime(${m[1]})`);
}

function readDivisible(q: string): TopicReading | null {
  let m = new RegExp(
    `^(?:is|whether|if)\\s+(${INT})\\s+(?:is\\s+)?(?:evenly\\s+)?(?:divisible|dividable)\\s+by\\s+(${INT})$`,
    'i',
  ).exec(q);
  if (m) return div(m[1]!, m[2]!);
  m = new RegExp(`^(?:is|whether|if)\\s+(${INT})\\s+(?:is\\s+)?an?\\s+multiple\\s+of\\s+(${INT})$`, 'i').exec(q);
  if (m) return div(m[1]!, m[2]!);
  m = new RegExp(`^(?:is|whether|if)\\s+(${INT})\\s+(?:is\\s+)?an?\\s+(?:factor|divisor)\\s+of\\s+(${INT})$`, 'i').exec(q);
  if (m) return div(m[2]!, m[1]!);
  m = new RegExp(
    `^(?:does|whether|if)\\s+(${INT})\\s+(?:divides?|go(?:es)? (?:evenly )?into)\\s+(${INT})(?:\\s+evenly)?$`,
    'i',
  ).exec(q);
  if (m) return div(m[2]!, m[1]!);
  return null;
}
function div(a: string, b: string): TopicReading {
  const A = a.replace(/^\+/, ''),
    B = b.replace(/^\+/, '');
  return reading('divisible', { a: A, b: B }, `${B} \\mid ${A}`, `${A} mod ${B} = 0`);
}

/** A number asked about for parity: an integer, a decimal or a fraction (non-integers are "neither"). */
const PAR_X = '[-+]?\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?';

/**
 * Parity: "Is 17 even?", "Is 24 an odd number?", "Is 0 even?", "is 35 even or odd", "even or odd: 35", "parity of 35".
 * Params `{ n, ask: 'even' | 'odd' | 'which' }`: a yes/no question about one parity, or which one.
 */
function readParity(q: string): TopicReading | null {
  const X = `(?:the number\\s+)?(${PAR_X})`;
  const PAR = '(?:an?\\s+)?(even|odd)(?:\\s+(?:number|integer))?';
  let m = new RegExp(`^is\\s+${X}\\s+(?:is\\s+)?${PAR}(?:\\s+or\\s+${PAR})?$`, 'i').exec(q);
  let n: string, ask: string;
  if (m) {
    if (m[3] && m[3].toLowerCase() === m[2]!.toLowerCase()) return null;
    [n, ask] = [m[1]!, m[3] ? 'which' : m[2]!.toLowerCase()];
  } else {
    m =
      new RegExp(`^(?:is\\s+)?${X}\\s+(?:is\\s+)?(?:even or odd|odd or even)$`, 'i').exec(q) ??
      new RegExp(`^(?:(?:is it )?even or odd|(?:is it )?odd or even|(?:the )?parity(?: of)?)\\s*[:.,]?\\s*${X}$`, 'i').exec(q);
    if (!m) return null;
    [n, ask] = [m[1]!, 'which'];
  }
  n = n.replace(/\s+/g, '').replace(/^\+/, '');
  const latex = n.replace(/^(-?)(\d+)\/(\d+)$/, '$1\\frac{$2}{$3}');
  return reading(
    'parity',
    { n, ask },
    ask === 'which' ? `${latex}:\\ \\text{even or odd?}` : `${latex}\\ \\text{${ask}?}`,
    ask === 'which' ? `parity(${n})` : `is ${n} ${ask}`,
  );
}

/** Reads a whole number-theory question, or null. */
export function readNumberTheory(question: string): TopicReading | null {
  const q = question
    .trim()
    .replace(LEAD, '')
    .replace(/^(?:whether|if)\s+(?=\S+\s+is\b)/i, 'is ')
    .trim();
  if (!q) return null;
  return readGcdLcm(q) ?? readFactorization(q) ?? readDivisors(q) ?? readIsPrime(q) ?? readDivisible(q) ?? readParity(q);
}
