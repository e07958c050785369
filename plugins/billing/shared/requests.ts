/** Request schemas of the §7 Billing routes (zod, server side). */
import { z } from 'zod';

export const checkoutRequest = z.object({ planId: z.number().int().min(33).max(40), freeTrial: z.boolean().optional() });
export const rechargeCheckoutRequest = z.object({ packId: z.number().int().positive() });
export const cancelRequest = z.object({ cancel: z.boolean().default(true) });

