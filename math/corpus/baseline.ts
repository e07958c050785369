/**
 * The same corpus through @cortex-js/compute-engine alone (no Lemma layer), for the side-by-side benchmark.
 * Input is parsed by our parser and handed over as MathJSON (compute-engine's LaTeX parser does not read
 * plain student text); everything else is compute-engine's own evaluate/simplify/solve/D/Integrate/Limit.
 * nerdamer is not a dependency of this repo, so it is not part of the comparison.
 */
import type { ComputeRequest, ComputeResult } from '../compute';
import { getCE, toMathJson, fromMathJson } from '../ce';
import { parse } from '../parse';
import { simplify } from '../simplify';
import { toText } from '../print';
import { Expr, symbols } from '../ast';

type MJ = unknown;
const box = (j: MJ) => getCE().box(j as never);
const back = (j: MJ): Expr => simplify(fromMathJson(j));

function res(req: ComputeRequest, r: Partial<ComputeResult>): ComputeResult {
  return {
    model: req.model,
    task: 'calculate',
    status: 'ok',
    inputLatex: '',
    inputText: '',
    simplifyResult: '',
    simplifyResultText: '',
    calcResult: '',
    calcResultText: '',
    resultText: '',
    verified: false,
    exact: true,
    steps: [],
    method: 'compute-engine',
    timeMs: 0,
    ...r,
  };
}

export function computeWithCE(req: ComputeRequest): ComputeResult {
  const ce = getCE();
  return ce.withTimeLimit(2000, () => {
    const e = parse(req.input);
    const x = req.variable ?? 'x';
    const j = (ex: Expr) => toMathJson(ex);
    if (e.k === 'deriv') return res(req, { simplifyResultText: toText(back(box(['D', j(e.args[0]), e.v]).evaluate().json)) });
    if (e.k === 'int') {
      const f = j(e.args[0]);
      if (e.args.length === 3)
        return res(req, {
          simplifyResultText: toText(back(box(['Integrate', f, ['Limits', e.v, j(e.args[1]), j(e.args[2])]]).evaluate().json)),
        });
      return res(req, { simplifyResultText: toText(back(box(['Integrate', f, e.v]).evaluate().json)) + ' + C' });
    }
    if (e.k === 'lim')
      return res(req, {
        simplifyResultText: toText(back(box(['Limit', ['Function', j(e.args[0]), e.v], j(e.args[1])]).evaluate().json)),
      });
    switch (req.model) {
      case 'CALCULATION': {
        if (req.task === 'expand') return res(req, { simplifyResultText: toText(back(box(['Expand', j(e)]).evaluate().json)) });
        if (req.task === 'factor') return res(req, { simplifyResultText: toText(back(box(['Factor', j(e)]).evaluate().json)) });
        const b = box(j(e));
        const out = symbols(e).size ? b.simplify() : b.evaluate();
        return res(req, { simplifyResultText: toText(back(out.json)) });
      }
      case 'FUNCTION_SOLVE': {
        if (e.k === 'list') {
          const vars = [...new Set(e.args.flatMap((q) => [...symbols(q)]))].sort();
          const r = box(['List', ...e.args.map(j)]).solve(vars) as unknown;
          if (!r || typeof r !== 'object' || Array.isArray(r)) return res(req, { status: 'not-found' });
          const sol = r as Record<string, { json: MJ } | number>;
          return res(req, {
            solutions: vars.map(
              (v) => `${v} = ${toText(back(typeof sol[v] === 'number' ? sol[v] : (sol[v] as { json: MJ }).json))}`,
            ),
          });
        }
        if (e.k === 'rel' && e.op !== '=') return res(req, { status: 'not-found' });
        const eq = e.k === 'rel' ? j(e) : ['Equal', j(e), 0];
        const vs = [...symbols(e)];
        const v = vs.includes(x) ? x : (vs[0] ?? x);
        const sols = box(eq).solve(v) as { json: MJ }[] | null;
        if (!sols || !sols.length) return res(req, { status: 'no-solution', solutions: [] });
        return res(req, {
          solutions: sols.map((s) => toText(back(s.json))),
          simplifyResultText: sols.map((s) => `${v} = ${toText(back(s.json))}`).join(', '),
        });
      }
      case 'DERIVATIVE': {
        let cur: MJ = j(e);
        for (let k = 0; k < (req.derivativeOrder ?? 1); k++) cur = box(['D', cur, x]).evaluate().json;
        return res(req, { simplifyResultText: toText(back(cur)) });
      }
      case 'INTEGRATION': {
        if (req.integrationModel === 'DEFINITE_INTEGRAL') {
          const lo = parseBound(req.integrationLowerBound!),
            hi = parseBound(req.integrationUpperBound!);
          const r = box(['Integrate', j(e), ['Limits', x, lo, hi]]).evaluate();
          const out = back(r.json);
          if (JSON.stringify(r.json).includes('Integrate')) return res(req, { status: 'not-found' });
          return res(req, { simplifyResultText: toText(out), status: toText(out).includes('inf') ? 'divergent' : 'ok' });
        }
        const r = box(['Integrate', j(e), x]).evaluate();
        if (JSON.stringify(r.json).includes('Integrate')) return res(req, { status: 'not-found' });
        return res(req, { simplifyResultText: toText(back(r.json)) + ' + C' });
      }
      case 'LIMIT': {
        const p = (req.limitPoint ?? '0').replace(/[+]$/, '');
        const r = box(['Limit', ['Function', j(e), x], parseBound(p)]).evaluate();
        return res(req, { simplifyResultText: toText(back(r.json)) });
      }
    }
    return res(req, { status: 'not-found' });
  });
}
function parseBound(s: string): MJ {
  const t = s.trim();
  if (/^\+?inf/.test(t)) return 'PositiveInfinity';
  if (/^-inf/.test(t)) return 'NegativeInfinity';
  return toMathJson(simplify(parse(t)));
}
