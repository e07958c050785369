/**
 * Ask (`/app/ask`, `/app/ask/:uuid`, and the root session view): a new question, or an open session
 * with every question and answer and a box for the next one. Share gives a public /share/{uuid} link.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { IApi, IDialogs, II18n, IToasts, IUser, useService } from '@lemma/sdk';
import { IAsk } from '../tokens';

// An open session's answers (cards, tooltips, collapsible steps) load with the session: a new question shows none (issue #13).
const AnswerView = lazy(() => import('../components/AnswerView').then((m) => ({ default: m.AnswerView })));
import { Composer } from '../components/Composer';
import { EXAMPLES } from './examples';

export default observer(function AskPage() {
  const { t } = useTranslation('ask');
  const store = useService(IAsk);
  const i18n = useService(II18n);
  const user = useService(IUser);
  const toasts = useService(IToasts);
  const api = useService(IApi);
  const dialogs = useService(IDialogs);
  const navigate = useNavigate();
  const { uuid } = useParams();
  const bottom = useRef<HTMLDivElement>(null);
  const current = store.current;

  useEffect(() => {
    if (uuid && store.current?.uuid !== uuid) void store.open(uuid);
    if (!uuid) store.closeCurrent();
  }, [uuid, store]);
  const count = current?.sessionInputs.length ?? 0;
  useEffect(() => {
    // Newer browsers return a promise from scrollIntoView: never return it as an effect cleanup.
    void bottom.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [count]);

  async function ask(q: string): Promise<boolean> {
    try {
      const r = await store.ask(q, {
        sessionUuid: uuid && current ? current.uuid : undefined,
        language: i18n.language,
        grade: user.info?.grade,
      });
      void user.loadBalance();
      if (!uuid) navigate(`/app/ask/${r.sessionUuid}`);
      return true;
    } catch {
      return false; // the API layer showed why (dialog, message); keep the text
    }
  }

  /** §6: one-click questions (examples, related questions) count as shortcuts, limited per day. */
  async function shortcut(q: string) {
    const r = await api
      .post<{ allowed: boolean }>('/daily-member-func-usage/increase', { func: 'SEND', source: 'ASK' })
      .catch(() => null);
    if (!r?.allowed) return dialogs.open('member-function-lock', { type: 'SEND' });
    await ask(q);
  }

  async function share() {
    if (!current) return;
    const path = await store.share(current.id, true);
    const url = `${window.location.origin}${i18n.path(path)}`;
    await navigator.clipboard?.writeText(url).catch(() => {});
    toasts.success(t('shared', { url }));
  }

  if (!uuid) {
    return (
      <div className="lemma-page lemma-ask-new">
        <H2 className="lemma-ask-title">{t('headline')}</H2>
        <p className="lemma-muted">{t('subline')}</p>
        <Composer onSubmit={ask} placeholder={t('composer.placeholder')} autoFocus />
        <div className="lemma-examples">
          <span className="lemma-muted">{t('examples')}</span>
          {EXAMPLES.map(({ question, mathml }) => (
            <Button key={question} size="small" variant="outlined" onClick={() => void shortcut(question)} aria-label={question}>
              <span className="lemma-math" dangerouslySetInnerHTML={{ __html: mathml }} />
            </Button>
          ))}
        </div>
      </div>
    );
  }

  if (store.currentState === 'loading' && !current) {
    return (
      <div className="lemma-page-spinner">
        <Spinner />
      </div>
    );
  }
  if (store.currentState === 'error' || !current) {
    return (
      <div className="lemma-page">
        <NonIdealState
          icon="search"
          title={t('notFound.title')}
          description={t('notFound.text')}
          action={<Button intent="primary" text={t('newQuestion')} onClick={() => navigate('/app/ask')} />}
        />
      </div>
    );
  }

  return (
    <div className="lemma-ask-session">
      <header className="lemma-ask-session-head">
        <h2 title={current.name}>{current.name}</h2>
        <div className="lemma-ask-session-actions">
          <Button
            variant="minimal"
            icon={current.favorite ? 'star' : 'star-empty'}
            aria-label={current.favorite ? t('sessions.unfavorite') : t('sessions.favorite')}
            onClick={() => void store.setFavorite(current.id, !current.favorite)}
          />
          <Button variant="minimal" icon="share" text={t('actions.share')} onClick={() => void share()} />
        </div>
      </header>
      {current.shared ? (
        <Callout icon="globe" className="lemma-ask-shared">
          {t('isShared')}{' '}
          <Button
            size="small"
            variant="minimal"
            text={t('actions.unshare')}
            onClick={() => void store.share(current.id, false)}
          />
        </Callout>
      ) : null}
      <div className="lemma-ask-thread">
        <Suspense fallback={<Spinner size={20} />}>
          {current.sessionInputs.map((input, i) => (
            <AnswerView
              key={input.id}
              input={input}
              isLast={i === current.sessionInputs.length - 1}
              onAsk={(q) => void shortcut(q)}
            />
          ))}
        </Suspense>
        <div ref={bottom} />
      </div>
      <div className="lemma-ask-bottom">
        <Composer onSubmit={ask} placeholder={t('composer.followUp')} />
      </div>
    </div>
  );
});
