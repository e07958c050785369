/** React bindings for plugins: read kernel services from the container the app shell provides. */
import { createContext, useContext } from 'react';
import type { PluginContext } from './plugin';
import type { Token } from './tokens';

/** Provided once by the app shell; plugins read services through `useService`. */
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
