import type { LanguageVocabulary } from './types';

/** German question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const de: LanguageVocabulary = {
  verbs: ['berechnen?(?: sie)?', 'bestimmen?(?: sie)?', 'ermittel?(?:n)?(?: sie)?', 'ermittle', 'finden?(?: sie)?', 'gib', 'geben sie', 'rechne'],
  whatIs: ['was (?:ist|sind|ergibt)', 'wie ?viel (?:ist|sind|ergibt|ergeben|macht)'],
  solve: ['losen?(?: sie)?', 'loesen?(?: sie)?', 'auflosen'],
  roots: ['(?:die )?(?:nullstellen|losungen|wurzeln) (?:von|der|des)'],
  solveFor: ['nach {v}(?: auf)?', 'fur {v}'],
  deriv: ['ableitung(?:en)?', 'ableiten', 'differenzieren?(?: sie)?'],
  ord: [['(?:erster|zweiter|dritter|vierter|funfter) ordnung', 0], ['erste[nrsm]?', 1], ['zweite[nrsm]?', 2], ['dritte[nrsm]?', 3], ['vierte[nrsm]?', 4], ['funfte[nrsm]?', 5], ['2\\.', 2], ['3\\.', 3]],
  wrt: ['nach {v}', 'bezuglich {v}', 'bzgl\\.? {v}'],
  integ: ['(?:(?:un)?bestimmte[sn]? )?integral(?:s|e)?', 'integrieren?(?: sie)?'],
  anti: ['stammfunktion(?:en)?'],
  bounds: ['von {a} bis {b}', 'zwischen {a} und {b}'],
  limit: ['grenzwert(?:e|es)?', 'limes'],
  approach: ['{v} (?:gegen|geht gegen|strebt gegen) {p}(?: (?:geht|strebt|lauft|konvergiert))?'],
  at: ['an der stelle {p}'],
  left: ['von links', 'linksseitige[rn]?'],
  right: ['von rechts', 'rechtsseitige[rn]?'],
  inf: ['(?:plus )?unendlich'],
  negInf: ['minus unendlich'],
  simplify: ['vereinfachen?(?: sie)?', 'kurzen?(?: sie)?', 'kurze'],
  expand: ['ausmultiplizieren', 'expandieren?(?: sie)?', 'klammern auflosen'],
  factor: ['faktorisieren?(?: sie)?', 'zerlegen?(?: sie)?', 'in faktoren'],
  percentWord: ['prozent'],
  fillers: ['der', 'die', 'das', 'den', 'dem', 'des', 'eine[nrsm]?', 'ein', 'von', 'vom', 'fur', 'wenn', 'falls', 'auf', 'uber', 'funktion', 'gleichung', 'ausdruck', 'term', 'folgende[nrsm]?', 'wert (?:von|des)', 'mir', 'kannst du(?: mir)?', 'konnen sie(?: mir)?', 'konntest du(?: mir)?', 'konnten sie(?: mir)?', 'hilf mir'],
  polite: ['bitte', 'danke'],
  numbers: { null: '0', eins: '1', zwei: '2' },
  ordinalStems: ['erst', 'zweit', 'dritt', 'viert', 'funft'],
  conditions: ['wenn', 'falls', 'aus'],
  equationWords: ['der gleichung', 'die gleichung'],
  percentOf: ['von', 'vom'],
  separableVerbs: [
    { verb: 'leiten?(?:\\s+sie)?', particle: 'ab', as: 'ableitung' },
    { verb: 'losen?(?:\\s+sie)?|loesen?(?:\\s+sie)?', particle: 'auf', as: 'lose' },
    { verb: 'multiplizieren?(?:\\s+sie)?', particle: 'aus', as: 'ausmultiplizieren' },
    { verb: 'rechnen?(?:\\s+sie)?|werten?(?:\\s+sie)?', particle: 'aus', as: 'berechne' },
    { verb: 'zerlegen?(?:\\s+sie)?', particle: 'in\\s+(?:linear)?faktoren', as: 'faktorisieren' },
  ],
  ordinalSuffixes: ['\\.', 'te'],
  // school-math topic phrasings (issue #21): one block per topic id
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['(?:den |der |die |das )?(?:flacheninhalt|flache)(?: des| der| eines| einer)?', 'area of a '], ['(?:den |der )?umfang(?: des| der| eines| einer)?', 'perimeter of a '], ['(?:das )?volumen(?: des| der| eines| einer)?', 'volume of a '], ['(?:die )?oberflache(?: des| der| eines| einer)?', 'surface area of a '], ['die hypotenuse(?: des| eines)?', 'hypotenuse of a '], ['(?:die )?andere kathete', 'other leg'], ['rechtwinklig(?:e[snmr]?)? dreiecks?', 'right triangle'], ['dreiecks?', 'triangle'], ['rechtecks?', 'rectangle'], ['quadrat(?:s|es)?', 'square'], ['kreis(?:es)?', 'circle'], ['zylinders?', 'cylinder'], ['kegels?', 'cone'], ['kugel', 'sphere'], ['wurfels?', 'cube'], ['trapez(?:es)?', 'trapezoid'], ['parallelogramms?', 'parallelogram'], ['pyramide', 'pyramid'], ['(?:mit )?(?:dem |einem )?radius', ' radius '], ['(?:mit )?(?:der |einer )?hohe', ' height '], ['(?:mit )?(?:der |einer )?grundseite', ' base '], ['(?:mit )?(?:den )?katheten', ' legs '], ['(?:mit )?(?:den )?seiten(?:langen)?', ' sides '], ['(?:mit )?(?:der )?seitenlange', ' side '], ['(?:mit )?(?:dem )?durchmesser', ' diameter '], ['(?:mit )?(?:der )?lange', ' length '], ['(?:mit )?(?:der )?breite', ' width '], ['(?:mit )?(?:der )?kantenlange', ' edge '], ['und', 'and'], ['ein rechtwinkliges dreieck', 'a right triangle'], ['(?:die )?innenwinkelsumme(?: eines| des)?', 'sum of the interior angles of a '], ['sechsecks?', 'hexagon'], ['funfecks?', 'pentagon'], ['achtecks?', 'octagon']],
    'coordinate-geometry': [['und(?= \\()', 'and'], ['(?:die )?steigung (?:der geraden )?(?:durch|zwischen)(?: den punkten)?', 'slope of the line through'], ['(?:der )?abstand (?:zwischen|von)(?: den punkten)?', 'distance between'], ['(?:die )?entfernung zwischen(?: den punkten)?', 'distance between'], ['(?:der )?mittelpunkt (?:von|zwischen|der strecke)(?: den punkten)?', 'midpoint of'], ['(?:die )?(?:geradengleichung|gleichung der geraden) durch(?: die punkte)?', 'equation of the line through'], ['(?:den )?schnittpunkt (?:von|der geraden)', 'intersection of'], ['(?:den )?mittelpunkt und (?:den )?radius (?:von|des kreises)', 'center and radius of']],
    units: [['rechne (\\d+(?:[.,]\\d+)?) (.+?) in (.+?) um', 'convert $1 $2 to $3'], ['wie viele (\\S+) sind (\\d+(?:[.,]\\d+)?)', 'how many $1 are in $2'], ['zoll', 'inches'], ['fu(?:ss|ß)', 'feet'], ['meilen?', 'miles'], ['zentimeter', 'cm'], ['kilometer', 'km'], ['meter', 'm'], ['pfund', 'pounds'], ['kilogramm', 'kg'], ['gramm', 'g'], ['liter', 'liters'], ['stunden?', 'hours'], ['minuten?', 'minutes'], ['sekunden?', 'seconds'], ['grad fahrenheit', 'degrees fahrenheit'], ['grad celsius', 'degrees celsius'], ['wie viel prozent von (\\d+(?:\\.\\d+)?) sind (\\d+(?:\\.\\d+)?)', 'what percent of $1 is $2'], ['(?:die )?prozentuale (?:anderung|veranderung) von (\\d+(?:\\.\\d+)?) auf (\\d+(?:\\.\\d+)?)', 'percent change from $1 to $2'], ['vereinfache das verhaltnis', 'simplify the ratio']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:geteilt durch|dividiert durch|durch) (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) mal (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) plus (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) minus (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['(?:die )?(?:quadrat)?wurzel (?:aus|von)', 'square root of'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) hoch (\\d+)', '$1 to the power of $2'], ['(\\d+) fakultat', '$1!'], ['(?:die )?fakultat von (\\d+)', '$1!'], ['runde (-?\\d+(?:[.,]\\d+)?) auf (\\d+) (?:nachkommastellen|dezimalstellen|stellen nach dem komma)', 'round $1 to $2 decimal places'], ['(?:schreibe? |wandle )?(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:als|in eine) dezimalzahl(?: um)?', '$1 as a decimal'], ['(?:schreibe? |wandle )?(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) (?:als|in einen) bruch(?: um)?', '$1 as a fraction'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) in prozent', '$1 as a percent'], ['(\\d+) (?:im )?(?:binarsystem|dualsystem|binar)', '$1 in base 2'], ['(?:der )?rest (?:von|bei) (\\d+) (?:geteilt )?durch (\\d+)', 'remainder when $1 is divided by $2'], ['ist (-?\\d+(?:\\.\\d+)?(?:/\\d+)?) kleiner als (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'is $1 less than $2'], ['ist (-?\\d+(?:\\.\\d+)?(?:/\\d+)?) gro(?:ss|ß)er als (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'is $1 greater than $2'], ['ordne(?: der gro(?:ss|ß)e nach)?:?', 'sort'], ['was ist gro(?:ss|ß)er,? (-?\\d+(?:\\.\\d+)?(?:/\\d+)?) oder (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', 'which is bigger, $1 or $2']],
    'number-theory': [['(?:der )?gro(?:ss|ß)te[rn]? gemeinsame(?:r)? teiler von', 'gcd of'], ['(?:der )?ggt von', 'gcd of'], ['(?:das )?kleinste gemeinsame vielfache von', 'lcm of'], ['(?:das )?kgv von', 'lcm of'], ['ist (\\d+) (?:eine )?primzahl', 'is $1 prime'], ['(\\d+) ist (?:eine )?primzahl', 'is $1 prime'], ['(?:die )?primfaktorzerlegung von', 'prime factorization of'], ['(?:die )?teiler von', 'divisors of'], ['ist (\\d+) (?:durch (\\d+) teilbar)', 'is $1 divisible by $2'], ['(\\d+) und (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['(?:arithmetische[rns]? )?mittel(?:wert)? von', 'mean of'], ['durchschnitt von', 'mean of'], ['median von', 'median of'], ['modus von', 'mode of'], ['interquartilsabstand von', 'IQR of'], ['spannweite von', 'range of'], ['quartile von', 'quartiles of'], ['stichprobenstandardabweichung von', 'sample standard deviation of'], ['standardabweichung von', 'standard deviation of'], ['stichprobenvarianz von', 'sample variance of'], ['varianz von', 'variance of']],
    probability: [['(\\d+) uber (\\d+)', '$1 choose $2'], ['wahrscheinlichkeit (?:fur|von) (\\d+) (?:kopfe|mal kopf) bei (\\d+) munzwurfen', 'probability of exactly $1 heads in $2 coin tosses'], ['wahrscheinlichkeit,? mit zwei wurfeln (?:die )?(?:augen)?summe (\\d+) zu werfen', 'probability of a sum of $1 with 2 dice']],
  },
};
