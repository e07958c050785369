import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
export function readRegionIntegral(_q: string): TopicReading | null { return null; }
export function solveRegionIntegral(_r: TopicReading, _b: Budget): TopicAnswer { throw new Error('x'); }
export function verifyRegionIntegral(_r: TopicReading, _a: TopicAnswer): boolean { return false; }
