/** The question box: plain text (math as students type it), Enter to ask, Shift+Enter for a new line, and the model picker. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, HTMLSelect, TextArea } from '@blueprintjs/core';
import { IUser, useService } from '@lemma/sdk';
import { MAX_QUESTION_LENGTH } from '../shared/contract';
import { IAsk } from '../tokens';

export const Composer = observer(function Composer({ onSubmit, placeholder, autoFocus }: { onSubmit: (text: string) => Promise<boolean>; placeholder: string; autoFocus?: boolean }) {
  const { t } = useTranslation('ask');
  const store = useService(IAsk);
  const user = useService(IUser);
  const [text, setText] = useState('');
  const noMax = !!user.balance && user.balance.maxPlanCredit + user.balance.maxExtraCredit <= 0;
  const model = noMax ? 'PRO' : store.model;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const q = text.trim();
    if (!q || store.asking) return;
    if (await onSubmit(q)) setText('');
  }

  return (
    <form className="lemma-composer" onSubmit={submit}>
      <TextArea
        aria-label={t('composer.label')}
        placeholder={placeholder}
        value={text}
        maxLength={MAX_QUESTION_LENGTH}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
        autoResize
        fill
      />
      <div className="lemma-composer-bar">
        <HTMLSelect
          aria-label={t('composer.model')}
          value={model}
          disabled={noMax}
          title={noMax ? t('composer.noMax') : undefined}
          onChange={(e) => store.setModel(e.currentTarget.value as 'PRO' | 'MAX')}
          options={[
            { value: 'MAX', label: 'MAX' },
            { value: 'PRO', label: 'PRO' },
          ]}
        />
        {noMax ? <span className="lemma-muted lemma-composer-hint">{t('composer.noMax')}</span> : <span />}
        <Button type="submit" intent="primary" icon="send-message" text={t('composer.ask')} loading={store.asking} disabled={!text.trim()} />
      </div>
    </form>
  );
});
