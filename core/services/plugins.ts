/** IPlugins: the activated plugins and their contributions, as the shell draws them. */
import type { Access, CommandContext, LoadedPlugin, PluginContext, ViewInfo } from '@lemma/sdk/plugin';
import type { AuthService, DialogService, PluginsService, ToastService } from '@lemma/sdk/services';

type WithId<T> = T & { pluginId: string };

/** Whether a caller may use something with this access level (§2 access gates, §6 roles). */
export function allowed(access: Access | undefined, auth: Pick<AuthService, 'isGuest' | 'isAdmin'>): boolean {
  switch (access ?? 'any') {
    case 'public':
    case 'any':
      return true;
    case 'nonGuest':
      return !auth.isGuest;
    case 'admin':
      return auth.isAdmin;
  }
}

export class Plugins implements PluginsService {
  /** Set once activation has finished; empty while plugins activate. */
  plugins: readonly LoadedPlugin[] = [];

  constructor(
    private readonly deps: {
      context: (id: string) => PluginContext;
      auth: AuthService;
      dialogs: DialogService;
      toasts: ToastService;
      t: (k: string) => string;
    },
  ) {}

  private collect<K extends keyof NonNullable<LoadedPlugin['definition']['contributes']>>(key: K) {
    return this.plugins
      .filter((p) => p.status === 'active')
      .flatMap((p) => ((p.definition.contributes?.[key] ?? []) as object[]).map((c) => ({ ...c, pluginId: p.id }))) as WithId<
      NonNullable<NonNullable<LoadedPlugin['definition']['contributes']>[K]>[number]
    >[];
  }

  get routes() {
    return this.collect('routes');
  }
  get menuItems() {
    return this.collect('menuItems').sort((a, b) => (a.rank ?? 100) - (b.rank ?? 100));
  }
  get toolbarActions() {
    return this.collect('toolbarActions').sort((a, b) => (a.rank ?? 100) - (b.rank ?? 100));
  }
  get panels() {
    return this.collect('panels').sort((a, b) => (a.rank ?? 100) - (b.rank ?? 100));
  }
  get dialogs() {
    return this.collect('dialogs');
  }
  get commands() {
    return this.collect('commands');
  }
  get sidebar() {
    return this.collect('sidebar').sort((a, b) => (a.rank ?? 100) - (b.rank ?? 100));
  }
  command(id: string) {
    return this.commands.find((c) => c.id === id);
  }

  /**
   * Runs a command after its access check: guests get the login dialog, non-admins an error toast.
   * The command's context is its plugin's scope plus `from` (the view it was invoked from) and a
   * `runCommand` that forwards that `from`.
   * @throws Error when no command has this id
   */
  async runCommand(id: string, args?: unknown, from: ViewInfo | null = null): Promise<void> {
    const cmd = this.command(id);
    if (!cmd) throw new Error(`Unknown command "${id}"`);
    if (!allowed(cmd.access, this.deps.auth)) {
      if (cmd.access === 'nonGuest') this.deps.dialogs.open('login', { reason: 'nonGuest' });
      else this.deps.toasts.error(this.deps.t('errors:status403'));
      return;
    }
    const ctx: CommandContext = {
      ...this.deps.context(cmd.pluginId),
      from,
      runCommand: (next, nextArgs) => this.runCommand(next, nextArgs, from),
    };
    await cmd.run(ctx, args);
  }
}
