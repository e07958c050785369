/**
 * Russian phrasings of word problems (data for math/read/lang/ru.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';

export const WORD_PROBLEMS_RU: [string, string][] = [
  // a dot between digit groups ("1.200") is a thousands separator in some countries and a decimal point in others:
  // such a story is not read (never guess a number)
  ['\\d{1,3}(?:\\.\\d{3})+(?![.,]\\d)', '#ambiguous-number#'],
  // names as school books write them, in every case, with their Latin spelling (the English reader reads Latin names)
  ['маш(?:а|и|е|у|ей)', 'masha'],
  ['пет(?:я|и|е|ю|ей)', 'petya'],
  ['кол(?:я|и|е|ю|ей)', 'kolya'],
  ['саш(?:а|и|е|у|ей)', 'sasha'],
  ['миш(?:а|и|е|у|ей)', 'misha'],
  ['ол(?:я|и|е|ю|ей)', 'olya'],
  ['кат(?:я|и|е|ю|ей)', 'katya'],
  ['дим(?:а|ы|е|у|ой)', 'dima'],
  ['ван(?:я|и|е|ю|ей)', 'vanya'],
  ['брат(?:а|у)?', 'brother'],
  ['сестр(?:а|ы|е|у)', 'sister'],
  ['отец|отца|отцу', 'father'],
  ['мать|матери', 'mother'],
  ['сын(?:а|у)?|сыну|сынови', 'son'],
  ['доч(?:ь|ери)', 'daughter'],
  // things counted
  ['яблок(?:а|о)?', 'apples'],
  ['наклеек|наклейки|наклейка', 'stickers'],
  ['шариков|шарика|шарик', 'marbles'],
  ['конфет|конфеты|конфета', 'candies'],
  ['книг(?:и|а)?', 'books'],
  ['марок|марки|марка', 'stamps'],
  ['учеников|ученика|ученик', 'students'],
  ['девочек|девочки', 'girls'],
  ['мальчиков|мальчики', 'boys'],
  // distance, speed, time
  ['поезд|автомобиль|машина|автобус|велосипедист', 'a vehicle'],
  ['(?:поезд|машина|автомобиль|автобус|велосипедист) (?:проезжает|проехал|едет|проходит)', 'a vehicle travels'],
  ['(?:турист|пешеход) (?:проходит|прошел)', 'a walker travels'],
  ['на велосипеде', ' '],
  ['проезжает|проехал|проехала|едет|ехал|идет|шел|прошел|прошла|пролетает|пролетел', 'travels'],
  [`${N}\\s*км(?!/)`, '$1 km'],
  [`${N}\\s*м(?![\\p{L}/])`, '$1 m'],
  [`${N}\\s*см`, '$1 cm'],
  [`за ${N} час(?:а|ов)?`, 'in $1 hours'],
  [`за ${N} минут(?:ы|у)?`, 'in $1 minutes'],
  [`в течение ${N} час(?:а|ов)?`, 'for $1 hours'],
  [`со (?:средней )?скоростью ${N}\\s*км/ч`, 'at $1 km/h'],
  ['(?:какова|какая) (?:его|ее) средняя скорость', 'what is its average speed'],
  ['какое расстояние (?:он|она|оно)? ?(?:проедет|пройдет|пролетит)', 'how far does it travel'],
  ['за сколько часов (?:он|она|оно)? ?(?:проедет|пройдет)', 'how long does it take to travel'],
  ['за какое время (a vehicle|\\p{L}+) (?:проедет|пройдет)', 'how long does it take the car to travel'],
  // comparisons with a total
  ['у (брата|сестры) в (\\d+) раза? больше (\\p{L}+),? чем у (брата|сестры)', '$1 has $2 times as many $3 as $4'],
  [`у (\\p{L}+) в ${N} раза? больше (\\p{L}+),? чем у (\\p{L}+)`, '$1 has $2 times as many $3 as $4'],
  [`у (\\p{L}+) на ${N} (\\p{L}+) больше,? чем у (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`у (\\p{L}+) на ${N} (\\p{L}+) меньше,? чем у (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`вместе у них ${N}`, 'together they have $1'],
  ['сколько (\\p{L}+ )?у (\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  [`${N}\\s*(?:рублей|рубля|рубль|руб\\.?)`, '₽$1'],
  ['(?:куртка|книга|рубашка|лампа) стоит', 'an item costs'],
  ['(?:\\p{L}+) стоит', 'an item costs'],
  [`скидка (?:составляет )?${N}\\s*%`, 'there is a $1% discount'],
  [`на (?:нее|него|них) (?:есть )?скидка ${N}\\s*%`, 'there is a $1% discount'],
  ['какова цена со скидкой|сколько она стоит со скидкой|сколько стоит (?:\\p{L}+ )?со скидкой', 'what is the final price'],
  ['сколько (?:нужно|надо) заплатить', 'what is the final price'],
  // a percent of a group
  [`в классе ${N} (\\p{L}+)`, 'there are $1 $2 in a class'],
  [`${N}\\s*% из них\\s*(?:—|–|-)?\\s*(\\p{L}+)`, '$1% of them are $2'],
  ['сколько (\\p{L}+) в классе', 'how many $1 are there'],
  // rectangles and squares
  [
    `прямоугольн\\p{L}* \\p{L}+ имеет длину ${N}\\s*(км|м|см) и ширину ${N}\\s*(км|м|см)`,
    'a rectangle is $1 $2 long and $3 $4 wide',
  ],
  [
    `длина прямоугольн\\p{L}* \\p{L}+ (?:равна )?${N}\\s*(км|м|см),? а ширина (?:равна )?${N}\\s*(км|м|см)`,
    'a rectangle is $1 $2 long and $3 $4 wide',
  ],
  [`сторона квадрата (?:равна )?${N}\\s*(км|м|см)`, 'a square has sides of $1 $2'],
  [' (км|м|см) (long|wide)', ' $1 $2'],
  ['какова (?:его|ее) площадь|найдите (?:его |ее )?площадь(?: \\p{L}+)?', 'what is its area'],
  ['каков (?:его|ее) периметр|найдите (?:его |ее )?периметр(?: \\p{L}+)?', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`сумма двух чисел (?:равна )?${N}`, 'the sum of two numbers is $1'],
  [`,? а их разность\\s*(?:—|–|-|равна)?\\s*${N}`, 'and their difference is $1'],
  [`сумма (\\p{L}+) последовательных (?:натуральных |целых )?чисел (?:равна )?${N}`, 'the sum of $1 consecutive integers is $2'],
  [
    `сумма (\\p{L}+) последовательных нечетных (?:натуральных )?чисел (?:равна )?${N}`,
    'the sum of $1 consecutive odd integers is $2',
  ],
  [
    `сумма (\\p{L}+) последовательных четных (?:натуральных )?чисел (?:равна )?${N}`,
    'the sum of $1 consecutive even integers is $2',
  ],
  ['найдите эти числа', 'find the numbers'],
  ['найдите большее (?:число|из них)|найдите наибольшее(?: число| из них)?', 'what is the largest number'],
  ['найдите меньшее (?:число|из них)|найдите наименьшее(?: число| из них)?', 'what is the smallest number'],
  ['двух', 'two'],
  ['трех', 'three'],
  ['четырех', 'four'],
  // ages
  [`(\\p{L}+) в ${N} раза? старше (\\p{L}+)`, '$1 is $2 times as old as $3'],
  ['(\\p{L}+) втрое старше (\\p{L}+)', '$1 is 3 times as old as $2'],
  ['(\\p{L}+) вдвое старше (\\p{L}+)', '$1 is 2 times as old as $2'],
  [`(\\p{L}+) на ${N} (?:год|года|лет) старше (\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(\\p{L}+) на ${N} (?:год|года|лет) младше (\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`вместе им ${N} (?:год|года|лет)`, 'the sum of their ages is $1'],
  ['сколько лет (\\p{L}+)', 'how old is $1'],
  // working together
  [
    `одна труба наполняет (?:\\p{L}+ )?за ${N} час(?:а|ов)?,? а другая\\s*(?:—|–|-)?\\s*за ${N} час(?:а|ов)?`,
    'a pipe fills a tank in $1 hours and another pipe fills it in $2 hours',
  ],
  [
    `(\\p{L}+) красит (?:\\p{L}+ )?за ${N} час(?:а|ов)?,? а (\\p{L}+)\\s*(?:—|–|-)?\\s*за ${N} час(?:а|ов)?`,
    '$1 paints a room in $2 hours and $3 in $4 hours',
  ],
  ['за сколько часов (?:\\p{L}+ ){0,4}вместе', 'how long will it take them together'],
];
