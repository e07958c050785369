/**
 * The tutor wizard (§4 wizard panels): two panels side by side — left the context (the problem and
 * its knowledge points, or the step before), right the panel being worked — and the control click
 * ("Continue") that follows the tutor cycle. On phones only the right panel shows.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, InputGroup, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { MarkdownMath, MathText, renderAnswerWords, stepParams } from '@lemma/sdk';
import type { TutorOption } from '../shared/contract';
import type { Feedback, Panel, TutorStore } from '../state/TutorStore';

const Tex = ({ latex, display }: { latex: string; display?: boolean }) => (
  <Suspense fallback={<code>{latex}</code>}>
    <MathText latex={latex} display={display} />
  </Suspense>
);

const Md = ({ text, className }: { text: string; className?: string }) => (
  <Suspense fallback={<span>{text}</span>}>
    <MarkdownMath text={text} className={className} />
  </Suspense>
);

/** A list of options; answered ones show right (green) and tried-wrong ones (red). */
function Options({
  options,
  answered,
  feedback,
  disabled,
  onPick,
  label,
}: {
  options: TutorOption[];
  answered: number | null;
  feedback?: Feedback;
  disabled: boolean;
  onPick: (i: number) => void;
  label: string;
}) {
  const { t } = useTranslation(['tutor', 'math']);
  return (
    <div className="lemma-tutor-options" role="group" aria-label={label}>
      {options.map((o, i) => {
        const isRight = answered !== null && o.correct;
        const isWrong = feedback?.wrong.includes(i) ?? false;
        return (
          <Button
            key={i}
            className="lemma-tutor-option"
            variant="outlined"
            alignText="start"
            fill
            intent={isRight ? 'success' : isWrong ? 'danger' : 'none'}
            icon={isRight ? 'tick-circle' : isWrong ? 'cross-circle' : 'circle'}
            disabled={disabled || answered !== null || isWrong}
            aria-pressed={isRight || isWrong}
            data-correct={isRight ? 'true' : undefined}
            data-latex={o.latex}
            onClick={() => onPick(i)}
          >
            {o.latex !== undefined ? <Tex latex={o.latex} /> : t(o.labelKey!)}
          </Button>
        );
      })}
    </div>
  );
}

const ProblemPanel = observer(function ProblemPanel({ store }: { store: TutorStore }) {
  const { t } = useTranslation(['tutor', 'math', 'common']);
  const s = store.session!;
  return (
    <Card className="lemma-tutor-card" data-panel="problem">
      <h3>{t('problem')}</h3>
      {s.newTutorProblem ? (
        <Tex latex={s.newTutorProblem.latex} display />
      ) : (
        <p className="lemma-tutor-question-text">{s.sessionInputs[0]?.content ?? s.name}</p>
      )}
      {s.newTutorKnowledge.length ? (
        <>
          <h4>{t('knowledge')}</h4>
          <ul className="lemma-tutor-knowledge">
            {s.newTutorKnowledge.map((k) => (
              <li key={k.id}>
                <strong>{t(`math:knowledge.${k.id}`)}</strong>{' '}
                <Tag minimal title={t('gradeLevel', { grade: k.grade })}>
                  {t(`common:grades.${k.grade}`)}
                </Tag>
                <Md text={t(`math:rules.${k.rule}`, { ...stepParams(k.params), defaultValue: k.rule })} className="lemma-muted" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
});

const BasePanel = observer(function BasePanel({ store }: { store: TutorStore }) {
  const { t } = useTranslation('tutor');
  const s = store.session!;
  const answered = store.baseAnswered;
  return (
    <Card className="lemma-tutor-card" data-panel="base">
      <h3>{t('baseQuiz.title')}</h3>
      <p className="lemma-muted">{t('baseQuiz.intro')}</p>
      {s.newTutorBaseQuiz.map((q, i) => {
        if (i > answered) return null;
        const fb = store.baseFeedback.get(i);
        const done = i < answered;
        return (
          <div key={i} className="lemma-tutor-question" data-question={q.kind}>
            <p className="lemma-tutor-question-text">{t(`baseQuiz.${q.kind}`)}</p>
            <Options
              options={q.optionList}
              answered={done ? q.optionList.findIndex((o) => o.correct) : null}
              feedback={fb}
              disabled={!!fb?.busy || store.wizard.error}
              label={t(`baseQuiz.${q.kind}`)}
              onPick={(idx) => void store.answerBase(i, idx)}
            />
            {done && fb?.correct ? (
              <Callout intent="success" icon="tick" compact>
                {t('step.correct')}
              </Callout>
            ) : null}
            {!done && fb?.whyKey ? (
              <Callout intent="warning" icon="lightbulb" compact>
                {t(fb.whyKey.replace(/^tutor:/, ''))}
              </Callout>
            ) : null}
          </div>
        );
      })}
    </Card>
  );
});

const StepPanel = observer(function StepPanel({ store, step }: { store: TutorStore; step: number }) {
  const { t } = useTranslation(['tutor', 'math']);
  const s = store.session!;
  const plan = s.newTutorSteps.find((x) => x.step === step)!;
  const entry = store.entry(step);
  const answered = store.answeredIndex(step);
  const fb = store.stepFeedback.get(step);
  const [hint, setHint] = useState(false);
  const [line, setLine] = useState('');
  const ruleText = t(`math:rules.${plan.rule}`, { ...stepParams(plan.params), defaultValue: plan.rule });
  const worked = store.isWorked(step);
  const submitLine = (e: FormEvent) => {
    e.preventDefault();
    if (line.trim()) void store.answerStep(step, { line: line.trim() });
  };
  return (
    <Card className="lemma-tutor-card" data-panel="step" data-step={step} aria-busy={fb?.busy ? true : undefined}>
      <div className="lemma-tutor-card-head">
        <h3>{t('stepOf', { step, total: s.newTutorTotalStep })}</h3>
        <Tag minimal intent="primary">
          {t(`math:knowledge.${plan.knowledgePoint}`)}
        </Tag>
      </div>
      <div className="lemma-tutor-line">
        <span className="lemma-muted">{t('step.weHave')}</span>
        <Tex latex={plan.before} display />
      </div>
      {!entry ? (
        <Spinner size={20} />
      ) : worked ? (
        <>
          <Callout icon="learning" compact>
            {t('step.worked')}
          </Callout>
          <Md text={ruleText} className="lemma-tutor-rule" />
          <Tex latex={plan.after} display />
        </>
      ) : (
        <>
          <p className="lemma-tutor-question-text">{t('step.question')}</p>
          <Options
            options={entry.optionList}
            answered={answered}
            feedback={fb}
            disabled={!!fb?.busy || store.wizard.error || s.newTutorIsFinished}
            label={t('step.question')}
            onPick={(i) => void store.answerStep(step, { optionIndex: i })}
          />
          {answered !== null ? (
            <Callout
              intent={entry.revealed ? 'warning' : 'success'}
              icon={entry.revealed ? 'eye-open' : 'tick'}
              className="lemma-tutor-feedback"
              data-feedback="answered"
            >
              <strong>
                {entry.revealed ? t('step.revealed') : fb?.verdict === 'progress' ? t('lines.progress') : t('step.correct')}
              </strong>
              <Md text={ruleText} className="lemma-tutor-rule" />
            </Callout>
          ) : (
            <>
              {fb?.whyKey ? (
                <Callout
                  intent="warning"
                  icon="lightbulb"
                  className="lemma-tutor-feedback"
                  data-feedback={fb.verdict ?? 'wrong-option'}
                >
                  <strong>{t(fb.whyKey.replace(/^tutor:/, ''))}</strong>
                  {fb.where && fb.verdict === 'wrong' ? (
                    <Md text={t(`lines.where.${fb.where.part}`, { term: fb.where.latex ? `$${fb.where.latex}$` : '' })} />
                  ) : null}
                  {fb.verdict !== 'no-progress' ? (
                    <div className="lemma-muted">{t('step.triesLeft', { count: store.triesLeft(step) })}</div>
                  ) : null}
                </Callout>
              ) : null}
              {hint ? (
                <Md text={ruleText} className="lemma-tutor-rule lemma-tutor-hint" />
              ) : (
                <Button variant="minimal" size="small" icon="lightbulb" text={t('step.hint')} onClick={() => setHint(true)} />
              )}
              <form className="lemma-tutor-typed" onSubmit={submitLine}>
                <label className="lemma-muted" htmlFor={`tutor-line-${step}`}>
                  {t('lines.label')}
                </label>
                <InputGroup
                  id={`tutor-line-${step}`}
                  value={line}
                  placeholder={t('lines.placeholder')}
                  onChange={(e) => setLine(e.currentTarget.value)}
                  maxLength={500}
                  disabled={!!fb?.busy}
                  rightElement={
                    <Button
                      type="submit"
                      variant="minimal"
                      icon="tick"
                      text={t('lines.check')}
                      disabled={!line.trim() || !!fb?.busy}
                    />
                  }
                />
              </form>
            </>
          )}
          <Picture store={store} step={step} />
        </>
      )}
    </Card>
  );
});

const Picture = observer(function Picture({ store, step }: { store: TutorStore; step: number }) {
  const { t } = useTranslation('tutor');
  const e = store.entry(step);
  if (!e) return null;
  if (e.relatedImageStatus === 'SUCCESS' && e.relatedImageUrl)
    return <img className="lemma-tutor-picture" src={e.relatedImageUrl} alt={t('picture.alt')} />;
  if (e.relatedImageStatus === 'PENDING')
    return (
      <div className="lemma-muted">
        <Spinner size={14} /> {t('picture.loading')}
      </div>
    );
  if (e.relatedImageStatus === 'ERROR') return <div className="lemma-muted">{t('picture.error')}</div>;
  return (
    <Button variant="minimal" size="small" icon="media" text={t('picture.show')} onClick={() => void store.requestImage(step)} />
  );
});

const AnswerPanel = observer(function AnswerPanel({ store, onPractise }: { store: TutorStore; onPractise: (q: string) => void }) {
  const { t } = useTranslation(['tutor', 'math']);
  const s = store.session!;
  // an answer in words (math/answerWords.ts) is shown in the reader's language, its params as math
  const words = s.newTutorAnswer?.words;
  const answerWordsLatex = words?.length ? (renderAnswerWords(words, (key, values) => t(key, values))?.latex ?? null) : null;
  const [finishing, setFinishing] = useState(false);
  const finish = async () => {
    setFinishing(true);
    await store.finish().catch(() => undefined);
    setFinishing(false);
  };
  return (
    <Card className="lemma-tutor-card" data-panel="answer">
      <h3>{t('answer.title')}</h3>
      {s.newTutorAnswer ? <Tex latex={answerWordsLatex ?? s.newTutorAnswer.latex} display /> : null}
      {s.newTutorAnswer?.check ? (
        <div className="lemma-tutor-check">
          <span className="lemma-muted">{t('answer.check')}</span> <Tex latex={s.newTutorAnswer.check} />
        </div>
      ) : null}
      {s.newTutorIsFinished ? (
        <>
          <Callout intent="success" icon="endorsed" data-feedback="finished">
            {t('answer.done')}
          </Callout>
          <Solution store={store} />
        </>
      ) : (
        <Button intent="primary" icon="flag" text={t('answer.finish')} loading={finishing} onClick={() => void finish()} />
      )}
      <div className="lemma-tutor-related">
        <h4>{t('related.title')}</h4>
        {store.related?.length ? (
          <div className="lemma-examples">
            {store.related.map((q) => (
              <Button key={q} size="small" variant="outlined" icon="play" text={q} onClick={() => onPractise(q)} />
            ))}
          </div>
        ) : store.relatedState === 'loading' ? (
          <span className="lemma-muted">
            <Spinner size={14} /> {t('related.loading')}
          </span>
        ) : store.relatedState === 'ready' ? (
          <span className="lemma-muted">{t('related.empty')}</span>
        ) : (
          <Button variant="outlined" icon="refresh" text={t('related.generate')} onClick={() => void store.generateRelated()} />
        )}
      </div>
    </Card>
  );
});

/** A finished lesson: every step with its answer (§4: all options answered, with the correct index). */
const Solution = observer(function Solution({ store }: { store: TutorStore }) {
  const { t } = useTranslation(['tutor', 'math']);
  const s = store.session!;
  return (
    <ol className="lemma-tutor-solution" aria-label={t('answer.finished')}>
      {s.newTutorSteps.map((p) => {
        const e = store.entry(p.step);
        const idx = store.answeredIndex(p.step);
        return (
          <li key={p.step} data-answered-step={p.step} data-correct-index={idx ?? undefined}>
            <Md text={t(`math:rules.${p.rule}`, { ...stepParams(p.params), defaultValue: p.rule })} />
            <div className="lemma-tutor-solution-line">
              <Tex
                latex={`${p.before} \\;\\Longrightarrow\\; ${idx !== null && e ? (e.optionList[idx]!.latex ?? p.after) : p.after}`}
              />
              {e?.revealed ? (
                <Tag minimal intent="warning">
                  {t('step.revealedShort')}
                </Tag>
              ) : (
                <Tag minimal intent="success" icon="tick" />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
});

const ErrorPanel = observer(function ErrorPanel({
  store,
  panel,
  onNew,
  onAsk,
}: {
  store: TutorStore;
  panel: Extract<Panel, { kind: 'error' }>;
  onNew: () => void;
  onAsk: () => void;
}) {
  const { t } = useTranslation('tutor');
  const exceeded = panel.status === 'EXCEED_MAX_ATTEMPTS';
  return (
    <Card className="lemma-tutor-card" data-panel="error">
      <Callout
        intent={panel.status === 'NOT_MATH_QUESTION' ? 'primary' : 'warning'}
        icon={panel.status === 'NOT_MATH_QUESTION' ? 'help' : 'warning-sign'}
        title={t(panel.messageKey.replace(/^tutor:/, ''))}
      >
        {panel.status !== 'NOT_MATH_QUESTION' ? <p>{t(`errors.${panel.status}`)}</p> : null}
        {!exceeded ? <p className="lemma-muted">{t('errors.noCharge')}</p> : null}
      </Callout>
      <div className="lemma-tutor-actions">
        {exceeded ? (
          <Button intent="primary" icon="eye-open" text={t('answer.showSolution')} onClick={() => void store.finish()} />
        ) : null}
        <Button intent={exceeded ? 'none' : 'primary'} icon="plus" text={t('errors.tryAnother')} onClick={onNew} />
        {panel.status !== 'NOT_MATH_QUESTION' ? (
          <Button variant="minimal" icon="chat" text={t('errors.askInstead')} onClick={onAsk} />
        ) : null}
      </div>
    </Card>
  );
});

function PanelView({
  store,
  panel,
  onNew,
  onAsk,
  onPractise,
}: {
  store: TutorStore;
  panel: Panel;
  onNew: () => void;
  onAsk: () => void;
  onPractise: (q: string) => void;
}) {
  switch (panel.kind) {
    case 'problem':
      return <ProblemPanel store={store} />;
    case 'base':
      return <BasePanel store={store} />;
    case 'step':
      return <StepPanel key={panel.step} store={store} step={panel.step} />;
    case 'answer':
      return <AnswerPanel store={store} onPractise={onPractise} />;
    case 'error':
      return <ErrorPanel store={store} panel={panel} onNew={onNew} onAsk={onAsk} />;
  }
}

export const Wizard = observer(function Wizard({
  store,
  compact,
  onNew,
  onAsk,
  onPractise,
  actions,
}: {
  store: TutorStore;
  compact?: boolean;
  onNew: () => void;
  onAsk: () => void;
  onPractise: (q: string) => void;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('tutor');
  const s = store.session!;
  const { left, right } = store.wizard;
  const [busy, setBusy] = useState(false);
  const same = left === right || compact;
  const next = async () => {
    setBusy(true);
    await store.next().catch(() => undefined);
    setBusy(false);
  };
  return (
    <div className={`lemma-tutor-wizard ${compact ? 'is-compact' : ''}`} data-left={left} data-right={right}>
      <header className="lemma-tutor-head">
        <h2 title={s.name}>{s.name}</h2>
        {actions}
      </header>
      {s.newTutorTotalStep ? (
        <div className="lemma-tutor-progress" aria-label={t('progress')}>
          <ProgressBar value={store.progress} intent="success" stripes={false} animate={false} />
        </div>
      ) : null}
      <div className={`lemma-tutor-panels ${same ? 'is-single' : ''}`}>
        {!same ? (
          <section className="lemma-tutor-left" aria-label={t('problem')}>
            <PanelView store={store} panel={store.left} onNew={onNew} onAsk={onAsk} onPractise={onPractise} />
          </section>
        ) : null}
        <section className="lemma-tutor-right">
          <PanelView store={store} panel={store.right} onNew={onNew} onAsk={onAsk} onPractise={onPractise} />
        </section>
      </div>
      {store.right.kind !== 'answer' && store.right.kind !== 'error' ? (
        <footer className="lemma-tutor-foot">
          <Button
            intent="primary"
            size="large"
            rightIcon="arrow-right"
            text={t('continue')}
            disabled={!store.canContinue}
            loading={busy}
            onClick={() => void next()}
          />
        </footer>
      ) : null}
    </div>
  );
});
