/**
 * Renders a final answer given in words (math/answerWords.ts: `ComputeResult.topic.words`, a list of `{ key, params,
 * paramsText }` parts) in the reader's language, for every place that shows a final answer: the Ask server writes the
 * answer's LaTeX, plain line and Markdown with it; the tutor shows it. Pure (no React, no engine import): the caller
 * passes its i18next translate function, bound to the language.
 *
 * Each part's sentence is `math:answers.<key>`; its `{{param}}` placeholders are math: LaTeX in the LaTeX form
 * (`\text{máximo local en}\ \left(-1, 2\right)`), `$…$` in Markdown, the plain text in the plain line.
 */
import type { AnswerWords } from '@lemma/math';

/** i18next's `t` for one language: `(key, values) => string`. */
export type WordsTranslate = (key: string, values: Record<string, string>) => string;

/** An answer in words in three forms: LaTeX (display math), plain text, and Markdown with `$…$` math. */
export interface RenderedAnswerWords {
  latex: string;
  text: string;
  markdown: string;
}

type Piece = { text: string } | { param: string };

const OPEN = '\u0001';
const CLOSE = '\u0002';
const MARK = /\u0001(\w+)\u0002/g;

/** The i18n key of a part's sentence. */
export const answerWordsKey = (key: string): string => `math:answers.${key}`;

/** One part's translated sentence as text pieces and param pieces, or null when the translation is missing. */
function pieces(w: AnswerWords, translate: WordsTranslate): Piece[] | null {
  const names = Object.keys(w.params ?? {});
  const key = answerWordsKey(w.key);
  const s = translate(key, Object.fromEntries(names.map((n) => [n, `${OPEN}${n}${CLOSE}`])));
  if (typeof s !== 'string' || !s.trim() || s === key || s.endsWith(`answers.${w.key}`) || /\{\{\w+\}\}/.test(s)) return null;
  const out: Piece[] = [];
  let last = 0;
  for (const m of s.matchAll(MARK)) {
    if (m.index! > last) out.push({ text: s.slice(last, m.index) });
    if (!(m[1]! in (w.params ?? {}))) return null;
    out.push({ param: m[1]! });
    last = m.index! + m[0].length;
  }
  if (last < s.length) out.push({ text: s.slice(last) });
  return out;
}

/** Text for `\text{…}`: TeX specials escaped or dropped (translations are plain words). */
const texText = (s: string) => s.replace(/[\\$^~]/g, '').replace(/[{}%&#_]/g, (c) => `\\${c}`);

/** A text piece as LaTeX: `\text{…}` with its outer spaces as `\ ` (MathML trims spaces inside a text token). */
function textLatex(s: string): string {
  const core = s.trim();
  const lead = /^\s/.test(s) ? '\\ ' : '';
  const tail = /\s$/.test(s) ? '\\ ' : '';
  return `${lead}${core ? `\\text{${texText(core)}}` : ''}${tail}`;
}

/** Markdown text: characters Markdown would read as markup are escaped. */
const mdText = (s: string) => s.replace(/[\\`*_$[\]<>]/g, (c) => `\\${c}`);

/**
 * Renders the parts (joined by `;`) in the language `translate` is bound to.
 * @returns the LaTeX, plain text and Markdown, or null when any part has no translation nor English text (the caller
 *   then shows the answer's own LaTeX)
 */
export function renderAnswerWords(words: readonly AnswerWords[], translate: WordsTranslate): RenderedAnswerWords | null {
  if (!words.length) return null;
  const latex: string[] = [];
  const text: string[] = [];
  const markdown: string[] = [];
  for (const w of words) {
    const ps = pieces(w, translate);
    if (!ps) return null;
    const param = (p: string) => w.params![p]!;
    latex.push(ps.map((p) => ('text' in p ? textLatex(p.text) : param(p.param))).join(''));
    text.push(ps.map((p) => ('text' in p ? p.text : (w.paramsText?.[p.param] ?? param(p.param)))).join(''));
    markdown.push(ps.map((p) => ('text' in p ? mdText(p.text) : `$${param(p.param)}$`)).join(''));
  }
  return { latex: latex.join(';\\quad '), text: text.join('; '), markdown: markdown.join('; ') };
}
