/**
 * Parity: is a number even or odd? An integer n is written n = 2q + r with r ∈ {0, 1} (BigInt floor division), and the
 * last-digit rule is shown beside it; a number that is not an integer (2.5, 7/2) is neither even nor odd. As taught in
 * OpenStax Prealgebra 2e §2.5 ("Divisibility tests": a number is divisible by 2 if its last digit is 0, 2, 4, 6 or 8;
 * CC BY 4.0). Numbers up to 1000 digits.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';

/** The answer word of a "which parity" question whose number is not an integer. */
export const NEITHER = 'neither';

/**
 * The exact value of a parity question's number as [numerator, denominator] (denominator > 0, not reduced), from an
 * integer, a decimal or a fraction a/b. VALIDATION_ERROR for anything else or more than 1000 digits.
 */
export function parityValue(s: string): [bigint, bigint] {
  const t = s.replace(/\s+/g, '');
  if (t.length > 1000)
    throw new MathError('VALIDATION_ERROR', 'Numbers are limited to 1000 digits', { reason: 'number-too-large' });
  let m = /^([-+]?\d+)$/.exec(t);
  if (m) return [BigInt(m[1]!), 1n];
  m = /^([-+]?)(\d+)\.(\d+)$/.exec(t);
  if (m) return [BigInt(`${m[1]}${m[2]}${m[3]}`), 10n ** BigInt(m[3]!.length)];
  m = /^([-+]?\d+)\/(\d+)$/.exec(t);
  if (m && BigInt(m[2]!) !== 0n) return [BigInt(m[1]!), BigInt(m[2]!)];
  throw new MathError('VALIDATION_ERROR', `${s} is not a number`, { reason: 'bad-number' });
}

const latexOf = (s: string) => s.replace(/^(-?)(\d+)\/(\d+)$/, '$1\\frac{$2}{$3}');

function answer(ask: string, parity: 'even' | 'odd' | 'neither', steps: Step[]): TopicAnswer {
  if (ask === 'which')
    return {
      kind: 'expression',
      latex: `\\text{${parity}}`,
      text: parity,
      words: { key: `parity.${parity}` },
      steps,
      exact: true,
    };
  const value = parity === ask;
  return { kind: 'boolean', value, latex: value ? '\\text{true}' : '\\text{false}', text: String(value), steps, exact: true };
}

/** Even, odd or neither, with the division by 2 as the reason (the last step, which a yes/no answer quotes). */
export function solveParity(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const raw = String(r.params.n ?? ''),
    ask = String(r.params.ask ?? 'which');
  if (!['even', 'odd', 'which'].includes(ask))
    throw new MathError('VALIDATION_ERROR', 'Ask even, odd or which', { reason: 'bad-ask' });
  const [num, den] = parityValue(raw);
  const nl = latexOf(raw);
  if (num % den !== 0n) {
    const steps: Step[] = [{ rule: 'parity-not-integer', before: nl, after: `${nl} \\notin \\mathbb{Z}`, params: { n: nl } }];
    return answer(ask, NEITHER, steps);
  }
  const n = num / den;
  // floor division: -7 = 2 · (-4) + 1, the remainder is 0 or 1
  const q = n >= 0n || n % 2n === 0n ? n / 2n : n / 2n - 1n;
  const rem = n - 2n * q;
  const ql = q < 0n ? `(${q})` : `${q}`;
  const eq = `${n} = 2 \\cdot ${ql} + ${rem}`;
  const digit = `${n < 0n ? -n : n}`.slice(-1);
  const steps: Step[] = [];
  if (`${n}` !== nl) steps.push({ rule: 'evaluate-arithmetic', before: nl, after: `${n}`, params: { op: nl } });
  steps.push({ rule: 'parity-last-digit', before: `${n}`, after: digit, params: { n: `${n}`, d: digit } });
  steps.push({
    rule: rem === 0n ? 'parity-even' : 'parity-odd',
    before: `${n} \\div 2`,
    after: `${q} \\text{ R } ${rem}`,
    params: { eq, n: `${n}` },
  });
  return answer(ask, rem === 0n ? 'even' : 'odd', steps);
}

/**
 * Independent check of a parity answer: an integer's parity from its last decimal digit (after reducing the value
 * with the Euclidean gcd), a non-integer is "neither"; compared with the answer's word or yes/no.
 */
export function checkParity(r: TopicReading, a: TopicAnswer): boolean {
  const [num, den] = parityValue(String(r.params.n));
  const abs = num < 0n ? -num : num;
  let [x, y] = [abs, den];
  while (y) [x, y] = [y, x % y];
  // x = gcd(|num|, den): the value is an integer exactly when den / x = 1, and then it is |num| / x (up to its sign)
  const parity = den / x !== 1n ? NEITHER : '02468'.includes(`${abs / x}`.slice(-1)) ? 'even' : 'odd';
  const ask = String(r.params.ask);
  if (ask === 'which') return a.kind === 'expression' && a.text === parity;
  return a.kind === 'boolean' && a.value === (parity === ask);
}
