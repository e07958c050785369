/**
 * The account (issue 7, client): `/app/settings` with the §2 tabs by index (my account 0, balance 1,
 * favorites 2, settings 3; all but favorites need a non-guest user), the refer dialog, and
 * invitation links (`/invite/:code`): the code is kept in local storage (§3) until the visitor has
 * an account, then accepted once.
 */
import { definePlugin, IApi, IAuth, IDialogs, IEvents, II18n, INavigation, IToasts, IUser } from '@lemma/sdk';

import { INVITATION_KEY } from './shared/contract';

export default definePlugin({
  id: 'account',
  requires: [IApi, IAuth, IEvents, IToasts, II18n, INavigation, IDialogs, IUser],
  contributes: {
    routes: [
      { path: 'app/settings', page: () => import('./pages/SettingsPage'), access: 'nonGuest' },
      { path: 'app/settings/2', page: () => import('./pages/SettingsPage') },
      { path: 'app/settings/:tab', page: () => import('./pages/SettingsPage'), access: 'nonGuest' },
      { path: 'invite/:code', page: () => import('./pages/InvitePage'), access: 'public' },
    ],
    dialogs: [{ id: 'refer', component: () => import('./components/ReferDialog') }],
    commands: [
      {
        id: 'account:settings',
        label: 'account:title',
        icon: 'cog',
        access: 'nonGuest',
        run: (ctx) => ctx.get(INavigation).navigate('/app/settings/0'),
      },
      {
        id: 'account:wallet',
        label: 'account:tabs.balance',
        icon: 'credit-card',
        access: 'nonGuest',
        run: (ctx) => ctx.get(INavigation).navigate('/app/settings/1'),
      },
      {
        id: 'account:refer',
        label: 'account:refer.title',
        icon: 'people',
        access: 'nonGuest',
        run: (ctx) => ctx.get(IDialogs).open('refer'),
      },
    ],
    menuItems: [
      { menu: 'user', command: 'account:settings', rank: 10 },
      { menu: 'user', command: 'account:wallet', rank: 20 },
      { menu: 'user', command: 'account:refer', rank: 30 },
    ],
  },
  activate: (ctx) => {
    // An invitation code kept from /invite/:code is accepted once the visitor has a real account.
    const accept = async () => {
      const auth = ctx.get(IAuth);
      const code = localStorage.getItem(INVITATION_KEY);
      if (!code || !auth.isLoggedIn || auth.isGuest) return;
      try {
        const r = await ctx.get(IApi).post<{ newMaxCredit: number }>('/invitation/accept', { code }, { silent: true });
        void ctx.get(IUser).loadBalance();
        ctx.get(IToasts).success(ctx.get(II18n).t('account:refer.accepted', { count: r.newMaxCredit }));
      } catch {
        /* own code, old account, already referred: nothing to do */
      }
      localStorage.removeItem(INVITATION_KEY);
    };
    ctx.get(IEvents).on('auth:login', () => void accept());
    void accept();
  },
});
