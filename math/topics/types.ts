/**
 * The topic map (issue #21): school and university math beyond the core tasks (solve, differentiate,
 * integrate, limit, simplify) is organised as TOPICS. A topic is one folder `math/topics/<id>/` with
 *
 * - `index.ts`   — the {@link Topic} object: how the topic READS a question, SOLVES it, VERIFIES the answer
 *                  independently and EXPLAINS it (the answer's steps);
 * - `rules.ts`   — its step rules (`{ kp, grade, en }`, merged into `RULES` of math/rules.ts) and knowledge points;
 * - `i18n/<lng>.json` — translations of its rules and knowledge points for the 17 non-English languages
 *                  (`{ "rules": { id: text }, "knowledge": { id: text } }`, i18next `{{param}}` placeholders),
 *                  merged into `locales/<lng>/math.json` by `scripts/gen-math-locale.ts`;
 * - `corpus.ts`  — its corpus: problems in at least three phrasings (notation, words, a question), each with
 *                  the expected answer checked by SymPy or a reference source, with the source and licence noted;
 * - `*.test.ts`  — its tests.
 *
 * Reading happens on the ENGLISH router wording produced by the per-language normalizer (math/read): each
 * language's phrasings for the topic live in `math/read/lang/<lng>.ts` as data, so the topic's `read` sees
 * English. A topic returns a reading only when it accounts for the WHOLE question (nothing left over, no word
 * turned into letters); the question reader tries every topic and keeps the best reading.
 *
 * Everything crossing the worker boundary (readings, answers) is plain JSON.
 */
import type { Step } from '../steps';
import type { Budget } from '../budget';
import type { AnswerWords } from '../answerWords';

/** One step rule: its knowledge point (`area.name`), grade level and English wording with `{param}` placeholders. */
export interface RuleDef {
  kp: string;
  grade: GradeLevel;
  en: string;
}

/**
 * A topic's rule table (math/topics/<id>/rules.ts): `export const <ID>_RULES = { ... } as const satisfies TopicRules;`
 * It is spread into `RULES` in math/rules.ts (rule ids must be unique across the engine: prefix them if in doubt).
 */
export type TopicRules = Record<string, RuleDef>;

/** A topic's knowledge points (`<area>.<name>` → English name), spread into `KNOWLEDGE_POINTS` in math/knowledge.ts. */
export type TopicKnowledge = Record<string, string>;

/** Spec §9 grade levels: 1 elementary or younger, 2 middle school, 3 high school, 4 undergrad, 5 graduate. */
export type GradeLevel = 1 | 2 | 3 | 4 | 5;

/** What one topic understood a question to ask. Plain JSON (it is sent to the math worker). */
export interface TopicReading {
  /** The topic's id (its folder name), e.g. `number-theory`. */
  topic: string;
  /** The topic's own task id, e.g. `gcd`, `is-prime`, `mean`, `triangle-area`. */
  task: string;
  /** The task's inputs (numbers as strings or numbers, lists, units...): JSON only. */
  params: Record<string, unknown>;
  /** The question restated in math notation, LaTeX (shown as what Lemma read), e.g. `\gcd(48, 180)`. */
  inputLatex: string;
  /** The same in plain text, e.g. `gcd(48, 180)`. */
  inputText: string;
}

/**
 * The shape of an answer, for display: `number` (exact value, decimal beside it), `expression`, `boolean`
 * (yes/no with the reason in the steps), `list` (e.g. divisors, a sorted list), `quantity` (a number with a unit),
 * `interval`, `point` (coordinates), `vector`, `matrix`.
 */
export type TopicAnswerKind =
  'number' | 'expression' | 'boolean' | 'list' | 'quantity' | 'interval' | 'point' | 'vector' | 'matrix';

/** A topic's answer. Plain JSON. */
export interface TopicAnswer {
  kind: TopicAnswerKind;
  /** The exact answer in LaTeX (`12`, `\frac{3}{4}`, `2^{2} \cdot 3 \cdot 7`, `5\,\text{cm}^{2}`). For `boolean`: `true`/`false` is in `value`. */
  latex: string;
  /** The exact answer in plain text (`12`, `3/4`, `2^2*3*7`, `5 cm^2`, `true`). */
  text: string;
  /** For `boolean` answers: the truth value. */
  value?: boolean;
  /** A decimal approximation in plain text, when it helps (`0.75`, `15.707963`). */
  approx?: string;
  /** Unit of a `quantity` answer, plain text (`cm^2`, `km/h`). */
  unit?: string;
  /** For `list` answers: the items in order, each as LaTeX (`latex`/`text` hold the whole list too). */
  items?: string[];
  /** The solution steps (rule ids from RULES, params as LaTeX fragments), in the order a teacher shows them. */
  steps: Step[];
  /** False when the answer is a rounded or numeric value only. */
  exact: boolean;
  /**
   * What the graph can show for this answer (the Ask answer's "Graph" button opens it; its key points — roots,
   * extrema, intersections — are found by the graph): functions of x in plain text, e.g. a system's two lines
   * `['5 - x', 'x - 1']`, a parabola `['x^2 - 4x + 3']`, the line through two points `['2x - 3']`. At most 4.
   * An entry may instead be a list of points with numeric coordinates, `(1, 3), (2, 7), (3, 11)` (a sequence's terms,
   * the solutions of an equation on its curve, the ends of one period): the graph draws them as dots and widens its
   * view to show them; older readers that take every entry for a function skip it (it has no variable).
   * An entry may also be a graph spec (math/graph/spec.ts, written by the builders of math/graph/build.ts): a direction
   * field of a first-order ODE, a vector field (a gradient with its level curves, a line integral's field), the region
   * between two curves, labelled points (tangency, critical, extrema, inflection) — e.g. `vectorFieldGraph(P, Q)`.
   */
  graph?: string[];
  /**
   * When the answer is (or contains) WORDS — "converges absolutely", "odd", "no reciprocal", "local maximum at (−1, 2)",
   * "3:15 PM" — the sentence as a key of the shared table math/answerWords.ts (ANSWER_WORDS) with its math params
   * (LaTeX in `params`, plain text in `paramsText`; params are math, never words), so every display shows it in the
   * student's language (i18n `math:answers.<key>`). A list of parts for an answer of several worded parts (each local
   * extremum, each named statistic; `common.math` for a part that is math only), shown joined by `;`. `latex`/`text`
   * keep the English machine form (graded by the corpus). Optional: an answer without words leaves it out.
   * Example: `words: { key: 'calculus.local-max', params: { point: '\\left(-1, 2\\right)' }, paramsText: { point: '(-1, 2)' } }`.
   */
  words?: AnswerWords | AnswerWords[];
}

/** A topic of the engine: reads, solves, verifies and explains one family of questions. */
export interface Topic {
  /** Folder name, kebab-case: `arithmetic`, `number-theory`, `statistics`, `geometry`, ... */
  readonly id: string;
  /** The lowest grade level at which the topic is taught. */
  readonly level: GradeLevel;
  /** Example questions in English notation, offered when a question is not understood ("Try: gcd(48, 180)"). */
  readonly examples: readonly string[];
  /**
   * Reads the whole English question (already normalized: lower-cased instruction words, the math as the student
   * typed it). Returns null unless this topic accounts for all of it. Must be cheap (regular expressions, a parse).
   */
  read(question: string): TopicReading | null;
  /**
   * Computes the answer with its steps. Throws MathError (VALIDATION_ERROR for inputs out of range, UNSUPPORTED for
   * what the topic cannot do, TIMEOUT through the budget) — never returns a guess.
   */
  solve(reading: TopicReading, budget: Budget): TopicAnswer;
  /** Checks the answer independently (another method, substitution, a numeric spot check): true when checked. */
  verify(reading: TopicReading, answer: TopicAnswer): boolean;
}
