/**
 * The kernel's services for server plugins, each behind a token: `ctx.get(ICreditLedger)`, ...
 * A plugin's context resolves these plus whatever other plugins `provides` (see plugin.ts).
 */
import type { FastifyBaseLogger, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ComputeRequest, ComputeResult } from '@lemma/math';
import type { Claims } from '../contract/auth';
import { createToken } from '../tokens';
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

/** Background jobs; enqueue only after the creating transaction committed. */
export interface JobQueue {
  /** Registers the handler of job `name` (one per name; `<plugin>.<job>` by convention). */
  handle<P>(name: string, handler: (payload: P) => Promise<void>): void;
  /** Queues a job; the payload must be JSON-serialisable (a Redis queue may replace this one). */
  enqueue<P>(name: string, payload: P): void;
}

/** Server-side pub/sub feeding server-sent event streams. */
export interface EventHub {
  publish(channel: string, event: string, data: unknown): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, fn: (event: string, data: unknown) => void): () => void;
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

/** The math engine in worker threads: `compute(request, budgetMs)` off the request thread (math/worker.ts protocol). */
export interface MathEngine {
  compute(request: ComputeRequest, budgetMs: number): Promise<ComputeResult>;
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
export const ILogger = createToken<Logger>('server.logger');
export const IStorage = createToken<Storage>('server.storage');
