/**
 * Solving the function tasks with the engine (parse, simplify, solveEquation, cancel): evaluation, operations and
 * composition by substitution (./calls.ts), the inverse by swapping x and y and solving, even/odd from f(-x), the
 * zeros, the difference quotient. Results in descending degree (../polynomials/format.ts). OpenStax College Algebra 2e
 * ch. 3 (CC BY 4.0).
 */
import { type Expr, add, mul, num, pow, rel, subst, sym } from '../../ast';
import { cancel } from '../../algebra';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { toLatex } from '../../print';
import { expand, simplify } from '../../simplify';
import { intervalsLatex, intervalsText, solveEquation } from '../../solve';
import type { Step } from '../../steps';
import { displayExpr, readExpr, splitTerm, termsOf, variablesOf } from '../polynomials/format';
import type { TopicAnswer, TopicReading } from '../types';
import { definitionsOf, explicitCalls, type FunctionDef, substituteCalls } from './calls';
import { domainOf } from './domain';
import { rangeOf } from './range';
import { toIntervals } from './range-sets';

const st = (rule: string, before: string, after: string, params?: Record<string, string>): Step =>
  ({ rule, before, after, ...(params ? { params } : {}) }) as Step;
const askLatex = (s: string) => s.replace(/∘/g, ' \\circ ').replace(/\*/g, ' \\cdot ');

/** The one function a task is about. */
function theDef(r: TopicReading): { name: string; f: FunctionDef; defs: Record<string, FunctionDef> } {
  const defs = definitionsOf(r.params);
  const name = String(r.params.fn ?? '');
  const f = defs[name];
  if (!f) throw new MathError('VALIDATION_ERROR', `No function ${name} is defined`, { reason: 'undefined-function' });
  return { name, f, defs };
}

/** A value or expression as an answer: a number (decimal beside it) or an expression in standard form. */
function valueAnswer(e: Expr, steps: Step[], order?: string[]): TopicAnswer {
  const s = simplify(e);
  const shown = displayExpr(s, order);
  if (!variablesOf(s).length) {
    const v = evalReal(s);
    if (!Number.isFinite(v))
      throw new MathError('VALIDATION_ERROR', 'The function is not defined there', { reason: 'undefined-value' });
    return { kind: 'number', ...shown, approx: String(Number(v.toPrecision(12))), steps, exact: true };
  }
  return { kind: 'expression', ...shown, steps, exact: true };
}

/** Evaluate / combine / compose: rewrite into explicit calls, substitute innermost first, simplify. */
export function solveEvaluate(r: TopicReading, budget: Budget): TopicAnswer {
  const defs = definitionsOf(r.params);
  const ask = String(r.params.ask ?? '');
  const steps: Step[] = [];
  const explicit = explicitCalls(ask, defs);
  if (explicit !== ask)
    steps.push(
      st(r.task === 'compose' ? 'fn-compose-def' : 'fn-combine-def', askLatex(ask), askLatex(explicit), {
        def: `${askLatex(ask)} = ${askLatex(explicit)}`,
      }),
    );
  budget.check();
  let e: Expr;
  try {
    e = substituteCalls(ask, defs, steps);
  } catch (err) {
    if (err instanceof MathError) throw err;
    throw new MathError('VALIDATION_ERROR', 'The function is not defined there', { reason: 'undefined-value' });
  }
  const fnVars = Object.values(defs).map((d) => d.v);
  const a = valueAnswer(e, steps, fnVars);
  steps.push(st('fn-simplify', toLatex(e), a.latex, { result: a.latex }));
  return a;
}

/** Inverse: y for f(x), swap, solve for y (exactly one real solution required). */
export function solveInverse(r: TopicReading): TopicAnswer {
  const { name, f } = theDef(r);
  const x = f.v;
  const y = x === 'y' ? 'w' : 'y';
  const swapped = rel('=', sym(x), subst(f.e, x, sym(y)));
  const steps: Step[] = [st('fn-inverse-swap', `y = ${toLatex(f.e)}`, toLatex(swapped), { eq: toLatex(swapped) })];
  const res = solveEquation(swapped, y);
  // the solutions are expressions in x (their decimals are NaN): exactly one is an inverse; ±√x is not one-to-one
  const real = res.kind === 'solutions' ? res.solutions : [];
  if (real.length !== 1 || res.partial || !res.exact)
    throw new MathError('UNSUPPORTED', 'The function is not one-to-one or its inverse was not found', { reason: 'no-inverse' });
  steps.push(...res.steps.steps);
  const inv = simplify(real[0]!);
  const shown = displayExpr(inv, [x]);
  const invL = `${name}^{-1}\\left(${toLatex(sym(x))}\\right) = ${shown.latex}`;
  steps.push(st('fn-inverse-solve', toLatex(swapped), invL, { inv: invL }));
  const back = simplify(subst(f.e, x, inv));
  if (back.k === 'sym' && back.name === x) {
    const eq = `${name}\\left(${name}^{-1}\\left(${toLatex(sym(x))}\\right)\\right) = ${toLatex(sym(x))}`;
    steps.push(st('fn-inverse-check', invL, eq, { eq }));
  }
  const at = r.params.at === undefined ? null : readExpr(String(r.params.at));
  if (at) {
    // the inverse at a value: f^-1(a)
    const v = simplify(subst(inv, x, at));
    const a = valueAnswer(v, steps);
    steps.push(
      st('fn-substitute', `${name}^{-1}\\left(${toLatex(at)}\\right)`, a.latex, { v: toLatex(sym(x)), a: toLatex(at), f: invL }),
    );
    return a;
  }
  return { kind: 'expression', ...shown, steps, exact: true };
}

/** Domain in interval notation. */
export function solveDomain(r: TopicReading): TopicAnswer {
  const { f } = theDef(r);
  const steps: Step[] = [];
  const d = domainOf(f.e, f.v, steps);
  return { kind: 'interval', latex: d.latex, text: d.text, steps, exact: true };
}

/** Range in interval notation, read from the function's form (./range.ts); set-builder notation in the last step. */
export function solveRange(r: TopicReading): TopicAnswer {
  const { f } = theDef(r);
  const steps: Step[] = [];
  const ivs = toIntervals(rangeOf(f.e, f.v, steps));
  return { kind: 'interval', latex: intervalsLatex(ivs), text: intervalsText(ivs), steps, exact: true };
}

/** Domain and range together: the domain's steps, then the range's. */
export function solveDomainRange(r: TopicReading): TopicAnswer {
  const d = solveDomain(r);
  const g = solveRange(r);
  return {
    kind: 'interval',
    latex: `\\text{domain: } ${d.latex};\\quad \\text{range: } ${g.latex}`,
    text: `domain: ${d.text}; range: ${g.text}`,
    words: {
      key: 'functions.domain-range',
      params: { domain: d.latex, range: g.latex },
      paramsText: { domain: d.text, range: g.text },
    },
    steps: [...d.steps, ...g.steps],
    exact: true,
  };
}

/** Numerically equal at many points of the domain (a fallback where simplification cannot show a zero difference). */
function sameAtPoints(a: Expr, b: Expr, v: string): boolean {
  let n = 0;
  for (const t of [0.37, 1.21, 2.03, 2.9, 0.61, 1.77, 3.3, 4.15]) {
    const p = evalReal(a, { [v]: t }),
      q = evalReal(b, { [v]: t });
    if (!Number.isFinite(p) || !Number.isFinite(q)) continue;
    if (Math.abs(p - q) > 1e-9 * Math.max(1, Math.abs(p))) return false;
    n++;
  }
  return n >= 4;
}

/** Even / odd / neither from f(-x), with a witness for "neither". */
export function solveParity(r: TopicReading): TopicAnswer {
  const { name, f } = theDef(r);
  const X = sym(f.v);
  const fneg = simplify(subst(f.e, f.v, mul(num(-1), X)));
  const fx = `${name}\\left(-${toLatex(X)}\\right) = ${toLatex(fneg)}`;
  const steps: Step[] = [st('fn-parity-substitute', toLatex(f.e), toLatex(fneg), { v: toLatex(X), fx })];
  const zero = (e: Expr) => {
    const s = simplify(expand(simplify(e)));
    return s.k === 'num' && s.n === 0n;
  };
  const even = zero(add(fneg, mul(num(-1), f.e))) || sameAtPoints(fneg, f.e, f.v);
  const odd = zero(add(fneg, f.e)) || sameAtPoints(fneg, mul(num(-1), f.e), f.v);
  if (even && odd) throw new MathError('UNSUPPORTED', 'The zero function is both even and odd', { reason: 'zero-function' });
  const fL = `${name}\\left(${toLatex(X)}\\right)`;
  const nL = `${name}\\left(-${toLatex(X)}\\right)`;
  let word: 'even' | 'odd' | 'neither';
  if (even) {
    word = 'even';
    steps.push(st('fn-even', fx, `${nL} = ${fL}`, { eq: `${nL} = ${fL}` }));
  } else if (odd) {
    word = 'odd';
    steps.push(st('fn-odd', fx, `${nL} = -${fL}`, { eq: `${nL} = -${fL}` }));
  } else {
    word = 'neither';
    const w = witness(f);
    if (!w) throw new MathError('UNSUPPORTED', 'No point shows the function is neither even nor odd', { reason: 'no-witness' });
    const eq = `${name}\\left(-${w.a}\\right) = ${w.fna},\\ ${name}\\left(${w.a}\\right) = ${w.fa}`;
    steps.push(st('fn-neither', fx, eq, { eq }));
  }
  return { kind: 'expression', latex: `\\text{${word}}`, text: word, words: { key: `functions.${word}` }, steps, exact: true };
}

/** A point a with f(-a) ≠ ±f(a), exact values as LaTeX, or null. */
function witness(f: FunctionDef): { a: string; fa: string; fna: string } | null {
  for (const a of [1, 2, 3, 4]) {
    const fa = simplify(subst(f.e, f.v, num(a))),
      fna = simplify(subst(f.e, f.v, num(-a)));
    const p = evalReal(fa),
      q = evalReal(fna);
    if (!Number.isFinite(p) || !Number.isFinite(q)) continue;
    if (Math.abs(p - q) > 1e-9 && Math.abs(p + q) > 1e-9) return { a: `${a}`, fa: toLatex(fa), fna: toLatex(fna) };
  }
  return null;
}

/** Zeros: the real solutions of f(x) = 0 (the solver's steps), in increasing order. */
export function solveZeros(r: TopicReading): TopicAnswer {
  const { name, f } = theDef(r);
  const eq = rel('=', f.e, num(0));
  const steps: Step[] = [st('fn-zeros-set', `${name}\\left(${toLatex(sym(f.v))}\\right)`, toLatex(eq), { eq: toLatex(eq) })];
  const res = solveEquation(eq, f.v);
  if (res.kind === 'all' || res.kind === 'unknown' || res.kind === 'intervals' || res.partial || res.period || !res.exact)
    throw new MathError('UNSUPPORTED', 'The zeros could not all be found exactly', { reason: 'zeros-unknown' });
  steps.push(...res.steps.steps);
  const zs = res.solutions
    .map((s, i) => ({ s: simplify(s), a: res.approx[i]! }))
    .filter((z) => Math.abs(z.a.im) < 1e-12)
    .sort((p, q) => p.a.re - q.a.re);
  const items = zs.map((z) => displayExpr(z.s));
  const latex = items.length ? items.map((i) => i.latex).join(', ') : '\\varnothing';
  steps.push(st('fn-zeros-result', toLatex(eq), latex, { list: latex }));
  return {
    kind: 'list',
    latex,
    text: items.length ? items.map((i) => i.text).join(', ') : 'none',
    ...(items.length ? {} : { words: { key: 'common.none' as const } }),
    items: items.map((i) => i.latex),
    steps,
    exact: true,
  };
}

/** Difference quotient (f(x+h) - f(x))/h, simplified for h ≠ 0. */
export function solveDifferenceQuotient(r: TopicReading): TopicAnswer {
  const { f } = theDef(r);
  const x = f.v;
  const h = x === 'h' ? 'k' : 'h';
  const order = [x, h];
  const fxh = subst(f.e, x, add(sym(x), sym(h)));
  const steps: Step[] = [
    st('fn-dq-substitute', toLatex(f.e), displayExpr(fxh, order).latex, { e: displayExpr(fxh, order).latex }),
  ];
  const numer = simplify(expand(add(fxh, mul(num(-1), f.e))));
  const nL = displayExpr(numer, order).latex;
  steps.push(st('fn-dq-numerator', displayExpr(fxh, order).latex, nL, { e: nL }));
  const terms = termsOf(numer);
  const byH = terms.every((t) => (splitTerm(t).powers[h] ?? 0) >= 1);
  const q = byH
    ? simplify(add(...terms.map((t) => mul(t, pow(sym(h), num(-1))))))
    : simplify(cancel(simplify(mul(numer, pow(sym(h), num(-1))))));
  const a = valueAnswer(q, steps, order);
  steps.push(st('fn-dq-divide', `\\frac{${nL}}{${h}}`, a.latex, { e: a.latex }));
  return a;
}
