import type { LanguageVocabulary } from './types';

/** Dutch question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const nl: LanguageVocabulary = {
  verbs: ['bereken', 'bepaal', 'vind', 'zoek'],
  whatIs: ['wat is', 'hoeveel is'],
  solve: ['oplossen', '^los(?: de vergelijking)?'],
  roots: ['(?:de )?(?:nulpunten|wortels|oplossingen) van'],
  solveFor: ['naar {v}', 'voor {v}'],
  deriv: ['afgeleide', 'differentieer', 'afleiden'],
  ord: [['eerste', 1], ['tweede', 2], ['derde', 3], ['vierde', 4], ['vijfde', 5], ['2e', 2], ['3e', 3]],
  wrt: ['naar {v}', 'ten opzichte van {v}'],
  integ: ['(?:(?:on)?bepaalde )?integraal', 'integreer'],
  anti: ['primitieve(?: functie)?'],
  bounds: ['van {a} tot {b}', 'tussen {a} en {b}'],
  limit: ['limiet'],
  approach: ['{v} (?:nadert tot|nadert naar|nadert|gaat naar|naar) {p}(?: (?:gaat|nadert|loopt))?'],
  left: ['van links', 'linkerlimiet'],
  right: ['van rechts', 'rechterlimiet'],
  inf: ['(?:plus )?oneindig'],
  negInf: ['min(?:us)? oneindig'],
  simplify: ['vereenvoudig(?:en)?'],
  expand: ['haakjes uitwerken', 'uitwerken', 'expandeer'],
  factor: ['ontbind(?:en)?(?: in factoren)?', 'factoriseer', 'in factoren'],
  percentWord: ['procent'],
  fillers: ['de', 'het', 'een', 'van', 'als', 'wanneer', 'voor', 'op', 'functie', 'uitdrukking', 'vergelijking', 'volgende', 'waarde van', 'kun je', 'kunt u', 'kan je'],
  polite: ['alstublieft', 'alsjeblieft', 'aub', 'graag', 'bedankt'],
  numbers: { nul: '0', een: '1', twee: '2' },
  conditions: ['als'],
  equationWords: ['de vergelijking'],
  percentOf: ['van'],
  separableVerbs: [
    { verb: 'los', particle: 'op', as: 'oplossen' },
    { verb: 'werk', particle: 'uit', as: 'uitwerken' },
    { verb: 'reken', particle: 'uit', as: 'bereken' },
  ],
  ordinalSuffixes: ['e'],
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['(?:de )?oppervlakte van(?: een| de)?', 'area of a'], ['(?:de )?omtrek van(?: een| de)?', 'perimeter of a'], ['(?:de |het )?(?:inhoud|volume) van(?: een| de)?', 'volume of a'], ['(?:de )?schuine zijde van(?: een)?', 'hypotenuse of a'], ['rechthoekige driehoek', 'right triangle'], ['driehoek', 'triangle'], ['rechthoek', 'rectangle'], ['vierkant', 'square'], ['cirkel', 'circle'], ['cilinder', 'cylinder'], ['kegel', 'cone'], ['bol', 'sphere'], ['kubus', 'cube'], ['(?:met )?(?:een |de )?basis', ' base '], ['(?:en )?(?:een |de )?hoogte', ' and height '], ['(?:met )?(?:een |de )?straal', ' radius '], ['(?:met )?(?:een |de )?diameter', ' diameter '], ['(?:met )?(?:de )?rechthoekszijden', ' legs '], ['(?:met )?zijden', ' sides '], ['en', 'and']],
    'coordinate-geometry': [['(?:de )?richtingscoefficient van de lijn door', 'slope of the line through'], ['(?:de )?afstand tussen', 'distance between'], ['(?:het )?midden van', 'midpoint of'], ['(?:de )?vergelijking van de lijn door', 'equation of the line through'], ['en(?= \\()', 'and']],
    units: [['hoeveel', 'how many'], ['centimeter', 'cm'], ['kilometer', 'km'], ['meter', 'm'], ['voet', 'feet'], ['duim', 'inches'], ['mijl', 'miles'], ['kilogram', 'kg'], ['gram', 'g'], ['uur', 'hours'], ['minuten', 'minutes'], ['seconden', 'seconds'], ['reken (\\d+(?:\\.\\d+)?) (.+?) om (?:naar|in) (.+)', 'convert $1 $2 to $3']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) gedeeld door (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) keer (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) plus (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) min (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['(?:de )?wortel (?:uit|van)', 'square root of'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) als decimaal getal', '$1 as a decimal'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) als breuk', '$1 as a fraction'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) als percentage', '$1 as a percent']],
    'number-theory': [['(?:de )?grootste gemene deler van', 'gcd of'], ['(?:de )?ggd van', 'gcd of'], ['(?:het )?kleinste gemene veelvoud van', 'lcm of'], ['(?:het )?kgv van', 'lcm of'], ['is (\\d+) (?:een )?priemgetal', 'is $1 prime'], ['(?:de )?priemfactorisatie van', 'prime factorization of'], ['(?:de )?delers van', 'divisors of'], ['is (\\d+) deelbaar door (\\d+)', 'is $1 divisible by $2'], ['(\\d+) en (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['gemiddelde van', 'mean of'], ['mediaan van', 'median of'], ['modus van', 'mode of'], ['interkwartielafstand van', 'IQR of'], ['(?:spreidingsbreedte|variatiebreedte|bereik) van', 'range of'], ['kwartielen van', 'quartiles of'], ['standaardafwijking van', 'standard deviation of'], ['variantie van', 'variance of']],
    probability: [['(\\d+) boven (\\d+)', '$1 choose $2'], ['kans op (\\d+) keer kop bij (\\d+) worpen(?: met een munt(?:stuk)?)?', 'probability of exactly $1 heads in $2 coin tosses'], ['kans op een som van (\\d+) met twee dobbelstenen', 'probability of a sum of $1 with 2 dice']],
  },
};
