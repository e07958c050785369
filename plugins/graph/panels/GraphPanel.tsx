/** The graph as a workspace tile. */
import { useService } from '@lemma/sdk';
import { IGraph } from '../tokens';
import { GraphView } from '../components/GraphView';

export default function GraphPanel() {
  return (
    <div className="lemma-panel-pad">
      <GraphView store={useService(IGraph)} compact />
    </div>
  );
}
