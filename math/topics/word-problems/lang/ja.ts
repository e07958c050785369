/**
 * Japanese phrasings of word problems (data for math/read/lang/ja.ts, `topics['word-problems']`): pairs of a regular
 * expression and the English the word-problem reader understands. Japanese has no spaces, so the patterns have no
 * word boundaries; clauses are rewritten whole (the verb comes last). Longer patterns are applied first. A story is
 * read only when, rewritten, the English reader accounts for all of it (math/topics/word-problems/story.ts). Names
 * are the stock names of Japanese school books (with さん / くん), written in romaji; a story with another name is not
 * read.
 */
const N = '(\\d+(?:[.,]\\d+)?)';
/** The names and family words a story may use (each is rewritten to romaji below), and the things it may count. */
const NAME =
  '((?:たろう|太郎|はなこ|花子|けんた|健太|ゆい|さくら|ひろし|あきら|ゆうき|みか|まさお)(?:さん|くん|ちゃん)?|お父さん|お母さん|父|母|息子|娘|兄|弟|姉|妹)';
const THING = '(りんご|リンゴ|シール|ビー玉|あめ|えんぴつ|鉛筆|切手|生徒|女子|男子)';
/** A counter after a number (個, 枚, 人...). */
const C = '(?:個|枚|人|冊|匹|台|本|つ)?';
const UNIT = '(km|m|cm)';
const WA = '(?:は|が|の)';

export const WORD_PROBLEMS_JA: [string, string][] = [
  ['。', '. '],
  ['、', ', '],
  // stock names and family words (romaji)
  ['(?:たろう|太郎)(?:さん|くん)?', ' taro '],
  ['(?:はなこ|花子)(?:さん|ちゃん)?', ' hanako '],
  ['(?:けんた|健太)(?:さん|くん)?', ' kenta '],
  ['ゆい(?:さん|ちゃん)?', ' yui '],
  ['さくら(?:さん|ちゃん)?', ' sakura '],
  ['ひろし(?:さん|くん)?', ' hiroshi '],
  ['あきら(?:さん|くん)?', ' akira '],
  ['ゆうき(?:さん|くん)?', ' yuki '],
  ['みか(?:さん|ちゃん)?', ' mika '],
  ['まさお(?:さん|くん)?', ' masao '],
  // a name's topic / subject particle where no clause pattern took it
  [`(?<=^|[.。、,]\\s*)${NAME}(?:は|が)(?![\\d何])`, ' $1 '],
  ['お父さん|父', ' father '],
  ['お母さん|母', ' mother '],
  ['息子', ' son '],
  ['娘', ' daughter '],
  ['兄', ' ani '],
  ['弟', ' otouto '],
  ['姉', ' ane '],
  ['妹', ' imouto '],
  // things counted (a counter after a number is dropped)
  [`${N}(?:個|枚|人|冊|匹|台)`, ' $1 '],
  ['りんご|リンゴ', ' apples '],
  ['シール', ' stickers '],
  ['ビー玉', ' marbles '],
  ['あめ', ' candies '],
  ['えんぴつ|鉛筆', ' pencils '],
  ['切手', ' stamps '],
  ['生徒', ' students '],
  ['女子', ' girls '],
  ['男子', ' boys '],
  // units and money
  [`${N}\\s*円`, ' ¥$1 '],
  // distance, speed, time
  ['(?:電車|列車)(?:が|は)?', ' a train '],
  ['(?:自動車|(?<![転電列])車)(?:が|は)?', ' a car '],
  ['バス(?:が|は)?', ' a bus '],
  ['飛行機(?:が|は)?', ' a plane '],
  ['自転車で', ' '],
  ['自転車(?:が|は)', ' a cyclist '],
  [`${N}\\s*kmを${N}時間で(?:走りました|走ります|進みました|進みます|歩きました|歩きます)`, ' travels $1 km in $2 hours '],
  [`時速${N}\\s*kmで${N}時間(?:走ると|走りました|進むと)`, ' at $1 km/h travels for $2 hours '],
  [`時速${N}\\s*kmで(?:走ります|走る|進みます|進む)`, ' at $1 km/h travels '],
  [`時速${N}\\s*kmで`, ' at $1 km/h '],
  ['平均の速さは(?:時速何km|何km/h|どれだけ)ですか', ' what is its average speed '],
  ['何km(?:進みますか|走りますか|進むでしょう)', ' how far does it travel '],
  [`${N}\\s*km(?:進む|走る)のに何時間かかりますか`, ' how long does it take to travel $1 km '],
  // comparisons with a total
  [`${NAME}の${THING}?の数は[、,]?${NAME}の${N}倍です`, ' $1 has $4 times as many $2 as $3 '],
  [`${NAME}${WA}${NAME}より${THING}を${N}${C}多く持っています`, ' $1 has $4 more $3 than $2 '],
  [`${NAME}${WA}${NAME}より${THING}を${N}${C}少なく持っています`, ' $1 has $4 fewer $3 than $2 '],
  [`(?:2|二)人(?:合わせて|あわせて)${N}${C}(?:あります|持っています)`, ' together they have $1 '],
  [`${NAME}は${THING}を何${C}持っていますか`, ' how many $2 does $1 have '],
  // price and discount
  [`(?:の)?[^\\d、,。円]{1,4}?が${N}\\s*%引きで売られています`, ' it has a $1% discount '],
  [`(?:の)?[^\\d、,。円]{1,4}?を${N}\\s*%引きで買いました`, ' it has a $1% discount '],
  ['代金はいくらですか|いくら(?:払いましたか|払いますか|になりますか)', ' what is the final price '],
  // a percent of a group
  [`クラスには${N}${C}の${THING}がいます`, ' there are $1 $2 in a class '],
  [`そのうち${N}\\s*%が${THING}です`, ' $1% of them are $2 '],
  [`${THING}は何${C}ですか`, ' how many $1 are there '],
  // rectangles and squares
  [
    `たて${N}\\s*${UNIT}[、,]\\s*(?:横|よこ)${N}\\s*${UNIT}の長方形の[^\\d、,。]{1,4}?があります`,
    ' a rectangle is $1 $2 long and $3 $4 wide ',
  ],
  [`(?:1|一)辺が${N}\\s*${UNIT}の正方形があります`, ' a square has sides of $1 $2 '],
  ['面積は何(?:m²|cm²|km²|m2|cm2|平方メートル|平方センチメートル)ですか', ' what is its area '],
  ['まわりの長さは何(?:m|cm|km)ですか', ' what is its perimeter '],
  // two numbers, consecutive numbers
  [`(?:2|二)つの数の和は${N}で[、,]?差は${N}です`, ' the sum of two numbers is $1 and their difference is $2 '],
  [`連続する(?:3|三)つの整数の和は${N}です`, ' the sum of 3 consecutive integers is $1 '],
  [`連続する(?:3|三)つの奇数の和は${N}です`, ' the sum of 3 consecutive odd integers is $1 '],
  [`連続する(?:3|三)つの偶数の和は${N}です`, ' the sum of 3 consecutive even integers is $1 '],
  ['(?:2|二|3|三)つの(?:数|整数|奇数|偶数)を求めなさい', ' find the numbers '],
  ['(?:大きいほうの数|いちばん大きい数|最も大きい数)を求めなさい', ' what is the largest number '],
  ['(?:小さいほうの数|いちばん小さい数|最も小さい数)を求めなさい', ' what is the smallest number '],
  // ages
  [`${NAME}の年齢は${NAME}の年齢の${N}倍で`, ' $1 is $3 times as old as $2. '],
  [`${NAME}は${NAME}より${N}歳年上です`, ' $1 is $3 years older than $2. '],
  [`${NAME}は${NAME}より${N}歳年下です`, ' $1 is $3 years younger than $2. '],
  [`[、,]?(?:2|二)人の年齢の和は${N}歳です`, ' the sum of their ages is $1 '],
  [`${NAME}は何歳ですか`, ' how old is $1 '],
  // working together
  [
    `水そうをいっぱいにするのに[、,]?Aの管では${N}時間[、,]?Bの管では${N}時間かかります`,
    ' a can fill the tank in $1 hours and b can fill it in $2 hours ',
  ],
  ['両方の管を同時に使うと何時間かかりますか', ' how long will it take them together '],
  [
    `ある仕事を[、,]?${NAME}は${N}日[、,]?${NAME}は${N}日で終えます`,
    ' $1 can do the job in $2 days and $3 can do it in $4 days ',
  ],
  ['(?:2|二)\\s*人?でいっしょにすると何日で終わりますか', ' how long will it take them together '],
];
