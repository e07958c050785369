/**
 * Independent checks of ./applied.ts, by numbers only (never the engine's differentiator or solver):
 * - a parametric derivative equals Δy/Δx of the curve traced at several parameter values (central differences);
 * - a related rate equals the rate of the asked quantity along a path that keeps the equation true: the known
 *   quantities move at their given rates and the asked one is found from the equation by bisection near its value;
 * - an optimum is where the answer says, its value is f there, and no sample of f over the domain beats it.
 */
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { evalReal } from '../../numeric';
import type { Expr } from '../../ast';
import type { TopicAnswer, TopicReading } from '../types';

const P = (s: string): Expr => simplify(parse(s));
const ev = (e: Expr, env: Record<string, number>): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const close = (a: number, b: number, tol = 1e-5) => Math.abs(a - b) <= tol * (1 + Math.abs(a) + Math.abs(b));

/** True when the applied answer is checked; false for any other task or when the check fails. */
export function verifyApplied(r: TopicReading, a: TopicAnswer): boolean {
  try {
    if (r.task === 'parametric') return parametricOk(r, a);
    if (r.task === 'related-rates') return ratesOk(r, a);
    if (r.task === 'optimize') return optimumOk(r, a);
    if (r.task === 'explicit-derivative') return explicitOk(r, a);
  } catch {
    return false;
  }
  return false;
}

function parametricOk(r: TopicReading, a: TopicAnswer): boolean {
  const t = String(r.params.t);
  const [X, Y] = [P(String(r.params.x)), P(String(r.params.y))];
  const slope = (s: number) => {
    const h = 1e-5;
    return (ev(Y, { [t]: s + h }) - ev(Y, { [t]: s - h })) / (ev(X, { [t]: s + h }) - ev(X, { [t]: s - h }));
  };
  if (r.params.at !== null) return close(ev(P(a.text), {}), slope(ev(P(String(r.params.at)), {})), 1e-5);
  const claimed = P(a.text.replace(/^dy\/dx\s*=\s*/, ''));
  let good = 0;
  for (const s of [0.37, 0.81, 1.23, 1.9, 2.6, -0.55, -1.4]) {
    const want = slope(s);
    const got = ev(claimed, { [t]: s });
    if (!Number.isFinite(want) || Math.abs(want) > 1e4) continue;
    if (!close(got, want, 1e-4)) return false;
    good++;
  }
  return good >= 3;
}

/** The asked variable's value on F = 0 near `near` (bisection on a bracket found by widening), or NaN. */
function follow(F: (u: number) => number, near: number): number {
  for (let w = 1e-3; w < 10; w *= 2) {
    const [lo, hi] = [near - w * (1 + Math.abs(near)), near + w * (1 + Math.abs(near))];
    let [a, b] = [lo, hi];
    let fa = F(a);
    const fb = F(b);
    if (!(Number.isFinite(fa) && Number.isFinite(fb)) || Math.sign(fa) === Math.sign(fb)) continue;
    for (let k = 0; k < 200; k++) {
      const m = (a + b) / 2;
      const fm = F(m);
      if (Math.sign(fm) === Math.sign(fa)) [a, fa] = [m, fm];
      else b = m;
    }
    return (a + b) / 2;
  }
  return NaN;
}

function ratesOk(r: TopicReading, a: TopicAnswer): boolean {
  const e = parse(String(r.params.eq));
  if (e.k !== 'rel') return false;
  const target = String(r.params.target);
  const L = simplify(e.args[0]);
  const R = simplify(e.args[1]);
  const rates = Object.fromEntries(Object.entries(r.params.rates as Record<string, string>).map(([k, v]) => [k, ev(P(v), {})]));
  const state: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.params.values as Record<string, string>)) state[k] = ev(P(v), {});
  // the value the question leaves out: from the equation, by bisection over a scan (positive for lengths)
  const vars = [...new Set([...Object.keys(rates), target, ...Object.keys(state)])];
  const missing = vars.find((v) => !(v in state));
  const G = (env: Record<string, number>) => ev(L, env) - ev(R, env);
  if (missing) {
    const roots: number[] = [];
    // a fine grid near 0 and a coarser, geometric one out to 1e9
    const far = Array.from({ length: 240 }, (_, i) => 1000 * 10 ** (i / 40));
    const grid = [
      ...far.map((u) => -u).reverse(),
      ...Array.from({ length: 8001 }, (_, i) => -1000 + i * 0.25),
      ...far.slice(1),
    ].filter((u) => !r.params.positive || u > 0);
    for (let i = 0; i + 1 < grid.length; i++) {
      const [u1, u2] = [grid[i]!, grid[i + 1]!];
      const [g1, g2] = [G({ ...state, [missing]: u1 }), G({ ...state, [missing]: u2 })];
      if (Number.isFinite(g1) && Number.isFinite(g2) && Math.sign(g1) !== Math.sign(g2)) {
        const root = g1 === 0 ? u1 : g2 === 0 ? u2 : follow((w) => G({ ...state, [missing]: w }), (u1 + u2) / 2);
        if (!roots.some((x) => close(x, root, 1e-9))) roots.push(root);
      }
    }
    if (roots.length !== 1 || !Number.isFinite(roots[0]!)) return false;
    state[missing] = roots[0]!;
  }
  if (!close(G(state), 0, 1e-9)) return false;
  const h = 1e-5;
  const at = (dt: number) => {
    const moved = { ...state };
    for (const [k, v] of Object.entries(rates)) moved[k] = state[k]! + v * dt;
    return follow((u) => G({ ...moved, [target]: u }), state[target]!);
  };
  const want = (at(h) - at(-h)) / (2 * h);
  const got = ev(P(a.text.replace(/^d[a-z]\/dt\s*=\s*/i, '')), {});
  return Number.isFinite(want) && close(got, want, 1e-5);
}

function optimumOk(r: TopicReading, a: TopicAnswer): boolean {
  const v = String(r.params.v);
  const f = P(String(r.params.f));
  const F = (x: number) => ev(f, { [v]: x });
  const lo = r.params.lo === null ? -1e3 : ev(P(String(r.params.lo)), {});
  const hi = r.params.hi === null ? 1e3 : ev(P(String(r.params.hi)), {});
  const closed = r.params.closed as [boolean, boolean];
  const samples: number[] = [];
  const n = 20000;
  for (let i = 0; i <= n; i++) {
    const x = lo + ((hi - lo) * i) / n;
    if ((i === 0 && !closed[0]) || (i === n && !closed[1])) continue;
    samples.push(x);
  }
  // near an open end too (x + 4/x on x > 0 lives near 0 as well)
  for (let k = 1; k < 12; k++) samples.push(lo + (hi - lo) * 10 ** -k, hi - (hi - lo) * 10 ** -k);
  const parts = a.text.split(/;\s*/);
  for (const part of parts) {
    const m = /^(max|min) [a-zA-Z] = (.+) at (.+)$/.exec(part);
    if (!m) return false;
    const value = ev(P(m[2]!), {});
    const xs = m[3]!.split(/,\s*/).map((s) => ev(P(s.replace(new RegExp(`^${v}\\s*=\\s*`), '')), {}));
    if (
      !Number.isFinite(value) ||
      xs.some((x) => !Number.isFinite(x) || x < lo - 1e-12 || x > hi + 1e-12 || !close(F(x), value, 1e-9))
    )
      return false;
    const sign = m[1] === 'max' ? 1 : -1;
    for (const x of samples) {
      const y = F(x);
      if (Number.isFinite(y) && sign * (y - value) > 1e-9 * (1 + Math.abs(value))) return false;
    }
  }
  return true;
}

/** The n-th derivative (n ≤ 3) against central difference stencils at several points where both are finite. */
function explicitOk(r: TopicReading, a: TopicAnswer): boolean {
  const f = P(String(r.params.f));
  const d = P(a.text);
  const n = Number(r.params.order);
  const F = (x: number) => ev(f, { x });
  let good = 0;
  for (const x0 of [0.37, 0.71, 1.3, 2.1, -0.6, 3.4]) {
    const h = n === 1 ? 1e-5 : n === 2 ? 1e-4 : 1e-3;
    const [a2, a1, c, b1, b2] = [F(x0 - 2 * h), F(x0 - h), F(x0), F(x0 + h), F(x0 + 2 * h)];
    const est =
      n === 1 ? (b1 - a1) / (2 * h) : n === 2 ? (b1 - 2 * c + a1) / (h * h) : (b2 - 2 * b1 + 2 * a1 - a2) / (2 * h ** 3);
    const got = ev(d, { x: x0 });
    if (![a2, a1, c, b1, b2, est, got].every(Number.isFinite) || Math.abs(est) > 1e6) continue;
    if (!close(got, est, n === 3 ? 1e-3 : 1e-4)) return false;
    good++;
  }
  return n >= 1 && n <= 3 && good >= 3;
}
