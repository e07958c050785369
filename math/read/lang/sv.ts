import type { LanguageVocabulary } from './types';

/** Swedish question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const sv: LanguageVocabulary = {
  verbs: ['berakna', 'rakna ut', 'bestam', 'hitta', 'ta fram'],
  whatIs: ['vad ar', 'hur mycket ar'],
  solve: ['^los(?: ekvationen)?'],
  roots: ['(?:rotterna|nollstallena|nollstallen|losningarna) (?:till|av|for)'],
  solveFor: ['ut {v}(?: ur)?', 'for {v}', 'med avseende pa {v}'],
  deriv: ['derivata(?:n)?', 'derivera'],
  ord: [['forsta', 1], ['andra', 2], ['tredje', 3], ['fjarde', 4], ['femte', 5]],
  wrt: ['med avseende pa {v}', 'm\\.?a\\.?p\\.? {v}'],
  integ: ['(?:(?:o)?bestamda )?integral(?:en)?', 'integrera'],
  anti: ['primitiv(?:a)? funktion(?:en)?', 'primitiv'],
  bounds: ['fran {a} till {b}', 'mellan {a} och {b}'],
  limit: ['gransvarde(?:t)?'],
  approach: ['{v} (?:gar mot|narmar sig|gar till) {p}'],
  left: ['fran vanster', 'vansterhandsgransvarde(?:t)?'],
  right: ['fran hoger', 'hogerhandsgransvarde(?:t)?'],
  inf: ['(?:plus )?oandlighet(?:en)?', 'oandligt'],
  negInf: ['minus oandlighet(?:en)?'],
  simplify: ['forenkla'],
  expand: ['utveckla', 'expandera', 'multiplicera ut'],
  factor: ['faktorisera', 'faktorera'],
  percentWord: ['procent'],
  fillers: ['den', 'det', 'en', 'ett', 'av', 'nar', 'da', 'for', 'pa', 'funktionen', 'uttrycket', 'ekvationen', 'foljande', 'vardet av', 'over', 'kan du', 'till'],
  polite: ['snalla', 'tack'],
  numbers: { noll: '0', ett: '1', en: '1', tva: '2' },
  conditions: ['om', 'ur'],
  equationWords: ['ekvationen'],
  percentOf: ['av'],
  separableVerbs: [{ verb: 'multiplicera', particle: 'ut', as: 'expandera' }],
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['(?:arean|area) (?:av|for)(?: en| ett)?', 'area of a'], ['omkretsen (?:av|for)(?: en| ett)?', 'perimeter of a'], ['volymen (?:av|for)(?: en| ett)?', 'volume of a'], ['hypotenusan (?:i|av)(?: en)?', 'hypotenuse of a'], ['ratvinklig triangel', 'right triangle'], ['triangel(?:n)?', 'triangle'], ['rektangel(?:n)?', 'rectangle'], ['kvadrat(?:en)?', 'square'], ['cirkel(?:n)?', 'circle'], ['cylinder(?:n)?', 'cylinder'], ['kon(?:en)?', 'cone'], ['klot(?:et)?', 'sphere'], ['kub(?:en)?', 'cube'], ['(?:med )?basen', ' base '], ['(?:och )?hojden', ' and height '], ['(?:med )?radien', ' radius '], ['(?:med )?diametern', ' diameter '], ['(?:med )?kateterna', ' legs '], ['(?:med )?sidorna', ' sides '], ['och', 'and']],
    'coordinate-geometry': [['lutningen (?:for|pa) linjen genom', 'slope of the line through'], ['(?:avstandet|avstand) mellan', 'distance between'], ['mittpunkten (?:av|mellan)', 'midpoint of'], ['ekvationen for linjen genom', 'equation of the line through'], ['och(?= \\()', 'and']],
    units: [['hur manga', 'how many'], ['ar(?= \\d)', 'are in'], ['centimeter', 'cm'], ['kilometer', 'km'], ['meter', 'm'], ['fot', 'feet'], ['tum', 'inches'], ['kilogram', 'kg'], ['gram', 'g'], ['timmar', 'hours'], ['minuter', 'minutes'], ['sekunder', 'seconds'], ['omvandla|konvertera', 'convert'], ['till(?= (?:cm|m|km|meter|centimeter|kilometer|tum|fot|minuter|timmar|sekunder|gram|kilogram))', 'to']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) delat med (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) ganger (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) plus (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) minus (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['kvadratroten ur', 'square root of'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) i decimalform', '$1 as a decimal'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) i brakform', '$1 as a fraction'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) i procent', '$1 as a percent']],
    'number-theory': [['(?:den )?storsta gemensamma delaren (?:till|av)', 'gcd of'], ['sgd (?:till|av)', 'gcd of'], ['(?:den )?minsta gemensamma multipeln (?:till|av)', 'lcm of'], ['mgm (?:till|av)', 'lcm of'], ['ar (\\d+) ett primtal', 'is $1 prime'], ['primtalsfaktorisering(?:en)? av', 'prime factorization of'], ['delarna till', 'divisors of'], ['ar (\\d+) delbart med (\\d+)', 'is $1 divisible by $2'], ['(\\d+) och (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['medelvardet? (?:av|for)', 'mean of'], ['medianen? (?:av|for)', 'median of'], ['typvardet? (?:av|for)', 'mode of'], ['kvartilavstandet? (?:av|for)', 'IQR of'], ['variationsbredden? (?:av|for)', 'range of'], ['standardavvikelsen? (?:av|for)', 'standard deviation of'], ['variansen? (?:av|for)', 'variance of']],
    probability: [['(\\d+) over (\\d+)', '$1 choose $2']],
  },
};
