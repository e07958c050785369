/**
 * Typeset math and Markdown-with-math, rendered statically with MathLive's markup converter
 * (`mathlive/ssr`, no editor) and `marked`, sanitized with DOMPurify; and the solution-step list
 * that Ask, the calculator and the tutor share. Loaded lazily through `sdk/math-render.ts`.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@blueprintjs/core';
import { stepParams } from './stepParams';
import { convertLatexToMarkup } from 'mathlive/ssr';
import { marked } from 'marked';
import DOMPurify from 'dompurify';
import 'mathlive/fonts.css';
import 'mathlive/static.css';

function latexToHtml(latex: string, display: boolean): string {
  try {
    return convertLatexToMarkup(latex, { defaultMode: display ? 'math' : 'inline-math' } as never);
  } catch {
    return `<code>${latex.replace(/[<&>]/g, (c) => ({ '<': '&lt;', '&': '&amp;', '>': '&gt;' })[c]!)}</code>`;
  }
}

/** One LaTeX formula. */
export function MathText({ latex, display = false, className }: { latex: string; display?: boolean; className?: string }) {
  const html = useMemo(() => DOMPurify.sanitize(latexToHtml(latex, display)), [latex, display]);
  const Tag = display ? 'div' : 'span';
  return (
    <Tag
      className={`lemma-math ${display ? 'lemma-math-display' : ''} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Markdown with `$…$` and `$$…$$` math. */
export function MarkdownMath({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => {
    const parts: string[] = [];
    const withTokens = text
      .replace(
        /\$\$([\s\S]+?)\$\$/g,
        (_m, tex: string) =>
          `\u0000${parts.push(`<div class="lemma-math-display">${latexToHtml(tex.trim(), true)}</div>`) - 1}\u0000`,
      )
      .replace(/\$([^$\n]+?)\$/g, (_m, tex: string) => `\u0000${parts.push(latexToHtml(tex.trim(), false)) - 1}\u0000`);
    const md = marked.parse(withTokens, { async: false, gfm: true, breaks: false }) as string;
    return DOMPurify.sanitize(md.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => parts[Number(i)]!));
  }, [text]);
  return <div className={`lemma-markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export interface StepView {
  rule: string;
  before: string;
  after: string;
  params?: Record<string, string>;
}

/** One numbered step: the rule's sentence (translated as `math:rules.<id>`) and before ⟹ after. */
export function StepItem({ step, index }: { step: StepView; index: number }) {
  const { t } = useTranslation('math');
  return (
    <li className="lemma-step">
      <div className="lemma-step-head">
        <span className="lemma-step-num">{index + 1}</span>
        <MarkdownMath
          text={t(`rules.${step.rule}`, { ...stepParams(step.params), defaultValue: step.rule })}
          className="lemma-step-text"
        />
      </div>
      <div className="lemma-step-math">
        <MathText latex={step.before} />
        <Icon icon="arrow-right" className="lemma-step-arrow" />
        <MathText latex={step.after} />
      </div>
    </li>
  );
}

export function StepList({ steps }: { steps: readonly StepView[] }) {
  return (
    <ol className="lemma-steps">
      {steps.map((s, i) => (
        <StepItem key={i} step={s} index={i} />
      ))}
    </ol>
  );
}
