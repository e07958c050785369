/**
 * The `ask.image` job: draws an answer's related picture (§3 relatedImageStatus/Url): PENDING → SUCCESS or ERROR. The
 * SVG is stored through the storage service (`/api/files/ask/pictures/<uuid>.svg`: DATA_DIR, or S3 behind a signed
 * redirect).
 * Durable like every job (docs/operations.md): idempotent (a picture no longer PENDING is left alone),
 * ERROR after the last failed attempt, and pictures left PENDING are queued again at start.
 */
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { pictureFor } from '@lemma/math';
import { sessionOutputs, type GraphFunction } from '@lemma/sdk/server';
import { IMAGE_JOB, type AskDeps } from '../deps';

const stillPending = (outputId: number) => and(eq(sessionOutputs.id, outputId), eq(sessionOutputs.relatedImageStatus, 'PENDING'));

/** Registers the handler on `deps.jobs`. */
export function registerImageJob({ db, jobs, storage }: Pick<AskDeps, 'db' | 'jobs' | 'storage'>): void {
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
    // the picture is a file (DATA_DIR or S3) under an unguessable name: its URL goes into the shared session too
    const url = svg
      ? (await storage.put(`pictures/${randomUUID()}.svg`, svg, { contentType: 'image/svg+xml; charset=utf-8' })).url
      : null;
    await db
      .update(sessionOutputs)
      .set({ relatedImageStatus: url ? 'SUCCESS' : 'ERROR', relatedImageUrl: url })
      .where(stillPending(outputId));
  };
  jobs.handle<{ outputId: number }>(IMAGE_JOB, handler, {
    onFailed: async ({ outputId }) =>
      void (await db.update(sessionOutputs).set({ relatedImageStatus: 'ERROR' }).where(stillPending(outputId))),
    pending: () =>
      db.select({ outputId: sessionOutputs.id }).from(sessionOutputs).where(eq(sessionOutputs.relatedImageStatus, 'PENDING')),
  });
}
