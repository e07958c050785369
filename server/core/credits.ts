/**
 * The credit ledger (§3 Balance info, §9 credits). Every grant, debit and plan refresh is a row of
 * `credit_ledger`; a balance is the sum of its rows. Plan credits are reset to the plan's allowance
 * at `nextPlanRefreshTime`; extra credits (recharge packs, referral, daily check, admin grants) never
 * expire with the plan.
 *
 * Allowances (§9): the free plan (guests too) gets 2 PRO and 0 MAX credits per day; MEMBER
 * 3000 PRO and 300 MAX, SUPER_MEMBER 3000 PRO and 1000 MAX per plan period (here: 7 days until
 * billing defines the periods). See docs/configuration.md for the choice between §9's two numbers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CREDITS, type MemberType } from '@lemma/sdk/contract/constants';
import type { BalanceInfo } from '@lemma/sdk/contract/auth';
import type { CreditBucket, CreditKind, CreditLedger, Db, Tx } from '@lemma/sdk/server';
import { creditLedger, users } from '../db/schema';
import { AppError } from './errors';

const DAY = 86_400_000;
export const PLAN_ALLOWANCE: Record<MemberType, { PRO: number; MAX: number; periodMs: number }> = {
  GUEST: { PRO: CREDITS.FREE_PRO, MAX: CREDITS.FREE_MAX, periodMs: DAY },
  FREE: { PRO: CREDITS.FREE_PRO, MAX: CREDITS.FREE_MAX, periodMs: DAY },
  MEMBER: { PRO: CREDITS.MEMBER_PRO, MAX: CREDITS.MEMBER_MAX, periodMs: 7 * DAY },
  SUPER_MEMBER: { PRO: CREDITS.MEMBER_PRO, MAX: 1000, periodMs: 7 * DAY },
};

async function sums(tx: Tx | Db, userId: number) {
  const rows = await tx
    .select({
      kind: creditLedger.kind,
      bucket: creditLedger.bucket,
      total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .groupBy(creditLedger.kind, creditLedger.bucket);
  const get = (k: CreditKind, b: CreditBucket) => Number(rows.find((r) => r.kind === k && r.bucket === b)?.total ?? 0);
  return {
    proPlan: get('PRO', 'PLAN'),
    proExtra: get('PRO', 'EXTRA'),
    maxPlan: get('MAX', 'PLAN'),
    maxExtra: get('MAX', 'EXTRA'),
  };
}

/**
 * The balance and the plan refresh time in ONE lock-free read (no transaction): the user's
 * `plan_refresh_at` left-joined to the sums of the ledger, prepared once per database (built once; on
 * PostgreSQL parsed and planned once per connection). `read(userId)` is null when the user does not exist.
 */
function balanceReader(db: Db) {
  const query = db
    .select({
      refreshAt: users.planRefreshAt,
      kind: creditLedger.kind,
      bucket: creditLedger.bucket,
      total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`,
    })
    .from(users)
    .leftJoin(creditLedger, eq(creditLedger.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .groupBy(users.planRefreshAt, creditLedger.kind, creditLedger.bucket)
    .prepare('lemma_balance');
  return async (userId: number) => balanceFrom(await query.execute({ userId }));
}
type BalanceRead = (userId: number) => Promise<{ refreshAt: Date; sums: Awaited<ReturnType<typeof sums>> } | null>;

function balanceFrom(
  rows: { refreshAt: Date; kind: string | null; bucket: string | null; total: number }[],
): { refreshAt: Date; sums: Awaited<ReturnType<typeof sums>> } | null {
  if (!rows.length) return null;
  const get = (k: CreditKind, b: CreditBucket) => Number(rows.find((r) => r.kind === k && r.bucket === b)?.total ?? 0);
  return {
    refreshAt: rows[0]!.refreshAt,
    sums: {
      proPlan: get('PRO', 'PLAN'),
      proExtra: get('PRO', 'EXTRA'),
      maxPlan: get('MAX', 'PLAN'),
      maxExtra: get('MAX', 'EXTRA'),
    },
  };
}

/**
 * The current balance: the lock-free read, and only when the plan refresh is due the locking
 * refresh transaction and a second read (issue #12: reads take no locks and open no transactions).
 */
async function currentBalance(
  db: Db,
  read: BalanceRead,
  userId: number,
): Promise<{ refreshAt: Date; sums: Awaited<ReturnType<typeof sums>> }> {
  const first = await read(userId);
  if (!first) throw new AppError('NOT_FOUND', 'User not found');
  if (first.refreshAt.getTime() > Date.now()) return first;
  await db.transaction((tx) => refreshInTx(tx, userId));
  return (await read(userId))!;
}

/** Locks the user row and resets plan credits if the refresh time has passed. Returns the refresh time. */
async function refreshInTx(tx: Tx, userId: number, now = new Date()): Promise<Date> {
  const [u] = await tx
    .select({ memberType: users.memberType, planRefreshAt: users.planRefreshAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!u) throw new AppError('NOT_FOUND', 'User not found');
  if (u.planRefreshAt.getTime() > now.getTime()) return u.planRefreshAt;
  const plan = PLAN_ALLOWANCE[u.memberType as MemberType] ?? PLAN_ALLOWANCE.FREE;
  const s = await sums(tx, userId);
  const rows = [
    { kind: 'PRO', delta: plan.PRO - s.proPlan },
    { kind: 'MAX', delta: plan.MAX - s.maxPlan },
  ].filter((r) => r.delta !== 0);
  if (rows.length)
    await tx
      .insert(creditLedger)
      .values(rows.map((r) => ({ userId, kind: r.kind, bucket: 'PLAN', delta: r.delta, reason: 'PLAN_REFRESH' })));
  // The next refresh is a whole number of periods after the last one, so a late read does not drift.
  const periods = Math.floor((now.getTime() - u.planRefreshAt.getTime()) / plan.periodMs) + 1;
  const next = new Date(u.planRefreshAt.getTime() + periods * plan.periodMs);
  await tx.update(users).set({ planRefreshAt: next }).where(eq(users.id, userId));
  return next;
}

async function spendInTx(tx: Tx, userId: number, kind: CreditKind, amount: number, reason: string, refId?: string) {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new AppError('VALIDATION_ERROR', 'Credit amounts are positive whole numbers');
  await refreshInTx(tx, userId);
  const s = await sums(tx, userId);
  const plan = kind === 'PRO' ? s.proPlan : s.maxPlan;
  const extra = kind === 'PRO' ? s.proExtra : s.maxExtra;
  if (plan + extra < amount) throw new AppError('OUT_OF_BALANCE_CREDIT', `Not enough ${kind} credits`);
  const fromPlan = Math.min(Math.max(plan, 0), amount);
  const rows = [
    { bucket: 'PLAN', delta: -fromPlan },
    { bucket: 'EXTRA', delta: -(amount - fromPlan) },
  ].filter((r) => r.delta !== 0);
  await tx
    .insert(creditLedger)
    .values(rows.map((r) => ({ userId, kind, bucket: r.bucket, delta: r.delta, reason, refId: refId ?? null })));
}

export function createCreditLedger(
  db: Db,
): CreditLedger & { balance(userId: number): Promise<BalanceInfo>; refresh(userId: number): Promise<void> } {
  const read = balanceReader(db);
  return {
    async grant(userId, e, tx) {
      if (!Number.isInteger(e.delta)) throw new AppError('VALIDATION_ERROR', 'Credit amounts are whole numbers');
      await (tx ?? db)
        .insert(creditLedger)
        .values({ userId, kind: e.kind, bucket: e.bucket, delta: e.delta, reason: e.reason, refId: e.refId ?? null });
    },
    async spend(userId, kind, amount, reason, refId) {
      await db.transaction((tx) => spendInTx(tx, userId, kind, amount, reason, refId));
    },
    async spendInTransaction(tx, userId, kind, amount, reason, refId) {
      await spendInTx(tx, userId, kind, amount, reason, refId);
    },
    async available(userId, kind) {
      const { sums: s } = await currentBalance(db, read, userId);
      return kind === 'PRO' ? s.proPlan + s.proExtra : s.maxPlan + s.maxExtra;
    },
    async refresh(userId) {
      await db.transaction((tx) => refreshInTx(tx, userId));
    },
    async balance(userId) {
      const { refreshAt: next, sums: s } = await currentBalance(db, read, userId);
      return {
        proPlanCredit: s.proPlan,
        proExtraCredit: s.proExtra,
        maxPlanCredit: s.maxPlan,
        maxExtraCredit: s.maxExtra,
        nextPlanRefreshTime: next.getTime(),
        memberMaxPlanCredit: CREDITS.MEMBER_MAX,
      };
    },
  };
}

/** Moves a merged guest's extra credits to the account (plan credits belong to the plan, not the person). */
export async function moveExtraCredits(tx: Tx, fromUserId: number, toUserId: number): Promise<void> {
  await tx
    .update(creditLedger)
    .set({ userId: toUserId })
    .where(and(eq(creditLedger.userId, fromUserId), eq(creditLedger.bucket, 'EXTRA')));
}
