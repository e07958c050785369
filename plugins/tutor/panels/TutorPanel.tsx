/** The tutor as a workspace tile: the same lesson as the page, compact (one panel at a time). */
import { observer } from 'mobx-react-lite';
import { useService } from '@lemma/sdk';
import { ITutor } from '../tokens';
import { TutorView } from '../components/TutorView';

export default observer(function TutorPanel() {
  const store = useService(ITutor);
  return (
    <div className="lemma-panel-pad lemma-tutor-tile">
      <TutorView store={store} compact onOpen={(u) => void store.open(u)} onClose={() => store.close()} />
    </div>
  );
});
