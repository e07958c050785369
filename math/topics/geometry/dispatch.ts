/**
 * Task dispatch shared by the T3 topics: a table task id → [solve, verify], and a lookup that refuses unknown tasks
 * with VALIDATION_ERROR (a reading is JSON from outside the worker, so its task is checked).
 */
import { MathError } from '../../errors';
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';

/** A task's solver and its independent verifier. */
export type Solver = [(r: TopicReading, b: Budget) => TopicAnswer, (r: TopicReading, a: TopicAnswer) => boolean];

/** The solver of `reading.task` in `tasks`; throws VALIDATION_ERROR (`unknown-task`) when there is none. */
export function taskOf(topic: string, tasks: Record<string, Solver>, reading: TopicReading): Solver {
  const t = Object.prototype.hasOwnProperty.call(tasks, reading.task) ? tasks[reading.task] : undefined;
  if (!t) throw new MathError('VALIDATION_ERROR', `Unknown ${topic} task ${reading.task}`, { reason: 'unknown-task' });
  return t;
}
