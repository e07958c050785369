/** One session of the sidebar's list: open it, or rename, favourite, delete it from its menu. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Icon, InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useService } from '@lemma/sdk';
import type { SessionSummary } from '../shared/contract';
import { IAsk } from '../tokens';

export default observer(function SessionRow({ s, active, onOpen }: { s: SessionSummary; active: boolean; onOpen: () => void }) {
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
