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
    // statistics + probability (T2)
    statistics: [['media(?: aritmetica)? de', 'mean of'], ['promedio de', 'mean of'], ['mediana de', 'median of'], ['moda de', 'mode of'], ['rango de', 'range of'], ['desviacion (?:estandar|tipica) de', 'standard deviation of'], ['varianza de', 'variance of']],
    probability: [['(\\d+) sobre (\\d+)', '$1 choose $2'], ['combinaciones de (\\d+) tomad[oa]s de (\\d+) en (?:\\d+)', 'C($1, $2)'], ['probabilidad de (?:obtener )?(\\d+) caras en (\\d+) lanzamientos(?: de (?:una )?moneda)?', 'probability of exactly $1 heads in $2 coin tosses']],
  },
};
