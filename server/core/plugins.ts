/**
 * The server side of the plugin registry. Each server plugin registers its routes under `/api` in
 * an encapsulated Fastify context whose `onRequest` hook answers 404 while the plugin is disabled,
 * so an admin can switch a plugin off at run time and its API disappears with its client parts.
 * Enabled state: on unless `PLUGINS_DISABLED` names it, overridden per id by `plugin_settings`.
 */
import type { FastifyInstance } from 'fastify';
import type { GuestMergeHook, ServerContext, ServerPluginDefinition } from '../../sdk/server';
import { IAuthGuard, ICreditLedger, IDatabase, IEventHub, IJobs, IMailer, IMath, IServerConfig, ISessionModes, ITranslate } from '../../sdk/server';
import type { Token } from '../../sdk/tokens';
import { pluginSettings } from '../db/schema';
import { notFound } from './errors';
import type { Kernel } from './kernel';

export class ServerPluginHost {
  private readonly overrides = new Map<string, boolean>();
  readonly failed = new Map<string, string>();

  constructor(
    private readonly k: Kernel,
    readonly definitions: readonly ServerPluginDefinition[],
  ) {
    const ids = new Set<string>();
    for (const d of definitions) {
      if (ids.has(d.id)) throw new Error(`Duplicate server plugin id "${d.id}"`);
      ids.add(d.id);
    }
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
    await this.k.db.insert(pluginSettings).values({ id, enabled }).onConflictDoUpdate({ target: pluginSettings.id, set: { enabled, updatedAt: new Date() } });
    this.overrides.set(id, enabled);
  }

  /** Registers every plugin's routes on the `/api` instance; a plugin whose register throws is logged and skipped. */
  async registerAll(api: FastifyInstance): Promise<void> {
    for (const def of this.definitions) {
      const ctx = this.context(def.id);
      await api.register(async (scoped) => {
        scoped.addHook('onRequest', async () => {
          if (!this.isEnabled(def.id) || this.failed.has(def.id)) throw notFound(`The ${def.id} tool is switched off`);
        });
        try {
          await def.register(scoped, ctx);
        } catch (err) {
          // Isolated: routes it added before failing answer 404 through the hook above.
          this.failed.set(def.id, String((err as Error).message));
          this.k.log.error({ err, plugin: def.id }, 'server plugin failed to register');
        }
      });
    }
  }

  private context(pluginId: string): ServerContext {
    const services = new Map<symbol, unknown>([
      [IAuthGuard.key, this.k.guard],
      [ICreditLedger.key, this.k.credits],
      [IMailer.key, this.k.mailer],
      [IDatabase.key, this.k.db],
      [IJobs.key, this.k.jobs],
      [IEventHub.key, this.k.hub],
      [ITranslate.key, this.k.t],
      [IMath.key, this.k.math],
      [ISessionModes.key, this.k.sessionModes],
      [IServerConfig.key, Object.freeze({ ...this.k.config, JWT_SECRET: undefined, ADMIN_PASSWORD: undefined })],
    ]);
    const hooks: GuestMergeHook[] = this.k.mergeHooks;
    return {
      pluginId,
      get<T>(token: Token<T>): T {
        if (!services.has(token.key)) throw new Error(`No server service for token ${token.id}`);
        return services.get(token.key) as T;
      },
      onGuestMerge(hook) {
        hooks.push(hook);
      },
    };
  }
}
