/**
 * The `units` corpus: conversions, percent, money, interest, ratios and clock time in three phrasings (notation, words,
 * a question) and in other languages, written for Lemma in the style of OpenStax Prealgebra 2e ch. 5–7 exercises
 * (CC BY 4.0). Expected answers checked by SymPy and Python's datetime: `python3 math/topics/geometry/check_corpus.py
 * units` (the `check` field, see that script); unit factors there are the NIST SP 811 definitions.
 */
import type { CheckedItem } from '../geometry/corpus';

const PA = 'OpenStax Prealgebra 2e ch. 5–7, exercise style (CC BY 4.0), written for Lemma';
const I = (q: string, task: string, expect: string, check: string, lang?: string): CheckedItem => ({
  q,
  task,
  expect,
  check,
  source: PA,
  ...(lang ? { lang } : {}),
});
const FT = 'Rational(3048,10000)',
  IN = 'Rational(254,10000)',
  MI = 'Rational(1609344,1000)',
  LB = 'Rational(45359237,100000000)',
  GAL = 'Rational(3785411784,1000000000000)';

export const CORPUS: CheckedItem[] = [
  // conversions
  I('3 ft in inches', 'convert', '36 in', `num:3*${FT}/${IN}`),
  I('convert 60 mph to km/h', 'convert', '96.56064 km/h', `num:60*${MI}/1000`),
  I('How many cm are in 2 m?', 'convert', '200 cm', 'num:200'),
  I('how many inches are in 3 feet', 'convert', '36 in', `num:3*${FT}/${IN}`),
  I('5 km to miles', 'convert', '3.106855961 mi', `approx:5000/${MI}`),
  I('What is 5 kg in pounds?', 'convert', '11.02311311 lb', `approx:5/${LB}`),
  I('convert 2.5 hours to minutes', 'convert', '150 min', 'num:Rational(5,2)*60'),
  I('1 gallon to liters', 'convert', '3.785411784 L', `num:${GAL}*1000`),
  I('2 square meters in square centimeters', 'convert', '20000 cm^2', 'num:2*100**2'),
  I('convert 1 cubic foot to cubic inches', 'convert', '1728 in^3', 'num:12**3'),
  I('100 °F to °C', 'convert', '340/9 °C', 'num:Rational(5,9)*(100-32)'),
  I('convert 20 degrees celsius to fahrenheit', 'convert', '68 °F', 'num:Rational(9,5)*20+32'),
  I('300 K to °C', 'convert', '26.85 °C', 'num:300-Rational(27315,100)'),
  I('how many seconds are in 3 hours', 'convert', '10800 s', 'num:3*3600'),
  I('convert 500 g to kg', 'convert', '0.5 kg', 'num:Rational(1,2)'),
  I('10 m/s in km/h', 'convert', '36 km/h', 'num:10*Rational(18,5)'),
  I('how many yards is 1 mile', 'convert', '1760 yd', `num:${MI}/Rational(9144,10000)`),
  I('How many feet in a mile?', 'convert', '5280 ft', `num:${MI}/${FT}`),
  // percent and money
  I('what percent of 80 is 12', 'what-percent', '15%', 'num:Rational(12,80)*100'),
  I('12 is what percent of 80?', 'what-percent', '15%', 'num:15'),
  I('What percent of 3 is 1?', 'what-percent', '100/3%', 'num:Rational(100,3)'),
  I('12 is 15% of what number?', 'percent-whole', '80', 'num:12/Rational(15,100)'),
  I('45 is 30% of what', 'percent-whole', '150', 'num:45/Rational(30,100)'),
  I('percent change from 40 to 50', 'percent-change', '25% increase', 'change:Rational(50-40,40)*100'),
  I('What is the percent decrease from 50 to 40?', 'percent-change', '20% decrease', 'change:Rational(40-50,50)*100'),
  I('a $80 shirt is 25% off', 'discount', '$60', 'num:80-80*Rational(25,100)'),
  I('25% off $80', 'discount', '$60', 'num:60'),
  I('how much is the discount on a $80 jacket at 25% off', 'discount', '$20', 'num:20'),
  I('What is the price of a $50 item after 8% sales tax?', 'tax', '$54', 'num:50*Rational(108,100)'),
  I('$45 meal with a 15% tip', 'tax', '$51.75', 'num:45*Rational(115,100)'),
  I('simple interest on $1000 at 5% for 3 years', 'simple-interest', '$150', 'num:1000*Rational(5,100)*3'),
  I(
    'Find the simple interest on $2500 at 4% per year for 6 months.',
    'simple-interest',
    '$50',
    'num:2500*Rational(4,100)*Rational(1,2)',
  ),
  I(
    'What is the total amount after 2 years of $500 at 3% simple interest?',
    'simple-interest',
    '$530',
    'num:500+500*Rational(3,100)*2',
  ),
  I('$1000 at 5% compounded annually for 3 years', 'compound-interest', '$1157.63', 'money:1000*Rational(105,100)**3'),
  I(
    'compound interest on $1000 at 5% compounded monthly for 3 years',
    'compound-interest',
    '$161.47',
    'money:1000*(1+Rational(5,1200))**36-1000',
  ),
  // ratios and rates
  I('simplify the ratio 12:18', 'ratio', '2:3', 'ratio:12/gcd(12,18);18/gcd(12,18)'),
  I('simplify the ratio 4:6:8', 'ratio', '2:3:4', 'ratio:2;3;4'),
  I('Write the ratio 1.5 to 2 in simplest form.', 'ratio', '3:4', 'ratio:3;4'),
  I('solve the proportion 3/4 = x/20', 'proportion', 'x = 15', 'eq:Rational(3*20,4)'),
  I('solve the proportion 5:x = 2:7', 'proportion', 'x = 17.5', 'eq:Rational(5*7,2)'),
  I('240 miles in 4 hours unit rate', 'unit-rate', '60 miles per hour', 'num:Rational(240,4)'),
  I('unit price of $3.60 for 12 ounces', 'unit-rate', '$0.30 per ounce', 'num:Rational(360,1200)'),
  // clock time
  I('What is 45 minutes after 11:30 AM?', 'time-shift', '12:15 PM', 'str:clock(11,30,45)'),
  I('2 hours 15 minutes before 1:05 pm', 'time-shift', '10:50 AM', 'str:clock(13,5,-135)'),
  I('11:50 pm + 20 min', 'time-shift', '12:10 AM (+1 d)', "str:clock(23,50,20) + ' (+1 d)'"),
  I('what time is it 3 hours after 14:20', 'time-shift', '17:20', 'str:clock(14,20,180,False)'),
  I('It is 9:45 am. What time will it be in 2 hours 30 minutes?', 'time-shift', '12:15 PM', 'str:clock(9,45,150)'),
  I('How many hours and minutes from 8:15 am to 3:40 pm?', 'elapsed', '7 h 25 min', 'minutes:15*60+40-(8*60+15)'),
  I('how long from 9:40 to 13:15', 'elapsed', '3 h 35 min', 'minutes:13*60+15-(9*60+40)'),
  I('How many minutes between 9:40 am and 1:15 pm?', 'elapsed', '215 min', 'num:13*60+15-(9*60+40)'),
  // other languages
  I('Convierte 3 pies a pulgadas', 'convert', '36 in', `num:3*${FT}/${IN}`, 'es'),
  I('¿Qué porcentaje de 80 es 12?', 'what-percent', '15%', 'num:15', 'es'),
  I('Wie viele Zoll sind 3 Fuß?', 'convert', '36 in', `num:3*${FT}/${IN}`, 'de'),
  I('Convertir 5 km en mètres', 'convert', '5000 m', 'num:5000', 'fr'),
  I('3英尺等于多少英寸', 'convert', '36 in', `num:3*${FT}/${IN}`, 'zh-CN'),
  I('Переведите 2 часа в минуты', 'convert', '120 min', 'num:120', 'ru'),
  I('Converti 3 piedi in pollici', 'convert', '36 in', `num:3*${FT}/${IN}`, 'it'),
  I('Converta 3 pés em polegadas', 'convert', '36 in', `num:3*${FT}/${IN}`, 'pt'),
  I('Hoeveel centimeter is 2 meter?', 'convert', '200 cm', 'num:200', 'nl'),
  I('Hur många centimeter är 2 meter?', 'convert', '200 cm', 'num:200', 'sv'),
  I('3 fit kaç inç eder?', 'convert', '36 in', `num:3*${FT}/${IN}`, 'tr'),
  I('Ubah 3 kaki ke inci', 'convert', '36 in', `num:3*${FT}/${IN}`, 'id'),
  I('Переведіть 2 години в хвилини', 'convert', '120 min', 'num:120', 'uk'),
  I('3フィートは何インチですか', 'convert', '36 in', `num:3*${FT}/${IN}`, 'ja'),
  I('3피트는 몇 인치입니까', 'convert', '36 in', `num:3*${FT}/${IN}`, 'ko'),
  I('حول 3 أقدام إلى بوصات', 'convert', '36 in', `num:3*${FT}/${IN}`, 'ar'),
  I('3 फुट को इंच में बदलें', 'convert', '36 in', `num:3*${FT}/${IN}`, 'hi'),
];
