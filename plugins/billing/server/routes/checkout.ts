/**
 * §7 checkouts: a subscription (plans 33–40, optionally with the one free trial) or a recharge
 * pack, with the promotion the caller named or arrived with; a checkout's state; and the local test
 * checkout's pay/cancel, after which the provider sends the signed events to the webhook.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError, type ServerApp } from '@lemma/sdk/server';
import { discounted, FREE_TRIAL_DAYS, packById, planById, type CheckoutView, type PromotionInfo } from '../../shared/contract';
import { checkoutIdParam, checkoutRequest, localCheckoutOutcome, rechargeCheckoutRequest } from '../../shared/requests';
import {
  caller,
  guarded,
  INTERVALS,
  livePromotion,
  liveSubscription,
  origin,
  promotionInfo,
  visitedPromotion,
  type BillingDeps,
} from '../deps';
import type { CheckoutRequest } from '../providers';
import { checkouts, subscriptions } from '../schema';

interface Item {
  kind: 'SUBSCRIPTION' | 'RECHARGE';
  itemId: number;
  name: string;
  amount: number;
  interval?: CheckoutRequest['interval'];
  trialDays?: number;
  promotionCode?: string;
}

/** The promotion to apply: the named code (must be valid), else the last one the caller arrived with, if still valid. */
async function callerPromotion(d: BillingDeps, userId: number, code?: string): Promise<PromotionInfo | null> {
  if (code) return promotionInfo(await livePromotion(d.db, code));
  const visited = await visitedPromotion(d.db, userId);
  return visited ? livePromotion(d.db, visited).then(promotionInfo, () => null) : null;
}

async function startCheckout(d: BillingDeps, req: FastifyRequest, item: Item) {
  const u = await caller(d, req);
  const [known] = await d.db
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, u.id), eq(subscriptions.provider, d.provider.id)))
    .limit(1);
  const base = origin(d, req);
  const success = item.kind === 'SUBSCRIPTION' ? '/app/payment/success' : '/app/recharge-pack/success';
  const full = Math.round(item.amount * 100);
  // A promotion the caller arrived with (or named) lowers the first payment.
  const promo = item.trialDays ? null : await callerPromotion(d, u.id, item.promotionCode);
  const amountCents = promo ? discounted(full, promo) : full;
  const r = await guarded(() =>
    d.provider.createCheckout({
      kind: item.kind,
      userId: u.id,
      email: u.email,
      itemId: item.itemId,
      name: item.name,
      amountCents: full,
      ...(promo ? { firstPaymentCents: amountCents } : {}),
      ...(item.interval ? { interval: item.interval } : {}),
      ...(item.trialDays ? { trialDays: item.trialDays } : {}),
      customerId: known?.customerId ?? null,
      successUrl: `${base}${success}?checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/app/subscribe?cancelled=1`,
    }),
  );
  await d.db.insert(checkouts).values({
    id: r.id,
    userId: u.id,
    provider: d.provider.id,
    kind: item.kind,
    planId: item.kind === 'SUBSCRIPTION' ? item.itemId : null,
    packId: item.kind === 'RECHARGE' ? item.itemId : null,
    amountCents,
    freeTrial: !!item.trialDays,
    promotionCode: promo?.code ?? null,
  });
  return {
    url: r.url,
    checkoutId: r.id,
    ...(promo ? { promotion: promo, amount: amountCents / 100, fullAmount: full / 100 } : {}),
  };
}

/** Starting checkouts. */
export function registerCheckoutRoutes(app: ServerApp, d: BillingDeps): void {
  app.post('/stripe/checkout', { preHandler: d.guard.requireNonGuest, schema: { body: checkoutRequest } }, async (req) => {
    const plan = planById(req.body.planId)!;
    const u = await caller(d, req);
    const current = await liveSubscription(d.db, u.id);
    if (current && current.planId === plan.id) throw new AppError('DUPLICATED_RECORD', 'You already have this plan');
    // One free trial per user, for a first subscription only (§9, docs/billing.md).
    if (req.body.freeTrial && (!u.showFreeTrial || current))
      throw new AppError('CUSTOM_ERROR', 'The free trial is not available for this account');
    const name = `Lemma ${plan.memberType === 'SUPER_MEMBER' ? 'Super member' : 'Member'} (${plan.period.toLowerCase()})`;
    return startCheckout(d, req, {
      kind: 'SUBSCRIPTION',
      itemId: plan.id,
      name,
      amount: plan.price,
      interval: INTERVALS[plan.period],
      ...(req.body.freeTrial ? { trialDays: FREE_TRIAL_DAYS } : {}),
      ...(req.body.promotionCode ? { promotionCode: req.body.promotionCode } : {}),
    });
  });

  app.post(
    '/stripe/recharge-pack/checkout',
    { preHandler: d.guard.requireNonGuest, schema: { body: rechargeCheckoutRequest } },
    async (req) => {
      const pack = packById(req.body.packId);
      if (!pack) throw new AppError('VALIDATION_ERROR', 'No such recharge pack');
      return startCheckout(d, req, {
        kind: 'RECHARGE',
        itemId: pack.id,
        name: `Lemma recharge pack (${pack.size.toLowerCase()})`,
        amount: pack.price,
        ...(req.body.promotionCode ? { promotionCode: req.body.promotionCode } : {}),
      });
    },
  );
}

/** A checkout's state, and the local test checkout. */
export function registerCheckoutStateRoutes(app: ServerApp, d: BillingDeps): void {
  const { db, guard } = d;
  app.get(
    '/billing/checkout/:id',
    { preHandler: guard.requireUser, schema: { params: checkoutIdParam } },
    async (req): Promise<CheckoutView> => {
      const [c] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, req.params.id), eq(checkouts.userId, guard.user(req).userId)));
      if (!c) throw new AppError('NOT_FOUND', 'Checkout not found');
      return {
        id: c.id,
        kind: c.kind as CheckoutView['kind'],
        status: c.status as CheckoutView['status'],
        provider: c.provider,
        planId: c.planId,
        packId: c.packId,
        amount: c.amountCents / 100,
        freeTrial: c.freeTrial,
        promotionCode: c.promotionCode,
      };
    },
  );

  /** The local test checkout: the tester pays or cancels; the provider then sends the signed events. */
  app.post(
    '/billing/local-checkout/:id/complete',
    { preHandler: guard.requireUser, schema: { params: checkoutIdParam, body: localCheckoutOutcome } },
    async (req) => {
      if (!d.local) throw new AppError('NOT_FOUND', 'The local test checkout is off (Stripe is configured)');
      const [c] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, req.params.id), eq(checkouts.userId, guard.user(req).userId)));
      if (!c || c.provider !== 'local') throw new AppError('NOT_FOUND', 'Checkout not found');
      if (c.status !== 'OPEN') throw new AppError('CUSTOM_ERROR', 'This checkout is already closed');
      // one completion per checkout, even for requests racing each other (or on several instances): claim it atomically
      const [claimed] = await db
        .update(checkouts)
        .set({ claimedAt: new Date() })
        .where(and(eq(checkouts.id, c.id), eq(checkouts.status, 'OPEN'), isNull(checkouts.claimedAt)))
        .returning({ id: checkouts.id });
      if (!claimed) throw new AppError('CUSTOM_ERROR', 'This checkout is already closed');
      const plan = c.planId ? planById(c.planId) : undefined;
      const interval = plan && plan.period !== 'UNPAID' ? { interval: INTERVALS[plan.period] } : {};
      await d.local
        .complete(
          {
            id: c.id,
            userId: c.userId,
            kind: c.kind as 'SUBSCRIPTION' | 'RECHARGE',
            itemId: (c.planId ?? c.packId)!,
            amountCents: c.amountCents,
            ...interval,
            ...(c.freeTrial ? { trialDays: FREE_TRIAL_DAYS } : {}),
          },
          req.body.outcome,
        )
        .catch(async (e: unknown) => {
          // nothing was paid: the checkout may be completed again
          await db.update(checkouts).set({ claimedAt: null }).where(eq(checkouts.id, c.id));
          throw e;
        });
      const [after] = await db.select().from(checkouts).where(eq(checkouts.id, c.id));
      return {
        id: c.id,
        status: after!.status,
        successPath:
          c.kind === 'SUBSCRIPTION' ? `/app/payment/success?checkout=${c.id}` : `/app/recharge-pack/success?checkout=${c.id}`,
      };
    },
  );
}
