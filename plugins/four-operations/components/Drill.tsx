/**
 * The drill itself: the start card, the problem being answered (with feedback, score and streak),
 * and the round's summary. The page shows it full size; the tile passes `compact`.
 */
import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Card, Icon, InputGroup, ProgressBar, Tag, type IconName, type Intent } from '@blueprintjs/core';
import type { DrillStore } from '../state/DrillStore';
import { LEVEL_MAX, SIGNS, problemText } from '../shared/drill';
import { RoundSummary } from './RoundSummary';

export interface DrillProps {
  store: DrillStore;
  /** The tile's smaller layout. */
  compact?: boolean;
}

/** What the next round will be, e.g. `+ −` and `Up to 10`. */
export const ChoiceLine = observer(function ChoiceLine({ store }: { store: DrillStore }) {
  const { t } = useTranslation('four-operations');
  return (
    <span className="fo-choice">
      <span dir="ltr" className="fo-signs" aria-label={store.operations.map((o) => t(`operations.${o}`)).join(', ')}>
        {store.operations.map((o) => SIGNS[o]).join(' ')}
      </span>
      <Tag minimal round>
        {t(`levels.${store.level}`, { max: LEVEL_MAX[store.level] })}
      </Tag>
    </span>
  );
});

const FEEDBACK_ICON: Record<string, [IconName, Intent]> = {
  correct: ['tick-circle', 'success'],
  wrong: ['cross-circle', 'danger'],
  invalid: ['info-sign', 'warning'],
};

/** Right, wrong (with the right answer) or "type a number", read out by screen readers as it changes. */
const FeedbackLine = observer(function FeedbackLine({ store }: { store: DrillStore }) {
  const { t } = useTranslation('four-operations');
  const f = store.feedback;
  return (
    <div className={`fo-feedback ${f ? `is-${f.kind}` : ''}`} role="status" aria-live="polite" data-testid="fo-feedback">
      {f ? (
        <>
          <Icon icon={FEEDBACK_ICON[f.kind]![0]} intent={FEEDBACK_ICON[f.kind]![1]} size={20} />
          <span>{t(`feedback.${f.kind}`)}</span>
          {f.kind !== 'invalid' ? (
            <span dir="ltr" className="fo-feedback-math">{`${problemText(f.problem)} = ${f.expected}`}</span>
          ) : null}
        </>
      ) : null}
    </div>
  );
});

/** Score, streak and progress of the round being played. */
const ScoreBar = observer(function ScoreBar({ store }: { store: DrillStore }) {
  const { t } = useTranslation('four-operations');
  const { correct, total } = store.score;
  return (
    <div className="fo-scorebar">
      <span className="fo-progress-text">
        {t('progress', { n: Math.min(total + 1, store.problems.length), total: store.problems.length })}
      </span>
      <span className="fo-stat" data-testid="fo-score">
        <Icon icon="star" intent="warning" /> {t('score')} <strong dir="ltr">{`${correct} / ${total}`}</strong>
      </span>
      <span className="fo-stat" data-testid="fo-streak">
        <Icon icon="flash" /> {t('streak')} <strong>{store.streak}</strong>
      </span>
    </div>
  );
});

// #region guide:keyboard
/** The problem and its answer box: Enter (or Check) submits, and the focus goes back to the box. */
const ProblemCard = observer(function ProblemCard({ store, compact }: DrillProps) {
  const { t } = useTranslation('four-operations');
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const p = store.current!;
  const submit = (e: React.SyntheticEvent) => {
    e.preventDefault(); // no page reload, and no second submit from the form for the same Enter
    store.submit();
    input.current?.focus();
  };
  return (
    <form className="fo-problem-form" onSubmit={submit}>
      <ScoreBar store={store} />
      <ProgressBar value={store.answers.length / store.problems.length} intent="primary" stripes={false} />
      <div className="fo-problem-row">
        <span id={problemId} className="fo-problem" dir="ltr" data-testid="fo-problem">{`${problemText(p)} =`}</span>
        <InputGroup
          inputRef={input}
          className="fo-answer"
          size={compact ? 'medium' : 'large'}
          value={store.input}
          onValueChange={(v) => store.setInput(v)}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          onKeyDown={(e) => e.key === 'Enter' && submit(e)}
          aria-label={t('answer')}
          aria-describedby={problemId}
        />
        <Button type="submit" intent="primary" size={compact ? 'medium' : 'large'} icon="tick" text={t('check')} />
      </div>
    </form>
  );
});
// #endregion

/** The round in whatever phase it is. */
export const Drill = observer(function Drill({ store, compact }: DrillProps) {
  const { t } = useTranslation('four-operations');
  return (
    <Card className={`fo-drill ${compact ? 'is-compact' : ''}`}>
      {store.phase === 'ready' ? (
        <div className="fo-start">
          <Icon icon="numerical" size={compact ? 32 : 48} className="fo-start-icon" />
          <p>{t('ready')}</p>
          <ChoiceLine store={store} />
          <Button intent="primary" size="large" icon="play" text={t('start')} onClick={() => store.start()} />
        </div>
      ) : null}
      {store.phase === 'playing' ? <ProblemCard store={store} compact={compact} /> : null}
      {store.phase !== 'ready' ? <FeedbackLine store={store} /> : null}
      {store.phase === 'done' ? <RoundSummary store={store} compact={compact} /> : null}
    </Card>
  );
});
