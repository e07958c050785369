import type { LanguageVocabulary } from './types';

/** Spanish question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const es: LanguageVocabulary = {
  verbs: ['calcul(?:a|e|ar|en)', 'comput(?:a|e|ar)', 'evalu(?:a|e|ar)', 'hall(?:a|e|ar)', 'encuentr(?:a|e)', 'encontrar', 'determin(?:a|e|ar)', 'obten(?:er)?', 'dame', 'da'],
  whatIs: ['cuanto (?:es|vale|da|son)', 'cual es', 'que es', 'a cuanto equivale'],
  solve: ['resuelv(?:e|a|an)', 'resolver', 'resolve', 'despej(?:a|e|ar)'],
  roots: ['(?:las )?(?:raices|ceros|soluciones) (?:de|del)'],
  solveFor: ['para {v}', 'respecto (?:a|de) {v}', 'despej(?:a|e|ar) {v}(?: (?:en|de))?'],
  deriv: ['derivadas?', 'deriv(?:a|e|ar)'],
  ord: [['de (?:primer|segundo|tercer|cuarto|quinto) orden', 0], ['primera', 1], ['segunda', 2], ['tercera', 3], ['cuarta', 4], ['quinta', 5]],
  wrt: ['(?:con )?respecto (?:a|de) {v}'],
  integ: ['integral(?: (?:in)?definida)?', 'integr(?:a|e|ar)'],
  anti: ['primitivas?', 'antiderivadas?'],
  bounds: ['de {a} a {b}', 'desde {a} hasta {b}', 'desde {a} a {b}', 'de {a} hasta {b}', 'entre {a} y {b}'],
  limit: ['limite'],
  approach: ['{v} (?:tiende|tienda|tendiendo|se aproxima|se acerca|va|vaya) a {p}'],
  at: ['en el punto {p}'],
  left: ['por la izquierda', 'desde la izquierda', 'por izquierda', 'lateral izquierdo'],
  right: ['por la derecha', 'desde la derecha', 'por derecha', 'lateral derecho'],
  inf: ['(?:mas )?infinito'],
  negInf: ['menos infinito'],
  simplify: ['simplific(?:a|ar)', 'simplifique', 'reduc(?:e|ir)', 'reduzca'],
  expand: ['expand(?:e|a|ir)', 'desarroll(?:a|e|ar)'],
  factor: ['factoriz(?:a|ar)', 'factorice', 'factorizacion (?:de|del)'],
  percentWord: ['por ciento'],
  fillers: ['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'de', 'del', 'cuando', 'para', 'si', 'en', 'funcion', 'expresion', 'ecuacion', 'siguiente', 'valor (?:de|del)', 'me', 'sobre', '(?:me )?(?:puedes|podrias|puede|podria)(?: usted)?', 'ayudame a'],
  polite: ['por favor', 'porfa', 'gracias'],
  numbers: { cero: '0', uno: '1', un: '1', dos: '2' },
  ordinalStems: ['prim', 'segund', 'tercer', 'cuart', 'quint'],
  conditions: ['si', 'tal que', 'en'],
  equationWords: ['la ecuacion'],
  percentOf: ['de', 'del'],
  ordinalSuffixes: ['ª', 'º', 'a', 'o'],
  functionNames: { sen: 'sin' },
  // school-math topic phrasings (issue #21): one block per topic id
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['(?:el )?area (?:de la )?superficie (?:de|del)(?: un| una| el| la)?', 'surface area of a '], ['(?:el )?area lateral (?:de|del)(?: un| una| el| la)?', 'lateral area of a '], ['(?:el )?area (?:de|del)(?: un| una| el| la)?', 'area of a '], ['(?:el )?perimetro (?:de|del)(?: un| una| el| la)?', 'perimeter of a '], ['(?:el )?volumen (?:de|del)(?: un| una| el| la)?', 'volume of a '], ['(?:la )?longitud de (?:la )?circunferencia (?:de|del)(?: un| una| el| la)?', 'circumference of a '], ['(?:la )?hipotenusa (?:de|del)(?: un| una)?', 'hypotenuse of a '], ['(?:el )?otro cateto', 'other leg'], ['triangulo rectangulo', 'right triangle'], ['triangulo', 'triangle'], ['rectangulo', 'rectangle'], ['cuadrado', 'square'], ['circulo', 'circle'], ['cilindro', 'cylinder'], ['cono', 'cone'], ['esfera', 'sphere'], ['cubo', 'cube'], ['trapecio', 'trapezoid'], ['paralelogramo', 'parallelogram'], ['piramide cuadrada', 'square pyramid'], ['rombo', 'rhombus'], ['(?:de |con )?(?:una )?base(?: de)?', ' base '], ['(?:y |con )?(?:una )?altura(?: de)?', ' and height '], ['(?:de |con )?(?:un )?radio(?: de)?', ' radius '], ['(?:de |con )?(?:un )?diametro(?: de)?', ' diameter '], ['(?:con |de )?catetos(?: de)?', ' legs '], ['(?:con |de )?(?:un )?cateto(?: de)?', ' leg '], ['(?:de |con )?lados?(?: de)?', ' sides '], ['(?:de |con )?(?:un )?largo(?: de)?', ' length '], ['(?:y |de |con )?(?:un )?ancho(?: de)?', ' and width '], ['(?:de |con )?(?:una )?arista(?: de)?', ' edge '], ['(\\d+(?:\\.\\d+)?) y (\\d+(?:\\.\\d+)?)', '$1 and $2'], ['con', 'with'], ['(?:es|son|forman) (?:un )?triangulo rectangulo', 'a right triangle'], ['la suma de los angulos interiores de un', 'sum of the interior angles of a'], ['hexagono', 'hexagon'], ['pentagono', 'pentagon'], ['octagono|octogono', 'octagon']],
    'coordinate-geometry': [['(?:la )?pendiente de la recta (?:que pasa )?(?:por|entre)', 'slope of the line through'], ['(?:la )?pendiente entre', 'slope between'], ['(?:la )?distancia entre(?: los puntos)?', 'distance between'], ['(?:el )?punto medio (?:de|entre)(?: los puntos)?', 'midpoint of'], ['(?:la )?ecuacion de la recta (?:que pasa )?por(?: los puntos)?', 'equation of the line through'], ['(?:el )?punto de interseccion de', 'intersection of'], ['(?:el )?centro y (?:el )?radio de(?: la circunferencia)?', 'center and radius of'], ['y(?= \\()', 'and ']],
    units: [['conviert(?:e|a)|convertir|pasa|pasar|expresa', 'convert'], ['a(?= (?:pulgadas|pies|metros|centimetros|kilometros|millas|libras|kilogramos|gramos|litros|galones|minutos|horas|segundos|grados))', 'to '], ['pulgadas?', 'inches'], ['pies|pie', 'feet'], ['centimetros?', 'cm'], ['kilometros?', 'km'], ['milimetros?', 'mm'], ['metros?', 'm'], ['millas?', 'miles'], ['libras?', 'pounds'], ['kilogramos?|kilos?', 'kg'], ['gramos?', 'g'], ['litros?', 'liters'], ['galones', 'gallons'], ['horas?', 'hours'], ['minutos?', 'minutes'], ['segundos?', 'seconds'], ['grados fahrenheit', 'degrees fahrenheit'], ['grados (?:celsius|centigrados)', 'degrees celsius'], ['(?:¿)?que porcentaje de (\\d+(?:\\.\\d+)?) es (\\d+(?:\\.\\d+)?)', 'what percent of $1 is $2'], ['(?:el )?cambio porcentual de (\\d+(?:\\.\\d+)?) a (\\d+(?:\\.\\d+)?)', 'percent change from $1 to $2'], ['simplifica(?:r)? la razon', 'simplify the ratio'], ['(\\d+) minutos despues de las', '$1 minutes after']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) dividido (?:entre|por) (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:por|multiplicado por) (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) mas (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) menos (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['(?:la )?raiz cuadrada de', 'square root of'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:elevado )?a la (?:potencia )?(\\d+)', '$1 to the power of $2'], ['(?:el )?factorial de (\\d+)', '$1!'], ['redondea (-?\\d+(?:[.,]\\d+)?) a (\\d+) (?:cifras )?decimales', 'round $1 to $2 decimal places'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:como|en) (?:un )?decimal', '$1 as a decimal'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:como|en) (?:una )?fraccion', '$1 as a fraction'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:como|en) (?:un )?porcentaje', '$1 as a percent'], ['(\\d+) en (?:base 2|binario)', '$1 in base 2'], ['(?:el )?resto de dividir (\\d+) (?:entre|por) (\\d+)', 'remainder when $1 is divided by $2'], ['es (-?\\d+(?:\\.\\d+)?(?:/\\d+)?) menor que (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'is $1 less than $2'], ['es (-?\\d+(?:\\.\\d+)?(?:/\\d+)?) mayor que (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'is $1 greater than $2'], ['ordena(?: de menor a mayor)?:?', 'sort'], ['cual es mayor,? (-?\\d+(?:\\.\\d+)?(?:/\\d+)?) o (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'which is bigger, $1 or $2']],
    'number-theory': [['(?:el )?maximo comun divisor de', 'gcd of'], ['(?:el )?m\\.?c\\.?d\\.? de', 'gcd of'], ['(?:el )?minimo comun multiplo de', 'lcm of'], ['(?:el )?m\\.?c\\.?m\\.? de', 'lcm of'], ['es (\\d+) (?:un )?(?:numero )?primo', 'is $1 prime'], ['(\\d+) es (?:un )?(?:numero )?primo', 'is $1 prime'], ['(?:la )?descomposicion (?:en|de) factores primos de', 'prime factorization of'], ['(?:los )?divisores de', 'divisors of'], ['es (\\d+) divisible (?:entre|por) (\\d+)', 'is $1 divisible by $2'], ['(\\d+) es divisible (?:entre|por) (\\d+)', 'is $1 divisible by $2'], ['(\\d+) y (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['media(?: aritmetica)? de', 'mean of'], ['promedio de', 'mean of'], ['mediana de', 'median of'], ['moda de', 'mode of'], ['rango intercuartil(?:ico)? de', 'IQR of'], ['rango de', 'range of'], ['cuartiles de', 'quartiles of'], ['desviacion (?:estandar|tipica) muestral de', 'sample standard deviation of'], ['desviacion (?:estandar|tipica) poblacional de', 'population standard deviation of'], ['desviacion (?:estandar|tipica) de', 'standard deviation of'], ['varianza muestral de', 'sample variance of'], ['varianza poblacional de', 'population variance of'], ['varianza de', 'variance of']],
    probability: [['(\\d+) sobre (\\d+)', '$1 choose $2'], ['(?:cuantas |el numero de )?combinaciones de (\\d+) (?:elementos |objetos )?tomad[oa]s de (\\d+) en (?:\\d+)', 'C($1, $2)'], ['(?:cuantas |el numero de )?(?:variaciones|permutaciones) de (\\d+) (?:elementos |objetos )?tomad[oa]s de (\\d+) en (?:\\d+)', 'P($1, $2)'], ['probabilidad de (?:obtener )?(\\d+) caras en (\\d+) lanzamientos(?: de (?:una )?moneda)?', 'probability of exactly $1 heads in $2 coin tosses'], ['probabilidad de (?:obtener )?(?:una )?suma de (\\d+) (?:al lanzar|con) dos dados', 'probability of a sum of $1 with 2 dice']],
  },
};
