/** The calculator history (§7): newest first, load more by 20, reopen, delete. */
import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { MathText } from '@lemma/sdk';
import type { CalculatorStore } from '../state/CalculatorStore';
import type { CalculatorEntry } from '../shared/contract';

export const HistoryList = observer(function HistoryList({
  store,
  onOpen,
}: {
  store: CalculatorStore;
  onOpen: (e: CalculatorEntry) => void;
}) {
  const { t } = useTranslation('calculator');
  useEffect(() => {
    void store.loadHistory(true);
  }, [store]);
  return (
    <section className="lemma-calc-history" aria-label={t('history.title')}>
      <H4>{t('history.title')}</H4>
      {store.historyLoading && !store.history.length ? <Spinner size={20} /> : null}
      {!store.historyLoading && !store.history.length ? <NonIdealState icon="history" description={t('history.empty')} /> : null}
      <ul className="lemma-calc-history-list">
        {store.history.map((e) => (
          <li key={e.id} data-testid="history-entry">
            <button type="button" className="lemma-calc-history-item" onClick={() => onOpen(e)} title={t('history.open')}>
              <span className="lemma-calc-history-model">{t(`models.${e.model}`)}</span>
              <Suspense fallback={<code>{e.input}</code>}>
                <MathText latex={e.input} />
                {e.simplifyResult ? (
                  <span className="lemma-muted">
                    {' '}
                    = <MathText latex={e.simplifyResult} />
                  </span>
                ) : null}
              </Suspense>
            </button>
            <Button
              variant="minimal"
              size="small"
              icon="trash"
              aria-label={t('history.delete')}
              onClick={() => void store.removeHistory(e.id)}
            />
          </li>
        ))}
      </ul>
      {store.historyHasMore ? (
        <Button
          variant="minimal"
          text={t('history.more')}
          loading={store.historyLoading}
          onClick={() => void store.loadHistory()}
        />
      ) : null}
    </section>
  );
});
