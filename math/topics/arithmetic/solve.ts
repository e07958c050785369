/**
 * Solving the arithmetic tasks that evaluate a number: operations in words (the engine's exact rational arithmetic,
 * with its order-of-operations steps), factorials (exact BigInt products), rounding (mathjs BigNumber, half up) and
 * remainders (mathjs mod). Size limits: n! for n ≤ 10000 (inside an expression n ≤ 170), inputs up to 2000 characters.
 */
import { bignumber, mod as mjMod, round as mjRound } from 'mathjs';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { toLatex, toText } from '../../print';
import { evalComplex } from '../../numeric';
import { arithmeticSteps } from '../../arith';
import type { Expr } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';

/** Decimal text of a number, 12 significant digits (the engine's convention). */
export function fmt(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  return Number(v.toPrecision(12)).toString();
}
const hasDec = (e: Expr): boolean => (e.k === 'num' ? !!e.dec : e.k === 'sym' ? false : e.args.some(hasDec));

/** Evaluates a numeric expression exactly with the engine (steps: order of operations). Throws for symbols or undefined values. */
export function evaluateExact(expr: string): {
  latex: string;
  text: string;
  approx?: string;
  value: number;
  steps: Step[];
  inputLatex: string;
} {
  const e = parse(expr, { maxLength: 2000, maxDepth: 60 });
  const steps = arithmeticSteps(e).steps;
  let v = simplify(e);
  if (v.k === 'num' && hasDec(e)) v = { ...v, dec: true };
  const c = evalComplex(v);
  if (!Number.isFinite(c.re) || Math.abs(c.im) > 1e-12)
    throw new MathError('VALIDATION_ERROR', 'The value is undefined or not real', { reason: 'undefined-value' });
  const text = toText(v),
    dec = fmt(c.re);
  if (/[a-z]/i.test(text.replace(/sqrt|cbrt|pi/g, '')))
    throw new MathError('UNSUPPORTED', 'Not a number', { reason: 'not-numeric' });
  return { latex: toLatex(v), text, approx: dec !== text ? dec : undefined, value: c.re, steps, inputLatex: toLatex(e) };
}

/** Plain words as LaTeX text (letters, digits, spaces and simple punctuation only). */
const wordsLatex = (s: string) =>
  `\\text{${s
    .replace(/[^\p{L}\p{N} .,'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()}}`;

/** Operations in words: the rewritten expression, evaluated exactly; a division of whole numbers also shows its remainder. */
export function solveEvaluate(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const expr = String(r.params.expr ?? '');
  const v = evaluateExact(expr);
  const steps: Step[] = [];
  const words = String(r.params.words ?? '');
  if (words)
    steps.push({ rule: 'words-to-expression', before: wordsLatex(words), after: v.inputLatex, params: { expr: v.inputLatex } });
  steps.push(...v.steps);
  const m = /^\s*\(?\s*(\d+)\s*\/\s*(\d+)\s*\)?\s*$/.exec(expr);
  if (m && BigInt(m[2]!) !== 0n && BigInt(m[1]!) % BigInt(m[2]!) !== 0n) {
    const a = BigInt(m[1]!),
      b = BigInt(m[2]!);
    steps.push({
      rule: 'division-with-remainder',
      before: `${a} \\div ${b}`,
      after: `${a / b} \\text{ R } ${a % b}`,
      params: { eq: `${a} = ${a / b} \\cdot ${b} + ${a % b}` },
    });
  }
  if (v.approx) steps.push({ rule: 'decimal-approximation', before: v.latex, after: v.approx });
  return { kind: 'number', latex: v.latex, text: v.text, approx: v.approx, steps, exact: true };
}

/** n! as an exact BigInt product (n ≤ 10000, VALIDATION_ERROR above). */
export function factorialBig(n: number, budget?: Budget): bigint {
  if (!Number.isInteger(n) || n < 0)
    throw new MathError('VALIDATION_ERROR', 'n! needs a whole number n ≥ 0', { reason: 'bad-factorial' });
  if (n > 10000) throw new MathError('VALIDATION_ERROR', 'n! is limited to n ≤ 10000', { reason: 'factorial-too-large' });
  let p = 1n;
  for (let k = 2n; k <= BigInt(n); k++) {
    p *= k;
    budget?.check();
  }
  return p;
}

const productLatex = (n: number) =>
  n <= 1 ? '1' : n <= 8 ? Array.from({ length: n }, (_, i) => `${i + 1}`).join(' \\cdot ') : `1 \\cdot 2 \\cdot 3 \\cdots ${n}`;

/** Factorials: a single n! (exact digits, a decimal beside it when long), or an expression with n! terms. */
export function solveFactorial(r: TopicReading, budget: Budget): TopicAnswer {
  const expr = String(r.params.expr ?? '');
  const single = /^\s*(\d+)\s*!\s*$/.exec(expr);
  if (single) {
    const n = Number(single[1]);
    const v = factorialBig(n, budget);
    const text = v.toString();
    const steps: Step[] = [
      { rule: 'factorial-product', before: `${n}!`, after: productLatex(n), params: { n: `${n}` } },
      {
        rule: 'evaluate-arithmetic',
        before: productLatex(n),
        after: text.length > 60 ? `${text.slice(0, 40)}\\ldots` : text,
        params: { op: productLatex(n) },
      },
    ];
    const approx = text.length > 15 ? `${text[0]}.${text.slice(1, 10)}e+${text.length - 1}` : undefined;
    return { kind: 'number', latex: text, text, approx, steps, exact: true };
  }
  const steps: Step[] = [];
  const seen = new Set<string>();
  const replaced = expr.replace(/(?<![\d.])(\d+)\s*!/g, (_m, d: string) => {
    const n = Number(d);
    if (n > 170)
      throw new MathError('VALIDATION_ERROR', 'Inside an expression n! is limited to n ≤ 170', { reason: 'factorial-too-large' });
    const v = factorialBig(n, budget).toString();
    if (!seen.has(d)) {
      seen.add(d);
      steps.push({ rule: 'factorial-product', before: `${n}!`, after: `${productLatex(n)} = ${v}`, params: { n: `${n}` } });
    }
    return `(${v})`;
  });
  if (replaced.includes('!'))
    throw new MathError('UNSUPPORTED', 'Only factorials of whole numbers are read', { reason: 'factorial-operand' });
  const v = evaluateExact(replaced);
  steps.push(...v.steps);
  return { kind: 'number', latex: v.latex, text: v.text, approx: v.approx, steps, exact: true };
}

/** The digits of a decimal string around position `k` (k > 0: decimal places, k < 0: 10^-k place, 'sig': k significant). */
function roundingDigit(x: string, mode: string, k: number): { keep: string; next: string } {
  const [ip, fp = ''] = x.replace(/^[-+]/, '').split('.');
  const all = ip! + fp;
  let pos: number; // index in `all` of the last kept digit
  if (mode === 'sig') pos = all.search(/[1-9]/) + k - 1;
  else if (mode === 'places') pos = ip!.length + k - 1;
  else pos = ip!.length - 1 - k;
  return { keep: all[pos] ?? '0', next: all[pos + 1] ?? '0' };
}

/** The input cut to as many characters as the rounded answer has (the truncation slip), for quiz options. */
function truncated(x: string, rounded: string): string {
  if (!rounded.includes('.') || !x.includes('.')) return rounded;
  const places = rounded.split('.')[1]!.length;
  const [ip, fp = ''] = x.split('.');
  return `${ip}.${fp.padEnd(places, '0').slice(0, places)}`;
}

/** Rounding half up (mathjs BigNumber): decimal places, significant figures, or the nearest 10^k (k < 0 for tenths...). */
export function solveRound(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const x = String(r.params.x),
    mode = String(r.params.mode),
    k = Number(r.params.k);
  if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(x) || x.length > 200)
    throw new MathError('VALIDATION_ERROR', 'A decimal number is needed', { reason: 'bad-number' });
  if (!Number.isInteger(k) || Math.abs(k) > 100 || (mode === 'sig' && k < 1))
    throw new MathError('VALIDATION_ERROR', 'Bad rounding place', { reason: 'bad-place' });
  const bx = bignumber(x);
  let out;
  if (mode === 'sig') out = bx.isZero() ? bx : bx.toSignificantDigits(k);
  else if (mode === 'places') out = mjRound(bx, k);
  else if (k >= 0) out = mjRound(bx.div(bignumber(10).pow(k))).mul(bignumber(10).pow(k));
  else out = mjRound(bx, -k);
  let places = mode === 'places' ? k : mode === 'place' ? Math.max(0, -k) : k - 1 - bx.abs().e;
  if (mode === 'sig' && !out.isZero() && out.abs().e > bx.abs().e) places -= 1; // 9.96 → 10 (2 significant figures)
  places = Math.max(0, places);
  const text = out.toFixed(Math.max(0, places));
  const { keep, next } = roundingDigit(x, mode, mode === 'place' ? k : k);
  const up = Number(next) >= 5;
  const steps: Step[] = [
    mode === 'sig'
      ? { rule: 'significant-figures', before: x, after: x, params: { n: `${k}` } }
      : { rule: 'round-place', before: x, after: x, params: { digit: keep } },
    // the common mistake: cutting off the digits (truncating) instead of rounding, or rounding the other way
    {
      rule: up ? 'round-up' : 'round-down',
      before: x,
      after: text,
      params: { digit: next },
      ...(truncated(x, text) !== text ? { distractors: [truncated(x, text)] } : {}),
    },
  ];
  return { kind: 'number', latex: text, text, steps, exact: true };
}

/** The remainder of a ÷ b (mathjs mod), with the division written out. */
export function solveRemainder(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const a = String(r.params.a),
    b = String(r.params.b);
  if (!/^\d{1,15}$/.test(a) || !/^\d{1,15}$/.test(b) || Number(b) === 0)
    throw new MathError('VALIDATION_ERROR', 'Whole numbers (divisor not 0) are needed', { reason: 'bad-number' });
  const rem = String(mjMod(bignumber(a), bignumber(b)));
  const q = (BigInt(a) - BigInt(rem)) / BigInt(b);
  const steps: Step[] = [
    {
      rule: 'division-with-remainder',
      before: `${a} \\div ${b}`,
      after: `${q} \\text{ R } ${rem}`,
      params: { eq: `${a} = ${q} \\cdot ${b} + ${rem}` },
    },
    { rule: 'evaluate-arithmetic', before: `${a} - ${q} \\cdot ${b}`, after: rem, params: { op: `${a} - ${q} \\cdot ${b}` } },
  ];
  return { kind: 'number', latex: rem, text: rem, steps, exact: true };
}
