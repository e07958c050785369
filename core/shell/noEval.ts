/**
 * The browser build runs under a CSP without 'unsafe-eval' (server/core/securityHeaders.ts). Zod 4
 * compiles object parsers with `new Function` when it may, and probes for that with `Function('')`,
 * which the CSP blocks and reports as a violation. Turning its JIT off (`jitless`) before any schema
 * parses keeps the console clean; the server (no CSP) keeps the faster compiled parsers.
 * Import this module first in a browser entry. It imports nothing from zod, so the entry does not
 * carry zod (issue #13): zod keeps its configuration in `globalThis.__zod_globalConfig` (zod 4's
 * core.js, which adopts an existing object), so setting it here reaches the zod that the views
 * validating with it load later. noEval.test.ts checks this against the installed zod.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;

// A module, imported for its effect only.
export {};
