/**
 * Access tokens: HS256 JWTs (jose) carrying exactly the §3 claims. `exp` is in seconds (§5).
 */
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Claims } from '@lemma/sdk/contract/auth';
import { claimsSchema } from '@lemma/sdk/contract/auth-schemas';

export interface TokenIssuer {
  sign(claims: Omit<Claims, 'exp'>): Promise<string>;
  /** Verified claims, or null for a missing, malformed, badly signed or expired token. */
  verify(token: string | undefined): Promise<Claims | null>;
}

/** Verified tokens kept in memory (issue #12 hot paths); the oldest go first past this many. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * @param secret the HS256 key (config.JWT_SECRET)
 * @param ttlSeconds lifetime of new tokens
 * Verification results are cached by token text until the token's `exp`: a token is immutable and its
 * signature was checked once, so a hit is as good as a new check (there is no revocation list to consult).
 */
export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Claims>();
  const remember = (token: string, claims: Claims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    async sign(claims) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return new SignJWT({ ...claims, exp }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    },
    async verify(token) {
      if (!token) return null;
      const hit = verified.get(token);
      if (hit) {
        if (hit.exp * 1000 > Date.now()) return hit;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = claimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        remember(token, parsed.data as Claims);
        return parsed.data as Claims;
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
