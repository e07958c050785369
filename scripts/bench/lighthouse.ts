/**
 * Lighthouse budgets (issue #13): performance ≥ 90 and accessibility ≥ 95 on `/app/ask`, `/pricing`
 * and a shared session, against the real server (scripts/bench/server.ts) in Debian's Chromium
 * (CHROMIUM_PATH, else /usr/bin/chromium) driven by Playwright with a remote-debugging port that
 * Lighthouse attaches to. Lighthouse's default (mobile: Moto G Power emulation, simulated slow 4G,
 * 4× CPU slowdown); `--desktop` uses its desktop preset instead. Prints the scores and the failing
 * accessibility audits; exits 1 when a score is under its budget.
 * Run: `node_modules/.bin/tsx scripts/bench/lighthouse.ts [--desktop]` (part of `npm run bench`).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { chromiumPath, startBenchServer } from './server';
import { LIGHTHOUSE_BUDGETS, meetsLighthouseBudget } from './budgets';
const ROUTES = ['ask', 'pricing', 'shared session'];

interface Scores {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  failing: string[];
  metrics: string;
}

async function main(): Promise<void> {
  const desktop = process.argv.includes('--desktop');
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4391));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const results: Scores[] = [];
  try {
    for (const route of server.routes.filter((r) => ROUTES.includes(r.name))) {
      const run = await lighthouse(
        server.origin + route.path,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        desktop ? desktopConfig : undefined,
      );
      if (!run) throw new Error(`Lighthouse gave no result for ${route.path}`);
      const { categories, audits } = run.lhr;
      const failing = (categories.accessibility?.auditRefs ?? [])
        .filter((a) => a.weight > 0 && audits[a.id]?.score === 0)
        .map((a) => a.id);
      const ms = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
      results.push({
        name: route.name,
        path: route.path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        failing,
        metrics: `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(
    `\nLighthouse ${desktop ? '(desktop preset)' : '(mobile: simulated slow 4G, 4× CPU)'}: budgets performance ≥ ${LIGHTHOUSE_BUDGETS.performance}, accessibility ≥ ${LIGHTHOUSE_BUDGETS.accessibility}`,
  );
  let fails = 0;
  for (const r of results) {
    const ok = meetsLighthouseBudget(r);
    if (!ok) fails++;
    console.log(
      `  ${r.name.padEnd(16)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  ${ok ? 'ok' : 'UNDER BUDGET'}   (${r.metrics})`,
    );
    if (r.failing.length) console.log(`      accessibility audits failing: ${r.failing.join(', ')}`);
  }
  if (fails) process.exitCode = 1;
}

await main();
