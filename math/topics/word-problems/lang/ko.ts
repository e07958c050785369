/**
 * Korean phrasings of word problems (data for math/read/lang/ko.ts, `topics['word-problems']`): pairs of a regular
 * expression (a space is one or more spaces; no word boundaries, as particles are written on the word) and the English
 * the word-problem reader understands. Clauses are rewritten whole (the verb comes last). Longer patterns are applied
 * first. A story is read only when, rewritten, the English reader accounts for all of it
 * (math/topics/word-problems/story.ts). Names are the stock names of Korean school books, romanized; a story with
 * another name is not read.
 */
const N = '(\\d+(?:[.,]\\d+)?)';
/** The names and family words a story may use (each is romanized below), and the things it may count. */
const NAME = '(민수|지수|영희|철수|수진|현우|서연|준호|하은|도윤|아버지|어머니|아들|딸)';
const THING = '(사과|스티커|구슬|사탕|연필|우표|여학생|남학생|학생)';
/** A counter after a number (개, 장, 명...). */
const C = '(?:개|장|명|권|자루)?';
const UNIT = '(km|m|cm)';
/** Topic / subject / object particles. */
const P = '(?:은|는|이|가)';

export const WORD_PROBLEMS_KO: [string, string][] = [
  // stock names and family words (romanized)
  ['민수', ' minsu '],
  ['지수', ' jisu '],
  ['영희', ' yeonghui '],
  ['철수', ' cheolsu '],
  ['수진', ' sujin '],
  ['현우', ' hyeonu '],
  ['서연', ' seoyeon '],
  ['준호', ' junho '],
  ['하은', ' haeun '],
  ['도윤', ' doyun '],
  ['아버지', ' father '],
  ['어머니', ' mother '],
  ['아들', ' son '],
  ['(?<!\\p{L})딸', ' daughter '],
  // things counted (a counter after a number is dropped)
  [`${N}\\s*(?:개|장|명|권|자루)`, ' $1 '],
  ['사과', ' apples '],
  ['스티커', ' stickers '],
  ['구슬', ' marbles '],
  ['사탕', ' candies '],
  ['연필', ' pencils '],
  ['우표', ' stamps '],
  ['여학생', ' girls '],
  ['남학생', ' boys '],
  ['학생', ' students '],
  // money
  [`${N}\\s*원(?:짜리|인)?`, ' ₩$1 '],
  // distance, speed, time
  ['기차(?:가|는)?', ' a train '],
  ['자동차(?:가|는)?', ' a car '],
  ['버스(?:가|는)?', ' a bus '],
  ['비행기(?:가|는)?', ' a plane '],
  ['자전거로', ' '],
  ['자전거(?:가|는)', ' a cyclist '],
  [`(?<=^|[.,]\\s*)${NAME}${P}(?!\\s*몇)`, ' $1 '],
  [`${N}\\s*km를 ${N}\\s*시간 동안 (?:달렸습니다|달립니다|갔습니다|걸었습니다)`, ' travels $1 km in $2 hours '],
  [`시속 ${N}\\s*km로 ${N}\\s*시간 동안 (?:달리면|달렸습니다|가면)`, ' at $1 km/h travels for $2 hours '],
  [`시속 ${N}\\s*km로 (?:달립니다|달리는|갑니다|가는)`, ' at $1 km/h travels '],
  [`(?:\\p{L}{1,4}의 )?평균 속력은 (?:시속 몇 km|몇 km/h|얼마)입니까`, ' what is its average speed '],
  ['몇 km를 갈 수 있습니까|몇 km를 (?:갑니까|달립니까)', ' how far does it travel '],
  [`${N}\\s*km를 가는 데 몇 시간이 걸립니까`, ' how long does it take to travel $1 km '],
  // comparisons with a total
  [
    `${NAME}${P} 가진 ${THING}(?:의 수)?${P} ${NAME}${P} 가진 ${THING}(?:의 수)?의 ${N}배입니다`,
    ' $1 has $5 times as many $2 as $3 ',
  ],
  [`${NAME}${P} ${NAME}보다 ${THING}(?:을|를) ${N}\\s*${C} 더 많이 가지고 있습니다`, ' $1 has $4 more $3 than $2 '],
  [`${NAME}${P} ${NAME}보다 ${THING}(?:을|를) ${N}\\s*${C} 더 적게 가지고 있습니다`, ' $1 has $4 fewer $3 than $2 '],
  [`두 사람이 가진 ${THING}${P} 모두 ${N}\\s*${C}입니다`, ' together they have $2 $1 '],
  [`${NAME}${P} ${THING}(?:을|를) 몇 ${C} 가지고 있습니까`, ' how many $2 does $1 have '],
  // price and discount
  [`(?<=\\s)[^\\d.,\\s]{1,4}?(?:을|를) ${N}\\s*% 할인하여 팝니다`, ' it has a $1% discount '],
  [`(?<=\\s)[^\\d.,\\s]{1,4}?(?:을|를) ${N}\\s*% 할인받아 샀습니다`, ' it has a $1% discount '],
  ['할인된 가격은 얼마입니까|얼마를 (?:냈습니까|내야 합니까)', ' what is the final price '],
  // a percent of a group
  [`한 반에 ${THING}${P} ${N}\\s*${C} 있습니다`, ' there are $2 $1 in a class '],
  [`그중 ${N}\\s*%가 ${THING}입니다`, ' $1% of them are $2 '],
  [`${THING}${P} 몇 ${C}입니까`, ' how many $1 are there '],
  // rectangles and squares
  [
    `가로가 ${N}\\s*${UNIT},? 세로가 ${N}\\s*${UNIT}인 직사각형 모양의 [^\\d.,\\s]{1,4}?${P} 있습니다`,
    ' a rectangle is $1 $2 long and $3 $4 wide ',
  ],
  [
    `한 변의 길이가 ${N}\\s*${UNIT}인 정사각형의 넓이는 몇 (?:m²|cm²|km²|m2|cm2)입니까`,
    ' a square has sides of $1 $2. what is its area ',
  ],
  [
    `한 변의 길이가 ${N}\\s*${UNIT}인 정사각형의 둘레는 몇 (?:m|cm|km)입니까`,
    ' a square has sides of $1 $2. what is its perimeter ',
  ],
  ['(?:[^\\d.,\\s]{1,4}?의 )?넓이는 몇 (?:m²|cm²|km²|m2|cm2|제곱미터|제곱센티미터)입니까', ' what is its area '],
  ['(?:[^\\d.,\\s]{1,4}?의 )?둘레는 몇 (?:m|cm|km)입니까', ' what is its perimeter '],
  // two numbers, consecutive numbers
  [`두 수의 합은 ${N}이고,? 차는 ${N}입니다`, ' the sum of two numbers is $1 and their difference is $2 '],
  [`연속하는 세 (?:자연수|정수)의 합이 ${N}입니다`, ' the sum of 3 consecutive integers is $1 '],
  [`연속하는 세 홀수의 합이 ${N}입니다`, ' the sum of 3 consecutive odd integers is $1 '],
  [`연속하는 세 짝수의 합이 ${N}입니다`, ' the sum of 3 consecutive even integers is $1 '],
  ['(?:두|세) 수를 구하시오', ' find the numbers '],
  ['(?:큰 수|가장 큰 수)를 구하시오', ' what is the largest number '],
  ['(?:작은 수|가장 작은 수)를 구하시오', ' what is the smallest number '],
  // ages
  [`${NAME}의 나이는 ${NAME}의 나이의 ${N}배이고`, ' $1 is $3 times as old as $2. '],
  [`${NAME}${P} ${NAME}보다 ${N}살 많습니다`, ' $1 is $3 years older than $2. '],
  [`${NAME}${P} ${NAME}보다 ${N}살 적습니다`, ' $1 is $3 years younger than $2. '],
  [`,? 두 사람의 나이의 합은 ${N}살입니다`, ' the sum of their ages is $1 '],
  [`${NAME}${P} 몇 살입니까`, ' how old is $1 '],
  // working together
  [
    `물탱크를 가득 채우는 데 A 수도관으로는 ${N}\\s*시간,? B 수도관으로는 ${N}\\s*시간이 걸립니다`,
    ' a can fill the tank in $1 hours and b can fill it in $2 hours ',
  ],
  ['두 수도관을 동시에 사용하면 몇 시간이 걸립니까', ' how long will it take them together '],
  [
    `어떤 일을 ${NAME}${P} ${N}일,? ${NAME}${P} ${N}일 만에 끝냅니다`,
    ' $1 can do the job in $2 days and $3 can do it in $4 days ',
  ],
  ['두 사람이 함께 하면 며칠 만에 끝낼 수 있습니까', ' how long will it take them together '],
];
