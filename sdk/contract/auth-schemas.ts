/**
 * Auth and user request schemas (zod), used by the server to validate §7 Auth and User calls.
 * Kept apart from the plain types in `auth.ts` so the client bundle does not carry zod.
 */
import { z } from 'zod';
import { LANGUAGES, MEMBER_TYPES } from './constants';

/** §3: exactly the claims carried by the access token (exp in seconds since the epoch). */
export const claimsSchema = z.object({
  sub: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  isGuest: z.boolean(),
  userId: z.number().int(),
  exp: z.number().int(),
  trialCount: z.number().int(),
  trialUsed: z.boolean(),
  subActived: z.boolean(),
  memberType: z.enum(MEMBER_TYPES),
  /** Server-side: the user's token version when the token was issued (older versions are revoked). */
  tv: z.number().int().min(0).optional(),
});

const fingerprint = z.string().min(8).max(128);
const uuid = z.string().uuid();
const email = z.string().trim().toLowerCase().email().max(254);
/** Password rule: 8 to 128 characters, at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must have at least 8 characters')
  .max(128, 'Password must have at most 128 characters')
  .regex(/[A-Za-z\p{L}]/u, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a digit');
const personName = z.string().trim().min(1).max(60);

/** Ad-click identifiers captured once by the client (§3 Client attributes). */
export const clientAttributesSchema = z
  .object({
    gclid: z.string().max(256).optional(),
    fbclid: z.string().max(256).optional(),
    utm: z.string().max(1024).optional(),
    invitationCode: z.string().max(64).optional(),
  })
  .partial();

export const guestLoginRequest = z.object({ guestUuid: uuid, fingerprint, attributes: clientAttributesSchema.optional() });
export const loginRequest = z.object({ email, password: z.string().min(1).max(128), fingerprint: fingerprint.optional() });
export const autoLoginRequest = z.object({ uuid, fingerprint });
export const signupRequest = z.object({
  email,
  password: passwordSchema,
  firstName: personName.optional(),
  lastName: personName.optional(),
  language: z.enum(LANGUAGES).optional(),
});
export const verificationRequest = z.object({ email, fingerprint: fingerprint.optional() });
export const resetCodeRequest = z.object({ email });
export const resetPasswordRequest = z.object({
  email,
  code: z.string().regex(/^\d{6}$/),
  password: passwordSchema,
  fingerprint: fingerprint.optional(),
});
export const passwordChangeRequest = z.object({ oldPassword: z.string().min(1).max(128), newPassword: passwordSchema });
export const googleLoginRequest = z.object({
  credential: z.string().min(10).max(8192),
  clientId: z.string().max(256).optional(),
  select_by: z.string().max(64).optional(),
  fingerprint: fingerprint.optional(),
});
export const appleLoginRequest = z.object({
  idToken: z.string().min(10).max(8192),
  firstName: personName.optional(),
  lastName: personName.optional(),
  fingerprint: fingerprint.optional(),
});
export const deeplinkLoginRequest = z.object({ loginCode: z.string().min(16).max(128), fingerprint });

/** Every call that logs a user in answers this: the access token and the login uuid kept for auto-login. */
export const loginResponse = z.object({ token: z.string(), uuid });

export const userUpdateRequest = z
  .object({
    firstName: personName.nullable(),
    lastName: personName.nullable(),
    degreeId: z.number().int().min(-1).max(1000),
    grade: z.number().int().min(1).max(5).nullable(),
    defaultMode: z.enum(['ANSWER', 'NEW_TUTOR']),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    city: z.string().trim().max(120).nullable(),
  })
  .partial();
export const languageUpdateRequest = z.object({ language: z.enum(LANGUAGES) });
export const preferredLanguageUpdateRequest = z.object({ preferredLanguage: z.enum(LANGUAGES) });
export const termAcceptedRequest = z.object({ termAccepted: z.number().int().min(0).max(2) });
