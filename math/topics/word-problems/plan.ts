/**
 * The plan of a word problem (what the reader understood), how it is solved with the engine and how the answer is
 * checked against the story.
 *
 * A {@link Plan} names the unknown ("let a = Ann's apples"), expresses the other quantities in terms of it
 * ("Tom's apples = 3a"), writes the ONE equation in the unknown that the story gives ("a + 3a = 24", plain engine
 * syntax), and lists separately every CONDITION the story states, in all its quantities ("t = 3*a", "a + t = 24").
 * {@link solvePlan} solves the equation with the engine's `solveEquation` (math/solve), evaluates the other
 * quantities and states the answer with its unit; {@link verifyPlan} substitutes the answer into every stated
 * condition with mathjs's own evaluator (independent of the engine), recovering the other quantities from the
 * conditions one at a time.
 */
import { evaluate, fraction, type Fraction } from 'mathjs';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { subst, type Expr } from '../../ast';
import { toLatex, toText } from '../../print';
import { evalReal } from '../../numeric';
import { solveEquation } from '../../solve';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { decimalOf } from '../units/convert';
import { CURRENCIES } from './vocab';

/** True when the fraction is a terminating decimal (its denominator has no prime factor but 2 and 5). */
const terminating = (f: Fraction): boolean => {
  let d = f.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
};

/** A quantity of the story: its variable, what it stands for (English words), its unit. */
export interface Quantity {
  v: string;
  what: string;
  unit: string;
  /** Its expression in the unknown (plain engine syntax), for every quantity but the unknown. */
  expr?: string;
  /** A count of things: the answer must be a whole number ≥ 0. */
  count?: boolean;
  /** Money in dollars: shown as `$12.50`. */
  money?: boolean;
  /** A rate's unit: money per this unit (`$1.50 per pound`). */
  per?: string;
  /** An integer (consecutive-integer stories), odd or even when the story says so. */
  integer?: boolean;
  parity?: 'odd' | 'even';
}

/** True when x fits the quantity's kind: counts whole and ≥ 0, integers whole (with their parity), measures ≥ 0. */
export function fits(q: Quantity, x: number): boolean {
  if (!Number.isFinite(x)) return false;
  const whole = Math.abs(x - Math.round(x)) <= 1e-9;
  if ((q.count || q.integer) && !whole) return false;
  if (q.count && x < 0) return false;
  if (q.parity && Math.abs(Math.round(x)) % 2 !== (q.parity === 'odd' ? 1 : 0)) return false;
  return !(q.unit && x < 0);
}

/** What the reader understood. Plain JSON (it travels in the reading's params). */
export interface Plan {
  kind: string;
  /** The unknown first, then the other quantities (with `expr`). */
  quantities: Quantity[];
  /** Unit conversions made while reading, as LaTeX equalities (`30\,\text{min} = 0.5\,\text{h}`). */
  converts?: string[];
  /** The relation the equation comes from, LaTeX (`d = v \cdot t`). */
  formula?: string;
  /** The equation in the unknown, plain engine syntax. */
  equation: string;
  /** Every condition the story states, plain syntax in the quantities' variables (mathjs-evaluable). */
  conditions: string[];
  /** The asked quantities' variables, in answer order. */
  ask: string[];
  /** How the answer is phrased: `{a}` is replaced by the value with its unit. */
  say?: string;
  /**
   * Which of `ask` is answered when the story asks "the larger / the smaller number" and only the solution tells which
   * (`max` / `min`); `sorted`: every asked value, in increasing order.
   */
  pick?: 'max' | 'min' | 'sorted';
  /** The sign of the story's currency when it is not the dollar (`€`, `¥`, `kr`; see vocab.ts CURRENCIES). */
  currency?: string;
}

/** The reading of a plan. */
export function planReading(plan: Plan): TopicReading {
  return {
    topic: 'word-problems',
    task: plan.kind,
    params: { plan },
    inputLatex: toLatex(parse(plan.equation)),
    inputText: plan.equation,
  };
}

/** The LaTeX of a unit after a value (`\\,\\text{m}^{2}`). */
function unitTex(u: string): string {
  if (!u || u === '$') return '';
  const m = /^(.*?)\^(\d)$/.exec(u);
  return m ? `\\,\\text{${m[1]}}^{${m[2]}}` : `\\,\\text{${u}}`;
}

/** A value with its unit, as text and LaTeX (`$12.50`, `6 apples`, `80 km/h`, `20/3 L`). */
export function withUnit(
  q: Quantity,
  value: Expr,
  currency = '$',
): { text: string; latex: string; approx?: string; exact: boolean } {
  const x = evalReal(value);
  if (q.money) {
    const f: Fraction = fraction(toText(value));
    const cents = f.mul(100).round().div(100);
    const exact = cents.equals(f);
    const s = cents.d === 1n ? String(cents.valueOf()) : cents.valueOf().toFixed(2);
    const per = q.per ? ` per ${q.per}` : '';
    const suffix = CURRENCIES.find((c) => c.sign === currency)?.suffix;
    const sign = currency === '$' ? '\\$' : `\\text{${currency}}`;
    return {
      text: suffix ? `${s} ${currency}${per}` : `${currency}${s}${per}`,
      latex: `${suffix ? `${s}\\,${sign}` : `${sign}${s}`}${per ? `\\text{${per}}` : ''}`,
      exact,
      ...(exact ? {} : { approx: String(x) }),
    };
  }
  const f: Fraction = fraction(toText(value));
  const text = terminating(f) ? decimalOf(f) : f.toFraction();
  const plain = terminating(f);
  if (q.unit === '%')
    return {
      text: `${text}%`,
      latex: `${plain ? text : toLatex(value)}\\%`,
      exact: true,
      ...(plain ? {} : { approx: String(Number(x.toPrecision(10))) }),
    };
  return {
    text: q.unit ? `${text} ${q.unit}` : text,
    latex: `${plain ? text : toLatex(value)}${unitTex(q.unit)}`,
    exact: true,
    ...(plain ? {} : { approx: String(Number(x.toPrecision(10))) }),
  };
}

/** Solves a plan with the engine and writes the steps a teacher shows. Throws MathError when it has no fitting answer. */
export function solvePlan(reading: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const plan = (reading.params as { plan: Plan }).plan;
  const [u, ...others] = plan.quantities;
  const steps: Step[] = [];
  steps.push(step('wp-define', '', `${u.v}`, { v: u.v, what: `\\text{${u.what}}` }));
  for (const c of plan.converts ?? []) steps.push(step('wp-convert', '', c, { eq: c }));
  const shown = others.filter((q) => q.expr);
  if (shown.length) {
    const eqs = shown.map((q) => `${q.v} = ${toLatex(parse(q.expr!))}`).join(',\\; ');
    steps.push(step('wp-express', '', eqs, { v: u.v, eqs }));
  }
  if (plan.formula) steps.push(step('wp-formula', '', plan.formula, { formula: plan.formula }));
  const eq = parse(plan.equation);
  const eqTex = toLatex(eq);
  steps.push(step('wp-equation', '', eqTex, { eq: eqTex }));
  budget.check();
  const res = solveEquation(eq, u.v);
  if (res.kind !== 'solutions' || res.solutions.length !== 1 || !res.verified)
    throw new MathError('UNSUPPORTED', 'The story gives no single answer', { reason: 'no-single-answer' });
  const value = res.solutions[0];
  const solTex = `${u.v} = ${toLatex(value)}`;
  steps.push(step('wp-solve', eqTex, solTex, { sol: solTex }));
  steps.push(...res.steps.steps.slice(0, 6));
  const values = new Map<string, Expr>([[u.v, value]]);
  for (const q of shown) values.set(q.v, simplify(subst(parse(q.expr!), u.v, value)));
  checkDomain(plan, values);
  const asked = pickAsked(plan, values).map((v) => {
    const q = plan.quantities.find((x) => x.v === v)!;
    return { q, out: withUnit(q, values.get(v)!, plan.currency) };
  });
  const rest = shown.filter((q) => plan.ask.includes(q.v));
  if (rest.length) {
    const eqs = rest.map((q) => `${q.v} = ${toLatex(values.get(q.v)!)}`).join(',\\; ');
    steps.push(step('wp-compute', '', eqs, { eqs }));
  }
  const text = asked.map((a) => a.out.text).join(', ');
  const latex = asked.map((a) => a.out.latex).join(',\\; ');
  const said = plan.say ? `\\text{${plan.say.replace('{a}', '}' + latex + '\\text{')}}` : latex;
  steps.push(step('wp-answer', solTex, said, { ans: latex }, distractors(plan, values, asked[0].q)));
  const one = asked.length === 1 ? asked[0] : null;
  return {
    kind: one && (one.q.unit || one.q.money) ? 'quantity' : 'number',
    latex,
    text,
    ...(one?.out.approx ? { approx: one.out.approx } : {}),
    ...(one && one.q.unit ? { unit: one.q.unit } : one?.q.money ? { unit: plan.currency ?? '$' } : {}),
    steps,
    exact: asked.every((a) => a.out.exact),
  };
}

/** The asked variables in answer order: the larger / smaller one, or all sorted by value ({@link Plan.pick}). */
function pickAsked(plan: Plan, values: Map<string, Expr>): string[] {
  if (!plan.pick) return plan.ask;
  const sorted = [...plan.ask].sort((p, q) => evalReal(values.get(p)!) - evalReal(values.get(q)!));
  return plan.pick === 'sorted' ? sorted : plan.pick === 'min' ? [sorted[0]] : [sorted[sorted.length - 1]];
}

/** Every quantity must fit its kind ({@link fits}): a count of 7/2 apples or an even integer 23 is no answer. */
function checkDomain(plan: Plan, values: Map<string, Expr>): void {
  for (const q of plan.quantities) {
    const e = values.get(q.v);
    if (e && !fits(q, evalReal(e)))
      throw new MathError('UNSUPPORTED', `The story gives ${toText(e)} for ${q.what}, which it cannot be`, {
        reason: 'no-fitting-answer',
      });
  }
}

/** The common wrong answers a quiz offers: the answer's value ×/÷ 2, ± 1 — those that differ from it. */
function distractors(plan: Plan, values: Map<string, Expr>, q: Quantity): string[] {
  const x = evalReal(values.get(q.v)!);
  const fmt = (y: number) => withUnit(q, parse(String(Number(y.toPrecision(8)))), plan.currency).latex;
  return [x * 2, x / 2, x + 1].filter((y) => Number.isFinite(y) && Math.abs(y - x) > 1e-9).map(fmt);
}

/** The asked values as numbers, read back from the answer text ("17 and 13", "$60", "20/3 L"). */
function answerValues(answer: TopicAnswer): number[] {
  if (answer.approx !== undefined && !answer.text.includes(', ')) return [Number(answer.approx)];
  return answer.text.split(', ').map((part) => {
    // a currency sign before the amount (`$12.50`, `R$3`) or after it (`12 kr`)
    const m = /^(?:[^\d\s-]{1,3})?(-?\d+(?:\.\d+)?(?:\/\d+)?)/.exec(part.trim());
    return m ? fraction(m[1]).valueOf() : NaN;
  });
}

/** The residual (left − right) of a condition with the values known so far; mathjs evaluation. */
function residual(cond: string, scope: Record<string, number>): number {
  const [l, r] = cond.split('=');
  return Number(evaluate(l, scope)) - Number(evaluate(r, scope));
}

/**
 * Checks the answer against every condition of the story: the asked values are taken from the answer, every other
 * quantity is recovered from a condition in which it is the only unknown (linear in it: two evaluations), then every
 * condition must hold (relative tolerance 1e-9; money rounded to the cent is held to half a cent).
 */
export function verifyPlan(reading: TopicReading, answer: TopicAnswer): boolean {
  const plan = (reading.params as { plan: Plan }).plan;
  const got = answerValues(answer);
  if (got.some((x) => !Number.isFinite(x))) return false;
  if (!plan.pick) return got.length === plan.ask.length && holds(plan, plan.ask, got, answer.exact);
  // the larger / smaller one: the answer is one of the asked quantities, and it must be the larger (smaller) one
  const orders = plan.pick === 'sorted' ? [plan.ask, [...plan.ask].reverse()] : plan.ask.map((v) => [v]);
  return orders.some((vars) => {
    if (vars.length !== got.length) return false;
    const scope = solvedScope(plan, vars, got);
    if (!scope || !holds(plan, vars, got, answer.exact)) return false;
    const vals = plan.ask.map((v) => scope[v]);
    if (plan.pick === 'sorted') return got.every((g, i) => i === 0 || got[i - 1] <= g);
    return plan.pick === 'max' ? got[0] >= Math.max(...vals) : got[0] <= Math.min(...vals);
  });
}

/** True when the conditions hold with the given values of `vars` (the others recovered from the conditions). */
function holds(plan: Plan, vars: string[], got: number[], exact: boolean): boolean {
  const scope = solvedScope(plan, vars, got);
  if (!scope) return false;
  const tol = exact ? 1e-9 : 0.006;
  return plan.conditions.every((c) => {
    const [l, r] = c.split('=').map((s) => Number(evaluate(s, scope)));
    return Math.abs(l - r) <= tol * Math.max(1, Math.abs(l), Math.abs(r));
  });
}

/** Every quantity's value: `vars` given, the others recovered one at a time from a condition (null when some stay unknown). */
function solvedScope(plan: Plan, given: string[], got: number[]): Record<string, number> | null {
  const scope: Record<string, number> = {};
  given.forEach((v, i) => (scope[v] = got[i]));
  const vars = plan.quantities.map((q) => q.v);
  for (let round = 0; round < vars.length; round++) {
    for (const c of plan.conditions) {
      const free = vars.filter((v) => !(v in scope) && new RegExp(`\\b${v}\\b`).test(c));
      if (free.length !== 1) continue;
      const v = free[0];
      const f0 = residual(c, { ...scope, [v]: 0 });
      const f1 = residual(c, { ...scope, [v]: 1 });
      if (f1 === f0) continue;
      scope[v] = -f0 / (f1 - f0);
    }
  }
  const needed = plan.quantities.filter((q) => plan.conditions.some((c) => new RegExp(`\\b${q.v}\\b`).test(c)));
  return needed.some((q) => !(q.v in scope) || !fits(q, scope[q.v])) ? null : scope;
}
