/**
 * The four-operations drill on the server: the round routes (routes/rounds.ts), the job that keeps
 * best scores and prunes old rounds (jobs/bests.ts), its configuration slice, and the move of a
 * guest's rounds to the account it becomes. Tables: ./schema.ts (found by folder, like this file).
 */
import { z } from 'zod';
import { defineServerPlugin, IAuthGuard, IDatabase, IJobs, IUsage } from '@lemma/sdk/server';
import { registerRoundRoutes } from './routes/rounds';
import { BESTS_JOB, bestsJob, mergeGuest, type BestsJob } from './jobs/bests';

// #region guide:server-plugin
/** The plugin's own environment keys (docs/configuration.md). */
const config = z.object({
  /** Rounds kept per user (older ones are deleted after the newest is counted in the bests). */
  FOUR_OPERATIONS_KEEP_ROUNDS: z.coerce.number().int().min(10).max(100_000).default(500),
});

export default defineServerPlugin({
  id: 'four-operations',
  register(app, ctx) {
    const { FOUR_OPERATIONS_KEEP_ROUNDS } = ctx.config(config);
    const db = ctx.get(IDatabase);
    const jobs = ctx.get(IJobs);
    jobs.handle<BestsJob>(BESTS_JOB, bestsJob({ db, keepRounds: FOUR_OPERATIONS_KEEP_ROUNDS }));
    ctx.onGuestMerge((from, to) => mergeGuest(db, from, to));
    registerRoundRoutes(app, { db, guard: ctx.get(IAuthGuard), usage: ctx.get(IUsage), jobs });
  },
});
// #endregion
