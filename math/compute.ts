/**
 * The single entry point used by the server (POST /api/calculator/compute), the calculator preview and the
 * question router: {@link compute}.
 */
import { Expr, contains, symbols, size, depth, sym, freeOf } from './ast';
import { parse } from './parse';
import { simplify, expand } from './simplify';
import { toLatex, toText } from './print';
import { evalReal, evalComplex } from './numeric';
import { Budget, BudgetOptions, withBudget } from './budget';
import { MathError } from './errors';
import { Step, StepLog } from './steps';
import { derivative } from './diff';
import {
  solveEquation,
  solveSystem,
  solveInequality,
  intersectInequalities,
  SolveResult,
  intervalsLatex,
  intervalsText,
} from './solve';
import { PARTIAL_WINDOW } from './solve/numeric-search';
import { integrateIndefinite, integrateDefinite } from './integrate';
import { limit } from './limit';
import { arithmeticSteps } from './arith';
import { simplifyFull, expandSteps, factorSteps } from './algebra';
import { readTopic, runTopic } from './topics';
import type { TopicAnswerKind, TopicReading } from './topics/types';
import { normalizeAnswerWords, type AnswerWords } from './answerWords';

export type CalculatorModel = 'CALCULATION' | 'FUNCTION_SOLVE' | 'DERIVATIVE' | 'INTEGRATION' | 'LIMIT';
export type IntegrationModel = 'DEFINITE_INTEGRAL' | 'INDEFINITE_INTEGRAL';
/** What was actually computed (a CALCULATION input may turn out to be an equation, a derivative, ...). */
export type TaskKind =
  | 'calculate'
  | 'simplify'
  | 'expand'
  | 'factor'
  | 'solve'
  | 'solve-system'
  | 'inequality'
  | 'derivative'
  | 'indefinite-integral'
  | 'definite-integral'
  | 'limit'
  | 'topic';

export interface ComputeRequest {
  model: CalculatorModel;
  integrationModel?: IntegrationModel;
  /** Plain text or LaTeX. */
  input: string;
  /** Default 'x'. */
  variable?: string;
  /** Default 1, integer 1..20. */
  derivativeOrder?: number;
  integrationLowerBound?: string;
  integrationUpperBound?: string;
  /** LIMIT only: the point (`inf`, `-inf` allowed); may carry `+`/`-` (e.g. `0+`) for one-sided limits. */
  limitPoint?: string;
  limitDirection?: '+' | '-';
  /** CALCULATION only: force simplify / expand / factor instead of evaluate. */
  task?: 'simplify' | 'expand' | 'factor';
  /**
   * A school-math topic's reading (math/topics, issue #21): when present, the request is solved by that topic
   * (`input` is then only the reading's plain-text restatement, kept for display and size limits).
   */
  topic?: TopicReading;
}

/** What a topic answered (ComputeResult.topic): which topic and task, the answer's kind and its typed parts. */
export interface TopicResultInfo {
  id: string;
  task: string;
  kind: TopicAnswerKind;
  /** `boolean` answers: the truth value (the reason is in the steps). */
  value?: boolean;
  /** `quantity` answers: the unit, plain text. */
  unit?: string;
  /** `list` answers: the items as LaTeX (the whole list is also in simplifyResult). */
  items?: string[];
  /** Functions of x the graph can show for this answer (TopicAnswer.graph). */
  graph?: string[];
  /**
   * The answer in words (TopicAnswer.words, as a list of parts; math/answerWords.ts): displays show the sentences
   * translated (`math:answers.<key>`, params as math) instead of the English in simplifyResult.
   */
  words?: AnswerWords[];
}

export type ResultStatus = 'ok' | 'no-solution' | 'all-real' | 'not-found' | 'divergent' | 'does-not-exist';

export interface ComputeResult {
  model: CalculatorModel;
  task: TaskKind;
  status: ResultStatus;
  /** The parsed input as LaTeX / plain text. */
  inputLatex: string;
  inputText: string;
  /** Exact answer (LaTeX): simplified value, solution set, derivative, antiderivative + C, exact integral, limit. */
  simplifyResult: string;
  simplifyResultText: string;
  /** Calculated answer (LaTeX): decimal value where one exists, otherwise the exact answer again. */
  calcResult: string;
  calcResultText: string;
  /** Alias of calcResultText (plain text). */
  resultText: string;
  /** FUNCTION_SOLVE: solutions in plain syntax (a periodic family as its representatives in one period, see `period`). */
  solutions?: string[];
  solutionsLatex?: string[];
  period?: string;
  /** FUNCTION_SOLVE: only some of (possibly infinitely many) solutions are listed (those nearest 0). */
  solutionsPartial?: boolean;
  /** Decimal approximation(s) in plain text, when a decimal helps. */
  approx?: string;
  /** Every result was checked (substitution / differentiation / numeric comparison). */
  verified: boolean;
  /** The answer is exact (false for numeric root finding, quadrature or numeric limits). */
  exact: boolean;
  steps: Step[];
  /** Method id (e.g. `rules`, `compute-engine`, `numeric`, `antiderivative`, `lhopital`...). */
  method: string;
  timeMs: number;
  /** Set when a school-math topic answered (task `topic`). */
  topic?: TopicResultInfo;
  /** Simplify: other checked forms of the answer (e.g. factored beside expanded), as Symbolab and Wolfram|Alpha show. */
  alternateForms?: { latex: string; text: string }[];
}

const VAR_RE = /^[A-Za-z](_[A-Za-z0-9]+)?$|^(theta|alpha|beta|phi|t)$/;

function checkSize(e: Expr, b: Budget) {
  if (size(e) > b.opts.maxNodes)
    throw new MathError('VALIDATION_ERROR', `Expression too large (${size(e)} nodes, limit ${b.opts.maxNodes})`, {
      reason: 'too-many-nodes',
    });
  if (depth(e) > b.opts.maxDepth * 2)
    throw new MathError('VALIDATION_ERROR', 'Expression nested too deeply', { reason: 'too-deep' });
}

function fmtNum(v: number): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'undefined' : v > 0 ? 'inf' : '-inf';
  if (Math.abs(v) < 1e-15) return '0';
  return Number(v.toPrecision(12)).toString();
}
function fmtComplex(re: number, im: number): string {
  if (Math.abs(im) < 1e-13 * Math.max(1, Math.abs(re))) return fmtNum(re);
  const r = Math.abs(re) < 1e-13 ? '' : fmtNum(re);
  const i = fmtNum(Math.abs(im));
  return `${r}${r ? (im < 0 ? ' - ' : ' + ') : im < 0 ? '-' : ''}${i === '1' ? '' : i + '*'}i`;
}
function latexNum(s: string): string {
  return s.replace(/inf/g, '\\infty').replace(/\*i/g, 'i');
}

function hasDecimal(e: Expr): boolean {
  return e.k === 'num' ? !!e.dec : e.k === 'sym' ? false : e.args.some(hasDecimal);
}
function isNumeric(e: Expr): boolean {
  return symbols(e).size === 0 && !contains(e, 'inf');
}

/**
 * Compute one calculator request within a budget (default 2 s).
 * Throws MathError: VALIDATION_ERROR (bad input, size limits, division by zero), TIMEOUT, UNSUPPORTED.
 */
export function compute(req: ComputeRequest, budget?: BudgetOptions): ComputeResult {
  const b = new Budget(budget);
  const t0 = Date.now();
  try {
    const stand = req.variable === 'i' && req.model !== 'CALCULATION' && !req.topic ? iAsVariable(req) : null;
    const r = withBudget(b, () => computeInner(stand?.req ?? req, b));
    return { ...(stand ? stand.back(r) : r), timeMs: Date.now() - t0 };
  } catch (e) {
    if (e instanceof MathError) throw e;
    if (e instanceof RangeError) throw new MathError('VALIDATION_ERROR', 'Expression too complex', { reason: 'too-complex' });
    throw new MathError('UNSUPPORTED', 'The engine could not handle this input', {
      reason: 'internal-error',
      cause: String((e as Error)?.message ?? e),
    });
  }
}

/**
 * `i` as the variable (issue #21: "differentiate 4i^2 + i with respect to i" answered 1, i taken as the imaginary
 * unit): the engine reads `i` as √−1 everywhere, so the question is computed with a stand-in letter that does not occur
 * in it, and every string of the result is written back with `i`. A LaTeX command or a word is never touched: only a
 * stand-alone letter, and the differential `d<letter>`.
 */
function iAsVariable(req: ComputeRequest): { req: ComputeRequest; back: (r: Partial0) => Partial0 } | null {
  const letter = ['z', 'w', 'v', 'u', 'q'].find((l) => !new RegExp(`(?<![A-Za-z])${l}(?![A-Za-z])`).test(req.input));
  if (!letter) return null;
  const mine = (s: string) => s.replace(/(?<![A-Za-z\\])i(?![A-Za-z])/g, letter);
  const theirs = new RegExp(`(?<![A-Za-z\\\\])(d?)${letter}(?![A-Za-z])`, 'g');
  const restore = (v: unknown): unknown =>
    typeof v === 'string'
      ? v.replace(theirs, (_m, d: string) => `${d}i`)
      : Array.isArray(v)
        ? v.map(restore)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, restore(x)]))
          : v;
  return {
    req: { ...req, input: mine(req.input), variable: letter, ...(req.limitPoint ? { limitPoint: mine(req.limitPoint) } : {}) },
    back: (r) => restore(r) as Partial0,
  };
}

function validateRequest(req: ComputeRequest, b: Budget) {
  if (!req || typeof req.input !== 'string')
    throw new MathError('VALIDATION_ERROR', 'input is required', { reason: 'missing-input' });
  if (!req.input.trim()) throw new MathError('VALIDATION_ERROR', 'input is empty', { reason: 'empty-input', position: 0 });
  if (req.input.length > b.opts.maxInputLength)
    throw new MathError('VALIDATION_ERROR', `Input is ${req.input.length} characters; the limit is ${b.opts.maxInputLength}`, {
      reason: 'input-too-long',
    });
  const models: CalculatorModel[] = ['CALCULATION', 'FUNCTION_SOLVE', 'DERIVATIVE', 'INTEGRATION', 'LIMIT'];
  if (!models.includes(req.model))
    throw new MathError('VALIDATION_ERROR', `Unknown model ${String(req.model)}`, { reason: 'bad-model' });
  if (req.variable !== undefined && !VAR_RE.test(req.variable))
    throw new MathError('VALIDATION_ERROR', 'variable must be a single letter', { reason: 'bad-variable' });
  if (
    req.derivativeOrder !== undefined &&
    (!Number.isInteger(req.derivativeOrder) || req.derivativeOrder < 1 || req.derivativeOrder > 20)
  )
    throw new MathError('VALIDATION_ERROR', 'derivativeOrder must be an integer from 1 to 20', {
      reason: 'bad-derivative-order',
    });
}

type Partial0 = Omit<ComputeResult, 'timeMs'>;

function computeInner(req: ComputeRequest, b: Budget): Partial0 {
  validateRequest(req, b);
  if (req.topic !== undefined) return doTopic(req, b);
  const matrix = matrixReading(req);
  if (matrix) return doTopic({ ...req, topic: matrix }, b);
  const e = parse(req.input, { maxLength: b.opts.maxInputLength, maxDepth: b.opts.maxDepth });
  checkSize(e, b);
  let x = req.variable ?? 'x';
  const inputLatex = toLatex(e),
    inputText = toText(e);
  const base = { model: req.model, inputLatex, inputText };
  // the input itself may carry the operation (LaTeX \frac{d}{dx}, \int, \lim)
  if (e.k === 'deriv') return doDerivative(e.args[0], e.v, e.order, base);
  if (e.k === 'int') {
    if (e.args.length === 3) return doDefinite(e.args[0], e.v, e.args[1], e.args[2], base);
    return doIndefinite(e.args[0], e.v, base);
  }
  if (e.k === 'lim') return doLimit(e.args[0], e.v, e.args[1], e.dir, base);
  // implicit differentiation: an equation in x and y (x^2 + y^2 = 25) -> dy/dx = -F_x / F_y
  if (
    req.model === 'DERIVATIVE' &&
    e.k === 'rel' &&
    e.op === '=' &&
    !(e.args[0].k === 'sym' && !contains(e.args[1], e.args[0].name))
  ) {
    const vs = [...symbols(e)];
    const xv = req.variable ?? (vs.includes('x') ? 'x' : vs[0]);
    const yv = vs.find((v) => v !== xv && v !== 'f');
    if (yv && vs.length === 2) return doImplicit(e, xv, yv, base);
  }
  // "y = x^2" / "f(x) = x^2" for DERIVATIVE, INTEGRATION, LIMIT: use the right-hand side
  let body: Expr = e;
  if (req.model !== 'FUNCTION_SOLVE' && req.model !== 'CALCULATION' && e.k === 'rel' && e.op === '=') {
    const l = e.args[0];
    if (l.k === 'sym' || (l.k === 'mul' && l.args.length === 2 && l.args[0].k === 'sym' && l.args[1].k === 'sym'))
      body = e.args[1];
  }
  if (body !== e) return computeInner({ ...req, input: toText(body) }, b);
  if (req.model !== 'FUNCTION_SOLVE' && req.model !== 'CALCULATION' && (e.k === 'rel' || e.k === 'list')) {
    throw new MathError('VALIDATION_ERROR', `A ${req.model.toLowerCase()} needs an expression, not an equation or a list`, {
      reason: 'unexpected-relation',
    });
  }
  if (!req.variable) {
    const vs = [...symbols(e)];
    if (vs.length === 1 && !vs.includes('x')) x = vs[0];
  }
  switch (req.model) {
    case 'FUNCTION_SOLVE':
      return doSolve(e, x, base);
    case 'DERIVATIVE':
      return doDerivative(e, x, req.derivativeOrder ?? 1, base);
    case 'INTEGRATION': {
      const definite =
        req.integrationModel === 'DEFINITE_INTEGRAL' ||
        (req.integrationModel === undefined &&
          req.integrationLowerBound !== undefined &&
          req.integrationUpperBound !== undefined);
      if (definite) {
        if (
          req.integrationLowerBound === undefined ||
          req.integrationUpperBound === undefined ||
          !req.integrationLowerBound.trim() ||
          !req.integrationUpperBound.trim()
        )
          throw new MathError('VALIDATION_ERROR', 'A definite integral needs both bounds', { reason: 'missing-bound' });
        const lo = parseBound(req.integrationLowerBound),
          hi = parseBound(req.integrationUpperBound);
        return doDefinite(e, x, lo, hi, base);
      }
      return doIndefinite(e, x, base);
    }
    case 'LIMIT': {
      if (!req.limitPoint) throw new MathError('VALIDATION_ERROR', 'limitPoint is required', { reason: 'missing-limit-point' });
      let p = req.limitPoint.trim(),
        dir = req.limitDirection;
      const m = /^(.*?)(\^?\{?([+-])\}?)$/.exec(p);
      if (m && m[1] && !/[+-]$/.test(m[1]) && m[1] !== '') {
        if (!/^[-+]?\s*(inf|\\infty|∞)/.test(p)) {
          p = m[1];
          dir = m[3] as '+' | '-';
        }
      }
      return doLimit(e, x, parseBound(p), dir, base);
    }
    default:
      return doCalculation(e, x, req.task, base);
  }
}
/**
 * A topic's request: the topic solves and (independently) verifies; the exact answer goes to simplifyResult, a decimal
 * (when the topic gives one) to calcResult. A `boolean` answer's text is `true`/`false` (the UI says yes / no).
 */
/** A matrix written in the input (LaTeX `\\begin{pmatrix}`, bmatrix, vmatrix, an array, or `[[1, 2], [3, 4]]`). */
const MATRIX_INPUT = /\\begin\s*\{\s*(?:[pbBvV]?matrix|smallmatrix|array)\s*\}|\[\s*\[/;

/**
 * A CALCULATION whose input holds a matrix (the formula editor's matrix template serialises as
 * `\begin{pmatrix}…\end{pmatrix}`; issue #22): the linear-algebra topic's reading — or the vectors topic's, for columns
 * in a dot or cross product —, or null when neither reads the whole input (the core parser then reports what it
 * cannot read).
 */
function matrixReading(req: ComputeRequest): TopicReading | null {
  if (req.model !== 'CALCULATION' || !MATRIX_INPUT.test(req.input)) return null;
  const reading = readTopic(req.input);
  return reading && (reading.topic === 'linear-algebra' || reading.topic === 'vectors') ? reading : null;
}

function doTopic(req: ComputeRequest, b: Budget): Partial0 {
  const reading = req.topic!;
  if (typeof reading !== 'object' || reading === null || typeof reading.task !== 'string' || typeof reading.params !== 'object') {
    throw new MathError('VALIDATION_ERROR', 'topic must be a topic reading', { reason: 'bad-topic-reading' });
  }
  const { answer, verified } = runTopic(reading, b);
  const info: TopicResultInfo = { id: reading.topic, task: reading.task, kind: answer.kind };
  if (answer.kind === 'boolean') info.value = answer.value === true;
  if (answer.unit) info.unit = answer.unit;
  if (answer.kind === 'list' && Array.isArray(answer.items)) info.items = answer.items;
  if (Array.isArray(answer.graph) && answer.graph.length) info.graph = answer.graph.slice(0, 4).map(String);
  const words = normalizeAnswerWords(answer.words);
  if (words) info.words = words;
  const approx = answer.approx && answer.approx !== answer.text ? answer.approx : undefined;
  return {
    model: req.model,
    inputLatex: String(reading.inputLatex ?? ''),
    inputText: String(reading.inputText ?? req.input),
    task: 'topic',
    status: 'ok',
    simplifyResult: answer.latex,
    simplifyResultText: answer.text,
    calcResult: approx ? latexNum(approx) : answer.latex,
    calcResultText: approx ?? answer.text,
    resultText: approx ?? answer.text,
    approx,
    verified,
    exact: answer.exact,
    steps: answer.steps,
    method: `topic:${reading.topic}`,
    topic: info,
  };
}

function parseBound(s: string): Expr {
  const t = s.trim().replace(/^\+/, '');
  if (/^(inf|infinity|\+inf|\\infty|∞|oo)$/i.test(t)) return sym('inf');
  if (/^-\s*(inf|infinity|\\infty|∞|oo)$/i.test(t))
    return simplify({ k: 'mul', args: [{ k: 'num', n: -1n, d: 1n }, sym('inf')] });
  const e = simplify(parse(t));
  if (symbols(e).size) throw new MathError('VALIDATION_ERROR', 'Bounds must be numbers', { reason: 'bad-bound' });
  return e;
}

type Base = { model: CalculatorModel; inputLatex: string; inputText: string };

function result(base: Base, r: Omit<Partial0, 'model' | 'inputLatex' | 'inputText' | 'resultText'>): Partial0 {
  return { ...base, ...r, resultText: r.calcResultText };
}

function doCalculation(e: Expr, x: string, task: ComputeRequest['task'], base: Base): Partial0 {
  if (e.k === 'rel' || e.k === 'list') return doSolve(e, x, base);
  if (task === 'expand' || task === 'factor') {
    return ruleResult(base, task, task === 'expand' ? expandSteps(e) : factorSteps(e));
  }
  if (isNumeric(e) && task !== 'simplify') {
    const steps = arithmeticSteps(e);
    let v = simplify(e);
    if (v.k === 'num' && hasDecimal(e)) v = { ...v, dec: true };
    if (contains(v, 'i')) {
      const ex = simplify(expand(v));
      if (toLatex(ex) !== toLatex(v)) {
        steps.add('expand', toLatex(v), toLatex(ex));
        v = ex;
      }
    }
    const c = evalComplex(v);
    const dec = fmtComplex(c.re, c.im);
    const exactL = toLatex(v),
      exactT = toText(v);
    const decDiffers = dec !== exactT;
    if (decDiffers && Number.isFinite(c.re)) steps.add('decimal-approximation', exactL, latexNum(dec));
    const check = evalComplex(e);
    if ((!Number.isFinite(check.re) || !Number.isFinite(check.im)) && !contains(v, 'inf')) {
      throw new MathError('VALIDATION_ERROR', 'The expression is undefined (outside the domain of a function)', {
        reason: 'undefined-value',
      });
    }
    const verified = Math.hypot(check.re - c.re, check.im - c.im) <= 1e-9 * Math.max(1, Math.hypot(c.re, c.im));
    return result(base, {
      task: 'calculate',
      status: 'ok',
      simplifyResult: exactL,
      simplifyResultText: exactT,
      calcResult: decDiffers ? latexNum(dec) : exactL,
      calcResultText: decDiffers ? dec : exactT,
      approx: dec,
      verified,
      exact: true,
      steps: steps.steps,
      method: 'exact-arithmetic',
    });
  }
  return ruleResult(base, 'simplify', simplifyFull(e));
}

/** A simplify / expand / factor result by the rewriting rules: the same exact form in both answer fields. */
function ruleResult(
  base: Base,
  task: 'simplify' | 'expand' | 'factor',
  r: { result: Expr; verified: boolean; steps: { steps: Step[] }; alternates?: Expr[]; status?: 'not-found' },
): Partial0 {
  return result(base, {
    task,
    ...(r.alternates?.length ? { alternateForms: r.alternates.map((e) => ({ latex: toLatex(e), text: toText(e) })) } : {}),
    status: r.status ?? 'ok',
    simplifyResult: toLatex(r.result),
    simplifyResultText: toText(r.result),
    calcResult: toLatex(r.result),
    calcResultText: toText(r.result),
    verified: r.verified,
    exact: true,
    steps: r.steps.steps,
    method: 'rules',
  });
}

function solLists(r: SolveResult): { latex: string[]; text: string[] } {
  const X = sym(r.variable);
  if (r.systemSolutions && r.systemSolutions.length > 1)
    return { latex: r.solutions.map(toLatex), text: r.solutions.map(toText) };
  if (r.system)
    return {
      latex: Object.entries(r.system).map(([k, v]) => `${toLatex(sym(k))} = ${toLatex(v)}`),
      text: Object.entries(r.system).map(([k, v]) => `${k} = ${toText(v)}`),
    };
  if (r.intervals) return { latex: r.solutions.map(toLatex), text: r.solutions.map(toText) };
  return { latex: r.solutions.map((s) => `${toLatex(X)} = ${toLatex(s)}`), text: r.solutions.map(toText) };
}

function doSolve(e: Expr, x: string, base: Base): Partial0 {
  let r: SolveResult;
  let task: TaskKind = 'solve';
  if (e.k === 'list') {
    const eqs = e.args;
    if (eqs.every((q) => q.k === 'rel' && q.op !== '=')) {
      // compound inequality a < f(x) < b (or several inequalities): intersect the solution sets
      const vs = [...symbols(e)];
      const v = vs.includes(x) ? x : (vs[0] ?? x);
      const parts = eqs.map((q) => solveInequality(q as Extract<Expr, { k: 'rel' }>, v));
      r = intersectInequalities(parts, v);
      task = 'inequality';
    } else {
      r = solveSystem(eqs);
      task = 'solve-system';
    }
  } else {
    if (e.k === 'rel' && e.op !== '=') task = 'inequality';
    if (!contains(e, x)) {
      const vs = [...symbols(e)];
      if (vs.length >= 1) x = vs.includes('x') ? 'x' : vs[0];
    }
    r = solveEquation(e, x);
  }
  const { latex, text } = solLists(r);
  const status: ResultStatus =
    r.kind === 'none' ? 'no-solution' : r.kind === 'all' ? 'all-real' : r.kind === 'unknown' ? 'not-found' : 'ok';
  let simplifyResult: string, simplifyResultText: string;
  if (r.kind === 'intervals') {
    simplifyResult = intervalsLatex(r.intervals ?? []);
    simplifyResultText = intervalsText(r.intervals ?? []);
  } else if (status === 'no-solution') {
    simplifyResult = '\\emptyset';
    simplifyResultText = 'no solution';
  } else if (status === 'all-real') {
    simplifyResult = `${toLatex(sym(x))} \\in \\mathbb{R}`;
    simplifyResultText = 'all real numbers';
  } else if (status === 'not-found') {
    simplifyResult = '';
    simplifyResultText = '';
  } else {
    simplifyResult = latex.join(',\\quad ') + (r.period ? `,\\quad k \\in \\mathbb{Z}` : '');
    if (r.period)
      simplifyResult =
        r.solutions.map((s) => `${toLatex(sym(x))} = ${toLatex(s)} + ${toLatex(r.period!)} k`).join(',\\quad ') +
        ',\\quad k \\in \\mathbb{Z}';
    simplifyResultText =
      r.system || r.systemSolutions
        ? text.join(r.systemSolutions && r.systemSolutions.length > 1 ? '; ' : ', ')
        : text.map((t) => `${r.variable} = ${t}`).join(', ') + (r.period ? ` (+ k*${toText(r.period)})` : '');
    // a partial list of numeric roots says where it is complete (issue #18)
    if (r.partial && !r.period) {
      simplifyResult += `\\quad (${toLatex(sym(x))} \\in [${PARTIAL_WINDOW.join(', ')}])`;
      simplifyResultText += ` (solutions in [${PARTIAL_WINDOW.join(', ')}] only)`;
    }
  }
  const approxs = r.approx.every((a) => Number.isFinite(a.re) && Number.isFinite(a.im))
    ? r.approx.map((a) => fmtComplex(a.re, a.im))
    : [];
  const isSys = !!(r.system || r.systemSolutions);
  // the decimals keep the period or the window of the exact answer (sin(x) = 1/2: x ≈ 0.5236 + 2πk, k ∈ ℤ)
  const win = `[${PARTIAL_WINDOW.join(', ')}]`;
  const perT = r.period ? ` + k*${toText(r.period)}` : '',
    perL = r.period ? ` + ${toLatex(r.period)} k` : '';
  const tailT = r.period ? ', k integer' : r.partial ? ` (solutions in ${win} only)` : '';
  const tailL = r.period ? ',\\quad k \\in \\mathbb{Z}' : r.partial ? `\\quad (${toLatex(sym(r.variable))} \\in ${win})` : '';
  const calcText =
    r.kind === 'solutions' && !isSys && approxs.length
      ? approxs.map((a) => `${r.variable} = ${a}${perT}`).join(', ') + tailT
      : simplifyResultText;
  const calcLatex =
    r.kind === 'solutions' && !isSys && approxs.length
      ? approxs.map((a) => `${toLatex(sym(r.variable))} \\approx ${latexNum(a)}${perL}`).join(',\\quad ') + tailL
      : simplifyResult;
  return result(base, {
    task,
    status,
    simplifyResult,
    simplifyResultText,
    calcResult: calcLatex,
    calcResultText: calcText,
    solutions: isSys ? text : r.kind === 'solutions' ? text : r.kind === 'intervals' ? text : [],
    solutionsLatex: latex,
    period: r.period ? toText(r.period) : undefined,
    solutionsPartial: r.partial || undefined,
    approx: approxs.length ? approxs.join(', ') : undefined,
    verified: r.verified,
    exact: r.exact && r.kind !== 'unknown',
    steps: r.steps.steps,
    method: r.method,
  });
}

function doDerivative(f: Expr, x: string, order: number, base: Base): Partial0 {
  const r = derivative(f, x, order);
  const fin = simplifyFull(r.result, { useCE: false });
  const steps = new StepLog();
  steps.push(...r.steps.steps);
  let res = r.result;
  if (!equalLatex(fin.result, r.result) && fin.verified) {
    steps.add('simplify', toLatex(r.result), toLatex(fin.result));
    res = fin.result;
  }
  // verify: compare with a numeric derivative at sample points (a constant's derivative is 0 by the constant rule)
  const verified = freeOf(simplify(f), x) ? res.k === 'num' && res.n === 0n : verifyDerivative(simplify(f), res, x, order);
  return result(base, {
    task: 'derivative',
    status: 'ok',
    simplifyResult: toLatex(res),
    simplifyResultText: toText(res),
    calcResult: toLatex(res),
    calcResultText: toText(res),
    verified,
    exact: true,
    steps: steps.steps,
    method: 'rules',
  });
}
function doImplicit(e: Extract<Expr, { k: 'rel' }>, x: string, y: string, base: Base): Partial0 {
  const F = simplify({ k: 'sub', args: [e.args[0], e.args[1]] });
  const steps = new StepLog();
  const Fx = derivative(F, x),
    Fy = derivative(F, y);
  const dydx = `\\frac{d${y}}{d${x}}`;
  steps.add('implicit-differentiation', toLatex(e), `${toLatex(Fx.result)} + ${toLatex(Fy.result)}\\,${dydx} = 0`, {
    y: y,
    x: x,
  });
  steps.push(...Fx.steps.steps, ...Fy.steps.steps);
  const res0 = simplify({ k: 'neg', args: [{ k: 'div', args: [Fx.result, Fy.result] }] });
  const fin = simplifyFull(res0, { useCE: false });
  const res = fin.verified ? fin.result : res0;
  steps.add('divide-both-sides', `${toLatex(Fx.result)} + ${toLatex(Fy.result)}\\,${dydx} = 0`, `${dydx} = ${toLatex(res)}`, {
    factor: toLatex(Fy.result),
  });
  // verify: along the curve, the slope from a nearby point agrees (numerically solve F(x0 + h, y) = 0 near y0)
  const verified = verifyImplicit(F, x, y, res);
  return result(base, {
    task: 'derivative',
    status: 'ok',
    simplifyResult: `${dydx} = ${toLatex(res)}`,
    simplifyResultText: toText(res),
    calcResult: `${dydx} = ${toLatex(res)}`,
    calcResultText: toText(res),
    verified,
    exact: true,
    steps: steps.steps,
    method: 'implicit',
  });
}
function verifyImplicit(F: Expr, x: string, y: string, d: Expr): boolean {
  // find points on the curve: fix x0, solve F(x0, y) = 0 by bisection, compare finite-difference slope
  let checked = 0;
  for (const x0 of [0.31, 0.77, 1.23, -0.52]) {
    const g = (yy: number, xx = x0) => evalReal(F, { [x]: xx, [y]: yy });
    let y0: number | null = null;
    for (let a = -10; a < 10 && y0 === null; a += 0.05) {
      const fa = g(a),
        fb = g(a + 0.05);
      if (Number.isFinite(fa) && Number.isFinite(fb) && fa * fb < 0) {
        let lo = a,
          hi = a + 0.05;
        for (let k = 0; k < 60; k++) {
          const m = (lo + hi) / 2;
          if (g(lo) * g(m) <= 0) hi = m;
          else lo = m;
        }
        y0 = (lo + hi) / 2;
      }
    }
    if (y0 === null) continue;
    const h = 1e-6,
      Fx = (g(y0, x0 + h) - g(y0, x0 - h)) / (2 * h),
      Fy = (g(y0 + h) - g(y0 - h)) / (2 * h);
    if (Math.abs(Fy) < 1e-6) continue;
    const want = -Fx / Fy,
      got = evalReal(d, { [x]: x0, [y]: y0 });
    if (!Number.isFinite(got) || Math.abs(got - want) > 1e-4 * Math.max(1, Math.abs(want))) return false;
    checked++;
  }
  return checked >= 2;
}
function equalLatex(a: Expr, b: Expr) {
  return toLatex(a) === toLatex(b);
}
function verifyDerivative(f: Expr, d: Expr, x: string, order: number): boolean {
  const others = [...symbols(f)].filter((v) => v !== x);
  let ok = 0;
  for (const t of [0.37, 0.81, 1.23, 1.67, 2.11, -0.53]) {
    const env: Record<string, number> = { [x]: t };
    for (const o of others) env[o] = 0.7;
    const h = order === 1 ? 1e-5 : order === 2 ? 1e-3 : 1e-2;
    const F = (s: number) => evalReal(f, { ...env, [x]: s });
    let num: number;
    if (order === 1) num = (F(t + h) - F(t - h)) / (2 * h);
    else if (order === 2) num = (F(t + h) - 2 * F(t) + F(t - h)) / (h * h);
    else {
      ok++;
      continue;
    } // higher orders: verified step by step by the same rules
    const sym_ = evalReal(d, env);
    if (!Number.isFinite(num) || !Number.isFinite(sym_)) continue;
    if (Math.abs(num - sym_) > 1e-4 * Math.max(1, Math.abs(sym_))) return false;
    ok++;
  }
  return ok >= 3;
}

function doIndefinite(f: Expr, x: string, base: Base): Partial0 {
  const r = integrateIndefinite(f, x);
  if (!r.antiderivative) {
    return result(base, {
      task: 'indefinite-integral',
      status: 'not-found',
      simplifyResult: '',
      simplifyResultText: '',
      calcResult: '',
      calcResultText: '',
      verified: false,
      exact: false,
      steps: [],
      method: 'none',
    });
  }
  const F = r.antiderivative;
  const steps = r.steps;
  steps.add('constant-of-integration', toLatex(F), `${toLatex(F)} + C`);
  const L = `${toLatex(F)} + C`,
    T = `${toText(F)} + C`;
  return result(base, {
    task: 'indefinite-integral',
    status: 'ok',
    simplifyResult: L,
    simplifyResultText: T,
    calcResult: L,
    calcResultText: T,
    verified: r.verified,
    exact: true,
    steps: steps.steps,
    method: r.method,
  });
}

function doDefinite(f: Expr, x: string, a: Expr, b: Expr, base: Base): Partial0 {
  const r = integrateDefinite(f, x, a, b);
  if (r.divergent)
    return result(base, {
      task: 'definite-integral',
      status: 'divergent',
      simplifyResult: '\\infty',
      simplifyResultText: 'diverges',
      calcResult: '\\infty',
      calcResultText: 'diverges',
      verified: r.verified,
      exact: true,
      steps: r.steps.steps,
      method: 'divergent',
    });
  if (!r.value)
    return result(base, {
      task: 'definite-integral',
      status: 'not-found',
      simplifyResult: '',
      simplifyResultText: '',
      calcResult: Number.isFinite(r.approx) ? latexNum(fmtNum(r.approx)) : '',
      calcResultText: Number.isFinite(r.approx) ? fmtNum(r.approx) : '',
      verified: false,
      exact: false,
      steps: r.steps.steps,
      method: 'none',
    });
  const dec = fmtNum(r.approx);
  return result(base, {
    task: 'definite-integral',
    status: 'ok',
    simplifyResult: toLatex(r.value),
    simplifyResultText: toText(r.value),
    calcResult: latexNum(dec),
    calcResultText: dec,
    approx: dec,
    verified: r.verified,
    exact: r.exact,
    steps: r.steps.steps,
    method: r.method,
  });
}

function doLimit(f: Expr, x: string, a: Expr, dir: '+' | '-' | undefined, base: Base): Partial0 {
  const r = limit(f, x, a, dir);
  if (!r.value) {
    const dne = r.method === 'one-sided';
    return result(base, {
      task: 'limit',
      status: dne ? 'does-not-exist' : 'not-found',
      simplifyResult: dne ? '\\text{DNE}' : '',
      simplifyResultText: dne ? 'does not exist' : '',
      calcResult: '',
      calcResultText: '',
      verified: dne,
      exact: dne && r.exact,
      steps: r.steps.steps,
      method: r.method,
    });
  }
  const v = r.value;
  const approx = evalReal(v);
  const dec = fmtNum(approx);
  const numericCheck = limitNumericCheck(simplify(f), x, a, dir, approx);
  return result(base, {
    task: 'limit',
    status: 'ok',
    simplifyResult: toLatex(v),
    simplifyResultText: toText(v),
    calcResult: latexNum(dec),
    calcResultText: dec,
    approx: dec,
    verified: numericCheck,
    exact: r.exact,
    steps: r.steps.steps,
    method: r.method,
  });
}
function limitNumericCheck(f: Expr, x: string, a: Expr, dir: '+' | '-' | undefined, v: number): boolean {
  const av = evalReal(a);
  const pts: number[] = [];
  for (const h of [1e-2, 1e-3, 1e-4, 1e-5, 1e-6]) {
    if (Number.isFinite(av)) {
      if (dir !== '-') pts.push(av + h * Math.max(1, Math.abs(av)));
      if (dir !== '+') pts.push(av - h * Math.max(1, Math.abs(av)));
    } else pts.push(Math.sign(av) / h);
  }
  const vals = pts.map((t) => evalReal(f, { [x]: t })).filter((y) => !Number.isNaN(y));
  if (!vals.length) return false;
  if (!Number.isFinite(v)) {
    // values must grow with the right sign as the point is approached
    const last = vals.slice(-2);
    return (
      last.every((y) => Math.sign(y) === Math.sign(v) && Math.abs(y) > 1e3) &&
      Math.abs(vals[vals.length - 1]) >= Math.abs(vals[0])
    );
  }
  return vals.some((y) => Math.abs(y - v) < 1e-2 * Math.max(1, Math.abs(v)));
}
