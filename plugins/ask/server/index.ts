/**
 * Ask on the server (§7 Sessions): sessions, inputs and outputs of the signed-in user only; the
 * answer job; server-sent events of its progress; sharing; favorites; feedback; related questions.
 * Every id-bearing route checks ownership and answers 404 for someone else's session.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, desc, eq } from 'drizzle-orm';
import { countUsage } from '../../../server/core/usage';
import { randomUUID } from 'node:crypto';
import { defineServerPlugin, IAuthGuard, ICreditLedger, IDatabase, IEventHub, IJobs, IMath, IServerConfig, ISessionModes, ITranslate, type SessionModes } from '../../../sdk/server';
import { isLanguage, LANGUAGES, type Language } from '../../../sdk/contract/constants';
import type { Db } from '../../../server/db/client';
import { AppError } from '../../../server/core/errors';
import {
  favoriteRequest, feedbackRequest, renderFunctionRequest, inputSaveRequest, inputStatusRequest, outputSaveRequest, pageRequest, relatedQuestionsRequest, renameRequest, shareRequest,
  type GraphFunction, type InputSaveResponse, type SessionDetail, type SessionInputDto, type SessionOutputDto, type SessionSummary,
} from '../shared/contract';
import { sessionInputs, sessionOutputs, sessions } from '../../../server/db/sessions';
import { createSymbolicProvider, type Answer, type AnswerProgress, type AnswerProvider, type AnswerRequest } from './providers';
import { relatedQuestions } from '../../../server/core/questions';
import { createLlmProvider } from './llm';
import { pictureFor, svgDataUrl } from '../../../server/core/pictures';

type SessionRow = typeof sessions.$inferSelect;
type InputRow = typeof sessionInputs.$inferSelect;
type OutputRow = typeof sessionOutputs.$inferSelect;

const idParam = z.object({ id: z.coerce.number().int().positive() });
const uuidParam = z.object({ uuid: z.string().uuid() });

export function outputDto(o: OutputRow): SessionOutputDto {
  return {
    id: o.id,
    sessionInputId: o.sessionInputId,
    content: o.content,
    finalAnswer: o.finalAnswer,
    finalAnswerText: o.finalAnswerText,
    steps: o.steps as SessionOutputDto['steps'],
    verified: o.verified,
    exact: o.exact,
    provider: o.provider,
    task: o.task,
    optionList: o.optionList as unknown[],
    relatedQuestions: o.relatedQuestions as string[],
    relatedImageStatus: o.relatedImageStatus,
    relatedImageUrl: o.relatedImageUrl,
    isGenerateImage: o.isGenerateImage,
    outputFeedback: o.outputFeedback,
    desmosFunction: o.desmosFunction as SessionOutputDto['desmosFunction'],
    createdAt: o.createdAt.getTime(),
  };
}

function summary(s: SessionRow): SessionSummary {
  return { id: s.id, uuid: s.uuid, name: s.name, grade: s.grade, favorite: s.favorite, shared: s.shared, mode: s.mode as SessionSummary['mode'], createdAt: s.createdAt.getTime(), updatedAt: s.updatedAt.getTime() };
}

function inputDto(i: InputRow, output: OutputRow | undefined): SessionInputDto {
  return { id: i.id, sessionId: i.sessionId, content: i.content, status: i.status as SessionInputDto['status'], purpose: i.purpose, model: i.model, createdAt: i.createdAt.getTime(), output: output ? outputDto(output) : null };
}

async function detail(db: Db, s: SessionRow, modes?: SessionModes): Promise<SessionDetail> {
  const inputs = await db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, s.id)).orderBy(asc(sessionInputs.id));
  const outputs = await db.select().from(sessionOutputs).where(eq(sessionOutputs.sessionId, s.id)).orderBy(asc(sessionOutputs.id));
  const latest = new Map<number, OutputRow>();
  for (const o of outputs) latest.set(o.sessionInputId, o);
  const extra = s.mode === 'ANSWER' ? {} : ((await modes?.get(s.mode)?.detail(s.id)) ?? {});
  return { ...summary(s), parseStatus: s.parseStatus, sessionInputs: inputs.map((i) => inputDto(i, latest.get(i.id))), sessionOutputs: outputs.map(outputDto), ...extra };
}

/** Default session name: the question, cut at a word boundary. */
export function sessionName(question: string): string {
  const q = question.replace(/\s+/g, ' ').trim();
  if (q.length <= 60) return q;
  const cut = q.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}

export default defineServerPlugin({
  id: 'ask',
  register(root: FastifyInstance, ctx) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const guard = ctx.get(IAuthGuard);
    const db = ctx.get(IDatabase) as Db;
    const credits = ctx.get(ICreditLedger);
    const jobs = ctx.get(IJobs);
    const hub = ctx.get(IEventHub);
    const t = ctx.get(ITranslate);
    const config = ctx.get(IServerConfig) as { LLM_BASE_URL?: string; LLM_API_KEY?: string; LLM_MODEL: string; LLM_TIMEOUT_SECONDS: number };
    const math = ctx.get(IMath);
    const modes = ctx.get(ISessionModes);
    const symbolic: AnswerProvider = createSymbolicProvider(t, math);
    const llm: AnswerProvider | null = config.LLM_BASE_URL ? createLlmProvider({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000 }, t, symbolic, math) : null;
    /** MAX goes to the LLM when one is configured; otherwise the engine answers and says so (§6 models). */
    async function answerWith(req: AnswerRequest, onProgress: (p: AnswerProgress) => void): Promise<Answer> {
      if (req.model !== 'MAX') return symbolic.answer(req, onProgress);
      if (llm) return llm.answer(req, onProgress);
      const a = await symbolic.answer(req, onProgress);
      return a.understood ? { ...a, content: `> ${t(req.language, 'ask:answer.maxNotConfigured')}\n\n${a.content}` } : a;
    }

    ctx.onGuestMerge(async (from, to) => {
      await db.update(sessions).set({ userId: to }).where(eq(sessions.userId, from));
    });

    /** The caller's session, or 404 (never reveal that another user's session exists). */
    async function ownSession(userId: number, where: { id?: number; uuid?: string }): Promise<SessionRow> {
      const cond = where.id !== undefined ? eq(sessions.id, where.id) : eq(sessions.uuid, where.uuid!);
      const [s] = await db.select().from(sessions).where(and(cond, eq(sessions.userId, userId)));
      if (!s) throw new AppError('NOT_FOUND', 'Session not found');
      return s;
    }
    async function ownInput(userId: number, inputId: number): Promise<{ input: InputRow; session: SessionRow }> {
      const [row] = await db.select({ input: sessionInputs, session: sessions }).from(sessionInputs).innerJoin(sessions, eq(sessions.id, sessionInputs.sessionId)).where(and(eq(sessionInputs.id, inputId), eq(sessions.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', 'Question not found');
      return row;
    }

    /** Picks the model to charge: MAX by default; PRO when no MAX credit is left (§6 force-PRO). */
    async function chooseModel(userId: number, wanted: 'PRO' | 'MAX' | undefined): Promise<'PRO' | 'MAX'> {
      if (wanted === 'PRO') return 'PRO';
      return (await credits.available(userId, 'MAX')) > 0 ? 'MAX' : 'PRO';
    }

    // ---- the answer job --------------------------------------------------------------------
    jobs.handle<{ inputId: number }>('ask.answer', async ({ inputId }) => {
      const channel = `ask:input:${inputId}`;
      const [input] = await db.select().from(sessionInputs).where(eq(sessionInputs.id, inputId));
      if (!input || input.status !== 'PENDING') return;
      const [session] = await db.select().from(sessions).where(eq(sessions.id, input.sessionId));
      if (!session) return;
      await db.update(sessionInputs).set({ status: 'GENERATING', updatedAt: new Date() }).where(eq(sessionInputs.id, inputId));
      hub.publish(channel, 'status', { status: 'GENERATING' });
      const language: Language = isLanguage(input.language) ? input.language : 'en';
      try {
        const answer = await answerWith({ question: input.content, language, grade: input.grade, model: input.model as 'PRO' | 'MAX' }, (p) => hub.publish(channel, p.type, p));
        const status = answer.understood ? 'SUCCESS' : 'NOT_UNDERSTOOD';
        const related = answer.understood ? await relatedQuestions(input.content, language, math) : [];
        const [out] = await db.transaction(async (tx) => {
          const rows = await tx
            .insert(sessionOutputs)
            .values({
              sessionId: session.id,
              sessionInputId: inputId,
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
          await tx.update(sessionInputs).set({ status, updatedAt: new Date() }).where(eq(sessionInputs.id, inputId));
          await tx.update(sessions).set({ updatedAt: new Date(), ...(answer.desmosFunction.length ? { desmosFunction: answer.desmosFunction } : {}) }).where(eq(sessions.id, session.id));
          return rows;
        });
        if (!answer.understood) await credits.grant(session.userId, { kind: input.model as 'PRO' | 'MAX', bucket: 'EXTRA', delta: 1, reason: 'ASK_REFUND', refId: `input:${inputId}` });
        hub.publish(channel, 'output', { status, output: outputDto(out!) });
        if (out!.relatedImageStatus === 'PENDING') jobs.enqueue('ask.image', { outputId: out!.id });
      } catch (err) {
        await db.update(sessionInputs).set({ status: 'ERROR', error: String((err as Error).message).slice(0, 500), updatedAt: new Date() }).where(eq(sessionInputs.id, inputId));
        await credits.grant(session.userId, { kind: input.model as 'PRO' | 'MAX', bucket: 'EXTRA', delta: 1, reason: 'ASK_REFUND', refId: `input:${inputId}` });
        hub.publish(channel, 'status', { status: 'ERROR' });
        throw err;
      }
    });

    /** Answers whose picture helps: something to plot, or an inequality's solution set. */
    const wantsPicture = (a: Answer) => a.understood && (a.desmosFunction.length > 0 || a.task === 'inequality');

    /** Draws an answer's related picture (§3 relatedImageStatus/Url): PENDING → SUCCESS or ERROR. */
    jobs.handle<{ outputId: number }>('ask.image', async ({ outputId }) => {
      const [o] = await db.select().from(sessionOutputs).where(eq(sessionOutputs.id, outputId));
      if (!o || o.relatedImageStatus !== 'PENDING') return;
      let svg: string | null = null;
      try {
        svg = pictureFor({ task: o.task, answerLatex: o.finalAnswer, functions: o.desmosFunction as GraphFunction[], solutions: o.task === 'solve' ? (o.finalAnswerText ?? '').split(/,\s*/).filter(Boolean) : [] });
      } catch {
        svg = null;
      }
      await db.update(sessionOutputs).set({ relatedImageStatus: svg ? 'SUCCESS' : 'ERROR', relatedImageUrl: svg ? svgDataUrl(svg) : null }).where(eq(sessionOutputs.id, outputId));
    });

    // ---- sessions ------------------------------------------------------------------------
    app.get('/session/all/:language', { preHandler: guard.requireUser, schema: { params: z.object({ language: z.enum(LANGUAGES) }), querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), offset: z.coerce.number().int().min(0).default(0), mode: z.enum(['ANSWER', 'TUTOR', 'NEW_TUTOR', 'ANIMATE']).optional() }) } }, async (req) => {
      const { userId } = guard.user(req);
      const { limit, offset, mode } = req.query;
      const rows = await db
        .select()
        .from(sessions)
        .where(mode ? and(eq(sessions.userId, userId), eq(sessions.mode, mode)) : eq(sessions.userId, userId))
        .orderBy(desc(sessions.updatedAt), desc(sessions.id))
        .limit(limit + 1)
        .offset(offset);
      return { sessions: rows.slice(0, limit).map(summary), hasMore: rows.length > limit };
    });

    app.get('/session/detail/uuid/:uuid', { preHandler: guard.requireUser, schema: { params: uuidParam } }, async (req) => detail(db, await ownSession(guard.user(req).userId, { uuid: req.params.uuid }), modes));

    app.post('/session/name/update/id/:id', { preHandler: guard.requireUser, schema: { params: idParam, body: renameRequest } }, async (req) => {
      const s = await ownSession(guard.user(req).userId, { id: req.params.id });
      const [u] = await db.update(sessions).set({ name: req.body.name }).where(eq(sessions.id, s.id)).returning();
      return summary(u!);
    });

    app.delete('/session/delete/id/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req) => {
      const s = await ownSession(guard.user(req).userId, { id: req.params.id });
      await db.delete(sessions).where(eq(sessions.id, s.id));
      return { id: s.id, deleted: true };
    });

    app.post('/session/share', { preHandler: guard.requireUser, schema: { body: shareRequest } }, async (req) => {
      const s = await ownSession(guard.user(req).userId, { id: req.body.sessionId });
      await db.update(sessions).set({ shared: req.body.shared }).where(eq(sessions.id, s.id));
      return { uuid: s.uuid, shared: req.body.shared, path: `/share/${s.uuid}` };
    });

    app.get('/open-api/shared-session/uuid/:uuid', { schema: { params: uuidParam } }, async (req) => {
      const [s] = await db.select().from(sessions).where(and(eq(sessions.uuid, req.params.uuid), eq(sessions.shared, true)));
      if (!s) throw new AppError('NOT_FOUND', 'This session is not shared');
      const d = await detail(db, s, modes);
      return { ...d, favorite: false };
    });

    app.post('/session/favorite/list', { preHandler: guard.requireUser, schema: { body: pageRequest } }, async (req) => {
      const { limit, offset } = req.body;
      const rows = await db.select().from(sessions).where(and(eq(sessions.userId, guard.user(req).userId), eq(sessions.favorite, true))).orderBy(desc(sessions.updatedAt)).limit(limit + 1).offset(offset);
      return { sessions: rows.slice(0, limit).map(summary), hasMore: rows.length > limit };
    });

    app.post('/session/update/favorite', { preHandler: guard.requireUser, schema: { body: favoriteRequest } }, async (req) => {
      const s = await ownSession(guard.user(req).userId, { id: req.body.sessionId });
      const [u] = await db.update(sessions).set({ favorite: req.body.favorite }).where(eq(sessions.id, s.id)).returning();
      return summary(u!);
    });

    // ---- inputs and outputs ----------------------------------------------------------------
    /** A session of another mode: one input (the problem), created and charged with the mode's rows in one transaction. */
    async function startModeSession(userId: number, mode: string, content: string, language: Language, grade: number | null): Promise<InputSaveResponse> {
      const handler = modes.get(mode);
      if (!handler) throw new AppError('CUSTOM_ERROR', `The ${mode} mode is not available`);
      const created = await db.transaction(async (tx) => {
        const [session] = await tx.insert(sessions).values({ uuid: randomUUID(), userId, name: sessionName(content), grade, mode, language }).returning();
        const [input] = await tx.insert(sessionInputs).values({ sessionId: session!.id, content, model: 'PRO', language, grade, purpose: mode === 'NEW_TUTOR' ? 'NEW_TUTOR_SOLUTION' : mode === 'ANIMATE' ? 'ANIMATE' : null }).returning();
        await handler.begin(tx, { userId, sessionId: session!.id, inputId: input!.id, content, language });
        return { session: session!, input: input! };
      });
      handler.started({ userId, sessionId: created.session.id, inputId: created.input.id });
      return { sessionId: created.session.id, sessionUuid: created.session.uuid, inputId: created.input.id, needWaitForParse: false, model: 'PRO' };
    }

    app.post('/session/input/save/2', { preHandler: guard.requireUser, schema: { body: inputSaveRequest } }, async (req): Promise<InputSaveResponse> => {
      const { userId } = guard.user(req);
      const body = req.body;
      const language: Language = body.language ?? 'en';
      if (body.mode !== 'ANSWER') return startModeSession(userId, body.mode, body.content, language, body.grade ?? null);
      const existing = body.sessionUuid ? await ownSession(userId, { uuid: body.sessionUuid }) : null;
      const model = await chooseModel(userId, body.model);
      const created = await db.transaction(async (tx) => {
        // The debit and the question commit together: a refused debit leaves no question behind.
        await credits.spendInTransaction(tx, userId, model, 1, 'ASK');
        const session =
          existing ??
          (await tx
            .insert(sessions)
            .values({ uuid: randomUUID(), userId, name: sessionName(body.content), grade: body.grade ?? null, mode: 'ANSWER', language })
            .returning())[0]!;
        const [input] = await tx.insert(sessionInputs).values({ sessionId: session.id, content: body.content, model, language, grade: body.grade ?? session.grade }).returning();
        if (existing) await tx.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, session.id));
        return { session, input: input! };
      });
      jobs.enqueue('ask.answer', { inputId: created.input.id });
      // §9 usage counted with source ASK (not limited: credits are the limit here).
      await countUsage(db, userId, 'ASK', 'ASK');
      return { sessionId: created.session.id, sessionUuid: created.session.uuid, inputId: created.input.id, needWaitForParse: false, model };
    });

    app.post('/session/input/status', { preHandler: guard.requireUser, schema: { body: inputStatusRequest } }, async (req) => {
      const { input } = await ownInput(guard.user(req).userId, req.body.inputId);
      if (input.status !== 'PENDING') throw new AppError('CUSTOM_ERROR', 'This question is already being answered');
      await db.update(sessionInputs).set({ status: req.body.status, updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
      return { id: input.id, status: req.body.status };
    });

    app.get('/session/input/detail/id/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req) => {
      const { input } = await ownInput(guard.user(req).userId, req.params.id);
      const [out] = await db.select().from(sessionOutputs).where(eq(sessionOutputs.sessionInputId, input.id)).orderBy(desc(sessionOutputs.id)).limit(1);
      return inputDto(input, out);
    });

    /**
     * Server-sent events of an answer in the making: `status`, `step` (each solution step as it is
     * written), `output` (the saved answer, last). A finished input sends its output at once.
     */
    app.get('/session/input/stream/id/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req, reply) => {
      const { input } = await ownInput(guard.user(req).userId, req.params.id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      let closed = false;
      const send = (event: string, data: unknown) => {
        if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const finish = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(ping);
        res.end();
      };
      const isLast = (event: string, data: unknown) => event === 'output' || (event === 'status' && (data as { status: string }).status === 'ERROR');
      // Events published while the current state is read are held back, so the stream always
      // starts with that state and never ends before it.
      let held: [string, unknown][] | null = [];
      const unsubscribe = hub.subscribe(`ask:input:${input.id}`, (event, data) => {
        if (held) return void held.push([event, data]);
        send(event, data);
        if (isLast(event, data)) finish();
      });
      const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
      req.raw.on('close', finish);
      const [now] = await db.select().from(sessionInputs).where(eq(sessionInputs.id, input.id));
      send('status', { status: now!.status });
      if (now!.status !== 'PENDING' && now!.status !== 'GENERATING') {
        const [out] = await db.select().from(sessionOutputs).where(eq(sessionOutputs.sessionInputId, input.id)).orderBy(desc(sessionOutputs.id)).limit(1);
        if (out) send('output', { status: now!.status, output: outputDto(out) });
        return finish();
      }
      const pending = held;
      held = null;
      for (const [event, data] of pending) {
        send(event, data);
        if (isLast(event, data)) return finish();
      }
    });

    app.post('/session/output/save', { preHandler: guard.requireUser, schema: { body: outputSaveRequest } }, async (req) => {
      const { input, session } = await ownInput(guard.user(req).userId, req.body.sessionInputId);
      const [out] = await db.transaction(async (tx) => {
        const rows = await tx.insert(sessionOutputs).values({ sessionId: session.id, sessionInputId: input.id, content: req.body.content, finalAnswer: req.body.finalAnswer ?? null, finalAnswerText: req.body.finalAnswerText ?? null, provider: 'client' }).returning();
        // §4: saving an output marks the current input SUCCESS.
        await tx.update(sessionInputs).set({ status: 'SUCCESS', updatedAt: new Date() }).where(eq(sessionInputs.id, input.id));
        return rows;
      });
      return outputDto(out!);
    });

    app.post('/session/regenerate/:id', { preHandler: guard.requireUser, schema: { params: idParam, body: z.object({ model: z.enum(['PRO', 'MAX']).optional() }).optional() } }, async (req) => {
      const { userId } = guard.user(req);
      const s = await ownSession(userId, { id: req.params.id });
      const [last] = await db.select().from(sessionInputs).where(eq(sessionInputs.sessionId, s.id)).orderBy(desc(sessionInputs.id)).limit(1);
      if (!last) throw new AppError('NOT_FOUND', 'This session has no question yet');
      if (last.status === 'PENDING' || last.status === 'GENERATING') throw new AppError('CUSTOM_ERROR', 'This question is still being answered');
      const model = await chooseModel(userId, req.body?.model);
      await db.transaction(async (tx) => {
        await credits.spendInTransaction(tx, userId, model, 1, 'ASK', `regenerate:${last.id}`);
        // §4: the last input goes back to PENDING with purpose REGENERATE.
        await tx.update(sessionInputs).set({ status: 'PENDING', purpose: 'REGENERATE', model, updatedAt: new Date() }).where(eq(sessionInputs.id, last.id));
      });
      jobs.enqueue('ask.answer', { inputId: last.id });
      return { sessionId: s.id, inputId: last.id, status: 'PENDING', purpose: 'REGENERATE', model };
    });

    const latestOutput = async (userId: number, inputId: number) => {
      const { input } = await ownInput(userId, inputId);
      const [out] = await db.select().from(sessionOutputs).where(eq(sessionOutputs.sessionInputId, input.id)).orderBy(desc(sessionOutputs.id)).limit(1);
      if (!out) throw new AppError('NOT_FOUND', 'This question has no answer yet');
      return { input, out };
    };

    app.post('/session/related-questions', { preHandler: guard.requireUser, schema: { body: relatedQuestionsRequest } }, async (req) => {
      const { input, out } = await latestOutput(guard.user(req).userId, req.body.sessionInputId);
      const related = await relatedQuestions(input.content, input.language, math);
      await db.update(sessionOutputs).set({ relatedQuestions: related }).where(eq(sessionOutputs.id, out.id));
      return { relatedQuestions: related };
    });

    app.post('/session/get/related-questions', { preHandler: guard.requireUser, schema: { body: relatedQuestionsRequest } }, async (req) => {
      const { out } = await latestOutput(guard.user(req).userId, req.body.sessionInputId);
      return { relatedQuestions: out.relatedQuestions as string[] };
    });

    /** §7: stores the graph functions plotted from a session's answer (desmosFunction on the session). */
    app.post('/session/update/render-function', { preHandler: guard.requireUser, schema: { body: renderFunctionRequest } }, async (req) => {
      const s = await ownSession(guard.user(req).userId, { id: req.body.sessionId });
      await db.update(sessions).set({ desmosFunction: req.body.desmosFunction }).where(eq(sessions.id, s.id));
      return { sessionId: s.id, desmosFunction: req.body.desmosFunction };
    });

    app.post('/session/feedback/save', { preHandler: guard.requireUser, schema: { body: feedbackRequest } }, async (req) => {
      const [row] = await db
        .select({ out: sessionOutputs })
        .from(sessionOutputs)
        .innerJoin(sessions, eq(sessions.id, sessionOutputs.sessionId))
        .where(and(eq(sessionOutputs.id, req.body.sessionOutputId), eq(sessions.userId, guard.user(req).userId)));
      if (!row) throw new AppError('NOT_FOUND', 'Answer not found');
      await db.update(sessionOutputs).set({ outputFeedback: req.body.feedback, feedbackComment: req.body.comment ?? null }).where(eq(sessionOutputs.id, row.out.id));
      return { id: row.out.id, outputFeedback: req.body.feedback };
    });

    app.post('/session/check/related-image/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req) => {
      const [row] = await db
        .select({ out: sessionOutputs })
        .from(sessionOutputs)
        .innerJoin(sessions, eq(sessions.id, sessionOutputs.sessionId))
        .where(and(eq(sessionOutputs.id, req.params.id), eq(sessions.userId, guard.user(req).userId)));
      if (!row) throw new AppError('NOT_FOUND', 'Answer not found');
      return { id: row.out.id, relatedImageStatus: row.out.relatedImageStatus, relatedImageUrl: row.out.relatedImageUrl, isGenerateImage: row.out.isGenerateImage };
    });

  },
});
