/**
 * The tutor promotion dialog (§2), opened by AI_TUTOR_TRIAL_LIMIT_HIT for a signed-in user whose free
 * lessons are used: what the tutor offers members, and the way to the plans (the subscription dialog).
 * Opening it records the promotion shown (§7 `POST /tutor-promotion/update`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { IApi, IDialogs, useService } from '@lemma/sdk';

export default function TutorPromotionDialog({ onClose, reason }: { onClose: () => void; reason?: string }) {
  const { t } = useTranslation('tutor');
  const api = useService(IApi);
  const dialogs = useService(IDialogs);
  useEffect(() => {
    void api.post('/tutor-promotion/update', { tutorPromotionType: 'SUBSCRIPTION' }, { silent: true }).catch(() => undefined);
  }, [api]);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('promotion.title')}
      icon="learning"
      className="lemma-dialog"
      data-testid="tutor-promotion"
    >
      <DialogBody>
        <p>{t('promotion.text')}</p>
        <ul>
          {(['steps', 'lines', 'practice'] as const).map((k) => (
            <li key={k}>{t(`promotion.benefits.${k}`)}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" text={t('promotion.later')} onClick={onClose} />
            <Button
              intent="primary"
              icon="crown"
              text={t('promotion.plans')}
              onClick={() => dialogs.open('subscription', { reason: reason ?? 'AI_TUTOR_TRIAL_LIMIT_HIT' })}
            />
          </>
        }
      />
    </Dialog>
  );
}
