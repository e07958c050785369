import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 1500)));
p.on('pageerror', (e) => console.log('pageerror', e.stack?.slice(0, 1500)));
await p.goto(process.env.BASE + '/app/ask');
const box = p.getByRole('textbox', { name: 'Your question' });
for (const q of ['1 + 1', '2 + 2', '3 + 3']) {
  await box.fill(q); await box.press('Enter');
  await p.waitForTimeout(1500);
  console.log('asked', q, p.url());
}
await p.screenshot({ path: '/tmp/s3.png' });
await b.close();
