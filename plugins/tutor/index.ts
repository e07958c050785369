/**
 * The new tutor (issue 6): a lesson walks the student through a problem — what it asks, which idea
 * comes first, each step as a question with the engine's common mistakes as wrong options, a typed
 * line of their own checked by meaning, then the answer, its check and similar problems. As a page
 * (`/app/tutor`, `/app/tutor/:uuid`) and a workspace tile; its current line goes to the calculator
 * (`calculator:set`) and its functions to the graph (`graph:plot`).
 */
import { definePlugin, IApi, IEvents, INavigation } from '@lemma/sdk';
import { ITutor } from './tokens';
import { TutorStore } from './state/TutorStore';

export default definePlugin({
  id: 'tutor',
  requires: [IApi, INavigation, IEvents],
  provides: ITutor,
  contributes: {
    routes: [
      { path: 'app/tutor', page: () => import('./pages/TutorPage') },
      { path: 'app/tutor/:uuid', page: () => import('./pages/TutorPage') },
    ],
    panels: [{ id: 'tutor', rank: 10, title: 'tutor:title', icon: 'learning', component: () => import('./panels/TutorPanel') }],
    dialogs: [{ id: 'tutor-promotion', component: () => import('./components/TutorPromotionDialog') }],
    commands: [
      { id: 'tutor:open', label: 'tutor:title', icon: 'learning', run: (ctx) => ctx.get(INavigation).navigate('/app/tutor') },
      {
        id: 'tutor:send-to-calculator',
        label: 'tutor:send.calculator',
        icon: 'calculator',
        run: async (ctx) => {
          const latex = ctx.get(ITutor).currentLatex;
          if (latex) await ctx.runCommand('calculator:set', { input: latex });
        },
      },
      {
        id: 'tutor:send-to-graph',
        label: 'tutor:send.graph',
        icon: 'timeline-line-chart',
        run: async (ctx) => {
          const fns = ctx.get(ITutor).session?.newTutorFunctions ?? [];
          if (fns.length) await ctx.runCommand('graph:plot', { functions: fns });
        },
      },
    ],
    menuItems: [{ menu: 'main', command: 'tutor:open', rank: 15, activePath: 'app/tutor' }],
    toolbarActions: [
      { command: 'tutor:send-to-calculator', target: 'panel:tutor' },
      { command: 'tutor:send-to-graph', target: 'panel:tutor' },
    ],
  },
  activate: (ctx) => new TutorStore(ctx.get(IApi), ctx.get(IEvents)),
});
