/**
 * Tutor quizzes from the engine's solution steps (issue 6): each teaching step becomes a question
 * whose right option is the engine's `after` and whose wrong options are the common mistakes the
 * engine produces for that rule (`distractors`: a sign error when moving a term, a forgotten
 * chain-rule factor, the product rule as a product of derivatives, ...). Wrong options that turn out
 * to be equivalent to the right one are dropped, so a quiz never marks a correct answer wrong.
 * Option order is shuffled deterministically from the session seed (stable across reloads).
 */
import { equivalent, parse, type Step } from '../../../math';

/** Steps that check a result rather than teach a move: not quizzed. */
export const CHECK_RULES = new Set(['verify-solution', 'differentiate-to-check', 'substitute-back']);

export interface QuizOption {
  latex: string;
  correct: boolean;
  /** For a wrong option: the i18n key explaining the mistake (`tutor:mistakes.<rule>`). */
  whyKey?: string;
}

export interface QuizStep {
  /** 1-based step number (§3 newTutorSessions[].step). */
  step: number;
  rule: string;
  before: string;
  after: string;
  params?: Record<string, string>;
  optionList: QuizOption[];
}

/** Mulberry32: a small seeded PRNG, so the option order is the same on every reload. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sameMath(a: string, b: string): boolean {
  if (a.replace(/\s+/g, '') === b.replace(/\s+/g, '')) return true;
  try {
    const sides = (s: string) => s.split('=').map((x) => parse(x));
    const [a1, a2] = sides(a);
    const [b1, b2] = sides(b);
    if (a2 && b2) return equivalent(a1!, b1!) && equivalent(a2, b2);
    if (!a2 && !b2) return equivalent(a1!, b1!);
    return false;
  } catch {
    return false;
  }
}

/**
 * Builds the quiz of a solution.
 * @param steps the engine's steps (`ComputeResult.steps`)
 * @param seed a per-session number (e.g. the session id) for a stable option order
 * @returns one QuizStep per teaching step that has at least one real wrong option
 */
export function buildQuiz(steps: readonly Step[], seed: number): QuizStep[] {
  const out: QuizStep[] = [];
  const random = rng(seed);
  for (const s of steps) {
    if (CHECK_RULES.has(s.rule)) continue;
    const wrong = [...new Set(s.distractors ?? [])].filter((d) => !sameMath(d, s.after));
    if (!wrong.length) continue;
    const options: QuizOption[] = [{ latex: s.after, correct: true }, ...wrong.slice(0, 3).map((latex) => ({ latex, correct: false, whyKey: `tutor:mistakes.${s.rule}` }))];
    for (let i = options.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [options[i], options[j]] = [options[j]!, options[i]!];
    }
    out.push({ step: out.length + 1, rule: s.rule, before: s.before, after: s.after, ...(s.params ? { params: s.params } : {}), optionList: options });
  }
  return out;
}

export type LineVerdict = 'progress' | 'no-progress' | 'wrong';

/**
 * Checks a line the student typed as their next step (issue 6): `progress` when it is equivalent to
 * the expected next expression (or to a later one), `no-progress` when it is only a restatement of
 * the current one, `wrong` otherwise (including lines that cannot be read).
 */
export function checkLine(typed: string, current: string, expectedNext: readonly string[]): LineVerdict {
  if (expectedNext.some((e) => sameMath(typed, e))) return 'progress';
  if (sameMath(typed, current)) return 'no-progress';
  return 'wrong';
}
