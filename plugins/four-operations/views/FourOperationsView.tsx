/**
 * `/app/four-operations` and the `four-operations` workspace tile: one view that asks where it is
 * shown. On a page it is the full drill with the settings and best scores beside it; in a tile, the
 * compact drill only (its toolbar has "new round"). Both play the same round (the plugin's store).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { H2 } from '@blueprintjs/core';
import { useService, useViewContext } from '@lemma/sdk';
import { IFourOperations } from '../tokens';
import { Drill } from '../components/Drill';
import { DrillSettings } from '../components/DrillSettings';
import { BestScores } from '../components/BestScores';
import '../components/four-operations.css';

// #region guide:view
export default observer(function FourOperationsView() {
  const { t } = useTranslation('four-operations');
  const store = useService(IFourOperations);
  const view = useViewContext(); // { kind: 'page', route } or { kind: 'tile', panelId }
  useEffect(() => void store.loadBests(), [store]);

  if (view?.kind === 'tile') {
    return (
      <div className="lemma-panel-pad fo-tile">
        <Drill store={store} compact />
      </div>
    );
  }
  return (
    <div className="lemma-page fo-page">
      <H2>{t('title')}</H2>
      <p className="lemma-muted">{t('intro')}</p>
      <div className="fo-layout">
        <Drill store={store} />
        <aside className="fo-side">
          <DrillSettings store={store} />
          <BestScores store={store} />
        </aside>
      </div>
    </div>
  );
});
// #endregion
