/**
 * The new tutor on the server (issue 6; §3 new-tutor fields, §4 new-tutor flow, §7 Tutor): the
 * NEW_TUTOR session mode (mode.ts, registered with the sessions plugin's `ISessions`), the plan and
 * picture jobs (jobs/), and the routes that serve steps, judge answers, finish, and make related
 * problems and pictures (routes/). Every route checks that the session belongs to the caller (404
 * otherwise). A session whose plan fails gives the trial or credit back.
 */
import {
  defineServerPlugin,
  IAuthGuard,
  ICreditLedger,
  IDatabase,
  IEventHub,
  IJobs,
  IMath,
  ISessions,
  IUsage,
} from '@lemma/sdk/server';
import type { TutorDeps } from './deps';
import { registerImageJob } from './jobs/image';
import { registerPlanJob } from './jobs/plan';
import { newTutorMode } from './mode';
import { registerAnswerRoute } from './routes/answer';
import { registerImageRoutes, registerRelatedRoutes, registerStatusRoutes } from './routes/extras';
import { registerStepRoutes } from './routes/steps';

export { fields } from './deps';

export default defineServerPlugin({
  id: 'tutor',
  requires: [ISessions],
  register(app, ctx) {
    const deps: TutorDeps = {
      db: ctx.get(IDatabase),
      guard: ctx.get(IAuthGuard),
      credits: ctx.get(ICreditLedger),
      jobs: ctx.get(IJobs),
      hub: ctx.get(IEventHub),
      math: ctx.get(IMath),
      usage: ctx.get(IUsage),
      sessions: ctx.get(ISessions),
    };
    deps.sessions.modes.register(newTutorMode(deps));
    registerPlanJob(deps);
    registerImageJob(deps);
    registerStepRoutes(app, deps);
    registerAnswerRoute(app, deps);
    registerRelatedRoutes(app, deps);
    registerImageRoutes(app, deps);
    registerStatusRoutes(app, deps);
  },
});
