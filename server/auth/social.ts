/**
 * Google and Apple sign-in: the provider's ID token is verified with jose against the provider's
 * JWKS (issuer, audience = our configured client ids, expiry, signature). Keys are fetched and
 * cached by jose's remote key set. Tests point the JWKS URLs at a local server with local keys.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../core/errors';

export interface VerifiedIdentity {
  provider: 'google' | 'apple';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export function createSocialVerifier(cfg: {
  googleClientIds: string[];
  googleJwksUrl: string;
  appleClientIds: string[];
  appleJwksUrl: string;
}) {
  const googleKeys = cfg.googleClientIds.length ? createRemoteJWKSet(new URL(cfg.googleJwksUrl)) : null;
  const appleKeys = cfg.appleClientIds.length ? createRemoteJWKSet(new URL(cfg.appleJwksUrl)) : null;
  const truthy = (v: unknown) => v === true || v === 'true';

  async function check(
    keys: ReturnType<typeof createRemoteJWKSet>,
    token: string,
    issuer: string[],
    audience: string[],
  ): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      if (!payload.sub) throw new Error('no subject');
      return payload;
    } catch {
      throw new AppError('INVALID_CREDENTIAL', 'The sign-in could not be verified, please try again');
    }
  }

  return {
    googleEnabled: !!googleKeys,
    appleEnabled: !!appleKeys,
    async google(credential: string): Promise<VerifiedIdentity> {
      if (!googleKeys) throw new AppError('CUSTOM_ERROR', 'Google sign-in is not configured');
      const p = await check(googleKeys, credential, ['https://accounts.google.com', 'accounts.google.com'], cfg.googleClientIds);
      return {
        provider: 'google',
        subject: p.sub!,
        email: typeof p.email === 'string' ? p.email.toLowerCase() : null,
        emailVerified: truthy(p.email_verified),
        firstName: typeof p.given_name === 'string' ? p.given_name : null,
        lastName: typeof p.family_name === 'string' ? p.family_name : null,
      };
    },
    async apple(idToken: string): Promise<VerifiedIdentity> {
      if (!appleKeys) throw new AppError('CUSTOM_ERROR', 'Apple sign-in is not configured');
      const p = await check(appleKeys, idToken, ['https://appleid.apple.com'], cfg.appleClientIds);
      return {
        provider: 'apple',
        subject: p.sub!,
        email: typeof p.email === 'string' ? p.email.toLowerCase() : null,
        emailVerified: truthy(p.email_verified),
        firstName: null,
        lastName: null,
      };
    },
  };
}
export type SocialVerifier = ReturnType<typeof createSocialVerifier>;
