/**
 * Calculator contract (§3 Calculator entry, §7 Notebook and calculator, §9 calculator models):
 * request schemas shared by the routes and the client.
 */
import { z } from 'zod';

/** §9 calculator models, plus LIMIT, which the engine also serves. */
export const CALCULATOR_MODELS = ['CALCULATION', 'FUNCTION_SOLVE', 'DERIVATIVE', 'INTEGRATION', 'LIMIT'] as const;
export const INTEGRATION_MODELS = ['DEFINITE_INTEGRAL', 'INDEFINITE_INTEGRAL'] as const;
export type CalculatorModel = (typeof CALCULATOR_MODELS)[number];
export type IntegrationModel = (typeof INTEGRATION_MODELS)[number];

import { MAX_DERIVATIVE_ORDER, VARIABLE_RE } from './fields';
export { MAX_DERIVATIVE_ORDER, VARIABLE_RE, orderError, variableError } from './fields';

const bound = z.string().trim().min(1).max(100);
export const computeRequest = z
  .object({
    model: z.enum(CALCULATOR_MODELS),
    input: z.string().trim().min(1, 'Please enter an expression').max(2000),
    variable: z.string().trim().regex(VARIABLE_RE, 'The variable is a single letter').default('x'),
    derivativeOrder: z.number().int().min(1).max(MAX_DERIVATIVE_ORDER).default(1),
    integrationModel: z.enum(INTEGRATION_MODELS).optional(),
    integrationLowerBound: bound.optional(),
    integrationUpperBound: bound.optional(),
    limitPoint: bound.optional(),
  })
  .refine(
    (r) =>
      r.model !== 'INTEGRATION' ||
      r.integrationModel !== 'DEFINITE_INTEGRAL' ||
      (r.integrationLowerBound && r.integrationUpperBound),
    { message: 'A definite integral needs both bounds', path: ['integrationLowerBound'] },
  );
export type ComputeRequestBody = z.input<typeof computeRequest>;

/** §3 Calculator entry as saved in the history. */
export const historyEntry = z.object({
  input: z.string().trim().min(1).max(2000),
  model: z.enum(CALCULATOR_MODELS),
  simplifyResult: z.string().max(20_000).nullable().optional(),
  calcResult: z.string().max(20_000).nullable().optional(),
  variable: z.string().max(10).default('x'),
  derivativeOrder: z.number().int().min(1).max(MAX_DERIVATIVE_ORDER).default(1),
  integrationLowerBound: z.string().max(100).nullable().optional(),
  integrationUpperBound: z.string().max(100).nullable().optional(),
  integrationModel: z.enum(INTEGRATION_MODELS).nullable().optional(),
});
export type HistoryEntryBody = z.input<typeof historyEntry>;

export interface CalculatorEntry {
  id: number;
  input: string;
  model: CalculatorModel;
  simplifyResult: string | null;
  calcResult: string | null;
  variable: string;
  derivativeOrder: number;
  integrationLowerBound: string | null;
  integrationUpperBound: string | null;
  integrationModel: IntegrationModel | null;
  createdAt: number;
}
