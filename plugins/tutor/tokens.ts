/** What other plugins may use from the tutor. */
import { createToken } from '@lemma/sdk';
import type { TutorStore } from './state/TutorStore';

export const ITutor = createToken<TutorStore>('tutor.store');
