/** What other plugins may use from the graph calculator. */
import { createToken } from '@lemma/sdk';
import type { GraphStore } from './state/GraphStore';

export const IGraph = createToken<GraphStore>('graph.store');
