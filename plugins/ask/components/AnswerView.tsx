/** One question and its answer: live steps while it is written, then method, steps, final answer, actions. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Collapse, Icon, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { Suspense } from 'react';
import {
  describeAnswerGraph,
  IApi,
  IDialogs,
  IPlugins,
  IToasts,
  IUser,
  MarkdownMath,
  MathText,
  StepList,
  useService,
  useViewContext,
} from '@lemma/sdk';
import type { SessionInputDto } from '../shared/contract';
import { IAsk } from '../tokens';
import { hasProse, proseWithLatex } from './questionMath';

/** LaTeX from the formula editor (a command like \\frac, or braces after ^ or _), not prose (./questionMath.ts). */
export function isLatex(text: string): boolean {
  return (
    !/\$/.test(text) &&
    (/\\[a-zA-Z]+/.test(text) || /[\^_]\{/.test(text)) &&
    !/[a-zA-Z]{4,}\s+[a-zA-Z]{4,}/.test(text.replace(/\\[a-zA-Z]+/g, '')) &&
    !hasProse(text)
  );
}

/** A question as typed: formula-editor LaTeX drawn as a formula, prose with its LaTeX pieces (matrices…) as inline math. */
function QuestionText({ text }: { text: string }) {
  return isLatex(text) ? <MathText latex={text} /> : <MarkdownMath text={proseWithLatex(text)} />;
}

export const AnswerView = observer(function AnswerView({
  input,
  onAsk,
  isLast,
  readOnly = false,
}: {
  input: SessionInputDto;
  onAsk?: (q: string) => void;
  isLast: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('ask');
  const store = useService(IAsk);
  const toasts = useService(IToasts);
  const plugins = useService(IPlugins);
  const api = useService(IApi);
  const user = useService(IUser);
  const dialogs = useService(IDialogs);
  const view = useViewContext();
  const [open, setOpen] = useState(true);
  const out = input.output;
  const live = store.liveSteps.get(input.id) ?? [];
  const liveText = store.liveText.get(input.id);
  const working = input.status === 'PENDING' || input.status === 'GENERATING';
  const canPlot = !!plugins.command('graph:plot') && !!out?.desmosFunction.length;

  /** §6: copying counts against the daily COPY limit; a locked copy opens the member-function lock dialog. */
  async function copy() {
    const r = await api
      .post<{ allowed: boolean }>('/daily-member-func-usage/increase', { func: 'COPY', source: 'ASK' })
      .catch(() => null);
    void user.loadInfo();
    if (!r?.allowed) return dialogs.open('member-function-lock', { type: 'COPY' });
    await navigator.clipboard?.writeText(out?.finalAnswerText ?? out?.content ?? '').catch(() => {});
    toasts.success(t('copied'));
  }

  return (
    <Suspense fallback={<Spinner size={20} />}>
      <section className="lemma-qa" aria-busy={working}>
        <div className="lemma-question" data-testid="question">
          <Icon icon="chat" />
          {/* A question typed in the formula editor is LaTeX: typeset it; text questions may contain $…$ math. */}
          <QuestionText text={input.content} />
        </div>
        {working ? (
          <Card className="lemma-answer lemma-answer-working" data-testid="answer-working">
            <div className="lemma-working-row">
              <Spinner size={18} />
              <span>{input.status === 'PENDING' ? t('status.pending') : t('status.generating')}</span>
            </div>
            {liveText ? <MarkdownMath text={liveText} className="lemma-live-text" /> : null}
            {live.length ? <StepList steps={live} /> : null}
          </Card>
        ) : input.status === 'ERROR' || input.status === 'CANCELLED' ? (
          <Callout intent="danger" icon="error" title={t('status.errorTitle')} className="lemma-answer">
            <p>{t('status.errorText')}</p>
            {isLast && !readOnly ? (
              <Button icon="refresh" text={t('actions.retry')} onClick={() => void store.regenerate()} />
            ) : null}
          </Callout>
        ) : input.status === 'NOT_UNDERSTOOD' && out ? (
          <Callout
            intent="warning"
            icon="help"
            title={t('status.notUnderstoodTitle')}
            className="lemma-answer"
            data-testid="answer-not-understood"
          >
            <MarkdownMath text={out.content} />
          </Callout>
        ) : out ? (
          <Card className="lemma-answer" data-testid="answer">
            <header className="lemma-answer-head">
              <strong>{t(`answer.method.${out.task ?? 'calculate'}`, { defaultValue: out.task ?? '' })}</strong>
              {out.verified ? (
                <Tooltip content={t('verifiedHint')}>
                  <Tag intent="success" minimal icon="tick-circle">
                    {t('verified')}
                  </Tag>
                </Tooltip>
              ) : (
                <Tag intent="warning" minimal icon="warning-sign">
                  {t('unverified')}
                </Tag>
              )}
              {!out.exact ? (
                <Tag minimal icon="numerical">
                  {t('approximate')}
                </Tag>
              ) : null}
            </header>
            {out.provider === 'llm' || out.provider === 'client' ? (
              <MarkdownMath text={out.content} className="lemma-llm-content" />
            ) : null}
            {out.provider === 'symbolic+llm-read' ? (
              // the server's translated note: how the language model restated the question the engine then solved
              <Callout compact icon="translate" className="lemma-read-with-llm">
                <MarkdownMath text={out.content.split('\n\n')[0]!.replace(/^>\s*/, '')} />
              </Callout>
            ) : null}
            {out.steps.length ? (
              <>
                <Button
                  variant="minimal"
                  size="small"
                  icon={open ? 'chevron-down' : 'chevron-right'}
                  text={t('steps', { count: out.steps.length })}
                  onClick={() => setOpen((o) => !o)}
                  aria-expanded={open}
                />
                <Collapse isOpen={open}>
                  <StepList steps={out.steps} />
                </Collapse>
              </>
            ) : null}
            <AnswerPicture
              outputId={out.id}
              status={out.relatedImageStatus}
              url={out.relatedImageUrl}
              readOnly={readOnly}
              graph={out.desmosFunction}
            />
            <div className="lemma-final" data-testid="final-answer" data-answer={out.finalAnswerText ?? ''}>
              <span className="lemma-final-label">{t('finalAnswer')}</span>
              {out.finalAnswer ? <MathText latex={out.finalAnswer} display /> : <span>{out.finalAnswerText}</span>}
            </div>
            {out.alternateForms?.length ? (
              <div className="lemma-alternate-forms" data-testid="alternate-forms">
                <span className="lemma-final-label">{t('alternateForms')}</span>
                {out.alternateForms.map((f) => (
                  <MathText key={f.latex} latex={f.latex} />
                ))}
              </div>
            ) : null}
            {!readOnly ? (
              <div className="lemma-answer-actions">
                <Button variant="minimal" icon="duplicate" text={t('actions.copy')} onClick={() => void copy()} />
                <Button
                  variant="minimal"
                  icon="thumbs-up"
                  aria-label={t('actions.good')}
                  active={out.outputFeedback === 1}
                  onClick={() => void store.feedback(out.id, out.outputFeedback === 1 ? 0 : 1)}
                />
                <Button
                  variant="minimal"
                  icon="thumbs-down"
                  aria-label={t('actions.bad')}
                  active={out.outputFeedback === -1}
                  onClick={() => void store.feedback(out.id, out.outputFeedback === -1 ? 0 : -1)}
                />
                {isLast ? (
                  <Button
                    variant="minimal"
                    icon="refresh"
                    text={t('actions.regenerate')}
                    onClick={() => void store.regenerate()}
                  />
                ) : null}
                {canPlot ? (
                  <Button
                    variant="minimal"
                    icon="timeline-line-chart"
                    text={t('actions.plot')}
                    onClick={() => void store.plot(out.desmosFunction, view)}
                  />
                ) : null}
              </div>
            ) : null}
            {out.relatedQuestions.length && onAsk ? (
              <div className="lemma-related">
                <span className="lemma-muted">{t('related')}</span>
                {out.relatedQuestions.map((q) => (
                  <Button key={q} size="small" variant="outlined" text={<QuestionText text={q} />} onClick={() => onAsk(q)} />
                ))}
              </div>
            ) : null}
          </Card>
        ) : null}
      </section>
    </Suspense>
  );
});

/**
 * An answer's related picture (the graph, or a number line): followed while PENDING, shown when drawn. When the
 * graph has more than functions (a direction or vector field, a region, labelled points: @lemma/sdk readAnswerGraph),
 * a caption says in words what it shows (`graph:spec.*`), for everyone and for screen readers.
 */
const AnswerPicture = observer(function AnswerPicture({
  outputId,
  status,
  url,
  readOnly,
  graph = [],
}: {
  outputId: number;
  status: string | null;
  url: string | null;
  readOnly?: boolean;
  graph?: readonly { expression: string }[];
}) {
  const { t } = useTranslation('ask');
  const { t: tg } = useTranslation('graph');
  const store = useService(IAsk);
  useEffect(() => {
    if (status === 'PENDING' && !readOnly) void store.followImage(outputId);
    // Follow once per output; the store updates the status it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outputId]);
  if (status !== 'SUCCESS' || !url) return null;
  // The size of the engine's graphs (math/pictures.ts): the space is kept while the picture loads; CSS scales it down.
  const img = (
    <img
      className="lemma-answer-picture"
      src={url}
      alt={t('picture.alt')}
      width={480}
      height={300}
      decoding="async"
      data-testid="answer-picture"
    />
  );
  if (!graph.some((g) => g.expression.trimStart().startsWith('{'))) return img;
  return (
    <figure className="lemma-answer-figure">
      {img}
      <figcaption className="lemma-muted" data-testid="answer-picture-caption">
        {describeAnswerGraph(graph, (k, p) => tg(k, p ?? {}))}
      </figcaption>
    </figure>
  );
});
