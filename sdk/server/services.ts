/**
 * The kernel's services for server plugins, each behind a token: `ctx.get(ICreditLedger)`, ...
 * A plugin's context resolves these plus whatever other plugins `provides` (see plugin.ts).
 */
import type { FastifyBaseLogger, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ComputeRequest, ComputeResult } from '@lemma/math';
import type { Claims } from '../contract/auth';
import { createToken } from '../tokens';
import { AppError } from './errors';
import type { Db, Tx } from './db';
import type { UsageCounter } from './usage';

/** The authenticated caller, attached to the request by the auth guard. */
export interface RequestUser {
  userId: number;
  claims: Claims;
}

/** Route guards (Fastify `preHandler`s) and the caller they set. */
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
/** One ledger entry to write: `delta` may be negative; `refId` ties it to what it paid for. */
export interface CreditEntry {
  kind: CreditKind;
  bucket: CreditBucket;
  delta: number;
  reason: string;
  refId?: string;
}

/**
 * The credit ledger (§3 balance, §9 credits): every grant, debit and plan refresh is a row of
 * `credit_ledger`; a balance is the sum. Plugins never write ledger rows themselves.
 */
export interface CreditLedger {
  /**
   * Adds a ledger row (`delta` a whole number, may be negative). With `tx` the row is written in the
   * caller's transaction (it commits or rolls back with the caller's rows).
   * @throws AppError VALIDATION_ERROR for a fractional delta
   */
  grant(userId: number, entry: CreditEntry, tx?: Tx): Promise<void>;
  /** Spends `amount` credits of a kind, plan bucket first; throws OUT_OF_BALANCE_CREDIT (402) when short. */
  spend(userId: number, kind: CreditKind, amount: number, reason: string, refId?: string): Promise<void>;
  /**
   * The same inside the caller's transaction, so a debit and the row it pays for commit together;
   * the user row is locked, so concurrent spends cannot overdraw.
   */
  spendInTransaction(tx: Tx, userId: number, kind: CreditKind, amount: number, reason: string, refId?: string): Promise<void>;
  /** Whole credits available now (plan + extra) of a kind, after any due plan refresh. */
  available(userId: number, kind: CreditKind): Promise<number>;
}

/** How `enqueue` writes a job. */
export interface EnqueueOptions {
  /**
   * Write the job in this transaction: it exists exactly when the rows that need it commit (the
   * durable way; the promise then rejects on a database error, like any statement of the transaction).
   */
  tx?: Tx;
}

/** How a job kind is run (docs/operations.md "Jobs"). */
export interface JobHandlerOptions<P> {
  /**
   * Called once, when the last attempt has failed (after JOBS_RETRY_LIMIT retries): mark the work
   * failed and give back what it cost, in ONE transaction that first checks the row is still in
   * progress (that check is the refund's "exactly once"). Errors here are logged.
   */
  onFailed?(payload: P, error: Error): Promise<void>;
  /**
   * The payloads of the work left in progress in your tables (e.g. inputs PENDING or GENERATING).
   * At start (and every few minutes) each one whose job is neither queued nor running is queued again,
   * so accepted work survives a crash or a restart. Handlers must therefore be idempotent: check the
   * row's state first and do nothing when the work is done.
   */
  pending?(): Promise<P[]>;
}

/**
 * Durable background jobs (pg-boss on the app's database: PostgreSQL or the embedded PGlite).
 * A job that throws is retried with exponential backoff; progress and outcomes live in your own tables.
 */
export interface JobQueue {
  /** Registers the handler of job `name` (one per name; `<plugin>.<job>` by convention). */
  handle<P>(name: string, handler: (payload: P) => Promise<void>, options?: JobHandlerOptions<P>): void;
  /**
   * Queues a job; the payload must be JSON-serialisable. With `{ tx }` the job commits with the
   * transaction (recommended). Without it the promise never rejects (a failure is logged, and the
   * `pending` sweep queues the work again), so callers may leave it unawaited.
   */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<void>;
}

/** Server-side pub/sub feeding server-sent event streams. */
export interface EventHub {
  publish(channel: string, event: string, data: unknown): void;
  /**
   * Returns the unsubscribe function. Its `ready` (when present: the Redis hub) resolves once events published from
   * any instance reach `fn`; await it before reading the state the events continue.
   */
  subscribe(channel: string, fn: (event: string, data: unknown) => void): (() => void) & { ready?: Promise<void> };
}

/** Translations for server-written text (mail, answers): namespaces `server`, `math` and plugin ids (`ask:answer.final`). */
export type ServerTranslate = (lng: string | null | undefined, key: string, vars?: Record<string, unknown>) => string;

/** Outgoing mail. */
export interface Mailer {
  /** Sends a mail (SMTP when configured, else the server log) and records it in the outbox table. */
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** The server log (pino); `ctx.get(ILogger)` is a child logger tagged with the plugin id. */
export type Logger = FastifyBaseLogger;

/**
 * Priority class of a computation: every queued `paid` job (Ask answers, tutor plans, work someone is
 * charged for; the default) is taken before any `free` one (the free calculator route, previews).
 */
export type MathPriority = 'paid' | 'free';

/** Who a computation is for and how urgent it is (all optional; see {@link MathEngine.compute}). */
export interface ComputeOptions {
  /** The user the work is for: their jobs share one queue, served round-robin with other users' and capped in flight. Omitted: the shared `system` queue. */
  userId?: number;
  /** Default `paid`. Free jobs may be refused with {@link MathBusyError} when the queue is full. */
  priority?: MathPriority;
}

/**
 * Thrown by `MathEngine.compute` for a `free` job when its user's queue or the whole free queue is full.
 * It is a 429 RATE_LIMITED AppError; a route should also send `Retry-After: retryAfterSeconds`.
 */
export class MathBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `The math engine is busy, try again in ${retryAfterSeconds} s`);
    this.name = 'MathBusyError';
  }
}

/**
 * The math engine in worker threads, off the request thread (math/worker.ts protocol), scheduled
 * fairly across users (server/core/mathScheduler.ts).
 */
export interface MathEngine {
  /**
   * Computes `request` within `budgetMs`, counted from the call (time spent queued counts).
   * @throws MathError VALIDATION_ERROR / UNSUPPORTED from the engine; TIMEOUT when the budget ran out,
   *   queued or running
   * @throws MathBusyError (429) for a `free` job when the queue is full
   */
  compute(request: ComputeRequest, budgetMs: number, options?: ComputeOptions): Promise<ComputeResult>;
}

/** A stored file's address. */
export interface StoredFile {
  /** The key within the plugin's space, as given to `put`. */
  key: string;
  /** Public URL path to fetch it (`/api/files/<plugin>/<key>`). */
  url: string;
  size: number;
  contentType: string;
}

/**
 * File storage, one space per plugin (`ctx.get(IStorage)` is scoped to the caller's plugin id).
 * The embedded default keeps files in `DATA_DIR/files/<plugin>/<key>` and serves them at
 * `GET /api/files/<plugin>/<key>`; an S3 implementation can replace it behind this interface.
 * Files are readable by anyone who knows the URL: use unguessable keys for private content.
 * Keys: letters, digits, `.`, `_`, `-` and `/` between segments; no `..`; at most 200 characters.
 */
export interface Storage {
  /** Writes (or replaces) a file. @throws AppError VALIDATION_ERROR for an invalid key */
  put(key: string, data: Uint8Array | string, opts?: { contentType?: string }): Promise<StoredFile>;
  /** Reads a file, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Deletes a file; false when there was none. */
  delete(key: string): Promise<boolean>;
  /** The public URL path of a key (whether or not the file exists yet). */
  url(key: string): string;
}

/** Called when a guest's data moves to the account it signed up or logged in as. */
export type GuestMergeHook = (fromGuestUserId: number, toUserId: number) => Promise<void>;

export const IAuthGuard = createToken<AuthGuard>('server.auth-guard');
export const ICreditLedger = createToken<CreditLedger>('server.credits');
export const IMailer = createToken<Mailer>('server.mailer');
/** The drizzle database (see ./db: typed queries from the tables you import). */
export const IDatabase = createToken<Db>('server.database');
export const IJobs = createToken<JobQueue>('server.jobs');
export const IEventHub = createToken<EventHub>('server.event-hub');
export const ITranslate = createToken<ServerTranslate>('server.translate');
export const IMath = createToken<MathEngine>('server.math');
export const IUsage = createToken<UsageCounter>('server.usage');
/**
 * Per-user read cache (issue #12): an answer built only from a user's rows of `users`, `credit_ledger`,
 * `func_usage` or `sessions` (the tables whose changes the database announces) may be kept until one of them
 * changes, or `expiresAt` (epoch ms). `get` runs `load` on a miss; a `load` that throws caches nothing.
 */
export interface UserReadCache {
  get<T>(userId: number, key: string, load: () => Promise<{ value: T; expiresAt?: number }>): Promise<T>;
}
export const IUserCache = createToken<UserReadCache>('server.user-cache');
export const ILogger = createToken<Logger>('server.logger');
export const IStorage = createToken<Storage>('server.storage');
