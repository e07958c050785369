/**
 * Sessions (§3 Session) are kernel data: Ask writes questions and answers into them, the tutor and
 * other modes (§4 session modes) extend a session with their own tables keyed by the session id.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_outputs_session_idx').on(t.sessionId), index('session_outputs_input_idx').on(t.sessionInputId)],
);
