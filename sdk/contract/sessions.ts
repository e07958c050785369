/**
 * The sessions contract (§3 Session, §4 session handling, §7 Sessions): request schemas (zod) shared
 * by the server routes (the sessions plugin and the plugins that own session modes, e.g. Ask) and the
 * client calls, and the response shapes.
 */
import { z } from 'zod';
import { dbId, dbIdText } from './ids';
import { LANGUAGES } from './constants';
import { MAX_QUESTION_LENGTH, SESSION_MODES, type InputStatus, type SessionMode } from './sessionConstants';

// The constants live in a module without zod, so a view that needs only them (Composer's length
// limit) does not download zod (issue #13); they are re-exported here as before.
export * from './sessionConstants';

export const inputSaveRequest = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Please type a question')
    .max(MAX_QUESTION_LENGTH, `Questions are limited to ${MAX_QUESTION_LENGTH} characters`),
  /** A mode registered by a plugin: ANSWER (Ask), NEW_TUTOR (the tutor), ... */
  mode: z.enum(SESSION_MODES).default('ANSWER'),
  grade: z.number().int().min(1).max(5).optional(),
  language: z.enum(LANGUAGES).optional(),
  sessionUuid: z.string().uuid().optional(),
  model: z.enum(['PRO', 'MAX']).optional(),
});
export type InputSaveRequest = z.input<typeof inputSaveRequest>;
export interface InputSaveResponse {
  sessionId: number;
  sessionUuid: string;
  inputId: number;
  needWaitForParse: boolean;
  /** The model actually charged (MAX falls back to PRO when no MAX credit is left, §6 force-PRO). */
  model: 'PRO' | 'MAX';
}

export const renameRequest = z.object({ name: z.string().trim().min(1).max(120) });
export const shareRequest = z.object({ sessionId: dbId(), shared: z.boolean().default(true) });
export const favoriteRequest = z.object({ sessionId: dbId(), favorite: z.boolean() });
export const pageRequest = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).default(0),
});
export const inputStatusRequest = z.object({ inputId: dbId(), status: z.enum(['CANCELLED']) });
export const outputSaveRequest = z.object({
  sessionInputId: dbId(),
  content: z.string().max(100_000),
  finalAnswer: z.string().max(10_000).optional(),
  finalAnswerText: z.string().max(10_000).optional(),
});
export const relatedQuestionsRequest = z.object({ sessionInputId: dbId() });
export const renderFunctionRequest = z.object({
  sessionId: dbId(),
  desmosFunction: z.array(z.object({ expression: z.string().min(1).max(500), latex: z.string().max(1000) })).max(20),
});
export const feedbackRequest = z.object({
  sessionOutputId: dbId(),
  feedback: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  comment: z.string().max(2000).optional(),
});

/** A graph function of an answer (§3 desmosFunction): plain-text expression in x, LaTeX for display. */
export interface GraphFunction {
  expression: string;
  latex: string;
}

/** One solution step: a stable rule id (translated as `math:rules.<id>`), LaTeX before/after. */
export interface AnswerStep {
  rule: string;
  before: string;
  after: string;
  params?: Record<string, string>;
}

export interface SessionOutputDto {
  id: number;
  sessionInputId: number;
  content: string;
  finalAnswer: string | null;
  finalAnswerText: string | null;
  steps: AnswerStep[];
  verified: boolean;
  exact: boolean;
  provider: string;
  task: string | null;
  optionList: unknown[];
  relatedQuestions: string[];
  relatedImageStatus: string | null;
  relatedImageUrl: string | null;
  isGenerateImage: boolean;
  outputFeedback: number | null;
  desmosFunction: GraphFunction[];
  /** Other checked forms of the final answer (e.g. the factored form beside the expanded one), LaTeX and plain text. */
  alternateForms: { latex: string; text: string }[];
  createdAt: number;
}

export interface SessionInputDto {
  id: number;
  sessionId: number;
  content: string;
  status: InputStatus;
  purpose: string | null;
  model: string;
  createdAt: number;
  output: SessionOutputDto | null;
}

export interface SessionSummary {
  id: number;
  uuid: string;
  name: string;
  grade: number | null;
  favorite: boolean;
  shared: boolean;
  mode: SessionMode;
  createdAt: number;
  updatedAt: number;
}

export interface SessionDetail extends SessionSummary {
  parseStatus: string | null;
  sessionInputs: SessionInputDto[];
  sessionOutputs: SessionOutputDto[];
}

/** A numeric id in a path (`/session/delete/id/:id`, ...). */
export const idParam = z.object({ id: dbIdText() });
/** A session uuid in a path. */
export const uuidParam = z.object({ uuid: z.string().uuid() });
/** `GET /session/all/:language` paging and mode filter. */
export const sessionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  mode: z.enum(SESSION_MODES).optional(),
});
export const sessionListParams = z.object({ language: z.enum(LANGUAGES) });
/** `POST /session/regenerate/:id`: the model to charge (default: MAX while MAX credit is left). */
export const regenerateRequest = z.object({ model: z.enum(['PRO', 'MAX']).optional() });
