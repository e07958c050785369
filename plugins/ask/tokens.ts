/** What other plugins may use from Ask. */
import { createToken } from '@lemma/sdk';
import type { AskStore } from './state/AskStore';

export const IAsk = createToken<AskStore>('ask.store');
