/** The popup calculator inside an iframe of a host page on another origin, driven by postMessage. */
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';

const APP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
const HOST_PORT = Number(process.env.E2E_PORT ?? 4173) + 26; // allowed by tests/e2e/serve.ts
let host: Server;

test.beforeAll(async () => {
  const page = `<!doctype html><html><body>
<iframe id="lemma" src="${APP}/popup/calculator/derivative" width="760" height="640" title="Lemma calculator"></iframe>
<output id="answer"></output><output id="ready"></output>
<script>
  const lemma = document.getElementById('lemma');
  window.results = [];
  window.addEventListener('message', (e) => {
    if (e.origin !== '${APP}') return;
    if (e.data.type === 'lemma:ready') {
      document.getElementById('ready').textContent = 'ready';
      lemma.contentWindow.postMessage({ type: 'lemma:set', mode: 'derivative', input: 'x^3 - 3x', compute: true }, '${APP}');
    }
    if (e.data.type === 'lemma:result') { window.results.push(e.data); document.getElementById('answer').textContent = e.data.text; }
  });
</script></body></html>`;
  host = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(page);
  });
  await new Promise<void>((r) => host.listen(HOST_PORT, '127.0.0.1', () => r()));
});
test.afterAll(() => host?.close());

test('a host page drives the popup calculator and receives each result', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
  await expect(page.locator('#ready')).toHaveText('ready', { timeout: 20_000 });
  await expect(page.locator('#answer')).toHaveText(/3\*?x\^2\s*-\s*3/);
  const frame = page.frameLocator('#lemma');
  await expect(frame.getByTestId('calc-result')).toBeVisible();
  const results = await page.evaluate(() => (window as unknown as { results: { verified: boolean; latex: string }[] }).results);
  expect(results[0]).toMatchObject({ verified: true });
  expect(results[0]!.latex).toContain('3x^{2}');
  // The user computes again inside the popup: the host hears about it too.
  await frame.getByRole('tab', { name: 'Indefinite integral' }).click();
  await frame.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('#answer')).toHaveText(/x\^4/);
  await page.screenshot({ path: 'test-results/screens/embed-host.png' });
});

test('the popup refuses to be driven by a page outside the allow-list', async ({ page }) => {
  await page.goto(`${APP}/popup/calculator/calculation`);
  await expect(page.getByRole('tab', { name: 'Calculate' })).toBeVisible();
  // Same-origin messages are not in the allow-list either: nothing changes.
  await page.evaluate(() => window.postMessage({ type: 'lemma:set', input: '2+2', compute: true }, '*'));
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('calc-result')).toHaveCount(0);
  const res = await page.request.get(`${APP}/popup/calculator/calculation`);
  expect(res.headers()['content-security-policy']).toContain(`frame-ancestors 'self' http://127.0.0.1:${HOST_PORT}`);
  const app = await page.request.get(`${APP}/app/ask`);
  expect(app.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
});
