/**
 * The question box: plain text (math as students type it) or a formula (MathLive with the §9
 * formula keyboard). Enter asks, Shift+Enter adds a line; the model picker says why MAX is off.
 */
import { type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { InputModeSwitch, IUser, QuestionField, useQuestionInput, useService } from '@lemma/sdk';
// The zod-free module: the schemas of ../shared/contract are the server's business (issue #13).
import { MAX_QUESTION_LENGTH } from '@lemma/sdk/contract/sessionConstants';
import { IAsk } from '../tokens';

export const Composer = observer(function Composer({
  onSubmit,
  placeholder,
  autoFocus,
}: {
  onSubmit: (text: string) => Promise<boolean>;
  placeholder: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(['ask', 'common']);
  const store = useService(IAsk);
  const user = useService(IUser);
  const q = useQuestionInput();
  const noMax = !!user.balance && user.balance.maxPlanCredit + user.balance.maxExtraCredit <= 0;
  const model = noMax ? 'PRO' : store.model;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!q.current || store.asking) return;
    const sent = q.current;
    if (await onSubmit(sent)) q.clearSent(sent);
  }

  return (
    <form className="lemma-composer" onSubmit={submit}>
      <QuestionField
        q={q}
        label={t('composer.label')}
        placeholder={placeholder}
        maxLength={MAX_QUESTION_LENGTH}
        autoFocus={autoFocus}
        onSubmit={() => void submit()}
      />
      <div className="lemma-composer-bar">
        <InputModeSwitch q={q} />
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
        {noMax ? (
          <span className="lemma-muted lemma-composer-hint">{t('composer.noMax')}</span>
        ) : (
          <span className="lemma-composer-hint" />
        )}
        <Button
          type="submit"
          intent="primary"
          icon="send-message"
          text={t('composer.ask')}
          loading={store.asking}
          disabled={!q.current}
        />
      </div>
    </form>
  );
});
