/** The dialog host: the kernel's login dialog (§2) and dialogs contributed by plugins, by name. */
import { lazy, Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { IDialogs, IPlugins, useService } from '@lemma/sdk';
import { PageSpinner } from './Overlays';

/** Dialogs the kernel itself opens; their code loads with the first one (issue #13). */
export const KERNEL_DIALOGS: readonly string[] = ['login', 'subscription', 'password-change', 'member-function-lock'];
const KernelDialog = lazy(() => import('./KernelDialogs'));

export const DialogHost = observer(function DialogHost() {
  const dialogs = useService(IDialogs);
  const plugins = useService(IPlugins);
  const current = dialogs.current;
  const contributed = useMemo(() => new Map(plugins.dialogs.map((d) => [d.id, lazy(d.component)])), [plugins]);
  if (!current) return null;
  if (KERNEL_DIALOGS.includes(current.id))
    return (
      <Suspense fallback={<PageSpinner />}>
        <KernelDialog id={current.id} props={current.props} />
      </Suspense>
    );
  const Component = contributed.get(current.id);
  if (!Component) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component {...(current.props ?? {})} onClose={() => dialogs.close()} />
    </Suspense>
  );
});
