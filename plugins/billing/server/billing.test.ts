/**
 * Billing over real HTTP against the real server: the local test checkout end to end, recharge
 * packs, cancel at period end and the retention discount, webhook security (forged, unsigned,
 * replayed, out of order), the daily check — and the Stripe provider with the real `stripe` SDK
 * against a local stub of Stripe's HTTP API, with real signatures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { decodeClaims, fp, startTestServer, type TestServer } from '@lemma/testing/server';
import { RECHARGE_PACKS } from '../shared/contract';

const stripeUtil = new Stripe('sk_test_util');

const account = (s: TestServer) => s.signUp('payer');

function signed(secret: string, event: object) {
  const payload = JSON.stringify(event);
  return { payload, signature: stripeUtil.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function webhook(s: TestServer, payload: string, signature?: string) {
  const r = await fetch(`${s.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
  return { status: r.status, body: await r.json() };
}

const subEvent = (id: string, type: string, created: number, sub: Record<string, unknown>) => ({
  id,
  object: 'event',
  type,
  created,
  livemode: false,
  data: { object: { object: 'subscription', ...sub } },
});

describe('the local test checkout', () => {
  let s: TestServer;
  let secret: string;
  beforeAll(async () => {
    s = await startTestServer();
    secret = readFileSync(join(s.built.kernel.config.DATA_DIR, 'webhook-secret'), 'utf8').trim();
  });
  afterAll(async () => s?.close());

  it('ten concurrent completions of one checkout pay it once: one subscription, one success (issue #13)', async () => {
    const u = await account(s);
    const c = await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 33 } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.call('POST', `/api/billing/local-checkout/${c.body.checkoutId}/complete`, { token: u.token, body: { outcome: 'pay' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'CUSTOM_ERROR')).toBe(true);
    const { subscriptions } = await import('./schema');
    const { eq } = await import('drizzle-orm');
    const rows = await s.built.kernel.db.select().from(subscriptions).where(eq(subscriptions.userId, u.userId));
    expect(rows).toHaveLength(1);
  });

  it('buys MEMBER weekly: checkout, pay, the webhook makes the user a member with member credits', async () => {
    const u = await account(s);
    const c = await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 33 } });
    expect(c.status).toBe(200);
    expect(c.body.url).toMatch(/^\/checkout\/local\/cs_local_/);
    expect((await s.call('GET', `/api/billing/checkout/${c.body.checkoutId}`, { token: u.token })).body).toMatchObject({
      status: 'OPEN',
      kind: 'SUBSCRIPTION',
      planId: 33,
      amount: 4.99,
    });
    // Nothing changes before the payment.
    expect((await s.call('GET', '/api/subscription/is-member', { token: u.token })).body.isMember).toBe(false);
    const paid = await s.call('POST', `/api/billing/local-checkout/${c.body.checkoutId}/complete`, {
      token: u.token,
      body: { outcome: 'pay' },
    });
    expect(paid.body).toMatchObject({ status: 'COMPLETED', successPath: `/app/payment/success?checkout=${c.body.checkoutId}` });
    const info = await s.call('GET', '/api/subscription/info', { token: u.token });
    expect(info.body).toMatchObject({
      platform: 'STRIPE_APP',
      currentPeriod: 'WEEKLY',
      status: 'active',
      planId: 33,
      memberType: 'MEMBER',
      scheduleCancelAtPeriodEnd: false,
    });
    expect(info.body.currentPeriodEnd).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const bal = await s.call('GET', '/api/balance/info', { token: u.token });
    expect(bal.body).toMatchObject({ proPlanCredit: 3000, maxPlanCredit: 300 });
    // A fresh token carries the member type (§7 refresh-with-stripe).
    const t = await s.call('POST', '/api/token/refresh-with-stripe', { token: u.token });
    expect(decodeClaims(t.body.token)).toMatchObject({ memberType: 'MEMBER', subActived: true });
    // The same plan cannot be bought twice; a paid checkout cannot be paid again.
    expect((await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 33 } })).body.errorCode).toBe(
      'DUPLICATED_RECORD',
    );
    expect(
      (
        await s.call('POST', `/api/billing/local-checkout/${c.body.checkoutId}/complete`, {
          token: u.token,
          body: { outcome: 'pay' },
        })
      ).body.errorCode,
    ).toBe('CUSTOM_ERROR');
  });

  it('buys a recharge pack whose extra credits add to the balance; a cancelled checkout changes nothing', async () => {
    const u = await account(s);
    const before = (await s.call('GET', '/api/balance/info', { token: u.token })).body;
    const pack = RECHARGE_PACKS[1]!;
    const cancelled = await s.call('POST', '/api/stripe/recharge-pack/checkout', { token: u.token, body: { packId: pack.id } });
    expect(
      (
        await s.call('POST', `/api/billing/local-checkout/${cancelled.body.checkoutId}/complete`, {
          token: u.token,
          body: { outcome: 'cancel' },
        })
      ).body.status,
    ).toBe('CANCELLED');
    expect((await s.call('GET', '/api/balance/info', { token: u.token })).body.proExtraCredit).toBe(before.proExtraCredit);
    const c = await s.call('POST', '/api/stripe/recharge-pack/checkout', { token: u.token, body: { packId: pack.id } });
    await s.call('POST', `/api/billing/local-checkout/${c.body.checkoutId}/complete`, {
      token: u.token,
      body: { outcome: 'pay' },
    });
    const after = (await s.call('GET', '/api/balance/info', { token: u.token })).body;
    expect(after.proExtraCredit - before.proExtraCredit).toBe(pack.proCredit);
    expect(after.maxExtraCredit - before.maxExtraCredit).toBe(pack.maxCredit);
    expect((await s.call('GET', '/api/subscription/is-member', { token: u.token })).body.isMember).toBe(false);
  });

  it('schedules cancel at period end, takes the retention discount once, and ends the plan when the subscription is deleted', async () => {
    const u = await account(s);
    const c = await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 37 } });
    await s.call('POST', `/api/billing/local-checkout/${c.body.checkoutId}/complete`, {
      token: u.token,
      body: { outcome: 'pay' },
    });
    const cancel = await s.call('POST', '/api/stripe/schedule-cancel-at-period-end', { token: u.token, body: { cancel: true } });
    expect(cancel.body.scheduleCancelAtPeriodEnd).toBe(true);
    let info = (await s.call('GET', '/api/subscription/info', { token: u.token })).body;
    expect(info).toMatchObject({
      memberType: 'SUPER_MEMBER',
      scheduleCancelAtPeriodEnd: true,
      subscriptionRetentionStatus: 'IN_SCHEDULE',
    });
    const discount = await s.call('POST', '/api/stripe/discount', { token: u.token });
    expect(discount.body).toMatchObject({ subscriptionRetentionStatus: 'ACTIVE', percentOff: 50, months: 3 });
    info = (await s.call('GET', '/api/subscription/info', { token: u.token })).body;
    expect(info).toMatchObject({ scheduleCancelAtPeriodEnd: false, subscriptionRetentionStatus: 'ACTIVE' });
    expect((await s.call('POST', '/api/stripe/discount', { token: u.token })).body.errorCode).toBe('CUSTOM_ERROR');

    // The provider later deletes the subscription: the user is FREE again.
    const { subscriptions } = await import('./schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await s.built.kernel.db.select().from(subscriptions).where(eq(subscriptions.userId, u.userId));
    const e = signed(
      secret,
      subEvent(`evt_${randomUUID()}`, 'customer.subscription.deleted', Math.floor(Date.now() / 1000) + 5, {
        id: row!.subscriptionId,
        customer: row!.customerId,
        status: 'canceled',
        metadata: { userId: String(u.userId), itemId: '37' },
        current_period_end: Math.floor(Date.now() / 1000),
      }),
    );
    expect((await webhook(s, e.payload, e.signature)).body.result).toBe('applied');
    expect((await s.call('GET', '/api/subscription/is-member', { token: u.token })).body).toEqual({
      isMember: false,
      memberType: 'FREE',
    });
    expect((await s.call('GET', '/api/balance/info', { token: u.token })).body.maxPlanCredit).toBe(0);
  });

  it('rejects forged and unsigned webhooks, applies an event once, and ignores an older event arriving late', async () => {
    const u = await account(s);
    const now = Math.floor(Date.now() / 1000);
    const sub = {
      id: `sub_${randomUUID()}`,
      customer: 'cus_x',
      status: 'active',
      metadata: { userId: String(u.userId), itemId: '34' },
      current_period_end: now + 30 * 86400,
    };
    const good = signed(secret, subEvent('evt_a_' + randomUUID(), 'customer.subscription.created', now, sub));
    const forged = signed('whsec_not_ours', subEvent('evt_f_' + randomUUID(), 'customer.subscription.created', now, sub));
    expect((await webhook(s, forged.payload, forged.signature)).status).toBe(403);
    expect((await webhook(s, good.payload)).status).toBe(403);
    // A tampered body with a valid signature of another body is refused.
    expect((await webhook(s, good.payload.replace('"34"', '"38"'), good.signature)).status).toBe(403);
    expect((await s.call('GET', '/api/subscription/is-member', { token: u.token })).body.isMember).toBe(false);

    expect((await webhook(s, good.payload, good.signature)).body.result).toBe('applied');
    expect((await webhook(s, good.payload, good.signature)).body.result).toBe('duplicate');
    expect((await s.call('GET', '/api/subscription/info', { token: u.token })).body).toMatchObject({
      memberType: 'MEMBER',
      currentPeriod: 'MONTHLY',
    });
    // A newer "past_due" then an older "canceled" delivered late: the older one does not win.
    const newer = signed(
      secret,
      subEvent('evt_n_' + randomUUID(), 'customer.subscription.updated', now + 20, { ...sub, status: 'past_due' }),
    );
    const older = signed(
      secret,
      subEvent('evt_o_' + randomUUID(), 'customer.subscription.updated', now + 10, { ...sub, status: 'canceled' }),
    );
    expect((await webhook(s, newer.payload, newer.signature)).body.result).toBe('applied');
    expect((await webhook(s, older.payload, older.signature)).body.result).toBe('stale');
    expect((await s.call('GET', '/api/subscription/info', { token: u.token })).body).toMatchObject({
      memberType: 'MEMBER',
      status: 'past_due',
    });
    // Two events of the same second delivered as `deleted` then `updated`: the cancellation stands (issue #13).
    const deleted = signed(
      secret,
      subEvent('evt_d_' + randomUUID(), 'customer.subscription.deleted', now + 30, { ...sub, status: 'canceled' }),
    );
    const sameSecond = signed(
      secret,
      subEvent('evt_s_' + randomUUID(), 'customer.subscription.updated', now + 30, { ...sub, status: 'active' }),
    );
    expect((await webhook(s, deleted.payload, deleted.signature)).body.result).toBe('applied');
    expect((await webhook(s, sameSecond.payload, sameSecond.signature)).body.result).toBe('stale');
    expect((await s.call('GET', '/api/subscription/is-member', { token: u.token })).body.isMember).toBe(false);
  });

  it('records dialog triggers and gives one free trial: trialing, a member, then no second trial', async () => {
    const u = await account(s);
    const trig = await s.call(
      'POST',
      '/api/subscription/dialog-trigger/create?triggerType=OUT_OF_BALANCE&freeTrialAvailableFlag=true',
      { token: u.token },
    );
    expect(trig.body).toMatchObject({ triggerType: 'OUT_OF_BALANCE', freeTrialAvailable: true, freeTrialDays: 2 });
    const upd = await s.call(
      'POST',
      `/api/subscription/dialog-trigger/update-trial-confirm-flag?uuid=${trig.body.uuid}&triggerFreeTrialConfirmExitDialogFlag=true`,
      { token: u.token },
    );
    expect(upd.body).toEqual({ uuid: trig.body.uuid, freeTrialConfirmExitDialog: true });
    const other = await account(s);
    expect(
      (
        await s.call(
          'POST',
          `/api/subscription/dialog-trigger/update-trial-confirm-flag?uuid=${trig.body.uuid}&triggerFreeTrialConfirmExitDialogFlag=false`,
          { token: other.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (await s.call('POST', '/api/subscription/dialog-trigger/create?triggerType=NOT_A_CAUSE', { token: u.token })).body
        .errorCode,
    ).toBe('VALIDATION_ERROR');

    const c = await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 33, freeTrial: true } });
    expect((await s.call('GET', `/api/billing/checkout/${c.body.checkoutId}`, { token: u.token })).body.freeTrial).toBe(true);
    await s.call('POST', `/api/billing/local-checkout/${c.body.checkoutId}/complete`, {
      token: u.token,
      body: { outcome: 'pay' },
    });
    const info = (await s.call('GET', '/api/subscription/info', { token: u.token })).body;
    expect(info).toMatchObject({ status: 'trialing', memberType: 'MEMBER' });
    expect(info.currentPeriodEnd).toBeLessThan(Date.now() + 2 * 86_400_000 + 60_000);
    expect((await s.call('GET', '/api/user/info', { token: u.token })).body.showFreeTrial).toBe(false);
    const again = await s.call('POST', '/api/subscription/dialog-trigger/create?triggerType=COUPON', { token: u.token });
    expect(again.body.freeTrialAvailable).toBe(false);
    expect(
      (await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 37, freeTrial: true } })).body.errorCode,
    ).toBe('CUSTOM_ERROR');
  });

  it('promotion codes: created by admins only, recorded for visitors, read back, and applied to the first payment', async () => {
    const admin = await account(s);
    await s.makeAdmin(admin.email);
    const adminToken = (await s.call('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } })).body
      .token;
    const code = `SPRING${Math.floor(Math.random() * 1e6)}`;
    const u = await account(s);
    expect(
      (
        await s.call('POST', '/api/admin/promotion/create', {
          token: u.token,
          body: { code, hostName: 'math-club.example', couponType: 'PERCENTAGE', value: 20 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.call('POST', '/api/admin/promotion/create', {
          token: adminToken,
          body: { code, hostName: 'math-club.example', couponType: 'PERCENTAGE', value: 120 },
        })
      ).body.errorCode,
    ).toBe('VALIDATION_ERROR');
    const made = await s.call('POST', '/api/admin/promotion/create', {
      token: adminToken,
      body: { code, hostName: 'math-club.example', couponType: 'PERCENTAGE', value: 20 },
    });
    expect(made.body).toEqual({ code, hostName: 'math-club.example', couponType: 'PERCENTAGE', value: 20 });
    // A visitor without an account, then a signed-in user arriving with the code.
    expect((await s.call('POST', '/api/open-api/user-promotion', { body: { code } })).status).toBe(200);
    expect((await s.call('POST', '/api/promotion/get', { token: u.token })).status).toBe(404);
    await s.call('POST', '/api/open-api/user-promotion', { token: u.token, body: { code } });
    expect((await s.call('POST', '/api/promotion/get', { token: u.token })).body).toMatchObject({
      code,
      hostName: 'math-club.example',
    });
    expect((await s.call('POST', `/api/promotion/get?code=${code}`, { token: u.token })).body.value).toBe(20);
    expect((await s.call('POST', '/api/promotion/get?code=EXPIREDORNOT', { token: u.token })).status).toBe(404);

    // The code the user arrived with lowers the first payment: 20 % off $4.99 is $3.99.
    const c = await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 33 } });
    expect(c.body).toMatchObject({ promotion: { code }, amount: 3.99, fullAmount: 4.99 });
    expect((await s.call('GET', `/api/billing/checkout/${c.body.checkoutId}`, { token: u.token })).body).toMatchObject({
      amount: 3.99,
      promotionCode: code,
    });
    // A named code must be valid; another user without a code pays the full price.
    expect(
      (
        await s.call('POST', '/api/stripe/recharge-pack/checkout', {
          token: u.token,
          body: { packId: 1, promotionCode: 'NOPE1234' },
        })
      ).status,
    ).toBe(404);
    const other = await account(s);
    expect(
      (await s.call('POST', '/api/stripe/recharge-pack/checkout', { token: other.token, body: { packId: 1 } })).body.promotion,
    ).toBeUndefined();
    const named = await s.call('POST', '/api/stripe/recharge-pack/checkout', {
      token: other.token,
      body: { packId: 1, promotionCode: code.toLowerCase() },
    });
    expect(named.body).toMatchObject({ amount: 2.39, fullAmount: 2.99 });
  });

  it('grants the daily check once a day, and keeps guests out of checkout', async () => {
    const u = await account(s);
    const first = await s.call('GET', '/api/daily-check/auto', { token: u.token });
    expect(first.body).toMatchObject({ granted: true, maxExtraCredit: 2 });
    const second = await s.call('GET', '/api/daily-check/auto', { token: u.token });
    expect(second.body).toMatchObject({ granted: false, maxExtraCredit: 0 });
    expect((await s.call('GET', '/api/balance/info', { token: u.token })).body.maxExtraCredit).toBe(2);
    const g = await s.call('POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: fp } });
    expect((await s.call('POST', '/api/stripe/checkout', { token: g.body.token, body: { planId: 33 } })).status).toBe(403);
    expect((await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 32 } })).body.errorCode).toBe(
      'VALIDATION_ERROR',
    );
    expect((await s.call('GET', '/api/recharge-pack/list')).body.rechargePacks).toHaveLength(3);
    const plans = (await s.call('GET', '/api/plan/list')).body;
    expect(plans.plans.map((p: { id: number }) => p.id)).toEqual([32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(plans).toMatchObject({ defaultPeriod: 'WEEKLY', currentPeriod: 'UNPAID' });
  });
});

describe('the Stripe provider against a local stub of Stripe', () => {
  let s: TestServer;
  let stub: Server;
  const calls: { method: string; path: string; body: URLSearchParams }[] = [];
  const secret = 'whsec_stub_secret_for_tests';
  beforeAll(async () => {
    stub = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        calls.push({ method: req.method!, path: req.url!, body });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/checkout/sessions')
          return res.end(
            JSON.stringify({
              id: 'cs_test_stub1',
              object: 'checkout.session',
              url: 'https://checkout.stripe.test/c/pay/cs_test_stub1',
              customer: null,
            }),
          );
        if (req.url?.startsWith('/v1/subscriptions/'))
          return res.end(
            JSON.stringify({
              id: req.url.split('/').pop(),
              object: 'subscription',
              cancel_at_period_end: body.get('cancel_at_period_end') === 'true',
            }),
          );
        if (req.url === '/v1/billing_portal/sessions')
          return res.end(
            JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session_1' }),
          );
        if (req.url === '/v1/coupons')
          return res.end(
            JSON.stringify({ id: 'co_stub_1', object: 'coupon', percent_off: Number(body.get('percent_off')) || null }),
          );
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown stub path' } }));
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const port = (stub.address() as { port: number }).port;
    s = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await s?.close();
    stub?.close();
  });

  it('creates a Checkout Session with the plan price, applies Stripe-signed events, and cancels at period end through the API', async () => {
    const u = await account(s);
    const c = await s.call('POST', '/api/stripe/checkout', { token: u.token, body: { planId: 34 } });
    expect(c.status).toBe(200);
    expect(c.body).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_stub1', checkoutId: 'cs_test_stub1' });
    const sent = calls.find((x) => x.path === '/v1/checkout/sessions')!.body;
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(sent.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent.get('metadata[userId]')).toBe(String(u.userId));
    expect(sent.get('subscription_data[metadata][itemId]')).toBe('34');
    expect(sent.get('success_url')).toContain('/app/payment/success?checkout={CHECKOUT_SESSION_ID}');

    const now = Math.floor(Date.now() / 1000);
    const sub = {
      id: 'sub_stub_1',
      customer: 'cus_stub_1',
      status: 'active',
      metadata: { userId: String(u.userId), itemId: '34' },
      items: { data: [{ current_period_end: now + 30 * 86400 }] },
    };
    const created = signed(secret, subEvent('evt_stub_1', 'customer.subscription.created', now, sub));
    expect((await webhook(s, created.payload, created.signature)).body.result).toBe('applied');
    const done = signed(secret, {
      id: 'evt_stub_2',
      object: 'event',
      type: 'checkout.session.completed',
      created: now,
      data: {
        object: {
          object: 'checkout.session',
          id: 'cs_test_stub1',
          mode: 'subscription',
          customer: 'cus_stub_1',
          subscription: 'sub_stub_1',
          metadata: sub.metadata,
        },
      },
    });
    expect((await webhook(s, done.payload, done.signature)).body.result).toBe('applied');
    expect((await s.call('GET', `/api/billing/checkout/cs_test_stub1`, { token: u.token })).body.status).toBe('COMPLETED');
    expect((await s.call('GET', '/api/subscription/info', { token: u.token })).body).toMatchObject({
      memberType: 'MEMBER',
      currentPeriod: 'MONTHLY',
    });

    const cancel = await s.call('POST', '/api/stripe/schedule-cancel-at-period-end', { token: u.token, body: { cancel: true } });
    expect(cancel.status).toBe(200);
    const upd = calls.find((x) => x.path === '/v1/subscriptions/sub_stub_1')!;
    expect(upd.body.get('cancel_at_period_end')).toBe('true');
    // The retention offer: a coupon, then the subscription updated with it (and the cancel withdrawn).
    const discount = await s.call('POST', '/api/stripe/discount', { token: u.token });
    expect(discount.body).toMatchObject({ subscriptionRetentionStatus: 'ACTIVE' });
    const coupon = calls.find((x) => x.path === '/v1/coupons')!.body;
    expect([coupon.get('percent_off'), coupon.get('duration'), coupon.get('duration_in_months')]).toEqual([
      '50',
      'repeating',
      '3',
    ]);
    const updates = calls.filter((x) => x.path === '/v1/subscriptions/sub_stub_1').map((x) => x.body);
    expect(updates.some((u2) => u2.get('discounts[0][coupon]') === 'co_stub_1')).toBe(true);
    expect(updates.at(-1)!.get('cancel_at_period_end')).toBe('false');
    const portal = await s.call('POST', '/api/stripe/customer-portal', { token: u.token });
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session_1');
    // The local test checkout is off when Stripe is configured.
    expect(
      (await s.call('POST', '/api/billing/local-checkout/cs_test_stub1/complete', { token: u.token, body: { outcome: 'pay' } }))
        .status,
    ).toBe(404);
  });
});

describe('the public promotion route', () => {
  it('is rate-limited, so codes cannot be guessed quickly', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await limited.call('POST', '/api/open-api/user-promotion', { body: { code: `GUESS${i}000` } })).status);
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
