/**
 * The browser build runs under a CSP without 'unsafe-eval' (server/core/securityHeaders.ts). Zod 4
 * compiles object parsers with `new Function` when it may, and probes for that with `Function('')`,
 * which the CSP blocks and reports as a violation. Turning its JIT off (`jitless`) before any schema
 * is built keeps the console clean; the server (no CSP) keeps the faster compiled parsers.
 * Import this module first in a browser entry (its effect applies to schemas built after it runs).
 */
import { z } from 'zod';

z.config({ jitless: true });
