/**
 * Independent numeric checks of the multivariable answers (finite differences and quadrature, never the engine's
 * differentiator or integrator): gradients, directional derivatives, Hessians and Jacobians against central differences
 * at sample points; critical points against Newton's method on ∇f = 0 from a grid of starts (every root found must be
 * listed, every listed point must have ∇f ≈ 0) and their kinds against the values of f around them; integrals against
 * nested adaptive quadrature.
 */
import { quadrature } from '../../integrate';
import type { TopicAnswer, TopicReading } from '../types';
import { verifyLagrange } from './lagrange';
import { verifyRegionIntegral } from './polar';
import { verifyLineIntegral } from './line';
import { P, val } from './util';

const close = (a: number, b: number, tol = 1e-5) => Math.abs(a - b) <= tol * (1 + Math.abs(a) + Math.abs(b));
const SAMPLES = [
  [0.31, 0.77, 0.53],
  [1.21, -0.44, 0.92],
  [-0.68, 1.37, -0.25],
];

/** ∂f/∂v at a point by a central difference. */
function partial(f: (p: number[]) => number, p: number[], i: number, h = 1e-5): number {
  const a = p.slice();
  const b = p.slice();
  a[i]! += h;
  b[i]! -= h;
  return (f(a) - f(b)) / (2 * h);
}

/** Parses `<a, b>` or `[[a, b], [c, d]]` into numbers / expressions. */
const vectorOf = (text: string) =>
  text
    .replace(/^<|>$/g, '')
    .split(/\s*,\s*/)
    .map(P);
const matrixOf = (text: string) =>
  text
    .replace(/^\[\[|\]\]$/g, '')
    .split(/\]\s*,\s*\[/)
    .map((row) => row.split(/\s*,\s*/).map(P));

/** True when the answer agrees with the numbers (see the module comment). */
export function verifyMultivariable(r: TopicReading, a: TopicAnswer): boolean {
  const vars = (r.params.vars as string[]) ?? [];
  const env = (p: number[]) => Object.fromEntries(vars.map((v, i) => [v, p[i]!]));
  if (r.task === 'double-integral' || r.task === 'triple-integral') return integralOk(r, a);
  if (r.task === 'lagrange') return verifyLagrange(r, a);
  if (/^(?:polar|cylindrical|spherical)-integral$/.test(r.task)) return verifyRegionIntegral(r, a);
  if (r.task === 'line-scalar' || r.task === 'line-vector') return verifyLineIntegral(r, a);
  if (r.task === 'jacobian' || r.task === 'jacobian-det') {
    const fs = (r.params.fs as string[]).map(P);
    return SAMPLES.every((s) => {
      const p = s.slice(0, vars.length);
      const J = fs.map((f) => vars.map((_, j) => partial((q) => val(f, env(q)), p, j)));
      if (r.task === 'jacobian') return matrixOf(a.text).every((row, i) => row.every((c, j) => close(val(c, env(p)), J[i]![j]!)));
      const det = J.length === 2 ? J[0]![0]! * J[1]![1]! - J[0]![1]! * J[1]![0]! : det3(J);
      return close(val(P(a.text), env(p)), det, 1e-4);
    });
  }
  const f = P(String(r.params.f));
  const F = (p: number[]) => val(f, env(p));
  if (r.task === 'gradient') {
    const at = r.params.at as string[] | null;
    const pts = at ? [at.map((x) => val(P(x)))] : SAMPLES.map((s) => s.slice(0, vars.length));
    const g = vectorOf(a.text);
    return pts.every((p) => g.every((c, i) => close(val(c, env(p)), partial(F, p, i))));
  }
  if (r.task === 'directional') {
    const p = (r.params.at as string[]).map((x) => val(P(x)));
    const d = (r.params.dir as string[]).map((x) => val(P(x)));
    const n = Math.hypot(...d);
    const h = 1e-5;
    const fd = (F(p.map((x, i) => x + (h * d[i]!) / n)) - F(p.map((x, i) => x - (h * d[i]!) / n))) / (2 * h);
    return close(val(P(a.text)), fd);
  }
  if (r.task === 'hessian') {
    const H = matrixOf(a.text);
    return SAMPLES.every((s) => {
      const p = s.slice(0, vars.length);
      return H.every((row, i) =>
        row.every((c, j) =>
          close(
            val(c, env(p)),
            partial((q) => partial(F, q, i, 1e-4), p, j, 1e-4),
            1e-3,
          ),
        ),
      );
    });
  }
  if (r.task === 'critical2') return criticalOk(F, a);
  return false;
}

function det3(m: number[][]): number {
  const [[a, b, c], [d, e, f], [g, h, i]] = m as [[number, number, number], [number, number, number], [number, number, number]];
  return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
}

/** Newton on ∇F = 0 from a grid of starts: the roots found in [−20, 20]². */
function newtonRoots(F: (p: number[]) => number): number[][] {
  const roots: number[][] = [];
  for (let x0 = -6; x0 <= 6; x0 += 1.5)
    for (let y0 = -6; y0 <= 6; y0 += 1.5) {
      let p = [x0 + 0.013, y0 - 0.017];
      for (let k = 0; k < 60; k++) {
        const g = [partial(F, p, 0, 1e-4), partial(F, p, 1, 1e-4)];
        const H = [0, 1].map((i) => [0, 1].map((j) => partial((q) => partial(F, q, i, 1e-4), p, j, 1e-3)));
        const det = H[0]![0]! * H[1]![1]! - H[0]![1]! * H[1]![0]!;
        if (!Number.isFinite(det) || Math.abs(det) < 1e-10) break;
        const dx = (g[0]! * H[1]![1]! - g[1]! * H[0]![1]!) / det;
        const dy = (H[0]![0]! * g[1]! - H[1]![0]! * g[0]!) / det;
        p = [p[0]! - dx, p[1]! - dy];
        if (Math.hypot(dx, dy) < 1e-10) break;
      }
      const g = Math.hypot(partial(F, p, 0), partial(F, p, 1));
      if (
        Number.isFinite(g) &&
        g < 1e-6 &&
        Math.abs(p[0]!) < 20 &&
        Math.abs(p[1]!) < 20 &&
        !roots.some((q) => Math.hypot(q[0]! - p[0]!, q[1]! - p[1]!) < 1e-4)
      )
        roots.push(p);
    }
  return roots;
}

function criticalOk(F: (p: number[]) => number, a: TopicAnswer): boolean {
  const listed =
    a.text === 'none'
      ? []
      : a.text.split(/;\s*/).map((it) => {
          const m = /^(local min|local max|saddle point|inconclusive) \((.+), (.+)\)$/.exec(it);
          return m ? { kind: m[1]!, p: [val(P(m[2]!)), val(P(m[3]!))] } : null;
        });
  if (listed.some((x) => !x)) return false;
  const pts = listed as { kind: string; p: number[] }[];
  for (const { kind, p } of pts) {
    if (!(Math.hypot(partial(F, p, 0), partial(F, p, 1)) < 1e-5)) return false;
    const f0 = F(p);
    const around = Array.from({ length: 16 }, (_, k) =>
      F([p[0]! + 1e-3 * Math.cos((k * Math.PI) / 8), p[1]! + 1e-3 * Math.sin((k * Math.PI) / 8)]),
    );
    const above = around.filter((v) => v > f0 + 1e-13).length;
    const below = around.filter((v) => v < f0 - 1e-13).length;
    if (kind === 'local min' && below > 0) return false;
    if (kind === 'local max' && above > 0) return false;
    if (kind === 'saddle point' && !(above > 0 && below > 0)) return false;
  }
  return newtonRoots(F).every((q) => pts.some(({ p }) => Math.hypot(q[0]! - p[0]!, q[1]! - p[1]!) < 1e-3));
}

/** Nested adaptive quadrature, innermost variable first. */
function integralOk(r: TopicReading, a: TopicAnswer): boolean {
  const f = P(String(r.params.f));
  const bounds = (r.params.bounds as { v: string; lo: string; hi: string }[]).map((b) => ({ v: b.v, lo: P(b.lo), hi: P(b.hi) }));
  const integrate = (level: number, env: Record<string, number>): number => {
    if (level < 0) return val(f, env);
    const b = bounds[level]!;
    const lo = val(b.lo, env);
    const hi = val(b.hi, env);
    return quadrature((t) => integrate(level - 1, { ...env, [b.v]: t }), lo, hi, 1e-9).value;
  };
  const numeric = integrate(bounds.length - 1, {});
  const claimed = val(P(a.text));
  return Number.isFinite(numeric) && close(claimed, numeric, 1e-6);
}
