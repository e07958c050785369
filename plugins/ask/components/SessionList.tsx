/** The sidebar's session list (§9 date groups, load more by 20, rename, delete, favorites filter). */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  Icon,
  Classes,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  PopoverNext,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { IAuth, II18n, useService } from '@lemma/sdk';
import { groupByAge } from '../shared/dateGroups';
import type { SessionSummary } from '../shared/contract';
import { IAsk } from '../tokens';

const Row = observer(function Row({ s, active, onOpen }: { s: SessionSummary; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation('ask');
  const store = useService(IAsk);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(s.name);
  if (editing) {
    return (
      <form
        className="lemma-session-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void store.rename(s.id, name.trim()).then(() => setEditing(false));
        }}
      >
        <InputGroup
          size="small"
          value={name}
          onValueChange={setName}
          autoFocus
          aria-label={t('sessions.rename')}
          onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
          onBlur={() => setEditing(false)}
        />
      </form>
    );
  }
  return (
    <div className={`lemma-session-row ${active ? 'is-active' : ''}`}>
      <button type="button" className="lemma-session-name" onClick={onOpen} title={s.name}>
        {s.favorite ? (
          <span className="lemma-star" aria-hidden>
            ★
          </span>
        ) : null}
        {s.mode === 'NEW_TUTOR' ? <Icon icon="learning" size={12} className="lemma-session-mode" aria-hidden /> : null}
        {s.name || t('sessions.untitled')}
      </button>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem icon="edit" text={t('sessions.rename')} onClick={() => setEditing(true)} />
            <MenuItem
              icon={s.favorite ? 'star' : 'star-empty'}
              text={s.favorite ? t('sessions.unfavorite') : t('sessions.favorite')}
              onClick={() => void store.setFavorite(s.id, !s.favorite)}
            />
            <MenuItem
              icon="trash"
              intent="danger"
              text={t('sessions.delete')}
              onClick={() => window.confirm(t('sessions.confirmDelete')) && void store.remove(s.id)}
            />
          </Menu>
        }
      >
        <Button variant="minimal" size="small" icon="more" aria-label={t('sessions.actions', { name: s.name })} />
      </PopoverNext>
    </div>
  );
});

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
          {g.items.map((s) => (
            <Row
              key={s.id}
              s={s}
              active={pathname.endsWith(s.uuid)}
              onOpen={() => (navigate(`/app/${s.mode === 'NEW_TUTOR' ? 'tutor' : 'ask'}/${s.uuid}`), onNavigate?.())}
            />
          ))}
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
