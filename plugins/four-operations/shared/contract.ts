/**
 * The four-operations API (our addition to the spec's §7): request and answer shapes shared by the
 * server routes (which validate with these zod schemas) and the client store.
 *
 * - `POST /api/four-operations/round/save` `SaveRoundBody` → `SavedRound` (the server's score)
 * - `GET /api/four-operations/round/best` → `{ bests: BestScore[] }` (the caller's)
 * - `GET /api/four-operations/round/id/:id` → `RoundDetail` (the caller's own round, else 404)
 */
import { z } from 'zod';
import { dbIdText } from '@lemma/sdk/contract/ids';
import { LEVELS, OPERATIONS, ROUND_SIZE, isValidProblem, type Level, type Operation } from './drill';

/** What the `four-operations:new-round` command accepts; anything else (a toolbar's `{ panelId }`) is ignored. */
export const newRoundArgs = z.object({
  operations: z.array(z.enum(OPERATIONS)).min(1).optional(),
  level: z.enum(LEVELS).optional(),
});

/** The §2 page model of `/app/four-operations`: the usage source its rounds are counted under. */
export const PAGE_MODEL = 'DEMO_FOUR_OPERATIONS';
/** The usage function a saved round counts as (`func_usage.func`). */
export const USAGE_FUNC = 'DRILL';

// #region guide:save-schema
const answered = z.object({
  op: z.enum(OPERATIONS),
  a: z.number().int().min(0).max(100),
  b: z.number().int().min(0).max(100),
  answer: z.number().int().min(-1000).max(10_000),
});

/** A finished round as the client sends it: the problems and the answers typed — no score. */
export const saveRoundBody = z
  .object({
    operations: z.array(z.enum(OPERATIONS)).min(1).max(OPERATIONS.length),
    level: z.enum(LEVELS),
    problems: z.array(answered).length(ROUND_SIZE),
    durationMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600 * 1000),
  })
  .refine((r) => r.problems.every((p) => r.operations.includes(p.op) && isValidProblem(p, r.level)), {
    message: 'Every problem must be one of the round’s operations at its level',
    path: ['problems'],
  });
export type SaveRoundBody = z.input<typeof saveRoundBody>;
// #endregion

/** A round id in a path. */
export const roundIdParam = z.object({ id: dbIdText() });

/** What `round/save` answers: the score the server computed. */
export interface SavedRound {
  id: number;
  correct: number;
  total: number;
  durationMs: number;
}

/** A saved round with its problems (each with the answer typed and whether it was right). */
export interface RoundDetail extends SavedRound {
  operations: Operation[];
  level: Level;
  problems: { op: Operation; a: number; b: number; answer: number; correct: boolean }[];
  createdAt: number;
}

/** The best round of one choice of operations and level: most right answers, then the fastest. */
export interface BestScore {
  operations: Operation[];
  level: Level;
  correct: number;
  total: number;
  durationMs: number;
  createdAt: number;
}
