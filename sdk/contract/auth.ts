/**
 * Auth and user contract types (§3 Auth claims, User info, Balance info; §7 Auth and User calls).
 * The request schemas (zod) are in `auth-schemas.ts`.
 */
import type { MEMBER_TYPES } from './constants';

/**
 * §3: the claims carried by the access token (exp in seconds since the epoch), plus the server's own `tv` (token
 * version, issue #13), which the client ignores.
 */
export interface Claims {
  sub: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  isGuest: boolean;
  userId: number;
  exp: number;
  trialCount: number;
  trialUsed: boolean;
  subActived: boolean;
  memberType: (typeof MEMBER_TYPES)[number];
  tv?: number;
}

/** Every call that logs a user in answers this: the access token and the login uuid kept for auto-login. */
export interface LoginResponse {
  token: string;
  uuid: string;
}

/** §3 User info. */
export interface UserInfo {
  userId: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  grade: number | null;
  country: string | null;
  city: string | null;
  language: string;
  preferredLanguage: string | null;
  termAccepted: number;
  didSurvey: boolean;
  formId: string | null;
  showDiscordSnackbar: boolean;
  canCopy: boolean;
  canSendShortcut: boolean;
  canVoice: boolean;
  canNotebook: boolean;
  canNewTutor: boolean;
  showNotebookGuide: boolean;
  defaultMode: string;
  whatsNewVersion: string | null;
  imgCount: number;
  degreeId: number;
  eduEmailCode: string | null;
  stripeStatus: string | null;
  showFreeTrial: boolean;
  tutorPromotionType: string | null;
  subscriptionRetentionStatus: 'NOT_OFFERED' | 'INACTIVE' | 'ACTIVE' | 'OFFERED' | 'IN_SCHEDULE';
  scheduleCancelAtPeriodEnd: boolean;
  memberType: (typeof MEMBER_TYPES)[number];
  isGuest: boolean;
  isAdmin: boolean;
}

/** §3 Balance info (credits are whole numbers; nextPlanRefreshTime in ms since the epoch). */
export interface BalanceInfo {
  proPlanCredit: number;
  proExtraCredit: number;
  maxPlanCredit: number;
  maxExtraCredit: number;
  nextPlanRefreshTime: number;
  memberMaxPlanCredit: number;
}

/** Public client configuration served by `GET /api/config`. */
export interface PublicConfig {
  /** Plugin ids turned off by configuration or an admin: the client drops their routes and menu items. */
  disabledPlugins: string[];
  googleClientId: string | null;
  appleClientId: string | null;
  supportEmail: string;
  discordUrl: string;
  brand: string;
  /** Origins allowed to embed and drive the popup calculator. */
  embedOrigins: string[];
}
