/**
 * The account contract (§2 settings, §3 user info, invitation info, promotion info; §7 User):
 * the education list for grade/degree, invitation and promotion shapes.
 */

/** §7 education list: the degree a user picks in my account (`users.degreeId`; -1 = not set), with its §9 grade level. */
export const EDUCATION = [
  { id: 0, key: 'elementary', grade: 1 },
  { id: 1, key: 'middle', grade: 2 },
  { id: 2, key: 'high', grade: 3 },
  { id: 3, key: 'undergraduate', grade: 4 },
  { id: 4, key: 'graduate', grade: 5 },
  { id: 5, key: 'teacher', grade: null },
  { id: 6, key: 'parent', grade: null },
  { id: 7, key: 'other', grade: null },
] as const;

/** §3 Invitation info, plus the code and link to share. */
export interface InvitationInfo {
  invitationCode: string;
  /** Path of the invitation link (prefix it with the site origin). */
  path: string;
  /** §9 referral credits each side gets once. */
  newMaxCredit: number;
  newProCredit: number;
  invitedCount: number;
}

/** Settings tabs by index (§2): my account 0, balance 1, favorites 2, settings 3. */
export const SETTINGS_TABS = ['account', 'balance', 'favorites', 'settings'] as const;

/** §3 local storage key of the invitation code (kept from /invite/:code until the visitor has an account). */
export const INVITATION_KEY = 'lemma.invitationCode';

/** The current "what's new" edition (`users.whatsNewVersion` holds the last one the user read) and its items (`account:whatsNew.items.<key>`). */
export const WHATS_NEW = { version: '2026.11', items: ['tutor', 'plans', 'settings'] } as const;

/** §7 `GET /display/update/{kind}`: things a user has seen and that should not show again. */
export const DISPLAY_KINDS = ['discord', 'notebook-guide', 'back-to-school', 'version', 'free-trial'] as const;
