/**
 * §8 REQUIRE_PASSWORD_CHANGE: a user flagged `requirePasswordChange` gets `403 REQUIRE_PASSWORD_CHANGE`
 * from every guarded route except the few needed to change the password (and to show the shell).
 * Flagged users are few: their ids are cached in process (no database round trip for everyone else),
 * confirmed against the database on a hit, and every flag or clear is published on the invalidation
 * bus (topic `password-gate`, key `flag:<id>` / `clear:<id>`) so other instances' caches follow.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createLocalInvalidationBus, type InvalidationBus } from '../core/invalidation';

/** Routes a flagged user may still call (Fastify route URLs, with the /api prefix). */
export const PASSWORD_CHANGE_EXEMPT = new Set([
  '/api/auth/update',
  '/api/auth/logout',
  '/api/user/info',
  '/api/user/is-guest',
  '/api/token/refresh',
  '/api/balance/info',
]);

/** The invalidation topic of the password-change flag. */
export const PASSWORD_GATE_TOPIC = 'password-gate';

export interface PasswordGate {
  load(): Promise<void>;
  /** Whether the user must change the password now. */
  required(userId: number): Promise<boolean>;
  /** The user was flagged (published to every instance). */
  flag(userId: number): void;
  /** The user changed the password (published to every instance). */
  clear(userId: number): void;
}

/**
 * @param db the database (the flagged ids are loaded by `load()`)
 * @param bus where flag changes are published and heard (default: this process only)
 */
export function createPasswordGate(db: Db, bus: InvalidationBus = createLocalInvalidationBus()): PasswordGate {
  const flagged = new Set<number>();
  bus.subscribe(PASSWORD_GATE_TOPIC, (key) => {
    const [op, id] = key.split(':');
    if (op === 'flag') flagged.add(Number(id));
    else if (op === 'clear') flagged.delete(Number(id));
  });
  return {
    async load() {
      for (const r of await db.select({ id: users.id }).from(users).where(eq(users.requirePasswordChange, true)))
        flagged.add(r.id);
    },
    async required(userId) {
      if (!flagged.has(userId)) return false;
      const [u] = await db.select({ v: users.requirePasswordChange }).from(users).where(eq(users.id, userId));
      if (!u?.v) flagged.delete(userId);
      return !!u?.v;
    },
    flag: (id) => bus.publish(PASSWORD_GATE_TOPIC, `flag:${id}`),
    clear: (id) => bus.publish(PASSWORD_GATE_TOPIC, `clear:${id}`),
  };
}
