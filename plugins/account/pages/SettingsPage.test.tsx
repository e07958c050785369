import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import account from '../index';

describe('SettingsPage', () => {
  it("fills 'My account' from the user's info and saves the edited names", async () => {
    const view = await renderPluginView(account, {
      route: '/app/settings/0',
      session: 'member',
      http: {
        'GET /constants/country-list': { countries: ['FR', 'DE'] },
        'POST /user/update': (req: { body: object }) => ({ ...req.body }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My account' }).getAttribute('aria-selected')).toBe('true');
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('Ada'));
    fireEvent.change(first, { target: { value: '  Grace ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.server.callsTo('POST /user/update')).toHaveLength(1));
    expect(view.server.callsTo('POST /user/update')[0]!.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('sends an unknown tab index to the first tab, and keeps every tab but Favorites closed to guests', async () => {
    const view = await renderPluginView(account, { route: '/app/settings/9', session: 'guest' });
    await waitFor(() => expect(view.location()).toBe('/app/settings/0'));
    expect(screen.getByRole('tab', { name: 'Balance' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Favorites' }).getAttribute('aria-disabled')).toBe('false');
  });
});
