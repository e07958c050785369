/** Request schemas of the account's server routes. */
import { z } from 'zod';
import { DISPLAY_KINDS } from '../shared/contract';

/** `GET /constants/city-list`: a name prefix (accents ignored) and optionally an ISO 3166-1 alpha-2 country. */
export const cityListQuery = z.object({
  cityName: z.string().trim().min(1).max(80),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
/** `GET /display/update/:kind`. */
export const displayKindParam = z.object({ kind: z.enum(DISPLAY_KINDS) });
/** `POST /invitation/accept`: an invitation code, upper-cased. */
export const invitationCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,32}$/, 'Invalid code'),
});
