/**
 * What billing's route modules share: the services, the payment provider, the caller's user row
 * and live subscription, promotions, and the provider-failure guard.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import {
  AppError,
  users,
  type AuthGuard,
  type CreditLedger,
  type Db,
  type ServerSettings,
  type UserRow,
} from '@lemma/sdk/server';
import { MEMBER_STATUSES, type PromotionInfo } from '../shared/contract';
import type { CheckoutRequest, createLocalProvider, PaymentProvider } from './providers';
import { promotions, promotionVisits, subscriptions } from './schema';

/** Billing's configuration slice (docs/billing.md, docs/configuration.md). */
export const billingConfig = z.object({
  /** With a secret key payments go to Stripe; without, the local test checkout. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Required with STRIPE_SECRET_KEY; the local checkout makes one in the data folder when unset. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API base URL, for a local stub in tests (default https://api.stripe.com). */
  STRIPE_API_BASE: z.string().url().optional(),
});
export type BillingConfig = z.infer<typeof billingConfig>;

/** §4 periods → billing intervals. Seasonal is billed monthly for 3 months (§9 "per month"). */
export const INTERVALS: Record<string, CheckoutRequest['interval']> = {
  WEEKLY: { unit: 'week', count: 1 },
  MONTHLY: { unit: 'month', count: 1 },
  SEASONAL: { unit: 'month', count: 1 },
  ANNUAL: { unit: 'week', count: 52 },
};
/** The retention offer: 50 % off for 3 months (docs/billing.md). */
export const RETENTION_DISCOUNT = { percentOff: 50, months: 3 };

export type PromotionRow = typeof promotions.$inferSelect;

export interface BillingDeps {
  db: Db;
  guard: AuthGuard;
  credits: CreditLedger;
  settings: ServerSettings;
  provider: PaymentProvider;
  /** The local test provider, when Stripe is not configured. */
  local: ReturnType<typeof createLocalProvider> | null;
}

/** The public origin for return URLs: PUBLIC_URL, else the request's. */
export const origin = (d: BillingDeps, req: FastifyRequest) => d.settings.publicUrl ?? `${req.protocol}://${req.headers.host}`;

/** Provider failures (network, Stripe errors) become a clear 502 in the §8 shape. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('CUSTOM_ERROR', `The payment provider could not be reached: ${(e as Error).message}`.slice(0, 300), 502);
  }
}

/** The caller's user row; 401 when it is gone. */
export async function caller(d: BillingDeps, req: FastifyRequest): Promise<UserRow> {
  const [u] = await d.db
    .select()
    .from(users)
    .where(eq(users.id, d.guard.user(req).userId));
  if (!u) throw new AppError('UNAUTHORIZED', 'Login required');
  return u;
}

/** The user's subscription in a member status (trialing, active, past_due), newest first. */
export async function liveSubscription(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
  return rows.find((r) => (MEMBER_STATUSES as readonly string[]).includes(r.status)) ?? null;
}

export const promotionInfo = (p: PromotionRow): PromotionInfo => ({
  code: p.code,
  hostName: p.hostName,
  couponType: p.couponType as PromotionInfo['couponType'],
  value: p.value,
});

/** A promotion by code that has not expired; AppError NOT_FOUND otherwise. */
export async function livePromotion(db: Db, code: string): Promise<PromotionRow> {
  const [p] = await db.select().from(promotions).where(eq(promotions.code, code));
  if (!p || (p.expiresAt && p.expiresAt.getTime() < Date.now()))
    throw new AppError('NOT_FOUND', 'This promotion code is not valid');
  return p;
}

/** The code of the last promotion the user arrived with, if any. */
export async function visitedPromotion(db: Db, userId: number): Promise<string | null> {
  const [visit] = await db
    .select()
    .from(promotionVisits)
    .where(eq(promotionVisits.userId, userId))
    .orderBy(desc(promotionVisits.createdAt))
    .limit(1);
  return visit?.code ?? null;
}
