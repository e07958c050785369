/** The public page of a shared session (`/share/:uuid`): read-only, no login needed. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { IApi, II18n, useService } from '@lemma/sdk';
import type { SessionDetail } from '../shared/contract';
import { AnswerView } from '../components/AnswerView';

export default function SharePage() {
  const { t } = useTranslation('ask');
  const api = useService(IApi);
  const i18n = useService(II18n);
  const { uuid } = useParams();
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'missing'; session?: SessionDetail }>({ status: 'loading' });
  useEffect(() => {
    // The steps' sentences: fetched beside the session rather than after it (the first paint waits for both).
    void i18n.loadNamespace('math');
    api
      .get<SessionDetail>(`/open-api/shared-session/uuid/${uuid}`, { silent: true })
      .then((session) => setState({ status: 'ready', session }))
      .catch(() => setState({ status: 'missing' }));
  }, [api, i18n, uuid]);
  return (
    <div className="lemma-share">
      <header className="lemma-share-head">
        <Link to="/" className="lemma-brand">
          Lemma
        </Link>
        <Link to="/app/ask">
          <Button intent="primary" text={t('share.tryIt')} />
        </Link>
      </header>
      <main className="lemma-page lemma-share-body">
        {state.status === 'loading' ? <Spinner /> : null}
        {state.status === 'missing' ? (
          <NonIdealState icon="lock" title={t('share.missingTitle')} description={t('share.missingText')} />
        ) : null}
        {state.session ? (
          <>
            <h1 className="lemma-share-title">{state.session.name}</h1>
            {state.session.sessionInputs.map((input, i) => (
              <AnswerView key={input.id} input={input} isLast={i === state.session!.sessionInputs.length - 1} readOnly />
            ))}
          </>
        ) : null}
      </main>
    </div>
  );
}
