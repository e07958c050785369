/**
 * Usage counting (§6 feature permissions, §7 usage increase calls, §9 sources) over the
 * `func_usage` table, one row per user, function, source and UTC day. The rules (limits,
 * `permissionsFor`, `utcDay`) are in the server SDK (sdk/server/usage.ts); plugins count through
 * the `IUsage` service made here, kernel routes call these functions directly.
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { MemberType } from '@lemma/sdk/contract/constants';
import {
  LOCK_FUNCS,
  permissionsFor,
  utcDay,
  type Db,
  type DbOrTx,
  type LockFunc,
  type Permissions,
  type UsageCounter,
} from '@lemma/sdk/server';
import { funcUsage } from '../db/schema';

export { DAILY_LIMITS, LOCK_FUNCS, permissionsFor, utcDay, type LockFunc, type Permissions } from '@lemma/sdk/server';

/** Today's (or `day`'s) use of each locked function. */
export async function usageToday(db: DbOrTx, userId: number, day = utcDay()): Promise<Record<LockFunc, number>> {
  const rows = await db
    .select({ func: funcUsage.func, total: sql<number>`coalesce(sum(${funcUsage.count}), 0)::int` })
    .from(funcUsage)
    .where(and(eq(funcUsage.userId, userId), eq(funcUsage.day, day)))
    .groupBy(funcUsage.func);
  return usageFrom(Object.fromEntries(rows.map((r) => [r.func, r.total])));
}

/** Today's use of each locked function from `{ func: total }` (as `usageTodaySql` reads it). */
export function usageFrom(totals: Record<string, number> | string | null | undefined): Record<LockFunc, number> {
  const out = Object.fromEntries(LOCK_FUNCS.map((f) => [f, 0])) as Record<LockFunc, number>;
  // JSON arrives parsed from node-postgres, as text from some drivers.
  const parsed = (typeof totals === 'string' ? JSON.parse(totals) : totals) as Record<string, number> | null | undefined;
  for (const [func, total] of Object.entries(parsed ?? {}))
    if ((LOCK_FUNCS as readonly string[]).includes(func)) out[func as LockFunc] = Number(total);
  return out;
}

/**
 * A scalar subquery with today's (or `day`'s) `{ func: total }` of user `userId`: selected next to
 * the user row, the user and the usage cost one round trip. Both may be placeholders (a prepared query).
 */
export function usageTodaySql(
  userId: number | Placeholder,
  day: string | Placeholder = utcDay(),
): SQL<Record<string, number> | string | null> {
  return sql<
    Record<string, number> | string | null
  >`(select json_object_agg(u.func, u.total) from (select ${funcUsage.func} as func, sum(${funcUsage.count})::int as total from ${funcUsage} where ${funcUsage.userId} = ${userId} and ${funcUsage.day} = ${day} group by ${funcUsage.func}) u)`;
}

/** Counts one use of `func` (from `source`) today; returns whether it was allowed and the new permissions. */
export async function increaseUsage(
  db: Db,
  userId: number,
  memberType: MemberType,
  func: LockFunc,
  source: string,
): Promise<{ allowed: boolean; permissions: Permissions }> {
  const day = utcDay();
  const before = permissionsFor(memberType, await usageToday(db, userId, day));
  const key: Record<LockFunc, keyof Permissions> = {
    COPY: 'canCopy',
    SEND: 'canSendShortcut',
    VOICE: 'canVoice',
    NOTEBOOK: 'canNotebook',
    NEW_TUTOR: 'canNewTutor',
  };
  if (!before[key[func]]) return { allowed: false, permissions: before };
  await countUsage(db, userId, func, source, day);
  return { allowed: true, permissions: permissionsFor(memberType, await usageToday(db, userId, day)) };
}

/** Counts one use of a function (ASK, COMPUTE, ... or a locked one) for the usage statistics (§9 sources). */
export async function countUsage(db: DbOrTx, userId: number, func: string, source: string, day = utcDay()): Promise<void> {
  await db
    .insert(funcUsage)
    .values({ userId, func, source, day, count: 1 })
    .onConflictDoUpdate({
      target: [funcUsage.userId, funcUsage.func, funcUsage.source, funcUsage.day],
      set: { count: sql`${funcUsage.count} + 1` },
    });
}

/** How long counts of statistics-only functions wait in memory before they are written, together. */
export const USAGE_FLUSH_MS = 1000;

/**
 * The `IUsage` service over `db`. A count outside a transaction of a function that limits nothing (ASK,
 * COMPUTE... — not a LOCK_FUNCS one, whose counts decide permissions and are written at once) is added up in
 * memory and written within USAGE_FLUSH_MS, one row update per user, function and source (issue #12: the free
 * compute route wrote a row per computation). `flush()` writes what waits (the server calls it when it stops).
 * @param onError a failed write of waiting counts (they are dropped: statistics)
 */
export function createUsageCounter(
  db: Db,
  onError: (err: unknown) => void = () => undefined,
): UsageCounter & { flush(): Promise<void> } {
  const waiting = new Map<string, { userId: number; func: string; source: string; day: string; n: number }>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = [...waiting.values()];
    waiting.clear();
    for (const r of rows)
      await db
        .insert(funcUsage)
        .values({ userId: r.userId, func: r.func, source: r.source, day: r.day, count: r.n })
        .onConflictDoUpdate({
          target: [funcUsage.userId, funcUsage.func, funcUsage.source, funcUsage.day],
          set: { count: sql`${funcUsage.count} + ${r.n}` },
        })
        .catch(onError);
  };
  return {
    async count(userId, func, source, tx) {
      if (tx || (LOCK_FUNCS as readonly string[]).includes(func)) return countUsage(tx ?? db, userId, func, source);
      const day = utcDay();
      const key = `${userId}|${func}|${source}|${day}`;
      const w = waiting.get(key);
      if (w) w.n++;
      else waiting.set(key, { userId, func, source, day, n: 1 });
      if (!timer) {
        timer = setTimeout(() => void flush(), USAGE_FLUSH_MS);
        timer.unref();
      }
    },
    today: (userId, opts = {}) => usageToday(opts.tx ?? db, userId, opts.day),
    increase: (userId, memberType, func, source) => increaseUsage(db, userId, memberType, func, source),
    flush,
  };
}
