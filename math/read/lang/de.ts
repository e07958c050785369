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
    // statistics + probability (T2)
    statistics: [['(?:arithmetische[rs]? )?mittel(?:wert)? von', 'mean of'], ['durchschnitt von', 'mean of'], ['median von', 'median of'], ['modus von', 'mode of'], ['spannweite von', 'range of'], ['standardabweichung von', 'standard deviation of'], ['varianz von', 'variance of']],
    probability: [['(\\d+) uber (\\d+)', '$1 choose $2'], ['wahrscheinlichkeit (?:fur|von) (\\d+) (?:kopfe|mal kopf) bei (\\d+) munzwurfen', 'probability of exactly $1 heads in $2 coin tosses']],
  },
};
