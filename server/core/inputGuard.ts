/**
 * Request input the database cannot store or the server should not walk (issue #13): JSON nested deeper than
 * MAX_JSON_DEPTH, and strings with a NUL character (PostgreSQL text cannot hold U+0000) or a lone UTF-16 surrogate
 * (not valid Unicode: PostgreSQL rejects it in UTF-8). All are a 400 VALIDATION_ERROR before any route runs,
 * instead of a database error (a 500).
 * (JSON bodies are parsed by Fastify's own secure-json-parse, which already refuses `__proto__` keys.)
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '@lemma/sdk/server';

/** Deepest JSON nesting accepted (objects and arrays); the app's deepest real body (a workspace layout) is far below. */
export const MAX_JSON_DEPTH = 64;

const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Checks a parsed value: depth ≤ MAX_JSON_DEPTH and no string (value or key) with NUL or a lone surrogate.
 * Iterative, so a hostile depth cannot overflow the stack. @returns the problem, or null when the value is fine
 */
export function inputProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (BAD_TEXT.test(v)) return 'Text may not contain NUL characters or unpaired surrogates';
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) return `JSON may be nested at most ${MAX_JSON_DEPTH} levels deep`;
      for (const [k, child] of Object.entries(v)) {
        if (BAD_TEXT.test(k)) return 'Text may not contain NUL characters or unpaired surrogates';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Installs the check of body, query string and path parameters on `app` (every route, plugins' too), before validation. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const problem = inputProblem(req.body) ?? inputProblem(req.query) ?? inputProblem(req.params);
    if (problem) throw new AppError('VALIDATION_ERROR', problem);
  });
}

/**
 * The rate-limit key of a client address (issue #13): an IPv4 address as is; an IPv6 address by its /64 prefix — one
 * customer line or host usually owns a whole /64 (RFC 6177, RFC 7934), so counting each address alone lets one client
 * rotate through 2^64 of them. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function rateLimitKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
