/**
 * The drill's routes (our addition to §7): save a round — checked again here, never trusting a
 * score from the client —, the caller's best scores, and one of the caller's rounds (404 for anyone
 * else's). A saved round counts one `DRILL` use under the page model DEMO_FOUR_OPERATIONS (§2, §9).
 */
import { and, eq } from 'drizzle-orm';
import { AppError, type AuthGuard, type Db, type JobQueue, type ServerApp, type UsageCounter } from '@lemma/sdk/server';
import {
  PAGE_MODEL,
  USAGE_FUNC,
  roundIdParam,
  saveRoundBody,
  type BestScore,
  type RoundDetail,
  type SavedRound,
} from '../../shared/contract';
import { answerOf, operationsKey, scoreRound, type Level, type Operation } from '../../shared/drill';
import { fourOperationsBests, fourOperationsRounds } from '../schema';
import { BESTS_JOB, type BestsJob } from '../jobs/bests';

/** What the round routes use (from the plugin's context). */
export interface RoundDeps {
  db: Db;
  guard: AuthGuard;
  usage: UsageCounter;
  jobs: JobQueue;
}

const opsOf = (key: string) => key.split(',') as Operation[];

/** The drill's routes on `app` (mounted under /api). */
export function registerRoundRoutes(app: ServerApp, deps: RoundDeps): void {
  registerSaveRoute(app, deps);
  registerReadRoutes(app, deps);
}

// #region guide:save-route
/** `POST /four-operations/round/save`: checks the round, stores it with its usage in one transaction, then queues the bests job. */
function registerSaveRoute(app: ServerApp, { db, guard, usage, jobs }: RoundDeps): void {
  app.post(
    '/four-operations/round/save',
    { preHandler: guard.requireUser, schema: { body: saveRoundBody } },
    async (req): Promise<SavedRound> => {
      const { userId } = guard.user(req);
      const { operations, level, problems, durationMs } = req.body; // typed from saveRoundBody
      const { correct, total } = scoreRound(problems); // the server's own score
      const checked = problems.map((p) => ({ op: p.op, a: p.a, b: p.b, answer: p.answer, correct: p.answer === answerOf(p) }));
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(fourOperationsRounds)
          .values({ userId, operations: operationsKey(operations), level, problems: checked, correct, total, durationMs })
          .returning({ id: fourOperationsRounds.id });
        await usage.count(userId, USAGE_FUNC, PAGE_MODEL, tx);
        return r!;
      });
      await jobs.enqueue<BestsJob>(BESTS_JOB, { roundId: row.id }); // after the commit: the job reads the round
      return { id: row.id, correct, total, durationMs };
    },
  );
}
// #endregion

/** The caller's best scores and one of the caller's rounds. */
function registerReadRoutes(app: ServerApp, { db, guard }: RoundDeps): void {
  app.get('/four-operations/round/best', { preHandler: guard.requireUser }, async (req): Promise<{ bests: BestScore[] }> => {
    const rows = await db
      .select()
      .from(fourOperationsBests)
      .where(eq(fourOperationsBests.userId, guard.user(req).userId))
      .orderBy(fourOperationsBests.level, fourOperationsBests.operations);
    return {
      bests: rows.map((r) => ({
        operations: opsOf(r.operations),
        level: r.level as Level,
        correct: r.correct,
        total: r.total,
        durationMs: r.durationMs,
        createdAt: r.createdAt.getTime(),
      })),
    };
  });

  app.get(
    '/four-operations/round/id/:id',
    { preHandler: guard.requireUser, schema: { params: roundIdParam } },
    async (req): Promise<RoundDetail> => {
      const r = fourOperationsRounds;
      const [row] = await db
        .select()
        .from(r)
        .where(and(eq(r.id, req.params.id), eq(r.userId, guard.user(req).userId)));
      if (!row) throw new AppError('NOT_FOUND', 'Round not found');
      return {
        id: row.id,
        operations: opsOf(row.operations),
        level: row.level as Level,
        problems: row.problems,
        correct: row.correct,
        total: row.total,
        durationMs: row.durationMs,
        createdAt: row.createdAt.getTime(),
      };
    },
  );
}
