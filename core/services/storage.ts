/** §3 Local storage keys, in one place. Access is guarded: private mode or a full quota never throws. */
export const STORAGE_KEYS = {
  token: 'lemma.accessToken',
  loginUuid: 'lemma.loginUuid',
  firstVisit: 'lemma.firstVisit',
  adClickId: 'lemma.gclid',
  socialClickId: 'lemma.fbclid',
  utm: 'lemma.utm',
  guestId: 'lemma.guestId',
  invitationCode: 'lemma.invitationCode',
  promotionCode: 'lemma.promotionCode',
  timer: 'lemma.timer',
  workspace: 'lemma.workspace',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return globalThis.localStorage?.getItem(STORAGE_KEYS[key]) ?? null;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEYS[key], value);
    } catch {
      /* storage unavailable: keep going without persistence */
    }
  },
  remove(key: StorageKey): void {
    try {
      globalThis.localStorage?.removeItem(STORAGE_KEYS[key]);
    } catch {
      /* ignore */
    }
  },
};
