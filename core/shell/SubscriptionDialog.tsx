/**
 * The subscription dialog (§2), opened by OUT_OF_BALANCE_CREDIT and the dialog-trigger causes of §8:
 * why it opened, and the §9 plans with their prices by period (default WEEKLY, §4).
 */
import { useState } from 'react';
import { Button, Callout, Card, Dialog, DialogBody, H4, SegmentedControl, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD, ORIGINAL_WEEKLY, PERIODS, PLANS, type Period } from '../../sdk/contract/plans';

const money = (lng: string, v: number) => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' }).format(v);

export function SubscriptionDialog({ reason, onClose }: { reason?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const plans = PLANS.filter((p) => p.period === period);
  return (
    <Dialog isOpen onClose={onClose} title={t('subscription.title')} icon="crown" className="lemma-dialog lemma-subscription">
      <DialogBody>
        {reason ? (
          <Callout intent="warning" icon="lightning" className="lemma-form-note">
            {t(`subscription.reasons.${reason}`, { defaultValue: t('subscription.reasons.OUT_OF_BALANCE') })}
          </Callout>
        ) : null}
        <SegmentedControl fill value={period} onValueChange={(v) => setPeriod(v as Period)} options={PERIODS.map((p) => ({ value: p, label: t(`subscription.periods.${p}`) }))} />
        <div className="lemma-plans">
          {plans.map((p) => (
            <Card key={p.id} className="lemma-plan" data-plan={p.id}>
              <H4>{t(`memberTypes.${p.memberType}`)}</H4>
              <div className="lemma-plan-price">
                {money(i18n.language, p.weeklyPrice && p.period === 'ANNUAL' ? p.weeklyPrice : p.price)}
                <span className="lemma-muted"> {t(`subscription.per.${p.period === 'ANNUAL' ? 'WEEKLY' : p.period}`)}</span>
              </div>
              {p.period === 'ANNUAL' ? (
                <div className="lemma-muted">
                  <s>{money(i18n.language, ORIGINAL_WEEKLY[p.memberType as 'MEMBER' | 'SUPER_MEMBER'])}</s> · {t('subscription.billedYearly', { price: money(i18n.language, p.price) })}
                </div>
              ) : p.displayOriginalPrice ? (
                <div className="lemma-muted">
                  <s>{money(i18n.language, p.displayOriginalPrice)}</s> · {t('subscription.billedSeasonal')}
                </div>
              ) : null}
              <ul className="lemma-plan-features">
                <li>{t('subscription.proCredits', { count: p.proCredit })}</li>
                <li>{t('subscription.maxCredits', { count: p.maxCredit })}</li>
                <li>{t('subscription.noLimits')}</li>
              </ul>
              <Tag minimal intent="primary">{t('subscription.checkoutSoon')}</Tag>
            </Card>
          ))}
        </div>
        <Button variant="minimal" text={t('actions.close')} onClick={onClose} />
      </DialogBody>
    </Dialog>
  );
}
