/**
 * The words of final answers (issues #21/#22: every user-visible string goes through i18next, in all 18 languages).
 *
 * Some answers are words, or contain words: "converges absolutely", "odd", "no reciprocal", "local maximum at (−1, 2)",
 * "25% increase", "3:15 PM". A topic that answers so keeps its English LaTeX/text (`TopicAnswer.latex`/`text`: the
 * machine form the corpus grades) and ALSO says which sentence it is, as a key of the one table below with its math
 * params: `words: { key: 'calculus.local-max', params: { point: '\\left(-1, 2\\right)' }, paramsText: { point: '(-1, 2)' } }`.
 * compute() passes it on (`ComputeResult.topic.words`), and every place that shows a final answer (the Ask answer,
 * its Markdown and plain line, the tutor's answer) shows the sentence translated as `math:answers.<key>` instead of the
 * English, with the params rendered as math (sdk/components/answerWords.ts renders it).
 *
 * Rules for the table: `{param}` placeholders hold MATH only (numbers, points, intervals, LaTeX) — never words, which
 * could not be translated; one key per sentence (no sentences assembled from fragments); the English text is the source
 * for translators. `scripts/gen-math-locale.ts` writes it to `locales/en/math.json` under `answers` (nested by the part
 * before the first dot: `answers.calculus["local-max"]`); the 17 other locales carry their translations in their
 * `math.json`, and a test checks every key is translated everywhere with the same placeholders.
 */

/** English source sentences of answers in words, by key (`<area>.<name>`); `{param}` = a math param. */
export const ANSWER_WORDS = {
  // shared by several topics
  'common.none': 'none',
  'common.undefined': 'undefined',
  'common.no-solution': 'no solution',
  'common.no-real-solution': 'no real solution',
  'common.all-real-numbers': 'all real numbers',
  'common.all-real-except': 'all real numbers except {values}',
  'common.infinitely-many-solutions': 'infinitely many solutions',
  'common.diverges': 'diverges',
  /** A part of a list answer that is math only (beside parts in words), e.g. `s^{2} = 4` in a statistics summary. */
  'common.math': '{value}',
  // series: the verdict of a convergence test
  'series.converges': 'converges',
  'series.converges-absolutely': 'converges absolutely',
  'series.converges-conditionally': 'converges conditionally',
  // calculus: local extrema (one part per point)
  'calculus.local-max': 'local maximum at {point}',
  'calculus.local-min': 'local minimum at {point}',
  'calculus.saddle-point': 'saddle point at {point}',
  'calculus.inconclusive': 'the second-derivative test is inconclusive at {point}',
  // algebra
  'algebra.no-maximum': 'no maximum',
  'algebra.no-minimum': 'no minimum',
  // multivariable: the extremum of f on a constraint (Lagrange multipliers) and where it is attained
  'multivariable.max-at': 'maximum {value} at {points}',
  'multivariable.min-at': 'minimum {value} at {points}',
  'algebra.identity': 'identity: every real number is a solution',
  'algebra.contradiction': 'contradiction: no solution',
  'algebra.conditional': 'conditional equation: {solution}',
  // arithmetic
  'arithmetic.no-reciprocal': 'no reciprocal (0 has none)',
  'discrete.no-inverse': 'no inverse (the gcd is not 1)',
  // number theory: parity of a number
  'parity.even': 'even',
  'parity.odd': 'odd',
  'parity.neither': 'neither even nor odd (not an integer)',
  // functions
  'functions.even': 'even function',
  'functions.odd': 'odd function',
  'functions.neither': 'neither even nor odd',
  'functions.domain-range': 'domain: {domain}; range: {range}',
  // coordinate geometry
  'lines.coincide': 'infinitely many points (the lines coincide)',
  'lines.parallel': 'no intersection (the lines are parallel)',
  'lines.vertical-slope': 'undefined (vertical line)',
  'lines.slope-intercept': 'slope {m}, y-intercept {point}',
  'lines.circle': 'center {center}, radius {r}',
  // linear algebra
  'matrix.undefined': 'undefined (the sizes do not fit)',
  'matrix.not-invertible': 'not invertible',
  'matrix.not-diagonalizable': 'not diagonalizable',
  // polynomials: classification by number of terms
  'polynomials.monomial': 'monomial',
  'polynomials.binomial': 'binomial',
  'polynomials.trinomial': 'trinomial',
  'polynomials.polynomial': 'polynomial (more than three terms)',
  // statistics
  'statistics.mean': 'mean = {value}',
  'statistics.median': 'median = {value}',
  'statistics.mode': 'mode = {value}',
  'statistics.no-mode': 'no mode',
  'statistics.range': 'range = {value}',
  'statistics.min': 'minimum = {value}',
  'statistics.max': 'maximum = {value}',
  'statistics.weighted-mean': 'weighted mean = {value}',
  'statistics.reject': '{stat}, {p}: reject {h}',
  'statistics.fail-to-reject': '{stat}, {p}: fail to reject {h}',
  // trigonometry
  'trigonometry.no-triangle': 'no triangle',
  'trigonometry.quadrant': 'quadrant {q}',
  // vectors
  'vectors.parallel': 'parallel',
  'vectors.orthogonal': 'orthogonal',
  'vectors.parallel-and-orthogonal': 'parallel and orthogonal',
  'vectors.neither': 'neither parallel nor orthogonal',
  // units: percent change, clock times and durations
  'units.percent-increase': '{p} increase',
  'units.percent-decrease': '{p} decrease',
  // a clock time by part of the day (English says AM/PM; other languages name the part: night, morning, afternoon,
  // evening): night 0:00–4:59, am 5:00–11:59, pm 12:00–17:59, evening 18:00–23:59; `-days` when the day changes
  'time.night': '{time} AM',
  'time.am': '{time} AM',
  'time.pm': '{time} PM',
  'time.evening': '{time} PM',
  'time.night-days': '{time} AM ({days} d)',
  'time.am-days': '{time} AM ({days} d)',
  'time.pm-days': '{time} PM ({days} d)',
  'time.evening-days': '{time} PM ({days} d)',
  'time.clock-days': '{time} ({days} d)',
  'time.hours-minutes': '{h} h {min} min',
  'time.hours': '{h} h',
  'time.minutes': '{min} min',
} as const;

/** A key of {@link ANSWER_WORDS}. */
export type AnswerWordKey = keyof typeof ANSWER_WORDS;

/**
 * An answer in words (or one part of it): the sentence's key and its math params. Plain JSON.
 * - `params`: each placeholder's value as LaTeX (`\\left(-1, 2\\right)`, `\\frac{7}{2}`, `25\\%`) — math, never words;
 * - `paramsText`: the same values in plain text (`(-1, 2)`, `7/2`, `25%`) for the plain answer line, where they differ
 *   from the LaTeX (a missing entry falls back to the LaTeX value).
 */
export interface AnswerWords {
  key: AnswerWordKey;
  params?: Record<string, string>;
  paramsText?: Record<string, string>;
}

/** The `{param}` names of an English sentence, in order of appearance. */
export function answerWordParams(key: AnswerWordKey): string[] {
  return [...ANSWER_WORDS[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** True when `key` is a key of {@link ANSWER_WORDS}. */
export function isAnswerWordKey(key: unknown): key is AnswerWordKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(ANSWER_WORDS, key);
}

/**
 * A topic's `words` as the list ComputeResult carries (one entry per part), or undefined when there are none or any part
 * is not well formed (an unknown key, a placeholder without its param, a param that is not a string): the English answer
 * is then shown as it is, never a sentence with a hole.
 */
export function normalizeAnswerWords(words: AnswerWords | readonly AnswerWords[] | undefined): AnswerWords[] | undefined {
  if (words === undefined) return undefined;
  const list = Array.isArray(words) ? words : [words as AnswerWords];
  if (!list.length) return undefined;
  const out: AnswerWords[] = [];
  for (const w of list) {
    if (!w || !isAnswerWordKey(w.key)) return undefined;
    const params: Record<string, string> = {};
    const paramsText: Record<string, string> = {};
    for (const name of answerWordParams(w.key)) {
      const v = w.params?.[name];
      if (typeof v !== 'string' || !v.trim()) return undefined;
      params[name] = v;
      const t = w.paramsText?.[name];
      if (typeof t === 'string' && t !== v) paramsText[name] = t;
    }
    out.push({
      key: w.key,
      ...(Object.keys(params).length ? { params } : {}),
      ...(Object.keys(paramsText).length ? { paramsText } : {}),
    });
  }
  return out;
}

/** The table as i18next JSON: `{param}` → `{{param}}`, nested by the key's first part (`{ calculus: { 'local-max': … } }`). */
export function answerWordsMessagesEn(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, en] of Object.entries(ANSWER_WORDS)) {
    const dot = key.indexOf('.');
    (out[key.slice(0, dot)] ??= {})[key.slice(dot + 1)] = en.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return out;
}
