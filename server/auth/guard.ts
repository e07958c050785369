/**
 * The auth guard: reads the Bearer token, verifies it and attaches the caller to the request.
 * Admin routes check the admin claim here, on the server (§6).
 */
import type { FastifyRequest } from 'fastify';
import type { AuthGuard, RequestUser } from '@lemma/sdk/server';
import type { TokenIssuer } from './jwt';
import { AppError, forbidden, unauthorized } from '../core/errors';
import { PASSWORD_CHANGE_EXEMPT, type PasswordGate } from './passwordGate';
import type { TokenVersions } from './tokenVersions';

const USER = Symbol('lemma.user');
type WithUser = FastifyRequest & { [USER]?: RequestUser | null };

/** The caller this request was already resolved to by the guard (null: none or not yet), without resolving it. */
export function resolvedUser(req: FastifyRequest): RequestUser | null {
  return (req as WithUser)[USER] ?? null;
}

export function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim();
}

/**
 * @param versions the users' token versions: a token carrying an older version (logged out, password changed) is
 *   refused like an expired one. Without it (unit tests of the guard alone) no token is revoked.
 */
export function createAuthGuard(tokens: TokenIssuer, gate?: PasswordGate, versions?: TokenVersions): AuthGuard {
  /** §8: a user who must change the password may only reach the exempt routes. */
  async function passwordGate(req: FastifyRequest, u: RequestUser) {
    if (!gate || PASSWORD_CHANGE_EXEMPT.has(req.routeOptions.url ?? '')) return;
    if (await gate.required(u.userId)) throw new AppError('REQUIRE_PASSWORD_CHANGE', 'Please choose a new password first');
  }
  async function resolve(req: FastifyRequest): Promise<RequestUser | null> {
    const r = req as WithUser;
    if (r[USER] !== undefined) return r[USER] ?? null;
    let claims = await tokens.verify(bearer(req));
    if (claims && versions && (claims.tv ?? 0) < (await versions.current(claims.userId))) claims = null;
    r[USER] = claims ? { userId: claims.userId, claims } : null;
    return r[USER];
  }
  return {
    async requireUser(req) {
      const u = await resolve(req);
      if (!u) throw unauthorized('Your session has expired, please log in again');
      await passwordGate(req, u);
    },
    async requireNonGuest(req) {
      const u = await resolve(req);
      if (!u) throw unauthorized('Your session has expired, please log in again');
      if (u.claims.isGuest) throw forbidden('Please sign up or log in to use this');
      await passwordGate(req, u);
    },
    async requireAdmin(req) {
      const u = await resolve(req);
      if (!u) throw unauthorized('Your session has expired, please log in again');
      if (!u.claims.isAdmin) throw forbidden('Admins only');
      await passwordGate(req, u);
    },
    user(req) {
      const u = (req as WithUser)[USER];
      if (!u) throw unauthorized();
      return u;
    },
    optionalUser: resolve,
  };
}
