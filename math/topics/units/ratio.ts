/**
 * Units tasks on ratios: `ratio` "simplify the ratio 12:18" → 2:3 (decimals and fractions cleared first, then every
 * term divided by the gcd); `proportion` "solve the proportion 3/4 = x/20" or "3:4 = x:20" → x = 15 (cross
 * multiplication); `unit-rate` "240 miles in 4 hours" → 60 miles per hour. Source: OpenStax Prealgebra 2e §5.6 and
 * §6.5 (CC BY 4.0).
 */
import { fraction, gcd, type Fraction } from 'mathjs';
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { NUM, near, onlyFillers, prep, require_, step } from '../geometry/util';
import { decimalOf } from './convert';

const N = `(${NUM})`;
const clean = (s: string) => s.replace(/\s+/g, '');
const T = (f: Fraction): string => {
  let d = f.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n ? decimalOf(f) : f.toFraction();
};
const TEX = (f: Fraction): string => T(f).replace(/^(-?)(\d+)\/(\d+)$/, '$1\\frac{$2}{$3}');

/** Reads ratio simplification, proportions and unit rates; null unless the whole question is one of them. */
export function readRatio(question: string): TopicReading | null {
  const q = prep(question).replace(/\s*\?+$/, '');
  const ratio = new RegExp(
    `^(?:simplify|reduce|write|express)?\\s*(?:the )?(?:ratio\\s*)?(?:of\\s*)?${N}\\s*(?::|to)\\s*${N}(?:\\s*(?::|to)\\s*${N})?\\s*(?:in (?:its )?(?:simplest|lowest) (?:form|terms)|as a ratio in simplest form)?$`,
  ).exec(q);
  if (ratio && /^(?:simplify|reduce|write|express)|\bratio\b|simplest|lowest/.test(q)) {
    const terms = [ratio[1], ratio[2], ratio[3]].filter((x): x is string => !!x).map(clean);
    return { topic: 'units', task: 'ratio', params: { terms }, inputLatex: terms.join(' : '), inputText: terms.join(':') };
  }
  const side = `(?:${N}|([a-z]))\\s*(?:/|:)\\s*(?:${N}|([a-z]))`;
  const prop = new RegExp(
    `^(?:solve|solve the proportion|find [a-z](?: in| if)?|proportion)?\\s*:?\\s*${side}\\s*=\\s*${side}$`,
  ).exec(q);
  if (prop && /\bproportion\b|^solve|^find/.test(q)) {
    const slots = [prop[1] ?? prop[2], prop[3] ?? prop[4], prop[5] ?? prop[6], prop[7] ?? prop[8]].map(clean);
    const vars = slots.filter((s) => /^[a-z]$/.test(s));
    if (vars.length !== 1) return null;
    return {
      topic: 'units',
      task: 'proportion',
      params: { slots },
      inputLatex: `\\frac{${slots[0]}}{${slots[1]}} = \\frac{${slots[2]}}{${slots[3]}}`,
      inputText: `${slots[0]}/${slots[1]} = ${slots[2]}/${slots[3]}`,
    };
  }
  const rate = new RegExp(`(\\$\\s*)?${N}\\s*([a-z]+)?\\s+(?:in|for|per|every|on)\\s+${N}\\s*([a-z]+)`).exec(q);
  if (rate && /\bunit (?:rate|price|cost)\b|\bper\b|\brate\b/.test(q)) {
    const rest = q
      .replace(rate[0], ' ')
      .replace(/\b(?:unit|rate|price|cost|find|what|is|the|per|one|each|of|for|a|an|calculate)\b/g, ' ');
    if (!onlyFillers(rest)) return null;
    const top = rate[1] ? '$' : (rate[3] ?? '');
    const bottom = singular(rate[5]);
    return {
      topic: 'units',
      task: 'unit-rate',
      params: { a: clean(rate[2]), b: clean(rate[4]), top, bottom, dollar: !!rate[1] },
      inputLatex: `\\frac{${clean(rate[2])}}{${clean(rate[4])}}`,
      inputText: `${clean(rate[2])}/${clean(rate[4])}`,
    };
  }
  return null;
}

/** The singular of a unit word ("hours" → "hour", "inches" → "inch", "pennies" → "penny"). */
function singular(w: string): string {
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  if (/(?:ch|sh|x|ss)es$/.test(w)) return w.replace(/es$/, '');
  return /[^s]s$/.test(w) ? w.slice(0, -1) : w;
}

/** Solves ratio, proportion and unit-rate readings exactly. */
export function solveRatio(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  if (r.task === 'ratio') {
    const terms = (r.params as { terms: string[] }).terms.map((t) => fraction(t));
    require_(
      terms.every((t) => t.compare(0) > 0),
      'non-positive-ratio',
      'The terms of a ratio must be positive',
    );
    const den = terms.reduce((m, t) => (m * t.d) / BigInt(gcd(Number(m), Number(t.d))), 1n);
    const ints = terms.map((t) => (t.n * den) / t.d);
    const g = ints.reduce((m, v) => BigInt(gcd(Number(m), Number(v))), 0n);
    const out = ints.map((v) => v / g);
    const steps = [];
    if (den !== 1n)
      steps.push(step('clear-ratio-decimals', terms.map(T).join(' : '), ints.map(String).join(' : '), { k: den.toString() }));
    steps.push(step('simplify-ratio', ints.map(String).join(' : '), out.map(String).join(' : '), { g: g.toString() }));
    return { kind: 'expression', latex: out.join(' : '), text: out.join(':'), steps, exact: true };
  }
  if (r.task === 'proportion') {
    const s = (r.params as { slots: string[] }).slots;
    const i = s.findIndex((x) => /^[a-z]$/.test(x));
    const v = s.map((x, k) => (k === i ? null : fraction(x)));
    // a/b = c/d: a·d = b·c
    const pairs: [number, number, number] = i === 0 ? [1, 2, 3] : i === 1 ? [0, 3, 2] : i === 2 ? [0, 3, 1] : [1, 2, 0];
    const [p1, p2, div] = pairs;
    require_(!v[div]!.equals(0), 'zero-divisor', 'A proportion cannot have 0 as the divisor');
    const x = v[p1]!.mul(v[p2]!).div(v[div]!);
    const eq =
      i <= 1 || i === 3 ? `${s[0]}\\cdot ${s[3]} = ${s[1]}\\cdot ${s[2]}` : `${s[0]}\\cdot ${s[3]} = ${s[1]}\\cdot ${s[2]}`;
    const steps = [
      step('cross-multiply', `\\frac{${s[0]}}{${s[1]}} = \\frac{${s[2]}}{${s[3]}}`, eq, { eq }),
      step('divide-both-sides', eq, `${s[i]} = ${TEX(x)}`, { factor: T(v[div]!) }),
    ];
    return { kind: 'expression', latex: `${s[i]} = ${TEX(x)}`, text: `${s[i]} = ${T(x)}`, steps, exact: true };
  }
  const p = r.params as { a: string; b: string; top: string; bottom: string; dollar: boolean };
  const [a, b] = [fraction(p.a), fraction(p.b)];
  require_(!b.equals(0), 'zero-divisor', 'Cannot divide by 0');
  const v = a.div(b);
  const val = p.dollar ? (v.mul(100).round().equals(v.mul(100)) ? v.valueOf().toFixed(2) : T(v)) : T(v);
  const text = p.dollar ? `$${val} per ${p.bottom}` : `${val}${p.top ? ` ${p.top}` : ''} per ${p.bottom}`;
  const eq = `\\frac{${p.a}}{${p.b}} = ${TEX(v)}`;
  return {
    kind: 'quantity',
    latex: `${p.dollar ? '\\$' : ''}${TEX(v)}\\ \\text{${p.dollar ? '' : p.top} per ${p.bottom}}`,
    text,
    unit: `${p.top || ''}/${p.bottom}`,
    steps: [step('unit-rate-divide', `${p.a} : ${p.b}`, eq, { eq })],
    exact: true,
  };
}

/** Verifies: the simplified ratio has coprime integer terms proportional to the given ones; x makes the two ratios
 * equal (floating point); the unit rate times the count gives back the total. */
export function verifyRatio(r: TopicReading, a: TopicAnswer): boolean {
  if (r.task === 'ratio') {
    const given = (r.params as { terms: string[] }).terms.map((t) => fraction(t).valueOf());
    const got = a.text.split(':').map(Number);
    const g = got.reduce((m, v) => gcd(m, v), 0);
    return g === 1 && got.length === given.length && got.every((v, i) => near(v * given[0], got[0] * given[i]));
  }
  if (r.task === 'proportion') {
    const s = (r.params as { slots: string[] }).slots;
    const x = fraction(a.text.split('=')[1].trim()).valueOf();
    const v = s.map((t) => (/^[a-z]$/.test(t) ? x : fraction(t).valueOf()));
    return near(v[0] * v[3], v[1] * v[2]);
  }
  const p = r.params as { a: string; b: string };
  const m = /^\$?(\S+)/.exec(a.text)!;
  return near(fraction(m[1]).valueOf() * fraction(p.b).valueOf(), fraction(p.a).valueOf(), 1e-9);
}
