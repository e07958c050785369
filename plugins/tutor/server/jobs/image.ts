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
  plan.answer && plan.problem ? pictureFor({ task: plan.problem.task, answerLatex: plan.answer.latex, functions: plan.functions, solutions: plan.solutions }) : null;

/** Registers the handler on `deps.jobs`. */
export function registerImageJob({ db, jobs }: Pick<TutorDeps, 'db' | 'jobs'>): void {
  jobs.handle<{ sessionId: number }>(IMAGE_JOB, async ({ sessionId }) => {
    const [row] = await db.select().from(newTutorSessions).where(eq(newTutorSessions.sessionId, sessionId));
    if (!row?.plan || row.imageStatus !== 'PENDING') return;
    let svg: string | null;
    try {
      svg = picture(row.plan);
    } catch {
      svg = null;
    }
    const status = svg ? 'SUCCESS' : 'ERROR';
    const url = svg ? svgDataUrl(svg) : null;
    await db.transaction(async (tx) => {
      const [now] = await tx.select().from(newTutorSessions).where(eq(newTutorSessions.sessionId, sessionId)).for('update');
      const entries = now!.entries.map((e) => (e.relatedImageStatus === 'PENDING' ? { ...e, relatedImageStatus: status, relatedImageUrl: url } : e)) as TutorStepEntry[];
      await tx.update(newTutorSessions).set({ imageStatus: status, imageUrl: url, entries }).where(eq(newTutorSessions.sessionId, sessionId));
    });
  });
}
