/**
 * French phrasings of word problems (data for math/read/lang/fr.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|metres|centimetres|kilometres)';

export const WORD_PROBLEMS_FR: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  // distance, speed, time
  ['(?:un|une|le|la) (train|voiture|bus|autobus|camion|avion|cycliste|coureur|bateau|moto)', 'a $1'],
  ['train', 'train'],
  ['voiture', 'car'],
  ['autobus', 'bus'],
  ['camion', 'truck'],
  ['avion', 'plane'],
  ['cycliste', 'cyclist'],
  ['coureur', 'runner'],
  ['bateau', 'ship'],
  ['a velo', ' '],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['(?:a )?parcouru|parcourt', 'travels'],
  ['roule|a roule|voyage|a voyage', 'travels'],
  ['marche|a marche|court|a couru', 'travels'],
  [`en ${N} heures?`, 'in $1 hours'],
  [`en ${N} minutes`, 'in $1 minutes'],
  [`pendant ${N} heures?`, 'for $1 hours'],
  [`a ${N}\\s*(?:km/h|kilometres par heure)`, 'at $1 km/h'],
  [`${N}\\s*(?:kilometres|km)(?!/)`, '$1 km'],
  [`${N}\\s*metres`, '$1 m'],
  [`${N}\\s*centimetres`, '$1 cm'],
  ['(?:quelle est|quelle etait|calcule) sa vitesse moyenne', 'what is its average speed'],
  ['quelle distance parcourt-(?:elle|il)', 'how far does it travel'],
  ['combien de temps (?:lui )?faut-il pour parcourir', 'how long does it take to travel'],
  ['combien de temps faut-il a (?:une|un|a) (\\p{L}+) pour parcourir', 'how long does it take the $1 to travel'],
  // comparisons with a total
  [`(\\p{L}+) a ${N} fois plus d(?:e |')(\\p{L}+) que (\\p{L}+)`, '$1 has $2 times as many $3 as $4'],
  [`(\\p{L}+) a ${N} (?!ans)(\\p{L}+) de plus que (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) a ${N} (?!ans)(\\p{L}+) de moins que (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`ensemble,? ils en ont ${N}`, 'together they have $1'],
  [`ensemble,? ils ont ${N}`, 'together they have $1'],
  ["combien (?:d(?:e |')(\\p{L}+) )?(?!y\\b)(\\p{L}+) (?:en )?a-t-(?:elle|il)", 'how many $1 does $2 have'],
  // price and discount
  ['(?:un|une|le|la) (\\p{L}+) coute', 'a $1 costs'],
  [`(?:elle|il) est soldee? a ${N}\\s*%`, 'it is $1% off'],
  [`il y a une (?:reduction|remise) de ${N}\\s*%`, 'it has a $1% discount'],
  ['(?:quel est|calcule) le prix (?:final|solde|apres la remise)', 'what is the final price'],
  ['combien faut-il payer', 'what is the final price'],
  // a percent of a group
  [`dans une classe,? il y a ${N} (\\p{L}+)`, 'there are $1 $2 in a class'],
  [`${N}\\s*% d'entre eux sont des (\\p{L}+)`, '$1% of them are $2'],
  ['combien y a-t-il de (\\p{L}+)', 'how many $1 are there'],
  // rectangles and squares
  ['(?:un|une) (\\p{L}+) rectangulaire', 'a rectangular $1'],
  [`mesure ${N}\\s*${L} de long et ${N}\\s*${L} de large`, 'is $1 $2 long and $3 $4 wide'],
  [`le cote d'un carre mesure ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ['(?:quelle est|calcule) son aire', 'what is its area'],
  ['(?:quel est|calcule) son perimetre', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`la somme de deux nombres est ${N}`, 'the sum of two numbers is $1'],
  [`et leur difference est ${N}`, 'and their difference is $1'],
  [`la somme de (\\d|\\p{L}+) nombres (?:entiers )?consecutifs est ${N}`, 'the sum of $1 consecutive integers is $2'],
  [`la somme de (\\d|\\p{L}+) nombres (?:entiers )?impairs consecutifs est ${N}`, 'the sum of $1 consecutive odd integers is $2'],
  [`la somme de (\\d|\\p{L}+) nombres (?:entiers )?pairs consecutifs est ${N}`, 'the sum of $1 consecutive even integers is $2'],
  ['quels sont ces nombres|trouve ces nombres', 'find the numbers'],
  ['quel est le plus grand(?: nombre)?', 'what is the largest number'],
  ['quel est le plus petit(?: nombre)?', 'what is the smallest number'],
  ['deux', 'two'],
  ['trois', 'three'],
  ['quatre', 'four'],
  // ages
  [
    "(?:le |la )?(\\p{L}+) a (deux|trois|quatre|\\d) fois l'age de (?:son |sa |du |de la )?(\\p{L}+)",
    '$1 is $2 times as old as $3',
  ],
  [`(\\p{L}+) a ${N} ans de plus que (\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(\\p{L}+) a ${N} ans de moins que (\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`la somme de leurs ages est (?:de )?${N}(?: ans)?`, 'the sum of their ages is $1'],
  ['quel age a (?:le |la )?(\\p{L}+)', 'how old is $1'],
  ['pere', 'father'],
  ['mere', 'mother'],
  ['fils', 'son'],
  ['fille', 'daughter'],
  // working together
  ['un robinet remplit', 'a tap fills'],
  ['(?:et )?un autre(?: robinet)? la remplit', 'and another tap fills it'],
  ['peint', 'paints'],
  ['(?:une|un) (baignoire|piscine|piece|cuve|maison)', 'a $1'],
  [
    'combien de temps (?:leur )?faut-il (?:aux deux(?: robinets)? ensemble|en travaillant ensemble)',
    'how long will it take them together',
  ],
  ['et(?= \\p{L}+ (?:en|in) \\d)', 'and'],
];
