/**
 * §8 error catalogue as a pure function: what the client does for a failed API call.
 * Kept free of side effects so every row of the catalogue is unit-tested.
 */
import type { ErrorBody } from '@lemma/sdk/contract/errors';
import { isErrorBody } from '@lemma/sdk/contract/errors';
import type { MemberType, ModelCode } from '@lemma/sdk/contract/constants';

export type ErrorAction =
  | { kind: 'silent' }
  | { kind: 'reauth' }
  | { kind: 'message'; key: string; detail?: string }
  | { kind: 'serverMessage'; text: string }
  | { kind: 'dialog'; dialog: string; props?: Record<string, unknown>; toastKey?: string };

export interface ErrorInput {
  status?: number;
  data?: unknown;
  url?: string;
  cancelled?: boolean;
  /** The request asked to handle its errors itself (e.g. a form showing the error inline). */
  silent?: boolean;
  isGuest: boolean;
  memberType: MemberType | null;
  modelCode: ModelCode;
}

/** URLs whose failures never show the system message (§8: "two specific URLs are excluded"). */
export const MESSAGE_EXCLUDED_URLS = ['/user/is-guest', '/error-report'];
/** Auth URLs: a 401 there means wrong credentials, not an expired session. */
const AUTH_URL = /^\/?(auth\/|token\/refresh)/;

export function classifyApiError(e: ErrorInput): ErrorAction[] {
  if (e.cancelled) return [{ kind: 'silent' }];
  const url = (e.url ?? '').replace(/^\/api/, '');
  const body: ErrorBody | null = isErrorBody(e.data) ? e.data : null;
  const code = body?.errorCode;
  if (e.status === 401 && !AUTH_URL.test(url.replace(/^\//, ''))) return [{ kind: 'reauth' }];

  // Dialog-opening codes act even for silent requests: the user must see why the tool stopped.
  if (code === 'OUT_OF_BALANCE_CREDIT') {
    if (e.isGuest) return [{ kind: 'dialog', dialog: 'login', props: { reason: 'guestRunOut' } }];
    // The server names the credit kind it could not debit ("Not enough PRO credits"); else the chosen model.
    const kind = /\bMAX\b/.test(body!.message) ? 'MAX' : /\bPRO\b/.test(body!.message) ? 'PRO' : e.modelCode;
    return [
      {
        kind: 'dialog',
        dialog: 'subscription',
        props: { reason: 'OUT_OF_BALANCE' },
        toastKey: kind === 'MAX' ? 'errors:maxRunOut' : 'errors:proRunOut',
      },
    ];
  }
  if (code === 'OUT_OF_IMAGE_USAGE') {
    if (e.isGuest)
      return [{ kind: 'dialog', dialog: 'login', props: { reason: 'imageLimit' }, toastKey: 'errors:imageLimitTitle' }];
    if (e.memberType === 'FREE')
      return [
        { kind: 'dialog', dialog: 'subscription', props: { reason: 'OUT_OF_IMAGE_USAGE' }, toastKey: 'errors:imageLimitMember' },
      ];
    return [{ kind: 'dialog', dialog: 'exceeded-image-limit' }];
  }
  // §8 AI_TUTOR_TRIAL_LIMIT_HIT: the free tutor sessions are used; guests sign up, others get the tutor promotion (§2).
  if (code === 'AI_TUTOR_TRIAL_LIMIT_HIT') {
    if (e.isGuest) return [{ kind: 'dialog', dialog: 'login', props: { reason: 'tutorTrial' } }];
    return [
      {
        kind: 'dialog',
        dialog: 'tutor-promotion',
        props: { reason: 'AI_TUTOR_TRIAL_LIMIT_HIT' },
        toastKey: 'errors:tutorTrialUsed',
      },
    ];
  }
  if (code === 'REQUIRE_PASSWORD_CHANGE') return [{ kind: 'dialog', dialog: 'password-change' }];

  if (e.silent || MESSAGE_EXCLUDED_URLS.some((u) => url.startsWith(u))) return [{ kind: 'silent' }];
  switch (code) {
    case 'DUPLICATED_RECORD':
      return [{ kind: 'message', key: 'errors:duplicatedRecord' }];
    case 'VALIDATION_ERROR':
      return [{ kind: 'message', key: 'errors:invalidContent', detail: body!.message }];
    case 'FILE_TOO_LARGE':
      return [{ kind: 'message', key: 'errors:fileTooLarge' }];
    case 'CUSTOM_ERROR':
      return [{ kind: 'serverMessage', text: body!.message }];
    case 'INVALID_CREDENTIAL':
      return [{ kind: 'message', key: 'errors:invalidCredential' }];
  }
  switch (e.status) {
    case 401:
    case 418:
      return [{ kind: 'silent' }];
    case 400:
      return [{ kind: 'message', key: 'errors:status400' }];
    case 403:
      return [{ kind: 'message', key: 'errors:status403' }];
    case 500:
      return [{ kind: 'message', key: 'errors:status500' }];
    default:
      return [{ kind: 'message', key: 'errors:unknown' }];
  }
}
