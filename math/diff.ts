/**
 * Symbolic differentiation with textbook steps (pre-order: the rule at the outermost operation first, with
 * the inner derivatives still written as d/dx(...), then the inner derivatives, then simplification).
 * Rules: constant-rule, power-rule, constant-multiple-rule, sum-rule, product-rule, quotient-rule,
 * chain-rule (in three moves: the decomposition f(g(x)) → f'(g(x))·g'(x), the outer derivative f'(u)
 * (chain-rule-outer), the inner derivative with its own steps, then the product, chain-rule-product), exp-derivative,
 * exponential-derivative (a^u), log-derivative, trig-derivative, inverse-trig-derivative, hyperbolic-derivative,
 * abs-derivative, special-function-derivative (erf, Si, Ci, Ei, li, Fresnel S and C …: the integrand of the defining
 * integral, math/special.ts), logarithmic differentiation for f(x)^g(x) in moves (y = f^g, ln y = g ln f,
 * differentiate both sides, solve for y').
 * Source of the rules: any calculus text (e.g. Stewart, Calculus, ch. 3; §3.6 for logarithmic differentiation);
 * derivatives of the special functions from the NIST DLMF §6.2, §7.2.
 */
import { Expr, num, sym, freeOf, isNum, ONE, ZERO, NEG_ONE, TWO, fn, isOne } from './ast';
import { simplify, mkAdd, mkMul, mkPow, mkFn } from './simplify';
import { toLatex } from './print';
import { StepLog } from './steps';
import { tick } from './budget';
import { MathError } from './errors';
import { SPECIAL_FUNCTIONS, isSpecialFunction } from './special';

const D = (e: Expr, x: string): Expr => ({ k: 'deriv', args: [e], v: x, order: 1 });

/** f'(u) for a known function f (as an expression in u). */
export function fnDerivative(name: string, u: Expr, args: Expr[]): Expr | null {
  const sq = (a: Expr) => mkPow(a, TWO);
  switch (name) {
    case 'sin':
      return mkFn('cos', [u]);
    case 'cos':
      return mkMul([NEG_ONE, mkFn('sin', [u])]);
    case 'tan':
      return sq(mkFn('sec', [u]));
    case 'cot':
      return mkMul([NEG_ONE, sq(mkFn('csc', [u]))]);
    case 'sec':
      return mkMul([mkFn('sec', [u]), mkFn('tan', [u])]);
    case 'csc':
      return mkMul([NEG_ONE, mkFn('csc', [u]), mkFn('cot', [u])]);
    case 'asin':
      return mkPow(mkAdd([ONE, mkMul([NEG_ONE, sq(u)])]), num(-1, 2));
    case 'acos':
      return mkMul([NEG_ONE, mkPow(mkAdd([ONE, mkMul([NEG_ONE, sq(u)])]), num(-1, 2))]);
    case 'atan':
      return mkPow(mkAdd([ONE, sq(u)]), NEG_ONE);
    case 'acot':
      return mkMul([NEG_ONE, mkPow(mkAdd([ONE, sq(u)]), NEG_ONE)]);
    case 'sinh':
      return mkFn('cosh', [u]);
    case 'cosh':
      return mkFn('sinh', [u]);
    case 'tanh':
      return mkPow(mkFn('cosh', [u]), num(-2));
    case 'asinh':
      return mkPow(mkAdd([sq(u), ONE]), num(-1, 2));
    case 'acosh':
      return mkPow(mkAdd([sq(u), NEG_ONE]), num(-1, 2));
    case 'atanh':
      return mkPow(mkAdd([ONE, mkMul([NEG_ONE, sq(u)])]), NEG_ONE);
    case 'ln':
      return mkPow(u, NEG_ONE);
    case 'log':
      return mkPow(mkMul([u, mkFn('ln', [args[1] ?? num(10)])]), NEG_ONE);
    case 'abs':
      return mkMul([u, mkPow(mkFn('abs', [u]), NEG_ONE)]);
    default: {
      const sp = SPECIAL_FUNCTIONS[name];
      return sp ? sp.derivative(u, SPECIAL_BUILD) : null;
    }
  }
}
const SPECIAL_BUILD = { add: mkAdd, mul: mkMul, pow: mkPow, fn: mkFn };
function ruleForFn(name: string) {
  if (isSpecialFunction(name)) return 'special-function-derivative' as const;
  if (['sin', 'cos', 'tan', 'cot', 'sec', 'csc'].includes(name)) return 'trig-derivative' as const;
  if (name.startsWith('a') && name !== 'abs')
    return (name.endsWith('h') ? 'hyperbolic-derivative' : 'inverse-trig-derivative') as 'inverse-trig-derivative';
  if (['sinh', 'cosh', 'tanh'].includes(name)) return 'hyperbolic-derivative' as const;
  if (name === 'ln' || name === 'log') return 'log-derivative' as const;
  if (name === 'abs') return 'abs-derivative' as const;
  return 'chain-rule' as const;
}

/** Derivative of a canonical expression; steps are appended to log when given. */
export function derive(e: Expr, x: string, log?: StepLog): Expr {
  tick();
  const L = log;
  const X = sym(x);
  if (freeOf(e, x)) {
    L?.add('constant-rule', toLatex(D(e, x)), '0');
    return ZERO;
  }
  if (e.k === 'sym') return ONE;
  const trivial = (a: Expr): Expr | null => (freeOf(a, x) ? ZERO : a.k === 'sym' ? ONE : null);
  const ph = (a: Expr): Expr => trivial(a) ?? D(a, x);
  switch (e.k) {
    case 'add': {
      L?.add('sum-rule', toLatex(D(e, x)), toLatex(mkAddRaw(e.args.map(ph))));
      return simplify(mkAdd(e.args.map((a) => derive(a, x, L))));
    }
    case 'mul': {
      const consts = e.args.filter((a) => freeOf(a, x));
      const vars = e.args.filter((a) => !freeOf(a, x));
      const rest = vars.length === 1 ? vars[0] : mkMul(vars);
      if (consts.length) {
        const c = mkMul(consts);
        if (rest.k === 'sym') {
          L?.add('constant-multiple-rule', toLatex(D(e, x)), toLatex(c), { c: toLatex(c) });
          return c;
        }
        if (rest.k === 'pow' && rest.args[0].k === 'sym' && rest.args[0].name === x && freeOf(rest.args[1], x)) {
          // c x^n in one power-rule step
          const n = rest.args[1];
          const res = simplify(mkMul([c, n, mkPow(X, mkAdd([n, NEG_ONE]))]));
          L?.add('power-rule', toLatex(D(e, x)), toLatex(res), { n: toLatex(n) }, powerRuleDistractors(c, n, X));
          return res;
        }
        L?.add('constant-multiple-rule', toLatex(D(e, x)), toLatex(mkMulRaw([c, ph(rest)])), { c: toLatex(c) });
        return simplify(mkMul([c, derive(rest, x, L)]));
      }
      const den = vars.filter((a) => a.k === 'pow' && isNum(a.args[1]) && a.args[1].n < 0n);
      const numer = vars.filter((a) => !den.includes(a));
      if (den.length && numer.length) {
        const f = mkMul(numer);
        const g = mkMul(
          den.map((a) => mkPow((a as { args: Expr[] }).args[0], mkMul([NEG_ONE, (a as { args: Expr[] }).args[1]]))),
        );
        const after = mkMulRaw([mkAddRaw([mkMulRaw([ph(f), g]), mkMulRaw([NEG_ONE, f, ph(g)])]), mkPow(mkPow(g, TWO), NEG_ONE)]);
        const wrong = simplify(mkMul([mkAdd([mkMul([f, derive(g, x)]), mkMul([NEG_ONE, derive(f, x), g])]), mkPow(g, num(-2))]));
        L?.add(
          'quotient-rule',
          toLatex({ k: 'deriv', args: [{ k: 'div', args: [f, g] }], v: x, order: 1 }),
          toLatex(after),
          { f: toLatex(f), g: toLatex(g) },
          [toLatex(wrong)],
        );
        const df = derive(f, x, L),
          dg = derive(g, x, L);
        return simplify(mkMul([mkAdd([mkMul([df, g]), mkMul([NEG_ONE, f, dg])]), mkPow(g, num(-2))]));
      }
      const f = vars[0];
      const g = vars.length === 2 ? vars[1] : mkMul(vars.slice(1));
      L?.add(
        'product-rule',
        toLatex(D(e, x)),
        toLatex(mkAddRaw([mkMulRaw([ph(f), g]), mkMulRaw([f, ph(g)])])),
        { f: toLatex(f), g: toLatex(g) },
        [toLatex(simplify(mkMul([derive(f, x), derive(g, x)])))],
      );
      const df = derive(f, x, L),
        dg = derive(g, x, L);
      return simplify(mkAdd([mkMul([df, g]), mkMul([f, dg])]));
    }
    case 'pow': {
      const [b, n] = e.args;
      if (freeOf(n, x)) {
        const outer = simplify(mkMul([n, mkPow(b, mkAdd([n, NEG_ONE]))]));
        if (b.k === 'sym') {
          L?.add('power-rule', toLatex(D(e, x)), toLatex(outer), { n: toLatex(n) }, powerRuleDistractors(ONE, n, b));
          return outer;
        }
        const U = sym('u');
        return chainRule(e, b, outer, mkPow(U, n), simplify(mkMul([n, mkPow(U, mkAdd([n, NEG_ONE]))])), x, L, {}, [
          toLatex(outer),
        ]);
      }
      if (freeOf(b, x)) {
        const isE = b.k === 'sym' && b.name === 'e';
        const outer = isE ? e : mkMul([e, mkFn('ln', [b])]);
        const rule = isE ? 'exp-derivative' : 'exponential-derivative';
        if (n.k === 'sym') {
          L?.add(rule, toLatex(D(e, x)), toLatex(outer), undefined, [
            toLatex(simplify(mkMul([n, mkPow(b, mkAdd([n, NEG_ONE]))]))),
          ]);
          return outer;
        }
        const bu = mkPow(b, sym('u'));
        return chainRule(e, n, outer, bu, isE ? bu : mkMul([bu, mkFn('ln', [b])]), x, L, {}, [toLatex(outer)]);
      }
      return L
        ? logarithmicDifferentiation(e, b, n, x, L)
        : simplify(mkMul([e, mkAdd([mkMul([derive(n, x), mkFn('ln', [b])]), mkMul([n, derive(b, x), mkPow(b, NEG_ONE)])])]));
    }
    case 'fn': {
      const u = e.args[0];
      if (e.args.length > 1 && !freeOf(e.args[1], x)) {
        if (e.name === 'log') return derive(simplify(mkMul([mkFn('ln', [u]), mkPow(mkFn('ln', [e.args[1]]), NEG_ONE)])), x, L);
        throw new MathError('UNSUPPORTED', `Cannot differentiate ${e.name} in its second argument`, {
          reason: 'unsupported-derivative',
          fn: e.name,
        });
      }
      const outer = fnDerivative(e.name, u, e.args);
      if (!outer)
        throw new MathError('UNSUPPORTED', `No derivative rule for ${e.name}`, { reason: 'unsupported-derivative', fn: e.name });
      const rule = ruleForFn(e.name);
      if (u.k === 'sym') {
        const params: Record<string, string> =
          rule === 'special-function-derivative'
            ? { fn: toLatex(fn(e.name, sym(x))), definition: SPECIAL_FUNCTIONS[e.name].definition }
            : { fn: e.name };
        L?.add(rule, toLatex(D(e, x)), toLatex(outer), params, fnDistractors(e.name, u));
        return outer;
      }
      const U = sym('u');
      return chainRule(e, u, outer, fn(e.name, U), L ? (fnDerivative(e.name, U, e.args) ?? outer) : outer, x, L, { fn: e.name }, [
        toLatex(outer),
      ]);
    }
    default:
      throw new MathError('UNSUPPORTED', `Cannot differentiate a ${e.k}`, { reason: 'unsupported-derivative' });
  }
}

/**
 * The chain rule for e = f(inner) in moves: the decomposition d/dx f(g) = f'(g)·d/dx g (chain-rule), the outer derivative
 * d/du f(u) = f'(u) (chain-rule-outer), the inner derivative with its own steps, and the product (chain-rule-product).
 * `outer` is f'(inner); `outerU`/`outerDerivU` are f(u) and f'(u) for display. Returns the simplified derivative.
 */
function chainRule(
  e: Expr,
  inner: Expr,
  outer: Expr,
  outerU: Expr,
  outerDerivU: Expr,
  x: string,
  L: StepLog | undefined,
  params: Record<string, string>,
  distractors: string[],
): Expr {
  if (!L) return simplify(mkMul([outer, derive(inner, x)]));
  const ph = freeOf(inner, x) ? ZERO : inner.k === 'sym' ? ONE : D(inner, x);
  L.add(
    'chain-rule',
    toLatex(D(e, x)),
    toLatex(mkMulRaw([outer, ph])),
    { ...params, outer: toLatex(outerU), inner: toLatex(inner) },
    distractors,
  );
  L.add('chain-rule-outer', toLatex({ k: 'deriv', args: [outerU], v: 'u', order: 1 }), toLatex(simplify(outerDerivU)), {
    outer: toLatex(outerU),
  });
  const di = derive(inner, x, L);
  const res = simplify(mkMul([outer, di]));
  const pl = (t: Expr) => (t.k === 'add' ? `\\left(${toLatex(t)}\\right)` : toLatex(t));
  L.add('chain-rule-product', `${pl(outer)} \\cdot ${pl(di)}`, toLatex(res), { outer: toLatex(outer), inner: toLatex(di) });
  return res;
}

/**
 * d/dx f(x)^g(x) by logarithmic differentiation (Stewart §3.6), in moves: y = f^g; ln y = g ln f (take-log-both-sides);
 * differentiate both sides, y'/y = d/dx(g ln f) (with that derivative's own steps); y' = y·(…) (solve-for-derivative).
 */
function logarithmicDifferentiation(e: Expr, b: Expr, n: Expr, x: string, L: StepLog): Expr {
  const y = `y = ${toLatex(e)}`;
  L.add('logarithmic-differentiation', toLatex(D(e, x)), y);
  const rhs = simplify(mkMul([n, mkFn('ln', [b])]));
  const lnY = `\\ln y = ${toLatex(rhs)}`;
  L.add('take-log-both-sides', y, lnY);
  L.add('differentiate-both-sides', lnY, `\\frac{y'}{y} = ${toLatex(D(rhs, x))}`, { x });
  const dr = derive(rhs, x, L);
  const res = simplify(mkMul([e, dr]));
  const raw = toLatex(mkMulRaw([e, dr])),
    done = toLatex(res);
  L.add('solve-for-derivative', `\\frac{y'}{y} = ${toLatex(dr)}`, `y' = ${raw === done ? done : `${raw} = ${done}`}`, {
    y: toLatex(e),
  });
  return res;
}

/** Common mistakes for basic derivatives: sign errors for trig, ln/exp confusions. */
function fnDistractors(name: string, u: Expr): string[] {
  const f = (n: string) => mkFn(n, [u]);
  const neg = (e: Expr) => mkMul([NEG_ONE, e]);
  const table: Record<string, Expr[]> = {
    sin: [neg(f('cos')), neg(f('sin'))],
    cos: [f('sin'), neg(f('cos'))],
    tan: [mkPow(f('cot'), TWO), mkPow(f('sec'), NEG_ONE)],
    ln: [mkPow(f('ln'), NEG_ONE), mkAdd([mkMul([u, f('ln')]), neg(u)])],
    atan: [mkPow(mkAdd([ONE, mkMul([NEG_ONE, mkPow(u, TWO)])]), NEG_ONE)],
  };
  return (table[name] ?? []).map((e) => toLatex(simplify(e)));
}
function powerRuleDistractors(c: Expr, n: Expr, b: Expr): string[] {
  const nm1 = mkAdd([n, NEG_ONE]);
  const out = [
    simplify(mkMul([c, mkPow(b, nm1)])), // forgot to multiply by n
    simplify(mkMul([c, n, mkPow(b, n)])), // forgot to lower the exponent
    simplify(mkMul([c, n, mkPow(b, mkAdd([n, ONE]))])), // raised the exponent
  ];
  return out.map(toLatex);
}
// keep the rule's shape visible in step text (no simplification)
function mkAddRaw(args: Expr[]): Expr {
  const a = args.filter((t) => !(t.k === 'num' && t.n === 0n));
  return a.length === 0 ? ZERO : a.length === 1 ? a[0] : { k: 'add', args: a };
}
function mkMulRaw(args: Expr[]): Expr {
  if (args.some((a) => a.k === 'num' && a.n === 0n)) return ZERO;
  const a = args.filter((t) => !isOne(t));
  const num1 = a.filter((t) => t.k === 'num');
  const rest = a.filter((t) => t.k !== 'num');
  const ordered = [...num1, ...rest];
  return ordered.length === 0 ? ONE : ordered.length === 1 ? ordered[0] : { k: 'mul', args: ordered };
}

export interface DerivativeResult {
  result: Expr;
  steps: StepLog;
}
/** n-th derivative with steps (simplification steps between orders). */
export function derivative(e: Expr, x: string, order = 1): DerivativeResult {
  const log = new StepLog();
  let cur = simplify(e);
  if (!Number.isInteger(order) || order < 1 || order > 20)
    throw new MathError('VALIDATION_ERROR', 'derivativeOrder must be an integer from 1 to 20', {
      reason: 'bad-derivative-order',
    });
  for (let k = 1; k <= order; k++) {
    if (order > 1 && k > 1)
      log.add('higher-order-derivative', toLatex({ k: 'deriv', args: [e], v: x, order: k }), toLatex(D(cur, x)), {
        k: String(k),
      });
    const inner = new StepLog();
    const d = derive(cur, x, inner);
    log.push(...inner.steps);
    const s = simplify(d);
    cur = s;
  }
  return { result: cur, steps: log };
}
