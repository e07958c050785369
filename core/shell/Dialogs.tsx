/** The dialog host: the kernel's login dialog (§2) and dialogs contributed by plugins, by name. */
import { lazy, Suspense, useMemo } from 'react';
import { Dialog, DialogBody } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IDialogs, IPlugins, useService } from '../../sdk';
import { LoginForm } from '../pages/forms';
import { PageSpinner } from './Overlays';

const REASONS: Record<string, string> = { guestRunOut: 'login.reasonGuestRunOut', nonGuest: 'login.reasonNonGuest', imageLimit: 'login.reasonImageLimit' };

export const DialogHost = observer(function DialogHost() {
  const dialogs = useService(IDialogs);
  const plugins = useService(IPlugins);
  const { t } = useTranslation('auth');
  const current = dialogs.current;
  const contributed = useMemo(() => new Map(plugins.dialogs.map((d) => [d.id, lazy(d.component)])), [plugins]);
  if (!current) return null;
  if (current.id === 'login') {
    const reason = REASONS[String(current.props?.reason ?? '')];
    return (
      <Dialog isOpen onClose={() => dialogs.close()} title={t('login.title')} className="lemma-dialog">
        <DialogBody>
          {reason ? <p className="lemma-dialog-reason">{t(reason)}</p> : null}
          <LoginForm
            onDone={() => dialogs.close()}
            links={
              <>
                <Link to="/login/reset-password" onClick={() => dialogs.close()}>
                  {t('login.forgot')}
                </Link>
                <span>
                  {t('login.noAccount')}{' '}
                  <Link to="/login/sign-up" onClick={() => dialogs.close()}>
                    {t('signup.submit')}
                  </Link>
                </span>
              </>
            }
          />
        </DialogBody>
      </Dialog>
    );
  }
  const Component = contributed.get(current.id);
  if (!Component) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component {...(current.props ?? {})} onClose={() => dialogs.close()} />
    </Suspense>
  );
});
