/**
 * @lemma/math — the Lemma math engine. Pure TypeScript, no DOM, no I/O: runs on the server and in the browser.
 *
 * Main entry points:
 * - {@link compute}: one calculator request (CALCULATION, FUNCTION_SOLVE, DERIVATIVE, INTEGRATION, LIMIT) within a
 *   time/size budget → `{ inputLatex, simplifyResult, calcResult, ..., steps, verified, exact }`.
 * - {@link routeQuestion} / {@link answerQuestion}: free-text questions ("solve 2x+3=11", "derivative of x^2 sin x").
 * - {@link parse}, {@link toLatex}, {@link toText}: the shared expression tree and its printers.
 * - {@link RULES}, {@link explainStep}, {@link ruleI18nKey}: the step rule catalogue (knowledge point, grade level,
 *   English source text) for the tutor and the UI's i18n.
 * - {@link normalizeQuestion}: the reading layer (math/read/) — a question in any of 17 languages → router wording;
 *   {@link looksLikeMath}, {@link singleVariable}, {@link graphFunctions} around a routed question.
 * - Strategies ({@link runStrategies}, {@link addStrategy}): each task tries an ordered list of methods that a
 *   contributor extends, e.g. {@link EQUATION_STRATEGIES}; see math/README.md, "Adding a strategy".
 * - {@link pictureFor} / {@link svgDataUrl}: a small SVG picture of a solved problem; graph specs beyond y = f(x)
 *   (direction and vector fields, regions, labelled points) with their builders: math/graph/.
 * Errors: every failure is a {@link MathError} with code VALIDATION_ERROR | TIMEOUT | UNSUPPORTED and a `detail.reason`.
 * See math/README.md.
 */
export { compute } from './compute';
export type { ComputeRequest, ComputeResult, CalculatorModel, IntegrationModel, TaskKind, ResultStatus } from './compute';
export { routeQuestion, answerQuestion } from './router';
export { TOPICS, readTopic, runTopic, topicById, topicExamples, prepareTopicQuestion } from './topics';
export type { Topic, TopicAnswer, TopicAnswerKind, TopicReading, TopicRules, TopicKnowledge, RuleDef } from './topics';
export type { TopicResultInfo } from './compute';
export { ANSWER_WORDS, answerWordParams, answerWordsMessagesEn, isAnswerWordKey, normalizeAnswerWords } from './answerWords';
export type { AnswerWords, AnswerWordKey } from './answerWords';
export { gradeTopicCorpus, gradeTopicItem } from './topics/corpus';
export type { TopicCorpusItem, TopicCorpusGrade, TopicCorpusSummary } from './topics/corpus';
export type { RoutedQuestion } from './router';
export {
  normalizeQuestion,
  looksLikeMath,
  singleVariable,
  graphFunctions,
  LANGUAGES,
  nearestTopicExample,
  textbookLayout,
} from './read';
export type { GraphFunction, LanguageVocabulary, ReaderLanguage } from './read';
export { pictureFor, svgDataUrl, graphSvg, numberLineSvg, parseIntervals } from './pictures';
export {
  encodeGraphSpec,
  decodeGraphSpec,
  slopeSegments,
  fieldArrows,
  areaPolygon,
  specWindow,
  specsWindow,
  windowUnion,
  FAMILY_CONSTANTS,
  POINT_ROLES,
  contourSegments,
  contourLines,
  magnitudeColor,
  levelValues,
} from './graph/spec';
export { specGraphSvg } from './graph/picture';
export type { GraphSpec, PlotWindow, Segment, Arrow, PointRole } from './graph/spec';
export {
  slopeFieldGraph,
  vectorFieldGraph,
  gradientFieldGraph,
  pointsGraph,
  areaGraph,
  odeSlope,
  firstOrderOdeGraph,
} from './graph/build';
export type { PictureProblem } from './pictures';
export { parse, tokenize } from './parse';
export type { ParseOptions } from './parse';
export { toLatex, toText } from './print';
export { simplify, expand } from './simplify';
export { simplifyFull, expandSteps, factorSteps, cancel, SIMPLIFY_STRATEGIES } from './algebra';
export type { SimplifyProblem, SimplifyContext, SimplifyCandidate, SimplifyStrategy } from './algebra';
export { derivative, derive } from './diff';
export { solveEquation, solveInequality, solveSystem, bracketRoots, EQUATION_STRATEGIES } from './solve';
export type { SolveResult, Interval, Branch, EquationProblem, EquationStrategy } from './solve';
export { runStrategies, collectStrategies, addStrategy, GIVE_UP } from './strategy';
export type { Strategy, StrategyContext, StrategyAnswer } from './strategy';
export { integrateIndefinite, integrateDefinite, quadrature, INTEGRAL_STRATEGIES } from './integrate';
export type { IndefiniteResult, DefiniteResult, Integrand, IntegrationContext, IntegralStrategy } from './integrate';
export { limit, LIMIT_STRATEGIES, LimitProblem } from './limit';
export type { LimitResult, LimitStrategy } from './limit';
export { arithmeticSteps } from './arith';
export { handleWorkerMessage } from './worker';
export { warmUp } from './ce';
export type { WorkerRequest, WorkerResponse } from './worker';
export { evalReal, evalComplex, numericallyEqual } from './numeric';
export { checkRoot, checkAntiderivative, equivalent } from './verify';
export { RULES, explainStep, ruleI18nKey, ruleMessagesEn } from './rules';
export type { RuleId } from './rules';
export { KNOWLEDGE_POINTS, knowledgeOf, knowledgeI18nKey } from './knowledge';
export type { KnowledgePointId } from './knowledge';
export type { Step } from './steps';
export { StepLog } from './steps';
export { MathError, ParseError, isMathError } from './errors';
export type { MathErrorCode, MathErrorDetail } from './errors';
export { Budget, DEFAULT_BUDGET } from './budget';
export type { BudgetOptions } from './budget';
export type { Expr, RelOp } from './ast';
export { num, sym, add, mul, pow, fn, rel, size } from './ast';
