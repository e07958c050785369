/**
 * Spanish phrasings of word problems (data for math/read/lang/es.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|metros|centimetros|kilometros)';

export const WORD_PROBLEMS_ES: [string, string][] = [
  // a dot between digit groups ("1.200") is a thousands separator in some countries and a decimal point in others:
  // such a story is not read (never guess a number)
  ['\\d{1,3}(?:\\.\\d{3})+(?![.,]\\d)', '#ambiguous-number#'],
  // distance, speed, time
  ['(?:un|una|el|la) (tren|coche|auto|carro|autobus|camion|avion|ciclista|corredor|barco|moto)', 'a $1'],
  ['tren', 'train'],
  ['coche|auto|carro', 'car'],
  ['autobus', 'bus'],
  ['camion', 'truck'],
  ['avion', 'plane'],
  ['ciclista', 'cyclist'],
  ['corredor', 'runner'],
  ['barco', 'ship'],
  ['en bicicleta', ' '],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['recorre|recorrio', 'travels'],
  ['viaja|viajo|conduce|condujo', 'travels'],
  ['camina|camino|corre|corrio', 'travels'],
  ['avanza|avanzo|maneja|va', 'travels'],
  [`en ${N} horas?`, 'in $1 hours'],
  [`en ${N} minutos?`, 'in $1 minutes'],
  [`durante ${N} horas?`, 'for $1 hours'],
  [`(?:a|a una velocidad (?:media |constante )?de) ${N}\\s*(?:km/h|kilometros por hora)`, 'at $1 km/h'],
  [`${N}\\s*(?:kilometros|km)(?!/)`, '$1 km'],
  [`${N}\\s*metros`, '$1 m'],
  [`${N}\\s*centimetros`, '$1 cm'],
  ['(?:cual es|cual fue|calcula|halla) su velocidad (?:media|promedio)', 'what is its average speed'],
  ['(?:cual es|cual fue) su velocidad', 'what is its speed'],
  ['que distancia recorre|cuantos kilometros recorre', 'how far does it travel'],
  ['cuanto tiempo tarda en recorrer', 'how long does it take to travel'],
  ['cuanto tiempo tarda (?:un|una|a) (\\p{L}+) en recorrer', 'how long does it take the $1 to travel'],
  // comparisons with a total
  [`(\\p{L}+) tiene ${N} veces mas (\\p{L}+) que (\\p{L}+)`, '$1 has $2 times as many $3 as $4'],
  ['(\\p{L}+) tiene el doble de (\\p{L}+) que (\\p{L}+)', '$1 has 2 times as many $2 as $3'],
  ['(\\p{L}+) tiene el triple de (\\p{L}+) que (\\p{L}+)', '$1 has 3 times as many $2 as $3'],
  [`(\\p{L}+) tiene ${N} (?!anos)(\\p{L}+) mas que (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) tiene ${N} (?!anos)(\\p{L}+) menos que (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`(?:juntos|entre los dos|entre las dos) tienen ${N}(?: en total)?`, 'together they have $1'],
  ['cuant(?:a|o)s (?!anos)(\\p{L}+ )?tiene (\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  ['(?:un|una|el|la) (\\p{L}+) cuesta', 'a $1 costs'],
  [`tiene un descuento del ${N}\\s*%`, 'it has a $1% discount'],
  [`hay un descuento del ${N}\\s*%`, 'it has a $1% discount'],
  ['(?:cual es|calcula|halla) el precio (?:final|con descuento|rebajado)', 'what is the final price'],
  ['cuanto hay que pagar|cuanto se paga', 'what is the final price'],
  // a percent of a group
  [`en una clase hay ${N} (\\p{L}+)`, 'there are $1 $2 in a class'],
  [`el ${N}\\s*% de ellos son (\\p{L}+)`, '$1% of them are $2'],
  ['cuant(?:a|o)s (\\p{L}+) hay', 'how many $1 are there'],
  // rectangles and squares
  ['(?:un|una) (\\p{L}+) rectangular', 'a rectangular $1'],
  [`mide ${N}\\s*${L} de largo y ${N}\\s*${L} de ancho`, 'is $1 $2 long and $3 $4 wide'],
  [`el lado de un cuadrado mide ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ['(?:cual es|calcula|halla) su area', 'what is its area'],
  ['(?:cual es|calcula|halla) su perimetro', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`la suma de dos numeros es ${N}`, 'the sum of two numbers is $1'],
  [`y su diferencia es ${N}`, 'and their difference is $1'],
  [`la suma de (\\d|\\p{L}+) numeros (?:enteros )?consecutivos es ${N}`, 'the sum of $1 consecutive integers is $2'],
  [`la suma de (\\d|\\p{L}+) numeros (?:enteros )?impares consecutivos es ${N}`, 'the sum of $1 consecutive odd integers is $2'],
  [`la suma de (\\d|\\p{L}+) numeros (?:enteros )?pares consecutivos es ${N}`, 'the sum of $1 consecutive even integers is $2'],
  ['cuales son (?:los|esos|estos) numeros|halla (?:los|esos) numeros', 'find the numbers'],
  ['cual es el (?:numero )?mayor', 'what is the largest number'],
  ['cual es el (?:numero )?menor', 'what is the smallest number'],
  ['dos', 'two'],
  ['tres', 'three'],
  ['cuatro', 'four'],
  // ages
  ['(?:el |la )?(\\p{L}+) tiene el doble de la edad de (?:su |el |la )?(\\p{L}+)', '$1 is 2 times as old as $2'],
  ['(?:el |la )?(\\p{L}+) tiene el triple de la edad de (?:su |el |la )?(\\p{L}+)', '$1 is 3 times as old as $2'],
  [`(\\p{L}+) tiene ${N} anos mas que (\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(\\p{L}+) tiene ${N} anos menos que (\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`la suma de sus edades es (?:de )?${N}(?: anos)?`, 'the sum of their ages is $1'],
  ['cuantos anos tiene (?:el |la )?(\\p{L}+)', 'how old is $1'],
  ['padre', 'father'],
  ['madre', 'mother'],
  ['hijo', 'son'],
  ['hija', 'daughter'],
  // working together
  ['un grifo llena', 'a tap fills'],
  ['(?:y )?otro(?: grifo)? lo llena', 'and another tap fills it'],
  ['pinta', 'paints'],
  ['(?:un|una) (deposito|piscina|habitacion|casa|tanque)', 'a $1'],
  ['cuanto (?:tiempo )?tardan (?:los dos |las dos )?(?:trabajando )?juntos', 'how long will it take them together'],
  ['y(?= \\p{L}+ (?:en|in) \\d)', 'and'],
];
