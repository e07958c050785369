/**
 * Ask: a student asks a math question and gets a correct, step-by-step answer, kept in sessions.
 * Client manifest — routes, the sidebar session list, the command and menu item; the store is
 * provided as IAsk for other plugins (the tutor starts from it, the graph plots its functions).
 */
import { definePlugin, IApi, IEvents, INavigation, IPlugins } from '@lemma/sdk';
import { IAsk } from './tokens';
import { AskStore } from './state/AskStore';

export default definePlugin({
  id: 'ask',
  requires: [IApi, IEvents, INavigation],
  provides: IAsk,
  contributes: {
    routes: [
      { path: 'app/ask', page: () => import('./pages/AskPage'), home: true },
      { path: 'app/ask/:uuid', page: () => import('./pages/AskPage') },
      { path: 'share/:uuid', page: () => import('./pages/SharePage'), layout: 'bare', access: 'public' },
    ],
    commands: [{ id: 'ask:open', label: 'ask:title', icon: 'chat', run: (ctx) => ctx.get(INavigation).navigate('/app/ask') }],
    menuItems: [{ menu: 'main', command: 'ask:open', rank: 10, activePath: 'app/ask' }],
    sidebar: [{ id: 'sessions', component: () => import('./components/SessionList'), rank: 10 }],
  },
  activate: (ctx) => new AskStore(ctx.get(IApi), ctx.get(IEvents), ctx.get(IPlugins)),
});
