/** The four-operations drill in Chromium: a right and a wrong answer, the score, the summary; then as a workspace tile; desktop and phone. */
import { expect, test, type Page } from '@playwright/test';
import { shot, t } from './support';

const ns = 'four-operations';

/** The answer of the problem on screen (`7 × 8 =`). */
async function answerOnScreen(page: Page, scope = page.locator('body')): Promise<number> {
  const text = (await scope.getByTestId('fo-problem').textContent()) ?? '';
  const [, a, op, b] = text.match(/^(\d+) ([+−×÷]) (\d+) =$/) ?? [];
  const x = Number(a);
  const y = Number(b);
  return { '+': x + y, '−': x - y, '×': x * y, '÷': x / y }[op as '+']!;
}

// #region guide:e2e
test('a drill round: right and wrong answers, the score, the summary and the best; then the drill as a tile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/four-operations');
  await expect(page.getByRole('heading', { name: t('en', ns, 'title') })).toBeVisible();
  await page.getByRole('button', { name: t('en', ns, 'start'), exact: true }).click();

  const box = page.getByRole('textbox', { name: t('en', ns, 'answer') });
  await box.fill(String(await answerOnScreen(page)));
  await box.press('Enter');
  await expect(page.getByTestId('fo-feedback')).toContainText(t('en', ns, 'feedback.correct'));
  await expect(box).toBeFocused();
  await box.fill(String((await answerOnScreen(page)) + 1));
  await box.press('Enter');
  await expect(page.getByTestId('fo-feedback')).toContainText(t('en', ns, 'feedback.wrong'));
  await expect(page.getByTestId('fo-score')).toContainText('1 / 2');
  await shot(page, 'four-operations-page-desktop');

  for (let i = 0; i < 8; i++) {
    await box.fill(String(await answerOnScreen(page)));
    await box.press('Enter');
  }
  // The summary shows the server's score once the round is saved.
  await expect(page.getByTestId('fo-summary-score')).toContainText('9');
  await expect(page.getByText(t('en', ns, 'summary.saved'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('fo-missed')).toHaveCount(1);
  await shot(page, 'four-operations-summary-desktop');
  await page.reload();
  await expect(page.getByTestId('fo-bests')).toContainText('9 / 10');

  // The same drill as a workspace tile, with "new round" in the tile's toolbar.
  await page.goto('/app/workspace');
  await page
    .locator('.lemma-workspace-bar')
    .getByRole('button', { name: t('en', ns, 'title') })
    .click();
  const tile = page.locator('.mosaic-window').filter({ has: page.locator('[data-panel="four-operations"]') });
  await expect(tile).toBeVisible();
  await tile.getByRole('button', { name: t('en', ns, 'newRound') }).click();
  const tileBox = tile.getByRole('textbox', { name: t('en', ns, 'answer') });
  await tileBox.fill(String(await answerOnScreen(page, tile)));
  await tileBox.press('Enter');
  await expect(tile.getByTestId('fo-feedback')).toContainText(t('en', ns, 'feedback.correct'));
  await expect(tile.getByRole('heading', { name: t('en', ns, 'settings.title') })).toHaveCount(0);
  await shot(page, 'four-operations-tile-desktop');
});
// #endregion

test('the drill on a phone: page and tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/four-operations');
  await page.getByRole('button', { name: t('en', ns, 'start'), exact: true }).click();
  const box = page.getByRole('textbox', { name: t('en', ns, 'answer') });
  await box.fill(String((await answerOnScreen(page)) + 1));
  await box.press('Enter');
  await expect(page.getByTestId('fo-feedback')).toContainText(t('en', ns, 'feedback.wrong'));
  await shot(page, 'four-operations-page-phone');
  await page.getByRole('heading', { name: t('en', ns, 'settings.title') }).scrollIntoViewIfNeeded();
  await shot(page, 'four-operations-settings-phone');

  await page.goto('/app/workspace');
  await page
    .locator('.lemma-workspace-bar')
    .getByRole('button', { name: t('en', ns, 'title') })
    .click();
  const tile = page.locator('[data-panel="four-operations"]');
  await tile.getByRole('button', { name: t('en', ns, 'start'), exact: true }).click();
  await expect(tile.getByTestId('fo-problem')).toBeVisible();
  await shot(page, 'four-operations-tile-phone');

  await page.goto('/ar/app/four-operations');
  await expect(page.getByRole('heading', { name: t('ar', ns, 'title') })).toBeVisible();
  await shot(page, 'four-operations-page-phone-ar');
});
