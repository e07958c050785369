/**
 * Step rules and knowledge points of the `word-problems` topic, merged into RULES / KNOWLEDGE_POINTS by math/rules.ts
 * and math/knowledge.ts. English text with `{param}` placeholders (params are LaTeX); translations in ./i18n/<locale>.json.
 * The method — name the unknown, express the other quantities with it, write the equation the story gives, solve it,
 * answer with the unit — is the problem-solving strategy of OpenStax Prealgebra 2e §3.1 and §8.5 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const WORD_PROBLEMS_RULES = {
  'wp-define': { kp: 'word-problems.unknowns', grade: 2, en: 'Let {v} be {what}.' },
  'wp-express': { kp: 'word-problems.unknowns', grade: 2, en: 'Write the other quantities in terms of {v}: {eqs}.' },
  'wp-convert': { kp: 'word-problems.units', grade: 2, en: 'Convert to the same units first: {eq}.' },
  'wp-formula': { kp: 'word-problems.relations', grade: 2, en: 'The quantities are related by {formula}.' },
  'wp-equation': { kp: 'word-problems.equations', grade: 2, en: 'Write the equation the story gives: {eq}.' },
  'wp-solve': { kp: 'word-problems.equations', grade: 2, en: 'Solve the equation: {sol}.' },
  'wp-compute': { kp: 'word-problems.equations', grade: 2, en: 'Find the other asked quantities: {eqs}.' },
  'wp-answer': { kp: 'word-problems.answer', grade: 2, en: 'Answer the question with the unit: {ans}.' },
} as const satisfies TopicRules;

export const WORD_PROBLEMS_KNOWLEDGE = {
  'word-problems.unknowns': 'Choosing the unknown in a word problem',
  'word-problems.units': 'Units in word problems',
  'word-problems.relations': 'Rates, percents and formulas in stories',
  'word-problems.equations': 'Writing and solving the equation of a story',
  'word-problems.answer': 'Answering a word problem with its unit',
} as const satisfies TopicKnowledge;
