/** Tutor journeys (issue 6): a lesson from the base quiz to the finish, product rule and by parts, not-a-math-question, the tutor tile. */
import { expect, test, type Page } from '@playwright/test';
import { shot, t } from './support';

const tt = (key: string) => t('en', 'tutor', key);

async function startLesson(page: Page, problem: string) {
  await page.goto('/app/tutor');
  const box = page.getByRole('textbox', { name: tt('placeholder') });
  await box.fill(problem);
  await page.getByRole('button', { name: tt('start') }).click();
  await expect(page).toHaveURL(/\/app\/tutor\/[0-9a-f-]{36}$/);
}

const continueButton = (page: Page) => page.getByRole('button', { name: tt('continue') });
const right = (page: Page) => page.locator('.lemma-tutor-right');

/** Answers the warm-up: what the problem asks (`task`) and the first idea (`knowledge`). */
async function warmUp(page: Page, task: string, knowledge: string) {
  await continueButton(page).click();
  await right(page)
    .getByRole('button', { name: tt(`tasks.${task}`), exact: true })
    .click();
  await right(page)
    .getByRole('button', { name: t('en', 'math', `knowledge.${knowledge}`), exact: true })
    .click();
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
}

/** Works a step the way a student might: tries the options in order until one is right (or shown). */
async function workStep(page: Page, step: number) {
  const panel = page.locator(`[data-panel="step"][data-step="${step}"]`);
  await expect(panel).toBeVisible();
  const worked = panel.getByText(tt('step.worked'));
  const options = panel.locator('.lemma-tutor-option');
  // The step is served by the server after Continue: wait for its options (or its worked form).
  await expect(options.or(worked).first()).toBeVisible();
  if (!(await worked.isVisible())) {
    const n = await options.count();
    for (let i = 0; i < n && !(await panel.locator('[data-feedback="answered"]').isVisible()); i++) {
      const option = options.nth(i);
      if (await option.isDisabled()) continue;
      await option.click();
      // The server judges it: the option is then marked, wrong (red) or right (green).
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(panel.locator('[data-feedback="answered"]')).toBeVisible();
  }
}

test('a student learns "Solve 2x + 3 = 11": warm-up, a wrong option explained, the right one, a typed line, finish, reload', async ({
  page,
}) => {
  await startLesson(page, 'Solve 2x + 3 = 11');
  await expect(page.getByText(t('en', 'math', 'knowledge.equations.balance'))).toBeVisible();
  await shot(page, 'tutor-problem');

  // Warm-up: a wrong task is explained; then the right task and the first idea.
  await continueButton(page).click();
  // The wrong options are drawn per lesson: take any task that is not "solve the equation".
  await right(page)
    .locator('[data-question="task"] .lemma-tutor-option')
    .filter({ hasNotText: tt('tasks.solve') })
    .first()
    .click();
  await expect(right(page).getByText(tt('why.task'))).toBeVisible();
  await right(page)
    .getByRole('button', { name: tt('tasks.solve'), exact: true })
    .click();
  await right(page)
    .getByRole('button', { name: t('en', 'math', 'knowledge.equations.balance'), exact: true })
    .click();
  await shot(page, 'tutor-warm-up');
  await continueButton(page).click();

  // Step 1: the classic sign mistake is explained; the right line is accepted.
  const step1 = page.locator('[data-panel="step"][data-step="1"]');
  await step1.locator('[data-latex="2x = 14"]').click();
  await expect(step1.getByText(tt('mistakes.subtract-from-both-sides'))).toBeVisible();
  await shot(page, 'tutor-mistake');
  await step1.locator('[data-latex="2x = 8"]').click();
  await expect(step1.getByText(tt('step.correct'))).toBeVisible();
  await continueButton(page).click();

  // Step 2: the student types the next line; a wrong one says where, the right one is accepted.
  const step2 = page.locator('[data-panel="step"][data-step="2"]');
  const line = step2.getByRole('textbox', { name: tt('lines.label') });
  await line.fill('x = 5');
  await line.press('Enter');
  await expect(step2.getByText(tt('lines.wrong'))).toBeVisible();
  await expect(step2.getByText(tt('lines.where.right'))).toBeVisible();
  await line.fill('x = 4');
  await line.press('Enter');
  await expect(step2.getByText(tt('lines.progress'))).toBeVisible();
  await shot(page, 'tutor-typed-line');
  await continueButton(page).click();

  // The answer, its check, finish.
  const answer = page.locator('[data-panel="answer"]');
  await expect(answer).toBeVisible();
  await answer.getByRole('button', { name: tt('answer.finish') }).click();
  await expect(answer.getByText(tt('answer.done'))).toBeVisible();
  await expect(answer.locator('[data-answered-step]')).toHaveCount(2);

  // Reloaded, the finished lesson shows every step answered.
  await page.reload();
  await expect(page.locator('[data-panel="answer"]').getByText(tt('answer.done'))).toBeVisible();
  const steps = page.locator('[data-answered-step]');
  await expect(steps).toHaveCount(2);
  for (const s of await steps.all()) await expect(s).toHaveAttribute('data-correct-index', /\d/);
  await shot(page, 'tutor-finished');

  // Similar problems to practise, each one click away.
  await page.getByRole('button', { name: tt('related.generate') }).click();
  await expect(page.locator('.lemma-tutor-related .bp6-button').first()).toBeVisible();
});

for (const [problem, task, knowledge, name] of [
  ['derivative of x^2 sin x', 'derivative', 'derivatives.product-rule', 'product-rule'],
  ['integrate x e^x', 'indefinite-integral', 'integrals.by-parts', 'by-parts'],
] as const) {
  test(`a lesson on ${name} goes through the same way`, async ({ page }) => {
    await startLesson(page, problem);
    await warmUp(page, task, knowledge);
    const total = Number((await page.locator('.lemma-tutor-card-head h3').first().textContent())!.match(/of (\d+)/)![1]);
    for (let step = 1; step <= total; step++) {
      await workStep(page, step);
      if (step === 1) await shot(page, `tutor-${name}`);
      await continueButton(page).click();
    }
    const answer = page.locator('[data-panel="answer"]');
    await answer.getByRole('button', { name: tt('answer.finish') }).click();
    await expect(answer.locator('[data-answered-step]')).toHaveCount(total);
  });
}

test('"what\'s the weather" gets the required-math-question step, and costs no free session', async ({ page }) => {
  await startLesson(page, "what's the weather");
  const panel = page.locator('[data-panel="error"]');
  await expect(panel.getByText(tt('errors.requiredMathQuestion'))).toBeVisible();
  await expect(panel.getByText(tt('errors.noCharge'))).toBeVisible();
  await expect(continueButton(page)).toHaveCount(0);
  await shot(page, 'tutor-not-math');
  await panel.getByRole('button', { name: tt('errors.tryAnother') }).click();
  await expect(page).toHaveURL(/\/app\/tutor$/);
  await expect(page.getByText(tt('trialsLeft_other').replace('{{count}}', '2'))).toBeVisible();
});

test('the tutor tiles beside the calculator and the graph, and sends its line to the calculator', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/app/workspace');
  await page.getByRole('button', { name: t('en', 'common', 'workspace.presets.tutor-calculator-graph') }).click();
  const tile = page.locator('.lemma-tutor-tile');
  await expect(tile).toBeVisible();
  await tile.getByRole('textbox', { name: tt('placeholder') }).fill('Solve 2x + 3 = 11');
  await tile.getByRole('button', { name: tt('start') }).click();
  await expect(tile.locator('[data-panel="problem"]')).toBeVisible();
  // The tile's toolbar action sends the line being worked to the calculator tile.
  await page
    .locator('.mosaic-window-toolbar')
    .filter({ hasText: tt('title') })
    .getByRole('button', { name: tt('send.calculator') })
    .click();
  // The calculator tile now holds the lesson's equation, in function-solve mode.
  await expect
    .poll(() =>
      page
        .locator('math-field')
        .first()
        .evaluate((el) => (el as HTMLElement & { value: string }).value),
    )
    .toMatch(/2x\s*\+\s*3\s*=\s*11/);
  await expect(page.getByLabel(t('en', 'calculator', 'variable'))).toBeVisible();
  await shot(page, 'tutor-workspace');
});

test('a free user past the free lessons gets the tutor promotion, which leads to the plans', async ({ page }) => {
  const { mailedCode } = await import('./support');
  const email = `tutee-${Date.now()}@example.com`;
  await page.goto('/login/sign-up');
  await page.getByLabel(t('en', 'auth', 'email')).fill(email);
  await page.getByLabel(t('en', 'auth', 'password')).fill('Lemma tutee 2026');
  await page.getByRole('button', { name: t('en', 'auth', 'signup.submit') }).click();
  await page.getByLabel(t('en', 'auth', 'code')).fill(await mailedCode(email));
  await page.getByRole('button', { name: t('en', 'auth', 'verification.submit') }).click();
  await expect(page).toHaveURL(/\/app\/ask$/);
  for (const q of ['solve 3x = 9', 'solve 4x = 8']) {
    await startLesson(page, q);
    await expect(page.locator('[data-panel="problem"]')).toBeVisible();
  }
  await page.goto('/app/tutor');
  await expect(page.getByText(tt('trialsUsed'))).toBeVisible();
  await page.getByRole('textbox', { name: tt('placeholder') }).fill('solve 5x = 10');
  await page.getByRole('button', { name: tt('start') }).click();
  const promo = page.getByRole('dialog', { name: tt('promotion.title') });
  await expect(promo).toBeVisible();
  await shot(page, 'tutor-promotion');
  await promo.getByRole('button', { name: tt('promotion.plans') }).click();
  await expect(page.getByRole('dialog', { name: t('en', 'common', 'subscription.title') })).toBeVisible();
  await expect(page.getByText(t('en', 'common', 'subscription.reasons.AI_TUTOR_TRIAL_LIMIT_HIT'))).toBeVisible();
});
