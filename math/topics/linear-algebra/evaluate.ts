/**
 * Evaluation of matrix expressions ({@link Node}) with one step per operation, as a textbook shows matrix arithmetic
 * (OpenStax College Algebra 2e §7.5 "Matrices and Matrix Operations", CC BY 4.0): sums and differences entry by
 * entry, scalar multiples, products row by column (with the size rule), powers as repeated products, transposes,
 * traces, determinants and inverses (see ./det.ts). A size mismatch is reported as {@link Undefined} (the book's
 * answer "undefined"), never computed.
 */
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { step } from '../geometry/util';
import { kadd, kmul, kq, ksub, kTex, kTexP, type K } from './field';
import { cols, madd, matOf, matTex, mmul, mscale, msub, refuse, rows, sameShape, trace, transpose, type Mat } from './matrix';
import { determinant, inverse } from './det';
import type { Node } from './expr';

/** A value: a scalar or a matrix. */
export type Value = { s: K } | { m: Mat };

/** The expression has no value: sizes that do not match (the step explains why). */
export class Undefined extends Error {
  constructor(readonly why: Step) {
    super('undefined');
  }
}

/** Thrown when an inverse inside an expression does not exist. */
export class Singular extends Error {
  constructor(readonly steps: Step[]) {
    super('singular');
  }
}

const size = (A: Mat) => `${rows(A)} \\times ${cols(A)}`;
const tex = (v: Value): string => ('s' in v ? kTex(v.s) : matTex(v.m));

/** The product entries written out: row i · column j. */
function productEntries(A: Mat, B: Mat): string {
  const body = A.map((r) =>
    B[0]!.map((_, j) => r.map((x, k) => `${kTexP(x)}\\cdot${kTexP(B[k]![j]!)}`).join(' + ')).join(' & '),
  ).join(' \\\\ ');
  return `\\begin{bmatrix} ${body} \\end{bmatrix}`;
}

function sumEntries(A: Mat, B: Mat, op: '+' | '-'): string {
  const body = A.map((r, i) => r.map((x, j) => `${kTexP(x)} ${op} ${kTexP(B[i]![j]!)}`).join(' & ')).join(' \\\\ ');
  return `\\begin{bmatrix} ${body} \\end{bmatrix}`;
}

function addSub(op: 'add' | 'sub', a: Value, b: Value, steps: Step[]): Value {
  if ('s' in a && 's' in b) return { s: op === 'add' ? kadd(a.s, b.s) : ksub(a.s, b.s) };
  if (!('m' in a) || !('m' in b))
    throw new Undefined(
      step('la-undefined-sum', '', '\\text{—}', {
        sa: 'm' in a ? size(a.m) : '1 \\times 1',
        sb: 'm' in b ? size(b.m) : '1 \\times 1',
      }),
    );
  if (!sameShape(a.m, b.m)) throw new Undefined(step('la-undefined-sum', '', '\\text{—}', { sa: size(a.m), sb: size(b.m) }));
  const m = op === 'add' ? madd(a.m, b.m) : msub(a.m, b.m);
  const sym = op === 'add' ? '+' : '-';
  steps.push(step('la-same-size', `${tex(a)} ${sym} ${tex(b)}`, size(m), { sa: size(m) }));
  steps.push(
    step(op === 'add' ? 'la-add' : 'la-sub', `${tex(a)} ${sym} ${tex(b)}`, matTex(m), {
      eq: `${tex(a)} ${sym} ${tex(b)} = ${sumEntries(a.m, b.m, sym)} = ${matTex(m)}`,
    }),
  );
  return { m };
}

function mul(a: Value, b: Value, steps: Step[], budget: Budget): Value {
  if ('s' in a && 's' in b) return { s: kmul(a.s, b.s) };
  if ('s' in a || 's' in b) {
    const [c, M] = 's' in a ? [a.s, (b as { m: Mat }).m] : [(b as { s: K }).s, (a as { m: Mat }).m];
    const m = mscale(c, M);
    steps.push(
      step('la-scalar', `${kTexP(c)}${matTex(M)}`, matTex(m), { c: kTex(c), eq: `${kTexP(c)}${matTex(M)} = ${matTex(m)}` }),
    );
    return { m };
  }
  const [A, B] = [a.m, b.m];
  if (cols(A) !== rows(B))
    throw new Undefined(
      step('la-undefined-product', '', '\\text{—}', { sa: size(A), sb: size(B), n: String(cols(A)), p: String(rows(B)) }),
    );
  const m = mmul(A, B, budget);
  steps.push(
    step('la-product-size', `${matTex(A)}${matTex(B)}`, size(m), { sa: size(A), sb: size(B), sc: size(m) }),
    step('la-product', `${matTex(A)}${matTex(B)}`, matTex(m), {
      eq: `${matTex(A)}${matTex(B)} = ${productEntries(A, B)} = ${matTex(m)}`,
    }),
  );
  return { m };
}

/** Aⁿ by repeated products, each shown (n ≤ 200; beyond 6 by repeated squaring). */
function power(A: Mat, n: number, steps: Step[], budget: Budget): Mat {
  if (rows(A) !== cols(A)) throw new Undefined(step('la-undefined-power', '', '\\text{—}', { sa: size(A) }));
  if (n > 200) refuse('too-large', 'Powers up to 200');
  const show = (k: number, how: string, M: Mat) =>
    steps.push(step('la-power', how, matTex(M), { eq: `A^{${k}} = ${how} = ${matTex(M)}` }));
  if (n === 0) {
    const I = A.map((r, i) => r.map((_, j) => kq({ n: i === j ? 1n : 0n, d: 1n })));
    show(0, 'I', I);
    return I;
  }
  let result = A;
  if (n <= 6) {
    for (let k = 2; k <= n; k++) {
      result = mmul(result, A, budget);
      show(k, k === 2 ? 'A \\cdot A' : `A^{${k - 1}} \\cdot A`, result);
    }
    return result;
  }
  const squares: Mat[] = [A];
  for (let k = 1; 2 ** k <= n; k++) {
    squares.push(mmul(squares[k - 1]!, squares[k - 1]!, budget));
    show(2 ** k, `\\left(A^{${2 ** (k - 1)}}\\right)^{2}`, squares[k]!);
  }
  const parts = squares.map((_, k) => k).filter((k) => (n >> k) & 1);
  result = parts.slice(1).reduce((M, k) => mmul(M, squares[k]!, budget), squares[parts[0]!]!);
  if (parts.length > 1) show(n, parts.map((k) => `A^{${2 ** k}}`).join(' \\cdot '), result);
  return result;
}

/** Evaluates an expression, pushing one step per operation. Throws {@link Undefined} / {@link Singular}. */
export function evaluate(node: Node, steps: Step[], budget: Budget): Value {
  budget.check();
  switch (node.t) {
    case 'lit':
      return { m: matOf(node.entries) };
    case 'num':
      return { s: kq(node.v) };
    case 'neg': {
      const a = evaluate(node.a, steps, budget);
      return 's' in a ? { s: kmul(kq({ n: -1n, d: 1n }), a.s) } : mul({ s: kq({ n: -1n, d: 1n }) }, a, steps, budget);
    }
    case 'add':
    case 'sub':
      return addSub(node.t, evaluate(node.a, steps, budget), evaluate(node.b, steps, budget), steps);
    case 'mul':
      return mul(evaluate(node.a, steps, budget), evaluate(node.b, steps, budget), steps, budget);
    default:
      return unary(node, evaluate(node.a, steps, budget), steps, budget);
  }
}

function unary(
  node: Extract<Node, { a: Node; t: 'pow' | 'T' | 'inv' | 'det' | 'tr' }>,
  a: Value,
  steps: Step[],
  budget: Budget,
): Value {
  if (!('m' in a)) throw new Undefined(step('la-undefined-power', '', '\\text{—}', { sa: '1 \\times 1' }));
  const A = a.m;
  switch (node.t) {
    case 'pow':
      return { m: power(A, node.n, steps, budget) };
    case 'T': {
      const m = transpose(A);
      steps.push(step('la-transpose', matTex(A), matTex(m), { eq: `${matTex(A)}^{T} = ${matTex(m)}` }));
      return { m };
    }
    case 'tr': {
      if (rows(A) !== cols(A)) throw new Undefined(step('la-undefined-power', '', '\\text{—}', { sa: size(A) }));
      const s = trace(A);
      const eq = `\\operatorname{tr}A = ${A.map((r, i) => kTexP(r[i]!)).join(' + ')} = ${kTex(s)}`;
      steps.push(step('la-trace', matTex(A), kTex(s), { eq }));
      return { s };
    }
    case 'det': {
      if (rows(A) !== cols(A)) throw new Undefined(step('la-undefined-power', '', '\\text{—}', { sa: size(A) }));
      const d = determinant(A, budget);
      steps.push(...d.steps);
      return { s: d.det };
    }
    default: {
      if (rows(A) !== cols(A)) throw new Undefined(step('la-undefined-power', '', '\\text{—}', { sa: size(A) }));
      const r = inverse(A, budget);
      steps.push(...r.steps);
      if (!r.inv) throw new Singular(steps);
      return { m: r.inv };
    }
  }
}
