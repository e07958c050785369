/** The plugin SDK: the only import surface for client plugins. Server plugins also import `@lemma/sdk/server`. */
export * from './tokens';
export * from './plugin';
export * from './services';
export * from './hooks';
export * from './contract/constants';
export * from './contract/errors';
export * from './contract/ids';
export * from './contract/auth';
export { FormulaEditor } from './formula';
export { useQuestionInput, QuestionField, InputModeSwitch, type QuestionInputState } from './components/QuestionInput';
export type { FormulaEditorProps } from './components/FormulaEditor';
export { FORMULA_CATEGORIES, FORMULA_KEYS, type FormulaCategory, type FormulaKey } from './components/formulaKeys';
export { MathText, MarkdownMath, StepList, type StepView } from './math-render';
export * from './contract/plans';
export { PlanPicker } from './components/PlanPicker';
export { stepParams } from './components/stepParams';
export { renderAnswerWords, answerWordsKey } from './components/answerWords';
export type { RenderedAnswerWords, WordsTranslate } from './components/answerWords';
