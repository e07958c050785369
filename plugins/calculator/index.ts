/**
 * Calculator (issue 5): calculation, function solve, derivative, definite and indefinite integrals,
 * with checked results, steps, an instant preview and a saved history; as a page, a workspace
 * panel, and an embeddable popup (`/popup/calculator/...`).
 */
import { definePlugin, IApi, IEvents, INavigation, IPlugins, IWorkspace } from '@lemma/sdk';
import { ICalculator } from './tokens';
import { CalculatorStore, type Mode } from './state/CalculatorStore';
import { plotFunctions } from './shared/plot';

export default definePlugin({
  id: 'calculator',
  requires: [IApi, INavigation, IPlugins, IEvents, IWorkspace],
  provides: ICalculator,
  contributes: {
    routes: [
      { path: 'app/calculator/*', page: () => import('./pages/CalculatorPage') },
      { path: 'app/calculator', page: () => import('./pages/CalculatorPage') },
      { path: 'formula-editor', page: () => import('./pages/FormulaEditorPage') },
    ],
    panels: [
      {
        id: 'calculator',
        rank: 20,
        title: 'calculator:title',
        icon: 'calculator',
        component: () => import('./panels/CalculatorPanel'),
      },
    ],
    commands: [
      {
        id: 'calculator:open',
        label: 'calculator:title',
        icon: 'calculator',
        run: (ctx) => ctx.get(INavigation).navigate('/app/calculator'),
      },
      {
        // `{ input, mode? }`: fills the calculator (e.g. with the tutor's current line) and shows it —
        // the calculator tile when run from a workspace tile, the calculator page otherwise.
        id: 'calculator:set',
        label: 'calculator:title',
        icon: 'calculator',
        run: (ctx, args) => {
          const a = (args ?? {}) as { input?: string; mode?: Mode };
          if (!a.input) return;
          ctx.get(ICalculator).fill(a.input, a.mode);
          const workspace = ctx.get(IWorkspace);
          if (ctx.from?.kind === 'tile') {
            if (!workspace.isOpen('calculator')) workspace.open('calculator');
          } else ctx.get(INavigation).navigate('/app/calculator');
        },
      },
      {
        id: 'calculator:plot',
        label: 'calculator:plot',
        icon: 'timeline-line-chart',
        run: async (ctx) => {
          const store = ctx.get(ICalculator);
          if (store.result.status !== 'done' || !ctx.get(IPlugins).command('graph:plot')) return;
          await ctx.runCommand('graph:plot', { functions: plotFunctions(store.result.result, store.variable.trim() || 'x') });
        },
      },
    ],
    menuItems: [{ menu: 'main', command: 'calculator:open', rank: 20, activePath: 'app/calculator' }],
    toolbarActions: [{ command: 'calculator:plot', target: 'panel:calculator' }],
  },
  activate: (ctx) => {
    const store = new CalculatorStore(ctx.get(IApi));
    // A point clicked on the graph fills the calculator with f at that x (linked through the event bus).
    ctx.get(IEvents).on('graph:point-selected', (p) => {
      const { x, expression } = p as { x: number; expression: string };
      store.fillFromPoint(expression, x);
    });
    return store;
  },
});
