import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { httpError, renderPluginView } from '@lemma/testing';
import billing from '../index';

const memberInfo = {
  platform: 'WEB',
  provider: 'stripe',
  currentPeriod: 'WEEKLY',
  status: 'active',
  planId: 33,
  memberType: 'MEMBER',
  currentPeriodEnd: null,
  scheduleCancelAtPeriodEnd: false,
  subscriptionRetentionStatus: 'NOT_OFFERED',
};

describe('PricingPage', () => {
  it('shows the weekly plans and the recharge packs; a guest who buys is sent to sign up', async () => {
    const view = await renderPluginView(billing, { route: '/pricing', session: 'guest' });
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose Member Weekly' })).toBeTruthy();
    for (const pack of ['Small pack', 'Medium pack', 'Large pack'])
      expect(screen.getByRole('heading', { name: pack })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Small pack' }));
    await waitFor(() => expect(view.location()).toBe('/login/sign-up'));
    expect(view.server.callsTo('POST /stripe/recharge-pack/checkout')).toHaveLength(0);
  });

  it('tells a member their plan, marks it as theirs, and says when a promotion code is not valid', async () => {
    await renderPluginView(billing, {
      route: '/pricing?promo=nope',
      session: { memberType: 'MEMBER', subActived: true },
      http: {
        'GET /subscription/info': memberInfo,
        'POST /open-api/user-promotion': httpError(404, { errorCode: 'NOT_FOUND', message: 'unknown code' }),
      },
    });
    expect(await screen.findByText('You are a Member.')).toBeTruthy();
    expect(screen.getByText('Your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Member Weekly' })).toBeNull();
    expect(await screen.findByText('This promotion code is not valid.')).toBeTruthy();
  });
});
