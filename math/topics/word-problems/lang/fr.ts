/**
 * French phrasings of word problems (data for math/read/lang/fr.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
export const WORD_PROBLEMS_FR: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  ['(?:un|une|le|la) (\\p{L}+) (?:parcourt|roule|voyage)', 'a $1 travels'],
  ['(\\p{L}+) (?:parcourt|roule|marche|court)', '$1 travels'],
  ['en (\\d+(?:[.,]\\d+)?) heures?', 'in $1 hours'],
  ['en (\\d+(?:[.,]\\d+)?) minutes', 'in $1 minutes'],
  ['(?:quelle est|quelle etait|calcule) sa vitesse moyenne', 'what is its average speed'],
  ['(\\p{L}+) a (\\d+) fois plus de (\\p{L}+) que (\\p{L}+)', '$1 has $2 times as many $3 as $4'],
  ['ensemble,? ils en ont (\\d+)', 'together they have $1'],
  ['ensemble,? ils ont (\\d+)', 'together they have $1'],
  ['combien (?:de (\\p{L}+) )?(\\p{L}+) (?:en )?a-t-(?:elle|il)', 'how many $1 does $2 have'],
  ['(?:un|une|le|la) (\\p{L}+) coute', 'a $1 costs'],
  ['(?:elle|il) est soldee? a (\\d+(?:[.,]\\d+)?)\\s*%', 'it is $1% off'],
  ['(?:quel est|calcule) le prix (?:final|solde|apres la remise)', 'what is the final price'],
];
