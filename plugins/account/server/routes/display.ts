/** §7 display flags: what the user has seen (the Discord snackbar, the notebook guide, the free-trial offer, what's new). */
import { eq } from 'drizzle-orm';
import { users, type AuthGuard, type Db, type ServerApp } from '@lemma/sdk/server';
import { WHATS_NEW } from '../../shared/contract';
import { displayKindParam } from '../schemas';

export function registerDisplayRoutes(app: ServerApp, { db, guard }: { db: Db; guard: AuthGuard }): void {
  /**
   * Marks something as seen: the Discord snackbar, the notebook guide, the free-trial offer, or the
   * current "what's new" edition (`version`). back-to-school has no flag of its own yet: accepted, no change.
   */
  app.get('/display/update/:kind', { preHandler: guard.requireUser, schema: { params: displayKindParam } }, async (req) => {
    const { userId } = guard.user(req);
    const patch: Partial<typeof users.$inferInsert> =
      req.params.kind === 'discord'
        ? { showDiscordSnackbar: false }
        : req.params.kind === 'notebook-guide'
          ? { showNotebookGuide: false }
          : req.params.kind === 'free-trial'
            ? { showFreeTrial: false }
            : req.params.kind === 'version'
              ? { whatsNewVersion: WHATS_NEW.version }
              : {};
    if (Object.keys(patch).length)
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, userId));
    return { kind: req.params.kind, ...patch };
  });
}
