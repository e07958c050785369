/**
 * The subscription dialog (§2), opened by OUT_OF_BALANCE_CREDIT and the dialog-trigger causes of §8:
 * why it opened, and the §9 plans by period (default WEEKLY, §4). Choosing a plan runs the billing
 * plugin's `billing:checkout` when that plugin is on.
 */
import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { IPlugins, useService } from '../../sdk';
import { PlanPicker } from '../../sdk/components/PlanPicker';

export function SubscriptionDialog({ reason, onClose }: { reason?: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const plugins = useService(IPlugins);
  const [busy, setBusy] = useState<number | null>(null);
  const canCheckout = !!plugins.command('billing:checkout');
  const choose = async (planId: number) => {
    setBusy(planId);
    try {
      await plugins.runCommand('billing:checkout', { planId });
    } catch {
      setBusy(null); // the API layer showed why
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('subscription.title')} icon="crown" className="lemma-dialog lemma-subscription">
      <DialogBody>
        {reason ? (
          <Callout intent="warning" icon="lightning" className="lemma-form-note">
            {t(`subscription.reasons.${reason}`, { defaultValue: t('subscription.reasons.OUT_OF_BALANCE') })}
          </Callout>
        ) : null}
        <PlanPicker onChoose={canCheckout ? (id) => void choose(id) : undefined} busyPlanId={busy} />
        <Button variant="minimal" text={t('actions.close')} onClick={onClose} />
      </DialogBody>
    </Dialog>
  );
}
