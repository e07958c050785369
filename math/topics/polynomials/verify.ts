/**
 * Independent checks of the polynomial answers (never the solve path): the answer TEXT is parsed again and compared
 * with the question's expression at sample points; a coefficient is recomputed as a derivative at 0 divided by
 * factorials (Taylor's formula); a degree and a leading coefficient from exact finite differences along a line; a
 * number of terms from the nested coefficient lists of math/poly.ts.
 */
import { type Expr, type Num, num, qsub, subst, symbols } from '../../ast';
import { derive } from '../../diff';
import { toPolyExpr } from '../../poly';
import { simplify } from '../../simplify';
import { equivalent } from '../../verify';
import type { TopicAnswer, TopicReading } from '../types';
import { CLASS_NAMES } from './solve';
import { readExpr, splitTerm, termsOf, variablesOf } from './format';

/** Exact value of an expression at a point (variables to rationals), or null when not a rational number. */
export function exactAt(e: Expr, env: Record<string, Num>): Num | null {
  let x = e;
  for (const [v, q] of Object.entries(env)) x = subst(x, v, q);
  const s = simplify(x);
  return s.k === 'num' ? s : null;
}

/** The k-th forward difference of q at 0, 1, …, k. */
function forwardDifference(vals: Num[]): Num {
  let row = vals;
  while (row.length > 1) row = row.slice(1).map((v, i) => qsub(v, row[i]!));
  return row[0]!;
}

/** Values of the expression along the line t ↦ (c_1 t, c_2 t, …) at t = 0 … n. */
function alongLine(e: Expr, n: number): Num[] | null {
  const vars = variablesOf(e);
  const dirs = vars.map((_, i) => num([3, 7, 5, 11, 13, 2][i % 6]!) as Num);
  const out: Num[] = [];
  for (let t = 0; t <= n; t++) {
    const env: Record<string, Num> = {};
    vars.forEach((v, i) => (env[v] = num(dirs[i]!.n * BigInt(t)) as Num));
    const q = exactAt(e, env);
    if (!q) return null;
    out.push(q);
  }
  return out;
}

function sameExpression(r: TopicReading, a: TopicAnswer): boolean {
  const e = readExpr(String(r.params.expr));
  const got = readExpr(a.text);
  if (!e || !got) return false;
  // fully expanded: no like terms left, and equal to the question's expression as a function
  const ts = termsOf(got);
  return ts.length === (got.k === 'add' || got.k === 'sub' ? countWritten(got) : 1) && equivalent(e, got);
}
function countWritten(e: Expr): number {
  if (e.k === 'add') return e.args.reduce((s, x) => s + countWritten(x), 0);
  if (e.k === 'sub') return countWritten(e.args[0]) + countWritten(e.args[1]);
  return 1;
}

function checkCoefficient(r: TopicReading, a: TopicAnswer): boolean {
  const e = readExpr(String(r.params.expr));
  const m = readExpr(String(r.params.monomial));
  const got = readExpr(a.text);
  if (!e || !m || !got) return false;
  const powers = splitTerm(simplify(m)).powers;
  let d = simplify(e);
  let fact = 1n;
  for (const [v, k] of Object.entries(powers)) {
    for (let i = 1; i <= k; i++) {
      d = simplify(derive(d, v));
      fact *= BigInt(i);
    }
  }
  for (const v of Object.keys(powers)) d = subst(d, v, num(0));
  return equivalent(simplify({ k: 'mul', args: [d, num(1, fact)] }), got);
}

function checkDegree(r: TopicReading, a: TopicAnswer): boolean {
  const e = readExpr(String(r.params.expr));
  const d = Number(a.text);
  if (!e || !Number.isInteger(d) || d < 0 || d > 200) return false;
  const vals = alongLine(e, d + 1);
  if (!vals) return false;
  return forwardDifference(vals).n === 0n && forwardDifference(vals.slice(0, d + 1)).n !== 0n;
}

function checkLeading(r: TopicReading, a: TopicAnswer): boolean {
  const e = readExpr(String(r.params.expr));
  const got = readExpr(a.text);
  if (!e || !got || variablesOf(e).length > 1) return false;
  if (!variablesOf(e).length) return equivalent(e, got);
  const [x] = variablesOf(e);
  const vals: Num[] = [];
  for (let t = 0; t < 66; t++) {
    const v = exactAt(e, { [x!]: num(t) as Num });
    if (!v) return false;
    vals.push(v);
  }
  // the degree d: the (d+1)-th differences vanish from three starting points (a chance zero is not taken for it)
  for (let d = 0; d <= 60; d++) {
    if (![0, 1, 2].every((s) => forwardDifference(vals.slice(s, s + d + 2)).n === 0n)) continue;
    const lead = forwardDifference(vals.slice(0, d + 1));
    let f = 1n;
    for (let i = 2n; i <= BigInt(d); i++) f *= i;
    return equivalent(num(lead.n, lead.d * f), got);
  }
  return false;
}

/** Number of nonzero monomials, from nested coefficient lists variable by variable. */
function countMonomials(e: Expr, vars: string[]): number {
  if (!vars.length) {
    const s = simplify(e);
    return s.k === 'num' && s.n === 0n ? 0 : 1;
  }
  const cs = toPolyExpr(e, vars[0]!);
  if (!cs) return -1;
  let n = 0;
  for (const c of cs) {
    const k = countMonomials(c, vars.slice(1));
    if (k < 0) return -1;
    n += k;
  }
  return n;
}

/** Independent check of a polynomial answer; false when it cannot be checked. */
export function verifyPolynomials(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'multiply':
    case 'combine':
    case 'add-subtract':
      return sameExpression(r, a);
    case 'coefficient':
      return checkCoefficient(r, a);
    case 'degree':
      return checkDegree(r, a);
    case 'leading-coefficient':
      return checkLeading(r, a);
    case 'classify': {
      const e = readExpr(String(r.params.expr));
      if (!e) return false;
      const n = countMonomials(e, [...symbols(e)].sort());
      return n > 0 && a.text === CLASS_NAMES[Math.min(n, 4) - 1];
    }
    default:
      return false;
  }
}
