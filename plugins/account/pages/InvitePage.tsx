/** `/invite/:code`: keeps the invitation code (§3 local storage) and invites the visitor to sign up. */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, H2 } from '@blueprintjs/core';
import { CREDITS, IAuth, useService } from '@lemma/sdk';
import { INVITATION_KEY } from '../shared/contract';

export default observer(function InvitePage() {
  const { t } = useTranslation('account');
  const auth = useService(IAuth);
  const navigate = useNavigate();
  const { code } = useParams();
  const valid = !!code && /^[A-Za-z0-9]{4,32}$/.test(code);
  useEffect(() => {
    if (valid) localStorage.setItem(INVITATION_KEY, code!.toUpperCase());
  }, [valid, code]);
  return (
    <div className="lemma-page lemma-narrow">
      <Card className="lemma-invite">
        <H2>{t('invite.title')}</H2>
        <p>{valid ? t('invite.text', { count: CREDITS.REFERRAL_EXTRA_MAX }) : t('invite.invalid')}</p>
        {auth.isLoggedIn && !auth.isGuest ? (
          <Button intent="primary" text={t('invite.continue')} onClick={() => navigate('/app/ask')} />
        ) : (
          <Button intent="primary" icon="new-person" text={t('invite.signup')} onClick={() => navigate('/login/sign-up')} />
        )}
      </Card>
    </div>
  );
});
