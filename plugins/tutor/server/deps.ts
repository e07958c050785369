/**
 * What the tutor's route modules, job handlers and session mode share: the services, the §3
 * new-tutor fields of a row, served step entries, and the ownership check.
 */
import { and, eq } from 'drizzle-orm';
import {
  AppError,
  sessions,
  type AuthGuard,
  type CreditLedger,
  type Db,
  type DbOrTx,
  type EventHub,
  type JobQueue,
  type MathEngine,
  type Sessions,
  type UsageCounter,
} from '@lemma/sdk/server';
import type { NewTutorFields, TutorStatus, TutorStepEntry } from '../shared/contract';
import type { TutorPlan } from './plan';
import { newTutorSessions } from './schema';

export type Row = typeof newTutorSessions.$inferSelect;

export interface TutorDeps {
  db: Db;
  guard: AuthGuard;
  credits: CreditLedger;
  jobs: JobQueue;
  hub: EventHub;
  math: MathEngine;
  usage: UsageCounter;
  sessions: Sessions;
}

export const PLAN_JOB = 'tutor.plan';
export const IMAGE_JOB = 'tutor.image';

/** The index of a question's correct option. */
export const correctIndex = (options: readonly { correct: boolean }[]) => options.findIndex((o) => o.correct);

/** The §3 new-tutor fields of a row. */
export function fields(row: Row): NewTutorFields {
  const plan = row.plan;
  return {
    newTutorStatus: row.status as TutorStatus,
    newTutorTotalStep: row.totalStep,
    newTutorCurrentStep: row.currentStep,
    newTutorDisplayStep: row.displayStep,
    newTutorIsFinished: row.isFinished,
    newTutorSessions: row.entries,
    newTutorSteps: (plan?.steps ?? []).map(({ optionList: _o, ...s }) => s),
    newTutorBaseQuiz: plan?.baseQuiz ?? [],
    newTutorBaseQuizAnswered: row.baseQuizAnswered,
    newTutorRelatedQuestions: row.relatedQuestions,
    newTutorKnowledge: plan?.knowledge ?? [],
    newTutorProblem: plan?.problem ?? null,
    newTutorAnswer: plan?.answer
      ? {
          latex: plan.answer.latex,
          check: plan.answer.check ? `${plan.answer.check.before} \\;\\Rightarrow\\; ${plan.answer.check.after}` : null,
          ...(plan.answer.words ? { words: plan.answer.words } : {}),
        }
      : null,
    newTutorFunctions: plan?.functions ?? [],
    newTutorAttempts: row.attempts,
  };
}

/** A served step entry for plan step `n` (§3 newTutorSessions entry). */
export function entryFor(plan: TutorPlan, n: number, image: Pick<Row, 'imageStatus' | 'imageUrl'>): TutorStepEntry {
  const s = plan.steps[n - 1]!;
  return {
    step: n,
    optionList: s.optionList,
    relatedImageStatus: image.imageStatus === 'SUCCESS' ? 'SUCCESS' : null,
    relatedImageUrl: image.imageStatus === 'SUCCESS' ? image.imageUrl : null,
    attempts: 0,
    answeredIndex: null,
    revealed: false,
  };
}

/** The caller's tutor row (locked for update inside a transaction with `lock`); AppError NOT_FOUND for anyone else's. */
export async function own(db: DbOrTx, userId: number, sessionId: number, lock = false): Promise<Row> {
  const q = db
    .select({ row: newTutorSessions })
    .from(newTutorSessions)
    .innerJoin(sessions, eq(sessions.id, newTutorSessions.sessionId))
    .where(and(eq(newTutorSessions.sessionId, sessionId), eq(sessions.userId, userId)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new AppError('NOT_FOUND', 'Tutor session not found');
  return found.row;
}

/** The row's plan; AppError CUSTOM_ERROR while it is being made or when it has no steps. */
export function requirePlan(row: Row): TutorPlan {
  if (row.status === 'PENDING') throw new AppError('CUSTOM_ERROR', 'The tutor is still preparing this problem');
  if (!row.plan || !row.plan.steps.length) throw new AppError('CUSTOM_ERROR', 'This problem has no steps to work through');
  return row.plan;
}

/** A step number within the plan; AppError VALIDATION_ERROR otherwise. */
export function checkStep(plan: TutorPlan, n: number, message = `Step ${n} does not exist`): void {
  if (n < 1 || n > plan.steps.length) throw new AppError('VALIDATION_ERROR', message);
}
