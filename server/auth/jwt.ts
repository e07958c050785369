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

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return new SignJWT({ ...claims, exp }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    },
    async verify(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = claimsSchema.safeParse(payload);
        return parsed.success ? (parsed.data as Claims) : null;
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
