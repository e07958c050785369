/**
 * The billing contract (§3 Plans, Subscription info, Recharge pack; §4 subscription statuses,
 * periods, retention states, payment platforms; §7 Billing; §9 prices and credits). Plans live in
 * sdk/contract/plans.ts (the kernel's subscription dialog shows them too).
 */
import { PLANS, type Plan } from '@lemma/sdk/contract/plans';

/** §4 subscription statuses (Stripe's "canceled" is written "cancelled" here, as in the spec). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'cancelled',
  'past_due',
  'unpaid',
  'paused',
  'incomplete',
  'incomplete_expired',
  'trialing_cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Statuses that keep the member's plan: paying, on trial, or in the payment grace period. */
export const MEMBER_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
/**
 * The free trial of a first subscription, in days. §9 says "default free trial count: 2"; read here
 * as two days of membership before the first charge (docs/billing.md).
 */
export const FREE_TRIAL_DAYS = 2;
/** §4 payment platforms. */
export const PLATFORMS = ['STRIPE_APP', 'PLAY_STORE', 'APP_STORE'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** §4 retention offer states (transitions in docs/billing.md). */
export const RETENTION_STATES = ['NOT_OFFERED', 'INACTIVE', 'ACTIVE', 'OFFERED', 'IN_SCHEDULE'] as const;

/** §3 Recharge pack, sized by §9 diamond sizes. Extra credits never expire with the plan. */
export interface RechargePack {
  id: number;
  size: 'SMALL' | 'MEDIUM' | 'LARGE';
  price: number;
  proCredit: number;
  maxCredit: number;
}
export const RECHARGE_PACKS: readonly RechargePack[] = [
  { id: 1, size: 'SMALL', price: 2.99, proCredit: 300, maxCredit: 30 },
  { id: 2, size: 'MEDIUM', price: 6.99, proCredit: 1000, maxCredit: 100 },
  { id: 3, size: 'LARGE', price: 14.99, proCredit: 3000, maxCredit: 300 },
];

export const planById = (id: number): Plan | undefined => PLANS.find((p) => p.id === id);
export const packById = (id: number): RechargePack | undefined => RECHARGE_PACKS.find((p) => p.id === id);

/** Stripe's subscription status in the spec's spelling; a cancelled trial is trialing_cancelled. */
export function specStatus(stripeStatus: string, hadTrial: boolean): SubscriptionStatus {
  if (stripeStatus === 'canceled') return hadTrial ? 'trialing_cancelled' : 'cancelled';
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(stripeStatus)
    ? (stripeStatus as SubscriptionStatus)
    : 'incomplete';
}

export interface SubscriptionInfo {
  platform: Platform | null;
  /** `stripe` or `local` (the test checkout, which has no customer portal of its own). */
  provider: string | null;
  currentPeriod: 'WEEKLY' | 'MONTHLY' | 'SEASONAL' | 'ANNUAL' | 'UNPAID';
  status: SubscriptionStatus | null;
  planId: number | null;
  memberType: 'FREE' | 'MEMBER' | 'SUPER_MEMBER';
  currentPeriodEnd: number | null;
  scheduleCancelAtPeriodEnd: boolean;
  subscriptionRetentionStatus: (typeof RETENTION_STATES)[number];
}

export interface CheckoutResponse {
  /** Where to send the browser: the provider's hosted checkout (or the local test checkout). */
  url: string;
  checkoutId: string;
}

/** A checkout as the success pages and the local test checkout read it. */
export interface CheckoutView {
  id: string;
  kind: 'SUBSCRIPTION' | 'RECHARGE';
  status: 'OPEN' | 'COMPLETED' | 'CANCELLED';
  provider: string;
  planId: number | null;
  packId: number | null;
  amount: number;
  freeTrial: boolean;
  /** The promotion whose coupon lowered the amount, if any. */
  promotionCode: string | null;
}

/** §3 Promotion info. */
export interface PromotionInfo {
  code: string;
  hostName: string;
  couponType: 'PERCENTAGE' | 'AMOUNT';
  value: number;
}

/** §3 local storage key of a promotion code the visitor arrived with (`?promo=` on the plans page). */
export const PROMOTION_KEY = 'lemma.promotionCode';

/** The first payment after a promotion's coupon (cents; never below Stripe's 50-cent minimum). */
export function discounted(amountCents: number, p: Pick<PromotionInfo, 'couponType' | 'value'>): number {
  const off = p.couponType === 'PERCENTAGE' ? Math.round((amountCents * p.value) / 100) : p.value;
  return Math.max(50, amountCents - off);
}
