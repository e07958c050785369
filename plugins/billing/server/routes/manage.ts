/**
 * §7 managing a subscription: the dialog triggers (why the subscription dialog opened, the free
 * trial on offer), the customer portal, cancel at period end, and the one-time retention discount.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError, users, type ServerApp } from '@lemma/sdk/server';
import { FREE_TRIAL_DAYS } from '../../shared/contract';
import { cancelRequest, triggerCreateQuery, triggerUpdateQuery } from '../../shared/requests';
import { caller, guarded, liveSubscription, origin, RETENTION_DISCOUNT, type BillingDeps } from '../deps';
import { dialogTriggers, subscriptions } from '../schema';

export function registerTriggerRoutes(app: ServerApp, d: BillingDeps): void {
  const { db, guard } = d;
  /** Records why the subscription dialog opened; answers whether the free trial is on offer. */
  app.post(
    '/subscription/dialog-trigger/create',
    { preHandler: guard.requireUser, schema: { querystring: triggerCreateQuery } },
    async (req) => {
      const u = await caller(d, req);
      const available =
        !u.isGuest && u.showFreeTrial && !(await liveSubscription(db, u.id)) && (req.query.freeTrialAvailableFlag ?? true);
      const uuid = randomUUID();
      await db.insert(dialogTriggers).values({
        uuid,
        userId: u.id,
        triggerType: req.query.triggerType,
        freeTrialAvailable: available,
        freeTrialConfirmExitDialog: req.query.freeTrialConfirmExitDialogFlag ?? false,
      });
      return { uuid, triggerType: req.query.triggerType, freeTrialAvailable: available, freeTrialDays: FREE_TRIAL_DAYS };
    },
  );

  /** Records that the free-trial confirm-exit dialog was shown for a trigger. */
  app.post(
    '/subscription/dialog-trigger/update-trial-confirm-flag',
    { preHandler: guard.requireUser, schema: { querystring: triggerUpdateQuery } },
    async (req) => {
      const [row] = await db
        .update(dialogTriggers)
        .set({ freeTrialConfirmExitDialog: req.query.triggerFreeTrialConfirmExitDialogFlag })
        .where(and(eq(dialogTriggers.uuid, req.query.uuid), eq(dialogTriggers.userId, guard.user(req).userId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Dialog trigger not found');
      return { uuid: row.uuid, freeTrialConfirmExitDialog: row.freeTrialConfirmExitDialog };
    },
  );
}

/** The retention status after scheduling (or undoing) a cancel at period end. */
function retentionAfter(current: string, cancel: boolean): string {
  if (cancel) return current === 'ACTIVE' ? 'ACTIVE' : 'IN_SCHEDULE';
  return current === 'IN_SCHEDULE' ? 'NOT_OFFERED' : current;
}

export function registerManageRoutes(app: ServerApp, d: BillingDeps): void {
  const { db, guard, provider } = d;
  const liveOf = async (userId: number) => {
    const s = await liveSubscription(db, userId);
    if (!s) throw new AppError('CUSTOM_ERROR', 'There is no active subscription');
    return s;
  };

  app.post('/stripe/customer-portal', { preHandler: guard.requireNonGuest }, async (req) => {
    const u = await caller(d, req);
    const s = await liveSubscription(db, u.id);
    if (!s?.customerId) throw new AppError('CUSTOM_ERROR', 'There is no subscription to manage yet');
    return { url: await guarded(() => provider.customerPortal(s.customerId!, `${origin(d, req)}/app/settings/1`)) };
  });

  app.post(
    '/stripe/schedule-cancel-at-period-end',
    { preHandler: guard.requireNonGuest, schema: { body: cancelRequest.optional() } },
    async (req) => {
      const u = await caller(d, req);
      const s = await liveOf(u.id);
      const cancel = req.body?.cancel ?? true;
      await guarded(() => provider.setCancelAtPeriodEnd(s.subscriptionId, cancel));
      // With Stripe the change arrives by webhook; record it now too, so the answer is current.
      await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() }).where(eq(subscriptions.id, s.id));
      await db
        .update(users)
        .set({
          scheduleCancelAtPeriodEnd: cancel,
          subscriptionRetentionStatus: retentionAfter(u.subscriptionRetentionStatus, cancel),
        })
        .where(eq(users.id, u.id));
      return { scheduleCancelAtPeriodEnd: cancel, currentPeriodEnd: s.currentPeriodEnd?.getTime() ?? null };
    },
  );

  /** The retention offer (once per user): 50 % off for 3 months, keeping the subscription. */
  app.post('/stripe/discount', { preHandler: guard.requireNonGuest }, async (req) => {
    const u = await caller(d, req);
    const s = await liveOf(u.id);
    if (u.subscriptionRetentionStatus === 'ACTIVE' || u.subscriptionRetentionStatus === 'INACTIVE')
      throw new AppError('CUSTOM_ERROR', 'The retention offer was already used');
    await guarded(() => provider.applyDiscount(s.subscriptionId, RETENTION_DISCOUNT.percentOff, RETENTION_DISCOUNT.months));
    if (s.cancelAtPeriodEnd) await guarded(() => provider.setCancelAtPeriodEnd(s.subscriptionId, false));
    await db.update(subscriptions).set({ cancelAtPeriodEnd: false, updatedAt: new Date() }).where(eq(subscriptions.id, s.id));
    await db
      .update(users)
      .set({ subscriptionRetentionStatus: 'ACTIVE', scheduleCancelAtPeriodEnd: false })
      .where(eq(users.id, u.id));
    return { subscriptionRetentionStatus: 'ACTIVE', ...RETENTION_DISCOUNT };
  });
}
