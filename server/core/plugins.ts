/**
 * The server side of the plugin registry. Plugins come from discovery (core/discovery.ts) and
 * register in `provides`/`requires` order (sdk/server/graph.ts), each under `/api` in an
 * encapsulated Fastify context whose `onRequest` hook answers 404 while the plugin is disabled or
 * failed, so an admin can switch a plugin off at run time and its API disappears with its client parts.
 *
 * Failures: a plugin whose `register` throws, or whose required service is missing (its provider
 * absent, excluded or failed), is marked failed and logged; the rest run. A wrong plugin list
 * (duplicate ids or providers, cycles) or an invalid configuration slice stops the start.
 * Enabled state: on unless `PLUGINS_DISABLED` names it, overridden per id by `plugin_settings`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GuestMergeHook, ServerContext, ServerPluginDefinition, ServerSettings, Token } from '@lemma/sdk/server';
import {
  activationOrder,
  IAuthGuard,
  ICreditLedger,
  IDatabase,
  IEventHub,
  IJobs,
  ILogger,
  IMailer,
  IMath,
  IStorage,
  ITranslate,
  IUsage,
  IUserCache,
  parseConfigSlice,
  persistentSecret,
  PluginConfigError,
} from '@lemma/sdk/server';
import { pluginSettings } from '../db/schema';
import { notFound } from './errors';
import type { Kernel } from './kernel';

export class ServerPluginHost {
  private readonly overrides = new Map<string, boolean>();
  /** Services by token key: the kernel's, then what plugins provide. */
  private readonly provided = new Map<symbol, unknown>();
  readonly failed = new Map<string, string>();
  /** The definitions in registration order. */
  readonly definitions: readonly ServerPluginDefinition[];

  /** @throws PluginGraphError for duplicate ids or providers and dependency cycles */
  constructor(
    private readonly k: Kernel,
    definitions: readonly ServerPluginDefinition[],
  ) {
    const kernel: [Token<unknown>, unknown][] = [
      [IAuthGuard, k.guard],
      [ICreditLedger, k.credits],
      [IMailer, k.mailer],
      [IDatabase, k.db],
      [IJobs, k.jobs],
      [IEventHub, k.hub],
      [ITranslate, k.t],
      [IMath, k.math],
      [IUsage, k.usage],
      [IUserCache, k.userCache],
    ];
    for (const [token, service] of kernel) this.provided.set(token.key, service);
    this.definitions = activationOrder(
      definitions,
      new Set([...kernel.map(([t]) => t.id), ILogger.id, IStorage.id]),
      'server plugin',
    );
  }

  async load(): Promise<void> {
    for (const row of await this.k.db.select().from(pluginSettings)) this.overrides.set(row.id, row.enabled);
  }

  isEnabled(id: string): boolean {
    return this.overrides.get(id) ?? !this.k.config.PLUGINS_DISABLED.includes(id);
  }

  /** Every id known to be disabled (configuration or admin). */
  disabledIds(): string[] {
    const ids = new Set([...this.k.config.PLUGINS_DISABLED, ...this.overrides.keys()]);
    return [...ids].filter((id) => !this.isEnabled(id)).sort();
  }

  async setEnabled(id: string, enabled: boolean): Promise<void> {
    await this.k.db
      .insert(pluginSettings)
      .values({ id, enabled })
      .onConflictDoUpdate({ target: pluginSettings.id, set: { enabled, updatedAt: new Date() } });
    this.overrides.set(id, enabled);
  }

  /**
   * Registers every plugin's routes on the `/api` instance, in dependency order.
   * @throws PluginConfigError when a plugin's configuration slice is invalid
   */
  async registerAll(api: FastifyInstance): Promise<void> {
    for (const def of this.definitions) {
      const missing = (def.requires ?? []).filter((t) => !this.provided.has(t.key));
      if (missing.length) {
        this.fail(def.id, `missing required service ${missing.map((t) => t.id).join(', ')}`);
        continue;
      }
      await api.register(async (scoped) => {
        scoped.addHook('onRequest', async () => {
          if (!this.isEnabled(def.id) || this.failed.has(def.id)) throw notFound(`The ${def.id} tool is switched off`);
        });
        try {
          const service = await def.register(scoped.withTypeProvider<ZodTypeProvider>(), this.context(def.id));
          if (def.provides) {
            if (service === undefined) throw new Error(`register() returned nothing for "${def.provides.id}"`);
            this.provided.set(def.provides.key, service);
          }
        } catch (err) {
          if (err instanceof PluginConfigError) throw err;
          // Isolated: routes it added before failing answer 404 through the hook above.
          this.fail(def.id, String((err as Error).message), err);
        }
      });
    }
  }

  private fail(id: string, message: string, err?: unknown): void {
    this.failed.set(id, message);
    this.k.log.error({ err, plugin: id }, `server plugin failed to register: ${message}`);
  }

  private context(pluginId: string): ServerContext {
    const own = new Map<symbol, unknown>([
      [ILogger.key, this.k.log.child({ plugin: pluginId })],
      [IStorage.key, this.k.files.storage(pluginId)],
    ]);
    const find = (token: Token<unknown>) => (own.has(token.key) ? own.get(token.key) : this.provided.get(token.key));
    const hooks: GuestMergeHook[] = this.k.mergeHooks;
    const { config } = this.k;
    const settings: ServerSettings = Object.freeze({
      dataDir: config.DATA_DIR,
      publicUrl: config.PUBLIC_URL?.replace(/\/$/, '') ?? null,
      authRateLimit: config.AUTH_RATE_LIMIT,
    });
    return {
      pluginId,
      settings,
      get<T>(token: Token<T>): T {
        const service = find(token);
        if (service === undefined)
          throw new Error(`No server service for token ${token.id} (is its plugin present, and in "requires"?)`);
        return service as T;
      },
      maybe: <T>(token: Token<T>) => find(token) as T | undefined,
      config: (schema) => parseConfigSlice(pluginId, schema, config.ENV),
      secret: (name, make) => persistentSecret(config.DATA_DIR, `${pluginId}-${name}`, make),
      onGuestMerge(hook) {
        hooks.push(hook);
      },
    };
  }
}
