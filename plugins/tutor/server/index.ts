/**
 * The new tutor on the server (issue 6; §3 new-tutor fields, §4 new-tutor flow, §7 Tutor).
 *
 * A NEW_TUTOR session starts through the kernel's session route (`POST /session/input/save/2` with
 * `mode: "NEW_TUTOR"`), which hands it to the handler registered here: the caller pays (one of the
 * free tutor sessions of §9 for guests and free users, a PRO credit for members) in the same
 * transaction, and a job plans the problem with the math engine (plan.ts). The routes below serve
 * the steps, judge answers (options and typed lines), finish, and make related questions and a
 * related picture. Every route checks that the session belongs to the caller (404 otherwise).
 *
 * Trials: `users.trialCount` is the number of free tutor sessions left (default 2, §9) and
 * `trialUsed` turns true when it reaches 0 (the §3 claims). A session whose plan fails (not a math
 * question, unreadable, unsolved, ...) gives the trial or credit back.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, gt, sql } from 'drizzle-orm';
import { defineServerPlugin, IAuthGuard, ICreditLedger, IDatabase, IEventHub, IJobs, IMath, ISessionModes } from '../../../sdk/server';
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { sessionInputs, sessions } from '../../../server/db/sessions';
import { AppError } from '../../../server/core/errors';
import { countUsage, permissionsFor, usageToday } from '../../../server/core/usage';
import type { MemberType } from '../../../sdk/contract/constants';
import { relatedQuestions } from '../../../server/core/questions';
import { addStep, displayStep } from '../shared/wizard';
import { FAILED_STATUSES, MAX_SESSION_ATTEMPTS, MAX_STEP_ATTEMPTS, type AnswerResponse, type NewTutorFields, type TutorStatus, type TutorStepEntry } from '../shared/contract';
import { answerRequest, finishRequest, relatedImageRequest, sessionIdQuery, stepRequest, updateStatusQuery } from '../shared/requests';
import { newTutorSessions } from './schema';
import { buildPlan, type TutorPlan } from './plan';
import { checkLine, type LineResult } from './quiz';
import { pictureFor, svgDataUrl } from '../../../server/core/pictures';

type Row = typeof newTutorSessions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const correctIndex = (options: readonly { correct: boolean }[]) => options.findIndex((o) => o.correct);

/** The §3 new-tutor fields of a row. */
export function fields(row: Row): NewTutorFields {
  const plan = row.plan;
  return {
    newTutorStatus: row.status as TutorStatus,
    newTutorTotalStep: row.totalStep,
    newTutorCurrentStep: row.currentStep,
    newTutorDisplayStep: row.displayStep,
    newTutorIsFinished: row.isFinished,
    newTutorSessions: row.entries,
    newTutorSteps: (plan?.steps ?? []).map(({ optionList: _o, ...s }) => s),
    newTutorBaseQuiz: plan?.baseQuiz ?? [],
    newTutorBaseQuizAnswered: row.baseQuizAnswered,
    newTutorRelatedQuestions: row.relatedQuestions,
    newTutorKnowledge: plan?.knowledge ?? [],
    newTutorProblem: plan?.problem ?? null,
    newTutorAnswer: plan?.answer ? { latex: plan.answer.latex, check: plan.answer.check ? `${plan.answer.check.before} \\;\\Rightarrow\\; ${plan.answer.check.after}` : null } : null,
    newTutorFunctions: plan?.functions ?? [],
    newTutorAttempts: row.attempts,
  };
}

/** A served step entry for plan step `n` (§3 newTutorSessions entry). */
function entryFor(plan: TutorPlan, n: number, image: Pick<Row, 'imageStatus' | 'imageUrl'>): TutorStepEntry {
  const s = plan.steps[n - 1]!;
  return { step: n, optionList: s.optionList, relatedImageStatus: image.imageStatus === 'SUCCESS' ? 'SUCCESS' : null, relatedImageUrl: image.imageStatus === 'SUCCESS' ? image.imageUrl : null, attempts: 0, answeredIndex: null, revealed: false };
}

export default defineServerPlugin({
  id: 'tutor',
  register(root: FastifyInstance, ctx) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const guard = ctx.get(IAuthGuard);
    const db = ctx.get(IDatabase) as Db;
    const credits = ctx.get(ICreditLedger);
    const jobs = ctx.get(IJobs);
    const hub = ctx.get(IEventHub);
    const math = ctx.get(IMath);

    // ---- the NEW_TUTOR session mode -----------------------------------------------------------
    ctx.get(ISessionModes).register({
      mode: 'NEW_TUTOR',
      async begin(t, { userId, sessionId }) {
        const tx = t as Tx;
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw new AppError('UNAUTHORIZED', 'Login required');
        const memberType = (user.isGuest ? 'GUEST' : user.memberType) as MemberType;
        let paidWith: 'TRIAL' | 'CREDIT';
        if (memberType === 'MEMBER' || memberType === 'SUPER_MEMBER') {
          await credits.spendInTransaction(tx, userId, 'PRO', 1, 'NEW_TUTOR', `tutor:${sessionId}`);
          paidWith = 'CREDIT';
        } else {
          const allowed = permissionsFor(memberType, await usageToday(tx as unknown as Db, userId)).canNewTutor;
          const [left] = allowed
            ? await tx
                .update(users)
                .set({ trialCount: sql`${users.trialCount} - 1`, trialUsed: sql`${users.trialCount} - 1 <= 0`, updatedAt: new Date() })
                .where(and(eq(users.id, userId), gt(users.trialCount, 0)))
                .returning({ trialCount: users.trialCount })
            : [];
          if (!left) throw new AppError('AI_TUTOR_TRIAL_LIMIT_HIT', 'You have used your free tutor sessions. Become a member to keep learning with the tutor.');
          paidWith = 'TRIAL';
        }
        await tx.insert(newTutorSessions).values({ sessionId, paidWith });
      },
      started({ userId, sessionId }) {
        jobs.enqueue('tutor.plan', { sessionId });
        void countUsage(db, userId, 'NEW_TUTOR', 'NEW_TUTOR').catch(() => undefined);
      },
      async detail(sessionId) {
        const [row] = await db.select().from(newTutorSessions).where(eq(newTutorSessions.sessionId, sessionId));
        return row ? { ...fields(row) } : {};
      },
    });

    /**
     * Gives back what a failed session cost, once: a trial inside `tx`; a credit is returned by the
     * caller after the commit (the ledger writes on its own connection), which this reports.
     */
    async function refund(tx: Tx, row: Row, userId: number): Promise<boolean> {
      if (row.paidWith === 'TRIAL') await tx.update(users).set({ trialCount: sql`${users.trialCount} + 1`, trialUsed: false, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.update(newTutorSessions).set({ paidWith: null }).where(eq(newTutorSessions.sessionId, row.sessionId));
      return row.paidWith === 'CREDIT';
    }

    jobs.handle<{ sessionId: number }>('tutor.plan', async ({ sessionId }) => {
      const [found] = await db.select({ row: newTutorSessions, session: sessions }).from(newTutorSessions).innerJoin(sessions, eq(sessions.id, newTutorSessions.sessionId)).where(eq(newTutorSessions.sessionId, sessionId));
      if (!found || found.row.status !== 'PENDING') return;
      const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, sessionId)).limit(1);
      if (!input) return;
      let plan: TutorPlan;
      try {
        plan = await buildPlan(input.content, found.session.language, math, sessionId);
      } catch {
        plan = { status: 'SOLVE_GENERATION_FAILED', request: null, problem: null, knowledge: [], baseQuiz: [], steps: [], answer: null, solutions: [], functions: [] };
      }
      const creditBack = await db.transaction(async (tx) => {
        await tx.update(newTutorSessions).set({ status: plan.status, plan, totalStep: plan.steps.length, currentStep: 0, displayStep: 0, updatedAt: new Date() }).where(eq(newTutorSessions.sessionId, sessionId));
        await tx.update(sessionInputs).set({ status: plan.status === 'SUCCESS' ? 'SUCCESS' : 'NOT_UNDERSTOOD', updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
        await tx.update(sessions).set({ updatedAt: new Date(), ...(plan.functions.length ? { desmosFunction: plan.functions } : {}) }).where(eq(sessions.id, sessionId));
        return FAILED_STATUSES.includes(plan.status) ? refund(tx, found.row, found.session.userId) : false;
      });
      if (creditBack) await credits.grant(found.session.userId, { kind: 'PRO', bucket: 'EXTRA', delta: 1, reason: 'NEW_TUTOR_REFUND', refId: `tutor:${sessionId}` });
      hub.publish(`tutor:session:${sessionId}`, 'status', { status: plan.status });
    });

    jobs.handle<{ sessionId: number }>('tutor.image', async ({ sessionId }) => {
      const [row] = await db.select().from(newTutorSessions).where(eq(newTutorSessions.sessionId, sessionId));
      if (!row?.plan || row.imageStatus !== 'PENDING') return;
      let svg: string | null = null;
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

    /** The picture of a plan: a number line for an inequality, else the graph of its functions with the solutions marked. */
    const picture = (plan: TutorPlan): string | null => (plan.answer && plan.problem ? pictureFor({ task: plan.problem.task, answerLatex: plan.answer.latex, functions: plan.functions, solutions: plan.solutions }) : null);

    /** The caller's tutor row, locked for update inside `tx`; 404 for anyone else's. */
    async function own(tx: Tx | Db, userId: number, sessionId: number, lock = false): Promise<Row> {
      const q = tx.select({ row: newTutorSessions }).from(newTutorSessions).innerJoin(sessions, eq(sessions.id, newTutorSessions.sessionId)).where(and(eq(newTutorSessions.sessionId, sessionId), eq(sessions.userId, userId)));
      const [found] = lock ? await q.for('update') : await q;
      if (!found) throw new AppError('NOT_FOUND', 'Tutor session not found');
      return found.row;
    }
    const requirePlan = (row: Row): TutorPlan => {
      if (row.status === 'PENDING') throw new AppError('CUSTOM_ERROR', 'The tutor is still preparing this problem');
      if (!row.plan || !row.plan.steps.length) throw new AppError('CUSTOM_ERROR', 'This problem has no steps to work through');
      return row.plan;
    };

    // ---- §7 Tutor -----------------------------------------------------------------------------
    /** §7 step: serves step `step` (1-based) of the plan; a step already present is not duplicated (§4). */
    app.post('/new-tutor/step', { preHandler: guard.requireUser, schema: { body: stepRequest } }, async (req) => {
      const { userId } = guard.user(req);
      return db.transaction(async (tx) => {
        const row = await own(tx, userId, req.body.sessionId, true);
        const plan = requirePlan(row);
        const n = req.body.step;
        if (n < 1 || n > plan.steps.length) throw new AppError('VALIDATION_ERROR', `Step ${n} does not exist (1–${plan.steps.length})`);
        if (n > Math.max(1, row.currentStep) && !row.isFinished) throw new AppError('CUSTOM_ERROR', `Finish step ${row.currentStep} first`);
        const entries = addStep(row.entries, entryFor(plan, n, row));
        if (entries.length !== row.entries.length) await tx.update(newTutorSessions).set({ entries, updatedAt: new Date() }).where(eq(newTutorSessions.sessionId, row.sessionId));
        return entries.find((e) => e.step === n)!;
      });
    });

    /**
     * The student's answer (our addition to §7, documented in docs/tutor.md): a chosen option, or a
     * typed line for steps ≥ 1. Step 0 is the base quiz (answered question by question, in order).
     */
    app.post('/new-tutor/answer', { preHandler: guard.requireUser, schema: { body: answerRequest } }, async (req): Promise<AnswerResponse> => {
      const { userId } = guard.user(req);
      const body = req.body;
      // The typed line is judged before the transaction (it may take the engine a moment).
      let judged: LineResult | null = null;
      if (body.line !== undefined) {
        const peek = await own(db, userId, body.sessionId);
        const plan = requirePlan(peek);
        const k = body.step;
        if (k < 1 || k > plan.steps.length) throw new AppError('VALIDATION_ERROR', 'Type your own line on a solution step (1 or later)');
        const variable = plan.request?.variable ?? 'x';
        judged = await checkLine(body.line, {
          before: plan.steps[k - 1]!.before,
          expected: [...plan.steps.slice(k - 1).map((s) => s.after), ...(plan.answer ? [plan.answer.latex] : [])],
          variable,
          solutions: plan.problem?.task === 'solve' ? plan.solutions : [],
          ...(plan.problem?.task === 'indefinite-integral' && plan.request ? { integrand: plan.request.input } : {}),
          solve: async (equation, v) => {
            try {
              const r = await math.compute({ model: 'FUNCTION_SOLVE', input: equation, variable: v }, 1500);
              return r.status === 'ok' && !r.solutionsPartial ? (r.solutions ?? []) : null;
            } catch {
              return null;
            }
          },
        });
      }
      return db.transaction(async (tx) => {
        const row = await own(tx, userId, body.sessionId, true);
        const plan = requirePlan(row);
        if (row.status !== 'SUCCESS') throw new AppError('CUSTOM_ERROR', 'This tutor session has ended');
        if (row.isFinished) throw new AppError('CUSTOM_ERROR', 'This tutor session is finished');
        const patch: Partial<Row> = { updatedAt: new Date() };
        const respond = (r: Omit<AnswerResponse, 'newTutorCurrentStep' | 'newTutorBaseQuizAnswered' | 'newTutorStatus' | 'attempts'> & { attempts?: number }, next: Row): AnswerResponse => ({
          attempts: next.attempts,
          ...r,
          newTutorCurrentStep: next.currentStep,
          newTutorBaseQuizAnswered: next.baseQuizAnswered,
          newTutorStatus: next.status as TutorStatus,
        });
        const save = async () => {
          if (patch.attempts !== undefined && patch.attempts >= MAX_SESSION_ATTEMPTS) patch.status = 'EXCEED_MAX_ATTEMPTS';
          await tx.update(newTutorSessions).set(patch).where(eq(newTutorSessions.sessionId, row.sessionId));
          return { ...row, ...patch } as Row;
        };

        if (body.step === 0) {
          if (body.optionIndex === undefined) throw new AppError('VALIDATION_ERROR', 'Choose an option for the base quiz');
          const q = body.question ?? row.baseQuizAnswered;
          const question = plan.baseQuiz[q];
          if (!question) throw new AppError('VALIDATION_ERROR', `The base quiz has ${plan.baseQuiz.length} questions`);
          if (q < row.baseQuizAnswered) return respond({ correct: question.optionList[body.optionIndex]?.correct ?? false, answeredIndex: correctIndex(question.optionList), revealed: false }, row);
          if (q > row.baseQuizAnswered) throw new AppError('CUSTOM_ERROR', 'Answer the base quiz in order');
          const option = question.optionList[body.optionIndex];
          if (!option) throw new AppError('VALIDATION_ERROR', 'No such option');
          if (option.correct) {
            patch.baseQuizAnswered = row.baseQuizAnswered + 1;
            if (patch.baseQuizAnswered >= plan.baseQuiz.length && row.currentStep === 0) {
              patch.currentStep = 1;
              patch.displayStep = displayStep(1);
            }
            return respond({ correct: true, answeredIndex: body.optionIndex, revealed: false }, await save());
          }
          patch.attempts = row.attempts + 1;
          return respond({ correct: false, whyKey: option.whyKey, answeredIndex: null, revealed: false }, await save());
        }

        const k = body.step;
        if (k < 1 || k > plan.steps.length) throw new AppError('VALIDATION_ERROR', `Step ${k} does not exist`);
        if (row.currentStep === 0) throw new AppError('CUSTOM_ERROR', 'Answer the base quiz first');
        const entries = addStep(row.entries, entryFor(plan, k, row));
        const entry = { ...entries.find((e) => e.step === k)! };
        if (entry.answeredIndex !== null) return respond({ correct: !entry.revealed, answeredIndex: entry.answeredIndex, revealed: entry.revealed, attempts: entry.attempts }, row);
        if (k !== row.currentStep) throw new AppError('CUSTOM_ERROR', `Work on step ${row.currentStep} first`);
        const right = correctIndex(entry.optionList);
        let correct: boolean;
        let counts = true;
        let whyKey: string | undefined;
        if (body.optionIndex !== undefined) {
          const option = entry.optionList[body.optionIndex];
          if (!option) throw new AppError('VALIDATION_ERROR', 'No such option');
          correct = option.correct;
          whyKey = option.whyKey;
        } else {
          correct = judged!.verdict === 'progress';
          counts = judged!.verdict === 'wrong' || judged!.verdict === 'unreadable';
          whyKey = correct ? undefined : `tutor:lines.${judged!.verdict}`;
        }
        if (!correct && counts) {
          entry.attempts += 1;
          patch.attempts = row.attempts + 1;
          if (entry.attempts >= MAX_STEP_ATTEMPTS) {
            entry.revealed = true;
            entry.answeredIndex = right;
          }
        }
        if (correct) entry.answeredIndex = right;
        if (entry.answeredIndex !== null) {
          patch.currentStep = Math.min(k + 1, plan.steps.length);
          patch.displayStep = displayStep(patch.currentStep);
        }
        patch.entries = entries.map((e) => (e.step === k ? entry : e));
        const next = await save();
        return respond({ correct, ...(judged ? { verdict: judged.verdict, ...(judged.where ? { where: judged.where } : {}) } : {}), ...(whyKey ? { whyKey } : {}), answeredIndex: entry.answeredIndex, revealed: entry.revealed, attempts: entry.attempts }, next);
      });
    });

    /** §7 finish: sets the finished flag and the current and display steps (§4); every step is served. */
    app.post('/new-tutor/finish', { preHandler: guard.requireUser, schema: { body: finishRequest } }, async (req) => {
      const { userId } = guard.user(req);
      return db.transaction(async (tx) => {
        const row = await own(tx, userId, req.body.sessionId, true);
        const plan = requirePlan(row);
        let entries = row.entries;
        for (let n = 1; n <= plan.steps.length; n++) entries = addStep(entries, entryFor(plan, n, row));
        const total = plan.steps.length;
        await tx.update(newTutorSessions).set({ isFinished: true, currentStep: total, displayStep: total, entries, updatedAt: new Date() }).where(eq(newTutorSessions.sessionId, row.sessionId));
        return fields({ ...row, isFinished: true, currentStep: total, displayStep: total, entries });
      });
    });

    /** §7: similar problems to practise (same method, new numbers), each solved by the engine first. */
    app.post('/new-tutor/generate-related-question', { preHandler: guard.requireUser, schema: { querystring: sessionIdQuery } }, async (req) => {
      const { userId } = guard.user(req);
      const row = await own(db, userId, req.query.sessionId);
      requirePlan(row);
      const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, row.sessionId)).limit(1);
      const [session] = await db.select().from(sessions).where(eq(sessions.id, row.sessionId));
      const related = await relatedQuestions(input!.content, session!.language, math);
      const text = JSON.stringify(related);
      await db.update(newTutorSessions).set({ relatedQuestions: text }).where(eq(newTutorSessions.sessionId, row.sessionId));
      return { sessionId: row.sessionId, newTutorRelatedQuestions: text, relatedQuestions: related };
    });

    /** §7: asks for the picture of a step (PENDING until drawn, then SUCCESS or ERROR). */
    app.post('/new-tutor/related-image', { preHandler: guard.requireUser, schema: { body: relatedImageRequest } }, async (req) => {
      const { userId } = guard.user(req);
      const result = await db.transaction(async (tx) => {
        const row = await own(tx, userId, req.body.sessionId, true);
        const plan = requirePlan(row);
        const n = req.body.step;
        if (n < 1 || n > plan.steps.length) throw new AppError('VALIDATION_ERROR', `Step ${n} does not exist`);
        const entries = addStep(row.entries, entryFor(plan, n, row));
        const start = row.imageStatus === null;
        const status = start ? 'PENDING' : (row.imageStatus as 'PENDING' | 'SUCCESS' | 'ERROR');
        const url = status === 'SUCCESS' ? row.imageUrl : null;
        const next = entries.map((e) => (e.step === n ? { ...e, relatedImageStatus: status, relatedImageUrl: url } : e));
        await tx.update(newTutorSessions).set({ entries: next, ...(start ? { imageStatus: 'PENDING' } : {}) }).where(eq(newTutorSessions.sessionId, row.sessionId));
        return { start, entry: next.find((e) => e.step === n)! };
      });
      if (result.start) jobs.enqueue('tutor.image', { sessionId: req.body.sessionId });
      return { step: result.entry.step, relatedImageStatus: result.entry.relatedImageStatus, relatedImageUrl: result.entry.relatedImageUrl };
    });

    app.post('/new-tutor/related-image/status', { preHandler: guard.requireUser, schema: { body: relatedImageRequest } }, async (req) => {
      const row = await own(db, guard.user(req).userId, req.body.sessionId);
      const entry = row.entries.find((e) => e.step === req.body.step);
      if (!entry) throw new AppError('NOT_FOUND', 'This step has no picture requested');
      return { step: entry.step, relatedImageStatus: entry.relatedImageStatus, relatedImageUrl: entry.relatedImageUrl };
    });

    /** §7 tutor-promotion/update: records which tutor promotion the user was shown (§9 trial or lock types). */
    app.post('/tutor-promotion/update', { preHandler: guard.requireUser, schema: { body: z.object({ tutorPromotionType: z.enum(['TRIAL', 'SUBSCRIPTION', 'LOCK']) }) } }, async (req) => {
      const { userId } = guard.user(req);
      await db.update(users).set({ tutorPromotionType: req.body.tutorPromotionType, updatedAt: new Date() }).where(eq(users.id, userId));
      return { tutorPromotionType: req.body.tutorPromotionType };
    });

    /** §7 update-status: the client records a status (a plan that failed cannot be set to SUCCESS). */
    app.post('/new-tutor/update-status', { preHandler: guard.requireUser, schema: { querystring: updateStatusQuery } }, async (req) => {
      const row = await own(db, guard.user(req).userId, req.query.sessionId);
      const status = req.query.status;
      if (status === 'PENDING' || (status === 'SUCCESS' && !row.plan?.steps.length)) throw new AppError('CUSTOM_ERROR', `This session cannot be set to ${status}`);
      await db.update(newTutorSessions).set({ status, updatedAt: new Date() }).where(eq(newTutorSessions.sessionId, row.sessionId));
      return { sessionId: row.sessionId, status };
    });
  },
});
