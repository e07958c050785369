/**
 * Tutor quizzes from the engine's solution steps (issue 6): each teaching step becomes a question
 * whose right option is the engine's `after` and whose wrong options are the common mistakes the
 * engine produces for that rule (`distractors`: a sign error when moving a term, a forgotten
 * chain-rule factor, the product rule as a product of derivatives, ...). Rules without engine
 * distractors get the classic slips (a dropped constant of integration, an open/closed interval
 * swapped, a sign or an off-by-one in a number), each checked to be really wrong. Wrong options that
 * turn out to be equivalent to the right one are dropped, so a quiz never marks a correct answer
 * wrong. Option order is shuffled deterministically from the session seed (stable across reloads).
 *
 * Typed lines (`checkLine`) are judged by meaning, not by spelling: an equation line by its solution
 * set (the engine solves it), an expression line by numeric equivalence with the solution's lines.
 */
import { equivalent, evalReal, parse, toLatex, toText, type Expr, type Step } from '../../../math';
import { size } from '../../../math/ast';
import type { LineVerdict, TutorOption } from '../shared/contract';

/** Steps that check a result rather than teach a move: not quizzed (the answer panel shows the check). */
export const CHECK_RULES = new Set(['verify-solution', 'differentiate-to-check', 'substitute-back']);

/** Rules with a worded explanation of their typical mistake (`tutor:mistakes.<rule>`); others use `generic`. */
export const MISTAKE_RULES = new Set([
  'subtract-from-both-sides', 'add-to-both-sides', 'divide-both-sides', 'multiply-both-sides', 'move-terms', 'flip-inequality',
  'product-rule', 'quotient-rule', 'chain-rule', 'power-rule', 'trig-derivative', 'exp-derivative', 'log-derivative',
  'integration-by-parts', 'integral-power-rule', 'integral-table', 'u-substitution', 'constant-of-integration',
  'quadratic-formula', 'zero-product-property', 'factor-quadratic', 'interval-notation', 'evaluate-arithmetic', 'distribute', 'combine-like-terms',
]);

export const mistakeKey = (rule: string): string => `tutor:mistakes.${MISTAKE_RULES.has(rule) ? rule : 'generic'}`;

export interface QuizStep {
  /** 1-based step number (§3 newTutorSessions[].step). */
  step: number;
  rule: string;
  before: string;
  after: string;
  params?: Record<string, string>;
  optionList: TutorOption[];
}

/** Mulberry32: a small seeded PRNG, so choices are the same on every reload. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the given random source; shuffles in place and returns the array. */
export function shuffle<T>(a: T[], random: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Parses LaTeX or plain text into relation sides; null when it cannot be read. */
function sides(s: string): Expr[] | null {
  try {
    const parts = s.split(/(?<![<>!])=(?!=)/);
    if (parts.length > 2) return null;
    return parts.map((x) => parse(x));
  } catch {
    return null;
  }
}

/** Same mathematics: the same text, or each side numerically equivalent. */
export function sameMath(a: string, b: string): boolean {
  if (a.replace(/\s+/g, '') === b.replace(/\s+/g, '')) return true;
  const x = sides(a);
  const y = sides(b);
  if (!x || !y || x.length !== y.length) return false;
  try {
    return x.every((e, i) => equivalent(e, y[i]!));
  } catch {
    return false;
  }
}

/**
 * Classic slips for a step without engine distractors. Each candidate must parse (or be an interval)
 * and differ in meaning from the right answer.
 */
export function fallbackDistractors(s: Pick<Step, 'rule' | 'before' | 'after'>): string[] {
  const out: string[] = [];
  if (s.rule === 'constant-of-integration') out.push(s.before);
  if (s.rule === 'interval-notation') {
    const swapped = s.after.replace(/^\(/, '[').replace(/^\[(?=.*\]$)/, '(');
    if (swapped !== s.after) out.push(swapped);
    return out;
  }
  // A sign slip: the first " - " becomes " + " (or the reverse).
  const minus = s.after.indexOf(' - ');
  const plus = s.after.indexOf(' + ');
  const at = minus >= 0 && (plus < 0 || minus < plus) ? minus : plus;
  if (at >= 0) out.push(`${s.after.slice(0, at)} ${s.after[at + 1] === '-' ? '+' : '-'} ${s.after.slice(at + 3)}`);
  // An arithmetic slip: the last whole number outside exponents is off by one.
  const nums = [...s.after.matchAll(/(?<![\^{.\d])\d+(?![.\d])/g)];
  const last = nums[nums.length - 1];
  if (last && last.index !== undefined) out.push(`${s.after.slice(0, last.index)}${Number(last[0]) + 1}${s.after.slice(last.index + last[0].length)}`);
  return out.filter((d) => d !== s.after && sides(d) !== null && !sameMath(d, s.after));
}

/**
 * Builds the quiz of a solution.
 * @param steps the engine's teaching steps (`ComputeResult.steps` without the checks)
 * @param seed a per-session number (e.g. the session id) for a stable option order
 * @returns one QuizStep per step; a step with no believable wrong option has only its right option
 *   (the tutor shows it as a worked step)
 */
export function buildQuiz(steps: readonly Step[], seed: number): QuizStep[] {
  const out: QuizStep[] = [];
  const random = rng(seed);
  for (const s of steps) {
    if (CHECK_RULES.has(s.rule)) continue;
    let wrong = [...new Set(s.distractors ?? [])].filter((d) => !sameMath(d, s.after));
    if (!wrong.length) wrong = fallbackDistractors(s);
    const options: TutorOption[] = [{ latex: s.after, correct: true }, ...wrong.slice(0, 3).map((latex) => ({ latex, correct: false, whyKey: mistakeKey(s.rule) }))];
    out.push({ step: out.length + 1, rule: s.rule, before: s.before, after: s.after, ...(s.params ? { params: s.params } : {}), optionList: shuffle(options, random) });
  }
  return out;
}

export interface LineContext {
  /** The line the student starts from (the current step's `before`). */
  before: string;
  /** The solution's lines from the current step on: its `after`, the later steps' `after`s, the answer. */
  expected: readonly string[];
  /** The variable solved for. */
  variable: string;
  /** FUNCTION_SOLVE problems: the solutions of the problem (plain syntax); empty otherwise. */
  solutions: readonly string[];
  /** Solves an equation line (plain syntax) with the engine; null when it cannot. */
  solve?: (equation: string, variable: string) => Promise<string[] | null>;
}

export interface LineResult {
  verdict: LineVerdict;
  where?: { part: 'left' | 'right' | 'term' | 'whole'; latex?: string };
}

/** The numeric value of a solution ("4", "-3/2", "sqrt(2)"); NaN when it is not a number. */
const value = (s: string): number => {
  try {
    return evalReal(parse(s));
  } catch {
    return NaN;
  }
};

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const va = a.map(value).sort((x, y) => x - y);
  const vb = b.map(value).sort((x, y) => x - y);
  if (va.length !== vb.length || va.some((x) => Number.isNaN(x))) return false;
  return va.every((x, i) => Math.abs(x - vb[i]!) <= 1e-9 * Math.max(1, Math.abs(x)));
}

/** Top-level terms of a sum (raw parse tree: `add`, `sub`, `neg`). */
function terms(e: Expr): Expr[] {
  if (e.k === 'add') return e.args.flatMap(terms);
  if (e.k === 'sub') return [...terms(e.args[0]), { k: 'neg', args: [e.args[1]] }];
  return [e];
}

/** Where a wrong line differs from the expected one: a side of an equation, or a term of a sum. */
function locate(typed: Expr[], expected: Expr[] | null): LineResult['where'] {
  if (!expected) return { part: 'whole' };
  const eq = (a: Expr, b: Expr) => {
    try {
      return equivalent(a, b);
    } catch {
      return false;
    }
  };
  if (typed.length === 2 && expected.length === 2) {
    const l = eq(typed[0]!, expected[0]!);
    const r = eq(typed[1]!, expected[1]!);
    if (l && !r) return { part: 'right' };
    if (r && !l) return { part: 'left' };
    return { part: 'whole' };
  }
  if (typed.length === 1 && expected.length === 1) {
    const mine = terms(typed[0]!);
    const theirs = terms(expected[0]!);
    if (mine.length > 1 && theirs.length > 1) {
      const off = mine.find((t) => !theirs.some((u) => eq(t, u)));
      if (off) return { part: 'term', latex: toLatex(off) };
    }
  }
  return { part: 'whole' };
}

/**
 * Judges a line the student typed as their next step (issue 6).
 * - `progress`: equivalent to the expected next line or a later one; for an equation, any simpler
 *   equation with the same solution set.
 * - `no-progress`: true but not closer to the answer (a restatement, or a bigger equivalent equation).
 * - `wrong`: not equivalent; `where` names the side or term that differs from the expected next line.
 * - `unreadable`: it cannot be read as math.
 */
export async function checkLine(typed: string, ctx: LineContext): Promise<LineResult> {
  const mine = sides(typed);
  if (!mine) return { verdict: 'unreadable' };
  if (ctx.expected.some((e) => sameMath(typed, e))) return { verdict: 'progress' };
  const next = ctx.expected[0] ? sides(ctx.expected[0]) : null;
  if (mine.length === 2 && ctx.solutions.length && ctx.solve) {
    const found = await ctx.solve(typed.includes('\\') ? `${toText(mine[0]!)} = ${toText(mine[1]!)}` : typed, ctx.variable);
    if (found) {
      if (sameSet(found, ctx.solutions)) {
        const before = sides(ctx.before);
        const smaller = before ? mine.reduce((n, e) => n + size(e), 0) < before.reduce((n, e) => n + size(e), 0) : false;
        return { verdict: smaller ? 'progress' : 'no-progress' };
      }
      return { verdict: 'wrong', where: locate(mine, next) };
    }
  }
  if (sameMath(typed, ctx.before)) return { verdict: 'no-progress' };
  return { verdict: 'wrong', where: locate(mine, next) };
}
