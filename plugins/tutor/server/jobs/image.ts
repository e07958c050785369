/**
 * The `tutor.image` job: draws the session's picture — a number line for an inequality, else the
 * graph of its functions with the solutions marked — and puts it on every step waiting for it.
 */
import { eq } from 'drizzle-orm';
import { pictureFor, svgDataUrl } from '@lemma/math';
import type { TutorStepEntry } from '../../shared/contract';
import { IMAGE_JOB, type TutorDeps } from '../deps';
import type { TutorPlan } from '../plan';
import { newTutorSessions } from '../schema';

/** The picture of a plan as SVG, or null when it has none. */
export const picture = (plan: TutorPlan): string | null =>
  plan.answer && plan.problem
    ? pictureFor({
        task: plan.problem.task,
        answerLatex: plan.answer.latex,
        functions: plan.functions,
        solutions: plan.solutions,
      })
    : null;

/** Puts the picture's outcome on the session and every step waiting for it, if still PENDING. */
async function finish(db: TutorDeps['db'], sessionId: number, status: 'SUCCESS' | 'ERROR', url: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [now] = await tx.select().from(newTutorSessions).where(eq(newTutorSessions.sessionId, sessionId)).for('update');
    if (now?.imageStatus !== 'PENDING') return;
    const entries = now.entries.map((e) =>
      e.relatedImageStatus === 'PENDING' ? { ...e, relatedImageStatus: status, relatedImageUrl: url } : e,
    ) as TutorStepEntry[];
    await tx
      .update(newTutorSessions)
      .set({ imageStatus: status, imageUrl: url, entries })
      .where(eq(newTutorSessions.sessionId, sessionId));
  });
}

/** Registers the handler on `deps.jobs` (durable: idempotent, ERROR after the last failed attempt, resumed at start). */
export function registerImageJob({ db, jobs }: Pick<TutorDeps, 'db' | 'jobs'>): void {
  const handler = async ({ sessionId }: { sessionId: number }) => {
    const [row] = await db.select().from(newTutorSessions).where(eq(newTutorSessions.sessionId, sessionId));
    if (!row?.plan || row.imageStatus !== 'PENDING') return;
    let svg: string | null;
    try {
      svg = picture(row.plan);
    } catch {
      svg = null;
    }
    await finish(db, sessionId, svg ? 'SUCCESS' : 'ERROR', svg ? svgDataUrl(svg) : null);
  };
  jobs.handle<{ sessionId: number }>(IMAGE_JOB, handler, {
    onFailed: ({ sessionId }) => finish(db, sessionId, 'ERROR', null),
    pending: () =>
      db
        .select({ sessionId: newTutorSessions.sessionId })
        .from(newTutorSessions)
        .where(eq(newTutorSessions.imageStatus, 'PENDING')),
  });
}
