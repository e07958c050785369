/** Billing tables: checkouts, subscriptions, the webhook events applied (exactly once), daily checks. */
import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '@lemma/sdk/server';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A checkout started by a user: a subscription plan or a recharge pack. `id` is the provider's session id. */
export const checkouts = pgTable('billing_checkouts', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  kind: text('kind').notNull(),
  planId: integer('plan_id'),
  packId: integer('pack_id'),
  amountCents: integer('amount_cents').notNull(),
  /** The promotion code whose coupon lowered `amountCents` (first payment only). */
  promotionCode: text('promotion_code'),
  freeTrial: boolean('free_trial').notNull().default(false),
  status: text('status').notNull().default('OPEN'),
  createdAt: created(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** The local test checkout: when a completion claimed it (exactly one request may pay a checkout; issue #13). */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

/** One row per provider subscription; the user's member type follows the newest active one. */
export const subscriptions = pgTable(
  'billing_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id').notNull(),
    planId: integer('plan_id').notNull(),
    status: text('status').notNull(),
    platform: text('platform').notNull().default('STRIPE_APP'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    hadTrial: boolean('had_trial').notNull().default(false),
    /** `created` (Unix seconds) of the newest event applied: older events arriving late are ignored. */
    lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull().default(0),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_subscriptions_sub_uq').on(t.provider, t.subscriptionId)],
);

/** Webhook events already applied, by provider event id: a retried or replayed event changes nothing. */
export const paymentEvents = pgTable('billing_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: created(),
});

/** §7 daily check: one grant per user per UTC day. */
export const dailyChecks = pgTable(
  'billing_daily_checks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** §7 dialog triggers: each time the subscription dialog opens, why, and whether the free-trial confirm-exit dialog followed. */
export const dialogTriggers = pgTable('billing_dialog_triggers', {
  uuid: uuid('uuid').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  triggerType: text('trigger_type').notNull(),
  freeTrialAvailable: boolean('free_trial_available').notNull(),
  freeTrialConfirmExitDialog: boolean('free_trial_confirm_exit_dialog').notNull().default(false),
  createdAt: created(),
});

/**
 * Promotion codes (§3 Promotion info: hostName) with their coupon (§9 coupon types), applied to the
 * first payment of a checkout. (Table names keep the `account_` prefix they were created with.)
 */
export const promotions = pgTable('account_promotions', {
  code: text('code').primaryKey(),
  hostName: text('host_name').notNull(),
  couponType: text('coupon_type').notNull(),
  value: integer('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: created(),
});

/** §7 open-api/user-promotion: who arrived with which code (counted once per user and code). */
export const promotionVisits = pgTable(
  'account_promotion_visits',
  {
    code: text('code')
      .notNull()
      .references(() => promotions.code, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('account_promotion_visits_uq').on(t.code, t.userId)],
);
