/**
 * §8 REQUIRE_PASSWORD_CHANGE: a user flagged `requirePasswordChange` gets `403 REQUIRE_PASSWORD_CHANGE`
 * from every guarded route except the few needed to change the password (and to show the shell).
 * Flagged users are few: their ids are cached and confirmed against the database on a hit, so a
 * password changed through another server process is seen at once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Routes a flagged user may still call (Fastify route URLs, with the /api prefix). */
export const PASSWORD_CHANGE_EXEMPT = new Set(['/api/auth/update', '/api/auth/logout', '/api/user/info', '/api/user/is-guest', '/api/token/refresh', '/api/balance/info']);

export interface PasswordGate {
  load(): Promise<void>;
  /** Whether the user must change the password now. */
  required(userId: number): Promise<boolean>;
  flag(userId: number): void;
  clear(userId: number): void;
}

export function createPasswordGate(db: Db): PasswordGate {
  const flagged = new Set<number>();
  return {
    async load() {
      for (const r of await db.select({ id: users.id }).from(users).where(eq(users.requirePasswordChange, true))) flagged.add(r.id);
    },
    async required(userId) {
      if (!flagged.has(userId)) return false;
      const [u] = await db.select({ v: users.requirePasswordChange }).from(users).where(eq(users.id, userId));
      if (!u?.v) flagged.delete(userId);
      return !!u?.v;
    },
    flag: (id) => void flagged.add(id),
    clear: (id) => void flagged.delete(id),
  };
}
