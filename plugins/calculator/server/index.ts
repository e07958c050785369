/**
 * The calculator on the server: `POST /api/calculator/compute` (free for everyone, guests included,
 * no credits; usage counted with source CALCULATOR, §9) and the history (§7): set, get (paged by 20),
 * delete. A saved entry goes to the front: saving the same input and model again moves it (§4).
 */
import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import { isMathError } from '@lemma/math';
import { AppError, defineServerPlugin, IAuthGuard, IDatabase, IMath, IUsage } from '@lemma/sdk/server';
import { computeRequest, historyEntry, type CalculatorEntry } from '../shared/contract';
import { calculatorHistory } from './schema';

/** Time budget of one calculator computation (ms). */
export const CALCULATOR_BUDGET_MS = 3000;

function entryDto(r: typeof calculatorHistory.$inferSelect): CalculatorEntry {
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

export default defineServerPlugin({
  id: 'calculator',
  register(app, ctx) {
    const guard = ctx.get(IAuthGuard);
    const db = ctx.get(IDatabase);
    const math = ctx.get(IMath);
    const usage = ctx.get(IUsage);

    ctx.onGuestMerge(async (from, to) => {
      await db.update(calculatorHistory).set({ userId: to }).where(eq(calculatorHistory.userId, from));
    });

    app.post('/calculator/compute', { preHandler: guard.requireUser, schema: { body: computeRequest } }, async (req) => {
      const b = req.body;
      try {
        const result = await math.compute(
          {
            model: b.model,
            input: b.input,
            variable: b.variable,
            derivativeOrder: b.derivativeOrder,
            integrationModel: b.model === 'INTEGRATION' ? (b.integrationModel ?? 'INDEFINITE_INTEGRAL') : undefined,
            integrationLowerBound: b.integrationLowerBound,
            integrationUpperBound: b.integrationUpperBound,
            limitPoint: b.limitPoint,
          },
          CALCULATOR_BUDGET_MS,
        );
        await usage.count(guard.user(req).userId, 'COMPUTE', 'CALCULATOR');
        return result;
      } catch (e) {
        if (isMathError(e)) throw new AppError(e.code === 'TIMEOUT' ? 'CUSTOM_ERROR' : 'VALIDATION_ERROR', e.message);
        throw e;
      }
    });

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
        await tx.delete(calculatorHistory).where(and(eq(calculatorHistory.userId, userId), eq(calculatorHistory.input, e.input), eq(calculatorHistory.model, e.model)));
        return (await tx.insert(calculatorHistory).values(values).returning())[0]!;
      });
      return entryDto(row);
    });

    app.get('/calculator-history/get', { preHandler: guard.requireUser, schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), offset: z.coerce.number().int().min(0).default(0) }) } }, async (req) => {
      const { limit, offset } = req.query;
      const rows = await db.select().from(calculatorHistory).where(eq(calculatorHistory.userId, guard.user(req).userId)).orderBy(desc(calculatorHistory.createdAt), desc(calculatorHistory.id)).limit(limit + 1).offset(offset);
      return { entries: rows.slice(0, limit).map(entryDto), hasMore: rows.length > limit };
    });

    app.get('/calculator-history/id/:id', { preHandler: guard.requireUser, schema: { params: z.object({ id: z.coerce.number().int().positive() }) } }, async (req) => {
      const [row] = await db.select().from(calculatorHistory).where(and(eq(calculatorHistory.id, req.params.id), eq(calculatorHistory.userId, guard.user(req).userId)));
      if (!row) throw new AppError('NOT_FOUND', 'History entry not found');
      return entryDto(row);
    });

    app.delete('/calculator-history/delete/id/:id', { preHandler: guard.requireUser, schema: { params: z.object({ id: z.coerce.number().int().positive() }) } }, async (req) => {
      const [row] = await db.delete(calculatorHistory).where(and(eq(calculatorHistory.id, req.params.id), eq(calculatorHistory.userId, guard.user(req).userId))).returning({ id: calculatorHistory.id });
      if (!row) throw new AppError('NOT_FOUND', 'History entry not found');
      return { id: row.id, deleted: true };
    });
  },
});
