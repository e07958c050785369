import type { LanguageVocabulary } from './types';

/** Portuguese question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const pt: LanguageVocabulary = {
  verbs: ['calcul(?:e|a|ar)', 'avali(?:e|a|ar)', 'encontr(?:e|a|ar)', 'ache', 'determin(?:e|a|ar)', 'obtenha'],
  whatIs: ['quanto (?:e|vale|da|fica|sao)', 'qual (?:e|o valor de)'],
  solve: ['resolv(?:a|e|er|am)'],
  roots: ['(?:as )?(?:raizes|zeros|solucoes) (?:de|da|do)'],
  solveFor: ['para {v}', 'em relacao a {v}'],
  deriv: ['derivadas?', 'deriv(?:e|ar)'],
  ord: [['de (?:primeira|segunda|terceira|quarta|quinta) ordem', 0], ['primeira', 1], ['segunda', 2], ['terceira', 3], ['quarta', 4], ['quinta', 5]],
  wrt: ['em relacao a {v}', 'com respeito a {v}', 'relativamente a {v}'],
  integ: ['integral(?: (?:in)?definida)?', 'integr(?:e|ar)'],
  anti: ['primitivas?', 'antiderivadas?'],
  bounds: ['de {a} a {b}', 'de {a} ate {b}', 'entre {a} e {b}'],
  limit: ['limite'],
  approach: ['{v} (?:tende|tender|tendendo|se aproxima|se aproximar) (?:ao|a|para|de) {p}'],
  at: ['no ponto {p}'],
  left: ['pela esquerda', 'a esquerda'],
  right: ['pela direita', 'a direita'],
  inf: ['(?:mais )?infinito'],
  negInf: ['menos infinito'],
  simplify: ['simplifi(?:que|ca|car)'],
  expand: ['expand(?:a|e|ir)', 'desenvolv(?:a|e|er)'],
  factor: ['fator(?:e|a|ar)', 'fatoriz(?:e|a|ar)', 'fatoracao (?:de|da|do)'],
  percentWord: ['por cento'],
  fillers: ['os', 'as', 'um', 'uma', 'de', 'da', 'do', 'das', 'dos', 'quando', 'para', 'em', 'no', 'na', 'funcao', 'expressao', 'equacao', 'seguinte', '(?:o )?valor (?:de|da|do)', 'sobre', '(?:voce )?(?:pode|podes|poderia)'],
  polite: ['por favor', 'obrigad[oa]'],
  numbers: { um: '1', uma: '1', dois: '2', duas: '2' },
  ordinalStems: ['prim', 'segund', 'terceir', 'quart', 'quint'],
  conditions: ['se', 'em'],
  equationWords: ['a equacao'],
  percentOf: ['de', 'do', 'da'],
  ordinalSuffixes: ['ª', 'º', 'a', 'o'],
  functionNames: { sen: 'sin' },
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['(?:a )?area(?: de| do| da)(?: um| uma)?', 'area of a'], ['(?:o )?perimetro(?: de| do| da)(?: um| uma)?', 'perimeter of a'], ['(?:o )?volume(?: de| do| da)(?: um| uma)', 'volume of a'], ['(?:a )?hipotenusa(?: de| do)?(?: um)?', 'hypotenuse of a'], ['triangulo retangulo', 'right triangle'], ['triangulo', 'triangle'], ['retangulo', 'rectangle'], ['quadrado', 'square'], ['circulo', 'circle'], ['cilindro', 'cylinder'], ['cone', 'cone'], ['esfera', 'sphere'], ['cubo', 'cube'], ['(?:de |com )?(?:a )?base(?: de)?', ' base '], ['(?:e |com )?(?:a )?altura(?: de)?', ' and height '], ['(?:de |com )?(?:o )?raio(?: de)?', ' radius '], ['(?:de |com )?(?:o )?diametro(?: de)?', ' diameter '], ['(?:de |com )?(?:os )?catetos(?: de)?', ' legs '], ['(?:de |com )?lados(?: de)?', ' sides '], ['(\\d+(?:\\.\\d+)?) e (\\d+(?:\\.\\d+)?)', '$1 and $2'], ['um|uma', 'a']],
    'coordinate-geometry': [['(?:a )?inclinacao da reta (?:que passa )?por', 'slope of the line through'], ['(?:o )?declive da reta (?:que passa )?por', 'slope of the line through'], ['(?:a )?distancia entre', 'distance between'], ['(?:o )?ponto medio (?:de|entre)', 'midpoint of'], ['(?:a )?equacao da reta (?:que passa )?por', 'equation of the line through'], ['e(?= \\()', 'and']],
    units: [['converta|converter|converte|transforme', 'convert'], ['(?:em|para)(?= (?:polegadas|pes|metros|centimetros|quilometros|milhas|libras|quilogramas|gramas|litros|minutos|horas|segundos))', 'to'], ['polegadas', 'inches'], ['pes', 'feet'], ['centimetros', 'cm'], ['quilometros', 'km'], ['metros', 'm'], ['milhas', 'miles'], ['libras', 'pounds'], ['quilogramas', 'kg'], ['gramas', 'g'], ['litros', 'liters'], ['horas', 'hours'], ['minutos', 'minutes'], ['segundos', 'seconds'], ['que porcentagem de (\\d+(?:\\.\\d+)?) e (\\d+(?:\\.\\d+)?)', 'what percent of $1 is $2']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) dividido por (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) vezes (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) mais (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) menos (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['(?:a )?raiz quadrada de', 'square root of'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:como|em) (?:um )?decimal', '$1 as a decimal'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:como|em) (?:uma )?fracao', '$1 as a fraction'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:como|em) porcentagem', '$1 as a percent'], ['(?:o )?fatorial de (\\d+)', '$1!']],
    'number-theory': [['(?:o )?maximo divisor comum de', 'gcd of'], ['(?:o )?mdc de', 'gcd of'], ['(?:o )?minimo multiplo comum de', 'lcm of'], ['(?:o )?mmc de', 'lcm of'], ['(\\d+) e (?:um )?(?:numero )?primo', 'is $1 prime'], ['(?:a )?(?:decomposicao|fatoracao) em fatores primos de', 'prime factorization of'], ['(?:os )?divisores de', 'divisors of'], ['(\\d+) e divisivel por (\\d+)', 'is $1 divisible by $2'], ['(\\d+) e (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['media(?: aritmetica)? (?:de|dos numeros|dos valores)', 'mean of'], ['mediana (?:de|dos numeros|dos valores)', 'median of'], ['moda (?:de|dos numeros|dos valores)', 'mode of'], ['amplitude interquartil (?:de|dos numeros)', 'IQR of'], ['amplitude (?:de|dos numeros|dos valores)', 'range of'], ['quartis (?:de|dos numeros)', 'quartiles of'], ['desvio padrao (?:de|dos numeros|dos valores)', 'standard deviation of'], ['variancia (?:de|dos numeros|dos valores)', 'variance of']],
    probability: [['combinacao de (\\d+) (?:elementos )?tomados? (\\d+) a (?:\\d+)', 'C($1, $2)'], ['arranjo de (\\d+) (?:elementos )?tomados? (\\d+) a (?:\\d+)', 'P($1, $2)'], ['probabilidade de (?:obter |sair )?(\\d+) caras em (\\d+) lancamentos(?: de (?:uma )?moeda)?', 'probability of exactly $1 heads in $2 coin tosses'], ['probabilidade de (?:obter |sair )?(?:uma )?soma (?:de |igual a )?(\\d+) (?:com|ao lancar) dois dados', 'probability of a sum of $1 with 2 dice']],
  },
};
