/**
 * `/app/payment/success` and `/app/recharge-pack/success`: confirm what was bought and the new
 * balance. They trust the webhook, not the redirect: the page waits until the checkout is completed.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout, Card, H2, ProgressBar } from '@blueprintjs/core';
import { IApi, IAuth, IUser, useService } from '@lemma/sdk';
import { packById, planById, type CheckoutView, type SubscriptionInfo } from '../shared/contract';
import '../components/billing.css';

/** How long to wait for the payment to be confirmed (ms), and how often to look. */
const WAIT_MS = 60_000;
const EVERY_MS = 1000;

export default observer(function SuccessPage() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const api = useService(IApi);
  const auth = useService(IAuth);
  const user = useService(IUser);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('checkout');
  const [state, setState] = useState<'waiting' | 'done' | 'slow' | 'missing'>('waiting');
  const [checkout, setCheckout] = useState<CheckoutView | null>(null);
  const [info, setInfo] = useState<SubscriptionInfo | null>(null);

  useEffect(() => {
    if (!id) return setState('missing');
    let stop = false;
    const started = Date.now();
    void (async () => {
      while (!stop) {
        const c = await api.get<CheckoutView>(`/billing/checkout/${id}`, { silent: true }).catch(() => null);
        if (stop) return;
        if (!c) return setState('missing');
        setCheckout(c);
        if (c.status === 'COMPLETED') {
          await auth.refresh().catch(() => undefined); // new claims: the member type
          await user.loadBalance();
          if (c.kind === 'SUBSCRIPTION')
            setInfo(await api.get<SubscriptionInfo>('/subscription/info', { silent: true }).catch(() => null));
          return setState('done');
        }
        if (Date.now() - started > WAIT_MS) return setState('slow');
        await new Promise((r) => setTimeout(r, EVERY_MS));
      }
    })();
    return () => {
      stop = true;
    };
  }, [id, api, auth, user]);

  const plan = checkout?.planId ? planById(checkout.planId) : undefined;
  const pack = checkout?.packId ? packById(checkout.packId) : undefined;
  const b = user.balance;
  return (
    <div className="lemma-page lemma-billing-page">
      <Card className="lemma-success-card">
        {state === 'waiting' ? (
          <>
            <H2>{t('success.waiting')}</H2>
            <ProgressBar intent="primary" />
          </>
        ) : state === 'missing' ? (
          <Callout intent="warning" title={t('checkout.missing')} />
        ) : state === 'slow' ? (
          <Callout intent="warning" icon="time" title={t('success.slow')} />
        ) : (
          <>
            <H2 data-testid="success-title">
              {plan
                ? t('success.member', { plan: t(`common:memberTypes.${plan.memberType}`) })
                : t('success.recharged', { pack: pack ? t(`packs.${pack.size}`) : '' })}
            </H2>
            {info?.currentPeriodEnd ? (
              <p>{t('pricing.renewsOn', { date: new Date(info.currentPeriodEnd).toLocaleDateString(i18n.language) })}</p>
            ) : null}
            {b ? (
              <p data-testid="success-balance">
                {t('success.balance', { pro: b.proPlanCredit + b.proExtraCredit, max: b.maxPlanCredit + b.maxExtraCredit })}
              </p>
            ) : null}
          </>
        )}
        <Button intent="primary" icon="arrow-right" text={t('success.continue')} onClick={() => navigate('/app/ask')} />
      </Card>
    </div>
  );
});
