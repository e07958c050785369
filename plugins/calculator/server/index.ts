/**
 * The calculator on the server: `POST /api/calculator/compute` (routes/compute.ts) and the history
 * (§7, routes/history.ts). A guest's history moves to the account it becomes.
 */
import { eq } from 'drizzle-orm';
import { defineServerPlugin, IAuthGuard, IDatabase, IMath, IUsage } from '@lemma/sdk/server';
import { calculatorConfig, registerComputeRoute } from './routes/compute';
import { registerHistoryRoutes } from './routes/history';
import { calculatorHistory } from './schema';

export default defineServerPlugin({
  id: 'calculator',
  register(app, ctx) {
    const db = ctx.get(IDatabase);
    const guard = ctx.get(IAuthGuard);
    ctx.onGuestMerge(async (from, to) => {
      await db.update(calculatorHistory).set({ userId: to }).where(eq(calculatorHistory.userId, from));
    });
    registerComputeRoute(app, {
      guard,
      math: ctx.get(IMath),
      usage: ctx.get(IUsage),
      ratePerMinute: ctx.config(calculatorConfig).CALCULATOR_RATE_LIMIT,
    });
    registerHistoryRoutes(app, { db, guard });
  },
});
