/**
 * Reading of the trigonometry questions (English router wording; other languages are rewritten into it by the
 * `topics.trigonometry` phrasings of math/read/lang/<lng>.ts). Every reader accounts for the WHOLE question or
 * returns null. Tasks: deg-to-rad, rad-to-deg, exact-value, inverse, reference-angle, coterminal, quadrant (./values.ts),
 * equation (./equations.ts), period, amplitude, phase-shift, midline (./graphs.ts), law-of-sines, law-of-cosines
 * (./triangles.ts), identity (./identity.ts).
 */
import type { TopicReading } from '../types';
import { readEquation } from './equations';
import { readGraph } from './graphs';
import { readIdentity } from './identity';
import { readTriangle } from './triangles';
import { LEAD } from './util';
import { readValues } from './values';

/** Reads a whole trigonometry question, or null. */
export function readTrigonometry(question: string): TopicReading | null {
  const q0 = question.trim();
  const q = q0.replace(LEAD, '').trim();
  for (const f of [readIdentity, readEquation, readGraph, readTriangle, readValues]) {
    const r = f(q) ?? (q !== q0 ? f(q0) : null);
    if (r) return r;
  }
  return null;
}
