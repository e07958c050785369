/** The calculator history (§3 Calculator entry), per user. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@lemma/sdk/server';

export const calculatorHistory = pgTable(
  'calculator_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    input: text('input').notNull(),
    model: text('model').notNull(),
    simplifyResult: text('simplify_result'),
    calcResult: text('calc_result'),
    variable: text('variable').notNull().default('x'),
    derivativeOrder: integer('derivative_order').notNull().default(1),
    integrationLowerBound: text('integration_lower_bound'),
    integrationUpperBound: text('integration_upper_bound'),
    integrationModel: text('integration_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calculator_history_user_idx').on(t.userId, t.createdAt)],
);
