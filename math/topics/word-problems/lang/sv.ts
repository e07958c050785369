/**
 * Swedish phrasings of word problems (data for math/read/lang/sv.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|meter|centimeter|kilometer)';

export const WORD_PROBLEMS_SV: [string, string][] = [
  // a dot between digit groups ("1.200") is a thousands separator in some countries and a decimal point in others:
  // such a story is not read (never guess a number)
  ['\\d{1,3}(?:\\.\\d{3})+(?![.,]\\d)', '#ambiguous-number#'],
  // distance, speed, time
  ['(?:en|ett) (tag|bil|buss|lastbil|flygplan|cyklist|lopare|bat|fartyg)', 'a $1'],
  ['tag(?:et)?', 'train'],
  ['bil(?:en)?', 'car'],
  ['buss(?:en)?', 'bus'],
  ['lastbil(?:en)?', 'truck'],
  ['flygplan(?:et)?', 'plane'],
  ['cyklist(?:en)?', 'cyclist'],
  ['lopare(?:n)?', 'runner'],
  ['bat(?:en)?|fartyg(?:et)?', 'ship'],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['kor|korde|cyklar|cyklade', 'travels'],
  ['gar|gick|springer|sprang', 'travels'],
  ['flyger|flog|seglar|aker|akte', 'travels'],
  [`pa ${N} timm(?:e|ar)`, 'in $1 hours'],
  [`pa ${N} minuter`, 'in $1 minutes'],
  [`i ${N} timm(?:e|ar)`, 'for $1 hours'],
  [`(?:i|med|med en (?:genomsnittlig |konstant )?hastighet (?:av|pa)) ${N}\\s*(?:km/h|km/tim|kilometer i timmen)`, 'at $1 km/h'],
  [`${N}\\s*(?:kilometer|km)(?!/)`, '$1 km'],
  [`${N}\\s*meter`, '$1 m'],
  [`${N}\\s*centimeter`, '$1 cm'],
  ['vad (?:ar|var) (?:dess|hans|hennes|dens) (?:medel)?hastighet', 'what is its average speed'],
  ['berakna (?:dess|hans|hennes) (?:medel)?hastighet', 'what is its average speed'],
  ['hur (?:langt|manga kilometer) (?:kor|cyklar|gar|flyger|korde|cyklade|gick) (?:den|han|hon|det)', 'how far does it travel'],
  ['hur lang tid tar det att (?:kora|cykla|ga|springa|flyga|aka)', 'how long does it take to travel'],
  [
    'hur lang tid tar det for (?:en|ett|a) (\\p{L}+) att (?:kora|cykla|ga|springa|flyga|aka)',
    'how long does it take the $1 to travel',
  ],
  // comparisons with a total
  [`(\\p{L}+) har ${N} ganger sa manga (\\p{L}+) som (\\p{L}+)`, '$1 has $2 times as many $3 as $4'],
  ['(\\p{L}+) har dubbelt sa manga (\\p{L}+) som (\\p{L}+)', '$1 has 2 times as many $2 as $3'],
  [`(\\p{L}+) har ${N} fler (\\p{L}+) an (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) har ${N} farre (\\p{L}+) an (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`tillsammans har de ${N}`, 'together they have $1'],
  [`de har ${N} (\\p{L}+ )?tillsammans`, 'together they have $1 $2'],
  ['hur manga (\\p{L}+ )?har (\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  ['(?:en|ett) (\\p{L}+) kostar', 'a $1 costs'],
  [`(?:den|det|han|hon) ar nedsatt med ${N}\\s*%`, 'it has a $1% discount'],
  [`(?:det ar|det finns|med) ${N}\\s*% rabatt`, 'it has a $1% discount'],
  ['vad (?:ar|blir) det nya priset|vad blir priset efter rabatten', 'what is the final price'],
  ['hur mycket (?:ska|maste) (?:man|du|hon|han) betala', 'what is the final price'],
  // a percent of a group
  ['i en klass', 'in a class'],
  [`(?:finns det|gar det) ${N} (\\p{L}+)`, 'there are $1 $2'],
  [`${N}\\s*% av dem (?:ar) (\\p{L}+)`, '$1% of them are $2'],
  [`${N}\\s*% av (?!dem)(\\p{L}+) (?:ar) (\\p{L}+)`, '$1% of the $2 are $3'],
  ['hur manga (\\p{L}+) (?:finns det|gar det) i klassen', 'how many $1 are there'],
  ['hur manga (\\p{L}+) (?:finns det|ar det)', 'how many $1 are there'],
  // rectangles and squares
  ['(?:en|ett) rektangular[at]? (\\p{L}+)', 'a rectangular $1'],
  [`ar ${N}\\s*${L} lang[t]? och ${N}\\s*${L} bred[t]?`, 'is $1 $2 long and $3 $4 wide'],
  [`en kvadrat har sid(?:an|or(?:na)? pa) ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  [`sidan i en kvadrat ar ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ['(?:vad ar|berakna) (?:dess |dens )?area(?:n)?', 'what is its area'],
  ['(?:vad ar|berakna) (?:dess |dens )?omkrets(?:en)?', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`summan av tva tal ar ${N}`, 'the sum of two numbers is $1'],
  [`(?:och )?(?:deras (?:differens|skillnad)|skillnaden mellan dem) ar ${N}`, 'and their difference is $1'],
  [`summan av (\\d|\\p{L}+) pa varandra foljande (?:hela )?tal ar ${N}`, 'the sum of $1 consecutive integers is $2'],
  [`summan av (\\d|\\p{L}+) pa varandra foljande udda tal ar ${N}`, 'the sum of $1 consecutive odd integers is $2'],
  [`summan av (\\d|\\p{L}+) pa varandra foljande jamna tal ar ${N}`, 'the sum of $1 consecutive even integers is $2'],
  ['vilka ar talen|bestam talen', 'find the numbers'],
  ['vilket ar det storsta(?: talet)?', 'what is the largest number'],
  ['vilket ar det minsta(?: talet)?', 'what is the smallest number'],
  ['tva', 'two'],
  ['tre', 'three'],
  ['fyra', 'four'],
  ['fem', 'five'],
  // ages
  [`(\\p{L}+) ar ${N} ganger sa gammal som (?:sin |hans |hennes )?(\\p{L}+)`, '$1 is $2 times as old as $3'],
  [`(\\p{L}+) ar ${N} ar aldre an (?:sin |hans |hennes )?(\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(\\p{L}+) ar ${N} ar yngre an (?:sin |hans |hennes )?(\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`tillsammans ar de ${N} ar(?: gamla)?`, 'the sum of their ages is $1'],
  ['hur gammal ar (\\p{L}+)', 'how old is $1'],
  ['pappa(?:n)?|fadern', 'father'],
  ['mamma(?:n)?|modern', 'mother'],
  ['son(?:en)?', 'son'],
  ['dotter(?:n)?', 'daughter'],
  // working together
  ['en kran', 'a tap'],
  ['(?:och )?en annan kran fyller det', 'and another tap fills it'],
  ['fyller', 'fills'],
  ['malar', 'paints'],
  ['(?:ett|en) (badkar|rum|hus|tank|pool)', 'a $1'],
  [
    'hur lang tid tar det om (?:bada kranarna ar oppna|de arbetar tillsammans|de hjalps at)',
    'how long will it take them together',
  ],
  ['och(?= \\p{L}+ (?:pa|in) \\d)', 'and'],
];
