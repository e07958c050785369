/**
 * The question box: plain text (math as students type it) or a formula (MathLive with the §9
 * formula keyboard). Enter asks, Shift+Enter adds a line; the model picker says why MAX is off.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, HTMLSelect, Spinner, TextArea } from '@blueprintjs/core';
import { FormulaEditor, IUser, useService } from '@lemma/sdk';
import { MAX_QUESTION_LENGTH } from '../shared/contract';
import { IAsk } from '../tokens';

export const Composer = observer(function Composer({ onSubmit, placeholder, autoFocus }: { onSubmit: (text: string) => Promise<boolean>; placeholder: string; autoFocus?: boolean }) {
  const { t } = useTranslation(['ask', 'common']);
  const store = useService(IAsk);
  const user = useService(IUser);
  const [mode, setMode] = useState<'text' | 'formula'>('text');
  const [text, setText] = useState('');
  const [latex, setLatex] = useState('');
  const noMax = !!user.balance && user.balance.maxPlanCredit + user.balance.maxExtraCredit <= 0;
  const model = noMax ? 'PRO' : store.model;
  const current = (mode === 'text' ? text : latex).trim();

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!current || store.asking) return;
    const sent = current;
    if (await onSubmit(sent)) {
      // Clear only what was sent: the student may already be typing the next question.
      if (mode === 'text') setText((t) => (t.trim() === sent ? '' : t));
      else setLatex((l) => (l.trim() === sent ? '' : l));
    }
  }

  return (
    <form className="lemma-composer" onSubmit={submit}>
      {mode === 'text' ? (
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
      ) : (
        <Suspense fallback={<Spinner size={20} />}>
          <FormulaEditor value={latex} onChange={setLatex} onSubmit={() => void submit()} label={t('composer.label')} keyboardOpen autoFocus />
        </Suspense>
      )}
      <div className="lemma-composer-bar">
        <ButtonGroup variant="minimal">
          <Button size="small" icon="font" text={t('common:formula.textMode')} active={mode === 'text'} onClick={() => setMode('text')} />
          <Button size="small" icon="function" text={t('common:formula.formulaMode')} active={mode === 'formula'} onClick={() => setMode('formula')} />
        </ButtonGroup>
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
        {noMax ? <span className="lemma-muted lemma-composer-hint">{t('composer.noMax')}</span> : <span className="lemma-composer-hint" />}
        <Button type="submit" intent="primary" icon="send-message" text={t('composer.ask')} loading={store.asking} disabled={!current} />
      </div>
    </form>
  );
});
