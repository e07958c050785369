/**
 * Newton's method x_{k+1} = x_k − f(x_k)/f′(x_k) (OpenStax Calculus Volume 1 §4.9, CC BY-NC-SA 4.0) from the given start,
 * until two iterates agree to 10⁻¹² or 30 steps; the answer is approximate, shown to 8 decimals with the last step
 * size as its error estimate. Refused when f′ vanishes or the iterates do not settle. Checked by a sign change of f
 * around the answer (±10⁻⁶), a bracket that proves a root is within that distance.
 */
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex } from '../../print';
import { simplify } from '../../simplify';
import { derive } from '../../diff';
import { evalReal } from '../../numeric';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';

const fmt = (x: number, d = 8) => String(Number(x.toFixed(d)));

export function solveNewton(r: TopicReading, budget: Budget): TopicAnswer {
  const f = simplify(parse(String(r.params.f)));
  const v = String(r.params.v);
  const d = simplify(derive(f, v));
  let x = Number(r.params.x0);
  const rows: string[] = [];
  let delta = Infinity;
  for (let k = 0; k < 30 && Math.abs(delta) > 1e-12; k++) {
    budget.check();
    const fx = evalReal(f, { [v]: x });
    const dx = evalReal(d, { [v]: x });
    if (!Number.isFinite(fx) || !Number.isFinite(dx) || Math.abs(dx) < 1e-14)
      throw new MathError('UNSUPPORTED', "Newton's method stops: f′(x) is zero or undefined at an iterate", {
        reason: 'newton-fails',
      });
    delta = fx / dx;
    const next = x - delta;
    if (rows.length < 6) rows.push(`x_{${k + 1}} = ${fmt(x, 10)} - \\frac{${fmt(fx, 10)}}{${fmt(dx, 10)}} = ${fmt(next, 10)}`);
    x = next;
  }
  if (Math.abs(delta) > 1e-9)
    throw new MathError('UNSUPPORTED', "Newton's method does not settle from this start", { reason: 'newton-fails' });
  const steps: Step[] = [
    step('newton-formula', '', `x_{k+1} = x_{k} - \\frac{f(x_{k})}{f'(x_{k})}`, { f: toLatex(f), d: toLatex(d) }),
    step('newton-iterations', '', rows.join(',\\ '), { rows: rows.join(',\\quad ') }),
    step('newton-stop', '', fmt(x), { x: fmt(x), err: `${Math.max(Math.abs(delta), 1e-12).toExponential(0)}` }),
  ];
  return { kind: 'number', latex: `${v} \\approx ${fmt(x)}`, text: fmt(x), approx: fmt(x), steps, exact: false };
}

/** f changes sign on [x − 10⁻⁶, x + 10⁻⁶] (or is 0 at x). */
export function verifyNewton(r: TopicReading, a: TopicAnswer): boolean {
  const f = simplify(parse(String(r.params.f)));
  const v = String(r.params.v);
  const x = Number(a.text);
  const at = (t: number) => evalReal(f, { [v]: t });
  if (!Number.isFinite(x)) return false;
  if (at(x) === 0) return true;
  return Math.sign(at(x - 1e-6)) * Math.sign(at(x + 1e-6)) < 0;
}
