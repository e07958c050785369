/**
 * §7 Tutor, around the steps: related practice problems, a step's picture and its status, the
 * tutor promotion shown, and the status the client records.
 */
import { eq } from 'drizzle-orm';
import { AppError, sessionInputs, sessions as sessionsTable, users, type ServerApp } from '@lemma/sdk/server';
import { addStep } from '../../shared/wizard';
import { relatedImageRequest, sessionIdQuery, tutorPromotionRequest, updateStatusQuery } from '../../shared/requests';
import { checkStep, entryFor, IMAGE_JOB, own, requirePlan, type TutorDeps } from '../deps';
import { newTutorSessions } from '../schema';

/** Related problems (same method, new numbers, each solved by the engine first). */
export function registerRelatedRoutes(app: ServerApp, { db, guard, sessions }: TutorDeps): void {
  app.post(
    '/new-tutor/generate-related-question',
    { preHandler: guard.requireUser, schema: { querystring: sessionIdQuery } },
    async (req) => {
      const row = await own(db, guard.user(req).userId, req.query.sessionId);
      requirePlan(row);
      const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, row.sessionId)).limit(1);
      const [session] = await db.select().from(sessionsTable).where(eq(sessionsTable.id, row.sessionId));
      const related = await sessions.relatedQuestions(input!.content, session!.language);
      const text = JSON.stringify(related);
      await db.update(newTutorSessions).set({ relatedQuestions: text }).where(eq(newTutorSessions.sessionId, row.sessionId));
      return { sessionId: row.sessionId, newTutorRelatedQuestions: text, relatedQuestions: related };
    },
  );
}

/** A step's picture: asked for (PENDING until drawn, then SUCCESS or ERROR), and its status. */
export function registerImageRoutes(app: ServerApp, { db, guard, jobs }: TutorDeps): void {
  app.post('/new-tutor/related-image', { preHandler: guard.requireUser, schema: { body: relatedImageRequest } }, async (req) => {
    const { userId } = guard.user(req);
    const result = await db.transaction(async (tx) => {
      const row = await own(tx, userId, req.body.sessionId, true);
      const plan = requirePlan(row);
      const n = req.body.step;
      checkStep(plan, n);
      const entries = addStep(row.entries, entryFor(plan, n, row));
      const start = row.imageStatus === null;
      const status = start ? 'PENDING' : (row.imageStatus as 'PENDING' | 'SUCCESS' | 'ERROR');
      const url = status === 'SUCCESS' ? row.imageUrl : null;
      const next = entries.map((e) => (e.step === n ? { ...e, relatedImageStatus: status, relatedImageUrl: url } : e));
      await tx
        .update(newTutorSessions)
        .set({ entries: next, ...(start ? { imageStatus: 'PENDING' } : {}) })
        .where(eq(newTutorSessions.sessionId, row.sessionId));
      if (start) await jobs.enqueue(IMAGE_JOB, { sessionId: row.sessionId }, { tx });
      return { entry: next.find((e) => e.step === n)! };
    });
    return {
      step: result.entry.step,
      relatedImageStatus: result.entry.relatedImageStatus,
      relatedImageUrl: result.entry.relatedImageUrl,
    };
  });

  app.post(
    '/new-tutor/related-image/status',
    { preHandler: guard.requireUser, schema: { body: relatedImageRequest } },
    async (req) => {
      const row = await own(db, guard.user(req).userId, req.body.sessionId);
      const entry = row.entries.find((e) => e.step === req.body.step);
      if (!entry) throw new AppError('NOT_FOUND', 'This step has no picture requested');
      return { step: entry.step, relatedImageStatus: entry.relatedImageStatus, relatedImageUrl: entry.relatedImageUrl };
    },
  );
}

/** The promotion shown (§9 trial or lock types) and the status recorded by the client. */
export function registerStatusRoutes(app: ServerApp, { db, guard }: TutorDeps): void {
  app.post('/tutor-promotion/update', { preHandler: guard.requireUser, schema: { body: tutorPromotionRequest } }, async (req) => {
    const { userId } = guard.user(req);
    await db
      .update(users)
      .set({ tutorPromotionType: req.body.tutorPromotionType, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return { tutorPromotionType: req.body.tutorPromotionType };
  });

  /** A plan that failed cannot be set to SUCCESS; nothing goes back to PENDING. */
  app.post(
    '/new-tutor/update-status',
    { preHandler: guard.requireUser, schema: { querystring: updateStatusQuery } },
    async (req) => {
      const row = await own(db, guard.user(req).userId, req.query.sessionId);
      const status = req.query.status;
      if (status === 'PENDING' || (status === 'SUCCESS' && !row.plan?.steps.length))
        throw new AppError('CUSTOM_ERROR', `This session cannot be set to ${status}`);
      await db
        .update(newTutorSessions)
        .set({ status, updatedAt: new Date() })
        .where(eq(newTutorSessions.sessionId, row.sessionId));
      return { sessionId: row.sessionId, status };
    },
  );
}
