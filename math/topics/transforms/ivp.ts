/**
 * Initial value problems solved with the Laplace transform (issue #22, "Transforms … used to solve an IVP"; Lebl,
 * "Notes on Diffy Qs" §6.2, CC BY-SA 4.0; Boyce & DiPrima §6.2): a y'' + b y' + c y = g(t) (or b y' + c y = g(t)) with
 * constant coefficients, y(0) and y'(0) given, and g(t) in the table (sums of t^k e^{αt} cos/sin βt).
 *
 * Steps as a textbook shows them: transform both sides with L{y'} = sY − y(0), L{y''} = s²Y − s y(0) − y'(0), solve
 * the algebraic equation for Y(s), split Y(s) into partial fractions, invert term by term. The question must ask for
 * the Laplace method ("… using the Laplace transform", "use Laplace transforms to solve …"); a plain IVP belongs to
 * the differential-equations topic. The ODE itself is read by that topic's reader (../differential-equations/read).
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, together, expand } from '../../simplify';
import { derive } from '../../diff';
import { type Expr, type Num, num, sym, subst, isNum, contains, qmul, qadd } from '../../ast';
import { toPoly, polyMul, polyAdd, polyGcd, polyDivmod, factorPoly, factoredExpr, fromPoly, deg, type Poly } from '../../poly';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { readOde, type OdeParams } from '../differential-equations/read';
import { verifyOde } from '../differential-equations/verify';
import { inverseLaplaceRational, laplaceTransform } from './laplace';
import { splitSteps, stepExpr, stepShifts, stepTex, stepsToSign, verifyWithSteps } from './ivp-step';

const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'laplace-unsupported' });

/** "using the Laplace transform", "by Laplace transforms", "use the Laplace transform to solve", "Laplace transform method". */
const METHOD = new RegExp(
  String.raw`(?:^|[\s,;:.]+)(?:(?:by|using|with|via|use|apply|applying|employ)\s+(?:the\s+|a\s+)?(?:method\s+of\s+)?` +
    String.raw`laplace(?:'s)?[- ]transform(?:s|ations?)?(?:\s+method)?|by\s+laplace|(?:by|using|with)\s+the\s+laplace\s+method)` +
    String.raw`(?:\s+(?:to|and)(?=\s+(?:solve|find)\b))?[\s,;:.]*`,
  'i',
);

/** The reading's parameters: the ODE as the differential-equations reader gives it, and the unknown's letter. */
export interface LaplaceIvpParams extends OdeParams {
  /** The unknown as the question names it: `y`, or `x` for x(t) (Lebl writes x'' + x = …). */
  unknown: 'y' | 'x';
}

/** Reads "use the Laplace transform to solve y'' + y = 0, y(0) = 1, y'(0) = 0" (and other phrasings), or null. */
export function readLaplaceIvp(q: string): TopicReading | null {
  const m = METHOD.exec(q);
  if (!m) return null;
  let rest = `${q.slice(0, m.index)} ${q.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  rest = rest.replace(/^(?:to|and)\s+/i, '').replace(/[\s,;:.]+$/, '');
  // Lebl's "… for initial conditions x(0) = 0 and x'(0) = 0"
  rest = rest.replace(/\s*,?\s*(?:for|with|given|subject\s+to)\s+(?:the\s+)?initial\s+(?:conditions|values)\s*:?\s*/i, ', ');
  // x(t) as the unknown (no y anywhere): read it as y, answer as x(t)
  let unknown: 'y' | 'x' = 'y';
  if (!/(?<![A-Za-z])y(?![A-Za-z])/.test(rest) && /(?<![A-Za-z])x\s*(?:''|'|′|’|″|")/.test(rest)) {
    unknown = 'x';
    rest = rest.replace(/(?<![A-Za-z])x(?![A-Za-z])/g, 'y');
  }
  // unit steps u(t − a) are written with sign(t − a) for the engine (./ivp-step.ts)
  const stepped = stepsToSign(rest);
  const r = readOde(stepped.text);
  if (!r) return null;
  const p = r.params as unknown as OdeParams;
  // the transform needs every initial value at t = 0: y(0) (and y'(0) for order 2)
  if (p.conditions.length !== p.order || p.conditions.some((c) => !isZeroText(c.at))) return null;
  const v = p.v === 'x' && !contains(simplify(parse(p.F)), 'x') ? 't' : p.v;
  const show = (s: string) => (unknown === 'x' ? s.replace(/(?<![A-Za-z\\])y(?![A-Za-z])/g, 'x') : s);
  let inputLatex = r.inputLatex;
  if (stepped.found) {
    if (v !== 't') return null;
    const ode = stepOdeLatex(simplify(parse(p.F)), p.order);
    if (!ode) return null;
    inputLatex = [ode, ...inputLatex.split(',\\quad ').slice(1)].join(',\\quad ');
  }
  return {
    topic: 'transforms',
    task: 'laplace-ivp',
    params: { ...p, v, unknown } satisfies LaplaceIvpParams,
    inputLatex: show(inputLatex),
    inputText: show(`${r.inputText}, by Laplace transform`),
  };
}

/** a y'' + b y' + c y = g₀(t) + Σ hⱼ(t)u(t − aⱼ) in LaTeX (the steps as u, not sign), or null when not of that shape. */
function stepOdeLatex(F: Expr, order: number): string | null {
  try {
    const { a, b, c, g } = linearConstant(F, order);
    const { g0, parts } = splitSteps(g, 't');
    const lhs = [
      [a, "y''"],
      [b, "y'"],
      [c, 'y'],
    ]
      .filter(([k]) => (k as Num).n !== 0n)
      .map(([k, w]) => `${coefTex(k as Num)}${w as string}`)
      .join(' + ');
    return `${lhs} = ${rhsTex(
      g0,
      parts.map((pt) => ({ a: pt.a, body: pt.h })),
    )}`.replace(/\+ -/g, '- ');
  } catch {
    return null;
  }
}

/** e^{−as} (e^{−s} for a = 1). */
const expTex = (a: Num) => `e^{-${a.n === a.d ? '' : tex(a)}s}`;

const coefTex = (q: Num) => (q.n === q.d ? '' : q.n === -q.d ? '-' : tex(q));

/** g₀ + Σ (body)·u(t − a) or e^{−as}·(body) in LaTeX; `shift` picks the factor. */
function rhsTex(g0: Expr | null, parts: { a: Num; body: Expr }[], shift: 'u' | 'e' = 'u'): string {
  const head = g0 && !(isNum(g0) && g0.n === 0n) ? [tex(g0)] : [];
  const terms = parts.map(({ a, body }) => {
    const f = shift === 'u' ? stepTex('t', a) : expTex(a);
    const b = isNum(body) && body.n === body.d ? '' : wrapTex(body);
    return shift === 'u' ? `${b}${f}` : `${f}${b}`;
  });
  return [...head, ...terms].join(' + ') || '0';
}

const isZeroText = (s: string) => {
  const e = simplify(parse(s));
  return isNum(e) && e.n === 0n;
};

/** A number (rational) from a condition's text; UNSUPPORTED for π or roots (the table needs rational data). */
function rational(text: string): Num {
  const e = simplify(parse(text));
  if (!isNum(e)) throw unsupported('Initial values must be rational numbers here');
  return e;
}

const tex = toLatex;
const Y = 'Y(s)';

/** a(s²Y − s y₀ − y₁) + b(sY − y₀) + cY as LaTeX, with the initial values put in. */
function transformedLhs(a: Num, b: Num, c: Num, y0: Num, y1: Num | null): string {
  const parts: string[] = [];
  const coef = (q: Num) => (q.n === q.d ? '' : q.n === -q.d ? '-' : tex(q));
  const minus = (q: Num, what: string) => (q.n === 0n ? '' : ` - ${q.n === q.d && what ? '' : tex(q)}${what}`);
  const group = (k: Num, body: string, tail: string) => (tail ? `${coef(k)}\\left(${body}${tail}\\right)` : `${coef(k)}${body}`);
  if (y1 && a.n !== 0n) parts.push(group(a, `s^{2}${Y}`, `${minus(y0, 's')}${minus(y1, '')}`));
  if (b.n !== 0n) parts.push(group(b, `s${Y}`, minus(y0, '')));
  if (c.n !== 0n) parts.push(`${coef(c)}${Y}`);
  return parts.join(' + ').replace(/\+ -/g, '- ');
}

/** The coefficients a, b, c (numbers) and the forcing g(t) of F = a y'' + b y' + c y − g, or UNSUPPORTED. */
function linearConstant(F: Expr, order: number): { a: Num; b: Num; c: Num; g: Expr } {
  const [a, b, c] = ['Y_2', 'Y_1', 'y'].map((s) => simplify(derive(F, s)));
  if (!isNum(a!) || !isNum(b!) || !isNum(c!)) throw unsupported('The Laplace method here needs constant coefficients');
  if ((order === 2 && a.n === 0n) || (order === 1 && b.n === 0n)) throw unsupported('Unexpected order');
  const g = simplify(mkMul([num(-1), ['Y_2', 'Y_1', 'y'].reduce((acc, s) => subst(acc, s, num(0)), F)]));
  if (['y', 'Y_1', 'Y_2'].some((s) => contains(g, s))) throw unsupported('The equation is not linear');
  return { a, b, c, g };
}

/** Y(s) as one fraction N/D of polynomials: (G(s) + a(s y₀ + y₁) + b y₀) / (a s² + b s + c), reduced. */
function solveForY(a: Num, b: Num, c: Num, G: Expr | null, y0: Num, y1: Num): { N: Poly; D: Poly } {
  let gn: Poly = [num(0) as Num];
  let gd: Poly = [num(1) as Num];
  if (G) {
    const [n, d] = together(G);
    const pn = toPoly(n, 's');
    const pdd = toPoly(d, 's');
    if (!pn || !pdd) throw unsupported('The transform of the right-hand side is not a rational function');
    [gn, gd] = [pn, pdd];
  }
  const init: Poly = [qadd(qmul(a, y1), qmul(b, y0)), qmul(a, y0)]; // a y₁ + b y₀ + a y₀ s
  const N = polyAdd(gn, polyMul(gd, init));
  const D = polyMul(gd, [c, b, a]);
  const g = polyGcd(N, D);
  if (deg(g) > 0) return { N: polyDivmod(N, g)[0], D: polyDivmod(D, g)[0] };
  return { N, D };
}

/** Solves a `laplace-ivp` reading with the textbook's steps; throws UNSUPPORTED outside the table. */
export function solveLaplaceIvp(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = r.params as unknown as LaplaceIvpParams;
  const v = p.v;
  const { a, b, c, g } = linearConstant(simplify(parse(p.F)), p.order);
  const A = p.order === 2 ? a : (num(0) as Num);
  const y0 = rational(p.conditions.find((k) => k.order === 0)!.value);
  const y1 = p.order === 2 ? rational(p.conditions.find((k) => k.order === 1)!.value) : (num(0) as Num);
  const { g0, parts } = splitSteps(g, v);
  const G = isNum(g0) && g0.n === 0n ? null : laplaceTransform(g0, v, 's', []);
  // second shifting property: L{h(t)u(t − a)} = e^{−as} L{h(t + a)}
  const shifted = parts.map(({ a: sh, h }) => ({
    a: sh,
    h,
    H: laplaceTransform(simplify(expand(subst(h, v, mkAdd([sym(v), sh])))), v, 's', []),
  }));
  const steps: Step[] = [];
  const rules =
    p.order === 2
      ? `\\mathcal{L}\\{y''\\} = s^{2}Y(s) - s\\,y(0) - y'(0),\\ \\mathcal{L}\\{y'\\} = sY(s) - y(0)`
      : `\\mathcal{L}\\{y'\\} = sY(s) - y(0)`;
  const lhs = transformedLhs(A, b, c, y0, p.order === 2 ? y1 : null);
  const transformed = `${lhs} = ${rhsTex(
    G,
    shifted.map((x) => ({ a: x.a, body: x.H })),
    'e',
  )}`;
  steps.push(
    step('laplace-ivp-transform', r.inputLatex, transformed, {
      rules: named(rules, p.unknown),
      eq: named(transformed, p.unknown),
    }),
  );
  for (const x of shifted) {
    const e = expTex(x.a);
    const shiftedH = tex(simplify(subst(x.h, v, mkAdd([sym(v), x.a]))));
    const eq = `\\mathcal{L}\\left\\{${rhsTex(null, [{ a: x.a, body: x.h }])}\\right\\} = ${e}\\,\\mathcal{L}\\left\\{${shiftedH}\\right\\} = ${rhsTex(null, [{ a: x.a, body: x.H }], 'e')}`;
    steps.push(step('laplace-ivp-step-shift', '', eq, { eq }));
  }
  budget.check();
  const { N, D } = solveForY(A, b, c, G, y0, y1);
  const P: Poly = [c, b, A];
  const Yexpr = mkMul([fromPoly(N, 's'), mkPow(factoredExpr(factorPoly(D), 's'), num(-1))]);
  const shiftedY = shifted.map((x) => {
    const [n, d] = together(x.H);
    const hn = toPoly(n, 's');
    const hd = toPoly(d, 's');
    if (!hn || !hd) throw unsupported('The transform of a step term is not a rational function');
    let [Nj, Dj] = [hn, polyMul(hd, P)];
    const common = polyGcd(Nj, Dj);
    if (deg(common) > 0) [Nj, Dj] = [polyDivmod(Nj, common)[0], polyDivmod(Dj, common)[0]];
    return { a: x.a, N: Nj, D: Dj, F: mkMul([fromPoly(Nj, 's'), mkPow(factoredExpr(factorPoly(Dj), 's'), num(-1))]) };
  });
  const zeroN = N.every((q) => q.n === 0n);
  const Ytex = `${Y} = ${rhsTex(
    zeroN ? null : Yexpr,
    shiftedY.map((x) => ({ a: x.a, body: x.F })),
    'e',
  )}`;
  steps.push(step('laplace-ivp-solve-for-y', transformed, Ytex, { eq: named(Ytex, p.unknown) }));
  const inv: Step[] = [];
  const main = zeroN ? (num(0) as Expr) : simplify(inverseLaplaceRational(N, D, 's', v, inv, Yexpr));
  const pieces = shiftedY.map((x) => {
    const f = simplify(inverseLaplaceRational(x.N, x.D, 's', v, inv, x.F));
    return { a: x.a, f: simplify(subst(f, v, mkAdd([sym(v), mkMul([num(-1), x.a])]))) };
  });
  steps.push(...inv);
  const name = `${p.unknown}(${v})`;
  const ansTex = rhsTex(
    main,
    pieces.map((x) => ({ a: x.a, body: x.f })),
  );
  if (pieces.length) {
    const eq = pieces
      .map(
        (x) =>
          `\\mathcal{L}^{-1}\\left\\{${expTex(x.a)}F(s)\\right\\} = f(t - ${tex(x.a)})${stepTex(v, x.a)} = ${rhsTex(null, [{ a: x.a, body: x.f }])}`,
      )
      .join(',\\ ');
    steps.push(step('laplace-ivp-step-inverse', '', eq, { eq }));
  }
  const latex = `${name} = ${ansTex}`.replace(/\+ -/g, '- ');
  steps.push(step('laplace-ivp-solution', '', latex, { eq: latex }));
  const y = simplify(mkAdd([main, ...pieces.map((x) => stepExpr(x.f, v, x.a))]));
  const graph = pieces.length ? undefined : [toText(v === 'x' ? y : subst(y, v, sym('x')))];
  return { kind: 'expression', latex, text: `${name} = ${toText(y)}`, steps, exact: true, ...(graph ? { graph } : {}) };
}

/** LaTeX of a factor, in brackets when it is a sum or starts with a minus sign. */
const wrapTex = (e: Expr) => (e.k === 'add' || tex(e).startsWith('-') ? `\\left(${tex(e)}\\right)` : tex(e));

/** LaTeX with the unknown's letters (Y → X, y → x) when the question names the unknown x(t). */
function named(latex: string, unknown: 'y' | 'x'): string {
  return unknown === 'x' ? latex.replace(/(?<![A-Za-z\\])y(?![A-Za-z])/g, 'x').replace(/Y\(s\)/g, 'X(s)') : latex;
}

/**
 * Independent check by substitution (not by the transform): y(t) is differentiated by the engine's differentiator and
 * put into the ODE at sample points, and the initial values are evaluated (../differential-equations/verify).
 */
export function verifyLaplaceIvp(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params as unknown as LaplaceIvpParams;
  const m = /^\s*[xy]\s*\(\s*[a-z]\s*\)\s*=(.*)$/.exec(a.text);
  if (!m) return false;
  const Y = simplify(parse(m[1]!));
  const F = simplify(parse(p.F));
  if (stepShifts(F, p.v).length || stepShifts(Y, p.v).length) return verifyWithSteps(F, Y, p.v, p.order, p.conditions);
  return verifyOde({ ...r, params: { ...p } }, { ...a, text: `y = ${toText(Y)}` });
}
