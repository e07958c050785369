/**
 * Billing journeys (issue 7) with the local test provider: out of credits → subscription dialog →
 * MEMBER weekly through the test checkout → success page; a recharge pack; cancel at period end;
 * the daily check once a day; a referral that credits both users once.
 */
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { claimsOf, mailedCode, shot, t } from './support';

const bt = (key: string) => t('en', 'billing', key);
const at = (key: string) => t('en', 'account', key);

async function signUp(page: Page, first: string) {
  const email = `pay-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/login/sign-up');
  await page.getByLabel(t('en', 'auth', 'firstName')).fill(first);
  await page.getByLabel(t('en', 'auth', 'email')).fill(email);
  await page.getByLabel(t('en', 'auth', 'password')).fill('Lemma pay 2026');
  await page.getByRole('button', { name: t('en', 'auth', 'signup.submit') }).click();
  await expect(page).toHaveURL(/\/login\/verification\?email=/);
  await page.getByLabel(t('en', 'auth', 'code')).fill(await mailedCode(email));
  await page.getByRole('button', { name: t('en', 'auth', 'verification.submit') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);
  return email;
}

const balanceTag = (page: Page) => page.locator('.lemma-balance-tag');
const dailyText = (count: number) => bt('dailyCheck_other').replace('{{count}}', String(count));

async function ask(page: Page, q: string) {
  await page.goto('/app/ask');
  const box = page.getByRole('textbox', { name: t('en', 'ask', 'composer.label') });
  await box.fill(q);
  await box.press('Enter');
}

test('a free user out of credits subscribes to MEMBER weekly, buys a pack, schedules the cancel; the daily check pays once a day', async ({
  page,
}) => {
  await signUp(page, 'Payer');
  // The daily check credits a new day once (2 MAX), with a toast; a reload does not pay again.
  await expect(page.getByText(dailyText(2))).toBeVisible();
  await expect(balanceTag(page)).toHaveText('2 PRO · 2 MAX');
  await page.reload();
  await expect(balanceTag(page)).toHaveText('2 PRO · 2 MAX');
  await expect(page.getByText(dailyText(2))).toHaveCount(0);

  // Spend every credit; the next question opens the subscription dialog.
  for (const q of ['solve x + 1 = 2', 'solve x + 2 = 3', 'solve x + 3 = 4', 'solve x + 4 = 5']) {
    await ask(page, q);
    await expect(page.getByTestId('final-answer')).toBeVisible();
  }
  await expect(balanceTag(page)).toHaveText('0 PRO · 0 MAX');
  await ask(page, 'solve x + 5 = 6');
  const dialog = page.getByRole('dialog', { name: t('en', 'common', 'subscription.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('en', 'common', 'subscription.reasons.OUT_OF_BALANCE'))).toBeVisible();
  await shot(page, 'billing-dialog');

  // MEMBER weekly through the local test checkout.
  await dialog
    .getByRole('button', {
      name: `${t('en', 'common', 'subscription.choose')} ${t('en', 'common', 'memberTypes.MEMBER')} ${t('en', 'common', 'subscription.periods.WEEKLY')}`,
    })
    .click();
  await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('$4.99');
  await shot(page, 'billing-checkout');
  await page.getByRole('button', { name: bt('checkout.pay').replace('{{amount}}', '$4.99') }).click();
  await expect(page).toHaveURL(/\/app\/payment\/success\?checkout=/);
  await expect(page.getByTestId('success-title')).toHaveText(
    bt('success.member').replace('{{plan}}', t('en', 'common', 'memberTypes.MEMBER')),
  );
  await expect(page.getByTestId('success-balance')).toContainText('3000 PRO');
  await shot(page, 'billing-success');
  expect(claimsOf(await page.evaluate(() => localStorage.getItem('lemma.accessToken')))).toMatchObject({
    memberType: 'MEMBER',
    subActived: true,
  });
  // Member features: the tutor is paid in credits, no free-session count.
  await page.goto('/app/tutor');
  await expect(page.getByText(t('en', 'tutor', 'memberCost'))).toBeVisible();

  // A recharge pack adds extra credits.
  await page.goto('/app/subscribe');
  await page.getByRole('button', { name: `${bt('packs.buy')} ${bt('packs.SMALL')}` }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await page.getByRole('button', { name: bt('checkout.pay').replace('{{amount}}', '$2.99') }).click();
  await expect(page).toHaveURL(/\/app\/recharge-pack\/success/);
  await expect(page.getByTestId('success-title')).toHaveText(bt('success.recharged').replace('{{pack}}', bt('packs.SMALL')));
  await expect(page.getByTestId('success-balance')).toContainText('3300 PRO');

  // Cancel at the end of the period: the retention offer first, declined.
  await page.goto('/app/settings/1');
  const plan = page.getByTestId('wallet-plan');
  await plan.getByRole('button', { name: at('balance.cancel') }).click();
  await expect(page.getByText(at('balance.offer'))).toBeVisible();
  await page.getByRole('button', { name: at('balance.offerDecline') }).click();
  await expect(plan.getByRole('button', { name: at('balance.keep') })).toBeVisible();
  await expect(plan.getByText(/^Ends on/)).toBeVisible();
  await shot(page, 'billing-wallet');
});

test('a friend who signs up with the invitation link earns both users the referral credits, once', async ({ page, browser }) => {
  await signUp(page, 'Inviter');
  await page.getByRole('button', { name: t('en', 'common', 'auth.myAccount') }).click();
  await page.getByRole('menuitem', { name: at('refer.title') }).click();
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/invite\/[A-Z0-9]{8}$/);
  await shot(page, 'billing-refer');
  await page.keyboard.press('Escape');
  await expect(balanceTag(page)).toHaveText('2 PRO · 2 MAX');

  const friend = await browser.newContext();
  const p2 = await friend.newPage();
  await p2.goto(link);
  await expect(p2.getByRole('heading', { name: at('invite.title') })).toBeVisible();
  await p2
    .locator('.lemma-invite')
    .getByRole('button', { name: at('invite.signup') })
    .click();
  await signUp(p2, 'Friend');
  await expect(p2.getByText(at('refer.accepted_other').replace('{{count}}', '100'))).toBeVisible();
  await expect(balanceTag(p2)).toHaveText('2 PRO · 102 MAX');
  // Visiting the link again pays nothing more.
  await p2.goto(link);
  await p2.goto('/app/ask');
  await expect(balanceTag(p2)).toHaveText('2 PRO · 102 MAX');
  await friend.close();

  await page.reload();
  await expect(balanceTag(page)).toHaveText('2 PRO · 102 MAX');
  await page.goto('/app/settings/1');
  await expect(page.getByTestId('wallet-credits')).toContainText('102');
});

test('a promotion link lowers the first payment at the test checkout', async ({ page }) => {
  const admin = await page.request.post('/api/auth/login', {
    data: { email: 'admin@lemma.local', password: 'e2e-admin-pass-1' },
  });
  const code = `MATHCLUB${Math.floor(Math.random() * 1e6)}`;
  const made = await page.request.post('/api/admin/promotion/create', {
    headers: { authorization: `Bearer ${(await admin.json()).token}` },
    data: { code, hostName: 'mathclub.example', couponType: 'PERCENTAGE', value: 20 },
  });
  expect(made.ok()).toBe(true);
  await signUp(page, 'Promo');
  await page.goto(`/app/subscribe?promo=${code.toLowerCase()}`);
  await expect(page.getByTestId('promotion')).toHaveText(
    bt('pricing.promo').replace('{{code}}', code).replace('{{host}}', 'mathclub.example').replace('{{off}}', '20%'),
  );
  await shot(page, 'billing-promotion');
  await page
    .getByRole('button', {
      name: `${t('en', 'common', 'subscription.choose')} ${t('en', 'common', 'memberTypes.MEMBER')} ${t('en', 'common', 'subscription.periods.WEEKLY')}`,
    })
    .click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByTestId('checkout-amount')).toHaveText('$3.99');
  await expect(page.getByText(code, { exact: true })).toBeVisible();
});
