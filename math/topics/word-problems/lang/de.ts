/**
 * German phrasings of word problems (data for math/read/lang/de.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
export const WORD_PROBLEMS_DE: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  ['(?:ein|eine|der|die|das) (\\p{L}+) (?:fahrt|fahrt|legt|reist|faehrt)', 'a $1 travels'],
  ['(\\p{L}+) (?:fahrt|lauft|geht|radelt|faehrt)', '$1 travels'],
  ['in (\\d+(?:[.,]\\d+)?) stunden?', 'in $1 hours'],
  ['in (\\d+(?:[.,]\\d+)?) minuten', 'in $1 minutes'],
  ['(?:wie hoch ist|was ist|berechne) (?:seine|ihre|die) durchschnittsgeschwindigkeit', 'what is its average speed'],
  ['wie schnell (?:ist|war|fahrt) (?:er|sie|es)(?: im durchschnitt)?', 'what is its average speed'],
  ['(\\p{L}+) hat (\\d+)[- ]?mal so viele (\\p{L}+) wie (\\p{L}+)', '$1 has $2 times as many $3 as $4'],
  ['zusammen haben sie (\\d+)', 'together they have $1'],
  ['wie viele (?:(\\p{L}+) )?hat (\\p{L}+)', 'how many $1 does $2 have'],
  ['(?:ein|eine|der|die|das) (\\p{L}+) kostet', 'a $1 costs'],
  ['es gibt (\\d+(?:[.,]\\d+)?)\\s*% rabatt', 'there is a $1% discount'],
  ['(?:wie hoch ist|was ist|berechne) der (?:endpreis|neue preis|preis nach dem rabatt)', 'what is the final price'],
];
