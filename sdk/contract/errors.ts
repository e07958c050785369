/**
 * §8 error catalogue: every error leaves the server as `{ errorCode, message }`.
 * The first eight codes are the spec's; NOT_FOUND, UNAUTHORIZED, FORBIDDEN, RATE_LIMITED and
 * INTERNAL_ERROR are ours for statuses the spec names only by number; AI_TUTOR_TRIAL_LIMIT_HIT is the §8
 * dialog-trigger cause sent as a code (402) when a non-member has used the free tutor sessions (§9).
 */
export const ERROR_CODES = [
  'DUPLICATED_RECORD',
  'VALIDATION_ERROR',
  'INVALID_CREDENTIAL',
  'FILE_TOO_LARGE',
  'CUSTOM_ERROR',
  'OUT_OF_BALANCE_CREDIT',
  'OUT_OF_IMAGE_USAGE',
  'REQUIRE_PASSWORD_CHANGE',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'AI_TUTOR_TRIAL_LIMIT_HIT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The wire shape of every error response. */
export interface ErrorBody {
  errorCode: ErrorCode;
  message: string;
}

export function isErrorBody(x: unknown): x is ErrorBody {
  return (
    !!x && typeof x === 'object' && typeof (x as ErrorBody).errorCode === 'string' && typeof (x as ErrorBody).message === 'string'
  );
}

/** §8 dialog trigger causes. */
export const DIALOG_TRIGGERS = [
  'OUT_OF_BALANCE',
  'OUT_OF_IMAGE_USAGE',
  'ASK_COUNT_LIMIT_HIT',
  'AI_TUTOR_TRIAL_LIMIT_HIT',
  'PDF_UPLOAD',
  'VOICE_INPUT',
  'COUPON',
] as const;
export type DialogTrigger = (typeof DIALOG_TRIGGERS)[number];
