/**
 * The server plugin model. A server plugin is `plugins/<id>/server/index.ts` exporting
 * `defineServerPlugin({ id, provides?, requires?, optional?, register(app, ctx) })` as default; the
 * server finds it at start (no list to edit) and its tables in `plugins/<id>/server/schema.ts`.
 *
 * `register` receives a Fastify instance scoped under `/api`, typed with the zod type provider (so
 * `req.body` has the type of `schema.body`), whose routes answer 404 while the plugin is disabled,
 * and the context through which the plugin reaches kernel services and other plugins' services.
 * A plugin that `provides` a token returns its service from `register`; plugins that `requires` it
 * register after it (a missing provider fails only the requiring plugin, with a clear message).
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Token } from '../tokens';
import type { ServerSettings } from './config';
import type { GuestMergeHook } from './services';

/** The Fastify instance a plugin registers routes on: prefix `/api`, zod-typed requests and replies. */
export type ServerApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ServerContext {
  readonly pluginId: string;
  /**
   * A kernel service (IDatabase, IAuthGuard, ICreditLedger, ...) or a service another plugin
   * provides (declare it in `requires`).
   * @throws Error naming the token when nothing provides it
   */
  get<T>(token: Token<T>): T;
  /** A service declared in `optional`, or undefined when its plugin is absent or failed. */
  maybe<T>(token: Token<T>): T | undefined;
  /**
   * The plugin's own environment keys, parsed and typed by `schema`, e.g.
   * `ctx.config(z.object({ LLM_MODEL: z.string().default('gpt-4o-mini') }))`.
   * @throws PluginConfigError (the server does not start) naming each invalid key
   */
  config<T>(schema: z.ZodType<T>): T;
  /** Kernel settings (data directory, public URL, rate limit). */
  readonly settings: ServerSettings;
  /** A secret made once and kept in the data directory (`<plugin>-<name>`), for unconfigured defaults. */
  secret(name: string, make?: () => string): string;
  /** Registers what to move when a guest becomes (or logs into) an account. */
  onGuestMerge(hook: GuestMergeHook): void;
}

export interface ServerPluginDefinition<S = unknown> {
  /** Lower-case id, the folder name (`plugins/<id>`): `[a-z][a-z0-9-]*`. */
  id: string;
  /** The token of the service `register` returns, for other plugins to `requires`. */
  provides?: Token<S>;
  /** Services that must be there; the plugin registers after their providers, or fails clearly without them. */
  requires?: readonly Token<unknown>[];
  /** Services used when present (`ctx.maybe`); only orders registration. */
  optional?: readonly Token<unknown>[];
  /** Adds routes, job handlers, session modes; returns the provided service when `provides` is set. */
  register(app: ServerApp, ctx: ServerContext): S | Promise<S>;
}

/**
 * Declares a server plugin (the default export of `plugins/<id>/server/index.ts`).
 * @throws Error for an invalid id
 */
export function defineServerPlugin<S = void>(def: ServerPluginDefinition<S>): ServerPluginDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(def.id)) throw new Error(`Invalid plugin id "${def.id}"`);
  return def;
}
