/**
 * The database's own change feed for per-user read caches (issue #12 point 5). Triggers of migration 0014
 * announce every committed change of a row belonging to a user — `users`, `credit_ledger`, `func_usage`, `sessions` —
 * on channel `lemma_user_change` as `'<table>:<user id>'` (PostgreSQL sends a NOTIFY at commit, once per
 * distinct payload per transaction). Whatever writes the row — a kernel route, a plugin, a job, another
 * instance, an operator's SQL — every instance hears it.
 *
 * - Embedded PGlite: `pglite.listen` (in-process; a notification arrives with the result of the query that
 *   committed, before its caller resumes).
 * - PostgreSQL: one connection of its own runs `LISTEN`. While it is down nothing can be trusted: `live`
 *   turns false and the reset listeners drop every cache until it is back (reconnects with backoff).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';

export const USER_CHANGE_CHANNEL = 'lemma_user_change';

export interface ChangeFeed {
  /** True while every committed change is being heard (false before `start()` and while reconnecting). */
  readonly live: boolean;
  /** Calls `fn(table, userId)` for each change heard; returns the unsubscribe function. */
  subscribe(fn: (table: string, userId: number) => void): () => void;
  /** Calls `fn` when changes may have been missed (the feed dropped): caches must forget everything. */
  onReset(fn: () => void): () => void;
  /**
   * Resolves once every change committed before the call has been heard (PostgreSQL: a round trip on the
   * listening connection, which delivers pending notifications first; PGlite: at once). Never rejects.
   */
  sync(): Promise<void>;
  /** Starts listening; resolves once changes are heard. @throws Error when the first LISTEN fails */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Parses `'<table>:<id>'`; null for anything else. */
export function parseChange(payload: string | undefined): { table: string; userId: number } | null {
  const m = /^([a-z_][a-z0-9_]*):(\d{1,15})$/.exec(payload ?? '');
  return m ? { table: m[1]!, userId: Number(m[2]) } : null;
}

/**
 * @param source the embedded database (`pglite`) or the PostgreSQL URL (`url`)
 */
export function createChangeFeed(source: { pglite?: PGlite; url?: string }, log: FastifyBaseLogger): ChangeFeed {
  const subscribers = new Set<(table: string, userId: number) => void>();
  const resets = new Set<() => void>();
  let live = false;
  let closed = false;
  const deliver = (payload: string | undefined) => {
    const c = parseChange(payload);
    if (c) for (const fn of subscribers) fn(c.table, c.userId);
  };
  const drop = () => {
    const was = live;
    live = false;
    if (was) for (const fn of resets) fn();
  };
  let stop: () => Promise<void> = async () => undefined;
  let sync: () => Promise<void> = async () => undefined;

  const startPglite = async (pglite: PGlite) => {
    const unlisten = await pglite.listen(USER_CHANGE_CHANNEL, deliver);
    live = true;
    stop = async () => unlisten();
  };

  const startPostgres = async (url: string) => {
    const { default: pg } = await import('pg');
    let client: InstanceType<typeof pg.Client> | null = null;
    let delay = 500;
    const connect = async () => {
      if (closed) return;
      const c = new pg.Client({ connectionString: url, application_name: 'lemma-changes' });
      c.on('notification', (n) => deliver(n.payload));
      const lost = (err?: Error) => {
        if (client !== c) return;
        client = null;
        drop();
        if (closed) return;
        log.warn({ err }, 'change feed connection lost: per-user caches are off until it is back');
        setTimeout(() => void connect().catch(() => undefined), delay).unref();
        delay = Math.min(delay * 2, 30_000);
      };
      c.on('error', lost);
      c.on('end', () => lost());
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${USER_CHANGE_CHANNEL}`);
      } catch (err) {
        lost(err as Error);
        throw err;
      }
      if (client !== c) return;
      delay = 500;
      // Reconnected: what was cached before the drop was already dropped; start afresh.
      for (const fn of resets) fn();
      live = true;
    };
    await connect();
    // One round trip at a time on the connection; callers arriving while one is under way share the next
    // (the one under way may have left before their commit).
    let inFlight: Promise<void> | null = null;
    let next: Promise<void> | null = null;
    sync = () => {
      const c = client;
      if (!c) return Promise.resolve();
      if (!inFlight) {
        inFlight = c.query('SELECT 1').then(
          () => undefined,
          () => undefined,
        );
        void inFlight.finally(() => (inFlight = null));
        return inFlight;
      }
      next ??= inFlight.then(() => {
        next = null;
        return sync();
      });
      return next;
    };
    stop = async () => {
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
  };

  return {
    get live() {
      return live && !closed;
    },
    sync: () => sync(),
    subscribe(fn) {
      subscribers.add(fn);
      return () => void subscribers.delete(fn);
    },
    onReset(fn) {
      resets.add(fn);
      return () => void resets.delete(fn);
    },
    async start() {
      if (source.pglite) await startPglite(source.pglite);
      else if (source.url) await startPostgres(source.url);
      else throw new Error('createChangeFeed: pglite or url is required');
    },
    async close() {
      closed = true;
      drop();
      await stop();
    },
  };
}
