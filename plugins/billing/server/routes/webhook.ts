/**
 * The payment webhook (`POST /stripe/webhook`, raw body for the signature check; the only writer of
 * subscriptions) and the daily check (§7, §9: 2 extra MAX credits once per UTC day).
 */
import { AppError, CREDITS, utcDay, type ServerApp } from '@lemma/sdk/server';
import type { BillingDeps } from '../deps';
import { dailyChecks } from '../schema';
import { applyEvent } from '../webhook';

export function registerWebhookRoute(app: ServerApp, { db, provider, credits }: BillingDeps): void {
  void app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    hook.post('/stripe/webhook', async (req) => {
      let event;
      try {
        event = provider.parseWebhook(String(req.body ?? ''), req.headers['stripe-signature'] as string | undefined);
      } catch (e) {
        throw new AppError('FORBIDDEN', `Webhook signature rejected: ${(e as Error).message}`.slice(0, 300));
      }
      const result = await db.transaction((tx) => applyEvent(tx, event, provider.id, credits));
      return { received: true, result };
    });
  });
}

export function registerDailyCheckRoute(app: ServerApp, { db, guard, credits }: BillingDeps): void {
  app.get('/daily-check/auto', { preHandler: guard.requireNonGuest }, async (req) => {
    const { userId } = guard.user(req);
    const day = utcDay();
    const granted = await db.transaction(async (tx) => {
      const [row] = await tx.insert(dailyChecks).values({ userId, day }).onConflictDoNothing().returning();
      if (row)
        await credits.grant(
          userId,
          { kind: 'MAX', bucket: 'EXTRA', delta: CREDITS.DAILY_CHECK_EXTRA_MAX, reason: 'DAILY_CHECK', refId: day },
          tx,
        );
      return !!row;
    });
    const next = new Date(`${day}T00:00:00Z`).getTime() + 86_400_000;
    return { granted, maxExtraCredit: granted ? CREDITS.DAILY_CHECK_EXTRA_MAX : 0, nextCheckAt: next };
  });
}
