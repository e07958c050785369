/** The sidebar's session list (§9 date groups, load more by 20, rename, delete, favorites filter). */
import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Classes, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { IAuth, II18n, useService } from '@lemma/sdk';
import { groupByAge } from '../shared/dateGroups';
import { IAsk } from '../tokens';

// A row's menu (rename, favourite, delete) needs Blueprint's popover: the rows load once there are sessions (issue #13).
const Row = lazy(() => import('./SessionRow'));

export default observer(function SessionList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('ask');
  const store = useService(IAsk);
  const auth = useService(IAuth);
  const i18n = useService(II18n);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (auth.isLoggedIn) void store.loadSessions(true, i18n.language);
  }, [auth.isLoggedIn, auth.claims?.userId, store, i18n.language]);
  const groups = groupByAge(store.sessions);
  return (
    <div className="lemma-sessions" aria-label={t('sessions.title')}>
      <div className="lemma-menu-title lemma-sessions-head">
        <span>{t('sessions.title')}</span>
        <Switch
          className={Classes.TEXT_SMALL}
          checked={store.favoritesOnly}
          label={t('sessions.favoritesOnly')}
          onChange={(e) => store.setFavoritesOnly(e.currentTarget.checked)}
        />
      </div>
      <Button
        fill
        icon="plus"
        variant="outlined"
        alignText="start"
        text={t('newQuestion')}
        onClick={() => (store.closeCurrent(), navigate('/app/ask'), onNavigate?.())}
      />
      {store.listState === 'loading' && !store.sessions.length ? <Spinner size={20} className="lemma-sessions-spinner" /> : null}
      {store.listState === 'error' ? (
        <div className="lemma-sessions-empty">
          {t('sessions.loadFailed')}{' '}
          <Button size="small" variant="minimal" text={t('actions.retry')} onClick={() => void store.loadSessions(true)} />
        </div>
      ) : null}
      {store.listState === 'ready' && !store.sessions.length ? (
        <NonIdealState
          className="lemma-sessions-empty"
          icon="chat"
          description={store.favoritesOnly ? t('sessions.noFavorites') : t('sessions.empty')}
        />
      ) : null}
      {groups.map((g) => (
        <div key={g.group} className="lemma-session-group" data-group={g.group}>
          <div className="lemma-session-group-title">{t(`groups.${g.group}`)}</div>
          <Suspense fallback={null}>
            {g.items.map((s) => (
              <Row
                key={s.id}
                s={s}
                active={pathname.endsWith(s.uuid)}
                onOpen={() => (navigate(`/app/${s.mode === 'NEW_TUTOR' ? 'tutor' : 'ask'}/${s.uuid}`), onNavigate?.())}
              />
            ))}
          </Suspense>
        </div>
      ))}
      {store.hasMore ? (
        <Button
          fill
          variant="minimal"
          text={t('sessions.loadMore')}
          loading={store.listState === 'loading'}
          onClick={() => void store.loadSessions(false, i18n.language)}
        />
      ) : null}
    </div>
  );
});
