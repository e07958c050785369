/** The tiled workspace: open a panel, find it again after a reload and on another device. */
import { expect, test } from '@playwright/test';
import { shot, t } from './support';

const ADMIN = { email: 'admin@lemma.local', password: 'e2e-admin-pass-1' };

test('a panel opened in the workspace survives a reload and follows the user to another device', async ({ page, browser }) => {
  await page.goto('/login');
  await page.getByLabel(t('en', 'auth', 'email')).fill(ADMIN.email);
  await page.getByLabel(t('en', 'auth', 'password')).fill(ADMIN.password);
  await page.getByRole('button', { name: t('en', 'auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);

  await page.getByRole('menuitem', { name: t('en', 'common', 'workspace.title') }).click();
  await expect(page).toHaveURL(/\/app\/workspace$/);
  await expect(page.getByText(t('en', 'common', 'workspace.emptyTitle'))).toBeVisible();
  const panelTitle = t('en', 'dashboard', 'balance.title');
  await page.getByRole('toolbar').getByRole('button', { name: panelTitle }).click();
  const tile = page.locator('.mosaic-window').filter({ hasText: panelTitle });
  await expect(tile).toBeVisible();
  await expect(tile.getByTestId('credits-pro')).toBeVisible();
  await shot(page, 'workspace');

  await page.reload();
  await expect(page.locator('.mosaic-window').filter({ hasText: panelTitle })).toBeVisible();

  // Another device: a fresh browser context, same account.
  await page.waitForTimeout(1200); // the layout is saved to the server after an 800 ms debounce
  const other = await browser.newContext();
  const p2 = await other.newPage();
  await p2.goto('/login');
  await p2.getByLabel(t('en', 'auth', 'email')).fill(ADMIN.email);
  await p2.getByLabel(t('en', 'auth', 'password')).fill(ADMIN.password);
  await p2.getByRole('button', { name: t('en', 'auth', 'login.submit') }).click();
  await expect(p2).toHaveURL(/\/app\/ask$/);
  await p2.goto('/app/workspace');
  await expect(p2.locator('.mosaic-window').filter({ hasText: panelTitle })).toBeVisible();

  // Closing the tile empties the workspace again.
  await p2.getByRole('toolbar').getByRole('button', { name: panelTitle }).click();
  await expect(p2.getByText(t('en', 'common', 'workspace.emptyTitle'))).toBeVisible();
  await other.close();
});
