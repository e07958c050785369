import { describe, expect, it } from 'vitest';
import { classifyApiError, type ErrorInput } from './errorCatalogue';

const member: Pick<ErrorInput, 'isGuest' | 'memberType' | 'modelCode'> = { isGuest: false, memberType: 'FREE', modelCode: 'PRO' };
const guest: Pick<ErrorInput, 'isGuest' | 'memberType' | 'modelCode'> = { isGuest: true, memberType: 'GUEST', modelCode: 'MAX' };
const body = (errorCode: string, message = 'm') => ({ errorCode, message });

describe('classifyApiError (§8)', () => {
  it('stays silent for cancelled requests', () => {
    expect(classifyApiError({ ...member, cancelled: true, status: 500 })).toEqual([{ kind: 'silent' }]);
  });

  it('renews the session on 401 except on auth calls', () => {
    expect(classifyApiError({ ...member, status: 401, url: '/balance/info' })).toEqual([{ kind: 'reauth' }]);
    expect(
      classifyApiError({
        ...member,
        status: 401,
        url: '/auth/login',
        data: body('INVALID_CREDENTIAL', 'Invalid User Credential!'),
      }),
    ).toEqual([{ kind: 'message', key: 'errors:invalidCredential' }]);
    expect(classifyApiError({ ...member, status: 401, url: '/token/refresh' })).toEqual([{ kind: 'silent' }]);
  });

  it('AI_TUTOR_TRIAL_LIMIT_HIT: guests get the login dialog, free users the tutor promotion with a toast', () => {
    expect(classifyApiError({ ...guest, status: 402, data: body('AI_TUTOR_TRIAL_LIMIT_HIT') })).toEqual([
      { kind: 'dialog', dialog: 'login', props: { reason: 'tutorTrial' } },
    ]);
    expect(classifyApiError({ ...member, status: 402, silent: true, data: body('AI_TUTOR_TRIAL_LIMIT_HIT') })).toEqual([
      {
        kind: 'dialog',
        dialog: 'tutor-promotion',
        props: { reason: 'AI_TUTOR_TRIAL_LIMIT_HIT' },
        toastKey: 'errors:tutorTrialUsed',
      },
    ]);
  });

  it('OUT_OF_BALANCE_CREDIT: guests get the login dialog, members the subscription dialog and a run-out toast by model', () => {
    expect(classifyApiError({ ...guest, status: 402, data: body('OUT_OF_BALANCE_CREDIT') })).toEqual([
      { kind: 'dialog', dialog: 'login', props: { reason: 'guestRunOut' } },
    ]);
    expect(classifyApiError({ ...member, status: 402, data: body('OUT_OF_BALANCE_CREDIT') })).toEqual([
      { kind: 'dialog', dialog: 'subscription', props: { reason: 'OUT_OF_BALANCE' }, toastKey: 'errors:proRunOut' },
    ]);
    expect(classifyApiError({ ...member, modelCode: 'MAX', status: 402, data: body('OUT_OF_BALANCE_CREDIT') })[0]).toMatchObject({
      toastKey: 'errors:maxRunOut',
    });
    // The kind the server could not debit wins over the picker (MAX falls back to PRO when empty).
    expect(
      classifyApiError({
        ...member,
        modelCode: 'MAX',
        status: 402,
        data: body('OUT_OF_BALANCE_CREDIT', 'Not enough PRO credits'),
      })[0],
    ).toMatchObject({ toastKey: 'errors:proRunOut' });
  });

  it('OUT_OF_IMAGE_USAGE: guest → login + title toast; free member → subscription + member toast; others → another dialog', () => {
    expect(classifyApiError({ ...guest, status: 402, data: body('OUT_OF_IMAGE_USAGE') })[0]).toMatchObject({
      dialog: 'login',
      toastKey: 'errors:imageLimitTitle',
    });
    expect(classifyApiError({ ...member, status: 402, data: body('OUT_OF_IMAGE_USAGE') })[0]).toMatchObject({
      dialog: 'subscription',
      toastKey: 'errors:imageLimitMember',
    });
    expect(classifyApiError({ ...member, memberType: 'MEMBER', status: 402, data: body('OUT_OF_IMAGE_USAGE') })[0]).toMatchObject(
      { dialog: 'exceeded-image-limit' },
    );
  });

  it('REQUIRE_PASSWORD_CHANGE opens the password-change dialog', () => {
    expect(classifyApiError({ ...member, status: 403, data: body('REQUIRE_PASSWORD_CHANGE') })).toEqual([
      { kind: 'dialog', dialog: 'password-change' },
    ]);
  });

  it('maps codes to system messages: duplicated record, "Invalid content: " + message, file too large, custom text', () => {
    expect(classifyApiError({ ...member, status: 409, data: body('DUPLICATED_RECORD') })).toEqual([
      { kind: 'message', key: 'errors:duplicatedRecord' },
    ]);
    expect(classifyApiError({ ...member, status: 400, data: body('VALIDATION_ERROR', 'email: bad') })).toEqual([
      { kind: 'message', key: 'errors:invalidContent', detail: 'email: bad' },
    ]);
    expect(classifyApiError({ ...member, status: 413, data: body('FILE_TOO_LARGE') })).toEqual([
      { kind: 'message', key: 'errors:fileTooLarge' },
    ]);
    expect(classifyApiError({ ...member, status: 400, data: body('CUSTOM_ERROR', 'Exactly this') })).toEqual([
      { kind: 'serverMessage', text: 'Exactly this' },
    ]);
  });

  it('falls back on the HTTP status; 418 shows nothing', () => {
    expect(classifyApiError({ ...member, status: 400 })).toEqual([{ kind: 'message', key: 'errors:status400' }]);
    expect(classifyApiError({ ...member, status: 403 })).toEqual([{ kind: 'message', key: 'errors:status403' }]);
    expect(classifyApiError({ ...member, status: 500 })).toEqual([{ kind: 'message', key: 'errors:status500' }]);
    expect(classifyApiError({ ...member, status: 418 })).toEqual([{ kind: 'silent' }]);
    expect(classifyApiError({ ...member, status: 502 })).toEqual([{ kind: 'message', key: 'errors:unknown' }]);
    expect(classifyApiError({ ...member })).toEqual([{ kind: 'message', key: 'errors:unknown' }]);
  });

  it('excluded URLs and silent requests show no message but still open limit dialogs', () => {
    expect(classifyApiError({ ...member, status: 500, url: '/user/is-guest' })).toEqual([{ kind: 'silent' }]);
    expect(classifyApiError({ ...member, status: 500, silent: true })).toEqual([{ kind: 'silent' }]);
    expect(classifyApiError({ ...guest, status: 402, silent: true, data: body('OUT_OF_BALANCE_CREDIT') })[0]).toMatchObject({
      kind: 'dialog',
    });
  });
});
