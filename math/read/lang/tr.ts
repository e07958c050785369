import type { LanguageVocabulary } from './types';

/** Turkish question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const tr: LanguageVocabulary = {
  verbs: ['hesapla(?:yin|yiniz|yin)?', 'bul(?:un|unuz)?'],
  whatIs: ['kactir', 'nedir', 'kac eder', 'kac'],
  solve: ['(?:denklemi(?:ni)? )?coz(?:un|unuz|umu)?'],
  roots: ['kok(?:leri|lerini)', 'sifirlari(?:ni)?'],
  solveFor: ['{v} icin'],
  deriv: ['turev(?:ini al(?:in|iniz)?|ini|ine|ler|in|i)?'],
  ord: [['birinci', 1], ['ikinci', 2], ['ucuncu', 3], ['dorduncu', 4], ['besinci', 5]],
  wrt: ["{v}'?(?:e|a|ye|ya) gore"],
  integ: ['(?:belirli |belirsiz )?integral(?:i|ini)?(?: al(?:in)?)?'],
  anti: ['ters turev(?:i|ini)?'],
  bounds: ["{a}'(?:dan|den|tan|ten) {b}(?:'(?:a|e|ya|ye))?", '{a} ile {b} arasinda(?:ki)?'],
  limit: ['limit(?:i|ini)?'],
  approach: ["{v},? {p}(?:'(?:a|e|ya|ye))? (?:giderken|yaklasirken|yaklastiginda|gittiginde)"],
  left: ['soldan'],
  right: ['sagdan'],
  inf: ['(?:arti )?sonsuz(?:a)?'],
  negInf: ['eksi sonsuz(?:a)?'],
  simplify: ['sadelestir(?:in|iniz)?', 'basitlestir(?:in|iniz)?'],
  expand: ['parantezleri ac(?:in|iniz)?', 'genislet(?:in|iniz)?', 'acilimini (?:yap|bul)(?:in)?'],
  factor: ['carpanlarina ayir(?:in|iniz)?'],
  percentWord: [],
  fillers: ['iken', 'icin', 'ifadesini', 'ifadesinin', 'ifadesi', 'fonksiyonunun', 'fonksiyonu', 'denklemini', 'denklemi', 'degerini', 'degeri', 'sonucu'],
  polite: ['lutfen', 'tesekkurler'],
  numbers: { sifir: '0', bir: '1', iki: '2' },
  conditions: ['eger'],
  equationWords: ['denklem(?:inde)?'],
  conditionAfter: ['ise', 'olduguna gore'],
  percentOfAfter: ["'(?:n?[iu]n)"],
  percentBefore: ['yuzde'],
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['alanini|alani', 'area'], ['cevresini|cevresi', 'perimeter'], ['hacmini|hacmi', 'volume'], ['hipotenusu(?:nu)?', 'hypotenuse'], ['dik ucgenin|dik ucgen', 'right triangle'], ['ucgenin|ucgen', 'triangle'], ['dikdortgenin|dikdortgen', 'rectangle'], ['karenin|kare', 'square'], ['dairenin|daire|cemberin', 'circle'], ['silindirin|silindir', 'cylinder'], ['koninin|koni', 'cone'], ['kurenin|kure', 'sphere'], ['kupun|kup', 'cube'], ['tabani', ' base '], ['yuksekligi', ' height '], ['yaricapi', ' radius '], ['capi', ' diameter '], ['dik kenarlari', ' legs '], ['kenarlari', ' sides '], ['olan', ' '], ['bulun(?:uz)?|hesaplayin(?:iz)?|nedir|kactir', ' '], ['ve', 'and']],
    'coordinate-geometry': [['noktalari arasindaki uzaklik', 'points distance'], ['arasindaki uzaklik', 'distance'], ['noktalarindan gecen dogrunun egimi', 'points slope'], ['dogrunun egimi', 'slope'], ['orta noktasi', 'midpoint'], ['ve(?= \\()', 'and'], ['bulun(?:uz)?|hesaplayin(?:iz)?|nedir|kactir', ' ']],
    units: [['(\\d+(?:\\.\\d+)?) (\\S+) kac (\\S+?)(?: eder| yapar|dir|tir)?$', '$1 $2 in $3'], ['fit', 'ft'], ['inc', 'inches'], ['santimetre', 'cm'], ['kilometre', 'km'], ['metre', 'm'], ['mil', 'miles'], ['kilogram', 'kg'], ['gram', 'g'], ['saat', 'hours'], ['dakika', 'minutes'], ['saniye', 'seconds']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) bolu (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) carpi (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) arti (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) eksi (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2']],
    'number-theory': [['(\\d+) ve (\\d+) (?:sayilarinin )?(?:en buyuk ortak boleni|ebob)(?:u|\'u|\'i)?', 'gcd of $1 and $2'], ['(\\d+) ve (\\d+) (?:sayilarinin )?(?:en kucuk ortak kati|ekok)(?:u|\'u|\'i)?', 'lcm of $1 and $2'], ['(\\d+) asal (?:sayi )?mi(?:dir)?', 'is $1 prime'], ['(\\d+)(?:\'[iiuu]n|\'in|\'un)? asal carpanlari(?:na ayir)?', 'prime factorization of $1']],
    // statistics + probability (T2)
    statistics: [['(-?\\d+(?:\\.\\d+)?(?:\\s*,\\s*-?\\d+(?:\\.\\d+)?)+)\\s+(?:sayilarinin |verilerinin |degerlerinin )?(?:aritmetik )?ortalamasi', 'mean of $1'], ['(-?\\d+(?:\\.\\d+)?(?:\\s*,\\s*-?\\d+(?:\\.\\d+)?)+)\\s+(?:sayilarinin |verilerinin )?medyani', 'median of $1'], ['(-?\\d+(?:\\.\\d+)?(?:\\s*,\\s*-?\\d+(?:\\.\\d+)?)+)\\s+(?:sayilarinin |verilerinin )?modu', 'mode of $1'], ['(-?\\d+(?:\\.\\d+)?(?:\\s*,\\s*-?\\d+(?:\\.\\d+)?)+)\\s+(?:sayilarinin |verilerinin )?standart sapmasi', 'standard deviation of $1'], ['(-?\\d+(?:\\.\\d+)?(?:\\s*,\\s*-?\\d+(?:\\.\\d+)?)+)\\s+(?:sayilarinin |verilerinin )?varyansi', 'variance of $1'], ['(-?\\d+(?:\\.\\d+)?(?:\\s*,\\s*-?\\d+(?:\\.\\d+)?)+)\\s+(?:sayilarinin |verilerinin )?acikligi', 'range of $1']],
    probability: [["(\\d+)'(?:in|un|nin|nun|yin|yun|nin) (\\d+)'(?:li|lu) kombinasyonu", 'C($1, $2)'], ["(\\d+)'(?:in|un|nin|nun|yin|yun) (\\d+)'(?:li|lu) permutasyonu", 'P($1, $2)']],
  },
};
