/**
 * The new-tutor plan (issue 6, §4 new-tutor flow): from a problem in the student's words to what the
 * tutor teaches — the knowledge points, the base quiz (what the problem asks, which idea comes
 * first), the solution steps as quizzes, the answer and its check — and the §4 TutorStatus when it
 * cannot be built. Everything comes from the math engine: the steps, their rules and knowledge
 * points, and the wrong options (the engine's common mistakes, see quiz.ts).
 */
import {
  graphFunctions,
  isMathError,
  KNOWLEDGE_POINTS,
  knowledgeOf,
  looksLikeMath,
  normalizeQuestion,
  routeQuestion,
  type ComputeRequest,
  type AnswerWords,
  type ComputeResult,
  type RuleId,
  type TaskKind,
} from '@lemma/math';
import type { MathEngine } from '@lemma/sdk/server';
import type { BaseQuizQuestion, TutorKnowledgePoint, TutorOption, TutorPlanStep, TutorStatus } from '../shared/contract';
import { buildQuiz, CHECK_RULES, rng, shuffle } from './quiz';

/** Time budget of planning one problem (ms). */
export const PLAN_BUDGET_MS = 4000;

export interface TutorPlan {
  status: TutorStatus;
  /** The request the engine solved (kept for typed-line checks and pictures). */
  request: ComputeRequest | null;
  problem: { latex: string; task: TaskKind } | null;
  knowledge: TutorKnowledgePoint[];
  baseQuiz: BaseQuizQuestion[];
  steps: (TutorPlanStep & { optionList: TutorOption[] })[];
  answer: {
    latex: string;
    text: string;
    check: { rule: string; before: string; after: string } | null;
    /** The answer in words (a topic's `words`, math/answerWords.ts): shown translated instead of `latex`. */
    words?: AnswerWords[];
  } | null;
  /** FUNCTION_SOLVE: the solutions in plain syntax (for typed-line checks). */
  solutions: string[];
  functions: { expression: string; latex: string }[];
}

/** An empty plan with a §4 failure status (nothing to teach). */
export const failed = (status: TutorStatus): TutorPlan => ({
  status,
  request: null,
  problem: null,
  knowledge: [],
  baseQuiz: [],
  steps: [],
  answer: null,
  solutions: [],
  functions: [],
});

/** Task kinds offered in the base quiz's "what does the problem ask" question, by family. */
const TASK_FAMILIES: TaskKind[][] = [
  ['solve', 'inequality', 'simplify', 'expand', 'factor', 'calculate', 'solve-system'],
  ['derivative', 'indefinite-integral', 'definite-integral', 'limit'],
];

function pick<T>(from: readonly T[], n: number, random: () => number): T[] {
  return shuffle([...from], random).slice(0, n);
}

/** Base question 1: what does the problem ask? Right: the engine's task; wrong: two of its family, one other. */
export function taskQuestion(task: TaskKind, random: () => number): BaseQuizQuestion {
  const family = TASK_FAMILIES.find((f) => f.includes(task)) ?? TASK_FAMILIES[0]!;
  const other = TASK_FAMILIES.find((f) => f !== family)!;
  const wrong = [
    ...pick(
      family.filter((t) => t !== task),
      2,
      random,
    ),
    ...pick(other, 1, random),
  ];
  const options: TutorOption[] = [
    { labelKey: `tutor:tasks.${task}`, correct: true },
    ...wrong.map((t) => ({ labelKey: `tutor:tasks.${t}`, correct: false, whyKey: 'tutor:why.task' })),
  ];
  return { kind: 'task', optionList: shuffle(options, random) };
}

/**
 * Base question 2: which idea comes first? Right: the knowledge point of the first teaching step;
 * wrong: two other points of the same area (e.g. another derivative rule) and one of another area,
 * none of them used anywhere in this solution.
 */
export function methodQuestion(first: string, used: ReadonlySet<string>, random: () => number): BaseQuizQuestion {
  const all = Object.keys(KNOWLEDGE_POINTS);
  const area = first.split('.')[0]!;
  const unused = all.filter((k) => !used.has(k) && !k.startsWith('numerics.') && !k.endsWith('.check'));
  const same = unused.filter((k) => k.startsWith(`${area}.`));
  const others = unused.filter((k) => !k.startsWith(`${area}.`));
  const wrong = [...pick(same, 2, random)];
  wrong.push(...pick(others, 3 - wrong.length, random));
  const options: TutorOption[] = [
    { labelKey: `math:knowledge.${first}`, correct: true },
    ...wrong.map((k) => ({ labelKey: `math:knowledge.${k}`, correct: false, whyKey: 'tutor:why.method' })),
  ];
  return { kind: 'method', optionList: shuffle(options, random) };
}

/** LaTeX of a bound or limit point typed as text ("inf", "-inf", "pi/2"). */
const pointLatex = (t: string | undefined) =>
  (t ?? '')
    .trim()
    .replace(/^(-?)\s*inf(inity)?$/i, '$1\\infty')
    .replace(/\bpi\b/g, '\\pi');

/**
 * The problem as the student should see it: the integral with its bounds and dx, the derivative
 * operator, the limit — not just the expression the engine works on (`inputLatex`).
 */
export function problemLatex(r: Pick<ComputeResult, 'task' | 'inputLatex'>, req: ComputeRequest): string {
  const v = req.variable ?? 'x';
  switch (r.task) {
    case 'definite-integral':
      return `\\int_{${pointLatex(req.integrationLowerBound)}}^{${pointLatex(req.integrationUpperBound)}} ${r.inputLatex}\\,d${v}`;
    case 'indefinite-integral':
      return `\\int ${r.inputLatex}\\,d${v}`;
    case 'derivative': {
      const n = req.derivativeOrder ?? 1;
      return n > 1
        ? `\\frac{d^{${n}}}{d${v}^{${n}}}\\left(${r.inputLatex}\\right)`
        : `\\frac{d}{d${v}}\\left(${r.inputLatex}\\right)`;
    }
    case 'limit':
      return `\\lim_{${v} \\to ${pointLatex(req.limitPoint)}${req.limitDirection ? `^{${req.limitDirection}}` : ''}} ${r.inputLatex}`;
    default:
      return r.inputLatex;
  }
}

/**
 * Builds the plan from an engine result (pure; the server gets `r` from the worker pool).
 * @param seed a per-session number: option order and base-quiz choices are stable across reloads
 */
export function planFromResult(r: ComputeResult, request: ComputeRequest, seed: number): TutorPlan {
  if (r.status === 'not-found' || !r.steps.length)
    return failed(r.steps.length ? 'NOT_SOLVED' : r.status === 'ok' ? 'KNOWLEDGE_POINT_GENERATION_FAILED' : 'NOT_SOLVED');
  const teaching = r.steps.filter((s) => !CHECK_RULES.has(s.rule));
  if (!teaching.length) return failed('KNOWLEDGE_POINT_GENERATION_FAILED');
  const knowledge: TutorKnowledgePoint[] = [];
  for (const s of teaching) {
    const kp = knowledgeOf(s.rule);
    if (!knowledge.some((k) => k.id === kp.id))
      knowledge.push({ id: kp.id, grade: kp.grade, rule: s.rule, ...(s.params ? { params: s.params } : {}) });
  }
  const quiz = buildQuiz(teaching, seed);
  if (!quiz.some((q) => q.optionList.length > 1)) return failed('OPTION_GENERATION_FAILED');
  const random = rng(seed ^ 0x5bd1e995);
  // a school-math topic's answer is a calculation for the "what does the problem ask" question
  const baseQuiz = [
    taskQuestion(r.task === 'topic' ? 'calculate' : r.task, random),
    methodQuestion(knowledge[0]!.id, new Set(knowledge.map((k) => k.id)), random),
  ];
  const check = r.steps.find((s) => CHECK_RULES.has(s.rule) && s.rule !== 'substitute-back');
  return {
    status: 'SUCCESS',
    request,
    problem: { latex: /\\int|\\frac\{d|\\lim/.test(r.inputLatex) ? r.inputLatex : problemLatex(r, request), task: r.task },
    knowledge,
    baseQuiz,
    steps: quiz.map((q) => ({
      step: q.step,
      rule: q.rule,
      knowledgePoint: knowledgeOf(q.rule as RuleId).id,
      before: q.before,
      after: q.after,
      ...(q.params ? { params: q.params } : {}),
      optionList: q.optionList,
    })),
    answer: {
      latex: r.simplifyResult,
      text: r.solutions?.join(', ') ?? r.simplifyResultText,
      check: check ? { rule: check.rule, before: check.before, after: check.after } : null,
      ...(r.topic?.words?.length ? { words: r.topic.words } : {}),
    },
    solutions: r.solutions ?? [],
    functions: graphFunctions(r),
  };
}

/**
 * Reads the problem (the Ask normalizer for 17 languages, then the engine's router) and plans it.
 * Statuses: NOT_MATH_QUESTION for words that are not math ("what's the weather"), PARSE_FAILED when
 * the math cannot be read, SOLVE_GENERATION_FAILED when the engine fails or runs out of time,
 * NOT_SOLVED when it finds no answer, then the statuses of {@link planFromResult}.
 */
export async function buildPlan(question: string, language: string, math: MathEngine, seed: number): Promise<TutorPlan> {
  let request: ComputeRequest;
  try {
    const routed = routeQuestion(normalizeQuestion(question, language));
    if (!(routed.task === 'topic' || looksLikeMath(routed.request.input))) return failed('NOT_MATH_QUESTION');
    request = routed.request;
  } catch (e) {
    // the reader says "not understood" for words that no topic and no core task reads ("what's the weather")
    if (isMathError(e) && e.detail?.reason === 'not-understood') return failed('NOT_MATH_QUESTION');
    return failed(isMathError(e) ? 'PARSE_FAILED' : 'SOLVE_GENERATION_FAILED');
  }
  let r: ComputeResult;
  try {
    r = await math.compute(request, PLAN_BUDGET_MS);
  } catch (e) {
    if (isMathError(e) && e.code === 'VALIDATION_ERROR') return failed('PARSE_FAILED');
    if (isMathError(e) && e.code === 'UNSUPPORTED') return failed('NOT_SOLVED');
    return failed('SOLVE_GENERATION_FAILED');
  }
  return planFromResult(r, request, seed);
}
