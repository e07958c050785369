/**
 * The math engine's reading layer: turns a student's question in any of the app's languages into the English
 * wording `routeQuestion` accepts (`normalizeQuestion`, vocabulary in `lang/<code>.ts`), and the pure helpers
 * around a routed question (`looksLikeMath`, `singleVariable`, `graphFunctions`).
 */
export { normalizeQuestion } from './normalize';
export { textbookLayout } from './instruction';
export { nearestTopicExample } from './nearest';
export { looksLikeMath, singleVariable, graphFunctions } from './questions';
export type { GraphFunction } from './questions';
export { LANGUAGES } from './lang';
export type { LanguageVocabulary, ReaderLanguage } from './lang';
