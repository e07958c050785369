/**
 * Feature permissions from usage (§6): canCopy, canSendShortcut, canVoice, canNotebook and
 * canNewTutor are derived on the server from today's per-function usage and the member type.
 * Members have no daily limits. Daily limits for guests and free users (from §9's small limits 2
 * and 5): 5 copies, 5 shortcut sends, 5 voice inputs, 5 new-tutor sessions, 2 notebooks; guests
 * cannot use voice or notebooks. Counting goes through the `IUsage` service (server/core/usage.ts).
 */
import type { MemberType } from '../contract/constants';
import type { DbOrTx } from './db';

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

/** Today's date in UTC as YYYY-MM-DD (the usage day and the daily-check day). */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** The §6 permissions of a member type given today's usage per locked function. */
export function permissionsFor(memberType: MemberType, used: Record<LockFunc, number>): Permissions {
  if (memberType === 'MEMBER' || memberType === 'SUPER_MEMBER')
    return { canCopy: true, canSendShortcut: true, canVoice: true, canNotebook: true, canNewTutor: true };
  const limits = DAILY_LIMITS[memberType === 'GUEST' ? 'GUEST' : 'FREE'];
  return {
    canCopy: used.COPY < limits.COPY,
    canSendShortcut: used.SEND < limits.SEND,
    canVoice: used.VOICE < limits.VOICE,
    canNotebook: used.NOTEBOOK < limits.NOTEBOOK,
    canNewTutor: used.NEW_TUTOR < limits.NEW_TUTOR,
  };
}

/** Per-function usage counters per UTC day (`func_usage`), for §6 permissions and §9 statistics. */
export interface UsageCounter {
  /** Counts one use of `func` from `source` today (unlimited functions too: ASK, COMPUTE, ...). `tx` joins the caller's transaction. */
  count(userId: number, func: string, source: string, tx?: DbOrTx): Promise<void>;
  /** Today's (or `day`'s) use of each locked function. */
  today(userId: number, opts?: { tx?: DbOrTx; day?: string }): Promise<Record<LockFunc, number>>;
  /** Counts one use of a locked function when allowed; returns whether it was and the new permissions. */
  increase(
    userId: number,
    memberType: MemberType,
    func: LockFunc,
    source: string,
  ): Promise<{ allowed: boolean; permissions: Permissions }>;
}
