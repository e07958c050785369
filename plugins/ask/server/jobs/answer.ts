/**
 * The `ask.answer` job: answers a PENDING input, streams its progress on the input's channel
 * (`status`, `step`, `text`, then `output`), saves the output, and refunds the credit when the
 * question was not understood. A picture job follows for answers worth one.
 *
 * Durable (issue #12, docs/operations.md "Jobs"): the job is written in the transaction that
 * accepts the question; an attempt that throws leaves the input GENERATING and is retried; after
 * the last attempt `onFailed` marks it ERROR and refunds. Every outcome is written in one
 * transaction that first checks the input is still in progress (PENDING or GENERATING): that check
 * is the refund marker, so a credit is given back exactly once however often the job runs. At
 * start, inputs left in progress without a queued job are queued again (`pending`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  isLanguage,
  sessionInputs,
  sessionOutputs,
  sessions,
  type Language,
  type SessionInputRow,
  type SessionRow,
  type Tx,
} from '@lemma/sdk/server';
import { ANSWER_JOB, IMAGE_JOB, inputChannel, type AskDeps } from '../deps';
import type { Answer } from '../providers';

/** The statuses of an input whose answer is still to come. */
const IN_PROGRESS = ['PENDING', 'GENERATING'];

/** Answers whose picture helps: something to plot, or an inequality's solution set. */
export const wantsPicture = (a: Answer) => a.understood && (a.desmosFunction.length > 0 || a.task === 'inequality');

/** Gives the input's credit back inside `tx` (the caller has just moved the input out of progress in it). */
async function refund(deps: AskDeps, tx: Tx, userId: number, input: Pick<SessionInputRow, 'id' | 'model'>): Promise<void> {
  await deps.credits.grant(
    userId,
    { kind: input.model as 'PRO' | 'MAX', bucket: 'EXTRA', delta: 1, reason: 'ASK_REFUND', refId: `input:${input.id}` },
    tx,
  );
}

/** Locks the input and tells whether it is still in progress (else another run finished it). */
async function claim(tx: Tx, inputId: number): Promise<boolean> {
  const [row] = await tx
    .select({ status: sessionInputs.status })
    .from(sessionInputs)
    .where(eq(sessionInputs.id, inputId))
    .for('update');
  return !!row && IN_PROGRESS.includes(row.status);
}

/** Saves the answer, marks the input answered, refunds a question not understood and queues the picture, in one transaction; null when the input was finished meanwhile. */
async function save(deps: AskDeps, session: SessionRow, input: SessionInputRow, answer: Answer, related: string[]) {
  const status = answer.understood ? 'SUCCESS' : 'NOT_UNDERSTOOD';
  return deps.db.transaction(async (tx) => {
    if (!(await claim(tx, input.id))) return null;
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
        alternateForms: answer.alternateForms ?? [],
        // A related picture (graph or number line) is drawn after the answer is saved.
        ...(wantsPicture(answer) ? { isGenerateImage: true, relatedImageStatus: 'PENDING' } : {}),
      })
      .returning();
    await tx.update(sessionInputs).set({ status, updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
    await tx
      .update(sessions)
      .set({ updatedAt: new Date(), ...(answer.desmosFunction.length ? { desmosFunction: answer.desmosFunction } : {}) })
      .where(eq(sessions.id, session.id));
    if (!answer.understood) await refund(deps, tx, session.userId, input);
    if (out!.relatedImageStatus === 'PENDING') await deps.jobs.enqueue(IMAGE_JOB, { outputId: out!.id }, { tx });
    return { out: out!, status };
  });
}

/** After the last attempt: ERROR and the credit back, once (only if the input is still in progress). */
async function failed(deps: AskDeps, inputId: number, error: Error): Promise<void> {
  const done = await deps.db.transaction(async (tx) => {
    if (!(await claim(tx, inputId))) return false;
    const [input] = await tx
      .update(sessionInputs)
      .set({ status: 'ERROR', error: error.message.slice(0, 500), updatedAt: new Date() })
      .where(eq(sessionInputs.id, inputId))
      .returning();
    const [session] = await tx.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, input!.sessionId));
    if (session) await refund(deps, tx, session.userId, input!);
    return true;
  });
  if (done) deps.hub.publish(inputChannel(inputId), 'status', { status: 'ERROR' });
}

/** Ask inputs left in progress (their job is queued again at start when it has none). */
async function pending(deps: AskDeps): Promise<{ inputId: number }[]> {
  const rows = await deps.db
    .select({ inputId: sessionInputs.id })
    .from(sessionInputs)
    .innerJoin(sessions, eq(sessions.id, sessionInputs.sessionId))
    .where(and(inArray(sessionInputs.status, IN_PROGRESS), eq(sessions.mode, 'ANSWER')));
  return rows;
}

/** Registers the handler on `deps.jobs`. */
export function registerAnswerJob(deps: AskDeps): void {
  const { db, hub, jobs, sessions: service } = deps;
  const handler = async ({ inputId }: { inputId: number }) => {
    const channel = inputChannel(inputId);
    const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.id, inputId));
    // Idempotent: a retried or resumed job finds the work done and stops here.
    if (!input || !IN_PROGRESS.includes(input.status)) return;
    const [session] = await db.select().from(sessions).where(eq(sessions.id, input.sessionId));
    if (!session) return;
    await db.update(sessionInputs).set({ status: 'GENERATING', updatedAt: new Date() }).where(eq(sessionInputs.id, inputId));
    hub.publish(channel, 'status', { status: 'GENERATING' });
    const language: Language = isLanguage(input.language) ? input.language : 'en';
    const answer = await deps.answer(
      { question: input.content, language, grade: input.grade, model: input.model as 'PRO' | 'MAX' },
      (p) => hub.publish(channel, p.type, p),
    );
    const related = answer.understood ? await service.relatedQuestions(input.content, language) : [];
    const saved = await save(deps, session, input, answer, related);
    if (saved) hub.publish(channel, 'output', { status: saved.status, output: service.outputDto(saved.out) });
  };
  jobs.handle<{ inputId: number }>(ANSWER_JOB, handler, {
    onFailed: ({ inputId }, err) => failed(deps, inputId, err),
    pending: () => pending(deps),
  });
}
