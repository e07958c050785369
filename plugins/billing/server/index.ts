/**
 * Billing on the server (issue 7, §7 Billing): checkouts for subscriptions (plans 33–40) and
 * recharge packs, the customer portal, cancel at period end, the retention discount, subscription
 * info, the signed webhook, the local test checkout, promotions and the daily check (routes/).
 *
 * Provider (payment.ts): Stripe when `STRIPE_SECRET_KEY` is set, otherwise the local test provider.
 * Either way the webhook route is the only place where payments change anything, so the success
 * pages wait for it. Configuration: the `billingConfig` slice (deps.ts).
 */
import { defineServerPlugin, IAuthGuard, ICreditLedger, IDatabase } from '@lemma/sdk/server';
import { billingConfig, type BillingDeps } from './deps';
import { createPaymentProvider } from './payment';
import { registerCheckoutRoutes, registerCheckoutStateRoutes } from './routes/checkout';
import { registerManageRoutes, registerTriggerRoutes } from './routes/manage';
import { registerPlanRoutes } from './routes/plans';
import { registerPromotionRoutes } from './routes/promotions';
import { registerDailyCheckRoute, registerWebhookRoute } from './routes/webhook';

export { RETENTION_DISCOUNT } from './deps';

export default defineServerPlugin({
  id: 'billing',
  register(app, ctx) {
    const db = ctx.get(IDatabase);
    const deps: BillingDeps = {
      db,
      guard: ctx.get(IAuthGuard),
      credits: ctx.get(ICreditLedger),
      settings: ctx.settings,
      ...createPaymentProvider(ctx.config(billingConfig), app, ctx, db),
    };
    registerPromotionRoutes(app, deps);
    registerPlanRoutes(app, deps);
    registerCheckoutRoutes(app, deps);
    registerCheckoutStateRoutes(app, deps);
    registerTriggerRoutes(app, deps);
    registerManageRoutes(app, deps);
    registerWebhookRoute(app, deps);
    registerDailyCheckRoute(app, deps);
  },
});
