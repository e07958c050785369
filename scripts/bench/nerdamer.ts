/**
 * The corpus through nerdamer-prime alone, for the side-by-side benchmark (a dev dependency only).
 * Input is parsed by our parser and printed as plain text (nerdamer cannot read "2x" or "sin x"), like
 * the compute-engine baseline; everything else is nerdamer's evaluate/simplify/solve/diff/integrate/
 * defint/limit. Systems and inequalities are outside nerdamer's API and count as failures.
 */
import { createRequire } from 'node:module';
import { parse, toText, type ComputeRequest, type ComputeResult } from '@lemma/math';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const nerdamer: any = require('nerdamer-prime/all');

const plain = (s: string) => toText(parse(s)).replace(/\binf\b/g, 'Infinity');
const out = (req: ComputeRequest, text: string, extra: Partial<ComputeResult> = {}): ComputeResult => ({
  model: req.model,
  task: 'calculate',
  status: 'ok',
  inputLatex: '',
  inputText: req.input,
  simplifyResult: text,
  simplifyResultText: text,
  calcResult: text,
  calcResultText: text,
  resultText: text,
  verified: false,
  exact: true,
  steps: [],
  method: 'nerdamer',
  timeMs: 0,
  ...extra,
});

/**
 * A system of equations ("x + y = 3, x - y = 1", or separated by ";") through nerdamer's `solveEquations`, whose answer
 * is a list of [variable, value] pairs; written back as "x = 2", "y = 1". Throws when nerdamer cannot solve it.
 */
function solveSystem(req: ComputeRequest): ComputeResult {
  const eqs = req.input.split(/\s*[,;]\s*/).map((eq) => {
    const [l, r] = eq.split('=');
    if (r === undefined) throw new Error('outside nerdamer');
    return `${plain(l!)}=${plain(r)}`;
  });
  const pairs = nerdamer.solveEquations(eqs) as [string, unknown][];
  if (!Array.isArray(pairs) || !pairs.length) throw new Error('no solution from nerdamer');
  const list = pairs.map(([v, x]) => `${v} = ${String(x).replace(/Infinity/g, 'inf')}`);
  return out(req, list.join(', '), { solutions: list });
}

/** The request through nerdamer alone (see the module comment); throws for what is outside its API. */
export function computeWithNerdamer(req: ComputeRequest): ComputeResult {
  const v = req.variable ?? 'x';
  const back = (s: string) => s.replace(/Infinity/g, 'inf');
  switch (req.model) {
    case 'CALCULATION': {
      const e = plain(req.input);
      if (req.task === 'expand') return out(req, back(nerdamer.expand(e).toString()));
      if (req.task === 'factor') return out(req, back(nerdamer.factor(e).toString()));
      if (req.task === 'simplify') return out(req, back(nerdamer(`simplify(${e})`).toString()));
      return out(req, back(nerdamer(e).evaluate().text('fractions')));
    }
    case 'FUNCTION_SOLVE': {
      if (/[<>≤≥]|\\begin|\n/.test(req.input)) throw new Error('outside nerdamer');
      if (req.input.split('=').length > 2) return solveSystem(req);
      if (/;/.test(req.input) || req.input.split('=').length !== 2) throw new Error('outside nerdamer');
      const [l, r] = req.input.split('=');
      const sols = nerdamer
        .solve(`${plain(l!)}=${plain(r!)}`, v)
        .toString()
        .replace(/^\[|\]$/g, '');
      const list = sols ? sols.split(',').map((s: string) => back(s.trim())) : [];
      return out(req, list.join(', '), { solutions: list, status: list.length ? 'ok' : 'no-solution' });
    }
    case 'DERIVATIVE':
      return out(req, back(nerdamer.diff(plain(req.input), v, req.derivativeOrder ?? 1).toString()));
    case 'INTEGRATION':
      if (req.integrationModel === 'DEFINITE_INTEGRAL') {
        const r = nerdamer.defint(plain(req.input), plain(req.integrationLowerBound!), plain(req.integrationUpperBound!), v);
        return out(req, back(r.toString()));
      }
      return out(req, back(nerdamer.integrate(plain(req.input), v).toString()));
    case 'LIMIT':
      return out(req, back(nerdamer.limit(plain(req.input), v, plain(req.limitPoint ?? '0')).toString()));
  }
  throw new Error('unsupported');
}
