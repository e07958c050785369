/**
 * Graph calculator (issue 5): functions from the formula editor, Ask answers (desmosFunction) and
 * the calculator's "plot"; roots, extrema and intersections marked; zoom, pan and trace. As a page
 * and a workspace panel. `graph:plot` with `{ functions: [{ expression, latex }] }` plots functions
 * and opens (or reuses) the graph tile when run from a workspace tile (`ctx.from.kind === 'tile'`), or
 * the graph page otherwise.
 */
import { definePlugin, IApi, INavigation, IWorkspace } from '@lemma/sdk';
import { IGraph } from './tokens';
import { GraphStore } from './state/GraphStore';

interface PlotArgs {
  functions?: { expression: string; latex?: string }[];
}

export default definePlugin({
  id: 'graph',
  requires: [INavigation, IWorkspace],
  optional: [IApi],
  provides: IGraph,
  contributes: {
    routes: [{ path: 'app/graph-calculator', page: () => import('./pages/GraphPage') }],
    panels: [
      {
        id: 'graph',
        rank: 30,
        title: 'graph:title',
        icon: 'timeline-line-chart',
        component: () => import('./panels/GraphPanel'),
      },
    ],
    commands: [
      {
        id: 'graph:open',
        label: 'graph:title',
        icon: 'timeline-line-chart',
        run: (ctx) => ctx.get(INavigation).navigate('/app/graph-calculator'),
      },
      {
        id: 'graph:plot',
        label: 'graph:plot',
        icon: 'timeline-line-chart',
        run: async (ctx, args) => {
          const store = ctx.get(IGraph);
          // The engine loads with the first plot, not with the app (issue #13).
          store.useMath((await import('./state/graphMath')).graphMath);
          for (const f of (args as PlotArgs | undefined)?.functions ?? []) store.add(f.expression, f.latex);
          const workspace = ctx.get(IWorkspace);
          // Invoked from a workspace tile: show the graph beside it; from a page or elsewhere: the graph page.
          if (ctx.from?.kind === 'tile') {
            if (!workspace.isOpen('graph')) workspace.open('graph');
          } else ctx.get(INavigation).navigate('/app/graph-calculator');
        },
      },
      { id: 'graph:clear', label: 'graph:clear', icon: 'eraser', run: (ctx) => ctx.get(IGraph).clear() },
    ],
    menuItems: [{ menu: 'main', command: 'graph:open', rank: 30, activePath: 'app/graph-calculator' }],
    toolbarActions: [{ command: 'graph:clear', target: 'panel:graph' }],
  },
  activate: () => new GraphStore(),
});
