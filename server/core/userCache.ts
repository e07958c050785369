/**
 * Per-user read caches (issue #12 point 5: no database round trip per request for what rarely changes): a
 * user's `/user/info`, `/balance/info` and session list answers are kept in process until one of the user's
 * rows changes — which the database itself announces (./changes.ts: triggers on users, credit_ledger,
 * func_usage, sessions) — or until the entry's own expiry (a balance is due for its plan refresh). Plugins
 * reach it as `IUserCache`.
 *
 * Correctness rules:
 * - nothing is cached while the change feed is not live, and everything is dropped when it resets;
 * - a value loaded while a change of the same user arrived is not kept (a per-user generation is read
 *   before and after the load), so a read racing a commit cannot pin the old rows;
 * - this process's own writes: `forget(userId, holdMs)` drops the user's entries at once and keeps caching
 *   off for `holdMs` (PostgreSQL's NOTIFY reaches this instance a moment after the commit; the writer's
 *   next read must not see the old value meanwhile).
 */
import type { UserReadCache } from '@lemma/sdk/server';
import type { ChangeFeed } from './changes';

export interface UserCache extends UserReadCache {
  /**
   * The user's cached `key`, else what `load()` gives (kept, when nothing changed meanwhile, until the user's
   * rows change or `expiresAt`, epoch milliseconds). A `load()` that throws caches nothing.
   */
  get<T>(userId: number, key: string, load: () => Promise<{ value: T; expiresAt?: number }>): Promise<T>;
  /** Drops the user's entries and caches nothing for them during `holdMs` (this process wrote their rows). */
  forget(userId: number, holdMs?: number): void;
  /** Entries held (tests, logs). */
  size(): number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * @param feed the database's change feed
 * @param maxUsers users whose entries are kept; the least recently read go first past this many
 */
export function createUserCache(feed: ChangeFeed, maxUsers = 20_000): UserCache {
  const entries = new Map<number, Map<string, Entry>>();
  /** Per user, the clock value of the last change heard (absent: none since the last reset). */
  const generations = new Map<number, number>();
  const holds = new Map<number, number>();
  let clock = 0;
  let epoch = 0;

  const changed = (userId: number) => {
    entries.delete(userId);
    generations.set(userId, ++clock);
    // Generations are needed only while a load may be in flight: past a bound, forget them all at once and
    // make every load in flight drop its value (a new epoch).
    if (generations.size > 4 * maxUsers) {
      generations.clear();
      epoch++;
    }
  };
  feed.subscribe((_table, userId) => changed(userId));
  feed.onReset(() => {
    entries.clear();
    generations.clear();
    epoch++;
  });

  return {
    async get<T>(userId: number, key: string, load: () => Promise<{ value: T; expiresAt?: number }>): Promise<T> {
      if (!feed.live) return (await load()).value;
      const now = Date.now();
      const mine = entries.get(userId);
      const hit = mine?.get(key);
      if (hit && hit.expiresAt > now) {
        // Most recently used last: re-insert.
        entries.delete(userId);
        entries.set(userId, mine!);
        return hit.value as T;
      }
      const generation = generations.get(userId);
      const started = epoch;
      const loaded = await load();
      const hold = holds.get(userId);
      if (hold !== undefined && hold <= Date.now()) holds.delete(userId);
      const keep =
        feed.live && started === epoch && generations.get(userId) === generation && !(hold !== undefined && hold > Date.now());
      if (keep && (loaded.expiresAt ?? Infinity) > Date.now()) {
        const map = entries.get(userId) ?? new Map<string, Entry>();
        map.set(key, { value: loaded.value, expiresAt: loaded.expiresAt ?? Infinity });
        entries.delete(userId);
        entries.set(userId, map);
        if (entries.size > maxUsers) entries.delete(entries.keys().next().value!);
      }
      return loaded.value;
    },
    forget(userId, holdMs = 0) {
      changed(userId);
      if (holdMs > 0) {
        holds.set(userId, Date.now() + holdMs);
        if (holds.size > maxUsers) for (const [id, until] of holds) if (until <= Date.now()) holds.delete(id);
      }
    },
    size: () => entries.size,
  };
}
