/**
 * Payment providers (issue 7). `PaymentProvider` is what the billing routes call; both providers
 * speak Stripe's event language, so one webhook handler (webhook.ts) applies their events:
 *
 * - `createStripeProvider`: the official `stripe` SDK — Checkout Sessions for subscriptions and
 *   recharge packs (inline `price_data`, no dashboard set-up needed), the customer portal, a
 *   retention coupon, cancel at period end. `host`/`port`/`protocol` point it at a local stub in tests.
 * - `createLocalProvider`: the embedded default. Its checkout is Lemma's own test page
 *   (`/checkout/local/:id`); paying or cancelling there builds the same events Stripe would send,
 *   signs them with the webhook secret (Stripe's signature scheme, `generateTestHeaderString`) and
 *   posts them to the same webhook route.
 */
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';

export interface CheckoutRequest {
  kind: 'SUBSCRIPTION' | 'RECHARGE';
  userId: number;
  email: string | null;
  /** Plan id (33–40) or recharge pack id. */
  itemId: number;
  name: string;
  amountCents: number;
  /** A promotion's first payment, when lower than `amountCents` (Stripe: a one-time coupon). */
  firstPaymentCents?: number;
  /** Subscriptions: billing interval. */
  interval?: { unit: 'week' | 'month' | 'year'; count: number };
  trialDays?: number;
  customerId?: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly id: 'stripe' | 'local';
  createCheckout(req: CheckoutRequest): Promise<{ id: string; url: string; customerId?: string | null }>;
  customerPortal(customerId: string, returnUrl: string): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Applies the retention discount (a coupon: `percentOff` % for `months` months). */
  applyDiscount(subscriptionId: string, percentOff: number, months: number): Promise<void>;
  /**
   * Verifies a webhook's `Stripe-Signature` header against the raw body and parses the event.
   * @throws Error when the signature is missing, forged or too old (5 minutes).
   */
  parseWebhook(rawBody: string, signature: string | undefined): Stripe.Event;
}

/** Stripe SDK options for a local stub of Stripe's API (tests), e.g. `{ host: '127.0.0.1', port: 12111, protocol: 'http' }`. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function verifier(secret: string) {
  // Webhook verification needs no API key and no network.
  const stripe = new Stripe('sk_test_webhooks_only');
  return (rawBody: string, signature: string | undefined): Stripe.Event => {
    if (!signature) throw new Error('Missing Stripe-Signature header');
    return stripe.webhooks.constructEvent(rawBody, signature, secret, 300);
  };
}

export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  endpoint?: StripeEndpoint;
}): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, { ...(opts.endpoint ?? {}), maxNetworkRetries: 1, timeout: 20_000 });
  const parse = verifier(opts.webhookSecret);
  return {
    id: 'stripe',
    async createCheckout(req) {
      const metadata = { userId: String(req.userId), kind: req.kind, itemId: String(req.itemId) };
      const off = req.firstPaymentCents !== undefined ? req.amountCents - req.firstPaymentCents : 0;
      const coupon =
        off > 0
          ? await stripe.coupons.create({ amount_off: off, currency: 'usd', duration: 'once', name: 'Lemma promotion' })
          : null;
      const session = await stripe.checkout.sessions.create({
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        mode: req.kind === 'SUBSCRIPTION' ? 'subscription' : 'payment',
        client_reference_id: String(req.userId),
        ...(req.customerId ? { customer: req.customerId } : req.email ? { customer_email: req.email } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: req.amountCents,
              product_data: { name: req.name },
              ...(req.interval ? { recurring: { interval: req.interval.unit, interval_count: req.interval.count } } : {}),
            },
          },
        ],
        metadata,
        ...(req.kind === 'SUBSCRIPTION'
          ? { subscription_data: { metadata, ...(req.trialDays ? { trial_period_days: req.trialDays } : {}) } }
          : {}),
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url, customerId: typeof session.customer === 'string' ? session.customer : null };
    },
    async customerPortal(customerId, returnUrl) {
      const s = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return s.url;
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async applyDiscount(subscriptionId, percentOff, months) {
      const coupon = await stripe.coupons.create({
        percent_off: percentOff,
        duration: 'repeating',
        duration_in_months: months,
        name: 'Lemma retention offer',
      });
      await stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon: coupon.id }] });
    },
    parseWebhook: parse,
  };
}

/** What the local provider needs from the server: where its checkout page is, and how to deliver events. */
export interface LocalDelivery {
  /** Posts a signed event to the webhook route (the same handler Stripe's events go through). */
  deliver(rawBody: string, signature: string): Promise<void>;
  /** The absolute URL of the local checkout page for a checkout id. */
  checkoutUrl(id: string): string;
  portalUrl(returnUrl: string): string;
  /** A subscription the local provider created earlier, rebuilt from the billing tables (survives restarts). */
  subscription(id: string): Promise<Omit<LocalSub, 'discount'> | null>;
}

/** Subscriptions the local provider knows, so later events (cancel, discount) carry the full object. */
export interface LocalSub {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  current_period_end: number;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  discount: { coupon: { percent_off: number; duration_in_months: number } } | null;
}

const INTERVAL_SECONDS = { week: 7 * 86400, month: 30 * 86400, year: 365 * 86400 } as const;

export function createLocalProvider(opts: { webhookSecret: string; delivery: LocalDelivery }): PaymentProvider & {
  /** The tester paid (or cancelled) on the local checkout page: the events Stripe would send follow. */
  complete(
    checkout: {
      id: string;
      userId: number;
      kind: 'SUBSCRIPTION' | 'RECHARGE';
      itemId: number;
      amountCents: number;
      interval?: CheckoutRequest['interval'];
      trialDays?: number;
    },
    outcome: 'pay' | 'cancel',
  ): Promise<void>;
} {
  const stripe = new Stripe('sk_test_webhooks_only');
  const parse = verifier(opts.webhookSecret);
  const subs = new Map<string, LocalSub>();
  const now = () => Math.floor(Date.now() / 1000);
  async function known(id: string): Promise<LocalSub> {
    const cached = subs.get(id);
    if (cached) return cached;
    const stored = await opts.delivery.subscription(id);
    if (!stored) throw new Error(`Unknown local subscription ${id}`);
    const s = { ...stored, discount: null };
    subs.set(id, s);
    return s;
  }
  async function send(type: string, object: object) {
    const event = {
      id: `evt_local_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: null,
      data: { object },
    };
    const payload = JSON.stringify(event);
    await opts.delivery.deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret }));
  }
  return {
    id: 'local',
    async createCheckout(req) {
      const id = `cs_local_${randomUUID().replace(/-/g, '')}`;
      return { id, url: opts.delivery.checkoutUrl(id), customerId: `cus_local_${req.userId}` };
    },
    async customerPortal(_customerId, returnUrl) {
      return opts.delivery.portalUrl(returnUrl);
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const s = await known(subscriptionId);
      s.cancel_at_period_end = cancel;
      await send('customer.subscription.updated', { object: 'subscription', ...s });
    },
    async applyDiscount(subscriptionId, percentOff, months) {
      const s = await known(subscriptionId);
      s.discount = { coupon: { percent_off: percentOff, duration_in_months: months } };
      await send('customer.subscription.updated', { object: 'subscription', ...s });
    },
    parseWebhook: parse,
    async complete(c, outcome) {
      const metadata = { userId: String(c.userId), kind: c.kind, itemId: String(c.itemId) };
      const customer = `cus_local_${c.userId}`;
      if (outcome === 'cancel') {
        await send('checkout.session.expired', {
          object: 'checkout.session',
          id: c.id,
          mode: c.kind === 'SUBSCRIPTION' ? 'subscription' : 'payment',
          status: 'expired',
          client_reference_id: String(c.userId),
          metadata,
        });
        return;
      }
      let subscription: string | null = null;
      if (c.kind === 'SUBSCRIPTION') {
        const interval = c.interval ?? { unit: 'week', count: 1 };
        const trialEnd = c.trialDays ? now() + c.trialDays * 86400 : null;
        const s: LocalSub = {
          id: `sub_local_${randomUUID().replace(/-/g, '')}`,
          customer,
          status: trialEnd ? 'trialing' : 'active',
          metadata,
          current_period_end: trialEnd ?? now() + INTERVAL_SECONDS[interval.unit] * interval.count,
          cancel_at_period_end: false,
          trial_end: trialEnd,
          discount: null,
        };
        subs.set(s.id, s);
        subscription = s.id;
        await send('customer.subscription.created', { object: 'subscription', ...s });
      }
      await send('checkout.session.completed', {
        object: 'checkout.session',
        id: c.id,
        mode: c.kind === 'SUBSCRIPTION' ? 'subscription' : 'payment',
        status: 'complete',
        payment_status: c.trialDays ? 'no_payment_required' : 'paid',
        amount_total: c.amountCents,
        client_reference_id: String(c.userId),
        customer,
        subscription,
        metadata,
      });
    },
  };
}
