/**
 * Arithmetic in other bases ("101 + 11 in base 2", "1011_2 + 110_2", "add 1A and 2F in hexadecimal", "110 × 11 in
 * binary"): addition, subtraction and multiplication done as a student does them, column by column in the base (carry,
 * borrow, shifted partial products), with a check in base 10 as the last step. When the operands and the answer are in
 * different bases, the operands go through base 10 (place values, then repeated division). Method as in OpenStax
 * Prealgebra 2e's number-system notes and any school text on binary arithmetic (CC BY 4.0 for the OpenStax wording).
 * Limits: bases 2–36, at most 64 digits per operand.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { placeValueSum, repeatedDivisionSteps } from './convert';

/** One operand as read: its digits (as typed) and its base. */
export interface BaseOperand {
  digits: string;
  base: number;
}

/** The operations read: + − ×. */
export type BaseOp = '+' | '-' | '*';

const OP_LATEX: Record<BaseOp, string> = { '+': '+', '-': '-', '*': '\\times' };

/** Digits of a numeral, least significant first; VALIDATION_ERROR when a digit is not one of the base. */
export function digitsOf(s: string, base: number): number[] {
  if (!Number.isInteger(base) || base < 2 || base > 36 || !/^[0-9a-z]{1,64}$/i.test(s))
    throw new MathError('VALIDATION_ERROR', 'Bases from 2 to 36 and up to 64 digits', { reason: 'bad-base' });
  return [...s.toLowerCase()].reverse().map((c) => {
    const d = parseInt(c, 36);
    if (d >= base) throw new MathError('VALIDATION_ERROR', `${c} is not a digit in base ${base}`, { reason: 'bad-digit' });
    return d;
  });
}

/** A digit array (least significant first) as a numeral, without leading zeros. */
export function numeral(ds: number[], upper: boolean): string {
  const out = ds
    .map((d) => d.toString(36))
    .reverse()
    .join('')
    .replace(/^0+(?=.)/, '');
  return upper ? out.toUpperCase() : out;
}

const cmp = (a: number[], b: number[]): number => {
  const x = [...a],
    y = [...b];
  while (x.length > 1 && x[x.length - 1] === 0) x.pop();
  while (y.length > 1 && y[y.length - 1] === 0) y.pop();
  if (x.length !== y.length) return x.length - y.length;
  for (let i = x.length - 1; i >= 0; i--) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
};

/** Column addition in base b; `carries` counts the columns that carried. */
export function addColumns(a: number[], c: number[], b: number): { sum: number[]; carries: number } {
  const sum: number[] = [];
  let carry = 0,
    carries = 0;
  for (let i = 0; i < Math.max(a.length, c.length) || carry; i++) {
    const t = (a[i] ?? 0) + (c[i] ?? 0) + carry;
    sum.push(t % b);
    carry = t >= b ? 1 : 0;
    carries += carry;
  }
  return { sum, carries };
}

/** Column subtraction a − c in base b for a ≥ c, borrowing b from the next column. */
export function subtractColumns(a: number[], c: number[], b: number): number[] {
  const out: number[] = [];
  let borrow = 0;
  for (let i = 0; i < a.length; i++) {
    let t = a[i]! - (c[i] ?? 0) - borrow;
    borrow = t < 0 ? 1 : 0;
    if (t < 0) t += b;
    out.push(t);
  }
  return out;
}

/** Long multiplication in base b: one shifted partial product per digit of c, added column by column. */
export function multiplyColumns(a: number[], c: number[], b: number): { product: number[]; partials: number[][] } {
  const partials: number[][] = [];
  let product = [0];
  c.forEach((d, shift) => {
    const row: number[] = Array<number>(shift).fill(0);
    let carry = 0;
    for (const x of a) {
      const t = x * d + carry;
      row.push(t % b);
      carry = Math.floor(t / b);
    }
    while (carry) {
      row.push(carry % b);
      carry = Math.floor(carry / b);
    }
    partials.push(row);
    product = addColumns(product, row, b).sum;
  });
  return { product, partials };
}

/** The value of a numeral in base 10 (Horner's rule, BigInt). */
function toBig(ds: number[], b: number): bigint {
  return ds.reduceRight((v, d) => v * BigInt(b) + BigInt(d), 0n);
}

const sub = (s: string, b: number) => (b === 10 ? s : `${s}_{${b}}`);
const plain = (s: string, b: number) => (b === 10 ? s : `${s}_${b}`);

/** Same base in and out: the column method, then the base-10 check. */
function inBase(A: BaseOperand, B: BaseOperand, op: BaseOp, base: number, upper: boolean, steps: Step[]): string {
  const a = digitsOf(A.digits, base),
    c = digitsOf(B.digits, base);
  let out: string;
  const lhs = `${sub(A.digits, base)} ${OP_LATEX[op]} ${sub(B.digits, base)}`;
  if (op === '+') {
    out = numeral(addColumns(a, c, base).sum, upper);
    steps.push({ rule: 'base-column-add', before: lhs, after: sub(out, base), params: { base: `${base}` } });
  } else if (op === '-') {
    const neg = cmp(a, c) < 0;
    out = (neg ? '-' : '') + numeral(neg ? subtractColumns(c, a, base) : subtractColumns(a, c, base), upper);
    // a smaller number minus a larger one: the larger minus the smaller, with a minus sign
    const before = neg ? `-(${sub(B.digits, base)} - ${sub(A.digits, base)})` : lhs;
    steps.push({ rule: 'base-column-subtract', before, after: sub(out, base), params: { base: `${base}` } });
  } else {
    const { product, partials } = multiplyColumns(a, c, base);
    out = numeral(product, upper);
    const rows = partials.length > 1 ? partials.map((p) => numeral(p, upper)).join(' + ') : numeral(partials[0]!, upper);
    steps.push({
      rule: 'base-column-multiply',
      before: lhs,
      after: partials.length > 1 && partials.length <= 8 ? `${rows} = ${sub(out, base)}` : sub(out, base),
      params: { base: `${base}` },
    });
  }
  return out;
}

/** Different bases: each operand in base 10 (place values), the operation there, the result by repeated division. */
function viaDecimal(A: BaseOperand, B: BaseOperand, op: BaseOp, to: number, upper: boolean, steps: Step[], budget: Budget) {
  const vals = [A, B].map((o) => {
    const v = toBig(digitsOf(o.digits, o.base), o.base);
    if (o.base !== 10) {
      const sum = placeValueSum(o.digits, o.base);
      steps.push({
        rule: 'from-base-place-values',
        before: sub(o.digits, o.base),
        after: `${sum} = ${v}`,
        params: { base: `${o.base}` },
      });
    }
    return v;
  });
  const r = op === '+' ? vals[0]! + vals[1]! : op === '-' ? vals[0]! - vals[1]! : vals[0]! * vals[1]!;
  steps.push({
    rule: 'base-decimal-operation',
    before: `${vals[0]} ${OP_LATEX[op]} ${vals[1]}`,
    after: `${r}`,
    params: { eq: `${vals[0]} ${OP_LATEX[op]} ${vals[1]} = ${r}` },
  });
  const mag = r < 0n ? -r : r;
  if (to !== 10) repeatedDivisionSteps(mag, to, steps, budget, 16);
  const s = mag.toString(to);
  return (r < 0n ? '-' : '') + (upper ? s.toUpperCase() : s);
}

/** Reads the operands of a `base-arith` reading: `{ a: {digits, base}, b: {digits, base}, op, to }`. */
function operandsOf(r: TopicReading): { A: BaseOperand; B: BaseOperand; op: BaseOp; to: number } {
  const p = r.params;
  const A = p.a as BaseOperand,
    B = p.b as BaseOperand,
    op = String(p.op) as BaseOp,
    to = Number(p.to);
  if (!A || !B || !['+', '-', '*'].includes(op) || !Number.isInteger(to) || to < 2 || to > 36)
    throw new MathError('VALIDATION_ERROR', 'Two numerals, + − × and a base from 2 to 36', { reason: 'bad-base' });
  return { A: { digits: String(A.digits), base: Number(A.base) }, B: { digits: String(B.digits), base: Number(B.base) }, op, to };
}

/** + − × of two numerals in a base; the answer is a numeral of the base `to` (`10001_2`), checked in base 10. */
export function solveBaseArith(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const { A, B, op, to } = operandsOf(r);
  const upper = /[A-Z]/.test(A.digits + B.digits);
  const steps: Step[] = [];
  const same = A.base === to && B.base === to;
  const out = same ? inBase(A, B, op, to, upper, steps) : viaDecimal(A, B, op, to, upper, steps, budget);
  if (same) {
    // the check a teacher asks for: the same operation in base 10
    const [va, vb] = [A, B].map((o) => toBig(digitsOf(o.digits, o.base), o.base));
    const vr = op === '+' ? va! + vb! : op === '-' ? va! - vb! : va! * vb!;
    const eq = `${sub(A.digits, to)} = ${va},\\; ${sub(B.digits, to)} = ${vb},\\; ${va} ${OP_LATEX[op]} ${vb} = ${vr} = ${sub(out, to)}`;
    steps.push({ rule: 'base-decimal-check', before: sub(out, to), after: `${vr}`, params: { eq } });
  }
  return { kind: 'number', latex: sub(out, to), text: plain(out, to), steps, exact: true };
}
