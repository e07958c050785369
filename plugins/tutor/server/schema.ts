/** New-tutor rows (§3 new-tutor fields): one per NEW_TUTOR session, keyed by the kernel's session id. */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '@lemma/sdk/server';
import type { TutorStepEntry } from '../shared/contract';
import type { TutorPlan } from './plan';

export const newTutorSessions = pgTable('new_tutor_sessions', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('PENDING'),
  totalStep: integer('total_step').notNull().default(0),
  currentStep: integer('current_step').notNull().default(0),
  displayStep: integer('display_step').notNull().default(0),
  isFinished: boolean('is_finished').notNull().default(false),
  /** The plan from the engine (plan.ts), null while PENDING. */
  plan: jsonb('plan').$type<TutorPlan>(),
  /** Served steps (§3 newTutorSessions), in step order. */
  entries: jsonb('entries').$type<TutorStepEntry[]>().notNull().default([]),
  /** Base-quiz questions answered correctly (the base quiz is step 0). */
  baseQuizAnswered: integer('base_quiz_answered').notNull().default(0),
  /** Wrong attempts in this session. */
  attempts: integer('attempts').notNull().default(0),
  /** JSON text of string[] (§3 newTutorRelatedQuestions). */
  relatedQuestions: text('related_questions').notNull().default('[]'),
  /** The session picture (a graph or a number line) as an SVG data URL, and its status. */
  imageStatus: text('image_status'),
  imageUrl: text('image_url'),
  /** How the session was paid for: TRIAL (one of the free tutor sessions), CREDIT, or null after a refund. */
  paidWith: text('paid_with'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
