/**
 * Applies payment events (Stripe's event shapes, from Stripe or the local provider) inside one
 * transaction, exactly once: the event id is recorded first and a repeated id changes nothing.
 * Subscription events older than the last one applied to that subscription (out-of-order delivery)
 * are recorded but do not roll its state back. The user's member type, plan credits, `stripeStatus`,
 * `scheduleCancelAtPeriodEnd` and retention state follow the subscriptions (docs/billing.md).
 */
import { and, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { users, type CreditLedger, type Tx } from '@lemma/sdk/server';
import { MEMBER_STATUSES, packById, planById, specStatus } from '../shared/contract';
import { checkouts, paymentEvents, subscriptions } from './schema';

export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'ignored';

interface SubObject {
  id: string;
  customer?: string | { id: string } | null;
  status: string;
  metadata?: Record<string, string> | null;
  current_period_end?: number | null;
  items?: { data?: { current_period_end?: number | null }[] };
  cancel_at_period_end?: boolean;
  trial_end?: number | null;
  discount?: unknown;
  discounts?: unknown[];
}

const idOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/**
 * Makes the user's member type follow their subscriptions: the best plan among those in a member
 * status (trialing, active, past_due). A change of member type restarts the plan credits now.
 */
export async function syncMember(tx: Tx, userId: number): Promise<void> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
  const live = rows.filter((r) => (MEMBER_STATUSES as readonly string[]).includes(r.status));
  const best = live.sort(
    (a, b) =>
      (planById(b.planId)?.memberType === 'SUPER_MEMBER' ? 1 : 0) - (planById(a.planId)?.memberType === 'SUPER_MEMBER' ? 1 : 0),
  )[0];
  const latest = best ?? rows[0];
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!u || u.isGuest) return;
  const memberType = best ? planById(best.planId)!.memberType : 'FREE';
  const retention =
    !best && ['ACTIVE', 'OFFERED', 'IN_SCHEDULE'].includes(u.subscriptionRetentionStatus)
      ? 'INACTIVE'
      : best?.cancelAtPeriodEnd && u.subscriptionRetentionStatus !== 'ACTIVE'
        ? 'IN_SCHEDULE'
        : u.subscriptionRetentionStatus === 'IN_SCHEDULE' && best && !best.cancelAtPeriodEnd
          ? 'NOT_OFFERED'
          : u.subscriptionRetentionStatus;
  await tx
    .update(users)
    .set({
      memberType,
      subActived: !!best,
      stripeStatus: latest?.status ?? null,
      scheduleCancelAtPeriodEnd: !!best?.cancelAtPeriodEnd,
      subscriptionRetentionStatus: retention,
      ...(memberType !== u.memberType ? { planRefreshAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

const isCancellation = (event: Stripe.Event, sub: SubObject) =>
  event.type === 'customer.subscription.deleted' || sub.status === 'canceled';

/** A subscription was created, updated or deleted: upsert it (unless stale) and sync the member. */
async function applySubscription(
  tx: Tx,
  event: Stripe.Event,
  object: Record<string, unknown>,
  provider: string,
): Promise<ApplyResult> {
  const sub = object as unknown as SubObject;
  const userId = Number(sub.metadata?.userId);
  const planId = Number(sub.metadata?.itemId);
  if (!Number.isInteger(userId) || !planById(planId)) return 'ignored';
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.subscriptionId, sub.id)));
  if (existing && existing.lastEventAt > event.created) return 'stale';
  // Stripe's `created` has one-second resolution: events of the same second may arrive in any order. A canceled
  // subscription is final in Stripe (a new subscription gets a new id), so nothing but another cancellation applies
  // to it afterwards — a `deleted` followed by an `updated` of the same second does not resurrect the member.
  if (existing && (existing.status === 'cancelled' || existing.status === 'trialing_cancelled') && !isCancellation(event, sub))
    return 'stale';
  const hadTrial = existing?.hadTrial || !!sub.trial_end || sub.status === 'trialing';
  const status =
    event.type === 'customer.subscription.deleted'
      ? specStatus('canceled', hadTrial && sub.status === 'trialing')
      : specStatus(sub.status, hadTrial && sub.status === 'trialing');
  const end = sub.current_period_end ?? sub.items?.data?.[0]?.current_period_end ?? null;
  const values = {
    userId,
    provider,
    customerId: idOf(sub.customer),
    subscriptionId: sub.id,
    planId,
    status,
    currentPeriodEnd: end ? new Date(end * 1000) : null,
    cancelAtPeriodEnd: !!sub.cancel_at_period_end,
    hadTrial,
    lastEventAt: event.created,
    updatedAt: new Date(),
  };
  if (existing) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  else await tx.insert(subscriptions).values(values);
  if (sub.discount || sub.discounts?.length)
    await tx.update(users).set({ subscriptionRetentionStatus: 'ACTIVE' }).where(eq(users.id, userId));
  // One free trial per user.
  if (hadTrial) await tx.update(users).set({ showFreeTrial: false }).where(eq(users.id, userId));
  await syncMember(tx, userId);
  return 'applied';
}

/** A checkout completed: mark it; a recharge pack's credits go to the buyer (EXTRA, in this transaction). */
async function applyCheckoutCompleted(tx: Tx, object: Record<string, unknown>, credits: CreditLedger): Promise<ApplyResult> {
  const id = String(object.id);
  const [c] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  if (!c || c.status !== 'OPEN') return 'ignored';
  await tx.update(checkouts).set({ status: 'COMPLETED', completedAt: new Date() }).where(eq(checkouts.id, id));
  if (c.kind === 'RECHARGE') {
    const pack = packById(c.packId ?? -1);
    if (pack) {
      await credits.grant(
        c.userId,
        { kind: 'PRO', bucket: 'EXTRA', delta: pack.proCredit, reason: 'RECHARGE_PACK', refId: id },
        tx,
      );
      await credits.grant(
        c.userId,
        { kind: 'MAX', bucket: 'EXTRA', delta: pack.maxCredit, reason: 'RECHARGE_PACK', refId: id },
        tx,
      );
    }
  }
  return 'applied';
}

/** A renewal: the plan credits start again for the new period. */
async function applyInvoicePaid(tx: Tx, object: Record<string, unknown>, provider: string): Promise<ApplyResult> {
  const subId = idOf(
    (object.subscription ??
      (object.parent as { subscription_details?: { subscription?: string } } | undefined)?.subscription_details?.subscription) as
      string | null,
  );
  if (!subId) return 'ignored';
  const [s] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.subscriptionId, subId)));
  if (!s || !(MEMBER_STATUSES as readonly string[]).includes(s.status)) return 'ignored';
  await tx.update(users).set({ planRefreshAt: new Date() }).where(eq(users.id, s.userId));
  return 'applied';
}

/**
 * Applies one verified event inside `tx`, once per event id.
 * @param provider `stripe` or `local`, the provider the event came from
 * @param credits the ledger, for recharge packs
 */
export async function applyEvent(tx: Tx, event: Stripe.Event, provider: string, credits: CreditLedger): Promise<ApplyResult> {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return 'duplicate';
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(tx, event, object, provider);
    case 'checkout.session.completed':
      return applyCheckoutCompleted(tx, object, credits);
    case 'checkout.session.expired': {
      const id = String(object.id);
      await tx
        .update(checkouts)
        .set({ status: 'CANCELLED' })
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'OPEN')));
      return 'applied';
    }
    case 'invoice.paid':
      return applyInvoicePaid(tx, object, provider);
    default:
      return 'ignored';
  }
}
