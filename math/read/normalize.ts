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
 * The vocabulary is data: one `LanguageVocabulary` per language in `lang/<code>.ts` (keywords, clause patterns, number
 * words, condition words, percent phrases, separable verbs); this module only compiles it into regular expressions
 * (once, at load) and runs the detectors.
 *
 * Nothing is invented: if no detector recognises the question — or the expression it would hand on still contains
 * words in a non-Latin script — the text is returned with only whitespace, punctuation and polite words tidied, and
 * the router then treats it as an expression (or fails honestly).
 */

import { readTopic } from '../topics';
import { bookFunctionTask, bookInstructionBeforeNotation, joinDefinition, textbookLayout } from './instruction';
import {
  ELIDED_ARTICLES,
  FOREIGN_SHORT_WORDS,
  GLUED_ARTICLES,
  LANGUAGES,
  MATH_NAMES,
  type LanguageVocabulary,
  type ReaderLanguage,
} from './lang';
import { mayMatch, requiredLiterals } from './prefilter';
import { SPECIAL_FUNCTION_NAMES } from '../special';

type Lang = ReaderLanguage;
type Vocab = LanguageVocabulary;
/** Fields of a vocabulary that hold keyword / clause patterns. */
type PatternField = { [K in keyof Vocab]-?: Vocab[K] extends string[] | undefined ? K : never }[keyof Vocab];

/** Accent-fold one character at a time so the folded text keeps the original's indices. */
const FOLD_SPECIAL: Record<string, string> = {
  ı: 'i',
  ё: 'е',
  Ё: 'Е',
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
  آ: 'ا',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
};
function fold(s: string): string {
  return s.replace(/[\u00C0-\u024F\u1E00-\u1EFFıёЁ’‘ʼ`´آأإٱىة]/g, (c) => {
    if (FOLD_SPECIAL[c]) return FOLD_SPECIAL[c];
    const b = c.normalize('NFD')[0];
    return /[A-Za-z]/.test(b) ? b : c;
  });
}

const VOCAB: Record<Lang, Vocab> = LANGUAGES;

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
  let s = fold(p)
    .replace(/ /g, '\\s+')
    .replace(/\{v\}/g, VAR)
    .replace(/\{p\}/g, point('p'))
    .replace(/\{a\}/g, point('a'))
    .replace(/\{b\}/g, point('b'));
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
      if (m && m[0].length && (!best || m.index < best.index || (m.index === best.index && m[0].length > best[0].length)))
        best = m;
    }
    return best;
  }
}
type Matcher = RegExp | KeywordSet;

const GLUED_ARTICLE = `(?:${GLUED_ARTICLES.join('|')})\\s*`;

/** The keywords of `fields` in every language: one alternation per language (longest alternatives first). */
function keywordRe(fields: PatternField[], prefixArticle = false): KeywordSet {
  const res: RegExp[] = [];
  for (const l of ALL_LANGS) {
    const v = VOCAB[l];
    const alts: string[] = [];
    for (const f of fields) {
      for (const p of v[f] ?? []) {
        // Single-letter / elided articles are only safe to drop when glued to a keyword ("a derivada", "l'intégrale").
        const q = prefixArticle && !v.cjk && !p.startsWith('^') ? `(?:${GLUED_ARTICLE})?(?:${p})` : p;
        alts.push(src(q, !!v.cjk));
      }
    }
    if (alts.length) res.push(compileCached(alts.sort((a, b) => b.length - a.length).join('|')));
  }
  return new KeywordSet(res);
}

/** Per-language clause patterns (with named groups), the hinted language first, then the language-neutral ones. */
function clauseRes(field: PatternField, hint: Lang | undefined, common: string[] = []): RegExp[] {
  const order = hint ? [hint, ...ALL_LANGS.filter((l) => l !== hint)] : ALL_LANGS;
  const out: RegExp[] = [];
  for (const l of order) for (const p of VOCAB[l][field] ?? []) out.push(compileCached(src(p, !!VOCAB[l].cjk)));
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
  constructor(
    readonly o: string,
    readonly f: string,
  ) {}
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
    return removeAllFrom(this, re);
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

function removeAllFrom(w0: W, re: Matcher): [W, boolean] {
  let w = w0,
    hit = false,
    m: RegExpExecArray | null;
  for (let guard = 0; guard < 20 && (m = w.exec(re)) && m[0].length > 0; guard++) {
    w = w.cutMatch(m);
    hit = true;
  }
  return [w, hit];
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
  s = s
    .replace(/٪/g, '%')
    .replace(/٫/g, '.')
    .replace(/،/g, ',')
    .replace(/؟/g, '?')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '');
  s = s.replace(/[¿¡]/g, ' ');
  // the CJK enumeration comma between numbers is a list comma: "4、8、15" (never a decimal mark)
  s = s.replace(/(?<=\d)\s*、\s*(?=[-−]?\d)/g, ', ');
  s = s.replace(/\s+/g, ' ').trim();
  // "3/4 + 5/6 = ?" asks for a value: the dangling "=" goes with the question mark (unless it is an equation's only "=").
  if ((s.match(/=/g) ?? []).length === 1) s = s.replace(/(?<=[^=<>!\s]\s*)=\s*[?？]+$/u, '');
  s = s.replace(/(?:\s*[?.。？！…;,:、।॥])+$/u, '').trim();
  // a trailing "!" is a factorial after a whole-number argument ("5!", "x^n/n!", "(2n)!", "(n+1)!"), else punctuation
  // ("Bitte vereinfache (x^2-1)/(x-1)!")
  while (s.endsWith('!') && !factorialEnd(s))
    s = s
      .slice(0, -1)
      .replace(/(?:\s*[?.。？！…;,:、।॥])+$/u, '')
      .trim();
  return s;
}

/** True when the text ends in a factorial of a number, of n/k/m/j, or of a bracket holding only those ("(2n + 1)!"). */
function factorialEnd(s: string): boolean {
  const t = s.slice(0, -1);
  if (/\d$/.test(t) || /(?<![\p{L}])[nkmj]$/u.test(t)) return true;
  const m = /\(([^()]*)\)$/.exec(t);
  return !!m && /^[\d\snkmj+\-*]+$/.test(m[1]!);
}

const POLITE_RE = keywordRe(['polite']);

/** Scripts that never carry math here: any run of them at an edge of the expression is dropped. */
const NL =
  '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Devanagari}\\p{Script=Arabic}\\p{Script=Cyrillic}ー々〜・「」『』、。।]';
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
const FILLER_LEAD = new RegExp(`^\\s*(?:(?:${FILLER_SRC})${WE}|(?:${ELIDED_ARTICLES.join('|')})'\\s*)`, 'iu');
const FILLER_TRAIL = new RegExp(`(?:^|\\s)(?:${FILLER_SRC})\\s*$`, 'iu');
/** Turkish case suffix glued to the expression with an apostrophe: x^2'nin, (x+1)'in. */
const TR_SUFFIX = /(?<=[0-9A-Za-z)\]}])'[a-z]{1,6}\s*$/iu;

/** Trim everything that is not math from both edges of the remaining text. */
function clean(w: W): string {
  return trimmed(w).expr;
}

/** {@link clean}, and the text trimmed from the two edges (`dropped`, folded, the edges joined by a space). */
function trimmed(w: W): { expr: string; dropped: string } {
  let f = w.f,
    o = w.o,
    start = 0;
  for (let i = 0; i < 30; i++) {
    const before = f.length;
    for (const re of [NL_LEAD, FILLER_LEAD]) {
      const m = re.exec(f);
      if (m && m[0].length) {
        f = f.slice(m[0].length);
        o = o.slice(m[0].length);
        start += m[0].length;
      }
    }
    for (const re of [NL_TRAIL, FILLER_TRAIL, TR_SUFFIX, DANGLING_EQ]) {
      const m = re.exec(f);
      if (m && m[0].length) {
        f = f.slice(0, m.index);
        o = o.slice(0, m.index);
      }
    }
    const lt = f.length - f.trimStart().length;
    f = f.slice(lt).trimEnd();
    o = o.slice(lt, lt + f.length);
    start += lt;
    if (f.length === before) break;
  }
  return { expr: o.replace(/\s+/g, ' ').trim(), dropped: `${w.f.slice(0, start)} ${w.f.slice(start + f.length)}` };
}

/**
 * Every language's known words (verbs, question words, fillers, polite words, condition words, percent words),
 * one expression per word, longest first (CJK without word boundaries), to tell the words a detector may drop from words
 * it does not know.
 */
const KNOWN_FIELDS = [
  'verbs',
  'whatIs',
  'fillers',
  'polite',
  'conditions',
  'equationWords',
  'conditionAfter',
  'percentWord',
] as const;
/** Every language's known words, longest first, each with the literals one of which its matches contain (prefilter.ts). */
const KNOWN_WORDS: [RegExp, string[] | null][] = ALL_LANGS.flatMap((l) =>
  KNOWN_FIELDS.flatMap((f) => VOCAB[l][f] ?? []).map((p) => src(p, !!VOCAB[l].cjk)),
)
  .sort((a, b) => b.length - a.length)
  .map((s) => [new RegExp(s, 'giu'), requiredLiterals(s)]);

/**
 * True when the words trimmed from the expression hold a word in a non-Latin script that no vocabulary knows: the
 * question asks something the reader did not understand ("求函数的定义域: f(x) = …", "将5公里换算成公尺"), and a
 * generic "calculate" of what is left would answer another question. (Latin-script words are never trimmed unless known.)
 */
function unknownWordsDropped(dropped: string): boolean {
  if (!LEFTOVER.test(dropped)) return false; // removing words never adds one
  // a word can only be removed where its literal occurs in the original (a removal leaves a space, never a new literal)
  const lower = dropped.toLowerCase();
  let rest = dropped;
  for (const [re, literals] of KNOWN_WORDS) if (mayMatch(lower, literals)) rest = rest.replace(re, ' ');
  return LEFTOVER.test(rest);
}

/**
 * After the keyword of simplify / expand / factor / solve, what a book's instruction says about the exercise is left
 * before the colon of the textbook layout ("given expression by combining like terms: 17a+9a"): words only, no
 * one-letter variable ("for x: …" stays). Dropped there only — after "find" such words name the task ("Find the
 * reciprocal: 3/7", "Find the inverse of each function: …") and must stay, so the question is not misread.
 */
function dropDescription(expr: string): string {
  const m = /^(?:[\p{L}\p{M}]{2,}['’-]?[\p{L}\p{M}]*\s+)*[\p{L}\p{M}]{2,}\s*:\s*(?=\S)/u.exec(expr);
  return m ? expr.slice(m[0].length) : expr;
}

// ---------------------------------------------------------------------------------------------------------------
// English pass-through

const EN_WORDS = new Set(VOCAB.en.routerWords);
const MATH_WORDS = new Set(MATH_NAMES);
const FOREIGN_SHORT = new Set(FOREIGN_SHORT_WORDS);
const SPECIAL_NAMES = new Set<string>(SPECIAL_FUNCTION_NAMES);

/** True when the text is already English router wording or a bare expression (nothing to translate). */
function isEnglishOrMath(s: string): boolean {
  if (/[^\x00-\x7F]/.test(s.replace(/[π∞θ²³¹⁰-⁹·×÷√±≤≥≠→−∫′″°αβγδεζηλμνξρστφχψωΔΣ⁺⁻∑∏]/g, ''))) return false;
  for (const m of s.matchAll(/\\?[A-Za-z]+/g)) {
    const t = m[0];
    if (t.startsWith('\\')) continue;
    const l = t.toLowerCase();
    if (l.length === 1 || EN_WORDS.has(l) || MATH_WORDS.has(l)) continue;
    // a special function as written (Si(x), Ci(x), Ei(x)), not the Spanish/French word "si"
    if (SPECIAL_NAMES.has(t) && /^\s*\(/.test(s.slice(m.index! + t.length))) continue;
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
const LIM_SYM = new RegExp(
  `(?<![A-Za-z\\\\])lim(?:it)?(?:\\s*_?\\s*[{([]?\\s*${VAR}\\s*${ARROW}\\s*${point('p')}\\s*[})\\]]?)?(?![A-Za-z])`,
  'diu',
);
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
/** A numeric ordinal right before the derivative keyword: a digit and any language's ordinal suffix. */
const ORDINAL_NUMBER = new RegExp(
  `(?:^|\\s)([1-9])\\s*(?:${[...new Set(ALL_LANGS.flatMap((l) => VOCAB[l].ordinalSuffixes ?? []))].join('|')})\\s*$`,
  'u',
);
/** Order words; entries with order 0 are "of second order" phrases (tried first) whose order is read off the words. */
const ORD_RES: [RegExp, number][] = ALL_LANGS.flatMap((l) =>
  (VOCAB[l].ord ?? []).map(([p, n]) => [compileCached(src(p, !!VOCAB[l].cjk)), n] as [RegExp, number]),
).sort((a, b) => Number(a[1] !== 0) - Number(b[1] !== 0));
/** Order of an "of second order" phrase by its stem: the digit or any language's ordinal stem (`ordinalStems`). */
const ORD_STEMS: [RegExp, number][] = [1, 2, 3, 4, 5].map((n) => {
  const stems = new Set([String(n), ...ALL_LANGS.map((l) => VOCAB[l].ordinalStems?.[n - 1]).filter((x): x is string => !!x)]);
  return [new RegExp([...stems].join('|'), 'iu'), n];
});
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
const NUMBER_WORDS: Record<string, string> = Object.assign({}, ...ALL_LANGS.map((l) => VOCAB[l].numbers ?? {}));

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
  for (const [re, d] of [
    [LEFT_KW, 'left'],
    [RIGHT_KW, 'right'],
  ] as const) {
    const [w2, hit] = w.removeAll(re);
    if (hit) {
      w = w2;
      dir = d;
    }
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
  if (m) {
    a = w.group(m, 'a');
    b = w.group(m, 'b');
    w = w2;
  }
  let v: string | undefined;
  const [w3, mv] = w.takeFirst(clauseRes('wrt', ctx.hint));
  if (mv) {
    v = w.group(mv, 'v');
    w = w3;
  }
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
  const num = ORDINAL_NUMBER.exec(before);
  if (num) {
    order = Number(num[1]);
    w = w.cut(num.index + num[0].indexOf(num[1]), kw.index, ' ');
  } else {
    for (const [re, n] of ORD_RES) {
      const m = w.exec(re);
      if (m) {
        order = n || ordOf(m[0]);
        w = w.cutMatch(m);
        break;
      }
    }
  }
  let v: string | undefined;
  const [w2, mv] = w.takeFirst(clauseRes('wrt', ctx.hint));
  if (mv) {
    v = w.group(mv, 'v');
    w = w2;
  }
  [w] = w.removeAll(DERIV_KW);
  const expr = clean(w);
  if (!expr) return null;
  const ord = order === 1 ? '' : (ORD_EN[order] ?? `${order}th`) + ' ';
  return `${ord}derivative of ${expr}${v ? ` with respect to ${v}` : ''}`;
}

function detectAlgebra(w: W, re: Matcher, word: string): string | null {
  if (!w.exec(re)) return null;
  [w] = w.removeAll(re);
  const expr = dropDescription(clean(w));
  return expr ? `${word} ${expr}` : null;
}

function detectSolve(w: W, ctx: Ctx): string | null {
  const roots = w.exec(ROOTS_KW);
  if (!roots && !w.exec(SOLVE_KW)) return null;
  let v: string | undefined;
  const [w2, mv] = w.takeFirst(clauseRes('solveFor', ctx.hint));
  if (mv) {
    v = w.group(mv, 'v');
    w = w2;
  }
  [w] = w.removeAll(ROOTS_KW);
  [w] = w.removeAll(SOLVE_KW);
  const expr = dropDescription(clean(w));
  if (!expr) return null;
  if (v) return `solve for ${v}: ${expr}`;
  return roots ? `find the roots of ${expr}` : `solve ${expr}`;
}

const NUM = '\\d+(?:[.,]\\d+)?';
const PCT_WORDS = ALL_LANGS.flatMap((l) => VOCAB[l].percentWord ?? []).map((p) => fold(p).replace(/ /g, '\\s+'));
const PCT_WORD_RE = new RegExp(`(?<![\\d.,])(${NUM})\\s*(?:${PCT_WORDS.join('|')})(?![A-Za-z])`, 'giu');
/** The alternatives of one vocabulary field over every language (folded, duplicates dropped), longest first. */
function alternatives(field: 'conditions' | 'equationWords' | 'conditionAfter' | 'percentOf' | 'percentOfAfter'): string {
  const alts = new Set(ALL_LANGS.flatMap((l) => VOCAB[l][field] ?? []).map(fold));
  return [...alts].sort((a, b) => b.length - a.length).join('|');
}
const PCT_OF = [
  new RegExp(`(?<![\\d.,])(?<pc>${NUM})%\\s*(?:${alternatives('percentOf')})\\s*(?<n>${NUM})(?![\\d.,]*\\d)`, 'diu'),
  new RegExp(`(?<![\\d.,])(?<n>${NUM})\\s*(?:${alternatives('percentOfAfter')})\\s*(?<pc>${NUM})%(?:'[a-z]{1,3})?`, 'diu'),
];
/** A number after a percent word or sign ("百分之15", "yüzde 15", Turkish "%15"). */
const PCT_BEFORE = ALL_LANGS.flatMap((l) => (VOCAB[l].percentBefore ?? []).map((p) => fold(p) + (VOCAB[l].cjk ? '' : '\\s*')));
const PCT_PREFIX_SRC = `(?:${PCT_BEFORE.join('|')}|(?<![0-9)]\\s*)%\\s*)(${NUM})(?![\\d%])`;

/** Rewrites "15% de 80"-style phrases in place; returns the rewritten text and whether anything else is left. */
function rewritePercent(w0: W): [W, string | null] {
  // Percent words and prefix forms to "N%" ("15 por ciento", "百分之15", Turkish "%15" / "yüzde 15"); kept only
  // when a "P% of N" phrase is then found, so other uses of % are left alone.
  let w = w0;
  for (let g = 0; g < 5; g++) {
    let m = new RegExp(PCT_WORD_RE.source, 'diu').exec(w.f);
    if (m) {
      w = w.cut(m.index, m.index + m[0].length, `${m[1]}%`);
      continue;
    }
    m = new RegExp(PCT_PREFIX_SRC, 'diu').exec(w.f);
    if (m) {
      w = w.cut(m.index, m.index + m[0].length, `${m[1]}%`);
      continue;
    }
    m = /(\d)\s+%/du.exec(w.f);
    if (m) {
      w = w.cut(m.index, m.index + m[0].length, `${m[1]}%`);
      continue;
    }
    break;
  }
  for (const re of PCT_OF) {
    const m = w.exec(re);
    if (!m) continue;
    const pc = w.group(m, 'pc')!.replace(',', '.'),
      n = w.group(m, 'n')!.replace(',', '.');
    const phrase = `${pc}% of ${n}`;
    const rest = clean(w.cutMatch(m));
    if (!/[0-9A-Za-z=+*/^()]/.test(rest.replace(/^(?:[oae]|el|il|le|la)$/i, ''))) return [w, phrase];
    return [w.cutMatch(m, ` ${phrase} `), null];
  }
  return [w0, null];
}

/** The router's own English forms that must not be prefixed by "calculate". */
const ROUTER_FORM =
  /^(?:d\/d[a-z]|\\frac\{d|(?:limit|lim)\b|integral\b|integrate\b|derivative\b|solve\b|simplify\b|expand\b|factor\b)/i;
/** "find x if/such that <equation>" and "<equation>, find x" after a generic verb: conditions in every language. */
const X_COND = alternatives('conditions');
const X_EQWORD = alternatives('equationWords');
const X_REV = alternatives('conditionAfter');
const FIND_X_FWD = new RegExp(
  `^${VAR}\\s*(?:[,:]\\s*(?:(?:${X_COND})\\s+)?|\\s+(?:${X_COND})\\s+)(?:(?:${X_EQWORD})\\s*)?(?<eq>[^=]+=.+)$`,
  'diu',
);
const FIND_X_REV = new RegExp(
  `^(?<eq>[^=]+=.+?)\\s*(?:[,;]\\s*(?:(?:${X_REV})\\s*)?|\\s+(?:${X_REV})\\s*|(?<=[^\\sA-Za-z])(?:${X_REV})\\s*)${VAR}(?:\\s*=)?$`,
  'diu',
);

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

function detectCalculate(w0: W, ctx: Ctx): string | null {
  let w = w0;
  const what = w.exec(WHATIS_KW);
  const verb = w.exec(VERB_KW);
  if ((!what && !verb) || w.exec(LIMIT_KW)) return null;
  // the value to substitute ("para x = 2", "x = 2 のとき"), said after the expression as the router reads it
  let given = '';
  const [w2, mg] = w.takeFirst(clauseRes('givenValue', ctx.hint));
  if (mg) {
    given = ` when ${w.group(mg, 'v')} = ${w.group(mg, 'p')}`;
    w = w2;
  }
  const { expr, dropped } = trimmed(w);
  if (!expr || expr === w.o.trim() || !/[0-9A-Za-z]/.test(expr)) return null;
  // an instruction word the reader does not know ("定义域", "换算") names another task than a calculation
  if (unknownWordsDropped(dropped)) return null;
  if (given) return /[=<>]/.test(expr) ? null : `calculate ${expr}${given}`;
  if (ROUTER_FORM.test(expr)) return expr;
  const fx = findX(expr);
  if (fx) return fx;
  return `${what && !expr.startsWith('∫') ? 'what is' : 'calculate'} ${expr}`;
}

/** German/Dutch separable verbs: "Leite x^2 nach x ab", "Löse … nach x auf", "Multipliziere … aus", "los … op", "werk … uit". */
const CIRCUMFIX: [RegExp, string][] = ALL_LANGS.flatMap((l) =>
  (VOCAB[l].separableVerbs ?? []).map(
    ({ verb, particle, as }) => [new RegExp(`^(${verb})\\s+(.+?)\\s+(${particle})$`, 'diu'), as] as [RegExp, string],
  ),
);
function circumfix(w: W): W {
  for (const [re, kw] of CIRCUMFIX) {
    const m = w.exec(re);
    if (!m) continue;
    const [s1, e1] = m.indices![1],
      [s3, e3] = m.indices![3];
    return w.cut(s3, e3, ' ').cut(s1, e1, kw);
  }
  return w;
}

const LEFTOVER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Arabic}\p{Script=Cyrillic}]/u;

function langOf(language?: string): Lang | undefined {
  if (!language) return undefined;
  const l = language.toLowerCase();
  const base = l.startsWith('zh') ? 'zh' : l.split(/[-_]/)[0];
  return (ALL_LANGS as string[]).includes(base) ? (base as Lang) : undefined;
}

/** Classroom function names of every language (`functionNames`: `sen` → `sin` in es, pt, it), lower case. */
const FUNCTION_NAMES: Record<string, string> = Object.assign({}, ...ALL_LANGS.map((l) => VOCAB[l].functionNames ?? {}));
/** A classroom function name as a word of its own ("Lösen Sie" holds no `sen`) before an argument: a bracket, a LaTeX command, a digit or a one-letter variable. */
const FUNCTION_NAME_RE = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}_])(arc)?(${Object.keys(FUNCTION_NAMES).join('|')})(?![\\p{L}\\p{M}\\p{N}_])(?=\\s*(?:[(\\\\0-9]|[a-z](?![a-z])))`,
  'giu',
);

/**
 * Function names as written in the classrooms of some languages, in the engine's spelling (`sen x` is the sine in
 * Spanish, Portuguese and Italian). Only before an argument, so a variable named `sen` stays untouched.
 */
function latinFunctionNames(s: string): string {
  return s.replace(
    FUNCTION_NAME_RE,
    (_m, arc: string | undefined, name: string) => (arc ? 'arc' : '') + FUNCTION_NAMES[name.toLowerCase()],
  );
}

/** A placeholder for a comma between two digits while the phrase pairs run (a character no pair matches). */
const NUM_COMMA = '\u2E34';
const NUM_COMMA_RE = /\s*\u2E34\s*/g;

/** One compiled topic phrasing: its regex, its English rewrite, and whether it names a word (not only punctuation/digits). */
/** A topic phrasing: its pattern, the English it becomes, whether it names a word, its required literals (prefilter.ts). */
type Phrase = [RegExp, string, boolean, string[] | null];

/**
 * Every language's topic phrasings (`topics` field), compiled once: per language, grouped by topic, longest first.
 * Kept per language so that one language's rewrites (Japanese `、` → "and") never fire on another language's question
 * (the Spanish decimal comma in "media de 2,5 y 3,5").
 */
const TOPIC_PHRASES: Map<Lang, Map<string, Phrase[]>> = (() => {
  const out = new Map<Lang, Map<string, Phrase[]>>();
  for (const l of ALL_LANGS) {
    const byTopic = new Map<string, Phrase[]>();
    for (const [topic, block] of Object.entries(VOCAB[l].topics ?? {})) {
      byTopic.set(
        topic,
        [...block]
          .sort((a, b) => b[0].length - a[0].length)
          .map(([p, en]) => {
            // a pair that accepts a decimal comma (`[.,]`) accepts the kept-whole comma between digits too (see rewriteWith)
            const s = fold(p)
              .replace(/ /g, '\\s+')
              .replace(/\[\.,\]|\[,\.\]/g, `[.,${NUM_COMMA}]`);
            const word = /\p{L}/u.test(p.replace(/\\./g, ''));
            const source = VOCAB[l].cjk ? s : `${WB}(?:${s})${WE}`;
            return [new RegExp(source, 'giu'), en, word, requiredLiterals(source)] as Phrase;
          }),
      );
    }
    if (byTopic.size) out.set(l, byTopic);
  }
  return out;
})();

/**
 * Applies phrase rewrites to the folded text; null unless at least one phrasing that names a WORD applied (a block's
 * punctuation or digit pairs alone never make a reading), else the text trimmed of non-math edges when a topic reads it.
 */
function rewriteWith(base: string, phrases: Phrase[]): string | null {
  // a comma between digits is kept whole (no pair may cut "2,5" into "2, 5"); restored as written first, then as a
  // decimal point (the decimal comma of es/fr/de/…: "media de 2,5 y 3,5" is the mean of 2.5 and 3.5)
  let s = fold(base).replace(/(?<=\d),(?=\d)/g, NUM_COMMA),
    lower = s.toLowerCase(),
    hit = false;
  for (const [re, en, word, literals] of phrases) {
    if (!mayMatch(lower, literals)) continue;
    re.lastIndex = 0;
    if (!re.test(s)) continue;
    re.lastIndex = 0;
    s = s.replace(re, ` ${en} `);
    lower = s.toLowerCase();
    hit ||= word;
  }
  if (!hit) return null;
  for (const comma of s.includes(NUM_COMMA) ? [',', '.'] : [',']) {
    const { expr: out, dropped } = trimmed(W.of(s.replace(NUM_COMMA_RE, comma).replace(/\s+/g, ' ').trim()));
    // words trimmed from the edges that no vocabulary knows mean the phrasings did not account for the whole question
    // ("把1 + i写成三角形式" is not "1 + i")
    if (out && !LEFTOVER.test(out) && !unknownWordsDropped(dropped) && readTopic(out)) return out;
  }
  return null;
}

const ALL_PHRASES = new Map<Lang, Phrase[]>();
/** One language's topic phrasings all together, longest pattern first (built once per language). */
function allPhrases(l: Lang): Phrase[] {
  let all = ALL_PHRASES.get(l);
  if (!all) {
    all = [...TOPIC_PHRASES.get(l)!.values()].flat().sort((a, b) => b[0].source.length - a[0].source.length);
    ALL_PHRASES.set(l, all);
  }
  return all;
}

/** Every topic phrasing and known word of the reader with its required literals (for prefilter.test.ts). */
export function readingPatterns(): { re: RegExp; literals: string[] | null; lang: Lang | null }[] {
  return [
    ...[...TOPIC_PHRASES].flatMap(([lang, byTopic]) =>
      [...byTopic.values()].flat().map(([re, , , literals]) => ({ re, literals, lang })),
    ),
    ...KNOWN_WORDS.map(([re, literals]) => ({ re, literals, lang: null })),
  ];
}

/** The longest question the topic phrasings are tried on (characters; a long word problem is about 500). */
const MAX_TOPIC_QUESTION = 1000;

/**
 * A question a school-math topic reads (math/topics): as it is, or after rewriting ONE language's topic phrasings into
 * English (`topics` in lang/<code>.ts; the hinted language first; within a language each topic's phrasings on their
 * own first, so one topic's words do not disturb another's, then that language's all together) and trimming what is
 * not math from its edges. Languages are never mixed. Null otherwise.
 */
function topicWording(base: string, hint?: Lang): string | null {
  if (readTopic(base)) return base;
  // every language's phrasings over a very long text cost seconds; no school exercise is that long
  if (base.length > MAX_TOPIC_QUESTION) return null;
  const langs = [...TOPIC_PHRASES.keys()].sort((a, b) => Number(b === hint) - Number(a === hint));
  for (const l of langs) {
    const byTopic = TOPIC_PHRASES.get(l)!;
    for (const phrases of byTopic.values()) {
      const out = rewriteWith(base, phrases);
      if (out) return out;
    }
  }
  for (const l of langs) {
    const out = rewriteWith(base, allPhrases(l));
    if (out) return out;
  }
  return null;
}

/**
 * English that is already router wording, made exact: a trailing "please" / "thanks" goes (the router would read it as
 * math), British and American "factorise/factorize" become "factor" (the router read "factorise x^2 - 1" as the letters
 * i·e·s), and "Find x: 2x = 4" / "Determine x: …" (a textbook layout with the exercise first) becomes "solve for x: 2x = 4".
 */
function englishWording(raw: string): string {
  const s = raw.replace(/(?:[\s,]+(?:please|pls|thanks|thank you))+([?.!]*)$/i, '$1').replace(/\bfactori[sz]e\b/gi, 'factor');
  const m = /^(?:find|determine|calculate|compute)\s+(?=[a-z]\s*[:,])/i.exec(s);
  return (m && findX(s.slice(m[0].length))) || s;
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
export function normalizeQuestion(text: string, language?: string): string {
  return normalizeText(text, language, false);
}

/** {@link normalizeQuestion}; `laidOut`: the text is already a textbook layout's one-line form (not cut again). */
function normalizeText(text: string, language: string | undefined, laidOut: boolean): string {
  const raw = latinFunctionNames(
    String(text ?? '')
      .replace(/(=[^=\n]*?)\s*\n\s*(?=[^\n]*=)/g, '$1; ') // one equation per line: a system (#21)
      .replace(/\s+/g, ' ')
      .trim()
      // Leibniz notation as books print it, (dy)/(dx) and (d^2y)/(dx^2), is dy/dx and d^2y/dx^2
      .replace(/\(\s*(d(?:\^?[23²³])?[a-zθ])\s*\)\s*\/\s*\(\s*(d[a-zθ](?:\^?[23²³])?)\s*\)/g, '$1/$2')
      .replace(/(^|[.:]\s+)\[T\]\s*/g, '$1'), // the books' mark of an exercise for technology ("[T] ∫x^3 sin x dx"), pasted with it
  );
  if (!raw) return '';
  // Textbook layout: "Solve the equation. a - 28 = -37" is "Solve the equation: a - 28 = -37" (unless only the original is
  // read by a topic)
  const layout = laidOut ? null : textbookLayout(raw);
  // a book's instruction naming the task of the notation after it ("Evaluate the limits with either L'Hôpital's rule or
  // previously learned methods. lim_{x→3} …"): the notation alone is the question
  const task = laidOut ? null : bookFunctionTask(raw);
  if (task) return task;
  const notation = layout && bookInstructionBeforeNotation(layout);
  if (notation && notation !== layout) return normalizeText(notation, language, true);
  if (layout && (readTopic(layout) || !readTopic(tidy(raw)))) {
    // "Find the domain of the function. f(x) = …": the definition follows the instruction that names it
    const joined = readTopic(layout) ? null : joinDefinition(layout);
    const read = joined ? normalizeText(joined, language, true) : null;
    return read && readTopic(read) ? read : normalizeText(layout, language, true);
  }
  // English is already router wording; only a trailing "please" / "thanks" (which the router would read as math) goes.
  if (isEnglishOrMath(raw)) return englishWording(raw);
  const tidied = tidy(raw);
  if (!tidied) return '';
  const ctx: Ctx = { hint: langOf(language) };
  const [unpolite] = W.of(tidied).removeAll(POLITE_RE);
  const base = tidy(unpolite.o);
  if (!base) return tidied;
  const topic = topicWording(base, ctx.hint);
  if (topic) return topic;
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
      return phrase ?? detectCalculate(w2, ctx) ?? (w2 !== w ? clean(w2) || null : null);
    })();
  // Words left inside the expression that are in a non-Latin script mean the question was not understood.
  if (!out || LEFTOVER.test(out)) return base;
  return out.replace(/\s+/g, ' ').trim();
}
