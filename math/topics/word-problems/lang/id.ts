/**
 * Indonesian phrasings of word problems (data for math/read/lang/id.ts, `topics['word-problems']`): pairs of a regular
 * expression on accent-folded lower case (a space is one or more spaces) and the English the word-problem reader
 * understands. Longer patterns are applied first. A story is read only when, rewritten, the English reader accounts
 * for all of it (math/topics/word-problems/story.ts).
 */
const N = '(\\d+(?:[.,]\\d+)?)';
const L = '(km|m|cm|mm|meter|sentimeter|kilometer)';

export const WORD_PROBLEMS_ID: [string, string][] = [
  // numbers: a dot groups thousands (Rp80.000 = 80000); a comma is the decimal comma
  ['(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', '$1$2$3'],
  ['rp\\.?\\s*(\\d{1,3})\\.(\\d{3})(?:\\.(\\d{3}))?(?![.,]\\d)', 'Rp$1$2$3'],
  // distance, speed, time
  ['(?:sebuah|seorang) (kereta(?: api)?|mobil|bus|truk|pesawat|pesepeda|pelari|kapal|motor)', 'a $1'],
  ['kereta(?: api)?', 'train'],
  ['mobil', 'car'],
  ['truk', 'truck'],
  ['pesawat', 'plane'],
  ['pesepeda', 'cyclist'],
  ['pelari', 'runner'],
  ['kapal', 'ship'],
  ['motor', 'motorcycle'],
  ['menempuh(?: jarak)?|melaju|berkendara', 'travels'],
  ['bersepeda(?: sejauh)?|berlari(?: sejauh)?|berjalan(?: sejauh)?', 'travels'],
  [`dalam (?:waktu )?${N} jam`, 'in $1 hours'],
  [`dalam (?:waktu )?${N} menit`, 'in $1 minutes'],
  [`selama ${N} jam`, 'for $1 hours'],
  [`(?:dengan )?kecepatan(?: rata-rata)? ${N}\\s*(?:km/jam|km/j|kilometer per jam)`, 'at $1 km/h'],
  [`${N}\\s*(?:kilometer|km)(?!/)`, '$1 km'],
  [`${N}\\s*meter`, '$1 m'],
  [`${N}\\s*sentimeter`, '$1 cm'],
  ['berapa(?:kah)? kecepatan(?: rata-rata)?(?:nya| \\p{L}+)?', 'what is its average speed'],
  ['berapa(?:kah)? jarak yang (?:ditempuh|ditempuhnya)', 'how far does it travel'],
  ['berapa (?:lama|jam) waktu yang (?:diperlukan|dibutuhkan) untuk menempuh', 'how long does it take to travel'],
  [
    'berapa (?:lama|jam) waktu yang (?:diperlukan|dibutuhkan) (?:sebuah |a )(\\p{L}+) untuk menempuh',
    'how long does it take the $1 to travel',
  ],
  // comparisons with a total
  [
    `(\\p{L}+) (?:memiliki|mempunyai) (\\p{L}+) ${N} kali (?:lebih banyak )?(?:dari(?:pada)?) (\\p{L}+)`,
    '$1 has $3 times as many $2 as $4',
  ],
  [`banyak (\\p{L}+) (\\p{L}+) ${N} kali banyak \\p{L}+ (\\p{L}+)`, '$2 has $3 times as many $1 as $4'],
  [`(\\p{L}+) (?:memiliki|mempunyai) ${N} (\\p{L}+) lebih banyak (?:dari(?:pada)?) (\\p{L}+)`, '$1 has $2 more $3 than $4'],
  [`(\\p{L}+) (?:memiliki|mempunyai) ${N} (\\p{L}+) lebih sedikit (?:dari(?:pada)?) (\\p{L}+)`, '$1 has $2 fewer $3 than $4'],
  [`jumlah (?!umur)(?:\\p{L}+ )?mereka(?: adalah)? ${N}(?: buah)?`, 'together they have $1'],
  ['berapa(?:kah)? banyak (?!siswa|murid|anak)(\\p{L}+) (?:yang dimiliki )?(\\p{L}+)', 'how many $1 does $2 have'],
  // price and discount
  ['harga sebuah (\\p{L}+)(?: adalah)?', 'a $1 costs'],
  [`(?:\\p{L}+ itu |toko )?(?:mendapat|memberikan|diberi) (?:diskon|potongan harga) ${N}\\s*%`, 'it has a $1% discount'],
  [
    'berapa(?:kah)? harga(?: \\p{L}+)? setelah (?:diskon|dipotong)|berapa(?:kah)? (?:uang )?yang harus dibayar',
    'what is the final price',
  ],
  // a percent of a group
  [`di (?:sebuah|suatu) kelas (?:terdapat|ada) ${N} (\\p{L}+)`, 'there are $1 $2 in a class'],
  [`${N}\\s*% (?:dari mereka|di antaranya) adalah (\\p{L}+)`, '$1% of them are $2'],
  ['berapa(?:kah)? banyak (?:siswa|murid|anak) (\\p{L}+)', 'how many $1 are there'],
  // rectangles and squares
  ['(?:sebuah|suatu) (\\p{L}+) berbentuk persegi panjang', 'a rectangular $1'],
  [`(?:dengan|memiliki|mempunyai) panjang ${N}\\s*${L} dan lebar ${N}\\s*${L}`, 'is $1 $2 long and $3 $4 wide'],
  [`(?:sebuah|suatu) persegi (?:memiliki|mempunyai|dengan) panjang sisi ${N}\\s*${L}`, 'a square has sides of $1 $2'],
  ['(?:berapa(?:kah)?|hitunglah|tentukan) luas(?:nya| \\p{L}+(?: (?:tersebut|itu))?)?', 'what is its area'],
  ['(?:berapa(?:kah)?|hitunglah|tentukan) keliling(?:nya| \\p{L}+(?: (?:tersebut|itu))?)?', 'what is its perimeter'],
  // two numbers, consecutive numbers
  [`jumlah dua bilangan(?: adalah)? ${N}`, 'the sum of two numbers is $1'],
  [`(?:dan )?selisih(?:nya| kedua bilangan (?:itu|tersebut))?(?: adalah)? ${N}`, 'and their difference is $1'],
  [`jumlah (\\d|\\p{L}+) bilangan(?: bulat)? berurutan(?: adalah)? ${N}`, 'the sum of $1 consecutive integers is $2'],
  [`jumlah (\\d|\\p{L}+) bilangan ganjil berurutan(?: adalah)? ${N}`, 'the sum of $1 consecutive odd integers is $2'],
  [`jumlah (\\d|\\p{L}+) bilangan genap berurutan(?: adalah)? ${N}`, 'the sum of $1 consecutive even integers is $2'],
  ['tentukan (?:kedua |ketiga )?bilangan(?:-bilangan)? (?:tersebut|itu)', 'find the numbers'],
  ['berapa(?:kah)? bilangan (?:yang )?(?:lebih besar|terbesar)', 'what is the largest number'],
  ['berapa(?:kah)? bilangan (?:yang )?(?:lebih kecil|terkecil)', 'what is the smallest number'],
  ['dua', 'two'],
  ['tiga', 'three'],
  ['empat', 'four'],
  ['lima', 'five'],
  // ages
  [`umur (\\p{L}+) ${N} kali umur (\\p{L}+)`, '$1 is $2 times as old as $3'],
  [`(\\p{L}+) ${N} tahun lebih tua (?:dari(?:pada)?) (\\p{L}+)`, '$1 is $2 years older than $3'],
  [`(\\p{L}+) ${N} tahun lebih muda (?:dari(?:pada)?) (\\p{L}+)`, '$1 is $2 years younger than $3'],
  [`jumlah umur mereka(?: adalah)? ${N}(?: tahun)?`, 'the sum of their ages is $1'],
  ['berapa(?:kah)? umur (\\p{L}+)', 'how old is $1'],
  ['ayah', 'father'],
  ['ibu', 'mother'],
  ['anak(?:nya)?', 'child'],
  // working together
  ['(?:sebuah|suatu) keran (?:dapat )?mengisi', 'a tap fills'],
  ['(?:dan )?keran (?:lain|kedua) (?:dapat )?mengisinya', 'and another tap fills it'],
  ['(?:dapat )?mengecat', 'paints'],
  ['(?:dapat )?membersihkan', 'cleans'],
  ['(?:sebuah )?(bak(?: mandi)?|kolam|kamar|rumah|tangki)', 'a $1'],
  ['sedangkan', 'while'],
  [
    'berapa lama(?: waktu yang (?:dibutuhkan|diperlukan))? jika (?:kedua keran dibuka|mereka bekerja) bersama-sama',
    'how long will it take them together',
  ],
];
