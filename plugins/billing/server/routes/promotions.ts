/** §7 promotions: a promotion by code or the caller's, the public visit record, and admins' new codes. */
import { AppError, type ServerApp } from '@lemma/sdk/server';
import { codeParam, promotionCreateRequest, promotionQuery } from '../../shared/requests';
import { livePromotion, promotionInfo, visitedPromotion, type BillingDeps } from '../deps';
import { promotions, promotionVisits } from '../schema';

export function registerPromotionRoutes(app: ServerApp, d: BillingDeps): void {
  const { db, guard } = d;
  /** §7: a promotion by code, or (without one) the promotion the caller arrived with. */
  app.post('/promotion/get', { preHandler: guard.requireUser, schema: { querystring: promotionQuery } }, async (req) => {
    const code = req.query.code ?? (await visitedPromotion(db, guard.user(req).userId));
    if (!code) throw new AppError('NOT_FOUND', 'No promotion for this account');
    return promotionInfo(await livePromotion(db, code));
  });

  /** §7 open-api: records that a visitor arrived with a promotion code, and answers the promotion. */
  // Public and able to tell valid codes from invalid ones: rate-limited like the login routes.
  app.post(
    '/open-api/user-promotion',
    { config: { rateLimit: { max: d.settings.authRateLimit, timeWindow: 60_000 } }, schema: { body: codeParam } },
    async (req) => {
      const p = await livePromotion(db, req.body.code);
      const who = await guard.optionalUser(req);
      // Recorded for a caller with a session (guests included, so the code survives sign-up); an
      // anonymous request only reads the promotion, so it cannot fill the table.
      if (who) await db.insert(promotionVisits).values({ code: p.code, userId: who.userId }).onConflictDoNothing();
      return promotionInfo(p);
    },
  );

  /** Admins create promotion codes (checked on the server). */
  app.post(
    '/admin/promotion/create',
    { onRequest: guard.requireAdmin, schema: { body: promotionCreateRequest } },
    async (req) => {
      const b = req.body;
      if (b.couponType === 'PERCENTAGE' && b.value > 100) throw new AppError('VALIDATION_ERROR', 'A percentage is at most 100');
      const [row] = await db
        .insert(promotions)
        .values({
          code: b.code,
          hostName: b.hostName,
          couponType: b.couponType,
          value: b.value,
          expiresAt: b.expiresAt ? new Date(b.expiresAt) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('DUPLICATED_RECORD', 'This promotion code exists already');
      return promotionInfo(row);
    },
  );
}
