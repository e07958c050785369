/**
 * Spanish phrasings of word problems (data for math/read/lang/es.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
export const WORD_PROBLEMS_ES: [string, string][] = [
  // a dot between digit groups ("1.200") is a thousands separator in some countries and a decimal point in others:
  // such a story is not read (never guess a number)
  ['\\d{1,3}(?:\\.\\d{3})+(?![.,]\\d)', '#ambiguous-number#'],
  ['(?:un|una|el|la) (\\p{L}+) (?:recorre|viaja|conduce|avanza)', 'a $1 travels'],
  ['(\\p{L}+) (?:recorre|viaja|conduce|camina|corre|maneja)', '$1 travels'],
  ['en (\\d+(?:[.,]\\d+)?) horas?', 'in $1 hours'],
  ['en (\\d+(?:[.,]\\d+)?) minutos?', 'in $1 minutes'],
  ['(?:cual es|cual fue|calcula|halla) su velocidad (?:media|promedio)', 'what is its average speed'],
  ['(?:cual es|cual fue) su velocidad', 'what is its speed'],
  ['(\\p{L}+) tiene (\\d+) veces mas (\\p{L}+) que (\\p{L}+)', '$1 has $2 times as many $3 as $4'],
  ['juntos tienen (\\d+)(?: en total)?', 'together they have $1'],
  ['cuant(?:a|o)s (\\p{L}+ )?tiene (\\p{L}+)', 'how many $1 does $2 have'],
  ['(?:un|una|el|la) (\\p{L}+) cuesta', 'a $1 costs'],
  ['tiene un descuento del (\\d+(?:[.,]\\d+)?)\\s*%', 'it has a $1% discount'],
  ['(?:cual es|calcula|halla) el precio (?:final|con descuento|rebajado)', 'what is the final price'],
];
