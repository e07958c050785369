/**
 * §7 Sessions, Ask's outputs: related questions (made again, or as saved), the graph functions of
 * a session, feedback on an answer, and the state of an answer's related picture.
 */
import { and, eq } from 'drizzle-orm';
import {
  AppError,
  feedbackRequest,
  idParam,
  relatedQuestionsRequest,
  renderFunctionRequest,
  sessionOutputs,
  sessions as sessionsTable,
  type ServerApp,
} from '@lemma/sdk/server';
import type { AskDeps } from '../deps';

export function registerOutputRoutes(app: ServerApp, { db, guard, sessions }: AskDeps): void {
  const latestOutput = async (userId: number, inputId: number) => {
    const { input } = await sessions.ownInput(userId, inputId);
    const out = await sessions.latestOutput(input.id);
    if (!out) throw new AppError('NOT_FOUND', 'This question has no answer yet');
    return { input, out };
  };
  /** The caller's output by id (404 for anyone else's). */
  const ownOutput = async (userId: number, outputId: number) => {
    const [row] = await db
      .select({ out: sessionOutputs })
      .from(sessionOutputs)
      .innerJoin(sessionsTable, eq(sessionsTable.id, sessionOutputs.sessionId))
      .where(and(eq(sessionOutputs.id, outputId), eq(sessionsTable.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', 'Answer not found');
    return row.out;
  };

  app.post(
    '/session/related-questions',
    { preHandler: guard.requireUser, schema: { body: relatedQuestionsRequest } },
    async (req) => {
      const { input, out } = await latestOutput(guard.user(req).userId, req.body.sessionInputId);
      const related = await sessions.relatedQuestions(input.content, input.language);
      await db.update(sessionOutputs).set({ relatedQuestions: related }).where(eq(sessionOutputs.id, out.id));
      return { relatedQuestions: related };
    },
  );

  app.post(
    '/session/get/related-questions',
    { preHandler: guard.requireUser, schema: { body: relatedQuestionsRequest } },
    async (req) => {
      const { out } = await latestOutput(guard.user(req).userId, req.body.sessionInputId);
      return { relatedQuestions: out.relatedQuestions as string[] };
    },
  );

  /** §7: stores the graph functions plotted from a session's answer (desmosFunction on the session). */
  app.post(
    '/session/update/render-function',
    { preHandler: guard.requireUser, schema: { body: renderFunctionRequest } },
    async (req) => {
      const s = await sessions.own(guard.user(req).userId, { id: req.body.sessionId });
      await db.update(sessionsTable).set({ desmosFunction: req.body.desmosFunction }).where(eq(sessionsTable.id, s.id));
      return { sessionId: s.id, desmosFunction: req.body.desmosFunction };
    },
  );

  app.post('/session/feedback/save', { preHandler: guard.requireUser, schema: { body: feedbackRequest } }, async (req) => {
    const out = await ownOutput(guard.user(req).userId, req.body.sessionOutputId);
    await db
      .update(sessionOutputs)
      .set({ outputFeedback: req.body.feedback, feedbackComment: req.body.comment ?? null })
      .where(eq(sessionOutputs.id, out.id));
    return { id: out.id, outputFeedback: req.body.feedback };
  });

  app.post('/session/check/related-image/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req) => {
    const out = await ownOutput(guard.user(req).userId, req.params.id);
    return {
      id: out.id,
      relatedImageStatus: out.relatedImageStatus,
      relatedImageUrl: out.relatedImageUrl,
      isGenerateImage: out.isGenerateImage,
    };
  });
}
