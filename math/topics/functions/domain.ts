/**
 * The domain of a real function in interval notation (OpenStax College Algebra 2e §3.2): every denominator ≠ 0, every
 * even root's radicand ≥ 0, every logarithm's argument > 0 — each condition solved with the engine's solver
 * (solveEquation / solveInequality), the sets intersected here. Functions with periodic exclusions (tan, sec…) are
 * UNSUPPORTED.
 */
import { type Expr, type RelOp, NEG_ONE, isNum, num, rel, sym } from '../../ast';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { toLatex } from '../../print';
import { mkMul, simplify } from '../../simplify';
import { type Interval, intervalsLatex, intervalsText, solveEquation, solveInequality } from '../../solve';
import type { Step } from '../../steps';

interface Condition {
  e: Expr;
  op: RelOp;
  rule: 'fn-domain-denominator' | 'fn-domain-radicand' | 'fn-domain-log';
}

const PERIODIC = new Set(['tan', 'cot', 'sec', 'csc', 'asin', 'acos', 'asec', 'acsc', 'acosh', 'atanh']);

function conditions(e: Expr, out: Condition[]): void {
  if (e.k === 'num' || e.k === 'sym') return;
  if (e.k === 'fn' && PERIODIC.has(e.name))
    throw new MathError('UNSUPPORTED', `The domain of ${e.name} is not computed`, { reason: 'periodic-domain' });
  if (e.k === 'pow' && isNum(e.args[1])) {
    const x = e.args[1];
    const evenRoot = x.d % 2n === 0n;
    if (evenRoot) out.push({ e: e.args[0], op: x.n < 0n ? '>' : '>=', rule: 'fn-domain-radicand' });
    else if (x.n < 0n) out.push({ e: e.args[0], op: '!=', rule: 'fn-domain-denominator' });
  }
  if (e.k === 'fn' && (e.name === 'ln' || e.name === 'log')) out.push({ e: e.args[0]!, op: '>', rule: 'fn-domain-log' });
  if (e.k === 'fn' && e.name === 'sqrt') out.push({ e: e.args[0]!, op: '>=', rule: 'fn-domain-radicand' });
  e.args.forEach((a) => conditions(a, out));
}

const INF = sym('inf');
const NINF = mkMul([NEG_ONE, INF]);
const val = (e: Expr) => evalReal(e);

/** Intersection of two unions of intervals (endpoints compared numerically, kept exact). */
function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const p of a)
    for (const q of b) {
      const [pl, ql, ph, qh] = [val(p.lo), val(q.lo), val(p.hi), val(q.hi)];
      const lo = pl > ql ? p : pl < ql ? q : { ...p, loClosed: p.loClosed && q.loClosed };
      const hi = ph < qh ? p : ph > qh ? q : { ...p, hiClosed: p.hiClosed && q.hiClosed };
      const iv: Interval = { lo: lo.lo, loClosed: lo.loClosed, hi: hi.hi, hiClosed: hi.hiClosed };
      const l = val(iv.lo),
        h = val(iv.hi);
      if (l < h || (l === h && iv.loClosed && iv.hiClosed)) out.push(iv);
    }
  return out.sort((x, y) => val(x.lo) - val(y.lo));
}

/** Removes points from a union of intervals. */
function removePoints(ivs: Interval[], pts: Expr[]): Interval[] {
  let out = ivs;
  for (const p of pts) {
    const v = val(p);
    out = out.flatMap((iv) => {
      const l = val(iv.lo),
        h = val(iv.hi);
      if (v < l || v > h || (v === l && !iv.loClosed) || (v === h && !iv.hiClosed)) return [iv];
      const parts: Interval[] = [];
      if (v > l) parts.push({ ...iv, hi: p, hiClosed: false });
      if (v < h) parts.push({ ...iv, lo: p, loClosed: false });
      return parts;
    });
  }
  return out;
}

/** The real zeros of an expression, exactly; UNSUPPORTED when the solver cannot list them all. */
function realZeros(e: Expr, v: string): Expr[] {
  const r = solveEquation(rel('=', e, num(0)), v);
  if (r.kind === 'none') return [];
  if (r.kind !== 'solutions' || r.partial || r.period)
    throw new MathError('UNSUPPORTED', 'The zeros could not all be found', { reason: 'zeros-unknown' });
  return r.solutions.filter((_, i) => Math.abs(r.approx[i]!.im) < 1e-12);
}

/** Domain of f (variable v) with its steps: the union of intervals, LaTeX and text. */
export function domainOf(f: Expr, v: string, steps: Step[]): { intervals: Interval[]; latex: string; text: string } {
  const conds: Condition[] = [];
  conditions(simplify(f), conds);
  let set: Interval[] = [{ lo: NINF, hi: INF, loClosed: false, hiClosed: false }];
  if (!conds.length) steps.push({ rule: 'fn-domain-all', before: toLatex(f), after: '\\mathbb{R}' } as Step);
  for (const c of conds) {
    const cond = toLatex(rel(c.op, c.e, num(0)));
    if (c.op === '!=') {
      const zs = realZeros(c.e, v);
      set = removePoints(set, zs);
      const after = zs.length ? zs.map((z) => `${toLatex(sym(v))} \\ne ${toLatex(z)}`).join(',\\ ') : '\\mathbb{R}';
      steps.push({ rule: c.rule, before: toLatex(f), after, params: { cond } } as Step);
    } else {
      const r = solveInequality(rel(c.op, c.e, num(0)) as Extract<Expr, { k: 'rel' }>, v);
      const ivs = r.kind === 'none' ? [] : (r.intervals ?? []);
      if (r.kind !== 'none' && r.kind !== 'intervals' && r.kind !== 'all')
        throw new MathError('UNSUPPORTED', 'The condition could not be solved', { reason: 'condition-unknown' });
      set = intersect(set, r.kind === 'all' && !ivs.length ? [{ lo: NINF, hi: INF, loClosed: false, hiClosed: false }] : ivs);
      steps.push({ rule: c.rule, before: toLatex(f), after: intervalsLatex(ivs), params: { cond } } as Step);
    }
  }
  const latex = intervalsLatex(set);
  const text = intervalsText(set);
  steps.push({ rule: 'fn-domain-result', before: toLatex(f), after: latex, params: { set: latex } } as Step);
  return { intervals: set, latex, text };
}
