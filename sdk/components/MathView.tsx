/**
 * Typeset math and Markdown-with-math (issue #13, first-visit weight). Formulas the MathML
 * converter knows (./mathml.ts: what the engine writes, Ask's examples, rule sentences) are drawn
 * by the browser at once, with no script or font to fetch; anything else — an unknown command,
 * Markdown beyond plain paragraphs — is rendered by MathLive and marked, loaded on first need
 * (./MathRender.tsx): render these inside <Suspense>. Also the solution-step list that Ask, the
 * calculator and the tutor share.
 */
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import arrowRight from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right';
import { SvgIcon } from './SvgIcon';
import { stepParams } from './stepParams';
import { inlineMathml, latexToMathml, simpleMarkdownToHtml } from './mathml';

const load = () => import('./MathRender');
const MathLiveText = lazy(() => load().then((m) => ({ default: m.MathLiveText })));
const MarkdownFull = lazy(() => load().then((m) => ({ default: m.MarkdownFull })));

/**
 * One LaTeX formula: MathML when the converter knows it, else MathLive's markup. An inline formula may wrap after its
 * top-level relations (./mathml.ts inlineMathml: a step's long formula ran off a phone's screen).
 */
export function MathText({ latex, display = false, className }: { latex: string; display?: boolean; className?: string }) {
  const html = useMemo(() => (display ? latexToMathml(latex, true) : inlineMathml(latex)), [latex, display]);
  if (html === null) return <MathLiveText latex={latex} display={display} className={className} />;
  const Tag = display ? 'div' : 'span';
  return (
    <Tag
      className={`lemma-math ${display ? 'lemma-math-display' : ''} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Markdown with `$…$` and `$$…$$` math: plain paragraphs at once, richer Markdown through marked. */
export function MarkdownMath({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => simpleMarkdownToHtml(text), [text]);
  if (html === null) return <MarkdownFull text={text} className={className} />;
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
        <SvgIcon name="arrow-right" paths={arrowRight} className="lemma-step-arrow" />
        <MathText latex={step.after} />
      </div>
    </li>
  );
}

/** Numbered solution steps. */
export function StepList({ steps }: { steps: readonly StepView[] }) {
  return (
    <ol className="lemma-steps">
      {steps.map((s, i) => (
        <StepItem key={i} step={s} index={i} />
      ))}
    </ol>
  );
}
