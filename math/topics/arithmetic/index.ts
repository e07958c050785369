/** The `arithmetic` topic (issue #21). Work in progress: reads nothing yet. */
import { MathError } from '../../errors';
import type { Topic } from '../types';

export const arithmetic: Topic = {
  id: 'arithmetic',
  level: 1,
  examples: [],
  read: () => null,
  solve: () => { throw new MathError('UNSUPPORTED', 'not yet', { reason: 'unsupported' }); },
  verify: () => false,
};
