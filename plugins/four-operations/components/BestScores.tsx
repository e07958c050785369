/** The page's best scores: one row per choice of operations and level (kept by the server's job). */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card, H4, HTMLTable } from '@blueprintjs/core';
import type { DrillStore } from '../state/DrillStore';
import { LEVEL_MAX, LEVELS, SIGNS, operationsKey } from '../shared/drill';

/** The table of best scores, or a hint when there is none yet. */
export const BestScores = observer(function BestScores({ store }: { store: DrillStore }) {
  const { t } = useTranslation('four-operations');
  const rows = [...store.bests].sort(
    (a, b) =>
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || operationsKey(a.operations).localeCompare(operationsKey(b.operations)),
  );
  return (
    <Card className="fo-bests">
      <H4>{t('best.title')}</H4>
      {rows.length ? (
        <HTMLTable compact striped className="fo-bests-table" data-testid="fo-bests">
          <thead>
            <tr>
              <th>{t('best.operations')}</th>
              <th>{t('best.level')}</th>
              <th>{t('best.score')}</th>
              <th>{t('best.time')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={`${b.level}:${operationsKey(b.operations)}`}>
                <td dir="ltr" aria-label={b.operations.map((o) => t(`operations.${o}`)).join(', ')}>
                  {b.operations.map((o) => SIGNS[o]).join(' ')}
                </td>
                <td>{t(`levels.${b.level}`, { max: LEVEL_MAX[b.level] })}</td>
                <td dir="ltr">{`${b.correct} / ${b.total}`}</td>
                <td>{t('best.seconds', { seconds: Math.round(b.durationMs / 1000) })}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p className="lemma-muted">{t('best.empty')}</p>
      )}
    </Card>
  );
});
