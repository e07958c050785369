/**
 * Line integrals of simple fields (OpenStax Calculus Volume 3 §6.2–6.3 exercise style, CC BY-NC-SA 4.0; no text taken):
 * scalar ∫_C f ds = ∫_a^b f(r(t)) |r′(t)| dt and vector ∫_C F·dr = ∫_a^b F(r(t))·r′(t) dt (also written P dx + Q dy, or
 * "work done by F"), along r(t) = (x(t), y(t)[, z(t)]), a ≤ t ≤ b, parametric equations x = …, y = …, a line segment
 * from P to Q (r(t) = P + t(Q − P), 0 ≤ t ≤ 1), or a circle of radius R about the origin traversed counterclockwise.
 * When F is conservative on the whole plane/space (curl zero, components smooth everywhere) the fundamental theorem
 * for line integrals gives φ(end) − φ(start) with a potential φ found by integration and checked by ∇φ = F.
 * The check (verifyLineIntegral) integrates the parametrised integrand numerically with r′(t) by central differences.
 */
import type { Budget } from '../../budget';
import { toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow } from '../../simplify';
import { integrateIndefinite, quadrature } from '../../integrate';
import { type Expr, num, isNum, subst, contains } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { splitTop } from '../family';
import { numberAnswer } from './solve';
import { tex, P, D, val, free, unsupported } from './util';

const VARS = ['x', 'y', 'z'];
const minus = (a: Expr, b: Expr) => simplify(mkAdd([a, mkMul([num(-1), b])]));

/** Expressions of a tuple "(a, b)" / "<a, b>" / "⟨a, b⟩" (2 or 3 parts), or null. */
function tupleOf(text: string): string[] | null {
  const m = /^\s*[(<⟨]\s*(.+?)\s*[)>⟩]\s*$/.exec(text);
  if (!m) return null;
  const parts = splitTop(m[1]!);
  if (parts.length < 2 || parts.length > 3) return null;
  try {
    return parts.map((p) => toText(P(p)));
  } catch {
    return null;
  }
}

type Curve = { r: string[]; a: string; b: string; oriented?: boolean };

/** y = g(x) from P to Q as x = ±t (t increasing), or null unless both ends lie on the curve. */
function graphCurve(gText: string, pText: string, qText: string): Curve | null {
  const [p, q] = [tupleOf(pText), tupleOf(qText)];
  let g: Expr;
  try {
    g = P(gText);
  } catch {
    return null;
  }
  if (!p || !q || p.length !== 2 || q.length !== 2 || free(g).some((s) => s !== 'x')) return null;
  const [x0, y0, x1, y1] = [...p, ...q].map((c) => val(P(c))) as [number, number, number, number];
  const on = (a: number, b: number) => Math.abs(val(g, { x: a }) - b) < 1e-12 * (1 + Math.abs(b));
  if (!on(x0, y0) || !on(x1, y1) || x0 === x1) return null;
  const sgn = x1 > x0 ? 1 : -1;
  const xt = simplify(mkMul([num(sgn), { k: 'sym', name: 't' }]));
  const end = (c: string) => toText(simplify(mkMul([num(sgn), P(c)])));
  return { r: [toText(xt), toText(simplify(subst(g, 'x', xt)))], a: end(p[0]!), b: end(q[0]!) };
}

/** A curve: components in t and the t range, or null. */
function readCurve(text0: string): Curve | null {
  const text = text0.trim().replace(/^(?:the\s+)?(?:curve\s+|path\s+)?(?:c\s*(?::|is|=)\s*)?(?:the\s+)?/i, '');
  let m: RegExpExecArray | null;
  const range = (s: string): [string, string] | null => {
    const x =
      /^,?\s*(?:for\s+|with\s+|where\s+)?(.+?)\s*<=?\s*t\s*<=?\s*(.+)$/i.exec(s) ??
      /^,?\s*(?:for\s+)?t\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+)$/i.exec(s) ??
      /^,?\s*(?:for\s+)?t\s*(?:in|∈)\s*\[\s*(.+?)\s*,\s*(.+?)\s*\]$/i.exec(s) ??
      /^,?\s*from\s+t\s*=\s*(.+?)\s+to\s+t\s*=\s*(.+)$/i.exec(s);
    if (!x) return null;
    try {
      const [a, b] = [P(x[1]!), P(x[2]!)];
      return free(a).length || free(b).length || !(val(b) > val(a)) ? null : [toText(a), toText(b)];
    } catch {
      return null;
    }
  };
  if ((m = /^(?:(?:straight\s+)?line\s+segment|segment|straight\s+line)\s+from\s+(.+?)\s+to\s+(.+)$/i.exec(text))) {
    const [p, q] = [tupleOf(m[1]!), tupleOf(m[2]!)];
    if (!p || !q || p.length !== q.length) return null;
    const r = p.map((pi, i) => toText(simplify(mkAdd([P(pi), mkMul([{ k: 'sym', name: 't' }, minus(P(q[i]!), P(pi))])]))));
    return { r, a: '0', b: '1' };
  }
  if (
    (m = /^(?:(?:the\s+)?(?:parabola|curve|graph(?:\s+of)?|cubic)\s+)?y\s*=\s*(.+?)\s+from\s+(\(.+?\))\s+to\s+(\(.+?\))$/i.exec(
      text,
    ))
  )
    return graphCurve(m[1]!, m[2]!, m[3]!);
  if (
    (m =
      /^(?:unit\s+circle|circle\s+(?:of\s+radius|x\^2\s*\+\s*y\^2\s*=)\s*([^\s,]+))(?:\s+centered\s+at\s+the\s+origin)?\s*,?\s*(?:traversed\s+|oriented\s+)?(?:once\s+)?(counterclockwise|anticlockwise|clockwise)?$/i.exec(
        text,
      ))
  ) {
    const R = m[1] ? (/=/.test(text) ? toText(simplify(mkPow(P(m[1]), num(1, 2)))) : m[1]) : '1';
    if (m[2]?.toLowerCase() === 'clockwise') return { r: [`${R}*cos(t)`, `-${R}*sin(t)`], a: '0', b: '2*pi', oriented: true };
    return { r: [`${R}*cos(t)`, `${R}*sin(t)`], a: '0', b: '2*pi', oriented: !!m[2] };
  }
  if ((m = /^(?:r\s*\(\s*t\s*\)\s*=\s*|r\s*=\s*)?([(<⟨].+?[)>⟩])\s*(,?.*)$/i.exec(text))) {
    const r = tupleOf(m[1]!);
    const rg = range(m[2]!);
    return r && rg ? { r, a: rg[0], b: rg[1] } : null;
  }
  if ((m = /^x\s*=\s*(.+?)\s*,\s*y\s*=\s*(.+?)(?:\s*,\s*z\s*=\s*(.+?))?\s*((?:,|for|with|where)\s*.+)$/i.exec(text))) {
    const rg = range(m[4]!);
    const comps = [m[1]!, m[2]!, m[3]].filter((c): c is string => !!c);
    try {
      return rg ? { r: comps.map((c) => toText(P(c))), a: rg[0], b: rg[1] } : null;
    } catch {
      return null;
    }
  }
  return null;
}

const LEAD = String.raw`^(?:find|compute|evaluate|calculate|determine|what\s+is)?\s*(?:the\s+)?`;
const ALONG = String.raw`\s*,?\s+(?:along|over|on|where\s+c\s+is|and\s+c\s+is|for\s+c\s*:|where\s+c\s*:|c\s*:)\s+`;

/** Reads a line integral; null otherwise. */
export function readLineIntegral(q0: string): TopicReading | null {
  const q = q0
    .replace(/^(.*?)(?:(?:the\s+)?line\s+integral\s+)?(?:∫|\\int)\s*_\s*\{?c\}?\s*/i, '$1line integral of ')
    .replace(/\s*,\s*$/, '');
  let m: RegExpExecArray | null;
  let field: string[] | null = null;
  let f: string | null = null;
  let curveText: string;
  if (
    (m = new RegExp(
      `${LEAD}(?:work\\s+done\\s+by\\s+(?:the\\s+)?(?:force\\s+)?(?:field\\s+)?|line\\s+integral\\s+of\\s+(?:the\\s+)?(?:vector\\s+field\\s+)?(?:f\\s*(?:\\*|\\.|·|dot)\\s*dr\\s*,?\\s*(?:for|where|with)\\s+)?)f\\s*(?:\\(\\s*x\\s*,\\s*y(?:\\s*,\\s*z)?\\s*\\))?\\s*=\\s*([(<⟨].+?[)>⟩])(?:\\s*,?\\s*(?:(?:in\\s+moving|on)\\s+(?:a\\s+)?(?:particle|object)(?:\\s+(?:that\\s+)?mov(?:es|ing))?|moving\\s+(?:a\\s+)?(?:particle|object)))?${ALONG}(.+)$`,
      'i',
    ).exec(q))
  ) {
    field = tupleOf(m[1]!);
    curveText = m[2]!;
  } else if (
    (m = new RegExp(
      `${LEAD}line\\s+integral\\s+of\\s+(.+?)\\s*dx\\s*\\+\\s*(.+?)\\s*dy(?:\\s*\\+\\s*(.+?)\\s*dz)?${ALONG}(.+)$`,
      'i',
    ).exec(q))
  ) {
    try {
      field = [m[1]!, m[2]!, m[3]].filter((c): c is string => c !== undefined).map((c) => toText(P(c.trim() || '1')));
    } catch {
      return null;
    }
    curveText = m[4]!;
  } else if (
    (m = new RegExp(
      `${LEAD}(?:scalar\\s+)?line\\s+integral\\s+of\\s+(?:f\\s*(?:\\(\\s*x\\s*,\\s*y(?:\\s*,\\s*z)?\\s*\\))?\\s*=\\s*)?(.+?)(?:\\s*(?:\\*\\s*)?ds)?${ALONG}(.+)$`,
      'i',
    ).exec(q))
  ) {
    f = m[1]!.replace(/\s*\*?\s*ds$/i, '');
    if (tupleOf(f)) return null;
    curveText = m[2]!;
  } else return null;
  const curve = readCurve(curveText);
  if (!curve) return null;
  const dims = curve.r.length;
  const vars = VARS.slice(0, dims);
  if (curve.r.some((c) => free(P(c)).some((s) => s !== 't'))) return null;
  if (field) {
    if (field.length !== dims || field.some((c) => free(P(c)).some((s) => !vars.includes(s)))) return null;
    // a closed circle's direction must be said for a vector field
    if (/circle/i.test(curveText) && !curve.oriented) return null;
    return {
      topic: 'multivariable',
      task: 'line-vector',
      params: { field, curve },
      inputLatex: `\\int_C \\langle ${field.map((c) => tex(P(c))).join(', ')} \\rangle \\cdot d\\vec r`,
      inputText: `line_integral(<${field.join(', ')}>)`,
    };
  }
  let fe: Expr;
  try {
    fe = P(f!);
  } catch {
    return null;
  }
  if (fe.k === 'rel' || fe.k === 'list' || free(fe).some((s) => !vars.includes(s))) return null;
  return {
    topic: 'multivariable',
    task: 'line-scalar',
    params: { f: toText(fe), curve },
    inputLatex: `\\int_C ${tex(fe)}\\, ds`,
    inputText: `line_integral(${toText(fe)})`,
  };
}

const at = (e: Expr, vars: string[], pt: Expr[]) => simplify(vars.reduce((acc, v, i) => subst(acc, v, pt[i]!), e));

/** Smooth on all of the plane/space: sums, products, whole powers, exp, sin and cos only. */
function entire(e: Expr): boolean {
  switch (e.k) {
    case 'num':
    case 'sym':
      return true;
    case 'add':
    case 'mul':
    case 'neg':
    case 'sub':
      return e.args.every(entire);
    case 'pow':
      return (
        entire(e.args[0]) &&
        entire(e.args[1]) &&
        ((isNum(e.args[1]) && e.args[1].d === 1n && e.args[1].n >= 0n) || !free(e.args[0]).length)
      );
    case 'fn':
      return ['sin', 'cos', 'exp', 'sinh', 'cosh'].includes(e.name) && e.args.every(entire);
    default:
      return false;
  }
}

/** A potential φ with ∇φ = F (integrating P in x, then what Q and R add), checked by differentiation; or null. */
function potential(F: Expr[], vars: string[]): Expr | null {
  if (!F.every(entire)) return null;
  for (let i = 0; i < vars.length; i++)
    for (let j = i + 1; j < vars.length; j++) {
      const c = minus(D(F[i]!, vars[j]!), D(F[j]!, vars[i]!));
      if (!(isNum(c) && c.n === 0n)) return null;
    }
  let phi: Expr = num(0);
  for (let i = 0; i < vars.length; i++) {
    const rest = minus(F[i]!, D(phi, vars[i]!));
    if (vars.slice(0, i).some((v) => contains(rest, v))) return null;
    const anti = integrateIndefinite(rest, vars[i]!).antiderivative;
    if (!anti) return null;
    phi = simplify(mkAdd([phi, anti]));
  }
  return vars.every((v, i) => {
    const d = minus(D(phi, v), F[i]!);
    return isNum(d) && d.n === 0n;
  })
    ? phi
    : null;
}

/** |r′(t)|: exact √ of a constant when r′·r′ is constant (a circle, a helix, a segment), else the √ as it is. */
function speed(dr: Expr[]): Expr {
  const sq = simplify(mkAdd(dr.map((c) => mkPow(c, num(2)))));
  const ts = [0.1, 0.7, 1.3, 2.9];
  const v = ts.map((t) => val(sq, { t }));
  if (v.every((x) => Number.isFinite(x) && Math.abs(x - v[0]!) < 1e-12 * (1 + Math.abs(x))))
    return simplify(mkPow(simplify(subst(sq, 't', num(0))), num(1, 2)));
  return simplify(mkPow(sq, num(1, 2)));
}

/** ∫_a^b g(t) dt exactly with the engine's antiderivative, or null when it finds none. */
function integrateT(g: Expr, a: Expr, b: Expr): Expr | null {
  const anti = integrateIndefinite(g, 't').antiderivative;
  return anti ? simplify(minus(subst(anti, 't', b), subst(anti, 't', a))) : null;
}

/** The line integral with the steps a textbook shows. */
export function solveLineIntegral(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const curve = r.params.curve as { r: string[]; a: string; b: string };
  const rs = curve.r.map(P);
  const [a, b] = [P(curve.a), P(curve.b)];
  const vars = VARS.slice(0, rs.length);
  const dr = rs.map((c) => D(c, 't'));
  const rTex = `\\vec r(t) = \\left\\langle ${rs.map(tex).join(', ')} \\right\\rangle,\\ ${tex(a)} \\le t \\le ${tex(b)}`;
  const steps: Step[] = [step('mv-line-parametrize', '', rTex, { eq: rTex })];
  const drTex = `\\vec r'(t) = \\left\\langle ${dr.map(tex).join(', ')} \\right\\rangle`;
  let g: Expr;
  if (r.task === 'line-scalar') {
    const f = P(String(r.params.f));
    const sp = speed(dr);
    steps.push(step('mv-line-speed', '', tex(sp), { eq: `${drTex},\\ ds = \\left|\\vec r'(t)\\right| dt = ${tex(sp)}\\,dt` }));
    g = simplify(mkMul([at(f, vars, rs), sp]));
    steps.push(step('mv-line-substitute', '', tex(g), { eq: `f(\\vec r(t))\\left|\\vec r'(t)\\right| = ${tex(g)}` }));
  } else {
    const F = (r.params.field as string[]).map(P);
    const phi = potential(F, vars);
    if (phi) {
      const [p0, p1] = [rs.map((c) => simplify(subst(c, 't', a))), rs.map((c) => simplify(subst(c, 't', b)))];
      const value = simplify(minus(at(phi, vars, p1), at(phi, vars, p0)));
      const pt = (p: Expr[]) => `\\left(${p.map(tex).join(', ')}\\right)`;
      steps.push(
        step('mv-conservative', '', tex(phi), {
          eq:
            vars.length === 2
              ? `\\frac{\\partial P}{\\partial y} = \\frac{\\partial Q}{\\partial x} = ${tex(D(F[0]!, 'y'))}`
              : `\\nabla \\times \\vec F = \\vec 0`,
          phi: `\\varphi = ${tex(phi)}`,
        }),
        step('mv-potential-ends', '', tex(value), { eq: `\\varphi${pt(p1)} - \\varphi${pt(p0)} = ${tex(value)}` }),
      );
      return numberAnswer(value, steps);
    }
    g = simplify(mkAdd(F.map((c, i) => mkMul([at(c, vars, rs), dr[i]!]))));
    steps.push(step('mv-line-dot', '', tex(g), { eq: `${drTex},\\ \\vec F(\\vec r(t)) \\cdot \\vec r'(t) = ${tex(g)}` }));
  }
  const value = integrateT(g, a, b);
  if (!value) {
    // no elementary antiderivative found (∫ (t + t²)√(1 + 4t²) dt): the value by adaptive quadrature, marked approximate
    const q = quadrature((t) => val(g, { t }), val(a), val(b), 1e-12);
    if (!Number.isFinite(q.value) || !(q.error < 1e-9 * (1 + Math.abs(q.value))))
      throw unsupported('The parametrised integrand has no exact antiderivative here');
    const shown = String(Number(q.value.toPrecision(10)));
    steps.push(step('mv-line-numeric', '', shown, { eq: `\\int_{${tex(a)}}^{${tex(b)}} ${tex(g)}\\,dt \\approx ${shown}` }));
    return { kind: 'number', latex: `\\approx ${shown}`, text: shown, approx: shown, steps, exact: false };
  }
  steps.push(step('mv-line-integrate', '', tex(value), { eq: `\\int_{${tex(a)}}^{${tex(b)}} ${tex(g)}\\,dt = ${tex(value)}` }));
  return numberAnswer(value, steps);
}

/** Numeric quadrature of the parametrised integrand (r′ by central differences) against the exact answer. */
export function verifyLineIntegral(r: TopicReading, ans: TopicAnswer): boolean {
  const curve = r.params.curve as { r: string[]; a: string; b: string };
  const rs = curve.r.map(P);
  const vars = VARS.slice(0, rs.length);
  const pos = (t: number) => rs.map((c) => val(c, { t }));
  const env = (p: number[]) => Object.fromEntries(vars.map((v, i) => [v, p[i]!]));
  const deriv = (t: number) => {
    const h = 1e-5;
    const [p, q] = [pos(t + h), pos(t - h)];
    return p.map((x, i) => (x - q[i]!) / (2 * h));
  };
  let h: (t: number) => number;
  if (r.task === 'line-scalar') {
    const f = P(String(r.params.f));
    h = (t) => val(f, env(pos(t))) * Math.hypot(...deriv(t));
  } else {
    const F = (r.params.field as string[]).map(P);
    h = (t) => {
      const p = pos(t);
      const d = deriv(t);
      return F.reduce((s, c, i) => s + val(c, env(p)) * d[i]!, 0);
    };
  }
  const numeric = quadrature(h, val(P(curve.a)), val(P(curve.b)), 1e-11).value;
  const claimed = val(P(ans.text));
  return Number.isFinite(numeric) && Number.isFinite(claimed) && Math.abs(claimed - numeric) <= 1e-6 * (1 + Math.abs(numeric));
}
