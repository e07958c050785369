/**
 * Four operations (§2 `/app/four-operations`, page model DEMO_FOUR_OPERATIONS): arithmetic drills
 * for elementary students — rounds of 10 problems of + − × ÷ at a level (numbers up to 10, 20 or
 * 100 with the times tables), typed answers with immediate feedback, score, streak, a summary of
 * the problems missed and best scores kept on the server. As a page and as a workspace tile (one
 * view that asks `useViewContext()` where it is), with a "new round" action on the tile's toolbar.
 * docs/plugin-guide.md is a tutorial built on this plugin.
 */
// #region guide:manifest
import { definePlugin, IApi, INavigation } from '@lemma/sdk';
import { IFourOperations } from './tokens';
import { DrillStore } from './state/DrillStore';

export default definePlugin({
  id: 'four-operations',
  requires: [IApi, INavigation],
  provides: IFourOperations,
  contributes: {
    routes: [{ path: 'app/four-operations', page: () => import('./views/FourOperationsView') }],
    panels: [
      {
        id: 'four-operations',
        rank: 40,
        title: 'four-operations:title',
        icon: 'numerical',
        component: () => import('./views/FourOperationsView'),
      },
    ],
    commands: [
      {
        id: 'four-operations:open',
        label: 'four-operations:title',
        icon: 'numerical',
        run: (ctx) => ctx.get(INavigation).navigate('/app/four-operations'),
      },
      {
        // `{ operations?, level? }`: starts a new round. From a page or a tile it plays there; from
        // outside any view (ctx.from === null) it opens the page. Its zod schema loads with the first
        // run: the manifest is part of every page's first download, zod is not.
        id: 'four-operations:new-round',
        label: 'four-operations:newRound',
        icon: 'refresh',
        run: async (ctx, args) => {
          const { newRoundArgs } = await import('./shared/contract');
          const parsed = newRoundArgs.safeParse(args ?? {});
          ctx.get(IFourOperations).start(parsed.success ? parsed.data : {});
          if (!ctx.from) ctx.get(INavigation).navigate('/app/four-operations');
        },
      },
    ],
    menuItems: [{ menu: 'main', command: 'four-operations:open', rank: 40, activePath: 'app/four-operations' }],
    toolbarActions: [{ command: 'four-operations:new-round', target: 'panel:four-operations' }],
  },
  activate: (ctx) => new DrillStore(ctx.get(IApi)),
});
// #endregion
