/** `/app/calculator/...`: the calculator with its history; the mode is the route, a saved entry is `calculator/:id`. */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, H2 } from '@blueprintjs/core';
import { IPlugins, useRunCommand, useService } from '@lemma/sdk';
import { ICalculator } from '../tokens';
import { MODES, type Mode } from '../state/CalculatorStore';
import { CalculatorView } from '../components/CalculatorView';
import { HistoryList } from '../components/HistoryList';

export default observer(function CalculatorPage() {
  const { t } = useTranslation('calculator');
  const store = useService(ICalculator);
  const plugins = useService(IPlugins);
  const runCommand = useRunCommand();
  const navigate = useNavigate();
  const splat = useParams()['*'] ?? '';

  useEffect(() => {
    if (/^\d+$/.test(splat)) {
      void store.loadById(Number(splat)).then((ok) => !ok && navigate('/app/calculator/calculation', { replace: true }));
    } else if ((MODES as string[]).includes(splat)) {
      if (store.mode !== splat) store.setMode(splat as Mode);
    } else {
      navigate(`/app/calculator/${store.mode}`, { replace: true });
    }
  }, [splat, store, navigate]);

  const canPlot = !!plugins.command('graph:plot') && store.result.status === 'done';
  return (
    <div className="lemma-page lemma-calc-page">
      <H2>{t('title')}</H2>
      <div className="lemma-calc-layout">
        <CalculatorView
          store={store}
          onMode={(m) => navigate(`/app/calculator/${m}`)}
          resultActions={
            canPlot ? (
              <Button
                size="small"
                icon="timeline-line-chart"
                text={t('plot')}
                onClick={() => void runCommand('calculator:plot')}
              />
            ) : null
          }
        />
        <HistoryList store={store} onOpen={(e) => navigate(`/app/calculator/${e.id}`)} />
      </div>
    </div>
  );
});
