import type { LanguageVocabulary } from './types';

/** Indonesian question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const id: LanguageVocabulary = {
  verbs: ['hitung(?:lah)?', 'tentukan(?:lah)?', 'cari(?:lah|kan)?'],
  whatIs: ['berapa(?:kah)?(?: hasil)?'],
  solve: ['selesaikan(?:lah)?(?: persamaan)?', 'pecahkan'],
  roots: ['akar(?:-akar)?(?: dari)?', 'pembuat nol(?: dari)?'],
  solveFor: ['untuk {v}'],
  deriv: ['turunan(?:nya)?', 'turunkan(?:lah)?'],
  ord: [['pertama', 1], ['kedua', 2], ['ketiga', 3], ['keempat', 4], ['kelima', 5]],
  wrt: ['terhadap {v}'],
  integ: ['integral(?: tentu| tak tentu)?', 'integralkan'],
  anti: ['anti ?turunan'],
  bounds: ['dari {a} (?:sampai|hingga|ke) {b}'],
  limit: ['limit'],
  approach: ['{v} (?:mendekati|menuju|mendekat ke) {p}'],
  left: ['dari kiri'],
  right: ['dari kanan'],
  inf: ['tak ?(?:ter)?hingga', 'tidak terhingga'],
  negInf: ['(?:negatif|minus) tak ?(?:ter)?hingga'],
  simplify: ['sederhanakan(?:lah)?'],
  expand: ['jabarkan(?:lah)?', 'uraikan(?:lah)?', 'ekspansikan'],
  factor: ['faktorkan(?:lah)?', 'faktorisasikan'],
  percentWord: ['persen'],
  fillers: ['dari', 'ketika', 'saat', 'untuk', 'jika', 'bila', 'pada', 'fungsi', 'bentuk', 'persamaan', 'nilai', 'hasil', 'bisakah (?:kamu|anda)', 'bisa'],
  polite: ['tolong', 'mohon', 'silakan', 'terima kasih'],
  numbers: { nol: '0', satu: '1', dua: '2' },
  conditions: ['jika', 'apabila', 'bila', 'dari'],
  equationWords: ['persamaan'],
  percentOf: ['dari'],
  topics: {
    // geometry, coordinate-geometry, units (T3)
    geometry: [['luas', 'area of a'], ['keliling', 'perimeter of a'], ['volume', 'volume of a'], ['sisi miring', 'hypotenuse'], ['segitiga siku-siku', 'right triangle'], ['segitiga', 'triangle'], ['persegi panjang', 'rectangle'], ['persegi', 'square'], ['lingkaran', 'circle'], ['tabung', 'cylinder'], ['kerucut', 'cone'], ['bola', 'sphere'], ['kubus', 'cube'], ['dengan', 'with'], ['alas', ' base '], ['tinggi', ' height '], ['jari-jari', ' radius '], ['diameter', ' diameter '], ['sisi(?:-sisi)?', ' sides '], ['dan', 'and']],
    'coordinate-geometry': [['gradien garis (?:yang )?melalui', 'slope of the line through'], ['jarak antara', 'distance between'], ['titik tengah (?:dari|antara)', 'midpoint of'], ['persamaan garis (?:yang )?melalui', 'equation of the line through'], ['dan(?= \\()', 'and']],
    units: [['ubah(?:lah)?|konversikan|nyatakan', 'convert'], ['ke(?= (?:inci|kaki|meter|sentimeter|cm|km|kilometer|mil|pon|kilogram|gram|liter|menit|jam|detik))', 'to'], ['inci', 'inches'], ['kaki', 'feet'], ['sentimeter', 'cm'], ['kilometer', 'km'], ['meter', 'm'], ['mil', 'miles'], ['pon', 'pounds'], ['kilogram', 'kg'], ['gram', 'g'], ['liter', 'liters'], ['jam', 'hours'], ['menit', 'minutes'], ['detik', 'seconds']],
    // arithmetic + number theory (T1)
    arithmetic: [['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) dibagi (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 divided by $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) dikali (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 times $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) ditambah (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 plus $2'], ['(-?\\d+(?:\\.\\d+)?(?:/\\d+)?) dikurangi (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)', '$1 minus $2'], ['akar kuadrat(?: dari)?', 'square root of']],
    'number-theory': [['(?:faktor persekutuan terbesar|fpb)(?: dari)?', 'gcd of'], ['(?:kelipatan persekutuan terkecil|kpk)(?: dari)?', 'lcm of'], ['apakah (\\d+) (?:bilangan )?prima', 'is $1 prime'], ['faktorisasi prima(?: dari)?', 'prime factorization of'], ['(\\d+) dan (\\d+)', '$1 and $2']],
    // statistics + probability (T2)
    statistics: [['rata-rata(?: dari)?', 'mean of'], ['rataan(?: dari)?', 'mean of'], ['median dari', 'median of'], ['modus dari', 'mode of'], ['jangkauan antarkuartil(?: dari)?', 'IQR of'], ['jangkauan(?: dari)?', 'range of'], ['simpangan baku(?: dari)?', 'standard deviation of'], ['(?:varians|ragam) dari', 'variance of'], ['ragam', 'variance of']],
    probability: [['kombinasi (\\d+) dari (\\d+)', 'C($2, $1)'], ['permutasi (\\d+) dari (\\d+)', 'P($2, $1)']],
  },
};
