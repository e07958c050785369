/**
 * Accessibility and CSP on the main pages (issue #13), desktop and phone: axe-core
 * (@axe-core/playwright, WCAG 2.1 A/AA rules) finds no serious or critical violation, and the
 * browser reports no Content-Security-Policy violation while the page loads and settles. The pages:
 * Ask, the tools, pricing, settings, the formula editor, the popup, and a shared session with an
 * answer (steps as MathML, the graph picture).
 */
import { expect, test, type Browser } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** POST to the API as `token` (or anonymously); the parsed JSON answer. */
async function api(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A shared session with an answered question (steps, final answer, graph picture): its uuid. */
async function sharedSession(): Promise<string> {
  const { token } = (await api('/auth/guest', { guestUuid: crypto.randomUUID(), fingerprint: 'a11y-journey' })) as {
    token: string;
  };
  const asked = await api('/session/input/save/2', { content: 'Solve 2x + 3 = 7', mode: 'ANSWER' }, token);
  await expect
    .poll(async () => {
      const res = await fetch(`${origin}/api/session/detail/uuid/${asked.sessionUuid as string}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const detail = (await res.json()) as { sessionInputs?: { status: string }[] };
      return detail.sessionInputs?.[0]?.status;
    })
    .toBe('SUCCESS');
  await api('/session/share', { sessionId: asked.sessionId, shared: true }, token);
  return asked.sessionUuid as string;
}

const PAGES = [
  { name: 'ask', path: '/app/ask' },
  { name: 'calculator', path: '/app/calculator' },
  { name: 'graph', path: '/app/graph-calculator' },
  { name: 'four operations', path: '/app/four-operations' },
  { name: 'pricing', path: '/pricing' },
  { name: 'settings', path: '/app/settings/2' },
  { name: 'formula editor', path: '/formula-editor' },
  { name: 'popup calculator', path: '/popup/calculator/derivative' },
];
const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
];

async function audit(browser: Browser, device: (typeof DEVICES)[number], path: string) {
  const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForTimeout(500);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // One exception: Ask's example buttons show typeset math (x², fractions), whose visible text cannot
  // equal any speakable label; their label is the formula as typed ("x^2 - 5x + 6 = 0").
  const isTypesetExample = (v: (typeof violations)[number]) =>
    v.id === 'label-content-name-mismatch' && v.nodes.every((n) => /^button\[aria-label=/.test(n.target.join(' ')));
  await context.close();
  const serious = violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !isTypesetExample(v))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  return { serious, csp };
}

let shared = '';
test.beforeAll(async () => {
  shared = await sharedSession();
});

for (const device of DEVICES) {
  test(`a shared session on a ${device.name}: no serious or critical axe violation, no CSP violation`, async ({ browser }) => {
    const { serious, csp } = await audit(browser, device, `/share/${shared}`);
    expect(serious).toEqual([]);
    expect(csp).toEqual([]);
  });
  for (const p of PAGES) {
    test(`${p.name} on a ${device.name}: no serious or critical axe violation, no CSP violation`, async ({ browser }) => {
      const { serious, csp } = await audit(browser, device, p.path);
      expect(serious).toEqual([]);
      expect(csp).toEqual([]);
    });
  }
}
