/**
 * The `transforms` topic (issue #22):
 * - Laplace transforms and inverse Laplace transforms by table and rules (./laplace.ts), read as "Laplace transform of
 *   t^2", "L{e^(3t) sin(2t)}", "inverse Laplace transform of 1/(s^2+1)", "L^-1{3/(s-2)}"; checked numerically against
 *   the defining integral ∫₀^∞ e^{−st} f(t) dt at two values of s;
 * - initial value problems solved WITH the Laplace transform when the question asks for that method (./ivp.ts, unit
 *   steps in ./ivp-step.ts): "use the Laplace transform to solve y'' + y = 0, y(0) = 1, y'(0) = 0"; checked by
 *   substitution into the ODE and the initial values (plain IVPs belong to the differential-equations topic);
 * - Fourier series of functions given by polynomial pieces on one period, half-range sine and cosine series
 *   (./fourier.ts, read by ./fourier-read.ts); checked by numeric quadrature of the coefficients and partial sums.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { symbols, type Expr } from '../../ast';
import { evalReal } from '../../numeric';
import { quadrature } from '../../integrate';
import type { Topic, TopicAnswer, TopicReading } from '../types';
import { inverseLaplace, laplaceTransform } from './laplace';
import { readLaplaceIvp, solveLaplaceIvp, verifyLaplaceIvp } from './ivp';
import { solveFourier, verifyFourier } from './fourier';
import { readFourier } from './fourier-read';
import type { Step } from '../../steps';
import { step } from '../geometry/util';

const FORWARD =
  /^(?:find\s+|compute\s+|what\s+is\s+|determine\s+)?(?:the\s+)?(?:laplace\s+transform\s+of|l\s*\{)\s*(.+?)\s*\}?$/i;
const INVERSE =
  /^(?:find\s+|compute\s+|what\s+is\s+|determine\s+)?(?:the\s+)?(?:inverse\s+laplace\s+transform\s+of|l\s*\^\s*\{?\s*-\s*1\s*\}?\s*\{|laplace\s+inverse\s+of)\s*(.+?)\s*\}?$/i;

/** Reads a forward or inverse Laplace question: one function of t (forward) or of s (inverse). */
function readTransforms(q: string): TopicReading | null {
  if (/fourier|sine\s+series|cosine\s+series/i.test(q)) return readFourier(q);
  if (/laplace/i.test(q)) {
    const ivp = readLaplaceIvp(q);
    if (ivp) return ivp;
  }
  const inv = INVERSE.exec(q);
  const fwd = inv ? null : FORWARD.exec(q);
  const m = inv ?? fwd;
  if (!m) return null;
  let e: Expr;
  try {
    e = simplify(parse(m[1]!.replace(/^\{|\}$/g, '')));
  } catch {
    return null;
  }
  const free = [...symbols(e)].filter((v) => v !== 'pi' && v !== 'e');
  const want = inv ? 's' : 't';
  if (free.some((v) => v !== want)) return null;
  const task = inv ? 'inverse-laplace' : 'laplace';
  return {
    topic: 'transforms',
    task,
    params: { f: toText(e) },
    inputLatex: `${inv ? '\\mathcal{L}^{-1}' : '\\mathcal{L}'}\\left\\{${toLatex(e)}\\right\\}`,
    inputText: `${task}(${toText(e)})`,
  };
}

function solveTransforms(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  if (r.task === 'laplace-ivp') return solveLaplaceIvp(r, budget);
  if (r.task === 'fourier-series') return solveFourier(r);
  const f = simplify(parse(String(r.params.f)));
  const steps: Step[] = [];
  if (r.task === 'laplace') {
    const def = `F(s) = \\int_{0}^{\\infty} e^{-st}\\left(${toLatex(f)}\\right)dt`;
    steps.push(step('laplace-definition', '', def, { eq: def }));
    const F = laplaceTransform(f, 't', 's', steps);
    return { kind: 'expression', latex: `F(s) = ${toLatex(F)}`, text: `F(s) = ${toText(F)}`, steps, exact: true };
  }
  if (r.task === 'inverse-laplace') {
    const goal = `\\mathcal{L}\\{f(t)\\} = ${toLatex(f)}`;
    steps.push(step('laplace-inverse-goal', '', goal, { eq: goal }));
    const g = inverseLaplace(f, 's', 't', steps);
    return { kind: 'expression', latex: `f(t) = ${toLatex(g)}`, text: `f(t) = ${toText(g)}`, steps, exact: true };
  }
  throw new MathError('VALIDATION_ERROR', `Unknown transforms task ${r.task}`, { reason: 'unknown-task' });
}

const val = (e: Expr, env: Record<string, number>) => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};

/** ∫₀^∞ e^{−st} f(t) dt numerically (to t = 60/s after which the integrand is below the tolerance for these f). */
function numericLaplace(f: Expr, s0: number): number {
  const upper = 80 / s0;
  return quadrature((t) => Math.exp(-s0 * t) * val(f, { t }), 0, upper, 1e-11).value;
}

/** F(s₀) = ∫₀^∞ e^{−s₀t} f(t) dt at two s₀ beyond the growth of f. */
function verifyTransforms(r: TopicReading, a: TopicAnswer): boolean {
  if (r.task === 'laplace-ivp') return verifyLaplaceIvp(r, a);
  if (r.task === 'fourier-series') return verifyFourier(r, a);
  const given = simplify(parse(String(r.params.f)));
  const answer = simplify(parse(a.text.replace(/^[Ff]\([st]\)\s*=\s*/, '')));
  const [f, F] = r.task === 'laplace' ? [given, answer] : [answer, given];
  // growth: try s₀ from 6 upward until the transform converges numerically (e^{5t} needs s₀ > 5)
  let checked = 0;
  for (const s0 of [6.5, 9.25, 14]) {
    const lhs = val(F, { s: s0 });
    const rhs = numericLaplace(f, s0);
    if (!Number.isFinite(lhs) || !Number.isFinite(rhs)) continue;
    if (Math.abs(lhs - rhs) > 1e-6 * (1 + Math.abs(lhs))) return false;
    checked++;
  }
  return checked >= 2;
}

export const transforms: Topic = {
  id: 'transforms',
  level: 4,
  examples: [
    'Laplace transform of t^2 e^(3t)',
    'inverse Laplace transform of 1/(s^2+1)',
    "use the Laplace transform to solve y'' + y = 0, y(0) = 1, y'(0) = 0",
    'Fourier series of f(x) = x on (-pi, pi)',
  ],
  read: readTransforms,
  solve: solveTransforms,
  verify: verifyTransforms,
};
