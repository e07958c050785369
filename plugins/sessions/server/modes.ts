/** The registry of session modes (`Sessions.modes`; see `SessionModeHandler` in the server SDK). */
import type { SessionModeHandler, SessionModes } from '@lemma/sdk/server';

/** A registry; registering a mode twice throws (two plugins cannot both own NEW_TUTOR). */
export function createSessionModes(): SessionModes {
  const handlers = new Map<string, SessionModeHandler>();
  return {
    register(h) {
      if (handlers.has(h.mode)) throw new Error(`Session mode ${h.mode} is already registered`);
      handlers.set(h.mode, h);
    },
    get: (mode) => handlers.get(mode),
  };
}
