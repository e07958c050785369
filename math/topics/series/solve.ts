/**
 * Convergence, sums and radii of infinite series with the tests a textbook names (OpenStax Calculus Volume 2 ch. 5–6,
 * CC BY 4.0): the divergence test, geometric series, p-series, the ratio test, the limit comparison test with a
 * p-series, the integral test, the alternating series test (absolute or conditional convergence); closed forms of the
 * standard sums (Σ1/n² = π²/6, Σ1/n⁴ = π⁴/90, Σ(−1)^{n+1}/n = ln 2, Σ1/n! = e, …) and telescoping sums by partial
 * fractions; the radius of convergence of a power series by the ratio test, and its interval with both endpoints tested.
 * A series no test decides is refused (UNSUPPORTED), never guessed.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, mkAdd, mkMul, mkPow, mkFn, numerDenom } from '../../simplify';
import { limit } from '../../limit';
import { integrateDefinite } from '../../integrate';
import { solveEquation } from '../../solve';
import { evalReal } from '../../numeric';
import { toPoly, deg } from '../../poly';
import { type Expr, type Num, num, isNum, sym, subst, symbols, contains, qadd } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import type { AnswerWordKey } from '../../answerWords';
import { step } from '../geometry/util';

const tex = toLatex;
const INF = sym('inf');
const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'series-unsupported' });
const val = (e: Expr, env: Record<string, number> = {}): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
const shift = (a: Expr, v: string, k = 1): Expr => simplify(expandFact(simplify(subst(a, v, mkAdd([sym(v), num(k)])))));

/** (w + k)! → (w + k)(w + k − 1)…(w + 1)·w! for a whole k ≤ 6, so that ratios of factorials cancel. */
function expandFact(e: Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const args = e.args.map(expandFact);
  if (e.k === 'fn' && e.name === 'fact' && args[0]!.k === 'add') {
    const u = args[0]!;
    const k = u.args.find((t) => isNum(t) && t.d === 1n && t.n > 0n && t.n <= 6n) as Num | undefined;
    if (k) {
      const w = simplify(mkAdd(u.args.filter((t) => t !== k)));
      const factors: Expr[] = [mkFn('fact', [w])];
      for (let j = 1; j <= Number(k.n); j++) factors.push(mkAdd([w, num(j)]));
      return mkMul(factors);
    }
  }
  return { ...e, args } as Expr;
}
const isInf = (e: Expr | null) => !!e && contains(e, 'inf');

/** lim_{n→∞} e, or null when the engine finds none (undefined, oscillating). */
function limInf(e: Expr, v: string): Expr | null {
  try {
    const r = limit(e, v, INF);
    return r.exists && r.value ? simplify(r.value) : null;
  } catch {
    return null;
  }
}

/** a = (−1)^(n+c)·b with b free of the sign: b and the sign's offset, or null. */
function alternating(a0: Expr, v: string): Expr | null {
  // (−c)^n = (−1)^n·c^n, so that (−2)^n/(n·2^n) shows its sign factor
  const split = (f: Expr): Expr[] =>
    f.k === 'pow' &&
    isNum(f.args[0]) &&
    f.args[0].n < 0n &&
    !(f.args[0].n === -1n && f.args[0].d === 1n) &&
    contains(f.args[1], v)
      ? [mkPow(num(-1), f.args[1]), mkPow({ ...f.args[0], n: -f.args[0].n }, f.args[1])]
      : [f];
  const a = mergePowers(simplify(mkMul((a0.k === 'mul' ? a0.args : [a0]).flatMap(split))));
  const factors = a.k === 'mul' ? a.args : [a];
  const isSign = (f: Expr) =>
    f.k === 'pow' && isNum(f.args[0]) && f.args[0].n === -1n && f.args[0].d === 1n && contains(f.args[1], v);
  const signs = factors.filter(isSign);
  if (!signs.length) return null;
  // the signs' exponents add up to k·n + c: alternating only when k is odd ((−1)^(2n) = 1)
  const exponent = simplify(mkAdd(signs.map((f) => (f as Extract<Expr, { k: 'pow' }>).args[1])));
  const p = toPoly(exponent, v);
  if (!p || deg(p) !== 1 || p.some((c) => c.d !== 1n)) return null;
  const rest = factors.filter((f) => !isSign(f));
  if (p[1]!.n % 2n === 0n) return null; // no alternation: the caller folds the constant sign into the term
  // |a_n| (the constant sign of (−1)^(n+c) does not matter for convergence)
  const b = simplify(rest.length ? mkMul(rest) : num(1));
  return val(b, { [v]: 1000.5 }) < 0 ? simplify(mkMul([num(-1), b])) : b;
}

export type Verdict = 'converges' | 'diverges' | 'absolutely' | 'conditionally';

/** Tests for a series of eventually positive terms; null when none decides. */
function positiveTests(b: Expr, v: string, from: number, steps: Step[]): 'converges' | 'diverges' | null {
  const sig = `\\sum ${tex(b)}`;
  // geometric: a constant ratio
  const r = termRatio(b, v);
  if (!contains(r, v) && Number.isFinite(val(r))) {
    const conv = Math.abs(val(r)) < 1;
    steps.push(
      step(conv ? 'series-geometric-converges' : 'series-geometric-diverges', sig, `r = ${tex(r)}`, { r: `r = ${tex(r)}` }),
    );
    return conv ? 'converges' : 'diverges';
  }
  // p-series: c / n^p
  const p = pSeriesExponent(b, v);
  if (p !== null) {
    const conv = val(p) > 1;
    steps.push(step(conv ? 'series-p-converges' : 'series-p-diverges', sig, `p = ${tex(p)}`, { p: `p = ${tex(p)}` }));
    return conv ? 'converges' : 'diverges';
  }
  // ratio test
  const L = limInf(simplify(mkFn('abs', [r])), v);
  if (L && (isInf(L) || Math.abs(val(L) - 1) > 1e-12) && (isInf(L) || Number.isFinite(val(L)))) {
    const conv = !isInf(L) && val(L) < 1;
    steps.push(
      step(conv ? 'series-ratio-converges' : 'series-ratio-diverges', sig, `L = ${isInf(L) ? '\\infty' : tex(L)}`, {
        eq: `L = \\lim_{${v}\\to\\infty} \\left|\\frac{a_{${v}+1}}{a_{${v}}}\\right| = ${isInf(L) ? '\\infty' : tex(L)}`,
      }),
    );
    return conv ? 'converges' : 'diverges';
  }
  // limit comparison with 1/n^p, p from the degrees of a rational term
  const q = rationalDecay(b, v);
  if (q !== null) {
    const cmp = simplify(mkMul([b, mkPow(sym(v), q)]));
    const c = limInf(cmp, v);
    if (c && !isInf(c) && val(c) > 0) {
      const conv = val(q) > 1;
      steps.push(
        step(conv ? 'series-limit-comparison-converges' : 'series-limit-comparison-diverges', sig, `c = ${tex(c)}`, {
          cmp: `\\frac{1}{${v}^{${tex(q)}}}`,
          eq: `\\lim_{${v}\\to\\infty} \\frac{a_{${v}}}{1/${v}^{${tex(q)}}} = ${tex(c)}`,
        }),
      );
      return conv ? 'converges' : 'diverges';
    }
  }
  // integral test: f(x) = b(x) positive and decreasing on [from, ∞)
  if (decreasingFrom(b, v, Math.max(from, 1))) {
    try {
      const I = integrateDefinite(b, v, num(Math.max(from, 1)), INF);
      if (I.divergent || (I.value && !isInf(I.value) && I.exact)) {
        const conv = !I.divergent;
        steps.push(
          step(conv ? 'series-integral-converges' : 'series-integral-diverges', sig, conv ? tex(I.value!) : '\\infty', {
            eq: `\\int_{${Math.max(from, 1)}}^{\\infty} ${tex(b)}\\,d${v} = ${conv ? tex(I.value!) : '\\infty'}`,
          }),
        );
        return conv ? 'converges' : 'diverges';
      }
    } catch {
      /* no integral: no verdict */
    }
  }
  return null;
}

/** p when b = c·n^(−p) exactly (c a constant), else null. */
function pSeriesExponent(b: Expr, v: string): Expr | null {
  const factors = b.k === 'mul' ? b.args : [b];
  let p: Expr | null = null;
  for (const f of factors) {
    if (!contains(f, v)) continue;
    if (f.k === 'sym' && f.name === v && p === null) p = num(-1);
    else if (f.k === 'pow' && f.args[0].k === 'sym' && f.args[0].name === v && !contains(f.args[1], v) && p === null)
      p = simplify(mkMul([num(-1), f.args[1]]));
    else return null;
  }
  return p;
}

/** deg(den) − deg(num) of a rational term (powers of polynomials allowed), or null. */
function rationalDecay(b: Expr, v: string): Expr | null {
  const [N, Dn] = numerDenom(b);
  const dn = degreeOf(N, v);
  const dd = degreeOf(Dn, v);
  return dn === null || dd === null ? null : simplify(num(BigInt(Math.round((dd - dn) * 2)), 2n));
}

/** The degree of a polynomial, or of a power of one (√(n²+1) has degree 1); null otherwise. */
function degreeOf(e: Expr, v: string): number | null {
  if (!contains(e, v)) return 0;
  const p = toPoly(e, v);
  if (p) return deg(p);
  if (e.k === 'pow' && isNum(e.args[1])) {
    const d = degreeOf(e.args[0], v);
    return d === null ? null : d * val(e.args[1]);
  }
  if (e.k === 'mul') {
    let s = 0;
    for (const f of e.args) {
      const d = degreeOf(f, v);
      if (d === null) return null;
      s += d;
    }
    return s;
  }
  return null;
}

/** b(x) > 0 and b′ < 0 numerically on [start, 10⁴] (sampled) — the integral test's hypotheses. */
function decreasingFrom(b: Expr, v: string, start: number): boolean {
  let prev = val(b, { [v]: start });
  if (!(prev > 0)) return false;
  for (let x = start * 1.1 + 0.1; x < 1e4; x *= 1.3) {
    const cur = val(b, { [v]: x });
    if (!(cur > 0) || cur > prev) return false;
    prev = cur;
  }
  return true;
}

/** c₁^e·c₂^e → (c₁c₂)^e for numeric bases and one exponent (3^n·(1/3)^n = 1), recursively. */
export function mergePowers(e: Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  const args = e.args.map(mergePowers);
  if (e.k !== 'mul') return simplify({ ...e, args } as Expr);
  const groups = new Map<string, { exp: Expr; base: Expr[] }>();
  const rest: Expr[] = [];
  for (const f of args) {
    if (f.k === 'pow' && isNum(f.args[0]) && !isNum(f.args[1])) {
      const key = toText(f.args[1]);
      const g = groups.get(key) ?? { exp: f.args[1], base: [] };
      g.base.push(f.args[0]);
      groups.set(key, g);
    } else rest.push(f);
  }
  for (const g of groups.values()) rest.push(mkPow(simplify(mkMul(g.base)), g.exp));
  return simplify(mkMul(rest));
}

/** (−1)^(2n + c) factors replaced by (−1)^c (they do not alternate). */
function evenSigns(a: Expr, v: string): Expr {
  if (a.k === 'pow' && isNum(a.args[0]) && a.args[0].n === -1n && a.args[0].d === 1n && contains(a.args[1], v)) {
    const p = toPoly(a.args[1], v);
    if (p && deg(p) === 1 && p[1]!.d === 1n && p[1]!.n % 2n === 0n && p[0]!.d === 1n)
      return p[0]!.n % 2n === 0n ? num(1) : num(-1);
    return a;
  }
  if (a.k === 'num' || a.k === 'sym') return a;
  return simplify({ ...a, args: a.args.map((x) => evenSigns(x, v)) } as Expr);
}

/** Converges or diverges, with the test named in the steps. Throws UNSUPPORTED when no test decides. */
export function convergence(a0: Expr, v: string, from: number, steps: Step[]): Verdict {
  let a = mergePowers(a0);
  const b = alternating(a, v);
  const sig = `\\sum ${tex(a)}`;
  if (b) {
    const abs = positiveTests(b, v, from, steps);
    if (abs === 'converges') {
      steps.push(
        step('series-absolute', sig, `\\sum ${tex(b)}\\ \\text{converges}`.replace('\\text{converges}', '< \\infty'), {
          b: `\\sum ${tex(b)}`,
        }),
      );
      return 'absolutely';
    }
    const L = limInf(b, v);
    if (L && !(isNum(L) && L.n === 0n)) {
      steps.push(
        step('series-divergence-test', sig, `\\lim a_{${v}} \\neq 0`, {
          eq: `\\lim_{${v}\\to\\infty} |a_{${v}}| = ${isInf(L) ? '\\infty' : tex(L)}`,
        }),
      );
      return 'diverges';
    }
    if (L && decreasingFrom(b, v, Math.max(from, 1))) {
      steps.push(step('series-alternating', sig, `${tex(b)} \\searrow 0`, { b: tex(b) }));
      return abs === 'diverges' ? 'conditionally' : 'converges';
    }
    throw unsupported('No test decides this alternating series here');
  }
  a = evenSigns(a, v);
  const L = limInf(a, v);
  if (L && !(isNum(L) && L.n === 0n)) {
    steps.push(
      step('series-divergence-test', sig, `\\lim a_{${v}} \\neq 0`, {
        eq: `\\lim_{${v}\\to\\infty} a_{${v}} = ${isInf(L) ? '\\infty' : tex(L)}`,
      }),
    );
    return 'diverges';
  }
  // eventually negative terms: the series of −a
  const neg = val(a, { [v]: 1000 }) < 0;
  const verdict = positiveTests(neg ? simplify(mkMul([num(-1), a])) : a, v, from, steps);
  if (!verdict) throw unsupported('No test decides this series here');
  return verdict;
}

/** Words for a verdict. */
const WORDS: Record<Verdict, string> = {
  converges: 'converges',
  diverges: 'diverges',
  absolutely: 'converges absolutely',
  conditionally: 'converges conditionally',
};
/** The verdict's sentence in the answer-words table (math/answerWords.ts), shown translated. */
const WORD_KEYS: Record<Verdict, AnswerWordKey> = {
  converges: 'series.converges',
  diverges: 'common.diverges',
  absolutely: 'series.converges-absolutely',
  conditionally: 'series.converges-conditionally',
};

/** The first move of every series question: name the terms a_n and where n starts. */
const termsStep = (a: Expr, v: string, from: number): Step =>
  step('series-terms', `\\sum_{${v}=${from}}^{\\infty} ${tex(a)}`, `a_{${v}} = ${tex(a)}`, {
    a: `a_{${v}} = ${tex(a)}`,
    start: `${v} = ${from}`,
  });

function solveConvergence(r: TopicReading): TopicAnswer {
  const { a, v, from } = termOf(r);
  const steps: Step[] = [termsStep(a, v, from)];
  const verdict = convergence(a, v, from, steps);
  return {
    kind: 'boolean',
    value: verdict !== 'diverges',
    latex: `\\text{${WORDS[verdict]}}`,
    text: WORDS[verdict],
    words: { key: WORD_KEYS[verdict] },
    steps,
    exact: true,
  };
}

function termOf(r: TopicReading): { a: Expr; v: string; from: number } {
  return { a: simplify(parse(String(r.params.term))), v: String(r.params.v), from: Number(r.params.from) };
}

/** Known sums Σ_{n=from}^∞ of standard series (times a constant), or null. */
function knownSum(a: Expr, v: string, from: number, steps: Step[]): Expr | null {
  const n = sym(v);
  const table: [Expr, number, Expr, string][] = [
    [
      mkPow(n, num(-2)),
      1,
      mkMul([mkPow(sym('pi'), num(2)), num(1, 6)]),
      '\\sum_{n=1}^{\\infty} \\frac{1}{n^{2}} = \\frac{\\pi^{2}}{6}',
    ],
    [
      mkPow(n, num(-4)),
      1,
      mkMul([mkPow(sym('pi'), num(4)), num(1, 90)]),
      '\\sum_{n=1}^{\\infty} \\frac{1}{n^{4}} = \\frac{\\pi^{4}}{90}',
    ],
    [
      mkPow(n, num(-6)),
      1,
      mkMul([mkPow(sym('pi'), num(6)), num(1, 945)]),
      '\\sum_{n=1}^{\\infty} \\frac{1}{n^{6}} = \\frac{\\pi^{6}}{945}',
    ],
    [
      mkMul([mkPow(num(-1), mkAdd([n, num(1)])), mkPow(n, num(-1))]),
      1,
      mkFn('ln', [num(2)]),
      '\\sum_{n=1}^{\\infty} \\frac{(-1)^{n+1}}{n} = \\ln 2',
    ],
    [mkPow(mkFn('fact', [n]), num(-1)), 0, sym('e'), '\\sum_{n=0}^{\\infty} \\frac{1}{n!} = e'],
    [
      mkMul([mkPow(num(-1), n), mkPow(mkFn('fact', [n]), num(-1))]),
      0,
      mkPow(sym('e'), num(-1)),
      '\\sum_{n=0}^{\\infty} \\frac{(-1)^{n}}{n!} = \\frac{1}{e}',
    ],
    [
      mkMul([mkPow(num(-1), n), mkPow(mkAdd([mkMul([num(2), n]), num(1)]), num(-1))]),
      0,
      mkMul([sym('pi'), num(1, 4)]),
      '\\sum_{n=0}^{\\infty} \\frac{(-1)^{n}}{2n+1} = \\frac{\\pi}{4}',
    ],
  ];
  for (const [t, start, value, formula] of table) {
    const base = simplify(subst(t, 'n', n));
    const ratio = simplify(mkMul([a, mkPow(base, num(-1))]));
    if (contains(ratio, v) || !Number.isFinite(val(ratio)) || val(ratio) === 0) continue;
    // Σ from `from` = c·(value − Σ_{start}^{from−1} t)
    if (from < start) continue;
    const head: Expr[] = [];
    for (let k = start; k < from; k++) head.push(simplify(subst(base, v, num(k))));
    const sum = simplify(mkMul([ratio, mkAdd([value, mkMul([num(-1), mkAdd(head.length ? head : [num(0)])])])]));
    steps.push(step('series-known-sum', '', tex(sum), { formula, eq: tex(sum) }));
    return sum;
  }
  return null;
}

/** Σ A/(n+α) − A/(n+β) (β − α a positive integer): the telescoping sum A·Σ_{k=from}^{from+β−α−1} 1/(k+α). */
function telescoping(a: Expr, v: string, from: number, steps: Step[]): Expr | null {
  const [N, Dn] = numerDenom(a);
  const pn = toPoly(N, v);
  const pd = toPoly(Dn, v);
  if (!pn || !pd || deg(pn) !== 0 || deg(pd) !== 2) return null;
  const roots = solveEquation({ k: 'rel', op: '=', args: [Dn, num(0)] }, v);
  if (roots.kind !== 'solutions' || roots.solutions.length !== 2 || !roots.solutions.every((s) => isNum(simplify(s))))
    return null;
  const [r1, r2] = roots.solutions.map((s) => simplify(s) as Num).sort((x, y) => val(x) - val(y)) as [Num, Num];
  // a = c/((n − r1)(n − r2)) = c/(r2 − r1)·(1/(n − r2) − 1/(n − r1)); with α = −r2, β = −r1 (β − α = r2 − r1)
  const gap = val(r2) - val(r1);
  if (!Number.isInteger(gap) || gap < 1 || gap > 20) return null;
  const c = simplify(mkMul([pn[0]!, mkPow(pd[2]!, num(-1))]));
  const A = simplify(mkMul([c, mkPow(num(BigInt(gap)), num(-1))]));
  const alpha = qadd(num(0) as Num, { ...r2, n: -r2.n });
  const terms: Expr[] = [];
  for (let k = from; k < from + gap; k++) terms.push(mkPow(mkAdd([num(k), alpha]), num(-1)));
  if (terms.some((t) => !Number.isFinite(val(t)))) return null;
  const sum = simplify(mkMul([A, mkAdd(terms)]));
  const split = `${tex(A)}\\left(\\frac{1}{${tex(simplify(mkAdd([sym(v), alpha])))}} - \\frac{1}{${tex(simplify(mkAdd([sym(v), alpha, num(gap)])))}}\\right)`;
  steps.push(step('series-partial-fractions', tex(a), split, { eq: `${tex(a)} = ${split}` }));
  steps.push(step('series-telescoping', split, tex(sum), { eq: tex(sum) }));
  return sum;
}

function solveSum(r: TopicReading): TopicAnswer {
  const { a, v, from } = termOf(r);
  const steps: Step[] = [termsStep(a, v, from)];
  const verdict = convergence(a, v, from, steps);
  if (verdict === 'diverges')
    return {
      kind: 'expression',
      latex: '\\text{diverges}',
      text: 'diverges',
      words: { key: 'common.diverges' },
      steps,
      exact: true,
    };
  const s = knownSum(a, v, from, steps) ?? telescoping(a, v, from, steps);
  if (!s) throw unsupported('The series converges, but its sum has no closed form the engine knows');
  const approx = val(s);
  return {
    kind: 'number',
    latex: tex(s),
    text: toText(s),
    approx: isNum(s) ? undefined : String(Number(approx.toPrecision(10))),
    steps,
    exact: true,
  };
}

/** t_{n+1}/t_n, simplified (factorials of n + k expanded so that they cancel). */
export function termRatio(t: Expr, v: string): Expr {
  return simplify(mkMul([shift(t, v), mkPow(simplify(expandFact(t)), num(-1))]));
}

/** lim |t_{n+1}/t_n| = K·|x − a|^m: the center a, the power m and K (constants), or null. */
function ratioInX(t: Expr, v: string, x: string): { K: Expr | 'inf'; a: Expr; m: number } | null {
  const ratio = termRatio(t, v);
  // separate the x part: the ratio at x = x0 over its value at another point tells |x − a|^m
  const L = limInf(ratio, v);
  if (L === null) return null;
  if (isInf(L)) {
    const free = [...symbols(ratio)].filter((s) => s !== v);
    return free.length ? { K: 'inf', a: num(0), m: 1 } : null;
  }
  if (!contains(L, x)) return isNum(L) && L.n === 0n ? { K: num(0), a: num(0), m: 1 } : null;
  const zeros = solveEquation({ k: 'rel', op: '=', args: [L, num(0)] }, x);
  if (zeros.kind !== 'solutions' || zeros.solutions.length < 1) return null;
  const a = simplify(zeros.solutions[0]!);
  if (!zeros.solutions.every((z) => Math.abs(val(z) - val(a)) < 1e-12)) return null;
  const p = toPoly(simplify(subst(L, x, mkAdd([sym(x), a]))), x);
  if (!p) return null;
  const m = deg(p);
  if (m < 1 || p.slice(0, m).some((c) => c.n !== 0n)) return null;
  return { K: simplify(mkFn('abs', [p[m]!])), a, m };
}

function solveRadius(r: TopicReading): TopicAnswer {
  const t = simplify(parse(String(r.params.term)));
  const v = String(r.params.v);
  const x = String(r.params.x);
  const steps: Step[] = [];
  const rx = ratioInX(t, v, x);
  if (!rx) throw unsupported('The ratio test gives no radius here');
  const R: Expr | 'inf' = rx.K === 'inf' ? num(0) : isNum(rx.K) && rx.K.n === 0n ? 'inf' : simplify(mkPow(rx.K, num(-1, rx.m)));
  const Rtex = R === 'inf' ? '\\infty' : tex(R);
  const xa = isNum(rx.a) && rx.a.n === 0n ? `|${x}|` : `|${x} - ${tex(rx.a)}|`;
  steps.push(
    step('series-radius-ratio', `\\sum ${tex(t)}`, `R = ${Rtex}`, {
      eq: `\\lim_{${v}\\to\\infty} \\left|\\frac{a_{${v}+1}}{a_{${v}}}\\right| = ${rx.K === 'inf' ? '\\infty' : `${tex(rx.K)}${xa}${rx.m > 1 ? `^{${rx.m}}` : ''}`}`,
      r: `R = ${Rtex}`,
    }),
  );
  if (r.task === 'radius') return { kind: 'number', latex: Rtex, text: R === 'inf' ? 'inf' : toText(R), steps, exact: true };
  if (R === 'inf') {
    steps.push(step('series-interval-all', '', '(-\\infty, \\infty)', {}));
    return { kind: 'interval', latex: '\\left(-\\infty, \\infty\\right)', text: '(-inf, inf)', steps, exact: true };
  }
  if (isNum(R) && R.n === 0n)
    return { kind: 'interval', latex: `\\left\\{${tex(rx.a)}\\right\\}`, text: `{${toText(rx.a)}}`, steps, exact: true };
  const ends = [simplify(mkAdd([rx.a, mkMul([num(-1), R])])), simplify(mkAdd([rx.a, R]))];
  const closed = ends.map((e) => {
    const s: Step[] = [];
    const at = simplify(subst(t, x, e));
    let verdict: Verdict;
    try {
      verdict = convergence(at, v, Number(r.params.from), s);
    } catch {
      throw unsupported('An endpoint of the interval is not decided by any test here');
    }
    steps.push(
      step(verdict === 'diverges' ? 'series-endpoint-diverges' : 'series-endpoint-converges', '', `${x} = ${tex(e)}`, {
        x: `${x} = ${tex(e)}`,
        series: `\\sum ${tex(at)}`,
      }),
    );
    return verdict !== 'diverges';
  });
  const latex = `${closed[0] ? '\\left[' : '\\left('}${tex(ends[0]!)}, ${tex(ends[1]!)}${closed[1] ? '\\right]' : '\\right)'}`;
  const text = `${closed[0] ? '[' : '('}${toText(ends[0]!)}, ${toText(ends[1]!)}${closed[1] ? ']' : ')'}`;
  return { kind: 'interval', latex, text, steps, exact: true };
}

/** Dispatch. Throws MathError; never guesses. */
export function solveSeries(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  if (r.task === 'convergence') return solveConvergence(r);
  if (r.task === 'sum') return solveSum(r);
  if (r.task === 'radius' || r.task === 'interval') return solveRadius(r);
  throw new MathError('VALIDATION_ERROR', `Unknown series task ${r.task}`, { reason: 'unknown-task' });
}
