/**
 * Russian phrasings of word problems (data for math/read/lang/ru.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
export const WORD_PROBLEMS_RU: [string, string][] = [
  // a dot between digit groups ("1.200") is a thousands separator in some countries and a decimal point in others:
  // such a story is not read (never guess a number)
  ['\\d{1,3}(?:\\.\\d{3})+(?![.,]\\d)', '#ambiguous-number#'],
  ['(?:поезд|машина|автомобиль|автобус|велосипедист) (?:проезжает|проехал|едет|проходит)', 'a vehicle travels'],
  ['(?:турист|пешеход) (?:проходит|прошел)', 'a walker travels'],
  ['(\\d+(?:[.,]\\d+)?) км', '$1 km'],
  ['за (\\d+(?:[.,]\\d+)?) час(?:а|ов)?', 'in $1 hours'],
  ['за (\\d+(?:[.,]\\d+)?) минут(?:ы)?', 'in $1 minutes'],
  ['(?:какова|какая) (?:его|ее) средняя скорость', 'what is its average speed'],
  ['у (брата|сестры) в (\\d+) раза? больше (\\p{L}+),? чем у (брата|сестры)', '$1 has $2 times as many $3 as $4'],
  ['брата', 'brother'],
  ['сестры', 'sister'],
  ['яблок(?:а|о)?', 'apples'],
  ['книг(?:и|а)?', 'books'],
  ['марок|марки|марка', 'stamps'],
  ['вместе у них (\\d+)', 'together they have $1'],
  ['сколько (\\p{L}+ )?у (брата|сестры)', 'how many $1 does $2 have'],
  ['(?:куртка|книга|рубашка|лампа) стоит', 'an item costs'],
  ['скидка (\\d+(?:[.,]\\d+)?)\\s*%', 'there is a $1% discount'],
  ['какова цена со скидкой|сколько она стоит со скидкой', 'what is the final price'],
];
