/**
 * The signed-in user's menu in the top bar (a popover under the avatar): account, the entries that
 * plugins add with `menuItems` of menu 'user' (settings, plans, invite friends), password change,
 * logout. Loaded only for signed-in users (issue #13: a first visit is a guest's).
 */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IAuth, IPlugins, useService } from '@lemma/sdk';
import { allowed } from '../services/plugins';

export default observer(function UserMenuPopover() {
  const auth = useService(IAuth);
  const plugins = useService(IPlugins);
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const extra = plugins.menuItems
    .filter((m) => m.menu === 'user')
    .sort((a, b) => (a.rank ?? 100) - (b.rank ?? 100))
    .map((m) => plugins.command(m.command))
    .filter((c) => c && allowed(c.access, auth));
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <MenuDivider title={t('auth.signedInAs', { name: auth.displayName })} />
          <MenuItem icon="person" text={t('auth.myAccount')} onClick={() => navigate('/user')} />
          {extra.map((c) => (
            <MenuItem
              key={c!.id}
              icon={(c!.icon as IconName) ?? 'application'}
              text={t(c!.label)}
              onClick={() => void plugins.runCommand(c!.id)}
            />
          ))}
          <MenuItem icon="key" text={t('auth.changePassword')} onClick={() => navigate('/app/user/passwordChange')} />
          <MenuDivider />
          <MenuItem icon="log-out" text={t('auth.logout')} onClick={() => navigate('/logout')} />
        </Menu>
      }
    >
      <Button variant="minimal" className="lemma-avatar-button" aria-label={t('auth.myAccount')}>
        <span className="lemma-avatar">{auth.initials}</span>
      </Button>
    </PopoverNext>
  );
});
