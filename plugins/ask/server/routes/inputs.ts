/**
 * §7 Sessions, Ask's inputs: cancel a pending input, an input with its latest output, an output
 * saved by the client, and regenerate (the last input goes back to PENDING, charged again).
 */
import { desc, eq } from 'drizzle-orm';
import {
  AppError,
  idParam,
  inputStatusRequest,
  outputSaveRequest,
  regenerateRequest,
  sessionInputs,
  sessionOutputs,
  type ServerApp,
} from '@lemma/sdk/server';
import { ANSWER_JOB, chooseModel, type AskDeps } from '../deps';

export function registerInputRoutes(app: ServerApp, { db, guard, sessions }: AskDeps): void {
  app.post('/session/input/status', { preHandler: guard.requireUser, schema: { body: inputStatusRequest } }, async (req) => {
    const { input } = await sessions.ownInput(guard.user(req).userId, req.body.inputId);
    if (input.status !== 'PENDING') throw new AppError('CUSTOM_ERROR', 'This question is already being answered');
    await db.update(sessionInputs).set({ status: req.body.status, updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
    return { id: input.id, status: req.body.status };
  });

  app.get('/session/input/detail/id/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req) => {
    const { input } = await sessions.ownInput(guard.user(req).userId, req.params.id);
    return sessions.inputDto(input, await sessions.latestOutput(input.id));
  });

  app.post('/session/output/save', { preHandler: guard.requireUser, schema: { body: outputSaveRequest } }, async (req) => {
    const { input, session } = await sessions.ownInput(guard.user(req).userId, req.body.sessionInputId);
    const [out] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(sessionOutputs)
        .values({
          sessionId: session.id,
          sessionInputId: input.id,
          content: req.body.content,
          finalAnswer: req.body.finalAnswer ?? null,
          finalAnswerText: req.body.finalAnswerText ?? null,
          provider: 'client',
        })
        .returning();
      // §4: saving an output marks the current input SUCCESS.
      await tx.update(sessionInputs).set({ status: 'SUCCESS', updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
      return rows;
    });
    return sessions.outputDto(out!);
  });
}

export function registerRegenerateRoute(app: ServerApp, { db, guard, sessions, credits, jobs }: AskDeps): void {
  app.post(
    '/session/regenerate/:id',
    { preHandler: guard.requireUser, schema: { params: idParam, body: regenerateRequest.optional() } },
    async (req) => {
      const { userId } = guard.user(req);
      const s = await sessions.own(userId, { id: req.params.id });
      const [last] = await db
        .select()
        .from(sessionInputs)
        .where(eq(sessionInputs.sessionId, s.id))
        .orderBy(desc(sessionInputs.id))
        .limit(1);
      if (!last) throw new AppError('NOT_FOUND', 'This session has no question yet');
      if (last.status === 'PENDING' || last.status === 'GENERATING')
        throw new AppError('CUSTOM_ERROR', 'This question is still being answered');
      const model = await chooseModel(credits, userId, req.body?.model);
      await db.transaction(async (tx) => {
        await credits.spendInTransaction(tx, userId, model, 1, 'ASK', `regenerate:${last.id}`);
        // §4: the last input goes back to PENDING with purpose REGENERATE.
        await tx
          .update(sessionInputs)
          .set({ status: 'PENDING', purpose: 'REGENERATE', model, updatedAt: new Date() })
          .where(eq(sessionInputs.id, last.id));
        await jobs.enqueue(ANSWER_JOB, { inputId: last.id }, { tx });
      });
      return { sessionId: s.id, inputId: last.id, status: 'PENDING', purpose: 'REGENERATE', model };
    },
  );
}
