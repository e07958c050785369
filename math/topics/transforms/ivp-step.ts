/**
 * Unit steps in Laplace IVPs (Lebl, "Notes on Diffy Qs" §6.2 "Using the Heaviside function", CC BY-SA 4.0): a forcing
 * g(t) = g₀(t) + Σ hⱼ(t)·u(t − aⱼ) with rational aⱼ > 0. The second shifting property L{h(t)u(t − a)} = e^{−as}L{h(t + a)}
 * turns each step into e^{−as} times a rational function, and L⁻¹{e^{−as}F(s)} = f(t − a)u(t − a).
 *
 * In the engine the step is written with `sign`: u(t − a) = (1 + sign(t − a))/2 (the engine has no Heaviside function;
 * the value at the jump itself does not matter for the IVP). Answers are checked piece by piece: on each interval
 * between the jumps, u is 0 or 1, the branch is substituted into the ODE with the engine's differentiator, and y (and
 * y′ for order 2) must join continuously at every jump; the initial values hold on the first piece.
 */
import { MathError } from '../../errors';
import { simplify, expand, mkAdd, mkMul } from '../../simplify';
import { derive } from '../../diff';
import { evalReal } from '../../numeric';
import { type Expr, type Num, num, sym, subst, contains, isNum, qval } from '../../ast';
import { toLatex } from '../../print';
import { parse } from '../../parse';

const unsupported = (why: string) => new MathError('UNSUPPORTED', why, { reason: 'laplace-unsupported' });

const SHIFT = String.raw`(\d+(?:\.\d+)?(?:\s*/\s*\d+)?)`;

/**
 * `u(t - 1)`, `H(t-2)`, `heaviside(t - 1/2)`, `step(t - 3)`, `u_1(t)`, `u_{2}(t)` → `((1 + sign(t - a))/2)`; `u(t)` → `1`
 * (t ≥ 0). Returns the text and whether a step was found.
 */
export function stepsToSign(text: string): { text: string; found: boolean } {
  let found = false;
  const sign = (a: string) => {
    found = true;
    return `((1 + sign(t - ${a.replace(/\s+/g, '')}))/2)`;
  };
  const out = text
    .replace(
      new RegExp(String.raw`(?<![A-Za-z])(?:u|h|heaviside|step|theta)\s*\(\s*t\s*-\s*${SHIFT}\s*\)`, 'gi'),
      (_m, a: string) => sign(a),
    )
    .replace(new RegExp(String.raw`(?<![A-Za-z])u_\{?${SHIFT}\}?\s*\(\s*t\s*\)`, 'gi'), (_m, a: string) => sign(a))
    .replace(/(?<![A-Za-z])(?:u|heaviside)\s*\(\s*t\s*\)/gi, () => {
      found = true;
      return '1';
    });
  return { text: out, found };
}

/** sign(t − a) nodes of an expression: the shifts a (rational, > 0), in increasing order. */
export function stepShifts(e: Expr, t: string): Num[] {
  const out: Num[] = [];
  const walk = (x: Expr) => {
    if (x.k === 'num' || x.k === 'sym') return;
    if (x.k === 'fn' && x.name === 'sign') {
      const a = simplify(mkAdd([sym(t), mkMul([num(-1), x.args[0]!])]));
      if (!isNum(a) || !(qval(a) > 0) || contains(x.args[0]!, 'y'))
        throw unsupported('A step must be u(t − a) with a number a > 0');
      if (!out.some((b) => b.n === a.n && b.d === a.d)) out.push(a);
      return;
    }
    x.args.forEach(walk);
  };
  walk(e);
  return out.sort((p, q) => qval(p) - qval(q));
}

/** sign(t − a) → value (±1) for every listed shift, on one interval. */
function onPiece(e: Expr, t: string, shifts: Num[], x: number): Expr {
  const rep = (z: Expr): Expr => {
    if (z.k === 'num' || z.k === 'sym') return z;
    if (z.k === 'fn' && z.name === 'sign') {
      const a = simplify(mkAdd([sym(t), mkMul([num(-1), z.args[0]!])]));
      if (isNum(a) && shifts.some((b) => b.n === a.n && b.d === a.d)) return num(x > qval(a) ? 1 : -1);
    }
    return { ...z, args: z.args.map(rep) } as Expr;
  };
  return simplify(rep(e));
}

/**
 * g(t) = g₀(t) + Σ hⱼ(t)·u(t − aⱼ): the step-free part and each step's factor, or UNSUPPORTED when g is not linear in
 * the steps.
 */
export function splitSteps(g: Expr, t: string): { g0: Expr; parts: { a: Num; h: Expr }[] } {
  const shifts = stepShifts(g, t);
  let e = g;
  shifts.forEach((a, j) => {
    // sign(t − a) = 2U − 1
    const rep = (z: Expr): Expr => {
      if (z.k === 'num' || z.k === 'sym') return z;
      if (z.k === 'fn' && z.name === 'sign') {
        const b = simplify(mkAdd([sym(t), mkMul([num(-1), z.args[0]!])]));
        if (isNum(b) && b.n === a.n && b.d === a.d) return mkAdd([mkMul([num(2), sym(`U_${j}`)]), num(-1)]);
      }
      return { ...z, args: z.args.map(rep) } as Expr;
    };
    e = rep(e);
  });
  e = simplify(expand(simplify(e)));
  const parts = shifts.map((a, j) => {
    const h = simplify(derive(e, `U_${j}`));
    if (shifts.some((_, k) => contains(h, `U_${k}`))) throw unsupported('A product of steps is beyond the table here');
    return { a, h };
  });
  const g0 = simplify(shifts.reduce((acc, _a, j) => subst(acc, `U_${j}`, num(0)), e));
  return { g0, parts };
}

/** u(t − a) in LaTeX. */
export const stepTex = (t: string, a: Num) => `u\\left(${t} - ${toLatex(a)}\\right)`;

/** The engine's form of f(t)·u(t − a). */
export const stepExpr = (f: Expr, t: string, a: Num): Expr =>
  mkMul([f, mkAdd([num(1), { k: 'fn', name: 'sign', args: [mkAdd([sym(t), mkMul([num(-1), a])])] }]), num(1, 2)]);

const at = (e: Expr, env: Record<string, number>): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};

/**
 * Piecewise check of y(t) with steps against F(t, y, Y_1, Y_2) = 0: on each interval between the jumps (and before the
 * first), at three points, the residual of the branch vanishes; y (and y′ when order 2) is continuous at every jump;
 * the initial values hold at 0 (before the first jump).
 */
export function verifyWithSteps(
  F: Expr,
  Y: Expr,
  t: string,
  order: number,
  conds: { order: number; at: string; value: string }[],
): boolean {
  const shifts = [...new Set([...stepShifts(F, t), ...stepShifts(Y, t)].map((a) => `${a.n}/${a.d}`))]
    .map((k) => simplify(parse(k)) as Num)
    .sort((p, q) => qval(p) - qval(q));
  const cuts = shifts.map(qval);
  const edges = [-0.5, ...cuts, (cuts[cuts.length - 1] ?? 0) + 2];
  const branch = (x: number) => {
    const y = onPiece(Y, t, shifts, x);
    const y1 = simplify(derive(y, t));
    return { y, y1, y2: order === 2 ? simplify(derive(y1, t)) : num(0), f: onPiece(F, t, shifts, x) };
  };
  for (let i = 0; i + 1 < edges.length; i++) {
    const [lo, hi] = [edges[i]!, edges[i + 1]!];
    const b = branch((lo + hi) / 2);
    for (const w of [0.23, 0.51, 0.79]) {
      const x = lo + w * (hi - lo);
      const [y, y1, y2] = [b.y, b.y1, b.y2].map((e) => at(e, { [t]: x }));
      const res = at(b.f, { [t]: x, y: y!, Y_1: y1!, Y_2: y2! });
      if (![y, y1, y2, res].every(Number.isFinite) || Math.abs(res) > 1e-7 * (1 + Math.abs(y!) + Math.abs(y1!) + Math.abs(y2!)))
        return false;
    }
  }
  for (const c of cuts) {
    const [l, r] = [branch(c - 1e-3), branch(c + 1e-3)];
    const pairs =
      order === 2
        ? [
            [l.y, r.y],
            [l.y1, r.y1],
          ]
        : [[l.y, r.y]];
    if (pairs.some(([p, q]) => Math.abs(at(p!, { [t]: c }) - at(q!, { [t]: c })) > 1e-8 * (1 + Math.abs(at(p!, { [t]: c })))))
      return false;
  }
  const first = branch(Math.min(0, (cuts[0] ?? 1) / 2));
  return conds.every((k) => {
    const got = at(k.order ? first.y1 : first.y, { [t]: at(simplify(parse(k.at)), {}) });
    const want = at(simplify(parse(k.value)), {});
    return Math.abs(got - want) <= 1e-8 * (1 + Math.abs(want));
  });
}
