/** `/app/tutor` (start a lesson) and `/app/tutor/:uuid` (a lesson, restored where the student left off). */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { useService } from '@lemma/sdk';
import { ITutor } from '../tokens';
import { TutorView } from '../components/TutorView';

export default observer(function TutorPage() {
  const store = useService(ITutor);
  const navigate = useNavigate();
  const { uuid } = useParams();
  useEffect(() => {
    if (uuid && store.session?.uuid !== uuid) void store.open(uuid);
    if (!uuid) store.close();
  }, [uuid, store]);
  return (
    <div className="lemma-page lemma-tutor-page">
      <TutorView
        store={store}
        onOpen={(u) => navigate(`/app/tutor/${u}`)}
        onClose={() => (store.close(), navigate('/app/tutor'))}
      />
    </div>
  );
});
