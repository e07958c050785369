/**
 * The end of a round: the score (the server's once saved), time, best streak, a "new best" tag,
 * and the problems missed with their right answers — each one can be opened in the calculator when
 * that plugin is there (its `calculator:set` command, run by id: plugins never import each other).
 */
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Callout, H3, Icon, Tag } from '@blueprintjs/core';
import { IPlugins, useRunCommand, useService } from '@lemma/sdk';
import type { DrillStore } from '../state/DrillStore';
import { calculatorInput, problemText, type Answered } from '../shared/drill';

// #region guide:run-command
/** "Show in the calculator" for one problem: the calculator tile from a tile, its page from a page. */
function CalculatorButton({ problem }: { problem: Answered }) {
  const { t } = useTranslation('four-operations');
  const plugins = useService(IPlugins);
  const runCommand = useRunCommand(); // passes this view (page or tile) as the command's ctx.from
  if (!plugins.command('calculator:set')) return null; // the calculator plugin is off or absent
  return (
    <Button
      variant="minimal"
      size="small"
      icon="calculator"
      aria-label={t('summary.calculator')}
      title={t('summary.calculator')}
      onClick={() => void runCommand('calculator:set', { input: calculatorInput(problem) })}
    />
  );
}
// #endregion

/** The finished round (`compact` in a tile). */
export const RoundSummary = observer(function RoundSummary({ store, compact }: { store: DrillStore; compact?: boolean }) {
  const { t } = useTranslation('four-operations');
  const local = store.score;
  const saved = store.save.status === 'saved' ? store.save.round : null;
  const correct = saved?.correct ?? local.correct;
  const total = saved?.total ?? local.total;
  // The focus leaves the answer box, which is gone, for the title (not for "Play again": the Enter
  // that answered the last problem would press it).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="fo-summary" data-testid="fo-summary">
      <H3 className="fo-summary-title" ref={title} tabIndex={-1}>
        <Icon icon={correct === total ? 'star' : 'tick-circle'} intent={correct === total ? 'warning' : 'success'} size={24} />{' '}
        {t('summary.title')}
      </H3>
      <div className="fo-summary-score" data-testid="fo-summary-score">
        {t('summary.score', { correct, total })}
        {store.isNewBest ? (
          <Tag intent="success" round icon="trophy">
            {t('summary.newBest')}
          </Tag>
        ) : null}
      </div>
      <div className="fo-summary-facts lemma-muted">
        <span>{t('summary.time', { seconds: Math.round(store.durationMs / 1000) })}</span>
        <span>{t('summary.bestStreak', { streak: store.bestStreak })}</span>
        <span aria-live="polite">
          {store.save.status === 'saving' ? t('summary.saving') : store.save.status === 'saved' ? t('summary.saved') : null}
        </span>
      </div>
      {store.save.status === 'error' ? (
        <Callout intent="warning" icon="offline">
          {t('summary.notSaved')}
        </Callout>
      ) : null}
      {local.missed.length ? (
        <div className="fo-missed">
          <div className="fo-missed-title">{t('summary.missed')}</div>
          <ul>
            {local.missed.map((p, i) => (
              <li key={i} data-testid="fo-missed">
                <span dir="ltr" className="fo-missed-math">{`${problemText(p)} = ${p.expected}`}</span>
                <span className="lemma-muted">{t('summary.yourAnswer', { answer: p.answer })}</span>
                <CalculatorButton problem={p} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="fo-perfect">{t('summary.perfect')}</p>
      )}
      <div className="fo-summary-actions">
        <Button
          intent="primary"
          size={compact ? 'medium' : 'large'}
          icon="repeat"
          text={t('summary.again')}
          onClick={() => store.start()}
        />
      </div>
    </div>
  );
});
