/** Global overlays: toasts (§9), the system message bar (§4), the loading indicator (§4 Global UI). */
import { observer } from 'mobx-react-lite';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { IApi, IToasts, ISystemMessage, useService } from '@lemma/sdk';
import { TOASTS } from '@lemma/sdk/contract/constants';

const INTENT = { blank: 'none', error: 'danger', custom: 'primary', success: 'success', loading: 'none' } as const;

export const Toaster = observer(function Toaster() {
  const toasts = useService(IToasts);
  const { t } = useTranslation('common');
  return (
    <div className="lemma-toaster" style={{ zIndex: TOASTS.Z_INDEX, gap: TOASTS.GAP_PX }} aria-live="polite">
      {toasts.toasts.map((toast) => (
        <div
          key={toast.id}
          className={`lemma-toast bp6-toast bp6-intent-${INTENT[toast.kind]} ${toast.dismissed ? 'is-leaving' : ''}`}
          style={{ maxWidth: TOASTS.MAX_WIDTH_PX }}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          {toast.kind === 'loading' ? <Spinner size={16} /> : null}
          <span className="bp6-toast-message">
            {toast.message}
            {toast.link ? (
              <>
                {' '}
                <a href={toast.link.href}>{toast.link.label}</a>
              </>
            ) : null}
          </span>
          <Button variant="minimal" icon="cross" aria-label={t('actions.dismiss')} onClick={() => toasts.dismiss(toast.id)} />
        </div>
      ))}
    </div>
  );
});

export const SystemMessageBar = observer(function SystemMessageBar() {
  const sm = useService(ISystemMessage);
  const { t } = useTranslation('common');
  if (!sm.message) return null;
  return (
    <div className="lemma-system-message">
      <Callout
        intent={sm.severity === 'error' ? 'danger' : 'primary'}
        icon={sm.severity === 'error' ? 'error' : 'info-sign'}
        role="alert"
      >
        <div className="lemma-system-message-row">
          <span data-testid="system-message">{sm.message}</span>
          <Button variant="minimal" size="small" icon="cross" aria-label={t('actions.close')} onClick={() => sm.hide()} />
        </div>
      </Callout>
    </div>
  );
});

/** §4: a loading spinner shows while queued requests are above 0 or navigation is loading. */
export const LoadingIndicator = observer(function LoadingIndicator({ navigating = false }: { navigating?: boolean }) {
  const api = useService(IApi);
  const { t } = useTranslation('common');
  if (api.pending <= 0 && !navigating) return null;
  return (
    <span className="lemma-loading" role="progressbar" aria-label={t('loading')}>
      <Spinner size={18} />
    </span>
  );
});

export function PageSpinner() {
  return (
    <div className="lemma-page-spinner" role="progressbar" aria-busy="true">
      <Spinner size={40} />
    </div>
  );
}
