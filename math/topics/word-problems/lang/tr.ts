/**
 * Turkish phrasings of word problems (data for math/read/lang/tr.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|metre|santimetre|kilometre)';

export const WORD_PROBLEMS_TR: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  // distance, speed, time (Turkish puts the verb last: the clause is rewritten as a whole)
  ['bir (tren|araba|otomobil|otobus|kamyon|ucak|bisikletli|kosucu|gemi)', 'a $1'],
  ['tren', 'train'],
  ['araba|otomobil', 'car'],
  ['otobus', 'bus'],
  ['kamyon', 'truck'],
  ['ucak', 'plane'],
  ['bisikletli', 'cyclist'],
  ['kosucu', 'runner'],
  ['gemi', 'ship'],
  [`${N} saatte`, 'in $1 hours'],
  [`${N} dakikada`, 'in $1 minutes'],
  [`${N} saat (?:boyunca )?(?:gidiyor|gider|yol aliyor|ilerliyor)`, 'travels for $1 hours'],
  [
    `${N} saatte ${N} km (?:yol |bisiklet |araba )?(?:aliyor|aldi|gidiyor|gitti|kat ediyor|kat etti|surdu|suruyor|yurudu|kostu)`,
    'travels $2 km in $1 hours',
  ],
  [`${N} km (?:yol )?(?:aliyor|aldi|gidiyor|gitti|kat ediyor|kat etti|surdu|yurudu|kostu)`, 'travels $1 km'],
  [`${N} km (?:bisiklet|araba) (?:surdu|suruyor)`, 'travels $1 km'],
  [`saatte ${N} (?:km|kilometre) hizla`, 'at $1 km/h'],
  ['gidiyor|giden|gider', 'travels'],
  ["(?:\\p{L}+(?:'\\p{L}+)? )?ortalama hizi (?:nedir|kactir|kac km/h'?dir)", 'what is its average speed'],
  ['kac (?:km|kilometre) (?:yol )?(?:alir|gider|almis olur|kat eder)', 'how far does it travel'],
  [`${N} km'?(?:yi|lik yolu) kac saatte (?:gider|alir|kat eder)`, 'how long does it take to travel $1 km'],
  // comparisons with a total
  [`(\\p{L}+)'n?[iu]n (\\p{L}+?)lari (\\p{L}+)'n?[iu]n \\p{L}+larinin ${N} katidir`, '$1 has $4 times as many $2 as $3'],
  [`(\\p{L}+)'n?[iu]n,? (\\p{L}+)'n?[iu]n ${N} kati kadar \\p{L}+ var`, '$1 has $3 times as many as $2'],
  [`(\\p{L}+)'n?[iu]n,? (\\p{L}+)'[dt][ae]n ${N} (?:tane )?fazla \\p{L}+ var`, '$1 has $3 more than $2'],
  [`(\\p{L}+)'n?[iu]n,? (\\p{L}+)'[dt][ae]n ${N} (?:tane )?eksik \\p{L}+ var`, '$1 has $3 fewer than $2'],
  [`(?:ikisinin|onlarin) (?:toplam|toplamda|birlikte) ${N} \\p{L}+ var`, 'together they have $1'],
  [`(\\p{L}+)'n?[iu]n kac (?:tane )?\\p{L}+ (?:var|vardir)`, 'how many does $1 have'],
  // price and discount
  [`bir (\\p{L}+) ${N} (?:tl|lira)(?:'?d[iu]r)?`, 'a $1 costs ₺$2'],
  [`(?:\\p{L}+ )?%\\s*${N} indirimli (?:satiliyor|satilmaktadir)`, 'it has a $1% discount'],
  [`(?:\\p{L}+ )?(?:%\\s*${N}|yuzde ${N}) indirim (?:var|yapiliyor|yapildi)`, 'it has a $1$2% discount'],
  [
    "(?:\\p{L}+ )?(?:indirimli fiyati|indirimden sonraki fiyati) (?:nedir|kac (?:tl|lira)'?dir|ne kadardir)",
    'what is the final price',
  ],
  ['kac (?:tl|lira) odenir|ne kadar odenir', 'what is the final price'],
  // a percent of a group
  [`bir sinifta ${N} (\\p{L}+) var`, 'there are $1 $2 in a class'],
  [`\\p{L}+ %\\s*${N}'[iu] (\\p{L}+?)(?:dir|dur|tir|tur)`, '$1% of them are $2'],
  ['(?:sinifta )?kac (\\p{L}+) (?:var|vardir)', 'how many $1 are there'],
  // rectangles and squares
  [
    `(?:dikdortgen seklindeki bir|bir dikdortgen) (\\p{L}+?)(?:nin|nun|in|un) uzunlugu ${N}\\s*${L},? genisligi ${N}\\s*${L}(?:'?d[iu]r|'?t[iu]r)?`,
    'a rectangular $1 is $2 $3 long and $4 $5 wide',
  ],
  [`bir karenin (?:bir )?kenari ${N}\\s*${L}(?:'?d[iu]r|'?t[iu]r)?`, 'a square has sides of $1 $2'],
  ["(?:\\p{L}+ )?alani (?:kac (?:m|cm|km|metre)(?:²|2|kare)?'?(?:dir|tir|d[iu]r)|nedir|kac metrekaredir)", 'what is its area'],
  ["(?:\\p{L}+ )?cevresi (?:kac (?:m|cm|km|metre)'?(?:dir|tir|d[iu]r)|nedir|kac metredir)", 'what is its perimeter'],
  ['metre', 'm'],
  ['santimetre', 'cm'],
  // two numbers, consecutive numbers
  [`iki sayinin toplami ${N}`, 'the sum of two numbers is $1'],
  [`farklari ${N}(?:'[dt][iu]r)?|farki ${N}(?:'[dt][iu]r)?`, 'and their difference is $1$2'],
  [`ardisik (\\d|\\p{L}+) (?:tam )?sayinin toplami ${N}(?:'[dt][iu]r)?`, 'the sum of $1 consecutive integers is $2'],
  [`ardisik (\\d|\\p{L}+) tek sayinin toplami ${N}(?:'[dt][iu]r)?`, 'the sum of $1 consecutive odd integers is $2'],
  [`ardisik (\\d|\\p{L}+) cift sayinin toplami ${N}(?:'[dt][iu]r)?`, 'the sum of $1 consecutive even integers is $2'],
  ['(?:bu )?sayilari bulunuz|bu sayilar nelerdir', 'find the numbers'],
  ['(?:en )?buyuk sayi (?:kactir|nedir)', 'what is the largest number'],
  ['(?:en )?kucuk sayi (?:kactir|nedir)', 'what is the smallest number'],
  ['iki', 'two'],
  ['uc', 'three'],
  ['dort', 'four'],
  ['bes', 'five'],
  // ages
  [`(\\p{L}+?)'?n?[iu]n yasi (\\p{L}+?)'?n?[iu]n yasinin ${N} katidir`, '$1 is $3 times as old as $2'],
  [`(\\p{L}+),? (\\p{L}+)'[dt][ae]n ${N} yas buyuktur`, '$1 is $3 years older than $2'],
  [`(\\p{L}+),? (\\p{L}+)'[dt][ae]n ${N} yas kucuktur`, '$1 is $3 years younger than $2'],
  [`yaslari toplami ${N}(?:'[dt][iu]r)?`, 'the sum of their ages is $1'],
  ['(\\p{L}+) kac yasindadir', 'how old is $1'],
  ['baba', 'father'],
  ['anne', 'mother'],
  ['oglu', 'son'],
  ['kizi', 'daughter'],
  // working together
  [
    `bir musluk (\\p{L}+?)[iuy]* ${N} saatte,? diger(?: musluk)? ${N} saatte dolduruyor`,
    'a tap fills a $1 in $2 hours and another tap in $3 hours',
  ],
  [`(\\p{L}+) bir (\\p{L}+?)[iuy]* ${N} saatte,? (\\p{L}+) ${N} saatte boyuyor`, '$1 paints a $2 in $3 hours and $4 in $5 hours'],
  [
    `(\\p{L}+) bir (\\p{L}+?)[iuy]* ${N} saatte,? (\\p{L}+) ${N} saatte temizliyor`,
    '$1 cleans a $2 in $3 hours and $4 in $5 hours',
  ],
  [
    'ikisi (?:birlikte|beraber) (?:\\p{L}+ )?kac saatte (?:doldurur|boyar|temizler|bitirir)',
    'how long will it take them together',
  ],
];
