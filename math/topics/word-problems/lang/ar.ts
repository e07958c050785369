/**
 * Arabic phrasings of word problems (data for math/read/lang/ar.ts, `topics['word-problems']`): pairs of a regular
 * expression (folded like the question: أ/إ/آ → ا, ة → ه, ى → ي, no diacritics; a space is one or more spaces) and
 * the English the word-problem reader understands. Clauses are rewritten whole. Longer patterns are applied first. A
 * story is read only when, rewritten, the English reader accounts for all of it (math/topics/word-problems/story.ts).
 * Names are common given names of school books, transliterated; a story with another name is not read.
 */
const N = '(\\d+(?:[.,]\\d+)?)';
/** The names and family words a story may use (each is transliterated below). */
const NAME = '(أحمد|محمد|علي|سارة|فاطمة|مريم|خالد|ليلى|يوسف|نور|الأب|الأم|الابن|البنت)';
/** The things a story may count, in the forms after a number or "من ال…". */
const THING =
  '(تفاح(?:ة|ات)?|التفاح|ملصق(?:ات|ا)?|الملصقات|قلم(?:ا)?|أقلام|الأقلام|كتاب(?:ا)?|كتب|الكتب|طالب(?:ا)?|طلاب|الطلاب|بنات|البنات|أولاد|الأولاد)';
const UNIT = '(كم|م|سم)';

export const WORD_PROBLEMS_AR: [string, string][] = [
  // names and family words (transliterated)
  ['أحمد', 'ahmad'],
  ['محمد', 'muhammad'],
  ['علي', 'ali'],
  ['سارة', 'sara'],
  ['فاطمة', 'fatima'],
  ['مريم', 'maryam'],
  ['خالد', 'khalid'],
  ['ليلى', 'layla'],
  ['يوسف', 'yusuf'],
  ['نور', 'nour'],
  ['(?:ال)?أب', 'father'],
  ['(?:ال)?أم', 'mother'],
  ['(?:ال)?ابن(?:ه)?', 'son'],
  ['(?:ال)?بنت|ابنته', 'daughter'],
  // things counted
  ['تفاح(?:ة|ات)?|التفاح', 'apples'],
  ['ملصق(?:ات|ا)?|الملصقات', 'stickers'],
  ['قلم(?:ا)?|أقلام|الأقلام', 'pencils'],
  ['كتاب(?:ا)?|كتب|الكتب', 'books'],
  ['طالب(?:ا)?|طلاب|الطلاب', 'students'],
  ['بنات|البنات', 'girls'],
  ['أولاد|الأولاد', 'boys'],
  // money
  [`${N} (?:دولار(?:ا|ات)?)`, '$$$1'],
  [`${N} (?:ريال(?:ا|ات)?)`, '$1 riyals'],
  [`${N} (?:درهم(?:ا)?|دراهم)`, '$1 dirhams'],
  // distance, speed, time
  ['(?:يقطع|قطع|يسير|سار|تسير|سارت|تقطع|قطعت) (?:ال)?(قطار)', 'a train travels'],
  ['(?:يقطع|قطع|يسير|سار|تسير|سارت|تقطع|قطعت) (?:ال)?(?:سيارة)', 'a car travels'],
  ['(?:يقطع|قطع|يسير|سار) (?:ال)?(?:دراج)', 'a cyclist travels'],
  [`(?:قطع|يقطع|سار|يسير) ${NAME}(?: بالدراجة| على دراجته)?`, '$1 travels'],
  [`مسافة ${N} (?:كم|كيلومترا?)`, '$1 km'],
  [`${N} (?:كم|كيلومترا?)(?!/)`, '$1 km'],
  [`في ${N} ساع(?:ة|ات)`, 'in $1 hours'],
  [`في ${N} دقيق(?:ة|ه)`, 'in $1 minutes'],
  [`لمدة ${N} ساع(?:ة|ات)`, 'for $1 hours'],
  [`بسرعة ${N} كم/(?:ساعة|س)`, 'at $1 km/h'],
  ['ما (?:سرعته|سرعتها) المتوسطة|ما متوسط (?:سرعته|سرعتها)', 'what is its average speed'],
  ['ما المسافة التي (?:تقطعها|يقطعها)', 'how far does it travel'],
  [`كم ساعة (?:يحتاج|تحتاج) لقطع ${N} كم`, 'how long does it take to travel $1 km'],
  [`كم ساعة تحتاج سيارة سرعتها ${N} كم/(?:ساعة|س) لقطع ${N} كم`, 'how long does it take the car to travel $2 km at $1 km/h'],
  // comparisons with a total
  [`(?:عند|لدى) ${NAME} ${N} أمثال ما (?:عند|لدى) ${NAME} من ${THING}`, '$1 has $2 times as many $4 as $3'],
  [`(?:عند|لدى) ${NAME} ${N} ${THING} أكثر مما (?:عند|لدى) ${NAME}`, '$1 has $2 more $3 than $4'],
  [`(?:عند|لدى) ${NAME} ${N} ${THING} أقل مما (?:عند|لدى) ${NAME}`, '$1 has $2 fewer $3 than $4'],
  [`مجموع ما (?:عندهما|لديهما) ${N} ${THING}?`, 'together they have $1 $2'],
  [`كم ${THING} (?:عند|لدى|مع) ${NAME}`, 'how many $1 does $2 have'],
  // price and discount
  ['سعر (?:ال)?\\p{L}+', 'an item costs'],
  [`(?:عليه|عليها|يوجد|هناك) خصم ${N}\\s*%`, 'it has a $1% discount'],
  ['ما السعر بعد الخصم|كم يدفع المشتري|كم (?:يدفع|ندفع|تدفع) بعد الخصم', 'what is the final price'],
  // a percent of a group
  [`في (?:فصل|صف) ${N} ${THING}`, 'there are $1 $2 in a class'],
  [`${N}\\s*% منهم ${THING}`, '$1% of them are $2'],
  [`كم عدد ${THING}`, 'how many $1 are there'],
  // rectangles and squares
  [
    `(?:\\p{L}+ )?(?:\\p{L}+ )?مستطيل(?:ة)?(?: الشكل)? طول(?:ها|ه) ${N} ${UNIT} وعرض(?:ها|ه) ${N} ${UNIT}`,
    'a rectangle is $1 $2 long and $3 $4 wide',
  ],
  [`مربع طول ضلعه ${N} ${UNIT}`, 'a square has sides of $1 $2'],
  [' (كم|م|سم) (long|wide)', ' $1 $2'],
  ['ما (?:مساحتها|مساحته)', 'what is its area'],
  ['ما (?:محيطها|محيطه)', 'what is its perimeter'],
  [`${N} كم (long|wide)`, '$1 km $2'],
  [`${N} سم (long|wide)`, '$1 cm $2'],
  [`${N} م (long|wide)`, '$1 m $2'],
  [`sides of ${N} (?:سم)`, 'sides of $1 cm'],
  [`sides of ${N} (?:م)`, 'sides of $1 m'],
  // two numbers, consecutive numbers
  [`مجموع عددين ${N}`, 'the sum of two numbers is $1'],
  [`والفرق بينهما ${N}`, 'and their difference is $1'],
  [`مجموع ثلاثة أعداد (?:صحيحة )?متتالية ${N}`, 'the sum of 3 consecutive integers is $1'],
  [`مجموع ثلاثة أعداد فردية متتالية ${N}`, 'the sum of 3 consecutive odd integers is $1'],
  [`مجموع ثلاثة أعداد زوجية متتالية ${N}`, 'the sum of 3 consecutive even integers is $1'],
  ['أوجد (?:العددين|هذه الأعداد|الأعداد)', 'find the numbers'],
  ['ما (?:العدد الأكبر|أكبر هذه الأعداد|أكبرها)', 'what is the largest number'],
  ['ما (?:العدد الأصغر|أصغر هذه الأعداد|أصغرها)', 'what is the smallest number'],
  // ages
  [`عمر ${NAME} ${N} أمثال عمر ${NAME}`, '$1 is $2 times as old as $3'],
  [`${NAME} أكبر من ${NAME} (?:بـ|ب)\\s*${N} سن(?:ة|وات)`, '$1 is $3 years older than $2'],
  [`${NAME} أصغر من ${NAME} (?:بـ|ب)\\s*${N} سن(?:ة|وات)`, '$1 is $3 years younger than $2'],
  [`[،,]?\\s*(?:و)?مجموع عمريهما ${N} سن(?:ة|وات)`, '. the sum of their ages is $1'],
  [`كم عمر ${NAME}`, 'how old is $1'],
  // working together
  [
    `صنبور يملأ (?:حوضا|الحوض|خزانا) في ${N} ساع(?:ة|ات)[،,]?\\s*وصنبور آخر يملؤه في ${N} ساع(?:ة|ات)`,
    'a tap fills a tank in $1 hours and another tap fills it in $2 hours',
  ],
  [
    `يدهن ${NAME} (?:غرفة|الغرفة) في ${N} ساع(?:ة|ات)[،,]?\\s*ويدهنها ${NAME} في ${N} ساع(?:ة|ات)`,
    '$1 paints a room in $2 hours and $3 paints it in $4 hours',
  ],
  ['في كم ساعة (?:يملآنه|يدهنانها|ينهيانه) معا', 'how long will it take them together'],
];
