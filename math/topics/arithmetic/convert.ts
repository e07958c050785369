/**
 * Arithmetic tasks on the form of a number: fractions ↔ decimals ↔ percents (repeating decimals with mathjs Fraction,
 * whose `toString()` writes the repeating block in parentheses), scientific notation, number bases (BigInt radix
 * conversion), and comparing / ordering rational numbers (mathjs Fraction comparisons).
 */
import { fraction, type Fraction } from 'mathjs';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { evaluateExact, fmt } from './solve';

const MAX_ITEMS = 10000;

/** A value as a Fraction: integers, decimals, `a/b`, `p%`, repeating `0.(3)` or `0.333...`. VALIDATION_ERROR otherwise. */
export function toFraction(raw: string): Fraction {
  let s = raw.replace(/\s+/g, '').replace(/^\+/, '');
  let pct = false;
  if (s.endsWith('%')) {
    pct = true;
    s = s.slice(0, -1);
  }
  const rep = /^(-?\d*)\.(\d*?)(\d)\3*\.\.\.$/.exec(s);
  if (rep) s = `${rep[1] || '0'}.${rep[2]}(${rep[3]})`;
  if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)(?:\(\d+\))?$|^-?\d+\/-?\d+$|^-?\d*\.\d*\(\d+\)$/.test(s) || s.length > 60)
    throw new MathError('VALIDATION_ERROR', `${raw} is not a number`, { reason: 'bad-number' });
  if (/\/-?0+$/.test(s)) throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
  const f = fraction(s);
  return pct ? (f.div(100) as Fraction) : f;
}

/** LaTeX / text of a fraction: `\frac{3}{4}` / `3/4`, `-\frac{1}{2}` / `-1/2`, integers plain. */
export function fracOut(f: Fraction): { latex: string; text: string } {
  const s = Number(f.s) < 0 ? '-' : '',
    n = String(f.n),
    d = String(f.d);
  return d === '1' ? { latex: `${s}${n}`, text: `${s}${n}` } : { latex: `${s}\\frac{${n}}{${d}}`, text: `${s}${n}/${d}` };
}

/** Decimal of a fraction, repeating block in parentheses (`0.(6)`), and its LaTeX with an overline. */
export function decimalOut(f: Fraction): { latex: string; text: string; period?: string } {
  const text = f.toString();
  const m = /^(-?\d*\.?\d*?)\((\d+)\)$/.exec(text);
  if (!m) return { latex: text, text };
  return { latex: `${m[1]}\\overline{${m[2]}}`, text, period: m[2] };
}

const pctLatex = (t: string) => t.replace(/%/g, '\\%');

function toDecimal(f: Fraction, x: string): TopicAnswer {
  const d = decimalOut(f);
  const steps: Step[] = [];
  if (/%$/.test(x)) steps.push({ rule: 'from-percent', before: pctLatex(x), after: `${x.slice(0, -1)} \\div 100` });
  else steps.push({ rule: 'fraction-to-decimal', before: fracOut(f).latex, after: `${f.n} \\div ${f.d}` });
  if (d.period)
    steps.push({ rule: 'repeating-decimal', before: `${f.n} \\div ${f.d}`, after: d.latex, params: { period: d.period } });
  else {
    const div = /%$/.test(x) ? `${x.slice(0, -1)} \\div 100` : `${f.n} \\div ${f.d}`;
    steps.push({ rule: 'evaluate-arithmetic', before: div, after: d.latex, params: { op: div } });
  }
  return { kind: 'number', latex: d.latex, text: d.text, approx: d.period ? fmt(f.valueOf()) : undefined, steps, exact: true };
}

function toFractionAnswer(f: Fraction, x: string): TopicAnswer {
  const out = fracOut(f);
  const steps: Step[] = [];
  const plain = x.replace(/%$/, '');
  if (/%$/.test(x)) steps.push({ rule: 'from-percent', before: pctLatex(x), after: `\\frac{${plain}}{100}` });
  const dm = /^-?(\d*)\.(\d+)$/.exec(plain);
  if (dm && !/%$/.test(x)) {
    const power = 10n ** BigInt(dm[2]!.length);
    const num = BigInt(plain.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
    steps.push({ rule: 'decimal-to-fraction', before: plain, after: `\\frac{${num}}{${power}}`, params: { power: `${power}` } });
    const g = gcdBig(num < 0n ? -num : num, power);
    if (g > 1n)
      steps.push({ rule: 'reduce-fraction', before: `\\frac{${num}}{${power}}`, after: out.latex, params: { gcd: `${g}` } });
  } else if (/\(|\.\.\./.test(plain)) {
    steps.push({
      rule: 'repeating-decimal',
      before: decimalOut(f).latex,
      after: out.latex,
      params: { period: decimalOut(f).period ?? '' },
    });
  }
  return { kind: 'number', latex: out.latex, text: out.text, approx: fmt(f.valueOf()), steps, exact: true };
}
function gcdBig(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

function toPercent(f: Fraction, x: string): TopicAnswer {
  const p = f.mul(100) as Fraction;
  const d = decimalOut(p);
  const steps: Step[] = [
    {
      rule: 'to-percent',
      before: /\//.test(x) ? fracOut(f).latex : x,
      after: `${/\//.test(x) ? fracOut(f).latex : x} \\cdot 100\\% = ${d.latex}\\%`,
    },
  ];
  if (/\//.test(x)) steps.unshift({ rule: 'fraction-to-decimal', before: fracOut(f).latex, after: decimalOut(f).latex });
  return {
    kind: 'number',
    latex: `${d.latex}\\%`,
    text: `${d.text}%`,
    approx: d.period ? `${fmt(p.valueOf())}%` : undefined,
    steps,
    exact: true,
  };
}

function scientific(x: string): TopicAnswer {
  const m = /^(-?)(\d*)\.?(\d*)$/.exec(x.replace(/^\+/, ''));
  if (!m || !/[1-9]/.test(m[2]! + m[3]!))
    throw new MathError('VALIDATION_ERROR', 'A nonzero decimal number is needed', { reason: 'bad-number' });
  const digits = (m[2]! + m[3]!).replace(/^0+/, '');
  const k = m[2]!.replace(/^0+/, '').length ? m[2]!.replace(/^0+/, '').length - 1 : -((m[3]!.match(/^0*/)?.[0].length ?? 0) + 1);
  const mant = digits.replace(/0+$/, '') || '0';
  const a = mant.length > 1 ? `${mant[0]}.${mant.slice(1)}` : mant;
  const latex = `${m[1]}${a} \\times 10^{${k}}`,
    text = `${m[1]}${a}*10^${k}`;
  const steps: Step[] = [{ rule: 'scientific-notation', before: x, after: latex, params: { k: `${Math.abs(k)}` } }];
  return { kind: 'number', latex, text, approx: fmt(Number(x)), steps, exact: true };
}

function standard(x: string): TopicAnswer {
  const m = /^([-+]?\d+(?:\.\d+)?)(?:\*|x|×)10\^\(?([-+]?\d+)\)?$/i.exec(x);
  if (!m || Math.abs(Number(m[2])) > 300)
    throw new MathError('VALIDATION_ERROR', 'Write it as a × 10^n', { reason: 'bad-number' });
  const f = (fraction(m[1]!) as Fraction).mul((fraction(10) as Fraction).pow(Number(m[2]))) as Fraction;
  const d = decimalOut(f);
  const steps: Step[] = [
    {
      rule: 'scientific-notation',
      before: `${m[1]} \\times 10^{${Number(m[2])}}`,
      after: d.latex,
      params: { k: `${Math.abs(Number(m[2]))}` },
    },
  ];
  return { kind: 'number', latex: d.latex, text: d.text, steps, exact: true };
}

/** Converts between fractions, decimals, percents, scientific and standard notation. */
export function solveConvert(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const x = String(r.params.x),
    to = String(r.params.to);
  if (to === 'standard') return standard(x.replace(/\s+/g, ''));
  if (to === 'scientific') {
    // a × 10^n with |a| outside [1, 10) ("34.5 × 10^3 in scientific notation"): its decimal first, then normalized
    if (/(?:\*|x|×)10\^/i.test(x.replace(/\s+/g, ''))) {
      const d = standard(x.replace(/\s+/g, ''));
      if (/\(/.test(d.text)) throw new MathError('VALIDATION_ERROR', 'Write it as a × 10^n', { reason: 'bad-number' });
      const s = scientific(d.text);
      return { ...s, steps: [...d.steps, ...s.steps] };
    }
    return scientific(x);
  }
  const f = toFraction(x);
  if (to === 'decimal') return toDecimal(f, x);
  if (to === 'fraction') return toFractionAnswer(f, x);
  if (to === 'percent') return toPercent(f, x);
  throw new MathError('UNSUPPORTED', `Cannot convert to ${to}`, { reason: 'unsupported-conversion' });
}

/** The place-value expansion of a numeral as LaTeX: `1 \\cdot 2^{3} + 0 \\cdot 2^{2} + …` (the first 9 terms of a long one). */
export function placeValueSum(digits: string, base: number): string {
  const terms = [...digits].map((c, i) => `${parseInt(c, 36)} \\cdot ${base}^{${digits.length - 1 - i}}`);
  return terms.length > 10 ? `${terms.slice(0, 9).join(' + ')} + \\ldots` : terms.join(' + ');
}

/**
 * Appends the repeated divisions of n ≥ 0 by `to` (one step each; the remainders, last to first, are the digits) while
 * `steps` holds fewer than `limit` steps.
 */
export function repeatedDivisionSteps(n: bigint, to: number, steps: Step[], budget: Budget, limit: number): void {
  for (let m = n; m > 0n && steps.length < limit; m /= BigInt(to)) {
    budget.check();
    steps.push({
      rule: 'to-base-repeated-division',
      before: `${m} \\div ${to}`,
      after: `${m / BigInt(to)} \\text{ R } ${m % BigInt(to)}`,
      params: { base: `${to}` },
    });
  }
}

/** Base conversion with BigInt radix arithmetic; steps: place values into base 10, repeated division out of it. */
export function solveBase(r: TopicReading, budget: Budget): TopicAnswer {
  const digits = String(r.params.digits).toLowerCase(),
    from = Number(r.params.from),
    to = Number(r.params.to);
  if (![from, to].every((b) => Number.isInteger(b) && b >= 2 && b <= 36) || !/^[0-9a-z]{1,64}$/.test(digits))
    throw new MathError('VALIDATION_ERROR', 'Bases from 2 to 36 and up to 64 digits', { reason: 'bad-base' });
  let n = 0n;
  for (const c of digits) {
    const d = parseInt(c, 36);
    if (d >= from) throw new MathError('VALIDATION_ERROR', `${c} is not a digit in base ${from}`, { reason: 'bad-digit' });
    n = n * BigInt(from) + BigInt(d);
  }
  const out = n.toString(to);
  const steps: Step[] = [];
  if (from !== 10) {
    const sum = placeValueSum(digits, from);
    steps.push({ rule: 'from-base-place-values', before: `${digits}_{${from}}`, after: sum, params: { base: `${from}` } });
    steps.push({ rule: 'evaluate-arithmetic', before: sum, after: `${n}`, params: { op: sum } });
  }
  // one division per step (the remainders are the digits, last to first); at most 12 shown
  if (to !== 10) repeatedDivisionSteps(n, to, steps, budget, 14);
  return { kind: 'number', latex: `${out}_{${to}}`, text: to === 10 ? out : `${out}_${to}`, steps, exact: true };
}

/** A comparison operand: a rational (Fraction) or, for roots and powers, the engine's exact value and its decimal. */
function operand(s: string): { f?: Fraction; v: number; latex: string } {
  try {
    const f = toFraction(s);
    return { f, v: f.valueOf(), latex: /%$/.test(s) ? pctLatex(s) : fracOut(f).latex };
  } catch {
    const e = evaluateExact(s.replace(/%/g, '/100'));
    return { v: e.value, latex: e.latex };
  }
}

const OPS: Record<string, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '=': (c) => c === 0,
  '!=': (c) => c !== 0,
};
const OP_LATEX: Record<string, string> = { '<': '<', '<=': '\\le', '>': '>', '>=': '\\ge', '=': '=', '!=': '\\ne' };

/** Yes/no comparison "Is a < b?": exact for rationals (Fraction.compare), decimals 1e-9 apart otherwise (else UNSUPPORTED). */
export function solveCompare(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const op = String(r.params.op);
  if (!OPS[op]) throw new MathError('VALIDATION_ERROR', 'Unknown comparison', { reason: 'bad-operator' });
  const A = operand(String(r.params.a)),
    B = operand(String(r.params.b));
  let c: number;
  if (A.f && B.f) c = A.f.compare(B.f);
  else if (Math.abs(A.v - B.v) > 1e-9 * Math.max(1, Math.abs(A.v), Math.abs(B.v))) c = Math.sign(A.v - B.v);
  else throw new MathError('UNSUPPORTED', 'The two values are too close to compare numerically', { reason: 'too-close' });
  const truth = OPS[op]!(c);
  const statement = `${A.latex} ${OP_LATEX[op]} ${B.latex}`;
  const rel = c < 0 ? '<' : c > 0 ? '>' : '=';
  const steps: Step[] = [
    {
      rule: 'compare-values',
      before: `${A.latex},\\; ${B.latex}`,
      after: `${fmt(A.v)} ${rel} ${fmt(B.v)}`,
      params: { a: `${A.latex} = ${fmt(A.v)}`, b: `${B.latex} = ${fmt(B.v)}` },
    },
    {
      rule: truth ? 'statement-true' : 'statement-false',
      before: `${A.latex} ${rel} ${B.latex}`,
      after: truth ? '\\text{true}' : '\\text{false}',
      params: { statement },
      distractors: [truth ? '\\text{false}' : '\\text{true}'],
    },
  ];
  return {
    kind: 'boolean',
    value: truth,
    latex: truth ? '\\text{true}' : '\\text{false}',
    text: truth ? 'true' : 'false',
    steps,
    exact: true,
  };
}

function itemsOf(r: TopicReading): { raw: string; f: Fraction }[] {
  const items = r.params.items;
  if (!Array.isArray(items) || items.length < 2 || items.length > MAX_ITEMS)
    throw new MathError('VALIDATION_ERROR', `Give from 2 to ${MAX_ITEMS} numbers`, { reason: 'bad-list' });
  return items.map((s) => ({ raw: String(s), f: toFraction(String(s)) }));
}
const asDecimals = (xs: { raw: string; f: Fraction }[]) => xs.map((x) => decimalOut(x.f).latex).join(',\\; ');
const rawLatex = (xs: { raw: string }[]) =>
  xs.map((x) => pctLatex(x.raw).replace(/^(-?\d+)\/(\d+)$/, '\\frac{$1}{$2}')).join(',\\; ');

/** Orders numbers (exact Fraction comparisons); the answer lists them as typed. */
export function solveSort(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const xs = itemsOf(r);
  const desc = r.params.order === 'desc';
  const sorted = [...xs].sort((a, b) => (desc ? b.f.compare(a.f) : a.f.compare(b.f)));
  const steps: Step[] = [
    { rule: 'common-decimal-form', before: rawLatex(xs), after: asDecimals(xs) },
    { rule: desc ? 'order-descending' : 'order-ascending', before: asDecimals(xs), after: asDecimals(sorted) },
  ];
  const text = sorted.map((x) => x.raw).join(', ');
  return { kind: 'list', latex: rawLatex(sorted).replace(/\\;/g, ''), text, items: sorted.map((x) => x.raw), steps, exact: true };
}

/** The largest or smallest of some numbers. */
export function solveExtreme(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const xs = itemsOf(r);
  const max = r.params.which === 'max';
  const sorted = [...xs].sort((a, b) => (max ? b.f.compare(a.f) : a.f.compare(b.f)));
  const best = sorted[0]!;
  const steps: Step[] = [
    { rule: 'common-decimal-form', before: rawLatex(xs), after: asDecimals(xs) },
    { rule: max ? 'order-descending' : 'order-ascending', before: asDecimals(xs), after: asDecimals(sorted) },
  ];
  return { kind: 'number', latex: rawLatex([best]), text: best.raw, steps, exact: true };
}

/** The k-th largest (or smallest) number: order the numbers, count k places. */
export function solveKth(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const xs = itemsOf(r);
  const max = r.params.which === 'max',
    k = Number(r.params.k);
  if (!Number.isInteger(k) || k < 1 || k > xs.length)
    throw new MathError('VALIDATION_ERROR', 'k is outside the list', { reason: 'bad-k' });
  const sorted = [...xs].sort((a, b) => (max ? b.f.compare(a.f) : a.f.compare(b.f)));
  const pick = sorted[k - 1]!;
  const steps: Step[] = [
    { rule: 'common-decimal-form', before: rawLatex(xs), after: asDecimals(xs) },
    { rule: max ? 'order-descending' : 'order-ascending', before: asDecimals(xs), after: asDecimals(sorted) },
  ];
  return { kind: 'number', latex: rawLatex([pick]), text: pick.raw, steps, exact: true };
}

/** The number closest to a target: the distances |x − t| compared exactly (a tie is UNSUPPORTED: no single answer). */
export function solveClosest(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const xs = itemsOf(r);
  const t = toFraction(String(r.params.target));
  const dist = xs.map((x) => ({ ...x, d: x.f.sub(t).abs() as Fraction }));
  const sorted = [...dist].sort((a, b) => a.d.compare(b.d));
  if (sorted[1] && sorted[0]!.d.compare(sorted[1].d) === 0)
    throw new MathError('UNSUPPORTED', 'Two numbers are equally close', { reason: 'tie' });
  const dl = (ds: typeof dist) =>
    ds.map((x) => `\\left|${rawLatex([x])} - ${fracOut(t).latex}\\right| = ${decimalOut(x.d).latex}`).join(',\\; ');
  const steps: Step[] = [
    { rule: 'common-decimal-form', before: rawLatex(xs), after: asDecimals(xs) },
    { rule: 'order-ascending', before: dl(dist), after: sorted.map((x) => decimalOut(x.d).latex).join(',\\; ') },
  ];
  return { kind: 'number', latex: rawLatex([sorted[0]!]), text: sorted[0]!.raw, steps, exact: true };
}
