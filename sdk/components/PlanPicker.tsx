/**
 * The §9 plans by period (default WEEKLY, §4) as cards: price, the crossed-out original, credits.
 * With `onChoose` each card has a button that starts the checkout (the billing plugin's
 * `billing:checkout`); without it the cards say checkout is not available.
 */
import { useState } from 'react';
import { Button, Card, H4, SegmentedControl, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD, ORIGINAL_WEEKLY, PERIODS, PLANS, type Period } from '../contract/plans';

const money = (lng: string, v: number) => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' }).format(v);

export function PlanPicker({
  onChoose,
  currentPlanId,
  busyPlanId,
}: {
  onChoose?: (planId: number) => void;
  currentPlanId?: number | null;
  busyPlanId?: number | null;
}) {
  const { t, i18n } = useTranslation('common');
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const plans = PLANS.filter((p) => p.period === period);
  return (
    <div className="lemma-plan-picker">
      <SegmentedControl
        fill
        value={period}
        onValueChange={(v) => setPeriod(v as Period)}
        options={PERIODS.map((p) => ({ value: p, label: t(`subscription.periods.${p}`) }))}
      />
      <div className="lemma-plans">
        {plans.map((p) => (
          <Card key={p.id} className="lemma-plan" data-plan={p.id}>
            <H4 aria-level={3}>{t(`memberTypes.${p.memberType}`)}</H4>
            <div className="lemma-plan-price">
              {money(i18n.language, p.weeklyPrice && p.period === 'ANNUAL' ? p.weeklyPrice : p.price)}
              <span className="lemma-muted"> {t(`subscription.per.${p.period === 'ANNUAL' ? 'WEEKLY' : p.period}`)}</span>
            </div>
            {p.period === 'ANNUAL' ? (
              <div className="lemma-muted">
                <s>{money(i18n.language, ORIGINAL_WEEKLY[p.memberType as 'MEMBER' | 'SUPER_MEMBER'])}</s> ·{' '}
                {t('subscription.billedYearly', { price: money(i18n.language, p.price) })}
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
            {currentPlanId === p.id ? (
              <Tag intent="success" icon="tick">
                {t('subscription.current')}
              </Tag>
            ) : onChoose ? (
              <Button
                intent="primary"
                fill
                text={t('subscription.choose')}
                loading={busyPlanId === p.id}
                disabled={busyPlanId != null}
                onClick={() => onChoose(p.id)}
                aria-label={`${t('subscription.choose')} ${t(`memberTypes.${p.memberType}`)} ${t(`subscription.periods.${p.period}`)}`}
              />
            ) : (
              <Tag minimal intent="primary">
                {t('subscription.checkoutSoon')}
              </Tag>
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
