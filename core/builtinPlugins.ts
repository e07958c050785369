/**
 * Plugins the kernel brings itself: the tiled workspace view. They use the same SDK as every tool,
 * so the workspace route and menu item can be switched off like any plugin.
 */
import { definePlugin, INavigation, type PluginDefinition } from '@lemma/sdk';

export const workspacePlugin = definePlugin({
  id: 'workspace',
  hasLocales: false,
  requires: [INavigation],
  contributes: {
    routes: [{ path: 'app/workspace', page: () => import('./shell/WorkspaceView') }],
    commands: [
      {
        id: 'workspace:open',
        label: 'common:workspace.title',
        icon: 'grid-view',
        run: (ctx) => ctx.get(INavigation).navigate('/app/workspace'),
      },
    ],
    menuItems: [{ menu: 'main', command: 'workspace:open', rank: 1, activePath: 'app/workspace' }],
  },
});

export const builtinPlugins: PluginDefinition<unknown>[] = [workspacePlugin as PluginDefinition<unknown>];
