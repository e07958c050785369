/**
 * The payment provider of this server: Stripe when `STRIPE_SECRET_KEY` is set (then
 * `STRIPE_WEBHOOK_SECRET` is required, `STRIPE_API_BASE` points it at a stub), otherwise the local
 * test provider, whose signed events are delivered to the same webhook route in-process.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { persistentSecret, type Db, type ServerApp, type ServerContext } from '@lemma/sdk/server';
import type { BillingConfig } from './deps';
import { createLocalProvider, createStripeProvider, type PaymentProvider } from './providers';
import { subscriptions } from './schema';

/** The local provider's view of a stored subscription, in Stripe's shape. */
async function localSubscription(db: Db, id: string) {
  const [s] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'local'), eq(subscriptions.subscriptionId, id)));
  if (!s) return null;
  return {
    id,
    customer: s.customerId ?? `cus_local_${s.userId}`,
    status: s.status === 'cancelled' ? 'canceled' : s.status,
    metadata: { userId: String(s.userId), kind: 'SUBSCRIPTION', itemId: String(s.planId) },
    current_period_end: Math.floor((s.currentPeriodEnd?.getTime() ?? Date.now()) / 1000),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    trial_end: null,
  };
}

/**
 * @throws Error when STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET
 */
export function createPaymentProvider(
  cfg: BillingConfig,
  app: ServerApp,
  ctx: ServerContext,
  db: Db,
): { provider: PaymentProvider; local: ReturnType<typeof createLocalProvider> | null } {
  if (cfg.STRIPE_SECRET_KEY) {
    if (!cfg.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    const base = cfg.STRIPE_API_BASE ? new URL(cfg.STRIPE_API_BASE) : null;
    const endpoint = base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : null;
    return {
      provider: createStripeProvider({
        secretKey: cfg.STRIPE_SECRET_KEY,
        webhookSecret: cfg.STRIPE_WEBHOOK_SECRET,
        ...(endpoint ? { endpoint } : {}),
      }),
      local: null,
    };
  }
  const local = createLocalProvider({
    // Configured, or made once per data folder (DATA_DIR/webhook-secret, where it has always been).
    webhookSecret:
      cfg.STRIPE_WEBHOOK_SECRET ??
      persistentSecret(ctx.settings.dataDir, 'webhook-secret', () => `whsec_${randomBytes(24).toString('base64url')}`),
    delivery: {
      async deliver(rawBody, signature) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          payload: rawBody,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
        if (r.statusCode !== 200) throw new Error(`Webhook refused the local event: ${r.statusCode} ${r.body}`);
      },
      checkoutUrl: (id) => `/checkout/local/${id}`,
      portalUrl: () => '/app/settings/1',
      subscription: (id) => localSubscription(db, id),
    },
  });
  return { provider: local, local };
}
