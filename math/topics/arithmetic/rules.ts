/**
 * Step rules and knowledge points of the `arithmetic` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts
 * and math/knowledge.ts). English source text with `{param}` placeholders (LaTeX fragments); translations live in
 * ./i18n/<lng>.json. Wording follows OpenStax Prealgebra 2e (CC BY 4.0), chapters 1, 4, 5 and 6.
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const ARITHMETIC_RULES = {
  'words-to-expression': { kp: 'arithmetic.operations-in-words', grade: 1, en: 'Write the words as math: {expr}.' },
  'division-with-remainder': { kp: 'arithmetic.division-with-remainder', grade: 1, en: 'Divide with remainder: {eq}.' },
  'factorial-product': { kp: 'arithmetic.factorial', grade: 2, en: '{n}! is the product of the whole numbers from 1 to {n}.' },
  'round-place': { kp: 'arithmetic.rounding', grade: 1, en: 'Find the rounding place: the digit {digit}.' },
  'round-up': {
    kp: 'arithmetic.rounding',
    grade: 1,
    en: 'The digit after the rounding place is {digit}, which is 5 or more: round up.',
  },
  'round-down': {
    kp: 'arithmetic.rounding',
    grade: 1,
    en: 'The digit after the rounding place is {digit}, which is less than 5: round down.',
  },
  'significant-figures': {
    kp: 'arithmetic.significant-figures',
    grade: 3,
    en: 'Count {n} significant figures from the first nonzero digit.',
  },
  'fraction-to-decimal': {
    kp: 'arithmetic.fractions-decimals-percents',
    grade: 2,
    en: 'Divide the numerator by the denominator.',
  },
  'repeating-decimal': {
    kp: 'arithmetic.repeating-decimals',
    grade: 2,
    en: 'A remainder repeats, so the digits {period} repeat forever.',
  },
  'decimal-to-fraction': {
    kp: 'arithmetic.fractions-decimals-percents',
    grade: 2,
    en: 'Write the decimal as a fraction over {power}.',
  },
  'to-percent': {
    kp: 'arithmetic.fractions-decimals-percents',
    grade: 2,
    en: 'Multiply by 100 to write the number as a percent.',
  },
  'from-percent': { kp: 'arithmetic.fractions-decimals-percents', grade: 2, en: 'Percent means per hundred: divide by 100.' },
  'scientific-notation': {
    kp: 'arithmetic.scientific-notation',
    grade: 2,
    en: 'Move the decimal point {k} places so that the first factor is at least 1 and less than 10.',
  },
  'to-base-repeated-division': {
    kp: 'arithmetic.number-bases',
    grade: 3,
    en: 'Divide by {base} repeatedly; the remainders, read from last to first, are the digits.',
  },
  'from-base-place-values': {
    kp: 'arithmetic.number-bases',
    grade: 3,
    en: 'Multiply each digit by its place value, a power of {base}, and add.',
  },
  'compare-values': { kp: 'arithmetic.comparing-numbers', grade: 1, en: 'Compare the values: {a} and {b}.' },
  'statement-true': { kp: 'arithmetic.comparing-numbers', grade: 1, en: 'So the statement {statement} is true.' },
  'statement-false': { kp: 'arithmetic.comparing-numbers', grade: 1, en: 'So the statement {statement} is false.' },
  'common-decimal-form': { kp: 'arithmetic.comparing-numbers', grade: 2, en: 'Write every number as a decimal to compare them.' },
  'order-ascending': { kp: 'arithmetic.comparing-numbers', grade: 1, en: 'Order the numbers from least to greatest.' },
  'order-descending': { kp: 'arithmetic.comparing-numbers', grade: 1, en: 'Order the numbers from greatest to least.' },
  'mixed-to-improper': {
    kp: 'arithmetic.reciprocals',
    grade: 2,
    en: 'Write the mixed number as an improper fraction: {eq}.',
  },
  'reciprocal-flip': {
    kp: 'arithmetic.reciprocals',
    grade: 2,
    en: 'The reciprocal of {a} is {b}: swap the numerator and the denominator; the sign stays.',
  },
  'reciprocal-check': { kp: 'arithmetic.reciprocals', grade: 2, en: 'Check: a number times its reciprocal is 1, {eq}.' },
  'reciprocal-zero': {
    kp: 'arithmetic.reciprocals',
    grade: 2,
    en: 'Zero times any number is 0, never 1, so 0 has no reciprocal.',
  },
  'base-column-add': {
    kp: 'arithmetic.base-arithmetic',
    grade: 3,
    en: 'Add column by column from the right in base {base}: when a column reaches {base}, write the excess and carry 1.',
  },
  'base-column-subtract': {
    kp: 'arithmetic.base-arithmetic',
    grade: 3,
    en: 'Subtract column by column from the right in base {base}, borrowing {base} from the next column when needed.',
  },
  'base-column-multiply': {
    kp: 'arithmetic.base-arithmetic',
    grade: 3,
    en: 'Multiply by each digit in base {base}, shift each partial product one place left, and add them.',
  },
  'base-decimal-operation': { kp: 'arithmetic.base-arithmetic', grade: 3, en: 'Compute in base 10: {eq}.' },
  'base-decimal-check': { kp: 'arithmetic.base-arithmetic', grade: 3, en: 'Check in base 10: {eq}.' },
} as const satisfies TopicRules;

export const ARITHMETIC_KNOWLEDGE = {
  'arithmetic.operations-in-words': 'The four operations in words',
  'arithmetic.division-with-remainder': 'Division with remainder',
  'arithmetic.factorial': 'Factorials',
  'arithmetic.rounding': 'Rounding',
  'arithmetic.significant-figures': 'Significant figures',
  'arithmetic.fractions-decimals-percents': 'Fractions, decimals and percents',
  'arithmetic.repeating-decimals': 'Repeating decimals',
  'arithmetic.scientific-notation': 'Scientific notation',
  'arithmetic.number-bases': 'Number bases',
  'arithmetic.comparing-numbers': 'Comparing and ordering numbers',
  'arithmetic.reciprocals': 'Reciprocals',
  'arithmetic.base-arithmetic': 'Arithmetic in other bases',
} as const satisfies TopicKnowledge;
