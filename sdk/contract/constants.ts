/**
 * Business constants and enumerations of the product spec (§1, §2, §4, §5, §6, §9).
 * Shared by client, server and plugins: the spec's names are the contract.
 */

/** §1: the 18 interface languages; `en` is the default and has no path prefix. */
export const LANGUAGES = [
  'en',
  'es',
  'zh-TW',
  'zh-CN',
  'fr',
  'de',
  'ru',
  'ar',
  'pt',
  'ja',
  'hi',
  'it',
  'nl',
  'ko',
  'tr',
  'id',
  'uk',
  'sv',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** Native names, shown in the language picker (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  ar: 'العربية',
  pt: 'Português',
  ja: '日本語',
  hi: 'हिन्दी',
  it: 'Italiano',
  nl: 'Nederlands',
  ko: '한국어',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  uk: 'Українська',
  sv: 'Svenska',
};
export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/** §4 member types. */
export const MEMBER_TYPES = ['GUEST', 'FREE', 'MEMBER', 'SUPER_MEMBER'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/** §6 roles. */
export const ROLES = ['ADMIN', 'MEMBER', 'NOT_GUEST'] as const;
export type Role = (typeof ROLES)[number];

/** §6 model choices: default MAX, reset gives PRO. */
export const MODEL_CODES = ['MAX', 'PRO'] as const;
export type ModelCode = (typeof MODEL_CODES)[number];

/** §2 page models. */
export const PAGE_MODELS = [
  'CALCULATOR',
  'ASK',
  'NEW_TUTOR',
  'NOTEBOOK',
  'GRAPH_CALCULATOR',
  'DEMO_FOUR_OPERATIONS',
  'TUTOR',
  'ANIMATE',
] as const;

/** §9 function usage sources. */
export const USAGE_SOURCES = ['ASK', 'NOTEBOOK', 'AI_TUTOR', 'CALCULATOR', 'NEW_TUTOR', 'ANIMATE'] as const;
export type UsageSource = (typeof USAGE_SOURCES)[number];

/** §9 verification / coupon purposes. */
export const CODE_PURPOSES = ['SIGN_UP', 'FORGET_PASSWORD', 'CHANGE_PASSWORD'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** §9 grade levels: 1 elementary or younger … 5 graduate. */
export const GRADE_LEVELS = [1, 2, 3, 4, 5] as const;

/** §5 defaults. */
export const DEFAULT_TERM_ACCEPTED = 2;
export const DEFAULT_DEGREE_ID = -1;
export const DEFAULT_FREE_TRIAL_COUNT = 2;
export const IMAGE_COUNT_STEP = 5;
/** §5: next image-count threshold = ceil((imgCount + 1) / 5) * 5. */
export function nextImageCountThreshold(imgCount: number): number {
  return Math.ceil((imgCount + 1) / IMAGE_COUNT_STEP) * IMAGE_COUNT_STEP;
}

/** §9 credits. The free plan's pro credit is 2 (§9 names 2; the plan table's 3 is not used, see docs/configuration.md). */
export const CREDITS = {
  FREE_PRO: 2,
  FREE_MAX: 0,
  MEMBER_PRO: 3000,
  MEMBER_MAX: 300,
  REFERRAL_EXTRA_MAX: 100,
  DAILY_CHECK_EXTRA_MAX: 2,
} as const;

/** §9 limits and timings (milliseconds unless named otherwise). */
export const LIMITS = {
  SESSION_PAGE_SIZE: 20,
  CALCULATOR_HISTORY_PAGE_SIZE: 20,
  RESOURCE_INFO_LIMIT: 10,
  FEEDBACK_PAGE_SIZE: 50,
  TOKEN_REFRESH_WINDOW_MS: 300_000,
  TOKEN_CHECK_INTERVAL_MS: 1_000,
  SYSTEM_MESSAGE_HIDE_MS: 10_000,
  FEATURE_FLAG_TIMEOUT_MS: 3_000,
  CHUNK_LOAD_TIMEOUT_MS: 120_000,
  AUTO_LOGIN_THROTTLE_MS: 1_000,
  GUEST_LOGIN_THROTTLE_MS: 5_000,
  TIMER_KEY_WINDOW_MS: 1_800_000,
  RESIZE_DEBOUNCE_MS: 300,
} as const;

/** §9 layout widths (px) and §2 breakpoints. */
export const LAYOUT = {
  NEW_QUESTION: 800,
  SESSION_WRAPPER: 850,
  CALCULATOR: 1200,
  SESSION: 1200,
  BOTTOM_EDITOR: 1250,
  MIN_WIDTH: 375,
  BUFFER: 50,
  SIDEBAR: 280,
  TOP_BAR: 64,
  FORMULA_EDITOR_MAX: 800,
  BREAKPOINT_PAD: 600,
  BREAKPOINT_DESKTOP: 960,
  BREAKPOINT_WIDE: 1100,
  TOOLTIP_Z: 3000,
  MESSAGE_Z: 2000,
} as const;

/** §9 toasts. */
export const TOASTS = {
  MAX_VISIBLE: 20,
  DURATION_MS: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
  REMOVE_DELAY_MS: 1000,
  GAP_PX: 8,
  DEFAULT_POSITION: 'top-center',
  MAX_WIDTH_PX: 350,
  Z_INDEX: 9999,
} as const;
export type ToastKind = keyof typeof TOASTS.DURATION_MS;

/** §9 settings tabs by index. */
export const SETTINGS_TABS = { account: 0, balance: 1, favorites: 2, settings: 3 } as const;
