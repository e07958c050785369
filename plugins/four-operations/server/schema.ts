/**
 * The four-operations tables: every saved round (with its problems, checked on the server) and each
 * user's best round per choice of operations and level, which a job keeps (jobs/bests.ts).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '@lemma/sdk/server';

/** A checked problem as stored: the answer typed and whether it was right. */
export interface StoredProblem {
  op: 'add' | 'subtract' | 'multiply' | 'divide';
  a: number;
  b: number;
  answer: number;
  correct: boolean;
}

// #region guide:table
/** The columns a round and a best score share: whose, which choice, and how it went. */
const scoreColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The operations key, e.g. `add,multiply` (drill.ts operationsKey). */
  operations: text('operations').notNull(),
  level: text('level').notNull(),
  correct: integer('correct').notNull(),
  total: integer('total').notNull(),
  durationMs: integer('duration_ms').notNull(),
});

export const fourOperationsRounds = pgTable(
  'four_operations_rounds',
  {
    id: serial('id').primaryKey(),
    ...scoreColumns(),
    problems: jsonb('problems').$type<StoredProblem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('four_operations_rounds_user_idx').on(t.userId, t.createdAt)],
);
// #endregion

/** One row per user, operations key and level: the best round so far (kept by the `four-operations.bests` job). */
export const fourOperationsBests = pgTable(
  'four_operations_bests',
  {
    id: serial('id').primaryKey(),
    ...scoreColumns(),
    /** When the best round was played. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('four_operations_bests_uq').on(t.userId, t.operations, t.level)],
);
