/**
 * The `tutor.plan` job: plans a PENDING session's problem with the engine (plan.ts), saves the plan
 * and the input's status, and gives back what a failed plan cost (not a math question, unreadable,
 * unsolved, ...): a trial in the same transaction, a credit as an EXTRA ledger row with it.
 */
import { eq, sql } from 'drizzle-orm';
import { sessionInputs, sessions, users, type Tx } from '@lemma/sdk/server';
import { FAILED_STATUSES } from '../../shared/contract';
import { PLAN_JOB, type Row, type TutorDeps } from '../deps';
import { buildPlan, type TutorPlan } from '../plan';
import { newTutorSessions } from '../schema';

const FAILED_PLAN: TutorPlan = { status: 'SOLVE_GENERATION_FAILED', request: null, problem: null, knowledge: [], baseQuiz: [], steps: [], answer: null, solutions: [], functions: [] };

/** Gives back what a failed session cost, once, inside `tx`. */
async function refund(deps: TutorDeps, tx: Tx, row: Row, userId: number): Promise<void> {
  if (row.paidWith === 'TRIAL') await tx.update(users).set({ trialCount: sql`${users.trialCount} + 1`, trialUsed: false, updatedAt: new Date() }).where(eq(users.id, userId));
  if (row.paidWith === 'CREDIT') await deps.credits.grant(userId, { kind: 'PRO', bucket: 'EXTRA', delta: 1, reason: 'NEW_TUTOR_REFUND', refId: `tutor:${row.sessionId}` }, tx);
  await tx.update(newTutorSessions).set({ paidWith: null }).where(eq(newTutorSessions.sessionId, row.sessionId));
}

/** Registers the handler on `deps.jobs`. */
export function registerPlanJob(deps: TutorDeps): void {
  const { db, hub, math } = deps;
  deps.jobs.handle<{ sessionId: number }>(PLAN_JOB, async ({ sessionId }) => {
    const [found] = await db.select({ row: newTutorSessions, session: sessions }).from(newTutorSessions).innerJoin(sessions, eq(sessions.id, newTutorSessions.sessionId)).where(eq(newTutorSessions.sessionId, sessionId));
    if (!found || found.row.status !== 'PENDING') return;
    const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, sessionId)).limit(1);
    if (!input) return;
    const plan = await buildPlan(input.content, found.session.language, math, sessionId).catch(() => FAILED_PLAN);
    await db.transaction(async (tx) => {
      await tx.update(newTutorSessions).set({ status: plan.status, plan, totalStep: plan.steps.length, currentStep: 0, displayStep: 0, updatedAt: new Date() }).where(eq(newTutorSessions.sessionId, sessionId));
      await tx.update(sessionInputs).set({ status: plan.status === 'SUCCESS' ? 'SUCCESS' : 'NOT_UNDERSTOOD', updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
      await tx.update(sessions).set({ updatedAt: new Date(), ...(plan.functions.length ? { desmosFunction: plan.functions } : {}) }).where(eq(sessions.id, sessionId));
      if (FAILED_STATUSES.includes(plan.status)) await refund(deps, tx, found.row, found.session.userId);
    });
    hub.publish(`tutor:session:${sessionId}`, 'status', { status: plan.status });
  });
}
