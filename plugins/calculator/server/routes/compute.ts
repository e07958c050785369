/** `POST /calculator/compute`: free for everyone, guests included, no credits; usage counted with source CALCULATOR (§9). */
import { isMathError } from '@lemma/math';
import { AppError, type AuthGuard, type MathEngine, type ServerApp, type UsageCounter } from '@lemma/sdk/server';
import { computeRequest } from '../../shared/contract';

/** Time budget of one calculator computation (ms). */
export const CALCULATOR_BUDGET_MS = 3000;

export function registerComputeRoute(app: ServerApp, { guard, math, usage }: { guard: AuthGuard; math: MathEngine; usage: UsageCounter }): void {
  app.post('/calculator/compute', { preHandler: guard.requireUser, schema: { body: computeRequest } }, async (req) => {
    const b = req.body;
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
      );
      await usage.count(guard.user(req).userId, 'COMPUTE', 'CALCULATOR');
      return result;
    } catch (e) {
      if (isMathError(e)) throw new AppError(e.code === 'TIMEOUT' ? 'CUSTOM_ERROR' : 'VALIDATION_ERROR', e.message);
      throw e;
    }
  });
}
