/**
 * Ukrainian phrasings of word problems (data for math/read/lang/uk.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
export const WORD_PROBLEMS_UK: [string, string][] = [
  // a dot between digit groups ("1.200") is a thousands separator in some countries and a decimal point in others:
  // such a story is not read (never guess a number)
  ['\\d{1,3}(?:\\.\\d{3})+(?![.,]\\d)', '#ambiguous-number#'],

];
