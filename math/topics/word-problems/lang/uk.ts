/**
 * Ukrainian phrasings of word problems (data for math/read/lang/uk.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';

export const WORD_PROBLEMS_UK: [string, string][] = [
  // names as school books write them, in every case, with their Latin spelling (the English reader reads Latin names)
  ['петр(?:о|а|ові|у|ом)', 'petro'],
  ['марі(?:я|ї|ю|єю)', 'mariia'],
  ['оксан(?:а|и|і|у|ою)', 'oksana'],
  ['андрі(?:й|я|єві|ю|єм)', 'andrii'],
  ['тарас(?:а|ові|у|ом)?', 'taras'],
  ['олен(?:а|и|і|у|ою)', 'olena'],
  ['іван(?:а|ові|у|ом)?', 'ivan'],
  ['наталк(?:а|и|ці|у|ою)', 'natalka'],
  ['микол(?:а|и|і|у|ою)', 'mykola'],
  ['софі(?:я|ї|ю|єю)', 'sofiia'],
  ['батьк(?:о|а|ові|у)', 'father'],
  ['мат(?:и|ері)', 'mother'],
  ['син(?:а|ові|у)?', 'son'],
  ['доньк(?:а|и|ці|у)', 'daughter'],
  ['брат(?:а|ові|у)?', 'brother'],
  ['сестр(?:а|и|і|у)', 'sister'],
  // things counted
  ['яблук(?:а|о)?', 'apples'],
  ['наліп(?:ок|ки|ка)', 'stickers'],
  ['кульок|кульки|кулька', 'marbles'],
  ['цукерок|цукерки|цукерка', 'candies'],
  ['книжок|книжки|книжка|книг|книги|книга', 'books'],
  ['марок|марки|марка', 'stamps'],
  ['учнів|учні|учень', 'students'],
  ['дівчат(?:а)?', 'girls'],
  ['хлопців|хлопці', 'boys'],
  // distance, speed, time
  ['потяг|поїзд', 'a train'],
  ['автомобіль|машина', 'a car'],
  ['автобус', 'a bus'],
  ['велосипедист', 'a cyclist'],
  ['турист|пішохід', 'a walker'],
  ['літак', 'a plane'],
  ['на велосипеді', ' '],
  ['проїжджає|проїхав|проїхала|їде|їхав|йде|йшов|пройшов|пройшла|пролітає|пролетів', 'travels'],
  [`за ${N} годин[иу]?`, 'in $1 hours'],
  [`за ${N} хвилин[иу]?`, 'in $1 minutes'],
  [`протягом ${N} годин[иу]?`, 'for $1 hours'],
  [`(?:зі|із|з) (?:середньою )?швидкістю ${N}\\s*км/год`, 'at $1 km/h'],
  [`${N}\\s*км(?!/)`, '$1 km'],
  [`${N}\\s*м(?![\\p{L}/])`, '$1 m'],
  [`${N}\\s*см`, '$1 cm'],
  ['яка (?:його|її) (?:середня )?швидкість', 'what is its average speed'],
  ['з якою (?:середньою )?швидкістю (?:він|вона) (?:їхав|їхала|йшов|йшла)', 'what is its average speed'],
  ['яку відстань (?:він|вона|воно)? ?(?:проїде|пройде|пролетить|подолає)', 'how far does it travel'],
  ['за скільки годин (?:він|вона|воно)? ?(?:проїде|пройде|подолає)', 'how long does it take to travel'],
  ['за який час (\\p{L}+(?: \\p{L}+)?) (?:проїде|пройде|подолає)', 'how long does it take $1 to travel'],
  // comparisons with a total
  [`(?:у|в) (\\p{L}+) в ${N} рази? більше (\\p{L}+),? ніж (?:у|в) (\\p{L}+)`, '$1 has $2 times as many $3 as $4'],
  ['(?:у|в) (\\p{L}+) вдвічі більше (\\p{L}+),? ніж (?:у|в) (\\p{L}+)', '$1 has 2 times as many $2 as $3'],
  ['(?:у|в) (\\p{L}+) втричі більше (\\p{L}+),? ніж (?:у|в) (\\p{L}+)', '$1 has 3 times as many $2 as $3'],
  [`(?:у|в) (\\p{L}+) на ${N} (\\p{L}+) більше,? ніж (?:у|в) (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(?:у|в) (\\p{L}+) на ${N} (\\p{L}+) менше,? ніж (?:у|в) (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`разом у них ${N}`, 'together they have $1'],
  ['скільки (\\p{L}+ )?(?:у|в) (?!класі)(\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  [`${N}\\s*(?:гривень|гривні|гривня|грн\\.?)`, '₴$1'],
  ['(?:\\p{L}+) коштує', 'an item costs'],
  [`на (?:неї|нього|них) (?:є )?знижка ${N}\\s*%`, 'it has a $1% discount'],
  [`знижка (?:становить )?${N}\\s*%`, 'it has a $1% discount'],
  ['скільки коштує (?:\\p{L}+ )?(?:зі|із) знижкою', 'what is the final price'],
  ['скільки (?:треба|потрібно) заплатити', 'what is the final price'],
  // a percent of a group
  [`(?:у|в) класі ${N} (\\p{L}+)`, 'there are $1 $2 in a class'],
  [`${N}\\s*% з них\\s*(?:—|–|-|є|становлять)?\\s*(\\p{L}+)`, '$1% of them are $2'],
  ['скільки (\\p{L}+) (?:у|в) класі', 'how many $1 are there'],
  // rectangles and squares
  [
    `прямокутн\\p{L}* \\p{L}+ має довжину ${N}\\s*(км|м|см) і ширину ${N}\\s*(км|м|см)`,
    'a rectangle is $1 $2 long and $3 $4 wide',
  ],
  [
    `довжина прямокутн\\p{L}* \\p{L}+ (?:дорівнює )?${N}\\s*(км|м|см),? а ширина (?:дорівнює )?${N}\\s*(км|м|см)`,
    'a rectangle is $1 $2 long and $3 $4 wide',
  ],
  [`сторона квадрата (?:дорівнює )?${N}\\s*(км|м|см)`, 'a square has sides of $1 $2'],
  [' (км|м|см) (long|wide)', ' $1 $2'],
  ['яка (?:його|її) площа|знайдіть (?:його |її )?площу(?: \\p{L}+)?', 'what is its area'],
  ['який (?:його|її) периметр|знайдіть (?:його |її )?периметр(?: \\p{L}+)?', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`сума двох чисел (?:дорівнює )?${N}`, 'the sum of two numbers is $1'],
  [`,? а (?:їх|їхня) різниця\\s*(?:—|–|-|дорівнює)?\\s*${N}`, 'and their difference is $1'],
  [`сума (\\p{L}+) послідовних (?:натуральних |цілих )?чисел (?:дорівнює )?${N}`, 'the sum of $1 consecutive integers is $2'],
  [
    `сума (\\p{L}+) послідовних непарних (?:натуральних )?чисел (?:дорівнює )?${N}`,
    'the sum of $1 consecutive odd integers is $2',
  ],
  [
    `сума (\\p{L}+) послідовних парних (?:натуральних )?чисел (?:дорівнює )?${N}`,
    'the sum of $1 consecutive even integers is $2',
  ],
  ['знайдіть ці числа', 'find the numbers'],
  ['знайдіть більше (?:число|з них)|знайдіть найбільше(?: число| з них)?', 'what is the largest number'],
  ['знайдіть менше (?:число|з них)|знайдіть найменше(?: число| з них)?', 'what is the smallest number'],
  ['двох', 'two'],
  ['трьох', 'three'],
  ['чотирьох', 'four'],
  // ages
  [`(\\p{L}+) в ${N} рази? старш(?:ий|а) за (\\p{L}+)`, '$1 is $2 times as old as $3'],
  ['(\\p{L}+) втричі старш(?:ий|а) за (\\p{L}+)', '$1 is 3 times as old as $2'],
  ['(\\p{L}+) вдвічі старш(?:ий|а) за (\\p{L}+)', '$1 is 2 times as old as $2'],
  [`(\\p{L}+) на ${N} рок(?:и|ів) старш(?:ий|а) за (\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(\\p{L}+) на ${N} рок(?:и|ів) молодш(?:ий|а) за (\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`разом їм ${N} рок(?:и|ів)`, 'the sum of their ages is $1'],
  ['скільки років (\\p{L}+)', 'how old is $1'],
  // working together
  [
    `одна труба наповнює (?:\\p{L}+ )?за ${N} годин[иу]?,? а друга\\s*(?:—|–|-)?\\s*за ${N} годин[иу]?`,
    'a pipe fills a tank in $1 hours and another pipe fills it in $2 hours',
  ],
  [
    `(\\p{L}+) фарбує (?:\\p{L}+ )?за ${N} годин[иу]?,? а (\\p{L}+)\\s*(?:—|–|-)?\\s*за ${N} годин[иу]?`,
    '$1 paints a room in $2 hours and $3 in $4 hours',
  ],
  ['за скільки годин (?:\\p{L}+ ){0,4}разом', 'how long will it take them together'],
  // a dot between digit groups ("1.200") is a thousands separator in some countries and a decimal point in others:
  // such a story is not read (never guess a number)
  ['\\d{1,3}(?:\\.\\d{3})+(?![.,]\\d)', '#ambiguous-number#'],
];
