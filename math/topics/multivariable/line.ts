import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
export function readLineIntegral(_q: string): TopicReading | null { return null; }
export function solveLineIntegral(_r: TopicReading, _b: Budget): TopicAnswer { throw new Error('x'); }
export function verifyLineIntegral(_r: TopicReading, _a: TopicAnswer): boolean { return false; }
