/**
 * The sessions plugin on the server (§3 Session, §4 session modes, §7 Sessions): owns the session
 * tables (schema.ts), the session routes (list, detail, rename, delete, share, favorites, and
 * `POST /session/input/save/2`), and provides `ISessions` — the mode registry, ownership checks,
 * the §3 shapes and related questions — to the plugins that own session modes (Ask: ANSWER, the
 * tutor: NEW_TUTOR). A guest's sessions move to the account it becomes.
 */
import { eq } from 'drizzle-orm';
import { defineServerPlugin, IAuthGuard, IDatabase, IMath, ISessions, IUserCache, sessions } from '@lemma/sdk/server';
import { createSessionModes } from './modes';
import { createSessionsService } from './service';
import { registerInputRoutes } from './routes/input';
import { registerSessionRoutes, registerShareRoutes } from './routes/sessions';

export default defineServerPlugin({
  id: 'sessions',
  provides: ISessions,
  register(app, ctx) {
    const db = ctx.get(IDatabase);
    const deps = {
      db,
      guard: ctx.get(IAuthGuard),
      service: createSessionsService(db, createSessionModes(), ctx.get(IMath)),
      cache: ctx.maybe(IUserCache),
    };
    ctx.onGuestMerge(async (from, to) => {
      await db.update(sessions).set({ userId: to }).where(eq(sessions.userId, from));
    });
    registerSessionRoutes(app, deps);
    registerShareRoutes(app, deps);
    registerInputRoutes(app, deps);
    return deps.service;
  },
});
