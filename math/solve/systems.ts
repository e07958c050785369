/**
 * Systems of equations: linear by Gaussian elimination over Q; two non-linear equations by substitution.
 */
import { type Expr, NEG_ONE, type Num, ZERO, isNum, isZero, qdiv, qmul, qneg, qsub, rel, subst, sym, symbols } from '../ast';
import { expand, mkAdd, mkMul, mkPow, simplify } from '../simplify';
import { toPolyExpr } from '../poly';
import { toLatex } from '../print';
import { StepLog } from '../steps';
import { evalComplex } from '../numeric';
import { MathError } from '../errors';
import { type SolveResult, approxOf } from './common';
import { solveEquation } from './equation';

// ---------------------------------------------------------------- systems
/** Systems: linear by Gaussian elimination over the rationals; two non-linear equations by substitution. */
export function solveSystem(eqs: Expr[], vars?: string[]): SolveResult {
  try {
    return solveLinearSystem(eqs, vars);
  } catch (e) {
    if (!(e instanceof MathError) || e.detail.reason !== 'nonlinear-system') throw e;
    const r = solveBySubstitution(eqs);
    if (r) return r;
    throw e;
  }
}

function solveBySubstitution(eqs: Expr[]): SolveResult | null {
  if (eqs.length !== 2 || eqs.some((q) => q.k !== 'rel' || q.op !== '=')) return null;
  const vs = [...new Set(eqs.flatMap((e) => [...symbols(e)]))].sort();
  if (vs.length !== 2) return null;
  const log = new StepLog();
  const fs = eqs.map((q) =>
    simplify(mkAdd([(q as { args: Expr[] }).args[0], mkMul([NEG_ONE, (q as { args: Expr[] }).args[1]])])),
  );
  for (let i = 0; i < 2; i++)
    for (const v of vs) {
      const pe = toPolyExpr(fs[i], v);
      if (!pe || pe.length !== 2) continue;
      const coef = simplify(pe[1]);
      if (!isNum(coef) || isZero(coef)) continue;
      const w = vs.find((u) => u !== v)!;
      const expr = simplify(mkMul([NEG_ONE, pe[0], mkPow(coef, NEG_ONE)]));
      log.add('substitution', toLatex(eqs[i]), toLatex(rel('=', sym(v), expr)), { u: toLatex(sym(v)) });
      const other = simplify(subst(fs[1 - i], v, expr));
      const inner = solveEquation(rel('=', other, ZERO), w);
      log.push(...inner.steps.steps);
      if (inner.kind === 'none')
        return {
          kind: 'none',
          variable: vs.join(','),
          solutions: [],
          approx: [],
          exact: true,
          verified: true,
          steps: log,
          method: 'substitution-system',
        };
      if (inner.kind !== 'solutions' || inner.period) return null;
      const sols: Expr[] = [];
      let ok = true;
      const pairs: Record<string, Expr>[] = [];
      for (const s2 of inner.solutions) {
        if (Math.abs(approxOf(s2).im) > 1e-12) continue;
        const s1 = simplify(subst(expr, w, s2));
        const pair: Record<string, Expr> = { [v]: s1, [w]: s2 };
        pairs.push(pair);
        sols.push({ k: 'list', args: vs.map((u) => rel('=', sym(u), pair[u])) });
        ok =
          ok &&
          fs.every((f) => {
            let d = f;
            for (const u of vs) d = subst(d, u, pair[u]);
            const c = evalComplex(d);
            return Math.hypot(c.re, c.im) < 1e-8;
          });
      }
      log.add('back-substitution', toLatex(rel('=', sym(v), expr)), toLatex({ k: 'list', args: sols }));
      return {
        kind: sols.length ? 'solutions' : 'none',
        variable: vs.join(','),
        solutions: sols,
        approx: [],
        exact: inner.exact,
        verified: ok,
        steps: log,
        method: 'substitution-system',
        system: pairs.length === 1 ? pairs[0] : undefined,
        systemSolutions: pairs,
      } as SolveResult;
    }
  return null;
}

function solveLinearSystem(eqs: Expr[], vars?: string[]): SolveResult {
  const log = new StepLog();
  const all = [...new Set(eqs.flatMap((e) => [...symbols(e)]))].sort();
  const vs = vars && vars.length === eqs.length ? vars : all;
  const base: SolveResult = {
    kind: 'unknown',
    variable: vs.join(','),
    solutions: [],
    approx: [],
    exact: true,
    verified: false,
    steps: log,
    method: 'linear-system',
  };
  const rows: Num[][] = [];
  for (const e of eqs) {
    if (e.k !== 'rel' || e.op !== '=')
      throw new MathError('UNSUPPORTED', 'A system must contain equations', { reason: 'unsupported-system' });
    const f = expand(mkAdd([e.args[0], mkMul([NEG_ONE, e.args[1]])]));
    const row: Num[] = [];
    let rest = f;
    for (const v of vs) {
      const p = toPolyExpr(f, v);
      if (!p || p.length > 2)
        throw new MathError('UNSUPPORTED', 'Only linear systems are supported', { reason: 'nonlinear-system' });
      const c1 = simplify(p[1] ?? ZERO);
      if (!isNum(c1)) throw new MathError('UNSUPPORTED', 'Only linear systems are supported', { reason: 'nonlinear-system' });
      row.push(c1);
      rest = subst(rest, v, ZERO);
    }
    const k = simplify(rest);
    if (!isNum(k))
      throw new MathError('UNSUPPORTED', 'Only linear systems with numeric coefficients are supported', {
        reason: 'nonlinear-system',
      });
    row.push(qneg(k));
    rows.push(row);
  }
  const n = vs.length,
    m = rows.length;
  const show = () =>
    toLatex({ k: 'list', args: rows.map((r) => rel('=', mkAdd(r.slice(0, n).map((c, j) => mkMul([c, sym(vs[j])]))), r[n])) });
  let r = 0;
  const pivCol: number[] = [];
  for (let c = 0; c < n && r < m; c++) {
    let piv = -1;
    for (let i = r; i < m; i++)
      if (rows[i][c].n !== 0n) {
        piv = i;
        break;
      }
    if (piv < 0) continue;
    [rows[r], rows[piv]] = [rows[piv], rows[r]];
    const before = show();
    for (let i = 0; i < m; i++) {
      if (i === r || rows[i][c].n === 0n) continue;
      const fct = qdiv(rows[i][c], rows[r][c]);
      rows[i] = rows[i].map((v, j) => qsub(v, qmul(fct, rows[r][j])));
    }
    log.add('elimination', before, show(), { var: vs[c] });
    pivCol.push(c);
    r++;
  }
  // inconsistency
  for (let i = r; i < m; i++)
    if (rows[i][n].n !== 0n) {
      log.add('contradiction', show(), '0 = ' + toLatex(rows[i][n]));
      return { ...base, kind: 'none', verified: true };
    }
  if (r < n) return { ...base, kind: 'all', verified: true, method: 'linear-system-dependent' };
  const sol: Record<string, Expr> = {};
  pivCol.forEach((c, i) => (sol[vs[c]] = qdiv(rows[i][n], rows[i][c])));
  log.add('back-substitution', show(), toLatex({ k: 'list', args: vs.map((v) => rel('=', sym(v), sol[v])) }));
  const ok = eqs.every((e) => {
    const ee = e as Extract<Expr, { k: 'rel' }>;
    let d = mkAdd([ee.args[0], mkMul([NEG_ONE, ee.args[1]])]);
    for (const v of vs) d = subst(d, v, sol[v]);
    return isZero(simplify(d));
  });
  return {
    ...base,
    kind: 'solutions',
    system: sol,
    solutions: vs.map((v) => rel('=', sym(v), sol[v])),
    approx: vs.map((v) => approxOf(sol[v])),
    verified: ok,
  };
}
