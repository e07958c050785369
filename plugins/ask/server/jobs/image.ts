/**
 * The `ask.image` job: draws an answer's related picture (§3 relatedImageStatus/Url): PENDING → SUCCESS or ERROR.
 * Durable like every job (docs/operations.md): idempotent (a picture no longer PENDING is left alone),
 * ERROR after the last failed attempt, and pictures left PENDING are queued again at start.
 */
import { and, eq } from 'drizzle-orm';
import { pictureFor, svgDataUrl } from '@lemma/math';
import { sessionOutputs, type GraphFunction } from '@lemma/sdk/server';
import { IMAGE_JOB, type AskDeps } from '../deps';

const stillPending = (outputId: number) => and(eq(sessionOutputs.id, outputId), eq(sessionOutputs.relatedImageStatus, 'PENDING'));

/** Registers the handler on `deps.jobs`. */
export function registerImageJob({ db, jobs }: Pick<AskDeps, 'db' | 'jobs'>): void {
  const handler = async ({ outputId }: { outputId: number }) => {
    const [o] = await db.select().from(sessionOutputs).where(eq(sessionOutputs.id, outputId));
    if (!o || o.relatedImageStatus !== 'PENDING') return;
    let svg: string | null;
    try {
      svg = pictureFor({
        task: o.task,
        answerLatex: o.finalAnswer,
        functions: o.desmosFunction as GraphFunction[],
        solutions: o.task === 'solve' ? (o.finalAnswerText ?? '').split(/,\s*/).filter(Boolean) : [],
      });
    } catch {
      svg = null;
    }
    await db
      .update(sessionOutputs)
      .set({ relatedImageStatus: svg ? 'SUCCESS' : 'ERROR', relatedImageUrl: svg ? svgDataUrl(svg) : null })
      .where(stillPending(outputId));
  };
  jobs.handle<{ outputId: number }>(IMAGE_JOB, handler, {
    onFailed: async ({ outputId }) =>
      void (await db.update(sessionOutputs).set({ relatedImageStatus: 'ERROR' }).where(stillPending(outputId))),
    pending: () =>
      db.select({ outputId: sessionOutputs.id }).from(sessionOutputs).where(eq(sessionOutputs.relatedImageStatus, 'PENDING')),
  });
}
