/** `/pricing` (public) and `/app/subscribe`: the §9 plans with checkout, and recharge packs for signed-in users. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout, Card, H2, H4 } from '@blueprintjs/core';
import { IApi, IAuth, IPlugins, PlanPicker, useService } from '@lemma/sdk';
import { PROMOTION_KEY, RECHARGE_PACKS, type PromotionInfo, type SubscriptionInfo } from '../shared/contract';
import '../components/billing.css';

const money = (lng: string, v: number) => new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' }).format(v);

export default observer(function PricingPage() {
  const { t, i18n } = useTranslation('billing');
  const auth = useService(IAuth);
  const api = useService(IApi);
  const plugins = useService(IPlugins);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [info, setInfo] = useState<SubscriptionInfo | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [promo, setPromo] = useState<PromotionInfo | 'invalid' | null>(null);
  const signedIn = auth.isLoggedIn && !auth.isGuest;
  const code = params.get('promo');

  useEffect(() => {
    if (signedIn) void api.get<SubscriptionInfo>('/subscription/info', { silent: true }).then(setInfo, () => setInfo(null));
  }, [api, signedIn]);
  // A promotion: from `?promo=` (recorded for this visitor, kept for after sign-up, §3), or the one this account arrived with.
  useEffect(() => {
    if (code) {
      localStorage.setItem(PROMOTION_KEY, code.toUpperCase());
      void api
        .post<PromotionInfo>('/open-api/user-promotion', { code }, { silent: true })
        .then(setPromo, () => setPromo('invalid'));
    } else if (signedIn) {
      void api.post<PromotionInfo>('/promotion/get', undefined, { silent: true }).then(setPromo, () => setPromo(null));
    }
  }, [api, code, signedIn]);
  const off = (p: PromotionInfo) => (p.couponType === 'PERCENTAGE' ? `${p.value}%` : money(i18n.language, p.value / 100));

  async function checkout(key: string, args: { planId?: number; packId?: number }) {
    if (!signedIn) return navigate('/login/sign-up');
    setBusy(key);
    try {
      await plugins.runCommand('billing:checkout', args);
    } catch {
      setBusy(null);
    }
  }

  return (
    <div className="lemma-page lemma-billing-page">
      <H2>{t('pricing.title')}</H2>
      <p className="lemma-muted">{t('pricing.subtitle')}</p>
      {params.get('cancelled') ? (
        <Callout intent="warning" icon="info-sign">
          {t('pricing.cancelled')}
        </Callout>
      ) : null}
      {promo === 'invalid' ? (
        <Callout intent="warning" icon="tag">
          {t('pricing.promoInvalid')}
        </Callout>
      ) : promo ? (
        <Callout intent="success" icon="tag" data-testid="promotion">
          {t('pricing.promo', { code: promo.code, host: promo.hostName, off: off(promo) })}
        </Callout>
      ) : null}
      {info && info.memberType !== 'FREE' ? (
        <Callout intent="success" icon="crown" className="lemma-billing-current">
          {t('pricing.member', { plan: t(`common:memberTypes.${info.memberType}`) })}
          {info.currentPeriodEnd
            ? ` ${t(info.scheduleCancelAtPeriodEnd ? 'pricing.endsOn' : 'pricing.renewsOn', { date: new Date(info.currentPeriodEnd).toLocaleDateString(i18n.language) })}`
            : null}
        </Callout>
      ) : null}
      <PlanPicker
        onChoose={(planId) => void checkout(`plan-${planId}`, { planId })}
        currentPlanId={info?.planId ?? null}
        busyPlanId={busy?.startsWith('plan-') ? Number(busy.slice(5)) : null}
      />
      <H4 className="lemma-billing-packs-title" aria-level={3}>
        {t('packs.title')}
      </H4>
      <p className="lemma-muted">{t('packs.subtitle')}</p>
      <div className="lemma-plans">
        {RECHARGE_PACKS.map((p) => (
          <Card key={p.id} className="lemma-plan" data-pack={p.id}>
            <H4>{t(`packs.${p.size}`)}</H4>
            <div className="lemma-plan-price">{money(i18n.language, p.price)}</div>
            <ul className="lemma-plan-features">
              <li>{t('common:subscription.proCredits', { count: p.proCredit })}</li>
              <li>{t('common:subscription.maxCredits', { count: p.maxCredit })}</li>
              <li>{t('packs.noExpiry')}</li>
            </ul>
            <Button
              fill
              intent="primary"
              variant="outlined"
              icon="shopping-cart"
              text={t('packs.buy')}
              aria-label={`${t('packs.buy')} ${t(`packs.${p.size}`)}`}
              loading={busy === `pack-${p.id}`}
              disabled={busy !== null}
              onClick={() => void checkout(`pack-${p.id}`, { packId: p.id })}
            />
          </Card>
        ))}
      </div>
    </div>
  );
});
