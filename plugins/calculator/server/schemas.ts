/** Request schemas of the calculator's server routes that the client does not share (paging, ids in paths). */
import { z } from 'zod';
import { dbIdText } from '@lemma/sdk/contract/ids';

/** `GET /calculator-history/get`: pages of 20 by default. */
export const historyPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
/** A history entry id in a path. */
export const historyIdParam = z.object({ id: dbIdText() });
