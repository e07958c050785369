/**
 * The kernel's journeys in a real browser against the real server:
 * a visitor lands as a guest, switches to Spanish, signs up with the mailed code, logs out and in;
 * a render error shows the §2 error screen and is reported.
 */
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { claimsOf, mailedCode, shot, t } from './support';

test('a new visitor lands in the app as a guest with the free credits', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/ask$/);
  await page.getByRole('menuitem', { name: t('en', 'dashboard', 'title') }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: t('en', 'dashboard', 'greetingGuest') })).toBeVisible();
  await expect(page.getByTestId('credits-pro')).toHaveText('2');
  await expect(page.getByTestId('credits-max')).toHaveText('0');
  const token = await page.evaluate(() => localStorage.getItem('lemma.accessToken'));
  expect(claimsOf(token)).toMatchObject({ isGuest: true, memberType: 'GUEST' });
  await shot(page, 'guest-dashboard');
});

test('switching to Spanish moves under /es/ and shows Spanish text; Arabic is right to left', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: t('en', 'dashboard', 'greetingGuest') })).toBeVisible();
  await page.getByRole('combobox', { name: t('en', 'common', 'nav.language') }).selectOption('es');
  await expect(page).toHaveURL(/\/es\/app\/dashboard$/);
  const spanish = t('es', 'dashboard', 'greetingGuest');
  expect(spanish).not.toBe(t('en', 'dashboard', 'greetingGuest'));
  await expect(page.getByRole('heading', { name: spanish })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await shot(page, 'dashboard-es');
  await page.reload();
  await expect(page.getByRole('heading', { name: spanish })).toBeVisible();

  await page.goto('/ar/app/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: t('ar', 'dashboard', 'greetingGuest') })).toBeVisible();
  await shot(page, 'dashboard-ar');
});

test('sign up, verify with the mailed code, log out, log in', async ({ page }) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Lemma e2e 2026';
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('credits-pro')).toHaveText('2');
  await page.getByRole('button', { name: t('en', 'common', 'auth.signup') }).click();
  await expect(page).toHaveURL(/\/login\/sign-up$/);
  await page.getByLabel(t('en', 'auth', 'firstName')).fill('Ada');
  await page.getByLabel(t('en', 'auth', 'lastName')).fill('Lovelace');
  await page.getByLabel(t('en', 'auth', 'email')).fill(email);
  await page.getByLabel(t('en', 'auth', 'password')).fill(password);
  await shot(page, 'signup');
  await page.getByRole('button', { name: t('en', 'auth', 'signup.submit') }).click();

  await expect(page).toHaveURL(/\/login\/verification\?email=/);
  const code = await mailedCode(email);
  await page.getByLabel(t('en', 'auth', 'code')).fill(code);
  await shot(page, 'verification');
  await page.getByRole('button', { name: t('en', 'auth', 'verification.submit') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);
  await page.getByRole('menuitem', { name: t('en', 'dashboard', 'title') }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeVisible();
  expect(claimsOf(await page.evaluate(() => localStorage.getItem('lemma.accessToken')))).toMatchObject({
    isGuest: false,
    memberType: 'FREE',
    sub: email,
  });
  await shot(page, 'member-dashboard');

  await page.getByRole('button', { name: t('en', 'common', 'auth.myAccount') }).click();
  await page.getByRole('menuitem', { name: t('en', 'common', 'auth.logout') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);
  await expect(page.getByText(t('en', 'auth', 'logout.done'))).toBeVisible();
  await expect
    .poll(async () => claimsOf(await page.evaluate(() => localStorage.getItem('lemma.accessToken')))?.isGuest)
    .toBe(true);

  await page.getByRole('button', { name: t('en', 'common', 'auth.login'), exact: true }).click();
  await page.getByLabel(t('en', 'auth', 'email')).fill(email);
  await page.getByLabel(t('en', 'auth', 'password')).fill('wrong password 1');
  await page.getByRole('button', { name: t('en', 'auth', 'login.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('en', 'errors', 'invalidCredential') })).toBeVisible();
  await shot(page, 'login-error');
  await page.getByLabel(t('en', 'auth', 'password')).fill(password);
  await page.getByRole('button', { name: t('en', 'auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);
  await page.getByRole('menuitem', { name: t('en', 'dashboard', 'title') }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeVisible();
});

test('a render error shows the error screen and reports the event', async ({ page }) => {
  // Serve a dashboard page chunk whose component throws while rendering.
  await page.route(/\/assets\/DashboardPage-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function Broken() { throw new Error("Render exploded in test"); }',
    }),
  );
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/error-report') && r.method() === 'POST');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(
    page.getByText("Don't worry, we're here to help. Please try one of these options to resolve the issue:"),
  ).toBeVisible();
  for (const name of ['Refresh Page', 'Send Feedback', 'Contact Support', 'Join Discord'])
    await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.getByText('Render exploded in test')).toBeVisible();
  const body = (await reported).postDataJSON();
  expect(body).toMatchObject({ message: 'Render exploded in test', pathname: '/app/dashboard' });
  expect(body.componentStack).toBeTruthy();
  await shot(page, 'error-screen');
});

test('unknown pages show the 404 page inside the shell, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/app/no-such-tool');
  await expect(page.getByRole('heading', { name: t('en', 'common', 'notFound.title') })).toBeVisible();
  await shot(page, 'not-found-mobile');
  await page.getByRole('button', { name: t('en', 'common', 'nav.toggleSidebar') }).click();
  await expect(page.getByRole('menuitem', { name: t('en', 'dashboard', 'title') })).toBeVisible();
  await shot(page, 'drawer-mobile');
});
