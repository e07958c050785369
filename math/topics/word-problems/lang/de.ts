/**
 * German phrasings of word problems (data for math/read/lang/de.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|meter|zentimeter|kilometer)';

export const WORD_PROBLEMS_DE: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  // distance, speed, time
  ['(?:ein|eine|der|die|das) (zug|auto|bus|lastwagen|lkw|flugzeug|radfahrer|laufer|schiff|motorrad)', 'a $1'],
  ['zug', 'train'],
  ['auto', 'car'],
  ['lastwagen|lkw', 'truck'],
  ['flugzeug', 'plane'],
  ['radfahrer', 'cyclist'],
  ['laufer', 'runner'],
  ['schiff', 'ship'],
  ['mit dem fahrrad', ' '],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['fahrt|faehrt|fuhr', 'travels'],
  ['lauft|lief|geht|ging', 'travels'],
  ['radelt|fliegt|legt', 'travels'],
  [`in ${N} stunden?`, 'in $1 hours'],
  [`in ${N} minuten`, 'in $1 minutes'],
  [`${N} stunden? lang`, 'for $1 hours'],
  [`(?:mit|mit einer (?:durchschnitts)?geschwindigkeit von|bei) ${N}\\s*(?:km/h|kilometern pro stunde)`, 'at $1 km/h'],
  [`${N}\\s*(?:kilometer|km)(?!/)`, '$1 km'],
  [`${N}\\s*meter`, '$1 m'],
  [`${N}\\s*zentimeter`, '$1 cm'],
  ['(?:wie hoch ist|was ist|berechne) (?:seine|ihre|die) durchschnittsgeschwindigkeit', 'what is its average speed'],
  ['wie schnell (?:ist|war|fahrt) (?:er|sie|es)(?: im durchschnitt)?', 'what is its average speed'],
  ['wie weit fahrt (?:er|sie|es)', 'how far does it travel'],
  [`wie lange braucht (?:er|sie|es) fur ${N}\\s*(?:km|kilometer)`, 'how long does it take to travel $1 km'],
  [`wie lange braucht (?:ein|eine|a) (\\p{L}+) fur ${N}\\s*(?:km|kilometer)`, 'how long does it take the $1 to travel $2 km'],
  // comparisons with a total
  [`(\\p{L}+) hat ${N}[- ]?mal so viele (\\p{L}+) wie (\\p{L}+)`, '$1 has $2 times as many $3 as $4'],
  ['(\\p{L}+) hat doppelt so viele (\\p{L}+) wie (\\p{L}+)', '$1 has 2 times as many $2 as $3'],
  ['(\\p{L}+) hat dreimal so viele (\\p{L}+) wie (\\p{L}+)', '$1 has 3 times as many $2 as $3'],
  [`(\\p{L}+) hat ${N} (\\p{L}+) mehr als (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) hat ${N} (\\p{L}+) weniger als (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`zusammen haben sie ${N}`, 'together they have $1'],
  ['wie viele (?:(\\p{L}+) )?hat (\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  ['(?:ein|eine|der|die|das) (\\p{L}+) kostet', 'a $1 costs'],
  [`es gibt ${N}\\s*% rabatt`, 'there is a $1% discount'],
  [`(?:sie|er|es) ist um ${N}\\s*% reduziert`, 'it has a $1% discount'],
  ['(?:wie hoch ist|was ist|berechne) der (?:endpreis|neue preis|preis nach dem rabatt)', 'what is the final price'],
  ['wie viel (?:kostet (?:sie|er|es) jetzt|muss man bezahlen)', 'what is the final price'],
  // a percent of a group
  [`in einer klasse sind ${N} (\\p{L}+)`, 'there are $1 $2 in a class'],
  [`${N}\\s*% davon sind (\\p{L}+)`, '$1% of them are $2'],
  ['wie viele (\\p{L}+) sind in der klasse', 'how many $1 are there'],
  // rectangles and squares
  ['(?:ein|eine) rechteckige[rs]? (\\p{L}+)', 'a rectangular $1'],
  [`ist ${N}\\s*${L} lang und ${N}\\s*${L} breit`, 'is $1 $2 long and $3 $4 wide'],
  [`ein quadrat hat eine seitenlange von ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ['wie gro(?:ß|ss) ist (?:seine|ihre|die) flache|berechne (?:den|seinen) flacheninhalt', 'what is its area'],
  ['berechne (?:den|seinen) umfang|wie gro(?:ß|ss) ist (?:sein|der) umfang', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`die summe zweier zahlen ist ${N}`, 'the sum of two numbers is $1'],
  [`und ihre differenz ist ${N}`, 'and their difference is $1'],
  [`die summe von (\\d|\\p{L}+) aufeinanderfolgenden (?:ganzen )?zahlen ist ${N}`, 'the sum of $1 consecutive integers is $2'],
  [`die summe von (\\d|\\p{L}+) aufeinanderfolgenden ungeraden zahlen ist ${N}`, 'the sum of $1 consecutive odd integers is $2'],
  [`die summe von (\\d|\\p{L}+) aufeinanderfolgenden geraden zahlen ist ${N}`, 'the sum of $1 consecutive even integers is $2'],
  ['wie hei(?:ß|ss)en die zahlen', 'find the numbers'],
  ['wie hei(?:ß|ss)t die gro(?:ß|ss)(?:ere|te) zahl', 'what is the largest number'],
  ['wie hei(?:ß|ss)t die kleiner?e? zahl|wie hei(?:ß|ss)t die kleinste zahl', 'what is the smallest number'],
  ['zwei', 'two'],
  ['drei', 'three'],
  ['vier', 'four'],
  // ages
  ['(?:der |die )?(\\p{L}+) ist doppelt so alt wie (?:sein |ihr |der |die )?(\\p{L}+)', '$1 is 2 times as old as $2'],
  ['(?:der |die )?(\\p{L}+) ist dreimal so alt wie (?:sein |ihr |der |die )?(\\p{L}+)', '$1 is 3 times as old as $2'],
  [`(?:der |die )?(\\p{L}+) ist ${N}[- ]?mal so alt wie (?:sein |ihr |der |die )?(\\p{L}+)`, '$1 is $2 times as old as $3'],
  [`(\\p{L}+) ist ${N} jahre alter als (\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(\\p{L}+) ist ${N} jahre junger als (\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`zusammen sind sie ${N} jahre(?: alt)?`, 'the sum of their ages is $1'],
  ['wie alt ist (?:der |die )?(\\p{L}+)', 'how old is $1'],
  ['vater', 'father'],
  ['mutter', 'mother'],
  ['sohn', 'son'],
  ['tochter', 'daughter'],
  // working together
  ['ein wasserhahn fullt', 'a tap fills'],
  ['(?:und )?ein anderer(?: wasserhahn)? fullt sie', 'and another tap fills it'],
  ['streicht', 'paints'],
  ['(?:ein|eine) (wanne|badewanne|zimmer|becken|haus)', 'a $1'],
  [
    'wie lange (?:dauert es|brauchen sie),? wenn (?:beide hahne zusammen laufen|sie zusammen arbeiten)',
    'how long will it take them together',
  ],
  ['und(?= \\p{L}+ in \\d)', 'and'],
];
