/**
 * Number stories: kind `sum-difference` ("the sum of two numbers is 30 and their difference is 4", "one number is
 * 4 more than / 3 times the other", "find the numbers", "what is the larger number") and kind `consecutive`
 * ("the sum of three consecutive odd integers is 75"). Method: OpenStax Elementary Algebra 2e §3.1 (CC BY 4.0).
 */
import type { TopicReading } from '../types';
import { NUM, Story, n } from './story';
import { planReading, type Plan } from './plan';

const NUMBERS = '(?:numbers|integers|whole numbers|positive numbers|positive integers)';
const SUM = `(?:the sum of (?:the |these )?(?:2|two) ${NUMBERS} is|(?:2|two) ${NUMBERS} (?:add up to|have a sum of|sum to|total)|their sum is|the sum is|the numbers add up to|they add up to)`;
const DIFF = `(?:the difference (?:of|between) (?:the |these )?(?:2|two) ${NUMBERS} is|their difference is|the difference is|(?:2|two) ${NUMBERS} (?:have a difference of|differ by)|they differ by)`;

/** Reads a two-number sum/difference story; null unless every part of it is accounted for. */
export function readSumDifference(question: string): TopicReading | null {
  const s = new Story(question);
  const sum = s.take(new RegExp(`\\b${SUM} (${NUM})\\b`));
  if (!sum) return null;
  let xOfY: string | null = null;
  const diff = s.take(new RegExp(`\\b${DIFF} (${NUM})\\b`));
  if (diff) xOfY = `y + ${n(diff[1])}`;
  const rel =
    diff ??
    s.take(
      new RegExp(
        `\\b(?:1|one) (?:of the )?(?:number|integer)s? is (?:(${NUM}) (more|less) than )?(?:(${NUM}) times )?(?:the other|another)(?: (?:one|number))?\\b|\\bthe larger (?:number )?is (?:(${NUM}) (more|less) than )?(?:(${NUM}) times )?the smaller(?: (?:one|number))?\\b`,
      ),
    );
  if (!rel) return null;
  if (!diff) {
    const [d, dir, k] = rel[1] || rel[2] || rel[3] ? [rel[1], rel[2], rel[3]] : [rel[4], rel[5], rel[6]];
    if (!d && !k) return null;
    xOfY = `${k ? `${n(k)}*y` : 'y'}${d ? ` ${dir === 'more' ? '+' : '-'} ${n(d)}` : ''}`;
  }
  const q =
    s.take(
      /\b(?:find|what are|determine) (?:the|both|these|the 2|the two) (?:numbers|integers)\b|\bwhat are they\b|\bfind them\b/,
    ) ??
    // of two numbers "the largest" is the larger one (a common phrasing, and the rewrite of it/pt/ja "the greater")
    s.take(
      /\b(?:what is|find|determine) the (larger|greater|bigger|smaller|lesser|largest|greatest|biggest|smallest)(?: (?:number|integer|one))?\b/,
    ) ??
    s.take(/\bwhich are the numbers\b/);
  if (!q) return null;
  if (!s.done(['numbers', 'number', 'integers', 'and', 'both'])) return null;
  const pick = q[1] ? (/larg|great|big/.test(q[1]) ? 'max' : 'min') : 'sorted';
  const plan: Plan = {
    kind: 'sum-difference',
    quantities: [
      { v: 'y', what: 'the other number', unit: '' },
      { v: 'x', what: 'one number', unit: '', expr: xOfY! },
    ],
    equation: `y + ${xOfY} = ${n(sum[1])}`,
    conditions: [`x + y = ${n(sum[1])}`, `x = ${xOfY}`],
    ask: ['y', 'x'],
    pick,
  };
  return planReading(plan);
}

/** Reads "the sum of k consecutive (odd|even) integers is S"; the integers or the one asked. */
export function readConsecutive(question: string): TopicReading | null {
  const s = new Story(question);
  const KIND = '(?:(odd|even) )?(?:integers|numbers|whole numbers)';
  const m =
    s.take(new RegExp(`\\bthe sum of (\\d) consecutive ${KIND} is (${NUM})\\b`)) ??
    s.take(new RegExp(`\\b(\\d) consecutive ${KIND} (?:add up to|have a sum of|sum to|total) (${NUM})\\b`)) ??
    s.take(new RegExp(`\\b(\\d) consecutive ${KIND} whose sum is (${NUM})\\b`));
  if (!m) return null;
  const k = Number(m[1]);
  if (k < 2 || k > 6) return null;
  const q =
    s.take(
      /\b(?:find|what are|determine|list) (?:the|these|the \d) (?:(?:odd|even) )?(?:integers|numbers)\b|\bwhat are they\b|\bfind them\b|^\s*(?:find|what are)\b/,
    ) ??
    s.take(
      /\b(?:what is|find|determine|which is) the (smallest|largest|greatest|biggest|first|second|third|middle|last)(?: (?:odd |even )?(?:one|integer|number|of them))?\b/,
    );
  if (!q) return null;
  if (!s.done(['integers', 'numbers', 'consecutive'])) return null;
  const step = m[2] ? 2 : 1;
  const vars = ['n', ...Array.from({ length: k - 1 }, (_, i) => `n${i + 2}`)];
  const exprs = vars.map((_, i) => (i ? `n + ${i * step}` : 'n'));
  const pos: Record<string, number> = {
    smallest: 0,
    first: 0,
    second: 1,
    third: 2,
    middle: (k - 1) / 2,
    largest: k - 1,
    greatest: k - 1,
    biggest: k - 1,
    last: k - 1,
  };
  if (q[1] && !Number.isInteger(pos[q[1]] ?? 0.5)) return null;
  if (q[1] && pos[q[1]] >= k) return null;
  const parity = m[2] as 'odd' | 'even' | undefined;
  const plan: Plan = {
    kind: 'consecutive',
    quantities: vars.map((v, i) => ({
      v,
      what: i ? `the integer number ${i + 1}` : `the first ${parity ?? ''} integer`.replace('  ', ' '),
      unit: '',
      integer: true,
      ...(parity ? { parity } : {}),
      ...(i ? { expr: exprs[i] } : {}),
    })),
    formula: exprs.join(',\\; '),
    equation: `${exprs.map((e) => (e === 'n' ? e : `(${e})`)).join(' + ')} = ${n(m[3])}`,
    conditions: [`${vars.join(' + ')} = ${n(m[3])}`, ...vars.slice(1).map((v, i) => `${v} = ${vars[i]} + ${step}`)],
    ask: q[1] ? [vars[pos[q[1]]]] : vars,
  };
  return planReading(plan);
}
