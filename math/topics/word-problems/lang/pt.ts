/**
 * Portuguese phrasings of word problems (data for math/read/lang/pt.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|metros|centimetros|quilometros)';

export const WORD_PROBLEMS_PT: [string, string][] = [
  // numbers: a dot groups thousands (1.200 = 1200); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  // distance, speed, time
  ['(?:um|uma|o|a) (trem|comboio|carro|automovel|onibus|autocarro|caminhao|aviao|ciclista|corredor|navio|barco|moto)', 'a $1'],
  ['trem|comboio', 'train'],
  ['carro|automovel', 'car'],
  ['onibus|autocarro', 'bus'],
  ['caminhao', 'truck'],
  ['aviao', 'plane'],
  ['ciclista', 'cyclist'],
  ['corredor', 'runner'],
  ['navio|barco', 'ship'],
  ['moto', 'motorcycle'],
  // short verb pairs (the longest patterns apply first: a verb must not take the verb of a question phrase)
  ['percorre|percorreu', 'travels'],
  ['viaja|viajou|anda|andou', 'travels'],
  ['corre|correu|dirige|dirigiu', 'travels'],
  ['caminha|caminhou|pedala|pedalou', 'travels'],
  ['voa|voou', 'travels'],
  [`em ${N} horas?`, 'in $1 hours'],
  [`em ${N} minutos`, 'in $1 minutes'],
  [`(?:durante|por) ${N} horas?`, 'for $1 hours'],
  [
    `(?:a|com velocidade (?:media |constante )?de|a uma velocidade (?:media |constante )?de) ${N}\\s*(?:km/h|quilometros por hora)`,
    'at $1 km/h',
  ],
  [`${N}\\s*(?:quilometros|quilômetros|km)(?!/)`, '$1 km'],
  [`${N}\\s*metros`, '$1 m'],
  [`${N}\\s*centimetros`, '$1 cm'],
  ['(?:qual e|qual foi|qual era) (?:a )?(?:sua )?velocidade(?: media)?', 'what is its average speed'],
  ['(?:calcule|determine|encontre) a (?:sua )?velocidade(?: media)?', 'what is its average speed'],
  [
    '(?:quantos (?:quilometros|km)|que distancia) (?:ele |ela )?(?:percorre|percorreu|percorrera|anda|andou)',
    'how far does it travel',
  ],
  ['quanto tempo (?:um |uma |o |a )?(\\p{L}+) (?:leva|demora) (?:para|a) percorrer', 'how long does it take the $1 to travel'],
  ['(?:em )?quanto tempo (?:ele |ela )?(?:percorre|percorrera|faz|fara)', 'how long does it take to travel'],
  ['quanto tempo (?:leva|demora) (?:para|a) percorrer', 'how long does it take to travel'],
  // comparisons with a total
  [
    `(\\p{L}+) tem ${N} vezes (?:mais |a quantidade de )?(\\p{L}+) (?:que|do que|de) (?:o |a )?(\\p{L}+)`,
    '$1 has $2 times as many $3 as $4',
  ],
  ['(\\p{L}+) tem o dobro (?:de|das|dos) (\\p{L}+) (?:de|da|do) (\\p{L}+)', '$1 has 2 times as many $2 as $3'],
  ['(\\p{L}+) tem o triplo (?:de|das|dos) (\\p{L}+) (?:de|da|do) (\\p{L}+)', '$1 has 3 times as many $2 as $3'],
  ['(\\p{L}+) tem o quadruplo (?:de|das|dos) (\\p{L}+) (?:de|da|do) (\\p{L}+)', '$1 has 4 times as many $2 as $3'],
  [`(\\p{L}+) tem ${N} (\\p{L}+) a mais (?:que|do que) (?:o |a )?(\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) tem ${N} (\\p{L}+) a menos (?:que|do que) (?:o |a )?(\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`juntos,? (?:eles |elas )?tem ${N}`, 'together they have $1'],
  [`(?:eles |elas )?tem ${N} (\\p{L}+ )?(?:juntos|ao todo|no total)`, 'together they have $1 $2'],
  ['quant[oa]s (?!anos)(\\p{L}+ )?tem (?:o |a )?(\\p{L}+)', 'how many $1 does $2 have'],
  ['quant[oa]s (?!anos)(\\p{L}+ )?(?:o |a )?(\\p{L}+) tem', 'how many $1 does $2 have'],
  // price and discount
  ['(?:um|uma|o|a) (\\p{L}+) custa', 'a $1 costs'],
  [`(?:ela |ele )?tem (?:um )?desconto de ${N}\\s*%`, 'it has a $1% discount'],
  [`(?:ha|existe) um desconto de ${N}\\s*%`, 'it has a $1% discount'],
  [`com (?:um )?desconto de ${N}\\s*%`, 'with a $1% discount'],
  ['qual e o preco (?:final|com (?:o )?desconto)', 'what is the final price'],
  [
    'quanto (?:se paga|ela custa com (?:o )?desconto|ele custa com (?:o )?desconto|custa com (?:o )?desconto)',
    'what is the final price',
  ],
  // a percent of a group
  ['(?:numa|em uma|na) (?:turma|classe|sala(?: de aula)?)', 'in a class'],
  [`(?:ha|existem|tem) ${N} (\\p{L}+)`, 'there are $1 $2'],
  [`${N}\\s*% del[ea]s (?:sao|e) (\\p{L}+)`, '$1% of them are $2'],
  [`${N}\\s*% d[oa]s (\\p{L}+) (?:sao|e) (\\p{L}+)`, '$1% of the $2 are $3'],
  ['quant[oa]s (\\p{L}+) (?:ha|existem|tem) na (?:turma|classe|sala)', 'how many $1 are there'],
  ['quant[oa]s (\\p{L}+) (?:ha|existem|sao)', 'how many $1 are there'],
  // rectangles and squares
  ['(?:um|uma|o|a) (\\p{L}+) retangular', 'a rectangular $1'],
  [`tem ${N}\\s*${L} de comprimento e ${N}\\s*${L} de largura`, 'is $1 $2 long and $3 $4 wide'],
  [`mede ${N}\\s*${L} (?:por|x) ${N}\\s*${L}`, 'measures $1 $2 by $3 $4'],
  [`o lado de um quadrado (?:mede|e|tem) ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  [`um quadrado tem (?:o )?lado (?:de|medindo) ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ['(?:qual e|calcule|determine|encontre) (?:a sua |a )?area', 'what is its area'],
  ['(?:qual e|calcule|determine|encontre) (?:o seu |o )?perimetro', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`a soma de dois numeros e ${N}`, 'the sum of two numbers is $1'],
  [`(?:e )?a (?:sua )?diferenca (?:entre eles )?e ${N}`, 'and their difference is $1'],
  [`a soma de (\\d|\\p{L}+) numeros (?:inteiros )?consecutivos e ${N}`, 'the sum of $1 consecutive integers is $2'],
  [
    `a soma de (\\d|\\p{L}+) numeros (?:inteiros )?(?:impares consecutivos|consecutivos impares) e ${N}`,
    'the sum of $1 consecutive odd integers is $2',
  ],
  [
    `a soma de (\\d|\\p{L}+) numeros (?:inteiros )?(?:pares consecutivos|consecutivos pares) e ${N}`,
    'the sum of $1 consecutive even integers is $2',
  ],
  ['(?:quais sao|encontre|determine) (?:os|esses|estes) numeros', 'find the numbers'],
  ['qual e o maior(?: numero| deles)?', 'what is the largest number'],
  ['qual e o menor(?: numero| deles)?', 'what is the smallest number'],
  ['dois', 'two'],
  ['tres', 'three'],
  ['quatro', 'four'],
  ['cinco', 'five'],
  // ages
  ['(?:o |a )?(\\p{L}+) tem o dobro da idade (?:de |do |da )?(\\p{L}+)', '$1 is 2 times as old as $2'],
  ['(?:o |a )?(\\p{L}+) tem o triplo da idade (?:de |do |da )?(\\p{L}+)', '$1 is 3 times as old as $2'],
  ['(?:o |a )?(\\p{L}+) tem o quadruplo da idade (?:de |do |da )?(\\p{L}+)', '$1 is 4 times as old as $2'],
  [`(?:o |a )?(\\p{L}+) e ${N} anos mais velh[oa] (?:que|do que) (?:o |a )?(\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(?:o |a )?(\\p{L}+) e ${N} anos mais nov[oa] (?:que|do que) (?:o |a )?(\\p{L}+)`, '$1 is $2 years younger than $3'],
  [
    `a soma (?:das suas idades|das idades deles|das idades delas|de suas idades) e (?:de )?${N}(?: anos)?`,
    'the sum of their ages is $1',
  ],
  ['quantos anos tem (?:o |a )?(\\p{L}+)', 'how old is $1'],
  ['pai', 'father'],
  ['mae', 'mother'],
  ['filho', 'son'],
  ['filha', 'daughter'],
  ['avo', 'grandfather'],
  // working together
  ['(?:uma|a) torneira', 'a tap'],
  ['(?:e )?(?:a )?outra (?:torneira )?(?:o |a )?enche', 'and another tap fills it'],
  ['enche', 'fills'],
  ['pinta', 'paints'],
  ['limpa', 'cleans'],
  ['(?:um|uma|o|a) (tanque|piscina|sala|quarto|casa|caixa)', 'a $1'],
  [
    '(?:em )?quanto tempo (?:as duas|os dois|eles|elas)(?: juntos| juntas)? (?:enchem|pintam|limpam|fazem)(?: (?:o|a) \\p{L}+)?(?: juntos| juntas)?',
    'how long will it take them together',
  ],
  ['(?:em )?quanto tempo (?:levam|demoram) (?:trabalhando )?juntos', 'how long will it take them together'],
  ['e(?= \\p{L}+ (?:em|in) \\d)', 'and'],
];
