/** Request schemas of the §7 Tutor routes (zod, server side). */
import { z } from 'zod';
import { dbId, dbIdText } from '@lemma/sdk/contract/ids';
import { TUTOR_STATUSES } from './contract';

export const stepRequest = z.object({ sessionId: dbId(), step: z.number().int().min(0).max(200) });
export const finishRequest = z.object({ sessionId: dbId() });
/** Our addition to §7: the student's answer to a step, a chosen option or a typed line. */
export const answerRequest = z
  .object({
    sessionId: dbId(),
    step: z.number().int().min(0).max(200),
    /** Base quiz (step 0): which question. */
    question: z.number().int().min(0).max(10).optional(),
    optionIndex: z.number().int().min(0).max(10).optional(),
    line: z.string().trim().min(1).max(500).optional(),
  })
  .refine((b) => (b.optionIndex === undefined) !== (b.line === undefined), { message: 'Give either optionIndex or line' });
export const relatedImageRequest = z.object({ sessionId: dbId(), step: z.number().int().min(0).max(200) });
export const sessionIdQuery = z.object({ sessionId: dbIdText() });
export const updateStatusQuery = z.object({ sessionId: dbIdText(), status: z.enum(TUTOR_STATUSES) });
/** §7 tutor-promotion/update: which promotion the user was shown (§9 trial or lock types). */
export const tutorPromotionRequest = z.object({ tutorPromotionType: z.enum(['TRIAL', 'SUBSCRIPTION', 'LOCK']) });
