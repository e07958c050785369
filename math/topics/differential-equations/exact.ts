/**
 * Exact equations M dx + N dy = 0 (Boyce & DiPrima §2.6): exact when ∂M/∂y = ∂N/∂x; then a potential F with F_x = M,
 * F_y = N is ∫M dx + h(y), h'(y) = N − ∂/∂y ∫M dx, and the solutions are F(x, y) = C. Checked by finite differences:
 * F_x = M and F_y = N at sample points.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow } from '../../simplify';
import { derive } from '../../diff';
import { integrateIndefinite } from '../../integrate';
import { evalReal } from '../../numeric';
import { type Expr, num, contains } from '../../ast';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { slopeFieldGraph } from '../../graph/build';

const D = (e: Expr, v: string) => simplify(derive(simplify(e), v));
const P = (s: string) => simplify(parse(s));
const val = (e: Expr, env: Record<string, number>) => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const PTS = [
  [0.3, 0.7],
  [1.2, -0.4],
  [-0.6, 1.5],
  [0.9, 2.1],
];

/** ∂M/∂y = ∂N/∂x (numerically at sample points) and both integrals exist. */
export function exactSolvable(r: TopicReading): boolean {
  const { M, N, v } = parts(r);
  const My = D(M, 'y');
  const Nx = D(N, v);
  const same = PTS.every(([x, y]) => {
    const a = val(My, { [v]: x!, y: y! });
    const b = val(Nx, { [v]: x!, y: y! });
    return !Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a - b) < 1e-9 * (1 + Math.abs(a));
  });
  return same && potential(M, N, v) !== null;
}

function parts(r: TopicReading): { M: Expr; N: Expr; v: string } {
  return { M: P(String(r.params.M)), N: P(String(r.params.N)), v: String(r.params.v) };
}

/** F with F_x = M, F_y = N, or null when an integral has no elementary form. */
function potential(M: Expr, N: Expr, v: string): { F: Expr; G: Expr; hp: Expr } | null {
  const G = integrateIndefinite(M, v).antiderivative;
  if (!G) return null;
  const hp = simplify(mkAdd([N, mkMul([num(-1), D(G, 'y')])]));
  if (contains(hp, v)) return null;
  const h = contains(hp, 'y') ? integrateIndefinite(hp, 'y').antiderivative : simplify(mkMul([hp, { k: 'sym', name: 'y' }]));
  if (!h) return null;
  return { F: simplify(mkAdd([G, h])), G: simplify(G), hp };
}

export function solveExact(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const { M, N, v } = parts(r);
  const pot = potential(M, N, v);
  if (!pot) throw new MathError('UNSUPPORTED', 'The potential function has no elementary form', { reason: 'ode-unsupported' });
  const tex = toLatex;
  const steps = [
    step('ode-exact-test', '', `\\frac{\\partial M}{\\partial y} = ${tex(D(M, 'y'))} = \\frac{\\partial N}{\\partial ${v}}`, {
      eq: `\\frac{\\partial M}{\\partial y} = ${tex(D(M, 'y'))} = \\frac{\\partial N}{\\partial ${v}}`,
    }),
    step('ode-exact-integrate', '', `F = ${tex(pot.G)} + h(y)`, { eq: `F = \\int ${tex(M)}\\,d${v} = ${tex(pot.G)} + h(y)` }),
    step('ode-exact-h', '', `h'(y) = ${tex(pot.hp)}`, {
      eq: `h'(y) = ${tex(N)} - \\frac{\\partial}{\\partial y}\\left(${tex(pot.G)}\\right) = ${tex(pot.hp)}`,
    }),
    step('ode-exact-solution', '', `${tex(pot.F)} = C`, { eq: `${tex(pot.F)} = C` }),
  ];
  // the direction field of y' = −M/N (the solutions are the level curves F = C)
  const field = slopeFieldGraph(simplify(mkMul([num(-1), M, mkPow(N, num(-1))])), v);
  return {
    kind: 'expression',
    latex: `${tex(pot.F)} = C`,
    text: `${toText(pot.F)} = C`,
    steps,
    exact: true,
    ...(field ? { graph: [field] } : {}),
  };
}

/** F_x = M and F_y = N by central differences at sample points. */
export function verifyExact(r: TopicReading, a: TopicAnswer): boolean {
  const { M, N, v } = parts(r);
  const m = /^(.*)=\s*C$/.exec(a.text);
  if (!m) return false;
  const F = P(m[1]!);
  const h = 1e-5;
  let good = 0;
  for (const [x, y] of PTS) {
    const Fx = (val(F, { [v]: x! + h, y: y! }) - val(F, { [v]: x! - h, y: y! })) / (2 * h);
    const Fy = (val(F, { [v]: x!, y: y! + h }) - val(F, { [v]: x!, y: y! - h })) / (2 * h);
    const [m0, n0] = [val(M, { [v]: x!, y: y! }), val(N, { [v]: x!, y: y! })];
    if (![Fx, Fy, m0, n0].every(Number.isFinite)) continue;
    if (Math.abs(Fx - m0) > 1e-5 * (1 + Math.abs(m0)) || Math.abs(Fy - n0) > 1e-5 * (1 + Math.abs(n0))) return false;
    good++;
  }
  return good >= 3;
}
