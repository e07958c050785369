/** The `ask.image` job: draws an answer's related picture (§3 relatedImageStatus/Url): PENDING → SUCCESS or ERROR. */
import { eq } from 'drizzle-orm';
import { pictureFor, svgDataUrl } from '@lemma/math';
import { sessionOutputs, type GraphFunction } from '@lemma/sdk/server';
import { IMAGE_JOB, type AskDeps } from '../deps';

/** Registers the handler on `deps.jobs`. */
export function registerImageJob({ db, jobs }: Pick<AskDeps, 'db' | 'jobs'>): void {
  jobs.handle<{ outputId: number }>(IMAGE_JOB, async ({ outputId }) => {
    const [o] = await db.select().from(sessionOutputs).where(eq(sessionOutputs.id, outputId));
    if (!o || o.relatedImageStatus !== 'PENDING') return;
    let svg: string | null;
    try {
      svg = pictureFor({ task: o.task, answerLatex: o.finalAnswer, functions: o.desmosFunction as GraphFunction[], solutions: o.task === 'solve' ? (o.finalAnswerText ?? '').split(/,\s*/).filter(Boolean) : [] });
    } catch {
      svg = null;
    }
    await db.update(sessionOutputs).set({ relatedImageStatus: svg ? 'SUCCESS' : 'ERROR', relatedImageUrl: svg ? svgDataUrl(svg) : null }).where(eq(sessionOutputs.id, outputId));
  });
}
