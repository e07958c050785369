import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Auth, isExpired, needsRefresh, readClaims } from './auth';
import { Events } from './ui';
import type { Api } from './api';
import { storage } from './storage';

/** An unsigned token with the §3 claims (the client only decodes; the server verifies). */
function token(expSeconds: number, extra: Record<string, unknown> = {}) {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = {
    sub: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    isAdmin: false,
    isGuest: false,
    userId: 7,
    exp: expSeconds,
    trialCount: 2,
    trialUsed: false,
    subActived: false,
    memberType: 'FREE',
    ...extra,
  };
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.sig`;
}

function fakeApi(handlers: { get?: (url: string) => Promise<unknown>; post?: (url: string, body: unknown) => Promise<unknown> }) {
  return {
    get: vi.fn(handlers.get ?? (async () => ({}))),
    post: vi.fn(handlers.post ?? (async () => ({}))),
  } as unknown as Api & { get: ReturnType<typeof vi.fn>; post: ReturnType<typeof vi.fn> };
}

describe('token rules (§5)', () => {
  it('treats a missing token as expired and reads exp in seconds', () => {
    expect(isExpired(null)).toBe(true);
    const now = Date.UTC(2026, 0, 1);
    const c = readClaims(token(now / 1000 + 60))!;
    expect(isExpired(c, now)).toBe(false);
    expect(isExpired(c, now + 60_000)).toBe(true);
  });

  it('asks for a refresh only when under 5 minutes remain', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(needsRefresh(readClaims(token(now / 1000 + 301)), now)).toBe(false);
    expect(needsRefresh(readClaims(token(now / 1000 + 299)), now)).toBe(true);
    expect(needsRefresh(readClaims(token(now / 1000 - 1)), now)).toBe(false);
  });

  it('rejects a token without the §3 claims', () => {
    expect(readClaims('not.a.token')).toBeNull();
    expect(readClaims(token(9e9, { memberType: 'PIRATE' }))).toBeNull();
  });
});

describe('Auth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1, 12));
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('derives the display name and initials from the claims (§3)', () => {
    storage.set('token', token(Date.now() / 1000 + 3600));
    const auth = new Auth(fakeApi({}), new Events());
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.isGuest).toBe(false);
    expect(auth.displayName).toBe('Ada Lovelace');
    expect(auth.initials).toBe('AL');
  });

  it('uses the brand word when firstName is null', () => {
    storage.set('token', token(Date.now() / 1000 + 3600, { firstName: null, lastName: null }));
    const auth = new Auth(fakeApi({}), new Events());
    expect(auth.displayName).toBe('Lemma');
    expect(auth.initials).toBe('L');
  });

  it('dispatches a refresh from the 1 s check once under 5 minutes remain, and only one at a time', async () => {
    const exp = Date.now() / 1000 + 310;
    const fresh = token(Date.now() / 1000 + 3600);
    const api = fakeApi({ get: async () => ({ token: fresh }) });
    storage.set('token', token(exp));
    const auth = new Auth(api, new Events());
    auth.startTimer();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(api.get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get.mock.calls[0]![0]).toBe('/token/refresh');
    expect(auth.token).toBe(fresh);
    expect(storage.get('token')).toBe(fresh);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.get).toHaveBeenCalledTimes(1);
    auth.stopTimer();
  });

  it('discards an expired token, which makes the user a guest', async () => {
    storage.set('token', token(Date.now() / 1000 + 2));
    const auth = new Auth(fakeApi({ get: () => new Promise(() => {}) }), new Events());
    auth.startTimer();
    expect(auth.isLoggedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(auth.isLoggedIn).toBe(false);
    expect(auth.isGuest).toBe(true);
    expect(storage.get('token')).toBeNull();
    auth.stopTimer();
  });

  it('ensureSession: auto-login with the stored uuid first, guest login when that fails', async () => {
    storage.set('loginUuid', '6f1d3c36-8d6c-4a5e-9d1c-3f0a2b1c4d5e');
    const guestTok = token(Date.now() / 1000 + 3600, { isGuest: true, memberType: 'GUEST', firstName: null });
    const api = fakeApi({
      post: async (url) => {
        if (url === '/auth/login/x')
          throw Object.assign(new Error('401'), {
            response: { data: { errorCode: 'INVALID_CREDENTIAL', message: 'Auto-login failed' } },
          });
        return { token: guestTok, uuid: '0e0b7a55-5a7e-4f39-8d7d-9d3c5b2a1f00' };
      },
    });
    const auth = new Auth(api, new Events());
    const failed = vi.fn();
    auth.hooks = { onAutoLoginFailed: failed, onGuestLoginFailed: vi.fn() };
    await auth.ensureSession();
    expect(api.post.mock.calls.map((c) => c[0])).toEqual(['/auth/login/x', '/auth/guest']);
    expect(failed).toHaveBeenCalledOnce();
    expect(auth.errorMessage).toBeNull();
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.isGuest).toBe(true);
    expect(storage.get('loginUuid')).toBe('0e0b7a55-5a7e-4f39-8d7d-9d3c5b2a1f00');
  });

  it('throttles guest login to one call per 5 s (leading)', async () => {
    const api = fakeApi({
      post: async () => ({
        token: token(Date.now() / 1000 + 3600, { isGuest: true, memberType: 'GUEST' }),
        uuid: '0e0b7a55-5a7e-4f39-8d7d-9d3c5b2a1f00',
      }),
    });
    const auth = new Auth(api, new Events());
    await Promise.all([auth.loginAsGuest(), auth.loginAsGuest(), auth.loginAsGuest()]);
    expect(api.post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    await auth.loginAsGuest();
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('after a logout the next guest login really runs, even within 5 s', async () => {
    const api = fakeApi({
      post: async () => ({
        token: token(Date.now() / 1000 + 3600, { isGuest: true, memberType: 'GUEST' }),
        uuid: '0e0b7a55-5a7e-4f39-8d7d-9d3c5b2a1f00',
      }),
    });
    const auth = new Auth(api, new Events());
    await auth.loginAsGuest();
    await auth.logout();
    expect(auth.isLoggedIn).toBe(false);
    await auth.ensureSession();
    expect(auth.isLoggedIn).toBe(true);
    expect(api.post.mock.calls.filter((c) => c[0] === '/auth/guest')).toHaveLength(2);
  });

  it('stores the server message as the auth error message on failure (§8)', async () => {
    const api = fakeApi({
      post: async () =>
        Promise.reject(
          Object.assign(new Error('x'), {
            response: { data: { errorCode: 'INVALID_CREDENTIAL', message: 'Invalid User Credential!' } },
          }),
        ),
    });
    const auth = new Auth(api, new Events());
    await expect(auth.login('a@b.co', 'nope')).rejects.toThrow();
    expect(auth.errorMessage).toBe('Invalid User Credential!');
  });
});
