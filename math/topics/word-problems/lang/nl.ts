/**
 * Dutch phrasings of word problems (data for math/read/lang/nl.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|meter|centimeter|kilometer)';

export const WORD_PROBLEMS_NL: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  // distance, speed, time
  ['(?:een|de) (trein|auto|bus|vrachtwagen|vliegtuig|fietser|hardloper|wandelaar|boot|schip|brommer)', 'a $1'],
  ['trein', 'train'],
  ['auto', 'car'],
  ['vrachtwagen', 'truck'],
  ['vliegtuig', 'plane'],
  ['fietser', 'cyclist'],
  ['hardloper', 'runner'],
  ['wandelaar', 'walker'],
  ['boot|schip', 'ship'],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['rijdt|reed|fietst|fietste', 'travels'],
  ['loopt|liep|wandelt|rent', 'travels'],
  ['vliegt|vaart|legt', 'travels'],
  [`in ${N} uur`, 'in $1 hours'],
  [`in ${N} minuten`, 'in $1 minutes'],
  [`${N} uur lang`, 'for $1 hours'],
  [`(?:met|met een (?:gemiddelde |constante )?snelheid van) ${N}\\s*(?:km/h|km/u|km per uur|kilometer per uur)`, 'at $1 km/h'],
  [`${N}\\s*(?:kilometer|km)(?!/)(?: af)?`, '$1 km'],
  [`${N}\\s*meter`, '$1 m'],
  [`${N}\\s*centimeter`, '$1 cm'],
  ['wat (?:is|was) (?:zijn|haar|de) (?:gemiddelde )?snelheid', 'what is its average speed'],
  ['bereken (?:zijn|haar|de) (?:gemiddelde )?snelheid', 'what is its average speed'],
  ['hoe snel (?:rijdt|reed|fietst|fietste|loopt|liep|gaat|ging) (?:hij|zij|ze|het)(?: gemiddeld)?', 'what is its average speed'],
  [
    '(?:hoeveel (?:kilometer|km)|hoe ver) (?:rijdt|fietst|loopt|legt|vliegt|reed|fietste|liep) (?:hij|zij|ze|het)(?: af)?',
    'how far does it travel',
  ],
  ['hoe lang (?:doet|deed) (?:hij|zij|ze|het) (?:erover|over)', 'how long does it take to travel'],
  ['hoeveel uur (?:doet|deed) (?:een|de|a) (\\p{L}+) over', 'how long does it take the $1 to travel'],
  [`bij een snelheid van ${N}\\s*(?:km/h|km/u|km per uur)`, 'at $1 km/h'],
  // comparisons with a total
  [`(\\p{L}+) heeft ${N} (?:keer|maal) zoveel (\\p{L}+) als (\\p{L}+)`, '$1 has $2 times as many $3 as $4'],
  ['(\\p{L}+) heeft twee keer zoveel (\\p{L}+) als (\\p{L}+)', '$1 has 2 times as many $2 as $3'],
  ['(\\p{L}+) heeft drie keer zoveel (\\p{L}+) als (\\p{L}+)', '$1 has 3 times as many $2 as $3'],
  [`(\\p{L}+) heeft ${N} (\\p{L}+) meer dan (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) heeft ${N} (\\p{L}+) minder dan (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`samen hebben ze ${N}`, 'together they have $1'],
  [`ze hebben samen ${N}`, 'together they have $1'],
  ['hoeveel (\\p{L}+ )?heeft (\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  ['(?:een|de|het) (\\p{L}+) kost', 'a $1 costs'],
  [`(?:hij|zij|ze|het) is ${N}\\s*% afgeprijsd`, 'it has a $1% discount'],
  [`(?:er is|je krijgt|met) ${N}\\s*% korting`, 'it has a $1% discount'],
  ['wat is de (?:nieuwe|uiteindelijke) prijs', 'what is the final price'],
  [
    'hoeveel (?:moet je|betaal je|moet hij|moet zij|betaalt (?:hij|zij|ze))(?: (?:betalen|ervoor|nog))*',
    'what is the final price',
  ],
  // a percent of a group
  ['in een klas', 'in a class'],
  [`zitten ${N} (\\p{L}+)`, 'there are $1 $2'],
  [`${N}\\s*% (?:van hen|daarvan) (?:zijn|is) (\\p{L}+)`, '$1% of them are $2'],
  [`${N}\\s*% van de (\\p{L}+) (?:zijn|is) (\\p{L}+)`, '$1% of the $2 are $3'],
  ['hoeveel (\\p{L}+) zitten er in de klas', 'how many $1 are there'],
  ['hoeveel (\\p{L}+) zijn er', 'how many $1 are there'],
  // rectangles and squares
  ['(?:een|de|het) rechthoekige? (\\p{L}+)', 'a rectangular $1'],
  [`is ${N}\\s*${L} lang en ${N}\\s*${L} breed`, 'is $1 $2 long and $3 $4 wide'],
  [`(?:een|het) vierkant heeft zijden van ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  [`de zijde van een vierkant is ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ['(?:wat is|bereken) (?:de|zijn|haar) oppervlakte', 'what is its area'],
  ['(?:wat is|bereken) (?:de|zijn|haar) omtrek', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`de som van twee getallen is ${N}`, 'the sum of two numbers is $1'],
  [`(?:en )?(?:hun|het) verschil is ${N}`, 'and their difference is $1'],
  [`de som van (\\d|\\p{L}+) opeenvolgende (?:gehele )?getallen is ${N}`, 'the sum of $1 consecutive integers is $2'],
  [`de som van (\\d|\\p{L}+) opeenvolgende oneven getallen is ${N}`, 'the sum of $1 consecutive odd integers is $2'],
  [`de som van (\\d|\\p{L}+) opeenvolgende even getallen is ${N}`, 'the sum of $1 consecutive even integers is $2'],
  ['welke getallen zijn (?:het|dat)|bereken de getallen', 'find the numbers'],
  ['wat is het grootste(?: getal)?', 'what is the largest number'],
  ['wat is het kleinste(?: getal)?', 'what is the smallest number'],
  ['twee', 'two'],
  ['drie', 'three'],
  ['vier', 'four'],
  ['vijf', 'five'],
  // ages
  [`(?:de |het )?(\\p{L}+) is ${N} (?:keer|maal) zo oud als (?:zijn |haar |de |het )?(\\p{L}+)`, '$1 is $2 times as old as $3'],
  [`(?:de |het )?(\\p{L}+) is ${N} jaar ouder dan (?:zijn |haar |de |het )?(\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(?:de |het )?(\\p{L}+) is ${N} jaar jonger dan (?:zijn |haar |de |het )?(\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`samen zijn ze ${N} jaar(?: oud)?`, 'the sum of their ages is $1'],
  [`hun leeftijden zijn samen ${N}(?: jaar)?`, 'the sum of their ages is $1'],
  ['hoe oud is (?:de |het )?(\\p{L}+)', 'how old is $1'],
  ['vader', 'father'],
  ['moeder', 'mother'],
  ['zoon', 'son'],
  ['dochter', 'daughter'],
  // working together
  ['(?:een|de) kraan', 'a tap'],
  ['(?:en )?een andere kraan vult (?:het|hem|het bad)', 'and another tap fills it'],
  ['vult', 'fills'],
  ['schildert|verft', 'paints'],
  ['(?:een|het|de) (bad|zwembad|kamer|huis|tank)', 'a $1'],
  ['hoe lang duurt het als (?:beide|de twee) kranen (?:tegelijk )?open staan', 'how long will it take them together'],
  ['hoe lang doen ze erover als ze samen werken|hoe lang doen ze er samen over', 'how long will it take them together'],
  ['en(?= \\p{L}+ in \\d)', 'and'],
];
