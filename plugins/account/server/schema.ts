/** Account tables: invitation codes and referrals (§7 invitation), promotions and their visits. */
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One invitation code per user, made on first use. */
export const invitations = pgTable(
  'account_invitations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('account_invitations_code_uq').on(t.code)],
);

/** A referral: the invitee (once, ever) and who invited them. Both got the §9 referral credits. */
export const referrals = pgTable('account_referrals', {
  inviteeId: integer('invitee_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inviterId: integer('inviter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
});

/** Promotion codes (§3 Promotion info: hostName) with their coupon (§9 coupon types). */
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
