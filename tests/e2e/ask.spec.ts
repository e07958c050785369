/** Ask journeys (issue 4): ask, see steps and the checked answer, keep, rename, share, delete; credit limit. */
import { expect, test, type Page } from '@playwright/test';
import { claimsOf, shot, t } from './support';

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: t('en', 'ask', 'composer.label') });
  await box.fill(question);
  await box.press('Enter');
}

test('a new visitor asks a quadratic and gets steps and x = 2, x = 3; the session is kept, renamed, shared and deleted', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/ask$/);
  await expect(page.getByRole('heading', { name: t('en', 'ask', 'headline') })).toBeVisible();
  const started = Date.now();
  await ask(page, 'Solve x^2 - 5x + 6 = 0');
  const final = page.getByTestId('final-answer');
  await expect(final).toHaveAttribute('data-answer', /2.*3/, { timeout: 5000 });
  console.log(`answer shown after ${Date.now() - started} ms`);
  await expect(page).toHaveURL(/\/app\/ask\/[0-9a-f-]{36}$/);
  await expect(page.locator('.lemma-step').first()).toBeVisible();
  await expect(page.getByText(t('en', 'ask', 'verified'))).toBeVisible();
  // The related picture: the parabola with its two roots marked.
  await expect(page.getByTestId('answer-picture')).toBeVisible();
  const today = page.locator('[data-group="today"]');
  await expect(today.getByRole('button', { name: 'Solve x^2 - 5x + 6 = 0', exact: true })).toBeVisible();
  await shot(page, 'ask-answer');

  await page.reload();
  await expect(page.getByTestId('final-answer')).toHaveAttribute('data-answer', /2.*3/);

  // Rename from the sidebar menu.
  await today.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: t('en', 'ask', 'sessions.rename') }).click();
  const nameBox = page.getByRole('textbox', { name: t('en', 'ask', 'sessions.rename') });
  await nameBox.fill('Quadratic homework');
  await nameBox.press('Enter');
  await expect(today.getByRole('button', { name: 'Quadratic homework', exact: true })).toBeVisible();

  // Share: the public page shows the session to someone logged out.
  await page.getByRole('button', { name: t('en', 'ask', 'actions.share') }).click();
  await expect(page.getByText(t('en', 'ask', 'isShared'))).toBeVisible();
  const uuid = page.url().split('/').pop()!;
  const stranger = await browser.newContext();
  const p2 = await stranger.newPage();
  await p2.goto(`/share/${uuid}`);
  await expect(p2.getByRole('heading', { name: 'Quadratic homework' })).toBeVisible();
  await expect(p2.getByTestId('final-answer')).toHaveAttribute('data-answer', /2.*3/);
  await shot(p2, 'ask-shared');
  // The stranger is at most a guest of their own, never the owner.
  expect(claimsOf(await p2.evaluate(() => localStorage.getItem('lemma.accessToken')))?.isGuest ?? true).toBe(true);
  await stranger.close();

  // Delete.
  page.once('dialog', (d) => void d.accept());
  await today.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: t('en', 'ask', 'sessions.delete') }).click();
  await expect(page.getByText(t('en', 'ask', 'sessions.empty'))).toBeVisible();
});

test('a guest who spends the free credits gets the login dialog', async ({ page }) => {
  await page.goto('/app/ask');
  await ask(page, '1 + 1');
  await expect(page.getByTestId('final-answer')).toBeVisible();
  await ask(page, '2 + 2');
  await expect(page.getByTestId('final-answer').nth(1)).toBeVisible();
  await ask(page, '3 + 3');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('en', 'auth', 'login.reasonGuestRunOut'))).toBeVisible();
  await shot(page, 'ask-login-dialog');
  // The unsent question is kept in the box.
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(page.getByRole('textbox', { name: t('en', 'ask', 'composer.label') })).toHaveValue('3 + 3');
});

test('the same flow in Spanish: a question in Spanish, the answer in Spanish', async ({ page }) => {
  await page.goto('/es/app/ask');
  await expect(page.getByRole('heading', { name: t('es', 'ask', 'headline') })).toBeVisible();
  const box = page.getByRole('textbox', { name: t('es', 'ask', 'composer.label') });
  await box.fill('Resuelve x^2 - 5x + 6 = 0');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/es\/app\/ask\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('final-answer')).toHaveAttribute('data-answer', /2.*3/);
  await expect(page.getByText(t('es', 'ask', 'answer.method.solve'))).toBeVisible();
  await expect(page.locator('[data-group="today"]').getByText(t('es', 'ask', 'groups.today'))).toBeVisible();
  await shot(page, 'ask-es');
});

test('a member who spends the credits gets the subscription dialog with the §9 plans', async ({ page }) => {
  const email = `sub-${Date.now()}@example.com`;
  await page.request.post('/api/auth/signup', { data: { email, password: 'member pass 1' } });
  const { mailedCode } = await import('./support');
  const code = await mailedCode(email);
  expect((await page.request.post(`/api/auth/verification?code=${code}`, { data: { email } })).ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel(t('en', 'auth', 'email')).fill(email);
  await page.getByLabel(t('en', 'auth', 'password')).fill('member pass 1');
  await page.getByRole('button', { name: t('en', 'auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);
  const box = page.getByRole('textbox', { name: t('en', 'ask', 'composer.label') });
  // 2 PRO of the free plan and the daily check's 2 MAX (granted at login).
  await expect(page.locator('.lemma-balance-tag')).toHaveText('2 PRO · 2 MAX');
  for (const [i, q] of ['1 + 2', '2 + 3', '3 + 5', '4 + 6'].entries()) {
    await box.fill(q);
    await box.press('Enter');
    await expect(page.getByTestId('final-answer')).toHaveCount(i + 1);
  }
  await box.fill('3 + 4');
  await box.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t('en', 'common', 'subscription.title'))).toBeVisible();
  await expect(page.getByText(t('en', 'errors', 'proRunOut'))).toBeVisible();
  await expect(dialog.locator('[data-plan="33"]')).toContainText('4.99');
  await dialog.getByRole('radio', { name: t('en', 'common', 'subscription.periods.ANNUAL') }).click();
  await expect(dialog.locator('[data-plan="36"]')).toContainText('0.99');
  await expect(dialog.locator('[data-plan="40"]')).toContainText('155.48');
  await shot(page, 'subscription-dialog');
});
