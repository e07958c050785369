/**
 * Grader of the OpenStax corpus (corpus.json, extracted by extract.py, answers normalized by SymPy in check.py).
 *
 * Each item goes through the path users get — normalizeQuestion → routeQuestion → compute, with the same
 * "words are not math" guard as Ask (math/topics/corpus.ts) — and gets one verdict:
 *   - `not-read`: the question is not understood (the router refuses it, or the guard does);
 *     (a VALIDATION_ERROR from compute — the routed input does not parse — counts as not read too);
 *   - `error`: it was read but computing failed (timeout, unsupported method, internal error, `not-found`);
 *   - `right`: the answer shown is mathematically the book's answer (see {@link sameAnswer});
 *   - `wrong`: an answer is shown and it is not the book's — the never-a-wrong-answer bugs of issue #18.
 * The comparison is by mathematical equivalence, never by spelling: numbers within the rounding of the book's
 * answer, expressions numerically equal at sample points, solution sets as sets, points and intervals element-wise.
 * A "Factor" question answered with a sum (nothing factored) is wrong even when the value is equal.
 */
import {
  compute,
  evalComplex,
  evalReal,
  looksLikeMath,
  normalizeQuestion,
  numericallyEqual,
  parse,
  routeQuestion,
  type ComputeResult,
  type Expr,
} from '@lemma/math';

/** The book's answer, normalized by check.py (values in Lemma's plain syntax). */
export type AnswerCheck =
  | { kind: 'expr'; value: string; approx?: number }
  | { kind: 'solutions'; var: string; values: string[]; approx: number[] }
  | { kind: 'point'; values: string[] }
  | { kind: 'equation'; lhs: string; rhs: string }
  | { kind: 'intervals'; var: string; intervals: [string, string, boolean, boolean][] }
  | { kind: 'none' }
  | { kind: 'no-real' }
  | { kind: 'infinite' }
  | { kind: 'all' };

/** One exercise of corpus.json. */
export interface OpenStaxItem {
  /** The question as a student pastes it: the book's instruction, then the exercise in typed math. */
  q: string;
  /** The book's answer, as typed text. */
  expect: string;
  check: AnswerCheck;
  book: string;
  chapter: number;
  chapterTitle: string;
  /** `chapter.section`, e.g. `2.3`. */
  section: string;
  sectionTitle: string;
  kind: 'try-it' | 'exercise';
  /** The exercise number as the book counts it (see README), with a part letter for ⓐ/ⓑ parts. */
  exercise: string;
  /** The CNXML id of the exercise (exact). */
  exerciseId: string;
  module: string;
  licence: string;
}

export type OpenStaxVerdict = 'right' | 'wrong' | 'not-read' | 'error';

/** The grade of one item: the verdict, the answer shown (plain text) and why, when it is not right. */
export interface OpenStaxGrade {
  item: OpenStaxItem;
  verdict: OpenStaxVerdict;
  got: string;
  /** The route taken (`solve`, `topic:algebra/…`), when read. */
  route?: string;
  /** Why the verdict (the error code, or what differs). */
  reason?: string;
  ms: number;
}

type Outcome = { verdict: OpenStaxVerdict; got: string; route?: string; reason?: string };

/** Grades one item (see the module docstring). Never throws. */
export function gradeOpenStaxItem(item: OpenStaxItem): OpenStaxGrade {
  const t0 = performance.now();
  const out = outcome(item);
  return { item, ...out, ms: performance.now() - t0 };
}

/** Grades every item; see {@link gradeOpenStaxItem}. */
export function gradeOpenStax(items: readonly OpenStaxItem[]): OpenStaxGrade[] {
  return items.map(gradeOpenStaxItem);
}

function outcome(item: OpenStaxItem): Outcome {
  let routed: ReturnType<typeof routeQuestion>;
  try {
    routed = routeQuestion(normalizeQuestion(item.q, 'en'));
  } catch (e) {
    return { verdict: 'not-read', got: '', reason: errorCode(e) };
  }
  const route = routed.task === 'topic' ? `topic:${routed.request.topic?.topic ?? ''}` : String(routed.task);
  if (routed.task !== 'topic' && !looksLikeMath(routed.request.input))
    return { verdict: 'not-read', got: '', route, reason: 'words-in-math' };
  let r: ComputeResult;
  try {
    r = compute(routed.request);
  } catch (e) {
    // a parse error of the routed input means the words were not understood; timeouts and missing methods are errors
    const code = errorCode(e);
    return { verdict: code.startsWith('VALIDATION_ERROR') ? 'not-read' : 'error', got: '', route, reason: code };
  }
  const topicRoute = r.topic ? `topic:${r.topic.id}/${r.topic.task}` : route;
  if (r.status === 'not-found') return { verdict: 'error', got: '', route: topicRoute, reason: 'not-found' };
  const got = shown(r);
  const why = differs(r, item);
  return why ? { verdict: 'wrong', got, route: topicRoute, reason: why } : { verdict: 'right', got, route: topicRoute };
}

function errorCode(e: unknown): string {
  const err = e as { code?: string; detail?: { reason?: string }; message?: string };
  return [err.code, err.detail?.reason].filter(Boolean).join(':') || String(err.message ?? e).slice(0, 60);
}

/** The answer as the student sees it (plain text). */
function shown(r: ComputeResult): string {
  if (r.status === 'no-solution') return 'no solution';
  if (r.status === 'all-real') return 'all real numbers';
  return r.simplifyResultText + (r.period ? ` (+ k·${r.period})` : '');
}

// ---------- comparison ----------

/** Parses plain text with the engine's parser; null when it does not parse. */
function tryParse(s: string): Expr | null {
  try {
    return parse(s.replace(/−/g, '-').replace(/(\d),(\d{3})(?!\d)/g, '$1$2'));
  } catch {
    return null;
  }
}

/** Splits at commas (or semicolons) outside brackets. */
export function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of s) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if (depth === 0 && (c === ',' || c === ';')) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  return [...out, cur].map((x) => x.trim()).filter(Boolean);
}

/** The tolerance a decimal book answer allows: half a unit of its last digit (exact answers: 1e-9 relative). */
function tolerance(expect: string): number {
  const m = /\d\.(\d+)/.exec(expect);
  return m ? 0.5 * 10 ** -m[1]!.length + 1e-9 : 0;
}

function closeTo(a: number, b: number, tol: number): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= Math.max(tol, 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)));
}

/** The value of a constant expression (real, or NaN); percent signs read as /100. */
function value(text: string): number {
  const pct = /%\s*$/.test(text);
  const e = tryParse(text.replace(/%\s*$/, '').replace(/^\$/, ''));
  if (!e) return NaN;
  try {
    const v = evalReal(e);
    return pct ? v / 100 : v;
  } catch {
    return NaN;
  }
}

function complexValue(e: Expr): { re: number; im: number } {
  try {
    return evalComplex(e);
  } catch {
    return { re: NaN, im: NaN };
  }
}

/** "x = 2" → "2"; "f^(-1)(x) = x^3 - 4" → "x^3 - 4" (a value labelled with its variable or function). */
const stripVar = (s: string) => s.replace(/^\s*[A-Za-z](?:_\w+)?(?:\^\(-1\))?(?:\([^()=]*\))?\s*=\s*(?=[^=]+$)/, '');

/** Null when the result is the book's answer, else what differs. */
export function differs(r: ComputeResult, item: OpenStaxItem): string | null {
  const c = item.check;
  if (c.kind === 'none' || c.kind === 'no-real') {
    if (r.status === 'no-solution' || /no (real )?solution|∅/i.test(r.simplifyResultText)) return null;
    // the school books mean "no real solution": complex solutions (and nothing real) agree with them
    const vals = r.status === 'ok' ? listValues(r, r.simplifyResultText) : null;
    return vals?.length && vals.every((v) => Math.abs(complexValue(v).im) > 1e-9) ? null : 'expected no (real) solution';
  }
  if (c.kind === 'infinite')
    return r.status === 'all-real' || /infinitely many/i.test(r.simplifyResultText) ? null : 'expected infinitely many solutions';
  if (c.kind === 'all')
    return r.status === 'all-real' || /^\(\s*-\s*inf\s*,\s*inf\s*\)$/.test(r.simplifyResultText)
      ? null
      : 'expected all real numbers';
  if (r.status !== 'ok') return `status ${r.status}`;
  const text = r.simplifyResultText.trim();
  switch (c.kind) {
    case 'expr':
      return exprDiffers(r, text, c, item);
    case 'solutions':
      return solutionsDiffer(r, text, c);
    case 'point':
      return pointDiffers(text, c.values);
    case 'equation':
      return equationDiffers(text, c);
    case 'intervals':
      return intervalsDiffer(text, c.intervals);
  }
}

function exprDiffers(r: ComputeResult, text: string, c: { value: string; approx?: number }, item: OpenStaxItem): string | null {
  const parts = splitTop(text);
  if (parts.length !== 1) return 'several values where the book has one';
  const ours = stripVar(parts[0]!).replace(/\s*\(\+ k.*$/, '');
  if (/^factor\b/i.test(item.q) && /\(/.test(item.expect) && !/\(|\^/.test(ours) && /[+-]/.test(ours.slice(1)))
    return 'not factored';
  const form = formDiffers(ours, c.value, item.q);
  if (form) return form;
  if (c.approx !== undefined) {
    const tol = tolerance(item.expect);
    const v = value(ours);
    if (closeTo(v, c.approx, tol)) return null;
    const d = value(r.calcResultText);
    if (closeTo(d, c.approx, tol)) return null;
    if (!Number.isNaN(v)) return 'different value';
    const e = tryParse(ours);
    if (!e) return 'answer does not parse';
    return valueEverywhere(e, c.approx) ? 'equal in value but not simplified to a number' : 'different value';
  }
  if (/^expand\b/i.test(item.q) && count(item.expect, /\b(?:ln|log)/g) > count(ours, /\b(?:ln|log)/g)) return 'not expanded';
  const a = tryParse(ours);
  const b = tryParse(c.value);
  if (!a || !b) return a ? 'book answer does not parse in Lemma' : 'answer does not parse';
  const e1 = a.k === 'rel' ? a.args[1] : a;
  const vars = [...new Set([...symbolsOf(e1), ...symbolsOf(b)])];
  // the books take variables positive: compare there first; an answer defined only further out ((2z − 9)^(−3/2),
  // ln(x − 3)) on wider windows; the whole line around 0 last, as before
  for (const [lo, hi] of [
    [0.3, 2.7],
    [3.1, 9.9],
    [10.5, 40.5],
  ] as const) {
    const v = compareOn(e1, b, vars, lo, hi);
    if (v !== 'unknown') return v === 'equal' ? null : 'different expression';
  }
  return numericallyEqual(e1, b, vars) ? null : 'different expression';
}

/** Two expressions compared at sample points of [lo, hi] where both are real: 'unknown' below 3 such points. */
function compareOn(a: Expr, b: Expr, vars: string[], lo: number, hi: number): 'equal' | 'differ' | 'unknown' {
  let seen = 0;
  for (let s = 0; s < 24 && seen < 8; s++) {
    const env = Object.fromEntries(vars.map((x, j) => [x, lo + (((s * 7 + j * 5) % 23) + 0.5) * ((hi - lo) / 23)]));
    const x = safeEval(a, env);
    const y = safeEval(b, env);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (!closeTo(x, y, 1e-8)) return 'differ';
    seen++;
  }
  return seen >= 3 ? 'equal' : 'unknown';
}

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

/** A sum at the top of the tree (a leading minus sign `-a*b` is a product, not a sum). */
const isSum = (e: Expr): boolean => e.k === 'add' || e.k === 'sub';
/** The expression has a denominator that mentions a variable (`3/x`, `x^(-1/2)`), anywhere in it. */
function hasVariableDenominator(e: Expr): boolean {
  if (e.k === 'num' || e.k === 'sym') return false;
  if (e.k === 'div' && symbolsOf(e.args[1]!).size > 0) return true;
  if (e.k === 'pow' && symbolsOf(e.args[0]!).size > 0) {
    const p = e.args[1]!;
    if ((p.k === 'num' && p.n < 0n) || p.k === 'neg') return true;
  }
  return e.args.some(hasVariableDenominator);
}

/**
 * Where the instruction demands a form, the form (not only the value) must be the book's:
 * - "Factor …" answered with a sum where the book's answer is a product — nothing factored out;
 * - a product or quotient of rational expressions ("Multiply", "Divide", "Simplify", "… in simplest form") answered
 *   with a sum of fractions where the book has one fraction or a polynomial — not combined into one fraction.
 * Null when the form is right (or cannot be judged).
 */
function formDiffers(ours: string, book: string, q: string): string | null {
  const a = tryParse(ours);
  const b = tryParse(book);
  if (!a || !b || a.k === 'rel') return null;
  if (/^factor\b/i.test(q) && !isSum(b) && isSum(a)) return 'not factored';
  if (/^(?:multiply|divide|simplify)\b|simplest form/i.test(q) && !isSum(b) && isSum(a) && hasVariableDenominator(a))
    return 'not written as one fraction';
  return null;
}

/** True when the expression equals the number v at sample points (an unsimplified constant). */
function valueEverywhere(e: Expr, v: number): boolean {
  const vars = [...symbolsOf(e)];
  let seen = 0;
  for (let s = 0; s < 10; s++) {
    const env = Object.fromEntries(vars.map((x, j) => [x, 0.41 + ((s * 5 + j * 3) % 13) * 0.37]));
    const y = safeEval(e, env);
    if (!Number.isFinite(y)) continue;
    if (!closeTo(y, v, 1e-7)) return false;
    seen++;
  }
  return seen >= 3;
}

function symbolsOf(e: Expr, out = new Set<string>()): Set<string> {
  if (e.k === 'sym') {
    if (!['pi', 'e', 'i', 'inf'].includes(e.name)) out.add(e.name);
  } else if (e.k !== 'num') for (const a of e.args) symbolsOf(a, out);
  return out;
}

/** The values of a list of solutions "x = 2, x = 3", "x = 2 or x = 3", "2, 3". */
function listValues(r: ComputeResult, text: string): Expr[] | null {
  const texts = r.solutions?.length ? r.solutions : splitTop(text.replace(/\s+or\s+/g, ', ')).map(stripVar);
  const out: Expr[] = [];
  for (const t of texts) {
    const e = tryParse(stripVar(t));
    if (!e) return null;
    out.push(e);
  }
  return out;
}

function solutionsDiffer(r: ComputeResult, text: string, c: { values: string[]; approx: number[] }): string | null {
  const ours = listValues(r, text);
  if (!ours) return 'answer does not parse';
  let vals = ours.map(complexValue);
  if (r.period) {
    // a periodic family: the book lists the solutions in [0, 2π)
    const p = value(r.period);
    const inPeriod: { re: number; im: number }[] = [];
    for (const v of vals) for (let k = -4; k <= 4; k++) inPeriod.push({ re: v.re + k * p, im: 0 });
    vals = inPeriod.filter((v) => v.re >= -1e-9 && v.re < 2 * Math.PI - 1e-9);
  }
  const want = c.values.map((s) => complexValue(tryParse(s) ?? { k: 'sym', name: 'NaN' }));
  const same = (a: { re: number; im: number }, b: { re: number; im: number }) =>
    closeTo(a.re, b.re, 1e-6) && closeTo(a.im, b.im, 1e-6);
  const distinct = vals.filter((v, i) => vals.findIndex((u) => same(u, v)) === i);
  if (distinct.length !== want.length) return `${distinct.length} solutions, the book has ${want.length}`;
  return want.every((w) => distinct.some((v) => same(v, w))) ? null : 'different solutions';
}

function pointDiffers(text: string, want: string[]): string | null {
  let parts: string[];
  const m = /^\{?\s*\((.*)\)\s*\}?$/.exec(text);
  if (m) parts = splitTop(m[1]!);
  else {
    const eqs = splitTop(text.replace(/\s+and\s+/g, ', ')).map((p) => p.split('='));
    if (!eqs.every((p) => p.length === 2)) return 'answer is not a point';
    parts = eqs.sort((a, b) => a[0]!.trim().localeCompare(b[0]!.trim())).map((p) => p[1]!);
  }
  if (parts.length !== want.length) return 'different number of coordinates';
  return parts.every((p, i) => closeTo(value(p), value(want[i]!), 1e-9)) ? null : 'different point';
}

function equationDiffers(text: string, c: { lhs: string; rhs: string }): string | null {
  const ours = tryParse(text.replace(/\s*\(\+ k.*$/, ''));
  const l = tryParse(c.lhs);
  const rr = tryParse(c.rhs);
  if (!ours || !l || !rr) return ours ? 'book answer does not parse in Lemma' : 'answer does not parse';
  const want: Expr = { k: 'sub', args: [l, rr] };
  if (ours.k !== 'rel')
    return l.k === 'sym' && numericallyEqual(ours, rr, [...symbolsOf(rr), ...symbolsOf(ours)]) ? null : 'not the equation';
  const got: Expr = { k: 'sub', args: [ours.args[0], ours.args[1]] };
  // the same equation: ours = k · book's for one constant k ≠ 0
  const vars = [...new Set([...symbolsOf(got), ...symbolsOf(want)])];
  const env = (seed: number) => Object.fromEntries(vars.map((v, j) => [v, 0.37 + ((seed * 7 + j * 3) % 11) * 0.29]));
  let ratio: number | null = null;
  for (let s = 0; s < 8; s++) {
    const a = safeEval(got, env(s));
    const b = safeEval(want, env(s));
    if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(b) < 1e-9) continue;
    const q = a / b;
    if (ratio === null) ratio = q;
    else if (!closeTo(q, ratio, 1e-7)) return 'different equation';
  }
  return ratio !== null && Math.abs(ratio) > 1e-12 ? null : 'different equation';
}

function safeEval(e: Expr, env: Record<string, number>): number {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
}

type Iv = { lo: number; hi: number; loClosed: boolean; hiClosed: boolean };

/** Intervals from "(-inf, 4]", "(-inf, -2) U (3, inf)", "x <= 4", "-2 < x <= 3", "x < -2 or x > 3". */
export function parseOurIntervals(text: string): Iv[] | null {
  const parts = text.split(/\s*(?:∪|\bU\b|\\cup|\bor\b)\s*/).filter(Boolean);
  const out: Iv[] = [];
  const end = (s: string) => (/^-\s*(inf|∞)$/.test(s.trim()) ? -Infinity : /^\+?(inf|∞)$/.test(s.trim()) ? Infinity : value(s));
  for (const p of parts) {
    const m = /^([[(])\s*(.+?)\s*,\s*(.+?)\s*([\])])$/.exec(p.trim());
    if (m) {
      out.push({ lo: end(m[2]!), hi: end(m[3]!), loClosed: m[1] === '[', hiClosed: m[4] === ']' });
      continue;
    }
    const t = p.trim().split(/\s*(<=|>=|≤|≥|<|>)\s*/);
    const op = (o: string) => o.replace('≤', '<=').replace('≥', '>=');
    if (t.length === 3 && /^[a-z]$/i.test(t[0]!)) {
      const v = value(t[2]!);
      const o = op(t[1]!);
      out.push(
        o.startsWith('<')
          ? { lo: -Infinity, hi: v, loClosed: false, hiClosed: o === '<=' }
          : { lo: v, hi: Infinity, loClosed: o === '>=', hiClosed: false },
      );
    } else if (t.length === 5 && /^[a-z]$/i.test(t[2]!) && op(t[1]!).startsWith('<') && op(t[3]!).startsWith('<')) {
      out.push({ lo: value(t[0]!), hi: value(t[4]!), loClosed: op(t[1]!) === '<=', hiClosed: op(t[3]!) === '<=' });
    } else return null;
  }
  return out.some((iv) => Number.isNaN(iv.lo) || Number.isNaN(iv.hi)) ? null : out;
}

function intervalsDiffer(text: string, want: [string, string, boolean, boolean][]): string | null {
  const ours = parseOurIntervals(text);
  if (!ours) return 'answer is not an interval';
  const w = want.map(([lo, hi, lc, hc]) => ({
    lo: lo === '-inf' ? -Infinity : value(lo),
    hi: hi === 'inf' ? Infinity : value(hi),
    loClosed: lc,
    hiClosed: hc,
  }));
  if (ours.length !== w.length) return 'different intervals';
  const key = (a: Iv) => a.lo;
  ours.sort((a, b) => key(a) - key(b));
  w.sort((a, b) => key(a) - key(b));
  const ok = ours.every(
    (a, i) =>
      closeTo(a.lo, w[i]!.lo, 1e-9) &&
      closeTo(a.hi, w[i]!.hi, 1e-9) &&
      (a.lo === -Infinity || a.loClosed === w[i]!.loClosed) &&
      (a.hi === Infinity || a.hiClosed === w[i]!.hiClosed),
  );
  return ok ? null : 'different intervals';
}
