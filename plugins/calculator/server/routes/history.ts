/**
 * §7 calculator history: set, get (paged by 20), one entry, delete — the caller's own only (404
 * otherwise). A saved entry goes to the front: saving the same input and model again moves it (§4).
 */
import { and, desc, eq } from 'drizzle-orm';
import { AppError, type AuthGuard, type Db, type ServerApp } from '@lemma/sdk/server';
import { historyEntry, type CalculatorEntry } from '../../shared/contract';
import { calculatorHistory } from '../schema';
import { historyIdParam, historyPageQuery } from '../schemas';

/** The §7 shape of a history row. */
export function entryDto(r: typeof calculatorHistory.$inferSelect): CalculatorEntry {
  return {
    id: r.id,
    input: r.input,
    model: r.model as CalculatorEntry['model'],
    simplifyResult: r.simplifyResult,
    calcResult: r.calcResult,
    variable: r.variable,
    derivativeOrder: r.derivativeOrder,
    integrationLowerBound: r.integrationLowerBound,
    integrationUpperBound: r.integrationUpperBound,
    integrationModel: r.integrationModel as CalculatorEntry['integrationModel'],
    createdAt: r.createdAt.getTime(),
  };
}

export function registerHistoryRoutes(app: ServerApp, { db, guard }: { db: Db; guard: AuthGuard }): void {
  app.post('/calculator-history/set', { preHandler: guard.requireUser, schema: { body: historyEntry } }, async (req) => {
    const { userId } = guard.user(req);
    const e = req.body;
    const values = {
      userId,
      input: e.input,
      model: e.model,
      simplifyResult: e.simplifyResult ?? null,
      calcResult: e.calcResult ?? null,
      variable: e.variable,
      derivativeOrder: e.derivativeOrder,
      integrationLowerBound: e.integrationLowerBound ?? null,
      integrationUpperBound: e.integrationUpperBound ?? null,
      integrationModel: e.integrationModel ?? null,
    };
    const row = await db.transaction(async (tx) => {
      await tx
        .delete(calculatorHistory)
        .where(
          and(eq(calculatorHistory.userId, userId), eq(calculatorHistory.input, e.input), eq(calculatorHistory.model, e.model)),
        );
      return (await tx.insert(calculatorHistory).values(values).returning())[0]!;
    });
    return entryDto(row);
  });

  app.get(
    '/calculator-history/get',
    { preHandler: guard.requireUser, schema: { querystring: historyPageQuery } },
    async (req) => {
      const { limit, offset } = req.query;
      const rows = await db
        .select()
        .from(calculatorHistory)
        .where(eq(calculatorHistory.userId, guard.user(req).userId))
        .orderBy(desc(calculatorHistory.createdAt), desc(calculatorHistory.id))
        .limit(limit + 1)
        .offset(offset);
      return { entries: rows.slice(0, limit).map(entryDto), hasMore: rows.length > limit };
    },
  );

  app.get('/calculator-history/id/:id', { preHandler: guard.requireUser, schema: { params: historyIdParam } }, async (req) => {
    const [row] = await db
      .select()
      .from(calculatorHistory)
      .where(and(eq(calculatorHistory.id, req.params.id), eq(calculatorHistory.userId, guard.user(req).userId)));
    if (!row) throw new AppError('NOT_FOUND', 'History entry not found');
    return entryDto(row);
  });

  app.delete(
    '/calculator-history/delete/id/:id',
    { preHandler: guard.requireUser, schema: { params: historyIdParam } },
    async (req) => {
      const [row] = await db
        .delete(calculatorHistory)
        .where(and(eq(calculatorHistory.id, req.params.id), eq(calculatorHistory.userId, guard.user(req).userId)))
        .returning({ id: calculatorHistory.id });
      if (!row) throw new AppError('NOT_FOUND', 'History entry not found');
      return { id: row.id, deleted: true };
    },
  );
}
