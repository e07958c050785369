/**
 * The account on the server (issue 7; §7 User): the constant lists of my account (education,
 * countries, cities), display flags, and the invitation programme (a code per user; a new user who
 * accepts a code earns both sides the §9 referral credits, once). Promotion codes are billing's.
 * Profile fields themselves are the kernel's `POST /user/update`.
 */
import { z } from 'zod';
import { count, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { cityMapping } from 'city-timezones';
import { AppError, CREDITS, defineServerPlugin, IAuthGuard, ICreditLedger, IDatabase, users } from '@lemma/sdk/server';
import { DISPLAY_KINDS, EDUCATION, WHATS_NEW, type InvitationInfo } from '../shared/contract';
import { invitations, referrals } from './schema';

/** A new account may accept an invitation within this time after it was created. */
export const REFERRAL_WINDOW_MS = 7 * 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const COUNTRIES = [...new Set(cityMapping.map((c) => c.iso2).filter((c): c is string => typeof c === 'string' && /^[A-Z]{2}$/.test(c)))].sort();
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const CITIES = cityMapping
  .filter((c) => c.iso2 && c.city)
  .map((c) => ({ city: c.city, province: c.province ?? '', country: c.iso2, pop: c.pop ?? 0, key: fold(c.city_ascii || c.city) }))
  .sort((a, b) => b.pop - a.pop);

const codeParam = z.object({ code: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,32}$/, 'Invalid code') });

export default defineServerPlugin({
  id: 'account',
  register(app, ctx) {
    const guard = ctx.get(IAuthGuard);
    const db = ctx.get(IDatabase);
    const credits = ctx.get(ICreditLedger);

    // ---- constant lists ----------------------------------------------------------------------
    app.get('/constants/education-list', async () => ({ educationList: EDUCATION }));
    /** ISO 3166-1 alpha-2 codes; the client names them in the user's language (Intl.DisplayNames). */
    app.get('/constants/country-list', async () => ({ countries: COUNTRIES }));
    /** Cities whose name starts with `cityName` (accents ignored), largest first, at most 20. */
    app.get('/constants/city-list', { schema: { querystring: z.object({ cityName: z.string().trim().min(1).max(80), country: z.string().regex(/^[A-Z]{2}$/).optional() }) } }, async (req) => {
      const q = fold(req.query.cityName);
      const cities = CITIES.filter((c) => c.key.startsWith(q) && (!req.query.country || c.country === req.query.country))
        .slice(0, 20)
        .map(({ city, province, country }) => ({ city, province, country }));
      return { cities };
    });

    // ---- §7 display flags ----------------------------------------------------------------------
    /**
     * Marks something as seen: the Discord snackbar, the notebook guide, the free-trial offer, or the
     * current "what's new" edition (`version`). back-to-school has no flag of its own yet: accepted, no change.
     */
    app.get('/display/update/:kind', { preHandler: guard.requireUser, schema: { params: z.object({ kind: z.enum(DISPLAY_KINDS) }) } }, async (req) => {
      const { userId } = guard.user(req);
      const patch: Partial<typeof users.$inferInsert> =
        req.params.kind === 'discord' ? { showDiscordSnackbar: false } : req.params.kind === 'notebook-guide' ? { showNotebookGuide: false } : req.params.kind === 'free-trial' ? { showFreeTrial: false } : req.params.kind === 'version' ? { whatsNewVersion: WHATS_NEW.version } : {};
      if (Object.keys(patch).length) await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
      return { kind: req.params.kind, ...patch };
    });

    // ---- invitations and referrals -------------------------------------------------------------
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
      return { invitationCode: code, path: `/invite/${code}`, newMaxCredit: CREDITS.REFERRAL_EXTRA_MAX, newProCredit: 0, invitedCount: Number(n?.n ?? 0) };
    });

    /**
     * A new account accepts the code it arrived with (kept in local storage, §3): both sides get the
     * §9 referral credits, once. Refused for guests, for one's own code, for accounts older than
     * REFERRAL_WINDOW_MS, and for an account that was already referred.
     */
    app.post('/invitation/accept', { preHandler: guard.requireNonGuest, schema: { body: codeParam } }, async (req) => {
      const { userId } = guard.user(req);
      return db.transaction(async (tx) => {
        const [inv] = await tx.select().from(invitations).where(eq(invitations.code, req.body.code));
        if (!inv) throw new AppError('NOT_FOUND', 'This invitation code does not exist');
        if (inv.userId === userId) throw new AppError('CUSTOM_ERROR', 'You cannot accept your own invitation');
        const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!me || Date.now() - me.createdAt.getTime() > REFERRAL_WINDOW_MS) throw new AppError('CUSTOM_ERROR', 'Invitations are for new accounts');
        const [row] = await tx.insert(referrals).values({ inviteeId: userId, inviterId: inv.userId }).onConflictDoNothing().returning();
        if (!row) throw new AppError('DUPLICATED_RECORD', 'This account has already accepted an invitation');
        await credits.grant(userId, { kind: 'MAX', bucket: 'EXTRA', delta: CREDITS.REFERRAL_EXTRA_MAX, reason: 'REFERRAL_INVITEE', refId: `referral:${userId}` }, tx);
        await credits.grant(inv.userId, { kind: 'MAX', bucket: 'EXTRA', delta: CREDITS.REFERRAL_EXTRA_MAX, reason: 'REFERRAL_INVITER', refId: `referral:${userId}` }, tx);
        return { accepted: true, newMaxCredit: CREDITS.REFERRAL_EXTRA_MAX, newProCredit: 0 };
      });
    });
  },
});
