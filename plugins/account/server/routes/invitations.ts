/**
 * The invitation programme (§7 invitation): a code per user, made on first use; a new account that
 * accepts a code earns both sides the §9 referral credits (EXTRA MAX), once.
 */
import { count, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { AppError, CREDITS, users, type AuthGuard, type CreditLedger, type Db, type ServerApp } from '@lemma/sdk/server';
import type { InvitationInfo } from '../../shared/contract';
import { invitations, referrals } from '../schema';
import { invitationCodeRequest } from '../schemas';

/** A new account may accept an invitation within this time after it was created. */
export const REFERRAL_WINDOW_MS = 7 * 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function registerInvitationRoutes(
  app: ServerApp,
  { db, guard, credits }: { db: Db; guard: AuthGuard; credits: CreditLedger },
): void {
  async function codeOf(userId: number): Promise<string> {
    const [have] = await db.select().from(invitations).where(eq(invitations.userId, userId));
    if (have) return have.code;
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      const [row] = await db.insert(invitations).values({ userId, code }).onConflictDoNothing().returning();
      if (row) return row.code;
      const [mine] = await db.select().from(invitations).where(eq(invitations.userId, userId));
      if (mine) return mine.code;
    }
    throw new AppError('CUSTOM_ERROR', 'Could not make an invitation code, please try again');
  }

  app.get('/invitation/info', { preHandler: guard.requireNonGuest }, async (req): Promise<InvitationInfo> => {
    const { userId } = guard.user(req);
    const code = await codeOf(userId);
    const [n] = await db.select({ n: count() }).from(referrals).where(eq(referrals.inviterId, userId));
    return {
      invitationCode: code,
      path: `/invite/${code}`,
      newMaxCredit: CREDITS.REFERRAL_EXTRA_MAX,
      newProCredit: 0,
      invitedCount: Number(n?.n ?? 0),
    };
  });

  /**
   * A new account accepts the code it arrived with (kept in local storage, §3): both sides get the
   * §9 referral credits, once. Refused for guests, for one's own code, for accounts older than
   * REFERRAL_WINDOW_MS, and for an account that was already referred.
   */
  app.post('/invitation/accept', { preHandler: guard.requireNonGuest, schema: { body: invitationCodeRequest } }, async (req) => {
    const { userId } = guard.user(req);
    return db.transaction(async (tx) => {
      const [inv] = await tx.select().from(invitations).where(eq(invitations.code, req.body.code));
      if (!inv) throw new AppError('NOT_FOUND', 'This invitation code does not exist');
      if (inv.userId === userId) throw new AppError('CUSTOM_ERROR', 'You cannot accept your own invitation');
      const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!me || Date.now() - me.createdAt.getTime() > REFERRAL_WINDOW_MS)
        throw new AppError('CUSTOM_ERROR', 'Invitations are for new accounts');
      const [row] = await tx
        .insert(referrals)
        .values({ inviteeId: userId, inviterId: inv.userId })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('DUPLICATED_RECORD', 'This account has already accepted an invitation');
      await credits.grant(
        userId,
        {
          kind: 'MAX',
          bucket: 'EXTRA',
          delta: CREDITS.REFERRAL_EXTRA_MAX,
          reason: 'REFERRAL_INVITEE',
          refId: `referral:${userId}`,
        },
        tx,
      );
      await credits.grant(
        inv.userId,
        {
          kind: 'MAX',
          bucket: 'EXTRA',
          delta: CREDITS.REFERRAL_EXTRA_MAX,
          reason: 'REFERRAL_INVITER',
          refId: `referral:${userId}`,
        },
        tx,
      );
      return { accepted: true, newMaxCredit: CREDITS.REFERRAL_EXTRA_MAX, newProCredit: 0 };
    });
  });
}
