/**
 * `/checkout/local/:id`: the local test checkout (the embedded default instead of Stripe's page).
 * Paying or cancelling here makes the server send the same signed events Stripe would.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Card, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { IApi, useService } from '@lemma/sdk';
import { packById, planById, type CheckoutView } from '../shared/contract';
import '../components/billing.css';

export default function LocalCheckoutPage() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const api = useService(IApi);
  const navigate = useNavigate();
  const { id } = useParams();
  const [c, setC] = useState<CheckoutView | null | 'missing'>(null);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  useEffect(() => {
    void api.get<CheckoutView>(`/billing/checkout/${id}`, { silent: true }).then(setC, () => setC('missing'));
  }, [api, id]);
  if (c === null)
    return (
      <div className="lemma-page-spinner">
        <Spinner />
      </div>
    );
  if (c === 'missing')
    return (
      <NonIdealState
        icon="error"
        title={t('checkout.missing')}
        action={<Button text={t('checkout.back')} onClick={() => navigate('/app/subscribe')} />}
      />
    );
  const plan = c.planId ? planById(c.planId) : undefined;
  const pack = c.packId ? packById(c.packId) : undefined;
  const what = plan
    ? `${t(`common:memberTypes.${plan.memberType}`)} · ${t(`common:subscription.periods.${plan.period}`)}`
    : pack
      ? t(`packs.${pack.size}`)
      : '';
  const amount = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(c.amount);
  async function complete(outcome: 'pay' | 'cancel') {
    setBusy(outcome);
    try {
      const r = await api.post<{ status: string; successPath: string }>(`/billing/local-checkout/${id}/complete`, { outcome });
      navigate(outcome === 'pay' ? r.successPath : '/app/subscribe?cancelled=1');
    } catch {
      setBusy(null);
    }
  }
  return (
    <div className="lemma-checkout">
      <Card className="lemma-checkout-card" elevation={2}>
        <H2>{t('checkout.title')}</H2>
        <Callout icon="info-sign" intent="primary">
          {t('checkout.note')}
        </Callout>
        <dl className="lemma-checkout-order">
          <dt>{t('checkout.item')}</dt>
          <dd data-testid="checkout-item">{what}</dd>
          {c.promotionCode ? (
            <>
              <dt>{t('checkout.promotion')}</dt>
              <dd>{c.promotionCode}</dd>
            </>
          ) : null}
          <dt>{t('checkout.amount')}</dt>
          <dd data-testid="checkout-amount">{amount}</dd>
        </dl>
        {c.status !== 'OPEN' ? (
          <Callout intent="warning">{t('checkout.closed')}</Callout>
        ) : (
          <div className="lemma-checkout-actions">
            <Button
              intent="success"
              size="large"
              icon="credit-card"
              text={t('checkout.pay', { amount })}
              loading={busy === 'pay'}
              disabled={busy !== null}
              onClick={() => void complete('pay')}
            />
            <Button
              variant="minimal"
              text={t('checkout.cancel')}
              loading={busy === 'cancel'}
              disabled={busy !== null}
              onClick={() => void complete('cancel')}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
