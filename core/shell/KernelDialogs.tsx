/**
 * The kernel's own dialogs (§2 login, §6 locked feature, §8 password change, the subscription
 * dialog), in a chunk loaded when one first opens (./Dialogs.tsx; issue #13).
 */
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { IAuth, IDialogs, useService } from '@lemma/sdk';
import { LoginForm } from '../pages/forms';
import { SubscriptionDialog } from './SubscriptionDialog';

const REASONS: Record<string, string> = {
  guestRunOut: 'login.reasonGuestRunOut',
  nonGuest: 'login.reasonNonGuest',
  imageLimit: 'login.reasonImageLimit',
  tutorTrial: 'login.reasonTutorTrial',
};

/** §8 REQUIRE_PASSWORD_CHANGE: the account must choose a new password first; the page to do it is one click away. */
function PasswordChangeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname.endsWith('/app/user/passwordChange')) return null;
  return (
    <Dialog isOpen onClose={onClose} title={t('passwordRequired.title')} icon="key" className="lemma-dialog">
      <DialogBody>
        <p>{t('passwordRequired.text')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button
            intent="primary"
            icon="key"
            text={t('auth.changePassword')}
            onClick={() => (onClose(), navigate('/app/user/passwordChange'))}
          />
        }
      />
    </Dialog>
  );
}

/** §6: a locked feature (COPY, SEND, VOICE, NOTEBOOK) explains the daily limit and the way on. */
const FunctionLockDialog = observer(function FunctionLockDialog({ type, onClose }: { type: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const auth = useService(IAuth);
  const navigate = useNavigate();
  return (
    <Dialog isOpen onClose={onClose} title={t('lock.title')} icon="lock" className="lemma-dialog">
      <DialogBody>
        <p>{t(`lock.${type}`, { defaultValue: t('lock.COPY') })}</p>
        <p className="lemma-muted">{auth.isGuest ? t('lock.guest') : t('lock.member')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          auth.isGuest ? (
            <Button intent="primary" text={t('auth.signup')} onClick={() => (onClose(), navigate('/login/sign-up'))} />
          ) : (
            <Button intent="primary" text={t('actions.close')} onClick={onClose} />
          )
        }
      />
    </Dialog>
  );
});

/** The kernel dialog `id` (login, subscription, password-change, member-function-lock), or null for another id. */
export default observer(function KernelDialog({ id, props }: { id: string; props?: Record<string, unknown> }) {
  const dialogs = useService(IDialogs);
  const { t } = useTranslation('auth');
  const current = { id, props };
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
  if (current.id === 'subscription')
    return <SubscriptionDialog reason={current.props?.reason as string | undefined} onClose={() => dialogs.close()} />;
  if (current.id === 'password-change') return <PasswordChangeDialog onClose={() => dialogs.close()} />;
  if (current.id === 'member-function-lock')
    return <FunctionLockDialog type={String(current.props?.type ?? 'COPY')} onClose={() => dialogs.close()} />;
  return null;
});
