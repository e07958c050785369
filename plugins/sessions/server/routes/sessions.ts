/**
 * §7 Sessions, the session itself: the caller's list (paged, by mode), detail by uuid, rename,
 * delete, share and the public shared session, favorites. Every id-bearing route answers 404 for
 * someone else's session.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  AppError,
  favoriteRequest,
  idParam,
  pageRequest,
  renameRequest,
  sessionListParams,
  sessionListQuery,
  sessions,
  shareRequest,
  uuidParam,
  type AuthGuard,
  type Db,
  type ServerApp,
  type Sessions,
  type UserReadCache,
} from '@lemma/sdk/server';
import { publicDetail } from '../publicContent';

export interface SessionRouteDeps {
  db: Db;
  guard: AuthGuard;
  service: Sessions;
  /** The kernel's per-user read cache (the list is kept until the user's sessions change). */
  cache?: UserReadCache;
}

/** Lists, detail, rename, delete. */
export function registerSessionRoutes(app: ServerApp, { db, guard, service, cache }: SessionRouteDeps): void {
  // The list, prepared once (all modes, one mode): built once, on PostgreSQL parsed and planned once per connection.
  const list = (byMode: boolean) =>
    db
      .select()
      .from(sessions)
      .where(
        byMode
          ? and(eq(sessions.userId, sql.placeholder('userId')), eq(sessions.mode, sql.placeholder('mode')))
          : eq(sessions.userId, sql.placeholder('userId')),
      )
      .orderBy(desc(sessions.updatedAt), desc(sessions.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(byMode ? 'sessions_list_mode' : 'sessions_list');
  const all = list(false);
  const byMode = list(true);
  app.get(
    '/session/all/:language',
    { preHandler: guard.requireUser, schema: { params: sessionListParams, querystring: sessionListQuery } },
    async (req) => {
      const { userId } = guard.user(req);
      const { limit, offset, mode } = req.query;
      const load = async () => {
        const rows = await (mode ? byMode : all).execute({ userId, mode, limit: limit + 1, offset });
        return { value: { sessions: rows.slice(0, limit).map(service.summary), hasMore: rows.length > limit } };
      };
      return cache ? cache.get(userId, `sessions:${mode ?? ''}:${limit}:${offset}`, load) : (await load()).value;
    },
  );

  app.get('/session/detail/uuid/:uuid', { preHandler: guard.requireUser, schema: { params: uuidParam } }, async (req) =>
    service.detail(await service.own(guard.user(req).userId, { uuid: req.params.uuid })),
  );

  app.post(
    '/session/name/update/id/:id',
    { preHandler: guard.requireUser, schema: { params: idParam, body: renameRequest } },
    async (req) => {
      const s = await service.own(guard.user(req).userId, { id: req.params.id });
      const [u] = await db.update(sessions).set({ name: req.body.name }).where(eq(sessions.id, s.id)).returning();
      return service.summary(u!);
    },
  );

  app.delete('/session/delete/id/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req) => {
    const s = await service.own(guard.user(req).userId, { id: req.params.id });
    await db.delete(sessions).where(eq(sessions.id, s.id));
    return { id: s.id, deleted: true };
  });
}

/** Sharing (a shared session is public by uuid) and favorites. */
export function registerShareRoutes(app: ServerApp, { db, guard, service }: SessionRouteDeps): void {
  app.post('/session/share', { preHandler: guard.requireUser, schema: { body: shareRequest } }, async (req) => {
    const s = await service.own(guard.user(req).userId, { id: req.body.sessionId });
    await db.update(sessions).set({ shared: req.body.shared }).where(eq(sessions.id, s.id));
    return { uuid: s.uuid, shared: req.body.shared, path: `/share/${s.uuid}` };
  });

  app.get('/open-api/shared-session/uuid/:uuid', { schema: { params: uuidParam } }, async (req) => {
    const [s] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.uuid, req.params.uuid), eq(sessions.shared, true)));
    if (!s) throw new AppError('NOT_FOUND', 'This session is not shared');
    return { ...publicDetail(await service.detail(s)), favorite: false };
  });

  app.post('/session/favorite/list', { preHandler: guard.requireUser, schema: { body: pageRequest } }, async (req) => {
    const { limit, offset } = req.body;
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, guard.user(req).userId), eq(sessions.favorite, true)))
      .orderBy(desc(sessions.updatedAt))
      .limit(limit + 1)
      .offset(offset);
    return { sessions: rows.slice(0, limit).map(service.summary), hasMore: rows.length > limit };
  });

  app.post('/session/update/favorite', { preHandler: guard.requireUser, schema: { body: favoriteRequest } }, async (req) => {
    const s = await service.own(guard.user(req).userId, { id: req.body.sessionId });
    const [u] = await db.update(sessions).set({ favorite: req.body.favorite }).where(eq(sessions.id, s.id)).returning();
    return service.summary(u!);
  });
}
