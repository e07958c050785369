/**
 * Solving the calculus tasks of ./read.ts with the moves of OpenStax Calculus Volume 1 §3.2 (derivative at a point,
 * tangent lines), §4.3–4.5 (critical points, first and second derivative tests, concavity and inflection points),
 * §3.8 (implicit differentiation) and Volume 2 §6.3 (Taylor and Maclaurin polynomials), CC BY 4.0. Exact through
 * the engine's differentiator and equation solver; a critical point the solver cannot list exactly (a periodic family,
 * a numeric root) is refused rather than guessed.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, numerDenom } from '../../simplify';
import { derive } from '../../diff';
import { solveEquation } from '../../solve';
import { integrateDefinite, quadrature } from '../../integrate';
import { evalReal } from '../../numeric';
import { type Expr, num, isNum, sym, subst, symbols } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import type { AnswerWords } from '../../answerWords';
import { step } from '../geometry/util';
import { solveApplied } from './applied';
import { areaGraph, pointsGraph } from '../../graph/build';
import type { PointRole } from '../../graph/spec';

const tex = toLatex;
const D = (e: Expr, v: string): Expr => simplify(derive(simplify(e), v));
const at = (e: Expr, v: string, a: Expr): Expr => simplify(subst(e, v, a));
const val = (e: Expr, env: Record<string, number> = {}): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'calculus-unsupported' });

/** Real solutions of e = 0 in v, exact, in increasing order; throws UNSUPPORTED when they are not a finite exact list. */
function realZeros(e: Expr, v: string): Expr[] {
  if (isNum(e)) return [];
  const s = solveEquation({ k: 'rel', op: '=', args: [e, num(0)] }, v);
  if (s.kind === 'none') return [];
  if (s.kind !== 'solutions' || s.period || s.partial || !s.exact)
    throw unsupported('The equation f′(x) = 0 has no exact finite list of solutions here');
  const real = s.solutions.filter((r) => ![...symbols(r)].includes('i') && Number.isFinite(val(r)));
  return real.sort((a, b) => val(a) - val(b));
}

/** Points where f is defined but f′ is not (a zero of f′'s denominator), for |x|^(2/3)-like functions. */
function cornerPoints(f: Expr, d: Expr, v: string): Expr[] {
  const [, den] = numerDenom(d);
  if (isNum(den)) return [];
  try {
    return realZeros(den, v).filter((c) => Number.isFinite(val(f, { [v]: val(c) })));
  } catch {
    return [];
  }
}

const fnTex = (v: string, a: Expr) => `f\\left(${tex(a)}\\right)`;
const pointTex = (a: Expr, b: Expr) => `\\left(${tex(a)}, ${tex(b)}\\right)`;

/** Critical points with their kind (max, min, neither) by the second or the first derivative test. */
function classify(f: Expr, v: string, steps: Step[]): { c: Expr; y: Expr; kind: 'max' | 'min' | 'none' }[] {
  const d1 = D(f, v);
  steps.push(step('calc-derivative', `f(${v}) = ${tex(f)}`, `f'(${v}) = ${tex(d1)}`, { eq: `f'(${v}) = ${tex(d1)}` }));
  const zeros = realZeros(d1, v);
  const corners = cornerPoints(f, d1, v);
  const all = [...zeros, ...corners].sort((a, b) => val(a) - val(b));
  const list = all.length ? all.map((c) => `${v} = ${tex(c)}`).join(',\\ ') : '\\varnothing';
  steps.push(step('calc-critical-solve', `f'(${v}) = 0`, list, { eq: `f'(${v}) = 0`, points: list }));
  const d2 = D(d1, v);
  return all.map((c, i) => {
    const y = at(f, v, c);
    const s2 = corners.includes(c) ? NaN : val(at(d2, v, c));
    let kind: 'max' | 'min' | 'none';
    if (Number.isFinite(s2) && Math.abs(s2) > 1e-12) {
      kind = s2 < 0 ? 'max' : 'min';
      steps.push(
        step(kind === 'max' ? 'calc-second-derivative-max' : 'calc-second-derivative-min', '', `${fnTex(v, c)} = ${tex(y)}`, {
          eq: `f''\\left(${tex(c)}\\right) = ${tex(at(d2, v, c))}`,
          point: pointTex(c, y),
        }),
      );
    } else {
      // first derivative test: the sign of f′ just left and right of c (between neighbouring critical points)
      const cv = val(c);
      const left = i > 0 ? (val(all[i - 1]!) + cv) / 2 : cv - 1;
      const right = i < all.length - 1 ? (val(all[i + 1]!) + cv) / 2 : cv + 1;
      const [sl, sr] = [val(d1, { [v]: left }), val(d1, { [v]: right })];
      kind = sl > 0 && sr < 0 ? 'max' : sl < 0 && sr > 0 ? 'min' : 'none';
      steps.push(
        step(`calc-first-derivative-${kind}`, '', `${fnTex(v, c)} = ${tex(y)}`, {
          signs: `f'(${fmt(left)}) ${sl > 0 ? '> 0' : '< 0'},\\ f'(${fmt(right)}) ${sr > 0 ? '> 0' : '< 0'}`,
          point: pointTex(c, y),
        }),
      );
    }
    return { c, y, kind };
  });
}

const fmt = (x: number) => String(Number(x.toPrecision(6)));

/** Critical points (task `critical`) or local extrema (task `extrema`). */
function solveCritical(r: TopicReading): TopicAnswer {
  const { f, v } = fnOf(r);
  const steps: Step[] = [];
  const pts = classify(f, v, steps);
  if (r.task === 'critical') {
    const items = pts.map((p) => `${v} = ${tex(p.c)}`);
    const texts = pts.map((p) => `${v} = ${toText(p.c)}`);
    return {
      kind: 'list',
      latex: items.length ? items.join(',\\ ') : '\\text{none}',
      text: texts.length ? texts.join(', ') : 'none',
      ...(items.length ? {} : { words: { key: 'common.none' as const } }),
      items,
      steps,
      exact: true,
      graph: calcGraph(f, v, [['critical', pts.map((p) => [p.c, p.y] as const)]]),
    };
  }
  const ext = pts.filter((p) => p.kind !== 'none');
  const word = { max: 'local max', min: 'local min' } as const;
  const items = ext.map((p) => `\\text{${word[p.kind as 'max' | 'min']}}\\ ${pointTex(p.c, p.y)}`);
  const texts = ext.map((p) => `${word[p.kind as 'max' | 'min']} (${toText(p.c)}, ${toText(p.y)})`);
  const words: AnswerWords[] = ext.map((p) => ({
    key: p.kind === 'max' ? 'calculus.local-max' : 'calculus.local-min',
    params: { point: pointTex(p.c, p.y) },
    paramsText: { point: `(${toText(p.c)}, ${toText(p.y)})` },
  }));
  return {
    kind: 'list',
    latex: items.length ? items.join(',\\ ') : '\\text{none}',
    text: texts.length ? texts.join('; ') : 'none',
    words: words.length ? words : { key: 'common.none' },
    items,
    steps,
    exact: true,
    graph: calcGraph(f, v, [
      ['max', ext.filter((p) => p.kind === 'max').map((p) => [p.c, p.y] as const)],
      ['min', ext.filter((p) => p.kind === 'min').map((p) => [p.c, p.y] as const)],
    ]),
  };
}

/** Inflection points: f″ = 0 where f″ changes sign. */
function solveInflection(r: TopicReading): TopicAnswer {
  const { f, v } = fnOf(r);
  const d2 = D(D(f, v), v);
  const steps: Step[] = [
    step('calc-second-derivative', `f(${v}) = ${tex(f)}`, `f''(${v}) = ${tex(d2)}`, { eq: `f''(${v}) = ${tex(d2)}` }),
  ];
  const zs = realZeros(d2, v);
  const pts = zs.filter((c, i) => {
    const cv = val(c);
    const left = i > 0 ? (val(zs[i - 1]!) + cv) / 2 : cv - 1;
    const right = i < zs.length - 1 ? (val(zs[i + 1]!) + cv) / 2 : cv + 1;
    return Math.sign(val(d2, { [v]: left })) * Math.sign(val(d2, { [v]: right })) < 0;
  });
  steps.push(
    step('calc-inflection-sign', `f''(${v}) = 0`, pts.map((c) => `${v} = ${tex(c)}`).join(',\\ ') || '\\varnothing', {
      points: zs.map((c) => `${v} = ${tex(c)}`).join(',\\ ') || '\\varnothing',
    }),
  );
  const items = pts.map((c) => pointTex(c, at(f, v, c)));
  return {
    kind: 'list',
    latex: items.length ? items.join(',\\ ') : '\\text{none}',
    text: pts.length ? pts.map((c) => `(${toText(c)}, ${toText(at(f, v, c))})`).join(', ') : 'none',
    ...(items.length ? {} : { words: { key: 'common.none' as const } }),
    items,
    steps,
    exact: true,
    graph: calcGraph(f, v, [['inflection', pts.map((c) => [c, at(f, v, c)] as const)]]),
  };
}

/** f′(a), the tangent line y = f′(a)(x − a) + f(a), or the normal line (slope −1/f′(a)). */
function solvePoint(r: TopicReading): TopicAnswer {
  const { f, v } = fnOf(r);
  const a = simplify(parse(String(r.params.at)));
  const y0 = at(f, v, a);
  if (!Number.isFinite(val(y0)))
    throw new MathError('VALIDATION_ERROR', 'The function is not defined at that point', { reason: 'undefined-point' });
  const order = Number(r.params.order ?? 1);
  if (order > 1) return solveHigherAt(f, v, a, order);
  const d1 = D(f, v);
  const m = at(d1, v, a);
  if (!Number.isFinite(val(m))) throw unsupported('The function has no derivative at that point');
  const steps: Step[] = [
    step('calc-derivative', `f(${v}) = ${tex(f)}`, `f'(${v}) = ${tex(d1)}`, { eq: `f'(${v}) = ${tex(d1)}` }),
    step('calc-slope-at-point', `f'(${v})`, tex(m), { eq: `f'\\left(${tex(a)}\\right) = ${tex(m)}` }),
  ];
  if (r.task === 'slope')
    return { kind: 'number', latex: tex(m), text: toText(m), steps, exact: true, approx: isNum(m) ? undefined : fmt(val(m)) };
  const X = sym(v);
  steps.push(step('calc-point-on-curve', '', pointTex(a, y0), { eq: `f\\left(${tex(a)}\\right) = ${tex(y0)}` }));
  if (r.task === 'normal' && isNum(m) && m.n === 0n) {
    const latex = `${v} = ${tex(a)}`;
    steps.push(step('calc-normal-vertical', '', latex, { eq: latex }));
    return { kind: 'expression', latex, text: `${v} = ${toText(a)}`, steps, exact: true };
  }
  const slope = r.task === 'tangent' ? m : simplify(mkMul([num(-1), mkPow(m, num(-1))]));
  const line = simplify(mkAdd([mkMul([slope, mkAdd([X, mkMul([num(-1), a])])]), y0]));
  const latex = `y = ${tex(line)}`;
  steps.push(
    step(r.task === 'tangent' ? 'calc-tangent-line' : 'calc-normal-line', '', latex, {
      eq: `y - ${wrapTex(y0)} = ${wrapTex(slope)}\\left(${v} - ${wrapTex(a)}\\right) \\Rightarrow ${latex}`,
    }),
  );
  const [curve, ...marks] = calcGraph(f, v, [['tangency', [[a, y0]]]]);
  const graph = [curve!, toText(v === 'x' ? line : subst(line, v, sym('x'))), ...marks];
  return { kind: 'expression', latex, text: `y = ${toText(line)}`, steps, exact: true, graph };
}

/**
 * The graph of a calculus answer: f (in x) with its labelled points (math/graph/build.ts): the point of tangency,
 * the critical points, the extrema, the inflection points. A role with no point adds nothing.
 */
function calcGraph(f: Expr, v: string, marks: [PointRole, readonly (readonly [Expr, Expr])[]][]): string[] {
  const marked = marks.map(([role, pts]) => (pts.length ? pointsGraph(role, pts) : null));
  return [toText(v === 'x' ? f : subst(f, v, sym('x'))), ...marked.filter((m): m is string => !!m)];
}

/** f⁽ⁿ⁾(a) for n = 2…4: differentiate n times, then evaluate at the point. */
function solveHigherAt(f: Expr, v: string, a: Expr, n: number): TopicAnswer {
  let d = f;
  for (let k = 0; k < n; k++) d = D(d, v);
  const primes = "'".repeat(n);
  const m = at(d, v, a);
  if (!Number.isFinite(val(m))) throw unsupported('The derivative is undefined at that point');
  const eq = `f${primes}(${v}) = ${tex(d)}`;
  const steps: Step[] = [
    n === 2
      ? step('calc-second-derivative', `f(${v}) = ${tex(f)}`, eq, { eq })
      : step('calc-nth-derivative', `f(${v}) = ${tex(f)}`, eq, { n: String(n), eq }),
    step('calc-slope-at-point', `f${primes}(${v})`, tex(m), { eq: `f${primes}\\left(${tex(a)}\\right) = ${tex(m)}` }),
  ];
  return { kind: 'number', latex: tex(m), text: toText(m), steps, exact: true, approx: isNum(m) ? undefined : fmt(val(m)) };
}

const wrapTex = (e: Expr) => (isNum(e) && (e.n < 0n || e.d !== 1n) ? `\\left(${tex(e)}\\right)` : tex(e));

function fnOf(r: TopicReading): { f: Expr; v: string } {
  return { f: simplify(parse(String(r.params.f))), v: String(r.params.v ?? 'x') };
}

const factorial = (k: number): bigint => (k <= 1 ? 1n : BigInt(k) * factorial(k - 1));

/** Taylor polynomial Σ f^(k)(a)/k! (x − a)^k up to a degree, or the first `terms` nonzero terms (degree ≤ 12). */
function solveTaylor(r: TopicReading, budget: Budget): TopicAnswer {
  const { f, v } = fnOf(r);
  const a = simplify(parse(String(r.params.center)));
  const degree = r.params.degree as number | null;
  const terms = r.params.terms as number | null;
  const X = sym(v);
  const shifted = isNum(a) && a.n === 0n ? X : mkAdd([X, mkMul([num(-1), a])]);
  const out: Expr[] = [];
  const coefTex: string[] = [];
  let d = f;
  let nonzero = 0;
  for (let k = 0; k <= 12; k++) {
    budget.check();
    if (degree !== null && k > degree) break;
    if (degree === null && terms !== null && nonzero >= terms) break;
    if (k > 0) d = D(d, v);
    const c = at(d, v, a);
    if (!Number.isFinite(val(c))) throw unsupported('The function has no Taylor expansion at that point');
    coefTex.push(`f^{(${k})}\\left(${tex(a)}\\right) = ${tex(c)}`);
    if (isNum(c) && c.n === 0n) continue;
    nonzero++;
    out.push(simplify(mkMul([c, mkPow(num(factorial(k)), num(-1)), mkPow(shifted, num(k))])));
  }
  if (degree === null && terms !== null && nonzero < terms) throw unsupported('Fewer nonzero terms than asked below degree 12');
  const polyTex = out.length
    ? out.map((t, i) => (i === 0 ? tex(t) : tex(t).startsWith('-') ? ` - ${tex(t).slice(1)}` : ` + ${tex(t)}`)).join('')
    : '0';
  const series = degree === null;
  const latex = series ? `${polyTex} + \\cdots` : polyTex;
  const text = out
    .map((t, i) => (i === 0 ? toText(t) : toText(t).startsWith('-') ? ` - ${toText(t).slice(1)}` : ` + ${toText(t)}`))
    .join('');
  const steps: Step[] = [
    step('calc-taylor-formula', '', `\\sum_{k} \\frac{f^{(k)}(${tex(a)})}{k!}(${v} - ${tex(a)})^{k}`, {
      formula: `\\sum_{k} \\frac{f^{(k)}\\left(${tex(a)}\\right)}{k!}\\left(${v} - ${tex(a)}\\right)^{k}`,
    }),
    step('calc-taylor-derivatives', '', coefTex.join(',\\ '), { values: coefTex.join(',\\ ') }),
    step('calc-taylor-assemble', '', latex, { eq: latex }),
  ];
  return {
    kind: 'expression',
    latex,
    text: series ? `${text} + ...` : text || '0',
    steps,
    exact: true,
    graph: [toText(f), text || '0'],
  };
}

/** dy/dx = −F_x/F_y for F(x, y) = lhs − rhs, with the textbook's moves (differentiate both sides, collect y′). */
function solveImplicit(r: TopicReading): TopicAnswer {
  const e = parse(String(r.params.eq));
  if (e.k !== 'rel') throw unsupported('Not an equation');
  const F = simplify(mkAdd([e.args[0], mkMul([num(-1), e.args[1]])]));
  const Fx = D(F, 'x');
  const Fy = D(F, 'y');
  if (isNum(Fy) && Fy.n === 0n) throw unsupported('The equation does not involve y');
  const dydx = simplify(mkMul([num(-1), Fx, mkPow(Fy, num(-1))]));
  const both = `\\frac{d}{dx}\\left(${tex(e.args[0])}\\right) = \\frac{d}{dx}\\left(${tex(e.args[1])}\\right)`;
  const latex = `\\frac{dy}{dx} = ${tex(dydx)}`;
  const steps: Step[] = [
    step('calc-implicit-differentiate', tex(e), both, { eq: both }),
    step('calc-implicit-collect', both, `\\left(${tex(Fy)}\\right)\\frac{dy}{dx} = ${tex(simplify(mkMul([num(-1), Fx])))}`, {
      eq: `\\left(${tex(Fy)}\\right)\\frac{dy}{dx} = ${tex(simplify(mkMul([num(-1), Fx])))}`,
    }),
    step('calc-implicit-solve', '', latex, { eq: latex }),
  ];
  return { kind: 'expression', latex, text: `dy/dx = ${toText(dydx)}`, steps, exact: true };
}

/** ∫_a^b e dx exactly, or UNSUPPORTED. */
function definite(e: Expr, v: string, a: Expr, b: Expr): Expr {
  const r = integrateDefinite(e, v, a, b);
  if (!r.value || !r.exact) throw unsupported('The integral has no exact value here');
  return simplify(r.value);
}

/** The zeros of e strictly inside (lo, hi), a periodic family unrolled; throws UNSUPPORTED when they are not exact. */
function zerosIn(e: Expr, v: string, lo: number, hi: number): Expr[] {
  if (isNum(e)) return [];
  const s = solveEquation({ k: 'rel', op: '=', args: [e, num(0)] }, v);
  if (s.kind === 'none') return [];
  if (s.kind !== 'solutions' || s.partial || !s.exact)
    throw unsupported('The curves cross where the engine finds no exact value');
  const out: Expr[] = [];
  for (const r0 of s.solutions) {
    if ([...symbols(r0)].includes('i')) continue;
    const p = s.period ? val(s.period) : 0;
    const ks = p
      ? Array.from({ length: Math.min(200, Math.ceil((hi - lo) / p) + 3) }, (_, i) => i + Math.floor((lo - val(r0)) / p) - 1)
      : [0];
    for (const k of ks) {
      const c = p ? simplify(mkAdd([r0, mkMul([num(k), s.period!])])) : simplify(r0);
      const cv = val(c);
      if (cv > lo + 1e-12 && cv < hi - 1e-12 && !out.some((o) => Math.abs(val(o) - cv) < 1e-12)) out.push(c);
    }
  }
  return out.sort((x, y) => val(x) - val(y));
}

/** Area between y = f and y = g: over [a, b] when given, else between their outermost intersections; |f − g| piecewise. */
function solveArea(r: TopicReading): TopicAnswer {
  const v = String(r.params.v);
  const f = simplify(parse(String(r.params.f)));
  const g = simplify(parse(String(r.params.g)));
  const diff = simplify(mkAdd([f, mkMul([num(-1), g])]));
  const steps: Step[] = [];
  let cuts: Expr[];
  let a: Expr, b: Expr;
  if (r.params.lo !== null && r.params.hi !== null) {
    [a, b] = [simplify(parse(String(r.params.lo))), simplify(parse(String(r.params.hi)))];
    cuts = zerosIn(diff, v, val(a), val(b));
  } else {
    cuts = realZeros(diff, v);
    if (cuts.length < 2) throw unsupported('The curves do not enclose a bounded region');
    [a, b] = [cuts[0]!, cuts[cuts.length - 1]!];
    cuts = cuts.slice(1, -1);
    steps.push(
      step('calc-area-intersections', `${tex(f)} = ${tex(g)}`, cuts.length ? '' : `${v} = ${tex(a)},\\ ${v} = ${tex(b)}`, {
        eq: `${tex(f)} = ${tex(g)} \\Rightarrow ${[a, ...cuts, b].map((c) => `${v} = ${tex(c)}`).join(',\\ ')}`,
      }),
    );
  }
  const pts = [a, ...cuts, b];
  const pieces: Expr[] = [];
  for (let i = 0; i + 1 < pts.length; i++) {
    const I = definite(diff, v, pts[i]!, pts[i + 1]!);
    pieces.push(val(I) < 0 ? simplify(mkMul([num(-1), I])) : I);
  }
  const area = simplify(mkAdd(pieces));
  const integral = pts
    .slice(0, -1)
    .map((p, i) => `\\left|\\int_{${tex(p)}}^{${tex(pts[i + 1]!)}} \\left(${tex(diff)}\\right)d${v}\\right|`)
    .join(' + ');
  steps.push(step('calc-area-integral', '', tex(area), { eq: `A = ${integral} = ${tex(area)}` }));
  return {
    kind: 'number',
    latex: tex(area),
    text: toText(area),
    steps,
    exact: true,
    approx: isNum(area) ? undefined : fmt(val(area)),
    graph: [toText(f), toText(g), ...[areaGraph(f, g, a, b, v)].filter((e): e is string => !!e)],
  };
}

/** Volume of revolution: disks π∫f² dx about the x-axis, shells 2π∫|x|f dx about the y-axis. */
function solveVolume(r: TopicReading): TopicAnswer {
  const v = String(r.params.v);
  const f = simplify(parse(String(r.params.f)));
  const [a, b] = [simplify(parse(String(r.params.lo))), simplify(parse(String(r.params.hi)))];
  const X = sym(v);
  const x = r.params.axis === 'x';
  if (!x && val(a) < 0 && val(b) > 0) throw unsupported('Shells need an interval on one side of the axis');
  const integrand = x ? simplify(mkPow(f, num(2))) : simplify(mkMul([val(a) < 0 ? num(-1) : num(1), X, f]));
  const I = definite(integrand, v, a, b);
  const V = simplify(mkMul([x ? sym('pi') : mkMul([num(2), sym('pi')]), I]));
  const formula = x
    ? `V = \\pi\\int_{${tex(a)}}^{${tex(b)}} \\left(${tex(f)}\\right)^{2}d${v}`
    : `V = 2\\pi\\int_{${tex(a)}}^{${tex(b)}} ${v}\\left(${tex(f)}\\right)d${v}`;
  const steps: Step[] = [
    step(x ? 'calc-volume-disk' : 'calc-volume-shell', '', formula, { eq: formula }),
    step('calc-volume-value', formula, tex(V), { eq: `V = ${tex(V)}` }),
  ];
  return { kind: 'number', latex: tex(V), text: toText(V), steps, exact: true, approx: fmt(val(V)) };
}

/** Arc length ∫√(1 + f′²) dx: exact when the engine integrates it, else a numeric value marked approximate. */
function solveArcLength(r: TopicReading): TopicAnswer {
  const v = String(r.params.v);
  const f = simplify(parse(String(r.params.f)));
  const [a, b] = [simplify(parse(String(r.params.lo))), simplify(parse(String(r.params.hi)))];
  const d = D(f, v);
  const integrand = simplify(mkPow(mkAdd([num(1), mkPow(d, num(2))]), num(1, 2)));
  const formula = `L = \\int_{${tex(a)}}^{${tex(b)}} \\sqrt{1 + \\left(${tex(d)}\\right)^{2}}\\,d${v}`;
  const steps: Step[] = [step('calc-arc-length-formula', '', formula, { eq: formula })];
  const res = integrateDefinite(integrand, v, a, b);
  if (res.value && res.exact) {
    const L = simplify(res.value);
    steps.push(step('calc-arc-length-value', formula, tex(L), { eq: `L = ${tex(L)}` }));
    return { kind: 'number', latex: tex(L), text: toText(L), steps, exact: true, approx: isNum(L) ? undefined : fmt(val(L)) };
  }
  const q = quadrature((t) => val(integrand, { [v]: t }), val(a), val(b), 1e-12);
  if (!Number.isFinite(q.value)) throw unsupported('The arc length integral does not converge numerically');
  const shown = String(Number(q.value.toPrecision(10)));
  steps.push(step('calc-arc-length-numeric', formula, shown, { eq: `L \\approx ${shown}` }));
  return { kind: 'number', latex: `\\approx ${shown}`, text: shown, approx: shown, steps, exact: false };
}

/** Dispatches a calculus reading. Throws MathError UNSUPPORTED/VALIDATION_ERROR, never guesses. */
export function solveCalculus(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  switch (r.task) {
    case 'critical':
    case 'extrema':
      return solveCritical(r);
    case 'inflection':
      return solveInflection(r);
    case 'tangent':
    case 'normal':
    case 'slope':
      return solvePoint(r);
    case 'taylor':
      return solveTaylor(r, budget);
    case 'implicit':
      return solveImplicit(r);
    case 'area-between':
      return solveArea(r);
    case 'volume':
      return solveVolume(r);
    case 'arc-length':
      return solveArcLength(r);
    default: {
      const applied = solveApplied(r, budget);
      if (applied) return applied;
      throw new MathError('VALIDATION_ERROR', `Unknown calculus task ${r.task}`, { reason: 'unknown-task' });
    }
  }
}
