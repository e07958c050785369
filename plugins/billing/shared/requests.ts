/** Request schemas of the §7 Billing routes (zod, server side). */
import { z } from 'zod';
import { dbId } from '@lemma/sdk/contract/ids';
import { DIALOG_TRIGGERS } from '@lemma/sdk/contract/errors';

/** A promotion code (§3), upper-cased. */
export const promotionCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,32}$/, 'Invalid code');
export const codeParam = z.object({ code: promotionCode });
export const checkoutRequest = z.object({
  planId: z.number().int().min(33).max(40),
  freeTrial: z.boolean().optional(),
  promotionCode: promotionCode.optional(),
});
export const rechargeCheckoutRequest = z.object({ packId: dbId(), promotionCode: promotionCode.optional() });
export const cancelRequest = z.object({ cancel: z.boolean().default(true) });

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const triggerCreateQuery = z.object({
  triggerType: z.enum(DIALOG_TRIGGERS),
  freeTrialAvailableFlag: flag.optional(),
  freeTrialConfirmExitDialogFlag: flag.optional(),
});
export const triggerUpdateQuery = z.object({ uuid: z.string().uuid(), triggerFreeTrialConfirmExitDialogFlag: flag });
/** Admins' new promotion code. */
export const promotionCreateRequest = codeParam.extend({
  hostName: z.string().trim().min(1).max(120),
  couponType: z.enum(['PERCENTAGE', 'AMOUNT']),
  value: z.number().int().min(1).max(10_000),
  expiresAt: z.number().int().optional(),
});
/** A checkout id in a path. */
export const checkoutIdParam = z.object({ id: z.string().min(4).max(200) });
/** The tester's choice on the local test checkout. */
export const localCheckoutOutcome = z.object({ outcome: z.enum(['pay', 'cancel']) });
/** `POST /promotion/get`: a code, or none for the promotion the caller arrived with. */
export const promotionQuery = z.object({ code: promotionCode.optional() });
