/**
 * Solving the polynomial tasks with the engine's exact algebra (parse, simplify/expand): Lemma's code adds the steps a
 * teacher shows — FOIL and the special products named (square of a binomial, sum times difference), distribution term
 * by term, grouping like terms, the degree of each term — and writes every result in descending degree
 * (./format.ts). OpenStax Elementary Algebra 2e §6.1–6.4 (CC BY 4.0).
 */
import { type Expr, add, mul, num, pow } from '../../ast';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { toLatex } from '../../print';
import { simplify } from '../../simplify';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import {
  checkExpandable,
  descending,
  displayExpr,
  printTerms,
  readExpr,
  splitTerm,
  standardForm,
  termDegree,
  termsOf,
} from './format';

/** The reading's expression, parsed; VALIDATION_ERROR when it does not read or is too large to expand. */
export function exprOf(r: TopicReading, key = 'expr'): Expr {
  const e = readExpr(String(r.params[key] ?? ''));
  if (!e) throw new MathError('VALIDATION_ERROR', 'The polynomial could not be read', { reason: 'bad-expression' });
  checkExpandable(e);
  return e;
}

/** The terms of a sum as written (subtraction and negation carried into the terms), each simplified. */
export function writtenTerms(e: Expr): Expr[] {
  if (e.k === 'add') return e.args.flatMap(writtenTerms);
  if (e.k === 'sub') return [...writtenTerms(e.args[0]), ...writtenTerms(e.args[1]).map((t) => simplify(mul(num(-1), t)))];
  if (e.k === 'neg') return writtenTerms(e.args[0]).map((t) => simplify(mul(num(-1), t)));
  return [simplify(e)];
}

const step = (rule: string, before: string, after: string, params?: Record<string, string>): Step =>
  ({ rule, before, after, ...(params ? { params } : {}) }) as Step;
const L = (e: Expr) => toLatex(e);
const answer = (s: { latex: string; text: string }, steps: Step[]): TopicAnswer => ({
  kind: 'expression',
  latex: s.latex,
  text: s.text,
  steps,
  exact: true,
});
/** A sum of terms printed as written (no reordering, signs joined). */
const sumLatex = (ts: Expr[]) => printTerms(ts).latex;

/** The factors of a product as written, powers of sums spelled out as repeated factors. */
function factorsOf(e: Expr, steps: Step[]): Expr[] {
  const isSum = (f: Expr) =>
    f.k === 'add' || f.k === 'sub' || (f.k === 'pow' && (f.args[0].k === 'add' || f.args[0].k === 'sub'));
  const fs: Expr[] = [];
  for (const f of e.k === 'mul' ? e.args : [e]) {
    const last = fs.at(-1);
    // consecutive monomial factors are one factor (3x in 3x(x^2 - 2x + 5))
    if (last && !isSum(f) && !isSum(last)) fs[fs.length - 1] = simplify(mul(last, f));
    else fs.push(f);
  }
  return fs.flatMap((f) => {
    if (f.k === 'pow' && (f.args[0].k === 'add' || f.args[0].k === 'sub') && f.args[1].k === 'num' && f.args[1].d === 1n) {
      const n = Number(f.args[1].n);
      if (n >= 3 || fs.length > 1)
        steps.push(
          step('poly-power-repeat', L(f), Array.from({ length: n }, () => `\\left(${L(f.args[0])}\\right)`).join(''), {
            n: `${n}`,
          }),
        );
      return Array.from({ length: n }, () => f.args[0]);
    }
    return [f];
  });
}

/** Steps of one product of two factors (terms as written): a special product, FOIL, or term-by-term distribution. */
function productStep(a: Expr[], b: Expr[], before: string, squared: boolean): Step {
  const products = a.flatMap((s) => b.map((t) => simplify(mul(s, t))));
  const after = sumLatex(products);
  if (a.length === 2 && b.length === 2) {
    const [A, B] = a as [Expr, Expr];
    const [C, D] = b as [Expr, Expr];
    const same = (x: Expr, y: Expr) => L(simplify(x)) === L(simplify(y));
    const negOf = (x: Expr, y: Expr) => same(x, mul(num(-1), y));
    if (squared || (same(A, C) && same(B, D))) {
      const out = sumLatex([simplify(pow(A, num(2))), simplify(mul(num(2), A, B)), simplify(pow(B, num(2)))]);
      return step('poly-square-binomial', before, out, {
        pattern: `\\left(a + b\\right)^{2} = a^{2} + 2ab + b^{2},\\ a = ${L(A)},\\ b = ${L(B)}`,
      });
    }
    if (same(A, C) && negOf(B, D)) {
      const out = sumLatex([simplify(pow(A, num(2))), simplify(mul(num(-1), pow(B, num(2))))]);
      return step('poly-difference-squares', before, out, {
        pattern: `\\left(a + b\\right)\\left(a - b\\right) = a^{2} - b^{2},\\ a = ${L(A)},\\ b = ${L(B)}`,
      });
    }
    const [F, O, I, La] = products as [Expr, Expr, Expr, Expr];
    return step('poly-foil', before, after, { first: L(F), outer: L(O), inner: L(I), last: L(La) });
  }
  return step('poly-distribute', before, after, { a: `\\left(${sumLatex(a)}\\right)`, b: `\\left(${sumLatex(b)}\\right)` });
}

/** Multiply: FOIL / special products / distribution, factor by factor, then like terms combined in descending order. */
export function solveMultiply(r: TopicReading, budget: Budget): TopicAnswer {
  const e0 = exprOf(r);
  // a leading minus sign is a factor -1 of the first monomial (-2y(4y^2 + 3y - 1))
  const e = e0.k === 'neg' && e0.args[0].k === 'mul' ? mul(num(-1), ...e0.args[0].args) : e0;
  const steps: Step[] = [];
  const squared = e.k === 'pow' && e.args[1].k === 'num' && e.args[1].n === 2n;
  const factors = factorsOf(e, steps);
  let acc = writtenTerms(factors[0]!);
  for (const f of factors.slice(1)) {
    budget.check();
    const b = writtenTerms(f);
    const before = `\\left(${sumLatex(acc)}\\right)\\left(${sumLatex(b)}\\right)`;
    steps.push(productStep(acc, b, before, squared && factors.length === 2));
    acc = termsOf(add(...acc.flatMap((s) => b.map((t) => mul(s, t)))));
    acc = descending(acc);
    if (acc.length > 2000)
      throw new MathError('VALIDATION_ERROR', 'The product has too many terms', { reason: 'too-many-terms' });
  }
  const out = standardForm(e);
  steps.push(step('poly-collect', steps.at(-1)?.after ?? L(e), out.latex, { result: out.latex }));
  return answer(out, steps);
}

/** Groups like terms as written: `\left(3x - x\right) + \left(2y + 5y\right)`, or null when no two terms are alike. */
function groupLatex(ts: Expr[]): string | null {
  const groups = new Map<string, Expr[]>();
  for (const t of ts) {
    const s = splitTerm(t);
    const k = JSON.stringify([Object.entries(s.powers).sort(), s.other.map(L)]);
    groups.set(k, [...(groups.get(k) ?? []), t]);
  }
  if ([...groups.values()].every((g) => g.length === 1)) return null;
  return [...groups.values()].map((g) => (g.length > 1 ? `\\left(${sumLatex(g)}\\right)` : sumLatex(g))).join(' + ');
}

/** Combine like terms (add and subtract polynomials too): parentheses removed, like terms grouped, then combined. */
export function solveCombine(r: TopicReading): TopicAnswer {
  const e = exprOf(r);
  const steps: Step[] = [];
  const written = writtenTerms(e);
  const flat = sumLatex(written);
  if (/[()]/.test(String(r.params.expr))) steps.push(step('poly-remove-parentheses', L(e), flat));
  const grouped = groupLatex(written);
  if (grouped) steps.push(step('poly-group', flat, grouped, { groups: grouped }));
  else {
    // nothing to group: order by degree (the degree of each term first)
    const list = written.map((t) => `${printTerms([t]).latex}\\colon ${termDegree(splitTerm(t))}`).join(',\\; ');
    steps.push(step('poly-term-degrees', flat, list, { list }));
  }
  const out = standardForm(e);
  steps.push(step('poly-collect', grouped ?? flat, out.latex, { result: out.latex }));
  return answer(out, steps);
}

/** The monomial named in a coefficient question, as variable powers (`x^2y` → { x: 2, y: 1 }). */
function monomialPowers(r: TopicReading): Record<string, number> {
  const m = exprOf(r, 'monomial');
  const s = splitTerm(simplify(m));
  if (s.other.length || !Object.keys(s.powers).length || !(s.coef.n === 1n && s.coef.d === 1n))
    throw new MathError('VALIDATION_ERROR', 'Name a power of the variables, e.g. x^2', { reason: 'bad-monomial' });
  return s.powers;
}

/** Coefficient of a monomial: the expansion in standard form, then the term(s) with exactly those powers. */
export function solveCoefficient(r: TopicReading): TopicAnswer {
  const e = exprOf(r);
  const target = monomialPowers(r);
  const mono = readExpr(String(r.params.monomial))!;
  const out = standardForm(e);
  const steps: Step[] = [];
  if (out.latex !== L(e)) steps.push(step('poly-collect', L(e), out.latex, { result: out.latex }));
  const vars = Object.keys(target);
  const matching = out.terms.filter((t) => {
    const p = splitTerm(t).powers;
    return vars.every((v) => p[v] === target[v]);
  });
  if (!matching.length) {
    steps.push(step('poly-no-term', out.latex, '0', { m: L(mono) }));
    return answer({ latex: '0', text: '0' }, steps);
  }
  const coef = simplify(add(...matching.map((t) => mul(t, pow(simplify(mono), num(-1))))));
  const shown = displayExpr(coef);
  steps.push(step('poly-coefficient', sumLatex(matching), shown.latex, { m: L(mono), t: sumLatex(matching), c: shown.latex }));
  return answer(shown, steps);
}

/** The polynomial's terms in standard form with the collect step when writing it so changes anything. */
function standardWithStep(e: Expr, steps: Step[]): Expr[] {
  const out = standardForm(e);
  if (out.latex !== L(e)) steps.push(step('poly-collect', L(e), out.latex, { result: out.latex }));
  if (!out.terms.length) throw new MathError('UNSUPPORTED', 'The zero polynomial has no degree', { reason: 'zero-polynomial' });
  return out.terms;
}

/** Degree: the degree of each term, the highest wins. */
export function solveDegree(r: TopicReading): TopicAnswer {
  const e = exprOf(r);
  const steps: Step[] = [];
  const terms = standardWithStep(e, steps);
  const degs = terms.map((t) => termDegree(splitTerm(t)));
  const list = terms.map((t, i) => `${printTerms([t]).latex}\\colon ${degs[i]}`).join(',\\; ');
  steps.push(step('poly-term-degrees', printTerms(terms).latex, list, { list }));
  const d = Math.max(...degs);
  steps.push(step('poly-degree-highest', list, `${d}`, { d: `${d}` }));
  return { kind: 'number', latex: `${d}`, text: `${d}`, approx: `${d}`, steps, exact: true };
}

/** Leading coefficient: the standard form's first term (a unique term of highest degree is required). */
export function solveLeading(r: TopicReading): TopicAnswer {
  const e = exprOf(r);
  const steps: Step[] = [];
  const terms = standardWithStep(e, steps);
  const degs = terms.map((t) => termDegree(splitTerm(t)));
  if (degs.filter((d) => d === degs[0]).length > 1)
    throw new MathError('UNSUPPORTED', 'Several terms share the highest degree', { reason: 'no-unique-leading-term' });
  const s = splitTerm(terms[0]!);
  if (s.other.length) throw new MathError('UNSUPPORTED', 'The leading coefficient is not a number', { reason: 'symbolic' });
  const c = s.coef;
  const cl = L(c);
  steps.push(step('poly-leading-term', printTerms(terms).latex, cl, { t: printTerms([terms[0]!]).latex, c: cl }));
  const text = c.d === 1n ? `${c.n}` : `${c.n}/${c.d}`;
  return { kind: 'number', latex: cl, text, approx: String(Number(c.n) / Number(c.d)), steps, exact: true };
}

const CLASS_RULES = ['poly-monomial', 'poly-binomial', 'poly-trinomial', 'poly-many-terms'] as const;
/** The class names by number of terms (1, 2, 3, more). */
export const CLASS_NAMES = ['monomial', 'binomial', 'trinomial', 'polynomial'] as const;

/** Classify by the number of terms once like terms are combined. */
export function solveClassify(r: TopicReading): TopicAnswer {
  const e = exprOf(r);
  const steps: Step[] = [];
  const terms = standardWithStep(e, steps);
  const n = terms.length;
  const k = Math.min(n, 4) - 1;
  const name = CLASS_NAMES[k]!;
  steps.push(step('poly-count-terms', printTerms(terms).latex, `${n}`, { n: `${n}` }));
  steps.push(step(CLASS_RULES[k]!, `${n}`, `\\text{${name}}`));
  return { kind: 'expression', latex: `\\text{${name}}`, text: name, words: { key: `polynomials.${name}` }, steps, exact: true };
}
