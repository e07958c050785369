/**
 * The account on the server (issue 7; §7 User): the constant lists of my account (routes/constants.ts),
 * display flags (routes/display.ts), and the invitation programme (routes/invitations.ts). Promotion
 * codes are billing's; profile fields themselves are the kernel's `POST /user/update`.
 */
import { defineServerPlugin, IAuthGuard, ICreditLedger, IDatabase } from '@lemma/sdk/server';
import { registerConstantRoutes } from './routes/constants';
import { registerDisplayRoutes } from './routes/display';
import { registerInvitationRoutes } from './routes/invitations';

export default defineServerPlugin({
  id: 'account',
  register(app, ctx) {
    const deps = { db: ctx.get(IDatabase), guard: ctx.get(IAuthGuard), credits: ctx.get(ICreditLedger) };
    registerConstantRoutes(app);
    registerDisplayRoutes(app, deps);
    registerInvitationRoutes(app, deps);
  },
});
