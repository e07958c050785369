/**
 * §7 Tutor, steps: serve a step (`/new-tutor/step`, 1-based; a step already present is not
 * duplicated, §4) and finish (`/new-tutor/finish`: every step served, current = display = last).
 */
import { eq } from 'drizzle-orm';
import { AppError, type ServerApp } from '@lemma/sdk/server';
import { addStep } from '../../shared/wizard';
import { finishRequest, stepRequest } from '../../shared/requests';
import { checkStep, entryFor, fields, own, requirePlan, type TutorDeps } from '../deps';
import { newTutorSessions } from '../schema';

export function registerStepRoutes(app: ServerApp, { db, guard }: TutorDeps): void {
  app.post('/new-tutor/step', { preHandler: guard.requireUser, schema: { body: stepRequest } }, async (req) => {
    const { userId } = guard.user(req);
    return db.transaction(async (tx) => {
      const row = await own(tx, userId, req.body.sessionId, true);
      const plan = requirePlan(row);
      const n = req.body.step;
      checkStep(plan, n, `Step ${n} does not exist (1–${plan.steps.length})`);
      if (n > Math.max(1, row.currentStep) && !row.isFinished)
        throw new AppError('CUSTOM_ERROR', `Finish step ${row.currentStep} first`);
      const entries = addStep(row.entries, entryFor(plan, n, row));
      if (entries.length !== row.entries.length)
        await tx
          .update(newTutorSessions)
          .set({ entries, updatedAt: new Date() })
          .where(eq(newTutorSessions.sessionId, row.sessionId));
      return entries.find((e) => e.step === n)!;
    });
  });

  app.post('/new-tutor/finish', { preHandler: guard.requireUser, schema: { body: finishRequest } }, async (req) => {
    const { userId } = guard.user(req);
    return db.transaction(async (tx) => {
      const row = await own(tx, userId, req.body.sessionId, true);
      const plan = requirePlan(row);
      let entries = row.entries;
      for (let n = 1; n <= plan.steps.length; n++) entries = addStep(entries, entryFor(plan, n, row));
      const total = plan.steps.length;
      await tx
        .update(newTutorSessions)
        .set({ isFinished: true, currentStep: total, displayStep: total, entries, updatedAt: new Date() })
        .where(eq(newTutorSessions.sessionId, row.sessionId));
      return fields({ ...row, isFinished: true, currentStep: total, displayStep: total, entries });
    });
  });
}
