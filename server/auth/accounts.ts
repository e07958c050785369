/**
 * Accounts: creating users and guests, issuing logins, one-time codes, and merging a guest's data
 * into the account it becomes (§4: "A guest becomes a member by logging in"; the guest keeps its data).
 */
import { and, desc, eq, isNull, gt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Claims, LoginResponse } from '@lemma/sdk/contract/auth';
import type { CodePurpose, MemberType } from '@lemma/sdk/contract/constants';
import type { GuestMergeHook, Mailer, UserRow } from '@lemma/sdk/server';
import type { Db } from '../db/client';
import { loginSessions, users, verificationCodes } from '../db/schema';
import { AppError } from '../core/errors';
import { moveExtraCredits } from '../core/credits';
import type { TokenIssuer } from './jwt';
import { hashCode, sameHash, sixDigitCode } from './passwords';

export type { UserRow };
const BRAND = 'Lemma';
/** A mailed code is valid for 15 minutes and allows 5 wrong attempts. */
export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Per-account limits on mailed codes (issue #13: a reset code could be guessed ~30 times a minute per IP without
 * end, each new code a mail to the victim). Password-reset codes: one per CODE_COOLDOWN_MS, at most CODES_PER_HOUR.
 * Any code: after WRONG_CODES_PER_HOUR wrong tries in an hour every code of that account and purpose is refused for
 * the rest of the hour, and the owner gets one notice mail. Guessing a 6-digit code then takes ~100,000 hours.
 */
export const CODE_COOLDOWN_MS = 60_000;
export const CODES_PER_HOUR = 5;
export const WRONG_CODES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export function claimsFor(u: UserRow): Omit<Claims, 'exp'> {
  return {
    sub: u.username,
    firstName: u.firstName ?? (u.isGuest ? null : BRAND),
    lastName: u.lastName,
    isAdmin: u.isAdmin,
    isGuest: u.isGuest,
    userId: u.id,
    trialCount: u.trialCount,
    trialUsed: u.subActived ? true : u.trialUsed,
    subActived: u.subActived,
    memberType: u.memberType as MemberType,
    tv: u.tokenVersion,
  };
}

export interface AccountsDeps {
  db: Db;
  tokens: TokenIssuer;
  mailer: Mailer;
  log: FastifyBaseLogger;
  mergeHooks: GuestMergeHook[];
  /** Grants the plan's starting credits (runs after the user row is committed). */
  startCredits(userId: number): Promise<void>;
}

/** Accounts over the database: lookups, logins (token + uuid), auto-login, codes and guests. */
export function createAccounts(d: AccountsDeps) {
  const { db, tokens } = d;

  async function byId(id: number): Promise<UserRow | undefined> {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return u;
  }

  async function byEmail(email: string): Promise<UserRow | undefined> {
    const [u] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return u;
  }

  /** Issues a token and a new login uuid (kept by the client for auto-login). */
  async function issueLogin(u: UserRow, fingerprint?: string | null): Promise<LoginResponse> {
    if (u.mergedInto) throw new AppError('INVALID_CREDENTIAL', 'This account was merged into another one');
    const uuid = randomUUID();
    await db.insert(loginSessions).values({ uuid, userId: u.id, fingerprint: fingerprint ?? null });
    return { token: await tokens.sign(claimsFor(u)), uuid };
  }

  async function createUser(values: Partial<typeof users.$inferInsert> & { username: string }): Promise<UserRow> {
    const [u] = await db.insert(users).values(values).returning();
    await d.startCredits(u!.id);
    return u!;
  }

  return {
    byId,
    byEmail,
    issueLogin,
    createUser,
    ...createCodes(d),
    ...createGuests(d, { byId, createUser, issueLogin }),
    /** Auto-login (§4): the stored login uuid plus the same browser fingerprint. */
    async autoLogin(uuid: string, fingerprint: string): Promise<LoginResponse> {
      const [s] = await db
        .select()
        .from(loginSessions)
        .where(and(eq(loginSessions.uuid, uuid), isNull(loginSessions.revokedAt)));
      if (!s || (s.fingerprint && s.fingerprint !== fingerprint)) throw new AppError('INVALID_CREDENTIAL', 'Auto-login failed');
      const u = await byId(s.userId);
      if (!u || u.mergedInto) throw new AppError('INVALID_CREDENTIAL', 'Auto-login failed');
      await db
        .update(loginSessions)
        .set({ lastUsedAt: new Date(), fingerprint: s.fingerprint ?? fingerprint })
        .where(eq(loginSessions.uuid, uuid));
      return { token: await tokens.sign(claimsFor(u)), uuid };
    },

    async revokeLogin(uuid: string, userId: number): Promise<void> {
      await db
        .update(loginSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(loginSessions.uuid, uuid), eq(loginSessions.userId, userId)));
    },

    async revokeAllLogins(userId: number): Promise<void> {
      await db
        .update(loginSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
    },
  };
}
/** Mailed one-time codes (§9 purposes): a hash is kept; 15 minutes, 5 wrong attempts, single use. */
function createCodes(d: AccountsDeps) {
  const { db } = d;
  /** The codes of an account and purpose created in the last hour, with their wrong tries. */
  const recentCodes = (email: string, purpose: CodePurpose) =>
    db
      .select({ createdAt: verificationCodes.createdAt, attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.email, email),
          eq(verificationCodes.purpose, purpose),
          gt(verificationCodes.createdAt, new Date(Date.now() - HOUR_MS)),
        ),
      );
  return {
    /** Mails a fresh code; earlier unused codes of the same purpose stop working. */
    async sendCode(
      email: string,
      purpose: CodePurpose,
      pending: Record<string, unknown> | null,
      compose: (code: string) => { subject: string; text: string },
    ): Promise<boolean> {
      const recent = await recentCodes(email, purpose);
      const wrong = recent.reduce((n, r) => n + r.attempts, 0);
      const throttled =
        purpose === 'FORGET_PASSWORD' &&
        (recent.length >= CODES_PER_HOUR || recent.some((r) => Date.now() - r.createdAt.getTime() < CODE_COOLDOWN_MS));
      if (throttled || wrong >= WRONG_CODES_PER_HOUR) return false; // the caller answers as if sent: no enumeration
      const code = sixDigitCode();
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ usedAt: new Date() })
          .where(
            and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)),
          );
        await tx
          .insert(verificationCodes)
          .values({ email, purpose, codeHash: hashCode(code), pending, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
      });
      await d.mailer.send({ to: email, ...compose(code) });
      return true;
    },

    /**
     * Checks and consumes a mailed code. Returns the pending data stored with it.
     * @throws INVALID_CREDENTIAL for a wrong, expired, used or over-tried code.
     */
    async consumeCode(
      email: string,
      purpose: CodePurpose,
      code: string,
      onLocked?: () => Promise<void>,
    ): Promise<Record<string, unknown> | null> {
      const wrongSoFar = (await recentCodes(email, purpose)).reduce((n, r) => n + r.attempts, 0);
      if (wrongSoFar >= WRONG_CODES_PER_HOUR)
        throw new AppError('INVALID_CREDENTIAL', 'The code is wrong or has expired; ask for a new one');
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.email, email),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (!row || row.attempts >= CODE_MAX_ATTEMPTS)
        throw new AppError('INVALID_CREDENTIAL', 'The code is wrong or has expired; ask for a new one');
      if (!sameHash(row.codeHash, hashCode(code))) {
        await db
          .update(verificationCodes)
          .set({ attempts: row.attempts + 1 })
          .where(eq(verificationCodes.id, row.id));
        if (wrongSoFar + 1 === WRONG_CODES_PER_HOUR) await onLocked?.().catch(() => undefined);
        throw new AppError('INVALID_CREDENTIAL', 'The code is wrong or has expired; ask for a new one');
      }
      const [used] = await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      if (!used) throw new AppError('INVALID_CREDENTIAL', 'The code was already used');
      return row.pending ?? null;
    },
  };
}

/** Guests (§6): login by guest uuid, upgrade in place at sign-up, merge into an existing account at login. */
function createGuests(
  d: AccountsDeps,
  core: {
    byId(id: number): Promise<UserRow | undefined>;
    createUser(values: Partial<typeof users.$inferInsert> & { username: string }): Promise<UserRow>;
    issueLogin(u: UserRow, fingerprint?: string | null): Promise<LoginResponse>;
  },
) {
  const { db } = d;
  const { byId, createUser, issueLogin } = core;
  return {
    /** §6: guest login with the stored guest id and a browser fingerprint; creates the guest on first use. */
    async guest(guestUuid: string, fingerprint: string, attributes?: Record<string, string | undefined>): Promise<LoginResponse> {
      const [existing] = await db.select().from(users).where(eq(users.guestUuid, guestUuid));
      if (existing && !existing.isGuest) {
        // This browser's guest became an account; it must log in as that account.
        throw new AppError('INVALID_CREDENTIAL', 'Please log in to your account');
      }
      const u =
        existing ??
        (await createUser({
          username: `guest-${randomUUID()}`,
          isGuest: true,
          guestUuid,
          memberType: 'GUEST',
          attributes: Object.fromEntries(Object.entries(attributes ?? {}).filter(([, v]) => typeof v === 'string')) as Record<
            string,
            string
          >,
        }));
      return issueLogin(u, fingerprint);
    },

    /** Upgrades a guest row in place into an account (keeps every row that points at it). */
    async upgradeGuest(guestId: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [u] = await db
        .update(users)
        .set({ ...values, isGuest: false, guestUuid: null, memberType: 'FREE', updatedAt: new Date() })
        .where(and(eq(users.id, guestId), eq(users.isGuest, true)))
        .returning();
      if (!u) throw new AppError('CUSTOM_ERROR', 'This guest session can no longer be upgraded');
      return u;
    },

    /**
     * Moves a guest's data into an existing account: plugins' hooks first (their tables), then extra
     * credits; the guest row is retired (its guest uuid freed, so the browser can be a new guest later).
     */
    async mergeGuest(guestId: number, intoUserId: number): Promise<void> {
      if (guestId === intoUserId) return;
      const g = await byId(guestId);
      if (!g || !g.isGuest || g.mergedInto) return;
      for (const hook of d.mergeHooks) await hook(guestId, intoUserId);
      await db.transaction(async (tx) => {
        await moveExtraCredits(tx, guestId, intoUserId);
        await tx
          .update(users)
          .set({ mergedInto: intoUserId, guestUuid: null, updatedAt: new Date() })
          .where(eq(users.id, guestId));
        await tx.update(loginSessions).set({ revokedAt: new Date() }).where(eq(loginSessions.userId, guestId));
      });
      d.log.info({ guestId, intoUserId }, 'guest merged into account');
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
