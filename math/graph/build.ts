/**
 * Builders of graph specs (./spec.ts) from the engine's expressions, for the topics that answer with one: the
 * differential-equations topic (direction field of y' = f(x, y) with the IVP's solution or a few members of the
 * family), a gradient (∇f as a vector field with f's level curves), the field of a line integral, a calculus answer's
 * labelled points and its region between two curves. Each returns the wire string to put in `TopicAnswer.graph`, or
 * null when the picture cannot be drawn (a variable besides x and y, a non-finite number).
 *
 * Example (a line-integral answer): `graph: [vectorFieldGraph(P, Q)].filter(Boolean)` with P, Q as Expr or text.
 */
import { type Expr, subst, sym, symbols } from '../ast';
import { derive } from '../diff';
import { evalReal } from '../numeric';
import { parse } from '../parse';
import { toText } from '../print';
import { simplify } from '../simplify';
import { encodeGraphSpec, type PointRole } from './spec';

const CONSTANT_NAMES = new Set(['pi', 'e']);

/** e renamed so its variable is x (a `t` of an ODE becomes x), or null when it has other free names than x, y (and `extra`). */
function inXY(e: Expr | string, rename: Record<string, string> = {}, extra: string[] = []): Expr | null {
  let x: Expr;
  try {
    x = typeof e === 'string' ? parse(e) : e;
  } catch {
    return null;
  }
  for (const [from, to] of Object.entries(rename)) if (from !== to) x = subst(x, from, sym(to));
  const free = [...symbols(x)].filter((s) => !CONSTANT_NAMES.has(s));
  return free.every((s) => s === 'x' || s === 'y' || extra.includes(s)) ? x : null;
}

/** A finite number for an exact value (π allowed), or null. */
function numeric(e: Expr | string | number): number | null {
  if (typeof e === 'number') return Number.isFinite(e) ? e : null;
  try {
    const v = evalReal(typeof e === 'string' ? parse(e) : e);
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * The direction field of y' = f(v, y), in x.
 * @param f the right-hand side in the equation's variable `v` and y
 * @param opts.through the initial condition (v₀, y₀) of an IVP (exact values allowed)
 * @param opts.family the general solution with the constant `C`, explicit in y (a few members are drawn)
 * @returns the wire string, or null when f has another free name
 */
export function slopeFieldGraph(
  f: Expr | string,
  v = 'x',
  opts: { through?: [Expr | string | number, Expr | string | number]; family?: Expr | string } = {},
): string | null {
  const fx = inXY(f, { [v]: 'x' });
  if (!fx) return null;
  const through = opts.through ? opts.through.map(numeric) : undefined;
  const family = opts.family !== undefined ? inXY(opts.family, { [v]: 'x' }, ['C']) : null;
  return encodeGraphSpec({
    kind: 'slope-field',
    f: toText(simplify(fx)),
    ...(through && through.every((t) => t !== null) ? { through: through as [number, number] } : {}),
    ...(family && symbols(family).has('C') && !symbols(family).has('y') ? { family: toText(family) } : {}),
  });
}

/**
 * The vector field F(x, y) = (P, Q) (a line integral's field).
 * @param opts.potential f with F = ∇f (its level curves are drawn)
 * @param opts.at a point of interest, marked
 * @returns the wire string, or null when P or Q has a free name besides x and y
 */
export function vectorFieldGraph(
  P: Expr | string,
  Q: Expr | string,
  opts: { potential?: Expr | string; at?: [Expr | string | number, Expr | string | number] } = {},
): string | null {
  const [p, q] = [inXY(P), inXY(Q)];
  if (!p || !q) return null;
  const potential = opts.potential !== undefined ? inXY(opts.potential) : null;
  const at = opts.at?.map(numeric);
  return encodeGraphSpec({
    kind: 'vector-field',
    p: toText(simplify(p)),
    q: toText(simplify(q)),
    ...(potential ? { potential: toText(potential) } : {}),
    ...(at && at.every((t) => t !== null) ? { at: at as [number, number] } : {}),
  });
}

/**
 * The gradient field ∇f = (∂f/∂x, ∂f/∂y) of f(x, y) with f's level curves (and the asked point, if any).
 * @returns the wire string, or null when f has a free name besides x and y (a function of three variables)
 */
export function gradientFieldGraph(f: Expr | string, at?: [Expr | string | number, Expr | string | number]): string | null {
  const fx = inXY(f);
  if (!fx) return null;
  const p = simplify(derive(simplify(fx), 'x'));
  const q = simplify(derive(simplify(fx), 'y'));
  return vectorFieldGraph(p, q, { potential: fx, ...(at ? { at } : {}) });
}

/**
 * Points marked and labelled with their role (the point of tangency, critical, extreme or inflection points).
 * @param points exact or numeric coordinates; points whose value is not finite are left out
 * @returns the wire string, or null when no point is left
 */
export function pointsGraph(
  role: PointRole,
  points: readonly (readonly [Expr | string | number, Expr | string | number])[],
): string | null {
  const pts = points.map((p) => p.map(numeric)).filter((p): p is [number, number] => p.every((t) => t !== null));
  return pts.length ? encodeGraphSpec({ kind: 'points', role, points: pts.slice(0, 400) }) : null;
}

/**
 * The region between y = f(v) and y = g(v) for a ≤ v ≤ b, in x.
 * @returns the wire string, or null when the bounds are not finite numbers with a < b or f, g have another free name
 */
export function areaGraph(
  f: Expr | string,
  g: Expr | string,
  a: Expr | string | number,
  b: Expr | string | number,
  v = 'x',
): string | null {
  const [fx, gx] = [inXY(f, { [v]: 'x' }), inXY(g, { [v]: 'x' })];
  const [lo, hi] = [numeric(a), numeric(b)];
  if (!fx || !gx || symbols(fx).has('y') || symbols(gx).has('y') || lo === null || hi === null || !(hi > lo)) return null;
  return encodeGraphSpec({ kind: 'area', f: toText(fx), g: toText(gx), a: lo, b: hi });
}

/**
 * y' = f(v, y) from a first-order equation F(v, y, y') = 0 written with `Y_1` for y' (the differential-equations
 * topic's form), or null when F is not linear in y' (then y' cannot be isolated) or y' drops out.
 */
export function odeSlope(F: Expr, v = 'x'): Expr | null {
  F = simplify(F);
  let F1: Expr;
  try {
    F1 = simplify(derive(F, 'Y_1'));
  } catch {
    return null;
  }
  if (symbols(F1).has('Y_1') || (F1.k === 'num' && F1.n === 0n)) return null;
  const F0 = simplify(subst(F, 'Y_1', { k: 'num', n: 0n, d: 1n }));
  const R = simplify({
    k: 'mul',
    args: [{ k: 'num', n: -1n, d: 1n }, F0, { k: 'pow', args: [F1, { k: 'num', n: -1n, d: 1n }] }],
  });
  const free = [...symbols(R)].filter((s) => !CONSTANT_NAMES.has(s));
  return free.every((s) => s === v || s === 'y') ? R : null;
}

/**
 * The graph of a first-order ODE's answer: the solution curve (when no constant is left) and the direction field with
 * the initial point, or with a few members of the family when the general solution is explicit in y.
 * @param F the equation as F(v, y, Y_1) = 0
 * @param solution the answer y(v) (with `C` for a general solution), when explicit
 * @param through the initial condition (v₀, y₀), as the student wrote it
 * @returns the wire strings (the solution first), empty when f cannot be isolated
 */
export function firstOrderOdeGraph(F: Expr, v: string, solution?: Expr, through?: [string, string]): string[] {
  const R = odeSlope(F, v);
  if (!R) return [];
  const general = solution && symbols(solution).has('C');
  const field = slopeFieldGraph(R, v, { ...(through ? { through } : {}), ...(general ? { family: solution } : {}) });
  const curve = solution && !general ? inXY(solution, { [v]: 'x' }) : null;
  return [...(curve && !symbols(curve).has('y') ? [toText(curve)] : []), ...(field ? [field] : [])];
}
