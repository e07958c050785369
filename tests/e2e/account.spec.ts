/** Settings journeys (issue 7, §2 tabs by index): profile with degree, country and city; language; guests see favorites only. */
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mailedCode, shot, t } from './support';

const at = (key: string) => t('en', 'account', key);

test('a user fills in the profile, which is kept; the settings tab switches the language', async ({ page }) => {
  const email = `acct-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/login/sign-up');
  await page.getByLabel(t('en', 'auth', 'email')).fill(email);
  await page.getByLabel(t('en', 'auth', 'password')).fill('Lemma acct 2026');
  await page.getByRole('button', { name: t('en', 'auth', 'signup.submit') }).click();
  await page.getByLabel(t('en', 'auth', 'code')).fill(await mailedCode(email));
  await page.getByRole('button', { name: t('en', 'auth', 'verification.submit') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);

  // The user menu leads to the settings (tab 0, my account).
  await page.getByRole('button', { name: t('en', 'common', 'auth.myAccount') }).click();
  await page.getByRole('menuitem', { name: at('title') }).click();
  await expect(page).toHaveURL(/\/app\/settings\/0$/);
  await page.getByLabel(at('account.firstName')).fill('Grace');
  await page.getByLabel(at('account.degree')).selectOption({ label: at('education.undergraduate') });
  // Choosing a degree sets the matching level (§9 grade 4).
  await expect(page.getByLabel(at('account.grade'))).toHaveValue('4');
  await page.getByLabel(at('account.country')).selectOption({ label: 'France' });
  await page.getByLabel(at('account.city')).fill('Paris');
  await page.getByRole('button', { name: at('account.save') }).click();
  await expect(page.getByText(at('account.saved'))).toBeVisible();
  await shot(page, 'settings-account');
  await page.reload();
  await expect(page.getByLabel(at('account.firstName'))).toHaveValue('Grace');
  await expect(page.getByLabel(at('account.country'))).toHaveValue('FR');
  await expect(page.getByLabel(at('account.city'))).toHaveValue('Paris');

  // Tabs are addressed by index (§2): 3 is settings; the language changes the path prefix.
  await page.getByRole('tab', { name: at('tabs.settings') }).click();
  await expect(page).toHaveURL(/\/app\/settings\/3$/);
  // What's new is marked read once.
  const news = page.getByTestId('whats-new');
  await expect(news.getByText(at('whatsNew.new'), { exact: true })).toBeVisible();
  await news.getByRole('button', { name: at('whatsNew.markRead') }).click();
  await expect(news.getByText(at('whatsNew.read'))).toBeVisible();
  await shot(page, 'settings-preferences');
  await page
    .getByRole('tabpanel', { name: at('tabs.settings') })
    .getByLabel(at('preferences.language'))
    .selectOption('es');
  await expect(page).toHaveURL(/\/es\/app\/settings\/3$/);
  await expect(page.getByRole('heading', { name: t('es', 'account', 'title') })).toBeVisible();
});

test('a guest may open the favorites tab, but the other tabs ask to log in', async ({ page }) => {
  await page.goto('/app/settings/2');
  await expect(page.getByRole('tab', { name: at('tabs.favorites') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(at('favorites.empty'))).toBeVisible();
  await page.goto('/app/settings/1');
  await expect(page).toHaveURL(/\/login\?next=/);
});
