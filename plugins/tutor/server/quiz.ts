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
import {
  checkAntiderivative,
  equivalent,
  evalReal,
  parse,
  RULES,
  size,
  toLatex,
  toText,
  type Expr,
  type Step,
} from '@lemma/math';
import type { LineVerdict, TutorOption } from '../shared/contract';

/** Steps that check a result rather than teach a move: not quizzed (the answer panel shows the check). */
export const CHECK_RULES = new Set(['verify-solution', 'differentiate-to-check', 'substitute-back']);

/** Rules with a worded explanation of their typical mistake (`tutor:mistakes.<rule>`); others use `generic`. */
export const MISTAKE_RULES = new Set([
  'subtract-from-both-sides',
  'add-to-both-sides',
  'divide-both-sides',
  'multiply-both-sides',
  'move-terms',
  'flip-inequality',
  'product-rule',
  'quotient-rule',
  'chain-rule',
  'power-rule',
  'trig-derivative',
  'exp-derivative',
  'log-derivative',
  'integration-by-parts',
  'integral-power-rule',
  'integral-table',
  'u-substitution',
  'constant-of-integration',
  'quadratic-formula',
  'zero-product-property',
  'factor-quadratic',
  'interval-notation',
  'evaluate-arithmetic',
  'distribute',
  'combine-like-terms',
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

/** A line split into its relations (`a = b,\quad c = d` → two), each split into sides; null when unreadable. */
function lines(s: string): Expr[][] | null {
  const out: Expr[][] = [];
  for (const part of s.split(/,\s*\\quad\s*/)) {
    const x = sides(part);
    if (!x) return null;
    out.push(x);
  }
  return out;
}

/** Same mathematics: the same text, or each relation's sides numerically equivalent. */
export function sameMath(a: string, b: string): boolean {
  if (a.replace(/\s+/g, '') === b.replace(/\s+/g, '')) return true;
  const x = lines(a);
  const y = lines(b);
  if (!x || !y || x.length !== y.length) return false;
  try {
    return x.every((rel, i) => rel.length === y[i]!.length && rel.every((e, j) => equivalent(e, y[i]![j]!)));
  } catch {
    return false;
  }
}

/** Trigonometric and hyperbolic functions students swap by mistake. */
const SWAPS: [string, string][] = [
  ['\\sin', '\\cos'],
  ['\\sinh', '\\cosh'],
  ['\\tan', '\\cot'],
  ['\\sec', '\\csc'],
];
/** Limit values and their classic confusions. */
const LIMIT_SLIPS: Record<string, string[]> = {
  '\\infty': ['-\\infty', '0'],
  '-\\infty': ['\\infty', '0'],
  '\\text{DNE}': ['0', '\\infty'],
  '0': ['\\infty', '1'],
};

/**
 * Classic slips for a step without engine distractors: the constant of integration dropped, an
 * interval bracket swapped, a limit's value confused, sin/cos swapped, a sign slipped (in the middle
 * or in front), a number or an exponent off by one. Each candidate must be readable math and differ
 * in meaning from the right answer; at most three are kept.
 */
export function fallbackDistractors(s: Pick<Step, 'rule' | 'before' | 'after'>): string[] {
  const a = s.after;
  if (s.rule === 'interval-notation') {
    const swapped = a.replace(/^\(/, '[').replace(/^\[(?=.*\]$)/, '(');
    return swapped !== a ? [swapped] : [];
  }
  const kp = (RULES as Record<string, { kp: string }>)[s.rule]?.kp ?? '';
  if (kp.startsWith('limits.') && LIMIT_SLIPS[a.trim()]) return LIMIT_SLIPS[a.trim()]!;
  const out: string[] = [];
  if (s.rule === 'constant-of-integration') out.push(s.before);
  for (const [x, y] of SWAPS) {
    const esc = (t: string) => t.replace(/\\/g, '\\\\');
    const m = new RegExp(`(${esc(x)}|${esc(y)})(?![a-z])`).exec(a);
    if (m) {
      out.push(a.slice(0, m.index) + (m[1] === x ? y : x) + a.slice(m.index + m[1]!.length));
      break;
    }
  }
  // A sign slip in the middle: the first " - " becomes " + " (or the reverse).
  const minus = a.indexOf(' - ');
  const plus = a.indexOf(' + ');
  const at = minus >= 0 && (plus < 0 || minus < plus) ? minus : plus;
  if (at >= 0) out.push(`${a.slice(0, at)} ${a[at + 1] === '-' ? '+' : '-'} ${a.slice(at + 3)}`);
  // A sign slip in front of the value (of the right-hand side for "x = v").
  const eq = a.lastIndexOf('= ');
  const head = eq >= 0 && !a.includes('\\quad') ? a.slice(0, eq + 2) : eq < 0 ? '' : null;
  if (head !== null) {
    const value = a.slice(head.length);
    out.push(
      head +
        (value.startsWith('-')
          ? value.slice(1)
          : `-${/^[\w\\{]+$/.test(value) || !/[+-]/.test(value.slice(1)) ? value : `\\left(${value}\\right)`}`),
    );
  }
  // An arithmetic slip: the last number outside exponents is off by one.
  const nums = [...a.matchAll(/\d+(?:\.\d+)?/g)].filter((m) => !/[\^_]\{?$/.test(a.slice(0, m.index)));
  const last = nums[nums.length - 1];
  if (last?.index !== undefined)
    out.push(`${a.slice(0, last.index)}${+(Number(last[0]) + 1).toFixed(12)}${a.slice(last.index + last[0].length)}`);
  // An exponent slip: the last exponent off by one (x^2 · x^3 = x^6 is the classic).
  const exps = [...a.matchAll(/\^\{(\d+)\}/g)];
  const e = exps[exps.length - 1];
  if (e?.index !== undefined) out.push(`${a.slice(0, e.index)}^{${Number(e[1]) + 1}}${a.slice(e.index + e[0].length)}`);
  return [...new Set(out)].filter((d) => d !== a && lines(d) !== null && !sameMath(d, a)).slice(0, 3);
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
    const options: TutorOption[] = [
      { latex: s.after, correct: true },
      ...wrong.slice(0, 3).map((latex) => ({ latex, correct: false, whyKey: mistakeKey(s.rule) })),
    ];
    out.push({
      step: out.length + 1,
      rule: s.rule,
      before: s.before,
      after: s.after,
      ...(s.params ? { params: s.params } : {}),
      optionList: shuffle(options, random),
    });
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
  /** Indefinite integrals: the integrand (plain syntax). A line whose derivative is the integrand is an antiderivative. */
  integrand?: string;
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
  // An antiderivative written another way (or still without + C, which a later step adds) is correct.
  if (ctx.integrand && mine.length === 1) {
    try {
      if (checkAntiderivative(mine[0]!, parse(ctx.integrand), ctx.variable)) return { verdict: 'progress' };
    } catch {
      /* not comparable: judged below */
    }
  }
  return { verdict: 'wrong', where: locate(mine, next) };
}
