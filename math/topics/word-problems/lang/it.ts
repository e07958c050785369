/**
 * Italian phrasings of word problems (data for math/read/lang/it.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces; word boundaries are added) and the English
 * the word-problem reader understands. Longer patterns are applied first. A story is read only when, rewritten, the
 * English reader accounts for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|metri|centimetri|chilometri|millimetri)';

export const WORD_PROBLEMS_IT: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  // distance, speed, time
  ['(?:un|una|il|la|lo) (treno|autobus|pullman|camion|aereo|ciclista|corridore|pedone|nave|moto|motociclista)', 'a $1'],
  ["(?:un'|l')(auto|automobile|aereo)", 'a $1'],
  ['(?:un|una|la) (?:auto|automobile|macchina)', 'a car'],
  ['treno', 'train'],
  ['autobus|pullman', 'bus'],
  ['camion', 'truck'],
  ['aereo', 'plane'],
  ['ciclista', 'cyclist'],
  ['corridore', 'runner'],
  ['pedone', 'walker'],
  ['nave', 'ship'],
  ['auto|automobile|macchina', 'car'],
  ['moto|motociclista', 'motorcycle'],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['(?:ha )?percors[oa]|percorre', 'travels'],
  ['(?:ha )?viaggiato|viaggia', 'travels'],
  ['(?:ha )?(?:corso|guidato)|corre|guida|va', 'travels'],
  ['(?:ha )?camminato|cammina', 'travels'],
  ['(?:ha )?pedalato|pedala', 'travels'],
  ['(?:ha )?volato|vola', 'travels'],
  [`in ${N} or[ae]`, 'in $1 hours'],
  [`in ${N} minuti`, 'in $1 minutes'],
  [`per ${N} or[ae]`, 'for $1 hours'],
  [
    `(?:a|alla velocita (?:media |costante )?di) ${N}\\s*(?:km/h|km orari|chilometri orari|km all'ora|chilometri all'ora)`,
    'at $1 km/h',
  ],
  [`${N}\\s*(?:chilometri|km)(?!/)`, '$1 km'],
  [`${N}\\s*metri`, '$1 m'],
  [`${N}\\s*centimetri`, '$1 cm'],
  ['(?:qual e|quale e|quale era|qual era) (?:stata )?la (?:sua )?velocita(?: media)?', 'what is its average speed'],
  ['(?:calcola|trova|determina) la (?:sua )?velocita(?: media)?', 'what is its average speed'],
  ['a (?:che|quale) velocita (?:media )?(?:viaggia|va|procede|corre|ha viaggiato)', 'what is its average speed'],
  ['(?:quanti (?:chilometri|km)|quanta strada) (?:percorre|fa|ha percorso|ha fatto|percorrera|fara)', 'how far does it travel'],
  [
    "quanto tempo (?:impiega|ci mette|serve) (?:un'|una |un |il |la |l')?(\\p{L}+) (?:a|per) (?:percorrere|fare)",
    'how long does it take the $1 to travel',
  ],
  ['(?:in )?quanto tempo (?:percorre|fa|percorrera|fara)', 'how long does it take to travel'],
  ['quanto tempo (?:impiega|ci mette|serve) (?:a|per) (?:percorrere|fare)', 'how long does it take to travel'],
  // comparisons with a total
  [
    `(\\p{L}+) ha ${N} volte (?:piu |tante )?(?:le |i |gli )?(\\p{L}+) (?:di|del|della|dello) (\\p{L}+)`,
    '$1 has $2 times as many $3 as $4',
  ],
  ['(\\p{L}+) ha il doppio (?:delle|dei|degli|di) (\\p{L}+) (?:di|del|della|dello) (\\p{L}+)', '$1 has 2 times as many $2 as $3'],
  ['(\\p{L}+) ha il triplo (?:delle|dei|degli|di) (\\p{L}+) (?:di|del|della|dello) (\\p{L}+)', '$1 has 3 times as many $2 as $3'],
  [
    '(\\p{L}+) ha il quadruplo (?:delle|dei|degli|di) (\\p{L}+) (?:di|del|della|dello) (\\p{L}+)',
    '$1 has 4 times as many $2 as $3',
  ],
  [`(\\p{L}+) ha ${N} (\\p{L}+) in piu (?:di|del|della|dello) (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) ha ${N} (\\p{L}+) in meno (?:di|del|della|dello) (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`(?:insieme|in tutto|in totale) (?:ne )?hanno ${N}`, 'together they have $1'],
  [`(?:ne )?hanno ${N} (\\p{L}+ )?(?:insieme|in tutto|in totale)`, 'together they have $1 $2'],
  ['quant[ie] (\\p{L}+ )?(?:ne )?ha (\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  [`(?:un|una|uno|il|la|lo) (\\p{L}+) costa ${N}\\s*(?:€|euro)`, 'a $1 costs €$2'],
  [`(?:un|una|uno|il|la|lo) (\\p{L}+) costa (?:€|euro)\\s*${N}`, 'a $1 costs €$2'],
  [`(?:e|viene) (?:scontat[oa]|in saldo) del ${N}\\s*%`, 'it has a $1% discount'],
  [`(?:c'e|ha|si applica) uno sconto del ${N}\\s*%`, 'it has a $1% discount'],
  ['qual e il (?:suo )?prezzo (?:finale|scontato|dopo lo sconto|in saldo)', 'what is the final price'],
  ['quanto (?:si paga|costa dopo lo sconto|la si paga|lo si paga|costa scontat[oa])', 'what is the final price'],
  // a percent of a group
  ['in una classe', 'in a class'],
  ['nella classe', 'in the class'],
  [`ci sono ${N} (\\p{L}+)`, 'there are $1 $2'],
  [`(?:il |l')?${N}\\s*% di loro (?:sono|e) (\\p{L}+)`, '$1% of them are $2'],
  [`(?:il |l')?${N}\\s*% de(?:i|gli|lle) (\\p{L}+) (?:sono|e) (\\p{L}+)`, '$1% of the $2 are $3'],
  ['quant[ie] sono (?:le |i |gli )?(\\p{L}+)', 'how many $1 are there'],
  ['quant[ie] (\\p{L}+) ci sono', 'how many $1 are there'],
  // rectangles and squares
  ['(?:un|una|il|la|lo) (\\p{L}+) rettangolare', 'a rectangular $1'],
  [`(?:e )?lung[oa] ${N}\\s*${L}`, 'is $1 $2 long'],
  [`e larg[oa] ${N}\\s*${L}`, 'and $1 $2 wide'],
  [`ha una lunghezza di ${N}\\s*${L} e una larghezza di ${N}\\s*${L}`, 'has a length of $1 $2 and a width of $3 $4'],
  [`misura ${N}\\s*${L} per ${N}\\s*${L}`, 'measures $1 $2 by $3 $4'],
  [`(?:un|il) quadrato ha (?:il )?lato (?:di|lungo) ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  [`il lato di un quadrato (?:misura|e) ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ["(?:qual e|calcola|trova|determina|quanto misura) (?:la sua |l')area", 'what is its area'],
  ['(?:qual e|calcola|trova|determina|quanto misura) il (?:suo )?perimetro', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`la somma di due numeri e ${N}`, 'the sum of two numbers is $1'],
  [`(?:e )?la loro differenza e ${N}`, 'and their difference is $1'],
  [`la somma di (\\d|\\p{L}+) numeri (?:interi )?consecutivi e ${N}`, 'the sum of $1 consecutive integers is $2'],
  [
    `la somma di (\\d|\\p{L}+) numeri (?:interi )?(?:dispari consecutivi|consecutivi dispari) e ${N}`,
    'the sum of $1 consecutive odd integers is $2',
  ],
  [
    `la somma di (\\d|\\p{L}+) numeri (?:interi )?(?:pari consecutivi|consecutivi pari) e ${N}`,
    'the sum of $1 consecutive even integers is $2',
  ],
  ['(?:trova|determina|calcola) (?:i|questi|tali|i due|i tre) numeri|quali sono (?:i|questi) numeri', 'find the numbers'],
  ['qual e il (?:numero )?(?:maggiore|piu grande)', 'what is the largest number'],
  ['qual e il (?:numero )?(?:minore|piu piccolo)', 'what is the smallest number'],
  ['due', 'two'],
  ['tre', 'three'],
  ['quattro', 'four'],
  ['cinque', 'five'],
  // ages
  [
    "(?:il |la |l')?(\\p{L}+) ha il doppio (?:dell'eta|degli anni) (?:del |della |di |dell')?(\\p{L}+)",
    '$1 is 2 times as old as $2',
  ],
  [
    "(?:il |la |l')?(\\p{L}+) ha il triplo (?:dell'eta|degli anni) (?:del |della |di |dell')?(\\p{L}+)",
    '$1 is 3 times as old as $2',
  ],
  [
    "(?:il |la |l')?(\\p{L}+) ha il quadruplo (?:dell'eta|degli anni) (?:del |della |di |dell')?(\\p{L}+)",
    '$1 is 4 times as old as $2',
  ],
  [`(?:il |la |l')?(\\p{L}+) ha ${N} anni (?:piu|in piu) (?:di|del|della|dello) (\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(?:il |la |l')?(\\p{L}+) ha ${N} anni (?:meno|in meno) (?:di|del|della|dello) (\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`la somma delle loro eta e (?:di )?${N}(?: anni)?`, 'the sum of their ages is $1'],
  ["quanti anni ha (?:il |la |l')?(\\p{L}+)", 'how old is $1'],
  ['padre', 'father'],
  ['madre', 'mother'],
  ['figlio', 'son'],
  ['figlia', 'daughter'],
  ['nonno', 'grandfather'],
  ['nonna', 'grandmother'],
  // working together
  ['(?:un|il) rubinetto', 'a tap'],
  ['(?:un )?altro(?: rubinetto)? la riempie', 'another tap fills it'],
  ['riempie', 'fills'],
  ['dipinge|imbianca', 'paints'],
  ['pulisce', 'cleans'],
  ['(?:una|la) (vasca|piscina|stanza|cisterna|casa)', 'a $1'],
  [
    '(?:in )?quanto tempo (?:impiegano|ci mettono|la riempiono|la dipingono|lo finiscono) (?:lavorando )?insieme',
    'how long will it take them together',
  ],
  [
    '(?:in )?quanto tempo (?:impiegano|ci mettono) (?:a (?:riempirla|dipingerla|finirlo|pulirla) )?(?:lavorando )?insieme',
    'how long will it take them together',
  ],
  // joining words left between the rewritten clauses
  ['(?:ed|e)(?= \\p{L}+ in \\d)', 'and'],
];
