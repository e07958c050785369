/**
 * Multilingual question normalizer for the math question router (`math/router.ts`).
 *
 * The router understands a small set of ENGLISH wordings ("solve …", "derivative of …", "integral of … from a to b",
 * "limit of … as x -> a", "simplify …", "15% of 80", "calculate …"). Students write in their own language, so this
 * module rewrites a question in any of the app's languages (en, es, fr, de, ru, uk, zh-CN, zh-TW, ja, ko, hi, ar, pt,
 * it, nl, tr, id, sv) into that English wording, leaving the math itself (numbers, variables, operators, LaTeX,
 * function names) untouched.
 *
 * How it works ("bag of clauses"): the question is tidied, polite words are dropped, then task detectors run in a
 * fixed priority (limit, integral, derivative, factor, expand, simplify, solve, percent, calculate). A detector looks
 * for its keyword (any language; the `language` argument only decides which language's clause patterns are tried
 * first), cuts out its clauses (bounds "de 0 a 1", approach "x tiende a 0", "with respect to x", order words,
 * one-sided words), removes the keyword, and what is left — after trimming function words and non-Latin-script words
 * from its edges — is the expression. Keyword matching runs on an accent-folded copy of the text of the same length,
 * so every piece of math is sliced out of the original text unchanged.
 *
 * Symbolic forms the router already reads (`\lim`, `\int`, `∫_a^b`, `\frac{d}{dx}`, `d/dx`) are passed on as they are.
 * Tidying maps full-width ASCII (ｘ＋１), Arabic-Indic and Devanagari digits and the Arabic percent sign to ASCII, and
 * reads a dangling "= ?" as a question mark; a decimal comma is turned into a point only inside "12,5 % de 80".
 *
 * Nothing is invented: if no detector recognises the question — or the expression it would hand on still contains
 * words in a non-Latin script — the text is returned with only whitespace, punctuation and polite words tidied, and
 * the router then treats it as an expression (or fails honestly).
 */

type Lang = 'en' | 'es' | 'fr' | 'de' | 'ru' | 'uk' | 'zh' | 'ja' | 'ko' | 'hi' | 'ar' | 'pt' | 'it' | 'nl' | 'tr' | 'id' | 'sv';

/**
 * Pattern vocabulary of one language. Patterns are regular-expression sources written in accent-folded lower case
 * (é→e, ü→u, ı→i, ё→е, أ→ا, ة→ه, ’→'); a literal space means "one or more spaces". Placeholders: `{v}` a one-letter
 * variable, `{p}` a limit point, `{a}`/`{b}` integration bounds.
 */
interface Vocab {
  /** No spaces between words (zh, ja, ko): patterns get no word boundaries. */
  cjk?: boolean;
  /** Imperative "calculate / find / determine / evaluate". */
  verbs?: string[];
  /** Question wrappers "what is / how much is". */
  whatIs?: string[];
  solve?: string[];
  /** "roots / zeros of" (rendered "find the roots of"). */
  roots?: string[];
  /** "for x" clauses of solve (with `{v}`). */
  solveFor?: string[];
  deriv?: string[];
  /** Order words of a derivative with their order. */
  ord?: [string, number][];
  /** "with respect to x" (with `{v}`). */
  wrt?: string[];
  integ?: string[];
  /** Antiderivative / primitive. */
  anti?: string[];
  /** Definite-integral bounds (with `{a}` and `{b}`). */
  bounds?: string[];
  limit?: string[];
  /** "x tends to a" (with `{v}` and `{p}`). */
  approach?: string[];
  /** "at the point a" without a variable ("limite en 0"); the variable is then read off the expression. */
  at?: string[];
  left?: string[];
  right?: string[];
  inf?: string[];
  negInf?: string[];
  simplify?: string[];
  expand?: string[];
  factor?: string[];
  /** Words meaning "percent" after a number ("15 por ciento"). */
  percentWord?: string[];
  /** Function words trimmed from the edges of the expression (articles, "of", "the function", connectors). */
  fillers?: string[];
  polite?: string[];
}

const C = '\\p{Script=Cyrillic}';

/** Accent-fold one character at a time so the folded text keeps the original's indices. */
const FOLD_SPECIAL: Record<string, string> = { 'ı': 'i', 'ё': 'е', 'Ё': 'Е', '’': "'", '‘': "'", 'ʼ': "'", '`': "'", '´': "'", 'آ': 'ا', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه' };
function fold(s: string): string {
  return s.replace(/[\u00C0-\u024F\u1E00-\u1EFFıёЁ’‘ʼ`´آأإٱىة]/g, (c) => {
    if (FOLD_SPECIAL[c]) return FOLD_SPECIAL[c];
    const b = c.normalize('NFD')[0];
    return /[A-Za-z]/.test(b) ? b : c;
  });
}


const VOCAB: Record<Lang, Vocab> = {
  en: {
    verbs: ['calculate', 'compute', 'evaluate', 'find', 'determine', 'work out', 'give'],
    whatIs: ["what is", "what's", 'how much is'],
    solve: ['solve(?: the equation)?'],
    roots: ['(?:the )?(?:roots|zeros|zeroes|solutions) of'],
    solveFor: ['for {v}'],
    deriv: ['derivative', 'differentiate'],
    ord: [['(?:first|second|third|fourth|fifth)[- ]order', 0], ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['2nd', 2], ['3rd', 3], ['4th', 4], ['5th', 5]],
    wrt: ['with respect to {v}', 'wrt {v}'],
    integ: ['(?:(?:in)?definite )?integral', 'integrate'],
    anti: ['anti-?derivative', 'primitive'],
    bounds: ['from {a} to {b}', 'between {a} and {b}'],
    limit: ['limit'],
    approach: ['{v} (?:approaches|tends to|goes to) {p}'],
    left: ['from the left', 'from below', 'left-hand(?:ed)?', 'left-sided'],
    right: ['from the right', 'from above', 'right-hand(?:ed)?', 'right-sided'],
    inf: ['(?:positive |plus )?infinity'],
    negInf: ['(?:negative|minus) infinity'],
    simplify: ['simplify'],
    expand: ['expand', 'multiply out'],
    factor: ['factor(?:ise|ize)?'],
    percentWord: ['percent', 'per cent'],
    fillers: ['the', 'of', 'as', 'when', 'on', 'over', 'function', 'expression', 'equation', 'following', 'value of', 'me'],
    polite: ['please', 'pls', 'kindly', 'thanks', 'thank you'],
  },
  es: {
    verbs: ['calcul(?:a|e|ar|en)', 'comput(?:a|e|ar)', 'evalu(?:a|e|ar)', 'hall(?:a|e|ar)', 'encuentr(?:a|e)', 'encontrar', 'determin(?:a|e|ar)', 'obten(?:er)?', 'dame', 'da'],
    whatIs: ['cuanto (?:es|vale|da|son)', 'cual es', 'que es', 'a cuanto equivale'],
    solve: ['resuelv(?:e|a|an)', 'resolver', 'resolve', 'despej(?:a|e|ar)'],
    roots: ['(?:las )?(?:raices|ceros|soluciones) (?:de|del)'],
    solveFor: ['para {v}', 'respecto (?:a|de) {v}', 'despej(?:a|e|ar) {v}(?: (?:en|de))?'],
    deriv: ['derivadas?', 'deriv(?:a|e|ar)'],
    ord: [['de (?:primer|segundo|tercer|cuarto|quinto) orden', 0], ['primera', 1], ['segunda', 2], ['tercera', 3], ['cuarta', 4], ['quinta', 5]],
    wrt: ['(?:con )?respecto (?:a|de) {v}'],
    integ: ['integral(?: (?:in)?definida)?', 'integr(?:a|e|ar)'],
    anti: ['primitivas?', 'antiderivadas?'],
    bounds: ['de {a} a {b}', 'desde {a} hasta {b}', 'desde {a} a {b}', 'de {a} hasta {b}', 'entre {a} y {b}'],
    limit: ['limite'],
    approach: ['{v} (?:tiende|tienda|tendiendo|se aproxima|se acerca|va|vaya) a {p}'],
    at: ['en el punto {p}'],
    left: ['por la izquierda', 'desde la izquierda', 'por izquierda', 'lateral izquierdo'],
    right: ['por la derecha', 'desde la derecha', 'por derecha', 'lateral derecho'],
    inf: ['(?:mas )?infinito'],
    negInf: ['menos infinito'],
    simplify: ['simplific(?:a|ar)', 'simplifique', 'reduc(?:e|ir)', 'reduzca'],
    expand: ['expand(?:e|a|ir)', 'desarroll(?:a|e|ar)'],
    factor: ['factoriz(?:a|ar)', 'factorice', 'factorizacion (?:de|del)'],
    percentWord: ['por ciento'],
    fillers: ['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'de', 'del', 'cuando', 'para', 'si', 'en', 'funcion', 'expresion', 'ecuacion', 'siguiente', 'valor (?:de|del)', 'me', 'sobre', '(?:me )?(?:puedes|podrias|puede|podria)(?: usted)?', 'ayudame a'],
    polite: ['por favor', 'porfa', 'gracias'],
  },
  fr: {
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
  },
  de: {
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
  },
  ru: {
    verbs: [`вычисл${C}*`, `посчита${C}*`, `подсчита${C}*`, `найд${C}*`, 'найти', `определ${C}*`],
    whatIs: ['чему (?:равно|равен|равна|равны)', 'сколько (?:будет|равно)'],
    solve: [`реш${C}*`],
    roots: [`корн${C}*`, 'нули'],
    solveFor: ['относительно {v}'],
    deriv: [`производн${C}*`, `продифференцир${C}*`, `дифференцир${C}*`],
    ord: [['(?:первого|второго|третьего|четвертого|пятого) порядка', 0], ['перв(?:ая|ую|ой|ый|ого)', 1], ['втор(?:ая|ую|ой|ый|ого)', 2], ['трет(?:ья|ью|ей|ий|его)', 3], ['четверт(?:ая|ую|ой|ый|ого)', 4], ['пят(?:ая|ую|ой|ый|ого)', 5]],
    wrt: ['по переменной {v}', 'по {v}'],
    integ: [`(?:(?:не)?определенн${C}* )?интеграл${C}*`, `(?:про)?интегрир${C}*`],
    anti: [`первообразн${C}*`],
    bounds: ['(?:в пределах )?от {a} до {b}'],
    limit: [`предел${C}*`],
    approach: [`{v},? (?:стремящ${C}*|стремится|стремиться) (?:к )?{p}`],
    at: ['в точке {p}'],
    left: ['слева'],
    right: ['справа'],
    inf: [`(?:плюс )?бесконечност${C}*`],
    negInf: [`минус бесконечност${C}*`],
    simplify: [`упрост${C}*`],
    expand: [`раскр${C}* скобки`],
    factor: [`разлож${C}* на множители`],
    percentWord: [`процент${C}*`],
    fillers: [],
    polite: ['пожалуйста'],
  },
  uk: {
    verbs: [`обчисл${C}*`, `знайд${C}*`, 'знайти', `порахуй${C}*`, `визнач${C}*`],
    whatIs: ['чому дорівнює', 'скільки (?:буде|дорівнює)'],
    solve: [`розв'яж${C}*`, "розв'язати"],
    roots: [`корен${C}*`, `корін${C}*`, 'нулі'],
    solveFor: ['відносно {v}'],
    deriv: [`похідн${C}*`, `(?:про)?диференцію${C}*`],
    ord: [[`перш${C}*`, 1], ['друг(?:а|у|ої|ий|ого)', 2], ['трет(?:я|ю|ьої|ій|ього)', 3], [`четверт${C}*`, 4], ["п'ят(?:а|у|ої|ий|ого)", 5]],
    wrt: ['за змінною {v}', 'по {v}', 'за {v}'],
    integ: [`(?:(?:не)?визначен${C}* )?інтеграл${C}*`, `(?:про)?інтегру${C}*`],
    anti: [`первісн${C}*`],
    bounds: ['(?:в межах )?від {a} до {b}'],
    limit: [`границ${C}*`],
    approach: [`{v},? (?:що )?(?:прямує|прямуючому|прямуючим|прямуватиме) (?:до )?{p}`],
    at: ['в точці {p}'],
    left: ['зліва'],
    right: ['справа'],
    inf: [`(?:плюс )?нескінченн${C}*`],
    negInf: [`мінус нескінченн${C}*`],
    simplify: [`спрост${C}*`],
    expand: [`розкри${C}* дужки`],
    factor: [`розклад${C}* на множники`],
    percentWord: [`відсот${C}*`],
    fillers: [],
    polite: ['будь ласка'],
  },
  zh: {
    cjk: true,
    verbs: ['计算', '計算', '求值', '算出', '算一下', '算', '求'],
    whatIs: ['是多少', '等于多少', '等於多少', '是什么', '是什麼', '多少'],
    solve: ['解方程(?:式|组|組)?', '求解', '解'],
    roots: ['的根', '的零点', '的零點', '求根'],
    solveFor: ['关于\\s*{v}', '關於\\s*{v}'],
    deriv: ['导函数', '導函數', '导数', '導數', '求导', '求導', '微分'],
    ord: [['(?:一|1)\\s*(?:阶|階)', 1], ['(?:二|2)\\s*(?:阶|階)', 2], ['(?:三|3)\\s*(?:阶|階)', 3], ['(?:四|4)\\s*(?:阶|階)', 4], ['(?:五|5)\\s*(?:阶|階)', 5]],
    wrt: ['(?:对|對|关于|關於)\\s*{v}', '在\\s*{v}\\s*(?:处|處)'],
    integ: ['(?:不)?定积分', '(?:不)?定積分', '积分', '積分'],
    anti: ['原函数', '原函數', '反导数', '反導數'],
    bounds: ['(?:从|從|由)\\s*{a}\\s*(?:到|至)\\s*{b}', '在\\s*{a}\\s*(?:到|至)\\s*{b}', '{a}\\s*(?:到|至)\\s*{b}'],
    limit: ['极限', '極限'],
    approach: ['{v}\\s*(?:无限趋近于|無限趨近於|趋近于|趋近於|趋近|趋于|趋向于|趋向|趨近於|趨近|趨於|趨向於|趨向)\\s*{p}'],
    left: ['左极限', '左極限', '从左侧', '從左側', '从左边', '從左邊', '从左', '從左'],
    right: ['右极限', '右極限', '从右侧', '從右側', '从右边', '從右邊', '从右', '從右'],
    inf: ['正无穷大?', '正無窮大?', '无穷大?', '無窮大?'],
    negInf: ['负无穷大?', '負無窮大?'],
    simplify: ['化简', '化簡', '简化', '簡化'],
    expand: ['展开', '展開'],
    factor: ['因式分解', '分解因式'],
    percentWord: [],
    polite: ['请问', '請問', '请', '請', '麻烦', '麻煩', '帮我', '幫我', '谢谢', '謝謝'],
  },
  ja: {
    cjk: true,
    verbs: ['計算(?:して|しなさい|せよ|する)?', '求め(?:よ|て|なさい|る)', '求めて'],
    whatIs: ['は(?:いくつ|何|なん|いくら)(?:ですか)?', 'いくつ', 'いくら'],
    solve: ['方程式を解', '解(?:け|いて|きなさい|く)', 'を解'],
    roots: ['の解を求め', 'の根を求め', 'の解', 'の根'],
    solveFor: ['{v}\\s*について'],
    deriv: ['導関数', '微分係数', '微分'],
    ord: [['(?:一|1)\\s*階', 1], ['(?:二|2)\\s*階', 2], ['(?:三|3)\\s*階', 3], ['(?:四|4)\\s*階', 4], ['(?:五|5)\\s*階', 5], ['第\\s*(?:二|2)\\s*次', 2], ['第\\s*(?:三|3)\\s*次', 3]],
    wrt: ['{v}\\s*(?:について|に関して|で)'],
    integ: ['(?:不)?定積分', '積分'],
    anti: ['原始関数'],
    bounds: ['{a}\\s*から\\s*{b}\\s*まで'],
    limit: ['極限'],
    approach: ['{v}\\s*(?:が|を)?\\s*{p}\\s*に\\s*(?:限りなく\\s*)?(?:近づく|近づける|近づけた|近づけるとき|収束)'],
    left: ['左側極限', '左極限', '左側から', '左から'],
    right: ['右側極限', '右極限', '右側から', '右から'],
    inf: ['正の無限大', '無限大', '無限'],
    negInf: ['負の無限大', 'マイナス無限大', '-無限大'],
    simplify: ['簡単に', '簡略化', '簡約'],
    expand: ['展開'],
    factor: ['因数分解'],
    percentWord: ['パーセント'],
    polite: ['ください', '下さい', 'お願いします', 'おねがいします'],
  },
  ko: {
    cjk: true,
    verbs: ['계산(?:하시오|하세요|해\\s*줘|해\\s*주세요|하라|해)?', '구하(?:시오|세요|라)', '구해(?:\\s*줘|\\s*주세요)?'],
    whatIs: ['(?:은|는)?\\s*(?:얼마|무엇)(?:입니까|인가요|인가|야|예요|이에요)?'],
    solve: ['방정식을?\\s*(?:풀어라|풀어|푸시오|푸세요)', '풀어라', '풀어', '푸시오', '푸세요', '풀이'],
    roots: ['의\\s*(?:근|해|영점)', '(?:근|해)을\\s*구'],
    solveFor: ['{v}\\s*에\\s*(?:대해|대하여)'],
    deriv: ['도함수', '미분'],
    ord: [['(?:일|1)계', 1], ['(?:이|2)계', 2], ['(?:삼|3)계', 3], ['(?:사|4)계', 4], ['(?:오|5)계', 5]],
    wrt: ['{v}\\s*에\\s*(?:대해|대하여|관해|관하여)서?'],
    integ: ['(?:부)?정적분', '적분'],
    anti: ['원시\\s*함수', '역도함수'],
    bounds: ['{a}\\s*(?:부터|에서)\\s*{b}\\s*까지'],
    limit: ['극한'],
    approach: ['{v}\\s*(?:가|이)?\\s*{p}\\s*(?:으로|로|에)\\s*(?:갈|가까워질|다가갈|접근할|수렴할|한없이)'],
    left: ['좌극한', '왼쪽에서', '좌측에서'],
    right: ['우극한', '오른쪽에서', '우측에서'],
    inf: ['양의\\s*무한대', '무한대'],
    negInf: ['음의\\s*무한대', '마이너스\\s*무한대'],
    simplify: ['간단히', '간소화', '단순화'],
    expand: ['전개'],
    factor: ['인수분해'],
    percentWord: ['퍼센트', '프로'],
    polite: ['주세요', '부탁합니다', '부탁해요'],
  },
  hi: {
    verbs: ['गणना (?:करें|कीजिए|कीजिये|करो)', 'ज्ञात (?:करें|कीजिए|कीजिये|करो)', 'निकालें', 'निकालिए', 'मान ज्ञात'],
    whatIs: ['कितना (?:है|होगा|होता है)', 'क्या (?:है|होगा)'],
    solve: ['हल (?:करें|कीजिए|कीजिये|करो|करिए)'],
    roots: ['(?:के )?मूल'],
    solveFor: ['{v} के लिए'],
    deriv: ['अवकलज', 'अवकलन', 'व्युत्पन्न', 'डेरिवेटिव'],
    ord: [['(?:पहला|पहली|प्रथम)', 1], ['(?:दूसरा|दूसरी|द्वितीय)', 2], ['(?:तीसरा|तीसरी|तृतीय)', 3], ['(?:चौथा|चौथी|चतुर्थ)', 4], ['(?:पाँचवाँ|पांचवां|पाँचवीं|पंचम)', 5]],
    wrt: ['{v} के (?:सापेक्ष|संबंध में|सम्बन्ध में)'],
    integ: ['(?:(?:अ)?निश्चित )?समाकल(?:न)?', 'इंटीग्रल'],
    anti: ['प्रति-?अवकलज'],
    bounds: ['{a} से {b} तक'],
    limit: ['सीमा', 'लिमिट'],
    approach: ['{v}(?: के)?,? {p} की (?:ओर|तरफ)'],
    left: ['(?:बाईं|बायीं|बाएँ|बाएं) (?:ओर )?से'],
    right: ['(?:दाईं|दायीं|दाएँ|दाएं) (?:ओर )?से'],
    inf: ['अनंत', 'अनन्त'],
    negInf: ['(?:ऋण|माइनस) (?:अनंत|अनन्त)'],
    simplify: ['सरल (?:करें|कीजिए|कीजिये|करो)', 'सरलीकरण', 'सरल'],
    expand: ['विस्तार', 'प्रसार'],
    factor: ['गुणनखंड(?:न)?', 'गुणनखण्ड(?:न)?'],
    percentWord: ['प्रतिशत'],
    polite: ['कृपया', 'धन्यवाद'],
  },
  ar: {
    verbs: ['احسب', 'احسبي', 'اوجد', 'اوجدي', 'جد'],
    whatIs: ['ما (?:هو|هي)(?: قيمه)?', 'ما قيمه', 'كم (?:يساوي|تساوي)', 'كم'],
    solve: ['حل(?: (?:ال)?معادله)?', 'حلي'],
    roots: ['جذور', 'اصفار'],
    solveFor: ['بالنسبه (?:ل|الى|لل) ?{v}'],
    deriv: ['(?:ال)?مشتقه', 'اشتق', '(?:ال)?اشتقاق'],
    ord: [['(?:ال)?اولى', 1], ['(?:ال)?ثانيه', 2], ['(?:ال)?ثالثه', 3], ['(?:ال)?رابعه', 4], ['(?:ال)?خامسه', 5]],
    wrt: ['بالنسبه (?:ل|الى|لل) ?{v}'],
    integ: ['(?:ال)?تكامل(?: (?:ال)?محدد| غير (?:ال)?محدد)?', 'كامل'],
    anti: ['(?:ال)?داله (?:ال)?اصليه', '(?:ال)?مشتقه (?:ال)?عكسيه'],
    bounds: ['من {a} (?:الى|حتى) {b}'],
    limit: ['(?:ال)?نهايه', 'غايه'],
    approach: ['(?:تؤول|يؤول|تقترب|يقترب|تسعى|يسعى|تتجه|يتجه|تذهب|يذهب) {v} (?:الى|من|نحو|ل) ?{p}', '{v} (?:تؤول|يؤول|تقترب|يقترب|تسعى|يسعى|تتجه|يتجه|تذهب|يذهب) (?:الى|من|نحو|ل) ?{p}'],
    left: ['من (?:جهه )?اليسار'],
    right: ['من (?:جهه )?اليمين'],
    inf: ['ما لا ?نهايه', 'اللانهايه', 'لا ?نهايه'],
    negInf: ['سالب (?:ما لا ?نهايه|اللانهايه|لا ?نهايه)'],
    simplify: ['بسط', 'تبسيط'],
    expand: ['انشر', 'فك', 'وسع'],
    factor: ['حلل(?: الى عوامل)?', 'تحليل'],
    percentWord: ['بالمئه', 'بالمائه', 'في المئه', 'في المائه'],
    polite: ['من فضلك', 'لو سمحت', 'رجاء'],
  },
  pt: {
    verbs: ['calcul(?:e|a|ar)', 'avali(?:e|a|ar)', 'encontr(?:e|a|ar)', 'ache', 'determin(?:e|a|ar)', 'obtenha'],
    whatIs: ['quanto (?:e|vale|da|fica|sao)', 'qual (?:e|o valor de)'],
    solve: ['resolv(?:a|e|er|am)'],
    roots: ['(?:as )?(?:raizes|zeros|solucoes) (?:de|da|do)'],
    solveFor: ['para {v}', 'em relacao a {v}'],
    deriv: ['derivadas?', 'deriv(?:e|ar)'],
    ord: [['de (?:primeira|segunda|terceira|quarta|quinta) ordem', 0], ['primeira', 1], ['segunda', 2], ['terceira', 3], ['quarta', 4], ['quinta', 5]],
    wrt: ['em relacao a {v}', 'com respeito a {v}', 'relativamente a {v}'],
    integ: ['integral(?: (?:in)?definida)?', 'integr(?:e|ar)'],
    anti: ['primitivas?', 'antiderivadas?'],
    bounds: ['de {a} a {b}', 'de {a} ate {b}', 'entre {a} e {b}'],
    limit: ['limite'],
    approach: ['{v} (?:tende|tender|tendendo|se aproxima|se aproximar) (?:ao|a|para|de) {p}'],
    at: ['no ponto {p}'],
    left: ['pela esquerda', 'a esquerda'],
    right: ['pela direita', 'a direita'],
    inf: ['(?:mais )?infinito'],
    negInf: ['menos infinito'],
    simplify: ['simplifi(?:que|ca|car)'],
    expand: ['expand(?:a|e|ir)', 'desenvolv(?:a|e|er)'],
    factor: ['fator(?:e|a|ar)', 'fatoriz(?:e|a|ar)', 'fatoracao (?:de|da|do)'],
    percentWord: ['por cento'],
    fillers: ['os', 'as', 'um', 'uma', 'de', 'da', 'do', 'das', 'dos', 'quando', 'para', 'em', 'no', 'na', 'funcao', 'expressao', 'equacao', 'seguinte', '(?:o )?valor (?:de|da|do)', 'sobre', '(?:voce )?(?:pode|podes|poderia)'],
    polite: ['por favor', 'obrigad[oa]'],
  },
  it: {
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
  },
  nl: {
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
  },
  tr: {
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
  },
  id: {
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
  },
  sv: {
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
  },
};

const ALL_LANGS = Object.keys(VOCAB) as Lang[];

/** Regex pieces. `WB`/`WE`: word boundaries that work for accented, Cyrillic, Devanagari and Arabic words. */
const WCH = '[\\p{L}\\p{M}\\p{N}_]';
const WB = `(?<!${WCH})`;
const WE = `(?:(?<=')|(?!${WCH}))`;
const ARROW = '(?:->|→|⟶|=>|\\\\to(?![a-z])|\\\\rightarrow)';
/** A math token without spaces: a number, variable, constant, LaTeX command or small parenthesised group. */
const TOK = '[-+−]?(?:\\\\[a-zA-Z]|[0-9A-Za-zπ∞.^*/_]|\\{[^{}\\s]*\\}|\\([^()\\s]*\\))+(?:\\^?\\{?[+\\-]\\}?|[⁺⁻])?';
const VAR = '(?<![A-Za-z\\\\])(?<v>[A-Za-z])(?![A-Za-z])';

function langWords(field: 'inf' | 'negInf'): string {
  const alts: string[] = [];
  for (const l of ALL_LANGS) for (const p of VOCAB[l][field] ?? []) alts.push(fold(p).replace(/ /g, '\\s+'));
  return alts.sort((a, b) => b.length - a.length).join('|');
}
const NEG_INF = `(?:${langWords('negInf')}|[-−]\\s*(?:∞|\\\\infty|inf(?:inity)?))`;
const NEG_INF_RE = new RegExp(`^(?:${NEG_INF})$`, 'iu');
const POS_INF_RE = new RegExp(`^(?:${langWords('inf')})$`, 'iu');
const point = (name: string) => `(?<${name}>${NEG_INF}(?![A-Za-z])|(?:${langWords('inf')})(?![A-Za-z])|${TOK})`;

/** Expand a vocabulary pattern: spaces, placeholders and (for spaced scripts) word boundaries. */
function src(p: string, cjk: boolean): string {
  let s = fold(p).replace(/ /g, '\\s+').replace(/\{v\}/g, VAR).replace(/\{p\}/g, point('p')).replace(/\{a\}/g, point('a')).replace(/\{b\}/g, point('b'));
  if (!cjk) s = s.startsWith('^') ? `^(?:${s.slice(1)})${WE}` : `${WB}(?:${s})${WE}`;
  return s;
}

/** A set of alternatives matched leftmost-longest (a plain alternation would stop at the first alternative that fits). */
class KeywordSet {
  constructor(readonly res: RegExp[]) {}
  lastIndex = 0;
  exec(s: string): RegExpExecArray | null {
    let best: RegExpExecArray | null = null;
    for (const re of this.res) {
      re.lastIndex = 0;
      const m = re.exec(s);
      if (m && m[0].length && (!best || m.index < best.index || (m.index === best.index && m[0].length > best[0].length))) best = m;
    }
    return best;
  }
}
type Matcher = RegExp | KeywordSet;

/** The keywords of `fields` in every language: one alternation per language (longest alternatives first). */
function keywordRe(fields: (keyof Vocab)[], prefixArticle = false): KeywordSet {
  const res: RegExp[] = [];
  for (const l of ALL_LANGS) {
    const v = VOCAB[l];
    const alts: string[] = [];
    for (const f of fields) {
      for (const p of (v[f] as string[] | undefined) ?? []) {
        // Single-letter / elided articles are only safe to drop when glued to a keyword ("a derivada", "l'intégrale").
        const q = prefixArticle && !v.cjk && !p.startsWith('^') ? `(?:(?:a|o|l'|dell'|all'|d')\\s*)?(?:${p})` : p;
        alts.push(src(q, !!v.cjk));
      }
    }
    if (alts.length) res.push(compileCached(alts.sort((a, b) => b.length - a.length).join('|')));
  }
  return new KeywordSet(res);
}

/** Per-language clause patterns (with named groups), the hinted language first, then the language-neutral ones. */
function clauseRes(field: keyof Vocab, hint: Lang | undefined, common: string[] = []): RegExp[] {
  const order = hint ? [hint, ...ALL_LANGS.filter((l) => l !== hint)] : ALL_LANGS;
  const out: RegExp[] = [];
  for (const l of order) for (const p of (VOCAB[l][field] as string[] | undefined) ?? []) out.push(compileCached(src(p, !!VOCAB[l].cjk)));
  for (const p of common) out.push(compileCached(p));
  return out;
}
const reCache = new Map<string, RegExp>();
function compileCached(s: string): RegExp {
  let r = reCache.get(s);
  if (!r) reCache.set(s, (r = new RegExp(s, 'diu')));
  return r;
}

/** The working text: the original (`o`) and its folded twin (`f`), always the same length. */
class W {
  constructor(readonly o: string, readonly f: string) {}
  static of(s: string): W {
    return new W(s, fold(s));
  }
  exec(re: Matcher): RegExpExecArray | null {
    re.lastIndex = 0;
    return re.exec(this.f);
  }
  /** Replace [s, e) by `rep` (an ASCII string, identical in both copies). */
  cut(s: number, e: number, rep = ' '): W {
    return new W(this.o.slice(0, s) + rep + this.o.slice(e), this.f.slice(0, s) + rep + this.f.slice(e));
  }
  cutMatch(m: RegExpExecArray, rep = ' '): W {
    return this.cut(m.index, m.index + m[0].length, rep);
  }
  /** The original text of a named group. */
  group(m: RegExpExecArray, name: string): string | undefined {
    const ix = m.indices?.groups?.[name];
    return ix ? this.o.slice(ix[0], ix[1]) : undefined;
  }
  /** Remove every match of `re`; returns the new text and whether anything was removed. */
  removeAll(re: Matcher): [W, boolean] {
    let w: W = this, hit = false, m: RegExpExecArray | null;
    for (let guard = 0; guard < 20 && (m = w.exec(re)) && m[0].length > 0; guard++) {
      w = w.cutMatch(m);
      hit = true;
    }
    return [w, hit];
  }
  /** Find the first clause pattern that matches; returns the text without it and the match (indices into `this`). */
  takeFirst(res: RegExp[]): [W, RegExpExecArray | null] {
    for (const re of res) {
      const m = this.exec(re);
      if (m && m[0].trim()) return [this.cutMatch(m), m];
    }
    return [this, null];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Tidying

/** Whitespace, full-width forms, native digits, Arabic diacritics, Spanish ¿¡ and trailing punctuation. */
function tidy(text: string): string {
  let s = String(text ?? '');
  s = s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
  s = s.replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660));
  s = s.replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x6f0));
  s = s.replace(/[\u0966-\u096F]/g, (c) => String(c.charCodeAt(0) - 0x966));
  s = s.replace(/٪/g, '%').replace(/٫/g, '.').replace(/،/g, ',').replace(/؟/g, '?').replace(/[\u064B-\u065F\u0670\u0640]/g, '');
  s = s.replace(/[¿¡]/g, ' ');
  s = s.replace(/\s+/g, ' ').trim();
  // "3/4 + 5/6 = ?" asks for a value: the dangling "=" goes with the question mark (unless it is an equation's only "=").
  if ((s.match(/=/g) ?? []).length === 1) s = s.replace(/(?<=[^=<>!\s]\s*)=\s*[?？]+$/u, '');
  s = s.replace(/(?:\s*[?!.。？！…;,:、।॥])+$/u, '').trim();
  return s;
}

const POLITE_RE = keywordRe(['polite']);

/** Scripts that never carry math here: any run of them at an edge of the expression is dropped. */
const NL = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Devanagari}\\p{Script=Arabic}\\p{Script=Cyrillic}ー々〜・「」『』、。।]';
const NL_LEAD = new RegExp(`^(?:[\\s,:;"«»“”„‹›]|${NL}|'(?=${NL}))+`, 'u');
const NL_TRAIL = new RegExp(`(?:[\\s,:;"«»“”„‹›]|${NL}|(?<=${NL})')+$`, 'u');
/** A dangling "=" ("3/4 + 5/6 = ?") is a question mark, not an equation. */
const DANGLING_EQ = /(?<=^[^=]*[^=<>!\s]\s*)=\s*$/u;
/** Latin function words (any language) that may be trimmed from the expression's edges. */
const FILLER_SRC = (() => {
  const alts: string[] = [];
  for (const l of ALL_LANGS) {
    const v = VOCAB[l];
    if (v.cjk) continue;
    for (const f of ['fillers', 'verbs', 'whatIs'] as const) for (const p of v[f] ?? []) alts.push(fold(p).replace(/ /g, '\\s+'));
  }
  return alts.sort((a, b) => b.length - a.length).join('|');
})();
const FILLER_LEAD = new RegExp(`^\\s*(?:(?:${FILLER_SRC})${WE}|(?:l|d|dell|dall|all|nell|qu)'\\s*)`, 'iu');
const FILLER_TRAIL = new RegExp(`(?:^|\\s)(?:${FILLER_SRC})\\s*$`, 'iu');
/** Turkish case suffix glued to the expression with an apostrophe: x^2'nin, (x+1)'in. */
const TR_SUFFIX = /(?<=[0-9A-Za-z)\]}])'[a-z]{1,6}\s*$/iu;

/** Trim everything that is not math from both edges of the remaining text. */
function clean(w: W): string {
  let f = w.f, o = w.o;
  for (let i = 0; i < 30; i++) {
    const before = f.length;
    for (const re of [NL_LEAD, FILLER_LEAD]) {
      const m = re.exec(f);
      if (m && m[0].length) { f = f.slice(m[0].length); o = o.slice(m[0].length); }
    }
    for (const re of [NL_TRAIL, FILLER_TRAIL, TR_SUFFIX, DANGLING_EQ]) {
      const m = re.exec(f);
      if (m && m[0].length) { f = f.slice(0, m.index); o = o.slice(0, m.index); }
    }
    const lt = f.length - f.trimStart().length;
    f = f.slice(lt).trimEnd();
    o = o.slice(lt, lt + f.length);
    if (f.length === before) break;
  }
  return o.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------------------------
// English pass-through

const EN_WORDS = new Set(
  ('please can you could help me how do i to find compute evaluate what whats is the lim limit of as when approaches approach goes go tends tend ' +
    'from left right above below positive negative infinity first second third fourth fifth nd rd th st derivative differential with respect wrt in ' +
    'differentiate times twice integrate integral antiderivative anti indefinite definite between and simplify expand factor factorise factorize ' +
    'multiply out solve for determine roots root zeros zero solution solutions if such that given calculate much a an s w r t').split(' '),
);
const MATH_WORDS = new Set(
  ('sin cos tan cot sec csc arcsin arccos arctan arcsec arccsc arccot asin acos atan sinh cosh tanh coth sech csch arsinh arcosh artanh asinh ' +
    'acosh atanh ln log lg exp sqrt cbrt abs pi inf infty oo theta alpha beta gamma delta epsilon lambda mu sigma phi omega tau rho psi chi eta ' +
    'zeta kappa nu xi sgn sign floor ceil max min mod gcd lcm re im arg deg rad e i').split(' '),
);
const FOREIGN_SHORT = new Set('de la le el lo un da di du en et og av pa op na ne no ke ve ya il al im am zu um es se si os ao em je ja wo ou su ta te ni yi ki ka ik'.split(' '));

/** True when the text is already English router wording or a bare expression (nothing to translate). */
function isEnglishOrMath(s: string): boolean {
  if (/[^\x00-\x7F]/.test(s.replace(/[π∞θ²³¹⁰-⁹·×÷√±≤≥≠→−∫′″°αβγδεζηλμνξρστφχψωΔΣ⁺⁻∑∏]/g, ''))) return false;
  for (const m of s.matchAll(/\\?[A-Za-z]+/g)) {
    const t = m[0];
    if (t.startsWith('\\')) continue;
    const l = t.toLowerCase();
    if (l.length === 1 || EN_WORDS.has(l) || MATH_WORDS.has(l)) continue;
    if (l.length === 2 && !FOREIGN_SHORT.has(l)) continue; // dx, implicit products such as "xy"
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Detectors

interface Ctx {
  hint?: Lang;
}

const LIMIT_KW = keywordRe(['limit'], true);
const LIM_SYM = new RegExp(`(?<![A-Za-z\\\\])lim(?:it)?(?:\\s*_?\\s*[{([]?\\s*${VAR}\\s*${ARROW}\\s*${point('p')}\\s*[})\\]]?)?(?![A-Za-z])`, 'diu');
const INTEG_KW = keywordRe(['integ'], true);
const ANTI_KW = keywordRe(['anti'], true);
const INT_SYM = /∫(?!\s*[_^])/du;
const DERIV_KW = keywordRe(['deriv'], true);
const FACTOR_KW = keywordRe(['factor']);
const EXPAND_KW = keywordRe(['expand']);
const SIMPLIFY_KW = keywordRe(['simplify']);
const SOLVE_KW = keywordRe(['solve']);
const ROOTS_KW = keywordRe(['roots'], true);
const VERB_KW = keywordRe(['verbs']);
const WHATIS_KW = keywordRe(['whatIs']);
const LEFT_KW = keywordRe(['left']);
const RIGHT_KW = keywordRe(['right']);
/** Order words; entries with order 0 are "of second order" phrases (tried first) whose order is read off the words. */
const ORD_RES: [RegExp, number][] = ALL_LANGS.flatMap((l) => (VOCAB[l].ord ?? []).map(([p, n]) => [compileCached(src(p, !!VOCAB[l].cjk)), n] as [RegExp, number])).sort((a, b) => Number(a[1] !== 0) - Number(b[1] !== 0));
const ORD_STEMS: [RegExp, number][] = [
  [/1|prim|erst|перв|first/iu, 1], [/2|segund|second|zweit|втор/iu, 2], [/3|tercer|terceir|terz|dritt|трет|third/iu, 3],
  [/4|cuart|quart|viert|четверт|fourth/iu, 4], [/5|quint|funft|пят|fifth/iu, 5],
];
const ordOf = (phrase: string) => ORD_STEMS.find(([re]) => re.test(phrase))?.[1] ?? 1;
const ORD_EN = ['', '', 'second', 'third', 'fourth', 'fifth'];

/** The router's own symbolic forms (∫_a^b, \\int, \\lim, \\frac{d}{dx}, d/dx): passed on as they are. */
const SYMBOLIC = /∫\s*_|\\int|\\lim|\\frac\s*\{\s*d|(?<![A-Za-z])d\/d[a-z]/u;
function symbolic(w: W, keywords: Matcher[]): string | null {
  if (!SYMBOLIC.test(w.o)) return null;
  for (const k of keywords) [w] = w.removeAll(k);
  const expr = clean(w);
  return expr && SYMBOLIC.test(expr) ? expr : null;
}

/** Limit points and bounds written as words in the Latin-script languages ("tiende a cero", "gegen null"). */
const NUMBER_WORDS: Record<string, string> = {
  zero: '0', cero: '0', null: '0', nul: '0', nol: '0', noll: '0', sifir: '0',
  one: '1', uno: '1', un: '1', une: '1', eins: '1', um: '1', uma: '1', een: '1', bir: '1', satu: '1', ett: '1', en: '1',
  two: '2', dos: '2', deux: '2', zwei: '2', dois: '2', duas: '2', due: '2', twee: '2', iki: '2', dua: '2', tva: '2',
};

/** Point / bound text: infinity words become "infinity" / "-infinity", number words digits, math is kept as written. */
function pointText(raw: string | undefined): string {
  const t = (raw ?? '').trim();
  const f = fold(t);
  if (NEG_INF_RE.test(f)) return /[∞]|\\infty|inf/i.test(t) && /^[-−]/.test(t) ? t : '-infinity';
  if (POS_INF_RE.test(f)) return 'infinity';
  return NUMBER_WORDS[f.toLowerCase()] ?? t;
}

/** The only variable letter of an expression (ignoring function names, e and i), or undefined when not unique. */
function soleVariable(expr: string): string | undefined {
  const letters = new Set<string>();
  for (const m of expr.matchAll(/\\?[A-Za-z]+/g)) {
    const t = m[0];
    if (t.startsWith('\\') || MATH_WORDS.has(t.toLowerCase())) continue;
    for (const c of t) if (c !== 'e' && c !== 'i') letters.add(c);
  }
  return letters.size === 1 ? [...letters][0] : undefined;
}

function detectLimit(w: W, ctx: Ctx): string | null {
  if (!w.exec(LIMIT_KW) && !w.exec(LIM_SYM)) return null;
  const sy = symbolic(w, [LIMIT_KW, VERB_KW, WHATIS_KW]);
  if (sy && /\\lim/.test(sy)) return sy;
  let v: string | undefined, p: string | undefined;
  // "lim_{x→0}" carries its own approach clause.
  const sym = w.exec(LIM_SYM);
  if (sym && w.group(sym, 'v')) {
    v = w.group(sym, 'v');
    p = w.group(sym, 'p');
    w = w.cutMatch(sym);
  } else {
    const [w2, m] = w.takeFirst(clauseRes('approach', ctx.hint, [`${VAR}\\s*${ARROW}\\s*${point('p')}`]));
    if (m) {
      v = w.group(m, 'v');
      p = w.group(m, 'p');
      w = w2;
    } else {
      const [w3, at] = w.takeFirst(clauseRes('at', ctx.hint));
      if (!at) return null;
      p = w.group(at, 'p');
      w = w3;
    }
  }
  let dir = '';
  for (const [re, d] of [[LEFT_KW, 'left'], [RIGHT_KW, 'right']] as const) {
    const [w2, hit] = w.removeAll(re);
    if (hit) { w = w2; dir = d; }
  }
  [w] = w.removeAll(LIMIT_KW);
  [w] = w.removeAll(LIM_SYM);
  const expr = clean(w);
  v ??= soleVariable(expr);
  if (!expr || !v || !p) return null;
  return `limit of ${expr} as ${v} -> ${pointText(p)}${dir ? ` from the ${dir}` : ''}`;
}

function detectIntegral(w: W, ctx: Ctx): string | null {
  const anti = w.exec(ANTI_KW);
  if (!anti && !w.exec(INTEG_KW) && !w.exec(INT_SYM)) return null;
  const sy = symbolic(w, [ANTI_KW, INTEG_KW, VERB_KW, WHATIS_KW]);
  // The router reads a leading "∫" as the word "integral" (losing ∫_a^b bounds), so keep it behind "calculate".
  if (sy && /∫\s*_|\\int/.test(sy)) return sy.startsWith('∫') ? `calculate ${sy}` : sy;
  let a: string | undefined, b: string | undefined;
  const [w2, m] = w.takeFirst(clauseRes('bounds', ctx.hint, [`\\[\\s*${point('a')}\\s*[,;]\\s*${point('b')}\\s*\\]`]));
  if (m) { a = w.group(m, 'a'); b = w.group(m, 'b'); w = w2; }
  let v: string | undefined;
  const [w3, mv] = w.takeFirst(clauseRes('wrt', ctx.hint));
  if (mv) { v = w.group(mv, 'v'); w = w3; }
  [w] = w.removeAll(ANTI_KW);
  [w] = w.removeAll(INTEG_KW);
  [w] = w.removeAll(INT_SYM);
  let expr = clean(w);
  if (!expr) return null;
  if (v && !new RegExp(`d\\s*${v}$`).test(expr)) expr += ` d${v}`;
  const head = anti && !m ? 'antiderivative of' : 'integral of';
  return `${head} ${expr}${a !== undefined && b !== undefined ? ` from ${pointText(a)} to ${pointText(b)}` : ''}`;
}

function detectDerivative(w: W, ctx: Ctx): string | null {
  const kw = w.exec(DERIV_KW);
  if (!kw) return null;
  const sy = symbolic(w, [DERIV_KW, VERB_KW, WHATIS_KW]);
  if (sy && /^(?:d\/d[a-z]|\\frac\s*\{\s*d)/.test(sy)) return sy;
  let order = 1;
  // Numeric ordinal right before the keyword: "2. Ableitung", "2nd derivative", "2ª derivada", "2-я производная".
  const before = w.f.slice(0, kw.index);
  const num = /(?:^|\s)([1-9])\s*(?:\.|ª|º|a|o|e|eme|ieme|nd|rd|th|st|te|er|-?я|-?ю|-?й|-?ая|-?ую)\s*$/u.exec(before);
  if (num) {
    order = Number(num[1]);
    w = w.cut(num.index + num[0].indexOf(num[1]), kw.index, ' ');
  } else {
    for (const [re, n] of ORD_RES) {
      const m = w.exec(re);
      if (m) { order = n || ordOf(m[0]); w = w.cutMatch(m); break; }
    }
  }
  let v: string | undefined;
  const [w2, mv] = w.takeFirst(clauseRes('wrt', ctx.hint));
  if (mv) { v = w.group(mv, 'v'); w = w2; }
  [w] = w.removeAll(DERIV_KW);
  const expr = clean(w);
  if (!expr) return null;
  const ord = order === 1 ? '' : (ORD_EN[order] ?? `${order}th`) + ' ';
  return `${ord}derivative of ${expr}${v ? ` with respect to ${v}` : ''}`;
}

function detectAlgebra(w: W, re: Matcher, word: string): string | null {
  if (!w.exec(re)) return null;
  [w] = w.removeAll(re);
  const expr = clean(w);
  return expr ? `${word} ${expr}` : null;
}

function detectSolve(w: W, ctx: Ctx): string | null {
  const roots = w.exec(ROOTS_KW);
  if (!roots && !w.exec(SOLVE_KW)) return null;
  let v: string | undefined;
  const [w2, mv] = w.takeFirst(clauseRes('solveFor', ctx.hint));
  if (mv) { v = w.group(mv, 'v'); w = w2; }
  [w] = w.removeAll(ROOTS_KW);
  [w] = w.removeAll(SOLVE_KW);
  const expr = clean(w);
  if (!expr) return null;
  if (v) return `solve for ${v}: ${expr}`;
  return roots ? `find the roots of ${expr}` : `solve ${expr}`;
}

const NUM = '\\d+(?:[.,]\\d+)?';
const PCT_WORDS = ALL_LANGS.flatMap((l) => VOCAB[l].percentWord ?? []).map((p) => fold(p).replace(/ /g, '\\s+'));
const PCT_WORD_RE = new RegExp(`(?<![\\d.,])(${NUM})\\s*(?:${PCT_WORDS.join('|')})(?![A-Za-z])`, 'giu');
const PCT_OF = [
  new RegExp(`(?<![\\d.,])(?<pc>${NUM})%\\s*(?:of|de|del|des|du|d'|von|vom|от|від|من|di|del|della|dei|van|dari|av|do|da)\\s*(?:числа\\s+)?(?<n>${NUM})(?![\\d.,]*\\d)`, 'diu'),
  new RegExp(`(?<![\\d.,])(?<n>${NUM})\\s*(?:的|の|의|का|की|के|'(?:n?[iu]n))\\s*(?<pc>${NUM})%(?:'[a-z]{1,3})?`, 'diu'),
];

/** Rewrites "15% de 80"-style phrases in place; returns the rewritten text and whether anything else is left. */
function rewritePercent(w0: W): [W, string | null] {
  // Percent words and prefix forms to "N%" ("15 por ciento", "百分之15", Turkish "%15" / "yüzde 15"); kept only
  // when a "P% of N" phrase is then found, so other uses of % are left alone.
  let w = w0;
  for (let g = 0; g < 5; g++) {
    let m = new RegExp(PCT_WORD_RE.source, 'diu').exec(w.f);
    if (m) { w = w.cut(m.index, m.index + m[0].length, `${m[1]}%`); continue; }
    m = new RegExp(`(?:百分之|yuzde\\s*|(?<![0-9)]\\s*)%\\s*)(${NUM})(?![\\d%])`, 'diu').exec(w.f);
    if (m) { w = w.cut(m.index, m.index + m[0].length, `${m[1]}%`); continue; }
    m = /(\d)\s+%/du.exec(w.f);
    if (m) { w = w.cut(m.index, m.index + m[0].length, `${m[1]}%`); continue; }
    break;
  }
  for (const re of PCT_OF) {
    const m = w.exec(re);
    if (!m) continue;
    const pc = w.group(m, 'pc')!.replace(',', '.'), n = w.group(m, 'n')!.replace(',', '.');
    const phrase = `${pc}% of ${n}`;
    const rest = clean(w.cutMatch(m));
    if (!/[0-9A-Za-z=+*/^()]/.test(rest.replace(/^(?:[oae]|el|il|le|la)$/i, ''))) return [w, phrase];
    return [w.cutMatch(m, ` ${phrase} `), null];
  }
  return [w0, null];
}

/** The router's own English forms that must not be prefixed by "calculate". */
const ROUTER_FORM = /^(?:d\/d[a-z]|\\frac\{d|(?:limit|lim)\b|integral\b|integrate\b|derivative\b|solve\b|simplify\b|expand\b|factor\b)/i;
/** "find x if/such that <equation>" and "<equation>, find x" after a generic verb: conditions in every language. */
const X_COND = fold(
  'si|tal que|tel(?:le)? que|wenn|falls|если|якщо|se|tale che|als|jika|apabila|bila|dari|om|eger|if|such that|given|where|en|in|em|ur|aus|из|з|' +
    'اذا كان|اذا|علما ان|यदि|अगर|जब|如果|若|使得|满足|滿足',
);
const X_EQWORD = fold('la ecuacion|l\'equation|der gleichung|die gleichung|уравнения|рівняння|a equacao|l\'equazione|de vergelijking|ekvationen|persamaan|denklem(?:inde)?|المعادله|समीकरण|方程');
const X_REV = fold('ise|olduguna gore|则|則|求解|求|ならば|なら|のとき|の時|일 때|이면|면|тогда|то|тоді');
const FIND_X_FWD = new RegExp(`^${VAR}\\s*(?:[,:]\\s*(?:(?:${X_COND})\\s+)?|\\s+(?:${X_COND})\\s+)(?:(?:${X_EQWORD})\\s*)?(?<eq>[^=]+=.+)$`, 'diu');
const FIND_X_REV = new RegExp(`^(?<eq>[^=]+=.+?)\\s*(?:[,;]\\s*(?:(?:${X_REV})\\s*)?|\\s+(?:${X_REV})\\s*|(?<=[^\\sA-Za-z])(?:${X_REV})\\s*)${VAR}(?:\\s*=)?$`, 'diu');

function findX(expr: string): string | null {
  const f = fold(expr);
  for (const re of [FIND_X_FWD, FIND_X_REV]) {
    const m = re.exec(f);
    if (!m) continue;
    const g = m.indices!.groups!;
    return `solve for ${expr.slice(g.v[0], g.v[1])}: ${expr.slice(g.eq[0], g.eq[1]).trim()}`;
  }
  return null;
}

function detectCalculate(w: W): string | null {
  const what = w.exec(WHATIS_KW);
  const verb = w.exec(VERB_KW);
  if ((!what && !verb) || w.exec(LIMIT_KW)) return null;
  const expr = clean(w);
  if (!expr || expr === w.o.trim() || !/[0-9A-Za-z]/.test(expr)) return null;
  if (ROUTER_FORM.test(expr)) return expr;
  const fx = findX(expr);
  if (fx) return fx;
  return `${what && !expr.startsWith('∫') ? 'what is' : 'calculate'} ${expr}`;
}

/** German/Dutch separable verbs: "Leite x^2 nach x ab", "Löse … nach x auf", "Multipliziere … aus", "los … op", "werk … uit". */
const CIRCUMFIX: [RegExp, string][] = [
  [/^(leiten?(?:\s+sie)?)\s+(.+?)\s+(ab)$/diu, 'ableitung'],
  [/^(losen?(?:\s+sie)?|loesen?(?:\s+sie)?)\s+(.+?)\s+(auf)$/diu, 'lose'],
  [/^(multiplizieren?(?:\s+sie)?)\s+(.+?)\s+(aus)$/diu, 'ausmultiplizieren'],
  [/^(rechnen?(?:\s+sie)?|werten?(?:\s+sie)?)\s+(.+?)\s+(aus)$/diu, 'berechne'],
  [/^(zerlegen?(?:\s+sie)?)\s+(.+?)\s+(in\s+(?:linear)?faktoren)$/diu, 'faktorisieren'],
  [/^(los)\s+(.+?)\s+(op)$/diu, 'oplossen'],
  [/^(werk)\s+(.+?)\s+(uit)$/diu, 'uitwerken'],
  [/^(reken)\s+(.+?)\s+(uit)$/diu, 'bereken'],
  [/^(multiplicera)\s+(.+?)\s+(ut)$/diu, 'expandera'],
];
function circumfix(w: W): W {
  for (const [re, kw] of CIRCUMFIX) {
    const m = w.exec(re);
    if (!m) continue;
    const [s1, e1] = m.indices![1], [s3, e3] = m.indices![3];
    return w.cut(s3, e3, ' ').cut(s1, e1, kw);
  }
  return w;
}

const LEFTOVER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Arabic}\p{Script=Cyrillic}]/u;

function langOf(language?: string): Lang | undefined {
  if (!language) return undefined;
  const l = language.toLowerCase();
  const base = l.startsWith('zh') ? 'zh' : l.split(/[-_]/)[0];
  return (ALL_LANGS as string[]).includes(base) ? (base as Lang) : undefined;
}

/**
 * Rewrite a student's math question written in any supported language (en, es, fr, de, ru, uk, zh-CN, zh-TW, ja, ko,
 * hi, ar, pt, it, nl, tr, id, sv) into the English wording `routeQuestion` in `math/router.ts` accepts, e.g.
 * "Resuelve x^2 - 5x + 6 = 0" → "solve x^2 - 5x + 6 = 0", "Grenzwert von sin(x)/x für x gegen 0" →
 * "limit of sin(x)/x as x -> 0", "80의 15%" → "15% of 80".
 *
 * The math (numbers, variables, operators, LaTeX, function names) is copied unchanged; only the words around it are
 * translated. Keywords of every language are recognised whatever `language` says; `language` (a locale code such as
 * "es" or "zh-TW") only decides which language's clause patterns are tried first when they are ambiguous. English
 * questions and bare expressions are returned unchanged (whitespace collapsed; a trailing "please" is dropped because
 * the router would read it as part of the math). When nothing is recognised, the text
 * is returned with only whitespace, punctuation and polite words tidied, so the router can treat it as an expression
 * or fail honestly.
 */
/**
 * Function names as written in Spanish, Portuguese and Italian classrooms, in the engine's spelling
 * (`sen x` is the sine there). Only before an argument, so a variable named `sen` stays untouched.
 */
function latinFunctionNames(s: string): string {
  return s.replace(/\b(arc)?sen\b(?=\s*[(\\a-z0-9])/gi, (_m, arc: string | undefined) => (arc ? 'arcsin' : 'sin'));
}

export function normalizeQuestion(text: string, language?: string): string {
  const raw = latinFunctionNames(String(text ?? '').replace(/\s+/g, ' ').trim());
  if (!raw) return '';
  // English is already router wording; only a trailing "please" / "thanks" (which the router would read as math) goes.
  if (isEnglishOrMath(raw)) return raw.replace(/(?:[\s,]+(?:please|pls|thanks|thank you))+([?.!]*)$/i, '$1');
  const tidied = tidy(raw);
  if (!tidied) return '';
  const ctx: Ctx = { hint: langOf(language) };
  const [unpolite] = W.of(tidied).removeAll(POLITE_RE);
  const base = tidy(unpolite.o);
  if (!base) return tidied;
  const w = circumfix(W.of(base));
  const out =
    detectLimit(w, ctx) ??
    detectIntegral(w, ctx) ??
    detectDerivative(w, ctx) ??
    detectAlgebra(w, FACTOR_KW, 'factor') ??
    detectAlgebra(w, EXPAND_KW, 'expand') ??
    detectAlgebra(w, SIMPLIFY_KW, 'simplify') ??
    detectSolve(w, ctx) ??
    (() => {
      const [w2, phrase] = rewritePercent(w);
      return phrase ?? detectCalculate(w2) ?? (w2 !== w ? clean(w2) || null : null);
    })();
  // Words left inside the expression that are in a non-Latin script mean the question was not understood.
  if (!out || LEFTOVER.test(out)) return base;
  return out.replace(/\s+/g, ' ').trim();
}
