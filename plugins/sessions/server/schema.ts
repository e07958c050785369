/**
 * The session tables (§3 Session): `sessions`, `session_inputs`, `session_outputs`. Their columns
 * are defined in the server SDK (its tables.ts) because other plugins key their rows by
 * `sessions.id` (the tutor's `new_tutor_sessions`); the sessions plugin owns them, and drizzle-kit
 * generates their migrations from this file.
 */
export { sessions, sessionInputs, sessionOutputs } from '@lemma/sdk/server';
