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
    // geometry, coordinate-geometry, units (T3)
    geometry: [['l\'aire(?: laterale)?(?: totale)?(?: d\'un| d\'une| du| de la)?', 'area of a '], ['(?:le )?perimetre(?: d\'un| d\'une| du| de la)?', 'perimeter of a '], ['(?:le )?volume(?: d\'un| d\'une| du| de la)', 'volume of a '], ['l\'hypotenuse(?: d\'un)?', 'hypotenuse of a '], ['(?:la )?surface totale(?: d\'un| d\'une| du| de la)?', 'surface area of a '], ['triangle rectangle', 'right triangle'], ['carre', 'square'], ['cercle|disque', 'circle'], ['cylindre', 'cylinder'], ['sphere|boule', 'sphere'], ['trapeze', 'trapezoid'], ['parallelogramme', 'parallelogram'], ['pyramide', 'pyramid'], ['losange', 'rhombus'], ['(?:de |avec )?(?:un )?rayon(?: de)?', ' radius '], ['(?:et )?(?:de |avec )?(?:une )?hauteur(?: de)?', ' and height '], ['(?:de |avec )?(?:une )?base(?: de)?', ' base '], ['(?:de |avec )?(?:un )?diametre(?: de)?', ' diameter '], ['(?:de |avec )?(?:les )?cotes?(?: de)?', ' sides '], ['(?:de |avec )?(?:une )?longueur(?: de)?', ' length '], ['(?:et )?(?:de |avec )?(?:une )?largeur(?: de)?', ' and width '], ['(?:de |avec )?cathetes(?: de)?', ' legs '], ['(\\d+(?:\\.\\d+)?) et (\\d+(?:\\.\\d+)?)', '$1 and $2'], ['(?:est|forment)[- ](?:ils |il )?un triangle rectangle', 'a right triangle'], ['la somme des angles (?:interieurs )?d\'un', 'sum of the interior angles of a'], ['hexagone', 'hexagon'], ['pentagone', 'pentagon'], ['octogone', 'octagon']],
    'coordinate-geometry': [['(?:la )?pente de la droite (?:passant )?par', 'slope of the line through'], ['(?:la )?distance entre(?: les points)?', 'distance between'], ['(?:le )?milieu (?:de|du segment)', 'midpoint of'], ['(?:l\')?equation de la droite (?:passant )?par', 'equation of the line through'], ['(?:le )?point d\'intersection (?:de|des droites)', 'intersection of'], ['(?:le )?centre et (?:le )?rayon (?:de|du cercle)', 'center and radius of'], ['et(?= \\()', 'and ']],
    units: [['convertir|convertis|convertissez|exprimer', 'convert'], ['en(?= (?:pouces|pieds|metres|centimetres|kilometres|milles|livres|kilogrammes|grammes|litres|minutes|heures|secondes|degres|km|m\\b|cm))', 'to '], ['combien de (\\S+) (?:y a-t-il )?dans', 'how many $1 are in'], ['pouces?', 'inches'], ['pieds?', 'feet'], ['centimetres?', 'cm'], ['kilometres?', 'km'], ['metres?', 'm'], ['milles', 'miles'], ['livres?', 'pounds'], ['kilogrammes?', 'kg'], ['grammes?', 'g'], ['litres?', 'liters'], ['heures?', 'hours'], ['secondes?', 'seconds'], ['degres fahrenheit', 'degrees fahrenheit'], ['degres (?:celsius)?', 'degrees celsius'], ['quel pourcentage de (\\d+(?:\\.\\d+)?) (?:est|represente) (\\d+(?:\\.\\d+)?)', 'what percent of $1 is $2'], ['simplifier (?:le )?rapport', 'simplify the ratio']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) divise par (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:fois|multiplie par) (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) plus (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) moins (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['(?:la )?racine carree de', 'square root of'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:a la|puissance) (\\d+)', '$1 to the power of $2'], ['(?:la )?factorielle de (\\d+)', '$1!'], ['arrondi(?:s|r)? (-?\\d+(?:[.,]\\d+)?) (?:a|au) (\\d+) decimales?', 'round $1 to $2 decimal places'], ['(?:ecri(?:s|re|vez) |converti(?:s|r|ssez) |donne )?(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:en|sous forme de) (?:nombre )?decimal', '$1 as a decimal'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) en fraction', '$1 as a fraction'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) en pourcentage', '$1 as a percent'], ['(\\d+) en (?:base 2|binaire)', '$1 in base 2'], ['(?:le )?reste de (?:la division de )?(\\d+) par (\\d+)', 'remainder when $1 is divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) est[- ]il (?:plus petit|inferieur) (?:que|a) (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'is $1 less than $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) est[- ]il (?:plus grand|superieur) (?:que|a) (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'is $1 greater than $2'], ['range(?: dans l\'ordre croissant)?:?', 'sort'], ['quel est le plus grand,? (-?\\d+(?:\\.\\d+)?(?:/\\d+)?) ou (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'which is bigger, $1 or $2']],
    'number-theory': [['(?:le )?plus grand (?:commun diviseur|diviseur commun) de', 'gcd of'], ['(?:le )?pgcd de', 'gcd of'], ['(?:le )?plus petit (?:commun multiple|multiple commun) de', 'lcm of'], ['(?:le )?ppcm de', 'lcm of'], ['(\\d+) est[- ]il (?:un nombre )?premier', 'is $1 prime'], ['est-ce que (\\d+) est (?:un nombre )?premier', 'is $1 prime'], ['(\\d+) est (?:un nombre )?premier', 'is $1 prime'], ['(?:la )?decomposition en (?:produit de )?facteurs premiers de', 'prime factorization of'], ['(?:quels sont )?(?:les )?diviseurs de', 'divisors of'], ['(\\d+) est[- ]il divisible par (\\d+)', 'is $1 divisible by $2'], ['(\\d+) est divisible par (\\d+)', 'is $1 divisible by $2'], ['(\\d+) et (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['moyenne de', 'mean of'], ['mediane de', 'median of'], ['mode de', 'mode of'], ['etendue de', 'range of'], ['ecart interquartile de', 'IQR of'], ['quartiles de', 'quartiles of'], ['ecart[- ]type de', 'standard deviation of'], ['variance de', 'variance of']],
    probability: [['combinaisons de (\\d+) parmi (\\d+)', 'C($2, $1)'], ['arrangements de (\\d+) parmi (\\d+)', 'P($2, $1)'], ["probabilite d'obtenir une somme de (\\d+) avec (?:deux|2) des", 'probability of a sum of $1 with 2 dice'], ["probabilite d'obtenir (\\d+) (?:fois )?piles? en (\\d+) lancers", 'probability of exactly $1 heads in $2 coin tosses']],
  },
};
