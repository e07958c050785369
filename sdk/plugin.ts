/**
 * The client plugin model: a plugin is data (its contributions) plus an optional `activate`.
 * Contributions refer to commands by id, so permission checks and hotkeys live in one place
 * (the shape of VS Code's `contributes` and JupyterLab's command registry).
 */
import type { ComponentType, ReactNode } from 'react';
import type { ApiService } from './services';
import type { Token } from './tokens';

/** What `activate` and commands receive. */
export interface PluginContext {
  readonly pluginId: string;
  /** The service behind a token; throws if none is registered. */
  get<T>(token: Token<T>): T;
  /** The service behind a token, or undefined. */
  tryGet<T>(token: Token<T>): T | undefined;
}

/**
 * Where a view is shown (issue #11: a context value instead of sniffing the URL). The shell's route
 * renderer provides `{ kind: 'page', route }` around a plugin's page; the workspace provides
 * `{ kind: 'tile', panelId }` around each mosaic tile (and its tab on phones). Read it in a component
 * with `useViewContext()`; a command receives the one it was invoked from as `ctx.from`.
 */
export interface ViewInfo {
  readonly kind: 'page' | 'tile';
  /** The tile's panel id (`kind: 'tile'`). */
  readonly panelId?: string;
  /** The route pattern of the page, e.g. `app/calculator/*` (`kind: 'page'`). */
  readonly route?: string;
}

/**
 * What a command's `run(ctx, args)` receives as `ctx`: the plugin's context (services of the
 * command's own plugin scope) plus where it was invoked from.
 */
export interface CommandContext extends PluginContext {
  /**
   * The view the command was invoked from: a page or a tile (a tile's toolbar action, a button
   * inside a page or panel that ran it through `useRunCommand`), or `null` when it ran from outside
   * any view (the sidebar menu, the top bar, a dialog, code with no view).
   */
  readonly from: ViewInfo | null;
  /**
   * Runs another command (access-checked like any run) with the same `from`, so a chain such as
   * tutor → calculator keeps knowing it started in a tile.
   * @throws Error when no command has this id
   */
  runCommand(id: string, args?: unknown): Promise<void>;
}

/** A component loaded on first use; its props are whatever its host passes (dialogs get theirs, pages and panels none). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- contributed components of any props type must be assignable
export type LazyComponent = () => Promise<{ default: ComponentType<any> }>;

/** Who may open a route (§2 access gates, §6 roles). */
export type Access = 'public' | 'any' | 'nonGuest' | 'admin';

export interface RouteContribution {
  /** Path without language prefix or leading slash, e.g. `app/dashboard`, `app/calculator/*`. */
  path: string;
  page: LazyComponent;
  /** `app`: inside the app shell (default); `bare`: full page without the shell. */
  layout?: 'app' | 'bare';
  /** Default `any` (guests included). */
  access?: Access;
  /** The main view: `/` and `/app` open it (§2 root wildcard: the main session view). */
  home?: boolean;
}

export interface CommandContribution {
  id: string;
  /** i18n key, `<ns>:<key>`. */
  label: string;
  /** Blueprint icon name. */
  icon?: string;
  /** Who may run it; default `any`. */
  access?: Access;
  /**
   * Carries the command out.
   * @param ctx services of the command's plugin, `ctx.from` (the page or tile it was invoked from,
   *   or null) and `ctx.runCommand` (runs another command with the same `from`)
   * @param args what the caller passed, unchecked: a tile's toolbar passes `{ panelId }`; other
   *   commands document their own shape (e.g. `graph:plot` takes `{ functions }`); menus pass nothing.
   *   Validate before use.
   */
  run(ctx: CommandContext, args?: unknown): void | Promise<void>;
}

export interface MenuItemContribution {
  /** `main`: the sidebar; `user`: the account menu; `admin`: the admin menu. */
  menu: 'main' | 'user' | 'admin';
  command: string;
  /** Lower ranks come first. */
  rank?: number;
  /** Highlights the item while the location starts with this path (no prefix, e.g. `app/dashboard`). */
  activePath?: string;
}

export interface ToolbarActionContribution {
  command: string;
  /** `topbar`, or `panel:<panelId>` for a mosaic tile's toolbar. */
  target: string;
  rank?: number;
}

export interface PanelContribution {
  id: string;
  /** i18n key. */
  title: string;
  icon?: string;
  /** Order in the workspace's panel bar; lower ranks come first (default 100). */
  rank?: number;
  component: LazyComponent;
}

export interface DialogContribution {
  id: string;
  component: LazyComponent;
}

/** A section of the sidebar under the menu (e.g. Ask's session list). */
export interface SidebarContribution {
  id: string;
  component: LazyComponent;
  /** Lower ranks come first. */
  rank?: number;
}

export interface Contributions {
  sidebar?: SidebarContribution[];
  routes?: RouteContribution[];
  menuItems?: MenuItemContribution[];
  toolbarActions?: ToolbarActionContribution[];
  panels?: PanelContribution[];
  dialogs?: DialogContribution[];
  commands?: CommandContribution[];
}

export interface PluginDefinition<S = unknown> {
  /** Unique id, lowercase, also the plugin's i18n namespace and its server plugin id. */
  id: string;
  /** Tokens that must be provided (by the kernel or another plugin) before this one activates. */
  requires?: Token<unknown>[];
  /** Tokens used when present; they order activation but their absence is no error. */
  optional?: Token<unknown>[];
  /** The token this plugin's `activate` result is registered under. */
  provides?: Token<S>;
  /** Whether the plugin has an i18n namespace in `plugins/<id>/locales` (default true). */
  hasLocales?: boolean;
  contributes?: Contributions;
  activate?: (ctx: PluginContext) => S | void | Promise<S | void>;
}

/** Identity function that types a plugin definition. */
export function definePlugin<S>(def: PluginDefinition<S>): PluginDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(def.id)) throw new Error(`Invalid plugin id "${def.id}": lowercase letters, digits and dashes`);
  return def;
}

export type PluginStatus = 'active' | 'failed' | 'disabled';
export interface LoadedPlugin {
  id: string;
  status: PluginStatus;
  error?: string;
  definition: PluginDefinition<unknown>;
}

/**
 * What a plugin's embed receives from the popup entry (popup.html, src/popup.tsx): the page at
 * `/popup/<id>/<path>` that another site shows in an iframe, with no app shell (docs/embedding.md).
 */
export interface EmbedHost {
  /** The API client, signed in as a guest of its own. */
  readonly api: ApiService;
  /** The rest of the path after `/popup/<id>/` (e.g. `derivative`), without the language prefix. */
  readonly path: string;
  /** Posts to the embedding page; nothing is sent until that page is known to be an allowed origin. */
  post(message: object): void;
  /**
   * Handles messages `{ type, ... }` of this type from allowed origins (EMBED_ALLOWED_ORIGINS); the
   * sender becomes the page `post` answers. Messages from other origins never reach the handler.
   */
  on(type: string, handler: (data: Record<string, unknown>) => void): void;
}

/**
 * A plugin's embeddable view: the default export of `plugins/<id>/embed.tsx`, found by the popup
 * entry like manifests are found by the app (PLUGINS_EXCLUDED applies).
 */
export interface EmbedDefinition {
  /** The plugin id: the URL segment after `/popup/` and the i18n namespace loaded before `start`. */
  id: string;
  /** Sets the view up (state, message handlers) and returns what to render. */
  start(host: EmbedHost): ReactNode;
}

/** Identity function that types an embed definition. */
export function defineEmbed(def: EmbedDefinition): EmbedDefinition {
  return def;
}
