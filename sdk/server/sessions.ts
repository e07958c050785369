/**
 * Sessions as a service (§3 Session, §4 session modes), provided by the `sessions` plugin
 * (plugins/sessions/server) under `ISessions` and required by the plugins that write sessions:
 * Ask (the ANSWER mode), the tutor (NEW_TUTOR), later animate and notebook.
 *
 * `POST /session/input/save/2` belongs to the sessions plugin. It hands the request to the handler
 * registered for the request's `mode`: the session and its input are created in one transaction
 * with the handler's `begin` (which charges the caller and writes the mode's own rows, or throws an
 * AppError and nothing is written), then `started` runs after the commit (enqueue the mode's job).
 */
import type { SessionDetail, SessionInputDto, SessionMode, SessionOutputDto, SessionSummary } from '../contract/sessions';
import type { Tx } from './db';
import type { sessionInputs, sessionOutputs, sessions } from './tables';
import { createToken } from '../tokens';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionInputRow = typeof sessionInputs.$inferSelect;
export type SessionOutputRow = typeof sessionOutputs.$inferSelect;

/** What `begin` and `started` learn about the new input. */
export interface SessionStart {
  userId: number;
  sessionId: number;
  inputId: number;
  content: string;
  language: string;
  /** The model recorded on the input (from `chooseModel`, else PRO). */
  model: 'PRO' | 'MAX';
  /** The session existed already (a follow-up question, only for modes with `followUps`). */
  followUp: boolean;
}

/** One session mode (§4: ANSWER, TUTOR, NEW_TUTOR, ANIMATE), registered by the plugin that owns it. */
export interface SessionModeHandler {
  readonly mode: SessionMode;
  /** Follow-up inputs go into the caller's existing session (`sessionUuid`); otherwise every save starts a session. */
  readonly followUps?: boolean;
  /** §9 input purpose written on the first input (e.g. NEW_TUTOR_SOLUTION), default none. */
  readonly purpose?: string;
  /** Before the transaction: the model to charge and record (e.g. MAX unless no MAX credit is left). Default PRO. */
  chooseModel?(userId: number, requested: 'PRO' | 'MAX' | undefined): Promise<'PRO' | 'MAX'>;
  /**
   * Runs inside the transaction that creates the input (and the session): charge the caller and
   * write the mode's own rows here, through `tx` only — and queue its job here too, with
   * `jobs.enqueue(name, payload, { tx })`, so the work cannot be lost between the commit and the
   * job (docs/operations.md "Jobs"). Throw an AppError to refuse; then nothing at all is written.
   */
  begin(tx: Tx, start: SessionStart): Promise<void>;
  /** After commit (awaited before the response): what need not be durable, e.g. usage counters. */
  started(start: SessionStart): void | Promise<void>;
  /** The mode's fields of the session detail (§3, e.g. the new-tutor fields). */
  detail?(sessionId: number): Promise<Record<string, unknown>>;
}

/** The registry of session modes. */
export interface SessionModes {
  /** @throws Error when the mode is registered already (two plugins cannot both own a mode) */
  register(handler: SessionModeHandler): void;
  get(mode: string): SessionModeHandler | undefined;
}

/** The sessions service (`ctx.get(ISessions)`; declare `requires: [ISessions]`). */
export interface Sessions {
  readonly modes: SessionModes;
  /** The caller's session by id or uuid; AppError NOT_FOUND for anyone else's (never reveal it exists). */
  own(userId: number, where: { id: number } | { uuid: string }): Promise<SessionRow>;
  /** The caller's input and its session; AppError NOT_FOUND otherwise. */
  ownInput(userId: number, inputId: number): Promise<{ input: SessionInputRow; session: SessionRow }>;
  /** The newest output of an input, if any. */
  latestOutput(inputId: number): Promise<SessionOutputRow | undefined>;
  /** §3 shapes of rows. */
  summary(row: SessionRow): SessionSummary;
  inputDto(input: SessionInputRow, output: SessionOutputRow | undefined): SessionInputDto;
  outputDto(row: SessionOutputRow): SessionOutputDto;
  /** The §3 session detail, with the mode's own fields. */
  detail(row: SessionRow): Promise<SessionDetail>;
  /**
   * Related questions: the same problem with new numbers (same method), each solved by the engine
   * first (same task, verified). At most `count`; [] when the question itself cannot be solved.
   */
  relatedQuestions(question: string, language: string, count?: number): Promise<string[]>;
}

export const ISessions = createToken<Sessions>('sessions.service');
