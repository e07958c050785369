/**
 * The client kernel: one tsyringe container (a child of tsyringe's root) holding the core services
 * under their SDK tokens, a child container (scope) per plugin that the plugin resolves through, the enabled plugins
 * activated against them, and the wiring between services (API errors → dialogs, messages and
 * toasts; auth changes → user info and workspace sync).
 *
 * Scopes: shared services (the kernel's, and what a plugin `provides`) are registered in the kernel
 * container, so every plugin resolves them; a plugin's scope is a child of it, so a registration
 * made in one plugin's scope (a test's override, a plugin-private binding) is seen by that plugin,
 * its commands, pages and tiles only.
 */
// tsyringe needs the Reflect metadata API at import time. The lite build is the same API without
// the Map/Set/WeakMap fallbacks for old runtimes (every browser Lemma supports has them).
import 'reflect-metadata/lite';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { reaction } from 'mobx';
import type { PublicConfig } from '@lemma/sdk/contract/auth';
import type { Language } from '@lemma/sdk/contract/constants';
import type { PluginContext, PluginDefinition } from '@lemma/sdk/plugin';
import {
  IApi,
  IAuth,
  IConfig,
  ICredits,
  IDialogs,
  IEvents,
  II18n,
  INavigation,
  IPlugins,
  ISystemMessage,
  IToasts,
  IUser,
  IWorkspace,
  type CreditsService,
  type NavigationService,
} from '@lemma/sdk/services';
import type { Token } from '@lemma/sdk/tokens';
import { Api, type ApiTransport } from './services/api';
import { Auth } from './services/auth';
import { I18n, KERNEL_NAMESPACES } from './services/i18n';
import { Plugins } from './services/plugins';
import { Dialogs, Events, SystemMessage, Toasts } from './services/ui';
import { User } from './services/user';
import { Workspace, type SavedLayout } from './services/workspace';
import { activatePlugins } from './registry';
import { storage } from './services/storage';
import { builtinPlugins } from './builtinPlugins';

export interface Kernel {
  container: DependencyContainer;
  /** The context of a plugin (or `core`): services resolved through the plugin's scope; one object per id. */
  context: (pluginId: string) => PluginContext;
  /** A plugin's own child container, created on first use. */
  scope: (pluginId: string) => DependencyContainer;
  api: Api;
  auth: Auth;
  i18n: I18n;
  user: User;
  toasts: Toasts;
  systemMessage: SystemMessage;
  dialogs: Dialogs;
  events: Events;
  workspace: Workspace;
  plugins: Plugins;
  /** `bind` points navigation at the router once it is rendered (before that: full page loads). */
  navigation: NavigationService & {
    impl: (path: string, opts?: { replace?: boolean }) => void;
    bind(impl: (path: string, opts?: { replace?: boolean }) => void): void;
  };
  config: PublicConfig;
}

const DEFAULT_CONFIG: PublicConfig = {
  disabledPlugins: [],
  googleClientId: null,
  appleClientId: null,
  supportEmail: 'support@lemma.local',
  discordUrl: 'https://discord.gg/lemma',
  brand: 'Lemma',
  embedOrigins: [],
};

export interface KernelOptions {
  /** The language of the current path prefix. */
  language: Language;
  /** Inline translations `{ lng: { ns: {...} } }` (tests) instead of the http backend. */
  resources?: Record<string, Record<string, object>>;
  /** The API's base URL (default `/api`). */
  baseURL?: string;
  /** The public server config; fetched from `GET /api/config` when absent. */
  config?: PublicConfig;
  /** How IApi sends calls (tests: a fake server at the HTTP level; default: the browser's fetch). */
  transport?: ApiTransport;
  /** Services registered in every plugin's scope before activation (tests: replace one for the plugins only). */
  overrides?: readonly (readonly [Token<unknown>, unknown])[];
}

/**
 * Builds the kernel and activates the plugins that the server has not disabled.
 * @param definitions every plugin compiled into the app (src/plugins.ts)
 */
export async function createKernel(definitions: readonly PluginDefinition<unknown>[], opts: KernelOptions): Promise<Kernel> {
  const container = rootContainer.createChildContainer();
  const events = new Events();
  const toasts = new Toasts();
  const systemMessage = new SystemMessage();
  const dialogs = new Dialogs();
  // No namespace up front: the kernel's and the plugins' load together once the plugins are known (one request).
  const i18n = new I18n(opts.language, { resources: opts.resources, namespaces: [] });
  const t = (k: string) => i18n.t(k);
  const workspace = new Workspace();
  const navigation = {
    impl: (path: string, _o?: { replace?: boolean }) => window.location.assign(i18n.path(path)),
    navigate(path: string, o?: { replace?: boolean }) {
      this.impl(path, o);
    },
    bind(impl: (path: string, o?: { replace?: boolean }) => void) {
      this.impl = impl;
    },
  };

  // The API needs auth for its token and 401 handling, auth needs the API: the API's hooks read
  // `auth` and `user` (declared below) only when a request runs, after both exist.
  const api: Api = new Api(
    {
      token: () => auth.token,
      who: () => ({ isGuest: auth.isGuest, memberType: auth.claims?.memberType ?? null, modelCode: user.modelCode }),
      reauth: async () => (storage.get('loginUuid') ? auth.autoLogin() : (await auth.loginAsGuest(), auth.isLoggedIn)),
      act: (a) => {
        if (a.kind === 'message') systemMessage.show(t(a.key) + (a.detail ? a.detail : ''));
        else if (a.kind === 'serverMessage') systemMessage.show(a.text);
        else if (a.kind === 'dialog') {
          dialogs.open(a.dialog, a.props);
          if (a.toastKey) toasts.error(t(a.toastKey));
        }
      },
    },
    opts.baseURL,
  );
  if (opts.transport) api.transport = opts.transport;
  const auth: Auth = new Auth(api, events);
  const user = new User(api);
  auth.hooks = {
    onAutoLoginFailed: () =>
      toasts.error(t('errors:autoLoginFailed'), { href: i18n.path('/login'), label: t('common:auth.login') }),
    onGuestLoginFailed: () => {
      systemMessage.show(t('errors:system.axios-error.guest-login-failed'));
      dialogs.open('login');
    },
  };
  const credits: CreditsService = {
    handleOutOfBalance: () =>
      auth.isGuest
        ? dialogs.open('login', { reason: 'guestRunOut' })
        : dialogs.open('subscription', { reason: 'OUT_OF_BALANCE' }),
    handleOutOfImageUsage: () =>
      auth.isGuest
        ? dialogs.open('login', { reason: 'imageLimit' })
        : dialogs.open('subscription', { reason: 'OUT_OF_IMAGE_USAGE' }),
  };

  const config = opts.config ?? (await api.get<PublicConfig>('/config', { silent: true }).catch(() => DEFAULT_CONFIG));

  const register = <T>(token: Token<T>, value: T) => container.register(token.key, { useValue: value });
  register(IEvents, events);
  register(IToasts, toasts);
  register(ISystemMessage, systemMessage);
  register(IDialogs, dialogs);
  register(II18n, i18n);
  register(IApi, api);
  register(IAuth, auth);
  register(IUser, user);
  register(ICredits, credits);
  register(IWorkspace, workspace);
  register(INavigation, navigation);
  register(IConfig, { config });

  const scopes = new Map<string, DependencyContainer>();
  const scope = (pluginId: string): DependencyContainer => {
    let child = scopes.get(pluginId);
    if (!child) {
      child = container.createChildContainer();
      for (const [token, value] of opts.overrides ?? []) child.register(token.key, { useValue: value });
      scopes.set(pluginId, child);
    }
    return child;
  };
  const contexts = new Map<string, PluginContext>();
  const context = (pluginId: string): PluginContext => {
    const known = contexts.get(pluginId);
    if (known) return known;
    const c = scope(pluginId);
    const made: PluginContext = {
      pluginId,
      get<T>(token: Token<T>): T {
        if (!c.isRegistered(token.key, true)) throw new Error(`No service registered for ${token.id}`);
        return c.resolve<T>(token.key);
      },
      tryGet<T>(token: Token<T>): T | undefined {
        return c.isRegistered(token.key, true) ? c.resolve<T>(token.key) : undefined;
      },
    };
    contexts.set(pluginId, made);
    return made;
  };

  // Registered before activation so plugins may require it; filled once activation is done.
  const plugins = new Plugins({ context, auth, dialogs, toasts, t });
  register(IPlugins, plugins);

  const enabled = [...builtinPlugins, ...definitions].filter((d) => !config.disabledPlugins.includes(d.id));
  const kernelTokens = new Set(
    [
      IEvents,
      IToasts,
      ISystemMessage,
      IDialogs,
      II18n,
      IApi,
      IAuth,
      IUser,
      ICredits,
      IWorkspace,
      INavigation,
      IConfig,
      IPlugins,
    ].map((x) => x.id),
  );
  const loaded = await activatePlugins(enabled, container, kernelTokens, context, {
    error: (m, err) => {
      console.error(m, err ?? '');
      events.emit('plugin:failed', { id: m, error: String((err as Error)?.message ?? m) });
    },
  });
  plugins.plugins = loaded;
  const namespaces = loaded.filter((p) => p.status === 'active' && p.definition.hasLocales !== false).map((p) => p.id);
  // Menu labels and pages use the plugins' namespaces: load them with the kernel's before the first render (bounded wait).
  await Promise.race([i18n.i18n.loadNamespaces([...KERNEL_NAMESPACES, ...namespaces]), new Promise((r) => setTimeout(r, 3000))]);

  workspace.setKnownPanels(plugins.panels.map((p) => p.id));
  workspace.restoreLocal();

  // On every login change: reload user info and balance, and sync the workspace layout.
  reaction(
    () => auth.claims?.userId ?? null,
    async (userId) => {
      if (userId === null) {
        user.clear();
        workspace.remoteSave = null;
        return;
      }
      void user.loadInfo();
      void user.loadBalance();
      workspace.remoteSave = (saved: SavedLayout) => api.put('/workspace/layout', saved, { silent: true });
      const remote = await api.get<SavedLayout & { updatedAt: number }>('/workspace/layout', { silent: true }).catch(() => null);
      if (remote?.layout) workspace.applyRemote(remote);
      else if (workspace.layout) workspace.setLayout(workspace.layout);
    },
    { fireImmediately: true },
  );
  i18n.savePreference = async (lng) => {
    if (auth.isLoggedIn && !auth.isGuest)
      await api.post('/user/update/preferred-language', { preferredLanguage: lng }, { silent: true });
  };

  return {
    container,
    context,
    scope,
    api,
    auth,
    i18n,
    user,
    toasts,
    systemMessage,
    dialogs,
    events,
    workspace,
    plugins,
    navigation,
    config,
  };
}
