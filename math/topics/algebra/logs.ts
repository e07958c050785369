/**
 * The change-of-base formula (OpenStax College Algebra 2e §6.5): log_b(x) = ln(x) / ln(b) (or with common logarithms,
 * log(x) / log(b) when asked), with its decimal value. Checked independently by raising the base to that value:
 * b^v = x.
 */
import { MathError } from '../../errors';
import type { TopicAnswer, TopicReading } from '../types';
import { answer, param, step } from './util';

/** A positive decimal number as typed ("8", "0.5", "1/2" is not accepted here); VALIDATION_ERROR otherwise. */
function positive(s: string, what: string): number {
  const v = Number(s);
  if (!/^\d+(?:\.\d+)?$/.test(s) || !Number.isFinite(v) || v <= 0)
    throw new MathError('VALIDATION_ERROR', `The ${what} of a logarithm must be a positive number`, { reason: 'bad-log' });
  return v;
}

/** log_b(x) as a quotient of natural (or common) logarithms, with the decimal value. */
export function solveChangeOfBase(r: TopicReading): TopicAnswer {
  const b = param(r, 'base'),
    x = param(r, 'arg');
  const B = positive(b, 'base'),
    Xv = positive(x, 'argument');
  if (B === 1) throw new MathError('VALIDATION_ERROR', 'The base of a logarithm cannot be 1', { reason: 'bad-log' });
  const common = r.params.common === true;
  const fnL = common ? '\\log' : '\\ln',
    fnT = common ? 'log' : 'ln';
  const value = Math.log(Xv) / Math.log(B);
  const approx = String(Number(value.toPrecision(10)));
  const latex = `\\frac{${fnL} ${x}}{${fnL} ${b}}`;
  const steps = [
    step('algebra-change-of-base', `\\log_{${b}} ${x}`, latex, {
      formula: `\\log_{${b}} ${x} = \\frac{${fnL} ${x}}{${fnL} ${b}}`,
    }),
    step('algebra-log-decimal', latex, approx, { value: `${latex} \\approx ${approx}` }),
  ];
  return answer('number', latex, `${fnT}(${x})/${fnT}(${b})`, steps, { approx, exact: true });
}

/** Raises the base to the decimal value: b^v must give the argument back (relative 1e-8). */
export function verifyChangeOfBase(r: TopicReading, a: TopicAnswer): boolean {
  const B = Number(param(r, 'base')),
    X = Number(param(r, 'arg')),
    v = Number(a.approx);
  if (!Number.isFinite(v)) return false;
  const m = /^(ln|log)\((.+)\)\/(ln|log)\((.+)\)$/.exec(a.text);
  if (!m || Number(m[2]) !== X || Number(m[4]) !== B) return false;
  return Math.abs(B ** v - X) <= 1e-8 * Math.max(1, X);
}
