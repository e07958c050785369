/**
 * Parametric derivatives, related rates and optimisation (issue #22, Calculus I–II): the reading of the English router
 * wording (an equation given in the question, or one of the standard word statements turned into its equation) and the
 * exact solution with the engine's differentiator and equation solver, with the moves of OpenStax Calculus Volume 1
 * §4.1 (related rates), §4.7 (applied optimisation problems) and Volume 2 §7.2 (calculus of parametric curves)
 * (CC BY-NC-SA 4.0; no text taken). Checked by numbers only in ./applied-verify.ts.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, numerDenom } from '../../simplify';
import { derive, derivative } from '../../diff';
import { solveEquation } from '../../solve';
import { evalReal } from '../../numeric';
import { type Expr, num, isNum, subst, symbols } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { readRelatedRatesWords, readOptimizationWords } from './applied-words';
import { toPolyExpr } from '../../poly';

const tex = toLatex;
const P = (s: string): Expr => simplify(parse(s.replace(/π/g, 'pi')));
const D = (e: Expr, v: string): Expr => simplify(derive(simplify(e), v));
const val = (e: Expr, env: Record<string, number> = {}): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'calculus-unsupported' });
const free = (e: Expr) => [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');
const fmt = (x: number) => String(Number(x.toPrecision(10)));
const NUM = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)(?:\s*/\s*\d+)?(?:\s*\*?\s*(?:pi|π))?`;

const reading = (task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading => ({
  topic: 'calculus',
  task,
  params,
  inputLatex: latex,
  inputText: text,
});

/** An expression, or null when it does not parse. */
function expr(s: string): Expr | null {
  try {
    return P(s);
  } catch {
    return null;
  }
}

/** A number (`3`, `-1/2`, `2pi`), or null. */
function numberOf(s: string): string | null {
  const e = expr(s);
  return e && free(e).length === 0 && Number.isFinite(val(e)) ? toText(e) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Parametric derivatives

const PARAM_LEAD = String.raw`^(?:find\s+|compute\s+|what\s+is\s+)?(?:the\s+)?(?:derivative\s+)?dy\/dx`;
const PARAM_CURVE = String.raw`(?:the\s+(?:parametric\s+)?(?:curve|equations)\s+)?x\s*=\s*(.+?)\s*(?:,\s*and|,|;|\band)\s*y\s*=\s*(.+?)`;
const PARAM_AT = String.raw`(?:\s*,?\s+(?:at|when)\s+([a-z]+)\s*=\s*([^,]+?))?`;

/** `dy/dx for x = t^2, y = t^3 [at t = 1]`, `x = cos(t), y = sin(t), find dy/dx`; null otherwise. */
export function readParametric(q: string): TopicReading | null {
  const m =
    new RegExp(`${PARAM_LEAD}\\s+(?:for|if|of|when|given)\\s+${PARAM_CURVE}${PARAM_AT}$`, 'i').exec(q) ??
    new RegExp(
      `^(?:if\\s+|given\\s+)?${PARAM_CURVE}\\s*[,;.]?\\s*(?:then\\s+)?(?:find|compute|what\\s+is)\\s+(?:the\\s+)?dy\\/dx${PARAM_AT}$`,
      'i',
    ).exec(q);
  if (!m) return null;
  const X = expr(m[1]!.replace(/θ/g, 'theta'));
  const Y = expr(m[2]!.replace(/θ/g, 'theta'));
  if (!X || !Y) return null;
  const vars = [...new Set([...free(X), ...free(Y)])];
  if (vars.length !== 1 || vars[0] === 'x' || vars[0] === 'y') return null;
  const t = vars[0]!;
  let at: string | null = null;
  if (m[3]) {
    if (m[3].replace('θ', 'theta') !== t) return null;
    at = numberOf(m[4]!);
    if (at === null) return null;
  }
  return reading(
    'parametric',
    { x: toText(X), y: toText(Y), t, at },
    `x = ${tex(X)},\\ y = ${tex(Y)}`,
    `parametric(${toText(X)}, ${toText(Y)})`,
  );
}

function solveParametric(r: TopicReading): TopicAnswer {
  const t = String(r.params.t);
  const [X, Y] = [P(String(r.params.x)), P(String(r.params.y))];
  const [dx, dy] = [D(X, t), D(Y, t)];
  if (isNum(dx) && dx.n === 0n) throw unsupported('x does not change with the parameter');
  const ratio = simplify(mkMul([dy, mkPow(dx, num(-1))]));
  const rates = `\\frac{dx}{d${t}} = ${tex(dx)},\\ \\frac{dy}{d${t}} = ${tex(dy)}`;
  const steps: Step[] = [
    step('calc-param-rates', `x = ${tex(X)},\\ y = ${tex(Y)}`, rates, { t, eq: rates }),
    step('calc-param-ratio', rates, `\\frac{dy}{dx} = ${tex(ratio)}`, {
      eq: `\\frac{dy}{dx} = \\frac{dy/d${t}}{dx/d${t}} = \\frac{${tex(dy)}}{${tex(dx)}} = ${tex(ratio)}`,
    }),
  ];
  if (r.params.at === null)
    return { kind: 'expression', latex: `\\frac{dy}{dx} = ${tex(ratio)}`, text: `dy/dx = ${toText(ratio)}`, steps, exact: true };
  const a = P(String(r.params.at));
  if (Math.abs(val(subst(dx, t, a))) < 1e-12) throw unsupported('dx/dt is zero there: the tangent is vertical or undefined');
  const m = simplify(subst(ratio, t, a));
  if (!Number.isFinite(val(m))) throw unsupported('The derivative is undefined there');
  steps.push(step('calc-param-at', '', tex(m), { t, value: tex(a), eq: `\\frac{dy}{dx} = ${tex(m)}` }));
  return { kind: 'number', latex: tex(m), text: toText(m), steps, exact: true, approx: isNum(m) ? undefined : fmt(val(m)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Related rates

/** Related rates from an equation: `If x^2 + y^2 = 25 and dx/dt = 3, find dy/dt when x = 3 and y = 4`. */
export function readRelatedRates(q: string): TopicReading | null {
  const words = readRelatedRatesWords(q);
  if (words) return rrReading(words.eq, words.rates, words.target, words.values, words.positive);
  const rates: Record<string, string> = {};
  let rest = q.replace(new RegExp(`\\bd([a-z])\\s*\\/\\s*dt\\s*=\\s*(${NUM})`, 'gi'), (_, v: string, n: string) => {
    rates[v] = n;
    return ' ; ';
  });
  let target: string | null = null;
  rest = rest.replace(
    /\b(?:find|compute|determine|what\s+is|how\s+fast\s+is)\s+(?:the\s+(?:rate\s+)?)?d([a-z])\s*\/\s*dt\b/i,
    (_, v: string) => {
      target = v;
      return ' ; ';
    },
  );
  if (!target || !Object.keys(rates).length) return null;
  const values: Record<string, string> = {};
  rest = rest.replace(/\b(when|at\s+the\s+instant|at\s+the\s+moment|where|at)\b(.*)$/i, (_, _w: string, tail: string) => {
    for (const m of tail.matchAll(new RegExp(`\\b([a-z])\\s*=\\s*(${NUM})`, 'gi'))) values[m[1]!] = m[2]!;
    return tail.replace(new RegExp(`\\b[a-z]\\s*=\\s*(?:${NUM})`, 'gi'), '').replace(/\band\b|[,;\s]/gi, '') ? '#' : ' ; ';
  });
  const eqs = rest
    .split(/\s*(?:;|,|\.(?=\s|$)|\band\b|\bif\b|\bgiven(?:\s+that)?\b|\bsuppose(?:\s+that)?\b|\bwith\b)\s*/i)
    .filter((s) => s.trim());
  if (eqs.length !== 1 || !/=/.test(eqs[0]!)) return null;
  return rrReading(eqs[0]!, rates, target, values, false);
}

function rrReading(
  eqText: string,
  rates: Record<string, string>,
  target: string,
  values: Record<string, string>,
  positive: boolean,
): TopicReading | null {
  let e: Expr;
  try {
    e = parse(eqText.replace(/π/g, 'pi'));
  } catch {
    return null;
  }
  if (e.k !== 'rel' || e.op !== '=') return null;
  const vars = free(e);
  if (!vars.includes(target) || vars.length < 2) return null;
  const rs: Record<string, string> = {};
  for (const [v, n] of Object.entries(rates)) {
    const x = numberOf(n);
    if (x === null || !vars.includes(v) || v === target) return null;
    rs[v] = x;
  }
  const vs: Record<string, string> = {};
  for (const [v, n] of Object.entries(values)) {
    const x = numberOf(n);
    if (x === null || !vars.includes(v)) return null;
    vs[v] = x;
  }
  // every variable but the target has a rate; at most one value is left to find from the equation
  if (vars.some((v) => v !== target && !(v in rs))) return null;
  if (vars.filter((v) => !(v in vs)).length > 1) return null;
  return reading(
    'related-rates',
    { eq: toText(e), rates: rs, target, values: vs, positive },
    toLatex(e),
    `related_rates(${toText(e)}, d${target}/dt)`,
  );
}

/** The value of the one variable the question leaves out, from the equation (a unique real value, or a unique positive one for lengths). */
function missingValue(e: Expr, v: string, known: Record<string, Expr>, positive: boolean): Expr {
  let eq = e;
  for (const [k, x] of Object.entries(known)) eq = subst(eq, k, x);
  const s = solveEquation(simplify(eq), v);
  if (s.kind !== 'solutions' || s.period || s.partial || !s.exact) throw unsupported('The missing value is not found exactly');
  const real = s.solutions.map(simplify).filter((r) => !free(r).includes('i') && Number.isFinite(val(r)));
  const pick = positive ? real.filter((r) => val(r) > 0) : real;
  if (pick.length !== 1) throw unsupported('The equation gives more than one value there: say which');
  return pick[0]!;
}

function solveRelatedRates(r: TopicReading): TopicAnswer {
  const e = parse(String(r.params.eq));
  if (e.k !== 'rel') throw unsupported('Not an equation');
  const target = String(r.params.target);
  const rates = r.params.rates as Record<string, string>;
  const known: Record<string, Expr> = {};
  for (const [k, x] of Object.entries(r.params.values as Record<string, string>)) known[k] = P(x);
  const vars = free(e);
  const F = simplify(mkAdd([e.args[0], mkMul([num(-1), e.args[1]])]));
  const steps: Step[] = [step('calc-rr-equation', '', tex(e), { eq: tex(e) })];
  const dot = (v: string) => `\\frac{d${v}}{dt}`;
  const sides = (side: Expr) => {
    const parts = vars.map((v) => ({ v, d: D(side, v) })).filter((p) => !(isNum(p.d) && p.d.n === 0n));
    return parts.length ? parts.map((p) => `${wrap(p.d)}${dot(p.v)}`).join(' + ') : '0';
  };
  const diffEq = `${sides(e.args[0])} = ${sides(e.args[1])}`;
  steps.push(step('calc-rr-differentiate', tex(e), diffEq, { eq: diffEq }));
  const missing = vars.find((v) => !(v in known));
  if (missing) known[missing] = missingValue(e, missing, known, Boolean(r.params.positive));
  const at = (x: Expr) => {
    let out = x;
    for (const [k, v] of Object.entries(known)) out = subst(out, k, v);
    return simplify(out);
  };
  const valuesTex = vars
    .map((v) => `${v} = ${tex(known[v]!)}`)
    .concat(Object.entries(rates).map(([v, x]) => `${dot(v)} = ${tex(P(x))}`));
  steps.push(step('calc-rr-values', '', valuesTex.join(',\\ '), { values: valuesTex.join(',\\ ') }));
  const Ft = at(D(F, target));
  if (!Number.isFinite(val(Ft)) || Math.abs(val(Ft)) < 1e-12) throw unsupported('The rate cannot be found at that instant');
  const others = simplify(mkAdd(Object.entries(rates).map(([v, x]) => mkMul([at(D(F, v)), P(x)]))));
  const rate = simplify(mkMul([num(-1), others, mkPow(Ft, num(-1))]));
  if (!Number.isFinite(val(rate))) throw unsupported('The rate is undefined at that instant');
  const answer = `\\frac{d${target}}{dt} = ${tex(rate)}`;
  steps.push(step('calc-rr-solve', '', answer, { rate: dot(target), eq: answer }));
  return {
    kind: 'expression',
    latex: answer,
    text: `d${target}/dt = ${toText(rate)}`,
    steps,
    exact: true,
    approx: isNum(rate) ? undefined : fmt(val(rate)),
  };
}

const wrap = (e: Expr) =>
  isNum(e) && e.n === 1n && e.d === 1n ? '' : e.k === 'add' ? `\\left(${tex(e)}\\right)` : `${tex(e)}\\,`;

// ---------------------------------------------------------------------------------------------------------------
// Optimisation

/** A domain `x > 0`, `0 < x < 10`, `0 <= x <= 5`, `[0, 3]`, `the interval [0, 3]`, or null. */
function domainOf(s: string, v: string): { lo: string | null; hi: string | null; closed: [boolean, boolean] } | null {
  let m = /^(?:the\s+(?:closed\s+)?interval\s+)?\[\s*([^,\]]+)\s*,\s*([^,\]]+)\s*\]$/i.exec(s.trim());
  if (m) {
    const [lo, hi] = [numberOf(m[1]!), numberOf(m[2]!)];
    return lo !== null && hi !== null && val(P(lo)) < val(P(hi)) ? { lo, hi, closed: [true, true] } : null;
  }
  m = new RegExp(`^(?:(${NUM})\\s*(<=?)\\s*)?${v}\\s*(?:(<=?|>=?)\\s*(${NUM}))?$`, 'i').exec(s.trim());
  if (!m || (!m[1] && !m[3])) return null;
  const a = m[1] ? numberOf(m[1]) : null;
  if (m[3] && m[3].startsWith('>')) {
    if (m[1]) return null;
    return { lo: numberOf(m[4]!), hi: null, closed: [m[3] === '>=', false] };
  }
  const b = m[3] ? numberOf(m[4]!) : null;
  if (a !== null && b !== null && !(val(P(a)) < val(P(b)))) return null;
  return { lo: a, hi: b, closed: [m[2] === '<=', m[3] === '<='] };
}

const OPT_VERB = String.raw`(maximi[sz]e|minimi[sz]e|find\s+the\s+(?:absolute\s+|global\s+)?(?:maximum|minimum)(?:\s+value)?\s+of)`;

/** `maximize A = x(20 - 2x)`, `minimize f(x) = x + 4/x for x > 0`, `find the absolute maximum of f(x) = … on [0, 3]`. */
export function readOptimization(q: string): TopicReading | null {
  const words = readOptimizationWords(q);
  if (words) return optReading(words.goal, words.f, words.name, words.v, words.domain, words.numbers);
  let m = new RegExp(
    `^${OPT_VERB}\\s+(?:the\\s+function\\s+)?(?:([a-z])\\s*(?:\\(\\s*([a-z])\\s*\\))?\\s*=\\s*)?(.+?)(?:\\s*,?\\s*(?:for|on|over|where|when|subject\\s+to|with|in)\\s+(.+))?$`,
    'i',
  ).exec(q);
  let both = false;
  if (!m) {
    m = new RegExp(
      `^(?:find\\s+)?(?:the\\s+)?(?:absolute|global)\\s+(?:extrema|maximum\\s+and\\s+minimum(?:\\s+values)?|max(?:imum)?\\s+and\\s+min(?:imum)?)\\s+(?:values\\s+)?of\\s+()(?:([a-z])\\s*\\(\\s*([a-z])\\s*\\)\\s*=\\s*)?(.+?)\\s+(?:on|over)\\s+(.+)$`,
      'i',
    ).exec(q);
    if (!m) return null;
    both = true;
  }
  const f = expr(m[4]!);
  if (!f) return null;
  const vars = free(f);
  if (vars.length !== 1 || (m[3] && m[3] !== vars[0])) return null;
  const v = vars[0]!;
  const dom = m[5] ? domainOf(m[5], v) : null;
  if (m[5] && !dom) return null;
  // a quadratic over all the reals is the algebra topic's vertex question ("Find the minimum value of f(x) = −x² + 4x + 1"
  // is "no minimum" there; here it would be refused)
  if (!m[5] && !both && /^find/i.test(m[1]!) && toPolyExpr(f, v, 2)?.length === 3) return null;
  const goal = both ? 'both' : /^(?:maximi|find\s+the\s+(?:absolute\s+|global\s+)?maximum)/i.test(m[1]!) ? 'max' : 'min';
  const name = m[2] && m[2] !== v ? m[2] : m[3] ? 'f' : null;
  return optReading(goal, toText(f), name, v, dom, null);
}

function optReading(
  goal: 'max' | 'min' | 'both',
  f: string,
  name: string | null,
  v: string,
  dom: { lo: string | null; hi: string | null; closed: [boolean, boolean] } | null,
  numbers: string | null,
): TopicReading {
  return reading(
    'optimize',
    { goal, f, name: name ?? 'f', v, lo: dom?.lo ?? null, hi: dom?.hi ?? null, closed: dom?.closed ?? [false, false], numbers },
    `${goal === 'min' ? '\\min' : '\\max'}\\ ${tex(P(f))}`,
    `optimize(${f})`,
  );
}

function domainTex(v: string, lo: Expr | null, hi: Expr | null, closed: [boolean, boolean]): string {
  if (lo && hi && closed[0] && closed[1]) return `${v} \\in \\left[${tex(lo)}, ${tex(hi)}\\right]`;
  const l = lo ? `${tex(lo)} ${closed[0] ? '\\le' : '<'} ` : '';
  const h = hi ? ` ${closed[1] ? '\\le' : '<'} ${tex(hi)}` : '';
  return lo || hi ? `${l}${v}${h}` : `${v} \\in \\mathbb{R}`;
}

function solveOptimize(r: TopicReading, budget: Budget): TopicAnswer {
  const v = String(r.params.v);
  const f = P(String(r.params.f));
  const name = String(r.params.name);
  const lo = r.params.lo === null ? null : P(String(r.params.lo));
  const hi = r.params.hi === null ? null : P(String(r.params.hi));
  const closed = r.params.closed as [boolean, boolean];
  const goal = r.params.goal as 'max' | 'min' | 'both';
  const dom = domainTex(v, lo, hi, closed);
  const steps: Step[] = [step('calc-opt-objective', '', `${name} = ${tex(f)}`, { eq: `${name}(${v}) = ${tex(f)}`, domain: dom })];
  const d1 = D(f, v);
  steps.push(
    step('calc-derivative', `${name}(${v}) = ${tex(f)}`, `${name}'(${v}) = ${tex(d1)}`, { eq: `${name}'(${v}) = ${tex(d1)}` }),
  );
  const inside = (x: number) =>
    (lo === null || x > val(lo) + 1e-12 || (closed[0] && Math.abs(x - val(lo)) < 1e-12)) &&
    (hi === null || x < val(hi) - 1e-12 || (closed[1] && Math.abs(x - val(hi)) < 1e-12));
  const s = solveEquation({ k: 'rel', op: '=', args: [d1, num(0)] }, v);
  budget.check();
  if (s.kind !== 'solutions' && s.kind !== 'none') throw unsupported('The critical points are not found exactly');
  if (s.kind === 'solutions' && (s.period || s.partial || !s.exact))
    throw unsupported('The critical points are not a finite exact list');
  const crit = (s.kind === 'none' ? [] : s.solutions.map(simplify))
    .filter((c) => !free(c).includes('i') && Number.isFinite(val(c)) && inside(val(c)))
    .sort((a, b) => val(a) - val(b));
  const list = crit.length ? crit.map((c) => `${v} = ${tex(c)}`).join(',\\ ') : '\\varnothing';
  steps.push(step('calc-critical-solve', `${name}'(${v}) = 0`, list, { eq: `${name}'(${v}) = 0`, points: list }));
  // continuous and differentiable on the domain (a corner or a pole would be a critical point the solver does not list)
  if (!continuousOn(f, v, lo, hi, closed) || !continuousOn(d1, v, lo, hi, closed))
    throw unsupported('The function is not differentiable on the whole domain');
  const closedInterval = lo !== null && hi !== null && closed[0] && closed[1];
  if (closedInterval) return closedMethod(f, v, name, goal, [lo, ...crit, hi], steps);
  if (goal === 'both' || crit.length !== 1)
    throw unsupported('Not one critical point on an open domain: the extremum is not settled');
  const c = crit[0]!;
  const d2 = simplify(subst(D(d1, v), v, c));
  const s2 = val(d2);
  if (!Number.isFinite(s2) || Math.abs(s2) < 1e-12 || (goal === 'max') !== s2 < 0)
    throw unsupported('The only critical point is not the asked extremum');
  const y = simplify(subst(f, v, c));
  steps.push(
    step(goal === 'max' ? 'calc-opt-only-max' : 'calc-opt-only-min', '', `${name} = ${tex(y)}`, {
      eq: `${name}''\\left(${tex(c)}\\right) = ${tex(d2)}`,
      point: `${v} = ${tex(c)}`,
    }),
  );
  return optAnswer(goal, name, v, [{ c, y }], steps, r.params.numbers as string | null, f);
}

/**
 * f is continuous on the domain (the closed interval method and the one-critical-point argument need it): no zero of
 * its denominator in the domain (an open end may be one; solved exactly, else refused) and finite values on a fine
 * sample of the domain.
 */
function continuousOn(f: Expr, v: string, lo: Expr | null, hi: Expr | null, closed: [boolean, boolean]): boolean {
  // an unbounded side is sampled out to 60 (e^x overflows past about 700)
  const [a, b] = [lo === null ? -60 : val(lo), hi === null ? 60 : val(hi)];
  const [, den] = numerDenom(f);
  if (!isNum(den)) {
    const s = solveEquation({ k: 'rel', op: '=', args: [den, num(0)] }, v);
    if (s.kind !== 'none' && (s.kind !== 'solutions' || s.period || s.partial)) return false;
    const inside = (z: Expr) =>
      !free(z).includes('i') &&
      (closed[0] ? val(z) >= a - 1e-12 : val(z) > a + 1e-12) &&
      (closed[1] ? val(z) <= b + 1e-12 : val(z) < b - 1e-12);
    if (s.kind === 'solutions' && s.solutions.some(inside)) return false;
  }
  for (let i = 1; i < 4000; i++) if (!Number.isFinite(val(f, { [v]: a + ((b - a) * i) / 4000 }))) return false;
  return true;
}

function closedMethod(f: Expr, v: string, name: string, goal: 'max' | 'min' | 'both', cands: Expr[], steps: Step[]): TopicAnswer {
  const vals = cands.map((c) => ({ c, y: simplify(subst(f, v, c)) }));
  if (vals.some((p) => !Number.isFinite(val(p.y)))) throw unsupported('The function is not defined on the whole interval');
  const table = vals.map((p) => `${name}\\left(${tex(p.c)}\\right) = ${tex(p.y)}`).join(',\\ ');
  steps.push(step('calc-opt-closed', '', table, { values: table }));
  const best = (sign: 1 | -1) => {
    const m = Math.max(...vals.map((p) => sign * val(p.y)));
    const at = vals.filter((p) => Math.abs(sign * val(p.y) - m) < 1e-9 * (1 + Math.abs(m)));
    return at.filter((p, i) => at.findIndex((q) => Math.abs(val(q.c) - val(p.c)) < 1e-12) === i);
  };
  const parts: string[] = [];
  const texts: string[] = [];
  for (const g of goal === 'both' ? (['max', 'min'] as const) : [goal]) {
    const at = best(g === 'max' ? 1 : -1);
    parts.push(`\\${g} ${name} = ${tex(at[0]!.y)}\\ \\left(${at.map((p) => `${v} = ${tex(p.c)}`).join(',\\ ')}\\right)`);
    texts.push(`${g} ${name} = ${toText(at[0]!.y)} at ${at.map((p) => `${v} = ${toText(p.c)}`).join(', ')}`);
  }
  return { kind: 'expression', latex: parts.join(',\\quad '), text: texts.join('; '), steps, exact: true, graph: [toText(f)] };
}

function optAnswer(
  goal: 'max' | 'min',
  name: string,
  v: string,
  pts: { c: Expr; y: Expr }[],
  steps: Step[],
  numbers: string | null,
  f: Expr,
): TopicAnswer {
  const [{ c, y }] = pts as [{ c: Expr; y: Expr }];
  if (numbers) {
    const other = simplify(subst(P(numbers), v, c));
    steps.push(step('calc-opt-numbers', '', `${tex(c)},\\ ${tex(other)}`, { numbers: `${tex(c)},\\ ${tex(other)}` }));
  }
  return {
    kind: 'expression',
    latex: `\\${goal} ${name} = ${tex(y)}\\ \\left(${v} = ${tex(c)}\\right)`,
    text: `${goal} ${name} = ${toText(y)} at ${v} = ${toText(c)}`,
    steps,
    exact: true,
    approx: isNum(y) ? undefined : fmt(val(y)),
    graph: [toText(f)],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// An explicit derivative in Leibniz or prime notation, which the ODE guard keeps from the core ("dy/dx for y = …")

const ORDER_OF: Record<string, number> = { '2': 2, '3': 3, '²': 2, '³': 3 };

/** `dy/dx for y = x^3`, `d^2y/dx^2 for y = ln(x)`, `use logarithmic differentiation to find dy/dx for y = (x^2+1)^x`. */
export function readExplicitDerivative(q: string): TopicReading | null {
  const m =
    /^(?:use\s+(?:logarithmic\s+)?differentiation\s+to\s+)?(?:find\s+|compute\s+|what\s+is\s+)?(?:the\s+(?:derivative\s+)?)?(?:(dy\/dx)|d\^?([23²³])y\/dx\^?([23²³])|y('{1,3}))\s+(?:for|of|if|when|given|where)\s+y\s*=\s*(.+)$/i.exec(
      q.replace(/″/g, "''").replace(/′/g, "'"),
    );
  if (!m || (m[2] && m[2] !== m[3] && ORDER_OF[m[2]] !== ORDER_OF[m[3]!])) return null;
  const order = m[1] ? 1 : m[2] ? ORDER_OF[m[2]]! : m[4]!.length;
  const f = expr(m[5]!);
  if (!f || free(f).some((v) => v !== 'x')) return null;
  return reading('explicit-derivative', { f: toText(f), order }, `y = ${tex(f)}`, `derivative(${toText(f)}, x, ${order})`);
}

/** The engine's derivative with its steps (product, chain, logarithmic differentiation …). */
function solveExplicit(r: TopicReading): TopicAnswer {
  const order = Number(r.params.order);
  const d = derivative(P(String(r.params.f)), 'x', order);
  const lhs = order === 1 ? '\\frac{dy}{dx}' : `\\frac{d^{${order}}y}{dx^{${order}}}`;
  return { kind: 'expression', latex: `${lhs} = ${tex(d.result)}`, text: toText(d.result), steps: d.steps.steps, exact: true };
}

/** Reads a parametric derivative, a related-rates question, an optimisation or an explicit derivative, or null. */
export function readApplied(q: string): TopicReading | null {
  return readParametric(q) ?? readRelatedRates(q) ?? readOptimization(q) ?? readExplicitDerivative(q);
}

/** Solves the tasks of {@link readApplied}; MathError UNSUPPORTED when the answer would not be settled. */
export function solveApplied(r: TopicReading, budget: Budget): TopicAnswer | null {
  if (r.task === 'parametric') return solveParametric(r);
  if (r.task === 'related-rates') return solveRelatedRates(r);
  if (r.task === 'optimize') return solveOptimize(r, budget);
  if (r.task === 'explicit-derivative') return solveExplicit(r);
  return null;
}
