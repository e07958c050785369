/** Password and code hashing: argon2id (@node-rs/argon2, OWASP-recommended parameters) and SHA-256 for random codes. */
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** argon2id, m=19 MiB, t=2, p=1 (OWASP Password Storage Cheat Sheet). Algorithm 2 = Argon2id. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Spend comparable time so a missing account is not distinguishable by timing.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A 6-digit code for mail verification (uniform, from the CSPRNG). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A URL-safe random token of `bytes` bytes. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a short-lived random code (codes are single-use and rate-limited, so a fast hash suffices). */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
