import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import dashboard from '../index';

describe('DashboardPage', () => {
  it('greets a member by name, shows the credit balance and opens a tool from its card', async () => {
    const view = await renderPluginView(dashboard, {
      route: '/app/dashboard',
      session: 'member',
      http: {
        'GET /balance/info': {
          proPlanCredit: 4,
          proExtraCredit: 3,
          maxPlanCredit: 1,
          maxExtraCredit: 0,
          nextPlanRefreshTime: Date.UTC(2030, 0, 1),
          memberMaxPlanCredit: 10,
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeTruthy();
    expect((await screen.findByTestId('credits-pro')).textContent).toBe('7');
    expect(screen.getByTestId('credits-max').textContent).toBe('1');
    expect(screen.getByText('4 from your plan, 3 extra')).toBeTruthy();
    expect(screen.queryByText('You are a guest')).toBeNull();
    // The kernel's workspace is a tool like any plugin's: its card runs workspace:open.
    fireEvent.click(screen.getByRole('button', { name: 'Workspace' }));
    await waitFor(() => expect(view.location()).toBe('/app/workspace'));
  });

  it('welcomes a guest and invites them to sign up', async () => {
    await renderPluginView(dashboard, { route: '/app/dashboard', session: 'guest' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Lemma' })).toBeTruthy();
    expect(screen.getByText('You are a guest')).toBeTruthy();
  });
});
