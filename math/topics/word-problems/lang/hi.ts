/**
 * Hindi phrasings of word problems (data for math/read/lang/hi.ts, `topics['word-problems']`): pairs of a regular
 * expression (a space is one or more spaces) and the English the word-problem reader understands. Clauses are
 * rewritten whole (the verb comes last). Longer patterns are applied first. A story is read only when, rewritten, the
 * English reader accounts for all of it (math/topics/word-problems/story.ts). Names are the stock names of Indian
 * school books (NCERT), transliterated; a story with another name is not read.
 */
const N = '(\\d+(?:[.,]\\d+)?)';
/** The names and family words a story may use (each is transliterated below), and the things it may count. */
const NAME = '(राम|श्याम|सीता|गीता|मोहन|रीता|अनिल|सुनीता|रवि|प्रिया|पिता|माता|पुत्र|पुत्री)';
const THING = '(सेब|स्टिकर|कंचे|पेंसिलें|पेंसिल|किताबें|पुस्तकें|विद्यार्थी|छात्र|लड़कियाँ|लड़कियां|लड़के)';
const UNIT = '(किमी|मी|सेमी)';

export const WORD_PROBLEMS_HI: [string, string][] = [
  ['।', '. '],
  // the reader's textbook layout puts a closing instruction first ("Q: story"): a story is told before its question
  ['^([^:]{3,80}): ([^:]{10,})$', '$2. $1'],
  // names and family words (transliterated)
  ['राम', 'ram'],
  ['श्याम', 'shyam'],
  ['सीता', 'sita'],
  ['गीता', 'gita'],
  ['मोहन', 'mohan'],
  ['रीता', 'rita'],
  ['अनिल', 'anil'],
  ['सुनीता', 'sunita'],
  ['रवि', 'ravi'],
  ['प्रिया', 'priya'],
  ['पिता', 'father'],
  ['माता|माँ', 'mother'],
  ['पुत्र|बेटा', 'son'],
  ['पुत्री|बेटी', 'daughter'],
  // things counted
  ['सेब', 'apples'],
  ['स्टिकर', 'stickers'],
  ['कंचे', 'marbles'],
  ['पेंसिलें|पेंसिल', 'pencils'],
  ['किताबें|पुस्तकें', 'books'],
  ['विद्यार्थी|छात्र', 'students'],
  ['लड़कियाँ|लड़कियां', 'girls'],
  ['लड़के', 'boys'],
  // units and money
  [`${N}\\s*किमी(?!/)`, '$1 km'],
  [`${N}\\s*सेमी`, '$1 cm'],
  [`${N}\\s*मी`, '$1 m'],
  [`${N}\\s*(?:रुपये|रुपए|रु\\.?)`, '₹$1'],
  // distance, speed, time
  ['एक (?:रेलगाड़ी|ट्रेन)', 'a train'],
  ['एक (?:कार|मोटरगाड़ी)', 'a car'],
  ['एक बस', 'a bus'],
  ['एक साइकिल सवार', 'a cyclist'],
  ['साइकिल से', ' '],
  [`${N} घंटे में ${N}\\s*(?:किमी|km)(?: की दूरी)? (?:तय करती है|तय करता है|जाता है|जाती है|चलता है|चलती है)`, 'travels $2 km in $1 hours'],
  [`${N}\\s*(?:किमी|km)/घंटा की (?:चाल|गति) से ${N} घंटे (?:चलती है|चलता है)`, 'at $1 km/h travels for $2 hours'],
  [`${N}\\s*(?:किमी|km)/घंटा की (?:चाल|गति) से (?:चलती है|चलता है|चलने वाली|चलने वाला)`, 'at $1 km/h travels'],
  ['(?:उसकी|इसकी) औसत (?:चाल|गति) (?:क्या है|ज्ञात कीजिए)', 'what is its average speed'],
  ['(?:वह|वो) कितनी दूरी तय (?:करती|करता) है', 'how far does it travel'],
  [`(?:को )?${N}\\s*(?:किमी|km) जाने में (?:(?:उसे|उसको|को) )?कितने घंटे लगेंगे`, 'how long does it take to travel $1 km'],
  // comparisons with a total
  [`${NAME} के पास ${NAME} से ${N} गुना ${THING} हैं`, '$1 has $3 times as many $4 as $2'],
  [`${NAME} के पास ${NAME} से ${N} ${THING} अधिक हैं`, '$1 has $3 more $4 than $2'],
  [`${NAME} के पास ${NAME} से ${N} ${THING} कम हैं`, '$1 has $3 fewer $4 than $2'],
  [`दोनों के पास कुल ${N} ${THING}? हैं`, 'together they have $1 $2'],
  [`${NAME} के पास कितने ${THING} हैं`, 'how many $2 does $1 have'],
  // price and discount
  [`एक [\\p{L}\\p{M}]+ का मूल्य ${N}\\s*(?:रुपये|रुपए|रु\\.?) है`, 'an item costs ₹$1'],
  [`(?:उस|इस) पर ${N}\\s*% की छूट (?:है|मिलती है|दी जाती है)`, 'it has a $1% discount'],
  ['छूट के बाद (?:[\\p{L}\\p{M}]+ का )?मूल्य (?:क्या है|ज्ञात कीजिए)|कितने रुपये देने होंगे', 'what is the final price'],
  // a percent of a group
  [`एक कक्षा में ${N} ${THING} हैं`, 'there are $1 $2 in a class'],
  [`उनमें से ${N}\\s*% ${THING} हैं`, '$1% of them are $2'],
  [`(?:कक्षा में )?कितनी ${THING} हैं`, 'how many $1 are there'],
  [`(?:कक्षा में )?कितने ${THING} हैं`, 'how many $1 are there'],
  // rectangles and squares
  [`एक आयताकार [\\p{L}\\p{M}]+ की लंबाई ${N}\\s*${UNIT} और चौड़ाई ${N}\\s*${UNIT} है`, 'a rectangle is $1 $2 long and $3 $4 wide'],
  [`एक वर्ग की भुजा ${N}\\s*${UNIT} है`, 'a square has sides of $1 $2'],
  ['(?:उसका|इसका) क्षेत्रफल (?:क्या है|ज्ञात कीजिए)', 'what is its area'],
  ['(?:उसका|इसका) परिमाप (?:क्या है|ज्ञात कीजिए)', 'what is its perimeter'],
  [' (किमी) (long|wide)', ' km $2'],
  [' (सेमी) (long|wide)', ' cm $2'],
  [' (मी) (long|wide)', ' m $2'],
  // two numbers, consecutive numbers
  [`दो संख्याओं का योग ${N} है`, 'the sum of two numbers is $1'],
  [`और उनका अंतर ${N} है`, 'and their difference is $1'],
  [`तीन क्रमागत (?:पूर्णांकों|संख्याओं|प्राकृत संख्याओं) का योग ${N} है`, 'the sum of 3 consecutive integers is $1'],
  [`तीन क्रमागत विषम संख्याओं का योग ${N} है`, 'the sum of 3 consecutive odd integers is $1'],
  [`तीन क्रमागत सम संख्याओं का योग ${N} है`, 'the sum of 3 consecutive even integers is $1'],
  ['(?:वे )?संख्याएँ ज्ञात कीजिए|संख्याएं ज्ञात कीजिए', 'find the numbers'],
  ['(?:बड़ी|सबसे बड़ी) संख्या ज्ञात कीजिए', 'what is the largest number'],
  ['(?:छोटी|सबसे छोटी) संख्या ज्ञात कीजिए', 'what is the smallest number'],
  // ages
  [`${NAME} की आयु ${NAME} की आयु की ${N} गुनी है`, '$1 is $3 times as old as $2'],
  [`${NAME},? ${NAME} से ${N} वर्ष बड़ा है`, '$1 is $3 years older than $2'],
  [`${NAME},? ${NAME} से ${N} वर्ष छोटा है`, '$1 is $3 years younger than $2'],
  [`उनकी आयु का योग ${N} वर्ष है`, 'the sum of their ages is $1'],
  [`${NAME} की आयु ज्ञात कीजिए`, 'how old is $1'],
  // working together
  [
    `एक नल किसी टंकी को ${N} घंटे में भरता है और दूसरा नल उसे ${N} घंटे में भरता है`,
    'a tap fills a tank in $1 hours and another tap fills it in $2 hours',
  ],
  ['दोनों नल एक साथ खोलने पर टंकी कितने घंटे में भरेगी', 'how long will it take them together'],
  [`${NAME} एक कमरे को ${N} घंटे में पेंट करता है और ${NAME} ${N} घंटे में`, '$1 paints a room in $2 hours and $3 in $4 hours'],
  ['दोनों मिलकर उसे कितने घंटे में पेंट करेंगे', 'how long will it take them together'],
];
