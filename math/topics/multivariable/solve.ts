/**
 * Multivariable calculus with the moves of OpenStax Calculus Volume 3 (CC BY-NC-SA 4.0; no text taken): §4.6 gradient and directional
 * derivative (D_u f = ∇f·u, u the unit vector), §4.7 critical points and the second-derivative test
 * (D = f_xx f_yy − f_xy²), the Hessian and Jacobian matrices, §5.1–5.4 iterated double and triple integrals (Fubini;
 * inner bounds may depend on outer variables). Exact through the engine; what it cannot do exactly is refused.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, expand } from '../../simplify';
import { integrateDefinite, integrateIndefinite } from '../../integrate';
import { solveEquation, solveSystem } from '../../solve';
import { type Expr, num, isNum, subst, symbols, contains } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import type { AnswerWordKey, AnswerWords } from '../../answerWords';
import { step } from '../geometry/util';
import { solveLagrange } from './lagrange';
import { solveRegionIntegral } from './polar';
import { solveLineIntegral } from './line';
import { tex, P, D, val, unsupported } from './util';

const vecTex = (xs: Expr[]) => `\\left\\langle ${xs.map(tex).join(', ')} \\right\\rangle`;
const vecText = (xs: Expr[]) => `<${xs.map(toText).join(', ')}>`;
const matTex = (rows: Expr[][]) => `\\begin{pmatrix}${rows.map((r) => r.map(tex).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
const matText = (rows: Expr[][]) => `[[${rows.map((r) => r.map(toText).join(', ')).join('], [')}]]`;
const atPoint = (e: Expr, vars: string[], pt: Expr[]) => simplify(vars.reduce((acc, v, i) => subst(acc, v, pt[i]!), e));
const partialTex = (v: string) => `f_{${v}}`;

function fnOf(r: TopicReading): { f: Expr; vars: string[] } {
  return { f: P(String(r.params.f)), vars: r.params.vars as string[] };
}

function solveGradient(r: TopicReading): TopicAnswer {
  const { f, vars } = fnOf(r);
  const grads = vars.map((v) => D(f, v));
  const steps: Step[] = [
    step('mv-partials', `f = ${tex(f)}`, vars.map((v, i) => `${partialTex(v)} = ${tex(grads[i]!)}`).join(',\\ '), {
      eq: vars.map((v, i) => `${partialTex(v)} = ${tex(grads[i]!)}`).join(',\\ '),
    }),
    step('mv-gradient', '', `\\nabla f = ${vecTex(grads)}`, { eq: `\\nabla f = ${vecTex(grads)}` }),
  ];
  const at = r.params.at as string[] | null;
  if (!at) return { kind: 'vector', latex: vecTex(grads), text: vecText(grads), steps, exact: true };
  const pt = at.map(P);
  const g0 = grads.map((g) => atPoint(g, vars, pt));
  steps.push(
    step('mv-evaluate-point', '', vecTex(g0), { eq: `\\nabla f\\left(${pt.map(tex).join(', ')}\\right) = ${vecTex(g0)}` }),
  );
  return { kind: 'vector', latex: vecTex(g0), text: vecText(g0), steps, exact: true };
}

function solveDirectional(r: TopicReading): TopicAnswer {
  const { f, vars } = fnOf(r);
  const pt = (r.params.at as string[]).map(P);
  const dir = (r.params.dir as string[]).map(P);
  const grads = vars.map((v) => D(f, v));
  const g0 = grads.map((g) => atPoint(g, vars, pt));
  const norm = simplify(mkPow(mkAdd(dir.map((c) => mkPow(c, num(2)))), num(1, 2)));
  if (isNum(norm) && norm.n === 0n)
    throw new MathError('VALIDATION_ERROR', 'The direction is the zero vector', { reason: 'zero-direction' });
  const u = dir.map((c) => simplify(mkMul([c, mkPow(norm, num(-1))])));
  const dd = simplify(mkAdd(g0.map((g, i) => mkMul([g, u[i]!]))));
  const steps: Step[] = [
    step('mv-gradient', '', `\\nabla f = ${vecTex(grads)}`, { eq: `\\nabla f = ${vecTex(grads)}` }),
    step('mv-evaluate-point', '', vecTex(g0), { eq: `\\nabla f\\left(${pt.map(tex).join(', ')}\\right) = ${vecTex(g0)}` }),
    step('mv-unit-vector', vecTex(dir), vecTex(u), { eq: `\\vec u = \\frac{${vecTex(dir)}}{${tex(norm)}} = ${vecTex(u)}` }),
    step('mv-directional', '', tex(dd), { eq: `D_{\\vec u} f = \\nabla f \\cdot \\vec u = ${tex(dd)}` }),
  ];
  return {
    kind: 'number',
    latex: tex(dd),
    text: toText(dd),
    steps,
    exact: true,
    approx: isNum(dd) ? undefined : String(Number(val(dd).toPrecision(10))),
  };
}

function solveHessian(r: TopicReading): TopicAnswer {
  const { f, vars } = fnOf(r);
  const first = vars.map((v) => D(f, v));
  const H = vars.map((_vi, i) => vars.map((vj) => D(first[i]!, vj)));
  const steps: Step[] = [
    step('mv-partials', `f = ${tex(f)}`, vars.map((v, i) => `${partialTex(v)} = ${tex(first[i]!)}`).join(',\\ '), {
      eq: vars.map((v, i) => `${partialTex(v)} = ${tex(first[i]!)}`).join(',\\ '),
    }),
    step('mv-hessian', '', matTex(H), { eq: `H = ${matTex(H)}` }),
  ];
  return { kind: 'matrix', latex: matTex(H), text: matText(H), steps, exact: true };
}

function solveJacobian(r: TopicReading): TopicAnswer {
  const fs = (r.params.fs as string[]).map(P);
  const vars = r.params.vars as string[];
  const J = fs.map((f) => vars.map((v) => D(f, v)));
  const steps: Step[] = [step('mv-jacobian', '', matTex(J), { eq: `J = ${matTex(J)}` })];
  if (r.task === 'jacobian') return { kind: 'matrix', latex: matTex(J), text: matText(J), steps, exact: true };
  const m = (i: number, j: number) => J[i]![j]!;
  const minus = (p: Expr, q: Expr) => mkAdd([p, mkMul([num(-1), q])]);
  const det = simplify(
    J.length === 2
      ? minus(mkMul([m(0, 0), m(1, 1)]), mkMul([m(0, 1), m(1, 0)]))
      : mkAdd([
          mkMul([m(0, 0), minus(mkMul([m(1, 1), m(2, 2)]), mkMul([m(1, 2), m(2, 1)]))]),
          mkMul([num(-1), m(0, 1), minus(mkMul([m(1, 0), m(2, 2)]), mkMul([m(1, 2), m(2, 0)]))]),
          mkMul([m(0, 2), minus(mkMul([m(1, 0), m(2, 1)]), mkMul([m(1, 1), m(2, 0)]))]),
        ]),
  );
  steps.push(step('mv-jacobian-det', matTex(J), tex(det), { eq: `\\det J = ${tex(det)}` }));
  return { kind: 'expression', latex: tex(det), text: toText(det), steps, exact: true };
}

/** Exact real roots of e = 0 in v (a finite list); throws UNSUPPORTED otherwise. */
function rootsOf(e: Expr, v: string): Expr[] {
  if (!contains(e, v)) {
    if (isNum(e) && e.n === 0n) throw unsupported('The critical points are not isolated');
    return [];
  }
  const s = solveEquation({ k: 'rel', op: '=', args: [e, num(0)] }, v);
  if (s.kind === 'none') return [];
  if (s.kind !== 'solutions' || s.period || s.partial || !s.exact)
    throw unsupported('f_x = 0 or f_y = 0 has no exact finite list of solutions here');
  return s.solutions.map((r) => simplify(r));
}

/** Critical points of f(x, y): ∇f = 0 solved exactly, each classified by D = f_xx f_yy − f_xy². */
function solveCritical2(r: TopicReading): TopicAnswer {
  const { f, vars } = fnOf(r);
  const [x, y] = vars as [string, string];
  const fx = D(f, x);
  const fy = D(f, y);
  let sols: Record<string, Expr>[];
  if (!contains(fx, y) && !contains(fy, x)) {
    // decoupled: f_x = 0 in x alone and f_y = 0 in y alone, every pair of roots
    const xs = rootsOf(fx, x);
    const ys = rootsOf(fy, y);
    sols = xs.flatMap((a) => ys.map((b) => ({ [x]: a, [y]: b })));
  } else {
    const sys = solveSystem(
      [
        { k: 'rel', op: '=', args: [fx, num(0)] },
        { k: 'rel', op: '=', args: [fy, num(0)] },
      ],
      [x, y],
    );
    if (sys.kind === 'none') sols = [];
    else if (sys.system) sols = [sys.system];
    else if (sys.systemSolutions) sols = sys.systemSolutions;
    else throw unsupported('The system f_x = 0, f_y = 0 has no exact finite list of solutions here');
  }
  sols = sols.filter((s) => [x, y].every((v) => s[v] && !contains(s[v]!, 'i') && Number.isFinite(val(s[v]!))));
  if (sols.some((s) => [x, y].some((v) => [...symbols(s[v]!)].some((w) => w !== 'pi' && w !== 'e'))))
    throw unsupported('The critical points are not isolated');
  sols.sort((a, b) => val(a[x]!) - val(b[x]!) || val(a[y]!) - val(b[y]!));
  const fxx = D(fx, x);
  const fyy = D(fy, y);
  const fxy = D(fx, y);
  const Dexpr = simplify(mkAdd([mkMul([fxx, fyy]), mkMul([num(-1), mkPow(fxy, num(2))])]));
  const steps: Step[] = [
    step('mv-partials', `f = ${tex(f)}`, `f_{${x}} = ${tex(fx)},\\ f_{${y}} = ${tex(fy)}`, {
      eq: `f_{${x}} = ${tex(fx)},\\ f_{${y}} = ${tex(fy)}`,
    }),
    step('mv-critical-solve', '', sols.map((s) => `\\left(${tex(s[x]!)}, ${tex(s[y]!)}\\right)`).join(',\\ ') || '\\varnothing', {
      points: sols.map((s) => `\\left(${tex(s[x]!)}, ${tex(s[y]!)}\\right)`).join(',\\ ') || '\\varnothing',
    }),
    step('mv-second-derivative-test', '', `D = ${tex(Dexpr)}`, {
      eq: `D = f_{${x}${x}}f_{${y}${y}} - f_{${x}${y}}^{2} = ${tex(Dexpr)}`,
    }),
  ];
  const items: string[] = [];
  const texts: string[] = [];
  const words: AnswerWords[] = [];
  const wordKey: Record<string, AnswerWordKey> = {
    'local min': 'calculus.local-min',
    'local max': 'calculus.local-max',
    'saddle point': 'calculus.saddle-point',
    inconclusive: 'calculus.inconclusive',
  };
  for (const s of sols) {
    const pt = [s[x]!, s[y]!];
    const d = val(atPoint(Dexpr, vars, pt));
    const a = val(atPoint(fxx, vars, pt));
    const kind = d > 1e-12 ? (a > 0 ? 'local min' : 'local max') : d < -1e-12 ? 'saddle point' : 'inconclusive';
    const z = atPoint(f, vars, pt);
    items.push(`\\text{${kind}}\\ \\left(${tex(pt[0]!)}, ${tex(pt[1]!)}\\right)`);
    texts.push(`${kind} (${toText(pt[0]!)}, ${toText(pt[1]!)})`);
    words.push({
      key: wordKey[kind]!,
      params: { point: `\\left(${tex(pt[0]!)}, ${tex(pt[1]!)}\\right)` },
      paramsText: { point: `(${toText(pt[0]!)}, ${toText(pt[1]!)})` },
    });
    steps.push(
      step(`mv-classify-${kind.replace(/ /g, '-').replace('local-', '').replace('-point', '')}`, '', `f = ${tex(z)}`, {
        point: `\\left(${tex(pt[0]!)}, ${tex(pt[1]!)}\\right)`,
        eq: `D = ${tex(atPoint(Dexpr, vars, pt))},\\ f_{${x}${x}} = ${tex(atPoint(fxx, vars, pt))}`,
      }),
    );
  }
  return {
    kind: 'list',
    latex: items.join(',\\ ') || '\\text{none}',
    text: texts.join('; ') || 'none',
    words: words.length ? words : { key: 'common.none' },
    items,
    steps,
    exact: true,
  };
}

/**
 * Iterated integral of g over bounds (innermost first, ends as text that may use outer variables), each inner result
 * exact: the value (no variable left) and one `mv-inner-integral` step per integral. Throws UNSUPPORTED otherwise.
 */
export function integrateIterated(
  g0: Expr,
  bounds: { v: string; lo: string; hi: string }[],
  budget: Budget,
): { value: Expr; steps: Step[] } {
  let g = g0;
  const steps: Step[] = [];
  for (const b of bounds) {
    budget.check();
    const lo = P(b.lo);
    const hi = P(b.hi);
    const anti = integrateIndefinite(g, b.v).antiderivative;
    let next: Expr;
    if (anti) next = simplify(mkAdd([subst(anti, b.v, hi), mkMul([num(-1), subst(anti, b.v, lo)])]));
    else {
      // integrateDefinite with another variable in the integrand answered 0 in a probe: only without parameters
      if ([...symbols(g)].some((s) => s !== b.v && s !== 'pi' && s !== 'e'))
        throw unsupported('An inner integral has no exact antiderivative here');
      const d = integrateDefinite(g, b.v, lo, hi);
      if (!d.value || !d.exact) throw unsupported('An inner integral has no exact value here');
      next = simplify(d.value);
    }
    const dv = b.v.length > 1 ? `\\${b.v}` : b.v;
    steps.push(
      step('mv-inner-integral', `\\int_{${tex(lo)}}^{${tex(hi)}} ${tex(g)}\\,d${dv}`, tex(next), {
        v: dv,
        eq: `\\int_{${tex(lo)}}^{${tex(hi)}} ${tex(g)}\\,d${dv} = ${tex(next)}`,
      }),
    );
    g = next;
  }
  if ([...symbols(g)].some((s) => s !== 'pi' && s !== 'e')) throw unsupported('The bounds leave a variable in the result');
  return { value: g, steps };
}

/** A number answer: exact text, LaTeX, and a decimal beside it when it is not a plain number. */
export function numberAnswer(g0: Expr, steps: Step[]): TopicAnswer {
  // 2*pi*(1/2 - 1/(2*e)) reads better expanded (pi - pi/e): the shorter of the two forms
  let g = g0;
  try {
    const alt = simplify(expand(g0));
    if (toText(alt).length < toText(g0).length) g = alt;
  } catch {
    // keep g0
  }
  return {
    kind: 'number',
    latex: tex(g),
    text: toText(g),
    steps,
    exact: true,
    approx: isNum(g) ? undefined : String(Number(val(g).toPrecision(10))),
  };
}

/** Iterated integral, innermost first; each inner result must be exact. */
function solveIntegral(r: TopicReading, budget: Budget): TopicAnswer {
  const { value, steps } = integrateIterated(
    P(String(r.params.f)),
    r.params.bounds as { v: string; lo: string; hi: string }[],
    budget,
  );
  return numberAnswer(value, steps);
}

/** Dispatch. Throws MathError; never guesses. */
export function solveMultivariable(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  switch (r.task) {
    case 'gradient':
      return solveGradient(r);
    case 'directional':
      return solveDirectional(r);
    case 'hessian':
      return solveHessian(r);
    case 'jacobian':
    case 'jacobian-det':
      return solveJacobian(r);
    case 'critical2':
      return solveCritical2(r);
    case 'double-integral':
    case 'triple-integral':
      return solveIntegral(r, budget);
    case 'lagrange':
      return solveLagrange(r, budget);
    case 'polar-integral':
    case 'cylindrical-integral':
    case 'spherical-integral':
      return solveRegionIntegral(r, budget);
    case 'line-scalar':
    case 'line-vector':
      return solveLineIntegral(r, budget);
    default:
      throw new MathError('VALIDATION_ERROR', `Unknown multivariable task ${r.task}`, { reason: 'unknown-task' });
  }
}
