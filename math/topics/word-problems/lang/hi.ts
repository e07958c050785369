/**
 * Hindi phrasings of word problems (data for math/read/lang/hi.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
export const WORD_PROBLEMS_HI: [string, string][] = [

];
