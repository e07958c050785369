/**
 * Ask on the server (§7 Sessions): the ANSWER session mode (registered with the sessions plugin's
 * `ISessions`), the answer and picture jobs, server-sent events of an answer's progress, and Ask's
 * input and output routes. The sessions themselves (list, detail, share, save) are the sessions
 * plugin's. Every id-bearing route checks ownership and answers 404 for someone else's session.
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
  ITranslate,
  IUsage,
  IStorage,
} from '@lemma/sdk/server';
import { createAnswerer } from './answering';
import { askConfig, type AskDeps } from './deps';
import { answerMode } from './mode';
import { registerAnswerJob } from './jobs/answer';
import { registerImageJob } from './jobs/image';
import { registerInputRoutes, registerRegenerateRoute } from './routes/inputs';
import { registerOutputRoutes } from './routes/outputs';
import { registerStreamRoute } from './routes/stream';

export default defineServerPlugin({
  id: 'ask',
  requires: [ISessions],
  register(app, ctx) {
    const t = ctx.get(ITranslate);
    const deps: AskDeps = {
      db: ctx.get(IDatabase),
      guard: ctx.get(IAuthGuard),
      credits: ctx.get(ICreditLedger),
      jobs: ctx.get(IJobs),
      hub: ctx.get(IEventHub),
      usage: ctx.get(IUsage),
      t,
      sessions: ctx.get(ISessions),
      storage: ctx.get(IStorage),
      answer: createAnswerer(ctx.config(askConfig), t, ctx.get(IMath)),
    };
    deps.sessions.modes.register(answerMode(deps));
    registerAnswerJob(deps);
    registerImageJob(deps);
    registerInputRoutes(app, deps);
    registerRegenerateRoute(app, deps);
    registerStreamRoute(app, deps);
    registerOutputRoutes(app, deps);
  },
});
