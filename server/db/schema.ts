/**
 * The kernel's tables (drizzle-orm, PostgreSQL dialect). The same schema and migrations run on the
 * embedded PGlite and on PostgreSQL 15+. Plugins add their own tables in `plugins/<id>/server/schema.ts`,
 * found by `server/db/schemas.ts` (and by drizzle-kit through the same glob), so one migration set
 * covers everything.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@lemma/sdk/server';

/** The `users` table is defined in the server SDK (plugins reference it by foreign key). */
export { users };

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Login uuids kept by the client for auto-login (§4: 401 → auto-login with uuid + fingerprint). */
export const loginSessions = pgTable(
  'login_sessions',
  {
    uuid: uuid('uuid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint'),
    createdAt: created(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId)],
);

/** Mailed one-time codes (§9 purposes SIGN_UP, FORGET_PASSWORD, CHANGE_PASSWORD); only a hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** For SIGN_UP: the pending account (names, password hash, guest to upgrade). */
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.purpose)],
);

/** One-time deep-link login codes (`GET /api/mobile/app/deeplink/login`). */
export const deeplinkCodes = pgTable('deeplink_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every mail the server sends, sent or not (the embedded default has no SMTP). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: created(),
});

/** The credit ledger: every grant, debit and plan refresh is a row; balances are sums. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bucket: text('bucket').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    refId: text('ref_id'),
    createdAt: created(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.kind, t.bucket)],
);

/** Render errors reported by the client's error boundary (§7 Other loading). */
export const errorEvents = pgTable('error_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: created(),
});

/** Admin overrides of which plugins are enabled (default: enabled unless PLUGINS_DISABLED names it). */
export const pluginSettings = pgTable('plugin_settings', {
  id: text('id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The user's workspace layout (mosaic tree), versioned so old layouts can be migrated or dropped. */
export const workspaceLayouts = pgTable('workspace_layouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  layout: jsonb('layout'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side key/value facts (e.g. that the first admin was created). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' })
    .notNull()
    .default(sql`0`),
});

/** Accounts at external identity providers (Google, Apple): provider + subject → user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('user_identities_uq').on(t.provider, t.subject)],
);

/** Per-function usage counters (§6 feature permissions, §7 usage increase calls), per UTC day. */
export const funcUsage = pgTable(
  'func_usage',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    func: text('func').notNull(),
    source: text('source').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('func_usage_uq').on(t.userId, t.func, t.source, t.day)],
);
