/**
 * Solving the sequences tasks with the engine's exact rational arithmetic (math/ast Num, math/simplify): nth terms and
 * explicit formulas of arithmetic and geometric sequences, finite and infinite series, Σ notation, common
 * difference/ratio, the next term of a recognised pattern and recursive definitions. Formulas: OpenStax College
 * Algebra 2e §9.2–9.4 / Precalculus 2e §11.2–11.4 (CC BY 4.0). Inputs are bounded (VALIDATION_ERROR beyond) and long
 * loops call the budget.
 */
import { type Expr, type Num, NEG_ONE, ONE, isNum, num, qadd, qdiv, qmul, qpowInt, qsub, qval, qeq, qcmp, sym } from '../../ast';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { mkAdd, mkMul, mkPow, simplify } from '../../simplify';
import { subst } from '../../ast';
import type { Step } from '../../steps';
import type { RuleId } from '../../rules';
import type { TopicAnswer, TopicReading } from '../types';

/** Largest index / number of terms accepted (sums and recursions loop this many times). */
export const MAX_TERMS = 10000;
const MAX_BITS = 4000n;

export type Kind = 'arithmetic' | 'geometric';
const bad = (reason: string, msg: string) => new MathError('VALIDATION_ERROR', msg, { reason });

/** An exact number from its text (`3`, `-1/2`, `0.5`); VALIDATION_ERROR when it is not one. */
export function exactNum(s: unknown): Num {
  const e = simplify(parse(String(s)));
  if (!isNum(e)) throw bad('bad-number', `${String(s)} is not a number`);
  return e;
}
const L = (e: Expr) => toLatex(e);
const step = (rule: RuleId, before: string, after: string, params?: Record<string, string>): Step => ({
  rule,
  before,
  after,
  ...(params ? { params } : {}),
});
const absQ = (q: Num) => (q.n < 0n ? num(-q.n, q.d) : q) as Num;
function guardSize(q: Num): Num {
  const bits = (x: bigint) => BigInt((x < 0n ? -x : x).toString(2).length);
  if (bits(q.n) + bits(q.d) > MAX_BITS) throw bad('number-too-large', 'The numbers grow too large');
  return q;
}

/** A decimal beside a non-integer exact value. */
export function approxOf(e: Expr): string | undefined {
  if (isNum(e) && e.d === 1n) return undefined;
  const v = isNum(e) ? qval(e) : NaN;
  return Number.isFinite(v) ? String(Number(v.toPrecision(10))) : undefined;
}

/** The answer object for an exact value with its steps. */
export function numberAnswer(e: Expr, steps: Step[], kind: TopicAnswer['kind'] = 'number'): TopicAnswer {
  const approx = approxOf(e);
  return { kind, latex: L(e), text: toText(e), ...(approx ? { approx } : {}), steps, exact: true };
}

/** The terms' common difference (arithmetic) or ratio (geometric), or null when it is not constant. */
export function commonStep(terms: Num[], kind: Kind): Num | null {
  if (kind === 'geometric' && terms.some((t) => t.n === 0n)) return null;
  const f = kind === 'arithmetic' ? qsub : qdiv;
  const s = f(terms[1]!, terms[0]!);
  for (let i = 2; i < terms.length; i++) if (!qeq(f(terms[i]!, terms[i - 1]!), s)) return null;
  return s;
}

/** Which kind the terms are (the stated kind when given; two terms need a stated kind). VALIDATION_ERROR otherwise. */
export function classify(terms: Num[], stated?: Kind): { kind: Kind; s: Num; steps: Step[] } {
  const kinds: Kind[] = stated ? [stated] : ['arithmetic', 'geometric'];
  if (!stated && terms.length < 3)
    throw bad('ambiguous-pattern', 'Two terms do not fix the sequence: say arithmetic or geometric');
  for (const kind of kinds) {
    const s = commonStep(terms, kind);
    if (!s) continue;
    const sym_ = kind === 'arithmetic' ? 'd' : 'r';
    const ops = terms
      .slice(1)
      .map((t, i) => (kind === 'arithmetic' ? `${L(t)} - ${paren(terms[i]!)}` : `\\frac{${L(t)}}{${L(terms[i]!)}}`));
    const eq = `${ops.join(' = ')} = ${L(s)}`;
    return {
      kind,
      s,
      steps: [
        step(kind === 'arithmetic' ? 'seq-common-difference' : 'seq-common-ratio', terms.map(L).join(', '), `${sym_} = ${L(s)}`, {
          eq: `${sym_} = ${eq}`,
        }),
      ],
    };
  }
  throw bad(
    stated ? `not-${stated}` : 'no-pattern',
    stated ? `The terms are not ${stated}` : 'The terms are neither arithmetic nor geometric',
  );
}
const paren = (q: Num) => (q.n < 0n ? `\\left(${L(q)}\\right)` : L(q));

/** The k-th term a_1 + (k-1)d or a_1 r^(k-1), exactly. */
export function termAt(a1: Num, s: Num, kind: Kind, k: number): Num {
  if (kind === 'arithmetic') return qadd(a1, qmul(s, num(k - 1) as Num));
  if (k - 1 > MAX_TERMS) throw bad('index-too-large', 'The index is too large');
  return guardSize(qmul(a1, qpowInt(s, BigInt(k - 1))));
}

function terms(r: TopicReading): Num[] {
  const list = r.params.terms;
  if (!Array.isArray(list) || list.length < 2 || list.length > 1000) throw bad('bad-list', 'Give at least two terms');
  return list.map(exactNum);
}
function index(v: unknown, name = 'index'): number {
  const k = Number(v);
  if (!Number.isInteger(k) || k < 1 || k > 1_000_000) throw bad('bad-index', `The ${name} must be a whole number from 1 to 10^6`);
  return k;
}

/** The k-th term of an arithmetic or geometric sequence. */
export function solveNthTerm(r: TopicReading): TopicAnswer {
  const t = terms(r);
  const k = index(r.params.k);
  const { kind, s, steps } = classify(t, r.params.kind as Kind | undefined);
  const a = termAt(t[0]!, s, kind, k);
  const formula = kind === 'arithmetic' ? 'a_{n} = a_{1} + (n - 1)d' : 'a_{n} = a_{1} r^{n - 1}';
  const sub =
    kind === 'arithmetic'
      ? `a_{${k}} = ${L(t[0]!)} + (${k} - 1)\\cdot ${paren(s)}`
      : `a_{${k}} = ${L(t[0]!)} \\cdot ${paren(s)}^{${k - 1}}`;
  steps.push(step(`seq-${kind}-formula`, '', formula, { formula }));
  steps.push(step('seq-substitute', sub, `a_{${k}} = ${L(a)}`, { eq: `${sub} = ${L(a)}` }));
  return numberAnswer(a, steps);
}

/** The explicit formula a_n of an arithmetic or geometric sequence (an expression in n). */
export function solveGeneralTerm(r: TopicReading): TopicAnswer {
  const t = terms(r);
  const { kind, s, steps } = classify(t, r.params.kind as Kind | undefined);
  const n = sym('n');
  const e =
    kind === 'arithmetic'
      ? simplify(mkAdd([t[0]!, mkMul([s, mkAdd([n, NEG_ONE])])]))
      : simplify(mkMul([t[0]!, mkPow(s, mkAdd([n, NEG_ONE]))]));
  const formula = kind === 'arithmetic' ? 'a_{n} = a_{1} + (n - 1)d' : 'a_{n} = a_{1} r^{n - 1}';
  const sub =
    kind === 'arithmetic' ? `a_{n} = ${L(t[0]!)} + (n - 1)\\cdot ${paren(s)}` : `a_{n} = ${L(t[0]!)} \\cdot ${paren(s)}^{n - 1}`;
  steps.push(step(`seq-${kind}-formula`, '', formula, { formula }));
  steps.push(step('seq-substitute', sub, `a_{n} = ${L(e)}`, { eq: `${sub} = ${L(e)}` }));
  return { kind: 'expression', latex: `a_{n} = ${L(e)}`, text: toText(e), steps, exact: true };
}

/** How many terms from a_1 to `last` (VALIDATION_ERROR when `last` is not a term). */
function countTo(a1: Num, s: Num, kind: Kind, last: Num, budget: Budget): number {
  if (kind === 'arithmetic') {
    if (s.n === 0n) throw bad('constant-sequence', 'A constant sequence does not reach another last term');
    const q = qdiv(qsub(last, a1), s);
    if (q.d !== 1n || q.n < 0n || q.n >= BigInt(MAX_TERMS) * 100n)
      throw bad('last-not-a-term', 'The last term is not a term of the sequence');
    return Number(q.n) + 1;
  }
  let cur = a1;
  for (let n = 1; n <= MAX_TERMS; n++) {
    budget.check();
    if (qeq(cur, last)) return n;
    if (absQ(cur).n * absQ(last).d > absQ(last).n * absQ(cur).d * 2n && qcmp(absQ(s), ONE as Num) > 0) break;
    cur = guardSize(qmul(cur, s));
  }
  throw bad('last-not-a-term', 'The last term is not a term of the sequence');
}

/**
 * The kind of a written series: two terms and a last one ("1 + 2 + ... + 50") fix it when exactly one of arithmetic and
 * geometric reaches the last term; when both do ("1 + 2 + ... + 64") it is ambiguous (VALIDATION_ERROR).
 */
/** The kind of a series: stated, recognised from three or more terms, or (two terms) the one that reaches the last term. */
export function seriesKind(t: Num[], stated: Kind | undefined, last: unknown, budget: Budget): ReturnType<typeof classify> {
  if (stated || t.length > 2 || last === undefined) return classify(t, stated);
  const fits = (['arithmetic', 'geometric'] as const).filter((k) => {
    const s = commonStep(t, k);
    try {
      return s !== null && countTo(t[0]!, s, k, exactNum(last), budget) > 0;
    } catch {
      return false;
    }
  });
  if (fits.length !== 1) throw bad('ambiguous-pattern', 'Two terms do not fix the series: say arithmetic or geometric');
  return classify(t, fits[0]);
}

/** The sum of the first n terms (n given, or counted up to the last term written). */
export function solveSeriesSum(r: TopicReading, budget: Budget): TopicAnswer {
  const t = terms(r);
  const { kind, s, steps } = seriesKind(t, r.params.kind as Kind | undefined, r.params.last, budget);
  const a1 = t[0]!;
  let n: number;
  if (r.params.last !== undefined) {
    const last = exactNum(r.params.last);
    n = countTo(a1, s, kind, last, budget);
    const eq =
      kind === 'arithmetic'
        ? `n = \\frac{${L(last)} - ${paren(a1)}}{${L(s)}} + 1 = ${n}`
        : `${L(a1)} \\cdot ${paren(s)}^{n - 1} = ${L(last)} \\Rightarrow n = ${n}`;
    steps.push(step('seq-count-terms', '', `n = ${n}`, { eq }));
  } else n = index(r.params.count, 'number of terms');
  let S: Num, formula: string, sub: string;
  if (kind === 'arithmetic') {
    const an = termAt(a1, s, kind, n);
    S = qdiv(qmul(num(n) as Num, qadd(a1, an)), num(2) as Num);
    formula = 'S_{n} = \\frac{n(a_{1} + a_{n})}{2}';
    sub = `S_{${n}} = \\frac{${n}\\left(${L(a1)} + ${paren(an)}\\right)}{2}`;
  } else if (qeq(s, ONE as Num)) {
    S = qmul(num(n) as Num, a1);
    formula = 'S_{n} = n a_{1} \\quad (r = 1)';
    sub = `S_{${n}} = ${n} \\cdot ${paren(a1)}`;
  } else {
    if (n > MAX_TERMS) throw bad('index-too-large', 'Too many terms');
    S = guardSize(qdiv(qmul(a1, qsub(ONE as Num, qpowInt(s, BigInt(n)))), qsub(ONE as Num, s)));
    formula = 'S_{n} = \\frac{a_{1}(1 - r^{n})}{1 - r}';
    sub = `S_{${n}} = \\frac{${L(a1)}\\left(1 - ${paren(s)}^{${n}}\\right)}{1 - ${paren(s)}}`;
  }
  steps.push(step(`seq-${kind}-sum-formula`, '', formula, { formula }));
  steps.push(step('seq-substitute', sub, `S_{${n}} = ${L(S)}`, { eq: `${sub} = ${L(S)}` }));
  return numberAnswer(S, steps);
}

/** The sum of an infinite geometric series a_1/(1 - r) when |r| < 1; "diverges" otherwise. */
export function solveInfiniteSum(r: TopicReading): TopicAnswer {
  const t = terms(r);
  const { s, steps } = classify(t, 'geometric');
  return infiniteGeometric(t[0]!, s, steps);
}

/** a/(1 - r) with the |r| < 1 condition named as a step (shared with Σ to infinity). */
export function infiniteGeometric(a1: Num, s: Num, steps: Step[]): TopicAnswer {
  const cond = `|r| = ${L(absQ(s))}`;
  if (qcmp(absQ(s), ONE as Num) >= 0) {
    steps.push(step('seq-infinite-diverges', `r = ${L(s)}`, `${cond} \\ge 1`, { eq: `${cond} \\ge 1` }));
    return {
      kind: 'expression',
      latex: '\\text{diverges}',
      text: 'diverges',
      words: { key: 'common.diverges' },
      steps,
      exact: true,
    };
  }
  steps.push(step('seq-infinite-converges', `r = ${L(s)}`, `${cond} < 1`, { eq: `${cond} < 1` }));
  const S = qdiv(a1, qsub(ONE as Num, s));
  const sub = `S = \\frac{${L(a1)}}{1 - ${paren(s)}}`;
  steps.push(step('seq-infinite-formula', '', 'S = \\frac{a_{1}}{1 - r}', { formula: 'S = \\frac{a_{1}}{1 - r}' }));
  steps.push(step('seq-substitute', sub, `S = ${L(S)}`, { eq: `${sub} = ${L(S)}` }));
  return numberAnswer(S, steps);
}

/** Σ_{v=from}^{to} body, term by term with exact arithmetic; to infinity for a geometric body. */
export function solveSigma(r: TopicReading, budget: Budget): TopicAnswer {
  const body = parse(String(r.params.body));
  const v = String(r.params.v);
  const from = Number(r.params.from);
  const at = (k: number) => simplify(subst(body, v, num(k)));
  if (!Number.isInteger(from) || Math.abs(from) > 1_000_000) throw bad('bad-index', 'The lower limit must be a whole number');
  if (r.params.to === 'inf') {
    const ratio = simplify(mkMul([subst(body, v, mkAdd([sym(v), ONE])), mkPow(body, NEG_ONE)]));
    const a1 = at(from);
    if (!isNum(ratio) || !isNum(a1))
      throw new MathError('UNSUPPORTED', 'Only geometric series are summed to infinity', { reason: 'not-geometric' });
    const steps = [
      step('seq-common-ratio', L(body), `r = ${L(ratio)}`, { eq: `r = \\frac{a_{${v}+1}}{a_{${v}}} = ${L(ratio)}` }),
    ];
    return infiniteGeometric(a1, ratio, steps);
  }
  const to = Number(r.params.to);
  if (!Number.isInteger(to) || to < from) throw bad('bad-limits', 'The upper limit must be at least the lower limit');
  if (to - from + 1 > MAX_TERMS) throw bad('too-many-terms', `At most ${MAX_TERMS} terms`);
  const vals: Expr[] = [];
  for (let k = from; k <= to; k++) {
    budget.check();
    const e = at(k);
    if (!isNum(e) && to - from > 50)
      throw new MathError('UNSUPPORTED', 'Only rational terms are added beyond 50 terms', { reason: 'irrational-terms' });
    vals.push(e);
  }
  const sum = vals.every(isNum) ? vals.reduce((a, b) => guardSize(qadd(a as Num, b as Num))) : simplify(mkAdd(vals));
  const shown =
    vals.length <= 6
      ? vals.map(L).join(' + ')
      : `${vals.slice(0, 3).map(L).join(' + ')} + \\cdots + ${L(vals[vals.length - 1]!)}`;
  const sigma = `\\sum_{${v}=${from}}^{${to}} ${L(body)}`;
  return numberAnswer(sum, [
    step('seq-sigma-expand', sigma, shown, { var: v, from: String(from), to: String(to), eq: `${sigma} = ${shown}` }),
    step('seq-sigma-add', shown, L(sum), { eq: `${shown} = ${L(sum)}` }),
  ]);
}

/** The common difference or ratio (VALIDATION_ERROR when the terms do not have one). */
export function solveCommon(r: TopicReading): TopicAnswer {
  const t = terms(r);
  const kind: Kind = r.task === 'common-difference' ? 'arithmetic' : 'geometric';
  const { s, steps } = classify(t, kind);
  const name = kind === 'arithmetic' ? 'd' : 'r';
  const last = t[t.length - 1]!;
  const next = kind === 'arithmetic' ? qadd(last, s) : qmul(last, s);
  const eq = `a_{${t.length + 1}} = ${kind === 'arithmetic' ? `${L(last)} + ${paren(s)}` : `${L(last)} \\cdot ${paren(s)}`} = ${L(next)}`;
  steps.push(step('seq-next-term', `${name} = ${L(s)}`, eq, { eq }));
  return numberAnswer(s, steps);
}
