/**
 * Errors in the §8 shape. Throw `AppError` anywhere in a route or a job; the kernel's error handler
 * (server/core/errors.ts) answers `{ errorCode, message }` with the status below and never leaks a
 * stack trace. The codes are the §8 catalogue (`ERROR_CODES` in sdk/contract/errors.ts).
 */
import type { ErrorCode } from '../contract/errors';

export {
  ERROR_CODES,
  DIALOG_TRIGGERS,
  isErrorBody,
  type ErrorBody,
  type ErrorCode,
  type DialogTrigger,
} from '../contract/errors';

/**
 * The HTTP status of an error code: 400 validation/custom, 401 credentials, 402 out of credits or
 * trials, 403 forbidden or password change required, 404, 409 duplicate, 413 too large, 429 rate
 * limited, 500 otherwise (INTERNAL_ERROR).
 */
export function statusFor(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_ERROR':
    case 'CUSTOM_ERROR':
      return 400;
    case 'INVALID_CREDENTIAL':
    case 'UNAUTHORIZED':
      return 401;
    case 'OUT_OF_BALANCE_CREDIT':
    case 'OUT_OF_IMAGE_USAGE':
    case 'AI_TUTOR_TRIAL_LIMIT_HIT':
      return 402;
    case 'FORBIDDEN':
    case 'REQUIRE_PASSWORD_CHANGE':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'DUPLICATED_RECORD':
      return 409;
    case 'FILE_TOO_LARGE':
      return 413;
    case 'RATE_LIMITED':
      return 429;
    default:
      return 500;
  }
}

/** An error the client sees: `errorCode` from §8, a message for people, and the HTTP status (default `statusFor(errorCode)`). */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly statusCode: number = statusFor(errorCode),
  ) {
    super(message);
  }
}

/** 404 NOT_FOUND (also for someone else's rows: never reveal that they exist). */
export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
/** 401 UNAUTHORIZED. */
export const unauthorized = (what = 'Login required') => new AppError('UNAUTHORIZED', what);
/** 403 FORBIDDEN. */
export const forbidden = (what = 'Not allowed') => new AppError('FORBIDDEN', what);
