/**
 * Lagrange multipliers (OpenStax Calculus Volume 3 §4.8 exercise style, CC BY-NC-SA 4.0; no text taken): the extrema of
 * f(x, y) or f(x, y, z) on a constraint g = c. Read: "maximize f(x,y) = xy subject to x + y = 10", "use Lagrange
 * multipliers to find the extrema of x^2 + y^2 subject to xy = 1", "min of x^2+y^2+z^2 given x+y+z=3". Solved by
 * ∇f = λ∇g, g = c (exact elimination, ./system.ts); f is evaluated at each solution. A closed and bounded constraint
 * (its top-degree part definite) has both a maximum and a minimum among them; on an unbounded one the values of f far
 * out on the constraint decide whether the largest (smallest) candidate is a maximum (minimum) — undecided is refused.
 * The check (verifyLagrange) substitutes every listed point into g = c and ∇f ∥ ∇g exactly, and samples the constraint
 * numerically (random points projected onto it by Newton steps with difference quotients) to confirm the max/min.
 */
import type { Budget } from '../../budget';
import { parse } from '../../parse';
import { toText } from '../../print';
import { simplify, mkAdd, mkMul, expand } from '../../simplify';
import { toPolyExpr } from '../../poly';
import { type Expr, num, isNum, subst } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import type { AnswerWords } from '../../answerWords';
import { step } from '../geometry/util';
import { multiFunction } from './read';
import { realSolutions, solvePolySystem } from './system';
import { splitTop } from '../family';
import { tex, P, D, val, free, unsupported } from './util';

const at = (e: Expr, vars: string[], pt: Expr[]) => simplify(vars.reduce((acc, v, i) => subst(acc, v, pt[i]!), e));
const VARS = ['x', 'y', 'z'];

const GOAL = String.raw`(maximi[sz]e|minimi[sz]e|maximum\s+and\s+minimum(?:\s+values?)?|max(?:imum)?\s+and\s+min(?:imum)?(?:\s+values?)?|extreme\s+values|(?:absolute\s+|global\s+)?extrema|maximum(?:\s+value)?|minimum(?:\s+value)?|max|min)`;
const LINK = String.raw`(?:subject\s+to|given(?:\s+that)?|on\s+the\s+(?:curve|circle|ellipse|line|plane|sphere|surface|ellipsoid|hyperbola)|with\s+(?:the\s+)?constraint|constrained\s+by|under\s+the\s+constraint|such\s+that|restricted\s+to)`;

/** Reads a Lagrange-multiplier question; null otherwise. */
export function readLagrange(q0: string): TopicReading | null {
  let q = q0.replace(/^(?:use|using|apply)\s+(?:the\s+method\s+of\s+)?lagrange\s+multipliers\s*(?:to|,)?\s*/i, '');
  const viaLagrange = q !== q0 || /lagrange/i.test(q);
  q = q.replace(/\s*,?\s*(?:using|with|by)\s+(?:the\s+method\s+of\s+)?lagrange\s+multipliers$/i, '');
  const m = new RegExp(
    String.raw`^(?:find|compute|determine|what\s+(?:is|are))?\s*(?:all\s+)?(?:the\s+)?${GOAL}\s+(?:values?\s+)?(?:of\s+)?(?:the\s+function\s+)?(.+?)\s*,?\s+${LINK}\s+(?:the\s+constraint\s+)?(.+)$`,
    'i',
  ).exec(q);
  if (!m) return null;
  const goalWord = m[1]!.toLowerCase();
  const goal = /and|extrem/.test(goalWord) ? 'both' : goalWord.startsWith('max') ? 'max' : 'min';
  const fn = multiFunction(m[2]!, 1);
  let cons = m[3]!.trim().replace(/^[gh]\s*\(\s*[xyz](?:\s*,\s*[xyz]){1,2}\s*\)\s*=\s*(?=.*=)/i, '');
  if (!fn || !/=/.test(cons) || /[<>]/.test(cons)) return null;
  cons = cons.replace(/\s*=\s*/, ' = ');
  let g: Expr;
  try {
    const rel = parse(cons);
    if (rel.k !== 'rel' || rel.op !== '=') return null;
    g = simplify(mkAdd([rel.args[0]!, mkMul([num(-1), rel.args[1]!])]));
  } catch {
    return null;
  }
  const vars = VARS.filter((v) => fn.vars.includes(v) || free(g).includes(v));
  if (vars.length < 2 || [...free(P(fn.f)), ...free(g)].some((s) => !vars.includes(s)) || !free(g).length) return null;
  if (!viaLagrange && !/subject|constraint|given|on\s+the/i.test(q)) return null;
  return {
    topic: 'multivariable',
    task: 'lagrange',
    params: { f: fn.f, g: toText(g), vars, goal },
    inputLatex: `${tex(P(fn.f))}\\ \\text{subject to}\\ ${tex(parse(cons))}`,
    inputText: `lagrange(${fn.f}; ${cons})`,
  };
}

/**
 * True when g is a polynomial of degree ≥ 2 that takes one sign, growing, far out in every direction (its top-degree
 * part definite): {g = 0} is then closed and bounded.
 */
function boundedConstraint(g: Expr, vars: string[]): boolean {
  const degs = vars.map((v) => toPolyExpr(g, v, 12));
  if (degs.some((d) => !d) || degs.every((d) => d!.length < 3)) return false;
  const t = 1e4;
  const vals: number[] = [];
  for (let i = 0; i < 60; i++)
    for (let j = 0; j < (vars.length === 3 ? 30 : 1); j++) {
      const th = (2 * Math.PI * i) / 60;
      const ph = vars.length === 3 ? (Math.PI * (j + 0.5)) / 30 : Math.PI / 2;
      const u = [Math.sin(ph) * Math.cos(th), Math.sin(ph) * Math.sin(th), Math.cos(ph)];
      vals.push(val(g, Object.fromEntries(vars.map((v, k) => [v, t * u[k]!]))));
    }
  return vals.every((x) => Number.isFinite(x) && x > 1e3) || vals.every((x) => Number.isFinite(x) && x < -1e3);
}

/** Values of f at points of {g = 0} found on circles/spheres of radius R (sign changes of g along the angle). */
function farValues(f: Expr, g: Expr, vars: string[], R: number): number[] {
  const out: number[] = [];
  const point = (th: number, ph: number) => {
    const u = [Math.sin(ph) * Math.cos(th), Math.sin(ph) * Math.sin(th), Math.cos(ph)];
    return Object.fromEntries(vars.map((v, k) => [v, R * u[k]!]));
  };
  const rows = vars.length === 3 ? 24 : 1;
  for (let j = 0; j < rows; j++) {
    const ph = vars.length === 3 ? (Math.PI * (j + 0.5)) / rows : Math.PI / 2;
    const n = vars.length === 3 ? 240 : 720;
    let prev = val(g, point(0, ph));
    for (let i = 1; i <= n; i++) {
      const th = (2 * Math.PI * i) / n;
      const cur = val(g, point(th, ph));
      if (Number.isFinite(prev) && Number.isFinite(cur) && prev * cur <= 0) {
        let [a, b] = [th - (2 * Math.PI) / n, th];
        for (let k = 0; k < 60; k++) {
          const mid = (a + b) / 2;
          if (val(g, point(a, ph)) * val(g, point(mid, ph)) <= 0) b = mid;
          else a = mid;
        }
        const fv = val(f, point(a, ph));
        if (Number.isFinite(fv)) out.push(fv);
      }
      prev = cur;
    }
  }
  return out;
}

interface Cand {
  pt: Expr[];
  lambda: Expr;
  value: Expr;
  num: number;
}

/** Exists-decision on an unbounded constraint: 'yes' the extreme candidate is global, 'no' f goes past it, else null. */
function globalOnUnbounded(f: Expr, g: Expr, vars: string[], best: number | null, sign: 1 | -1): 'yes' | 'no' | null {
  const far = [...farValues(f, g, vars, 1e2), ...farValues(f, g, vars, 1e3)].map((v) => sign * v);
  if (!far.length) return null;
  if (best === null) return 'no';
  const tol = 1e-6 * (1 + Math.abs(best));
  if (far.some((v) => v > sign * best + tol)) return 'no';
  if (far.every((v) => v < sign * best - tol)) return 'yes';
  return null;
}

const ptTex = (p: Expr[]) => `\\left(${p.map(tex).join(', ')}\\right)`;
const ptText = (p: Expr[]) => `(${p.map(toText).join(', ')})`;

/** The shorter (as text) of e and its expansion: radicals from the elimination read better expanded. */
function shorter(e: Expr): Expr {
  try {
    const alt = simplify(expand(e));
    return toText(alt).length < toText(e).length ? alt : e;
  } catch {
    return e;
  }
}

/** The Lagrange system, its solutions, f at each, and the maximum / minimum asked for. */
export function solveLagrange(r: TopicReading, budget: Budget): TopicAnswer {
  const f = P(String(r.params.f));
  const g = P(String(r.params.g));
  const vars = r.params.vars as string[];
  const goal = r.params.goal as 'max' | 'min' | 'both';
  const L = 'lambda';
  const fg = vars.map((v) => D(f, v));
  const gg = vars.map((v) => D(g, v));
  const eqs = [...vars.map((_, i) => simplify(mkAdd([fg[i]!, mkMul([num(-1), { k: 'sym', name: L }, gg[i]!])]))), g];
  // a point of the constraint where ∇g = 0 escapes the method: refused
  if (realSolutions(solvePolySystem([...gg, g], vars, budget), vars).length)
    throw unsupported('The constraint has a point where its gradient is zero');
  const sols = realSolutions(solvePolySystem(eqs, [...vars, L], budget), [...vars, L]);
  const cands: Cand[] = sols.map((s) => {
    const pt = vars.map((v) => shorter(s[v]!));
    const value = shorter(at(f, vars, pt));
    return { pt, lambda: s[L]!, value, num: val(value) };
  });
  if (cands.some((c) => !Number.isFinite(c.num))) throw unsupported('f is not defined at a candidate point');
  cands.sort((a, b) => a.pt.map((p) => val(p)).reduce((acc, x, i) => acc || x - val(b.pt[i]!), 0));
  const sysTex = vars.map((v, i) => `${tex(fg[i]!)} = \\lambda \\cdot ${tex(gg[i]!)}`).join(',\\ ') + `,\\ ${tex(g)} = 0`;
  const steps: Step[] = [
    step('mv-lagrange-system', '', sysTex, {
      eq: `\\nabla f = \\lambda \\nabla g:\\ ${sysTex}`,
    }),
    step('mv-lagrange-solutions', '', cands.map((c) => ptTex(c.pt)).join(',\\ ') || '\\varnothing', {
      points: cands.map((c) => `${ptTex(c.pt)}\\ (\\lambda = ${tex(c.lambda)})`).join(',\\ ') || '\\varnothing',
    }),
  ];
  if (cands.length)
    steps.push(
      step('mv-lagrange-evaluate', '', cands.map((c) => tex(c.value)).join(',\\ '), {
        eq: cands.map((c) => `f${ptTex(c.pt)} = ${tex(c.value)}`).join(',\\ '),
      }),
    );
  const bounded = boundedConstraint(g, vars);
  if (bounded) {
    if (!cands.length) throw unsupported('No candidate on a bounded constraint');
    steps.push(step('mv-lagrange-bounded', '', '', {}));
  }
  const pick = (sign: 1 | -1) => {
    const best = cands.length ? Math.max(...cands.map((c) => sign * c.num)) : null;
    const exists = bounded ? 'yes' : globalOnUnbounded(f, g, vars, best === null ? null : sign * best, sign);
    if (!exists) throw unsupported('Whether the extreme value is attained could not be decided');
    const word = sign === 1 ? 'maximum' : 'minimum';
    if (exists === 'no') {
      steps.push(step(sign === 1 ? 'mv-lagrange-no-max' : 'mv-lagrange-no-min', '', `\\text{no ${word}}`, {}));
      const words: AnswerWords = { key: sign === 1 ? 'algebra.no-maximum' : 'algebra.no-minimum' };
      return { text: `no ${word}`, latex: `\\text{no ${word}}`, words };
    }
    const top = cands.filter((c) => Math.abs(sign * c.num - best!) <= 1e-9 * (1 + Math.abs(best!)));
    const v = top[0]!.value;
    steps.push(
      step(sign === 1 ? 'mv-lagrange-max' : 'mv-lagrange-min', '', tex(v), {
        value: tex(v),
        points: top.map((c) => ptTex(c.pt)).join(',\\ '),
      }),
    );
    const [pTex, pText] = [top.map((c) => ptTex(c.pt)).join(',\\ '), top.map((c) => ptText(c.pt)).join(', ')];
    const words: AnswerWords = {
      key: sign === 1 ? 'multivariable.max-at' : 'multivariable.min-at',
      params: { value: tex(v), points: pTex },
      paramsText: { value: toText(v), points: pText },
    };
    return { text: `${word} ${toText(v)} at ${pText}`, latex: `\\text{${word} } ${tex(v)} \\text{ at } ${pTex}`, words };
  };
  const parts = goal === 'both' ? [pick(1), pick(-1)] : [pick(goal === 'max' ? 1 : -1)];
  return {
    kind: 'expression',
    latex: parts.map((p) => p.latex).join(';\\ '),
    text: parts.map((p) => p.text).join('; '),
    words: parts.length === 1 ? parts[0]!.words : parts.map((p) => p.words),
    steps,
    exact: true,
  };
}

/** A deterministic pseudo-random sequence in [0, 1) (a linear congruential generator; fixed seed). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Random points moved onto {g = 0} by Newton steps along difference-quotient gradients; f at each. */
function sampleConstraint(f: Expr, g: Expr, vars: string[]): { scale: number; f: number }[] {
  const rand = rng(20261125);
  const G = (p: number[]) => val(g, Object.fromEntries(vars.map((v, i) => [v, p[i]!])));
  const out: { scale: number; f: number }[] = [];
  for (const scale of [0.5, 2, 10, 100, 1000])
    for (let k = 0; k < 160; k++) {
      let p = vars.map(() => (2 * rand() - 1) * scale);
      for (let it = 0; it < 60; it++) {
        const gv = G(p);
        if (!Number.isFinite(gv)) break;
        const h = 1e-6 * (1 + Math.hypot(...p));
        const grad = p.map(
          (_, i) => (G(p.map((x, j) => (j === i ? x + h : x))) - G(p.map((x, j) => (j === i ? x - h : x)))) / (2 * h),
        );
        const n2 = grad.reduce((s, x) => s + x * x, 0);
        if (!(n2 > 1e-300)) break;
        p = p.map((x, i) => x - (gv * grad[i]!) / n2);
        if (Math.abs(gv) < 1e-13 * (1 + scale * scale)) break;
      }
      if (Math.abs(G(p)) < 1e-9 * (1 + scale * scale)) {
        const fv = val(f, Object.fromEntries(vars.map((v, i) => [v, p[i]!])));
        if (Number.isFinite(fv)) out.push({ scale, f: fv });
      }
    }
  return out;
}

/** Zero by exact simplification, or (radicals the simplifier leaves) below 1e-10 numerically. */
const isZero = (e: Expr) => {
  const s = simplify(e);
  return (isNum(s) && s.n === 0n) || Math.abs(val(s)) < 1e-10;
};

/** The check of a Lagrange answer (see the module comment). */
export function verifyLagrange(r: TopicReading, a: TopicAnswer): boolean {
  const f = P(String(r.params.f));
  const g = P(String(r.params.g));
  const vars = r.params.vars as string[];
  const samples = sampleConstraint(f, g, vars);
  if (samples.length < 40) return false;
  for (const part of a.text.split(/;\s*/)) {
    const m = /^(maximum|minimum) (.+?) at (.+)$/.exec(part);
    const sign = (part.includes('maximum') ? 1 : -1) as 1 | -1;
    if (!m) {
      // "no maximum": f grows past every value far out on the constraint
      if (!/^no (maximum|minimum)$/.test(part)) return false;
      const best = (scale: number) => Math.max(...samples.filter((s) => s.scale === scale).map((s) => sign * s.f));
      if (!(best(1000) > best(10) + 1 && best(100) > best(2))) return false;
      continue;
    }
    const value = P(m[2]!);
    // "(a, b), (c, d)": the points at top level, each "(…)" split at its own top-level commas
    const pts = splitTop(m[3]!);
    if (!pts.length || pts.some((t) => !/^\(.*\)$/.test(t))) return false;
    for (const t of pts) {
      const pt = splitTop(t.slice(1, -1)).map(P);
      if (pt.length !== vars.length || !isZero(at(g, vars, pt))) return false;
      // ∇f ∥ ∇g at the point: every 2×2 minor of [∇f; ∇g] is zero
      const gf = vars.map((v) => at(D(f, v), vars, pt));
      const gg = vars.map((v) => at(D(g, v), vars, pt));
      for (let i = 0; i < vars.length; i++)
        for (let j = i + 1; j < vars.length; j++)
          if (!isZero(mkAdd([mkMul([gf[i]!, gg[j]!]), mkMul([num(-1), gf[j]!, gg[i]!])]))) return false;
      if (!isZero(mkAdd([at(f, vars, pt), mkMul([num(-1), value])]))) return false;
    }
    const v = val(value);
    if (samples.some((s) => sign * s.f > sign * v + 1e-7 * (1 + Math.abs(v)))) return false;
  }
  return true;
}
