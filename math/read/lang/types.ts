/**
 * The shape of one language's question vocabulary (data only; `math/read/normalize.ts` builds its regular
 * expressions from it).
 *
 * Conventions for every pattern string: a regular-expression source written in accent-folded lower case
 * (é→e, ü→u, ı→i, ё→е, أ→ا, ة→ه, ’→'). In the keyword and clause fields (everything from `verbs` to `polite`) a
 * literal space means "one or more spaces", word boundaries are added around each pattern (except for `cjk`
 * languages), and a leading `^` anchors the pattern at the start of the question. Placeholders: `{v}` a one-letter
 * variable, `{p}` a limit point, `{a}`/`{b}` integration bounds. The later fields (`conditions` …) are plain
 * alternatives spliced into larger expressions as written (a space there is one literal space).
 *
 * Adding a language: write `lang/<code>.ts` exporting a `LanguageVocabulary`, add it to `LANGUAGES` in
 * `lang/index.ts`, and add cases for it to `normalize.test.ts`.
 */
export interface LanguageVocabulary {
  /** No spaces between words (zh, ja, ko): patterns get no word boundaries. */
  cjk?: boolean;
  /** Imperative "calculate / find / determine / evaluate". */
  verbs?: string[];
  /** Question wrappers "what is / how much is". */
  whatIs?: string[];
  solve?: string[];
  /** "roots / zeros of" (rendered "find the roots of"). */
  roots?: string[];
  /** "for x" clauses of solve (with `{v}`). */
  solveFor?: string[];
  deriv?: string[];
  /** Order words of a derivative with their order; order 0 marks an "of second order" phrase read with `ordinalStems`. */
  ord?: [string, number][];
  /** "with respect to x" (with `{v}`). */
  wrt?: string[];
  integ?: string[];
  /** Antiderivative / primitive. */
  anti?: string[];
  /** Definite-integral bounds (with `{a}` and `{b}`). */
  bounds?: string[];
  limit?: string[];
  /** "x tends to a" (with `{v}` and `{p}`). */
  approach?: string[];
  /** "at the point a" without a variable ("limite en 0"); the variable is then read off the expression. */
  at?: string[];
  left?: string[];
  right?: string[];
  inf?: string[];
  negInf?: string[];
  simplify?: string[];
  expand?: string[];
  factor?: string[];
  /** Words meaning "percent" after a number ("15 por ciento"). */
  percentWord?: string[];
  /**
   * Function words trimmed from the edges of the expression (articles, "of", "the function", connectors). Also the words
   * a generic "calculate" may drop around an expression ("значение выражения", "قيمة العبارة", "次の…を"): words in a
   * non-Latin script that no field knows make the reading "not understood" (CJK fillers serve only that check).
   */
  fillers?: string[];
  polite?: string[];

  /** Number words that may stand for a limit point or a bound ("tiende a cero"), folded lower case → digits. */
  numbers?: Record<string, string>;
  /** Stems of the ordinals first … fifth, used to read the order of an "of second order" phrase (`ord` with 0). */
  ordinalStems?: [string, string, string, string, string];
  /**
   * The value to substitute in an evaluation, with `{v}` and `{p}` ("Calcula el valor de 2x + 1 para x = 2",
   * "2x + 1 при x = 2", "x = 2 のとき"): read as the router's "calculate 2x + 1 when x = 2".
   */
  givenValue?: string[];
  /** Condition words between "find x" and an equation ("find x if 2x = 4", "halla x si …", "x, якщо …"). */
  conditions?: string[];
  /** "the equation" after a condition word ("x en la ecuación 2x = 4"). */
  equationWords?: string[];
  /** Condition words between an equation and "find x" ("2x = 4 ise x", "2x=4 のとき x"). */
  conditionAfter?: string[];
  /** Prepositions of "P% of N" written before N ("15% de 80"). */
  percentOf?: string[];
  /** Postpositions of "N's P%" written after N ("80 的 15%", "80의 15%"). */
  percentOfAfter?: string[];
  /** Words written before the number of a percentage ("百分之15", "yüzde 15"). */
  percentBefore?: string[];
  /**
   * Separable verbs whose particle ends the question ("Leite x^2 nach x ab"): `verb` and `particle` are regex
   * sources, `as` is a keyword of this language that the whole verb is rewritten to.
   */
  separableVerbs?: { verb: string; particle: string; as: string }[];
  /** Suffixes of a numeric ordinal before the derivative keyword ("2nd", "2ª", "2e", "2.", "2-я"); regex sources. */
  ordinalSuffixes?: string[];
  /**
   * Function names as written in this language's classrooms → the engine's spelling (`sen` → `sin`; `arcsen` follows).
   * Replaced only before an argument, so a variable with such a name stays untouched.
   */
  functionNames?: Record<string, string>;
  /** Words that are already the math router's English wording (English only): such a question is passed on as is. */
  routerWords?: string[];
  /**
   * Phrasings of the school-math topics (math/topics/<id>, issue #21), one block per topic id: pairs of a regular-expression
   * source (accent-folded lower case; a space means one or more spaces; word boundaries are added unless `cjk`) and its
   * English rewrite (`$1`… refer to the groups), e.g. `['maximo comun divisor de', 'gcd of']`, `['(\\d+) y (\\d+)', '$1 and $2']`.
   * The normalizer applies every pair and keeps the result only when a topic then reads the whole question.
   */
  topics?: Record<string, [string, string][]>;
}

/** Any Cyrillic letter, for stems whose endings vary ("вычисл…"). */
export const CYRILLIC = '\\p{Script=Cyrillic}';
