/**
 * Billing on the server (issue 7, §7 Billing): checkouts for subscriptions (plans 33–40) and
 * recharge packs, the customer portal, cancel at period end, the retention discount, subscription
 * info, the signed webhook, the local test checkout, and the daily check.
 *
 * Provider: Stripe when `STRIPE_SECRET_KEY` is set (`STRIPE_WEBHOOK_SECRET` required, `STRIPE_API_BASE`
 * for a stub), otherwise the local test provider (providers.ts). Either way the webhook route is
 * the only place where payments change anything, so the success pages wait for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { persistentSecret } from '../../../server/config';
import { CREDITS } from '../../../sdk/contract/constants';
import { PLANS } from '../../../sdk/contract/plans';
import { defineServerPlugin, IAuthGuard, ICreditLedger, IDatabase, IServerConfig } from '../../../sdk/server';
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { AppError } from '../../../server/core/errors';
import { utcDay } from '../../../server/core/usage';
import { discounted, FREE_TRIAL_DAYS, MEMBER_STATUSES, packById, planById, RECHARGE_PACKS, type CheckoutView, type PromotionInfo, type SubscriptionInfo } from '../shared/contract';
import { cancelRequest, checkoutRequest, codeParam, rechargeCheckoutRequest, triggerCreateQuery, triggerUpdateQuery } from '../shared/requests';
import { checkouts, dailyChecks, dialogTriggers, promotions, promotionVisits, subscriptions } from './schema';
import { createLocalProvider, createStripeProvider, type CheckoutRequest, type PaymentProvider } from './providers';
import { applyEvent } from './webhook';

/** §4 periods → billing intervals. Seasonal is billed monthly for 3 months (§9 "per month"). */
const INTERVALS: Record<string, CheckoutRequest['interval']> = { WEEKLY: { unit: 'week', count: 1 }, MONTHLY: { unit: 'month', count: 1 }, SEASONAL: { unit: 'month', count: 1 }, ANNUAL: { unit: 'week', count: 52 } };
/** The retention offer: 50 % off for 3 months (docs/billing.md). */
export const RETENTION_DISCOUNT = { percentOff: 50, months: 3 };

interface BillingConfig {
  DATA_DIR: string;
  AUTH_RATE_LIMIT?: number;
  PUBLIC_URL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

/** The local provider's webhook secret: configured, or made once per data folder. */
const localSecret = (cfg: BillingConfig): string => cfg.STRIPE_WEBHOOK_SECRET ?? persistentSecret(cfg.DATA_DIR, 'webhook-secret', () => `whsec_${randomBytes(24).toString('base64url')}`);

export default defineServerPlugin({
  id: 'billing',
  register(root: FastifyInstance, ctx) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const guard = ctx.get(IAuthGuard);
    const db = ctx.get(IDatabase) as Db;
    const credits = ctx.get(ICreditLedger);
    const cfg = ctx.get(IServerConfig) as unknown as BillingConfig;

    const origin = (req: FastifyRequest) => cfg.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.headers.host}`;
    let local: ReturnType<typeof createLocalProvider> | null = null;
    let provider: PaymentProvider;
    if (cfg.STRIPE_SECRET_KEY) {
      if (!cfg.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
      const base = cfg.STRIPE_API_BASE ? new URL(cfg.STRIPE_API_BASE) : null;
      provider = createStripeProvider({
        secretKey: cfg.STRIPE_SECRET_KEY,
        webhookSecret: cfg.STRIPE_WEBHOOK_SECRET,
        ...(base ? { endpoint: { host: base.hostname, port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)), protocol: base.protocol.replace(':', '') as 'http' | 'https' } } : {}),
      });
    } else {
      local = createLocalProvider({
        webhookSecret: localSecret(cfg),
        delivery: {
          async deliver(rawBody, signature) {
            const r = await root.inject({ method: 'POST', url: '/api/stripe/webhook', payload: rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
            if (r.statusCode !== 200) throw new Error(`Webhook refused the local event: ${r.statusCode} ${r.body}`);
          },
          checkoutUrl: (id) => `/checkout/local/${id}`,
          portalUrl: () => '/app/settings/1',
          async subscription(id) {
            const [s] = await db.select().from(subscriptions).where(and(eq(subscriptions.provider, 'local'), eq(subscriptions.subscriptionId, id)));
            if (!s) return null;
            return { id, customer: s.customerId ?? `cus_local_${s.userId}`, status: s.status === 'cancelled' ? 'canceled' : s.status, metadata: { userId: String(s.userId), kind: 'SUBSCRIPTION', itemId: String(s.planId) }, current_period_end: Math.floor((s.currentPeriodEnd?.getTime() ?? Date.now()) / 1000), cancel_at_period_end: s.cancelAtPeriodEnd, trial_end: null };
          },
        },
      });
      provider = local;
    }

    /** Provider failures (network, Stripe errors) become a clear 502 in the §8 shape. */
    async function guarded<T>(call: () => Promise<T>): Promise<T> {
      try {
        return await call();
      } catch (e) {
        if (e instanceof AppError) throw e;
        throw new AppError('CUSTOM_ERROR', `The payment provider could not be reached: ${(e as Error).message}`.slice(0, 300), 502);
      }
    }

    async function caller(req: FastifyRequest) {
      const { userId } = guard.user(req);
      const [u] = await db.select().from(users).where(eq(users.id, userId));
      if (!u) throw new AppError('UNAUTHORIZED', 'Login required');
      return u;
    }
    async function liveSubscription(userId: number) {
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt));
      return rows.find((r) => (MEMBER_STATUSES as readonly string[]).includes(r.status)) ?? null;
    }

    // ---- promotions ------------------------------------------------------------------------------
    const promotionInfo = (p: typeof promotions.$inferSelect): PromotionInfo => ({ code: p.code, hostName: p.hostName, couponType: p.couponType as PromotionInfo['couponType'], value: p.value });
    async function livePromotion(code: string) {
      const [p] = await db.select().from(promotions).where(eq(promotions.code, code));
      if (!p || (p.expiresAt && p.expiresAt.getTime() < Date.now())) throw new AppError('NOT_FOUND', 'This promotion code is not valid');
      return p;
    }

    /** §7: a promotion by code, or (without one) the promotion the caller arrived with. */
    app.post('/promotion/get', { preHandler: guard.requireUser, schema: { querystring: z.object({ code: codeParam.shape.code.optional() }) } }, async (req) => {
      if (req.query.code) return promotionInfo(await livePromotion(req.query.code));
      const [visit] = await db.select().from(promotionVisits).where(eq(promotionVisits.userId, guard.user(req).userId)).orderBy(desc(promotionVisits.createdAt)).limit(1);
      if (!visit) throw new AppError('NOT_FOUND', 'No promotion for this account');
      return promotionInfo(await livePromotion(visit.code));
    });

    /** §7 open-api: records that a visitor arrived with a promotion code, and answers the promotion. */
    // Public and able to tell valid codes from invalid ones: rate-limited like the login routes.
    app.post('/open-api/user-promotion', { config: { rateLimit: { max: cfg.AUTH_RATE_LIMIT ?? 30, timeWindow: 60_000 } }, schema: { body: codeParam } }, async (req) => {
      const p = await livePromotion(req.body.code);
      const who = await guard.optionalUser(req);
      // Recorded for a caller with a session (guests included, so the code survives sign-up); an
      // anonymous request only reads the promotion, so it cannot fill the table.
      if (who) await db.insert(promotionVisits).values({ code: p.code, userId: who.userId }).onConflictDoNothing();
      return promotionInfo(p);
    });

    /** Admins create promotion codes (checked on the server). */
    app.post('/admin/promotion/create', { preHandler: guard.requireAdmin, schema: { body: codeParam.extend({ hostName: z.string().trim().min(1).max(120), couponType: z.enum(['PERCENTAGE', 'AMOUNT']), value: z.number().int().min(1).max(10_000), expiresAt: z.number().int().optional() }) } }, async (req) => {
      const b = req.body;
      if (b.couponType === 'PERCENTAGE' && b.value > 100) throw new AppError('VALIDATION_ERROR', 'A percentage is at most 100');
      const [row] = await db.insert(promotions).values({ code: b.code, hostName: b.hostName, couponType: b.couponType, value: b.value, expiresAt: b.expiresAt ? new Date(b.expiresAt) : null }).onConflictDoNothing().returning();
      if (!row) throw new AppError('DUPLICATED_RECORD', 'This promotion code exists already');
      return promotionInfo(row);
    });

    // ---- plans, packs, subscription -------------------------------------------------------------
    /** §9: the whole plan table (FREE 32, MEMBER 33–36, SUPER_MEMBER 37–40); the default chosen period is WEEKLY (§4). */
    app.get('/plan/list', async () => ({ plans: PLANS, defaultPeriod: 'WEEKLY', currentPeriod: 'UNPAID' }));
    app.get('/recharge-pack/list', async () => ({ rechargePacks: RECHARGE_PACKS }));

    app.get('/subscription/info', { preHandler: guard.requireUser }, async (req): Promise<SubscriptionInfo> => {
      const u = await caller(req);
      const s = await liveSubscription(u.id);
      const plan = s ? planById(s.planId) : undefined;
      return {
        platform: s ? (s.platform as SubscriptionInfo['platform']) : null,
        provider: s?.provider ?? null,
        currentPeriod: plan && plan.period !== 'UNPAID' ? plan.period : 'UNPAID',
        status: (s?.status as SubscriptionInfo['status']) ?? (u.stripeStatus as SubscriptionInfo['status']) ?? null,
        planId: s?.planId ?? null,
        memberType: (u.memberType === 'GUEST' ? 'FREE' : u.memberType) as SubscriptionInfo['memberType'],
        currentPeriodEnd: s?.currentPeriodEnd?.getTime() ?? null,
        scheduleCancelAtPeriodEnd: s?.cancelAtPeriodEnd ?? false,
        subscriptionRetentionStatus: u.subscriptionRetentionStatus as SubscriptionInfo['subscriptionRetentionStatus'],
      };
    });

    app.get('/subscription/is-member', { preHandler: guard.requireUser }, async (req) => {
      const u = await caller(req);
      return { isMember: u.memberType === 'MEMBER' || u.memberType === 'SUPER_MEMBER', memberType: u.memberType };
    });

    // ---- checkouts --------------------------------------------------------------------------
    /** The promotion to apply: the named code (must be valid), else the last one the caller arrived with, if still valid. */
    async function callerPromotion(userId: number, code?: string): Promise<PromotionInfo | null> {
      if (code) return promotionInfo(await livePromotion(code));
      const [visit] = await db.select().from(promotionVisits).where(eq(promotionVisits.userId, userId)).orderBy(desc(promotionVisits.createdAt)).limit(1);
      if (!visit) return null;
      return livePromotion(visit.code).then(promotionInfo, () => null);
    }

    async function startCheckout(req: FastifyRequest, item: { kind: 'SUBSCRIPTION' | 'RECHARGE'; itemId: number; name: string; amount: number; interval?: CheckoutRequest['interval']; trialDays?: number; promotionCode?: string }) {
      const u = await caller(req);
      const [known] = await db.select({ customerId: subscriptions.customerId }).from(subscriptions).where(and(eq(subscriptions.userId, u.id), eq(subscriptions.provider, provider.id))).limit(1);
      const base = origin(req);
      const success = item.kind === 'SUBSCRIPTION' ? '/app/payment/success' : '/app/recharge-pack/success';
      const full = Math.round(item.amount * 100);
      // A promotion the caller arrived with (or named) lowers the first payment.
      const promo = item.trialDays ? null : await callerPromotion(u.id, item.promotionCode);
      const amountCents = promo ? discounted(full, promo) : full;
      const r = await guarded(() => provider.createCheckout({
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
      }));
      await db.insert(checkouts).values({ id: r.id, userId: u.id, provider: provider.id, kind: item.kind, planId: item.kind === 'SUBSCRIPTION' ? item.itemId : null, packId: item.kind === 'RECHARGE' ? item.itemId : null, amountCents, freeTrial: !!item.trialDays, promotionCode: promo?.code ?? null });
      return { url: r.url, checkoutId: r.id, ...(promo ? { promotion: promo, amount: amountCents / 100, fullAmount: full / 100 } : {}) };
    }

    app.post('/stripe/checkout', { preHandler: guard.requireNonGuest, schema: { body: checkoutRequest } }, async (req) => {
      const plan = planById(req.body.planId)!;
      const u = await caller(req);
      const current = await liveSubscription(u.id);
      if (current && current.planId === plan.id) throw new AppError('DUPLICATED_RECORD', 'You already have this plan');
      // One free trial per user, for a first subscription only (§9, docs/billing.md).
      if (req.body.freeTrial && (!u.showFreeTrial || current)) throw new AppError('CUSTOM_ERROR', 'The free trial is not available for this account');
      return startCheckout(req, { kind: 'SUBSCRIPTION', itemId: plan.id, name: `Lemma ${plan.memberType === 'SUPER_MEMBER' ? 'Super member' : 'Member'} (${plan.period.toLowerCase()})`, amount: plan.price, interval: INTERVALS[plan.period], ...(req.body.freeTrial ? { trialDays: FREE_TRIAL_DAYS } : {}), ...(req.body.promotionCode ? { promotionCode: req.body.promotionCode } : {}) });
    });

    app.post('/stripe/recharge-pack/checkout', { preHandler: guard.requireNonGuest, schema: { body: rechargeCheckoutRequest } }, async (req) => {
      const pack = packById(req.body.packId);
      if (!pack) throw new AppError('VALIDATION_ERROR', 'No such recharge pack');
      return startCheckout(req, { kind: 'RECHARGE', itemId: pack.id, name: `Lemma recharge pack (${pack.size.toLowerCase()})`, amount: pack.price, ...(req.body.promotionCode ? { promotionCode: req.body.promotionCode } : {}) });
    });

    app.get('/billing/checkout/:id', { preHandler: guard.requireUser, schema: { params: z.object({ id: z.string().min(4).max(200) }) } }, async (req): Promise<CheckoutView> => {
      const [c] = await db.select().from(checkouts).where(and(eq(checkouts.id, req.params.id), eq(checkouts.userId, guard.user(req).userId)));
      if (!c) throw new AppError('NOT_FOUND', 'Checkout not found');
      return { id: c.id, kind: c.kind as CheckoutView['kind'], status: c.status as CheckoutView['status'], provider: c.provider, planId: c.planId, packId: c.packId, amount: c.amountCents / 100, freeTrial: c.freeTrial, promotionCode: c.promotionCode };
    });

    /** The local test checkout: the tester pays or cancels; the provider then sends the signed events. */
    app.post('/billing/local-checkout/:id/complete', { preHandler: guard.requireUser, schema: { params: z.object({ id: z.string().min(4).max(200) }), body: z.object({ outcome: z.enum(['pay', 'cancel']) }) } }, async (req) => {
      if (!local) throw new AppError('NOT_FOUND', 'The local test checkout is off (Stripe is configured)');
      const [c] = await db.select().from(checkouts).where(and(eq(checkouts.id, req.params.id), eq(checkouts.userId, guard.user(req).userId)));
      if (!c || c.provider !== 'local') throw new AppError('NOT_FOUND', 'Checkout not found');
      if (c.status !== 'OPEN') throw new AppError('CUSTOM_ERROR', 'This checkout is already closed');
      const plan = c.planId ? planById(c.planId) : undefined;
      await local.complete({ id: c.id, userId: c.userId, kind: c.kind as 'SUBSCRIPTION' | 'RECHARGE', itemId: (c.planId ?? c.packId)!, amountCents: c.amountCents, ...(plan && plan.period !== 'UNPAID' ? { interval: INTERVALS[plan.period] } : {}), ...(c.freeTrial ? { trialDays: FREE_TRIAL_DAYS } : {}) }, req.body.outcome);
      const [after] = await db.select().from(checkouts).where(eq(checkouts.id, c.id));
      return { id: c.id, status: after!.status, successPath: c.kind === 'SUBSCRIPTION' ? `/app/payment/success?checkout=${c.id}` : `/app/recharge-pack/success?checkout=${c.id}` };
    });

    // ---- §7 dialog triggers ---------------------------------------------------------------------
    /** Records why the subscription dialog opened; answers whether the free trial is on offer. */
    app.post('/subscription/dialog-trigger/create', { preHandler: guard.requireUser, schema: { querystring: triggerCreateQuery } }, async (req) => {
      const u = await caller(req);
      const available = !u.isGuest && u.showFreeTrial && !(await liveSubscription(u.id)) && (req.query.freeTrialAvailableFlag ?? true);
      const uuid = randomUUID();
      await db.insert(dialogTriggers).values({ uuid, userId: u.id, triggerType: req.query.triggerType, freeTrialAvailable: available, freeTrialConfirmExitDialog: req.query.freeTrialConfirmExitDialogFlag ?? false });
      return { uuid, triggerType: req.query.triggerType, freeTrialAvailable: available, freeTrialDays: FREE_TRIAL_DAYS };
    });

    /** Records that the free-trial confirm-exit dialog was shown for a trigger. */
    app.post('/subscription/dialog-trigger/update-trial-confirm-flag', { preHandler: guard.requireUser, schema: { querystring: triggerUpdateQuery } }, async (req) => {
      const [row] = await db
        .update(dialogTriggers)
        .set({ freeTrialConfirmExitDialog: req.query.triggerFreeTrialConfirmExitDialogFlag })
        .where(and(eq(dialogTriggers.uuid, req.query.uuid), eq(dialogTriggers.userId, guard.user(req).userId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Dialog trigger not found');
      return { uuid: row.uuid, freeTrialConfirmExitDialog: row.freeTrialConfirmExitDialog };
    });

    // ---- managing a subscription ---------------------------------------------------------------
    app.post('/stripe/customer-portal', { preHandler: guard.requireNonGuest }, async (req) => {
      const u = await caller(req);
      const s = await liveSubscription(u.id);
      if (!s?.customerId) throw new AppError('CUSTOM_ERROR', 'There is no subscription to manage yet');
      return { url: await guarded(() => provider.customerPortal(s.customerId!, `${origin(req)}/app/settings/1`)) };
    });

    app.post('/stripe/schedule-cancel-at-period-end', { preHandler: guard.requireNonGuest, schema: { body: cancelRequest.optional() } }, async (req) => {
      const u = await caller(req);
      const s = await liveSubscription(u.id);
      if (!s) throw new AppError('CUSTOM_ERROR', 'There is no active subscription');
      const cancel = req.body?.cancel ?? true;
      await guarded(() => provider.setCancelAtPeriodEnd(s.subscriptionId, cancel));
      // With Stripe the change arrives by webhook; record it now too, so the answer is current.
      await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() }).where(eq(subscriptions.id, s.id));
      await db.update(users).set({ scheduleCancelAtPeriodEnd: cancel, subscriptionRetentionStatus: cancel ? (u.subscriptionRetentionStatus === 'ACTIVE' ? 'ACTIVE' : 'IN_SCHEDULE') : u.subscriptionRetentionStatus === 'IN_SCHEDULE' ? 'NOT_OFFERED' : u.subscriptionRetentionStatus }).where(eq(users.id, u.id));
      return { scheduleCancelAtPeriodEnd: cancel, currentPeriodEnd: s.currentPeriodEnd?.getTime() ?? null };
    });

    /** The retention offer (once per user): 50 % off for 3 months, keeping the subscription. */
    app.post('/stripe/discount', { preHandler: guard.requireNonGuest }, async (req) => {
      const u = await caller(req);
      const s = await liveSubscription(u.id);
      if (!s) throw new AppError('CUSTOM_ERROR', 'There is no active subscription');
      if (u.subscriptionRetentionStatus === 'ACTIVE' || u.subscriptionRetentionStatus === 'INACTIVE') throw new AppError('CUSTOM_ERROR', 'The retention offer was already used');
      await guarded(() => provider.applyDiscount(s.subscriptionId, RETENTION_DISCOUNT.percentOff, RETENTION_DISCOUNT.months));
      if (s.cancelAtPeriodEnd) await guarded(() => provider.setCancelAtPeriodEnd(s.subscriptionId, false));
      await db.update(subscriptions).set({ cancelAtPeriodEnd: false, updatedAt: new Date() }).where(eq(subscriptions.id, s.id));
      await db.update(users).set({ subscriptionRetentionStatus: 'ACTIVE', scheduleCancelAtPeriodEnd: false }).where(eq(users.id, u.id));
      return { subscriptionRetentionStatus: 'ACTIVE', ...RETENTION_DISCOUNT };
    });

    // ---- the webhook (raw body for the signature) ----------------------------------------------------
    void app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_000_000 }, (_req, body, done) => done(null, body));
      hook.post('/stripe/webhook', async (req) => {
        let event;
        try {
          event = provider.parseWebhook(String(req.body ?? ''), req.headers['stripe-signature'] as string | undefined);
        } catch (e) {
          throw new AppError('FORBIDDEN', `Webhook signature rejected: ${(e as Error).message}`.slice(0, 300));
        }
        const result = await db.transaction((tx) => applyEvent(tx, event, provider.id));
        return { received: true, result };
      });
    });

    // ---- daily check (§7, §9: 2 extra MAX credits once per UTC day) ---------------------------------
    app.get('/daily-check/auto', { preHandler: guard.requireNonGuest }, async (req) => {
      const { userId } = guard.user(req);
      const day = utcDay();
      const [row] = await db.insert(dailyChecks).values({ userId, day }).onConflictDoNothing().returning();
      if (row) await credits.grant(userId, { kind: 'MAX', bucket: 'EXTRA', delta: CREDITS.DAILY_CHECK_EXTRA_MAX, reason: 'DAILY_CHECK', refId: day });
      const next = new Date(`${day}T00:00:00Z`).getTime() + 86_400_000;
      return { granted: !!row, maxExtraCredit: row ? CREDITS.DAILY_CHECK_EXTRA_MAX : 0, nextCheckAt: next };
    });
  },
});
