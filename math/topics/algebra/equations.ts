/**
 * Equations, inequalities and systems read from words ("Solve the rational equation …", "roots of …", "solve by
 * factoring …", "Solve the system: …", "-3 < 2x + 1 <= 7"): the computation is the engine's (solveEquation,
 * solveInequality, intersectInequalities, solveSystem of math/solve); this module adds the display students expect
 * (roots in increasing order, complex roots as a + bi, "no solution" / "all real numbers" / "infinitely many solutions"
 * with the reason) and a verification by substitution that does not reuse the solver's path.
 */
import { type Expr, isNum, num, qval, subst, sym } from '../../ast';
import { toLatex, toText } from '../../print';
import { expand, mkAdd, mkMul, simplify, together } from '../../simplify';
import { evalComplex } from '../../numeric';
import { type Poly, numericRoots, rationalRoots, toPoly } from '../../poly';
import { MathError } from '../../errors';
import {
  intersectInequalities,
  intervalsLatex,
  intervalsText,
  solveEquation,
  solveInequality,
  solveSystem,
  type SolveResult,
} from '../../solve';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { answer, complexForms, expr, freeVars, param, step } from './util';

type Rel = Extract<Expr, { k: 'rel' }>;

/** An equation or inequality typed by the student, as the engine's relation (or a list for a compound inequality). */
export function relation(src: string): Expr {
  const e = expr(src);
  if (e.k === 'rel' || (e.k === 'list' && e.args.every((a) => a.k === 'rel' && a.op !== '='))) return e;
  throw new MathError('VALIDATION_ERROR', 'Not an equation or inequality', { reason: 'not-an-equation' });
}

/** The sides' difference L − R of an equation. */
const diff = (e: Rel): Expr => mkAdd([e.args[0], mkMul([num(-1), e.args[1]])]);

/** Real and imaginary parts of a root as engine expressions, when it is a + b·i with a, b free of i. */
function splitComplex(e: Expr): { re: Expr; im: Expr } | null {
  const ex = expand(e);
  const im = simplify(subst(ex, 'i', num(0)));
  // ex = re + im_part·i: the coefficient of i is (ex(i) − ex(0)) / i
  // ex is a + b·i after expanding (i² already reduced): b = ex(i = 1) − ex(i = 0), checked numerically below
  const coef = simplify(mkAdd([subst(ex, 'i', num(1)), mkMul([num(-1), im])]));
  if (toText(coef).includes('i')) return null;
  const z = evalComplex(e),
    r = evalComplex(im),
    c = evalComplex(coef);
  if (Math.abs(z.re - r.re) > 1e-9 || Math.abs(z.im - c.re) > 1e-9) return null;
  return { re: im, im: coef };
}

/** The printed roots: real ones in increasing order, then complex pairs as a − bi, a + bi. */
export function rootForms(r: SolveResult): { latex: string[]; text: string[] } {
  const items = r.solutions.map((s, i) => ({ s, z: r.approx[i] ?? evalComplex(s) }));
  const cplx = (z: { im: number }) => (Math.abs(z.im) > 1e-12 ? 1 : 0);
  items.sort((p, q) => cplx(p.z) - cplx(q.z) || (Math.abs(p.z.re - q.z.re) > 1e-9 ? p.z.re - q.z.re : p.z.im - q.z.im));
  const latex: string[] = [],
    text: string[] = [];
  for (const { s, z } of items) {
    const parts = Math.abs(z.im) > 1e-12 ? splitComplex(s) : null;
    const f = parts ? complexForms(parts.re, parts.im) : { latex: toLatex(s), text: toText(s) };
    latex.push(f.latex);
    text.push(f.text);
  }
  return { latex, text };
}

/** The answer of a solved equation or inequality; `style` 'list' prints values only ("roots of …"). */
function solvedAnswer(res: SolveResult, x: string, style: 'list' | 'solve', steps: Step[], realOnly = false): TopicAnswer {
  if (res.kind === 'intervals') {
    const iv = res.intervals ?? [];
    return answer('interval', intervalsLatex(iv), intervalsText(iv), steps);
  }
  if (res.kind === 'none')
    return answer('expression', '\\emptyset', 'no solution', steps, { words: { key: 'common.no-solution' } });
  if (res.kind === 'all')
    return answer('expression', `${x} \\in \\mathbb{R}`, 'all real numbers', steps, {
      words: { key: 'common.all-real-numbers' },
    });
  if (res.kind !== 'solutions' || res.period || res.partial || !res.solutions.length)
    throw new MathError('UNSUPPORTED', 'No complete list of solutions', { reason: 'not-solved' });
  if (realOnly) {
    const keep = res.solutions.map((v, i) => Math.abs((res.approx[i] ?? evalComplex(v)).im) < 1e-12);
    if (!keep.some(Boolean))
      return answer('expression', '\\emptyset', 'no real solution', steps, { words: { key: 'common.no-real-solution' } });
    res = { ...res, solutions: res.solutions.filter((_, i) => keep[i]), approx: res.approx.filter((_, i) => keep[i]) };
  }
  const f = rootForms(res);
  const lx = style === 'list' ? f.latex : f.latex.map((s) => `${x} = ${s}`);
  const tx = style === 'list' ? f.text : f.text.map((s) => `${x} = ${s}`);
  return answer('list', lx.join(',\\quad '), tx.join(', '), steps, { items: f.latex, exact: res.exact });
}

/** Solves an equation/inequality reading (params.eq, params.x, params.style) with the engine; steps from the engine. */
export function solveRelation(r: TopicReading): TopicAnswer {
  const e = relation(param(r, 'eq'));
  const x = String(r.params.x ?? freeVars(e)[0] ?? 'x');
  let res: SolveResult;
  if (e.k === 'list')
    res = intersectInequalities(
      e.args.map((q) => solveInequality(q as Rel, x)),
      x,
    );
  else if (e.k === 'rel' && e.op !== '=') res = solveInequality(e as Rel, x);
  else {
    const except = identityOnDomain(e as Rel, x);
    if (except) return except;
    res = solveEquation(e, x);
  }
  const steps = [...res.steps.steps];
  const why = identityStep(e, x, res);
  if (why) steps.push(why);
  const style = r.params.style === 'list' ? 'list' : 'solve';
  return solvedAnswer(res, x, style, steps, r.params.real === true);
}

/**
 * A rational equation whose sides agree wherever both are defined (over one denominator the numerator is 0, e.g.
 * x/(x − 2) = 2/(x − 2) + 1): every real number except the excluded values is a solution. Null otherwise (also when an
 * excluded value is not rational: then the engine's solver answers).
 */
function identityOnDomain(e: Rel, x: string): TopicAnswer | null {
  const [n, d] = together(simplify(diff(e)));
  const pn = toPoly(n, x, 40),
    pd = toPoly(d, x, 40);
  if (!pn || !pd || pd.length < 2 || !pn.every((c) => c.n === 0n)) return null;
  const poles = rationalRoots(pd)
    .sort((a, b) => qval(a) - qval(b))
    .filter((q, i, all) => i === 0 || qval(all[i - 1]!) !== qval(q));
  // every real excluded value must be rational (printed exactly)
  if (!poles.length || numericRoots(pd).some((z) => Math.abs(z.im) < 1e-6 && poles.every((q) => Math.abs(qval(q) - z.re) > 1e-6)))
    return null;
  const ex = poles.map((q) => ({ latex: toLatex(q), text: toText(q) }));
  const step0 = step('algebra-identity-except', toLatex(e), `${toLatex(sym(x))} \\ne ${ex.map((t) => t.latex).join(', ')}`, {
    excluded: ex.map((t) => `${toLatex(sym(x))} = ${t.latex}`).join(',\\ '),
  });
  return answer(
    'expression',
    `${toLatex(sym(x))} \\in \\mathbb{R} \\setminus \\{${ex.map((t) => t.latex).join(', ')}\\}`,
    `all real numbers except ${ex.map((t) => t.text).join(', ')}`,
    [step0],
    {
      words: {
        key: 'common.all-real-except',
        params: { values: ex.map((t) => t.latex).join(', ') },
        paramsText: { values: ex.map((t) => t.text).join(', ') },
      },
    },
  );
}

/** "All real numbers" / "no solution" of an equation whose sides differ by a constant: the reason as a step. */
function identityStep(e: Expr, x: string, res: SolveResult): Step | null {
  if (e.k !== 'rel' || e.op !== '=' || (res.kind !== 'all' && res.kind !== 'none')) return null;
  const d = simplify(expand(diff(e)));
  if (!isNum(d)) return null;
  const before = toLatex(e);
  if (d.n === 0n) return step('algebra-identity', before, `${x} \\in \\mathbb{R}`, { eq: '0 = 0' });
  return step('algebra-contradiction', before, '\\emptyset', { eq: `${toLatex(d)} = 0` });
}

/** The value of the relation's sides at x = v (complex), or null where undefined. */
function sidesAt(e: Rel, x: string, v: Expr): [{ re: number; im: number }, { re: number; im: number }] | null {
  let l: { re: number; im: number }, rr: { re: number; im: number };
  try {
    l = evalComplex(subst(e.args[0], x, v));
    rr = evalComplex(subst(e.args[1], x, v));
  } catch {
    return null;
  }
  if (![l.re, l.im, rr.re, rr.im].every(Number.isFinite)) return null;
  return [l, rr];
}

/**
 * Substitution check of an equation's answer: every listed value makes both sides equal (to 1e-9, relative); a
 * polynomial equation's list is complete (every root found by the numeric root finder is listed). "No solution" and
 * "all real numbers" are checked when the sides differ by a constant (the identity/contradiction step) or, for a
 * polynomial, by its numeric roots. Inequalities: test points inside and outside every interval.
 */
export function verifyRelation(r: TopicReading, a: TopicAnswer): boolean {
  const e = relation(param(r, 'eq'));
  const x = String(r.params.x ?? freeVars(e)[0] ?? 'x');
  if (e.k === 'list' || (e as Rel).op !== '=') return verifyInequality(e, x, a);
  const eq = e as Rel;
  const realOnly = r.params.real === true;
  const poly = toPoly(expand(diff(eq)), x, 40);
  if (a.text === 'all real numbers') return !!poly && poly.every((c) => c.n === 0n);
  if (a.text.startsWith('all real numbers except ')) return verifyExcept(eq, x, a.text.slice(24).split(', '));
  const values =
    a.text === 'no solution' || a.text === 'no real solution'
      ? []
      : a.text.split(', ').map((t) => valueOf(t.replace(/^[a-z]\s*=\s*/i, '')));
  if (values.some((v) => !v)) return false;
  for (const v of values) {
    const s = sidesAt(eq, x, v!);
    if (!s || Math.hypot(s[0].re - s[1].re, s[0].im - s[1].im) > 1e-9 * Math.max(1, Math.hypot(s[0].re, s[0].im))) return false;
  }
  if (poly) return poly.length === 1 ? poly[0]!.n !== 0n && !values.length : complete(poly, values as Expr[], realOnly);
  const rat = rationalCandidates(eq, x);
  if (rat)
    return rat.every((w) => (realOnly && Math.abs(w.z.im) > 1e-9) || w.pole || values.some((v) => near(evalComplex(v!), w.z)));
  // other equations (radical, exponential, logarithmic, absolute value): every listed value satisfies the equation;
  // "no solution" only when each candidate the solver rejected fails the original equation
  if (values.length) return true;
  return a.steps.some((s) => (s.rule as string) === 'check-extraneous') && extraneousOnly(eq, x, a);
}

/** "All real numbers except …": each excluded value leaves a side undefined; the sides agree at sample points. */
function verifyExcept(e: Rel, x: string, excluded: string[]): boolean {
  const ex = excluded.map((t) => valueOf(t));
  if (ex.some((v) => !v || sidesAt(e, x, v))) return false;
  const pts = [-7.3, -2.71, -0.5, 0.37, 1.9, 3.3, 8.1].filter((t) => ex.every((v) => Math.abs(evalComplex(v!).re - t) > 1e-3));
  return pts.every((t) => {
    const s = sidesAt(e, x, expr(`(${t})`));
    return !!s && near(s[0], s[1]);
  });
}

const near = (z: { re: number; im: number }, w: { re: number; im: number }) =>
  Math.hypot(z.re - w.re, z.im - w.im) < 1e-6 * Math.max(1, Math.hypot(w.re, w.im));

/**
 * A rational equation's candidates: the roots of the numerator of L − R written over one denominator (numerically),
 * each marked when it is a pole (a root of the denominator: an excluded, extraneous value). Null when L − R is not a
 * ratio of polynomials.
 */
function rationalCandidates(e: Rel, x: string): { z: { re: number; im: number }; pole: boolean }[] | null {
  const [n, d] = together(simplify(diff(e)));
  const pn = toPoly(n, x, 40),
    pd = toPoly(d, x, 40);
  if (!pn || !pd || pn.every((c) => c.n === 0n)) return null;
  const poles = numericRoots(pd);
  return numericRoots(pn).map((z) => ({ z, pole: poles.some((w) => near(z, w)) }));
}

/** A printed root (plain text) read back into an engine expression. */
function valueOf(t: string): Expr | null {
  try {
    return expr(t);
  } catch {
    return null;
  }
}

/** Every numeric root of the polynomial (every real one when `realOnly`) is one of the listed values. */
function complete(p: Poly, values: Expr[], realOnly = false): boolean {
  const zs = values.map((v) => evalComplex(v));
  return numericRoots(p).every((w) => (realOnly && Math.abs(w.im) > 1e-9) || zs.some((z) => near(z, w)));
}

/** "No solution" after rejecting candidates: each rejected value is undefined in the original equation or fails it. */
function extraneousOnly(e: Rel, x: string, a: TopicAnswer): boolean {
  const rejected = a.steps.filter((s) => (s.rule as string) === 'check-extraneous').map((s) => s.params?.rejected ?? '');
  return rejected.every((t) => {
    const v = valueOf(t);
    if (!v) return false;
    const s = sidesAt(e, x, v);
    return !s || Math.hypot(s[0].re - s[1].re, s[0].im - s[1].im) > 1e-9;
  });
}

/** Inequality answers: sample points inside and outside the printed intervals agree with the original relation. */
function verifyInequality(e: Expr, x: string, a: TopicAnswer): boolean {
  const rels = (e.k === 'list' ? e.args : [e]) as Rel[];
  const holds = (t: number) =>
    rels.every((q) => {
      const s = sidesAt(q, x, decimal(t));
      if (!s) return false;
      const [l, rr] = s;
      if (Math.abs(l.im) > 1e-9 || Math.abs(rr.im) > 1e-9) return false;
      return q.op === '<'
        ? l.re < rr.re
        : q.op === '<='
          ? l.re <= rr.re + 1e-12
          : q.op === '>'
            ? l.re > rr.re
            : l.re >= rr.re - 1e-12;
    });
  const inSet = intervalTest(a.text);
  if (!inSet) return false;
  for (let t = -50; t <= 50; t += 0.37) if (holds(t) !== inSet(t)) return false;
  return true;
}
const decimal = (t: number): Expr => expr(`(${t.toFixed(6)})`);

/** Membership test of an interval text "(-2, 3] U [5, inf)", "all real numbers", "no solution". */
function intervalTest(text: string): ((t: number) => boolean) | null {
  if (text === 'all real numbers') return () => true;
  if (text === 'no solution') return () => false;
  const parts = text.split(/\s*(?:U|∪)\s*/);
  const tests: ((t: number) => boolean)[] = [];
  for (const p of parts) {
    const m = /^([([])\s*([^,]+),\s*([^\])]+)\s*([)\]])$/.exec(p.trim());
    if (!m) return null;
    const lo = bound(m[2]!),
      hi = bound(m[3]!);
    if (lo === null || hi === null) return null;
    tests.push((t) => (m[1] === '[' ? t >= lo - 1e-12 : t > lo) && (m[4] === ']' ? t <= hi + 1e-12 : t < hi));
  }
  return (t) => tests.some((f) => f(t));
}
function bound(s: string): number | null {
  const t = s.trim();
  if (/^-?(?:inf|oo|∞)$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  const v = evalComplex(expr(t));
  return Number.isFinite(v.re) ? v.re : null;
}

/** A system (params.equations: string[]) solved by the engine: unique solution, none or infinitely many with the reason. */
export function solveSystemReading(r: TopicReading): TopicAnswer {
  const eqs = systemEquations(r);
  const res = solveSystem(eqs);
  const steps = [...res.steps.steps];
  if (res.kind === 'none') {
    steps.push(step('algebra-system-inconsistent', toLatex({ k: 'list', args: eqs }), '\\emptyset'));
    return answer('expression', '\\emptyset', 'no solution', steps, { words: { key: 'common.no-solution' } });
  }
  if (res.kind === 'all') {
    steps.push(step('algebra-system-dependent', toLatex({ k: 'list', args: eqs }), '\\infty'));
    return answer('expression', '\\text{infinitely many solutions}', 'infinitely many solutions', steps, {
      words: { key: 'common.infinitely-many-solutions' },
    });
  }
  const sols = res.systemSolutions ?? (res.system ? [res.system] : []);
  if (res.kind !== 'solutions' || !sols.length) throw new MathError('UNSUPPORTED', 'System not solved', { reason: 'not-solved' });
  const vars = Object.keys(sols[0]!).sort();
  const one = (s: Record<string, Expr>) => ({
    latex: vars.map((v) => `${toLatex(sym(v))} = ${toLatex(s[v]!)}`).join(',\\quad '),
    text: vars.map((v) => `${v} = ${toText(s[v]!)}`).join(', '),
  });
  const all = sols.map(one);
  steps.push(step('algebra-system-check', all[0]!.latex, all[0]!.latex, { sol: all[0]!.latex }));
  return answer('list', all.map((s) => s.latex).join(';\\quad '), all.map((s) => s.text).join('; '), steps, {
    items: all.map((s) => s.latex),
    exact: res.exact,
  });
}

/** The system's equations from the reading (2..4 equations in at most 4 variables). */
function systemEquations(r: TopicReading): Rel[] {
  const list = r.params.equations;
  if (!Array.isArray(list) || list.length < 2 || list.length > 4)
    throw new MathError('VALIDATION_ERROR', 'A system of 2 to 4 equations is needed', { reason: 'bad-system' });
  const eqs = list.map((s) => expr(String(s)));
  if (eqs.some((q) => q.k !== 'rel' || q.op !== '='))
    throw new MathError('VALIDATION_ERROR', 'A system must contain equations', { reason: 'bad-system' });
  const vars = new Set(eqs.flatMap((q) => freeVars(q)));
  if (vars.size < 2 || vars.size > 4)
    throw new MathError('VALIDATION_ERROR', 'A system needs 2 to 4 variables', { reason: 'bad-system' });
  return eqs as Rel[];
}

/**
 * Checks a system's answer by substitution into every original equation (exact, with the engine's simplifier, then
 * numerically); "no solution" and "infinitely many" by the ranks of the coefficient and augmented matrices (floating
 * elimination, independent of the exact elimination that produced the answer).
 */
export function verifySystem(r: TopicReading, a: TopicAnswer): boolean {
  const eqs = systemEquations(r);
  if (a.text === 'no solution' || a.text === 'infinitely many solutions') {
    const ranks = linearRanks(eqs);
    if (!ranks) return false;
    return a.text === 'no solution' ? ranks.aug > ranks.coef : ranks.aug === ranks.coef && ranks.coef < ranks.vars;
  }
  return a.text.split('; ').every((sol) => {
    const env: Record<string, Expr> = {};
    for (const part of sol.split(', ')) {
      const m = /^([a-z])\s*=\s*(.+)$/i.exec(part.trim());
      if (!m) return false;
      env[m[1]!] = expr(`(${m[2]})`);
    }
    return eqs.every((q) => {
      let d = diff(q);
      for (const [v, val] of Object.entries(env)) d = subst(d, v, val);
      const s = simplify(d);
      if (isNum(s)) return s.n === 0n;
      const z = evalComplex(s);
      return Math.hypot(z.re, z.im) < 1e-9;
    });
  });
}

/** Ranks of a linear system's coefficient and augmented matrices (null when it is not linear). */
function linearRanks(eqs: Rel[]): { coef: number; aug: number; vars: number } | null {
  const vars = [...new Set(eqs.flatMap((q) => freeVars(q)))];
  const rows: number[][] = [];
  for (const q of eqs) {
    const d = expand(diff(q));
    const at = (env: Record<string, number>) => {
      let e = d;
      for (const v of vars) e = subst(e, v, num(env[v] ?? 0));
      const z = evalComplex(e);
      return z.re;
    };
    const zero = Object.fromEntries(vars.map((v) => [v, 0]));
    const c0 = at(zero);
    const row = vars.map((v) => at({ ...zero, [v]: 1 }) - c0);
    // linear: f(2e_v) − c0 = 2(f(e_v) − c0) and f(1,…,1) = c0 + Σ coefficients
    if (vars.some((v, j) => Math.abs(at({ ...zero, [v]: 2 }) - c0 - 2 * row[j]!) > 1e-9)) return null;
    if (Math.abs(at(Object.fromEntries(vars.map((v) => [v, 1]))) - c0 - row.reduce((s, t) => s + t, 0)) > 1e-9) return null;
    rows.push([...row, -c0]);
  }
  return { coef: rank(rows.map((rw) => rw.slice(0, -1))), aug: rank(rows), vars: vars.length };
}
function rank(m0: number[][]): number {
  const m = m0.map((r) => [...r]);
  let rk = 0;
  for (let c = 0; c < (m[0]?.length ?? 0) && rk < m.length; c++) {
    let p = rk;
    for (let i = rk; i < m.length; i++) if (Math.abs(m[i]![c]!) > Math.abs(m[p]![c]!)) p = i;
    if (Math.abs(m[p]![c]!) < 1e-9) continue;
    [m[rk], m[p]] = [m[p]!, m[rk]!];
    for (let i = 0; i < m.length; i++)
      if (i !== rk) {
        const f = m[i]![c]! / m[rk]![c]!;
        m[i] = m[i]!.map((v, j) => v - f * m[rk]![j]!);
      }
    rk++;
  }
  return rk;
}

/**
 * "Classify the equation as a conditional equation, an identity or a contradiction" (OpenStax Intermediate Algebra 2e
 * §2.1): the engine's solution decides — every real number (identity), no solution (contradiction), or some values
 * (conditional). Text: `identity: all real numbers`, `contradiction: no solution`, `conditional: x = 3`.
 */
export function solveClassify(r: TopicReading): TopicAnswer {
  const sol = solveRelation(r);
  const kind = sol.text === 'all real numbers' ? 'identity' : sol.text === 'no solution' ? 'contradiction' : 'conditional';
  const steps = [...sol.steps];
  if (kind === 'conditional') steps.push(step('algebra-conditional', sol.latex, sol.latex, { sol: sol.latex }));
  const words =
    kind === 'conditional'
      ? { key: 'algebra.conditional' as const, params: { solution: sol.latex }, paramsText: { solution: sol.text } }
      : { key: kind === 'identity' ? ('algebra.identity' as const) : ('algebra.contradiction' as const) };
  return answer('expression', `\\text{${kind}}:\\ ${sol.latex}`, `${kind}: ${sol.text}`, steps, { words });
}

/** The classification agrees with the kind of solution set, and the solution part passes {@link verifyRelation}. */
export function verifyClassify(r: TopicReading, a: TopicAnswer): boolean {
  const m = /^(identity|contradiction|conditional): (.+)$/.exec(a.text);
  if (!m) return false;
  const [, kind, rest] = m;
  const ok =
    kind === 'identity'
      ? rest === 'all real numbers'
      : kind === 'contradiction'
        ? rest === 'no solution'
        : !/^(?:all real numbers|no solution)$/.test(rest!);
  return ok && verifyRelation(r, { ...a, text: rest! });
}
