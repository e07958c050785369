/**
 * The kernel tables a server plugin may reference by foreign key or read: `users` (the kernel's
 * accounts, guests included) and the session tables of §3 (`sessions`, `session_inputs`,
 * `session_outputs`). The sessions plugin (plugins/sessions) creates and serves the session rows;
 * its `server/schema.ts` re-exports these so drizzle-kit generates their migrations from there.
 * Other plugins key their own rows by `sessions.id` (e.g. the tutor's `new_tutor_sessions`).
 *
 * Columns are the §3 fields; renaming one changes the database (run `npm run db:generate`).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** Bumped by logout, password change and reset: tokens carrying an older version are refused (issue #13). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Ad-click identifiers (gclid, fbclid, utm), stored once. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    planRefreshAt: timestamp('plan_refresh_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a guest account was merged into another; such a row never logs in again. */
    mergedInto: integer('merged_into'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_guest_uuid_uq').on(t.guestUuid),
    uniqueIndex('users_username_uq').on(t.username),
  ],
);

/** A `users` row. */
export type UserRow = typeof users.$inferSelect;

/** A session (§3 Session): one conversation of a mode (ANSWER, NEW_TUTOR, ...), owned by a user. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    grade: integer('grade'),
    favorite: boolean('favorite').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    parseStatus: text('parse_status'),
    mode: text('mode').notNull().default('ANSWER'),
    language: text('language').notNull().default('en'),
    desmosFunction: jsonb('desmos_function'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_uuid_uq').on(t.uuid), index('sessions_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** The questions (inputs) of a session, in order. */
export const sessionInputs = pgTable(
  'session_inputs',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    status: text('status').notNull().default('PENDING'),
    purpose: text('purpose'),
    model: text('model').notNull().default('PRO'),
    language: text('language').notNull().default('en'),
    grade: integer('grade'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_inputs_session_idx').on(t.sessionId)],
);

/** The answers (outputs) to a session's inputs; the latest per input is the current one. */
export const sessionOutputs = pgTable(
  'session_outputs',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    sessionInputId: integer('session_input_id')
      .notNull()
      .references(() => sessionInputs.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    finalAnswer: text('final_answer'),
    finalAnswerText: text('final_answer_text'),
    steps: jsonb('steps').notNull().default([]),
    verified: boolean('verified').notNull().default(false),
    exact: boolean('exact').notNull().default(false),
    provider: text('provider').notNull(),
    task: text('task'),
    optionList: jsonb('option_list').notNull().default([]),
    relatedQuestions: jsonb('related_questions').notNull().default([]),
    relatedImageStatus: text('related_image_status'),
    relatedImageUrl: text('related_image_url'),
    isGenerateImage: boolean('is_generate_image').notNull().default(false),
    outputFeedback: integer('output_feedback'),
    feedbackComment: text('feedback_comment'),
    desmosFunction: jsonb('desmos_function').notNull().default([]),
    /** Other checked forms of the final answer (`[{ latex, text }]`), e.g. factored beside expanded (issue #18). */
    alternateForms: jsonb('alternate_forms').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_outputs_session_idx').on(t.sessionId), index('session_outputs_input_idx').on(t.sessionInputId)],
);
