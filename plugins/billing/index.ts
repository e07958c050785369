/**
 * Billing (issue 7, client): plans on `/pricing` (public) and `/app/subscribe`, recharge packs, the
 * local test checkout (`/checkout/local/:id`), the success pages that wait for the webhook, and the
 * daily check. `billing:checkout` (`{ planId }` or `{ packId }`) starts a checkout from anywhere —
 * the kernel's subscription dialog uses it when this plugin is on.
 */
import { definePlugin, IApi, IAuth, IEvents, IToasts, II18n, IUser } from '@lemma/sdk';
import { PROMOTION_KEY, type CheckoutResponse } from './shared/contract';

interface CheckoutArgs {
  planId?: number;
  packId?: number;
}

/** Sends the browser to the checkout: the local test page inside the app, Stripe's page outside it. */
function go(url: string, i18n: { path(p: string): string }) {
  window.location.assign(url.startsWith('/') ? i18n.path(url) : url);
}

export default definePlugin({
  id: 'billing',
  requires: [IApi, IAuth, IEvents, IToasts, II18n, IUser],
  contributes: {
    routes: [
      { path: 'pricing', page: () => import('./pages/PricingPage'), access: 'public' },
      { path: 'app/subscribe', page: () => import('./pages/PricingPage'), access: 'nonGuest' },
      { path: 'checkout/local/:id', page: () => import('./pages/LocalCheckoutPage'), layout: 'bare', access: 'nonGuest' },
      { path: 'app/payment/success', page: () => import('./pages/SuccessPage'), access: 'nonGuest' },
      { path: 'app/recharge-pack/success', page: () => import('./pages/SuccessPage'), access: 'nonGuest' },
    ],
    commands: [
      {
        id: 'billing:checkout',
        label: 'billing:checkout.title',
        icon: 'credit-card',
        run: async (ctx, args) => {
          const a = (args ?? {}) as CheckoutArgs;
          const api = ctx.get(IApi);
          const r = a.packId
            ? await api.post<CheckoutResponse>('/stripe/recharge-pack/checkout', { packId: a.packId })
            : await api.post<CheckoutResponse>('/stripe/checkout', { planId: a.planId });
          go(r.url, ctx.get(II18n));
        },
      },
    ],
  },
  activate: (ctx) => {
    // §7 daily check: once a day a signed-in (non-guest) user gets the daily extra credits.
    const check = async () => {
      const auth = ctx.get(IAuth);
      if (!auth.isLoggedIn || auth.isGuest) return;
      const r = await ctx
        .get(IApi)
        .get<{ granted: boolean; maxExtraCredit: number }>('/daily-check/auto', { silent: true })
        .catch(() => null);
      if (!r?.granted) return;
      void ctx.get(IUser).loadBalance();
      ctx.get(IToasts).success(ctx.get(II18n).t('billing:dailyCheck', { count: r.maxExtraCredit }));
    };
    // A promotion code kept from `?promo=` before the visitor had an account is recorded for it (§3 local storage).
    const promotion = async () => {
      const auth = ctx.get(IAuth);
      const code = localStorage.getItem(PROMOTION_KEY);
      if (!code || !auth.isLoggedIn || auth.isGuest) return;
      await ctx
        .get(IApi)
        .post('/open-api/user-promotion', { code }, { silent: true })
        .catch(() => undefined);
      localStorage.removeItem(PROMOTION_KEY);
    };
    ctx.get(IEvents).on('auth:login', () => void check().then(promotion));
    void check().then(promotion);
  },
});
