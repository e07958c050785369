/**
 * Polynomial division and the remainder and factor theorems (OpenStax College Algebra 2e §5.4, Intermediate Algebra 2e
 * §5.6): the quotient and remainder come from the engine's exact division (math/poly.ts polyDivmod); the steps are the
 * rows of long division (or of synthetic division for a divisor x − c); the remainder of p(x) ÷ (x − c) is p(c);
 * x − c is a factor exactly when p(c) = 0. Checks: dividend = divisor · quotient + remainder (exact polynomial
 * arithmetic), and the remainder theorem against long division.
 */
import { type Expr, type Num, num, qcmp, qneg, subst } from '../../ast';
import { evalComplex } from '../../numeric';
import { type Poly, deg, fromPoly, polyAdd, polyDivmod, polyEval, polyMul, trim } from '../../poly';
import { toLatex, toText } from '../../print';
import { MathError } from '../../errors';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { answer, expr, param, polyOf, qTex, qTxt, step } from './util';

interface Division {
  p: Poly;
  d: Poly;
  x: string;
}

/** The dividend and divisor of a reading (one common variable, divisor of degree ≥ 1, degrees ≤ 40). */
function division(r: TopicReading): Division {
  const P = polyOf(param(r, 'dividend')),
    D = polyOf(param(r, 'divisor'));
  const x = deg(P.p) >= 1 ? P.x : D.x;
  if ((deg(P.p) >= 1 && deg(D.p) >= 1 && P.x !== D.x) || deg(D.p) < 1)
    throw new MathError('VALIDATION_ERROR', 'Divide by a polynomial in the same variable', { reason: 'bad-divisor' });
  return { p: P.p, d: D.p, x };
}

const tex = (p: Poly, x: string) => toLatex(fromPoly(p, x));
const txt = (p: Poly, x: string) => toText(fromPoly(p, x));

/** The root c of a monic linear divisor x − c, or null. */
function linearRoot(d: Poly): Num | null {
  return deg(d) === 1 && d[1]!.n === d[1]!.d ? qneg(d[0]!) : null;
}

/** The rows of long division: each divides the leading terms, multiplies back and subtracts. */
function longDivisionSteps(p: Poly, d: Poly, x: string, budget?: Budget): Step[] {
  const steps: Step[] = [];
  let rem = trim(p);
  while (deg(rem) >= deg(d) && steps.length < 40) {
    budget?.check();
    const k = deg(rem) - deg(d);
    const term: Poly = Array.from({ length: k + 1 }, (_, i) =>
      i === k ? qdivNum(rem[rem.length - 1]!, d[d.length - 1]!) : (num(0) as Num),
    );
    const next = trim(
      polyAdd(
        rem,
        polyMul(term, d).map((c) => qneg(c)),
      ),
    );
    steps.push(
      step('algebra-long-division-row', tex(rem, x), tex(next, x), {
        term: tex(term, x),
        lead: tex([...Array.from({ length: deg(rem) }, () => num(0) as Num), rem[rem.length - 1]!], x),
        product: tex(polyMul(term, d), x),
      }),
    );
    rem = next;
    if (rem.length === 1 && rem[0]!.n === 0n) break;
  }
  return steps;
}
const qdivNum = (a: Num, b: Num): Num => num(a.n * b.d, a.d * b.n) as Num;

/** Synthetic division by x − c: the bottom row (coefficients of the quotient, then the remainder). */
function syntheticStep(p: Poly, c: Num, x: string): Step {
  const coeffs = [...p].reverse();
  const row: Num[] = [];
  let acc = num(0) as Num;
  for (const a of coeffs) {
    acc = num(acc.n * c.n * a.d + a.n * acc.d * c.d, acc.d * c.d * a.d) as Num;
    row.push(acc);
  }
  return step('algebra-synthetic-division', tex(p, x), row.map(qTex).join(',\\ '), {
    c: qTex(c),
    top: coeffs.map(qTex).join(',\\ '),
    row: row.map(qTex).join(',\\ '),
  });
}

/** q + r/d printed as the textbooks do (`x^2 + 2x + 4`, `x^2 - x - 1 + \frac{2}{x - 1}`). */
function quotientForm(q: Poly, rem: Poly, d: Poly, x: string): { latex: string; text: string } {
  const zero = rem.length === 1 && rem[0]!.n === 0n;
  const qt = txt(q, x),
    ql = tex(q, x);
  if (zero) return { latex: ql, text: qt };
  const neg = rem[rem.length - 1]!.n < 0n;
  const r = neg ? rem.map((c) => qneg(c)) : rem;
  const sign = neg ? '-' : '+';
  const qIsZero = q.length === 1 && q[0]!.n === 0n;
  const frac = {
    latex: `\\frac{${tex(r, x)}}{${tex(d, x)}}`,
    text: `${deg(r) > 0 ? `(${txt(r, x)})` : txt(r, x)}/(${txt(d, x)})`,
  };
  if (qIsZero) return { latex: `${neg ? '-' : ''}${frac.latex}`, text: `${neg ? '-' : ''}${frac.text}` };
  return { latex: `${ql} ${sign} ${frac.latex}`, text: `${qt} ${sign} ${frac.text}` };
}

/** Dividing p by d: the answer q + r/d, the quotient and remainder named in the last step. */
export function solveDivide(r: TopicReading, budget?: Budget): TopicAnswer {
  const { p, d, x } = division(r);
  const [q, rem] = polyDivmod(p, d);
  const c = linearRoot(d);
  const steps = c && r.params.method !== 'long' ? [syntheticStep(p, c, x)] : longDivisionSteps(p, d, x, budget);
  steps.push(
    step('algebra-quotient-remainder', `\\frac{${tex(p, x)}}{${tex(d, x)}}`, tex(q, x), { q: tex(q, x), r: tex(rem, x) }),
  );
  const f = quotientForm(q, rem, d, x);
  return answer('expression', f.latex, f.text, steps);
}

/** The remainder of p ÷ d: by the remainder theorem p(c) when d = x − c, else by long division. */
export function solveRemainder(r: TopicReading, budget?: Budget): TopicAnswer {
  const { p, d, x } = division(r);
  const c = linearRoot(d);
  if (c) {
    const v = polyEval(p, c);
    const steps = [
      step('algebra-remainder-theorem', `${tex(d, x)}`, `${x} = ${qTex(c)}`, { d: tex(d, x), c: qTex(c) }),
      step('algebra-evaluate-at', tex(p, x), qTex(v), { eq: `p\\left(${qTex(c)}\\right) = ${qTex(v)}` }),
    ];
    return answer('number', qTex(v), qTxt(v), steps);
  }
  const [, rem] = polyDivmod(p, d);
  const steps = longDivisionSteps(p, d, x, budget);
  steps.push(
    step('algebra-quotient-remainder', `\\frac{${tex(p, x)}}{${tex(d, x)}}`, tex(rem, x), {
      q: tex(polyDivmod(p, d)[0], x),
      r: tex(rem, x),
    }),
  );
  return answer('expression', tex(rem, x), txt(rem, x), steps);
}

/** Is d a factor of p? By the factor theorem for x − c (p(c) = 0), else the remainder of long division. */
export function solveIsFactor(r: TopicReading, budget?: Budget): TopicAnswer {
  const { p, d, x } = division(r);
  const c = linearRoot(d);
  let zero: boolean;
  const steps: Step[] = [];
  if (c) {
    const v = polyEval(p, c);
    zero = v.n === 0n;
    steps.push(step('algebra-evaluate-at', tex(p, x), qTex(v), { eq: `p\\left(${qTex(c)}\\right) = ${qTex(v)}` }));
  } else {
    const [q, rem] = polyDivmod(p, d);
    zero = rem.length === 1 && rem[0]!.n === 0n;
    steps.push(...longDivisionSteps(p, d, x, budget));
    steps.push(step('algebra-quotient-remainder', tex(p, x), tex(rem, x), { q: tex(q, x), r: tex(rem, x) }));
  }
  steps.push(step(zero ? 'algebra-factor-yes' : 'algebra-factor-no', tex(d, x), zero ? 'true' : 'false', { d: tex(d, x) }));
  return answer('boolean', zero ? '\\text{yes}' : '\\text{no}', zero ? 'yes' : 'no', steps, { value: zero });
}

/**
 * Independent checks: for a quotient form q + r/d, divisor · q + r = dividend with q and r read back from the answer's
 * text (exact polynomial arithmetic); a remainder against long division's remainder (the theorem against the
 * algorithm); a factor verdict against the remainder of long division.
 */
export function verifyDivision(r: TopicReading, a: TopicAnswer): boolean {
  const { p, d, x } = division(r);
  const [, rem0] = polyDivmod(p, d);
  const remZero = rem0.length === 1 && rem0[0]!.n === 0n;
  if (r.task === 'is-factor') return a.value === remZero;
  if (r.task === 'remainder') {
    const got = polyOf(a.text).p;
    return got.length === rem0.length && got.every((c, i) => qcmp(c, rem0[i]!) === 0);
  }
  // the printed q + r/d times the divisor is the dividend, at points away from the divisor's roots
  const A = expr(a.text);
  const at = (e: Expr, t: number) => evalComplex(subst(e, x, num(Math.round(t * 1000), 1000))).re;
  const P = fromPoly(p, x),
    D = fromPoly(d, x);
  return [0.37, 1.913, -2.29, 3.141, -0.713, 5.5].every((t) => {
    const dt = at(D, t);
    if (Math.abs(dt) < 1e-6) return true;
    const lhs = at(A, t) * dt,
      rhs = at(P, t);
    return Math.abs(lhs - rhs) <= 1e-9 * Math.max(1, Math.abs(rhs));
  });
}
