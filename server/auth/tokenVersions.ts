/**
 * Token revocation (issue #13): every access token carries its user's token version (`tv` claim); logging out,
 * changing or resetting the password bump the version, so every older token of that user stops working at once
 * (401: the client's stored login uuid then signs the other devices back in, spec §5 auto-login). Versions are
 * cached per process — one database read per user per process — and every bump is published on the invalidation
 * bus (topic `token-version`, key `<userId>:<version>`) so other instances' caches follow.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createLocalInvalidationBus, type InvalidationBus } from '../core/invalidation';

export const TOKEN_VERSION_TOPIC = 'token-version';
/** Users whose version is cached; the oldest entries go first past this many. */
const CACHE_SIZE = 100_000;

export interface TokenVersions {
  /** The user's current token version (0 for a user never revoked). */
  current(userId: number): Promise<number>;
  /** Revokes every token of the user issued so far; returns the new version (tokens issued from now on carry it). */
  bump(userId: number): Promise<number>;
}

export function createTokenVersions(db: Db, bus: InvalidationBus = createLocalInvalidationBus()): TokenVersions {
  const cache = new Map<number, number>();
  const remember = (id: number, v: number) => {
    if (!cache.has(id) && cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(id, Math.max(v, cache.get(id) ?? 0));
  };
  bus.subscribe(TOKEN_VERSION_TOPIC, (key) => {
    const [id, v] = key.split(':').map(Number);
    if (Number.isInteger(id) && Number.isInteger(v)) remember(id!, v!);
  });
  return {
    async current(userId) {
      const hit = cache.get(userId);
      if (hit !== undefined) return hit;
      const [u] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId));
      const v = u?.v ?? 0;
      remember(userId, v);
      return v;
    },
    async bump(userId) {
      const [u] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ v: users.tokenVersion });
      const v = u?.v ?? 0;
      bus.publish(TOKEN_VERSION_TOPIC, `${userId}:${v}`);
      return v;
    },
  };
}
