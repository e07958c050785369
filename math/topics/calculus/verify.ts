/**
 * Independent checks of the calculus answers, by numbers only (central finite differences, never the engine's
 * differentiator): a critical point has f′ ≈ 0 there and no sign change of f′ is left unlisted on [−20, 20]; an extremum
 * is above/below its neighbours; an inflection point has f″ changing sign; a tangent line passes through (a, f(a)) with
 * the difference-quotient slope; a Taylor polynomial agrees with f at the centre and its error shrinks like h^(n+1);
 * an implicit derivative matches the slope of the curve F(x, y) = 0 traced numerically (bisection in y).
 */
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { evalReal } from '../../numeric';
import type { Expr } from '../../ast';
import { quadrature } from '../../integrate';
import type { TopicAnswer, TopicReading } from '../types';
import { verifyApplied } from './applied-verify';

const num = (e: Expr, env: Record<string, number>): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const P = (s: string): Expr => simplify(parse(s));
const close = (a: number, b: number, tol = 1e-5) => Math.abs(a - b) <= tol * (1 + Math.abs(a) + Math.abs(b));

/** f′(x) by a central difference. */
const d1 = (f: (x: number) => number, x: number, h = 1e-5) => (f(x + h) - f(x - h)) / (2 * h);
const d2 = (f: (x: number) => number, x: number, h = 1e-4) => (f(x + h) - 2 * f(x) + f(x - h)) / (h * h);

/** True when the answer is checked (see the module comment). */
export function verifyCalculus(r: TopicReading, a: TopicAnswer): boolean {
  if (r.task === 'implicit') return implicitOk(r, a);
  if (['parametric', 'related-rates', 'optimize', 'explicit-derivative'].includes(r.task)) return verifyApplied(r, a);
  const fx = P(String(r.params.f));
  const v = String(r.params.v ?? 'x');
  const f = (x: number) => num(fx, { [v]: x });
  switch (r.task) {
    case 'critical':
    case 'extrema':
      return criticalOk(f, r.task, a, v);
    case 'inflection':
      return inflectionOk(f, a);
    case 'slope':
    case 'tangent':
    case 'normal':
      return pointOk(f, r, a, v);
    case 'taylor':
      return taylorOk(f, r, a, v);
    case 'area-between':
    case 'volume':
    case 'arc-length':
      return integralAppOk(f, r, a, v);
    default:
      return false;
  }
}

/** x-values of the `x = c` items or of the points `(c, y)` of a list answer. */
function listedXs(a: TopicAnswer, v: string): number[] | null {
  if (a.text === 'none') return [];
  const parts = a.text.split(/;\s*|,\s*(?=[a-z]\s*=)/);
  const xs: number[] = [];
  for (const p of parts) {
    const m = new RegExp(`^\\s*(?:${v}\\s*=\\s*(.+)|(?:local (?:max|min)\\s*)?\\((.+?),\\s*(.+)\\))\\s*$`).exec(p);
    if (!m) return null;
    const x = num(P(m[1] ?? m[2]!), {});
    if (!Number.isFinite(x)) return null;
    xs.push(x);
  }
  return xs;
}

function criticalOk(f: (x: number) => number, task: string, a: TopicAnswer, v: string): boolean {
  const xs = listedXs(a, v);
  if (!xs) return false;
  for (const c of xs) {
    const s = d1(f, c);
    const corner = !Number.isFinite(s) || Math.abs(s) > 1e-3;
    if (corner && !(Number.isFinite(f(c)) && Math.sign(d1(f, c - 1e-3)) !== Math.sign(d1(f, c + 1e-3)))) return false;
    if (task === 'extrema') {
      const isMax = /local max/.test(a.text.split(/;\s*/)[xs.indexOf(c)]!);
      const h = 1e-3;
      if (isMax ? !(f(c) >= f(c - h) && f(c) >= f(c + h)) : !(f(c) <= f(c - h) && f(c) <= f(c + h))) return false;
    }
  }
  if (task === 'extrema') return true;
  // no unlisted sign change of f′ on a grid over [−20, 20]
  let prev = d1(f, -20);
  for (let x = -19.95; x <= 20; x += 0.05) {
    const cur = d1(f, x);
    // a pole between two grid points is no critical point: only moderate, nonzero slopes count
    const ok = (d: number) => Number.isFinite(d) && d !== 0 && Math.abs(d) < 1e6;
    if (ok(prev) && ok(cur) && Math.sign(prev) !== Math.sign(cur)) {
      if (!xs.some((c) => Math.abs(c - (x - 0.025)) < 0.06)) return false;
    }
    prev = cur;
  }
  return true;
}

function inflectionOk(f: (x: number) => number, a: TopicAnswer): boolean {
  const xs = listedXs(a, 'x');
  if (!xs) return false;
  return xs.every((c) => Math.sign(d2(f, c - 0.01)) !== Math.sign(d2(f, c + 0.01)));
}

function pointOk(f: (x: number) => number, r: TopicReading, a: TopicAnswer, v: string): boolean {
  const x0 = num(P(String(r.params.at)), {});
  const m = d1(f, x0);
  if (r.task === 'slope' && Number(r.params.order ?? 1) > 1) return higherOk(f, x0, Number(r.params.order), num(P(a.text), {}));
  if (r.task === 'slope') return close(num(P(a.text), {}), m, 1e-5);
  const [lhs, rhs] = a.text.split('=');
  if (lhs!.trim() === v) return r.task === 'normal' && Math.abs(m) < 1e-6 && close(num(P(rhs!), {}), x0);
  const line = P(rhs!);
  const L = (x: number) => num(line, { [v]: x });
  const slope = L(x0 + 1) - L(x0);
  return close(L(x0), f(x0), 1e-7) && close(slope, r.task === 'tangent' ? m : -1 / m, 1e-5);
}

/** f⁽ⁿ⁾(x0) by central difference stencils (n = 2, 3, 4), with a tolerance fit to each stencil's error. */
function higherOk(f: (x: number) => number, x0: number, n: number, claimed: number): boolean {
  if (!Number.isFinite(claimed)) return false;
  if (n === 2) return close(claimed, d2(f, x0), 1e-5);
  const h = n === 3 ? 1e-3 : 1e-2;
  const [a, b, c, d, e] = [f(x0 - 2 * h), f(x0 - h), f(x0), f(x0 + h), f(x0 + 2 * h)];
  const est = n === 3 ? (e - 2 * d + 2 * b - a) / (2 * h ** 3) : (e - 4 * d + 6 * c - 4 * b + a) / h ** 4;
  return n <= 4 && close(claimed, est, n === 3 ? 1e-4 : 1e-3);
}

function taylorOk(f: (x: number) => number, r: TopicReading, a: TopicAnswer, v: string): boolean {
  const c = num(P(String(r.params.center)), {});
  const poly = P(a.text.replace(/\s*\+\s*\.\.\.$/, ''));
  const T = (x: number) => num(poly, { [v]: x });
  if (!close(T(c), f(c), 1e-9)) return false;
  // the error f − T is O(h^(n+1)) with n the degree: halving h divides it by about 2^(n+1) (at least 2^n)
  const n = Math.max(
    0,
    ...[...a.text.matchAll(/\^(\d+)/g)].map((m) => Number(m[1])),
    /[a-z]/.test(a.text.replace(/\.\.\./, '')) ? 1 : 0,
  );
  const e1 = Math.abs(f(c + 0.1) - T(c + 0.1));
  const e2 = Math.abs(f(c + 0.05) - T(c + 0.05));
  if (e1 < 1e-11) return e2 < 1e-11;
  return e2 / e1 <= Math.pow(2, -n) * 1.01;
}

/** A point (x, y) on F = 0 near x by bisection in y over [−50, 50] (first sign change on a grid), or null. */
function traceY(F: Expr, x: number, near?: number): number | null {
  const g = (y: number) => num(F, { x, y });
  const lo0 = near !== undefined ? near - 0.05 : -50;
  const hi0 = near !== undefined ? near + 0.05 : 50;
  const step = near !== undefined ? 0.01 : 0.1;
  let prev = lo0;
  let gp = g(prev);
  for (let y = lo0 + step; y <= hi0; y += step) {
    const gy = g(y);
    if (Number.isFinite(gp) && Number.isFinite(gy) && Math.sign(gp) !== Math.sign(gy)) {
      let [lo, hi, glo] = [prev, y, gp];
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        const gm = g(mid);
        if (Math.sign(gm) === Math.sign(glo)) [lo, glo] = [mid, gm];
        else hi = mid;
      }
      return (lo + hi) / 2;
    }
    [prev, gp] = [y, gy];
  }
  return null;
}

function implicitOk(r: TopicReading, a: TopicAnswer): boolean {
  const e = parse(String(r.params.eq));
  if (e.k !== 'rel') return false;
  const F = simplify({ k: 'add', args: [e.args[0], { k: 'mul', args: [{ k: 'num', n: -1n, d: 1n }, e.args[1]] }] });
  const dydx = P(a.text.replace(/^dy\/dx\s*=\s*/, ''));
  let good = 0;
  for (const x of [0.3, 0.7, 1.1, -0.6, 1.7, 2.3]) {
    const y = traceY(F, x);
    if (y === null) continue;
    const h = 1e-5;
    const y1 = traceY(F, x + h, y);
    const y2 = traceY(F, x - h, y);
    if (y1 === null || y2 === null) continue;
    const slope = (y1 - y2) / (2 * h);
    const claimed = num(dydx, { x, y });
    if (!Number.isFinite(claimed) || Math.abs(slope) > 1e4) continue;
    if (!close(slope, claimed, 1e-4)) return false;
    good++;
  }
  return good >= 2;
}

/** Area, volume and arc length by adaptive quadrature of the defining integrals (never the engine's antiderivatives). */
function integralAppOk(f: (x: number) => number, r: TopicReading, a: TopicAnswer, v: string): boolean {
  const claimed = num(P(a.text), {});
  if (!Number.isFinite(claimed)) return false;
  if (r.task === 'arc-length') {
    const lo = num(P(String(r.params.lo)), {});
    const hi = num(P(String(r.params.hi)), {});
    const L = quadrature((t) => Math.sqrt(1 + d1(f, t, 1e-6) ** 2), lo, hi, 1e-10).value;
    return close(claimed, L, 1e-6);
  }
  if (r.task === 'volume') {
    const lo = num(P(String(r.params.lo)), {});
    const hi = num(P(String(r.params.hi)), {});
    const V =
      r.params.axis === 'x'
        ? Math.PI * quadrature((t) => f(t) ** 2, lo, hi, 1e-11).value
        : 2 * Math.PI * quadrature((t) => Math.abs(t) * f(t), lo, hi, 1e-11).value;
    return close(claimed, V, 1e-7);
  }
  const g = P(String(r.params.g));
  const G = (x: number) => num(g, { [v]: x });
  let lo: number, hi: number;
  if (r.params.lo !== null) [lo, hi] = [num(P(String(r.params.lo)), {}), num(P(String(r.params.hi)), {})];
  else {
    // the outermost crossings of f and g, found by a scan and bisection on [−50, 50]
    const h = (x: number) => f(x) - G(x);
    const roots: number[] = [];
    for (let x = -50; x < 50; x += 0.01) {
      if (h(x) === 0) roots.push(x);
      else if (Math.sign(h(x)) !== Math.sign(h(x + 0.01))) {
        let [p, q] = [x, x + 0.01];
        for (let k = 0; k < 60; k++) {
          const m = (p + q) / 2;
          if (Math.sign(h(m)) === Math.sign(h(p))) p = m;
          else q = m;
        }
        roots.push((p + q) / 2);
      }
    }
    if (roots.length < 2) return false;
    [lo, hi] = [roots[0]!, roots[roots.length - 1]!];
  }
  const A = quadrature((t) => Math.abs(f(t) - G(t)), lo, hi, 1e-11).value;
  return close(claimed, A, 1e-6);
}
