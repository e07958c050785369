/**
 * Auth and user routes (§7 Auth and User). Every login answer is `{ token, uuid }`.
 * Login, sign-up, code and guest endpoints are rate-limited per client (AUTH_RATE_LIMIT per minute).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  appleLoginRequest,
  autoLoginRequest,
  deeplinkLoginRequest,
  googleLoginRequest,
  guestLoginRequest,
  languageUpdateRequest,
  loginRequest,
  passwordChangeRequest,
  preferredLanguageUpdateRequest,
  resetCodeRequest,
  resetPasswordRequest,
  signupRequest,
  termAcceptedRequest,
  userUpdateRequest,
  verificationRequest,
} from '@lemma/sdk/contract/auth-schemas';
import type { UserInfo } from '@lemma/sdk/contract/auth';
import type { MemberType } from '@lemma/sdk/contract/constants';
import { deeplinkCodes, userIdentities, users } from '../db/schema';
import { increaseUsage, LOCK_FUNCS, permissionsFor, usageFrom, usageToday, usageTodaySql, utcDay } from '../core/usage';
import { USAGE_SOURCES } from '@lemma/sdk/contract/constants';
import { AppError, unauthorized } from '../core/errors';
import type { Kernel } from '../core/kernel';
import type { ServerApp } from '@lemma/sdk/server';
import { bearer } from './guard';
import { claimsFor, type UserRow } from './accounts';
import { hashCode, hashPassword, randomToken, verifyPassword } from './passwords';
import type { VerifiedIdentity } from './social';

/** A deep-link login code lives 5 minutes and works once. */
const DEEPLINK_TTL_MS = 5 * 60_000;

export function userInfo(
  u: UserRow,
  perms = permissionsFor(u.memberType as MemberType, { COPY: 0, SEND: 0, VOICE: 0, NOTEBOOK: 0, NEW_TUTOR: 0 }),
): UserInfo {
  const member = u.memberType === 'MEMBER' || u.memberType === 'SUPER_MEMBER';
  return {
    userId: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    grade: u.grade,
    country: u.country,
    city: u.city,
    language: u.language,
    preferredLanguage: u.preferredLanguage,
    termAccepted: u.termAccepted,
    didSurvey: u.didSurvey,
    formId: u.formId,
    showDiscordSnackbar: u.showDiscordSnackbar,
    // §6 server-driven permissions, from today's usage (server/core/usage.ts).
    ...perms,
    showNotebookGuide: u.showNotebookGuide,
    defaultMode: u.defaultMode,
    whatsNewVersion: u.whatsNewVersion,
    imgCount: u.imgCount,
    degreeId: u.degreeId,
    eduEmailCode: u.eduEmailCode,
    stripeStatus: u.stripeStatus,
    showFreeTrial: u.showFreeTrial && !member,
    tutorPromotionType: u.tutorPromotionType,
    subscriptionRetentionStatus: u.subscriptionRetentionStatus as UserInfo['subscriptionRetentionStatus'],
    scheduleCancelAtPeriodEnd: u.scheduleCancelAtPeriodEnd,
    memberType: u.memberType as MemberType,
    isGuest: u.isGuest,
    isAdmin: u.isAdmin,
  };
}

/** What the auth route groups share. */
interface AuthContext {
  app: ServerApp;
  k: Kernel;
  /** Route options of the rate-limited endpoints (AUTH_RATE_LIMIT per minute per client). */
  limited: { config: { rateLimit: { max: number; timeWindow: number } } };
  /** The guest behind the request's token, if the caller is a guest (their data moves to the account). */
  callerGuest(req: FastifyRequest): Promise<number | null>;
  /** The caller's user row; 401 when it is gone or merged. */
  current(req: FastifyRequest): Promise<UserRow>;
  /** Logs in `u`, first moving the calling guest's data into it. */
  loginWithGuestMerge(
    req: FastifyRequest,
    u: UserRow,
    fingerprint?: string,
  ): Promise<Awaited<ReturnType<Kernel['accounts']['issueLogin']>>>;
}

function authContext(root: FastifyInstance, k: Kernel): AuthContext {
  const { accounts, guard, tokens } = k;
  const callerGuest = async (req: FastifyRequest) => {
    const claims = await tokens.verify(bearer(req));
    return claims?.isGuest ? claims.userId : null;
  };
  return {
    app: root.withTypeProvider<ZodTypeProvider>(),
    k,
    limited: { config: { rateLimit: { max: k.config.AUTH_RATE_LIMIT, timeWindow: 60_000 } } },
    callerGuest,
    async current(req) {
      const u = await accounts.byId(guard.user(req).userId);
      if (!u || u.mergedInto) throw unauthorized('Your session has expired, please log in again');
      return u;
    },
    async loginWithGuestMerge(req, u, fingerprint) {
      const guestId = await callerGuest(req);
      if (guestId && guestId !== u.id) await accounts.mergeGuest(guestId, u.id);
      return accounts.issueLogin(u, fingerprint);
    },
  };
}

/** Guest, password login, auto-login, logout, sign-up and its mailed code. */
function registerLoginRoutes(c: AuthContext): void {
  const { app, k, limited, callerGuest, loginWithGuestMerge } = c;
  const { accounts, guard } = k;
  app.post('/auth/guest', { ...limited, schema: { body: guestLoginRequest } }, async (req) =>
    accounts.guest(req.body.guestUuid, req.body.fingerprint, req.body.attributes),
  );

  app.post('/auth/login', { ...limited, schema: { body: loginRequest } }, async (req) => {
    const u = await accounts.byEmail(req.body.email);
    const ok = await verifyPassword(u?.passwordHash ?? null, req.body.password);
    if (!u || !ok || u.isGuest) throw new AppError('INVALID_CREDENTIAL', 'Invalid User Credential!');
    return loginWithGuestMerge(req, u, req.body.fingerprint);
  });

  app.post('/auth/login/x', { ...limited, schema: { body: autoLoginRequest } }, async (req) =>
    accounts.autoLogin(req.body.uuid, req.body.fingerprint),
  );

  app.post(
    '/auth/logout',
    { schema: { body: z.object({ uuid: z.string().uuid().optional() }) }, preHandler: guard.requireUser },
    async (req) => {
      const userId = guard.user(req).userId;
      if (req.body.uuid) await accounts.revokeLogin(req.body.uuid, userId);
      // this token and every other one issued so far stop working; other devices sign in again with their own uuid
      await k.tokenVersions.bump(userId);
      return { ok: true };
    },
  );

  app.post('/auth/signup', { ...limited, schema: { body: signupRequest } }, async (req) => {
    const { email, password, firstName, lastName, language } = req.body;
    const existing = await accounts.byEmail(email);
    if (existing) throw new AppError('DUPLICATED_RECORD', 'An account with this email already exists');
    const pending = {
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      passwordHash: await hashPassword(password),
      language: language ?? 'en',
    };
    await accounts.sendCode(email, 'SIGN_UP', pending, (code) => ({
      subject: k.t(language, 'mail.signupSubject', { code }),
      text: k.t(language, 'mail.signupBody', { code }),
    }));
    return { email, codeSent: true };
  });

  app.post(
    '/auth/verification',
    {
      ...limited,
      schema: {
        querystring: z.object({ code: z.string().regex(/^\d{6}$/, 'The code has 6 digits') }),
        body: verificationRequest,
      },
    },
    async (req) => {
      const { email, fingerprint } = req.body;
      const pending = await accounts.consumeCode(email, 'SIGN_UP', req.query.code);
      if (!pending) throw new AppError('INVALID_CREDENTIAL', 'The code is wrong or has expired; ask for a new one');
      if (await accounts.byEmail(email)) throw new AppError('DUPLICATED_RECORD', 'An account with this email already exists');
      const values = {
        email,
        username: email,
        passwordHash: String(pending.passwordHash),
        firstName: (pending.firstName as string | null) ?? null,
        lastName: (pending.lastName as string | null) ?? null,
        language: String(pending.language ?? 'en'),
      };
      const guestId = await callerGuest(req);
      const u = guestId ? await accounts.upgradeGuest(guestId, values).catch(() => null) : null;
      const user = u ?? (await accounts.createUser({ ...values, memberType: 'FREE' }));
      return accounts.issueLogin(user, fingerprint);
    },
  );
}

/** Password reset by mailed code, and a logged-in password change (other logins are ended). */
function registerPasswordRoutes(c: AuthContext): void {
  const { app, k, limited, current } = c;
  const { accounts, guard } = k;
  app.post('/auth/reset-password/code', { ...limited, schema: { body: resetCodeRequest } }, async (req) => {
    const u = await accounts.byEmail(req.body.email);
    // Same answer whether or not the account exists: no account enumeration.
    if (u && !u.isGuest) {
      await accounts.sendCode(req.body.email, 'FORGET_PASSWORD', null, (code) => ({
        subject: k.t(u.language, 'mail.resetSubject', { code }),
        text: k.t(u.language, 'mail.resetBody', { code }),
      }));
    }
    return { email: req.body.email, codeSent: true };
  });

  app.post('/auth/reset-password', { ...limited, schema: { body: resetPasswordRequest } }, async (req) => {
    const owner = await accounts.byEmail(req.body.email);
    // too many wrong codes: the owner hears of it once (the codes stay refused for the rest of the hour)
    const notifyLocked = async () => {
      if (owner)
        await k.mailer.send({
          to: req.body.email,
          subject: k.t(owner.language, 'mail.codeLockedSubject'),
          text: k.t(owner.language, 'mail.codeLockedBody'),
        });
    };
    await accounts.consumeCode(req.body.email, 'FORGET_PASSWORD', req.body.code, notifyLocked);
    const u = owner;
    if (!u) throw new AppError('INVALID_CREDENTIAL', 'The code is wrong or has expired; ask for a new one');
    await k.db
      .update(users)
      .set({ passwordHash: await hashPassword(req.body.password), requirePasswordChange: false, updatedAt: new Date() })
      .where(eq(users.id, u.id));
    k.passwordGate.clear(u.id);
    await accounts.revokeAllLogins(u.id);
    const tokenVersion = await k.tokenVersions.bump(u.id); // tokens issued before the reset stop working
    return accounts.issueLogin({ ...u, tokenVersion }, req.body.fingerprint);
  });

  /** Password change for a logged-in account (§2 /app/user/passwordChange); other logins are ended. */
  app.post(
    '/auth/update',
    { ...limited, schema: { body: passwordChangeRequest }, preHandler: guard.requireNonGuest },
    async (req) => {
      const u = await current(req);
      if (!(await verifyPassword(u.passwordHash, req.body.oldPassword)))
        throw new AppError('INVALID_CREDENTIAL', 'The current password is wrong');
      // a forced change (§8 REQUIRE_PASSWORD_CHANGE) must really change it: the old one may have been seen or logged
      if (req.body.newPassword === req.body.oldPassword)
        throw new AppError('VALIDATION_ERROR', 'The new password must be different from the current one');
      await k.db
        .update(users)
        .set({ passwordHash: await hashPassword(req.body.newPassword), requirePasswordChange: false, updatedAt: new Date() })
        .where(eq(users.id, u.id));
      k.passwordGate.clear(u.id);
      await accounts.revokeAllLogins(u.id);
      const tokenVersion = await k.tokenVersions.bump(u.id); // every older token stops working
      return accounts.issueLogin({ ...u, tokenVersion });
    },
  );
}

/** Google and Apple sign-in (verified ID tokens, linked identities) and deep-link login codes. */
function registerSocialRoutes(c: AuthContext): void {
  const { app, k, limited, callerGuest, loginWithGuestMerge } = c;
  const { accounts, guard } = k;
  async function socialLogin(
    req: FastifyRequest,
    id: VerifiedIdentity,
    fingerprint?: string,
    names?: { firstName?: string; lastName?: string },
  ) {
    const [link] = await k.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, id.provider), eq(userIdentities.subject, id.subject)));
    let u = link ? await accounts.byId(link.userId) : undefined;
    if (!u && id.email && id.emailVerified) u = await accounts.byEmail(id.email);
    if (!u) {
      if (!id.email) throw new AppError('CUSTOM_ERROR', 'The provider did not share an email address');
      const values = {
        email: id.email,
        username: id.email,
        firstName: names?.firstName ?? id.firstName,
        lastName: names?.lastName ?? id.lastName,
      };
      const guestId = await callerGuest(req);
      u =
        (guestId ? await accounts.upgradeGuest(guestId, values).catch(() => null) : null) ??
        (await accounts.createUser({ ...values, memberType: 'FREE' }));
    }
    if (!link)
      await k.db
        .insert(userIdentities)
        .values({ provider: id.provider, subject: id.subject, userId: u.id, email: id.email })
        .onConflictDoNothing();
    return loginWithGuestMerge(req, u, fingerprint);
  }

  app.post('/auth/login/google', { ...limited, schema: { body: googleLoginRequest } }, async (req) =>
    socialLogin(req, await k.social.google(req.body.credential), req.body.fingerprint),
  );

  app.post('/auth/apple/login', { ...limited, schema: { body: appleLoginRequest } }, async (req) =>
    socialLogin(req, await k.social.apple(req.body.idToken), req.body.fingerprint, {
      firstName: req.body.firstName,
      lastName: req.body.lastName,
    }),
  );

  app.get('/mobile/app/deeplink/login', { preHandler: guard.requireNonGuest }, async (req) => {
    const loginCode = randomToken(24);
    const expiresAt = new Date(Date.now() + DEEPLINK_TTL_MS);
    await k.db.insert(deeplinkCodes).values({ codeHash: hashCode(loginCode), userId: guard.user(req).userId, expiresAt });
    return { loginCode, expiresAt: expiresAt.getTime() };
  });

  app.post('/auth/login/deeplink', { ...limited, schema: { body: deeplinkLoginRequest } }, async (req) => {
    const [row] = await k.db
      .update(deeplinkCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(deeplinkCodes.codeHash, hashCode(req.body.loginCode)),
          isNull(deeplinkCodes.usedAt),
          gt(deeplinkCodes.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) throw new AppError('INVALID_CREDENTIAL', 'This login link has expired or was already used');
    const u = await accounts.byId(row.userId);
    if (!u) throw new AppError('INVALID_CREDENTIAL', 'This login link has expired or was already used');
    return accounts.issueLogin(u, req.body.fingerprint);
  });
}

/** Tokens, user info and settings, usage increases (§6), the balance. */
function registerUserRoutes(c: AuthContext): void {
  const { app, k, current } = c;
  const { guard, tokens } = k;
  app.get('/token/refresh', { preHandler: guard.requireUser }, async (req) => {
    const u = await current(req);
    return { token: await tokens.sign(claimsFor(u)) };
  });

  /**
   * §7 refresh-with-stripe: a token whose claims (memberType, subActived) reflect the payments. The
   * billing webhook keeps the user row current, so this reads it like /token/refresh does.
   */
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/token/refresh-with-stripe',
      preHandler: guard.requireUser,
      handler: async (req) => {
        const u = await current(req);
        return { token: await tokens.sign(claimsFor(u)), memberType: u.memberType };
      },
    });
  }

  app.get('/user/is-guest', { preHandler: guard.requireUser }, async (req) => (await current(req)).isGuest);

  const infoOf = async (u: UserRow) => userInfo(u, permissionsFor(u.memberType as MemberType, await usageToday(k.db, u.id)));
  // The user row and today's usage in one read (no transaction), prepared: built once, and on PostgreSQL
  // parsed and planned once per connection (issue #12 hot paths).
  const userInfo$ = k.db
    .select({ u: users, usage: usageTodaySql(sql.placeholder('userId'), sql.placeholder('day')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('lemma_user_info');
  // Cached per user until their rows change (server/core/userCache.ts); today's usage is part of the key.
  app.get('/user/info', { preHandler: guard.requireUser }, async (req) => {
    const { userId } = guard.user(req);
    const day = utcDay();
    return k.userCache.get(userId, `info:${day}`, async () => {
      const [row] = await userInfo$.execute({ userId, day });
      if (!row || row.u.mergedInto) throw unauthorized('Your session has expired, please log in again');
      return { value: userInfo(row.u, permissionsFor(row.u.memberType as MemberType, usageFrom(row.usage))) };
    });
  });

  const usageBody = z.object({ func: z.enum(LOCK_FUNCS), source: z.enum(USAGE_SOURCES) });
  /** §7: count one use of a limited function; answers whether it was allowed and the new permissions. */
  for (const path of ['/daily-member-func-usage/increase', '/member-func-usage/increase']) {
    app.post(path, { preHandler: guard.requireUser, schema: { body: usageBody } }, async (req) => {
      const u = await current(req);
      return increaseUsage(k.db, u.id, u.memberType as MemberType, req.body.func, req.body.source);
    });
  }

  app.post('/user/update', { schema: { body: userUpdateRequest }, preHandler: guard.requireUser }, async (req) => {
    const [u] = await k.db
      .update(users)
      .set({ ...req.body, updatedAt: new Date() })
      .where(eq(users.id, guard.user(req).userId))
      .returning();
    return infoOf(u!);
  });

  app.post('/user/update/language', { schema: { body: languageUpdateRequest }, preHandler: guard.requireUser }, async (req) => {
    await k.db
      .update(users)
      .set({ language: req.body.language, updatedAt: new Date() })
      .where(eq(users.id, guard.user(req).userId));
    return { language: req.body.language };
  });

  app.post(
    '/user/update/preferred-language',
    { schema: { body: preferredLanguageUpdateRequest }, preHandler: guard.requireUser },
    async (req) => {
      await k.db
        .update(users)
        .set({ preferredLanguage: req.body.preferredLanguage, language: req.body.preferredLanguage, updatedAt: new Date() })
        .where(eq(users.id, guard.user(req).userId));
      return { preferredLanguage: req.body.preferredLanguage };
    },
  );

  app.post(
    '/user/update/term-accepted',
    { schema: { body: termAcceptedRequest }, preHandler: guard.requireUser },
    async (req) => {
      await k.db
        .update(users)
        .set({ termAccepted: req.body.termAccepted, updatedAt: new Date() })
        .where(eq(users.id, guard.user(req).userId));
      return { termAccepted: req.body.termAccepted };
    },
  );

  // Cached per user until their rows change or the plan refresh is due (server/core/userCache.ts).
  app.get('/balance/info', { preHandler: guard.requireUser }, async (req) => {
    const { userId } = guard.user(req);
    return k.userCache.get(userId, 'balance', async () => {
      const value = await k.credits.balance(userId);
      return { value, expiresAt: value.nextPlanRefreshTime };
    });
  });
}

/** Auth and user routes (§7 Auth and User) on the `/api` instance. */
export async function registerAuthRoutes(root: FastifyInstance, k: Kernel): Promise<void> {
  const c = authContext(root, k);
  registerLoginRoutes(c);
  registerPasswordRoutes(c);
  registerSocialRoutes(c);
  registerUserRoutes(c);
}
