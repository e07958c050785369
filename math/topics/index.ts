/**
 * The topic registry (issue #21): every school-math topic of `math/topics/<id>/` is listed in {@link TOPICS}, and
 * {@link readTopic} asks each of them to read a question. The router (math/router.ts) consults it where the core tasks
 * (solve, differentiate, integrate, limit, simplify) would not understand the question or would read its words as
 * letters; compute() (math/compute.ts) runs a {@link TopicReading} through {@link runTopic}.
 *
 * Registering a topic — one import and one list entry here:
 *
 * ```ts
 * import { statistics } from './statistics';
 * export const TOPICS: readonly Topic[] = [..., statistics];
 * ```
 * plus one import and one spread line in math/rules.ts (`...STATISTICS_RULES`) and math/knowledge.ts
 * (`...STATISTICS_KNOWLEDGE`); translations in `math/topics/<id>/i18n/<locale>.json` are merged into
 * `locales/<locale>/math.json` by `scripts/gen-math-locale.ts`. See /work/notes/topics-framework.md.
 */
import type { Budget } from '../budget';
import { MathError } from '../errors';
import type { Topic, TopicAnswer, TopicReading } from './types';
// topics: one import per topic
import { linearAlgebra } from './linear-algebra';
import { units } from './units';
import { statistics } from './statistics';
import { probability } from './probability';
import { coordinateGeometry } from './coordinate-geometry';
import { geometry } from './geometry';
import { arithmetic } from './arithmetic';
import { numberTheory } from './number-theory';
import { algebra } from './algebra';
import { complex } from './complex';
import { vectors } from './vectors';
import { differentialEquations } from './differential-equations';
import { calculus } from './calculus';
import { series } from './series';
import { transforms } from './transforms';
import { multivariable } from './multivariable';
import { discrete } from './discrete';
import { sequences } from './sequences';
import { trigonometry } from './trigonometry';
import { functions } from './functions';
import { polynomials } from './polynomials';
import { wordProblems } from './word-problems';

export type { Topic, TopicAnswer, TopicAnswerKind, TopicReading, GradeLevel, RuleDef, TopicRules, TopicKnowledge } from './types';

/**
 * Every topic, in the order they are asked to read a question (the first that accounts for the whole question wins,
 * so a topic must return null for anything it does not read completely).
 */
export const TOPICS: readonly Topic[] = [
  // one entry per topic
  // linear algebra first: a matrix ([[1,2],[3,4]], [1 2; 3 4], \begin{pmatrix}) is read by no other topic, and list readers
  // (statistics' "range of", vectors' [a, b]) would take its rows for numbers or vectors
  linearAlgebra,
  // differential equations first: y', dy/dx are derivatives, never letters another reader might take
  differentialEquations,
  calculus,
  series,
  transforms,
  multivariable,
  discrete,
  units,
  statistics,
  probability,
  coordinateGeometry,
  geometry,
  arithmetic,
  numberTheory,
  complex,
  vectors,
  // sequences and trigonometry before algebra: their readers need a sequence or a trigonometric function, and algebra
  // would take 'all solutions of sin x = 1/2' without listing a periodic family
  sequences,
  trigonometry,
  // functions and polynomials before algebra: they read definitions f(x) = … and the books' polynomial instructions (A2)
  functions,
  polynomials,
  algebra,
  // word problems last: long prose, read only when every number and relation of the story is accounted for
  wordProblems,
];

/** The topic with this id, or undefined. */
export function topicById(id: string): Topic | undefined {
  return TOPICS.find((t) => t.id === id);
}

/**
 * The question as topics see it: whitespace collapsed, typographic operators in ASCII (− × ÷ ≤ ≥), a leading
 * "please / can you" and a trailing "?", "." or "= ?" dropped (never a trailing "!", which is a factorial).
 */
export function prepareTopicQuestion(question: string): string {
  let q = String(question ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  q = q
    .replace(/[−–]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/≠/g, '!=');
  q = q.replace(/^(?:please|can you|could you|help me)\s+/i, '');
  q = q.replace(/(?:\s*(?:please|thanks|thank you))+\s*[?.]*$/i, '');
  q = q.replace(/\s*=\s*\?+$/, '').replace(/[\s?.]+$/, '');
  return q.trim();
}

/**
 * Reads a question (English router wording, as produced by `normalizeQuestion`) with every topic and returns the
 * first reading that accounts for the whole question, or null when no topic reads it. Never throws: a topic whose
 * reader throws is skipped.
 */
export function readTopic(question: string): TopicReading | null {
  const q = prepareTopicQuestion(question);
  if (!q || q.length > 2000) return null;
  for (const t of TOPICS) {
    try {
      const r = t.read(q);
      if (r) return r;
    } catch {
      /* a reader failing is "not read" */
    }
  }
  return null;
}

/** Example questions of every topic, for "not understood" answers (at most `perTopic` each). */
export function topicExamples(perTopic = 1): string[] {
  return TOPICS.flatMap((t) => t.examples.slice(0, perTopic));
}

/** A topic's answer with its independent check. */
export interface TopicRun {
  answer: TopicAnswer;
  verified: boolean;
}

/**
 * Solves a reading with its topic and verifies the answer independently. Throws MathError: VALIDATION_ERROR for an
 * unknown topic or bad inputs, UNSUPPORTED, TIMEOUT (through the budget). A verifier that throws counts as unchecked.
 */
export function runTopic(reading: TopicReading, budget: Budget): TopicRun {
  const topic = reading && typeof reading.topic === 'string' ? topicById(reading.topic) : undefined;
  if (!topic) throw new MathError('VALIDATION_ERROR', `Unknown topic ${String(reading?.topic)}`, { reason: 'unknown-topic' });
  const answer = topic.solve(reading, budget);
  return { answer, verified: checked(topic, reading, answer) };
}

/** The topic's independent check; a verifier that throws has not checked anything. */
function checked(topic: Topic, reading: TopicReading, answer: TopicAnswer): boolean {
  try {
    return topic.verify(reading, answer) === true;
  } catch {
    return false;
  }
}
