/**
 * Grades engine answers against the SymPy-checked corpus (corpus.json) by equivalence: numeric comparison
 * at sample points for expressions, solution sets compared as sets (complex, modulo the period for trig
 * families), antiderivatives compared up to a constant, values within 1e-6.
 */
import corpusJson from './corpus.json';
import { compute, ComputeRequest, ComputeResult } from '../compute';
import { parse } from '../parse';
import { simplify } from '../simplify';
import { evalComplex, evalReal } from '../numeric';
import { Expr, symbols, size } from '../ast';

export interface CorpusProblem {
  id: string;
  kind: 'arithmetic' | 'simplify' | 'equation' | 'inequality' | 'system' | 'derivative' | 'indefinite' | 'definite' | 'limit';
  grade: number;
  request: ComputeRequest;
  expect: string | string[] | Record<string, string>;
  period?: string;
}
export const CORPUS: CorpusProblem[] = (corpusJson as { problems: CorpusProblem[] }).problems;

export interface Grade {
  id: string;
  kind: string;
  correct: boolean;
  exact: boolean;
  verified: boolean;
  withSteps: boolean;
  ms: number;
  error?: string;
  got?: string;
}

const P = (s: string): Expr => simplify(parse(s));
const cv = (e: Expr) => evalComplex(e);
const near = (a: { re: number; im: number }, b: { re: number; im: number }, tol = 1e-6) =>
  Math.hypot(a.re - b.re, a.im - b.im) <= tol * Math.max(1, Math.hypot(b.re, b.im));

function sameFunction(a: Expr, b: Expr, upToConstant = false): boolean {
  const vars = [...new Set([...symbols(a), ...symbols(b)])];
  const pts = [0.13, 0.31, 0.42, 0.58, 0.77, 0.91, 1.13, 1.61, 2.03, 2.47, 2.9, 3.3, 3.7, 4.1];
  let ref: number | null = null,
    n = 0;
  for (let k = 0; k < pts.length; k++) {
    const env: Record<string, number> = {};
    vars.forEach((v, j) => (env[v] = pts[(k + j) % pts.length] + 0.05 * j));
    const x = evalReal(a, env),
      y = evalReal(b, env);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const d = x - y;
    if (upToConstant) {
      if (ref === null) ref = d;
      else if (Math.abs(d - ref) > 1e-6 * Math.max(1, Math.abs(x))) return false;
    } else if (Math.abs(d) > 1e-7 * Math.max(1, Math.abs(x), Math.abs(y))) return false;
    n++;
  }
  return n >= 3;
}

export function gradeOne(p: CorpusProblem, r: ComputeResult): boolean {
  const e = p.expect;
  switch (p.kind) {
    case 'arithmetic':
      return near(cv(P(r.simplifyResultText)), cv(P(e as string)), 1e-9);
    case 'derivative':
      return r.status === 'ok' && sameFunction(P(r.simplifyResultText), P(e as string));
    case 'simplify': {
      // equivalent AND in the requested form: products for factor, no larger than the expected answer otherwise
      const got = P(r.simplifyResultText),
        want = P(e as string);
      if (r.status !== 'ok' || !sameFunction(got, want)) return false;
      const raw = parse(r.simplifyResultText);
      if (p.request.task === 'factor') return raw.k === 'mul' || raw.k === 'pow' || raw.k === 'neg';
      if (p.request.task === 'expand')
        return !/\)\^|\)\(|\)\*\(/.test(r.simplifyResultText) && size(got) <= size(simplify(want)) + 2;
      return size(got) <= Math.ceil(size(want) * 1.3) + 2;
    }
    case 'equation': {
      const exp = e as string[];
      if (exp.length === 1 && exp[0] === 'ALL') return r.status === 'all-real';
      if (exp.length === 0) return r.status === 'no-solution';
      const got = (r.solutions ?? []).map((s) => cv(P(s)));
      const want = exp.map((s) => cv(P(s)));
      if (p.period) {
        const per = evalReal(P(p.period));
        const norm = (z: { re: number; im: number }) => ({ re: ((z.re % per) + per) % per, im: z.im });
        if (!r.period || Math.abs(evalReal(P(r.period)) - per) > 1e-9) {
          // a smaller period is fine if the representatives cover the expected set
          if (!r.period) return false;
        }
        const g = got.map(norm),
          w = want.map(norm);
        const gp = r.period ? evalReal(P(r.period)) : per;
        // expand got representatives to the expected period
        const gg = [...g];
        for (let k = 1; gp * k < per - 1e-9; k++) for (const z of g) gg.push(norm({ re: z.re + gp * k, im: 0 }));
        return (
          w.every((a) => gg.some((b) => near(a, b) || Math.abs(Math.abs(a.re - b.re) - per) < 1e-6)) &&
          gg.every((a) => w.some((b) => near(a, b) || Math.abs(Math.abs(a.re - b.re) - per) < 1e-6))
        );
      }
      return (
        r.status === 'ok' &&
        got.length === want.length &&
        want.every((a) => got.some((b) => near(a, b, 1e-7))) &&
        got.every((a) => want.some((b) => near(a, b, 1e-7)))
      );
    }
    case 'inequality':
      // the whole line is answered as "all real numbers" (status all-real), the same set as SymPy's (-inf, inf)
      if ((e as string).replace(/\s+/g, '') === '(-inf,inf)' && r.status === 'all-real') return true;
      return r.simplifyResultText.replace(/\s+/g, '') === (e as string).replace(/\s+/g, '');
    case 'system': {
      if (e === 'ALL') return r.status === 'all-real';
      if (e === 'NONE') return r.status === 'no-solution';
      const want = e as Record<string, string>;
      const got: Record<string, Expr> = {};
      for (const s of r.solutions ?? []) {
        const [k, v] = s.split('=');
        got[k.trim()] = P(v);
      }
      return Object.entries(want).every(([k, v]) => got[k] && near(cv(got[k]), cv(P(v))));
    }
    case 'indefinite': {
      if (r.status !== 'ok') return false;
      const F = P(r.simplifyResultText.replace(/\+ C$/, ''));
      return sameFunction(F, P(e as string), true);
    }
    case 'definite': {
      if (e === 'DIVERGENT') return r.status === 'divergent';
      if (r.status !== 'ok') return false;
      return near(cv(P(r.simplifyResultText)), cv(P(e as string)), 1e-7);
    }
    case 'limit': {
      if (e === 'DNE') return r.status === 'does-not-exist';
      if (r.status !== 'ok') return false;
      if (e === 'inf') return r.simplifyResultText === 'inf';
      return near(cv(P(r.simplifyResultText)), cv(P(e as string)), 1e-7);
    }
  }
  return false;
}

export function runCorpus(
  problems: CorpusProblem[] = CORPUS,
  run: (req: ComputeRequest) => ComputeResult = (req) => compute(req),
): Grade[] {
  return problems.map((p) => {
    const t0 = performance.now();
    try {
      const r = run(p.request);
      const ms = performance.now() - t0;
      let correct = false;
      try {
        correct = gradeOne(p, r);
      } catch {
        correct = false;
      }
      return {
        id: p.id,
        kind: p.kind,
        correct,
        exact: r.exact,
        verified: r.verified,
        withSteps: r.steps.length >= 2,
        ms,
        got: r.simplifyResultText || r.calcResultText || r.status,
      };
    } catch (err) {
      return {
        id: p.id,
        kind: p.kind,
        correct: false,
        exact: false,
        verified: false,
        withSteps: false,
        ms: performance.now() - t0,
        error: (err as Error).message,
      };
    }
  });
}

export function summarize(grades: Grade[]): string {
  const kinds = [...new Set(grades.map((g) => g.kind))];
  const pct = (a: number, b: number) => `${a}/${b}`;
  const q = (xs: number[], f: number) => {
    const s = xs.slice().sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(f * s.length))] ?? 0;
  };
  const lines = ['kind          correct  verified  exact  steps>=2  median ms  p95 ms'];
  for (const k of [...kinds, 'ALL']) {
    const g = k === 'ALL' ? grades : grades.filter((x) => x.kind === k);
    const ms = g.map((x) => x.ms);
    lines.push(
      `${k.padEnd(13)} ${pct(g.filter((x) => x.correct).length, g.length).padStart(7)}  ${pct(g.filter((x) => x.correct && x.verified).length, g.length).padStart(8)}  ${pct(g.filter((x) => x.correct && x.exact).length, g.length).padStart(5)}  ${pct(g.filter((x) => x.withSteps).length, g.length).padStart(8)}  ${q(ms, 0.5).toFixed(1).padStart(9)}  ${q(ms, 0.95).toFixed(1).padStart(6)}`,
    );
  }
  return lines.join('\n');
}
