/**
 * `POST /session/input/save/2` (§4, §7): a question into a session of a mode. The handler the
 * mode's plugin registered decides the model (before the transaction), charges the caller and writes
 * its rows in the transaction that creates the input (and the session), and starts its work after
 * the commit. Modes with follow-ups (ANSWER) add to the caller's session named by `sessionUuid`.
 */
import { randomUUID } from 'node:crypto';
import { sessionName } from '@lemma/sdk/contract/sessionName';
import { eq } from 'drizzle-orm';
import {
  AppError,
  inputSaveRequest,
  sessionInputs,
  sessions,
  users,
  type InputSaveResponse,
  type Language,
  type ServerApp,
  type SessionStart,
} from '@lemma/sdk/server';
import type { SessionRouteDeps } from './sessions';

/** Default session name: the question, cut at a word boundary, LaTeX matrices as nested lists (sdk/contract/sessionName.ts). */
export { sessionName };

/** The save route. */
export function registerInputRoutes(app: ServerApp, { db, guard, service }: SessionRouteDeps): void {
  app.post(
    '/session/input/save/2',
    { preHandler: guard.requireUser, schema: { body: inputSaveRequest } },
    async (req): Promise<InputSaveResponse> => {
      const { userId } = guard.user(req);
      const body = req.body;
      const language: Language = body.language ?? 'en';
      const handler = service.modes.get(body.mode);
      if (!handler) throw new AppError('CUSTOM_ERROR', `The ${body.mode} mode is not available`);
      const existing = handler.followUps && body.sessionUuid ? await service.own(userId, { uuid: body.sessionUuid }) : null;
      const model = (await handler.chooseModel?.(userId, body.model)) ?? 'PRO';
      const { start, uuid } = await db.transaction(async (tx) => {
        // The caller's row is locked first, so concurrent saves queue here instead of deadlocking on PostgreSQL
        // (the inserts below take a key-share lock on it through their foreign keys, the charge an update lock).
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const session =
          existing ??
          (
            await tx
              .insert(sessions)
              .values({
                uuid: randomUUID(),
                userId,
                name: sessionName(body.content),
                grade: body.grade ?? null,
                mode: body.mode,
                language,
              })
              .returning()
          )[0]!;
        const [input] = await tx
          .insert(sessionInputs)
          .values({
            sessionId: session.id,
            content: body.content,
            model,
            language,
            grade: body.grade ?? session.grade,
            purpose: handler.purpose ?? null,
          })
          .returning();
        if (existing) await tx.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, session.id));
        const s: SessionStart = {
          userId,
          sessionId: session.id,
          inputId: input!.id,
          content: body.content,
          language,
          model,
          followUp: !!existing,
        };
        // The mode charges and writes its rows here: a refusal leaves no session or question behind.
        await handler.begin(tx, s);
        return { start: s, uuid: session.uuid };
      });
      await handler.started(start);
      return { sessionId: start.sessionId, sessionUuid: uuid, inputId: start.inputId, needWaitForParse: false, model };
    },
  );
}
