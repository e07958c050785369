/**
 * The question reader's vocabulary: one data file per language (see `types.ts` for the conventions) and the few
 * language-neutral word lists. The order of `LANGUAGES` is the order clause patterns are tried in when the
 * student's language gives no hint.
 */
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pt } from './pt';
import { ru } from './ru';
import { sv } from './sv';
import { tr } from './tr';
import { uk } from './uk';
import { zh } from './zh';
import type { LanguageVocabulary } from './types';

export type { LanguageVocabulary } from './types';

/** Every language the reader understands, by base language code (zh covers zh-CN and zh-TW). */
export const LANGUAGES = { en, es, fr, de, ru, uk, zh, ja, ko, hi, ar, pt, it, nl, tr, id, sv } satisfies Record<
  string,
  LanguageVocabulary
>;

/** A language code the reader has vocabulary for. */
export type ReaderLanguage = keyof typeof LANGUAGES;

/** Names of functions, constants and Greek letters: words that are math, never language. */
export const MATH_NAMES = (
  'sin cos tan cot sec csc arcsin arccos arctan arcsec arccsc arccot asin acos atan sinh cosh tanh coth sech csch arsinh arcosh artanh asinh ' +
  'acosh atanh ln log lg exp sqrt cbrt abs pi inf infty oo theta alpha beta gamma delta epsilon lambda mu sigma phi omega tau rho psi chi eta ' +
  'zeta kappa nu xi sgn sign floor ceil max min mod gcd lcm re im arg deg rad e i'
).split(' ');

/** Two-letter words of other languages that are not implicit products such as "xy" (an ASCII question with one is not English). */
export const FOREIGN_SHORT_WORDS =
  'de la le el lo un da di du en et og av pa op na ne no ke ve ya il al im am zu um es se si os ao em je ja wo ou su ta te ni yi ki ka ik'.split(
    ' ',
  );

/** Articles that may be glued to a keyword (pt "a derivada", it "dell'integrale", fr "l'intégrale"). */
export const GLUED_ARTICLES = ['a', 'o', "l'", "dell'", "all'", "d'"];

/** Elided articles (fr, it) trimmed from the start of an expression: "l'", "dell'" … */
export const ELIDED_ARTICLES = ['l', 'd', 'dell', 'dall', 'all', 'nell', 'qu'];
