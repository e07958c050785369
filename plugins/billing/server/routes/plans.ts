/** §7 plans and subscription state: the plan table, recharge packs, subscription info, is-member. */
import { PLANS, type ServerApp } from '@lemma/sdk/server';
import { planById, RECHARGE_PACKS, type SubscriptionInfo } from '../../shared/contract';
import { caller, liveSubscription, type BillingDeps } from '../deps';

export function registerPlanRoutes(app: ServerApp, d: BillingDeps): void {
  const { guard } = d;
  /** §9: the whole plan table (FREE 32, MEMBER 33–36, SUPER_MEMBER 37–40); the default chosen period is WEEKLY (§4). */
  app.get('/plan/list', async () => ({ plans: PLANS, defaultPeriod: 'WEEKLY', currentPeriod: 'UNPAID' }));
  app.get('/recharge-pack/list', async () => ({ rechargePacks: RECHARGE_PACKS }));

  app.get('/subscription/info', { preHandler: guard.requireUser }, async (req): Promise<SubscriptionInfo> => {
    const u = await caller(d, req);
    const s = await liveSubscription(d.db, u.id);
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
    const u = await caller(d, req);
    return { isMember: u.memberType === 'MEMBER' || u.memberType === 'SUPER_MEMBER', memberType: u.memberType };
  });
}
