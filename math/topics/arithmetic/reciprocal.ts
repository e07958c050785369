/**
 * The reciprocal (multiplicative inverse) of a number: an integer, a decimal, a fraction or a mixed number, computed
 * exactly with mathjs Fraction. Steps as in OpenStax Prealgebra 2e §4.2 ("Multiply and Divide Fractions": the
 * reciprocal of a/b is b/a, a number times its reciprocal is 1, 0 has no reciprocal; CC BY 4.0).
 */
import { fraction, type Fraction } from 'mathjs';
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { fracOut, toFraction } from './convert';
import { fmt } from './solve';

/** The answer text when the number is 0 (no number times 0 gives 1). */
export const NO_RECIPROCAL = 'no reciprocal';

/** A mixed number "-2 1/2" as its parts, or null. */
export function mixedParts(x: string): { sign: string; whole: string; num: string; den: string } | null {
  const m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(x.trim());
  return m ? { sign: m[1]!, whole: m[2]!, num: m[3]!, den: m[4]! } : null;
}

/**
 * The exact value of a reciprocal's input: `3/7`, `-2 1/2` (= −5/2), `0.25`, `5`. VALIDATION_ERROR for anything else,
 * or a mixed number whose fraction part is not proper (2 7/4 is not how mixed numbers are written).
 */
export function reciprocalInput(x: string): Fraction {
  const mx = mixedParts(x);
  if (!mx) return toFraction(x);
  if (x.length > 60 || BigInt(mx.den) === 0n || BigInt(mx.num) >= BigInt(mx.den))
    throw new MathError('VALIDATION_ERROR', 'A mixed number has a proper fraction part', { reason: 'bad-number' });
  const v = fraction(`${mx.whole}`).add(fraction(`${mx.num}/${mx.den}`)) as Fraction;
  return mx.sign ? (v.neg() as Fraction) : v;
}

/** How the input is written, before it is turned into a fraction: mixed number or decimal steps. */
function inputSteps(x: string, f: Fraction): Step[] {
  const mx = mixedParts(x);
  const fl = fracOut(f).latex;
  if (mx) {
    const eq = `${mx.sign}${mx.whole}\\tfrac{${mx.num}}{${mx.den}} = ${mx.sign}\\frac{${mx.whole} \\cdot ${mx.den} + ${mx.num}}{${mx.den}} = ${fl}`;
    return [
      { rule: 'mixed-to-improper', before: `${mx.sign}${mx.whole}\\tfrac{${mx.num}}{${mx.den}}`, after: fl, params: { eq } },
    ];
  }
  const dm = /^-?(\d*)\.(\d+)$/.exec(x);
  if (dm) {
    const power = 10n ** BigInt(dm[2]!.length);
    const num = BigInt(x.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
    const raw = num < 0n ? `-\\frac{${-num}}{${power}}` : `\\frac{${num}}{${power}}`;
    return [
      {
        rule: 'decimal-to-fraction',
        before: x,
        after: raw === fl ? fl : `${raw} = ${fl}`,
        params: { power: `${power}` },
      },
    ];
  }
  return [];
}

/** The reciprocal 1/x exactly; for 0 the answer is the honest "no reciprocal" with the reason as its step. */
export function solveReciprocal(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const x = String(r.params.x ?? '');
  const f = reciprocalInput(x);
  if (f.equals(0)) {
    const steps: Step[] = [{ rule: 'reciprocal-zero', before: `0 \\cdot ? = 1`, after: `0 \\cdot a = 0 \\ne 1` }];
    return {
      kind: 'expression',
      latex: `\\text{${NO_RECIPROCAL}}`,
      text: NO_RECIPROCAL,
      words: { key: 'arithmetic.no-reciprocal' },
      steps,
      exact: true,
    };
  }
  const inv = fraction(1).div(f) as Fraction;
  const a = fracOut(f).latex,
    b = fracOut(inv);
  const paren = (l: string) => (l.startsWith('-') ? `\\left(${l}\\right)` : l);
  const product = `${paren(a)} \\cdot ${paren(b.latex)}`;
  const asFraction = Number(f.d) === 1 ? `\\frac{${a}}{1}`.replace(/^\\frac\{-/, '-\\frac{') : a;
  const steps: Step[] = [
    ...inputSteps(x, f),
    {
      rule: 'reciprocal-flip',
      before: asFraction,
      after: b.latex,
      params: { a, b: b.latex },
      distractors: [x.startsWith('-') ? b.latex.replace(/^-/, '') : `-${b.latex}`],
    },
    { rule: 'reciprocal-check', before: product, after: '1', params: { eq: `${product} = 1` } },
  ];
  const approx = Number(inv.d) === 1 ? undefined : fmt(inv.valueOf());
  return { kind: 'number', latex: b.latex, text: b.text, approx, steps, exact: true };
}
