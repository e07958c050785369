/** /user (the user view in the shell) and the 404 page. */
import { Link, useLocation } from 'react-router-dom';
import { Button, Callout, Card, H2, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { IAuth, IUser, useService } from '@lemma/sdk';

export const UserPage = observer(function UserPage() {
  const { t } = useTranslation(['common', 'auth']);
  const auth = useService(IAuth);
  const user = useService(IUser);
  const info = user.info;
  return (
    <div className="lemma-page lemma-narrow">
      <H2>{t('user.title')}</H2>
      {auth.isGuest ? (
        <Callout intent="primary" icon="person">
          <p>{t('user.guestText')}</p>
          <Link to="/login/sign-up">
            <Button intent="primary" text={t('auth.signup')} />
          </Link>{' '}
          <Link to="/login">
            <Button text={t('auth.login')} />
          </Link>
        </Callout>
      ) : (
        <Card>
          <HTMLTable className="lemma-kv">
            <tbody>
              <tr>
                <th>{t('user.name')}</th>
                <td>{auth.displayName}</td>
              </tr>
              <tr>
                <th>{t('user.email')}</th>
                <td>{info?.email ?? '…'}</td>
              </tr>
              <tr>
                <th>{t('user.memberType')}</th>
                <td>{t(`memberTypes.${auth.claims?.memberType ?? 'FREE'}`)}</td>
              </tr>
            </tbody>
          </HTMLTable>
          <div className="lemma-actions-row">
            <Link to="/app/user/passwordChange">
              <Button icon="key" text={t('auth.changePassword')} />
            </Link>
            <Link to="/logout">
              <Button icon="log-out" text={t('auth.logout')} />
            </Link>
          </div>
        </Card>
      )}
    </div>
  );
});

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className="lemma-page">
      <NonIdealState
        icon="search"
        title={t('notFound.title')}
        description={t('notFound.text', { path: pathname })}
        action={
          <Link to="/app">
            <Button intent="primary" text={t('notFound.home')} />
          </Link>
        }
      />
    </div>
  );
}
