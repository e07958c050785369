/**
 * The full math renderer, loaded on first need by ./MathView.tsx: formulas outside the MathML
 * converter's subset are typeset statically with MathLive's markup converter (`mathlive/ssr`, no
 * editor, KaTeX fonts), Markdown beyond plain paragraphs with `marked`; the HTML is sanitized with
 * DOMPurify.
 */
import { useMemo } from 'react';
import { convertLatexToMarkup } from 'mathlive/ssr';
import { marked } from 'marked';
import DOMPurify from 'dompurify';
import 'mathlive/fonts.css';
import 'mathlive/static.css';
import { latexToMathml } from './mathml';

function latexToHtml(latex: string, display: boolean): string {
  try {
    return convertLatexToMarkup(latex, { defaultMode: display ? 'math' : 'inline-math' } as never);
  } catch {
    return `<code>${latex.replace(/[<&>]/g, (c) => ({ '<': '&lt;', '&': '&amp;', '>': '&gt;' })[c]!)}</code>`;
  }
}

/** One LaTeX formula through MathLive. */
export function MathLiveText({ latex, display = false, className }: { latex: string; display?: boolean; className?: string }) {
  const html = useMemo(() => DOMPurify.sanitize(latexToHtml(latex, display)), [latex, display]);
  const Tag = display ? 'div' : 'span';
  return (
    <Tag
      className={`lemma-math ${display ? 'lemma-math-display' : ''} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Markdown with `$…$` and `$$…$$` math through marked; each formula as MathML when it can be, else MathLive. */
export function MarkdownFull({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => {
    const parts: string[] = [];
    const math = (tex: string, display: boolean) => latexToMathml(tex, display) ?? latexToHtml(tex, display);
    const withTokens = text
      .replace(
        /\$\$([\s\S]+?)\$\$/g,
        (_m, tex: string) => `\u0000${parts.push(`<div class="lemma-math-display">${math(tex.trim(), true)}</div>`) - 1}\u0000`,
      )
      .replace(/\$([^$\n]+?)\$/g, (_m, tex: string) => `\u0000${parts.push(math(tex.trim(), false)) - 1}\u0000`);
    const md = marked.parse(withTokens, { async: false, gfm: true, breaks: false }) as string;
    return DOMPurify.sanitize(md.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => parts[Number(i)]!));
  }, [text]);
  return <div className={`lemma-markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
