/**
 * Feature permissions from usage (§6): canCopy, canSendShortcut, canVoice, canNotebook and
 * canNewTutor are derived on the server from today's per-function usage and the member type, and
 * refreshed by the usage-increase calls (§7 `POST /daily-member-func-usage/increase`,
 * `POST /member-func-usage/increase`). Members have no daily limits.
 *
 * Daily limits for guests and free users (from §9's small limits 2 and 5): 5 copies, 5 shortcut
 * sends, 5 voice inputs, 5 new-tutor sessions, 2 notebooks; guests cannot use voice or notebooks.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MemberType } from '../../sdk/contract/constants';
import type { Db } from '../db/client';
import { funcUsage } from '../db/schema';

export const LOCK_FUNCS = ['COPY', 'SEND', 'VOICE', 'NOTEBOOK', 'NEW_TUTOR'] as const;
export type LockFunc = (typeof LOCK_FUNCS)[number];

export const DAILY_LIMITS: Record<'GUEST' | 'FREE', Record<LockFunc, number>> = {
  GUEST: { COPY: 5, SEND: 5, VOICE: 0, NOTEBOOK: 0, NEW_TUTOR: 5 },
  FREE: { COPY: 5, SEND: 5, VOICE: 5, NOTEBOOK: 2, NEW_TUTOR: 5 },
};

export interface Permissions {
  canCopy: boolean;
  canSendShortcut: boolean;
  canVoice: boolean;
  canNotebook: boolean;
  canNewTutor: boolean;
}

/** Today's date in UTC as YYYY-MM-DD. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

export async function usageToday(db: Db, userId: number, day = utcDay()): Promise<Record<LockFunc, number>> {
  const rows = await db
    .select({ func: funcUsage.func, total: sql<number>`coalesce(sum(${funcUsage.count}), 0)::int` })
    .from(funcUsage)
    .where(and(eq(funcUsage.userId, userId), eq(funcUsage.day, day)))
    .groupBy(funcUsage.func);
  const out = Object.fromEntries(LOCK_FUNCS.map((f) => [f, 0])) as Record<LockFunc, number>;
  for (const r of rows) if ((LOCK_FUNCS as readonly string[]).includes(r.func)) out[r.func as LockFunc] = Number(r.total);
  return out;
}

export function permissionsFor(memberType: MemberType, used: Record<LockFunc, number>): Permissions {
  if (memberType === 'MEMBER' || memberType === 'SUPER_MEMBER') return { canCopy: true, canSendShortcut: true, canVoice: true, canNotebook: true, canNewTutor: true };
  const limits = DAILY_LIMITS[memberType === 'GUEST' ? 'GUEST' : 'FREE'];
  return {
    canCopy: used.COPY < limits.COPY,
    canSendShortcut: used.SEND < limits.SEND,
    canVoice: used.VOICE < limits.VOICE,
    canNotebook: used.NOTEBOOK < limits.NOTEBOOK,
    canNewTutor: used.NEW_TUTOR < limits.NEW_TUTOR,
  };
}

/** Counts one use of `func` (from `source`) today; returns whether it was allowed and the new permissions. */
export async function increaseUsage(db: Db, userId: number, memberType: MemberType, func: LockFunc, source: string): Promise<{ allowed: boolean; permissions: Permissions }> {
  const day = utcDay();
  const before = permissionsFor(memberType, await usageToday(db, userId, day));
  const key: Record<LockFunc, keyof Permissions> = { COPY: 'canCopy', SEND: 'canSendShortcut', VOICE: 'canVoice', NOTEBOOK: 'canNotebook', NEW_TUTOR: 'canNewTutor' };
  if (!before[key[func]]) return { allowed: false, permissions: before };
  await db
    .insert(funcUsage)
    .values({ userId, func, source, day, count: 1 })
    .onConflictDoUpdate({ target: [funcUsage.userId, funcUsage.func, funcUsage.source, funcUsage.day], set: { count: sql`${funcUsage.count} + 1` } });
  return { allowed: true, permissions: permissionsFor(memberType, await usageToday(db, userId, day)) };
}

/** Counts one use of an unlimited function (ASK, COMPUTE, ...) for the usage statistics (§9 sources). */
export async function countUsage(db: Db, userId: number, func: string, source: string): Promise<void> {
  await db
    .insert(funcUsage)
    .values({ userId, func, source, day: utcDay(), count: 1 })
    .onConflictDoUpdate({ target: [funcUsage.userId, funcUsage.func, funcUsage.source, funcUsage.day], set: { count: sql`${funcUsage.count} + 1` } });
}
