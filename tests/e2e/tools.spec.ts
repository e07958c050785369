/** Calculator, graph and the tiled workspace (issue 5) in Chromium. */
import { expect, test, type Page } from '@playwright/test';
import { shot, t } from './support';

async function typeFormula(page: Page, scope: ReturnType<Page['locator']>, text: string) {
  const field = scope.locator('math-field');
  await field.click();
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

test('tile calculator and graph, differentiate x^3 - 3x, plot both with the extrema marked, reload to the same layout', async ({
  page,
}) => {
  await page.goto('/app/workspace');
  await page.getByRole('button', { name: t('en', 'common', 'workspace.presets.calculator-graph'), exact: true }).click();
  const calcTile = page.locator('.mosaic-window').filter({ has: page.locator('[data-panel="calculator"]') });
  const graphTile = page.locator('.mosaic-window').filter({ has: page.locator('[data-panel="graph"]') });
  await expect(calcTile).toBeVisible();
  await expect(graphTile).toBeVisible();

  await calcTile.getByRole('tab', { name: t('en', 'calculator', 'modes.derivative') }).click();
  await typeFormula(page, calcTile, 'x^3-3x');
  await calcTile.getByRole('button', { name: t('en', 'calculator', 'compute'), exact: true }).click();
  await expect(calcTile.getByTestId('calc-result')).toHaveAttribute('data-result', /3\*?x\^2\s*-\s*3/);

  await calcTile.getByRole('button', { name: t('en', 'calculator', 'plot') }).click();
  await expect(graphTile.getByTestId('graph-function')).toHaveCount(2);
  const points = graphTile.getByTestId('key-points');
  await expect(points.locator('tr[data-kind="max"]').first()).toContainText('-1');
  await expect(points.locator('tr[data-kind="max"]').first()).toContainText('2');
  await expect(points.locator('tr[data-kind="min"]').first()).toContainText('-2');
  await shot(page, 'workspace-calculator-graph');

  await page.waitForTimeout(1000); // the layout is saved after an 800 ms debounce
  await page.reload();
  await expect(page.locator('.mosaic-window').filter({ has: page.locator('[data-panel="calculator"]') })).toBeVisible();
  await expect(page.locator('.mosaic-window').filter({ has: page.locator('[data-panel="graph"]') })).toBeVisible();
});

test('the calculator page keeps a history that loads more by 20, and reopens an entry', async ({ page }) => {
  await page.goto('/app/calculator/calculation');
  await expect(page.getByRole('heading', { name: t('en', 'calculator', 'title') })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('lemma.accessToken'));
  for (let i = 0; i < 21; i++) {
    await page.request.post('/api/calculator-history/set', {
      headers: { authorization: `Bearer ${token}` },
      data: { input: `${i}+${i}`, model: 'CALCULATION', simplifyResult: String(2 * i), calcResult: String(2 * i) },
    });
  }
  await typeFormula(page, page.locator('.lemma-calc'), '7*8+1');
  // The result is saved to the history in the background: wait for that save before reloading.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/calculator-history/set') && r.ok());
  await page.getByRole('button', { name: t('en', 'calculator', 'compute'), exact: true }).click();
  await expect(page.getByTestId('calc-result')).toHaveAttribute('data-result', '57');
  await saved;
  await page.reload();
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(20);
  await page.getByRole('button', { name: t('en', 'calculator', 'history.more') }).click();
  await expect(entries).toHaveCount(22);
  await entries.first().locator('.lemma-calc-history-item').click();
  await expect(page).toHaveURL(/\/app\/calculator\/\d+$/);
  await expect(page.getByTestId('calc-result')).toHaveAttribute('data-result', '57');
  await shot(page, 'calculator-history');
});

test('Ask answers plot in the graph; the Spanish calculator and a phone layout work', async ({ page }) => {
  await page.goto('/app/ask');
  const box = page.getByRole('textbox', { name: t('en', 'ask', 'composer.label') });
  await box.fill('derivative of x^2 sin x');
  await box.press('Enter');
  await page.getByRole('button', { name: t('en', 'ask', 'actions.plot') }).click();
  await expect(page).toHaveURL(/\/app\/graph-calculator$/);
  await expect(page.getByTestId('graph-function')).toHaveCount(2);

  await page.goto('/es/app/calculator/derivative');
  await expect(page.getByRole('heading', { name: t('es', 'calculator', 'title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('es', 'calculator', 'modes.derivative') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/workspace');
  await page.getByRole('button', { name: t('en', 'common', 'workspace.presets.calculator-graph'), exact: true }).click();
  await expect(page.getByRole('tab', { name: t('en', 'graph', 'title') })).toBeVisible();
  await page.getByRole('tab', { name: t('en', 'graph', 'title') }).click();
  await expect(page.locator('[data-panel="graph"]')).toBeVisible();
  await shot(page, 'workspace-mobile-tabs');
});

test('an inequality on the graph shades its region and draws a strict boundary dashed', async ({ page }) => {
  await page.goto('/app/graph-calculator');
  const field = page.locator('math-field').first();
  await field.click();
  await expect(field).toBeFocused();
  await page.keyboard.type('y>x^2-4');
  await page.getByRole('button', { name: t('en', 'graph', 'add') }).click();
  await expect(page.getByTestId('graph-function')).toContainText('y > x^2 - 4');
  await expect(page.locator('path.lemma-graph-region')).toHaveCount(1);
  await expect(page.locator('[data-testid="graph-canvas"] path[stroke-dasharray]').first()).toBeAttached();
  await shot(page, 'graph-inequality');
});
