/**
 * Bridge to @cortex-js/compute-engine 0.140.0 (pinned): our tree <-> MathJSON, and guarded calls
 * (time-limited with ce.withTimeLimit, results converted back and always re-verified by the caller).
 * The engine instance is created lazily so importing math/ stays cheap.
 */
import { ComputeEngine } from '@cortex-js/compute-engine';
import { Expr, num, sym, HALF } from './ast';
import { simplify } from './simplify';
import { currentBudget } from './budget';

let engine: ComputeEngine | null = null;
export function getCE(): ComputeEngine {
  if (!engine) engine = new ComputeEngine();
  return engine;
}

type MJ = unknown;
const FN_TO_MJ: Record<string, string> = {
  sin: 'Sin',
  cos: 'Cos',
  tan: 'Tan',
  cot: 'Cot',
  sec: 'Sec',
  csc: 'Csc',
  asin: 'Arcsin',
  acos: 'Arccos',
  atan: 'Arctan',
  acot: 'Arccot',
  sinh: 'Sinh',
  cosh: 'Cosh',
  tanh: 'Tanh',
  asinh: 'Arsinh',
  acosh: 'Arcosh',
  atanh: 'Artanh',
  ln: 'Ln',
  abs: 'Abs',
  floor: 'Floor',
  ceil: 'Ceil',
  sign: 'Sign',
  fact: 'Factorial',
  asec: 'Arcsec',
  acsc: 'Arccsc',
};
const MJ_TO_FN: Record<string, string> = Object.fromEntries(Object.entries(FN_TO_MJ).map(([a, b]) => [b, a]));

export function toMathJson(e: Expr): MJ {
  switch (e.k) {
    case 'num':
      return e.d === 1n
        ? e.n <= 9007199254740991n && e.n >= -9007199254740991n
          ? Number(e.n)
          : { num: e.n.toString() }
        : ['Rational', Number(e.n), Number(e.d)];
    case 'sym':
      return e.name === 'pi'
        ? 'Pi'
        : e.name === 'e'
          ? 'ExponentialE'
          : e.name === 'i'
            ? 'ImaginaryUnit'
            : e.name === 'inf'
              ? 'PositiveInfinity'
              : e.name;
    case 'add':
      return ['Add', ...e.args.map(toMathJson)];
    case 'sub':
      return ['Subtract', ...e.args.map(toMathJson)];
    case 'neg':
      return ['Negate', toMathJson(e.args[0])];
    case 'mul':
      return ['Multiply', ...e.args.map(toMathJson)];
    case 'div':
      return ['Divide', ...e.args.map(toMathJson)];
    case 'pow':
      return ['Power', ...e.args.map(toMathJson)];
    case 'fn':
      if (e.name === 'log')
        return e.args.length > 1 ? ['Log', toMathJson(e.args[0]), toMathJson(e.args[1])] : ['Log', toMathJson(e.args[0]), 10];
      if (e.name === 'approx') return toMathJson(e.args[0]);
      if (e.name === 'percent') return ['Divide', toMathJson(e.args[0]), 100];
      if (e.name === 'deg') return ['Multiply', toMathJson(e.args[0]), ['Divide', 'Pi', 180]];
      return [FN_TO_MJ[e.name] ?? e.name, ...e.args.map(toMathJson)];
    case 'rel':
      return [
        ({ '=': 'Equal', '<': 'Less', '>': 'Greater', '<=': 'LessEqual', '>=': 'GreaterEqual', '!=': 'NotEqual' } as const)[e.op],
        ...e.args.map(toMathJson),
      ];
    default:
      throw new Error('cannot convert ' + e.k);
  }
}

export function fromMathJson(j: MJ): Expr {
  if (typeof j === 'number') {
    if (Number.isInteger(j)) return num(BigInt(j));
    if (!Number.isFinite(j)) return j > 0 ? sym('inf') : { k: 'mul', args: [num(-1), sym('inf')] };
    return { k: 'fn', name: 'approx', args: [decimalRat(j)] };
  }
  if (typeof j === 'string') {
    switch (j) {
      case 'Pi':
        return sym('pi');
      case 'ExponentialE':
        return sym('e');
      case 'ImaginaryUnit':
        return sym('i');
      case 'PositiveInfinity':
        return sym('inf');
      case 'NegativeInfinity':
        return { k: 'mul', args: [num(-1), sym('inf')] };
      case 'Half':
        return HALF;
      case 'Nothing':
      case 'Undefined':
      case 'NaN':
        throw new Error('undefined result');
      default:
        return sym(j);
    }
  }
  if (j && typeof j === 'object' && !Array.isArray(j)) {
    const o = j as { num?: string; sym?: string; fn?: MJ[] };
    if (o.num !== undefined) {
      const s = o.num.replace(/\.\.\.$/, '');
      if (/^-?\d+$/.test(s)) return num(BigInt(s));
      return { k: 'fn', name: 'approx', args: [decimalRat(Number(s))] };
    }
    if (o.sym !== undefined) return fromMathJson(o.sym);
    if (o.fn) return fromMathJson(o.fn);
  }
  if (!Array.isArray(j) || j.length === 0) throw new Error('bad MathJSON');
  const [h, ...a] = j as [string, ...MJ[]];
  const A = () => a.map(fromMathJson);
  switch (h) {
    case 'Add':
      return { k: 'add', args: A() };
    case 'Subtract':
      return { k: 'sub', args: [fromMathJson(a[0]), fromMathJson(a[1])] };
    case 'Negate':
      return { k: 'neg', args: [fromMathJson(a[0])] };
    case 'Multiply':
      return { k: 'mul', args: A() };
    case 'Divide':
      return { k: 'div', args: [fromMathJson(a[0]), fromMathJson(a[1])] };
    case 'Rational':
      return { k: 'div', args: [fromMathJson(a[0]), fromMathJson(a[1])] };
    case 'Power':
      return { k: 'pow', args: [fromMathJson(a[0]), fromMathJson(a[1])] };
    case 'Sqrt':
      return { k: 'pow', args: [fromMathJson(a[0]), HALF] };
    case 'Root':
      return { k: 'pow', args: [fromMathJson(a[0]), { k: 'div', args: [num(1), fromMathJson(a[1])] }] };
    case 'Exp':
      return { k: 'pow', args: [sym('e'), fromMathJson(a[0])] };
    case 'Square':
      return { k: 'pow', args: [fromMathJson(a[0]), num(2)] };
    case 'Log':
      return a.length > 1
        ? { k: 'fn', name: 'log', args: [fromMathJson(a[0]), fromMathJson(a[1])] }
        : { k: 'fn', name: 'log', args: [fromMathJson(a[0]), num(10)] };
    case 'Lb':
      return { k: 'fn', name: 'log', args: [fromMathJson(a[0]), num(2)] };
    case 'Lg':
      return { k: 'fn', name: 'log', args: [fromMathJson(a[0]), num(10)] };
    case 'Complex':
      return { k: 'add', args: [fromMathJson(a[0]), { k: 'mul', args: [fromMathJson(a[1]), sym('i')] }] };
    case 'Hold':
      return fromMathJson(a[0]);
    default: {
      const f = MJ_TO_FN[h];
      if (f) return { k: 'fn', name: f, args: A() };
      throw new Error('unsupported MathJSON head ' + h);
    }
  }
}
function decimalRat(v: number): Expr {
  const s = Number(v.toPrecision(15)).toString();
  if (s.includes('e')) return num(BigInt(Math.round(v * 1e12)), 1000000000000n);
  const [a, b = ''] = s.split('.');
  return num(BigInt((a.startsWith('-') ? '-' : '') + a.replace('-', '') + b), 10n ** BigInt(b.length));
}

/** Inputs that are safe to hand to compute-engine (it has no size limits of its own). */
function ceSafe(e: Expr, depth = 0): boolean {
  if (depth > 30) return false;
  if (e.k === 'num') return e.n < 1000000000n && e.n > -1000000000n && e.d < 1000000000n;
  if (e.k === 'sym') return true;
  if (e.k === 'pow' && e.args[1].k === 'num' && (e.args[1].n > 24n || e.args[1].n < -24n)) return false;
  return e.args.length < 40 && e.args.every((a) => ceSafe(a, depth + 1));
}
let lastArg: Expr | null = null;
function guarded<T>(ms: number, fn: () => T): T | null {
  if (lastArg && !ceSafe(lastArg)) return null;
  // never spend more than what is left of the computation's budget
  const left = currentBudget()?.remaining() ?? ms;
  const limit = Math.min(ms, left - 10);
  if (limit < 20) return null;
  try {
    return getCE().withTimeLimit(Math.floor(limit), fn as () => T extends Promise<unknown> ? never : T) as T;
  } catch {
    return null;
  }
}

/** Antiderivative from compute-engine (unverified; caller must check it). */
export function ceIntegrate(f: Expr, x: string, ms = 500): Expr | null {
  lastArg = f;
  return guarded(ms, () => {
    const r = getCE()
      .box(['Integrate', toMathJson(f), x] as never)
      .evaluate();
    const j = r.json as MJ;
    if (JSON.stringify(j).includes('Integrate')) return null;
    return simplify(fromMathJson(j));
  });
}
/** Simplification from compute-engine (unverified; caller must compare numerically). */
export function ceSimplify(e: Expr, ms = 300): Expr | null {
  lastArg = e;
  return guarded(ms, () =>
    simplify(
      fromMathJson(
        getCE()
          .box(toMathJson(e) as never)
          .simplify().json as MJ,
      ),
    ),
  );
}
/** Limit from compute-engine (numeric in 0.140; unverified). */
export function ceLimit(f: Expr, x: string, at: Expr, ms = 300): Expr | null {
  lastArg = f;
  return guarded(ms, () =>
    simplify(
      fromMathJson(
        getCE()
          .box(['Limit', ['Function', toMathJson(f), x], toMathJson(at)] as never)
          .evaluate().json as MJ,
      ),
    ),
  );
}
/** Solutions from compute-engine (unverified). */
export function ceSolve(eq: Expr, x: string, ms = 400): Expr[] | null {
  lastArg = eq;
  return guarded(ms, () => {
    const r = getCE()
      .box(toMathJson(eq) as never)
      .solve(x);
    if (!r || !Array.isArray(r)) return null;
    return (r as { json: MJ }[]).map((s) => simplify(fromMathJson(s.json)));
  });
}

/** Create the compute-engine instance ahead of time (≈100 ms once), e.g. when a worker starts. */
export function warmUp(): void {
  getCE()
    .box(['Add', 1, 1] as never)
    .evaluate();
}
