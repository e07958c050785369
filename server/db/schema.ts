/**
 * The kernel's tables (drizzle-orm, PostgreSQL dialect). The same schema and migrations run on the
 * embedded PGlite and on PostgreSQL 15+. Plugins add their own tables in `plugins/<id>/server/schema.ts`,
 * re-exported from `server/db/all-schema.ts` so one migration set covers everything.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Users, guests included (§3 Auth claims and User info). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isGuest: boolean('is_guest').notNull().default(false),
    guestUuid: uuid('guest_uuid'),
    memberType: text('member_type').notNull().default('FREE'),
    trialCount: integer('trial_count').notNull().default(2),
    trialUsed: boolean('trial_used').notNull().default(false),
    subActived: boolean('sub_actived').notNull().default(false),
    language: text('language').notNull().default('en'),
    preferredLanguage: text('preferred_language'),
    termAccepted: integer('term_accepted').notNull().default(2),
    didSurvey: boolean('did_survey').notNull().default(false),
    formId: text('form_id'),
    showDiscordSnackbar: boolean('show_discord_snackbar').notNull().default(true),
    showNotebookGuide: boolean('show_notebook_guide').notNull().default(true),
    showFreeTrial: boolean('show_free_trial').notNull().default(true),
    defaultMode: text('default_mode').notNull().default('ANSWER'),
    whatsNewVersion: text('whats_new_version'),
    imgCount: integer('img_count').notNull().default(0),
    degreeId: integer('degree_id').notNull().default(-1),
    grade: integer('grade'),
    /** ISO 3166-1 alpha-2 country code and a city name (settings, my account). */
    country: text('country'),
    city: text('city'),
    eduEmailCode: text('edu_email_code'),
    stripeStatus: text('stripe_status'),
    tutorPromotionType: text('tutor_promotion_type'),
    subscriptionRetentionStatus: text('subscription_retention_status').notNull().default('NOT_OFFERED'),
    scheduleCancelAtPeriodEnd: boolean('schedule_cancel_at_period_end').notNull().default(false),
    /** The user must choose a new password before anything else (§8 REQUIRE_PASSWORD_CHANGE), e.g. the first admin with a generated password. */
    requirePasswordChange: boolean('require_password_change').notNull().default(false),
    /** Ad-click identifiers (gclid, fbclid, utm), stored once. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    planRefreshAt: timestamp('plan_refresh_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a guest account was merged into another; such a row never logs in again. */
    mergedInto: integer('merged_into'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_guest_uuid_uq').on(t.guestUuid), uniqueIndex('users_username_uq').on(t.username)],
);

/** Login uuids kept by the client for auto-login (§4: 401 → auto-login with uuid + fingerprint). */
export const loginSessions = pgTable(
  'login_sessions',
  {
    uuid: uuid('uuid').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(sql`0`),
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
