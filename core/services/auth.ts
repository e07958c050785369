/**
 * IAuth (§3 Auth, §4 Authentication, §5): the logged-in state derives from the stored token.
 * - A missing or expired token counts as expired (exp in seconds); an expired token is discarded,
 *   which makes the user a guest.
 * - A refresh is dispatched when under 5 minutes remain, checked every second (`startTimer`).
 * - Auto-login (uuid + fingerprint) is throttled to one per second; guest login to one per 5 s,
 *   leading call only.
 */
import { decodeJwt } from 'jose';
import { computed, makeObservable, observable, action, runInAction } from 'mobx';
import type { Claims, LoginResponse } from '@lemma/sdk/contract/auth';
import { MEMBER_TYPES } from '@lemma/sdk/contract/constants';
import { LIMITS } from '@lemma/sdk/contract/constants';
import type { AuthService, EventsService } from '@lemma/sdk/services';
import type { Api } from './api';
import { serverMessage } from './api';
import { storage } from './storage';
import { adAttributes, fingerprint, guestUuid } from './clientAttributes';
import { throttleLeading } from './throttle';

/**
 * Claims of a token when they have exactly the §3 shape, or null. (A hand-written check rather
 * than the zod schema keeps zod out of the client bundle; the server verifies signatures.)
 */
export function readClaims(token: string | null): Claims | null {
  if (!token) return null;
  try {
    const c = decodeJwt(token) as Record<string, unknown>;
    const str = (k: string) => typeof c[k] === 'string';
    const strOrNull = (k: string) => c[k] === null || typeof c[k] === 'string';
    const bool = (k: string) => typeof c[k] === 'boolean';
    const int = (k: string) => Number.isInteger(c[k]);
    const ok =
      str('sub') &&
      strOrNull('firstName') &&
      strOrNull('lastName') &&
      bool('isAdmin') &&
      bool('isGuest') &&
      int('userId') &&
      int('exp') &&
      int('trialCount') &&
      bool('trialUsed') &&
      bool('subActived') &&
      (MEMBER_TYPES as readonly unknown[]).includes(c.memberType);
    return ok ? (c as unknown as Claims) : null;
  } catch {
    return null;
  }
}

/** §5: a missing token counts as expired; exp is in seconds. */
export function isExpired(claims: Claims | null, now = Date.now()): boolean {
  return !claims || claims.exp * 1000 <= now;
}

/** §4: refresh when under 5 minutes remain. */
export function needsRefresh(claims: Claims | null, now = Date.now()): boolean {
  return !!claims && !isExpired(claims, now) && claims.exp * 1000 - now < LIMITS.TOKEN_REFRESH_WINDOW_MS;
}

export interface AuthHooks {
  /** Shows the auto-login-failed toast with a link to the login page. */
  onAutoLoginFailed(): void;
  /** Guest login failed: message, token removed, login dialog. */
  onGuestLoginFailed(): void;
}

export class Auth implements AuthService {
  token: string | null = storage.get('token');
  errorMessage: string | null = null;
  now = Date.now();
  private refreshing: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  hooks: AuthHooks = { onAutoLoginFailed: () => {}, onGuestLoginFailed: () => {} };

  constructor(
    private readonly api: Api,
    private readonly events: EventsService,
  ) {
    makeObservable<Auth, 'setToken'>(this, {
      token: observable,
      errorMessage: observable,
      now: observable,
      claims: computed,
      isLoggedIn: computed,
      isGuest: computed,
      isAdmin: computed,
      displayName: computed,
      initials: computed,
      setToken: action,
      accept: action,
      reset: action,
      tick: action,
    });
    this.autoLogin = throttleLeading(this.doAutoLogin.bind(this), LIMITS.AUTO_LOGIN_THROTTLE_MS);
    this.loginAsGuest = throttleLeading(this.doGuestLogin.bind(this), LIMITS.GUEST_LOGIN_THROTTLE_MS);
  }

  get claims(): Claims | null {
    const c = readClaims(this.token);
    return isExpired(c, this.now) ? null : c;
  }
  get isLoggedIn() {
    return !!this.claims;
  }
  /** Not logged in, or logged in as a guest. */
  get isGuest() {
    return !this.claims || this.claims.isGuest;
  }
  get isAdmin() {
    return !!this.claims?.isAdmin;
  }
  get displayName() {
    const c = this.claims;
    if (!c || c.isGuest) return '';
    return [c.firstName ?? 'Lemma', c.lastName].filter(Boolean).join(' ');
  }
  /** §3: the first letters of first and last name. */
  get initials() {
    const c = this.claims;
    if (!c || c.isGuest) return '';
    return ((c.firstName ?? 'Lemma').charAt(0) + (c.lastName ?? '').charAt(0)).toUpperCase();
  }

  private setToken(token: string | null) {
    const wasGuest = this.isGuest;
    this.token = token;
    if (token) storage.set('token', token);
    else storage.remove('token');
    this.now = Date.now();
    this.events.emit('auth:changed', { isLoggedIn: this.isLoggedIn, isGuest: this.isGuest });
    if (wasGuest !== this.isGuest && this.claims)
      this.events.emit('auth:login', { userId: this.claims.userId, isGuest: this.claims.isGuest });
  }

  accept(res: LoginResponse): void {
    this.errorMessage = null;
    storage.set('loginUuid', res.uuid);
    this.setToken(res.token);
  }

  /** §4: resetting auth clears the user fields and returns to guest. */
  reset(): void {
    storage.remove('loginUuid');
    this.setToken(null);
  }

  private fail(err: unknown): never {
    const m = serverMessage(err);
    runInAction(() => (this.errorMessage = m.message ?? (err as Error).message ?? 'Error'));
    throw err;
  }

  /** Checked every second: discard an expired token, refresh one that is about to expire. */
  tick(now = Date.now()): void {
    this.now = now;
    const raw = readClaims(this.token);
    if (this.token && isExpired(raw, now)) {
      this.setToken(null);
      return;
    }
    if (needsRefresh(raw, now)) void this.refresh().catch(() => {});
  }

  startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), LIMITS.TOKEN_CHECK_INTERVAL_MS);
  }
  stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  refresh(): Promise<void> {
    if (this.refreshing) return this.refreshing;
    this.refreshing = this.api
      .get<{ token: string }>('/token/refresh', { silent: true })
      .then((r) => this.setToken(r.token))
      .catch((e) => this.fail(e))
      .finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  readonly autoLogin: (() => Promise<boolean>) & { reset(): void };
  private async doAutoLogin(): Promise<boolean> {
    const uuid = storage.get('loginUuid');
    if (!uuid) return false;
    try {
      const res = await this.api.post<LoginResponse>('/auth/login/x', { uuid, fingerprint: fingerprint() }, { silent: true });
      this.accept(res);
      storage.set('firstVisit', '1');
      return true;
    } catch (e) {
      runInAction(() => (this.errorMessage = serverMessage(e).message ?? null));
      storage.remove('loginUuid');
      this.setToken(null);
      this.hooks.onAutoLoginFailed();
      return false;
    }
  }

  readonly loginAsGuest: (() => Promise<void>) & { reset(): void };
  private async doGuestLogin(): Promise<void> {
    try {
      const res = await this.api.post<LoginResponse>(
        '/auth/guest',
        { guestUuid: guestUuid(), fingerprint: fingerprint(), attributes: adAttributes() },
        { silent: true },
      );
      this.accept(res);
    } catch (e) {
      runInAction(() => (this.errorMessage = serverMessage(e).message ?? null));
      this.setToken(null);
      this.hooks.onGuestLoginFailed();
    }
  }

  async login(email: string, password: string) {
    try {
      this.accept(
        await this.api.post<LoginResponse>('/auth/login', { email, password, fingerprint: fingerprint() }, { silent: true }),
      );
    } catch (e) {
      this.fail(e);
    }
  }
  async signup(body: { email: string; password: string; firstName?: string; lastName?: string }) {
    try {
      await this.api.post('/auth/signup', body, { silent: true });
      sessionStorage?.setItem('lemma.newUser', '1');
    } catch (e) {
      this.fail(e);
    }
  }
  async verify(email: string, code: string) {
    try {
      this.accept(
        await this.api.post<LoginResponse>(
          `/auth/verification?code=${encodeURIComponent(code)}`,
          { email, fingerprint: fingerprint() },
          { silent: true },
        ),
      );
    } catch (e) {
      this.fail(e);
    }
  }
  async requestPasswordReset(email: string) {
    try {
      await this.api.post('/auth/reset-password/code', { email }, { silent: true });
    } catch (e) {
      this.fail(e);
    }
  }
  async resetPassword(email: string, code: string, password: string) {
    try {
      this.accept(
        await this.api.post<LoginResponse>(
          '/auth/reset-password',
          { email, code, password, fingerprint: fingerprint() },
          { silent: true },
        ),
      );
    } catch (e) {
      this.fail(e);
    }
  }
  async changePassword(oldPassword: string, newPassword: string) {
    try {
      this.accept(await this.api.post<LoginResponse>('/auth/update', { oldPassword, newPassword }, { silent: true }));
    } catch (e) {
      this.fail(e);
    }
  }
  async loginWithGoogle(credential: string, clientId?: string, selectBy?: string) {
    try {
      this.accept(
        await this.api.post<LoginResponse>(
          '/auth/login/google',
          { credential, clientId, select_by: selectBy, fingerprint: fingerprint() },
          { silent: true },
        ),
      );
    } catch (e) {
      this.fail(e);
    }
  }
  async loginWithApple(idToken: string) {
    try {
      this.accept(
        await this.api.post<LoginResponse>('/auth/apple/login', { idToken, fingerprint: fingerprint() }, { silent: true }),
      );
    } catch (e) {
      this.fail(e);
    }
  }

  async logout() {
    const uuid = storage.get('loginUuid');
    if (this.isLoggedIn && uuid) await this.api.post('/auth/logout', { uuid }, { silent: true }).catch(() => {});
    this.reset();
    this.loginAsGuest.reset();
    this.autoLogin.reset();
    this.events.emit('auth:logout', {});
  }

  async ensureSession() {
    this.tick();
    if (this.isLoggedIn) return;
    if (storage.get('loginUuid') && (await this.autoLogin())) return;
    await this.loginAsGuest();
  }
}
