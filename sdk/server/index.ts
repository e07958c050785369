/**
 * The server plugin model: `defineServerPlugin({ id, register(app, ctx) })`.
 * `register` receives a Fastify instance scoped under `/api` whose routes answer 404 while the
 * plugin is disabled, and the server context through which plugins reach the kernel's services.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Claims } from './contract/auth';
import type { Token } from './tokens';
import { createToken } from './tokens';

/** The authenticated caller, attached to the request by the auth guard. */
export interface RequestUser {
  userId: number;
  claims: Claims;
}

export interface AuthGuard {
  /** preHandler: any valid token (guests included); 401 UNAUTHORIZED otherwise. */
  requireUser: preHandlerAsyncHookHandler;
  /** preHandler: a non-guest user; 403 FORBIDDEN for guests. */
  requireNonGuest: preHandlerAsyncHookHandler;
  /** preHandler: the admin claim, checked on the server; 403 FORBIDDEN otherwise. */
  requireAdmin: preHandlerAsyncHookHandler;
  /** The caller set by a guard; throws 401 if the route has none. */
  user(req: FastifyRequest): RequestUser;
  /** The caller if a valid token is present, without failing. */
  optionalUser(req: FastifyRequest): Promise<RequestUser | null>;
}

export type CreditKind = 'PRO' | 'MAX';
export type CreditBucket = 'PLAN' | 'EXTRA';
export interface CreditLedger {
  /** Adds a ledger row; `delta` may be negative. */
  grant(userId: number, entry: { kind: CreditKind; bucket: CreditBucket; delta: number; reason: string; refId?: string }): Promise<void>;
  /** Spends `amount` credits of a kind, plan bucket first; throws OUT_OF_BALANCE_CREDIT (402) when short. */
  spend(userId: number, kind: CreditKind, amount: number, reason: string, refId?: string): Promise<void>;
  /**
   * The same inside the caller's transaction `tx` (a drizzle transaction), so a debit and the row it pays
   * for commit together; the user row is locked, so concurrent spends cannot overdraw.
   */
  spendInTransaction(tx: unknown, userId: number, kind: CreditKind, amount: number, reason: string, refId?: string): Promise<void>;
  /** Whole credits available now (plan + extra) of a kind, after any due plan refresh. */
  available(userId: number, kind: CreditKind): Promise<number>;
}

/** Background jobs; enqueue only after the creating transaction committed. */
export interface JobQueue {
  handle<P>(name: string, handler: (payload: P) => Promise<void>): void;
  enqueue<P>(name: string, payload: P): void;
}

/** Server-side pub/sub feeding server-sent event streams. */
export interface EventHub {
  publish(channel: string, event: string, data: unknown): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, fn: (event: string, data: unknown) => void): () => void;
}

/** Translations for server-written text (mail, answers): namespaces `server`, `math` and plugin ids. */
export type ServerTranslate = (lng: string | null | undefined, key: string, vars?: Record<string, unknown>) => string;

export interface Mailer {
  /** Sends a mail (SMTP when configured) and records it in the outbox table. */
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** Called when a guest's data moves to the account it signed up or logged in as. */
export type GuestMergeHook = (fromGuestUserId: number, toUserId: number) => Promise<void>;

export interface ServerContext {
  readonly pluginId: string;
  get<T>(token: Token<T>): T;
  /** Registers what to move when a guest becomes (or logs into) an account. */
  onGuestMerge(hook: GuestMergeHook): void;
}

export interface ServerPluginDefinition {
  id: string;
  register(app: FastifyInstance, ctx: ServerContext): void | Promise<void>;
}

export function defineServerPlugin(def: ServerPluginDefinition): ServerPluginDefinition {
  if (!/^[a-z][a-z0-9-]*$/.test(def.id)) throw new Error(`Invalid plugin id "${def.id}"`);
  return def;
}

export const IAuthGuard = createToken<AuthGuard>('server.auth-guard');
export const ICreditLedger = createToken<CreditLedger>('server.credits');
export const IMailer = createToken<Mailer>('server.mailer');
/** The drizzle database (typed as the server's schema by `server/db`). */
export const IDatabase = createToken<unknown>('server.database');
export const IJobs = createToken<JobQueue>('server.jobs');
export const IEventHub = createToken<EventHub>('server.event-hub');
export const ITranslate = createToken<ServerTranslate>('server.translate');
/** The math engine in worker threads: `compute(request, budgetMs)` off the request thread (math/worker.ts protocol). */
export interface MathEngine {
  compute(request: import('../math/compute').ComputeRequest, budgetMs: number): Promise<import('../math/compute').ComputeResult>;
}
export const IMath = createToken<MathEngine>('server.math');

/**
 * Session modes (§4: ANSWER, TUTOR, NEW_TUTOR, ANIMATE). Sessions and their inputs are kernel data
 * (`server/db/sessions.ts`); the session routes (`POST /session/input/save/2`, the session detail)
 * hand a session of another mode to the plugin that registered that mode here.
 */
export interface SessionModeHandler {
  readonly mode: 'TUTOR' | 'NEW_TUTOR' | 'ANIMATE';
  /**
   * Runs inside the transaction that creates the session and its first input: charge the caller and
   * write the mode's own rows here. Throw an AppError to refuse; then nothing at all is written.
   * @param tx the drizzle transaction
   */
  begin(tx: unknown, ctx: { userId: number; sessionId: number; inputId: number; content: string; language: string }): Promise<void>;
  /** After commit: start the mode's work (a job) for the new session. */
  started(ctx: { userId: number; sessionId: number; inputId: number }): void;
  /** The mode's fields of the session detail (§3, e.g. the new-tutor fields). */
  detail(sessionId: number): Promise<Record<string, unknown>>;
}
export interface SessionModes {
  register(handler: SessionModeHandler): void;
  get(mode: string): SessionModeHandler | undefined;
}
export const ISessionModes = createToken<SessionModes>('server.session-modes');

/** Read-only server configuration (environment keys of docs/configuration.md). */
export const IServerConfig = createToken<Readonly<Record<string, unknown>>>('server.config');
