/**
 * The public accuracy page (`/accuracy`, issues #18 and #21): how often the built-in math engine is right, per corpus
 * and topic, with the corpus size and the date it was measured. The numbers are not written by hand: `npm run bench`
 * (scripts/bench/accuracy.ts) grades every SymPy-checked corpus through the path users get and writes
 * `report/accuracy.json`, which this page shows.
 */
import { definePlugin, INavigation } from '@lemma/sdk';

export default definePlugin({
  id: 'accuracy',
  requires: [INavigation],
  contributes: {
    routes: [{ path: 'accuracy', page: () => import('./pages/AccuracyPage') }],
    commands: [
      {
        id: 'accuracy:open',
        label: 'accuracy:title',
        icon: 'endorsed',
        run: (ctx) => ctx.get(INavigation).navigate('/accuracy'),
      },
    ],
    menuItems: [{ menu: 'user', command: 'accuracy:open', rank: 90 }],
  },
});
