/** The `number-theory` topic (issue #21). Work in progress: reads nothing yet. */
import { MathError } from '../../errors';
import type { Topic } from '../types';

export const numberTheory: Topic = {
  id: 'number-theory',
  level: 2,
  examples: [],
  read: () => null,
  solve: () => { throw new MathError('UNSUPPORTED', 'not yet', { reason: 'unsupported' }); },
  verify: () => false,
};
