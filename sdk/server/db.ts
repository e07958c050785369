/**
 * The database as a server plugin sees it: drizzle-orm over PostgreSQL (node-postgres) or the
 * embedded PGlite, with the same query builder. Queries are typed by the tables a plugin imports
 * (its own `server/schema.ts` and the kernel tables of `./tables`), not by a global schema object.
 *
 * PGlite has one connection: inside a transaction, query only through `tx` (a query on the outer
 * `db` would wait for the transaction to end and deadlock). Enqueue jobs after the commit.
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';

/** The drizzle database handle (`ctx.get(IDatabase)`). */
export type Db = NodePgDatabase<Record<string, unknown>>;
/** A drizzle transaction of `Db`, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: functions that read or write inside the caller's transaction when there is one. */
export type DbOrTx = Db | Tx;

/** Whether `x` is a transaction (rather than the outer handle). */
export function isTransaction(x: DbOrTx): x is Tx {
  return x instanceof PgTransaction;
}

/**
 * Runs `fn` inside `dbOrTx` when it is already a transaction (joining it: one commit for all), or
 * inside a new transaction of `dbOrTx` otherwise. Any throw rolls the whole transaction back.
 * @example await withTransaction(tx ?? db, async (t) => { await t.insert(rows).values(...); })
 */
export async function withTransaction<T>(dbOrTx: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return isTransaction(dbOrTx) ? fn(dbOrTx) : dbOrTx.transaction(fn);
}
