import type { LanguageVocabulary } from './types';

/** Italian question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const it: LanguageVocabulary = {
  verbs: ['calcol(?:a|are|i)', 'valut(?:a|are|i)', 'trov(?:a|are|i)', 'determin(?:a|are|i)'],
  whatIs: ['quanto (?:fa|vale|e)', 'qual e'],
  solve: ['risolv(?:i|ere|a)'],
  roots: ['(?:le )?(?:radici|soluzioni) (?:di|del|della)', '(?:gli )?zeri (?:di|del|della)'],
  solveFor: ['per {v}', 'rispetto a {v}'],
  deriv: ['derivat[ae]', 'deriv(?:a|are)'],
  ord: [['(?:di|del) (?:primo|secondo|terzo|quarto|quinto) ordine', 0], ['prima', 1], ['seconda', 2], ['terza', 3], ['quarta', 4], ['quinta', 5]],
  wrt: ['rispetto a {v}'],
  integ: ['integrale(?: (?:in)?definito)?', 'integr(?:a|are)'],
  anti: ['primitiva'],
  bounds: ['da {a} a {b}', 'tra {a} e {b}', 'fra {a} e {b}'],
  limit: ['limite'],
  approach: ['{v} (?:che tende|tendente|tende) a {p}'],
  at: ['nel punto {p}'],
  left: ['da sinistra'],
  right: ['da destra'],
  inf: ['(?:piu )?infinito'],
  negInf: ['meno infinito'],
  simplify: ['semplific(?:a|are)'],
  expand: ['espand(?:i|ere)', 'svilupp(?:a|are)'],
  factor: ['scompo(?:ni|rre)(?: in fattori)?', 'fattorizz(?:a|are)', 'scomposizione (?:in fattori )?(?:di|del|della)'],
  percentWord: ['per ?cento'],
  fillers: ['il', 'lo', 'la', 'gli', 'le', 'un', 'una', 'di', 'del', 'della', 'dello', 'dei', 'delle', 'per', 'quando', 'funzione', 'espressione', 'equazione', 'seguente', 'valore (?:di|del|della)', 'su', 'sull\'intervallo', '(?:mi )?(?:puoi|potresti|puo)'],
  polite: ['per favore', 'per piacere', 'grazie'],
  numbers: { due: '2' },
  ordinalStems: ['prim', 'second', 'terz', 'quart', 'quint'],
  conditions: ['se', 'tale che'],
  equationWords: ["l'equazione"],
  percentOf: ['di', 'del', 'della', 'dei'],
  ordinalSuffixes: ['a', 'o'],
  functionNames: { sen: 'sin' },
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['(?:l\')?area(?: di| del| della)?(?: un| una)?', 'area of a'], ['(?:il )?perimetro(?: di| del| della)?(?: un| una)?', 'perimeter of a'], ['(?:il )?volume(?: di| del| della)(?: un| una)?', 'volume of a'], ['(?:l\')?ipotenusa(?: di| del)?(?: un)?', 'hypotenuse of a'], ['triangolo rettangolo', 'right triangle'], ['triangolo', 'triangle'], ['rettangolo', 'rectangle'], ['quadrato', 'square'], ['cerchio', 'circle'], ['cilindro', 'cylinder'], ['cono', 'cone'], ['sfera', 'sphere'], ['cubo', 'cube'], ['(?:con |di )?(?:la )?base(?: di)?', ' base '], ['(?:e |con )?(?:l\')?altezza(?: di)?', ' and height '], ['(?:con |di )?(?:il )?raggio(?: di)?', ' radius '], ['(?:con |di )?(?:il )?diametro(?: di)?', ' diameter '], ['(?:con |di )?(?:i )?cateti(?: di)?', ' legs '], ['(?:con |di )?lati(?: di)?', ' sides '], ['(\\d+(?:\\.\\d+)?) e (\\d+(?:\\.\\d+)?)', '$1 and $2'], ['e', 'and']],
    'coordinate-geometry': [['(?:la )?pendenza della retta (?:passante )?per', 'slope of the line through'], ['(?:la )?distanza tra', 'distance between'], ['(?:il )?punto medio (?:di|tra)', 'midpoint of'], ['(?:l\')?equazione della retta (?:passante )?per', 'equation of the line through'], ['e(?= \\()', 'and']],
    units: [['converti|convertire|trasforma', 'convert'], ['in(?= (?:pollici|piedi|metri|centimetri|chilometri|miglia|libbre|chilogrammi|grammi|litri|minuti|ore|secondi))', 'to'], ['pollici', 'inches'], ['piedi', 'feet'], ['centimetri', 'cm'], ['chilometri', 'km'], ['metri', 'm'], ['miglia', 'miles'], ['libbre', 'pounds'], ['chilogrammi', 'kg'], ['grammi', 'g'], ['litri', 'liters'], ['ore', 'hours'], ['minuti', 'minutes'], ['secondi', 'seconds'], ['che percentuale di (\\d+(?:\\.\\d+)?) e (\\d+(?:\\.\\d+)?)', 'what percent of $1 is $2']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) diviso (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) per (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) piu (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) meno (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['(?:la )?radice quadrata di', 'square root of'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) come (?:numero )?decimale', '$1 as a decimal'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) come frazione', '$1 as a fraction'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) in percentuale', '$1 as a percent'], ['(?:il )?fattoriale di (\\d+)', '$1!']],
    'number-theory': [['(?:il )?massimo comun(?:e)? divisore (?:di|tra)', 'gcd of'], ['(?:il )?mcd (?:di|tra)', 'gcd of'], ['(?:il )?minimo comune multiplo (?:di|tra)', 'lcm of'], ['(?:il )?mcm (?:di|tra)', 'lcm of'], ['(\\d+) e (?:un )?(?:numero )?primo', 'is $1 prime'], ['(?:la )?scomposizione in fattori primi di', 'prime factorization of'], ['(?:i )?divisori di', 'divisors of'], ['(\\d+) e divisibile per (\\d+)', 'is $1 divisible by $2'], ['(\\d+) e (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['media(?: aritmetica)? (?:di|dei numeri)', 'mean of'], ['mediana (?:di|dei numeri)', 'median of'], ['moda (?:di|dei numeri)', 'mode of'], ['campo di variazione (?:di|dei numeri)', 'range of'], ['scarto interquartile (?:di|dei numeri)', 'IQR of'], ['quartili (?:di|dei numeri)', 'quartiles of'], ['(?:deviazione standard|scarto quadratico medio) (?:di|dei numeri)', 'standard deviation of'], ['varianza (?:di|dei numeri)', 'variance of']],
    probability: [['combinazioni di (\\d+) (?:elementi |oggetti )?(?:presi |a )?(?:a )?(\\d+) a (?:\\d+)', 'C($1, $2)'], ['coefficiente binomiale (\\d+) su (\\d+)', 'C($1, $2)'], ['disposizioni (?:semplici )?di (\\d+) (?:elementi |oggetti )?(?:presi |a )?(?:a )?(\\d+) a (?:\\d+)', 'P($1, $2)'], ['probabilita di (?:ottenere )?(\\d+) teste (?:in|su) (\\d+) lanci(?: di (?:una )?moneta)?', 'probability of exactly $1 heads in $2 coin tosses'], ['probabilita di (?:ottenere )?(?:una )?somma (?:di |pari a )?(\\d+) (?:con|lanciando) due dadi', 'probability of a sum of $1 with 2 dice']],
  },
};
