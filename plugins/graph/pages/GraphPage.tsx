/** `/app/graph-calculator`: the graph calculator page. */
import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useService } from '@lemma/sdk';
import { IGraph } from '../tokens';
import { GraphView } from '../components/GraphView';

export default function GraphPage() {
  const { t } = useTranslation('graph');
  const store = useService(IGraph);
  return (
    <div className="lemma-page">
      <H2>{t('title')}</H2>
      <GraphView store={store} />
    </div>
  );
}
