/**
 * The sessions service (`ISessions`): ownership checks, the §3 shapes of session rows, the session
 * detail with the mode's own fields, related questions, and the mode registry.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  AppError,
  sessionInputs,
  sessionOutputs,
  sessions,
  type Db,
  type MathEngine,
  type SessionInputDto,
  type SessionModes,
  type SessionOutputDto,
  type SessionOutputRow,
  type Sessions,
  type SessionSummary,
} from '@lemma/sdk/server';
import { relatedQuestions } from './related';

/** §3 session output of a row. */
export function outputDto(o: SessionOutputRow): SessionOutputDto {
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
    alternateForms: (o.alternateForms ?? []) as SessionOutputDto['alternateForms'],
    createdAt: o.createdAt.getTime(),
  };
}

/**
 * The service over `db`.
 * @param modes the registry the mode-owning plugins register into
 * @param math the engine (related questions)
 */
export function createSessionsService(db: Db, modes: SessionModes, math: MathEngine): Sessions {
  const summary = (s: typeof sessions.$inferSelect): SessionSummary => ({
    id: s.id,
    uuid: s.uuid,
    name: s.name,
    grade: s.grade,
    favorite: s.favorite,
    shared: s.shared,
    mode: s.mode as SessionSummary['mode'],
    createdAt: s.createdAt.getTime(),
    updatedAt: s.updatedAt.getTime(),
  });
  const inputDto: Sessions['inputDto'] = (i, output) => ({
    id: i.id,
    sessionId: i.sessionId,
    content: i.content,
    status: i.status as SessionInputDto['status'],
    purpose: i.purpose,
    model: i.model,
    createdAt: i.createdAt.getTime(),
    output: output ? outputDto(output) : null,
  });
  return {
    modes,
    summary,
    inputDto,
    outputDto,
    async own(userId, where) {
      const cond = 'id' in where ? eq(sessions.id, where.id) : eq(sessions.uuid, where.uuid);
      const [s] = await db
        .select()
        .from(sessions)
        .where(and(cond, eq(sessions.userId, userId)));
      if (!s) throw new AppError('NOT_FOUND', 'Session not found');
      return s;
    },
    async ownInput(userId, inputId) {
      const [row] = await db
        .select({ input: sessionInputs, session: sessions })
        .from(sessionInputs)
        .innerJoin(sessions, eq(sessions.id, sessionInputs.sessionId))
        .where(and(eq(sessionInputs.id, inputId), eq(sessions.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', 'Question not found');
      return row;
    },
    async latestOutput(inputId) {
      const [out] = await db
        .select()
        .from(sessionOutputs)
        .where(eq(sessionOutputs.sessionInputId, inputId))
        .orderBy(desc(sessionOutputs.id))
        .limit(1);
      return out;
    },
    async detail(s) {
      const inputs = await db
        .select()
        .from(sessionInputs)
        .where(eq(sessionInputs.sessionId, s.id))
        .orderBy(asc(sessionInputs.id));
      const outputs = await db
        .select()
        .from(sessionOutputs)
        .where(eq(sessionOutputs.sessionId, s.id))
        .orderBy(asc(sessionOutputs.id));
      const latest = new Map<number, SessionOutputRow>();
      for (const o of outputs) latest.set(o.sessionInputId, o);
      const extra = (await modes.get(s.mode)?.detail?.(s.id)) ?? {};
      return {
        ...summary(s),
        parseStatus: s.parseStatus,
        sessionInputs: inputs.map((i) => inputDto(i, latest.get(i.id))),
        sessionOutputs: outputs.map(outputDto),
        ...extra,
      };
    },
    relatedQuestions: (question, language, count) => relatedQuestions(question, language, math, count),
  };
}
