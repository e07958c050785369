/**
 * The next term of a recognised pattern and recursive definitions. Patterns tried in order (each must fit EVERY given
 * term, with at least one term beyond those that fix it): arithmetic (constant difference, ≥ 3 terms), geometric
 * (constant ratio, ≥ 3 terms), Fibonacci-like (each term the sum of the two before, ≥ 4 terms), quadratic (constant
 * second differences, e.g. squares n² + 1, ≥ 4 terms); none fits → VALIDATION_ERROR `no-pattern` (no guess).
 * Source: OpenStax College Algebra 2e §9.1 "Sequences and Their Notations" (CC BY 4.0).
 */
import { type Num, isNum, num, qadd, qeq, qmul, qsub } from '../../ast';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex } from '../../print';
import { simplify } from '../../simplify';
import { subst } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { commonStep, classify, exactNum, numberAnswer } from './solve';

const L = toLatex;
const bad = (reason: string, msg: string) => new MathError('VALIDATION_ERROR', msg, { reason });
const diffs = (t: Num[]) => t.slice(1).map((x, i) => qsub(x, t[i]!));

/** The next term of the given terms and its steps (which pattern, then the rule applied once more). */
export function solveNextTerm(r: TopicReading): TopicAnswer {
  const t = (r.params.terms as unknown[]).map(exactNum);
  if (t.length < 3) throw bad('too-few-terms', 'Give at least three terms to recognise a pattern');
  const last = t[t.length - 1]!;
  for (const kind of ['arithmetic', 'geometric'] as const) {
    const s = commonStep(t, kind);
    if (!s) continue;
    const { steps } = classify(t, kind);
    const next = kind === 'arithmetic' ? qadd(last, s) : qmul(last, s);
    const eq = `a_{${t.length + 1}} = ${L(last)} ${kind === 'arithmetic' ? '+' : '\\cdot'} ${s.n < 0n ? `\\left(${L(s)}\\right)` : L(s)} = ${L(next)}`;
    steps.push({ rule: 'seq-next-term', before: t.map(L).join(', '), after: L(next), params: { eq } });
    return numberAnswer(next, steps);
  }
  if (t.length >= 4 && t.slice(2).every((x, i) => qeq(x, qadd(t[i]!, t[i + 1]!)))) {
    const next = qadd(t[t.length - 2]!, last);
    const eq = `a_{n} = a_{n-1} + a_{n-2}`;
    const nx = `a_{${t.length + 1}} = ${L(t[t.length - 2]!)} + ${L(last)} = ${L(next)}`;
    return numberAnswer(next, [
      { rule: 'seq-pattern-fibonacci', before: t.map(L).join(', '), after: eq, params: { eq } },
      { rule: 'seq-next-term', before: eq, after: L(next), params: { eq: nx } },
    ]);
  }
  const d1 = diffs(t);
  const d2 = diffs(d1);
  if (t.length >= 4 && d2.every((x) => qeq(x, d2[0]!)) && d2[0]!.n !== 0n) {
    const next = qadd(last, qadd(d1[d1.length - 1]!, d2[0]!));
    // the quadratic rule a n^2 + b n + c through a_1, a_2, a_3
    const a = num(d2[0]!.n, d2[0]!.d * 2n) as Num;
    const b = qsub(d1[0]!, num(3n * a.n, a.d) as Num);
    const c = qsub(qsub(t[0]!, a), b);
    const rule = L(simplify(parse(`(${a.n}/${a.d}) n^2 + (${b.n}/${b.d}) n + (${c.n}/${c.d})`)));
    const steps: Step[] = [
      {
        rule: 'seq-pattern-quadratic',
        before: t.map(L).join(', '),
        after: `a_{n} = ${rule}`,
        params: { first: d1.map(L).join(', '), rule: `a_{n} = ${rule}` },
      },
      {
        rule: 'seq-next-term',
        before: `a_{n} = ${rule}`,
        after: L(next),
        params: { eq: `a_{${t.length + 1}} = ${L(last)} + ${L(qadd(d1[d1.length - 1]!, d2[0]!))} = ${L(next)}` },
      },
    ];
    return numberAnswer(next, steps);
  }
  throw bad('no-pattern', 'No arithmetic, geometric, Fibonacci-like or quadratic rule fits these terms');
}

/** The k-th term of a recursive definition, computed term by term with exact arithmetic. */
export function solveRecursive(r: TopicReading, budget: Budget): TopicAnswer {
  const letter = String(r.params.letter);
  const rule = parse(String(r.params.rule));
  const start = r.params.start as Record<string, string>;
  const k = Number(r.params.k);
  const known = new Map<number, Num>(Object.entries(start).map(([i, v]) => [Number(i), exactNum(v)]));
  const first = Math.max(...known.keys());
  if (!Number.isInteger(k) || k < 1 || k > 1000) throw bad('bad-index', 'The index must be a whole number from 1 to 1000');
  const uses2 = String(r.params.rule).includes('p_2');
  const steps: Step[] = [
    {
      rule: 'seq-recursive-start',
      before: '',
      after: [...known].map(([i, v]) => `${letter}_{${i}} = ${L(v)}`).join(',\\; '),
      params: { eq: [...known].map(([i, v]) => `${letter}_{${i}} = ${L(v)}`).join(',\\; ') },
    },
  ];
  if (known.has(k)) return numberAnswer(known.get(k)!, steps);
  if (k < first || !known.has(first) || (uses2 && !known.has(first - 1)))
    throw bad('missing-start', 'The first terms the recursion needs are not given');
  for (let n = first + 1; n <= k; n++) {
    budget.check();
    let e = subst(subst(subst(rule, 'n', num(n)), 'p_1', known.get(n - 1)!), 'p_2', known.get(n - 2) ?? num(0));
    e = simplify(e);
    if (!isNum(e)) throw new MathError('UNSUPPORTED', 'The recursion does not give a number', { reason: 'not-a-number' });
    if (e.n.toString(2).length + e.d.toString(2).length > 4000) throw bad('number-too-large', 'The terms grow too large');
    known.set(n, e);
    if (n - first <= 6 || n === k) {
      const shown = L(simplify(subst(rule, 'n', num(n))))
        .replace(/p_\{1\}/g, `${letter}_{${n - 1}}`)
        .replace(/p_\{2\}/g, `${letter}_{${n - 2}}`);
      const eq = `${letter}_{${n}} = ${shown} = ${L(e)}`;
      steps.push({ rule: 'seq-recursive-step', before: shown, after: `${letter}_{${n}} = ${L(e)}`, params: { eq } });
    }
  }
  return numberAnswer(known.get(k)!, steps);
}
