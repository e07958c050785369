/** React bindings for plugins: read kernel services from the container the app shell provides. */
import { createContext, useCallback, useContext } from 'react';
import type { PluginContext, ViewInfo } from './plugin';
import { IPlugins } from './services';
import type { Token } from './tokens';

/**
 * Provided by the app shell (and, around a plugin's page or tile, with that plugin's own scope);
 * plugins read services through `useService`.
 */
export const KernelContext = createContext<PluginContext | null>(null);

/**
 * The service registered under `token`.
 * @throws Error when used outside the shell or when no service is registered for the token.
 */
export function useService<T>(token: Token<T>): T {
  const ctx = useContext(KernelContext);
  if (!ctx) throw new Error('useService must be used inside the Lemma kernel provider');
  return ctx.get(token);
}

/** The service registered under `token`, or undefined (for optional plugins' services). */
export function useOptionalService<T>(token: Token<T>): T | undefined {
  return useContext(KernelContext)?.tryGet(token);
}

/** Provided by the shell around a page (`kind: 'page'`) and around each workspace tile (`kind: 'tile'`). */
export const ViewContext = createContext<ViewInfo | null>(null);

/**
 * Where the calling component is shown: `{ kind: 'page', route }` inside a routed page,
 * `{ kind: 'tile', panelId }` inside a workspace tile, `null` elsewhere (sidebar sections, dialogs).
 */
export function useViewContext(): ViewInfo | null {
  return useContext(ViewContext);
}

/**
 * A function that runs a command from this component's view: the command's `ctx.from` is
 * `useViewContext()`, so e.g. `graph:plot` run from a tile opens the graph tile instead of the page.
 * @returns `(id, args?) => Promise<void>`; it rejects when no command has this id.
 */
export function useRunCommand(): (id: string, args?: unknown) => Promise<void> {
  const plugins = useService(IPlugins);
  const view = useViewContext();
  return useCallback((id: string, args?: unknown) => plugins.runCommand(id, args, view), [plugins, view]);
}
