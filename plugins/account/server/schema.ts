/** Account tables: invitation codes and referrals (§7 invitation). */
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '@lemma/sdk/server';

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
