/**
 * The `ask.answer` job: answers a PENDING input, streams its progress on the input's channel
 * (`status`, `step`, `text`, then `output`), saves the output, and refunds the credit when the
 * question was not understood or answering failed. A picture job follows for answers worth one.
 */
import { eq } from 'drizzle-orm';
import { isLanguage, sessionInputs, sessionOutputs, sessions, type Language, type SessionInputRow, type SessionRow } from '@lemma/sdk/server';
import { ANSWER_JOB, IMAGE_JOB, inputChannel, type AskDeps } from '../deps';
import type { Answer } from '../providers';

/** Answers whose picture helps: something to plot, or an inequality's solution set. */
export const wantsPicture = (a: Answer) => a.understood && (a.desmosFunction.length > 0 || a.task === 'inequality');

async function refund(deps: AskDeps, session: SessionRow, input: SessionInputRow): Promise<void> {
  await deps.credits.grant(session.userId, { kind: input.model as 'PRO' | 'MAX', bucket: 'EXTRA', delta: 1, reason: 'ASK_REFUND', refId: `input:${input.id}` });
}

/** Saves the answer and marks the input answered, in one transaction. */
async function save(deps: AskDeps, session: SessionRow, input: SessionInputRow, answer: Answer, related: string[]) {
  const status = answer.understood ? 'SUCCESS' : 'NOT_UNDERSTOOD';
  return deps.db.transaction(async (tx) => {
    const [out] = await tx
      .insert(sessionOutputs)
      .values({
        sessionId: session.id,
        sessionInputId: input.id,
        content: answer.content,
        finalAnswer: answer.finalAnswer,
        finalAnswerText: answer.finalAnswerText,
        steps: answer.steps,
        verified: answer.verified,
        exact: answer.exact,
        provider: answer.provider,
        task: answer.task,
        relatedQuestions: related,
        desmosFunction: answer.desmosFunction,
        // A related picture (graph or number line) is drawn after the answer is saved.
        ...(wantsPicture(answer) ? { isGenerateImage: true, relatedImageStatus: 'PENDING' } : {}),
      })
      .returning();
    await tx.update(sessionInputs).set({ status, updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
    await tx.update(sessions).set({ updatedAt: new Date(), ...(answer.desmosFunction.length ? { desmosFunction: answer.desmosFunction } : {}) }).where(eq(sessions.id, session.id));
    return { out: out!, status };
  });
}

/** Registers the handler on `deps.jobs`. */
export function registerAnswerJob(deps: AskDeps): void {
  const { db, hub, jobs, sessions: service } = deps;
  jobs.handle<{ inputId: number }>(ANSWER_JOB, async ({ inputId }) => {
    const channel = inputChannel(inputId);
    const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.id, inputId));
    if (!input || input.status !== 'PENDING') return;
    const [session] = await db.select().from(sessions).where(eq(sessions.id, input.sessionId));
    if (!session) return;
    await db.update(sessionInputs).set({ status: 'GENERATING', updatedAt: new Date() }).where(eq(sessionInputs.id, inputId));
    hub.publish(channel, 'status', { status: 'GENERATING' });
    const language: Language = isLanguage(input.language) ? input.language : 'en';
    try {
      const answer = await deps.answer({ question: input.content, language, grade: input.grade, model: input.model as 'PRO' | 'MAX' }, (p) => hub.publish(channel, p.type, p));
      const related = answer.understood ? await service.relatedQuestions(input.content, language) : [];
      const { out, status } = await save(deps, session, input, answer, related);
      if (!answer.understood) await refund(deps, session, input);
      hub.publish(channel, 'output', { status, output: service.outputDto(out) });
      if (out.relatedImageStatus === 'PENDING') jobs.enqueue(IMAGE_JOB, { outputId: out.id });
    } catch (err) {
      await db.update(sessionInputs).set({ status: 'ERROR', error: String((err as Error).message).slice(0, 500), updatedAt: new Date() }).where(eq(sessionInputs.id, inputId));
      await refund(deps, session, input);
      hub.publish(channel, 'status', { status: 'ERROR' });
      throw err;
    }
  });
}
