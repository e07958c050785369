/**
 * The subscription dialog (§2), opened by OUT_OF_BALANCE_CREDIT and the dialog-trigger causes of §8:
 * why it opened, and the §9 plans by period (default WEEKLY, §4). With the billing plugin on,
 * choosing a plan runs `billing:checkout`, the opening is recorded as a §7 dialog trigger, and a
 * user who may still take the free trial is offered it — and asked to confirm before leaving
 * without it (the free-trial confirm-exit dialog, §2).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_TRIGGERS, IApi, IAuth, IPlugins, useService } from '@lemma/sdk';
import { PlanPicker } from '@lemma/sdk/components/PlanPicker';

/** The plan a free trial starts (MEMBER weekly, §9 plan id 33). */
const TRIAL_PLAN_ID = 33;

interface Trigger {
  uuid: string;
  freeTrialAvailable: boolean;
  freeTrialDays: number;
}

export function SubscriptionDialog({ reason, onClose }: { reason?: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const plugins = useService(IPlugins);
  const api = useService(IApi);
  const auth = useService(IAuth);
  const [busy, setBusy] = useState<number | null>(null);
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [confirmExit, setConfirmExit] = useState(false);
  const canCheckout = !!plugins.command('billing:checkout');
  useEffect(() => {
    if (!canCheckout || auth.isGuest) return;
    const cause = (DIALOG_TRIGGERS as readonly string[]).includes(reason ?? '') ? reason! : 'OUT_OF_BALANCE';
    void api
      .post<Trigger>(`/subscription/dialog-trigger/create?triggerType=${cause}`, undefined, { silent: true })
      .then(setTrigger, () => setTrigger(null));
  }, [api, auth.isGuest, canCheckout, reason]);
  const choose = async (planId: number, freeTrial = false) => {
    setBusy(planId);
    try {
      await plugins.runCommand('billing:checkout', { planId, ...(freeTrial ? { freeTrial: true } : {}) });
    } catch {
      setBusy(null); // the API layer showed why
    }
  };
  const close = () => {
    if (trigger?.freeTrialAvailable && !confirmExit) {
      setConfirmExit(true);
      void api
        .post(
          `/subscription/dialog-trigger/update-trial-confirm-flag?uuid=${trigger.uuid}&triggerFreeTrialConfirmExitDialogFlag=true`,
          undefined,
          { silent: true },
        )
        .catch(() => undefined);
      return;
    }
    onClose();
  };
  return (
    <Dialog isOpen onClose={close} title={t('subscription.title')} icon="crown" className="lemma-dialog lemma-subscription">
      <DialogBody>
        {reason ? (
          <Callout intent="warning" icon="lightning" className="lemma-form-note">
            {t(`subscription.reasons.${reason}`, { defaultValue: t('subscription.reasons.OUT_OF_BALANCE') })}
          </Callout>
        ) : null}
        {trigger?.freeTrialAvailable ? (
          <Callout intent="success" icon="star" className="lemma-form-note">
            {t('subscription.trialOffer', { count: trigger.freeTrialDays })}{' '}
            <Button
              intent="success"
              size="small"
              text={t('subscription.startTrial')}
              loading={busy === TRIAL_PLAN_ID}
              onClick={() => void choose(TRIAL_PLAN_ID, true)}
            />
          </Callout>
        ) : null}
        <PlanPicker onChoose={canCheckout ? (id) => void choose(id) : undefined} busyPlanId={busy} />
        <Button variant="minimal" text={t('actions.close')} onClick={close} />
      </DialogBody>
      <Alert
        isOpen={confirmExit}
        icon="star"
        intent="success"
        confirmButtonText={t('subscription.startTrial')}
        cancelButtonText={t('subscription.leave')}
        onConfirm={() => void choose(TRIAL_PLAN_ID, true)}
        onCancel={onClose}
      >
        <p>{t('subscription.confirmExit', { count: trigger?.freeTrialDays ?? 0 })}</p>
      </Alert>
    </Dialog>
  );
}
