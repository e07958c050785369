/**
 * Identities: "prove tan x cos x = sin x", "verify the identity sec^2 x - tan^2 x = 1", "is sin^2 x + cos^2 x = 1 an
 * identity?". The engine's simplifier with its trigonometric strategies (math/algebra simplifyFull: Pythagorean
 * identities, quotient and reciprocal identities, double angles) reduces left − right; 0 proves the identity (its
 * steps shown). When the two sides differ numerically at a point the answer is "not an identity" with that point;
 * what is neither proven nor refuted is not answered. Checked by evaluating both sides at sample points.
 * Source: OpenStax Algebra and Trigonometry 2e §9.1 "Verifying Trigonometric Identities" (CC BY 4.0).
 */
import { type Expr, NEG_ONE, symbols } from '../../ast';
import { simplifyFull } from '../../algebra';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';
import { mkAdd, mkMul } from '../../simplify';
import type { TopicAnswer, TopicReading } from '../types';
import { L, reading, step } from './util';

const RE =
  /^(?:(?:prove|verify|show|check|establish|confirm)(?: that)?(?: the)?(?: (?:trigonometric |trig )?identity)?:?\s+(.+=.+?)(?:\s+is an identity)?|is\s+(.+=.+?)\s+an identity|is the equation\s+(.+=.+?)\s+an identity)$/i;
const POINTS = [0.3, 0.7, 1.1, 2.3, -0.4, 2.9];

/** Reads an identity to prove or check; null otherwise (both sides must parse, one variable, a trig function). */
export function readIdentity(q: string): TopicReading | null {
  const m = RE.exec(q);
  if (!m) return null;
  const src = (m[1] ?? m[2] ?? m[3])!.trim();
  if (!/(?:sin|cos|tan|sec|csc|cot)/.test(src)) return null;
  try {
    const e = parse(src);
    if (e.k !== 'rel' || e.op !== '=') return null;
    const vs = [...symbols(e)].filter((v) => v !== 'pi' && v !== 'e');
    if (vs.length !== 1) return null;
    return reading('identity', { eq: src, v: vs[0] }, L(e), `identity ${src}`);
  } catch {
    return null;
  }
}

const sides = (r: TopicReading): [Expr, Expr] => {
  const e = parse(String(r.params.eq));
  if (e.k !== 'rel') throw new MathError('VALIDATION_ERROR', 'An equation is needed', { reason: 'not-an-equation' });
  return [e.args[0], e.args[1]];
};

/** Proves (true), refutes with a point (false) or throws UNSUPPORTED when neither is possible. */
export function solveIdentity(r: TopicReading): TopicAnswer {
  const [Ls, Rs] = sides(r);
  const v = String(r.params.v);
  const diff = mkAdd([Ls, mkMul([NEG_ONE, Rs])]);
  const res = simplifyFull(diff);
  const eqL = `${L(Ls)} - \\left(${L(Rs)}\\right)`;
  if (res.result.k === 'num' && res.result.n === 0n) {
    const steps = [
      step('trig-identity-simplify', eqL, '0', { eq: `${eqL} = 0` }),
      ...res.steps.steps,
      step('trig-identity-proven', '0', '\\text{true}'),
    ];
    return { kind: 'boolean', latex: '\\text{true}', text: 'true', value: true, steps, exact: true };
  }
  for (const x of POINTS) {
    const [a, b] = [evalReal(Ls, { [v]: x }), evalReal(Rs, { [v]: x })];
    if (Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) > 1e-6 * Math.max(1, Math.abs(a))) {
      const eq = `${v} = ${x}: ${a.toPrecision(6)} \\ne ${b.toPrecision(6)}`;
      return {
        kind: 'boolean',
        latex: '\\text{false}',
        text: 'false',
        value: false,
        steps: [
          step('trig-identity-simplify', eqL, L(res.result), { eq: `${eqL} = ${L(res.result)}` }),
          step('trig-identity-counterexample', L(res.result), '\\text{false}', { eq }),
        ],
        exact: true,
      };
    }
  }
  throw new MathError('UNSUPPORTED', 'The identity could not be proven step by step', { reason: 'unproven-identity' });
}

/** Both sides agree at sample points (true) or differ at one (false). */
export function verifyIdentity(r: TopicReading, a: TopicAnswer): boolean {
  const [Ls, Rs] = sides(r);
  const v = String(r.params.v);
  const pts = [0.21, 0.55, 1.02, 1.9, 2.6, -0.8, -1.3, 3.7];
  const diffs = pts
    .map((x) => [evalReal(Ls, { [v]: x }), evalReal(Rs, { [v]: x })])
    .filter(([p, q]) => Number.isFinite(p) && Number.isFinite(q));
  const same = diffs.length >= 5 && diffs.every(([p, q]) => Math.abs(p! - q!) <= 1e-9 * Math.max(1, Math.abs(p!)));
  return a.value === true ? same : !same;
}
