/**
 * Independent check of an ODE answer by substitution (issue #22: "substitute a solution back into the ODE"): the
 * answer's y is differentiated by the engine's differentiator and F(x, y, y', y'') is evaluated at sample points and
 * random values of the constants — it must vanish. A general solution must carry as many constants as the order, and
 * for order 2 its two basis functions ∂y/∂C₁, ∂y/∂C₂ must be independent (Wronskian ≠ 0 at a point). Initial
 * conditions are checked numerically. An implicit answer H(y) = G(x) + C is checked by implicit differentiation:
 * y' = G'(x)/H'(y) must satisfy F at sample points (x, y).
 */
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { derive } from '../../diff';
import { evalReal } from '../../numeric';
import { type Expr, symbols, subst } from '../../ast';
import type { TopicAnswer, TopicReading } from '../types';
import type { OdeParams } from './read';

const at = (e: Expr, env: Record<string, number>): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const D = (e: Expr, s: string) => simplify(derive(simplify(e), s));
const close = (a: number, b: number, scale: number) => Math.abs(a - b) <= 1e-7 * (1 + scale);

const XS = [0.13, 0.41, 0.67, 0.93, 1.29, 1.61, -0.37, -0.83];

/** True when the answer solves the reading's ODE (and its conditions), checked numerically by substitution. */
export function verifyOde(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params as unknown as OdeParams;
  const F = simplify(parse(p.F));
  const [lhsText, rhsText] = splitEquation(a.text);
  if (!lhsText || !rhsText) return false;
  const lhs = simplify(parse(lhsText));
  const rhs = simplify(parse(rhsText));
  if (lhs.k === 'sym' && lhs.name === 'y' && !symbols(rhs).has('y')) return explicitOk(F, rhs, p);
  return implicitOk(F, lhs, rhs, p);
}

function splitEquation(text: string): [string, string] | [] {
  const i = text.indexOf('=');
  return i < 0 ? [] : [text.slice(0, i), text.slice(i + 1)];
}

/** y = Y(x, C…): residual of F, the number of constants, independence, conditions. */
function explicitOk(F: Expr, Y: Expr, p: OdeParams): boolean {
  const v = p.v;
  const consts = [...symbols(Y)].filter((s) => /^C(_\d)?$/.test(s)).sort();
  const free = [...symbols(Y)].filter((s) => !consts.includes(s) && !['pi', 'e', v].includes(s));
  if (free.length) return false;
  if (consts.length !== (p.conditions.length ? p.order - p.conditions.length : p.order)) return false;
  const Y1 = D(Y, v);
  const Y2 = p.order === 2 ? D(Y1, v) : null;
  let good = 0;
  for (const [i, x] of XS.entries()) {
    const env: Record<string, number> = { [v]: x };
    consts.forEach((c, k) => (env[c] = 0.7 + 0.9 * k - 0.45 * (i % 3)));
    const y = at(Y, env);
    const y1 = at(Y1, env);
    const y2 = Y2 ? at(Y2, env) : 0;
    if (![y, y1, y2].every(Number.isFinite)) continue;
    const res = at(F, { [v]: x, y, Y_1: y1, Y_2: y2 });
    if (!Number.isFinite(res)) continue;
    if (!close(res, 0, Math.abs(y) + Math.abs(y1) + Math.abs(y2))) return false;
    good++;
  }
  if (good < 4) return false;
  if (consts.length === 2 && !independent(Y, v)) return false;
  return p.conditions.every((c) => {
    const f = c.order ? Y1 : Y;
    const got = at(f, { [v]: at(simplify(parse(c.at)), {}) });
    const want = at(simplify(parse(c.value)), {});
    return Number.isFinite(got) && close(got, want, Math.abs(want));
  });
}

/** The Wronskian of ∂y/∂C₁ and ∂y/∂C₂ is non-zero at some sample point. */
function independent(Y: Expr, v: string): boolean {
  const u1 = D(Y, 'C_1');
  const u2 = D(Y, 'C_2');
  const d1 = D(u1, v);
  const d2 = D(u2, v);
  return XS.some((x) => {
    const w = at(u1, { [v]: x }) * at(d2, { [v]: x }) - at(u2, { [v]: x }) * at(d1, { [v]: x });
    return Number.isFinite(w) && Math.abs(w) > 1e-9;
  });
}

/** H(y) = G(x) (+ C): y' = G'(x)/H'(y) must satisfy F(x, y, y') = 0 at sample points; the condition holds. */
function implicitOk(F: Expr, H: Expr, G: Expr, p: OdeParams): boolean {
  if (p.order !== 1) return false;
  const v = p.v;
  const hasC = symbols(G).has('C');
  if (hasC === p.conditions.length > 0) return false;
  if ([...symbols(H)].some((s) => !['y', 'pi', 'e'].includes(s))) return false;
  if ([...symbols(G)].some((s) => ![v, 'C', 'pi', 'e'].includes(s))) return false;
  const Hy = D(H, 'y');
  // G is affine in C (G = C·g₁ + g₀): on the curve through (x, y), C = (H(y) − g₀(x))/g₁(x), and y' = G_x(x, C)/H'(y)
  const g1 = hasC ? D(G, 'C') : ({ k: 'num', n: 0n, d: 1n } as Expr);
  if (hasC && symbols(g1).has('C')) return false;
  const g0 = subst(G, 'C', { k: 'num', n: 0n, d: 1n });
  const Gx = D(G, v);
  let good = 0;
  for (const x of XS)
    for (const y of [0.52, 1.34, 2.08]) {
      const Cval = hasC ? (at(H, { y }) - at(g0, { [v]: x })) / at(g1, { [v]: x }) : 0;
      const slope = at(Gx, { [v]: x, C: Cval }) / at(Hy, { y });
      if (!Number.isFinite(slope)) continue;
      const res = at(F, { [v]: x, y, Y_1: slope });
      if (!Number.isFinite(res)) continue;
      if (!close(res, 0, Math.abs(slope) + Math.abs(y))) return false;
      good++;
    }
  if (good < 5) return false;
  return p.conditions.every((c) => {
    const x0 = at(simplify(parse(c.at)), {});
    const y0 = at(simplify(parse(c.value)), {});
    return close(at(H, { y: y0 }), at(G, { [v]: x0 }), Math.abs(y0));
  });
}
