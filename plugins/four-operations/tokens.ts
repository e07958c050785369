/** What other plugins may use from the four-operations drill: its store (one round at a time, shared by the page and the tile). */
import { createToken } from '@lemma/sdk';
import type { DrillStore } from './state/DrillStore';

export const IFourOperations = createToken<DrillStore>('four-operations.drill');
