/** The calculator as a workspace tile (compact; the plot action sits in the tile's toolbar). */
import { observer } from 'mobx-react-lite';
import { useService } from '@lemma/sdk';
import { ICalculator } from '../tokens';
import { CalculatorView } from '../components/CalculatorView';

export default observer(function CalculatorPanel() {
  const store = useService(ICalculator);
  return (
    <div className="lemma-panel-pad">
      <CalculatorView store={store} compact />
    </div>
  );
});
