/**
 * The kernel's client services as plugins see them (ARCHITECTURE.md, "Client kernel").
 * Implementations live in core/; plugins only ever see these interfaces through tokens.
 */
import type { i18n as I18nInstance, TOptions } from 'i18next';
import type { BalanceInfo, Claims, LoginResponse, UserInfo, PublicConfig } from './contract/auth';
import type { Language, ModelCode, ToastKind } from './contract/constants';
import type { MosaicNode } from 'react-mosaic-component';
import type {
  LoadedPlugin,
  ViewInfo,
  MenuItemContribution,
  CommandContribution,
  PanelContribution,
  RouteContribution,
  ToolbarActionContribution,
  DialogContribution,
  SidebarContribution,
} from './plugin';
import { createToken } from './tokens';

/** Options of one API call. */
export interface ApiRequestConfig {
  /** Handle errors in the caller; the catalogue still opens dialogs for credit and image limits. */
  silent?: boolean;
  /** Query parameters, appended to the URL (null and undefined are left out). */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** Cancels the call (it then fails silently: no message, no dialog). */
  signal?: AbortSignal;
  /** Time limit in ms (default 60 000). */
  timeout?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/**
 * HTTP client for `/api` (§7, §8): Bearer header, JSON, loading counter, error catalogue, 401
 * auto-login. A failed call rejects with an error whose `response` is `{ status, data }` when the
 * server answered (`data` is the server's `{ errorCode, message }`).
 */
export interface ApiService {
  /** Requests in flight that count for the loading spinner (§4 Global UI: isFetchingQueue). */
  readonly pending: number;
  get<T>(url: string, config?: ApiRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T>;
  delete<T>(url: string, config?: ApiRequestConfig): Promise<T>;
  /**
   * Reads a server-sent event stream under `/api` (fetch with the Bearer header, which EventSource
   * cannot send), parsed with eventsource-parser. `onEvent` gets the event name (`message` when
   * unnamed) and its data as JSON (or the raw text when it is not JSON); events without data are
   * skipped. Resolves when the server ends the stream; rejects on a network or HTTP error. It does
   * not reconnect: callers fall back to polling.
   */
  stream(url: string, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<void>;
}

/** Authentication state derived from the token (§3 Auth, §4 Authentication, §5). */
export interface AuthService {
  readonly token: string | null;
  readonly claims: Claims | null;
  /** true while a non-expired token is held. */
  readonly isLoggedIn: boolean;
  readonly isGuest: boolean;
  readonly isAdmin: boolean;
  readonly displayName: string;
  readonly initials: string;
  readonly errorMessage: string | null;
  /** Guest login with the persistent guest UUID and fingerprint (throttled: one per 5 s, leading call). */
  loginAsGuest(): Promise<void>;
  login(email: string, password: string): Promise<void>;
  signup(body: { email: string; password: string; firstName?: string; lastName?: string }): Promise<void>;
  verify(email: string, code: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(email: string, code: string, password: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  loginWithGoogle(credential: string, clientId?: string, selectBy?: string): Promise<void>;
  loginWithApple(idToken: string): Promise<void>;
  /** Takes a login response: stores token and login uuid. */
  accept(res: LoginResponse): void;
  /** Auto-login from the stored uuid + fingerprint (throttled: one per second). Resolves true on success. */
  autoLogin(): Promise<boolean>;
  refresh(): Promise<void>;
  logout(): Promise<void>;
  /** Makes sure some session exists: the stored token if valid, else auto-login, else guest login. */
  ensureSession(): Promise<void>;
}

export interface UserService {
  readonly info: UserInfo | null;
  readonly balance: BalanceInfo | null;
  modelCode: ModelCode;
  loadInfo(): Promise<UserInfo | null>;
  loadBalance(): Promise<BalanceInfo | null>;
  update(
    patch: Partial<Pick<UserInfo, 'firstName' | 'lastName' | 'grade' | 'degreeId' | 'defaultMode' | 'country' | 'city'>>,
  ): Promise<void>;
}

/** The credits and permission gate (§6, §8). */
export interface CreditsService {
  /** Opens the right dialog for OUT_OF_BALANCE_CREDIT: login for guests, subscription for members. */
  handleOutOfBalance(): void;
  handleOutOfImageUsage(): void;
}

export interface DialogState {
  id: string;
  props?: Record<string, unknown>;
}
export interface DialogService {
  readonly current: DialogState | null;
  open(id: string, props?: Record<string, unknown>): void;
  close(): void;
}

export interface I18nService {
  readonly i18n: I18nInstance;
  readonly language: Language;
  readonly dir: 'ltr' | 'rtl';
  t(key: string, options?: TOptions): string;
  /** Switches the interface language: changes the path prefix and saves preferredLanguage for a logged-in user. */
  changeLanguage(lng: Language): Promise<void>;
  /** `/app/x` → `/es/app/x` for the current (or given) language. */
  path(path: string, lng?: Language): string;
  /** Loads a plugin's namespace. */
  loadNamespace(ns: string): Promise<void>;
}

/** Typed event bus. */
export interface LemmaEvents {
  'auth:changed': { isLoggedIn: boolean; isGuest: boolean };
  'auth:login': { userId: number; isGuest: boolean };
  'auth:logout': Record<string, never>;
  'language:changed': { language: Language };
  'plugin:failed': { id: string; error: string };
  [custom: `${string}:${string}`]: unknown;
}
export interface EventsService {
  on<K extends keyof LemmaEvents>(event: K, fn: (payload: LemmaEvents[K]) => void): () => void;
  emit<K extends keyof LemmaEvents>(event: K, payload: LemmaEvents[K]): void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  link?: { href: string; label: string };
  createdAt: number;
  dismissed: boolean;
}
export interface ToastService {
  readonly toasts: readonly Toast[];
  show(message: string, options?: { kind?: ToastKind; duration?: number; link?: Toast['link'] }): number;
  success(message: string): number;
  error(message: string, link?: Toast['link']): number;
  loading(message: string): number;
  dismiss(id: number): void;
}

export interface SystemMessageService {
  readonly message: string | null;
  readonly severity: 'error' | 'info';
  show(message: string, severity?: 'error' | 'info'): void;
  hide(): void;
}

/** The mosaic layout of the workspace: panels are contributed by plugins. */
export interface WorkspaceService {
  readonly layout: MosaicNode<string> | null;
  open(panelId: string): void;
  close(panelId: string): void;
  /** Opens `panelId` beside the tile `target`, splitting it in `direction` (default row). */
  split(target: string, panelId: string, direction?: 'row' | 'column'): void;
  setLayout(layout: MosaicNode<string> | null): void;
  isOpen(panelId: string): boolean;
}

export interface PluginsService {
  readonly plugins: readonly LoadedPlugin[];
  readonly routes: readonly (RouteContribution & { pluginId: string })[];
  readonly menuItems: readonly (MenuItemContribution & { pluginId: string })[];
  readonly toolbarActions: readonly (ToolbarActionContribution & { pluginId: string })[];
  readonly panels: readonly (PanelContribution & { pluginId: string })[];
  readonly dialogs: readonly (DialogContribution & { pluginId: string })[];
  readonly commands: readonly (CommandContribution & { pluginId: string })[];
  readonly sidebar: readonly (SidebarContribution & { pluginId: string })[];
  command(id: string): (CommandContribution & { pluginId: string }) | undefined;
  /**
   * Runs a command after its access check (guests get the login dialog for `nonGuest`, others an
   * error toast for `admin`).
   * @param args passed to the command's `run` as is
   * @param from the view it is invoked from (`ctx.from` in the command); components pass it through
   *   `useRunCommand()`, which does this for them
   * @throws Error when no command has this id
   */
  runCommand(id: string, args?: unknown, from?: ViewInfo | null): Promise<void>;
}

/** Navigation that keeps the language prefix. */
export interface NavigationService {
  navigate(path: string, options?: { replace?: boolean }): void;
}

export interface ConfigService {
  readonly config: PublicConfig;
}

export const IApi = createToken<ApiService>('core.api');
export const IAuth = createToken<AuthService>('core.auth');
export const IUser = createToken<UserService>('core.user');
export const ICredits = createToken<CreditsService>('core.credits');
export const IDialogs = createToken<DialogService>('core.dialogs');
export const II18n = createToken<I18nService>('core.i18n');
export const IEvents = createToken<EventsService>('core.events');
export const IToasts = createToken<ToastService>('core.toasts');
export const ISystemMessage = createToken<SystemMessageService>('core.system-message');
export const IWorkspace = createToken<WorkspaceService>('core.workspace');
export const IPlugins = createToken<PluginsService>('core.plugins');
export const INavigation = createToken<NavigationService>('core.navigation');
export const IConfig = createToken<ConfigService>('core.config');
