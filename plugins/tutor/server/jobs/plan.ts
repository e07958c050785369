/**
 * The `tutor.plan` job: plans a PENDING session's problem with the engine (plan.ts), saves the plan
 * and the input's status, and gives back what a failed plan cost (not a math question, unreadable,
 * unsolved, ...): a trial in the same transaction, a credit as an EXTRA ledger row with it.
 *
 * Durable (issue #12, docs/operations.md "Jobs"): the job is written in the transaction that starts
 * the session; an attempt that throws (a database error) is retried; after the last one `onFailed`
 * records SOLVE_GENERATION_FAILED and refunds. The refund marker is `paidWith`: it turns null in the
 * transaction that refunds, and a refund happens only on a row still PENDING with `paidWith` set, so
 * it happens exactly once. Sessions left PENDING without a queued job are queued again at start.
 */
import { eq, sql } from 'drizzle-orm';
import { sessionInputs, sessions, users, type Tx } from '@lemma/sdk/server';
import { FAILED_STATUSES } from '../../shared/contract';
import { PLAN_JOB, type TutorDeps } from '../deps';
import { buildPlan, failed, type TutorPlan } from '../plan';
import { newTutorSessions } from '../schema';

const FAILED_PLAN: TutorPlan = failed('SOLVE_GENERATION_FAILED');

/** Gives back what a failed session cost, once, inside `tx`: only while `paidWith` is set, which it clears. */
async function refund(deps: TutorDeps, tx: Tx, sessionId: number, userId: number): Promise<void> {
  const [row] = await tx
    .select({ paidWith: newTutorSessions.paidWith })
    .from(newTutorSessions)
    .where(eq(newTutorSessions.sessionId, sessionId))
    .for('update');
  if (!row?.paidWith) return;
  await tx.update(newTutorSessions).set({ paidWith: null }).where(eq(newTutorSessions.sessionId, sessionId));
  if (row.paidWith === 'TRIAL')
    await tx
      .update(users)
      .set({ trialCount: sql`${users.trialCount} + 1`, trialUsed: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
  if (row.paidWith === 'CREDIT')
    await deps.credits.grant(
      userId,
      { kind: 'PRO', bucket: 'EXTRA', delta: 1, reason: 'NEW_TUTOR_REFUND', refId: `tutor:${sessionId}` },
      tx,
    );
}

/** Saves a plan on a session still PENDING, in one transaction (refunding a failed one); false when another run finished it. */
async function savePlan(deps: TutorDeps, sessionId: number, plan: TutorPlan): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ status: newTutorSessions.status, userId: sessions.userId })
      .from(newTutorSessions)
      .innerJoin(sessions, eq(sessions.id, newTutorSessions.sessionId))
      .where(eq(newTutorSessions.sessionId, sessionId))
      .for('update', { of: newTutorSessions });
    if (!found || found.status !== 'PENDING') return false;
    await tx
      .update(newTutorSessions)
      .set({ status: plan.status, plan, totalStep: plan.steps.length, currentStep: 0, displayStep: 0, updatedAt: new Date() })
      .where(eq(newTutorSessions.sessionId, sessionId));
    await tx
      .update(sessionInputs)
      .set({ status: plan.status === 'SUCCESS' ? 'SUCCESS' : 'NOT_UNDERSTOOD', updatedAt: new Date() })
      .where(eq(sessionInputs.sessionId, sessionId));
    await tx
      .update(sessions)
      .set({ updatedAt: new Date(), ...(plan.functions.length ? { desmosFunction: plan.functions } : {}) })
      .where(eq(sessions.id, sessionId));
    if (FAILED_STATUSES.includes(plan.status)) await refund(deps, tx, sessionId, found.userId);
    return true;
  });
}

/** Registers the handler on `deps.jobs`. */
export function registerPlanJob(deps: TutorDeps): void {
  const { db, hub, math } = deps;
  const publish = (sessionId: number, status: string) => hub.publish(`tutor:session:${sessionId}`, 'status', { status });
  const handler = async ({ sessionId }: { sessionId: number }) => {
    const [found] = await db
      .select({ row: newTutorSessions, session: sessions })
      .from(newTutorSessions)
      .innerJoin(sessions, eq(sessions.id, newTutorSessions.sessionId))
      .where(eq(newTutorSessions.sessionId, sessionId));
    // Idempotent: a retried or resumed job finds the plan made and stops here.
    if (!found || found.row.status !== 'PENDING') return;
    const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, sessionId)).limit(1);
    if (!input) return;
    const plan = await buildPlan(input.content, found.session.language, math, sessionId).catch(() => FAILED_PLAN);
    if (await savePlan(deps, sessionId, plan)) publish(sessionId, plan.status);
  };
  deps.jobs.handle<{ sessionId: number }>(PLAN_JOB, handler, {
    onFailed: async ({ sessionId }) =>
      void ((await savePlan(deps, sessionId, FAILED_PLAN)) && publish(sessionId, FAILED_PLAN.status)),
    pending: () =>
      db.select({ sessionId: newTutorSessions.sessionId }).from(newTutorSessions).where(eq(newTutorSessions.status, 'PENDING')),
  });
}
