import type { LanguageVocabulary } from './types';

/** French question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const fr: LanguageVocabulary = {
  verbs: ['calcul(?:e|ez|er)', 'evalu(?:e|ez|er)', 'trouv(?:e|ez|er)', 'determin(?:e|ez|er)', 'donn(?:e|ez)(?:-moi)?', 'cherch(?:e|ez)'],
  whatIs: ['combien (?:fait|font|vaut|valent|egale)', 'que vaut', 'quel(?:le)? est', "c'est combien", 'combien'],
  solve: ['resou(?:s|t|dre)', 'resolv(?:ez|e|ons)'],
  roots: ['(?:les )?(?:racines|zeros|solutions) (?:de|du|des)'],
  solveFor: ['pour {v}', 'par rapport a {v}'],
  deriv: ['derivees?', 'deriv(?:e|ez|er)'],
  ord: [["d'ordre [1-5]", 0], ['premiere', 1], ['seconde', 2], ['deuxieme', 2], ['troisieme', 3], ['quatrieme', 4], ['cinquieme', 5], ['2(?:e|eme|nde)', 2], ['3(?:e|eme)', 3]],
  wrt: ['par rapport a {v}'],
  integ: ['integrales?(?: (?:in)?definie)?', 'integr(?:e|ez|er)'],
  anti: ['primitives?'],
  bounds: ['de {a} a {b}', 'de {a} jusqu\'a {b}', 'entre {a} et {b}'],
  limit: ['limite'],
  approach: ['{v} (?:tend|tendant) vers {p}'],
  at: ['en {p}', 'au point {p}'],
  left: ['a gauche', 'par la gauche', 'par valeurs inferieures'],
  right: ['a droite', 'par la droite', 'par valeurs superieures'],
  inf: ["(?:plus )?l'infini", '(?:plus )?infini'],
  negInf: ["moins l'infini", 'moins infini'],
  simplify: ['simplifi(?:e|ez|er)', 'redui(?:s|re|sez)'],
  expand: ['developp(?:e|ez|er)'],
  factor: ['factoris(?:e|ez|er)'],
  percentWord: ['pour ?cent'],
  fillers: ['le', 'la', 'les', 'un', 'une', 'de', 'du', 'des', 'de la', 'quand', 'lorsque', "lorsqu'", 'si', 'pour', 'sur', 'en', 'fonction', 'expression', 'equation', 'suivante?', 'valeur (?:de|du)', 'moi', 'peux-tu', 'pouvez-vous', 'pourrais-tu', 'pourriez-vous', 'peut-on'],
  polite: ["s'il (?:vous|te) plait", 'svp', 'stp', 'merci'],
  numbers: { un: '1', une: '1', deux: '2' },
  conditions: ['si', 'tel(?:le)? que', 'en'],
  equationWords: ["l'equation"],
  percentOf: ['de', 'des', 'du', "d'"],
  ordinalSuffixes: ['e', 'eme', 'ieme', 'er'],
  // school-math topic phrasings (issue #21): one block per topic id
  topics: {
    // statistics + probability (T2)
    statistics: [['moyenne de', 'mean of'], ['mediane de', 'median of'], ['mode de', 'mode of'], ['etendue de', 'range of'], ['ecart[- ]type de', 'standard deviation of'], ['variance de', 'variance of']],
    probability: [['combinaisons de (\\d+) parmi (\\d+)', 'C($2, $1)'], ["probabilite d'obtenir une somme de (\\d+) avec (?:deux|2) des", 'probability of a sum of $1 with 2 dice']],
  },
};
