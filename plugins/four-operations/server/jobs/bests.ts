/**
 * The `four-operations.bests` job, run after each saved round: offers the round as the user's best
 * for its operations and level (kept when it has more right answers, or as many in less time), then
 * keeps only the user's newest rounds (FOUR_OPERATIONS_KEEP_ROUNDS). The save route queues it after
 * the round's transaction committed, so this bookkeeping happens off the request. The handler is
 * idempotent — offering a round twice changes nothing — so a retried or repeated job is harmless.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@lemma/sdk/server';
import { fourOperationsBests, fourOperationsRounds } from '../schema';

export const BESTS_JOB = 'four-operations.bests';
/** The job's payload (JSON): the round just saved. */
export interface BestsJob {
  roundId: number;
}

type BestRow = Omit<typeof fourOperationsBests.$inferInsert, 'id'>;

/** Writes `row` as its user's best for its operations and level unless the stored best is better or equal. */
export async function offerBest(db: DbOrTx, row: BestRow): Promise<void> {
  const b = fourOperationsBests;
  await db
    .insert(b)
    .values(row)
    .onConflictDoUpdate({
      target: [b.userId, b.operations, b.level],
      set: {
        correct: sql`excluded.correct`,
        total: sql`excluded.total`,
        durationMs: sql`excluded.duration_ms`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: sql`excluded.correct > ${b.correct} or (excluded.correct = ${b.correct} and excluded.duration_ms < ${b.durationMs})`,
    });
}

/** Deletes `userId`'s rounds beyond the newest `keep`. */
export async function pruneRounds(db: DbOrTx, userId: number, keep: number): Promise<void> {
  const r = fourOperationsRounds;
  const newest = db.select({ id: r.id }).from(r).where(eq(r.userId, userId)).orderBy(desc(r.createdAt), desc(r.id)).limit(keep);
  await db.delete(r).where(and(eq(r.userId, userId), notInArray(r.id, newest)));
}

// #region guide:job
/** The job's handler: best first (so a pruned round has already counted), then pruning. */
export function bestsJob({ db, keepRounds }: { db: Db; keepRounds: number }) {
  return async ({ roundId }: BestsJob): Promise<void> => {
    const [round] = await db.select().from(fourOperationsRounds).where(eq(fourOperationsRounds.id, roundId));
    if (!round) return; // deleted meanwhile (its user was): nothing to do
    const { userId, operations, level, correct, total, durationMs, createdAt } = round;
    await offerBest(db, { userId, operations, level, correct, total, durationMs, createdAt });
    await pruneRounds(db, userId, keepRounds);
  };
}
// #endregion

/** A guest's rounds and bests move to the account it became (bests merge: the better one stays). */
export async function mergeGuest(db: Db, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(fourOperationsRounds).set({ userId: to }).where(eq(fourOperationsRounds.userId, from));
    const bests = await tx.select().from(fourOperationsBests).where(eq(fourOperationsBests.userId, from));
    for (const { id: _id, ...best } of bests) await offerBest(tx, { ...best, userId: to });
    await tx.delete(fourOperationsBests).where(eq(fourOperationsBests.userId, from));
  });
}
