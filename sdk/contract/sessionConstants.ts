/**
 * The sessions contract's constants (§3 Session, §9 input purposes): modes, input purposes and
 * statuses, image statuses, the question length limit. Re-exported by ./sessions.ts; kept apart from
 * its zod schemas so that client code reading a constant does not load zod (issue #13).
 */
export const SESSION_MODES = ['ANSWER', 'TUTOR', 'NEW_TUTOR', 'ANIMATE'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];
/** §9 input purposes. */
export const INPUT_PURPOSES = [
  'DEMO_FOUR_OPERATIONS',
  'DEMO_ASK',
  'REGENERATE',
  'WEB_SEARCH',
  'VIDEO_SEARCH',
  'NEW_TUTOR_KNOWLEDGE',
  'NEW_TUTOR_SOLUTION',
  'NEW_TUTOR_STEP',
  'ANIMATE',
] as const;
/** Input statuses: PENDING → GENERATING → SUCCESS, or NOT_UNDERSTOOD / ERROR / CANCELLED. */
export const INPUT_STATUSES = ['PENDING', 'GENERATING', 'SUCCESS', 'NOT_UNDERSTOOD', 'ERROR', 'CANCELLED'] as const;
export type InputStatus = (typeof INPUT_STATUSES)[number];
/** §4 related image status. */
export const IMAGE_STATUSES = ['PENDING', 'SUCCESS', 'ERROR'] as const;

/** The longest question accepted (characters). */
export const MAX_QUESTION_LENGTH = 2000;
