/**
 * The auth guard: reads the Bearer token, verifies it and attaches the caller to the request.
 * Admin routes check the admin claim here, on the server (§6).
 */
import type { FastifyRequest } from 'fastify';
import type { AuthGuard, RequestUser } from '../../sdk/server';
import type { TokenIssuer } from './jwt';
import { forbidden, unauthorized } from '../core/errors';

const USER = Symbol('lemma.user');
type WithUser = FastifyRequest & { [USER]?: RequestUser | null };

export function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim();
}

export function createAuthGuard(tokens: TokenIssuer): AuthGuard {
  async function resolve(req: FastifyRequest): Promise<RequestUser | null> {
    const r = req as WithUser;
    if (r[USER] !== undefined) return r[USER] ?? null;
    const claims = await tokens.verify(bearer(req));
    r[USER] = claims ? { userId: claims.userId, claims } : null;
    return r[USER];
  }
  return {
    async requireUser(req) {
      if (!(await resolve(req))) throw unauthorized('Your session has expired, please log in again');
    },
    async requireNonGuest(req) {
      const u = await resolve(req);
      if (!u) throw unauthorized('Your session has expired, please log in again');
      if (u.claims.isGuest) throw forbidden('Please sign up or log in to use this');
    },
    async requireAdmin(req) {
      const u = await resolve(req);
      if (!u) throw unauthorized('Your session has expired, please log in again');
      if (!u.claims.isAdmin) throw forbidden('Admins only');
    },
    user(req) {
      const u = (req as WithUser)[USER];
      if (!u) throw unauthorized();
      return u;
    },
    optionalUser: resolve,
  };
}
