/**
 * The expression tree shared by every part of the engine.
 *
 * Numbers are exact rationals (bigint numerator/denominator, denominator > 0, reduced). Decimals typed by
 * the student become exact rationals (0.25 -> 1/4) flagged `dec` so steps print them as typed. Symbols are variables; `pi`, `e`, `i` and `inf` are
 * reserved constant names. The parser builds "raw" trees that keep subtraction, division and negation
 * (`sub`, `div`, `neg`) for faithful display; {@link import('./simplify').simplify} turns them into the
 * canonical form that uses only `add`, `mul`, `pow` (a - b = a + (-1)b, a / b = a b^-1).
 */
export type Expr =
  | { k: 'num'; n: bigint; d: bigint; dec?: boolean }
  | { k: 'sym'; name: string }
  | { k: 'add'; args: Expr[] }
  | { k: 'sub'; args: [Expr, Expr] }
  | { k: 'neg'; args: [Expr] }
  | { k: 'mul'; args: Expr[] }
  | { k: 'div'; args: [Expr, Expr] }
  | { k: 'pow'; args: [Expr, Expr] }
  | { k: 'fn'; name: string; args: Expr[] }
  | { k: 'rel'; op: RelOp; args: [Expr, Expr] }
  | { k: 'deriv'; args: [Expr]; v: string; order: number }
  | { k: 'int'; args: [Expr] | [Expr, Expr, Expr]; v: string }
  | { k: 'lim'; args: [Expr, Expr]; v: string; dir?: '+' | '-' }
  | { k: 'list'; args: Expr[] };

export type RelOp = '=' | '<' | '<=' | '>' | '>=' | '!=';

/** Functions the engine knows. `log` with two args is log base args[1]; `root` is the args[1]-th root. */
export const KNOWN_FUNCTIONS = [
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'asin',
  'acos',
  'atan',
  'acot',
  'asec',
  'acsc',
  'sinh',
  'cosh',
  'tanh',
  'asinh',
  'acosh',
  'atanh',
  'ln',
  'log',
  'exp',
  'sqrt',
  'root',
  'abs',
  'floor',
  'ceil',
  'sign',
  'fact',
] as const;

export const CONSTANTS = new Set(['pi', 'e', 'i', 'inf']);

// ---------- rationals ----------
export const babs = (a: bigint) => (a < 0n ? -a : a);
export function bgcd(a: bigint, b: bigint): bigint {
  a = babs(a);
  b = babs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}
export function num(n: bigint | number, d: bigint | number = 1n): Expr {
  let N = BigInt(n),
    D = BigInt(d);
  if (D === 0n) throw new Error('division by zero in rational');
  if (D < 0n) {
    N = -N;
    D = -D;
  }
  const g = bgcd(N, D) || 1n;
  return { k: 'num', n: N / g, d: D / g };
}
export type Num = Extract<Expr, { k: 'num' }>;
export const isNum = (e: Expr): e is Num => e.k === 'num';
export const isInt = (e: Expr): e is Num => e.k === 'num' && e.d === 1n;
export const isZero = (e: Expr) => e.k === 'num' && e.n === 0n;
export const isOne = (e: Expr) => e.k === 'num' && e.n === 1n && e.d === 1n;
export const qadd = (a: Num, b: Num) => num(a.n * b.d + b.n * a.d, a.d * b.d) as Num;
export const qsub = (a: Num, b: Num) => num(a.n * b.d - b.n * a.d, a.d * b.d) as Num;
export const qmul = (a: Num, b: Num) => num(a.n * b.n, a.d * b.d) as Num;
export const qdiv = (a: Num, b: Num) => num(a.n * b.d, a.d * b.n) as Num;
export const qneg = (a: Num) => num(-a.n, a.d) as Num;
export const qcmp = (a: Num, b: Num) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
export const qval = (a: Num) => Number(a.n) / Number(a.d);
export const qeq = (a: Num, b: Num) => a.n === b.n && a.d === b.d;
/** a^k for integer k (bounded by caller). */
export function qpowInt(a: Num, k: bigint): Num {
  if (k < 0n) return qpowInt(qdiv(num(1) as Num, a), -k);
  return num(a.n ** k, a.d ** k) as Num;
}

// ---------- constructors ----------
export const ZERO = num(0),
  ONE = num(1),
  TWO = num(2),
  NEG_ONE = num(-1),
  HALF = num(1, 2);
export const sym = (name: string): Expr => ({ k: 'sym', name });
export const PI = sym('pi'),
  E = sym('e'),
  I = sym('i'),
  INF = sym('inf');
export const add = (...args: Expr[]): Expr => (args.length === 1 ? args[0] : args.length === 0 ? ZERO : { k: 'add', args });
export const mul = (...args: Expr[]): Expr => (args.length === 1 ? args[0] : args.length === 0 ? ONE : { k: 'mul', args });
export const pow = (b: Expr, x: Expr): Expr => ({ k: 'pow', args: [b, x] });
export const sub = (a: Expr, b: Expr): Expr => ({ k: 'sub', args: [a, b] });
export const neg = (a: Expr): Expr => ({ k: 'neg', args: [a] });
export const div = (a: Expr, b: Expr): Expr => ({ k: 'div', args: [a, b] });
export const fn = (name: string, ...args: Expr[]): Expr => ({ k: 'fn', name, args });
export const rel = (op: RelOp, a: Expr, b: Expr): Expr => ({ k: 'rel', op, args: [a, b] });
export const sqrt = (a: Expr): Expr => pow(a, HALF);
export const recip = (a: Expr): Expr => pow(a, NEG_ONE);

// ---------- traversal ----------
export function mapArgs(e: Expr, f: (a: Expr) => Expr): Expr {
  if (e.k === 'num' || e.k === 'sym') return e;
  return { ...e, args: e.args.map(f) } as Expr;
}
export function contains(e: Expr, v: string): boolean {
  if (e.k === 'sym') return e.name === v;
  if (e.k === 'num') return false;
  return e.args.some((a) => contains(a, v));
}
export const freeOf = (e: Expr, v: string) => !contains(e, v);
export function symbols(e: Expr, out = new Set<string>()): Set<string> {
  if (e.k === 'sym') {
    if (!CONSTANTS.has(e.name)) out.add(e.name);
  } else if (e.k !== 'num') e.args.forEach((a) => symbols(a, out));
  return out;
}
/** Number of nodes of an expression tree (leaves count 1); a cheap measure of how big an expression is. */
export function size(e: Expr): number {
  if (e.k === 'num' || e.k === 'sym') return 1;
  let s = 1;
  for (const a of e.args) s += size(a);
  return s;
}
export function depth(e: Expr): number {
  if (e.k === 'num' || e.k === 'sym') return 1;
  let d = 0;
  for (const a of e.args) d = Math.max(d, depth(a));
  return d + 1;
}
/** Replace every occurrence of symbol v by r. */
export function subst(e: Expr, v: string, r: Expr): Expr {
  if (e.k === 'sym') return e.name === v ? r : e;
  if (e.k === 'num') return e;
  return mapArgs(e, (a) => subst(a, v, r));
}
/** Replace every subtree structurally equal to `target` by r. */
export function replaceExpr(e: Expr, target: Expr, r: Expr): Expr {
  if (equal(e, target)) return r;
  if (e.k === 'num' || e.k === 'sym') return e;
  return mapArgs(e, (a) => replaceExpr(a, target, r));
}
/** A canonical string key (structural identity). */
export function key(e: Expr): string {
  switch (e.k) {
    case 'num':
      return e.d === 1n ? `${e.n}` : `${e.n}/${e.d}`;
    case 'sym':
      return e.name;
    case 'fn':
      return `${e.name}(${e.args.map(key).join(',')})`;
    case 'rel':
      return `${e.op}(${e.args.map(key).join(',')})`;
    case 'deriv':
      return `D${e.order}_${e.v}(${key(e.args[0])})`;
    case 'int':
      return `I_${e.v}(${e.args.map(key).join(',')})`;
    case 'lim':
      return `L_${e.v}${e.dir ?? ''}(${e.args.map(key).join(',')})`;
    default:
      return `${e.k}(${e.args.map(key).join(',')})`;
  }
}
export const equal = (a: Expr, b: Expr) => key(a) === key(b);
