/**
 * The new-tutor contract (§3 new-tutor fields, §4 TutorStatus and new-tutor flow, §7 Tutor):
 * statuses, limits and the shapes of the session detail's new-tutor fields. The request schemas
 * (zod) are in requests.ts, so the client bundle does not carry zod.
 */

import type { AnswerWords } from '@lemma/math';

/** §4 Tutor status. */
export const TUTOR_STATUSES = [
  'PENDING',
  'SUCCESS',
  'NOT_MATH_QUESTION',
  'NOT_SOLVED',
  'PARSE_FAILED',
  'KNOWLEDGE_POINT_GENERATION_FAILED',
  'SOLVE_GENERATION_FAILED',
  'OPTION_GENERATION_FAILED',
  'EXCEED_MAX_ATTEMPTS',
] as const;
export type TutorStatus = (typeof TUTOR_STATUSES)[number];
/** Statuses after which the plan has no steps to work (the wizard shows an error step). */
export const FAILED_STATUSES: readonly TutorStatus[] = [
  'NOT_MATH_QUESTION',
  'NOT_SOLVED',
  'PARSE_FAILED',
  'KNOWLEDGE_POINT_GENERATION_FAILED',
  'SOLVE_GENERATION_FAILED',
  'OPTION_GENERATION_FAILED',
];

/** Wrong attempts allowed on one step before its answer is shown (issue 6: attempts are bounded). */
export const MAX_STEP_ATTEMPTS = 3;
/** Wrong attempts allowed in one session before it ends with EXCEED_MAX_ATTEMPTS. */
export const MAX_SESSION_ATTEMPTS = 15;

/** One quiz option: LaTeX for a step, an i18n key for the base quiz (§3: options carry a correct flag). */
export interface TutorOption {
  latex?: string;
  /** i18n key of a worded option (base quiz: the task or a knowledge point). */
  labelKey?: string;
  correct: boolean;
  /** For a wrong option: why it is wrong (i18n key, namespace `tutor`). */
  whyKey?: string;
}

/** A base-quiz question (§3 newTutorBaseQuiz): what the problem asks, which idea comes first. */
export interface BaseQuizQuestion {
  kind: 'task' | 'method';
  optionList: TutorOption[];
}

/** A solution step of the plan (§3 newTutorSteps). `rule` is a math rule id (`math:rules.<rule>`). */
export interface TutorPlanStep {
  step: number;
  rule: string;
  knowledgePoint: string;
  before: string;
  after: string;
  params?: Record<string, string>;
}

/** A served step (§3 newTutorSessions entry), plus what the student did on it. */
export interface TutorStepEntry {
  step: number;
  optionList: TutorOption[];
  relatedImageStatus: 'PENDING' | 'SUCCESS' | 'ERROR' | null;
  relatedImageUrl: string | null;
  /** Wrong attempts so far on this step. */
  attempts: number;
  /** Index of the option answered correctly (or revealed after too many attempts), else null. */
  answeredIndex: number | null;
  /** The answer was shown after MAX_STEP_ATTEMPTS wrong attempts rather than found. */
  revealed: boolean;
}

export interface TutorKnowledgePoint {
  id: string;
  grade: number;
  /** The first rule of the solution using it (its wording explains the idea on this problem). */
  rule: string;
  params?: Record<string, string>;
}

/** The new-tutor fields of a NEW_TUTOR session detail (§3). */
export interface NewTutorFields {
  newTutorStatus: TutorStatus;
  newTutorTotalStep: number;
  newTutorCurrentStep: number;
  newTutorDisplayStep: number;
  newTutorIsFinished: boolean;
  newTutorSessions: TutorStepEntry[];
  newTutorSteps: TutorPlanStep[];
  newTutorBaseQuiz: BaseQuizQuestion[];
  /** How many base-quiz questions are answered (the base quiz is step 0). */
  newTutorBaseQuizAnswered: number;
  /** JSON text of string[] (§3), '[]' until generated. */
  newTutorRelatedQuestions: string;
  newTutorKnowledge: TutorKnowledgePoint[];
  /** The problem as the engine read it, the final answer and its check (LaTeX). */
  newTutorProblem: { latex: string; task: string } | null;
  /** `words`: the answer in words (math/answerWords.ts), shown translated (`math:answers.<key>`) instead of `latex`. */
  newTutorAnswer: { latex: string; check: string | null; words?: AnswerWords[] } | null;
  /** Functions worth plotting, for "send to graph". */
  newTutorFunctions: { expression: string; latex: string }[];
  /** Wrong attempts in the session so far (bounded by MAX_SESSION_ATTEMPTS). */
  newTutorAttempts: number;
}

/** How a typed line compares with the solution (issue 6). */
export type LineVerdict = 'progress' | 'no-progress' | 'wrong' | 'unreadable';

export interface AnswerResponse {
  correct: boolean;
  /** For typed lines. */
  verdict?: LineVerdict;
  /** Why a chosen option is wrong (i18n key), or where a typed line goes wrong. */
  whyKey?: string;
  /** For a wrong typed line: which part differs (LaTeX of the side or term), when one can be named. */
  where?: { part: 'left' | 'right' | 'term' | 'whole'; latex?: string };
  /** Set when the step's answer is shown: answered correctly or revealed. */
  answeredIndex: number | null;
  revealed: boolean;
  attempts: number;
  newTutorCurrentStep: number;
  newTutorBaseQuizAnswered: number;
  newTutorStatus: TutorStatus;
}
