/**
 * `POST /calculator/compute`: free for everyone, guests included, no credits; usage counted with
 * source CALCULATOR (§9). Free work is the first to wait (issue #12 point 2): it runs in the math pool's
 * `free` class in the caller's own queue (round-robin across users, paid Ask/tutor work first), a full
 * queue answers 429 RATE_LIMITED with Retry-After, and the route itself is rate-limited per account
 * (per address for guests, who are cheap to make).
 */
import { z } from 'zod';
import { isMathError } from '@lemma/math';
import { AppError, MathBusyError, type AuthGuard, type MathEngine, type ServerApp, type UsageCounter } from '@lemma/sdk/server';
import type { FastifyRequest } from 'fastify';
import { computeRequest } from '../../shared/contract';

/** Time budget of one calculator computation (ms), counted from the request's arrival. */
export const CALCULATOR_BUDGET_MS = 3000;

/** The calculator's configuration keys (`ctx.config(calculatorConfig)`). */
export const calculatorConfig = z.object({
  /** Computations per minute per account (per address for guests and anonymous callers) on `/calculator/compute`. */
  CALCULATOR_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
});

/** The rate-limit key of a compute request: the account, or the address for guests and callers without a token. */
export async function computeRateKey(guard: AuthGuard, req: FastifyRequest): Promise<string> {
  const u = await guard.optionalUser(req);
  return u && !u.claims.isGuest ? `u:${u.userId}` : `ip:${req.ip}`;
}

export function registerComputeRoute(
  app: ServerApp,
  {
    guard,
    math,
    usage,
    ratePerMinute = 120,
  }: { guard: AuthGuard; math: MathEngine; usage: UsageCounter; ratePerMinute?: number },
): void {
  const rateLimit = { max: ratePerMinute, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => computeRateKey(guard, req) };
  app.post(
    '/calculator/compute',
    { preHandler: guard.requireUser, config: { rateLimit }, schema: { body: computeRequest } },
    async (req, reply) => {
      const b = req.body;
      const { userId } = guard.user(req);
      try {
        const result = await math.compute(
          {
            model: b.model,
            input: b.input,
            variable: b.variable,
            derivativeOrder: b.derivativeOrder,
            integrationModel: b.model === 'INTEGRATION' ? (b.integrationModel ?? 'INDEFINITE_INTEGRAL') : undefined,
            integrationLowerBound: b.integrationLowerBound,
            integrationUpperBound: b.integrationUpperBound,
            limitPoint: b.limitPoint,
          },
          CALCULATOR_BUDGET_MS,
          { userId, priority: 'free' },
        );
        await usage.count(userId, 'COMPUTE', 'CALCULATOR');
        return result;
      } catch (e) {
        if (e instanceof MathBusyError) void reply.header('Retry-After', String(e.retryAfterSeconds));
        if (isMathError(e)) throw new AppError(e.code === 'TIMEOUT' ? 'CUSTOM_ERROR' : 'VALIDATION_ERROR', e.message);
        throw e;
      }
    },
  );
}
