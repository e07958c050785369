/**
 * Solving ordinary differential equations of order 1 and 2 with a textbook's methods (issue #22; Boyce & DiPrima,
 * "Elementary Differential Equations", ch. 2–3; OpenStax Calculus Volume 2 ch. 4 and Volume 3 ch. 7, CC BY-NC-SA 4.0):
 *
 * - first order, y' = f(x): direct integration;
 * - first order linear, y' + P(x) y = Q(x): the integrating factor μ = e^{∫P dx}, (μy)' = μQ;
 * - first order separable, y' = f(x) g(y): ∫ dy/g(y) = ∫ f(x) dx + C, explicit in y when the engine can solve it;
 * - second order linear with constant coefficients, a y'' + b y' + c y = g(x): the characteristic equation (distinct,
 *   repeated or complex roots), and undetermined coefficients for polynomial, exponential and sinusoidal forcing;
 * - initial value problems: the constants from the conditions (Cramer's rule for the two of a second-order equation).
 *
 * The unknown is `y`, its derivatives the symbols `Y_1`, `Y_2`; constants are `C` (order 1) or `C_1`, `C_2`.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify, expand, mkAdd, mkMul, mkPow } from '../../simplify';
import { derive } from '../../diff';
import { integrateIndefinite } from '../../integrate';
import { solveEquation } from '../../solve';
import { type Expr, type Num, num, isNum, sym, subst, contains, symbols, qmul, qsub, qdiv, qneg, qcmp } from '../../ast';
import { ratSqrt } from '../../poly';
import { evalReal } from '../../numeric';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { forcingGroups, groupExpr, groupPolynomial, trialLatex, type ForcingGroup } from './undetermined';
import { odeLatex, type Condition, type OdeParams } from './read';
import { firstOrderOdeGraph } from '../../graph/build';

const E = sym('e');
const ZERO = num(0);
const tex = (e: Expr) => toLatex(e);
const unsupported = (why: string) =>
  new MathError('UNSUPPORTED', `This differential equation is beyond the reader: ${why}`, { reason: 'ode-unsupported' });

/** ∂F/∂s, simplified. */
const partial = (F: Expr, s: string): Expr => simplify(derive(F, s));
/** F with the symbols set to 0. */
const zeroed = (F: Expr, ...ss: string[]): Expr => simplify(ss.reduce((acc, s) => subst(acc, s, ZERO), F));

/** The kind of equation and its pieces (what {@link classifyOde} found). */
export type OdeClass =
  | { kind: 'constant'; a: Num; b: Num; c: Num; g: Expr; groups: ForcingGroup[] }
  | { kind: 'direct'; R: Expr }
  | { kind: 'linear'; P: Expr; Q: Expr }
  | { kind: 'separable'; f: Expr; gy: Expr; R: Expr }
  | { kind: 'bernoulli'; a: Expr; b: Expr; n: Num };

/**
 * Which method solves F(x, y, y', y'') = 0, or null when none of them applies (the reader then leaves the question
 * alone rather than guessing). Second order: linear with constant rational coefficients and a forcing of the
 * undetermined-coefficient shapes. First order: solvable for y' (F linear in y'), then direct, linear or separable.
 */
export function classifyOde(F: Expr, v: string, order: number): OdeClass | null {
  if (order === 2) {
    const [a, b, c] = ['Y_2', 'Y_1', 'y'].map((s) => partial(F, s));
    if (!isNum(a!) || !isNum(b!) || !isNum(c!) || a.n === 0n) return null;
    const g = simplify(mkMul([num(-1), zeroed(F, 'Y_2', 'Y_1', 'y')]));
    if (['y', 'Y_1', 'Y_2'].some((s) => contains(g, s))) return null;
    const groups = forcingGroups(g, v);
    return groups ? { kind: 'constant', a, b, c, g, groups } : null;
  }
  const A = partial(F, 'Y_1');
  if (contains(A, 'Y_1') || (isNum(A) && A.n === 0n)) return null;
  const R = simplify(mkMul([num(-1), zeroed(F, 'Y_1'), mkPow(A, num(-1))]));
  if (contains(R, 'Y_1')) return null;
  if (!contains(R, 'y')) return { kind: 'direct', R };
  const dR = partial(R, 'y');
  if (!contains(dR, 'y')) return { kind: 'linear', P: simplify(mkMul([num(-1), dR])), Q: zeroed(R, 'y') };
  const sep = separate(R, v);
  if (sep) return { kind: 'separable', ...sep, R };
  const bern = bernoulli(R, v);
  return bern ? { kind: 'bernoulli', ...bern } : null;
}

/**
 * R(x, y) = a(x)·y + b(x)·yⁿ with a rational n ∉ {0, 1} (a Bernoulli equation y' = a y + b yⁿ; Boyce & DiPrima §2.4),
 * found from the powers of y in the expanded terms; null otherwise.
 */
function bernoulli(R: Expr, v: string): { a: Expr; b: Expr; n: Num } | null {
  const e = simplify(expand(R));
  const terms = e.k === 'add' ? e.args : [e];
  const byPower = new Map<string, { n: Num; coef: Expr[] }>();
  for (const t of terms) {
    const fs = t.k === 'mul' ? t.args : [t];
    let n: Num | null = null;
    const rest: Expr[] = [];
    for (const f of fs) {
      if (f.k === 'sym' && f.name === 'y') n = num(1) as Num;
      else if (f.k === 'pow' && f.args[0].k === 'sym' && f.args[0].name === 'y' && isNum(f.args[1])) n = f.args[1];
      else if (contains(f, 'y')) return null;
      else rest.push(f);
    }
    if (!n) return null;
    const key = `${n.n}/${n.d}`;
    const g = byPower.get(key) ?? { n, coef: [] };
    g.coef.push(rest.length ? mkMul(rest) : num(1));
    byPower.set(key, g);
  }
  const one = byPower.get('1/1');
  const others = [...byPower.entries()].filter(([k]) => k !== '1/1');
  if (!one || others.length !== 1) return null;
  const [, other] = others[0]!;
  if (other.n.n === 0n) return null;
  void v;
  return { a: simplify(mkAdd(one.coef)), b: simplify(mkAdd(other.coef)), n: other.n };
}

/** R(x, y) = f(x)·g(y), found from R at a base point and checked at sample points; null when not separable. */
function separate(R: Expr, v: string): { f: Expr; gy: Expr } | null {
  const base = [0, 1, 2, -1, 3];
  for (const x0 of base)
    for (const y0 of base) {
      let r0: Expr, gy: Expr, f: Expr;
      try {
        r0 = simplify(subst(subst(R, v, num(x0)), 'y', num(y0)));
        const r0v = symbols(r0).size === 0 || [...symbols(r0)].every((s) => s === 'pi' || s === 'e') ? evalAt(r0, {}) : NaN;
        if (!Number.isFinite(r0v) || Math.abs(r0v) < 1e-12) continue;
        gy = simplify(subst(R, v, num(x0)));
        f = simplify(mkMul([subst(R, 'y', num(y0)), mkPow(r0, num(-1))]));
      } catch {
        continue; // R undefined at the base point (x/y at y = 0)
      }
      if (contains(f, 'y') || contains(gy, v)) return null;
      return sameFunction(R, simplify(mkMul([f, gy])), v) ? { f, gy } : null;
    }
  return null;
}

/** Numeric check that two expressions in (v, y) agree at sample points where both are defined. */
function sameFunction(a: Expr, b: Expr, v: string): boolean {
  const pts = [0.31, 0.77, 1.23, 1.91, 2.47];
  let good = 0;
  for (const x of pts)
    for (const y of [0.43, 1.37, 2.21]) {
      const [u, w] = [a, b].map((e) => evalAt(e, { [v]: x, y }));
      if (!Number.isFinite(u!) || !Number.isFinite(w!)) continue;
      if (Math.abs(u! - w!) > 1e-9 * (1 + Math.abs(u!))) return false;
      good++;
    }
  return good >= 5;
}

const evalAt = (e: Expr, env: Record<string, number>): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};

/** A general solution: explicit y = expr with constants, or implicit lhs = rhs (separable equations). */
interface General {
  y?: Expr;
  implicit?: [Expr, Expr];
  constants: string[];
  steps: Step[];
}

/** Integrates or gives up honestly. */
function integral(f: Expr, v: string): Expr {
  if (isNum(f) && f.n === 0n) return ZERO;
  const r = integrateIndefinite(f, v);
  if (!r.antiderivative) throw unsupported('an integral has no elementary form');
  return simplify(r.antiderivative);
}

/** ln|u| → ln u inside an integrating factor's exponent (the textbook takes the interval where u > 0). */
function dropAbsInLog(e: Expr): Expr {
  if (e.k === 'fn' && e.name === 'ln' && e.args[0]?.k === 'fn' && e.args[0].name === 'abs')
    return { k: 'fn', name: 'ln', args: [e.args[0].args[0]!] };
  if (e.k === 'num' || e.k === 'sym') return e;
  return { ...e, args: e.args.map(dropAbsInLog) } as Expr;
}

/** First order: direct integration, integrating factor or separation of variables. */
function firstOrder(cls: Exclude<OdeClass, { kind: 'constant' }>, v: string): General {
  const C = sym('C');
  const X = sym(v);
  if (cls.kind === 'direct') {
    const G = integral(cls.R, v);
    const y = simplify(mkAdd([G, C]));
    return {
      y,
      constants: ['C'],
      steps: [
        step('ode-direct-integration', `${"y'"} = ${tex(cls.R)}`, `y = ${tex(y)}`, {
          eq: `y = \\int ${tex(cls.R)}\\,d${v} = ${tex(y)}`,
        }),
      ],
    };
  }
  if (cls.kind === 'linear') {
    const { P, Q } = cls;
    const std = `y' + ${wrap(tex(P))}y = ${tex(Q)}`;
    const I = dropAbsInLog(integral(P, v));
    const mu = simplify(mkPow(E, I));
    const muQ = simplify(mkMul([mu, Q]));
    const J = integral(muQ, v);
    const inv = simplify(mkPow(mu, num(-1)));
    const y = simplify(mkAdd([simplify(expand(simplify(mkMul([J, inv])))), mkMul([C, inv])]));
    void X;
    return {
      y,
      constants: ['C'],
      steps: [
        step('ode-first-order-linear', '', std, { eq: std }),
        step('ode-integrating-factor', std, `\\mu = ${tex(mu)}`, { eq: `\\mu = e^{\\int ${tex(P)}\\,d${v}} = ${tex(mu)}` }),
        step('ode-multiply-integrating-factor', std, `\\left(${tex(mu)}\\,y\\right)' = ${tex(muQ)}`, {
          eq: `\\left(${tex(mu)}\\,y\\right)' = ${tex(muQ)}`,
        }),
        step('ode-integrate-both-sides', '', `${tex(mu)}\\,y = ${tex(simplify(mkAdd([J, C])))}`, {
          eq: `${tex(mu)}\\,y = ${tex(simplify(mkAdd([J, C])))}`,
        }),
        step('ode-solve-for-y', '', `y = ${tex(y)}`, { eq: `y = ${tex(y)}` }),
      ],
    };
  }
  if (cls.kind === 'bernoulli') return bernoulliSolution(cls, v);
  // separable
  const H = integral(simplify(mkPow(cls.gy, num(-1))), 'y');
  const G = integral(cls.f, v);
  const sepEq = `\\frac{dy}{${tex(cls.gy)}} = ${tex(cls.f)}\\,d${v}`;
  const steps: Step[] = [step('ode-separate-variables', `${"y'"} = ${tex(cls.R)}`, sepEq, { eq: sepEq })];
  // clear a leading rational factor of H (y²/2 = x²/2 + C → y² = x² + C; the constant absorbs it)
  let lhs = H;
  let rhs = G;
  if (lhs.k === 'mul' && isNum(lhs.args[0]!)) {
    const k = lhs.args[0] as Num;
    lhs = simplify(mkMul([lhs, mkPow(k, num(-1))]));
    rhs = simplify(mkMul([rhs, mkPow(k, num(-1))]));
  }
  const implicit: [Expr, Expr] = [lhs, simplify(mkAdd([rhs, C]))];
  steps.push(
    step('ode-integrate-both-sides', sepEq, `${tex(implicit[0])} = ${tex(implicit[1])}`, {
      eq: `\\int \\frac{dy}{${tex(cls.gy)}} = \\int ${tex(cls.f)}\\,d${v} \\Rightarrow ${tex(implicit[0])} = ${tex(implicit[1])}`,
    }),
  );
  const explicit = explicitY(implicit);
  if (explicit) {
    steps.push(
      step('ode-solve-for-y', `${tex(implicit[0])} = ${tex(implicit[1])}`, `y = ${tex(explicit)}`, {
        eq: `y = ${tex(explicit)}`,
      }),
    );
    return { y: explicit, constants: ['C'], steps };
  }
  return { implicit, constants: ['C'], steps };
}

/** Bernoulli: v = y^(1−n) turns y' = a y + b yⁿ into the linear v' = (1−n)a v + (1−n)b; then y = v^(1/(1−n)). */
function bernoulliSolution(cls: Extract<OdeClass, { kind: 'bernoulli' }>, v: string): General {
  const k = qsub(num(1) as Num, cls.n); // 1 − n
  const P = simplify(mkMul([num(-1), k, cls.a]));
  const Q = simplify(mkMul([k, cls.b]));
  const sub = `u = y^{${tex(k)}}`;
  const steps: Step[] = [
    step('ode-bernoulli-substitution', `y' = ${tex(cls.a)}y + ${wrap(tex(cls.b))}y^{${tex(cls.n)}}`, sub, {
      n: tex(cls.n),
      eq: `${sub},\\quad u' ${P.k === 'num' && P.n < 0n ? '' : '+'} ${tex(P)}u = ${tex(Q)}`,
    }),
  ];
  const lin = firstOrder({ kind: 'linear', P, Q }, v);
  steps.push(...lin.steps.slice(1, -1));
  const u = lin.y!;
  const root = qdiv(num(1) as Num, k);
  if (root.d % 2n === 0n) {
    // y = ±u^(1/k) for an even root: both signs solve it — keep the implicit form y^k = u
    const implicit: [Expr, Expr] = [simplify(mkPow(sym('y'), k)), u];
    steps.push(
      step('ode-integrate-both-sides', sub, `${tex(implicit[0])} = ${tex(u)}`, { eq: `${tex(implicit[0])} = ${tex(u)}` }),
    );
    return { implicit, constants: ['C'], steps };
  }
  const y = simplify(mkPow(u, root));
  steps.push(
    step('ode-solve-for-y', `${sub}`, `y = ${tex(y)}`, { eq: `y = \\left(${tex(u)}\\right)^{${tex(qdiv(num(1) as Num, k))}}` }),
  );
  return { y, constants: ['C'], steps };
}

/** y from lhs(y) = rhs(x) + C when the engine finds exactly one solution free of ± branches; else null. */
function explicitY([l, r]: [Expr, Expr]): Expr | null {
  if (l.k === 'fn' && l.name === 'ln') return null; // ln|y| = …: y = C e^{…} is the linear case, other logs stay implicit
  try {
    const s = solveEquation({ k: 'rel', op: '=', args: [l, r] }, 'y');
    return s.kind === 'solutions' && s.solutions.length === 1 && !s.period ? simplify(s.solutions[0]!) : null;
  } catch {
    return null;
  }
}

const wrap = (s: string) => (/^[\w{}\\^]+$/.test(s) && !/[+-]/.test(s.slice(1)) ? s : `\\left(${s}\\right)`);

/** Roots of a r² + b r + c (a > 0) and the homogeneous solution with its step. */
function homogeneous(a: Num, b: Num, c: Num, v: string): { yh: Expr; steps: Step[]; roots: string } {
  const X = sym(v);
  const disc = qsub(qmul(b, b), qmul(qmul(num(4) as Num, a), c));
  const twoA = qmul(num(2) as Num, a);
  const e = (r: Expr) => (isNum(r) && r.n === 0n ? num(1) : mkPow(E, mkMul([r, X])));
  const C1 = sym('C_1');
  const C2 = sym('C_2');
  const charEq = `${coefTex(a)}r^{2}${signed(b, 'r')}${signed(c, '')} = 0`;
  const steps: Step[] = [step('ode-characteristic-equation', '', charEq, { eq: charEq })];
  let yh: Expr;
  let roots: string;
  const sgn = qcmp(disc, num(0) as Num);
  if (sgn > 0) {
    const sq = ratSqrt(disc);
    const sqrtD: Expr = sq ?? mkPow(disc, num(1, 2));
    const r1 = simplify(mkMul([mkAdd([qneg(b), mkMul([num(-1), sqrtD])]), mkPow(twoA, num(-1))]));
    const r2 = simplify(mkMul([mkAdd([qneg(b), sqrtD]), mkPow(twoA, num(-1))]));
    roots = `r_{1} = ${tex(r1)},\\quad r_{2} = ${tex(r2)}`;
    yh = simplify(mkAdd([mkMul([C1, e(r1)]), mkMul([C2, e(r2)])]));
    steps.push(step('ode-characteristic-roots', charEq, roots, { roots }));
    steps.push(step('ode-homogeneous-distinct', roots, `y_{h} = ${tex(yh)}`, { yh: `y_{h} = ${tex(yh)}` }));
  } else if (sgn === 0) {
    const r = qdiv(qneg(b), twoA);
    roots = `r_{1} = r_{2} = ${tex(r)}`;
    yh = simplify(mkMul([mkAdd([C1, mkMul([C2, X])]), e(r)]));
    steps.push(step('ode-characteristic-roots', charEq, roots, { roots }));
    steps.push(step('ode-homogeneous-repeated', roots, `y_{h} = ${tex(yh)}`, { yh: `y_{h} = ${tex(yh)}` }));
  } else {
    const alpha = qdiv(qneg(b), twoA);
    const nd = qneg(disc);
    const sq = ratSqrt(nd);
    const beta = simplify(mkMul([sq ?? mkPow(nd, num(1, 2)), mkPow(twoA, num(-1))]));
    const bx = simplify(mkMul([beta, X]));
    roots = `r = ${tex(alpha)} \\pm ${tex(beta)}i`.replace('r = 0 \\pm ', 'r = \\pm ').replace(/\\pm 1i$/, '\\pm i');
    yh = simplify(
      mkMul([
        e(alpha),
        mkAdd([mkMul([C1, { k: 'fn', name: 'cos', args: [bx] }]), mkMul([C2, { k: 'fn', name: 'sin', args: [bx] }])]),
      ]),
    );
    steps.push(step('ode-characteristic-roots', charEq, roots, { roots }));
    steps.push(step('ode-homogeneous-complex', roots, `y_{h} = ${tex(yh)}`, { yh: `y_{h} = ${tex(yh)}` }));
  }
  return { yh, steps, roots };
}

const coefTex = (q: Num) => (q.d === 1n && q.n === 1n ? '' : q.d === 1n && q.n === -1n ? '-' : tex(q));
function signed(q: Num, s: string): string {
  if (q.n === 0n) return '';
  const neg = q.n < 0n;
  const abs = neg ? qneg(q) : q;
  const body = s && abs.n === abs.d ? s : `${tex(abs)}${s}`;
  return ` ${neg ? '-' : '+'} ${body}`;
}

/** Second order with constant coefficients: y_h from the characteristic roots, y_p by undetermined coefficients. */
function secondOrder(cls: Extract<OdeClass, { kind: 'constant' }>, v: string): General {
  let { a, b, c, g } = cls;
  if (a.n < 0n) {
    [a, b, c] = [qneg(a), qneg(b), qneg(c)];
    g = simplify(mkMul([num(-1), g]));
  }
  const lhsTex = `${coefTex(a)}y''${signed(b, "y'")}${signed(c, 'y')}`;
  const eqTex = `${lhsTex} = ${tex(g)}`;
  const steps: Step[] = [step('ode-second-order-constant', '', eqTex, { eq: eqTex })];
  const h = homogeneous(a, b, c, v);
  steps.push(...h.steps);
  const groups = forcingGroups(g, v);
  if (!groups) throw unsupported('the right-hand side is not a polynomial, exponential or sine/cosine');
  if (!groups.length) return { y: h.yh, constants: ['C_1', 'C_2'], steps };
  const next = { i: 0 };
  const parts = groups.map((grp) => {
    const { w, s } = groupPolynomial(a, b, c, grp);
    return { expr: groupExpr(grp, w, v), trial: trialLatex(grp, s, v, next) };
  });
  const yp = simplify(mkAdd(parts.map((p) => p.expr)));
  const trial = parts.map((p) => p.trial).join(' + ');
  steps.push(step('ode-undetermined-guess', `g(${v}) = ${tex(g)}`, `y_{p} = ${trial}`, { g: tex(g), guess: `y_{p} = ${trial}` }));
  steps.push(step('ode-undetermined-solve', `y_{p} = ${trial}`, `y_{p} = ${tex(yp)}`, { yp: `y_{p} = ${tex(yp)}` }));
  const y = simplify(mkAdd([h.yh, yp]));
  steps.push(step('ode-general-solution', '', `y = ${tex(y)}`, { eq: `y = y_{h} + y_{p} = ${tex(y)}` }));
  return { y, constants: ['C_1', 'C_2'], steps };
}

/** Parses a condition's number (π allowed). */
const numberOf = (s: string): Expr => simplify(parse(s));

/** Fits the constants to the initial conditions; the particular solution and its step. */
function applyConditions(gen: General, conds: Condition[], v: string): { y?: Expr; implicit?: [Expr, Expr]; step: Step } {
  const condTex = conds.map((c) => `y${c.order ? "'" : ''}(${tex(numberOf(c.at))}) = ${tex(numberOf(c.value))}`).join(',\\ ');
  if (gen.implicit) {
    const c = conds[0]!;
    const [l, r] = gen.implicit;
    const at = numberOf(c.at);
    const val = numberOf(c.value);
    // l(y0) = r(x0) with C: C = l(y0) − (r − C)(x0)
    const rNoC = subst(r, 'C', ZERO);
    const Cv = simplify(mkAdd([subst(l, 'y', val), mkMul([num(-1), subst(rNoC, v, at)])]));
    const implicit: [Expr, Expr] = [l, simplify(subst(r, 'C', Cv))];
    return {
      implicit,
      step: step('ode-initial-values', condTex, `C = ${tex(Cv)}`, { conds: condTex, values: `C = ${tex(Cv)}` }),
    };
  }
  const y = gen.y!;
  const values: Record<string, Expr> = {};
  if (gen.constants.length === 1) {
    const c = conds[0]!;
    const lhs = subst(c.order ? simplify(derive(y, v)) : y, v, numberOf(c.at));
    const s = solveEquation({ k: 'rel', op: '=', args: [simplify(lhs), numberOf(c.value)] }, 'C');
    if (s.kind !== 'solutions' || s.solutions.length !== 1) throw unsupported('the initial condition does not fix the constant');
    values.C = simplify(s.solutions[0]!);
  } else {
    if (conds.length !== 2) throw unsupported('a second-order equation needs two initial conditions');
    // y and y' are affine in C_1, C_2: m11 C_1 + m12 C_2 + k1 = v1, … → Cramer's rule
    const rows = conds.map((c) => {
      const f = c.order ? simplify(derive(y, v)) : y;
      const at = subst(f, v, numberOf(c.at));
      const m1 = simplify(derive(at, 'C_1'));
      const m2 = simplify(derive(at, 'C_2'));
      const k = zeroed(at, 'C_1', 'C_2');
      return { m1, m2, rhs: simplify(mkAdd([numberOf(c.value), mkMul([num(-1), k])])) };
    });
    const [r1, r2] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const det = simplify(mkAdd([mkMul([r1.m1, r2.m2]), mkMul([num(-1), r1.m2, r2.m1])]));
    if (isNum(det) && det.n === 0n) throw unsupported('the conditions do not fix the constants');
    const inv = mkPow(det, num(-1));
    values.C_1 = simplify(mkMul([mkAdd([mkMul([r1.rhs, r2.m2]), mkMul([num(-1), r1.m2, r2.rhs])]), inv]));
    values.C_2 = simplify(mkMul([mkAdd([mkMul([r1.m1, r2.rhs]), mkMul([num(-1), r1.rhs, r2.m1])]), inv]));
  }
  const yv = simplify(Object.entries(values).reduce((acc, [k, val]) => subst(acc, k, val), y));
  const valTex = Object.entries(values)
    .map(([k, val]) => `${k.replace('_', '_{')}${k.includes('_') ? '}' : ''} = ${tex(val)}`)
    .join(',\\ ');
  return { y: yv, step: step('ode-initial-values', condTex, valTex, { conds: condTex, values: valTex }) };
}

/** Solves the reading (task `ode` or `ivp`). Throws UNSUPPORTED for what no method covers. */
export function solveOde(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = r.params as unknown as OdeParams;
  const F = simplify(parse(p.F));
  const cls = classifyOde(F, p.v, p.order);
  if (!cls) throw unsupported('no method of the reader applies');
  const gen = cls.kind === 'constant' ? secondOrder(cls, p.v) : firstOrder(cls, p.v);
  budget.check();
  const steps = [...gen.steps];
  let y = gen.y;
  let implicit = gen.implicit;
  const y0 = p.conditions.find((c) => c.order === 0);
  const through: [string, string] | undefined = y0 ? [y0.at, y0.value] : undefined;
  if (p.conditions.length) {
    const fit = applyConditions(gen, p.conditions, p.v);
    steps.push(fit.step);
    y = fit.y;
    implicit = fit.implicit;
  }
  if (y) {
    const latex = `y = ${tex(y)}`;
    if (p.conditions.length) steps.push(step('ode-particular-solution', '', latex, { eq: latex }));
    // the graph shows the solution curve when no constant is left (an initial value problem), in the variable x; a
    // first-order equation's direction field with it (or with a few members of the family), math/graph/build.ts
    const graph =
      p.order === 1
        ? firstOrderOdeGraph(F, p.v, y, through)
        : !symbols(y).has('C_1') && !symbols(y).has('C_2')
          ? [toText(p.v === 'x' ? y : subst(y, p.v, sym('x')))]
          : [];
    return { kind: 'expression', latex, text: `y = ${toText(y)}`, steps, exact: true, ...(graph.length ? { graph } : {}) };
  }
  const [l, rr] = implicit!;
  const latex = `${tex(l)} = ${tex(rr)}`;
  if (p.conditions.length) steps.push(step('ode-particular-solution', '', latex, { eq: latex }));
  const graph = p.order === 1 ? firstOrderOdeGraph(F, p.v, undefined, through) : [];
  return {
    kind: 'expression',
    latex,
    text: `${toText(l)} = ${toText(rr)}`,
    steps,
    exact: true,
    ...(graph.length ? { graph } : {}),
  };
}

export { odeLatex };
