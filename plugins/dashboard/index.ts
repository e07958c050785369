/**
 * The in-app dashboard (`/app/dashboard`): the tools this user can open (from every plugin's
 * contributions) and the user's credit balance. The SDK's first real consumer (docs/plugin-guide.md
 * builds a plugin step by step on plugins/four-operations).
 */
import { definePlugin, INavigation, IPlugins, IUser } from '@lemma/sdk';

export default definePlugin({
  id: 'dashboard',
  requires: [IPlugins, IUser, INavigation],
  contributes: {
    routes: [{ path: 'app/dashboard', page: () => import('./pages/DashboardPage') }],
    commands: [
      {
        id: 'dashboard:open',
        label: 'dashboard:title',
        icon: 'dashboard',
        run: (ctx) => ctx.get(INavigation).navigate('/app/dashboard'),
      },
    ],
    menuItems: [{ menu: 'main', command: 'dashboard:open', rank: 0, activePath: 'app/dashboard' }],
    panels: [
      {
        id: 'dashboard-credits',
        title: 'dashboard:balance.title',
        icon: 'lightning',
        component: () => import('./pages/CreditsPanel'),
      },
    ],
  },
});
