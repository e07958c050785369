/**
 * How the shell hosts views. `KernelProviders` puts a kernel in React context (the SDK's
 * KernelContext with the `core` scope, the kernel itself for shell components, i18next);
 * `ViewHost` wraps one plugin page or workspace tile: the plugin's own scope as KernelContext, the
 * SDK's ViewContext (`page` or `tile`), and a spinner while its chunk loads. The app, the workspace
 * and the plugin test harness (tests/support/client.tsx) all render views through these two.
 */
import { createContext, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { KernelContext, ViewContext, type ViewInfo } from '@lemma/sdk';
import type { Kernel } from '../kernel';
import { PageSpinner } from './Overlays';

const ShellKernel = createContext<Kernel | null>(null);

/** The kernel, for shell components (core only; plugins use `useService`). */
export function useKernel(): Kernel {
  const kernel = useContext(ShellKernel);
  if (!kernel) throw new Error('useKernel must be used inside <KernelProviders>');
  return kernel;
}

/** The kernel's React providers: shell access to the kernel, the `core` service context and i18next. */
export function KernelProviders({ kernel, children }: { kernel: Kernel; children: ReactNode }) {
  return (
    <ShellKernel.Provider value={kernel}>
      <KernelContext.Provider value={kernel.context('core')}>
        <I18nextProvider i18n={kernel.i18n.i18n}>{children}</I18nextProvider>
      </KernelContext.Provider>
    </ShellKernel.Provider>
  );
}

/**
 * One plugin view: its scope, where it is shown, and a loading spinner.
 * @param pluginId the plugin that contributed the page or panel
 * @param kind `page` (a route; `route` is its pattern) or `tile` (a workspace tile; `panelId`)
 */
export function ViewHost({
  pluginId,
  kind,
  route,
  panelId,
  children,
}: {
  pluginId: string;
  kind: ViewInfo['kind'];
  route?: string;
  panelId?: string;
  children: ReactNode;
}) {
  const kernel = useKernel();
  const view = useMemo<ViewInfo>(() => (kind === 'tile' ? { kind, panelId } : { kind, route }), [kind, panelId, route]);
  return (
    <KernelContext.Provider value={kernel.context(pluginId)}>
      <ViewContext.Provider value={view}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </ViewContext.Provider>
    </KernelContext.Provider>
  );
}
